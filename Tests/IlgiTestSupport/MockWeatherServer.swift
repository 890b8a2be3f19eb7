import Foundation

/// A stand-in for OpenWeatherMap and Open-Meteo on 127.0.0.1, on a free port, for as long as
/// the value lives. Its answers are shaped like the real services' (from their documentation:
/// https://openweathermap.org/current, https://openweathermap.org/api/geocoding-api,
/// https://open-meteo.com/en/docs, https://open-meteo.com/en/docs/geocoding-api).
///
/// The first path component picks how it behaves, so one server serves every case: point
/// `weather.url` at `url(.ok)`, `url(.serverError)`, `url(.hang)`… Every request's path and
/// query is recorded in `requests`.
public final class MockWeatherServer: @unchecked Sendable {
    public enum Scenario: String, Sendable {
        /// OpenWeatherMap: light rain by day (10d); Open-Meteo: overcast by day (WMO 3 → 04d).
        case ok
        /// Clear sky at night: 01n from both.
        case night
        /// HTTP 500 with the provider's error JSON.
        case serverError = "error500"
        /// HTTP 200 whose body is not JSON.
        case invalidJSON = "badjson"
        /// Takes the request and never answers.
        case hang
    }

    private let folder = TemporaryDirectory("ilgi-mock-weather")
    private let pid: pid_t
    public let port: Int

    public init() throws {
        // URLSession honours http_proxy even for 127.0.0.1; the mock must be reached directly,
        // from this process and from the ilgi processes the tests start.
        setenv("no_proxy", "127.0.0.1,localhost", 1)
        setenv("NO_PROXY", "127.0.0.1,localhost", 1)
        let script = try folder.write(MockWeatherServer.script, to: "server.py")
        let portFile = folder.appending("port").path
        pid = try CommandRunner.spawn(
            CommandRunner.resolve("python3"), [script.path, portFile, folder.appending("requests.log").path],
            directory: nil, environment: ProcessInfo.processInfo.environment,
            stdin: "/dev/null", stdout: folder.appending("stdout").path, stderr: folder.appending("stderr").path)
        let deadline = Date().addingTimeInterval(15)
        var found: Int?
        while Date() < deadline {
            if let text = try? String(contentsOfFile: portFile, encoding: .utf8), text.hasSuffix("\n"),
                let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                found = number
                break
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(20_000)
        }
        guard let found else {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let log = (try? String(contentsOfFile: folder.appending("stderr").path, encoding: .utf8)) ?? ""
            throw NSError(
                domain: "MockWeatherServer", code: 1,
                userInfo: [NSLocalizedDescriptionKey: "the mock weather server did not start: \(log)"])
        }
        port = found
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// The base URL for `weather.url` that makes the server behave as `scenario` says.
    public func url(_ scenario: Scenario = .ok) -> String {
        "http://127.0.0.1:\(port)/\(scenario.rawValue)"
    }

    /// Each request the server got, as `/scenario/path?query`, in order.
    public var requests: [String] {
        let text = (try? String(contentsOfFile: folder.appending("requests.log").path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    static let script = #"""
        import json, sys, threading, time
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        from urllib.parse import urlsplit, parse_qs

        PORT_FILE, LOG_FILE = sys.argv[1], sys.argv[2]
        log_lock = threading.Lock()

        OWM_INVALID_KEY = {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}

        def owm_weather(lat, lon, night):
            icon, main, desc, wid = ("01n", "Clear", "clear sky", 800) if night else ("10d", "Rain", "light rain", 500)
            return {
                "coord": {"lon": lon, "lat": lat},
                "weather": [{"id": wid, "main": main, "description": desc, "icon": icon}],
                "base": "stations",
                "main": {"temp": 12.34, "feels_like": 11.5, "temp_min": 10.9, "temp_max": 13.2,
                         "pressure": 1012, "humidity": 81, "sea_level": 1012, "grnd_level": 1003},
                "visibility": 10000,
                "wind": {"speed": 3.6, "deg": 250},
                "rain": {"1h": 0.42},
                "clouds": {"all": 75},
                "dt": 1763790300,
                "sys": {"type": 1, "id": 8105, "country": "KR", "sunrise": 1763763112, "sunset": 1763799270},
                "timezone": 32400, "id": 1835848, "name": "Jongno", "cod": 200,
            }

        def om_forecast(lat, lon, night):
            code, is_day = (0, 0) if night else (3, 1)
            return {
                "latitude": round(lat, 4), "longitude": round(lon, 4), "generationtime_ms": 0.0331,
                "utc_offset_seconds": 0, "timezone": "GMT", "timezone_abbreviation": "GMT", "elevation": 38.0,
                "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "°C",
                                  "weather_code": "wmo code", "is_day": ""},
                "current": {"time": "2026-11-22T06:45", "interval": 900, "temperature_2m": 3.4,
                            "weather_code": code, "is_day": is_day},
            }

        PLACES = {
            "seoul": {"name": "Seoul", "lat": 37.5666791, "lon": 126.9782914, "country": "KR",
                      "local_names": {"ko": "서울", "en": "Seoul"}},
            "berlin": {"name": "Berlin", "lat": 52.5170365, "lon": 13.3888599, "country": "DE",
                       "local_names": {"de": "Berlin", "en": "Berlin", "ko": "베를린"}},
        }

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def send_json(self, status, value):
                self.send_text(status, json.dumps(value), "application/json; charset=utf-8")

            def send_text(self, status, text, kind):
                body = text.encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                with log_lock, open(LOG_FILE, "a") as log:
                    log.write(self.path + "\n")
                parts = urlsplit(self.path)
                segments = parts.path.split("/")
                scenario, path = segments[1], "/" + "/".join(segments[2:])
                query = {k: v[0] for k, v in parse_qs(parts.query).items()}
                night = scenario == "night"
                if scenario == "hang":
                    time.sleep(60)
                    return
                if scenario == "error500":
                    if path.startswith("/v1/"):
                        return self.send_json(500, {"error": True, "reason": "Internal Server Error"})
                    return self.send_json(500, {"cod": 500, "message": "Internal error"})
                if scenario == "badjson":
                    return self.send_text(200, "<html><body>502 Bad Gateway</body></html>", "text/html")

                if path == "/data/2.5/weather":
                    if query.get("appid") in (None, "", "bad-key"):
                        return self.send_json(401, OWM_INVALID_KEY)
                    try:
                        lat, lon = float(query["lat"]), float(query["lon"])
                    except (KeyError, ValueError):
                        return self.send_json(400, {"cod": "400", "message": "Nothing to geocode"})
                    if not -90 <= lat <= 90:
                        return self.send_json(400, {"cod": "400", "message": "wrong latitude"})
                    return self.send_json(200, owm_weather(lat, lon, night))
                if path == "/geo/1.0/direct":
                    if query.get("appid") in (None, "", "bad-key"):
                        return self.send_json(401, OWM_INVALID_KEY)
                    place = PLACES.get(query.get("q", "").split(",")[0].strip().lower())
                    return self.send_json(200, [place] if place else [])
                if path == "/v1/forecast":
                    if "weather_code" not in query.get("current", "") or "is_day" not in query.get("current", ""):
                        return self.send_json(400, {"error": True, "reason": "current must ask for weather_code and is_day"})
                    lat, lon = float(query["latitude"]), float(query["longitude"])
                    if not -90 <= lat <= 90:
                        return self.send_json(400, {"error": True, "reason": "Latitude must be in range of -90 to 90°. Given: %s." % lat})
                    return self.send_json(200, om_forecast(lat, lon, night))
                if path == "/v1/search":
                    place = PLACES.get(query.get("name", "").strip().lower())
                    if not place:
                        return self.send_json(200, {"generationtime_ms": 0.52})
                    return self.send_json(200, {"results": [{
                        "id": 2950159, "name": place["name"], "latitude": place["lat"], "longitude": place["lon"],
                        "elevation": 74.0, "feature_code": "PPLC", "country_code": place["country"],
                        "timezone": "Europe/Berlin", "population": 3426354, "country": place["country"]}],
                        "generationtime_ms": 0.83})
                return self.send_json(404, {"cod": "404", "message": "Internal error: no route " + path})

        \#(PythonServer.exitWithParent)
        REMOVE_AT_EXIT.append(os.path.dirname(os.path.abspath(PORT_FILE)))  # the suites keep one in a static

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        with open(PORT_FILE + ".tmp", "w") as f:
            f.write("%d\n" % server.server_address[1])
        import os
        os.rename(PORT_FILE + ".tmp", PORT_FILE)
        server.serve_forever()
        """#
}
