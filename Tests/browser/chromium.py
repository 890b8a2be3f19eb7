"""Headless Chromium for the browser scenarios: one way to start it, the same in each."""

import os

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def start():
    """Chromium at 1280x800 asking for Korean pages first, as a person here would."""
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--lang=ko", "--window-size=1280,800", "--force-color-profile=srgb"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "ko,en"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    return driver
