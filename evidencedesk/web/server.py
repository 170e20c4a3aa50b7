"""`evidencedesk demo` and `evidencedesk serve`: run the app on this machine with waitress.

waitress is a production WSGI server in pure Python: no compiler, no C extension, the same on Linux,
macOS and Windows, which is what a tool installed with pip on an editor's laptop needs. It buffers each
request body before the app sees it (a slow upload holds no thread), bounds bodies and headers, and
drops a client that went away without a traceback. A handful of threads suits one editor's tabs; reviews
are CPU-bound Python, so more would only queue.

The server binds 127.0.0.1 unless told otherwise; on loopback the app also refuses requests whose Host
header names another machine (see ``hosts``). Any other host gets a loud warning, since the app has no
login.
"""

from __future__ import annotations

import argparse
import errno
import ipaddress
import logging
import signal
import sys
import tempfile
import threading
import webbrowser
from pathlib import Path
from typing import Any

from flask import Flask
from waitress import wasyncore
from waitress.server import BaseWSGIServer, MultiSocketServer, create_server

from ..documents import MB, InputError
from ..store import default_data_dir
from . import create_app
from .forms import RESCUE_MARGIN

LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _config(data_dir: Path, host: str, args: argparse.Namespace) -> dict[str, Any]:
    config: dict[str, Any] = {
        "DATA_DIR": str(data_dir),
        "MAX_CONTENT_LENGTH": args.max_upload_mb * MB,
        "MAX_DOCUMENT_CHARS": args.max_chars,
    }
    if is_loopback(host):
        config["TRUSTED_HOSTS"] = LOOPBACK_NAMES
    return config


def make_server(app: Flask, host: str, port: int, threads: int) -> BaseWSGIServer | MultiSocketServer:
    """A waitress server bound to ``host:port`` (0 picks a free port). A port already taken is an
    InputError, one line for the user rather than a traceback."""
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)  # "task queue depth" is not the user's news
    try:
        return create_server(
            app,
            host=host.strip("[]"),
            port=port,
            threads=max(1, threads),
            ident="evidencedesk",
            # waitress refuses bodies past the size the app still reads to give a too-large form back.
            max_request_body_size=app.config["MAX_CONTENT_LENGTH"] * RESCUE_MARGIN,
            clear_untrusted_proxy_headers=True,
            channel_timeout=60,
        )
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise InputError(f"port {port} on {host} is already in use: stop what runs there or pick --port") from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise InputError(f"{host} is not an address of this machine") from None
        if exc.errno == errno.EACCES:
            raise InputError(f"port {port} needs special rights here: pick a port above 1023") from None
        raise


def _port(server: BaseWSGIServer | MultiSocketServer) -> int:
    return int(getattr(server, "effective_port", 0) or server.adj.port)


def _url(server: BaseWSGIServer | MultiSocketServer, host: str, path: str = "/") -> str:
    shown = f"[{host.strip('[]')}]" if ":" in host else host
    return f"http://{shown}:{_port(server)}{path}"


def stop(server: BaseWSGIServer) -> None:
    """Stop a server whose ``run`` loop is in another thread (a test's, a benchmark's). Its sockets are
    closed from inside that loop, which then ends; closing them from here would pull them from under a
    running select()."""
    try:
        server.trigger.pull_trigger(lambda: wasyncore.close_all(server._map, ignore_all=True))
    except OSError:  # the loop has ended and closed its sockets already, the trigger among them
        wasyncore.close_all(server._map, ignore_all=True)
    server.task_dispatcher.shutdown()


def _stop_on_sigterm() -> None:
    """Let `kill` stop the server like Ctrl+C does, so the demo's temporary folder is removed."""

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, interrupt)


def _serve(server: BaseWSGIServer | MultiSocketServer) -> int:
    """Serve until Ctrl+C or SIGTERM, then close the socket and let running requests finish."""
    _stop_on_sigterm()
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
        server.task_dispatcher.shutdown()
    print("\nStopped.")
    return 0


def run_demo(args: argparse.Namespace) -> int:
    """Review a bundled sample (``--sample``) and serve it on 127.0.0.1 until interrupted."""
    from .views import load_sample

    host = "127.0.0.1"
    name = getattr(args, "sample", "meridian")
    with tempfile.TemporaryDirectory(prefix="evidencedesk-demo-") as data_dir:
        app = create_app(_config(Path(data_dir), host, args))
        with app.app_context():
            loaded = load_sample(name)
        server = make_server(app, host, args.port, args.threads)
        url = _url(server, host, f"/reviews/{loaded.stored.id}")
        print(f"evidencedesk demo: the {name} sample is at {url}")
        print(
            "Reviews made during the demo last until it stops (`evidencedesk serve` keeps them). Press Ctrl+C to stop."
        )
        sys.stdout.flush()
        if not args.no_browser:
            webbrowser.open(url)
        return _serve(server)


def run_serve(args: argparse.Namespace) -> int:
    """Serve the app, keeping reviews in ``--data-dir``; warn loudly when not bound to loopback."""
    data_dir = Path(args.data_dir) if args.data_dir else default_data_dir()
    app = create_app(_config(data_dir, args.host, args))
    server = make_server(app, args.host, args.port, args.threads)
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
    sys.stdout.flush()
    return _serve(server)
