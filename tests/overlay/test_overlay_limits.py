"""Fault injection: local clients that try to exhaust the app through the overlay.

Each attack comes from `overlay_clients.Attack` (loopback only, bounded in connections and time,
ending by itself) or from plain sockets, and each test checks four things: the server still answers
a normal client, the bound under attack holds (connections, unsent bytes), what is beyond it is
refused or dropped, and the game's journal on disk is the game the user sees.
The numbers are companion/overlay/limits.py's and guard.py's; docs/streaming.md lists them.
"""

from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from overlay_clients import (
    Attack,
    FeedReader,
    get,
    journal_state,
    raw,
    request_line,
    upgrade_request,
)

from companion.app.session import GameSession
from companion.core.actions import LifeChange
from companion.core.snapshot import state_json
from companion.overlay import feed
from companion.overlay.server import OverlayServer
from companion.web import guard, limits

ROOT = Path(__file__).resolve().parents[2]
BUSY = b"HTTP/1.1 503 Service Unavailable"


class Clock:
    """limits.now_ms, moved by hand."""

    def __init__(self) -> None:
        self.ms = 1_000_000.0

    def __call__(self) -> float:
        return self.ms


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(limits, "now_ms", fake)
    return fake


def _the_game_is_what_the_user_sees(session: GameSession, overlay: OverlayServer,
                                    off_loop: Any) -> None:
    status, _, body = off_loop(get, overlay.port, "/state")
    assert status == 200
    assert json.loads(body) == state_json(session.state) == journal_state(session)


def _play(session: GameSession, n: int = 1) -> None:
    for i in range(n):
        session.do(LifeChange("Ann", -1 if i % 2 else 1))


# -- the admission rule, without a network ----------------------------------------------------


def test_admission_counts_per_address_and_in_total(clock: Clock) -> None:
    admission = limits.Admission(per_address=2, total=3)
    evicted: list[str] = []

    def admit(address: str, idle: bool = True) -> limits.Slot | None:
        return admission.admit(address, lambda: evicted.append(address), lambda: idle)

    a1, a2 = admit("10.0.0.1"), admit("10.0.0.1")
    assert a1 and a2
    a1.progress()
    a2.progress()
    assert admit("10.0.0.1") is None  # its own cap; both answered just now: refused
    b1 = admit("10.0.0.2")
    assert b1 is not None
    b1.progress()
    assert admit("10.0.0.3") is None  # the total cap
    assert (len(admission), admission.refused, evicted) == (3, 2, [])
    clock.ms += limits.STALL_MS  # idle for a second: a kept-alive connection gives way
    c1 = admit("10.0.0.3")
    assert c1 is not None and len(evicted) == 1 and len(admission) == 3
    assert admit("10.0.0.3") is not None  # c1 has had no answer yet: it gives way at once
    assert evicted[-1] == "10.0.0.3" and admission.peak == 3


def test_admission_never_takes_a_client_being_served(clock: Clock) -> None:
    admission = limits.Admission(per_address=1, total=1)
    slot = admission.admit("::1", lambda: None, lambda: False)  # e.g. a feed page that reads
    assert slot is not None
    slot.progress()
    clock.ms += 60_000
    assert admission.admit("::1", lambda: None) is None
    slot.release()
    assert admission.admit("::1", lambda: None) is not None


# -- too many connections ---------------------------------------------------------------------


def _keep_alive(port: int, n: int) -> list[http.client.HTTPConnection]:
    """n connections that each got an answer and stay open (HTTP/1.1 keep-alive)."""
    conns = []
    for _ in range(n):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        conn.request("GET", "/state", headers={"Host": f"127.0.0.1:{port}"})
        reply = conn.getresponse()
        assert reply.status == 200
        reply.read()
        conns.append(conn)
    return conns


def test_http_connections_past_the_cap_are_refused_at_once(
        overlay: OverlayServer, off_loop: Any, qtbot: Any, clock: Clock,
        demo_session: GameSession) -> None:
    cap = limits.MAX_PER_ADDRESS
    assert overlay._tcp is not None
    admission = overlay._tcp.admission
    held = off_loop(_keep_alive, overlay.port, cap, timeout=30_000)
    try:
        qtbot.waitUntil(lambda: len(admission) == cap, timeout=5_000)
        # All of them answered a moment ago: one more is refused, at once, with a 503.
        reply = off_loop(raw, overlay.port, request_line("/state"), 1.0, timeout=5_000)
        assert reply.startswith(BUSY) and b"Retry-After: 1" in reply
        assert admission.refused == 1 and len(admission) == cap
        # A second later the stalest idle one gives way to a normal client.
        clock.ms += limits.STALL_MS
        assert off_loop(get, overlay.port, "/state")[0] == 200
        assert admission.evicted == 1
        assert admission.peak == cap
    finally:
        for conn in held:
            conn.close()
    _play(demo_session, 3)
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_total_cap(overlay: OverlayServer, off_loop: Any, qtbot: Any,
                   monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    """MAX_TOTAL binds before the per-address cap when it is the smaller (one address here)."""
    assert overlay._tcp is not None
    admission = overlay._tcp.admission
    monkeypatch.setattr(admission, "total", 3)
    held = off_loop(_keep_alive, overlay.port, 3)
    try:
        qtbot.waitUntil(lambda: len(admission) == 3, timeout=5_000)
        assert off_loop(raw, overlay.port, request_line("/state"), 1.0).startswith(BUSY)
    finally:
        for conn in held:
            conn.close()


def test_slow_and_silent_connections_give_way(overlay: OverlayServer, off_loop: Any,
                                              qtbot: Any, demo_session: GameSession) -> None:
    """Many more slowloris and silent connections than the cap: the server never holds more than
    the cap, the attackers are the ones closed, and a normal client is served meanwhile."""
    cap = limits.MAX_PER_ADDRESS
    assert overlay._tcp is not None
    admission = overlay._tcp.admission
    attack = Attack(overlay.port, slowloris=cap, idle=cap, dribble_s=0.05, reconnect=False,
                    seconds=20).start()
    try:
        qtbot.waitUntil(lambda: attack.tally["idle"].opened + attack.tally["slowloris"].opened
                        == 2 * cap, timeout=10_000)
        qtbot.waitUntil(lambda: attack.tally["idle"].closed + attack.tally["slowloris"].closed
                        >= cap, timeout=10_000)
        for _ in range(3):
            assert off_loop(get, overlay.port, "/state")[0] == 200
        _play(demo_session, 2)
    finally:
        attack.stop()
    assert admission.peak <= cap
    assert admission.evicted >= cap
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_feed_connections_past_the_cap_are_refused(overlay: OverlayServer, off_loop: Any,
                                                   qtbot: Any, clock: Clock,
                                                   demo_session: GameSession) -> None:
    """Pages that read are never taken from the stream: past the cap a new one gets 503, even
    much later; a connection that never finishes its handshake gives way."""
    cap = limits.MAX_PER_ADDRESS
    assert overlay._feed is not None
    admission = overlay._feed.admission
    readers = [FeedReader(overlay.ws_port, seconds=60).start() for _ in range(cap - 1)]
    try:
        qtbot.waitUntil(lambda: all(r.messages for r in readers), timeout=10_000)
        silent = socket.create_connection(("127.0.0.1", overlay.ws_port))
        qtbot.waitUntil(lambda: len(admission) == cap, timeout=5_000)
        late = FeedReader(overlay.ws_port, seconds=60).start()  # takes the silent one's place
        qtbot.waitUntil(lambda: late.messages == 1, timeout=5_000)
        assert admission.evicted == 1
        silent.close()
        clock.ms += 60_000
        reply = off_loop(raw, overlay.ws_port, upgrade_request(overlay.ws_port), 1.0)
        assert reply.startswith(BUSY)
        _play(demo_session, 2)
        qtbot.waitUntil(lambda: all(r.messages == 3 for r in [*readers, late]), timeout=5_000)
        assert admission.peak == cap and overlay.client_count == cap
    finally:
        for reader in readers:
            reader.stop()
        late.stop()
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_the_kernel_holds_little_for_a_connection(overlay: OverlayServer) -> None:
    """Connections inherit the listening sockets' receive buffer: what a client that sends without
    pause can put in the kernel (Linux reports twice the size asked for, for its own books)."""
    assert overlay._tcp is not None and overlay._feed is not None
    for server in (overlay._tcp, overlay._feed._server):
        raw = socket.socket(fileno=int(server.socketDescriptor()))
        try:
            size = raw.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF)
        finally:
            raw.detach()
        assert limits.RECEIVE_BUFFER <= size <= 2 * limits.RECEIVE_BUFFER


# -- slowloris: a request that dribbles in ----------------------------------------------------


def test_a_dribbled_request_is_cut_at_the_request_deadline(
        overlay: OverlayServer, off_loop: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        demo_session: GameSession) -> None:
    """Bytes that keep coming do not extend a request's time: a header sent one byte at a time
    is answered 408 REQUEST_MS (shortened here) after its first byte, and closed."""
    monkeypatch.setattr(guard, "REQUEST_MS", 400)
    attack = Attack(overlay.port, slowloris=3, dribble_s=0.05, reconnect=False, seconds=10)
    attack.start()
    try:
        assert off_loop(get, overlay.port, "/state")[0] == 200  # served meanwhile
        qtbot.waitUntil(lambda: attack.done, timeout=10_000)
    finally:
        attack.stop()
    tally = attack.tally["slowloris"]
    # (a 408 that arrives just as the next byte goes out can be lost to the reset that follows)
    assert tally.statuses and set(tally.statuses) == {"HTTP/1.1 408 Request Timeout"}
    assert len(tally.lifetimes) == 3
    assert all(0.3 < life < 1.5 for life in tally.lifetimes), tally.lifetimes
    assert tally.sent >= 3 * (len(b"GET /state HTTP/1.1\r\nHost: 127.0.0.1:1\r\n") + 4)
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_the_real_deadlines_cover_a_byte_per_second() -> None:
    """The shipped numbers: a byte a second never keeps a request alive beyond REQUEST_MS (5 s),
    a silent connection is closed after IDLE_MS, a feed handshake must be done in HANDSHAKE_MS."""
    assert guard.REQUEST_MS == 5000 and guard.IDLE_MS == 15_000
    assert feed.HANDSHAKE_MS == 3000


# -- pipelining without reading -----------------------------------------------------------------


def _rss_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * 4096 / 2**20


def test_pipelined_requests_that_are_never_read(overlay: OverlayServer, off_loop: Any,
                                                qtbot: Any, demo_session: GameSession) -> None:
    """Requests sent as fast as the server takes them, answers never read: a connection is reset
    once its unsent answers pass MAX_UNSENT, so the queue (and the app's memory) stays bounded;
    the attacker reconnects, and a normal client is served all along. (The answer budget is
    lifted here, so that the bound on unsent bytes is what stops each connection.)"""
    assert overlay._tcp is not None
    overlay._tcp.budget = overlay._tcp.lobby.budget = limits.Rate(100_000, 100_000)
    answer = off_loop(raw, overlay.port,
                      request_line("/overlay.js", f"127.0.0.1:{overlay.port}"), 2.0)
    assert answer.startswith(b"HTTP/1.1 200 OK")
    largest = len(answer)  # the one answer that may be queued past the bound
    before = _rss_mb()
    attack = Attack(overlay.port, pipeline=2, seconds=3, max_bytes=256 << 20,
                    path="/overlay.js").start()
    try:
        qtbot.waitUntil(lambda: overlay._tcp is not None and overlay._tcp.closed_unread >= 4,
                        timeout=20_000)
        for _ in range(3):
            assert off_loop(get, overlay.port, "/state")[0] == 200
        _play(demo_session, 2)
        qtbot.waitUntil(lambda: attack.done, timeout=20_000)
    finally:
        attack.stop()
    tally = attack.tally["pipeline"]
    assert tally.opened >= 4 and tally.closed >= 4
    assert 0 < overlay._tcp.peak_unsent <= limits.MAX_UNSENT + largest
    grown = _rss_mb() - before
    assert grown < 48, f"{grown:.0f} MB"  # unbounded, this was ~1 GB in 20 s
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_the_answer_budget_serves_a_waiting_client_first(overlay: OverlayServer, off_loop: Any,
                                                         qtbot: Any,
                                                         demo_session: GameSession) -> None:
    """Pipelining clients take the whole answer budget (ANSWER_RATE a second) if they may: a
    connection's further requests get 429 while another connection waits with a whole request,
    so a normal client gets its answer in its turn, and the work the app does stays bounded."""
    assert overlay._tcp is not None
    attack = Attack(overlay.port, pipeline=2, seconds=3, path="/state").start()
    try:
        qtbot.waitUntil(lambda: overlay._tcp is not None and overlay._tcp.budget.refused > 0,
                        timeout=10_000)
        for _ in range(3):
            assert off_loop(get, overlay.port, "/state")[0] == 200
        _play(demo_session, 2)
        qtbot.waitUntil(lambda: attack.done, timeout=20_000)
    finally:
        attack.stop()
    assert overlay._tcp.too_many >= 1  # (429s the attacker never read: it reconnected)
    assert attack.tally["pipeline"].opened > 2
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


# -- WebSocket clients that never read ----------------------------------------------------------


def test_slow_feed_readers_are_dropped_not_waited_for(
        overlay: OverlayServer, off_loop: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        demo_session: GameSession) -> None:
    """Clients that finish the handshake and never read: each is dropped at once when its unsent
    bytes would pass MAX_FEED_UNSENT (small here, so the demo's small messages fill it soon); the
    page that reads gets every message, and no client ever has more than the bound queued."""
    monkeypatch.setattr(limits, "MAX_FEED_UNSENT", 48 * 1024)
    monkeypatch.setattr(limits, "SEND_BUFFER", 8 * 1024)
    assert overlay._feed is not None
    the_feed = overlay._feed
    page = FeedReader(overlay.ws_port, seconds=60).start()
    attack = Attack(overlay.port, overlay.ws_port, sleepers=20, reconnect=False,
                    seconds=60).start()
    played = 0
    try:
        qtbot.waitUntil(lambda: overlay.client_count == 21, timeout=10_000)
        while the_feed.dropped_slow < 20 and played < 400:
            _play(demo_session)
            played += 1
            qtbot.waitUntil(lambda n=played + 1: page.messages == n, timeout=5_000)
            assert max(the_feed.unsent(), default=0) <= limits.MAX_FEED_UNSENT
        qtbot.waitUntil(lambda: attack.done, timeout=10_000)  # each saw its connection end
        assert overlay.client_count == 1  # the page that reads
    finally:
        attack.stop()
        page.stop()
    assert the_feed.dropped_slow == 20
    assert attack.tally["sleepers"].closed == 20
    assert the_feed.peak_unsent <= limits.MAX_FEED_UNSENT
    assert json.loads(page.last)["state"] == state_json(demo_session.state, histories=False)
    _the_game_is_what_the_user_sees(demo_session, overlay, off_loop)


def test_a_broadcast_shares_one_buffer_among_slow_clients(overlay: OverlayServer, qtbot: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """What a broadcast costs per client is a reference into its socket's buffer: a large message
    to many clients that do not read takes its size in memory once, not once per client."""
    monkeypatch.setattr(limits, "MAX_FEED_UNSENT", 64 << 20)
    assert overlay._feed is not None
    attack = Attack(overlay.port, overlay.ws_port, sleepers=24, reconnect=False,
                    seconds=30).start()
    try:
        qtbot.waitUntil(lambda: overlay.client_count == 24, timeout=10_000)
        text = json.dumps({"type": "state", "pad": "x" * (8 << 20)})
        before = _rss_mb()
        overlay._feed.broadcast(text)
        grown = _rss_mb() - before
        queued = overlay._feed.unsent()
        assert min(queued) > 4 << 20  # most of the 8 MB is still queued for every client
        assert grown < 48, f"{grown:.0f} MB for {sum(queued) >> 20} MB queued"  # not 24 x 8 MB
    finally:
        attack.stop()


# -- the whole app, out of file descriptors before --------------------------------------------


@pytest.fixture
def app_process() -> Iterator[tuple[subprocess.Popen[str], dict[str, Any]]]:
    """The headless app (overlay_app.py) with an open-file limit of 256."""
    with subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "overlay" / "overlay_app.py"), "--nofile", "256"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        try:
            yield proc, json.loads(proc.stdout.readline())
        finally:
            if proc.poll() is None:
                proc.stdin.write("quit\n")
                proc.stdin.flush()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()


def _command(proc: subprocess.Popen[str], data: dict[str, Any]) -> dict[str, Any]:
    assert proc.stdin and proc.stdout
    proc.stdin.write(json.dumps(data) + "\n")
    proc.stdin.flush()
    reply: dict[str, Any] = json.loads(proc.stdout.readline())
    return reply


def test_a_connection_flood_leaves_the_app_its_files(
        app_process: tuple[subprocess.Popen[str], dict[str, Any]], tmp_path: Path) -> None:
    """300 connections held open against an app allowed 256 open files (on the landed code this
    exhausted them, and Save As failed with "Too many open files"): the app's open files stay
    within the caps, every action and Save As succeeds, and its journal is the game it shows."""
    proc, hello = app_process
    files = Path(f"/proc/{proc.pid}/fd")
    base = len(list(files.iterdir()))
    attack = Attack(hello["port"], hello["ws_port"], idle=150, slowloris=50, sleepers=100,
                    seconds=3, connects_per_s=400).start()
    most, saves, journal = base, 0, hello["journal"]
    while not attack.done:
        most = max(most, len(list(files.iterdir())))
        delta = -1 if saves % 2 else 1
        reply = _command(proc, {"action": "life", "player": "Ann", "delta": delta})
        assert reply["ok"], reply
        saves += 1
        reply = _command(proc, {"save_as": str(tmp_path / f"copy-{saves}.jsonl")})
        assert reply["ok"], reply
        journal = reply["journal"]
    attack.stop()
    assert sum(t.opened for t in attack.tally.values()) >= 300
    assert most <= base + 2 * limits.MAX_PER_ADDRESS + 8, (base, most)
    status, _, body = get(hello["port"], "/state")
    from companion.core.journal import read_game

    game, errors = read_game(Path(journal))
    assert status == 200 and not errors and json.loads(body) == state_json(game.state)


# -- the documentation says the same numbers ----------------------------------------------------


def test_the_limits_are_documented() -> None:
    doc = (ROOT / "docs" / "streaming.md").read_text(encoding="utf-8")
    section = doc[doc.index("## Limits"):]
    for module, names in ((limits, ("MAX_PER_ADDRESS", "MAX_TOTAL", "STALL_MS", "READ_BUFFER",
                                    "SEND_BUFFER", "RECEIVE_BUFFER", "MAX_UNSENT",
                                    "MAX_FEED_UNSENT", "LINGER_MS",
                                    "ACCEPT_RATE", "ACCEPT_BURST", "UNREADY_RATE",
                                    "UNREADY_BURST", "ANSWER_RATE", "ANSWER_BURST")),
                          (guard, ("REQUEST_MS", "IDLE_MS", "PAUSE_MS")),
                          (feed, ("HANDSHAKE_MS", "MAX_HANDSHAKE", "MAX_INCOMING"))):
        for name in names:
            row = re.search(rf"^\| `{name}` \| ([^|]+) \|", section, re.MULTILINE)
            assert row, f"{name} is not in docs/streaming.md's Limits table"
            assert _value(row.group(1)) == getattr(module, name), name


def _value(text: str) -> int:
    """'256 KiB' -> 262144, '5 s' -> 5000 (ms), '32' -> 32."""
    number, _, unit = text.strip().replace(",", "").partition(" ")
    scale = {"": 1, "KiB": 1024, "MiB": 1 << 20, "s": 1000, "ms": 1}[unit.strip()]
    return int(float(number) * scale)
