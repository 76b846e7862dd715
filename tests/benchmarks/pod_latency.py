"""The desktop's action latency with phones and overlay pages connected, a phone's tap, a reconnect.

Run from the repository root (a script, not a test; docs/performance.md, Pod latency):

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/pod_latency.py [rounds (40)]
        [--rows 20] [--pages 10] [--taps 40] [--reconnects 10] [--gap-ms 50] [--nice 0]
        [--profile] [--profile-lines 40] [--profile-sort cumulative]

What it builds: this process is the app only: two of the real MainWindow, as action_latency.py
builds them (its `_Bench`: the app, its theme, English, default settings, 1400x860, the log dock
shown), each on its own copy of one journal_gen.py game of 8 players and --rows log rows. In both
the Invite phones and the Stream overlay docks are opened (tabs beside the log, which is raised
again, so both windows lay out and paint alike); in the second the pod (`start_pod(0,
"127.0.0.1")`, as `--pod-port 0 --pod-host 127.0.0.1`) and the overlay (`start_overlay(0)`, on
loopback) are turned on. A second process (this script, internal `--clients` mode; the seats'
tokens reach it on its stdin, not its command line) is the table: 8 phones (tests/pod/phones.py's
RawPhone: a WebSocket client that masks its frames and answers pings as a browser does), one per
seat, each with its seat's token in its hello and reading every state push, and --pages overlay
pages (overlay_latency.py's feed client) reading every push, all read by one selector loop.
Everything is on 127.0.0.1. The app's side never sleeps: it waits in its event loop (a QEventLoop
woken by the clients' pipe or a timer), every wait bounded.

(a)/(b) the desktop's action-to-repaint: action_latency.py's sample (a life click on a panel, then
    the event loop run until a pass paints nothing; the resume pointer named the window's game
    first, untimed) in the window with nothing connected (a) and in
    the one with the 8 phones and the pages (b), alternately (order flipped every round), 5 clicks
    each to warm up, then `rounds` each; medians of wall-clock time and of the process's CPU time.
    Two kinds of click, each in its own block: `same`, action_latency.py's own (+1 and -1 in turn
    on one non-monarch: every click joins one run of taps, whose log row is rewritten, or taken
    away when the run is back at ±0), and `next`, the next player's -1 (+1 on the next round of
    the table) each time: a new run, a new journal line and log row, the previous panel's running
    amount gone, which is what a table's clicks mostly are. After each (b) click the app waits (in
    its event loop; the clients' pipe is not looked at during the click) until every phone and
    every page has the push, so the next click starts with nothing queued; the time from the click
    until the last phone and the last page had it is printed too.
The servers' share of one change: the pod's message built and framed; the pod's whole push (built,
    framed, written to the 8 phones); the overlay's whole push (to the pages); the Invite phones
    dock's refresh (queued on every change). Each alone, 40 times (3 more to warm up), after
    waiting for the clients to have the previous one.
(c) a phone's tap: a phone sends `{"type": "do", "id": ..., "cmd": "life", "delta": -1}` (+1 on
    that seat's next turn, so no one dies), the seats in turn, --taps of them (3 more to warm up),
    --gap-ms apart (the event loop runs meanwhile). Timed from just before the phone's send (both
    processes read CLOCK_MONOTONIC, time.perf_counter_ns) to: its ack; the desktop's state (a slot
    on the session's `changed` connected after the window's views and before the servers: the
    journal line written and synced, the views refreshed); the tapped seat's panel beginning to
    paint (an event filter sees its Paint event); its own state push; the last of the other 7
    phones' state push. Plus the app's CPU time per tap.
(d) a reconnect, the server's side of it: a phone's socket is killed and a new connection with the
    same seat token comes at once; timed from its `connect` to the upgrade's 101, to its welcome,
    and to its first state push (the page's own wait before retrying, 100 ms doubling to 1 s, is
    not counted). Two ways: `reset` (the old socket closed with a reset: the server sees it go,
    and the new connection is made once the seat is free), and `silent` (the old socket left open
    and unread, as a phone that lost the network: the server still counts it when the new one
    comes; it is closed after the sample). --reconnects of each (one more to warm up).

`--nice N` runs the clients' process at that niceness (real phones are other computers; on a
machine with few CPUs the clients' Python competes with the app for them). `--profile` then runs
cProfile in the app's process over 24 more clicks on the next player in each window, 16 more taps
and 8 more reconnects, and prints the top --profile-lines of each, by --profile-sort (cumulative
time; tottime: time in the function itself). The last line reads `pod latency: repaint A ms
alone, B ms with 8 phones and N pages (a new run); phone tap: ack C ms, other phones D ms;
reconnect E ms` (medians; the repaint of the `next` clicks, the reconnect of both ways together).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import selectors
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "pod"))

from overlay_latency import _SEQ, _frames, _open_page, _Pages, _wait  # noqa: E402
from phones import RawPhone  # noqa: E402

PLAYERS = 8
CLIENT_WAIT_S = 10.0  # a client's connection, upgrade, welcome or state: at most this long


# -- the clients' side (a separate process, as phones and browsers are) --------------------------


def _say(data: object) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


def _await(phone: RawPhone, done: Any, what: str) -> int:
    """Read `phone` until `done()` holds; the time (perf_counter_ns) the socket had it."""
    deadline = time.monotonic() + CLIENT_WAIT_S
    now = time.perf_counter_ns()
    while not done():
        left = deadline - time.monotonic()
        if left <= 0 or phone.gone:
            raise ConnectionError(f"no {what} (status {phone.status}, close {phone.close_code})")
        selected = selectors.DefaultSelector()
        selected.register(phone.sock, selectors.EVENT_READ)
        ready = selected.select(left)
        selected.close()
        now = time.perf_counter_ns()
        if ready:
            phone.poll()
    return now


def _join(pod_ws: int, pod_http: int, token: str) -> tuple[RawPhone, dict[str, int]]:
    """A phone's connection, from `connect` to its first state push (times, perf_counter_ns)."""
    times = {"connect": time.perf_counter_ns()}
    phone = RawPhone(pod_ws, pod_http)  # connects, then sends the upgrade at once, as a browser
    times["upgraded"] = _await(phone, lambda: phone.status is not None, "upgrade")
    if phone.status != 101:
        raise ConnectionError(f"upgrade refused: {phone.status}")
    phone.hello(token)
    times["welcome"] = _await(phone, lambda: phone.of_type("welcome"), "welcome")
    times["state"] = _await(phone, lambda: phone.of_type("state"), "state")
    return phone, times


class _Table:
    """The phones and the pages, read with one selector; obeys the app's commands on stdin."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.sel = selectors.DefaultSelector()
        self.phones: dict[str, RawPhone] = {}
        self.read: dict[str, int] = {}  # messages of each phone looked at
        self.zombies: list[RawPhone] = []
        for seat, token in config["seats"].items():
            self._seat(seat, _join(config["pod_ws"], config["pod_http"], token)[0])
        self.pages = [_open_page(config["feed_ws"]) for _ in range(config["pages"])]
        for i, (sock, _buf) in enumerate(self.pages):
            self.sel.register(sock, selectors.EVENT_READ, ("page", i))
        self.pod_got: dict[int, dict[str, int]] = {}
        self.pod_said = max(p.last_state()["seq"] for p in self.phones.values())
        self.feed_got: dict[int, list[int]] = {}
        self.tap: dict[str, Any] | None = None
        self.stdin = b""

    def _seat(self, seat: str, phone: RawPhone) -> None:
        self.phones[seat] = phone
        self.read[seat] = len(phone.messages)
        self.sel.register(phone.sock, selectors.EVENT_READ, ("phone", seat))

    def run(self) -> None:
        self.sel.register(sys.stdin.fileno(), selectors.EVENT_READ, ("stdin", None))
        _say({"ready": len(self.phones), "pages": len(self.pages)})
        deadline = time.monotonic() + 3600
        while time.monotonic() < deadline:
            ready = self.sel.select(timeout=60)
            now = time.perf_counter_ns()  # the sockets ready now had their bytes by now
            for key, _events in ready:
                kind, which = key.data
                if kind == "stdin":
                    chunk = os.read(sys.stdin.fileno(), 65536)
                    if not chunk:
                        return
                    self.stdin += chunk
                    while b"\n" in self.stdin:
                        line, self.stdin = self.stdin.split(b"\n", 1)
                        if line.strip() == b"quit":
                            self._close()
                            return
                        self._command(json.loads(line))
                elif kind == "phone":
                    self._phone(which, now)
                else:
                    self._page(which, now)

    def _phone(self, seat: str, now: int) -> None:
        phone = self.phones[seat]
        phone.poll()
        if phone.gone:
            raise ConnectionError(f"{seat}'s phone was closed by the server ({phone.close_code})")
        for message in phone.messages[self.read[seat]:]:
            if message.get("type") == "state" and message["seq"] > self.pod_said:
                got = self.pod_got.setdefault(message["seq"], {})
                got[seat] = now
                if set(got) >= set(self.phones):
                    _say({"pod": message["seq"], "ns": sorted(got.values())})
                    self.pod_said = message["seq"]
                    for seq in [s for s in self.pod_got if s <= message["seq"]]:
                        del self.pod_got[seq]
            tap = self.tap
            if tap is None:
                continue
            if message.get("type") == "state" and message["seq"] > tap["before"]:
                tap["states"].setdefault(seat, now)
            if message.get("type") == "ack" and message.get("id") == tap["id"]:
                tap["ack"], tap["ok"] = now, message.get("ok")
        self.read[seat] = len(phone.messages)
        tap = self.tap
        if tap and "ack" in tap and set(tap["states"]) >= set(self.phones):
            own = tap["states"].pop(tap["seat"])
            _say({"tap": tap["seat"], "sent": tap["sent"], "ack": tap["ack"], "ok": tap["ok"],
                  "own": own, "others": sorted(tap["states"].values())})
            self.tap = None

    def _page(self, i: int, now: int) -> None:
        sock, buf = self.pages[i]
        try:
            chunk = sock.recv(1 << 20)
        except BlockingIOError:
            return
        if not chunk:
            raise ConnectionError(f"page {i} closed by the server")
        buf += chunk
        for message in _frames(buf):
            match = _SEQ.search(message)
            assert match, message[:80]
            times = self.feed_got.setdefault(int(match.group(1)), [0] * len(self.pages))
            times[i] = now
            if all(times):
                _say({"feed": int(match.group(1)), "ns": times})
                del self.feed_got[int(match.group(1))]

    def _command(self, command: dict[str, Any]) -> None:
        if "tap" in command:
            seat = command["tap"]
            self.tap = {"seat": seat, "id": command["id"], "states": {},
                        "before": max(p.last_state()["seq"]
                                      for p in self.phones.values())}
            self.tap["sent"] = time.perf_counter_ns()
            self.phones[seat].do(command["id"], "life", delta=command["delta"])
        elif "kill" in command:
            seat = command["kill"]
            phone = self.phones.pop(seat)
            self.sel.unregister(phone.sock)
            if command["how"] == "reset":  # a reset, as a network that drops the connection
                phone.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                phone.close()
            else:  # left open, never read again: a phone that lost the network
                phone.reading = False
                self.zombies.append(phone)
            _say({"killed": seat})
        elif "reconnect" in command:
            seat = command["reconnect"]
            phone, times = _join(self.config["pod_ws"], self.config["pod_http"],
                                 self.config["seats"][seat])
            self._seat(seat, phone)
            _say({"reconnected": seat, **times})
        elif "bury" in command:  # the silent phones' sockets closed (a reset)
            for phone in self.zombies:
                phone.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                phone.close()
            self.zombies.clear()
            _say({"buried": True})

    def _close(self) -> None:
        for phone in [*self.phones.values(), *self.zombies]:
            phone.close()
        for sock, _buf in self.pages:
            sock.close()


def clients() -> None:
    """The table's side: its configuration is the first line on stdin."""
    line = b""
    while not line.endswith(b"\n"):
        chunk = os.read(sys.stdin.fileno(), 1)  # byte by byte: what follows is the loop's
        if not chunk:
            return
        line += chunk
    try:
        table = _Table(json.loads(line))
        table.run()
    except (ConnectionError, OSError, AssertionError) as exc:
        _say({"error": f"{type(exc).__name__}: {exc}"})
        raise


# -- the app's side ------------------------------------------------------------------------------


class _Clients(_Pages):
    """The clients' process; its lines read in the Qt event loop (overlay_latency's _Pages)."""

    def __init__(self, config: dict[str, Any], nice: int) -> None:
        from PySide6.QtCore import QSocketNotifier

        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--clients", f"--nice={nice}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,
        )
        assert self.proc.stdout and self.proc.stdin
        self._fd = self.proc.stdout.fileno()
        os.set_blocking(self._fd, False)
        self._buf = b""
        self._notifier = QSocketNotifier(self._fd, QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._read)
        self._loop: Any = None
        self.pod: dict[int, list[int]] = {}  # push seq -> when each phone had it
        self.feed: dict[int, list[int]] = {}  # the same for the overlay's pages
        self._kept: list[dict[str, Any]] = []
        self.say(json.dumps(config))

    def _file(self, timeout_ms: int) -> None:
        """Read one line: a push report is filed, anything else kept for `next`."""
        reply = self.line(max(1, timeout_ms))
        if "error" in reply:
            raise SystemExit(f"the clients: {reply['error']}")
        if "pod" in reply:
            self.pod[reply["pod"]] = reply["ns"]
        elif "feed" in reply:
            self.feed[reply["feed"]] = reply["ns"]
        else:
            self._kept.append(reply)

    def next(self, key: str, timeout_s: float = 20.0) -> dict[str, Any]:
        """The next line with `key`; the push reports read on the way are filed."""
        deadline = time.monotonic() + timeout_s
        while True:
            for i, reply in enumerate(self._kept):
                if key in reply:
                    return self._kept.pop(i)
            self._file(int((deadline - time.monotonic()) * 1000))

    def pushed(self, pod_seq: int, feed_seq: int) -> tuple[list[int], list[int]]:
        """When each phone had pod push `pod_seq` and each page feed push `feed_seq`."""
        deadline = time.monotonic() + 20.0
        while pod_seq not in self.pod or feed_seq not in self.feed:
            self._file(int((deadline - time.monotonic()) * 1000))
        return self.pod[pod_seq], self.feed[feed_seq]

    def pod_pushed(self, seq: int) -> list[int]:
        deadline = time.monotonic() + 20.0
        while seq not in self.pod:
            self._file(int((deadline - time.monotonic()) * 1000))
        return self.pod[seq]

    def feed_pushed(self, seq: int) -> list[int]:
        deadline = time.monotonic() + 20.0
        while seq not in self.feed:
            self._file(int((deadline - time.monotonic()) * 1000))
        return self.feed[seq]

    def hold(self, held: bool) -> None:
        """While held, the app does not look at the pipe (no reading inside a measured click)."""
        self._notifier.setEnabled(not held)


class _PanelPaints:
    """When a player's panel is sent a Paint event (an application event filter)."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint

        class Filter(QObject):
            def __init__(self) -> None:
                super().__init__()
                self.times: dict[str, list[int]] = {}

            def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
                if event.type() == paint and type(watched).__name__ == "PlayerPanel":
                    self.times.setdefault(str(watched.name), []).append(time.perf_counter_ns())
                return False

        self.filter = Filter()
        app.installEventFilter(self.filter)

    def first_after(self, seat: str, start: int) -> int | None:
        return next((t for t in self.filter.times.get(seat, []) if t > start), None)


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.1f} [{min(values):.1f}-{max(values):.1f}]"


def _ms(a: int, b: int) -> float:
    return (b - a) / 1e6


def _docks(window: Any) -> None:
    """The pod's and the overlay's docks opened (tabs beside the log), the log raised again."""
    window.docks.show_pod()
    window.docks.show_overlay()
    window.docks.log_dock.show()
    window.docks.log_dock.raise_()


def _until(condition: Any, timeout_ms: int = 5000) -> None:
    """Run the event loop (waiting, not spinning) until `condition()` holds."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not met")
        _wait(5)


def measure(args: argparse.Namespace) -> None:  # noqa: PLR0915 - the phases, in order
    import action_latency as bench  # sets the offscreen platform and a COMPANION_HOME of its own

    from companion.app import i18n
    from companion.app.launch import create_app

    app = create_app()
    i18n.install(app, "en")
    painted = bench._Painted()
    app.installEventFilter(painted)
    folder = Path(bench._HOME) / "journals"
    folder.mkdir()
    path = bench._journal(args.rows, PLAYERS, folder)
    copy = folder / "served.jsonl"
    shutil.copy(path, copy)
    alone = bench._Bench(app, painted, path)
    served = bench._Bench(app, painted, copy)
    session = served.window.session
    applied: list[int] = []  # after the window's views, before the servers (started next)
    session.changed.connect(lambda _outcome: applied.append(time.perf_counter_ns()))
    for b in (alone, served):
        _docks(b.window)
    with contextlib.redirect_stdout(io.StringIO()):  # the seats' links: not for this output
        assert served.window.docks.start_overlay(0)
        assert served.window.docks.start_pod(0, "127.0.0.1")
    _docks(served.window)
    bench._drain(app, painted)
    pod = served.window.docks.pod_controls.server
    overlay = served.window.docks.overlay_controls.server
    assert pod is not None and overlay is not None
    assert pod.host == "127.0.0.1" and overlay.url.startswith("http://127.0.0.1:"), overlay.url
    names = [p.name for p in session.state.players]
    seats = {name: pod.seat_url(name).split("#seat=", 1)[1] for name in names}
    clients = _Clients({"seats": seats, "pod_ws": pod.ws_port, "pod_http": pod.port,
                        "feed_ws": overlay.ws_port, "pages": args.pages}, args.nice)
    ready = clients.next("ready", timeout_s=60)
    assert (ready["ready"], ready["pages"]) == (PLAYERS, args.pages), ready
    _until(lambda: len(pod.phones()) == PLAYERS and overlay.client_count == args.pages)
    import PySide6

    print(f"python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, {os.cpu_count()} "
          f"CPUs, load {os.getloadavg()[0]:.1f}, platform {app.platformName()}; {PLAYERS} "
          f"players, {served.rows} log rows; {len(pod.phones())} phones, "
          f"{overlay.client_count} overlay pages", flush=True)

    # (a)/(b) ----------------------------------------------------------------------------------
    playing = [p.name for p in session.state.players if p.in_game]
    assert playing == [p.name for p in alone.window.session.state.players if p.in_game]
    wall: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    last_phone: dict[str, list[float]] = {"same": [], "next": []}
    last_page: dict[str, list[float]] = {"same": [], "next": []}
    in_click = {"same": 0, "next": 0}
    turns = {"alone": 0, "served": 0}

    def click(which: str, kind: str) -> None:
        """One sample: action_latency.py's (`same`), or its click on the next player's panel."""
        b = alone if which == "alone" else served
        if kind == "same":  # the same player, +1 and -1 in turn: every click joins one run
            b.sample()
        else:  # the next player each time: a new run, a new journal line and log row
            turn = turns[which]
            turns[which] += 1
            player = playing[turn % len(playing)]
            delta = -1 if (turn // len(playing)) % 2 == 0 else 1
            button = bench._PartButton(b.window.game_page.table.panel(player), delta)
            b.point_here()  # untimed, as in action_latency.py's sample
            start, started = time.perf_counter(), time.process_time()
            button.click()
            bench._drain(app, painted)
            b.samples.append((time.perf_counter() - start) * 1000)
            b.cpu.append((time.process_time() - started) * 1000)
        wall.setdefault((which, kind), []).append(b.samples.pop())
        cpu.setdefault((which, kind), []).append(b.cpu.pop())

    def click_served(kind: str) -> None:
        pod_seq, feed_seq = pod._seq, overlay._seq
        clients.hold(True)
        start = time.perf_counter_ns()
        click("served", kind)
        clients.hold(False)
        in_click[kind] += pod._seq > pod_seq
        phones, pages = clients.pushed(pod_seq + 1, feed_seq + 1)
        last_phone[kind].append(_ms(start, max(phones)))
        last_page[kind].append(_ms(start, max(pages)))

    for kind in ("same", "next"):
        for i in range(5 + args.rounds):  # 5 of each to warm up
            if i == 5:
                for key in (("alone", kind), ("served", kind)):
                    wall[key].clear()
                    cpu[key].clear()
                last_phone[kind].clear()
                last_page[kind].clear()
                in_click[kind] = 0
            for which in ("alone", "served") if i % 2 == 0 else ("served", "alone"):
                if which == "alone":
                    click("alone", kind)
                else:
                    click_served(kind)
    sizes = pod._frame.size(), len(overlay._feed.latest.encode("utf-8"))
    for kind, label in (("same", "the same player's life, +1/-1 in turn (one run, as "
                         "action_latency.py)"),
                        ("next", f"the next player's life each time (the {len(playing)} in "
                         "turn: a new run, a new log row)")):
        print(f"click on {label}, {args.rounds} each:")
        print(f"  (a) nothing connected: repaint {_median(wall['alone', kind])} ms, CPU "
              f"{_median(cpu['alone', kind])} ms")
        print(f"  (b) {PLAYERS} phones + {args.pages} pages: repaint "
              f"{_median(wall['served', kind])} ms, CPU {_median(cpu['served', kind])} ms")
        print(f"      the phones' push sent within the click {in_click[kind]} of {args.rounds} "
              f"times; click to the last phone's push {_median(last_phone[kind])} ms, to the "
              f"last page's {_median(last_page[kind])} ms", flush=True)
    print(f"  (messages: pod {sizes[0]} B, overlay {sizes[1]} B)")

    # the servers' share of one change ------------------------------------------------------------
    from companion.pod import payload as pod_payload
    from companion.pod.socket import text_frame

    def timed(work: Any, then: Any = None, n: int = 40) -> str:
        """Wall and CPU time of `work()` alone (the clients' pipe not looked at meanwhile)."""
        walls, cpus = [], []
        for _ in range(n + 3):
            _wait(5)
            clients.hold(True)
            start, started = time.perf_counter(), time.process_time()
            work()
            walls.append((time.perf_counter() - start) * 1000)
            cpus.append((time.process_time() - started) * 1000)
            clients.hold(False)
            if then is not None:
                then()
        del walls[:3], cpus[:3]  # warming up
        return (f"{statistics.median(walls):.2f} [{min(walls):.2f}-{max(walls):.2f}] ms, CPU "
                f"{statistics.median(cpus):.2f} ms")

    print("the servers' share of one change (each alone, the state of the last click):")
    print("  pod, the message built and framed (payload.message, JSON, frame): "
          + timed(lambda: text_frame(pod_payload.message(session, 0))))
    print(f"  pod, a whole push (that, and sent to the {PLAYERS} phones): "
          + timed(pod._push, lambda: clients.pod_pushed(pod._seq)))
    print(f"  overlay, a whole push (built, sent to the {args.pages} pages): "
          + timed(lambda: overlay._push(None), lambda: clients.feed_pushed(overlay._seq)))
    print("  the Invite phones dock, its refresh on a change (queued): "
          + timed(served.window.docks.pod_controls._refresh_seats), flush=True)

    # (c) ----------------------------------------------------------------------------------------
    _wait(round(1000 * 1.6))  # the desktop's run of taps settles (its push comes and goes)
    paints = _PanelPaints(app)
    visits: dict[str, int] = {}
    tap_rows: list[dict[str, float]] = []

    def tap(i: int) -> None:
        seat = playing[i % len(playing)]
        visits[seat] = visits.get(seat, 0) + 1
        before = session.state.player(seat).life
        delta = -1 if visits[seat] % 2 else 1
        _wait(args.gap_ms)
        cpu = time.process_time()
        applied.clear()
        rid = f"bench-{sum(visits.values())}"  # a new id each time: a repeated one applies nothing
        clients.say(json.dumps({"tap": seat, "delta": delta, "id": rid}))
        reply = clients.next("tap")
        cpu_ms = (time.process_time() - cpu) * 1000
        assert reply["ok"] is True, reply
        assert session.state.player(seat).life == before + delta, (seat, before, delta)
        assert applied, "the desktop's session did not change"
        sent = reply["sent"]
        painted_at = paints.first_after(seat, sent)
        tap_rows.append({
            "ack": _ms(sent, reply["ack"]),
            "desktop": _ms(sent, applied[0]),
            "panel": _ms(sent, painted_at) if painted_at else float("nan"),
            "own": _ms(sent, reply["own"]),
            "others": _ms(sent, max(reply["others"])),
            "cpu": cpu_ms,
        })

    for i in range(3):  # to warm up
        tap(i)
    tap_rows.clear()
    for i in range(args.taps):
        tap(i)
    print(f"(c) a phone's tap ({args.taps}, the {len(playing)} seats in turn), ms from its send:")
    for key, label in (("ack", "its ack"), ("desktop", "the desktop's state (changed)"),
                       ("panel", "the seat's panel paints"), ("own", "its own state push"),
                       ("others", f"the last of the other {PLAYERS - 1} phones' push"),
                       ("cpu", "the app's CPU time per tap")):
        values = [r[key] for r in tap_rows if r[key] == r[key]]
        print(f"    {label:42s} {_median(values)}" if values else f"    {label}: none")
    print(flush=True)

    # (d) ----------------------------------------------------------------------------------------
    _wait(round(1000 * 1.6))  # the phones' last run of taps settles
    reconnects: dict[str, list[dict[str, float]]] = {"reset": [], "silent": []}

    def reconnect(how: str, k: int) -> dict[str, float]:
        seat = names[k % len(names)]
        _wait(max(args.gap_ms, 100))
        clients.say(json.dumps({"kill": seat, "how": how}))
        clients.next("killed")
        if how == "reset":  # the new connection once the server saw the old one go
            _until(lambda: seat not in [p.seat for p in pod.phones()])
        cpu = time.process_time()
        clients.say(json.dumps({"reconnect": seat}))
        reply = clients.next("reconnected")
        cpu_ms = (time.process_time() - cpu) * 1000
        if how == "silent":
            assert [p.seat for p in pod.phones()].count(seat) == 2
            clients.say(json.dumps({"bury": True}))
            clients.next("buried")
            _until(lambda: [p.seat for p in pod.phones()].count(seat) == 1)
        return {
            "upgraded": _ms(reply["connect"], reply["upgraded"]),
            "welcome": _ms(reply["connect"], reply["welcome"]),
            "state": _ms(reply["connect"], reply["state"]),
            "cpu": cpu_ms,
        }

    for how in ("reset", "silent"):
        reconnect(how, 0)  # to warm up
        rows = reconnects[how] = [reconnect(how, k) for k in range(1, args.reconnects + 1)]
        print(f"(d) reconnect, old socket {how} ({len(rows)}), ms from connect: 101 "
              f"{_median([r['upgraded'] for r in rows])}, welcome "
              f"{_median([r['welcome'] for r in rows])}, first state "
              f"{_median([r['state'] for r in rows])}; app CPU "
              f"{_median([r['cpu'] for r in rows])}", flush=True)
    assert len(pod.phones()) == PLAYERS

    if args.profile:
        import cProfile
        import pstats

        for name, work in (("(a) clicks, next player", lambda: [click("alone", "next")
                                                                 for _ in range(24)]),
                           ("(b) clicks, next player", lambda: [click_served("next")
                                                                 for _ in range(24)]),
                           ("(c) taps", lambda: [tap(i) for i in range(16)]),
                           ("(d) reconnects, reset", lambda: [reconnect("reset", k)
                                                              for k in range(8)])):
            prof = cProfile.Profile()
            prof.enable()
            work()
            prof.disable()
            print(f"-- cProfile, {name} --")
            pstats.Stats(prof).sort_stats(args.profile_sort).print_stats(args.profile_lines)

    clients.quit()
    served.window.docks.pod_controls.stop()
    served.window.docks.overlay_controls.stop()
    for b in (alone, served):
        b.window.session.close()
        b.window.hide()
        b.window.deleteLater()
    bench._drain(app, painted)
    a, b = (statistics.median(wall[which, "next"]) for which in ("alone", "served"))
    c_ack = statistics.median(r["ack"] for r in tap_rows)
    c_all = statistics.median(r["others"] for r in tap_rows)
    d = statistics.median(r["state"] for r in reconnects["reset"] + reconnects["silent"])
    print(f"pod latency: repaint {a:.1f} ms alone, {b:.1f} ms with {PLAYERS} phones and "
          f"{args.pages} pages (a new run); phone tap: ack {c_ack:.1f} ms, other phones "
          f"{c_all:.1f} ms; reconnect {d:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", type=int, nargs="?", default=40)
    parser.add_argument("--rows", type=int, default=20, help="log rows of the game (journal_gen)")
    parser.add_argument("--pages", type=int, default=10, help="overlay pages (WebSocket clients)")
    parser.add_argument("--taps", type=int, default=40, help="phone taps timed in (c)")
    parser.add_argument("--reconnects", type=int, default=10, help="reconnects of each kind (d)")
    parser.add_argument("--gap-ms", type=int, default=50, help="pause before each tap (c)")
    parser.add_argument("--nice", type=int, default=0, help="the clients' process's niceness")
    parser.add_argument("--profile", action="store_true", help="cProfile (b)-(d) afterwards")
    parser.add_argument("--profile-lines", type=int, default=40)
    parser.add_argument("--profile-sort", default="cumulative", help="or tottime, ncalls...")
    parser.add_argument("--clients", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.clients:
        os.nice(args.nice)
        clients()
        return
    assert 0 < args.rounds <= 10_000 and 0 < args.pages <= 30 and 0 < args.taps <= 1000
    assert 0 < args.reconnects <= 100
    measure(args)


if __name__ == "__main__":
    main()
