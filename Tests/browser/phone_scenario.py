#!/usr/bin/env python3
"""The diary on a phone: every page of `ilgi serve` at 390x844 with touch, in headless
Chromium with mobile emulation, and the editor when the connection drops.

Usage: phone_scenario.py ILGI_BINARY WORK_DIR [SCREENSHOT_DIR]

Writes a few entries (one with a photo) from the command line, runs `ilgi serve --port 0`,
and on a 390x844 touch screen opens the timeline, an entry, the editor (whose draft is kept
as it is typed), the photos, the calendar, search and the year's review: each must fit the
screen's width with buttons big enough to tap, and each is kept as a screenshot; the site must be installable (a web app manifest, icons).
Then the
connection drops while an entry is being saved: the text stays on the page and is saved when
the connection is back; and text typed in a tab closed while offline comes back when the
editor is opened again.

Exit 0 when everything held; 1 with the failed step on stderr otherwise.
"""

import json
import os
import sys

import chromium
from scenario import Scenario, check, png

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

scenario = Scenario(sys.argv)
HOME, SHOTS, ilgi, step = scenario.home, scenario.shots, scenario.ilgi, scenario.step


def titles():
    return sorted(record["title"] for record in json.loads(ilgi("list", "--json")))


step("a few entries from the command line, one with a photo")
photo = png(os.path.join(HOME, "harbour.png"), (50, 120, 190), width=480, height=320, band=False)
first = ilgi("new", "항구", "-m", "배가 들어왔어요. @바다", "--attach", photo).strip()
ilgi("new", "A long title that a narrow screen has to wrap somewhere sensible", "-m", "Walked. " * 40)
ilgi("new", "시장", "-m", "떡볶이 @맛집")

address, BASE = scenario.serve()


def scene():
    step("headless Chromium as a 390x844 touch phone")
    driver = scenario.driver = chromium.start()
    wait = WebDriverWait(driver, 20)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Network.enable", {})

    def find(selector):
        return driver.find_element(By.CSS_SELECTOR, selector)

    def online(up):
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": not up, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    def page(name, path, ready):
        driver.get(BASE + path)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ready))
        overflow = driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 1, f"{name}: the page is {overflow}px wider than the screen")
        small = driver.execute_script("""
            return Array.from(document.querySelectorAll('header a, header button, .button, button'))
              .filter(e => e.offsetParent !== null)
              .map(e => [e.textContent.trim(), e.getBoundingClientRect().height])
              .filter(([, height]) => height < 32);
        """)
        check(not small, f"{name}: too small to tap: {small}")
        driver.save_screenshot(os.path.join(SHOTS, f"phone-{name}.png"))

    step("the timeline, an entry, the photos, the calendar, search and the year")
    driver.get(address)
    wait.until(lambda d: "token" not in d.current_url)
    page("timeline", "/", ".entries img.thumbnail")
    page("entry", "/entry/" + first, ".body img")
    page("photos", "/photos", ".photo-grid img")
    page("calendar", "/calendar", "#calendar")
    page("search", "/search?q=%EB%96%A1%EB%B3%B6%EC%9D%B4", ".entries")
    check("시장" in find(".entries").text, find(".entries").text)
    page("review", "/review", "#heat-map")

    step("the site installs on the home screen: its manifest and icons are all Chromium asks for")
    driver.get(BASE + "/")
    wait.until(lambda d: d.execute_cdp_cmd("Page.getAppManifest", {}).get("url", "").endswith("/manifest.webmanifest"))
    errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
    check(errors == [], f"not installable: {errors}")

    step("the editor keeps the draft as it is typed")
    page("editor", "/new", "#editor")
    find("#title").send_keys("버스")
    find("#body").send_keys("창밖으로 바다가 보였어요.")
    # Once typing starts (the prompt and template offers go away), Save is on the screen,
    # with room above it for the notice of a dropped connection.
    driver.execute_script("window.scrollTo(0, 0)")
    bottom = driver.execute_script("return document.getElementById('save').getBoundingClientRect().bottom")
    check(bottom <= 844 - 80, f"Save is below the first screen ({bottom}px), with no room for a notice above it")
    wait.until(lambda d: d.find_element(By.ID, "draft-status").get_attribute("data-kept"))
    drafts = ilgi("drafts")
    check("창밖으로" in drafts or "버스" in drafts, f"no draft kept on the server: {drafts}")

    step("the connection drops as it is saved; it is saved when it is back")
    online(False)
    find("#save").click()
    wait.until(lambda d: d.find_element(By.ID, "draft-status").get_attribute("data-waiting"))
    check(driver.current_url.endswith("/new"), driver.current_url)
    check(find("#body").get_attribute("value") == "창밖으로 바다가 보였어요.", "the text left the page")
    driver.save_screenshot(os.path.join(SHOTS, "phone-offline.png"))
    check("버스" not in titles(), "saved while offline?")
    online(True)
    wait.until(lambda d: "/entry/" in d.current_url)
    check("버스" in titles(), titles())

    step("typed in a tab closed while offline, it comes back when the editor opens again")
    driver.get(BASE + "/new")
    wait.until(lambda d: d.find_elements(By.ID, "editor"))
    online(False)
    find("#title").send_keys("터널")
    find("#body").send_keys("신호가 끊겼어요.")
    first_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    second_tab = driver.current_window_handle
    driver.switch_to.window(first_tab)
    driver.close()
    driver.switch_to.window(second_tab)
    online(True)
    driver.get(BASE + "/new")
    wait.until(lambda d: d.find_element(By.ID, "body").get_attribute("value") == "신호가 끊겼어요.")
    check(find("#title").get_attribute("value") == "터널", find("#title").get_attribute("value"))
    driver.save_screenshot(os.path.join(SHOTS, "phone-restored.png"))
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    check("터널" in titles(), titles())


scenario.run("phone", scene)
