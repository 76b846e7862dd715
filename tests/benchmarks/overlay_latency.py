"""How long a static file and a push take on the stream overlay, with 50 pages connected.

Run from the repository root (a script, not a test; docs/performance.md, Overlay latency):

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/overlay_latency.py [rounds (40)]
        [--pages 50] [--actions N] [--window] [--path /overlay.js] [--gap-ms 50]
        [--code DIR] [--before DIR] [--runs N]

What it builds: this process is the app's side: a GameSession on the demo game (or, with
--actions N, a journal_gen.py game of N actions), opened from its journal, and the OverlayServer
on free ports of 127.0.0.1; headless (a QCoreApplication, nothing else in the event loop), or with
--window the app's MainWindow on the same session (as `companion` builds it, 1400x860, offscreen),
which repaints after each change in the same event loop as the overlay, as in the app. A second
process (this script, internal `--pages-of` mode) is the browsers' side: it opens --pages WebSocket
connections to the feed (the handshake a non-browser client sends), reads them all with one epoll
loop, and makes the HTTP requests. One address may hold limits.MAX_PER_ADDRESS (32) feed
connections; the benchmark raises that cap on its own server so that the 50 pages can all come
from 127.0.0.1. Everything stays on 127.0.0.1.

One round, after a pause of --gap-ms (the event loop runs meanwhile; a stream's changes come
seconds apart, and the pause keeps the overlay's answer budget, limits.ANSWER_RATE, from pacing
the requests); `rounds` of them after 3 to warm up:

- static file: the pages' process fetches --path (/overlay.js, 10.9 kB) on a new connection
  (connect, request, the whole answer read; HTTP/1.1, `Connection: close`), timed there, then on
  its one kept-alive connection (request, the whole answer);
- push: a life change (+1 or -1 in turn) through the session. The time starts in a slot on the
  session's `changed` signal connected just before the server's (so when the change is handed to
  the overlay: after the journal line is written and synced, and with --window after the window's
  views took it) and ends when the pages' process has a page's whole WebSocket message (the recv
  that completes its frame). Both processes read CLOCK_MONOTONIC (time.perf_counter_ns).
  Reported: the median over all pages and rounds, and the median of the last page's time per
  push (when all 50 have it).

The app's side waits in its event loop (a QEventLoop woken by the pages' pipe), never spins.

Each run is a fresh pair of processes. `--code DIR` takes the app's package from DIR (a checkout of
another commit, e.g. `git worktree add /tmp/overlay-before COMMIT`; through other_code.py) instead
of this checkout; `--before DIR` also runs the code of DIR, alternately with the other (this
checkout, or --code), --runs times each (default 5; first one, then the other, the order flipped
every run), and prints the medians of the runs' medians with their range.

The last line reads `overlay latency: static X ms (kept alive K ms), push Y ms (last of N pages
Z ms)`: the medians of the runs of this checkout (or --code), not --before's.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
STATIC = "/overlay.js"
_SEQ = re.compile(rb'"seq":(\d+)')


# -- the pages' side (a separate process, as browsers are) ---------------------------------------


def _handshake(port: int) -> bytes:
    return (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n"
    ).encode()


def _frames(buf: bytearray) -> list[bytes]:
    """Complete text frames at the start of `buf` (taken out of it)."""
    out = []
    while len(buf) >= 2:
        n, at = buf[1] & 0x7F, 2
        if n >= 126:
            at = 4 if n == 126 else 10
            if len(buf) < at:
                break
            n = int.from_bytes(buf[2:at], "big")
        if len(buf) < at + n:
            break
        if buf[0] & 0x0F == 0x1:
            out.append(bytes(buf[at : at + min(n, 200)]))
        del buf[: at + n]
    return out


def _answer(sock: socket.socket) -> int:
    """Read one whole HTTP answer (200, with Content-Length); its body's size."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"no answer: {data[:100]!r}")
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    if not head.startswith(b"HTTP/1.1 200"):
        raise ConnectionError(head.split(b"\r\n")[0].decode("latin-1"))
    found = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
    assert found, head
    length = int(found.group(1))
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("answer cut short")
        body += chunk
    assert len(body) == length, "more than one answer"
    return length


class _Fetcher:
    """GETs timed from this side: on a new connection each (connect, request, the whole answer;
    `Connection: close`), or on one kept-alive connection (request, the whole answer)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.kept: socket.socket | None = None

    def new(self, path: str) -> tuple[float, int]:
        request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nConnection: close\r\n\r\n"
        start = time.perf_counter_ns()
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            sock.sendall(request.encode())
            size = _answer(sock)
        return (time.perf_counter_ns() - start) / 1e6, size

    def again(self, path: str) -> tuple[float, int]:
        if self.kept is None:  # opened (and its first answer read) untimed
            self.kept = socket.create_connection(("127.0.0.1", self.port), timeout=10)
            self.kept.sendall(
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode()
            )
            _answer(self.kept)
        start = time.perf_counter_ns()
        self.kept.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode())
        size = _answer(self.kept)
        return (time.perf_counter_ns() - start) / 1e6, size


def _open_page(ws_port: int) -> tuple[socket.socket, bytearray]:
    """A feed connection after its handshake and the current state (sent to every new page)."""
    sock = socket.create_connection(("127.0.0.1", ws_port), timeout=10)
    sock.sendall(_handshake(ws_port))
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            raise ConnectionError(f"no handshake: {data[:100]!r}")
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    if not head.startswith(b"HTTP/1.1 101"):
        raise ConnectionError(head.split(b"\r\n")[0].decode("latin-1"))
    buf = bytearray(rest)
    while not _frames(buf):
        buf += sock.recv(1 << 20)
    sock.setblocking(False)
    return sock, buf


def _say(data: object) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


def pages(ws_port: int, http_port: int, n: int) -> None:
    """Open n feed connections, then obey stdin: `fetch PATH` (a GET on a new connection, timed),
    `again PATH` (the same on one kept-alive connection), `quit`. Every
    push, once all n pages have it, is reported as {"seq", "ns": [receive time per page]}."""
    assert 0 < n <= 200
    sel = selectors.DefaultSelector()
    opened = [_open_page(ws_port) for _ in range(n)]
    socks, bufs = [s for s, _ in opened], [b for _, b in opened]
    for i, sock in enumerate(socks):
        sel.register(sock, selectors.EVENT_READ, i)
    sel.register(sys.stdin.fileno(), selectors.EVENT_READ, -1)
    got: dict[int, list[int]] = {}
    fetcher = _Fetcher(http_port)
    _say({"ready": n})
    deadline = time.monotonic() + 3600
    while time.monotonic() < deadline:
        for key, _events in sel.select(timeout=60):
            i = key.data
            if i < 0:
                command = sys.stdin.readline().split()
                if not command or command[0] == "quit":
                    for sock in socks:
                        sock.close()
                    return
                ms, size = (fetcher.new if command[0] == "fetch" else fetcher.again)(command[1])
                _say({"fetch_ms": ms, "bytes": size})
                continue
            try:
                chunk = socks[i].recv(1 << 20)
            except BlockingIOError:
                continue
            now = time.perf_counter_ns()
            if not chunk:
                raise ConnectionError(f"page {i} closed by the server")
            bufs[i] += chunk
            for message in _frames(bufs[i]):
                match = _SEQ.search(message)
                assert match, message[:80]
                times = got.setdefault(int(match.group(1)), [0] * n)
                times[i] = now
                if all(times):
                    _say({"seq": int(match.group(1)), "ns": times})
                    del got[int(match.group(1))]


# -- the app's side ------------------------------------------------------------------------------


class _Pages:
    """The pages' process, and its lines read in the Qt event loop (no spinning)."""

    def __init__(self, ws_port: int, http_port: int, n: int) -> None:
        from PySide6.QtCore import QSocketNotifier

        self.proc = subprocess.Popen(
            [
                sys.executable,
                str(Path(__file__).resolve()),
                "--pages-of",
                str(ws_port),
                str(http_port),
                str(n),
            ],
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

    def _read(self) -> None:
        try:
            chunk = os.read(self._fd, 1 << 20)
        except BlockingIOError:
            return
        if not chunk:
            self._notifier.setEnabled(False)
            raise SystemExit("the pages' process ended")
        self._buf += chunk
        if b"\n" in self._buf and self._loop is not None:
            self._loop.quit()

    def line(self, timeout_ms: int = 20_000) -> dict[str, Any]:
        from PySide6.QtCore import QEventLoop, QTimer

        if b"\n" not in self._buf:
            loop = QEventLoop()
            timer = QTimer()
            timer.setSingleShot(True)
            timer.timeout.connect(loop.quit)
            timer.start(timeout_ms)
            self._loop = loop
            loop.exec()
            self._loop = None
            if b"\n" not in self._buf:
                raise TimeoutError(f"no word from the pages in {timeout_ms} ms")
        line, self._buf = self._buf.split(b"\n", 1)
        reply: dict[str, Any] = json.loads(line)
        return reply

    def say(self, command: str) -> None:
        assert self.proc.stdin
        self.proc.stdin.write(command.encode() + b"\n")

    def quit(self) -> None:
        self._notifier.setEnabled(False)
        self.say("quit")
        self.proc.wait(timeout=20)


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _drain(app: Any) -> None:
    """Let the window lay out and paint its first frame (50 passes of the event loop)."""
    for _ in range(50):
        app.processEvents()
        app.sendPostedEvents()


def _game(actions: int, window: bool) -> tuple[Any, Any, Any]:
    """(app, session, window or None) on the demo game or a journal_gen.py game of `actions`,
    opened from its journal."""
    from companion.core.demo import demo_actions
    from companion.shell.atomic import write_journal

    path = Path(os.environ["COMPANION_HOME"]) / "game.jsonl"
    if actions:
        sys.path.insert(0, str(HERE))
        from journal_gen import generate

        write_journal(path, generate(actions))
    else:
        write_journal(path, [a.to_json() for a in demo_actions()])
    if window:  # the desktop app's window on the same game, repainting after each change
        from companion.app import i18n
        from companion.app.launch import create_app
        from companion.app.window.main_window import MainWindow
        from companion.shell.settings import Settings

        app: Any = create_app()
        i18n.install(app, "en")
        shown = MainWindow(Settings(log_open=True))  # the log open, as on a large screen
        shown.resize(1400, 860)
        assert shown.files.open_journal(path)
        shown.show()
        _drain(app)
        return app, shown.session, shown
    from PySide6.QtCore import QCoreApplication

    from companion.app.session import GameSession

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    session = GameSession()
    errors = session.open(path)
    assert not errors, errors[:3]
    return app, session, None


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """One run in this process: the medians and the spread (ms)."""
    rounds, n_pages, path = args.rounds, args.pages, args.path
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["COMPANION_HOME"] = tempfile.mkdtemp(prefix="companion-bench-")
    from PySide6 import QtHttpServer  # noqa: F401 (its first import prints a Qt message)

    from companion.core.actions import LifeChange
    from companion.overlay.server import OverlayServer

    app, session, shown = _game(args.actions, args.window)
    state = session.state
    player = next(p.name for p in state.players if p.in_game and p.name != state.monarch)
    handed: list[int] = []  # connected before the server's slot: runs just before it
    session.changed.connect(lambda _outcome: handed.append(time.perf_counter_ns()))
    server = OverlayServer(session, 0)
    server.start()
    feed = server._feed
    assert feed is not None
    feed.admission.per_address = max(feed.admission.per_address, n_pages)  # all from 127.0.0.1
    feed.admission.total = max(feed.admission.total, n_pages)
    pages = _Pages(server.ws_port, server.port, n_pages)
    assert pages.line()["ready"] == n_pages
    assert server.client_count == n_pages, server.client_count
    fetches: list[float] = []
    kept: list[float] = []
    every: list[float] = []
    last: list[float] = []
    for i in range(rounds + 3):  # three rounds to warm up, not counted
        _wait(args.gap_ms)
        pages.say(f"fetch {path}")
        fetch_ms = float(pages.line()["fetch_ms"])
        pages.say(f"again {path}")
        kept_ms = float(pages.line()["fetch_ms"])
        handed.clear()
        assert session.do(LifeChange(player, 1 if i % 2 else -1)) is not None
        reply = pages.line()
        assert len(handed) == 1 and reply["seq"] == server._seq, (handed, reply["seq"])
        took = [(t - handed[0]) / 1e6 for t in reply["ns"]]
        if i >= 3:
            fetches.append(fetch_ms)
            kept.append(kept_ms)
            every.extend(took)
            last.append(max(took))
    size = len(feed.latest.encode("utf-8"))
    pages.quit()
    server.stop()
    session.close()
    if shown is not None:
        shown.hide()
    app.processEvents()
    return {
        "static_ms": statistics.median(fetches),
        "kept_ms": statistics.median(kept),
        "push_ms": statistics.median(every),
        "last_ms": statistics.median(last),
        "pages": n_pages,
        "message_bytes": size,
        "rounds": rounds,
        "static_range": [min(fetches), max(fetches)],
        "kept_range": [min(kept), max(kept)],
        "push_range": [min(every), max(every)],
    }


def _run(code: str | None, args: argparse.Namespace) -> dict[str, Any]:
    """One run in a fresh process (the app's code from `code`, else this checkout's)."""
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        str(args.rounds),
        "--pages",
        str(args.pages),
        "--actions",
        str(args.actions),
        "--gap-ms",
        str(args.gap_ms),
        "--path",
        args.path,
        "--json",
    ] + (["--window"] if args.window else [])
    if code:
        command[1:1] = [str(HERE / "other_code.py"), code]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    if done.returncode:
        raise SystemExit(f"run failed ({code or 'this checkout'}):\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.1f} [{min(values):.1f}-{max(values):.1f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", type=int, nargs="?", default=40)
    parser.add_argument("--pages", type=int, default=50, help="WebSocket clients (at most 200)")
    parser.add_argument(
        "--actions",
        type=int,
        default=0,
        help="a journal_gen.py game of this many actions (0: the demo game)",
    )
    parser.add_argument(
        "--window",
        action="store_true",
        help="the app's main window on the same game, repainting after each change",
    )
    parser.add_argument("--path", default=STATIC, help="what the HTTP requests ask for")
    parser.add_argument("--gap-ms", type=int, default=50, help="pause before each round")
    parser.add_argument(
        "--before",
        default="",
        help="a checkout of the code to compare with (runs alternate with the other code's)",
    )
    parser.add_argument(
        "--code", default="", help="the app's code from this checkout instead of this one"
    )
    parser.add_argument("--runs", type=int, default=0, help="runs of each (default 5, 1)")
    parser.add_argument("--json", action="store_true", help="print one run's result as JSON")
    parser.add_argument(
        "--pages-of", nargs=3, type=int, metavar=("WS", "HTTP", "N"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.pages_of:
        pages(*args.pages_of)
        return
    assert 0 < args.rounds <= 10_000 and 0 < args.pages <= 200
    if args.json:
        print(json.dumps(measure(args)))
        return
    import PySide6

    print(
        f"nproc {os.cpu_count()}, load {os.getloadavg()[0]:.1f}, Python "
        f"{sys.version.split()[0]}, PySide6 {PySide6.__version__}; {args.pages} pages, "
        f"{args.rounds} rounds per run",
        flush=True,
    )
    trees = (
        [("before", args.before), ("after", args.code)] if args.before else [("this", args.code)]
    )
    results: dict[str, list[dict[str, Any]]] = {name: [] for name, _ in trees}
    for run in range(args.runs or (5 if args.before else 1)):
        for name, code in trees if run % 2 == 0 else trees[::-1]:
            result = _run(code or None, args)
            results[name].append(result)
            print(
                f"  {name}: static {result['static_ms']:.2f} ms (kept alive "
                f"{result['kept_ms']:.2f} ms), push {result['push_ms']:.2f}"
                f" ms, last of {result['pages']} {result['last_ms']:.2f} ms "
                f"(message {result['message_bytes']} B)",
                flush=True,
            )
    for name, runs in results.items():
        print(
            f"{name}: static {_spread([r['static_ms'] for r in runs])} ms (kept alive "
            f"{_spread([r['kept_ms'] for r in runs])} ms), push "
            f"{_spread([r['push_ms'] for r in runs])} ms, last of {args.pages} "
            f"{_spread([r['last_ms'] for r in runs])} ms (medians of {len(runs)} runs)"
        )
    mine = results[trees[-1][0]]
    print(
        f"overlay latency: static {statistics.median(r['static_ms'] for r in mine):.1f} ms "
        f"(kept alive {statistics.median(r['kept_ms'] for r in mine):.1f} ms), "
        f"push {statistics.median(r['push_ms'] for r in mine):.1f} ms (last of {args.pages} "
        f"pages {statistics.median(r['last_ms'] for r in mine):.1f} ms)"
    )


if __name__ == "__main__":
    main()
