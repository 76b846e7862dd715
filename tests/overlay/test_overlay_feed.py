"""The overlay's WebSocket: every change is pushed; clients can only listen, and are cleaned up."""

from __future__ import annotations

import base64
import json
import os
import socket
from typing import Any

import pytest
from overlay_clients import journal_length
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from companion.app.session import GameSession
from companion.core.actions import BecomeMonarch, LifeChange, Undo
from companion.core.snapshot import state_json
from companion.overlay.server import OverlayServer
from companion.web import limits


class Client:
    """A QWebSocket that records the messages it gets."""

    def __init__(self, port: int, query: str = "", origin: str = "") -> None:
        self.messages: list[dict[str, Any]] = []
        self.socket = QWebSocket(origin)
        self.socket.textMessageReceived.connect(lambda t: self.messages.append(json.loads(t)))
        self.socket.open(QUrl(f"ws://127.0.0.1:{port}/{query}"))

    @property
    def open(self) -> bool:
        return self.socket.state().name == "ConnectedState"


def connect(qtbot: Any, server: OverlayServer, n: int = 1, query: str = "") -> list[Client]:
    clients = [Client(server.ws_port, query) for _ in range(n)]
    qtbot.waitUntil(lambda: all(c.messages for c in clients), timeout=10_000)
    return clients


def test_a_new_page_gets_the_current_state_at_once(qtbot: Any, overlay: OverlayServer,
                                                   demo_session: GameSession) -> None:
    (client,) = connect(qtbot, overlay)
    first = client.messages[0]
    assert first["type"] == "state"
    assert first["state"] == state_json(demo_session.state, histories=False)
    assert first["colors"] == demo_session.colors
    assert overlay.client_count == 1


def test_every_change_is_pushed_with_its_explanation(qtbot: Any, overlay: OverlayServer,
                                                     demo_session: GameSession) -> None:
    (client,) = connect(qtbot, overlay)
    demo_session.do(BecomeMonarch("Dee", "Palace Jailer"))
    qtbot.waitUntil(lambda: len(client.messages) == 2)
    msg = client.messages[-1]
    assert msg["state"]["monarch"] == "Dee" and msg["action"] == "become_monarch"
    assert msg["events"] == [
        {"key": "event.monarch_card", "params": {"player": "Dee", "card": "Palace Jailer"}}]
    assert msg["seq"] > client.messages[0]["seq"]
    demo_session.do(LifeChange("Ann", -5))
    demo_session.do(Undo())
    qtbot.waitUntil(lambda: len(client.messages) == 4)
    assert client.messages[-1]["state"] == state_json(demo_session.state, histories=False)


def test_as_many_pages_as_one_address_may_open(qtbot: Any, overlay: OverlayServer,
                                               demo_session: GameSession) -> None:
    n = limits.MAX_PER_ADDRESS  # beyond it: test_overlay_limits.py
    clients = connect(qtbot, overlay, n)
    assert overlay.client_count == n
    demo_session.do(BecomeMonarch("Ann"))
    qtbot.waitUntil(lambda: all(len(c.messages) == 2 for c in clients), timeout=10_000)
    assert {c.messages[-1]["state"]["monarch"] for c in clients} == {"Ann"}


def test_a_vanished_client_is_cleaned_up(qtbot: Any, overlay: OverlayServer,
                                         demo_session: GameSession) -> None:
    a, b = connect(qtbot, overlay, 2)
    a.socket.abort()  # gone without a closing handshake
    qtbot.waitUntil(lambda: overlay.client_count == 1, timeout=5_000)
    demo_session.do(BecomeMonarch("Cid"))
    qtbot.waitUntil(lambda: len(b.messages) == 2)


def test_the_feed_is_read_only(qtbot: Any, overlay: OverlayServer,
                               demo_session: GameSession) -> None:
    before = journal_length(demo_session)
    (client,) = connect(qtbot, overlay)
    client.socket.sendTextMessage(json.dumps({"action": "become_monarch", "player": "Ann"}))
    qtbot.waitUntil(lambda: not client.open, timeout=5_000)
    assert client.socket.closeCode().name == "CloseCodePolicyViolated"
    assert overlay.client_count == 0
    assert journal_length(demo_session) == before and demo_session.state.monarch == "Ben"


def test_an_oversized_message_is_refused(qtbot: Any, overlay: OverlayServer) -> None:
    (client,) = connect(qtbot, overlay)
    client.socket.sendBinaryMessage(b"x" * 1_000_000)
    qtbot.waitUntil(lambda: not client.open, timeout=5_000)
    qtbot.waitUntil(lambda: overlay.client_count == 0, timeout=5_000)


def _malformed(port: int, payload: bytes) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    with socket.create_connection(("127.0.0.1", port), timeout=3) as sock:
        sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        reply = sock.recv(4096)
        sock.sendall(payload)
        try:
            while sock.recv(4096):
                pass
        except (TimeoutError, ConnectionResetError):
            return b"timeout"
        return reply


@pytest.mark.parametrize("payload", [
    b"\xff" * 64,  # reserved opcode and bits
    b"\x81\x05hello",  # unmasked client frame
    b"\x81\xff" + b"\x7f" * 8 + b"\x00" * 4,  # a 9-exabyte length
    b"\x81\x85\x00\x00\x00\x00\xff\xfe\xfd\xfc\xfb",  # invalid UTF-8 text
])
def test_malformed_frames_close_only_that_client(qtbot: Any, overlay: OverlayServer,
                                                 off_loop: Any, demo_session: GameSession,
                                                 payload: bytes) -> None:
    (good,) = connect(qtbot, overlay)
    reply = off_loop(_malformed, overlay.ws_port, payload)
    assert reply.startswith(b"HTTP/1.1 101")  # handshake done, then the server hung up
    qtbot.waitUntil(lambda: overlay.client_count == 1, timeout=5_000)
    demo_session.do(BecomeMonarch("Ann"))
    qtbot.waitUntil(lambda: len(good.messages) == 2)


def test_a_foreign_web_page_cannot_listen(qtbot: Any, overlay: OverlayServer) -> None:
    evil = Client(overlay.ws_port, origin="http://evil.example")
    ours = Client(overlay.ws_port, origin=f"http://127.0.0.1:{overlay.port}")
    qtbot.waitUntil(lambda: bool(ours.messages), timeout=5_000)
    qtbot.wait(200)
    assert not evil.messages and not evil.open


def test_stopping_closes_every_page(qtbot: Any, overlay: OverlayServer) -> None:
    clients = connect(qtbot, overlay, 3)
    overlay.stop()
    qtbot.waitUntil(lambda: not any(c.open for c in clients), timeout=5_000)
    assert not overlay.running and overlay.url == ""


def test_local_network_feed_needs_the_token(qtbot: Any, demo_session: GameSession) -> None:
    server = OverlayServer(demo_session, 0, allow_lan=True)
    server.start()
    try:
        stranger = Client(server.ws_port, "?token=nope")
        (friend,) = connect(qtbot, server, 1, f"?token={server.token}")
        qtbot.wait(200)
        assert friend.messages and not stranger.messages
        assert server.client_count == 1
    finally:
        server.stop()
