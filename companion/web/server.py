"""`GuardedSite`: what the overlay's server and the pod's both are before they differ.

A site is HTTP (QHttpServer behind the guard: admission, deadlines, Qt's request limits, every
answer with the security headers and the CSP) and a WebSocket on the next port, started and
stopped together, all or nothing: a port that cannot be had leaves nothing listening. A subclass
says what it serves (`_answer`, `_read_files`) and which WebSocket it runs (`_make_socket`); how
it is started, stopped and answered is written here once.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtHttpServer import QHttpServer, QHttpServerRequest, QHttpServerResponse
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from companion.web import limits, site
from companion.web.guard import GuardedTcpServer


class Socket(Protocol):
    """A site's WebSocket (the overlay's feed, the pod's phones) as the site drives it."""

    @property
    def port(self) -> int: ...
    def listen(self, address: QHostAddress, port: int) -> None: ...
    def close(self) -> None: ...
    def deleteLater(self) -> None: ...  # noqa: N802 - Qt's name


S = TypeVar("S", bound=Socket)


class GuardedSite(QObject, Generic[S]):
    """HTTP on `requested_port` (0: any free port) and a WebSocket beside it, once `_open`ed.

    Signals: `started(url)`, `stopped()`."""

    started = Signal(str)
    stopped = Signal()

    def __init__(self, port: int, parent: QObject | None) -> None:
        super().__init__(parent)
        self.requested_port = port
        self._http: QHttpServer | None = None
        self._tcp: GuardedTcpServer | None = None
        self._socket: S | None = None
        self._handler: Any = None
        self._files: dict[str, tuple[str, bytes]] = {}  # path -> answer, read once per start

    @property
    def running(self) -> bool:
        return self._tcp is not None

    @property
    def port(self) -> int:
        return int(self._tcp.serverPort()) if self._tcp else 0

    @property
    def ws_port(self) -> int:
        return self._socket.port if self._socket else 0

    # -- what a subclass says ---------------------------------------------------------------------

    def _make_socket(self) -> S:
        raise NotImplementedError

    def _answer(self, request: QHttpServerRequest) -> site.Answer:
        """(status, content type, body) for a request; never changes anything."""
        raise NotImplementedError

    def _read_files(self) -> dict[str, tuple[str, bytes]]:
        raise NotImplementedError

    def _admit(self, tcp: GuardedTcpServer) -> None:
        """Adjust the HTTP side's admission before it listens (the pod lets one address in
        as often as all together)."""

    # -- starting and stopping ------------------------------------------------------------------

    def _open(self, address: QHostAddress, ws_near: bool) -> None:
        """Listen: HTTP, then the WebSocket on the next port (`ws_near`: else any free one).
        Raises OSError, with nothing left listening, when a port cannot be had."""
        http = QHttpServer(self)
        http.setConfiguration(site.http_limits())
        # PySide6 keeps no reference to the callable it is given: hold it for the server's life.
        self._handler = self._after_request
        http.addAfterRequestHandler(self, self._handler)
        tcp = GuardedTcpServer(self)
        self._admit(tcp)
        socket = self._make_socket()
        try:
            if not tcp.listen(address, self.requested_port) or not http.bind(tcp):
                raise OSError(f"cannot listen on port {self.requested_port}: {tcp.errorString()}")
            limits.bound_listener(tcp)
            site.listen_near(socket, address, int(tcp.serverPort()) + 1 if ws_near else 0)
        except OSError:
            tcp.close()
            for obj in (http, tcp, socket):
                obj.deleteLater()
            self._handler = None
            raise
        self._http, self._tcp, self._socket = http, tcp, socket
        self._files = self._read_files()

    def _close(self) -> None:
        """Stop listening and close every connection; then `stopped`."""
        assert self._tcp is not None and self._socket is not None and self._http is not None
        self._socket.close()
        self._tcp.close()
        for obj in (self._socket, self._tcp, self._http):
            obj.deleteLater()
        self._http = self._tcp = self._socket = None
        self._handler = None  # breaks the self -> bound method -> self cycle

    def _after_request(self, request: QHttpServerRequest, response: QHttpServerResponse) -> None:
        site.respond(request, response, self._answer, self.ws_port)

    def _file(self, encoded_path: str) -> tuple[str, bytes] | None:
        """A page or a file read when the site started, by its request path (encoded)."""
        return self._files.get(encoded_path)


def display_host(bound: str) -> str:
    """The address to print for a site bound to `bound`: itself, or for every interface
    ("0.0.0.0", "::") the first IPv4 address of this machine others can reach."""
    if bound not in ("0.0.0.0", "::"):
        return bound
    for addr in QNetworkInterface.allAddresses():
        if (addr.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not addr.isLoopback()):
            return str(addr.toString())
    return "127.0.0.1"
