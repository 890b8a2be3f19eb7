#!/usr/bin/env python3
"""`ilgi serve --listen 0.0.0.0 --pair` for real: HTTPS with the machine's certificate, a
phone paired with the printed code, its device cookie, `--devices` and `--revoke`.

Usage: https_pairing_scenario.py ILGI_BINARY WORK_DIR

Talks to the server over 127.0.0.1 only, as a phone would over the network: TLS with the
certificate ilgi made (its SHA-256 must be the fingerprint printed), the pairing page, the
pairing, the timeline with the device cookie and without, plain HTTP refused.

Exit 0 when everything held; 1 with the failed step on stderr otherwise.
"""

import hashlib
import http.client
import os
import re
import shutil
import socket
import ssl
import subprocess
import sys
import time
import urllib.parse

ILGI, WORK = sys.argv[1], sys.argv[2]
HOME = os.path.join(WORK, "home")
os.makedirs(HOME, exist_ok=True)
with open(os.path.join(HOME, ".gitconfig"), "w") as config:  # no syncs ilgi starts by itself
    config.write('[ilgi "sync"]\n\tauto = off\n')
ENV = {"HOME": HOME, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TZ": "UTC",
       "GIT_CONFIG_NOSYSTEM": "1", "USER": "tester"}
step_name = "start"


def step(name):
    global step_name
    step_name = name
    print("--", name, flush=True)


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def ilgi(*args):
    return subprocess.run([ILGI, *args], capture_output=True, text=True, env=ENV)


subprocess.run([ILGI, "new", "Harbour", "-m", "Boats came in."], capture_output=True, env=ENV, check=True)
server = subprocess.Popen([ILGI, "serve", "--listen", "0.0.0.0", "--port", "0", "--pair"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
failed = False
try:
    step("the server prints an https address, the fingerprint and a pairing address")
    address = server.stdout.readline().strip()
    check(address.startswith("https://127.0.0.1:"), address)
    port = urllib.parse.urlparse(address).port
    lines = []
    deadline = time.time() + 30
    while time.time() < deadline and not any("Pair a phone" in line for line in lines):
        lines.append(server.stderr.readline())
    printed = "".join(lines)
    fingerprint = re.search(r"fingerprint \(check it on the phone\): ([0-9A-F:]+)", printed).group(1)
    code = re.search(r"/pair\?code=([A-Z0-9]+)", printed).group(1)
    if shutil.which("qrencode"):
        check("█" in printed, "no QR code drawn: " + printed)

    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE

    def request(method, path, body=None, cookie=None):
        connection = http.client.HTTPSConnection("127.0.0.1", port, context=context, timeout=10)
        headers = {"Host": "127.0.0.1:%d" % port, "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/126"}
        if cookie:
            headers["Cookie"] = cookie
        if method == "POST":
            headers["Origin"] = "https://127.0.0.1:%d" % port
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        answer = (response.status, response.getheaders(), response.read().decode("utf-8", "replace"),
                  connection.sock.getpeercert(binary_form=True))
        connection.close()
        return answer

    step("the certificate served is the one whose fingerprint was printed")
    status, _, page, der = request("GET", "/pair?code=" + code)
    served = ":".join("%02X" % b for b in hashlib.sha256(der).digest())
    check(served == fingerprint, f"{served} != {fingerprint}")
    check(status == 200 and fingerprint in page, "the pairing page shows the fingerprint")

    step("pairing gives a lasting, Secure cookie that lets the phone in")
    check(request("GET", "/")[0] == 403, "in without pairing")
    status, headers, _, _ = request("POST", "/pair", body="code=" + code)
    cookie = next(value for name, value in headers if name.lower() == "set-cookie" and value.startswith("ilgi-device="))
    check(status == 303 and "Secure" in cookie and "Max-Age=31536000" in cookie, cookie)
    device = cookie.split(";")[0]
    status, _, page, _ = request("GET", "/", cookie=device)
    check(status == 200 and "Harbour" in page, "the timeline for the paired phone")
    check(request("POST", "/pair", body="code=" + code)[0] == 403, "the code worked twice")

    step("plain HTTP is not served beyond loopback")
    plain = socket.create_connection(("127.0.0.1", port), timeout=5)
    plain.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    try:
        answer = plain.recv(100)
    except OSError:
        answer = b""
    plain.close()
    check(not answer.startswith(b"HTTP/1.1 200"), answer)

    step("--devices lists the phone and --revoke takes it back")
    listed = ilgi("serve", "--devices")
    check("Android, Chrome" in listed.stdout, listed.stdout + listed.stderr)
    device_id = listed.stdout.split()[0]
    check(ilgi("serve", "--revoke", device_id).returncode == 0, "revoke failed")
    check(request("GET", "/", cookie=device)[0] == 403, "a revoked phone still gets in")
    check(ilgi("serve", "--revoke", "nope").returncode == 2, "an unknown device is bad input")
except Exception as error:  # noqa: BLE001
    failed = True
    print(f"FAILED at step '{step_name}': {error}", file=sys.stderr)
finally:
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
sys.exit(1 if failed else 0)
