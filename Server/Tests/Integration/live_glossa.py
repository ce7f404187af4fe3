"""A `glossa` binary for the integration scripts: its commands, `glossa serve` on a data directory, and
HTTP calls to it. Imported by `editor_browser.py` and `editor_scale.py` (Python puts a script's own
directory on its import path)."""
import json
import re
import subprocess
import time
import urllib.error
import urllib.request


def glossa(binary, data_dir, *arguments, stdin=None):
    """Runs `glossa ARGUMENTS --data-dir DATA_DIR`; its standard output (fails on a non-zero exit)."""
    return subprocess.run(
        [binary, *arguments, "--data-dir", data_dir], input=stdin, check=True, capture_output=True, text=True
    ).stdout


class Server:
    """`glossa serve --port 0` on `data_dir`; the port is read from its standard error."""

    def __init__(self, binary, data_dir, start_timeout=60):
        self.process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--data-dir", data_dir, "--log-level", "warning"],
            stderr=subprocess.PIPE, text=True)
        deadline = time.time() + start_timeout
        self.url = None
        while time.time() < deadline and not self.url:
            line = self.process.stderr.readline()
            if not line:
                break
            match = re.search(r"serving on (http://\S+)", line)
            self.url = match.group(1) if match else None
        if not self.url:
            self.process.kill()
            raise SystemExit("glossa serve did not start")

    def stop(self, timeout=30):
        self.process.terminate()
        self.process.wait(timeout=timeout)


def call(method, url, body=None, headers=None, timeout=30):
    """An HTTP request with a JSON body (or `bytes` as they are): the status, headers and body; an error
    status is an answer, not an exception."""
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()
