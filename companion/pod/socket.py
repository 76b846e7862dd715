"""The phones' WebSocket, in the Qt event loop: phones say hello, send requests, get the state.

Unlike the overlay's push-only feed (overlay/feed.py; both are built on overlay/websocket.py), a
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
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from companion.web import limits
from companion.web.guard import Lobby
from companion.web.websocket import (
    BAD_DATA,
    GOING_AWAY,
    MAX_HANDSHAKE,
    PING,
    POLICY_VIOLATED,
    TEXT,
    UNSUPPORTED,
    LobbyServer,
    WsConnection,
    dumps,
    frame,
    handshake,
    upgrade_deadline,
    upgrade_start,
)

MAX_FRAME = 2048  # bytes of one frame's payload from a phone
MAX_RATE = 20  # frames a second per connection (and as many at once after a quiet moment)
MAX_PHONES = 16  # connections at once, every address together
HELLO_MS = 3000  # from the upgrade to the phone's hello
PING_MS = 10_000
SILENT_MS = 25_000  # a phone heard of in no way this long is dropped
REVOKED = 4001  # the host revoked the seat (or the game ended): the phone needs a new link
BAD_TOKEN = 4003  # the hello's token is no seat's and not the table's: the phone stops trying

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
        self.peak_unsent = 0  # the most bytes any phone had queued
        self.dropped_silent = 0  # phones dropped for saying nothing (not even a pong)
        self._open: list[Connection] = []  # upgraded, in the order they came
        self._server = LobbyServer(lambda: self.lobby, self)
        self.lobby = Lobby(self._server, self.admission, self.budget, self._hand_on,
                           start=upgrade_start, deadline=upgrade_deadline)
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
            connection.close(GOING_AWAY, "the app stopped the pod", at_once=True)

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
        limits.tune(socket, MAX_HANDSHAKE + MAX_FRAME * 4)
        connection = Connection(self, socket, slot)
        slot.rebind(lambda: limits.reset(socket), connection.behind)
        # Until its hello is accepted a newcomer may take its place (`limits.Admission`): a
        # stranger's silent connections never keep a phone out.
        slot.ready = lambda: connection.accepted

    def _check(self, head: bytes) -> tuple[str, str]:
        return handshake(head, self._origin_ok, None, self._host_ok)

    def _opened(self, connection: WsConnection) -> None:
        assert isinstance(connection, Connection)
        self._open.append(connection)

    def _gone(self, connection: WsConnection) -> None:
        assert isinstance(connection, Connection)
        if not shiboken6.isValid(self):
            return  # being deleted with its sockets
        if connection in self._open:
            self._open.remove(connection)
            if connection.accepted:
                self.on_gone(connection)

    def _heartbeat(self) -> None:
        now = limits.now_ms()
        ping = QByteArray(frame(PING, b""))
        for connection in list(self._open):
            if now - connection.heard > SILENT_MS:
                self.dropped_silent += 1
                connection.close(GOING_AWAY, "silent", at_once=True)
            else:
                connection.send(ping)


class Connection(WsConnection):
    """One phone's connection: the upgrade, its hello and requests in, the state out.

    `seat` is set by the server once the hello names one; `accepted` once the server took the
    hello (a seat's or the table's join token)."""

    limit = MAX_FRAME
    late_reason = "no hello"

    def __init__(self, owner: PhoneSocket, socket: QTcpSocket, slot: limits.Slot) -> None:
        super().__init__(owner, socket, slot)
        self.address = slot.address
        self.connected_at = time.time()
        self.accepted = False
        self.seat: str | None = None
        self.lang = ""
        self.heard = limits.now_ms()
        self.rate = limits.Rate(MAX_RATE, MAX_RATE)
        self._phones = owner

    def accept(self) -> None:
        """The server took the phone's hello: no deadline any more, and its place is kept."""
        self.accepted = True
        self._deadline.stop()
        self._slot.progress()

    def send_json(self, data: object) -> None:
        self.send(QByteArray(text_frame(data)))

    def _earned(self) -> bool:
        return self.accepted  # before its hello a connection has earned no place

    def _upgraded(self) -> None:
        self.heard = limits.now_ms()
        self._deadline.start(HELLO_MS)  # now for the hello

    def _heard(self) -> bool:
        self.heard = limits.now_ms()
        if self.rate.take():
            return True
        self.close(POLICY_VIOLATED, "too many frames")
        return False

    def _data(self, opcode: int, payload: bytes, final: bool) -> None:
        if opcode != TEXT or not final:  # binary, or in fragments
            self.close(UNSUPPORTED, "one whole text frame per message")
            return
        try:
            data = json.loads(payload.decode("utf-8"))
        except UnicodeDecodeError:
            self.close(BAD_DATA, "not UTF-8")
            return
        except ValueError:
            data = None
        if not isinstance(data, dict):
            data = {}
        self._phones.on_message(self, data)
        if not self.accepted and not self._closing:
            self.close(POLICY_VIOLATED, "no hello")


def text_frame(data: object) -> bytes:
    """`data` as JSON in one text frame from the server."""
    return frame(TEXT, dumps(data).encode("utf-8"))
