"""The WebSocket that pushes every change to the overlay pages, in the Qt event loop.

PySide6's QHttpServer does not hand WebSocket upgrades to Python, so the feed is a QWebSocketServer
on a second port that pages learn from GET /config. It is push-only: a client that sends anything
is closed, frames and messages above a few KiB are refused by Qt itself, a handshake must finish in
a few seconds, and a client that vanishes is dropped on its `disconnected` signal.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress
from PySide6.QtWebSockets import (
    QWebSocket,
    QWebSocketCorsAuthenticator,
    QWebSocketProtocol,
    QWebSocketServer,
)

from companion.overlay import security

MAX_INCOMING = 4096  # bytes; pages never send, so anything bigger is hostile
MAX_CLIENTS = 256
HANDSHAKE_MS = 3000
CLOSE_GRACE_MS = 500
_CLOSE = QWebSocketProtocol.CloseCode


class OverlayFeed(QObject):
    """Accepts pages on `port`, sends each new one the current message, then every broadcast."""

    clientCountChanged = Signal(int)

    def __init__(self, token: str | None, allow_lan: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = token
        self._allow_lan = allow_lan
        self.http_port = 0  # the page's origin port, for the Origin check
        self.latest = ""  # the last message, sent to every page as it connects
        self._clients: list[QWebSocket] = []
        self._server = QWebSocketServer("companion-overlay", QWebSocketServer.SslMode.NonSecureMode,
                                        self)
        self._server.setHandshakeTimeout(HANDSHAKE_MS)
        self._server.newConnection.connect(self._accept)
        self._server.originAuthenticationRequired.connect(self._check_origin)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def client_count(self) -> int:
        return len(self._clients)

    def listen(self, address: QHostAddress, port: int = 0) -> None:
        if not self._server.listen(address, port):
            raise OSError(f"overlay feed: {self._server.errorString()}")

    def close(self) -> None:
        self._server.close()
        for client in list(self._clients):
            client.close(_CLOSE.CloseCodeGoingAway, "the app stopped the overlay")
            self._drop(client)

    def broadcast(self, text: str) -> None:
        self.latest = text
        for client in list(self._clients):
            if client.isValid():
                client.sendTextMessage(text)

    # -- connections ----------------------------------------------------------------------------

    def _check_origin(self, auth: QWebSocketCorsAuthenticator) -> None:
        auth.setAllowed(security.origin_ok(auth.origin(), self.http_port, self._allow_lan))

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            client = self._server.nextPendingConnection()
            if client is None:
                break
            client.setParent(self)
            if client.state() != QAbstractSocket.SocketState.ConnectedState:
                client.abort()  # already refused by Qt (a malformed first frame) while pending
                client.deleteLater()
                continue
            client.setMaxAllowedIncomingFrameSize(MAX_INCOMING)
            client.setMaxAllowedIncomingMessageSize(MAX_INCOMING)
            query = parse_qs(client.requestUrl().query())
            given = (query.get("token") or [None])[0]
            if not security.token_ok(self._token, given):
                client.close(_CLOSE.CloseCodePolicyViolated, "token required")
                client.deleteLater()
                continue
            if len(self._clients) >= MAX_CLIENTS:
                client.close(_CLOSE.CloseCodeGoingAway, "too many overlays")
                client.deleteLater()
                continue
            client.textMessageReceived.connect(lambda _t, c=client: self._refuse(c))
            client.binaryMessageReceived.connect(lambda _b, c=client: self._refuse(c))
            client.disconnected.connect(lambda c=client: self._drop(c))
            client.aboutToClose.connect(lambda c=client: self._closing(c))
            self._clients.append(client)
            self.clientCountChanged.emit(len(self._clients))
            if self.latest:
                client.sendTextMessage(self.latest)

    def _closing(self, client: QWebSocket) -> None:
        """After Qt refuses a malformed frame it waits for the peer's closing handshake; a hostile
        peer never sends one, so the connection is cut shortly after regardless."""
        QTimer.singleShot(CLOSE_GRACE_MS, lambda: _abort(client))

    def _refuse(self, client: QWebSocket) -> None:
        """The feed is read-only: a page has nothing to say, so a message ends its connection."""
        client.close(_CLOSE.CloseCodePolicyViolated, "the overlay feed is read-only")
        client.flush()
        client.abort()  # no waiting for a closing handshake a hostile client may never send
        self._drop(client)

    def _drop(self, client: QWebSocket) -> None:
        if client in self._clients:
            self._clients.remove(client)
            self.clientCountChanged.emit(len(self._clients))
            client.deleteLater()


def _abort(client: QWebSocket) -> None:
    if shiboken6.isValid(client):  # it may be gone already (closed and deleted normally)
        client.abort()


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
