"""No network at run time: a whole review from files of every format on the command line, and the page
served by waitress and used over loopback, with every outbound socket blocked and recorded."""

from __future__ import annotations

import http.client
import ipaddress
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from evidencedesk.cli import _parser, main
from evidencedesk.web import create_app, server
from tests.conftest import SAMPLE
from tests.unit.formats import docx_bytes, pdf_bytes


def _is_local(address: Any) -> bool:
    if not isinstance(address, tuple):
        return True  # a Unix socket path
    host = address[0]
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@pytest.fixture
def outbound(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every attempt to reach anything but this machine, refused and recorded."""
    attempts: list[str] = []
    real_connect, real_connect_ex, real_sendto = socket.socket.connect, socket.socket.connect_ex, socket.socket.sendto
    real_getaddrinfo = socket.getaddrinfo

    def refuse(what: str) -> OSError:
        attempts.append(what)
        return OSError(f"outbound network blocked: {what}")

    def connect(self: socket.socket, address: Any) -> None:
        if not _is_local(address):
            raise refuse(f"connect {address}")
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if not _is_local(address):
            raise refuse(f"connect_ex {address}")
        return real_connect_ex(self, address)

    def sendto(self: socket.socket, data: bytes, *args: Any) -> int:
        if not _is_local(args[-1]):
            raise refuse(f"sendto {args[-1]}")
        return real_sendto(self, data, *args)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host not in (None, "localhost") and not _is_local((host,)):
            raise refuse(f"resolve {host}")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket.socket, "sendto", sendto)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    yield attempts
    assert attempts == [], f"the app tried to reach the network: {attempts}"


def test_the_guard_does_block_the_outside(outbound: list[str]) -> None:
    with socket.socket() as sock, pytest.raises(OSError, match="outbound network blocked"):
        sock.connect(("192.0.2.1", 80))  # TEST-NET-1: never routed anywhere
    with pytest.raises(OSError, match="outbound network blocked"):
        socket.getaddrinfo("example.org", 443)
    assert outbound == ["connect ('192.0.2.1', 80)", "resolve example.org"]
    outbound.clear()


def test_a_review_of_every_format_makes_no_network_call(
    outbound: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "a.pdf").write_bytes(pdf_bytes("Meridian achieved a recall of 85% on the held-out test set."))
    (sources / "b.docx").write_bytes(docx_bytes(lambda d: d.add_paragraph("Precision on the same set was 84%.")))
    (sources / "c.html").write_text('<img src="https://example.org/x.png"><p>Building Meridian cost $1,200,000.</p>')
    (sources / "d.md").write_text("![chart](https://example.org/chart.png) The pilot included **84 students**.")
    for name in ["evaluation.md", "pilot.md", "interviews.md"]:
        (sources / name).write_text((SAMPLE / "sources" / name).read_text())
    assert main(["check", str(SAMPLE / "draft.md"), str(sources), "--format", "json"]) in {0, 1}
    assert '"page": 1' in capsys.readouterr().out


def test_serving_and_using_the_page_makes_no_network_call(outbound: list[str], tmp_path: Path) -> None:
    options = _parser().parse_args(["serve", "--port", "0", "--data-dir", str(tmp_path), "--threads", "2"])
    app = create_app(server._config(tmp_path, "127.0.0.1", options))
    srv = server.make_server(app, "127.0.0.1", 0, options.threads)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", server._port(srv), timeout=30)
        conn.request("GET", "/")
        start = conn.getresponse()
        html = start.read().decode()
        cookie = start.getheader("Set-Cookie", "").split(";", 1)[0]
        token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        body = urlencode(
            {
                "csrf_token": token,
                "draft": (SAMPLE / "draft.md").read_text(),
                "source_name": "evaluation.md",
                "source_text": (SAMPLE / "sources" / "evaluation.md").read_text(),
            }
        )
        headers = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
        conn.request("POST", "/reviews", body=body, headers=headers)
        created = conn.getresponse()
        created.read()
        assert created.status == 303
        location = created.getheader("Location")
        for path in [location, f"{location}/claims/1", f"{location}/review.json", "/static/js/app.js"]:
            conn.request("GET", path, headers={"Cookie": cookie})
            response = conn.getresponse()
            response.read()
            assert response.status == 200, path
        conn.close()
    finally:
        server.stop(srv)
        thread.join(timeout=5)
