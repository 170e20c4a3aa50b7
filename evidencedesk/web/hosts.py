"""Refuse a request whose Host header names another machine, before the app sees it.

On loopback this keeps a web page elsewhere from reaching the app through DNS rebinding. Checked in
front of Flask, so every method gets the same plain 400: inside the app, a refused host leaves no way to
build the error page's links, and an unsafe request used to end in a 500 there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from werkzeug.exceptions import SecurityError
from werkzeug.wsgi import get_host

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
REFUSED = b"This address is not served here.\n"


class HostCheck:
    """WSGI middleware: pass requests for a trusted host on to ``app``, answer 400 to any other."""

    def __init__(self, app: WSGIApp, trusted: Sequence[str]) -> None:
        self.app = app
        self.trusted = list(trusted)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        try:
            get_host(environ, trusted_hosts=self.trusted)
        except SecurityError:
            start_response(
                "400 Bad Request",
                [
                    ("Content-Type", "text/plain; charset=utf-8"),
                    ("Content-Length", str(len(REFUSED))),
                    ("Cache-Control", "no-store"),
                ],
            )
            return [REFUSED]
        return self.app(environ, start_response)
