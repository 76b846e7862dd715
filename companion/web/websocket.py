"""The server side of RFC 6455 on plain QTcpSockets, shared by the overlay's feed and the pod.

PySide6's QHttpServer does not hand WebSocket upgrades to Python, so each WebSocket listens on a
port of its own. This module has what both need: the upgrade's checks (`handshake`), framing
(`frame`, `parse_frame`), the lobby's hooks (`upgrade_start`, `upgrade_deadline`), a listener that
hands every connection to its lobby (`LobbyServer`) and `WsConnection`, one client's connection:
the upgrade, pings, closes, the bounded send. What a client may say once upgraded differs (a page
says nothing, a phone sends requests): subclasses answer `_data` and may refuse a frame in
`_heard`; the owner (`Owner`) checks upgrades and keeps the list of open connections.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Callable
from typing import Protocol
from urllib.parse import parse_qs, urlsplit

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from companion.web import limits, security
from companion.web.guard import LATE, Lobby

MAX_HANDSHAKE = 16 * 1024  # bytes of the upgrade request (as the HTTP port's header limit)
HANDSHAKE_MS = 3000  # from the connection to a whole upgrade request
CLOSE_GRACE_MS = 500  # how long a closing client may take to read our close frame
_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
TEXT, CLOSE, PING, PONG = 0x1, 0x8, 0x9, 0xA  # opcodes
NORMAL, GOING_AWAY, PROTOCOL_ERROR, UNSUPPORTED = 1000, 1001, 1002, 1003
BAD_DATA, POLICY_VIOLATED, TOO_BIG = 1007, 1008, 1009


class Owner(Protocol):
    """What a connection needs of the socket that accepted it."""

    dropped_slow: int  # connections dropped for not reading
    peak_unsent: int  # the most bytes any connection had queued

    def _check(self, head: bytes) -> tuple[str, str]: ...
    def _opened(self, connection: WsConnection) -> None: ...
    def _gone(self, connection: WsConnection) -> None: ...


class LobbyServer(QTcpServer):
    """A listener that hands every new connection's descriptor to `lobby()` (guard.Lobby)."""

    def __init__(self, lobby: Callable[[], Lobby], parent: QObject) -> None:
        super().__init__(parent)
        self._lobby = lobby

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        self._lobby().take(handle)


class WsConnection(QObject):
    """One client's connection (a child of its socket): the upgrade, then frames.

    `limit` is the largest frame a client may send; `late_reason` closes an upgraded connection
    whose deadline passed (a subclass that restarts the deadline after the upgrade uses it)."""

    limit = 4096
    late_reason = "too late"

    def __init__(self, owner: Owner, socket: QTcpSocket, slot: limits.Slot) -> None:
        super().__init__(socket)
        self.socket = socket
        self.open = False
        self._owner = owner
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

    @property
    def closing(self) -> bool:
        return self._closing

    def behind(self) -> bool:
        """Not reading what it was sent: may give its place to a newcomer (limits.Admission)."""
        return self.open and limits.not_reading(self.socket, self._slot)

    def send(self, data: QByteArray) -> None:
        """Queue `data` (a whole frame); a client that would hold more than
        limits.MAX_FEED_UNSENT unsent is dropped at once, never waited for: every message is
        the whole state, so its page reconnects and is right again."""
        if self._closing:
            return
        socket = self.socket
        unsent = socket.bytesToWrite()
        if unsent and unsent + data.size() > limits.MAX_FEED_UNSENT:
            self._owner.dropped_slow += 1
            self._closing = True
            self._owner._gone(self)
            limits.reset(socket)
            return
        socket.write(data)
        if not unsent:  # to the kernel now, not when the event loop next turns (after a repaint);
            socket.flush()  # behind bytes already queued it could not go sooner: no system call
        self._owner.peak_unsent = max(self._owner.peak_unsent, socket.bytesToWrite())

    def close(self, code: int, reason: str, *, at_once: bool = False) -> None:
        """Say goodbye with a close frame (`code`) and hang up (after CLOSE_GRACE_MS at most)."""
        if self._closing:
            return
        self._closing = True
        self._deadline.stop()
        socket = self.socket
        socket.readAll()
        if self.open:
            socket.write(frame(CLOSE, code.to_bytes(2, "big") + reason.encode("utf-8")[:120]))
        self._owner._gone(self)
        if at_once:
            socket.flush()
            socket.abort()
            return
        socket.disconnectFromHost()
        QTimer.singleShot(CLOSE_GRACE_MS, socket, socket.abort)

    # -- what subclasses decide ------------------------------------------------------------------

    def _earned(self) -> bool:
        """Whether bytes written to it count as progress (keep its place in the admission)."""
        return True

    def _upgraded(self) -> None:
        """The upgrade was answered (before the owner hears of it): the handshake's deadline is
        over; the place is earned."""
        self._deadline.stop()
        self._slot.progress()

    def _heard(self) -> bool:
        """A frame came: False if that is one too many (the connection is closed)."""
        return True

    def _data(self, opcode: int, payload: bytes, final: bool) -> None:
        """A data frame (text, binary or a continuation): read-only by default."""
        self.close(POLICY_VIOLATED, "read-only")

    # -- the socket's signals --------------------------------------------------------------------

    def _on_written(self, _n: int) -> None:
        if self._earned():
            self._slot.progress()

    def _on_disconnected(self) -> None:
        self._closing = True
        self._slot.release()
        if not shiboken6.isValid(self.socket):
            return  # being deleted (with its owner): nothing left to tidy
        self._deadline.stop()
        self._owner._gone(self)
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
        if self.open:  # upgraded, but a deadline set after the upgrade passed
            self.close(POLICY_VIOLATED, self.late_reason)
            return
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
            if not b"GET ".startswith(head.lstrip(b"\r\n")[:4]):
                self._fail("400 Bad Request")  # not an HTTP request at all: no need to wait
            elif len(head) > MAX_HANDSHAKE:
                self._fail("431 Request Header Fields Too Large")
            return
        status, extra = self._owner._check(head[:end])
        if not status.startswith("101"):
            self._fail(status, extra)
            return
        socket.read(end + 4)
        socket.write(f"HTTP/1.1 {status}\r\n{extra}\r\n".encode("ascii"))
        self.open = True
        self._upgraded()
        self._owner._opened(self)
        socket.flush()  # the answer and whatever the owner queued, now
        if socket.bytesAvailable():
            self._read_frames()

    def _read_frames(self) -> None:
        """Answer every complete frame waiting: pings, closes; data frames go to `_data`."""
        socket = self.socket
        while not self._closing:
            data = bytes(socket.peek(self.limit + 14).data())
            parsed = parse_frame(data, self.limit)
            if parsed is None:
                return  # incomplete: wait for the rest (it fits in the read buffer)
            if isinstance(parsed, int):
                self.close(parsed, "malformed frame" if parsed == PROTOCOL_ERROR
                           else "frame too large")
                return
            opcode, payload, size = parsed
            socket.read(size)
            if not self._heard():
                return
            if opcode == PING:
                self.send(QByteArray(frame(PONG, payload)))
            elif opcode == CLOSE:
                self.close(NORMAL, "")
            elif opcode != PONG:
                self._data(opcode, payload, bool(data[0] & 0x80))


def upgrade_start(head: bytes) -> bool | None:
    """Whether the first bytes begin an upgrade request (GET), might still, or never will."""
    head = head.lstrip(b"\r\n")
    if head.startswith(b"GET "):
        return True
    return None if b"GET ".startswith(head) else False


def upgrade_deadline(accepted: float, first: float | None) -> tuple[float, bytes | None]:
    """An upgrade request has HANDSHAKE_MS from the connection; 408 if it had begun."""
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


def parse_frame(data: bytes, limit: int) -> tuple[int, bytes, int] | int | None:
    """The first client frame in `data`: (opcode, unmasked payload, bytes it took), None if it is
    not all there yet, or the close code it earns (malformed, or larger than `limit`)."""
    if len(data) < 2:
        return None
    first, second = data[0], data[1]
    opcode, length, at = first & 0x0F, second & 0x7F, 2
    if first & 0x70 or not second & 0x80 or opcode in (3, 4, 5, 6, 7) or opcode > PONG:
        return PROTOCOL_ERROR  # extension bits, an unmasked client frame, a reserved opcode
    if opcode >= CLOSE and (length > 125 or not first & 0x80):
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
