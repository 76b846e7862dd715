"""The overlay's HTTP side with a real client on loopback: what it serves, and what it refuses."""

from __future__ import annotations

import json
import socket
import time
from typing import Any

import pytest
from overlay_clients import get, journal_length, raw, request_line
from PySide6.QtNetwork import QHostAddress

from companion.app.session import GameSession
from companion.core.actions import BecomeMonarch
from companion.core.snapshot import state_json
from companion.overlay.server import OverlayServer
from companion.shell.resources import resource
from companion.web import guard, limits


def test_binds_loopback_without_token_by_default(overlay: OverlayServer) -> None:
    assert overlay.token is None
    assert overlay.url == f"http://127.0.0.1:{overlay.port}/overlay"
    assert overlay._tcp is not None
    assert overlay._tcp.serverAddress() == QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    assert overlay.ws_port and overlay.ws_port != overlay.port


def test_page_has_a_csp_pinned_to_the_server(overlay: OverlayServer, off_loop: Any) -> None:
    status, headers, body = off_loop(get, overlay.port, "/overlay?layout=bar")
    assert status == 200
    assert headers["content-type"].startswith("text/html")
    csp = headers["content-security-policy"]
    assert "default-src 'none'" in csp
    assert "script-src 'self'" in csp
    assert f"connect-src 'self' ws://127.0.0.1:{overlay.ws_port}" in csp
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert headers["x-content-type-options"] == "nosniff"
    assert b"/overlay.js" in body and b"{{q}}" not in body


def test_state_is_the_replay_schema(overlay: OverlayServer, demo_session: GameSession,
                                    off_loop: Any) -> None:
    status, headers, body = off_loop(get, overlay.port, "/state")
    assert status == 200 and headers["content-type"].startswith("application/json")
    assert json.loads(body) == state_json(demo_session.state)
    demo_session.do(BecomeMonarch("Dee"))
    assert json.loads(off_loop(get, overlay.port, "/state")[2])["monarch"] == "Dee"


def test_static_files_and_language_tables(overlay: OverlayServer, off_loop: Any) -> None:
    status, headers, body = off_loop(get, overlay.port, "/overlay.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    assert b"textContent" in body
    assert off_loop(get, overlay.port, "/crown.svg")[1]["content-type"] == "image/svg+xml"
    # The pages' shared script (the phone page's too), loaded by the page before its own.
    status, headers, body = off_loop(get, overlay.port, "/common/messages.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    assert body == (resource("common") / "messages.js").read_bytes()
    page = off_loop(get, overlay.port, "/overlay")[2]
    assert 0 <= page.index(b'src="/common/messages.js"') < page.index(b'src="/overlay.js"')
    for path in ("/common/", "/common/../overlay.js", "/common/%2e%2e%2foverlay.js",
                 "/common/messages.js/x", "/common/overlay.js"):
        assert off_loop(get, overlay.port, path)[0] == 404, path
    status, headers, body = off_loop(get, overlay.port, "/initiative.svg")
    assert status == 200 and headers["content-type"] == "image/svg+xml" and b"<svg" in body
    status, _, body = off_loop(get, overlay.port, "/i18n/de.json")
    words = json.loads(body)
    assert status == 200 and words["terms"]["monarch"] == "Monarch"
    assert words["dungeons"]["Undercity"][0] == {
        "room": "Secret Entrance", "row": 0, "below": ["Forge", "Lost Well"]}
    config = json.loads(off_loop(get, overlay.port, "/config")[2])
    assert config["ws_port"] == overlay.ws_port and "zh_CN" in config["languages"]


@pytest.mark.parametrize(
    "path", ["/", "/nope", "/overlay.html", "/i18n/xx.json", "/static/overlay.js", "/state/x",
             "/overlay.js.map"])
def test_unknown_paths_are_404(overlay: OverlayServer, off_loop: Any, path: str) -> None:
    assert off_loop(get, overlay.port, path)[0] == 404


TRAVERSALS = [
    "/../pyproject.toml",
    "/../../../../etc/passwd",
    "/%2e%2e/pyproject.toml",
    "/%2e%2e%2fpyproject.toml",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%252e%252e%252fpyproject.toml",
    "/%25252e%25252e%25252fcrown.svg",
    "/.%2e/crown.svg",
    "/..%5c..%5cpyproject.toml",
    "/overlay.js/..%2f..%2fapp%2fsession.py",
    "/%2fetc%2fpasswd",
    "/crown.svg%00.js",
    "/i18n/..%2f..%2frules%2fen.json",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_traversal_never_leaves_the_overlay_folder(overlay: OverlayServer, off_loop: Any,
                                                   path: str) -> None:
    reply = off_loop(raw, overlay.port, request_line(path, f"127.0.0.1:{overlay.port}"))
    head = reply.split(b"\r\n", 1)[0]
    assert b" 404 " in head or b" 400 " in head, reply[:200]
    for secret in (b"root:", b"[build-system]", b"<svg", b"GameSession", b"\"rules\""):
        assert secret not in reply


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_nothing_on_the_server_changes_the_game(overlay: OverlayServer, demo_session: GameSession,
                                                off_loop: Any, method: str) -> None:
    before = (state_json(demo_session.state), journal_length(demo_session))
    body = json.dumps({"action": "become_monarch", "player": "Ann"}).encode()
    for path in ("/state", "/overlay", "/config"):
        headers = {"Content-Type": "application/json"}
        status, _, _ = off_loop(get, overlay.port, path, method, headers, body)
        assert status in (404, 405)
    assert (state_json(demo_session.state), journal_length(demo_session)) == before


def test_oversized_and_malformed_requests_are_refused(overlay: OverlayServer, off_loop: Any,
                                                      demo_session: GameSession) -> None:
    port = overlay.port
    assert off_loop(get, port, "/state?" + "a" * 10_000)[0] == 414
    assert off_loop(get, port, "/state", "GET", {"X-Big": "b" * 20_000})[0] == 431
    # A body declared too big is refused on its header: the client sends only its first bytes, as
    # a client whose 100 kB would meet a closed socket (and a reset) when the answer comes first.
    declared = (f"POST /state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 100000"
                "\r\n\r\n").encode() + b"c" * 1000
    reply = off_loop(raw, port, declared, 0.8, timeout=3_000)
    assert reply.split(b"\r\n", 1)[0] == b"HTTP/1.1 413 Request Entity Too Large", reply[:200]
    status, _, body = off_loop(get, port, "/state")  # the app is unaffected
    assert status == 200 and json.loads(body) == state_json(demo_session.state)


JUNK = {
    "not a request line": b"GARBAGE\r\n\r\n",
    "a TLS hello on the plain port": b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\xff" * 99,
    "binary": b"\x00\xff\x16\x03\x01" * 100,
    "a lower-case method": b"get /state HTTP/1.1\r\n\r\n",
    "a negative length": b"GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
}


@pytest.mark.parametrize("junk", JUNK.values(), ids=JUNK.keys())
def test_junk_is_answered_400_and_closed_at_once(overlay: OverlayServer, off_loop: Any,
                                                 demo_session: GameSession, junk: bytes) -> None:
    """Each junk request gets a 400 and a closed connection within half a second: `raw` raises
    on a server that neither answers nor closes, so a hang fails here."""
    started = time.monotonic()
    reply = off_loop(raw, overlay.port, junk, 0.5, timeout=3_000)
    assert reply.split(b"\r\n", 1)[0] == b"HTTP/1.1 400 Bad Request", reply[:200]
    assert time.monotonic() - started < 1.0
    status, _, body = off_loop(get, overlay.port, "/state")  # the app is unaffected
    assert status == 200 and json.loads(body) == state_json(demo_session.state)


def test_half_a_request_is_answered_408_and_closed(overlay: OverlayServer, off_loop: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A client that starts a request and never finishes it does not hold the connection: after
    guard.REQUEST_MS (shortened here) it gets a 408 and the server closes."""
    monkeypatch.setattr(guard, "REQUEST_MS", 200)
    for half in (f"GET /state HTTP/1.1\r\nHost: 127.0.0.1:{overlay.port}\r\n".encode(),
                 b"GE", b"\r\n"):
        reply = off_loop(raw, overlay.port, half, 0.8, timeout=3_000)
        assert reply.split(b"\r\n", 1)[0] == b"HTTP/1.1 408 Request Timeout", (half, reply[:200])


def test_a_connection_that_never_speaks_is_closed(overlay: OverlayServer, off_loop: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(guard, "IDLE_MS", 200)
    assert off_loop(raw, overlay.port, b"", 0.8, timeout=3_000) == b""  # closed, nothing said
    status, _, _ = off_loop(get, overlay.port, "/state")  # a connection that asks is served
    assert status == 200


def test_a_hanging_server_fails_the_junk_check(off_loop: Any) -> None:
    """The check itself: a listener that accepts and never answers makes `raw` fail, fast."""
    with socket.create_server(("127.0.0.1", 0)) as silent:
        started = time.monotonic()
        with pytest.raises(TimeoutError):
            off_loop(raw, silent.getsockname()[1], b"GARBAGE\r\n\r\n", 0.3, timeout=3_000)
        assert time.monotonic() - started < 1.0


def test_foreign_host_header_is_refused(overlay: OverlayServer, off_loop: Any) -> None:
    """DNS rebinding: a page on evil.example resolving to 127.0.0.1 still sends its own Host."""
    status, _, body = off_loop(get, overlay.port, "/state", "GET",
                               {"Host": f"evil.example:{overlay.port}"})
    assert status == 403 and b"players" not in body
    assert off_loop(get, overlay.port, "/state", "GET", {"Host": f"localhost:{overlay.port}"})[0] \
        == 200


def test_many_clients_at_once(overlay: OverlayServer, off_loop: Any) -> None:
    """As many connections at once as one address may hold (limits.MAX_PER_ADDRESS) are all
    served; test_overlay_limits.py checks what happens beyond."""
    from concurrent.futures import ThreadPoolExecutor

    n = limits.MAX_PER_ADDRESS

    def at_once() -> list[int]:
        with ThreadPoolExecutor(max_workers=n) as pool:
            return [r[0] for r in pool.map(lambda _: get(overlay.port, "/state"), range(n))]

    assert off_loop(at_once, timeout=30_000) == [200] * n


class TestLocalNetwork:
    @pytest.fixture
    def lan(self, demo_session: GameSession) -> Any:
        server = OverlayServer(demo_session, 0, allow_lan=True)
        server.start()
        yield server
        server.stop()

    def test_every_request_needs_the_token(self, lan: OverlayServer, off_loop: Any) -> None:
        assert lan.token and len(lan.token) >= 40
        assert lan._tcp is not None
        assert lan._tcp.serverAddress() == QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)
        assert f"?token={lan.token}" in lan.url
        for path in ("/overlay", "/state", "/config", "/overlay.js", "/i18n/en.json",
                     "/common/messages.js"):
            assert off_loop(get, lan.port, path)[0] == 403
            assert off_loop(get, lan.port, path + "?token=wrong")[0] == 403
            assert off_loop(get, lan.port, f"{path}?token={lan.token}")[0] == 200

    def test_page_carries_the_token_to_its_files(self, lan: OverlayServer, off_loop: Any) -> None:
        body = off_loop(get, lan.port, f"/overlay?token={lan.token}")[2].decode()
        assert f'src="/overlay.js?token={lan.token}"' in body
        assert f'src="/common/messages.js?token={lan.token}"' in body
        assert f'href="/overlay.css?token={lan.token}"' in body

    def test_a_new_server_has_a_new_token(self, demo_session: GameSession) -> None:
        tokens = {OverlayServer(demo_session, 0, allow_lan=True).token for _ in range(5)}
        assert len(tokens) == 5
