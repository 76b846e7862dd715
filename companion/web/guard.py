"""The overlay's doormen: what Qt's HTTP parser would otherwise wait on for ever, and what a local
client could otherwise take from the app (limits.py has the numbers).

QHttpServer's parser waits for the end of a request line however long it takes and whatever the
bytes are, and its keep-alive timeout only starts after an answer. So a client that sends binary
junk (a TLS hello to the plain port) or half a request and then nothing would hold a connection
open for as long as it likes, and thousands of them would take every file descriptor of the app.

A connection first waits in a `Lobby` (both ports have one), as a bare descriptor: no Qt socket and
nothing of Qt's server exists for it yet, so a flood of silent or slow connections costs the app
little. The lobby

- admits it by `limits.Admission` (per address and in total; at the cap the stalest connection
  without a whole request gives way, or the newcomer gets 503 and is closed at once);
- reads nothing from it but looks (peeks) at what it sent: its first bytes must look like a request
  line (`METHOD SP`, the method an upper-case token, as every HTTP/1 client sends), anything else is
  answered 400 and closed at once;
- closes it, silently, if it sends nothing for IDLE_MS (Qt's keep-alive timeout only covers the
  time after an answer), and answers 408 if a request is still incomplete REQUEST_MS after its first
  byte, however the bytes dribble in;
- hands it on (HTTP: to Qt's server, with a `_Doorman`; the feed: to feed.py) once a whole request
  head is there, and only as fast as the port's answer budget allows (limits.ANSWER_RATE): beyond
  it, connections wait in the lobby, unread, first come first served. It looks at what they sent
  when they arrive, when the first bytes of one that had sent nothing come (a socket notifier
  each, for the WATCHED newest: a request may arrive after its connection is accepted), and then
  every SWEEP_MS (one timer for all);
- takes at most limits.UNREADY_RATE connections a second that have not sent a whole request head
  yet when they are accepted (past it they get 503 at once; a real client's request is usually
  there), and at most limits.ACCEPT_RATE connections a second in all (past it the port rests
  PAUSE_MS, and new connections wait in the kernel's queue).

The `_Doorman`'s slots run before Qt's (they were connected first): a later request on the same
connection also has REQUEST_MS, each request after the first takes a token from the answer budget
(429 without one, or while a connection waits in the lobby: it goes first), and a connection whose
unsent answers pass limits.MAX_UNSENT (a client pipelining requests without reading the answers)
is reset before Qt answers its next request.

Everything else (parsing, answers) is Qt's, configured in server._limits().
"""

from __future__ import annotations

import contextlib
import os
import re
import socket as pysocket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from companion.web import limits

REQUEST_MS = 5000
IDLE_MS = 15_000  # as long as Qt's keep-alive: browsers open connections ahead of their requests
SWEEP_MS = 50  # how often the lobby looks at what its connections sent (without reading it)
WATCHED = 8  # silent connections whose first bytes the lobby watches for, at most (the newest)
PAUSE_MS = 100  # a port that took limits.ACCEPT_RATE connections in a second rests this long
_PENDING = 30  # Qt's default of connections accepted but not taken yet
_PEEK = 8192  # bytes looked at for a whole request head (larger ones are Qt's to refuse: 431)
_DONTWAIT = getattr(pysocket, "MSG_DONTWAIT", 0)  # else the sockets are made non-blocking
_START = re.compile(rb"^(\r?\n)*[A-Z]{1,16} ")
_STILL_POSSIBLE = re.compile(rb"^(\r?\n)*[A-Z]{0,16}\r?$")  # could still become a request line


def _answer(status: str, extra: str = "") -> bytes:
    return (f"HTTP/1.1 {status}\r\n{extra}Connection: close\r\nContent-Length: 0\r\n\r\n"
            .encode("ascii"))


BUSY = _answer("503 Service Unavailable", "Retry-After: 1\r\n")
BAD = _answer("400 Bad Request")
LATE = _answer("408 Request Timeout")
TOO_MANY = _answer("429 Too Many Requests", "Retry-After: 1\r\n")


def http_start(head: bytes) -> bool | None:
    """True: the bytes begin a request line; None: they still could; False: they never will."""
    if _START.match(head):
        return True
    return None if _STILL_POSSIBLE.match(head) else False


def http_deadline(accepted: float, first: float | None) -> tuple[float, bytes | None]:
    """When a waiting HTTP connection's time is up, and what it is told then (None: nothing)."""
    if first is None:
        return accepted + IDLE_MS, None
    return first + REQUEST_MS, LATE


class _Waiting:
    """A connection in the lobby."""

    __slots__ = ("accepted", "first", "raw", "ready", "slot", "watch")

    def __init__(self, raw: pysocket.socket) -> None:
        self.raw = raw
        self.accepted = limits.now_ms()
        self.first: float | None = None  # when its first byte was seen
        self.ready = False  # a whole request head is there
        self.slot: limits.Slot | None = None
        self.watch: QSocketNotifier | None = None  # until its first bytes come


class Lobby(QObject):
    """Accepted connections that have not sent a whole request head yet (see the module)."""

    def __init__(self, server: QTcpServer, admission: limits.Admission, budget: limits.Rate,
                 hand_on: Callable[[int, limits.Slot], None], *,
                 start: Callable[[bytes], bool | None],
                 deadline: Callable[[float, float | None], tuple[float, bytes | None]]) -> None:
        super().__init__(server)
        self.server = server
        self.admission = admission
        self.budget = budget
        self.accepts = limits.Rate(limits.ACCEPT_RATE, limits.ACCEPT_BURST)
        self.unready = limits.Rate(limits.UNREADY_RATE, limits.UNREADY_BURST)
        self.paused = 0  # times the port stopped taking connections for a moment
        self.shed = 0  # connections closed at once for coming, without a request, too fast
        self._hand_on = hand_on
        self._start = start
        self._deadline = deadline
        self._waiting: list[_Waiting] = []  # oldest first
        self._watched: list[_Waiting] = []  # oldest first, at most WATCHED
        self._family: int = 0  # the listening socket's address family, once known
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._look_again)

    def __len__(self) -> int:
        return len(self._waiting)

    def take(self, handle: int) -> None:
        """A new connection (QTcpServer.incomingConnection's descriptor, now ours)."""
        if not self.accepts.take():
            self._pause(handle)
            return
        # (the family given, Python does not ask the kernel for it: this runs for every connection)
        raw = pysocket.socket(self._family, pysocket.SOCK_STREAM, 0, handle) if self._family \
            else pysocket.socket(fileno=handle)
        self._family = raw.family
        try:
            if not _DONTWAIT:
                raw.setblocking(False)
            address = str(raw.getpeername()[0]).removeprefix("::ffff:")
        except OSError:
            raw.close()
            return
        head = _peek(raw)  # usually the request is there already
        whole = head is not None and b"\r\n\r\n" in head
        if not whole and not self.unready.take():  # no request yet, and many such: shed at once
            self.shed += 1
            _say_and_close(raw, BUSY)
            return
        waiting = _Waiting(raw)
        slot = self.admission.admit(address, lambda: self._drop(waiting), lambda: True,
                                    lambda: waiting.ready)
        if slot is None:
            _say_and_close(raw, BUSY)
            return
        waiting.slot = slot
        self._waiting.append(waiting)
        if head is not None:
            self._look(waiting, head)
        if waiting in self._waiting:
            if waiting.first is None:
                self._watch(waiting)
            if not self._sweep.isActive():
                self._sweep.start()

    def close(self) -> None:
        for waiting in list(self._waiting):
            self._drop(waiting)

    def _pause(self, handle: int) -> None:
        """A flood: this one gets 503 (a few bytes, a fresh socket takes them at once), and the
        port takes no more for PAUSE_MS: they wait in the kernel's queue, costing the app nothing.
        (Qt accepts all that wait once it is told of them; no pending slot left stops it.)"""
        with contextlib.suppress(OSError):
            os.write(handle, BUSY)
        os.close(handle)
        server = self.server
        if server.maxPendingConnections() > 0 and server.isListening():
            self.paused += 1
            server.setMaxPendingConnections(0)

            def resume() -> None:
                server.setMaxPendingConnections(_PENDING)
                server.resumeAccepting()

            QTimer.singleShot(PAUSE_MS, server, resume)

    # -- one connection ---------------------------------------------------------------------

    def _watch(self, waiting: _Waiting) -> None:
        """Look at a connection that has sent nothing yet as soon as its first bytes come (a client
        may be accepted before its request arrives, a browser may connect ahead of it), not at the
        next sweep, up to SWEEP_MS later. Once: bytes after those are the sweep's, so a client
        dribbling its request costs no more. At most WATCHED at once, the newest (a real client's
        request follows its connection at once; the oldest silent one is likelier a connection
        that never speaks), because every socket notifier costs each turn of the event loop a
        little (on Linux, glib polls them all), like a Qt socket: a flood of silent connections
        costs what it did, and beyond WATCHED they are looked at by the sweep."""
        if len(self._watched) >= WATCHED:
            self._unwatch(self._watched[0])
        notifier = QSocketNotifier(waiting.raw.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(lambda *_: self._woken(waiting))
        waiting.watch = notifier
        self._watched.append(waiting)

    def _woken(self, waiting: _Waiting) -> None:
        self._unwatch(waiting)
        if waiting in self._waiting:
            self._look(waiting)

    def _unwatch(self, waiting: _Waiting) -> None:
        """Before the descriptor is handed on or closed (Qt's socket makes its own notifier)."""
        if waiting.watch is not None:
            waiting.watch.setEnabled(False)
            waiting.watch.deleteLater()
            waiting.watch = None
            self._watched.remove(waiting)

    def _look(self, waiting: _Waiting, head: bytes | None = None) -> None:
        if head is None:
            head = _peek(waiting.raw)
            if head is None:
                return  # nothing yet
        if not head:  # the client went away
            self._drop(waiting)
            return
        if waiting.first is None:
            waiting.first = limits.now_ms()
        if self._start(head) is False:
            self._drop(waiting, BAD)
            return
        waiting.ready = b"\r\n\r\n" in head or len(head) >= _PEEK
        if waiting.ready and self._first_ready() is waiting and self.budget.take():
            self._promote(waiting)

    def _first_ready(self) -> _Waiting | None:
        return next((w for w in self._waiting if w.ready), None)

    def someone_waits(self) -> bool:
        """Whether a whole request waits here for the answer budget (it goes first)."""
        return self._first_ready() is not None

    def _look_again(self) -> None:
        now = limits.now_ms()
        for waiting in list(self._waiting):
            due, answer = self._deadline(waiting.accepted, waiting.first)
            if now >= due:
                self._drop(waiting, answer)
            elif waiting.ready:
                if self.budget.take():
                    self._promote(waiting)
            else:
                self._look(waiting)
        if not self._waiting:
            self._sweep.stop()

    def _leave(self, waiting: _Waiting) -> bool:
        if waiting not in self._waiting:
            return False
        self._waiting.remove(waiting)
        self._unwatch(waiting)
        return True

    def _promote(self, waiting: _Waiting) -> None:
        if self._leave(waiting):
            assert waiting.slot is not None
            self._hand_on(waiting.raw.detach(), waiting.slot)

    def _drop(self, waiting: _Waiting, answer: bytes | None = None) -> None:
        if self._leave(waiting):
            if waiting.slot is not None:
                waiting.slot.release()
            _say_and_close(waiting.raw, answer)


def _peek(raw: pysocket.socket) -> bytes | None:
    """What a connection sent, left in the kernel: None if nothing yet, b"" if it is gone."""
    try:
        return raw.recv(_PEEK, pysocket.MSG_PEEK | _DONTWAIT)
    except BlockingIOError:
        return None
    except OSError:
        return b""


def _say_and_close(raw: pysocket.socket, answer: bytes | None) -> None:
    """Answer (what fits at once: a few bytes always do) and close a bare connection."""
    if answer is not None:
        with contextlib.suppress(OSError):
            raw.recv(65536, _DONTWAIT)  # what it sent, so that closing sends a FIN, not a reset
        with contextlib.suppress(OSError):
            raw.send(answer, _DONTWAIT)
    raw.close()


class GuardedTcpServer(QTcpServer):
    """A QTcpServer for QHttpServer.bind() whose connections wait in a `Lobby` and are then
    watched by a `_Doorman`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.admission = limits.Admission()
        self.budget = limits.Rate()
        self.lobby = Lobby(self, self.admission, self.budget, self._hand_on, start=http_start,
                           deadline=http_deadline)
        self.peak_unsent = 0  # the most answer bytes any connection had queued when checked
        self.closed_unread = 0  # connections closed for not reading their answers
        self.too_many = 0  # requests answered 429 (the answer budget spent)

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        self.lobby.take(handle)

    def close(self) -> None:
        self.lobby.close()
        super().close()

    def _hand_on(self, handle: int, slot: limits.Slot) -> None:
        socket = limits.adopt(handle, slot, self)
        if socket is None:
            return
        slot.rebind(lambda: limits.reset(socket),
                    # idle: kept alive with nothing to send, or not reading what it was sent
                    lambda: socket.bytesToWrite() == 0 or limits.not_reading(socket, slot))
        limits.tune(socket)
        socket.disconnected.connect(slot.release)
        socket.destroyed.connect(slot.release)
        doorman = _Doorman(socket, slot, self)
        self.addPendingConnection(socket)  # Qt's server connects its parser to readyRead here
        socket.readyRead.connect(doorman.send_now)  # after it: see there


class _Doorman(QObject):
    """Lives on one socket (its child), handed on by the lobby with a whole first request: bounds
    each later request's time, the requests answered, and the answers queued for the client."""

    def __init__(self, socket: QTcpSocket, slot: limits.Slot, server: GuardedTcpServer) -> None:
        super().__init__(socket)
        self._socket = socket
        self._slot = slot
        self._server = server
        self._paid = True  # the lobby took the first request's token
        self._behind = False  # answers were queued before this request's (a client not reading)
        self._listening = True
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(REQUEST_MS)
        self._deadline.timeout.connect(lambda: self._refuse(LATE))
        socket.readyRead.connect(self._on_read)
        socket.bytesWritten.connect(self._on_answered)
        socket.disconnected.connect(self._on_gone)

    def send_now(self) -> None:
        """Connected behind Qt's parser: what it answered goes to the kernel now, not when the event
        loop next turns (two turns: Qt's socket writes its buffer a chunk per turn, the head, then
        the body). Qt connects its parser to readyRead again after every answer, behind this slot,
        so this slot moves behind it again each time."""
        socket = self._socket
        if not self._behind:  # (behind answers already queued, it could not go sooner)
            socket.flush()
        if self._listening:
            socket.readyRead.disconnect(self.send_now)
            socket.readyRead.connect(self.send_now)

    def _on_gone(self) -> None:
        # A client that resets its connection with pipelined requests unread leaves Qt readyRead
        # emissions queued for them; Qt would read the closed socket (and warn) for each.
        self._deadline.stop()
        self._deafen()

    def _deafen(self) -> None:
        """Disconnect every receiver of readyRead, Qt's parser included, once."""
        if self._listening:
            self._listening = False
            self._socket.readyRead.disconnect()

    def _on_read(self) -> None:
        # Qt answers one request per readyRead and emits it again for the next pipelined one, so
        # this runs before every answer: the queue is checked before it can grow further.
        unsent = self._socket.bytesToWrite()
        self._behind = unsent > 0
        self._server.peak_unsent = max(self._server.peak_unsent, unsent)
        if unsent > limits.MAX_UNSENT:
            self._server.closed_unread += 1
            self._cut()
            return
        if b"\r\n\r\n" in bytes(self._socket.peek(_PEEK).data()):  # Qt answers it now
            if self._paid:
                self._paid = False
            elif self._server.lobby.someone_waits() or not self._server.budget.take():
                self._server.too_many += 1  # connections that wait in the lobby go first
                self._refuse(TOO_MANY)
                return
        if not self._deadline.isActive():
            self._deadline.start()  # a request has begun: it has REQUEST_MS to be answered

    def _on_answered(self, _written: int) -> None:
        self._slot.progress()
        # Pipelined bytes already waiting are the next request: its clock starts now.
        if self._socket.bytesAvailable() > 0:
            self._deadline.start()
        else:
            self._deadline.stop()

    def _stop_watching(self) -> None:
        self._deadline.stop()
        socket = self._socket
        socket.bytesWritten.disconnect(self._on_answered)
        socket.readyRead.disconnect(self._on_read)
        socket.readAll()  # nothing is left for Qt's parser to read after this slot

    def _cut(self) -> None:
        """Close now, dropping what the client never read; Qt's parser is disconnected first (it
        comes next in this same readyRead, and would read the closed socket)."""
        self._stop_watching()
        self._deafen()
        limits.reset(self._socket)

    def _refuse(self, answer: bytes) -> None:
        self._stop_watching()
        self._socket.write(answer)
        limits.close_soon(self._socket)  # after the answer is sent; Qt cleans the socket up
