#!/usr/bin/env python3
"""Schemathesis over the server's OpenAPI document: no 5xx, and no response the document contradicts.

Usage: openapi_fuzz.py GLOSSA_BINARY

Starts `glossa serve` on a fresh data directory with one project (`fuzz`, languages fr and el, a few
source strings) and a server administrator (`glossa user add --admin`, whose personal access token
is made through the API: sign in, then `POST /api/v1/me/tokens`), rate limits off so that every
generated request reaches its route, and a metrics token, so that `/metrics` exists (and refuses the
fuzzer's credentials). Then two `schemathesis run`s against `/openapi.json`:

1. every operation with the project's token and secret (what the CDS routes take), checking
   `not_a_server_error`;
2. the `/api/v1` operations with the administrator's personal token, path parameters pointing at the
   real project, string and language (so that requests get past 404), checking `not_a_server_error`,
   `status_code_conformance`, `content_type_conformance` and `response_schema_conformance`.

One worker each (schemathesis' coverage phase races in CPython 3.11 with more), about three minutes
in all. Needs `pip install schemathesis` (.ci/run installs it). Exit status 0 when both runs pass.
"""
import json
import urllib.parse
import shutil
import subprocess
import sys
import tempfile

import cds_clients

PASSWORD = "fuzz-admin-password-0123"


def create_user(data_dir, email, *flags):
    """Creates a user with `glossa user add`; returns its id."""
    output = subprocess.run(
        [cds_clients.GLOSSA, "user", "add", *flags, "--email", email, "--name", email.split("@")[0],
         "--password-stdin", "--data-dir", data_dir],
        input=PASSWORD + "\n", check=True, capture_output=True, text=True).stdout
    return next(line.split()[-1] for line in output.splitlines() if line.startswith("id:"))


def personal_tokens(url):
    """Signs the administrator in and creates two personal access tokens with the session: the value of
    the first and the id of the second."""
    status, headers, body = cds_clients.request(
        "POST", f"{url}/api/v1/sessions", "", {"email": "fuzz@example.com", "password": PASSWORD},
        headers={"Authorization": ""})
    cds_clients.check(status == 201, f"the administrator signs in (status {status})")
    signed_in = json.loads(body)
    cookie = headers.get("Set-Cookie", "").split(";")[0]
    csrf = signed_in.get("data", signed_in).get("csrf_token", "")
    tokens = []
    for name in ("schemathesis", "victim"):
        status, _, body = cds_clients.request(
            "POST", f"{url}/api/v1/me/tokens", "", {"name": name},
            headers={"Authorization": "", "Cookie": cookie, "X-CSRF-Token": csrf})
        cds_clients.check(status == 201, f"the administrator creates a personal access token (status {status})")
        created = json.loads(body)
        tokens.append(created.get("data", created))
    return tokens[0]["token"], tokens[1]["id"]


def configuration(path, victim_user, victim_token, project_token):
    """Path and query parameters that reach the real project, string and language; the routes that
    disable a user or revoke a token get another user's and token's id, so that the fuzzer never takes
    its own credential away halfway. The project-token routes get the project's token (percent-encoded,
    as a path segment), which this run, made with a personal token, does not use; random strings there
    would be filtered out as path segments until hypothesis gives up."""
    with open(path, "w") as file:
        file.write(
            '[parameters]\n"path.project" = "fuzz"\n"path.lang" = "fr"\n"path.key" = "greeting"\n'
            '"query.language" = "fr"\n'
            f'[[operations]]\ninclude-path-regex = "^/api/v1/users/\\\\{{id\\\\}}"\n'
            f'parameters = {{ "path.id" = "{victim_user}" }}\n'
            f'[[operations]]\ninclude-path = "/api/v1/me/tokens/{{id}}"\n'
            f'parameters = {{ "path.id" = "{victim_token}" }}\n'
            f'[[operations]]\ninclude-path-regex = "^/api/v1/projects/\\\\{{project\\\\}}/tokens/\\\\{{token\\\\}}"\n'
            f'parameters = {{ "path.token" = "{urllib.parse.quote(project_token, safe="")}" }}\n')


def schemathesis(url, checks, headers, extra, budget, config=None):
    arguments = ["schemathesis"] + (["--config-file", config] if config else []) + ["run", f"{url}/openapi.json", "--url", url, "--checks", ",".join(checks),
                 "--max-examples", "20", "--max-time", str(budget), "--request-timeout", "20", "--seed", "23",
                 "--workers", "1"]
    for header in headers:
        arguments += ["--header", header]
    try:
        return subprocess.run(arguments + extra, timeout=budget + 120).returncode
    except subprocess.TimeoutExpired:
        return "timeout"


def main():
    data_dir = tempfile.mkdtemp(prefix="glossa-fuzz-")
    try:
        token, secret = cds_clients.create_project(data_dir, "fuzz")
        create_user(data_dir, "fuzz@example.com", "--admin")
        victim_user = create_user(data_dir, "victim@example.com")
        server = cds_clients.Server(
            data_dir, "--rate-limits", "pull=off,push=off,invalidate=off,jobs=off,auth=off",
            "--metrics-token", "fuzz-metrics-token-0123456789")
        try:
            auth = f"{token}:{secret}"
            status, _, _ = cds_clients.request(
                "POST", f"{server.url}/content", auth,
                {"data": {"greeting": {"string": "Hello {name}"}, "farewell": {"string": "Goodbye"}},
                 "meta": {"purge": False}})
            cds_clients.check(status in (200, 202), f"the fuzzed project has source strings (status {status})")
            admin, victim_token = personal_tokens(server.url)
            config = f"{data_dir}/schemathesis.toml"
            configuration(config, victim_user, victim_token, token)
            status = schemathesis(
                server.url, ["not_a_server_error"],
                [f"Authorization: Bearer {auth}", "X-TRANSIFEX-TRUST-SECRET: trust"], [], 60)
            cds_clients.check(status == 0, f"schemathesis with the project token finds no 5xx (status {status})")
            status = schemathesis(
                server.url,
                ["not_a_server_error", "status_code_conformance", "content_type_conformance",
                 "response_schema_conformance"],
                [f"Authorization: Bearer {admin}"], ["--include-path-regex", "^/api/v1/"], 80, config)
            cds_clients.check(
                status == 0,
                f"schemathesis with an administrator's personal token: no 5xx, nothing the document contradicts "
                f"(status {status})")
        finally:
            server.stop()
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    sys.exit(1 if cds_clients.failures else 0)


if __name__ == "__main__":
    main()
