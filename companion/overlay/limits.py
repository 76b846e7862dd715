"""How much of the app the overlay's clients may take: connections, queued bytes, time.

Every number here is in docs/streaming.md ("Limits"); tests/overlay/test_overlay_limits.py attacks
each one. The HTTP port and the feed port each have an `Admission`, counted separately:

- at most MAX_PER_ADDRESS connections from one client address, MAX_TOTAL from all of them, so the
  overlay holds at most 2 * MAX_TOTAL sockets (+ 2 listening) and the app keeps the rest of its
  file descriptors for its own files (journals, Save As, settings);
- at the cap, a new connection takes the place of the oldest one that has had no answer yet (a
  request dribbling in, a connection that never spoke: what slowloris holds), else of one idle
  for STALL_MS or more (kept alive, or a page not reading its messages); otherwise the newcomer is
  refused at once (HTTP 503 with Retry-After, on either port). So slow connections cannot keep a
  real client out, and connections being served are never taken from their clients;
- every socket reads at most READ_BUFFER bytes ahead and hands the kernel at most SEND_BUFFER, so a
  client that does not read fills its own buffers, not the app's memory;
- an HTTP connection whose unsent answers pass MAX_UNSENT is closed before its next request is
  answered; a feed client whose unsent messages would pass MAX_FEED_UNSENT is dropped (the page
  reconnects and gets the whole state at once: every message is the whole state).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket

MAX_PER_ADDRESS = 32  # per port: a streaming PC runs a few browser sources, 6 connections each
MAX_TOTAL = 64  # per port, every address together
STALL_MS = 1000  # an answered connection idle this long may give its place to a new one
# Bytes read ahead per socket. A request is at most ~22 KiB (server._limits); an oversized body up
# to this size is still read before Qt's 413, so its client sees the answer rather than a reset.
READ_BUFFER = 128 * 1024
SEND_BUFFER = 256 * 1024  # the kernel's send buffer per socket (Linux doubles it for its books)
MAX_UNSENT = 256 * 1024  # HTTP: queued answer bytes past which a connection is closed
MAX_FEED_UNSENT = 512 * 1024  # feed: queued message bytes past which a client is dropped
LINGER_MS = 1000  # a closing socket whose peer does not read its last bytes is cut after this


def now_ms() -> float:
    """The clock of the limits (a test may replace it)."""
    return time.monotonic() * 1000.0


class Slot:
    """One admitted connection: its address, whether and when it last made progress (an answer,
    bytes taken by the client), and how to end it."""

    def __init__(self, admission: Admission, address: str, evict: Callable[[], None],
                 idle: Callable[[], bool]) -> None:
        self.address = address
        self.since = now_ms()
        self.productive = False  # no answer yet: a request on its way, or a slow or silent one
        self._admission = admission
        self._evict = evict
        self._idle = idle

    def progress(self) -> None:
        self.since = now_ms()
        self.productive = True

    def idle_for(self) -> float:
        """How long an answered connection has made no progress (-1 if `idle()` says it is being
        served: then it is never taken)."""
        return now_ms() - self.since if self._idle() else -1.0

    def release(self) -> None:
        self._admission.release(self)

    def evict(self) -> None:
        self.release()
        self._admission.evicted += 1
        self._evict()


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
              idle: Callable[[], bool] = lambda: True) -> Slot | None:
        """A slot for a new connection from `address`, or None: refuse it now.

        At a cap, the newcomer takes the place of the oldest connection that has had no answer at
        all (a request still dribbling in, a connection that never spoke: what slowloris holds;
        a real client is answered as soon as its request is read), else of the answered one idle
        longest if that is STALL_MS or more (`idle()` says whether it counts as idle: a kept-alive
        HTTP connection does, a feed page does while it leaves messages unread). Otherwise the
        newcomer is refused."""
        victims: list[Slot] = []
        for held, limit in (([s for s in self._slots if s.address == address], self.per_address),
                            (self._slots, self.total)):
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
        slot = Slot(self, address, evict, idle)
        self._slots.append(slot)
        self.peak = max(self.peak, len(self._slots))
        return slot

    def release(self, slot: Slot) -> None:
        if slot in self._slots:
            self._slots.remove(slot)


def _victim(slots: list[Slot]) -> Slot | None:
    """Who gives way to a newcomer: the oldest connection without an answer yet, else the one
    idle longest if that is STALL_MS or more; None: nobody, refuse the newcomer."""
    unanswered = [s for s in slots if not s.productive]
    if unanswered:
        return min(unanswered, key=lambda s: s.since)
    stalest = max(slots, key=Slot.idle_for)
    return stalest if stalest.idle_for() >= STALL_MS else None


def peer(socket: QAbstractSocket) -> str:
    """The client's address (an IPv4-mapped IPv6 address as IPv4)."""
    return str(socket.peerAddress().toString()).removeprefix("::ffff:")


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
