#!/usr/bin/env python3
"""Writing every day in `ilgi serve`, in headless Chromium driven by Selenium.

Usage: every_day_scenario.py ILGI_BINARY WORK_DIR [SCREENSHOT_DIR]

Makes two journals ('default' and 'work', through `ilgi journals add`), gives the default a
template and two fields, runs `ilgi serve --port 0`, and does what a person does, in Korean:
sees which journal the page is in, starts a new entry from the template, is refused saving it
untouched, writes and saves it; starts one from today's prompt; on a phone-sized screen
(390x844) taps a mood and an energy and types a place; opens the fields' charts; switches to
the 'work' journal and writes there; and checks with the CLI that every entry went to the
journal its page showed. Screenshots at desktop and phone widths go to SCREENSHOT_DIR.

Exit 0 when everything held; 1 with the failed step on stderr otherwise.
"""

import os
import sys

from scenario import Scenario, check, fits_the_screen

from selenium.webdriver.common.by import By

scenario = Scenario(sys.argv)
HOME, SHOTS, ilgi, step = scenario.home, scenario.shots, scenario.ilgi, scenario.step
WORK_JOURNAL = os.path.join(HOME, "work-diary")


def titles(journal_name):
    import json
    return sorted(record["title"] for record in json.loads(ilgi("-j", journal_name, "list", "--json")))


# ---- the journals -------------------------------------------------------------------------

step("two journals, a template and two fields, from the command line")
ilgi("new", "시작", "-m", "첫 일기")
ilgi("journals", "add", "work", WORK_JOURNAL)
ilgi("templates", "add", "daily", stdin="{{date}} {{weekday}}\n\n감사한 일:\n")
ilgi("fields", "add", "mood", "--scale", "1-5")
ilgi("fields", "add", "energy", "--choice", "low,ok,high")
listed = ilgi("journals")
check("* default" in listed and "work" in listed, listed)

address, BASE = scenario.serve()


def scene():
    step("start headless Chromium")
    browser = scenario.browser("every-day-")
    driver, wait, find, finds, size, shoot = (
        browser.driver, browser.wait, browser.find, browser.finds, browser.size, browser.shoot)

    step("every page names the journal it is in")
    driver.get(address)
    wait.until(lambda d: "token" not in d.current_url)
    check(find("#journal-name").text.strip() == "default", find("#journal-name").text)
    check("work" in driver.execute_script("return document.getElementById('journals').textContent"), "no switch")

    step("a new entry offers today's prompt and the templates")
    find("#new-entry").click()
    wait.until(lambda d: d.current_url.endswith("/new"))
    check(find("#todays-prompt").text.strip() != "", "no prompt")
    shoot("new")
    driver.find_element(By.LINK_TEXT, "daily").click()
    wait.until(lambda d: "template=daily" in d.current_url)
    check(find("#body").get_attribute("value").startswith("감사한 일:"), find("#body").get_attribute("value"))
    weekday = find("#title").get_attribute("value")
    check(weekday.endswith("요일"), f"the weekday in Korean: {weekday}")

    step("left as the template made it, it is not saved")
    find("#save").click()
    wait.until(lambda d: d.find_elements(By.ID, "untouched-refused"))
    check(titles("default") == ["시작"], titles("default"))

    step("written in, it is saved with the fields tapped on a phone")
    size(True)
    find("#body").send_keys(" 따뜻한 국")
    details = find("#fields")
    if details.get_attribute("open") is None:
        find("#fields summary").click()
    for value in ["4", "high"]:
        label = driver.find_element(By.XPATH, f"//label[@class='choice'][input[@value='{value}']]/span")
        label.click()
    find("input[name='field.location']").send_keys("부산 해운대")
    fits_the_screen(driver)
    driver.save_screenshot(os.path.join(SHOTS, "every-day-fields-phone.png"))
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    check("📍 부산 해운대" in find("#entry-fields").text and "Mood 4" in find("#entry-fields").text,
          find("#entry-fields").text)
    check("Energy high" in find("#entry-fields").text, find("#entry-fields").text)
    fits_the_screen(driver)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    shown = ilgi("show", driver.current_url.rstrip("/").split("/")[-1])
    check("📍 부산 해운대 · Mood 4 · Energy high" in shown, shown)

    step("today's prompt starts an entry as its title")
    driver.get(BASE + "/new")
    find("#use-prompt").click()
    wait.until(lambda d: "prompt=1" in d.current_url)
    prompt = find("#title").get_attribute("value")
    check(prompt == find("#todays-prompt").text.strip(), prompt)
    find("#body").send_keys("엄마에게 편지를 썼어요.")
    check(not find("#starters").is_displayed(), "the templates are still offered after typing")
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    check(prompt in titles("default"), titles("default"))

    step("the fields' charts, drawn on the page")
    find("a[href='/fields']").click()
    wait.until(lambda d: d.find_elements(By.ID, "field-chart-mood"))
    check(finds("#field-chart-mood svg.chart rect.chart-bar"), "no bars")
    check("평균 4.0" in find("#field-chart-mood").text, find("#field-chart-mood").text)
    requests = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)")
    check(all(name.startswith(BASE) for name in requests), f"loaded from elsewhere: {requests}")
    shoot("fields")
    size(True)
    fits_the_screen(driver)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    step("switch to the work journal on a phone, write there")
    size(True)
    find("#journals summary").click()
    driver.find_element(By.LINK_TEXT, "work").click()
    wait.until(lambda d: d.find_element(By.ID, "journal-name").text.strip() == "work")
    check("시작" not in find("main").text, "the default journal's entries in work")
    driver.save_screenshot(os.path.join(SHOTS, "every-day-work-phone.png"))
    find("#new-entry").click()
    wait.until(lambda d: d.current_url.endswith("/new"))
    check(not finds("input[name='field.mood']"), "work declares no fields")
    find("#title").send_keys("회의")
    find("#body").send_keys("분기 계획")
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    check(titles("work") == ["회의"], titles("work"))
    check("회의" not in titles("default"), titles("default"))

    step("a page left open in the default journal still saves there")
    # The editor of the default journal, opened in a tab before 'work' was picked in another.
    driver.get(BASE + "/journal/default")
    driver.get(BASE + "/new")
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(BASE + "/journal/work")
    driver.switch_to.window(first)
    find("#title").send_keys("저녁")
    find("#body").send_keys("산책")
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url)
    check("저녁" in titles("default") and "저녁" not in titles("work"), (titles("default"), titles("work")))


scenario.run("every-day", scene)
