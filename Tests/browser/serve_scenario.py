#!/usr/bin/env python3
"""`ilgi serve` in a real browser: headless Chromium driven by Selenium.

Usage: serve_scenario.py ILGI_BINARY WORK_DIR [SCREENSHOT_DIR]

Makes a journal in WORK_DIR, runs `ilgi serve --port 0` on it, reads the address it prints,
and walks through what a person does: write an entry in Korean and English, close the tab
mid-sentence and find the draft again, save (one commit), edit, see a save refused when the
CLI changed the entry meanwhile, delete after the confirmation, restore from the history,
search, open the calendar, watch an entry saved by the CLI appear in the open page. Entries
and queries carrying script payloads must never run (no alert, no injected element). Plain
HTTP checks that a request without the token, with a foreign Host, or a cross-origin POST is
refused. Screenshots of the main pages at desktop and phone widths go to SCREENSHOT_DIR
(default WORK_DIR/screenshots).

Exit 0 when everything held; 1 with the failed step on stderr otherwise.
"""

import http.client
import os
import signal
import subprocess
import sys
import time
import urllib.parse

import chromium

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ILGI, WORK = sys.argv[1], sys.argv[2]
JOURNAL = os.path.join(WORK, "journal")
HOME = os.path.join(WORK, "home")
SHOTS = sys.argv[3] if len(sys.argv) > 3 else os.path.join(WORK, "screenshots")
os.makedirs(HOME, exist_ok=True)
os.makedirs(SHOTS, exist_ok=True)

ENV = {
    "HOME": HOME,
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    "ILGI_JOURNAL": JOURNAL,
    "LANG": "C.UTF-8",  # no language in the settings: the browser's Accept-Language decides
    "TZ": "UTC",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "tester@example.com",
    "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "tester@example.com",
    "USER": "tester",
}

XSS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[click me](javascript:alert(1))",
]

# Older entries for the pages to look lived in: title, body, Created, Weather.
SEEDS = [
    ("제주 바다", "바람이 많이 불었지만 하늘은 맑았어요. 귤을 한 봉지 샀어요. @여행", "2026-11-20T16:10:00+09:00", "01d"),
    ("Rainy Monday", "Rain all day. Finished the report and walked home under the bridge. @work", "2026-11-16T19:30:00+09:00", "10d"),
    ("책 읽는 밤", "오랜만에 소설을 끝까지 읽었어요. @books", "2026-11-12T23:05:00+09:00", "02n"),
    ("Market morning", "Bought apples and flowers at the Saturday market.", "2026-10-31T10:20:00+09:00", "03d"),
    ("눈 오는 출근길", "버스가 늦게 와서 한참 기다렸어요.", "2026-02-03T08:15:00+09:00", "13d"),
    ("작년 오늘", "A year ago today: fog over the river. 강 위에 안개가 꼈어요.", "2025-11-23T07:40:00+09:00", "50d"),
]

step_name = "start"


def step(name):
    global step_name
    step_name = name
    print("--", name, flush=True)


def ilgi(*args, stdin=None, env=None):
    result = subprocess.run([ILGI, *args], input=stdin, capture_output=True, text=True, env={**ENV, **(env or {})})
    if result.returncode != 0:
        raise AssertionError(f"ilgi {' '.join(args)} failed: {result.stderr}")
    return result.stdout


def git_log():
    return subprocess.run(["git", "-C", JOURNAL, "log", "--format=%s"], capture_output=True, text=True, env=ENV).stdout


def check(condition, message):
    if not condition:
        raise AssertionError(message)


# ---- the server -------------------------------------------------------------------------

ilgi("list")  # creates the journal
server = subprocess.Popen([ILGI, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, env=ENV)
address = server.stdout.readline().strip()
if not address.startswith("http://127.0.0.1:"):
    print("ilgi serve did not print an address:", address, server.stderr.read(), file=sys.stderr)
    sys.exit(1)
parsed = urllib.parse.urlparse(address)
PORT = parsed.port
TOKEN = urllib.parse.parse_qs(parsed.query)["token"][0]
BASE = f"http://127.0.0.1:{PORT}"
print("serving at", BASE, flush=True)


def plain(method, path, headers=None, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=10)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read().decode("utf-8", "replace")
    return response.status, dict((k.lower(), v) for k, v in response.getheaders()), data


driver = None
failed = False
try:
    # ---- the gate, over plain HTTP --------------------------------------------------------
    step("a request without the token is refused")
    status, headers, _ = plain("GET", "/")
    check(status == 403, f"no token: {status}")
    check("default-src 'none'" in headers.get("content-security-policy", ""), "refusal without CSP")
    status, _, _ = plain("GET", "/?token=wrong")
    check(status == 403, f"wrong token: {status}")

    step("the token is exchanged for a cookie and dropped from the address")
    status, headers, _ = plain("GET", f"/?token={TOKEN}")
    check(status == 303 and headers.get("location") == "/", f"token: {status} {headers.get('location')}")
    cookie = headers["set-cookie"].split(";")[0]
    check("HttpOnly" in headers["set-cookie"] and "SameSite=Strict" in headers["set-cookie"], headers["set-cookie"])
    status, headers, body = plain("GET", "/", {"Cookie": cookie, "Accept-Language": "en-US,en;q=0.9"})
    check(status == 200 and "New entry" in body, f"timeline in English: {status}")
    for name in ["content-security-policy", "x-content-type-options", "referrer-policy"]:
        check(name in headers, f"missing {name}")

    step("a foreign Host is refused (DNS rebinding)")
    status, _, _ = plain("GET", "/", {"Cookie": cookie, "Host": f"evil.example:{PORT}"})
    check(status == 403, f"foreign host: {status}")

    step("a cross-origin POST is refused (CSRF)")
    form = "title=csrf&body=csrf"
    status, _, _ = plain("POST", "/save", {"Cookie": cookie, "Origin": "http://evil.example",
                                          "Content-Type": "application/x-www-form-urlencoded"}, form)
    check(status == 403, f"cross-origin post: {status}")
    status, _, _ = plain("POST", "/save", {"Cookie": cookie, "Sec-Fetch-Site": "cross-site",
                                          "Content-Type": "application/x-www-form-urlencoded"}, form)
    check(status == 403, f"cross-site post: {status}")
    check("csrf" not in git_log(), "a refused post made a commit")

    # ---- the browser ------------------------------------------------------------------------
    step("start headless Chromium")
    driver = chromium.start()
    wait = WebDriverWait(driver, 15)

    def find(selector):
        return driver.find_element(By.CSS_SELECTOR, selector)

    def finds(selector):
        return driver.find_elements(By.CSS_SELECTOR, selector)

    def no_alert():
        try:
            alert = driver.switch_to.alert
            text = alert.text
            alert.dismiss()
            raise AssertionError(f"an alert ran: {text}")
        except NoAlertPresentException:
            pass

    def nothing_injected():
        no_alert()
        injected = driver.execute_script(
            "return Array.from(document.querySelectorAll('main script, img[src=\"x\"], [onerror], [onclick], "
            "a[href^=\"javascript:\" i]')).map(e => e.outerHTML)")
        check(not injected, f"injected elements: {injected}")

    def shoot(name):
        for label, (width, height, mobile) in [("desktop", (1280, 800, False)), ("phone", (390, 844, True))]:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
            time.sleep(0.3)
            driver.save_screenshot(os.path.join(SHOTS, f"{name}-{label}.png"))
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    step("open the printed address: the token leaves the address bar")
    driver.get(address)
    wait.until(lambda d: "token" not in d.current_url)
    check(driver.current_url == BASE + "/", driver.current_url)
    check("첫 일기" in find("main").text, "empty timeline in Korean")

    step("write an entry in Korean and English; the draft is kept as it is typed")
    find("#new-entry").click()
    wait.until(lambda d: d.current_url.endswith("/new"))
    find("#title").send_keys("첫눈 오는 날 First snow")
    find("#body").send_keys("오늘 첫눈이 왔어요. 창밖이 하얘요. @겨울\n\nIt snowed for the first time today. @winter")
    draft = os.path.join(JOURNAL, ".git", "ilgi", "drafts", "web-new.txt")

    def draft_holds(text):
        return lambda _: os.path.exists(draft) and text in open(draft, encoding="utf-8").read()

    # Kept every few seconds while typing, without leaving the page.
    WebDriverWait(driver, 15).until(draft_holds("@winter"))
    wait.until(lambda d: d.find_element(By.ID, "draft-status").get_attribute("data-kept"))

    step("close the tab mid-sentence: the draft survives")
    find("#body").send_keys("\n\n눈사람을 만들었어요.")
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    driver.switch_to.window(first)
    driver.close()
    driver.switch_to.window(second)
    WebDriverWait(driver, 10).until(draft_holds("눈사람"))
    driver.get(BASE + "/new")
    check(finds("#draft-restored"), "no notice of the restored draft")
    check("눈사람을 만들었어요." in find("#body").get_attribute("value"), "the text typed before closing was lost")
    check(find("#title").get_attribute("value") == "첫눈 오는 날 First snow", "title lost")
    shoot("editor")

    step("save: one commit")
    commits_before = len(git_log().splitlines())
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    entry_url = driver.current_url
    entry_id = entry_url.rstrip("/").split("/")[-1]
    log = git_log()
    check(len(log.splitlines()) == commits_before + 1, f"not one commit: {log}")
    check(log.splitlines()[0] == f"Add {entry_id[:8]}: 첫눈 오는 날 First snow", log.splitlines()[0])
    check(not os.path.exists(draft), "the draft stayed after the save")
    check("첫눈이 왔어요" in find(".body").text and "@겨울" in find(".tags").text, "entry page")
    shoot("entry")

    step("edit")
    find("#edit").click()
    wait.until(lambda d: d.current_url.endswith("/edit"))
    find("#body").send_keys("\n\n저녁에는 눈이 그쳤어요. The snow stopped.")
    find("#save").click()
    wait.until(lambda d: d.current_url == entry_url)
    check(git_log().splitlines()[0].startswith(f"Edit {entry_id[:8]}"), git_log())
    check(find(".body").text.strip().endswith("The snow stopped."), "the edit did not go at the end")

    step("a save over a newer version from the CLI is refused and the text kept")
    find("#edit").click()
    wait.until(lambda d: d.current_url.endswith("/edit"))
    editor_script = os.path.join(HOME, "append.sh")
    with open(editor_script, "w") as f:
        f.write('#!/bin/sh\nprintf "\\nCLI added this line.\\n" >> "$1"\n')
    os.chmod(editor_script, 0o755)
    ilgi("edit", entry_id, env={"EDITOR": "sh " + editor_script, "VISUAL": "sh " + editor_script})
    find("#body").send_keys("\n\n브라우저에서 덧붙인 말.")
    find("#save").click()
    wait.until(lambda d: d.find_elements(By.ID, "save-refused"))
    check("브라우저에서 덧붙인 말." in find("#body").get_attribute("value"), "the refused text was lost")
    check(git_log().splitlines()[0].startswith(f"Edit {entry_id[:8]}"), "unexpected commit")
    check("브라우저에서" not in open(os.path.join(JOURNAL, subprocess.run(
        ["git", "-C", JOURNAL, "ls-files", f"*{entry_id}.txt"], capture_output=True, text=True).stdout.strip()),
        encoding="utf-8").read(), "the refused save was written")
    find("#save").click()  # Save again is refused again: replacing is a choice of its own
    wait.until(lambda d: d.find_elements(By.ID, "save-refused"))
    driver.save_screenshot(os.path.join(SHOTS, "save-refused-desktop.png"))
    check("CLI added this line." in open(os.path.join(JOURNAL, subprocess.run(
        ["git", "-C", JOURNAL, "ls-files", f"*{entry_id}.txt"], capture_output=True, text=True).stdout.strip()),
        encoding="utf-8").read(), "a second Save replaced the newer version")
    find("#save-anyway").click()
    wait.until(lambda d: d.current_url == entry_url)
    check("브라우저에서 덧붙인 말." in find(".body").text, "replace")

    step("delete after the confirmation")
    find("#delete").click()
    wait.until(lambda d: d.find_elements(By.ID, "confirm-delete"))
    check(git_log().splitlines()[0].startswith("Edit"), "deleted before confirming")
    find("#confirm").click()
    wait.until(lambda d: d.find_elements(By.ID, "deleted-notice"))
    check(git_log().splitlines()[0].startswith(f"Delete {entry_id[:8]}"), git_log())

    step("restore from the history")
    driver.get(entry_url)
    check(finds("#deleted-entry"), "deleted entry page")
    driver.get(entry_url + "/history")
    check(len(finds("#versions .version")) >= 4, "history lists the versions")
    driver.get(entry_url)
    find("form[action$='/restore'] button").click()
    wait.until(lambda d: d.find_elements(By.ID, "restored-notice"))
    check(git_log().splitlines()[0].startswith(f"Restore {entry_id[:8]}"), git_log())
    driver.get(entry_url + "/history")
    versions = finds("#versions .version a[href*='/diff']")
    check(versions, "no diff links in history")
    versions[-1].click()
    wait.until(lambda d: d.find_elements(By.ID, "diff"))

    step("search")
    driver.get(BASE + "/search")
    find("#q").send_keys("첫눈")
    find("#search-form button[type=submit]").click()
    wait.until(lambda d: d.find_elements(By.ID, "result-count"))
    check(len(finds("ol.entries li")) == 1 and finds("mark"), "search result")
    check(find("mark").text == "첫눈", find("mark").text)
    shoot("search")

    step("an entry saved by the CLI appears in the open page")
    driver.get(BASE + "/")
    check("밤 산책" not in find("main").text, "too early")
    ilgi("new", "밤 산책 Night walk", "-m", "달이 밝았어요. The moon was bright.")
    # The page reloads itself: read its text in one script call, never through an element
    # that a reload may have replaced meanwhile.
    def main_text(d):
        return d.execute_script("var m = document.querySelector('main'); return m ? m.innerText : '';") or ""

    WebDriverWait(driver, 20).until(lambda d: "밤 산책" in main_text(d))

    step("older entries, with weather, as the CLI writes them")
    for title, body, created, weather in SEEDS:
        ilgi("new", stdin=f"{title}\n\n{body}\n\nCreated: {created}\nWeather: {weather}\n")
    WebDriverWait(driver, 20).until(lambda d: SEEDS[-1][0] in main_text(d) and "☀️" in main_text(d))
    time.sleep(2.5)  # one more poll: no reload under the screenshot
    shoot("timeline")

    step("calendar")
    today = time.strftime("%Y-%m-%d", time.gmtime())
    driver.get(BASE + "/calendar")
    written = [e.get_attribute("data-day") for e in finds("#calendar a.written")]
    check(today in written, f"today not marked: {written}")
    find(f"#calendar a.written[data-day='{today}']").click()
    wait.until(lambda d: "on=" in d.current_url)
    check(len(finds("ol.entries li")) == 2, "the day's entries")
    driver.get(BASE + "/calendar?year=2026")
    shoot("calendar")
    if today.endswith("-11-23"):
        driver.get(BASE + "/on-this-day")
        check("작년 오늘" in find("main").text, "on this day")

    step("[[ in the editor offers titles; the link saved leads to its entry, which lists it")
    driver.get(BASE + "/new")
    find("#title").send_keys("Links")
    find("#body").send_keys("Like [[night")
    wait.until(lambda d: d.execute_script(
        "var s = document.getElementById('link-suggestions'); return s && !s.hidden && s.children.length > 0;"))
    check("Night walk" in find("#link-suggestions").text, f"suggestions: {find('#link-suggestions').text}")
    find("#body").send_keys(Keys.ENTER)
    written = find("#body").get_attribute("value")
    check(written.startswith("Like [[") and written.endswith("|밤 산책 Night walk]]"), f"the link written: {written}")
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    links_url = driver.current_url
    link = find(".body a")
    check(link.text == "밤 산책 Night walk", f"the link reads as its label: {link.text}")
    link.click()
    wait.until(lambda d: d.current_url != links_url)
    check("Links" in find("#backlinks").text, "the target lists the entry that links to it")
    shoot("backlinks")

    step("script in titles, bodies, tags and queries never runs")
    for payload in XSS:
        ilgi("new", payload, "-m", f"{payload}\n\n@x{payload} and <b onclick=alert(1)>bold</b> "
                                   f"[js](javascript:alert(1)) ![img](javascript:alert(1))")
    driver.get(BASE + "/new")
    find("#title").send_keys(XSS[1])
    find("#body").send_keys(XSS[0] + " " + XSS[2])
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    nothing_injected()
    check(find("h1.title").text == XSS[1], "title not shown as text")
    driver.get(BASE + "/")
    nothing_injected()
    check(XSS[0] in find("main").text, "payload title not shown as text")
    for link in [a.get_attribute("href") for a in finds("ol.entries a")]:
        driver.get(link)
        nothing_injected()
    for payload in XSS:
        driver.get(BASE + "/search?" + urllib.parse.urlencode({"q": payload, "tag": payload}))
        nothing_injected()
        check(find("#q").get_attribute("value") == payload, "query not kept as text")
        driver.get(BASE + "/?" + urllib.parse.urlencode({"tag": payload}))
        nothing_injected()
    driver.get(BASE + "/tags")
    nothing_injected()

    step("dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    driver.get(entry_url)
    driver.save_screenshot(os.path.join(SHOTS, "entry-dark-desktop.png"))
    driver.get(BASE + "/")
    driver.save_screenshot(os.path.join(SHOTS, "timeline-dark-desktop.png"))

    print("screenshots in", SHOTS, flush=True)
    print("OK", flush=True)
except Exception as error:  # noqa: BLE001 - report any failure as the step that failed
    failed = True
    print(f"FAILED at '{step_name}': {type(error).__name__}: {error}", file=sys.stderr, flush=True)
    if driver is not None:
        try:
            driver.save_screenshot(os.path.join(SHOTS, "failure.png"))
            print("page:", driver.current_url, file=sys.stderr)
            print(driver.find_element(By.TAG_NAME, "body").text[:2000], file=sys.stderr)
        except Exception:  # noqa: BLE001
            pass
finally:
    if driver is not None:
        driver.quit()
    server.send_signal(signal.SIGINT)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        print("ilgi serve did not stop on Ctrl-C", file=sys.stderr)
        failed = True
    if server.returncode not in (0, None) and not failed:
        print("ilgi serve exited with", server.returncode, server.stderr.read(), file=sys.stderr)
        failed = True

sys.exit(1 if failed else 0)
