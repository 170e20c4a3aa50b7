"""A decision whose response reached the browser survives ``kill -9`` of a real server process and a
restart on the same data folder (WAL, one committed transaction per write)."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SERVING = re.compile(r"serving (http://127\.0\.0\.1:\d+)/")


@contextmanager
def server(data_dir: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``evidencedesk serve`` on a free port, as its own process; yields (process, base URL)."""
    command = [sys.executable, "-m", "evidencedesk.cli", "serve", "--port", "0", "--data-dir", str(data_dir)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            found = SERVING.search(line)
            if found:
                break
        else:
            raise AssertionError("the server stopped before serving")
        yield process, found.group(1)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)


class Browser:
    """Just enough of a browser: cookies (the session holding the CSRF token) and form posts."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def get(self, path: str) -> str:
        with self.opener.open(self.base + path, timeout=30) as response:
            return response.read().decode("utf-8")

    def post(self, path: str, **fields: str) -> int:
        body = urllib.parse.urlencode(fields).encode()
        with self.opener.open(self.base + path, data=body, timeout=30) as response:
            return response.status


def field(html: str, name: str) -> str:
    return re.search(rf'name="{name}" value="([^"]*)"', html).group(1)


def test_confirmed_decisions_survive_kill_9(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    decided = {1: ("fixed", "first"), 2: ("dismissed", "checked by phone, fine"), 3: ("accepted", ""), 4: ("fixed", "")}
    with server(data_dir) as (process, base):
        browser = Browser(base)
        token = field(browser.get("/"), "csrf_token")
        assert browser.post("/reviews/sample", csrf_token=token) == 200
        for claim_id, (state, note) in decided.items():
            page = browser.get(f"/reviews/meridian/claims/{claim_id}")
            fields = {"csrf_token": token, "revision": field(page, "revision"), "seen": field(page, "seen")}
            status = browser.post(f"/reviews/meridian/claims/{claim_id}/decision", state=state, note=note, **fields)
            assert status == 200  # the 303 was followed: the response reached us
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        assert process.returncode == -signal.SIGKILL
    with server(data_dir) as (_, base):
        claims = json.loads(Browser(base).get("/reviews/meridian/review.json"))["claims"]
    saved = {c["id"]: (c["decision"]["state"], c["decision"]["note"]) for c in claims if c["decision"]}
    assert saved == decided
