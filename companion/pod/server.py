"""The pod's server: the phone page over HTTP and the phones' WebSocket, in the Qt event loop.

Off until the host turns it on (`start`); it binds one address (`host`: loopback, or the LAN
address the phones reach) and nothing else. HTTP (QHttpServer behind the overlay's guard, as the
overlay's server) answers only GETs of the page and its files, `/pod/config` and the words
`/pod/i18n/<lang>.json`; every request's Host must name this server (DNS rebinding). The
WebSocket (`socket.PhoneSocket`) checks the Host and Origin of its upgrade and takes the phones'
JSON messages (docs/pod.md):

- a phone's first message is `{"type": "hello", "token": ..., "lang": ...}`: a seat's token
  seats it (`{"type": "welcome", "seat": ...}`, then the state), the table's join token lets it
  pick a free seat (`{"type": "claim", "player": ...}`), anything else is refused and closed
  (4003);
- then `{"type": "do", "id": ..., "cmd": ..., ...}`: one request, applied by the shell's
  `Requests` through the app's session with the seat's rights, answered
  `{"type": "ack", "id": ..., "ok": ..., "error"?: <message>}` to that phone;
- `{"type": "ping"}` is answered `{"type": "pong"}` (the page's heartbeat);
- every change of the session (and the end of a run of taps) pushes the whole state to every
  phone: one message, framed once, the same bytes for all (payload.message);
- `grant_all(player)`: the host lets that seat's phone change everyone's totals; its phones are
  told `{"type": "rights", "all": true}` (and `false` when it is taken back: unticked, Revoke or
  another game); a phone's welcome says it too (`"granted"`). A small message to that seat's
  phones only: the state stays one push for all;
- `revoke(player)`: the seat's token is new, its phones get `{"type": "revoked"}` and close 4001.
  Another game drops every token (shell.pod.Seats.follow): every phone is revoked.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Any, Protocol

from PySide6.QtCore import QByteArray, QObject, QTimer, QUrl, Signal, SignalInstance
from PySide6.QtHttpServer import QHttpServerRequest
from PySide6.QtNetwork import QHostAddress, QNetworkInterface

from companion.core.values import frozen
from companion.pod import payload, strings
from companion.pod.socket import BAD_TOKEN, REVOKED, Connection, PhoneSocket, text_frame
from companion.shell import language as app_language
from companion.shell.messages import msg
from companion.shell.pod import Requests, Seats
from companion.shell.resources import resource
from companion.shell.session_view import SessionDriver
from companion.web import security, site
from companion.web.guard import GuardedTcpServer
from companion.web.server import GuardedSite, display_host
from companion.web.source import GameSource

Status = site.Status
_I18N = re.compile(r"^/pod/i18n/([A-Za-z_]{2,8})\.json$")
_JSON = site.JSON
MDNS_NAME = "companion.local"  # the name a phone may use where mDNS announces it


def static_root() -> Any:
    return resource("pod")


class PodSession(GameSource, SessionDriver, Protocol):
    """What the pod uses of the app's `GameSession` (it matches structurally: nothing of
    companion.app is imported here): the session's one read and one command interface, the
    read-only source's signals, and the end of a run of taps."""

    @property
    def tapsSettled(self) -> SignalInstance: ...  # noqa: N802 - the session's signal


@frozen
class Phone:
    """A phone at a seat: its address on the network and since when it is connected."""

    seat: str
    address: str
    connected_at: float


class PodServer(GuardedSite[PhoneSocket]):
    """Serves the pod for `session` on `host`:`port` (0: any free port) once `start`ed.

    Signals: `started(url)`, `stopped()`, `phonesChanged()` (a phone joined, left or was
    revoked: read `phones()` again). `error` says why `start` failed."""

    phonesChanged = Signal()

    def __init__(self, session: PodSession, port: int = 0, host: str = "127.0.0.1",
                 parent: QObject | None = None) -> None:
        super().__init__(port, parent)
        self.session = session
        self.host = host
        self.error = ""
        self.seats = Seats()
        self.requests = Requests(session, self.seats)
        self._seq = 0
        self._frame = QByteArray()  # the latest state message, framed: sent to each newcomer
        self._names: frozenset[str] = frozenset()
        self._push_soon = QTimer(self)
        self._push_soon.setSingleShot(True)
        self._push_soon.setInterval(0)
        self._push_soon.timeout.connect(self._push)

    # -- life cycle ---------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The table's page, http://HOST:PORT/pod ("" while off)."""
        if not self.running:
            return ""
        return f"http://{_bracketed(display_host(self.host))}:{self.port}/pod"

    def seat_url(self, player: str) -> str:
        """`player`'s seat link; the token in the fragment, never sent in a request or Referer."""
        if not self.running or player not in self.seats.players:
            return ""  # off, or no seat of this game
        return f"{self.url}#seat={self.seats.token(player)}"

    def join_url(self) -> str:
        """The table's link: a phone with it picks a free seat."""
        join = self.seats.join_token
        return f"{self.url}#join={join}" if self.running and join else ""

    def start(self) -> bool:
        """Listen on the host's address (HTTP and the WebSocket on the next port if free);
        False, with `error` saying why, if it cannot."""
        if self.running:
            return True
        address = QHostAddress()
        if not address.setAddress(self.host):
            self.error = f"not an address: {self.host}"
            return False
        try:
            self._open(address, ws_near=True)
        except OSError as exc:
            self.error = str(exc)
            return False
        self._names = self._host_names()
        self.error = ""
        self.session.changed.connect(self._on_changed)
        self.session.reset.connect(self._on_reset)
        self.session.tapsSettled.connect(self._on_changed)
        self._follow()
        self._push()
        self.started.emit(self.url)
        return True

    def stop(self) -> None:
        """Every phone is cut off, every token forgotten, nothing is served any more."""
        if not self.running:
            return
        for signal, slot in ((self.session.changed, self._on_changed),
                             (self.session.reset, self._on_reset),
                             (self.session.tapsSettled, self._on_changed)):
            signal.disconnect(slot)
        self._push_soon.stop()
        self._close()
        self.seats.clear()
        self.requests.reset()
        self.stopped.emit()
        self.phonesChanged.emit()

    def _admit(self, tcp: GuardedTcpServer) -> None:
        # Phones may share an address (a guest network behind one NAT; loopback in tests): each
        # address may hold as many connections as all together (a browser opens up to six).
        tcp.admission.per_address = tcp.admission.total

    def _make_socket(self) -> PhoneSocket:
        return PhoneSocket(self._ws_host_ok, self._origin_ok, self._on_message, self._on_gone,
                           self)

    # -- the host's controls ------------------------------------------------------------------

    def phones(self) -> list[Phone]:
        """The phones at a seat now, in the order they came."""
        return [Phone(c.seat, c.address, c.connected_at) for c in self._accepted()
                if c.seat is not None]

    def revoke(self, player: str) -> None:
        """`player`'s seat gets a new token; its phones are told and disconnected (4001)."""
        was = self.seats.granted(player)
        self.seats.revoke(player)
        for connection in self._accepted():
            if connection.seat == player:
                if was:  # what the host granted goes with the token
                    connection.send_json(payload.rights(False))
                self._revoke(connection)
        self.phonesChanged.emit()

    def grant_all(self, player: str, granted: bool = True) -> None:
        """Let `player`'s phone change everyone's totals (or take that back); its phones are
        told when that changes (`{"type": "rights", "all": ...}`)."""
        was = self.seats.granted(player)
        self.seats.grant_all(player, granted)
        now = self.seats.granted(player)
        if now != was:
            for connection in self._accepted():
                if connection.seat == player:
                    connection.send_json(payload.rights(now))

    def granted(self, player: str) -> bool:
        """Whether `player`'s phone may change everyone's totals (revoke and the game end it)."""
        return self.seats.granted(player)

    def connection_count(self) -> int:
        """Upgraded WebSocket connections (seated, joining, or yet to say hello)."""
        return len(self._socket.connections()) if self._socket else 0

    # -- the game -----------------------------------------------------------------------------

    def _follow(self) -> bool:
        session = self.session
        game = session.game if session.has_game else None
        players = [p.name for p in session.state.players] if game is not None else []
        return self.seats.follow(None if game is None else game.initial_state, players)

    def _on_changed(self, *_: object) -> None:
        if not self._push_soon.isActive():
            # Once for every change made in one turn of the event loop (a gesture's, a run's
            # settling, a new game's), not once for each.
            self._push_soon.start()

    def _on_reset(self) -> None:
        granted = {p for p in self.seats.players if self.seats.granted(p)}
        if self._follow():  # another game: its tokens are new, every phone must join again
            self.requests.reset()
            for connection in self._accepted():
                if connection.seat in granted:  # and what the host granted is over
                    connection.send_json(payload.rights(False))
                self._revoke(connection)
            self.phonesChanged.emit()
        self._on_changed()

    def _push(self) -> None:
        if self._socket is None:
            return
        self._seq += 1
        self._frame = QByteArray(text_frame(payload.message(self.session, self._seq)))
        self._socket.send_all(self._frame, self._accepted())

    def _accepted(self) -> list[Connection]:
        if self._socket is None:
            return []
        return [c for c in self._socket.connections() if c.accepted and not c.closing]

    # -- the phones ---------------------------------------------------------------------------

    def _on_message(self, connection: Connection, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if not connection.accepted:
            if kind == "hello":
                self._hello(connection, data)
            return  # anything else first: the socket closes it
        if kind == "do":
            if connection.seat is None:
                connection.send_json(_ack(data.get("id")))
                return
            connection.send_json(self.requests.handle(connection.seat, data))
        elif kind == "claim" and connection.seat is None:
            self._claim(connection, data.get("player"))
        elif kind == "ping":  # the page's own heartbeat: a connection that went dead unseen
            connection.send_json({"type": "pong"})
        else:
            connection.send_json(payload.refusal(msg("pod.bad_request")))

    def _hello(self, connection: Connection, data: dict[str, Any]) -> None:
        token = data.get("token")
        lang = data.get("lang")
        connection.lang = lang if isinstance(lang, str) and lang in app_language.LANGUAGES \
            else ""
        seat = self.seats.seat_for(token if isinstance(token, str) else None)
        if seat is not None:
            self._seat(connection, seat)
        elif self.seats.is_join(token if isinstance(token, str) else None):
            connection.accept()
            connection.send_json(self._welcome(None))
            connection.send(self._frame)
        else:
            connection.send_json(payload.refusal(msg("pod.bad_token")))
            connection.close(BAD_TOKEN, "no such seat")

    def _claim(self, connection: Connection, player: object) -> None:
        join = self.seats.join_token
        token = self.seats.claim(join, player)
        if token is None:
            refusal = self.seats.claim_refusal(join, player) or msg("pod.bad_request")
            connection.send_json(payload.refusal(refusal))
            return
        assert isinstance(player, str)
        self._seat(connection, player, token)

    def _seat(self, connection: Connection, seat: str, token: str | None = None) -> None:
        connection.seat = seat
        self.seats.attach(seat)
        connection.accept()
        connection.send_json(self._welcome(seat, token))
        connection.send(self._frame)
        self.phonesChanged.emit()

    def _welcome(self, seat: str | None, token: str | None = None) -> dict[str, Any]:
        players = list(self.seats.players)
        join = self.seats.join_token
        return {
            "type": "welcome",
            "seat": seat,
            "players": players,
            "token": token,
            # whether the host lets this seat change everyone's totals (then "rights" messages)
            "granted": seat is not None and self.seats.granted(seat),
            # the seats a phone with the join link may still pick
            "free": [] if seat is not None else
            [p for p in players if self.seats.claim_refusal(join, p) is None],
        }

    def _revoke(self, connection: Connection) -> None:
        connection.send_json({"type": "revoked"})
        connection.close(REVOKED, "revoked")

    def _on_gone(self, connection: Connection) -> None:
        if connection.seat is not None:
            self.seats.detach(connection.seat)
            self.phonesChanged.emit()

    # -- who may ask ----------------------------------------------------------------------------

    def _host_names(self) -> frozenset[str]:
        """The names a request may give as Host (and its page's Origin): the bound address (the
        printed one), the mDNS name, and loopback's names when bound to loopback."""
        names = {_bracketed(self.host), MDNS_NAME}
        if self.host in ("0.0.0.0", "::"):
            names.update(_bracketed(a.toString().split("%")[0])
                         for a in QNetworkInterface.allAddresses())
        if _is_loopback(self.host) or self.host in ("0.0.0.0", "::"):
            names.update(security.LOOPBACK_HOSTS)
        return frozenset(names)

    def _ws_host_ok(self, host: str) -> bool:
        return bool(host) and security.host_named(host, self.ws_port, self._names)

    def _origin_ok(self, origin: str) -> bool:
        return security.origin_named(origin, self.port, self._names)

    # -- answering ------------------------------------------------------------------------------

    def _answer(self, request: QHttpServerRequest) -> tuple[Status, str, bytes]:
        """(status, content type, body) for a request; never changes anything."""
        host = site.host_of(request)
        if not host or not security.host_named(host, self.port, self._names):
            return Status.Forbidden, "text/plain", b"forbidden host"
        if request.method() != QHttpServerRequest.Method.Get:
            return Status.MethodNotAllowed, "text/plain", b"read-only"
        encoded = request.url().path(QUrl.ComponentFormattingOption.FullyEncoded)
        if (file := self._file(encoded)) is not None:
            return Status.Ok, *file
        if encoded == "/pod/config":
            return Status.Ok, _JSON, site.json_bytes({
                "ws_port": self.ws_port,
                "lang": _language(),
                "languages": list(app_language.LANGUAGES),
            })
        match = _I18N.match(encoded)
        if match and match.group(1) in app_language.LANGUAGES:
            self._files[encoded] = (_JSON, site.json_bytes(strings.table(match.group(1))))
            return Status.Ok, *self._files[encoded]
        return Status.NotFound, "text/plain", b"not found"

    def _read_files(self) -> dict[str, tuple[str, bytes]]:
        """The page, the files beside it, the crown and the initiative's token (shipped once)
        and the pages' shared script (/pod/common/messages.js, also the overlay's), by request
        path, read once per start."""
        root = static_root()
        return {"/pod": (security.STATIC_TYPES[".html"], (root / "pod.html").read_bytes()),
                **security.static_files(root, "/pod/"),
                **security.marks(resource("."), "/pod/"),
                **security.static_files(resource("common"), "/pod/common/")}


def _ack(rid: object) -> dict[str, Any]:
    """A request from a phone without a seat yet: refused."""
    return {"type": "ack", "id": rid if isinstance(rid, str) else None, "ok": False,
            "error": msg("pod.bad_request").to_json()}


def _language() -> str:
    code = app_language.current_language()
    return code if code in app_language.LANGUAGES else app_language.DEFAULT



def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
