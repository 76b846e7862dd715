"""The WebSocket that pushes every change to the overlay pages, in the Qt event loop.

Pages learn its port from GET /config. It speaks the part of RFC 6455 a push-only feed needs
(`websocket.py`, shared with the pod), so that everything a client can cost the app is bounded here
(limits.py):

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

import shiboken6
from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtNetwork import QHostAddress

from companion.web import limits, security
from companion.web.guard import Lobby
from companion.web.websocket import (
    GOING_AWAY,
    HANDSHAKE_MS,
    MAX_HANDSHAKE,
    POLICY_VIOLATED,
    TEXT,
    LobbyServer,
    WsConnection,
    dumps,
    frame,
    handshake,
    upgrade_deadline,
    upgrade_start,
)

__all__ = ["HANDSHAKE_MS", "MAX_HANDSHAKE", "MAX_INCOMING", "OverlayFeed", "dumps"]

MAX_INCOMING = 4096  # bytes in a frame from a page: pages never send, so anything bigger is hostile


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
        self._clients: list[WsConnection] = []  # handshake done, in the order they came
        self.admission = limits.Admission()
        self.budget = limits.Rate()
        self.peak_unsent = 0  # the most bytes any client had queued
        self.dropped_slow = 0  # clients dropped for not reading
        self._server = LobbyServer(lambda: self.lobby, self)
        self.lobby = Lobby(self._server, self.admission, self.budget, self._hand_on,
                           start=upgrade_start, deadline=upgrade_deadline)

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
        self._frame = QByteArray(frame(TEXT, text.encode("utf-8")))
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

    def _opened(self, peer: WsConnection) -> None:
        self._clients.append(peer)
        self.clientCountChanged.emit(len(self._clients))
        if self.latest:
            peer.send(self._frame)

    def _gone(self, peer: WsConnection) -> None:
        if not shiboken6.isValid(self):
            return  # being deleted with its sockets
        if peer in self._clients:
            self._clients.remove(peer)
            self.clientCountChanged.emit(len(self._clients))


class _Peer(WsConnection):
    """One page's connection: the handshake, then frames out; a page that sends data is closed
    (the feed is read-only)."""

    limit = MAX_INCOMING

    def _data(self, opcode: int, payload: bytes, final: bool) -> None:
        self.close(POLICY_VIOLATED, "the overlay feed is read-only")
