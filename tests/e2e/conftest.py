"""Browser tests: Debian's Chromium driven by pytest-playwright against a live server on 127.0.0.1.

Playwright cannot download a browser here, so it launches /usr/bin/chromium. Without it the tests are
skipped on a workstation and fail in CI (CI=true), where a missing browser must not pass silently.
Every page is watched: a request to anything but the live server fails the test.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Response

from evidencedesk.web import create_app
from evidencedesk.web.server import _port, make_server, stop
from evidencedesk.web.views import load_sample

from .network import block_outside_requests

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="session", autouse=True)
def chromium_installed() -> None:
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is not installed (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(f"{reason}: CI must run the browser tests")
        pytest.skip(reason)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1440, "height": 900}}


@pytest.fixture(scope="module")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app on a free port of 127.0.0.1, with the Meridian sample stored as review ``meridian``."""
    app = create_app({"DATA_DIR": str(tmp_path_factory.mktemp("e2e")), "TRUSTED_HOSTS": ["127.0.0.1"]})
    with app.app_context():
        load_sample()
    server = make_server(app, "127.0.0.1", 0, threads=4)  # the production server `serve` runs
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{_port(server)}"
    stop(server)
    thread.join(timeout=5)


@pytest.fixture
def outside_requests(context: BrowserContext, live_server: str) -> Iterator[list[str]]:
    """Requests the pages tried to send anywhere but the live server (each one is blocked)."""
    seen = block_outside_requests(context, live_server)
    yield seen
    assert seen == [], f"requests left 127.0.0.1: {seen}"


@pytest.fixture
def app_page(page: Page, outside_requests: list[str]) -> Iterator[Page]:
    """A page whose every request must stay on the live server and that must log no error: a script
    error, a Content-Security-Policy violation or a failed script, style or htmx request fails the test.
    (A page itself may be an error on purpose, such as a form sent back with its errors.)"""
    errors: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            errors.append(message.text)

    def on_response(response: Response) -> None:
        if response.status >= 400 and response.request.resource_type != "document":
            errors.append(f"{response.status} {response.url}")

    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", on_console)
    page.on("response", on_response)
    yield page
    assert errors == [], f"the page logged errors: {errors}"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
