"""Why the WebSocket is ours and not QtWebSockets' (issue 27 item 7, docs/streaming.md).

The issue asks for `QWebSocketServer`/`QWebSocket` unless an attack shows Qt's falls short. This
runs the overlay's broadcast attack (tests/overlay/test_overlay_limits.py: clients that finish
the handshake and never read) against both, on loopback: a Qt server fed through
`handleConnection` from a QTcpServer whose sockets get our small kernel buffers, and our
`OverlayFeed`. `QWebSocket.sendTextMessage` encodes, frames and copies the message into each
client's socket buffer: 24 clients and 8 MB cost the memory of 24 copies. Ours frames it once
and queues the same bytes (one implicitly shared QByteArray) to all: one copy.

If Qt's ever passes, this fails, and the WebSocket should move to QtWebSockets.
"""

from __future__ import annotations

import base64
import ctypes
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from companion.overlay.feed import OverlayFeed
from companion.web import limits

CLIENTS = 24
MESSAGE_MB = 8


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost",
    )]


def _allocated_mb() -> float:
    """The memory the process has allocated, in MB: glibc's count of bytes in use (its heap and
    its mapped blocks), which a heap already grown by earlier tests does not hide as resident
    memory does (a full run reused freed heap for Qt's copies: RSS grew by 0); else RSS."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
    except (OSError, AttributeError):
        return int(Path("/proc/self/statm").read_text().split()[1]) * 4096 / 2**20
    info = libc.mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20


class QtFeed(QObject):
    """The push feed as QtWebSockets would make it: every connection through a QTcpServer with
    our kernel send buffer, handed to a QWebSocketServer; a broadcast sends to each client."""

    def __init__(self) -> None:
        super().__init__()
        self.clients: list[QWebSocket] = []
        self.ws = QWebSocketServer("feed", QWebSocketServer.SslMode.NonSecureMode, self)
        self.ws.newConnection.connect(self._joined)
        self.tcp = QTcpServer(self)
        self.tcp.newConnection.connect(self._accepted)
        assert self.tcp.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        self.port = int(self.tcp.serverPort())

    def _accepted(self) -> None:
        while self.tcp.hasPendingConnections():
            sock: QTcpSocket = self.tcp.nextPendingConnection()
            limits.tune(sock)
            self.ws.handleConnection(sock)

    def _joined(self) -> None:
        while self.ws.hasPendingConnections():
            self.clients.append(self.ws.nextPendingConnection())

    def broadcast(self, text: str) -> None:
        for client in self.clients:
            client.sendTextMessage(text)

    def unsent(self) -> list[int]:
        return [int(c.bytesToWrite()) for c in self.clients]


def _upgrade(port: int, host: str, origin: str) -> socket.socket:
    """A client that sends its upgrade and then never reads (a small receive buffer)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nOrigin: {origin}\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    return sock


@pytest.fixture
def ours(qtbot: Any) -> Iterator[OverlayFeed]:
    feed = OverlayFeed(None, False)
    feed.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    feed.http_port = 8788  # the page's origin: http://127.0.0.1:8788
    yield feed
    feed.close()
    feed.deleteLater()


@pytest.fixture
def qts(qtbot: Any) -> Iterator[QtFeed]:
    feed = QtFeed()
    yield feed
    for client in feed.clients:
        client.abort()
    feed.ws.close()
    feed.tcp.close()
    feed.deleteLater()


def _fill(port: int, qtbot: Any, count: Any) -> list[socket.socket]:
    socks = [_upgrade(port, f"127.0.0.1:{port}", "http://127.0.0.1:8788")
             for _ in range(CLIENTS)]
    qtbot.waitUntil(lambda: count() == CLIENTS, timeout=10_000)
    return socks


def test_a_broadcast_to_clients_that_do_not_read_costs_qt_a_copy_each(
        ours: OverlayFeed, qts: QtFeed, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_FEED_UNSENT", 64 << 20)  # nobody is dropped: memory shows
    text = "x" * (MESSAGE_MB << 20)
    grown = {}
    for name, feed, count in (("ours", ours, lambda: ours.client_count),
                              ("qt", qts, lambda: len(qts.clients))):
        socks = _fill(feed.port, qtbot, count)
        try:
            before = _allocated_mb()
            feed.broadcast(text)
            grown[name] = _allocated_mb() - before
            assert min(feed.unsent()) > (MESSAGE_MB - 2) << 20  # queued for every client
        finally:
            for sock in socks:
                sock.close()
    assert grown["ours"] < 3 * MESSAGE_MB, grown  # one copy, shared
    assert grown["qt"] > CLIENTS * MESSAGE_MB / 2, grown  # a copy per client
