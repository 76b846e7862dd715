"""The overlay's HTTP server: the page, its files, /state and /config, in the Qt event loop.

PySide6 6.11's `route()` cannot carry a QHttpServerResponse back to C++ (the object type fails to
copy-convert) and its `<arg>` placeholders have no Python types, so every response is made in one
after-request handler that swaps the real answer into the one Qt prepared (404 for every path,
since no route is registered). One function (`_answer`) decides everything; it only reads.

It reads the game through `source.GameSource` (the app's GameSession is one) and the app's language
from the shell (`companion.shell.language`): no widgets, nothing of companion.app.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, unquote

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtHttpServer import (
    QHttpServer,
    QHttpServerRequest,
    QHttpServerResponse,
)
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from companion.core.game import Outcome
from companion.overlay import payload
from companion.overlay.feed import OverlayFeed, dumps
from companion.shell import language as app_language
from companion.shell.resources import resource
from companion.web import limits, security, site, strings
from companion.web.guard import GuardedTcpServer
from companion.web.source import GameSource

Status = site.Status
_I18N = re.compile(r"^/i18n/([A-Za-z_]{2,8})\.json$")
_JSON = site.JSON


def static_root() -> Any:
    return resource("overlay")


class OverlayServer(QObject):
    """Serves the overlay of `source` on `port` (0: any free one); read-only by construction.

    `allow_lan` binds every interface and requires `token` on every request and the WebSocket.
    `language()` gives the page's default language (by default the app's current one).
    Signals: `started(url)`, `stopped()`, `clientCountChanged(n)`.
    """

    started = Signal(str)
    stopped = Signal()
    clientCountChanged = Signal(int)

    def __init__(self, source: GameSource, port: int = 0, *, allow_lan: bool = False,
                 language: Callable[[], str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self._language = language or app_language.current_language
        self.requested_port = port
        self.allow_lan = allow_lan
        self.token: str | None = security.new_token() if allow_lan else None
        self._http: QHttpServer | None = None
        self._tcp: GuardedTcpServer | None = None
        self._feed: OverlayFeed | None = None
        self._seq = 0
        self._handler: Any = None
        self._cache: dict[str, tuple[str, bytes]] = {}  # path -> answer, until the game changes
        self._files: dict[str, tuple[str, bytes]] = {}  # the page's files, read once per run

    # -- life cycle -----------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._tcp is not None

    @property
    def port(self) -> int:
        return int(self._tcp.serverPort()) if self._tcp else 0

    @property
    def ws_port(self) -> int:
        return self._feed.port if self._feed else 0

    @property
    def client_count(self) -> int:
        return self._feed.client_count if self._feed else 0

    @property
    def language(self) -> str:
        """The app's language (the page's default), one the overlay can word."""
        code = self._language()
        return code if code in app_language.LANGUAGES else app_language.DEFAULT

    @property
    def url(self) -> str:
        """The Browser Source URL (with the token in LAN mode)."""
        if not self.running:
            return ""
        query = f"?token={self.token}" if self.token else ""
        return f"http://{self._display_host()}:{self.port}/overlay{query}"

    def start(self) -> str:
        """Listen and start pushing; returns the URL. Raises OSError if the port is taken."""
        if self.running:
            return self.url
        address = QHostAddress(
            QHostAddress.SpecialAddress.AnyIPv4 if self.allow_lan
            else QHostAddress.SpecialAddress.LocalHost
        )
        http = QHttpServer(self)
        http.setConfiguration(site.http_limits())
        # PySide6 keeps no reference to the callable it is given: hold it for the server's life.
        self._handler = self._after_request
        http.addAfterRequestHandler(self, self._handler)
        tcp = GuardedTcpServer(self)
        if not tcp.listen(address, self.requested_port) or not http.bind(tcp):
            error = tcp.errorString()
            http.deleteLater()
            tcp.deleteLater()
            raise OSError(f"overlay: cannot listen on port {self.requested_port}: {error}")
        limits.bound_listener(tcp)
        feed = OverlayFeed(self.token, self.allow_lan, self)
        try:
            site.listen_near(feed, address, int(tcp.serverPort()) + 1 if self.requested_port else 0)
        except OSError:
            tcp.close()
            http.deleteLater()
            tcp.deleteLater()
            feed.deleteLater()
            raise
        feed.http_port = int(tcp.serverPort())
        feed.clientCountChanged.connect(self.clientCountChanged)
        self._http, self._tcp, self._feed = http, tcp, feed
        self._files = self._read_files()
        self.source.changed.connect(self._on_changed)
        self.source.reset.connect(self._on_reset)
        self._push(None)
        self.started.emit(self.url)
        return self.url

    def stop(self) -> None:
        if not self.running:
            return
        self.source.changed.disconnect(self._on_changed)
        self.source.reset.disconnect(self._on_reset)
        assert self._tcp and self._feed and self._http
        self._feed.close()
        self._tcp.close()
        for obj in (self._feed, self._tcp, self._http):
            obj.deleteLater()
        self._http = self._tcp = self._feed = None
        self._handler = None  # breaks the self -> bound method -> self cycle
        self.stopped.emit()

    def _display_host(self) -> str:
        if not self.allow_lan:
            return "127.0.0.1"
        for addr in QNetworkInterface.allAddresses():
            if (addr.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                    and not addr.isLoopback()):
                return addr.toString()
        return "127.0.0.1"

    # -- pushing --------------------------------------------------------------------------------

    def _on_changed(self, outcome: Outcome) -> None:
        self._push(outcome)

    def _on_reset(self) -> None:
        self._push(None)

    def _push(self, outcome: Outcome | None) -> None:
        self._cache.clear()
        if self._feed is None:
            return
        self._seq += 1
        self._feed.broadcast(dumps(payload.message(self.source, self._seq, outcome)))

    # -- answering ------------------------------------------------------------------------------

    def _after_request(self, request: QHttpServerRequest, response: QHttpServerResponse) -> None:
        site.respond(request, response, self._answer, self.ws_port)

    def _answer(self, request: QHttpServerRequest) -> tuple[Status, str, bytes]:
        """(status, content type, body) for a request; never changes anything."""
        url = request.url()
        query = parse_qs(url.query(QUrl.ComponentFormattingOption.FullyEncoded))
        host = site.host_of(request)
        if not security.host_ok(host, self.port, self.allow_lan):
            return Status.Forbidden, "text/plain", b"forbidden host"
        if not security.token_ok(self.token, next(iter(query.get("token", [])), None)):
            return Status.Forbidden, "text/plain", b"token required"
        if request.method() != QHttpServerRequest.Method.Get:
            return Status.MethodNotAllowed, "text/plain", b"read-only"
        encoded = url.path(QUrl.ComponentFormattingOption.FullyEncoded)
        if encoded in self._files:  # the page and its files, as read when the server started
            return Status.Ok, *self._files[encoded]
        path = unquote(encoded)
        if path == "/state":
            if path not in self._cache:  # made once per change of the game, however often asked
                state = payload.state(self.source)
                if state is None:
                    return Status.NotFound, _JSON, b'{"error":"no game is loaded"}'
                self._cache[path] = (_JSON, site.json_bytes(state))
            return Status.Ok, *self._cache[path]
        if path == "/config":
            return Status.Ok, _JSON, site.json_bytes({
                "ws_port": self.ws_port, "lang": self.language,
                "languages": list(app_language.LANGUAGES),
            })
        match = _I18N.match(path)
        if match and match.group(1) in app_language.LANGUAGES:
            if path not in self._files:
                self._files[path] = (_JSON, site.json_bytes(strings.table(match.group(1))))
            return Status.Ok, *self._files[path]
        file = security.resolve_static(static_root(), encoded)
        if file is None or file.suffix == ".html":
            return Status.NotFound, "text/plain", b"not found"
        return Status.Ok, security.STATIC_TYPES[file.suffix.lower()], file.read_bytes()

    def _read_files(self) -> dict[str, tuple[str, bytes]]:
        """The page (its token filled in), the files beside it, the crown and the initiative's
        token (shipped once, for the window and both pages) and the pages' shared script
        (/common/messages.js, also the phone page's), by request path."""
        return {"/overlay": (security.STATIC_TYPES[".html"], self._page()),
                **security.static_files(static_root()),
                **security.marks(resource(".")),
                **security.static_files(resource("common"), "/common/")}

    def _page(self) -> bytes:
        query = html.escape(f"?token={self.token}") if self.token else ""
        text: str = (static_root() / "overlay.html").read_text(encoding="utf-8")
        return text.replace("{{q}}", query).encode("utf-8")
