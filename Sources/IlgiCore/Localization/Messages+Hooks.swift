/// What ilgi says about hooks, settings and the weather.
extension Messages {
    // MARK: Hooks

    public static func hookWarning(_ warning: HookWarning) -> Localized {
        let name = warning.hook
        let what: Localized =
            switch warning.problem {
            case .exited(let status):
                Localized(
                    en: "hook \(name) failed (exit status \(status))",
                    ko: "훅 \(name)이(가) 실패했어요 (종료 상태 \(status))")
            case .signaled(let signal):
                Localized(
                    en: "hook \(name) was killed by signal \(signal)",
                    ko: "훅 \(name)이(가) 시그널 \(signal)로 종료됐어요")
            case .timedOut(let timeout):
                Localized(
                    en:
                        "hook \(name) did not finish within \(seconds(timeout)) s and was stopped (setting hooks.timeout)",
                    ko: "훅 \(name)이(가) \(seconds(timeout))초 안에 끝나지 않아 중단했어요 (설정 hooks.timeout)")
            case .couldNotStart(let reason):
                Localized(
                    en: "hook \(name) could not be started (\(reason))",
                    ko: "훅 \(name)을(를) 실행할 수 없어요 (\(reason))")
            case .notExecutable(let path):
                Localized(
                    en: "hook \(name) is not executable, so it did not run; to run it: chmod +x \(path)",
                    ko: "훅 \(name)에 실행 권한이 없어서 실행하지 않았어요. 실행하려면: chmod +x \(path)")
            case .deletedFile:
                Localized(en: "hook \(name) deleted the entry's file", ko: "훅 \(name)이(가) 일기 파일을 지웠어요")
            case .emptiedFile:
                Localized(en: "hook \(name) emptied the entry's file", ko: "훅 \(name)이(가) 일기 파일을 비웠어요")
            case .notUTF8:
                Localized(
                    en: "hook \(name) left the entry's file in something other than UTF-8",
                    ko: "훅 \(name)이(가) 일기 파일을 UTF-8이 아닌 내용으로 바꿨어요")
            case .changedText:
                Localized(
                    en: "hook \(name) changed the entry's title or text (hooks may only add trailers)",
                    ko: "훅 \(name)이(가) 일기의 제목이나 본문을 바꿨어요 (훅은 트레일러만 더할 수 있어요)")
            case .replacedFile:
                Localized(
                    en: "hook \(name) put something other than a file in the entry's place",
                    ko: "훅 \(name)이(가) 일기 파일 자리에 파일이 아닌 것을 두었어요")
            }
        if warning.textRestored {
            return Messages.joined(
                what,
                Localized(
                    en: "its changes were undone and the entry was saved as you wrote it",
                    ko: "훅이 바꾼 내용은 되돌리고 쓴 그대로 저장했어요"))
        }
        if warning.event == .postCreate {
            return Messages.joined(what, Localized(en: "the entry was saved", ko: "일기는 저장했어요"))
        }
        return what
    }

    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    public static func unknownHookEvent(_ name: String) -> Localized {
        Localized(
            en: "'\(name)' is not a hook event; use post-create, post-save or post-sync",
            ko: "'\(name)'는 훅 이벤트가 아니에요. post-create, post-save, post-sync 중 하나를 쓰세요")
    }

    public static func hookEventNeedsEntry(_ event: String) -> Localized {
        Localized(
            en: "\(event) hooks run for one entry; give its id: ilgi hooks run \(event) ID",
            ko: "\(event) 훅은 일기 하나에 대해 실행돼요. ID를 주세요: ilgi hooks run \(event) ID")
    }

    public static func unknownHookName(_ name: String, _ known: [String]) -> Localized {
        Localized(
            en: "there is no hook called '\(name)' to install; ilgi ships: \(known.joined(separator: ", "))",
            ko: "설치할 수 있는 '\(name)' 훅이 없어요. ilgi에 들어 있는 훅: \(known.joined(separator: ", "))")
    }

    public static func hookSourceMissing(_ name: String, _ searched: [String]) -> Localized {
        Localized(
            en:
                "cannot find the \(name) hook that comes with ilgi (looked in \(searched.joined(separator: ", "))); reinstall ilgi with 'make install'",
            ko:
                "ilgi와 함께 오는 \(name) 훅을 찾을 수 없어요 (찾아본 곳: \(searched.joined(separator: ", "))). 'make install'로 ilgi를 다시 설치하세요"
        )
    }

    public static func hookInstallWouldOverwrite(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) exists and differs from the hook that comes with ilgi; to replace it: ilgi hooks install --force",
            ko: "\(path)가 이미 있고 ilgi의 훅과 달라요. 바꾸려면: ilgi hooks install --force")
    }

    // MARK: Settings

    public static let settingHooksTimeout = Localized(
        en: "seconds a hook may run before it is stopped", ko: "훅을 중단하기 전까지 기다리는 초")
    public static let settingWeatherLocation = Localized(
        en: "where the weather is asked for: \"lat,lon\" or a city name", ko: "날씨를 물을 곳: \"위도,경도\" 또는 도시 이름")
    public static let settingWeatherProvider = Localized(
        en: "openweathermap or open-meteo (default: openweathermap with an API key, else open-meteo)",
        ko: "openweathermap 또는 open-meteo (기본값: API 키가 있으면 openweathermap, 없으면 open-meteo)")
    public static let settingWeatherAPIKey = Localized(
        en: "OpenWeatherMap API key (else $OPENWEATHER_API_KEY)", ko: "OpenWeatherMap API 키 (없으면 $OPENWEATHER_API_KEY)")
    public static let settingWeatherURL = Localized(
        en: "another address for the weather service (tests, proxies)", ko: "날씨 서비스의 다른 주소 (테스트, 프록시용)")

    public static let expectedSeconds = Localized(
        en: "a number of seconds above 0 and at most 600, like 5 or 2.5", ko: "0보다 크고 600 이하인 초, 예: 5, 2.5")
    public static let expectedLocation = Localized(
        en: "\"latitude,longitude\" (like \"37.57,126.98\") or a place name (like Seoul)",
        ko: "\"위도,경도\" (예: \"37.57,126.98\") 또는 장소 이름 (예: Seoul)")
    public static let expectedProvider = Localized(
        en: "openweathermap or open-meteo", ko: "openweathermap 또는 open-meteo")
    public static let expectedAPIKey = Localized(en: "a key without spaces", ko: "공백 없는 키")
    public static let expectedURL = Localized(
        en: "an http:// or https:// address, like http://127.0.0.1:8080",
        ko: "http:// 또는 https:// 주소, 예: http://127.0.0.1:8080")

    public static func unknownSetting(_ key: String, suggestion: String?, known: [String]) -> Localized {
        if let suggestion {
            return Localized(
                en: "'\(key)' is not a setting; did you mean '\(suggestion)'? (see: ilgi config --list)",
                ko: "'\(key)'라는 설정은 없어요. '\(suggestion)'을(를) 말씀하신 건가요? (ilgi config --list 참고)")
        }
        return Localized(
            en: "'\(key)' is not a setting; known settings: \(known.joined(separator: ", "))",
            ko: "'\(key)'라는 설정은 없어요. 있는 설정: \(known.joined(separator: ", "))")
    }

    public static func invalidSetting(_ key: String, _ value: String, _ expected: Localized) -> Localized {
        Localized(
            en: "'\(value)' is not a valid value for \(key); use \(expected.english)",
            ko: "'\(value)'는 \(key)에 쓸 수 없는 값이에요. \(expected.korean) 형식으로 쓰세요")
    }

    // MARK: Weather

    public static let weatherNoLocation = Localized(
        en: "no weather location is set; set one with: ilgi config weather.location \"37.57,126.98\" (or a city name)",
        ko: "날씨 위치가 설정되지 않았어요. 설정하세요: ilgi config weather.location \"37.57,126.98\" (또는 도시 이름)")

    public static let weatherNoAPIKey = Localized(
        en:
            "OpenWeatherMap needs an API key; set one with 'ilgi config weather.apikey KEY' or OPENWEATHER_API_KEY, or use 'ilgi config weather.provider open-meteo', which needs none",
        ko:
            "OpenWeatherMap에는 API 키가 필요해요. 'ilgi config weather.apikey 키'나 OPENWEATHER_API_KEY로 설정하거나, 키가 필요 없는 'ilgi config weather.provider open-meteo'를 쓰세요"
    )

    public static func weatherBadAPIKey(_ provider: String, _ message: String?) -> Localized {
        let said = message.map { " (\($0))" } ?? ""
        return Localized(
            en: "\(provider) refused the API key\(said); check it with 'ilgi config weather.apikey'",
            ko: "\(provider)가 API 키를 거부했어요\(said). 'ilgi config weather.apikey'로 확인하세요")
    }

    public static func weatherBadLocation(_ location: String, _ message: String?) -> Localized {
        let said = message.map { " (\($0))" } ?? ""
        return Localized(
            en:
                "the weather service does not accept the location '\(location)'\(said); set another with: ilgi config weather.location \"37.57,126.98\"",
            ko:
                "날씨 서비스가 위치 '\(location)'를 받아들이지 않아요\(said). 다른 위치를 설정하세요: ilgi config weather.location \"37.57,126.98\""
        )
    }

    public static func weatherPlaceNotFound(_ name: String) -> Localized {
        Localized(
            en:
                "no place called '\(name)' was found; try another spelling, or coordinates: ilgi config weather.location \"37.57,126.98\"",
            ko: "'\(name)'라는 곳을 찾지 못했어요. 다른 철자나 좌표로 설정해 보세요: ilgi config weather.location \"37.57,126.98\"")
    }

    public static func weatherServerError(_ provider: String, _ status: Int, _ message: String?) -> Localized {
        let said = message.map { ": \($0)" } ?? ""
        return Localized(
            en: "\(provider) answered with HTTP \(status)\(said); try again later",
            ko: "\(provider)가 HTTP \(status) 오류로 답했어요\(said). 나중에 다시 시도하세요")
    }

    public static func weatherInvalidResponse(_ provider: String, _ detail: String) -> Localized {
        Localized(
            en: "\(provider) sent an answer ilgi cannot read (\(detail)); check weather.url and weather.provider",
            ko: "\(provider)의 응답을 읽을 수 없어요 (\(detail)). weather.url과 weather.provider를 확인하세요")
    }

    public static func weatherTimedOut(_ seconds: Int) -> Localized {
        Localized(
            en: "the weather service did not answer within \(seconds) s; check your network",
            ko: "날씨 서비스가 \(seconds)초 안에 답하지 않았어요. 네트워크를 확인하세요")
    }

    public static func weatherUnreachable(_ host: String, _ reason: Localized) -> Localized {
        Localized(
            en: "could not reach \(host) (\(reason.english)); check your network",
            ko: "\(host)에 연결할 수 없어요 (\(reason.korean)). 네트워크를 확인하세요")
    }

    public static let connectionRefused = Localized(en: "connection refused", ko: "연결 거부됨")
    public static let hostNotFound = Localized(en: "host not found", ko: "호스트를 찾을 수 없음")
    public static let noNetwork = Localized(en: "no network", ko: "네트워크 없음")
    public static let secureConnectionFailed = Localized(en: "secure connection failed", ko: "보안 연결 실패")

    public static func weatherBadURL(_ url: String) -> Localized {
        Localized(
            en: "'\(url)' is not a usable address; fix it with: ilgi config weather.url http://HOST:PORT",
            ko: "'\(url)'는 쓸 수 없는 주소예요. 고치세요: ilgi config weather.url http://호스트:포트")
    }
}
