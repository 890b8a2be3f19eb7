"""What the browser scenarios share: a fresh HOME to run ilgi in, steps that say where a
failure happened, `ilgi serve` started and stopped, pictures to attach, a phone's screen."""

import os
import struct
import subprocess
import sys
import time
import urllib.parse
import zlib

import chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


class Scenario:
    """`Scenario(sys.argv)`: ILGI_BINARY WORK_DIR [SCREENSHOT_DIR], as each script is called."""

    def __init__(self, argv):
        self.binary, work = argv[1], argv[2]
        self.home = os.path.join(work, "home")
        self.shots = argv[3] if len(argv) > 3 else os.path.join(work, "screenshots")
        os.makedirs(self.home, exist_ok=True)
        os.makedirs(self.shots, exist_ok=True)
        # Syncs ilgi starts by itself (after a save, a server's timer) are off here: each
        # scenario says when to sync. libgit2 reads $HOME/.gitconfig, whatever git is told.
        with open(os.path.join(self.home, ".gitconfig"), "w") as config:
            config.write('[ilgi "sync"]\n\tauto = off\n')
        self.journal = os.path.join(self.home, ".local", "share", "ilgi")
        self.env = {
            "HOME": self.home,
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",  # the browser's Accept-Language decides the pages' language
            "TZ": "UTC",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "tester@example.com",
            "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "tester@example.com",
            "USER": "tester",
        }
        self.step_name = "start"
        self.server = None
        self.driver = None

    def step(self, name):
        self.step_name = name
        print("--", name, flush=True)

    def ilgi(self, *args, stdin=None):
        result = subprocess.run([self.binary, *args], input=stdin, capture_output=True, text=True, env=self.env)
        if result.returncode != 0:
            raise AssertionError(f"ilgi {' '.join(args)} failed: {result.stderr}")
        return result.stdout

    def serve(self, *args):
        """Starts `ilgi serve --port 0 ARGS`; returns the address it printed (with the token)
        and the site's base address."""
        self.server = subprocess.Popen([self.binary, "serve", "--port", "0", *args], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, env=self.env)
        address = self.server.stdout.readline().strip()
        if not address.startswith("http://127.0.0.1:"):
            print("ilgi serve did not print an address:", address, self.server.stderr.read(), file=sys.stderr)
            sys.exit(1)
        return address, "http://127.0.0.1:%d" % urllib.parse.urlparse(address).port

    def browser(self, prefix, timeout=15):
        """Starts headless Chromium for this scenario (stopped by `run`); pictures it takes are
        named PREFIX-NAME-desktop.png and PREFIX-NAME-phone.png."""
        self.driver = chromium.start()
        return Browser(self.driver, self.shots, prefix, timeout)

    def run(self, name, body):
        """Runs `body()`; a failure is printed with its step (and a screenshot, NAME-failure.png).
        The browser and the server are stopped either way. Exits 0 or 1."""
        failed = False
        try:
            body()
        except Exception as error:  # noqa: BLE001 — any failure ends the scenario with its step
            failed = True
            print(f"FAILED at step '{self.step_name}': {error}", file=sys.stderr)
            if self.driver is not None:
                try:
                    self.driver.save_screenshot(os.path.join(self.shots, f"{name}-failure.png"))
                except Exception:  # noqa: BLE001
                    pass
        finally:
            if self.driver is not None:
                self.driver.quit()
            if self.server is not None:
                self.server.terminate()
                try:
                    self.server.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.server.kill()
        sys.exit(1 if failed else 0)


class Browser:
    """One scenario's Chromium: its elements by CSS selector, the screen's size, and each
    picture taken at both sizes."""

    def __init__(self, driver, shots, prefix, timeout):
        self.driver, self.shots, self.prefix = driver, shots, prefix
        self.wait = WebDriverWait(driver, timeout)

    def find(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def finds(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def size(self, phone):
        screen(self.driver, phone)

    def shoot(self, name):
        """The page at 1280x800 and at 390x844 with touch; the desktop size again after."""
        for label, phone in [("desktop", False), ("phone", True)]:
            self.size(phone)
            self.driver.save_screenshot(os.path.join(self.shots, f"{self.prefix}{name}-{label}.png"))
        self.size(False)


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def png(path, rgb, width=320, height=240, band=True):
    """A real picture of one colour (with a darker band, so it reads as a photo in
    screenshots), written to `path`."""
    rows = []
    for y in range(height):
        shade = tuple(max(0, c - 60) for c in rgb) if band and height // 3 < y < height // 2 else rgb
        rows.append(b"\x00" + bytes(shade) * width)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b""))
    return path


def screen(driver, phone):
    """A 390x844 touch phone, or a 1280x800 desktop."""
    width, height = (390, 844) if phone else (1280, 800)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5})
    time.sleep(0.2)


def fits_the_screen(driver):
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    check(overflow <= 1, f"the page is {overflow}px wider than the screen")
