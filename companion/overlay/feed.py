"""The WebSocket that pushes every change to the overlay pages, in the Qt event loop.

PySide6's QHttpServer does not hand WebSocket upgrades to Python, so the feed listens on a second
port that pages learn from GET /config. It speaks the part of RFC 6455 a push-only feed needs, on
plain QTcpSockets, so that everything a client can cost the app is bounded here (limits.py):

- connections wait in a `guard.Lobby` until their whole handshake request is there (admitted per
  address and in total, a refused one gets 503; bytes that are no GET get 400; a handshake not
  finished HANDSHAKE_MS after the connection 408; handed on at most limits.ANSWER_RATE a second);
- the handshake is one GET with `Upgrade: websocket`, at most MAX_HANDSHAKE bytes; the Origin must
  be one of our pages (security.origin_ok) and, in local-network mode, the token right; anything
  else is answered 400/403/426/431 and closed;
- then only the server speaks. A message is framed once, and the same bytes (one QByteArray, shared,
  not copied) are queued to every page, so a broadcast costs each client a reference into its
  socket's buffer. A client whose unsent bytes would pass MAX_FEED_UNSENT is dropped at once, never
  waited for: every message is the whole state, so its page reconnects and is right again;
- a page has nothing to say: a data frame closes its connection (1008, read-only), a close is
  answered, a ping gets its pong; a malformed frame (1002) or one over MAX_INCOMING (1009) closes
  it.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Callable
from urllib.parse import parse_qs, urlsplit

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from companion.overlay import limits, security
from companion.overlay.guard import LATE, Lobby

MAX_INCOMING = 4096  # bytes in a frame from a page: pages never send, so anything bigger is hostile
MAX_HANDSHAKE = 16 * 1024  # bytes of the upgrade request (as the HTTP port's header limit)
HANDSHAKE_MS = 3000
CLOSE_GRACE_MS = 500  # how long a closing client may take to read our close frame
_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
_TEXT, _CLOSE, _PING, _PONG = 0x1, 0x8, 0x9, 0xA
NORMAL, GOING_AWAY, PROTOCOL_ERROR, POLICY_VIOLATED, TOO_BIG = 1000, 1001, 1002, 1008, 1009


class OverlayFeed(QObject):
    """Accepts pages on `port`, sends each new one the current message, then every broadcast."""

    clientCountChanged = Signal(int)

    def __init__(self, token: str | None, allow_lan: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = token
        self._allow_lan = allow_lan
        self.http_port = 0  # the page's origin port, for the Origin check
        self.latest = ""  # the last message, sent to every page as it connects
        self._frame = QByteArray()
        self._clients: list[_Peer] = []  # handshake done, in the order they came
        self.admission = limits.Admission()
        self.budget = limits.Rate()
        self.peak_unsent = 0  # the most bytes any client had queued
        self.dropped_slow = 0  # clients dropped for not reading
        self._server = _FeedServer(self)
        self.lobby = Lobby(self._server, self.admission, self.budget, self._hand_on,
                           start=_start, deadline=_deadline)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def client_count(self) -> int:
        return len(self._clients)

    def listen(self, address: QHostAddress, port: int = 0) -> None:
        if not self._server.listen(address, port):
            raise OSError(f"overlay feed: {self._server.errorString()}")
        limits.bound_listener(self._server)

    def close(self) -> None:
        self._server.close()
        self.lobby.close()
        for peer in self.findChildren(_Peer):
            peer.close(GOING_AWAY, "the app stopped the overlay", at_once=True)

    def broadcast(self, text: str) -> None:
        self.latest = text
        self._frame = QByteArray(frame(_TEXT, text.encode("utf-8")))
        for client in list(self._clients):
            client.send(self._frame)

    def unsent(self) -> list[int]:
        """Bytes queued for each open client (for tests and the benchmark)."""
        return [c.socket.bytesToWrite() for c in self._clients]

    # -- connections ----------------------------------------------------------------------------

    def _hand_on(self, handle: int, slot: limits.Slot) -> None:
        """From the lobby, with a whole handshake request waiting."""
        socket = limits.adopt(handle, slot, self)
        if socket is None:
            return
        limits.tune(socket, MAX_HANDSHAKE + MAX_INCOMING)
        peer = _Peer(self, socket, slot)
        slot.rebind(lambda: limits.reset(socket), peer.behind)

    def _check(self, head: bytes) -> tuple[str, str]:
        return handshake(
            head, lambda origin: security.origin_ok(origin, self.http_port, self._allow_lan),
            self._token)

    def _opened(self, peer: _Peer) -> None:
        self._clients.append(peer)
        self.clientCountChanged.emit(len(self._clients))
        if self.latest:
            peer.send(self._frame)

    def _gone(self, peer: _Peer) -> None:
        if not shiboken6.isValid(self):
            return  # being deleted with its sockets
        if peer in self._clients:
            self._clients.remove(peer)
            self.clientCountChanged.emit(len(self._clients))


class _FeedServer(QTcpServer):
    def __init__(self, feed: OverlayFeed) -> None:
        super().__init__(feed)
        self._feed = feed

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        self._feed.lobby.take(handle)


class _Peer(QObject):
    """One page's connection (a child of its socket): the handshake, then frames out."""

    def __init__(self, feed: OverlayFeed, socket: QTcpSocket, slot: limits.Slot) -> None:
        super().__init__(socket)
        self.socket = socket
        self.open = False
        self._feed = feed
        self._slot = slot
        self._closing = False
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(lambda: self._fail("408 Request Timeout"))
        self._deadline.start(HANDSHAKE_MS)
        socket.readyRead.connect(self._on_read)
        socket.bytesWritten.connect(self._on_written)
        socket.disconnected.connect(self._on_disconnected)
        release = slot.release
        socket.destroyed.connect(lambda *_: release())

    def behind(self) -> bool:
        """Not reading what it was sent: may give its place to a newcomer (limits.Admission)."""
        return self.open and limits.not_reading(self.socket, self._slot)

    def send(self, data: QByteArray) -> None:
        socket = self.socket
        unsent = socket.bytesToWrite()
        if unsent and unsent + data.size() > limits.MAX_FEED_UNSENT:
            self._feed.dropped_slow += 1
            limits.reset(socket)  # not waited for: its page reconnects and gets the whole state
            return
        socket.write(data)
        if not unsent:  # to the kernel now, not when the event loop next turns (after a repaint);
            socket.flush()  # behind bytes already queued it could not go sooner: no system call
        self._feed.peak_unsent = max(self._feed.peak_unsent, socket.bytesToWrite())

    def close(self, code: int, reason: str, *, at_once: bool = False) -> None:
        """Say goodbye with a close frame and hang up (after CLOSE_GRACE_MS at most)."""
        if self._closing:
            return
        self._closing = True
        self._deadline.stop()
        socket = self.socket
        socket.readAll()
        if self.open:
            socket.write(frame(_CLOSE, code.to_bytes(2, "big") + reason.encode("utf-8")[:120]))
        self._feed._gone(self)
        if at_once:
            socket.flush()
            socket.abort()
            return
        socket.disconnectFromHost()
        QTimer.singleShot(CLOSE_GRACE_MS, socket, socket.abort)

    def _on_written(self, _n: int) -> None:
        self._slot.progress()

    def _on_disconnected(self) -> None:
        self._closing = True
        self._slot.release()
        if not shiboken6.isValid(self.socket):
            return  # being deleted (with the feed): nothing left to tidy
        self._deadline.stop()
        self._feed._gone(self)
        self.socket.deleteLater()

    def _on_read(self) -> None:
        if self.socket.state() != QTcpSocket.SocketState.ConnectedState:
            return  # a readyRead queued before the client reset the connection
        if self._closing:
            self.socket.readAll()
        elif self.open:
            self._read_frames()
        else:
            self._read_handshake()

    def _fail(self, status: str, extra: str = "") -> None:
        self._closing = True
        self._deadline.stop()
        socket = self.socket
        socket.readAll()
        socket.write(f"HTTP/1.1 {status}\r\n{extra}Connection: close\r\nContent-Length: 0\r\n\r\n"
                     .encode("ascii"))
        socket.flush()
        limits.close_soon(socket)

    def _read_handshake(self) -> None:
        socket = self.socket
        head = bytes(socket.peek(MAX_HANDSHAKE + 4).data())
        end = head.find(b"\r\n\r\n")
        if end < 0:
            if not b"GET ".startswith(head[:4]):
                self._fail("400 Bad Request")  # not an HTTP request at all: no need to wait
            elif len(head) > MAX_HANDSHAKE:
                self._fail("431 Request Header Fields Too Large")
            return
        status, extra = self._feed._check(head[:end])
        if not status.startswith("101"):
            self._fail(status, extra)
            return
        socket.read(end + 4)
        socket.write(f"HTTP/1.1 {status}\r\n{extra}\r\n".encode("ascii"))
        self.open = True
        self._deadline.stop()
        self._slot.progress()
        self._feed._opened(self)
        socket.flush()  # the answer and the current state, now
        if socket.bytesAvailable():
            self._read_frames()

    def _read_frames(self) -> None:
        """Answer every complete frame waiting: a page may ping and close, nothing else."""
        socket = self.socket
        while not self._closing:
            data = bytes(socket.peek(MAX_INCOMING + 14).data())
            parsed = parse_frame(data)
            if parsed is None:
                return  # incomplete: wait for the rest (it fits in the read buffer)
            if isinstance(parsed, int):
                self.close(parsed, "malformed frame" if parsed == PROTOCOL_ERROR
                           else "frame too large")
                return
            opcode, payload, size = parsed
            socket.read(size)
            if opcode == _PING:
                self.send(QByteArray(frame(_PONG, payload)))
            elif opcode == _CLOSE:
                self.close(NORMAL, "")
            elif opcode != _PONG:
                self.close(POLICY_VIOLATED, "the overlay feed is read-only")


def _start(head: bytes) -> bool | None:
    """Whether the first bytes begin an upgrade request (GET), might still, or never will."""
    head = head.lstrip(b"\r\n")
    if head.startswith(b"GET "):
        return True
    return None if b"GET ".startswith(head) else False


def _deadline(accepted: float, first: float | None) -> tuple[float, bytes | None]:
    """A handshake has HANDSHAKE_MS from the connection; 408 if it had begun."""
    return accepted + HANDSHAKE_MS, (None if first is None else LATE)


def handshake(head: bytes, origin_ok: Callable[[str], bool], token: str | None,
              host_ok: Callable[[str], bool] | None = None) -> tuple[str, str]:
    """(status, extra header lines) for an upgrade request's head (without its blank line):
    "101 Switching Protocols" and the accept key, or the error to answer. `host_ok`, if given,
    must accept the Host header too (the pod's: DNS rebinding)."""
    lines = head.decode("latin-1").split("\r\n")
    while lines and not lines[0]:
        lines.pop(0)  # CRLFs before a request line are allowed
    parts = lines[0].split(" ") if lines else []
    if len(parts) != 3 or parts[0] != "GET" or not parts[2].startswith("HTTP/1."):
        return "400 Bad Request", ""
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            return "400 Bad Request", ""
        key, value = name.lower(), value.strip()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value

    def tokens(name: str) -> set[str]:
        return {t.strip().lower() for t in headers.get(name, "").split(",")}

    if "websocket" not in tokens("upgrade") or "upgrade" not in tokens("connection"):
        return "400 Bad Request", ""
    if headers.get("sec-websocket-version") != "13":
        return "426 Upgrade Required", "Sec-WebSocket-Version: 13\r\n"
    key = headers.get("sec-websocket-key", "")
    try:
        valid_key = len(base64.b64decode(key, validate=True)) == 16
    except ValueError:
        valid_key = False
    if not valid_key:
        return "400 Bad Request", ""
    if host_ok is not None and not host_ok(headers.get("host", "")):
        return "403 Forbidden", ""
    if not origin_ok(headers.get("origin", "")):
        return "403 Forbidden", ""
    given = parse_qs(urlsplit(parts[1]).query).get("token", [""])[0] or None
    if not security.token_ok(token, given):
        return "403 Forbidden", ""
    digest = hashlib.sha1(key.encode("ascii") + _GUID, usedforsecurity=False).digest()
    accept = base64.b64encode(digest).decode("ascii")
    return ("101 Switching Protocols",
            f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: {accept}\r\n")


def frame(opcode: int, payload: bytes) -> bytes:
    """One unmasked, final frame from the server."""
    n = len(payload)
    if n < 126:
        head = bytes((0x80 | opcode, n))
    elif n < 1 << 16:
        head = bytes((0x80 | opcode, 126)) + n.to_bytes(2, "big")
    else:
        head = bytes((0x80 | opcode, 127)) + n.to_bytes(8, "big")
    return head + payload


def parse_frame(data: bytes, limit: int = MAX_INCOMING) -> tuple[int, bytes, int] | int | None:
    """The first client frame in `data`: (opcode, unmasked payload, bytes it took), None if it is
    not all there yet, or the close code it earns (malformed, or larger than `limit`)."""
    if len(data) < 2:
        return None
    first, second = data[0], data[1]
    opcode, length, at = first & 0x0F, second & 0x7F, 2
    if first & 0x70 or not second & 0x80 or opcode in (3, 4, 5, 6, 7) or opcode > _PONG:
        return PROTOCOL_ERROR  # extension bits, an unmasked client frame, a reserved opcode
    if opcode >= _CLOSE and (length > 125 or not first & 0x80):
        return PROTOCOL_ERROR  # control frames are short and never fragmented
    if length >= 126:
        at = 4 if length == 126 else 10
        if len(data) < at:
            return None
        length = int.from_bytes(data[2:at], "big")
    if length > limit:
        return TOO_BIG
    if len(data) < at + 4 + length:
        return None
    mask = data[at:at + 4]
    payload = bytes(b ^ mask[i % 4] for i, b in enumerate(data[at + 4:at + 4 + length]))
    return opcode, payload, at + 4 + length


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
