"""The overlay answers at once (docs/performance.md, "Overlay latency"): a request that comes after
its connection is looked at when it comes, not at the lobby's next sweep; every accepted socket has
TCP_NODELAY; and an answer or a push is handed to the kernel by the slot that wrote it, not when the
event loop next turns (in the app, after the window's repaint). Counted, not timed: the checks wait
for the client's bytes without running the event loop where only a flush can bring them."""

from __future__ import annotations

import select
import socket
import time
from typing import Any

from PySide6.QtNetwork import QTcpSocket

from companion.app.session import GameSession
from companion.core.actions import LifeChange
from companion.overlay.server import OverlayServer

_KEY = "dGhlIHNhbXBsZSBub25jZQ=="


def _nodelay(qsocket: QTcpSocket) -> int:
    """TCP_NODELAY of the server's side of a connection, asked of the kernel (on a duplicate)."""
    handle = int(qsocket.socketDescriptor())
    assert handle >= 0
    with socket.fromfd(handle, socket.AF_INET, socket.SOCK_STREAM) as dup:
        return dup.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)


def _server_side(overlay: OverlayServer, port: int) -> list[QTcpSocket]:
    return [
        s
        for s in overlay.findChildren(QTcpSocket)
        if s.localPort() == port and s.state() == QTcpSocket.SocketState.ConnectedState
    ]


def _client(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.setblocking(False)
    return sock


def _take(sock: socket.socket, buf: bytearray) -> None:
    """What has arrived, without waiting (the test pumps Qt meanwhile)."""
    try:
        chunk = sock.recv(1 << 20)
    except BlockingIOError:
        return
    assert chunk, f"closed by the server: {bytes(buf[:200])!r}"
    buf += chunk


def _http_answer(buf: bytearray) -> bytes | None:
    """A whole HTTP answer at the start of `buf` (taken out of it), or None."""
    end = buf.find(b"\r\n\r\n")
    if end < 0:
        return None
    head = bytes(buf[:end]).lower()
    length = int(head.split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
    if len(buf) < end + 4 + length:
        return None
    answer = bytes(buf[: end + 4 + length])
    del buf[: end + 4 + length]
    return answer


def _ws_message(buf: bytearray) -> bytes | None:
    """A whole server frame's payload at the start of `buf` (taken out of it), or None."""
    if len(buf) < 2:
        return None
    n, at = buf[1] & 0x7F, 2
    if n >= 126:
        at = 4 if n == 126 else 10
        if len(buf) < at:
            return None
        n = int.from_bytes(buf[2:at], "big")
    if len(buf) < at + n:
        return None
    payload = bytes(buf[at : at + n])
    del buf[: at + n]
    return payload


def _without_the_loop(sock: socket.socket, buf: bytearray, whole: Any, seconds: float) -> Any:
    """Wait for `whole(buf)` with the event loop standing still (select on the client only):
    what the server did not hand to the kernel never comes."""
    deadline = time.monotonic() + seconds
    while (got := whole(buf)) is None:
        left = deadline - time.monotonic()
        assert left > 0, "not sent: the bytes wait in the server's socket for the event loop"
        if select.select([sock], [], [], left)[0]:
            _take(sock, buf)
    return got


def _get(port: int, path: str) -> bytes:
    return (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").encode()


def _upgrade(port: int) -> bytes:
    return (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {_KEY}\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n"
    ).encode()


def test_every_accepted_socket_has_tcp_nodelay(qtbot: Any, overlay: OverlayServer) -> None:
    http = _client(overlay.port)
    feed = _client(overlay.ws_port)
    try:
        http.sendall(_get(overlay.port, "/overlay.js"))  # kept alive: HTTP/1.1
        feed.sendall(_upgrade(overlay.ws_port))
        answer, upgraded = bytearray(), bytearray()

        def both_answered() -> bool:
            _take(http, answer)
            _take(feed, upgraded)
            return _http_answer(bytearray(answer)) is not None and b"\r\n\r\n" in upgraded

        qtbot.waitUntil(both_answered, timeout=5000)
        assert answer.startswith(b"HTTP/1.1 200") and upgraded.startswith(b"HTTP/1.1 101")
        for port in (overlay.port, overlay.ws_port):
            (accepted,) = _server_side(overlay, port)
            assert _nodelay(accepted), f"TCP_NODELAY is off on port {port}'s connection"
    finally:
        http.close()
        feed.close()


def test_a_push_is_sent_before_the_event_loop_turns(
    qtbot: Any, overlay: OverlayServer, demo_session: GameSession
) -> None:
    sock = _client(overlay.ws_port)
    try:
        sock.sendall(_upgrade(overlay.ws_port))
        buf = bytearray()

        def first_message() -> bool:
            _take(sock, buf)
            return b"\r\n\r\n" in buf and _ws_message(buf[buf.find(b"\r\n\r\n") + 4 :]) is not None

        qtbot.waitUntil(first_message, timeout=5000)
        del buf[: buf.find(b"\r\n\r\n") + 4]
        assert b'"seq"' in (_ws_message(buf) or b"")
        assert overlay.client_count == 1
        for delta in (-1, 1, -1):  # each push, the event loop never running in between
            assert demo_session.do(LifeChange("Ann", delta)) is not None
            message = _without_the_loop(sock, buf, _ws_message, 5.0)
            assert b'"action":"life"' in message
            life = demo_session.state.player("Ann").life
            assert f'{{"name":"Ann","life":{life},'.encode() in message
    finally:
        sock.close()


def test_an_answer_is_sent_by_the_slot_that_wrote_it(qtbot: Any, overlay: OverlayServer) -> None:
    sock = _client(overlay.port)
    try:
        sock.sendall(_get(overlay.port, "/overlay.css"))
        buf = bytearray()
        qtbot.waitUntil(
            lambda: _take(sock, buf) or _http_answer(bytearray(buf)) is not None, timeout=5000
        )
        assert _http_answer(buf) is not None
        (accepted,) = _server_side(overlay, overlay.port)
        # Connected last, this runs after Qt's server answered the next request on the connection:
        # the answer must already be on its way to the client, the event loop still standing.
        seen: list[object] = []

        def after_qt() -> None:
            accepted.readyRead.disconnect(after_qt)  # once (Qt emits it again after answering)
            try:
                seen.append(_without_the_loop(sock, buf, _http_answer, 5.0))
            except AssertionError as exc:
                seen.append(exc)

        accepted.readyRead.connect(after_qt)
        sock.sendall(_get(overlay.port, "/overlay.js"))
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)

        (answer,) = seen
        assert isinstance(answer, bytes), answer
        assert answer.startswith(b"HTTP/1.1 200") and b"javascript" in answer.lower()
    finally:
        sock.close()


def test_a_request_sent_after_connecting_is_not_left_for_the_sweep(
    qtbot: Any, overlay: OverlayServer
) -> None:
    """A browser may connect before it has a request: the lobby looks at the connection when its
    first bytes come, not at its next sweep (here a minute away)."""
    assert overlay._tcp is not None and overlay._feed is not None
    for port, lobby, request, status in (
        (overlay.port, overlay._tcp.lobby, _get(overlay.port, "/overlay.js"), b"HTTP/1.1 200"),
        (overlay.ws_port, overlay._feed.lobby, _upgrade(overlay.ws_port), b"HTTP/1.1 101"),
    ):
        lobby._sweep.setInterval(60_000)
        sock = _client(port)
        try:
            qtbot.waitUntil(lambda lobby=lobby: len(lobby) == 1, timeout=5000)  # accepted, waiting
            sock.sendall(request)
            buf = bytearray()

            def answered(sock: socket.socket = sock, buf: bytearray = buf) -> bool:
                _take(sock, buf)
                return b"\r\n\r\n" in buf

            qtbot.waitUntil(answered, timeout=5000)
            assert buf.startswith(status), bytes(buf[:100])
            assert len(lobby) == 0
        finally:
            sock.close()
