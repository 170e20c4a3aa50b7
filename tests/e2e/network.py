"""Keep browser tests on this machine: every request to another host is aborted and recorded."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, Route


def block_outside_requests(context: BrowserContext, live_server: str) -> list[str]:
    """Abort every request of ``context`` that is not for the live server; return the list of them."""
    allowed = urlsplit(live_server).netloc
    seen: list[str] = []

    def guard(route: Route) -> None:
        url = urlsplit(route.request.url)
        if url.scheme in ("data", "blob") or url.netloc == allowed:
            route.continue_()
        else:
            seen.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    return seen
