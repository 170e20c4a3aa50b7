"""`evidencedesk demo` and `serve`: loopback by default, a loud warning otherwise, Host checking, on a
real waitress server where it matters (a busy port, every method refused for a foreign host)."""

from __future__ import annotations

import argparse
import http.client
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from evidencedesk.cli import _parser, main
from evidencedesk.web import create_app, server


def serve_args(*argv: str) -> argparse.Namespace:
    return _parser().parse_args(["serve", *argv])


def demo_args(*argv: str) -> argparse.Namespace:
    return _parser().parse_args(["demo", *argv])


@pytest.mark.parametrize(
    "host,expected",
    [
        ("127.0.0.1", True),
        ("localhost", True),
        ("::1", True),
        ("[::1]", True),
        ("0.0.0.0", False),
        ("192.168.1.4", False),
        ("example.org", False),
    ],
)
def test_loopback_detection(host: str, expected: bool) -> None:
    assert server.is_loopback(host) is expected


def _stop_at_once(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    ports: list[int] = []

    def serve(srv) -> int:
        ports.append(server._port(srv))
        srv.close()
        return 0

    monkeypatch.setattr(server, "_serve", serve)
    return ports


def test_demo_prints_the_sample_url_and_opens_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ports = _stop_at_once(monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(server.webbrowser, "open", opened.append)
    assert server.run_demo(demo_args("--port", "0")) == 0
    url = f"http://127.0.0.1:{ports[0]}/reviews/meridian"
    assert url in capsys.readouterr().out
    assert opened == [url]


def test_demo_without_browser_only_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    _stop_at_once(monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(server.webbrowser, "open", opened.append)
    assert server.run_demo(demo_args("--port", "0", "--no-browser")) == 0
    assert opened == []


def test_serve_on_loopback_is_quiet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _stop_at_once(monkeypatch)
    server.run_serve(serve_args("--port", "0", "--data-dir", str(tmp_path)))
    out = capsys.readouterr()
    assert "http://127.0.0.1:" in out.out and "WARNING" not in out.err
    assert (tmp_path / "reviews.sqlite3").is_file()


def test_serve_on_another_host_warns_loudly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _stop_at_once(monkeypatch)
    server.run_serve(serve_args("--host", "0.0.0.0", "--port", "0", "--data-dir", str(tmp_path)))
    err = capsys.readouterr().err
    assert "WARNING" in err and "0.0.0.0" in err and "no login" in err


def test_loopback_config_refuses_other_host_names(tmp_path: Path) -> None:
    app = create_app({**server._config(tmp_path, "127.0.0.1", serve_args()), "SECRET_KEY": "t"})
    client = app.test_client()
    assert client.get("/", headers={"Host": "127.0.0.1:5000"}).status_code == 200
    assert client.get("/", headers={"Host": "localhost:5000"}).status_code == 200
    assert client.get("/", headers={"Host": "attacker.example"}).status_code == 400


def test_secret_key_survives_a_restart(tmp_path: Path) -> None:
    first = create_app({"DATA_DIR": str(tmp_path)}).config["SECRET_KEY"]
    assert create_app({"DATA_DIR": str(tmp_path)}).config["SECRET_KEY"] == first
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


@pytest.fixture
def live(tmp_path: Path) -> Iterator[int]:
    """`serve`'s own app and waitress server on a free loopback port, stopped after the test."""
    args = serve_args("--port", "0", "--data-dir", str(tmp_path), "--threads", "2")
    app = create_app(server._config(tmp_path, "127.0.0.1", args))
    srv = server.make_server(app, "127.0.0.1", 0, args.threads)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield server._port(srv)
    server.stop(srv)
    thread.join(timeout=5)
    assert not thread.is_alive()


def request(port: int, method: str, path: str, host: str) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request(method, path, body=b"csrf_token=x" if method == "POST" else None, headers={"Host": host})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response


@pytest.mark.parametrize("method", ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"])
def test_a_foreign_host_gets_400_on_every_method(live: int, method: str) -> None:
    assert request(live, method, "/reviews", "attacker.example").status == 400
    assert request(live, method, "/", "attacker.example:5000").status == 400


def test_pages_and_json_are_not_kept_by_caches(live: int) -> None:
    response = request(live, "GET", "/", f"127.0.0.1:{live}")
    assert response.status == 200 and response.getheader("Server") == "evidencedesk"
    assert response.getheader("Cache-Control") == "private, no-cache"


def test_a_busy_port_is_one_line_and_exit_2(live: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", str(live), "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"port {live} on 127.0.0.1 is already in use" in err


def test_a_client_that_hangs_up_mid_request_leaves_the_server_serving(live: int) -> None:
    with socket.create_connection(("127.0.0.1", live)) as sock:
        sock.sendall(b"POST /reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\nabc")
    assert request(live, "GET", "/", "127.0.0.1").status == 200
