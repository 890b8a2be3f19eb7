#!/usr/bin/env python3
"""Photos in `ilgi serve`, in headless Chromium driven by Selenium.

Usage: photo_scenario.py ILGI_BINARY WORK_DIR [SCREENSHOT_DIR]

Attaches a photo from the command line, runs `ilgi serve --port 0`, and does what a person
does: sees the photo as a thumbnail in the timeline and inline in the entry; adds one with the
file picker and one by dropping it on the page; on a phone-sized screen (390x844) writes a new
entry, picks a photo before saving, and saves; adds a photo in the editor of an entry and
saves over it; sees a day's photos together. The CLI then lists every photo, and the journal
is clean. Screenshots at desktop and phone widths go to SCREENSHOT_DIR.

Exit 0 when everything held; 1 with the failed step on stderr otherwise.
"""

import os
import subprocess
import sys

from scenario import Scenario, check, fits_the_screen, png

from selenium.webdriver.common.by import By

scenario = Scenario(sys.argv)
HOME, SHOTS, JOURNAL, ilgi, step = scenario.home, scenario.shots, scenario.journal, scenario.ilgi, scenario.step

SEA = png(os.path.join(HOME, "sea.png"), (40, 110, 200))
SUNSET = png(os.path.join(HOME, "sunset.png"), (230, 120, 40))
FOREST = png(os.path.join(HOME, "forest.png"), (40, 150, 70))
LEMON = png(os.path.join(HOME, "lemon.png"), (235, 215, 60))

step("an entry with a photo, from the command line")
first = ilgi("new", "바다", "-m", "파도가 높았어요.", "--attach", SEA).strip()

address, BASE = scenario.serve()


def scene():
    step("start headless Chromium")
    browser = scenario.browser("photos-")
    driver, wait, find, finds, size, shoot = (
        browser.driver, browser.wait, browser.find, browser.finds, browser.size, browser.shoot)

    def loaded_images(selector):
        wait.until(lambda d: d.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).every(i => i.complete)", selector))
        return driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).filter(i => i.naturalWidth > 0).length",
            selector)

    def pick(input_id, path):
        # The inputs are hidden behind their labels, as on any site; Selenium types into them.
        driver.execute_script("document.getElementById(arguments[0]).style.display = 'block'", input_id)
        find("#" + input_id).send_keys(path)

    step("the timeline shows the photo as a thumbnail")
    driver.get(address)
    wait.until(lambda d: "token" not in d.current_url)
    check(loaded_images(".entries img.thumbnail") == 1, "no thumbnail shown")
    check("🖼 sea.png" in find(".entries .preview").text, find(".entries .preview").text)

    step("the entry shows it inline, and takes another from the picker")
    driver.get(BASE + "/entry/" + first)
    check(loaded_images(".body img") == 1, "the photo is not shown in the entry")
    pick("add-photos", SUNSET)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".body img")) == 2)
    check(loaded_images(".body img") == 2, "the added photo is not shown")

    step("and one dropped on the page")
    with open(FOREST, "rb") as file:
        forest = list(file.read())
    driver.execute_script("""
        const drop = new DataTransfer();
        drop.items.add(new File([new Uint8Array(arguments[0])], 'forest.png', { type: 'image/png' }));
        document.getElementById('entry').dispatchEvent(
          new DragEvent('drop', { dataTransfer: drop, bubbles: true, cancelable: true }));
    """, forest)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".body img")) == 3)
    check(loaded_images(".body img") == 3, "the dropped photo is not shown")
    shoot("entry")

    step("on a phone: a new entry with a photo picked before saving")
    size(True)
    driver.get(BASE + "/new")
    check(find("label[for='take-photo']").is_displayed(), "no camera button on a phone")
    find("#title").send_keys("숲")
    find("#body").send_keys("나무 냄새.")
    pick("add-photos", LEMON)
    wait.until(lambda d: "lemon.png" in d.find_element(By.ID, "pending-photos").text)
    fits_the_screen(driver)
    driver.save_screenshot(os.path.join(SHOTS, "photos-new-phone.png"))
    find("#save").click()
    wait.until(lambda d: "/entry/" in d.current_url and d.find_elements(By.CSS_SELECTOR, ".body img"))
    check(loaded_images(".body img") == 1, "the new entry's photo is not shown")
    check("숲" in find("h1.title").text, find("h1.title").text)
    fits_the_screen(driver)
    driver.save_screenshot(os.path.join(SHOTS, "photos-saved-phone.png"))
    second = driver.current_url.rstrip("/").split("/")[-1]
    size(False)

    step("in the editor: a photo added, then the text saved over it")
    driver.get(BASE + "/entry/" + second + "/edit")
    find("#body").send_keys(" 새소리도.")
    pick("add-photos", SEA)
    wait.until(lambda d: "sea.png" in d.find_element(By.ID, "body").get_attribute("value"))
    find("#save").click()
    wait.until(lambda d: d.current_url.endswith("/entry/" + second))
    check(not finds("#newer-version") and "새소리도." in find(".body").text, find("main").text)
    check(loaded_images(".body img") == 2, "the photo added in the editor is not shown")

    step("a day's photos together")
    find("#photo-day").click()
    wait.until(lambda d: "/photos?on=" in d.current_url)
    check(loaded_images(".photo-grid img") == 5, f"{len(finds('.photo-grid img'))} photos on the day")
    shoot("day")
    size(True)
    fits_the_screen(driver)
    size(False)
    requests = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    check(all(name.startswith(BASE) for name in requests), f"loaded from elsewhere: {requests}")

    step("the command line sees every photo, and the journal is clean")
    shown = ilgi("show", first)
    check("3 attachments" in shown and "sunset.png" in shown and "forest.png" in shown, shown)
    check("2 attachments" in ilgi("show", second), ilgi("show", second))
    status = subprocess.run(["git", "status", "--porcelain"], cwd=JOURNAL, capture_output=True, text=True).stdout
    check(status == "", f"uncommitted: {status}")


scenario.run("photos", scene)
