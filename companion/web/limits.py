"""How much of the app the overlay's clients may take: connections, queued bytes, time.

Every number here is in docs/streaming.md ("Limits"); tests/overlay/test_overlay_limits.py attacks
each one. The HTTP port and the feed port each have an `Admission`, counted separately:

- at most MAX_PER_ADDRESS connections from one client address, MAX_TOTAL from all of them, so the
  overlay holds at most 2 * MAX_TOTAL sockets (+ 2 listening) and the app keeps the rest of its
  file descriptors for its own files (journals, Save As, settings);
- at the cap, a new connection takes the place of the oldest one that has had no answer and has
  no whole request waiting (a connection that never spoke, a request dribbling in: what slowloris
  holds), else of one idle for STALL_MS or more (kept alive, or a page not reading its messages);
  otherwise the newcomer is refused at once (HTTP 503 with Retry-After, on either port). So slow
  connections cannot keep a real client out, and connections being served are never taken;
- every socket reads at most READ_BUFFER bytes ahead and hands the kernel at most SEND_BUFFER, so a
  client that does not read fills its own buffers, not the app's memory;
- an HTTP connection whose unsent answers pass MAX_UNSENT is closed before its next request is
  answered; a feed client whose unsent messages would pass MAX_FEED_UNSENT is dropped (the page
  reconnects and gets the whole state at once: every message is the whole state);
- each port takes at most UNREADY_RATE connections a second that come without a whole request
  (slowloris, silent ones: past it they are closed at once, unlooked at), at most ACCEPT_RATE in
  all, and answers at most ANSWER_RATE requests (feed: handshakes) a second (`Rate`), so what
  clients cost the app's event loop, which also draws the window, stays bounded whatever they do
  (guard.Lobby).
"""

from __future__ import annotations

import os
import socket as pysocket
import struct
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpServer, QTcpSocket

MAX_PER_ADDRESS = 32  # per port: a streaming PC runs a few browser sources, 6 connections each
MAX_TOTAL = 64  # per port, every address together
STALL_MS = 1000  # an answered connection idle this long may give its place to a new one
# Bytes read ahead per socket. A request is at most ~22 KiB (server._limits); an oversized body up
# to this size is still read before Qt's 413, so its client sees the answer rather than a reset.
READ_BUFFER = 128 * 1024
SEND_BUFFER = 64 * 1024  # the kernel's send buffer per socket (Linux doubles it for its books)
RECEIVE_BUFFER = 64 * 1024  # the kernel's receive buffer per socket (set on the listening one)
MAX_UNSENT = 256 * 1024  # HTTP: queued answer bytes past which a connection is closed
MAX_FEED_UNSENT = 512 * 1024  # feed: queued message bytes past which a client is dropped
LINGER_MS = 1000  # a closing socket whose peer does not read its last bytes is cut after this
ANSWER_RATE = 50  # requests answered per second and port (handshakes on the feed), at most...
ANSWER_BURST = 50  # ...after a quiet moment this many at once: a page load is about 6
ACCEPT_RATE = 1000  # connections taken per second and port, at most; then the port pauses and...
ACCEPT_BURST = 200  # ...new ones wait in the kernel's queue (after a quiet moment: this many)
UNREADY_RATE = 100  # connections without a whole request when accepted, taken per second and port
UNREADY_BURST = 100  # (after a quiet moment this many); past it: 503 at once


def now_ms() -> float:
    """The clock of the limits (a test may replace it)."""
    return time.monotonic() * 1000.0


class Slot:
    """One admitted connection: its address, whether and when it last made progress (an answer,
    bytes taken by the client), and how to end it."""

    def __init__(self, admission: Admission, address: str, evict: Callable[[], None],
                 idle: Callable[[], bool], ready: Callable[[], bool]) -> None:
        self.address = address
        self.since = now_ms()
        self.productive = False  # no answer yet: a request on its way, or a slow or silent one
        self.ready = ready  # whether a whole request waits (unread yet, under load)
        self._admission = admission
        self._evict = evict
        self._idle = idle

    def rebind(self, evict: Callable[[], None], idle: Callable[[], bool]) -> None:
        """Handed on from the lobby: ended and judged idle its new way; its request is on its
        way to an answer, so it is not taken for one without a whole request."""
        self._evict, self._idle = evict, idle
        self.ready = lambda: True

    def progress(self) -> None:
        self.since = now_ms()
        self.productive = True

    def idle_for(self) -> float:
        """How long an answered connection has made no progress (-1 if `idle()` says it is being
        served: then it is never taken; `idle()` is only asked once that could matter)."""
        elapsed = now_ms() - self.since
        if elapsed < STALL_MS:
            return elapsed
        return now_ms() - self.since if self._idle() else -1.0

    def release(self) -> None:
        self._admission.release(self)

    def evict(self) -> None:
        self.release()
        self._admission.evicted += 1
        self._evict()


class Rate:
    """A token bucket: `per_s` tokens a second, at most `burst` saved (limits.now_ms its clock)."""

    def __init__(self, per_s: float | None = None, burst: float | None = None) -> None:
        self.per_s = ANSWER_RATE if per_s is None else per_s
        self.burst = ANSWER_BURST if burst is None else burst
        self._tokens = float(self.burst)
        self._at = now_ms()
        self.refused = 0

    def take(self) -> bool:
        now = now_ms()
        gained = max(0.0, now - self._at) * self.per_s / 1000
        self._tokens = min(float(self.burst), self._tokens + gained)
        self._at = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        self.refused += 1
        return False

    def wait_ms(self) -> float:
        """How long until the next token (0: there is one)."""
        return max(0.0, (1 - self._tokens) * 1000 / self.per_s)


class Admission:
    """The live connections of one port, by client address; decides who may come in."""

    def __init__(self, per_address: int | None = None, total: int | None = None) -> None:
        self.per_address = MAX_PER_ADDRESS if per_address is None else per_address
        self.total = MAX_TOTAL if total is None else total
        self._slots: list[Slot] = []
        self.refused = 0
        self.evicted = 0
        self.peak = 0

    def __len__(self) -> int:
        return len(self._slots)

    def count(self, address: str) -> int:
        return sum(1 for s in self._slots if s.address == address)

    def admit(self, address: str, evict: Callable[[], None],
              idle: Callable[[], bool] = lambda: True,
              ready: Callable[[], bool] = lambda: False) -> Slot | None:
        """A slot for a new connection from `address`, or None: refuse it now.

        At a cap, the newcomer takes the place of the oldest connection that has had no answer and
        has no whole request waiting (one that never spoke, a request still dribbling in: what
        slowloris holds; `ready()` says whether a whole request waits, which a loaded event loop
        has not read yet), else of the answered one idle longest if that is STALL_MS or more
        (`idle()` says whether it counts as idle: a kept-alive HTTP connection does, a feed page
        does while it leaves what it was sent unread). Otherwise the newcomer is refused."""
        victims: list[Slot] = []
        if len(self._slots) < min(self.per_address, self.total):
            pass  # below both caps: no need to count (this runs for every connection)
        else:
            for held, limit in (([s for s in self._slots if s.address == address],
                                 self.per_address), (self._slots, self.total)):
                candidates = [s for s in held if s not in victims]
                if len(candidates) < limit:
                    continue
                victim = _victim(candidates)
                if victim is None:
                    self.refused += 1
                    return None
                victims.append(victim)
        for victim in victims:
            victim.evict()
        slot = Slot(self, address, evict, idle, ready)
        self._slots.append(slot)
        self.peak = max(self.peak, len(self._slots))
        return slot

    def release(self, slot: Slot) -> None:
        if slot in self._slots:
            self._slots.remove(slot)


def _victim(slots: list[Slot]) -> Slot | None:
    """Who gives way to a newcomer: the oldest connection without an answer and without a whole
    request waiting, else the one idle longest if that is STALL_MS or more; None: nobody."""
    for slot in slots:  # in the order they came: the oldest first
        if not slot.productive and not slot.ready():
            return slot
    stalest = max(slots, key=Slot.idle_for)
    return stalest if stalest.idle_for() >= STALL_MS else None


def bound_listener(server: QTcpServer) -> None:
    """A receive buffer of RECEIVE_BUFFER for every connection the server accepts (they inherit
    it; set later, it would not bound the window already offered), so a client that sends
    without pause fills that much of the kernel, not megabytes, before the app reads it."""
    handle = int(server.socketDescriptor())
    if handle < 0:
        return
    raw = pysocket.socket(fileno=handle)
    try:
        raw.setsockopt(pysocket.SOL_SOCKET, pysocket.SO_RCVBUF, RECEIVE_BUFFER)
    except OSError:
        pass
    finally:
        raw.detach()


def adopt(handle: int, slot: Slot, parent: QObject) -> QTcpSocket | None:
    """A connection the lobby hands on, as a Qt socket that sends each write at once; None
    (descriptor closed, place given back) if Qt won't take it."""
    socket = QTcpSocket(parent)
    if socket.setSocketDescriptor(handle):
        low_delay(socket)
        return socket
    socket.deleteLater()
    os.close(handle)
    slot.release()
    return None


def low_delay(socket: QAbstractSocket) -> None:
    """TCP_NODELAY: each write is sent at once, not held back (Nagle's algorithm) while an earlier
    one is unacknowledged; a client that delays its acknowledgement (up to 40 ms on Linux, 200 ms
    on Windows) would stall an answer written in parts or a push that long. Every write here is a
    whole answer or message: nothing is gained by waiting (docs/performance.md, "Overlay
    latency")."""
    socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)


def tune(socket: QAbstractSocket, read_buffer: int = READ_BUFFER) -> None:
    """Bounded buffers on both sides of a new connection."""
    socket.setReadBufferSize(read_buffer)
    socket.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, SEND_BUFFER)


def close_soon(socket: QAbstractSocket) -> None:
    """Close after the bytes already written are sent, but wait at most LINGER_MS for a peer that
    does not read them."""
    socket.disconnectFromHost()
    if socket.state() != QAbstractSocket.SocketState.UnconnectedState:
        QTimer.singleShot(LINGER_MS, socket, socket.abort)


def reset(socket: QAbstractSocket) -> None:
    """Close at once with a reset, discarding what the client has not read, in the app and in
    the kernel (a plain close would leave the kernel sending it to a client that never reads)."""
    handle = int(socket.socketDescriptor())
    if handle >= 0:
        raw = pysocket.socket(fileno=handle)
        try:
            raw.setsockopt(pysocket.SOL_SOCKET, pysocket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass
        finally:
            raw.detach()  # the descriptor stays Qt's
    socket.abort()


def not_reading(socket: QAbstractSocket, slot: Slot) -> bool:
    """Whether a client leaves what it was sent unread: bytes are queued and the kernel takes none
    of them now. A client that reads, but whose bytes the app has not had a moment to hand over
    (a busy event loop), is flushed here and counts as progress, not as idle."""
    queued = socket.bytesToWrite()
    if queued == 0:
        return False
    socket.flush()
    if socket.bytesToWrite() < queued:
        slot.progress()
        return False
    return True
