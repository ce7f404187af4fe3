"""A `glossa` binary for the integration scripts: its commands, `glossa serve` on a data directory, and
HTTP calls to it. Imported by `editor_browser.py`, `editor_scale.py`, `cds_clients.py` and
`several_servers.py` (Python puts a script's own directory on its import path)."""
import collections
import json
import os
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request


def glossa(binary, data_dir, *arguments, stdin=None):
    """Runs `glossa ARGUMENTS --data-dir DATA_DIR`; its standard output (fails on a non-zero exit)."""
    return subprocess.run(
        [binary, *arguments, "--data-dir", data_dir], input=stdin, check=True, capture_output=True, text=True
    ).stdout


class Server:
    """`glossa serve --port PORT` (0: any free port) on `data_dir` (None: the database comes from `arguments` or `env`, such as
    `--database-url`), with extra `arguments` and environment variables; the URL is read from its standard
    error, which a thread then keeps reading (a full pipe would stall the server), its last lines kept in
    `log` for a failure's message."""

    def __init__(self, binary, data_dir=None, *arguments, env=None, port=0, start_timeout=60):
        command = [binary, "serve", "--port", str(port), "--log-level", "warning", *arguments]
        if data_dir is not None:
            command += ["--data-dir", data_dir]
        self.process = subprocess.Popen(
            command, stderr=subprocess.PIPE, text=True, env=None if env is None else {**os.environ, **env})
        self.log = collections.deque(maxlen=200)
        deadline = time.time() + start_timeout
        self.url = None
        while time.time() < deadline and not self.url:
            line = self.process.stderr.readline()
            if not line:
                break
            self.log.append(line)
            match = re.search(r"serving on (http://\S+)", line)
            self.url = match.group(1) if match else None
        if not self.url:
            self.process.kill()
            raise SystemExit("glossa serve did not start: " + "".join(self.log))
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for line in self.process.stderr:
            self.log.append(line)

    def kill(self):
        """SIGKILL: the process ends at once, whatever it was doing."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self, timeout=30):
        """SIGTERM, then waits for the exit; the exit status (0 after a graceful stop)."""
        self.process.terminate()
        return self.process.wait(timeout=timeout)


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
