#!/usr/bin/env python3
"""Schemathesis over the server's OpenAPI document: no request it generates gets a 5xx.

Usage: openapi_fuzz.py GLOSSA_BINARY

Starts `glossa serve` on a fresh data directory with one project (rate limits off, so every generated
request reaches its route), then runs `schemathesis run` against `/openapi.json` with the project's
token and secret, checking only `not_a_server_error`, for at most two minutes. Needs
`pip install schemathesis` (.ci/run installs it). Exit status 0 when no request got a 5xx.
"""
import os
import shutil
import subprocess
import sys
import tempfile

import cds_clients


def main():
    data_dir = tempfile.mkdtemp(prefix="glossa-fuzz-")
    try:
        token, secret = cds_clients.create_project(data_dir, "fuzz")
        server = cds_clients.Server(
            data_dir, "--rate-limits", "pull=off,push=off,invalidate=off,jobs=off,auth=off")
        try:
            status = subprocess.run(
                ["schemathesis", "run", f"{server.url}/openapi.json", "--url", server.url,
                 "--checks", "not_a_server_error", "--max-examples", "30", "--max-time", "120",
                 "--request-timeout", "20", "--seed", "23", "--workers", "1",
                 "--header", f"Authorization: Bearer {token}:{secret}",
                 "--header", "X-TRANSIFEX-TRUST-SECRET: trust"],
                timeout=240).returncode
        except subprocess.TimeoutExpired:
            status = "timeout"
        cds_clients.check(status == 0, f"schemathesis finds no 5xx (status {status})")
        server.stop()
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    sys.exit(1 if cds_clients.failures else 0)


if __name__ == "__main__":
    main()
