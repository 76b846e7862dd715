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
from PySide6.QtHttpServer import QHttpServerRequest
from PySide6.QtNetwork import QHostAddress

from companion.core.game import Outcome
from companion.overlay import payload
from companion.overlay.feed import OverlayFeed, dumps
from companion.shell import language as app_language
from companion.shell.resources import resource
from companion.web import security, site, strings
from companion.web.server import GuardedSite, display_host
from companion.web.source import GameSource

Status = site.Status
_I18N = re.compile(r"^/i18n/([A-Za-z_]{2,8})\.json$")
_JSON = site.JSON


def static_root() -> Any:
    return resource("overlay")


class OverlayServer(GuardedSite[OverlayFeed]):
    """Serves the overlay of `source` on `port` (0: any free one); read-only by construction.

    `allow_lan` binds every interface and requires `token` on every request and the WebSocket.
    `language()` gives the page's default language (by default the app's current one).
    Signals: `started(url)`, `stopped()`, `clientCountChanged(n)`.
    """

    clientCountChanged = Signal(int)

    def __init__(self, source: GameSource, port: int = 0, *, allow_lan: bool = False,
                 language: Callable[[], str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(port, parent)
        self.source = source
        self._language = language or app_language.current_language
        self.allow_lan = allow_lan
        self.token: str | None = security.new_token() if allow_lan else None
        self._seq = 0
        self._cache: dict[str, tuple[str, bytes]] = {}  # path -> answer, until the game changes

    # -- life cycle -----------------------------------------------------------------------------

    @property
    def _feed(self) -> OverlayFeed | None:
        return self._socket

    @property
    def client_count(self) -> int:
        return self._socket.client_count if self._socket else 0

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
        host = display_host("0.0.0.0" if self.allow_lan else "127.0.0.1")
        return f"http://{host}:{self.port}/overlay{query}"

    def start(self) -> str:
        """Listen and start pushing; returns the URL. Raises OSError if the port is taken."""
        if self.running:
            return self.url
        address = QHostAddress(
            QHostAddress.SpecialAddress.AnyIPv4 if self.allow_lan
            else QHostAddress.SpecialAddress.LocalHost
        )
        try:
            self._open(address, ws_near=bool(self.requested_port))
        except OSError as exc:
            raise OSError(f"overlay: {exc}") from exc
        assert self._socket is not None
        self._socket.http_port = self.port
        self._socket.clientCountChanged.connect(self.clientCountChanged)
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
        self._close()
        self.stopped.emit()

    def _make_socket(self) -> OverlayFeed:
        return OverlayFeed(self.token, self.allow_lan, self)

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
        if (file := self._file(encoded)) is not None:  # the page and its files, read at start
            return Status.Ok, *file
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
        found = security.resolve_static(static_root(), encoded)
        if found is None or found.suffix == ".html":
            return Status.NotFound, "text/plain", b"not found"
        return Status.Ok, security.STATIC_TYPES[found.suffix.lower()], found.read_bytes()

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
