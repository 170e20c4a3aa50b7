"""`evidencedesk serve` under load, on loopback only: concurrent editors creating reviews and reading
pages get no error, and a server killed with SIGKILL mid-write loses no review that was answered with its
303.

The run is bounded in time and requests and stops by itself: a few seconds in the default suite, 30 s
with EVIDENCEDESK_LOAD_SECONDS=30 (the figures quoted in the notes). Latency percentiles are printed.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import pytest

from evidencedesk.store import Store
from tests.conftest import ROOT

HOST = "127.0.0.1"
CLIENTS = 20
SECONDS = float(os.environ.get("EVIDENCEDESK_LOAD_SECONDS", "4"))
MAX_REQUESTS = 20_000  # a hard stop whatever the duration
DRAFT = "Meridian reached a recall of 85% on the held-out test set. It cost $1.2 million over two years.\n"
SOURCE = "Meridian achieved a recall of 85% on the held-out test set. The project cost $1.2 million.\n"
TOKEN_RE = re.compile(r'name="csrf_token" value="([^"]+)"')


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"create": [], "page": [], "json": []})
    errors: list[str] = field(default_factory=list)
    created: list[str] = field(default_factory=list)
    requests: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, kind: str, seconds: float) -> None:
        with self.lock:
            self.latencies[kind].append(seconds)
            self.requests += 1


def start_server(data_dir: Path) -> tuple[subprocess.Popen[str], int]:
    """The real command on a free loopback port; the port is read from what it prints."""
    process = subprocess.Popen(
        [sys.executable, "-m", "evidencedesk.cli", "serve", "--port", "0", "--data-dir", str(data_dir)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    match = re.search(rf"http://{HOST}:(\d+)", line)
    assert match, f"the server did not start: {line!r}"
    return process, int(match.group(1))


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int, Path]]:
    process, port = start_server(tmp_path)
    yield process, port, tmp_path
    if process.poll() is None:
        # SIGTERM, which the server handles as Ctrl+C: a process started from a background job inherits
        # SIGINT ignored, and would never see it. What it still writes is read, so a full pipe cannot keep
        # it from exiting either.
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)


class Editor:
    """One browser: a session cookie and a form token, then reviews created and read in a loop."""

    def __init__(self, port: int, tally: Tally) -> None:
        self.conn = http.client.HTTPConnection(HOST, port, timeout=30)
        self.tally = tally
        self.cookie = ""
        self.token = ""

    def call(self, method: str, path: str, body: bytes | None = None, kind: str = "") -> tuple[int, dict, bytes]:
        headers = {"Host": HOST, "Cookie": self.cookie}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        started = time.perf_counter()
        self.conn.request(method, path, body=body, headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        if kind:
            self.tally.add(kind, time.perf_counter() - started)
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";", 1)[0]
        return response.status, dict(response.getheaders()), data

    def open_start_page(self) -> None:
        status, _, data = self.call("GET", "/", kind="page")
        assert status == 200
        self.token = TOKEN_RE.search(data.decode()).group(1)

    def create_review(self, n: int) -> str | None:
        body = urlencode(
            {
                "csrf_token": self.token,
                "draft": DRAFT + f"Editor note {n}.",
                "source_name": "s.md",
                "source_text": SOURCE,
            }
        ).encode()
        status, headers, data = self.call("POST", "/reviews", body, kind="create")
        if status != 303:
            self.tally.errors.append(f"POST /reviews: {status} {data[:120]!r}")
            return None
        return headers["Location"].rsplit("/", 1)[-1]

    def run(self, until: float) -> None:
        try:
            self.open_start_page()
            n = 0
            while time.monotonic() < until and self.tally.requests < MAX_REQUESTS:
                review_id = self.create_review(n)
                n += 1
                if review_id is None:
                    continue
                with self.tally.lock:
                    self.tally.created.append(review_id)
                for path, kind in [(f"/reviews/{review_id}", "page"), (f"/reviews/{review_id}/review.json", "json")]:
                    status, _, data = self.call("GET", path, kind=kind)
                    if status != 200:
                        self.tally.errors.append(f"GET {path}: {status}")
        except (OSError, http.client.HTTPException) as exc:
            self.tally.errors.append(f"connection: {exc!r}")
        finally:
            self.conn.close()


def percentiles(values: list[float]) -> str:
    q = [x * 1000 for x in statistics.quantiles(values, n=100, method="inclusive")]
    return f"p50 {q[49]:.0f} ms, p95 {q[94]:.0f} ms, p99 {q[98]:.0f} ms, max {max(values) * 1000:.0f} ms"


def load(port: int, seconds: float) -> Tally:
    tally = Tally()
    until = time.monotonic() + seconds
    editors = [threading.Thread(target=Editor(port, tally).run, args=(until,)) for _ in range(CLIENTS)]
    for editor in editors:
        editor.start()
    for editor in editors:
        editor.join(timeout=seconds + 60)
    assert not any(editor.is_alive() for editor in editors)
    return tally


def test_twenty_editors_at_once_get_no_error(served: tuple[subprocess.Popen[str], int, Path]) -> None:
    process, port, data_dir = served
    tally = load(port, SECONDS)
    assert tally.errors == []
    assert len(tally.created) >= CLIENTS
    print(f"\n{CLIENTS} clients, {SECONDS:.0f} s, {tally.requests} requests, {len(tally.created)} reviews")
    for kind, values in tally.latencies.items():
        print(f"  {kind}: {percentiles(values)}")
    assert len(Store(data_dir).recent(limit=100_000)) == len(tally.created)


def test_sigkill_during_writes_loses_no_review_that_got_its_303(
    served: tuple[subprocess.Popen[str], int, Path],
) -> None:
    process, port, data_dir = served
    tally = Tally()
    until = time.monotonic() + 30
    editors = [Editor(port, tally) for _ in range(8)]
    threads = [threading.Thread(target=editor.run, args=(until,)) for editor in editors]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 20
    while len(tally.created) < 30 and time.monotonic() < deadline:
        time.sleep(0.05)
    process.kill()  # SIGKILL while the editors are still writing
    process.wait(timeout=10)
    for thread in threads:
        thread.join(timeout=40)
    answered = list(tally.created)
    assert len(answered) >= 30
    store = Store(data_dir)
    lost = [review_id for review_id in answered if store.get(review_id) is None]
    assert lost == []
