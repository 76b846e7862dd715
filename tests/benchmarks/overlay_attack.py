"""Local attackers on the overlay, and what they cost a running app (docs/performance.md).

Run from the repository root:

    python tests/benchmarks/overlay_attack.py app [--seconds 20] [--pipeline 4] [--slowloris 300]
        [--idle 1100] [--sleepers 250] [--rate 200] [--nofile 1024] [--code DIR]

starts tests/overlay/overlay_app.py (the demo game with its overlay on free ports; its open-file
limit set to --nofile, as a desktop session's usual 1024), attacks it from this process for
--seconds, and meanwhile, every 0.25 s: samples the app's memory (VmRSS) and open files
(/proc/PID/fd) and applies a life change through the app (its journal line written and synced;
every fourth time also a Save As), timed; a normal client fetches /state every 0.25 s (in a
thread), and a page that was there before the attack reads the feed all along. At the end it
checks that the journal on disk replays to exactly the state the overlay shows, and prints a
summary (the last line: `attack: ...`).

    python tests/benchmarks/overlay_attack.py ports HTTP_PORT WS_PORT [--seconds S] [--nice N] [...]

attacks a running overlay until --seconds pass or its stdin closes, while a normal page reads the
feed, and prints what each kind of attacker (and the page) got as JSON; action_latency.py --attack
starts it as a subprocess. Everything goes to 127.0.0.1 only, ends by itself, and opens at most the
connections asked for (each kind reconnecting at most --rate times a second).
"""

from __future__ import annotations

import argparse
import dataclasses
import http.client
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "overlay"))

from overlay_clients import Attack, FeedReader  # noqa: E402


def _attack(args: argparse.Namespace, http_port: int, ws_port: int) -> Attack:
    _more_files(args.pipeline + args.slowloris + args.idle + args.sleepers + 64)
    return Attack(http_port, ws_port, pipeline=args.pipeline, slowloris=args.slowloris,
                  idle=args.idle, sleepers=args.sleepers, seconds=args.seconds,
                  connects_per_s=args.rate, max_bytes=16 << 30)


def _more_files(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(max(needed, soft), hard), hard))


def ports(args: argparse.Namespace) -> None:
    """Attack until --seconds pass or stdin closes; a normal page reads the feed meanwhile."""
    if args.nice:
        os.nice(args.nice)
    page = FeedReader(args.ws_port, seconds=args.seconds + 5).start()
    while not page.messages and not page.closed:  # the stream's page is there before the attack
        time.sleep(0.01)
    attack = _attack(args, args.http_port, args.ws_port).start()
    print("attacking", flush=True)
    threading.Thread(target=lambda: (sys.stdin.read(), attack.stop()), daemon=True).start()
    while not attack.done:
        time.sleep(0.1)
    attack.stop()
    page.stop()
    report = {k: _summary(t) for k, t in attack.tally.items() if attack.asked[k]}
    report["page"] = {"messages": page.messages, "closed": page.error or None}
    print(json.dumps(report), flush=True)


def _summary(tally: object) -> dict[str, object]:
    data = dataclasses.asdict(tally)  # type: ignore[call-overload]
    lifetimes = data.pop("lifetimes")
    data["median_life_s"] = round(statistics.median(lifetimes), 2) if lifetimes else None
    return data


def _proc(pid: int) -> tuple[float, int]:
    """(resident MB, open files) of a process."""
    rss = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
    return rss, len(list(Path(f"/proc/{pid}/fd").iterdir()))


class _App:
    """The headless app in a subprocess, driven through its stdin (tests/overlay/overlay_app.py)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="companion-attack-"))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPANION_HOME=str(self.home))
        command = [sys.executable, str(ROOT / "tests" / "overlay" / "overlay_app.py")]
        if args.code:  # the app's package from another checkout (other_code.py)
            command[1:1] = [str(ROOT / "tests" / "benchmarks" / "other_code.py"), args.code]
        self.proc = subprocess.Popen([*command, "--nofile", str(args.nofile)], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        hello = self.say(None)
        self.http_port, self.ws_port = hello["port"], hello["ws_port"]
        self.journal = Path(hello["journal"])
        self.actions: list[float] = []
        self.failed: list[str] = []
        self.saves = 0

    def say(self, command: dict[str, object] | None) -> dict[str, object]:
        assert self.proc.stdin and self.proc.stdout
        if command is not None:
            self.proc.stdin.write(json.dumps(command) + "\n")
            self.proc.stdin.flush()
        reply: dict[str, object] = json.loads(self.proc.stdout.readline())
        return reply

    def files(self) -> tuple[float, int]:
        return _proc(self.proc.pid)

    def play(self) -> None:
        """A life change (timed, as seen from here), and every fourth time a Save As."""
        started = time.perf_counter()
        delta = 1 if len(self.actions) % 2 else -1
        reply = self.say({"action": "life", "player": "Ann", "delta": delta})
        self.actions.append((time.perf_counter() - started) * 1000)
        if not reply.get("ok"):
            self.failed.append(str(reply.get("error", "?")))
        if len(self.actions) % 4 == 0:  # a new file opened, written, synced and renamed
            self.saves += 1
            reply = self.say({"save_as": str(self.home / f"saved-{self.saves}.jsonl")})
            if reply.get("ok"):
                self.journal = Path(str(reply["journal"]))
            else:
                self.failed.append(str(reply.get("error", "?")))

    def quit(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(timeout=10)
        self.proc.stdin.close()
        if self.proc.stdout:
            self.proc.stdout.close()


class _Visitor(threading.Thread):
    """A normal client: GET /state every 0.25 s (10 s allowed each), timed."""

    def __init__(self, port: int) -> None:
        super().__init__(name="visitor", daemon=True)
        self.port = port
        self.times: list[float] = []  # ms, of the answered ones
        self.failed: dict[str, int] = {}  # why the others were not
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.wait(0.25):
            started = time.perf_counter()
            try:
                status = _get(self.port, "/state", 10.0)[0]
            except OSError as exc:
                status = type(exc).__name__
            if status == 200:
                self.times.append((time.perf_counter() - started) * 1000)
            else:
                self.failed[str(status)] = self.failed.get(str(status), 0) + 1

    def summary(self) -> str:
        asked = len(self.times) + sum(self.failed.values())
        if not self.times:
            return f"0/{asked} answered {self.failed}"
        ordered = sorted(self.times)
        return (f"{len(self.times)}/{asked} answered (median {statistics.median(ordered):.0f} ms, "
                f"90th percentile {ordered[int(len(ordered) * 0.9)]:.0f} ms, slowest "
                f"{ordered[-1]:.0f} ms)" + (f", not: {self.failed}" if self.failed else ""))


def _get(port: int, path: str, timeout: float) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path, headers={"Host": f"127.0.0.1:{port}"})
        reply = conn.getresponse()
        return reply.status, reply.read()
    finally:
        conn.close()


def app(args: argparse.Namespace) -> None:
    the_app = _App(args)
    time.sleep(0.5)
    rss0, fds0 = the_app.files()
    reader = FeedReader(the_app.ws_port, seconds=args.seconds + 30).start()
    while not reader.messages and not reader.closed:  # the stream's page is there before
        time.sleep(0.01)
    attack = _attack(args, the_app.http_port, the_app.ws_port).start()
    visitor = _Visitor(the_app.http_port)
    visitor.start()
    samples: list[tuple[float, int]] = []
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        samples.append(the_app.files())
        the_app.play()
        time.sleep(0.25)
    attack.stop()
    visitor.stop.set()
    visitor.join(timeout=15)
    time.sleep(1.5)  # the page's last messages
    shown = json.loads(_get(the_app.http_port, "/state", 10.0)[1])
    fed = json.loads(reader.last)["state"] if reader.last else None
    page = (f"the page already showing got {reader.messages} messages, "
            + (f"closed ({reader.error or 'by the server'})" if reader.closed else "never closed"))
    reader.stop()
    the_app.quit()
    from companion.core.journal import read_game
    from companion.core.snapshot import state_json

    game, errors = read_game(the_app.journal)
    same = state_json(game.state) == shown == fed and not errors
    rss, fds = [s[0] for s in samples], [s[1] for s in samples]
    actions, failed = the_app.actions, the_app.failed
    print(f"app: open-file limit {args.nofile}; before the attack {rss0:.0f} MB, "
          f"{fds0} open files")
    print(f"attack ({args.seconds:.0f} s): " + json.dumps(
        {k: _summary(t) for k, t in attack.tally.items() if attack.asked[k]}))
    print(f"app under attack: memory max {max(rss):.0f} MB (end {rss[-1]:.0f} MB), "
          f"open files max {max(fds)} (end {fds[-1]})")
    print(f"actions: {len(actions)} life changes and {the_app.saves} Save As, failed "
          f"{len(failed)} {failed[:2]}, life change round trip median "
          f"{statistics.median(actions):.1f} ms, max {max(actions):.1f} ms")
    print(f"a normal client's /state: {visitor.summary()}; {page}")
    print(f"journal on disk = what the overlay shows = the feed's last state: {same}")
    print(f"attack: memory max {max(rss):.0f} MB, open files max {max(fds)}, actions failed "
          f"{len(failed)}, action median {statistics.median(actions):.1f} ms, journal matches "
          f"{same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("app", "ports"))
    parser.add_argument("http_port", type=int, nargs="?", default=0)
    parser.add_argument("ws_port", type=int, nargs="?", default=0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pipeline", type=int, default=4)
    parser.add_argument("--slowloris", type=int, default=300)
    parser.add_argument("--idle", type=int, default=1100)
    parser.add_argument("--sleepers", type=int, default=250)
    parser.add_argument("--rate", type=int, default=200,
                        help="connections each kind of attacker opens a second, at most")
    parser.add_argument("--nofile", type=int, default=1024, help="the app's open-file limit")
    parser.add_argument("--nice", type=int, default=0, help="ports: the attack's niceness")
    parser.add_argument("--code", default="",
                        help="run the app from this checkout (e.g. a git worktree of an older "
                             "commit) instead of this one, to measure before and after")
    args = parser.parse_args()
    if args.mode == "ports":
        ports(args)
    else:
        app(args)


if __name__ == "__main__":
    main()
