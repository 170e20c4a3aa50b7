"""`evidencedesk demo` and `evidencedesk serve`: run the app on this machine.

Werkzeug's threaded server is enough for one editor on one machine. It binds 127.0.0.1 unless told
otherwise; on loopback the app also refuses requests whose Host header names another machine, which
keeps web pages elsewhere from reaching it through DNS rebinding. Any other host gets a loud warning,
since the app has no login.
"""

from __future__ import annotations

import argparse
import ipaddress
import signal
import sys
import tempfile
import threading
import webbrowser
from pathlib import Path
from typing import Any

from flask import Flask
from werkzeug.serving import BaseWSGIServer, make_server

from ..store import default_data_dir
from . import create_app

LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _config(data_dir: Path, host: str) -> dict[str, Any]:
    config: dict[str, Any] = {"DATA_DIR": str(data_dir)}
    if is_loopback(host):
        config["TRUSTED_HOSTS"] = LOOPBACK_NAMES
    return config


def _url(server: BaseWSGIServer, host: str, path: str = "/") -> str:
    shown = f"[{host.strip('[]')}]" if ":" in host else host
    return f"http://{shown}:{server.server_port}{path}"


def _stop_on_sigterm() -> None:
    """Let `kill` stop the server like Ctrl+C does, so the demo's temporary folder is removed."""

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, interrupt)


def _serve(server: BaseWSGIServer) -> int:
    """Serve until Ctrl+C or SIGTERM; werkzeug turns either into a clean return and closes the socket."""
    _stop_on_sigterm()
    server.serve_forever()
    print("\nStopped.")
    return 0


def _server(app: Flask, host: str, port: int) -> BaseWSGIServer:
    return make_server(host, port, app, threaded=True)


def run_demo(args: argparse.Namespace) -> int:
    """Review a bundled sample (``--sample``) and serve it on 127.0.0.1 until interrupted."""
    from .views import load_sample

    host = "127.0.0.1"
    name = getattr(args, "sample", "meridian")
    with tempfile.TemporaryDirectory(prefix="evidencedesk-demo-") as data_dir:
        app = create_app(_config(Path(data_dir), host))
        with app.app_context():
            loaded = load_sample(name)
        server = _server(app, host, args.port)
        url = _url(server, host, f"/reviews/{loaded.stored.id}")
        print(f"evidencedesk demo: the {name} sample is at {url}")
        print(
            "Reviews made during the demo last until it stops (`evidencedesk serve` keeps them). Press Ctrl+C to stop."
        )
        if not args.no_browser:
            webbrowser.open(url)
        return _serve(server)


def run_serve(args: argparse.Namespace) -> int:
    """Serve the app, keeping reviews in ``--data-dir``; warn loudly when not bound to loopback."""
    data_dir = Path(args.data_dir) if args.data_dir else default_data_dir()
    app = create_app(_config(data_dir, args.host))
    server = _server(app, args.host, args.port)
    if not is_loopback(args.host):
        print(
            "\n" + "!" * 78 + "\n"
            f"WARNING: evidencedesk is listening on {args.host}, not only on this machine.\n"
            "There is no login: anyone who can reach this address can read every review and add new ones.\n"
            "Use --host 127.0.0.1 unless you mean this.\n" + "!" * 78 + "\n",
            file=sys.stderr,
        )
    print(f"evidencedesk: serving {_url(server, args.host)} (reviews kept in {data_dir}).")
    print("Press Ctrl+C to stop.")
    return _serve(server)
