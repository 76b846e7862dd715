"""The phones' WebSocket, in the Qt event loop: phones say hello, send requests, get the state.

Unlike the overlay's push-only feed (overlay/feed.py, whose framing and handshake this reuses), a
phone talks: it sends small JSON text frames. Everything a connection can cost the app is bounded
here, as the feed's are:

- connections wait in a `guard.Lobby` until their whole upgrade request is there (admitted per
  address and in total, MAX_PHONES of them at most; a newcomer takes the place of one that has not
  said hello yet, or of a phone that does not read, else it gets 503), answered at most
  limits.ANSWER_RATE a second;
- the upgrade request's Host must name the server (`host_ok`: DNS rebinding) and its Origin one of
  its pages (`origin_ok`: no other site's page may connect); else 403;
- each frame from a phone is at most MAX_FRAME bytes (else close 1009) and a whole text frame of
  UTF-8 JSON (binary or fragmented: 1003, bad UTF-8: 1007, malformed: 1002); at most MAX_RATE a
  second per connection (beyond: 1008);
- the first frame must come within HELLO_MS of the upgrade (else 1008), and the server must accept
  it (`Connection.accept`) or the connection is closed;
- the server is pinged every PING_MS; a phone heard of in no way for SILENT_MS (a phone that
  slept, lost the network) is dropped, so its seat is free for its next connection;
- a message is framed once and the same bytes are queued to every phone (`send_all`); a phone
  whose unsent bytes would pass limits.MAX_FEED_UNSENT is dropped at once, never waited for: each
  state message is the whole state, so its page reconnects and is right again.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from companion.overlay import feed, limits
from companion.overlay.guard import LATE, Lobby

MAX_FRAME = 2048  # bytes of one frame's payload from a phone
MAX_RATE = 20  # frames a second per connection (and as many at once after a quiet moment)
MAX_PHONES = 16  # connections at once, every address together
HELLO_MS = 3000  # from the upgrade to the phone's hello
PING_MS = 10_000
SILENT_MS = 25_000  # a phone heard of in no way this long is dropped
HANDSHAKE_MS = 3000  # from the connection to a whole upgrade request
UNSUPPORTED, BAD_DATA = 1003, 1007
REVOKED = 4001  # the host revoked the seat (or the game ended): the phone needs a new link
BAD_TOKEN = 4003  # the hello's token is no seat's and not the table's: the phone stops trying
_TEXT, _CLOSE, _PING, _PONG = 0x1, 0x8, 0x9, 0xA  # opcodes (RFC 6455)

Handler = Callable[["Connection", dict[str, Any]], None]


class PhoneSocket(QObject):
    """The phones' WebSocket port. `on_message(connection, data)` gets every JSON object a phone
    sends (its first is its hello); `on_gone(connection)` is told when an accepted one closes."""

    def __init__(self, host_ok: Callable[[str], bool], origin_ok: Callable[[str], bool],
                 on_message: Handler, on_gone: Callable[[Connection], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host_ok = host_ok
        self._origin_ok = origin_ok
        self.on_message = on_message
        self.on_gone = on_gone
        self.admission = limits.Admission(MAX_PHONES, MAX_PHONES)
        self.budget = limits.Rate()
        self.dropped_slow = 0  # phones dropped for not reading
        self.dropped_silent = 0  # phones dropped for saying nothing (not even a pong)
        self._open: list[Connection] = []  # upgraded, in the order they came
        self._server = _Server(self)
        self.lobby = Lobby(self._server, self.admission, self.budget, self._hand_on,
                           start=_start, deadline=_deadline)
        self._ping = QTimer(self)
        self._ping.setInterval(PING_MS)
        self._ping.timeout.connect(self._heartbeat)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def listen(self, address: QHostAddress, port: int = 0) -> None:
        if not self._server.listen(address, port):
            raise OSError(f"pod: {self._server.errorString()}")
        limits.bound_listener(self._server)
        self._ping.start()

    def close(self) -> None:
        self._ping.stop()
        self._server.close()
        self.lobby.close()
        for connection in self.findChildren(Connection):
            connection.close(feed.GOING_AWAY, "the app stopped the pod", at_once=True)

    def connections(self) -> list[Connection]:
        """The upgraded connections, accepted or still to say hello."""
        return list(self._open)

    def send_all(self, data: QByteArray, to: Iterable[Connection]) -> None:
        """The same framed bytes to each of `to` (one buffer, shared)."""
        for connection in list(to):
            connection.send(data)

    # -- connections ----------------------------------------------------------------------------

    def _hand_on(self, handle: int, slot: limits.Slot) -> None:
        socket = limits.adopt(handle, slot, self)
        if socket is None:
            return
        limits.tune(socket, feed.MAX_HANDSHAKE + MAX_FRAME * 4)
        connection = Connection(self, socket, slot)
        slot.rebind(lambda: limits.reset(socket), connection.behind)
        # Until its hello is accepted a newcomer may take its place (`limits.Admission`): a
        # stranger's silent connections never keep a phone out.
        slot.ready = lambda: connection.accepted

    def _check(self, head: bytes) -> tuple[str, str]:
        return feed.handshake(head, self._origin_ok, None, self._host_ok)

    def _opened(self, connection: Connection) -> None:
        self._open.append(connection)

    def _gone(self, connection: Connection) -> None:
        if not shiboken6.isValid(self):
            return  # being deleted with its sockets
        if connection in self._open:
            self._open.remove(connection)
            if connection.accepted:
                self.on_gone(connection)

    def _heartbeat(self) -> None:
        now = limits.now_ms()
        ping = QByteArray(feed.frame(_PING, b""))
        for connection in list(self._open):
            if now - connection.heard > SILENT_MS:
                self.dropped_silent += 1
                connection.close(feed.GOING_AWAY, "silent", at_once=True)
            else:
                connection.send(ping)


class _Server(QTcpServer):
    def __init__(self, owner: PhoneSocket) -> None:
        super().__init__(owner)
        self._owner = owner

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        self._owner.lobby.take(handle)


class Connection(QObject):
    """One phone's connection (a child of its socket): the upgrade, then frames both ways.

    `seat` is set by the server once the hello names one; `accepted` once the server took the
    hello (a seat's or the table's join token)."""

    def __init__(self, owner: PhoneSocket, socket: QTcpSocket, slot: limits.Slot) -> None:
        super().__init__(socket)
        self.socket = socket
        self.address = slot.address
        self.connected_at = time.time()
        self.open = False
        self.accepted = False
        self.seat: str | None = None
        self.lang = ""
        self.heard = limits.now_ms()
        self.rate = limits.Rate(MAX_RATE, MAX_RATE)
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

    def accept(self) -> None:
        """The server took the phone's hello: no deadline any more, and its place is kept."""
        self.accepted = True
        self._deadline.stop()
        self._slot.progress()

    def behind(self) -> bool:
        """Not reading what it was sent: may give its place to a newcomer."""
        return self.open and limits.not_reading(self.socket, self._slot)

    def send(self, data: QByteArray) -> None:
        if self._closing:
            return
        socket = self.socket
        unsent = socket.bytesToWrite()
        if unsent and unsent + data.size() > limits.MAX_FEED_UNSENT:
            self._owner.dropped_slow += 1
            self._closing = True
            self._owner._gone(self)
            limits.reset(socket)  # not waited for: its page reconnects and gets the whole state
            return
        socket.write(data)
        if not unsent:
            socket.flush()  # to the kernel now, not when the event loop next turns

    def send_json(self, data: object) -> None:
        self.send(QByteArray(text_frame(data)))

    def close(self, code: int, reason: str, *, at_once: bool = False) -> None:
        """Say goodbye with a close frame (`code`) and hang up (after a grace at most)."""
        if self._closing:
            return
        self._closing = True
        self._deadline.stop()
        socket = self.socket
        socket.readAll()
        if self.open:
            socket.write(feed.frame(_CLOSE,
                                    code.to_bytes(2, "big") + reason.encode("utf-8")[:120]))
        self._owner._gone(self)
        if at_once:
            socket.flush()
            socket.abort()
            return
        socket.disconnectFromHost()
        QTimer.singleShot(feed.CLOSE_GRACE_MS, socket, socket.abort)

    def _on_written(self, _n: int) -> None:
        if self.accepted:  # before its hello a connection has earned no place
            self._slot.progress()

    def _on_disconnected(self) -> None:
        self._closing = True
        self._slot.release()
        if not shiboken6.isValid(self.socket):
            return
        self._deadline.stop()
        self._owner._gone(self)
        self.socket.deleteLater()

    def _on_read(self) -> None:
        if self.socket.state() != QTcpSocket.SocketState.ConnectedState:
            return
        if self._closing:
            self.socket.readAll()
        elif self.open:
            self._read_frames()
        else:
            self._read_handshake()

    def _fail(self, status: str, extra: str = "") -> None:
        if self.open:  # upgraded, but no hello in time
            self.close(feed.POLICY_VIOLATED, "no hello")
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
        head = bytes(socket.peek(feed.MAX_HANDSHAKE + 4).data())
        end = head.find(b"\r\n\r\n")
        if end < 0:
            if not b"GET ".startswith(head.lstrip(b"\r\n")[:4]):
                self._fail("400 Bad Request")
            elif len(head) > feed.MAX_HANDSHAKE:
                self._fail("431 Request Header Fields Too Large")
            return
        status, extra = self._owner._check(head[:end])
        if not status.startswith("101"):
            self._fail(status, extra)
            return
        socket.read(end + 4)
        socket.write(f"HTTP/1.1 {status}\r\n{extra}\r\n".encode("ascii"))
        socket.flush()
        self.open = True
        self.heard = limits.now_ms()
        self._deadline.start(HELLO_MS)  # now for the hello
        self._owner._opened(self)
        if socket.bytesAvailable():
            self._read_frames()

    def _read_frames(self) -> None:
        socket = self.socket
        while not self._closing:
            data = bytes(socket.peek(MAX_FRAME + 14).data())
            parsed = feed.parse_frame(data, MAX_FRAME)
            if parsed is None:
                return  # incomplete: wait for the rest (it fits in the read buffer)
            if isinstance(parsed, int):
                self.close(parsed, "malformed frame" if parsed == feed.PROTOCOL_ERROR
                           else "frame too large")
                return
            opcode, payload, size = parsed
            socket.read(size)
            self.heard = limits.now_ms()
            if not self.rate.take():
                self.close(feed.POLICY_VIOLATED, "too many frames")
                return
            if opcode == _PING:
                self.send(QByteArray(feed.frame(_PONG, payload)))
            elif opcode == _CLOSE:
                self.close(feed.NORMAL, "")
            elif opcode == _PONG:
                pass
            elif opcode != _TEXT or not data[0] & 0x80:  # binary, or in fragments
                self.close(UNSUPPORTED, "one whole text frame per message")
            else:
                self._text(payload)

    def _text(self, payload: bytes) -> None:
        try:
            data = json.loads(payload.decode("utf-8"))
        except UnicodeDecodeError:
            self.close(BAD_DATA, "not UTF-8")
            return
        except ValueError:
            data = None
        if not isinstance(data, dict):
            data = {}
        self._owner.on_message(self, data)
        if not self.accepted and not self._closing:
            self.close(feed.POLICY_VIOLATED, "no hello")


def _start(head: bytes) -> bool | None:
    """Whether the first bytes begin an upgrade request (GET), might still, or never will."""
    head = head.lstrip(b"\r\n")
    if head.startswith(b"GET "):
        return True
    return None if b"GET ".startswith(head) else False


def _deadline(accepted: float, first: float | None) -> tuple[float, bytes | None]:
    """An upgrade request has HANDSHAKE_MS from the connection; 408 if it had begun."""
    return accepted + HANDSHAKE_MS, (None if first is None else LATE)


def text_frame(data: object) -> bytes:
    """`data` as JSON in one text frame from the server."""
    return feed.frame(_TEXT, feed.dumps(data).encode("utf-8"))
