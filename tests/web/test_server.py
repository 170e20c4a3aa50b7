"""`evidencedesk demo` and `serve`: loopback by default, a loud warning otherwise, Host checking."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from werkzeug.serving import BaseWSGIServer

from evidencedesk.web import create_app, server


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

    def serve(srv: BaseWSGIServer) -> int:
        ports.append(srv.server_port)
        srv.server_close()
        return 0

    monkeypatch.setattr(server, "_serve", serve)
    return ports


def test_demo_prints_the_sample_url_and_opens_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ports = _stop_at_once(monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(server.webbrowser, "open", opened.append)
    assert server.run_demo(argparse.Namespace(port=0, no_browser=False)) == 0
    url = f"http://127.0.0.1:{ports[0]}/reviews/meridian"
    assert url in capsys.readouterr().out
    assert opened == [url]


def test_demo_without_browser_only_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    _stop_at_once(monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(server.webbrowser, "open", opened.append)
    assert server.run_demo(argparse.Namespace(port=0, no_browser=True)) == 0
    assert opened == []


def test_serve_on_loopback_is_quiet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _stop_at_once(monkeypatch)
    server.run_serve(argparse.Namespace(host="127.0.0.1", port=0, data_dir=str(tmp_path)))
    out = capsys.readouterr()
    assert "http://127.0.0.1:" in out.out and "WARNING" not in out.err
    assert (tmp_path / "reviews.sqlite3").is_file()


def test_serve_on_another_host_warns_loudly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _stop_at_once(monkeypatch)
    server.run_serve(argparse.Namespace(host="0.0.0.0", port=0, data_dir=str(tmp_path)))
    err = capsys.readouterr().err
    assert "WARNING" in err and "0.0.0.0" in err and "no login" in err


def test_loopback_config_refuses_other_host_names(tmp_path: Path) -> None:
    app = create_app({**server._config(tmp_path, "127.0.0.1"), "SECRET_KEY": "t"})
    client = app.test_client()
    assert client.get("/", headers={"Host": "127.0.0.1:5000"}).status_code == 200
    assert client.get("/", headers={"Host": "localhost:5000"}).status_code == 200
    assert client.get("/", headers={"Host": "attacker.example"}).status_code == 400


def test_secret_key_survives_a_restart(tmp_path: Path) -> None:
    first = create_app({"DATA_DIR": str(tmp_path)}).config["SECRET_KEY"]
    assert create_app({"DATA_DIR": str(tmp_path)}).config["SECRET_KEY"] == first
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0
