"""action_latency.py's measurement while local clients attack the stream overlay.

Run from the repository root (a script, not a test; docs/performance.md, "The overlay under
attack"):

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/action_latency_attacked.py [rounds]
        [--players 8] [--pipeline 4] [--slowloris 300] [--idle 1100] [--sleepers 250]
        [--rate 200] [--nofile 1024] [--nice 10] [--cycles 3]

The same sample as action_latency.py (its `_Bench`: the real MainWindow, a +1/-1 life click, the
event loop run until the window is painted; a 20-row and a 5,000-row game measured alternately),
in three conditions, one after the other in one process, and all three again --cycles times (so
that the shared machine's drift hits each alike; the figures are medians of all the cycles):

1. `off`: no overlay;
2. `overlay`: each window serves the overlay (as View > Stream overlay does) and one page reads
   each feed, as OBS would;
3. `attacked`: the same, while subprocesses (overlay_attack.py ports, at niceness --nice so the
   attackers' own CPU time does not count as the app's; one per overlay, each with half the
   attack, so the app gets it once) run --pipeline connections pipelining requests without
   reading, --slowloris dribbling headers, --idle connections that never speak and --sleepers
   WebSocket clients that never read, all to 127.0.0.1, each kind reconnecting at most --rate
   times a second in all when the app closes one, until the condition is measured. The attack
   runs 2 s before the first sample.

This process's open-file limit is set to --nofile (a desktop session's usual 1024). For each
condition it prints the medians (wall clock and the process's CPU time), the process's memory and
open files, and, for the last attack, what the overlay refused or cut and what the attackers got;
the last line reads `attacked: early X ms, late Y ms (overlay, not attacked: ...; no overlay: ...)`.
Run it on older code with other_code.py to compare (docs/performance.md says how).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CONDITIONS = ("off", "overlay", "attacked")
sys.path.insert(0, str(HERE))

import action_latency as bench  # noqa: E402  (sets the offscreen platform and COMPANION_HOME)


def _files() -> tuple[float, int]:
    rss = 0.0
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
    return rss, len(list(Path("/proc/self/fd").iterdir()))


def _pump(app: Any, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


class _Attackers:
    """One overlay_attack.py subprocess per overlay (a page reading its feed, and the attack)."""

    def __init__(self, servers: list[Any], args: argparse.Namespace, attack: bool) -> None:
        self.procs = []
        for i, server in enumerate(servers):  # the attack shared out: the app gets it once
            counts = [f"--{kind}={_share(getattr(args, kind) if attack else 0, i, len(servers))}"
                      for kind in ("pipeline", "slowloris", "idle", "sleepers")]
            counts.append(f"--rate={max(1, args.rate // len(servers))}")
            self.procs.append(subprocess.Popen(
                [sys.executable, str(HERE / "overlay_attack.py"), "ports", str(server.port),
                 str(server.ws_port), "--seconds=600", f"--nice={args.nice}", *counts],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True))
        for proc in self.procs:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "attacking"

    def stop(self, app: Any) -> list[dict[str, Any]]:
        reports = []
        for proc in self.procs:
            assert proc.stdin and proc.stdout
            proc.stdin.close()
            while proc.poll() is None:
                app.processEvents()  # the app answers them while they wind down
            reports.append(json.loads(proc.stdout.read().strip().splitlines()[-1]))
            proc.stdout.close()
        return reports


def _share(n: int, i: int, parts: int) -> int:
    return n // parts + (1 if i < n % parts else 0)


def _measure(benches: list[Any], rounds: int) -> None:
    early, late = benches
    for b in benches:
        b.samples.clear()
        b.cpu.clear()
    for i in range(rounds):
        for b in (early, late) if i % 2 == 0 else (late, early):
            b.sample()


def _overlay_stats(server: Any) -> str:
    """What an overlay refused or cut (nothing to say on code without limits)."""
    tcp, feed = server._tcp, server._feed
    if not hasattr(tcp, "admission"):
        return "no limits in this code"
    return (f"HTTP: refused at the cap {tcp.admission.refused}, taken over "
            f"{tcp.admission.evicted}, paused {tcp.lobby.paused}x, 429 {tcp.too_many}, cut for "
            f"unread answers {tcp.closed_unread} (most queued {tcp.peak_unsent >> 10} KiB); feed: "
            f"refused at the cap {feed.admission.refused}, taken over {feed.admission.evicted}, "
            f"paused {feed.lobby.paused}x, dropped for not reading {feed.dropped_slow} (most "
            f"queued {feed.peak_unsent >> 10} KiB)")


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", type=int, nargs="?", default=40)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--pipeline", type=int, default=4)
    parser.add_argument("--slowloris", type=int, default=300)
    parser.add_argument("--idle", type=int, default=1100)
    parser.add_argument("--sleepers", type=int, default=250)
    parser.add_argument("--rate", type=int, default=200)
    parser.add_argument("--nofile", type=int, default=1024)
    parser.add_argument("--nice", type=int, default=10)
    parser.add_argument("--cycles", type=int, default=3)
    return parser.parse_args()


def main() -> None:
    args = _arguments()
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(args.nofile, hard), hard))

    from companion.app import i18n
    from companion.app.launch import create_app
    from companion.overlay.server import OverlayServer

    app = create_app()
    i18n.install(app, "en")
    painted = bench._Painted()
    app.installEventFilter(painted)
    folder = Path(bench._HOME) / "journals"
    folder.mkdir()
    benches = [bench._Bench(app, painted, bench._journal(rows, args.players, folder))
               for rows in (bench.EARLY, bench.LATE)]
    for _ in range(5):
        for b in benches:
            b.sample()
    print(f"python {sys.version.split()[0]}, {args.players} players, {args.rounds} rounds, "
          f"open-file limit {resource.getrlimit(resource.RLIMIT_NOFILE)[0]}; the attack: "
          f"{args.pipeline} pipelining, {args.slowloris} slowloris, {args.idle} silent, "
          f"{args.sleepers} non-reading WebSocket clients, each kind reconnecting at most "
          f"{args.rate}/s (niceness {args.nice})")
    pooled: dict[str, list[list[float]]] = {c: [[], [], [], []] for c in CONDITIONS}
    for cycle in range(1, args.cycles + 1):
        for condition in CONDITIONS:
            servers, attackers = [], None
            if condition != "off":
                servers = [OverlayServer(b.window.session, 0) for b in benches]
                for server in servers:
                    server.start()
                attackers = _Attackers(servers, args, condition == "attacked")
                _pump(app, 2.0)
            _measure(benches, args.rounds)
            rss, files = _files()
            reports = attackers.stop(app) if attackers else []
            for i, b in enumerate(benches):
                pooled[condition][i] += b.samples
                pooled[condition][2 + i] += b.cpu
            early, late = (statistics.median(b.samples) for b in benches)
            print(f"cycle {cycle} {condition}: early {early:.1f} ms, late {late:.1f} ms (CPU "
                  f"{statistics.median(benches[0].cpu):.1f}, "
                  f"{statistics.median(benches[1].cpu):.1f}); memory {rss:.0f} MB, "
                  f"{files} open files")
            if condition == "attacked" and cycle == args.cycles:
                _report(servers, reports)
            for server in servers:
                server.stop()
            _pump(app, 0.2)
    print(f"medians of {args.cycles} cycles x {args.rounds} samples (wall clock; CPU time of "
          "the process in brackets):")
    for condition in CONDITIONS:
        early, late, cpu_early, cpu_late = (statistics.median(x) for x in pooled[condition])
        print(f"  {condition:8s} early {early:5.1f} ms [{cpu_early:4.1f}], late {late:5.1f} ms "
              f"[{cpu_late:4.1f}]")
    early, late = (statistics.median(x) for x in pooled["attacked"][:2])
    base_early, base_late = (statistics.median(x) for x in pooled["overlay"][:2])
    off_early, off_late = (statistics.median(x) for x in pooled["off"][:2])
    print(f"attacked: early {early:.1f} ms, late {late:.1f} ms (overlay, not attacked: early "
          f"{base_early:.1f} ms, late {base_late:.1f} ms; no overlay: early {off_early:.1f} ms, "
          f"late {off_late:.1f} ms)")


def _report(servers: list[Any], reports: list[dict[str, Any]]) -> None:
    for server, report in zip(servers, reports, strict=False):
        print(f"  overlay {server.port}: {_overlay_stats(server)}")
        page = report.pop("page")
        print(f"    its page got {page['messages']} messages"
              + (f", then: {page['closed']}" if page["closed"] else ""))
        for kind, tally in report.items():
            print(f"    {kind}: opened {tally['opened']}, refused {tally['refused']}, closed "
                  f"{tally['closed']}, sent {tally['sent'] >> 10} KiB, statuses "
                  f"{tally['statuses']}")


if __name__ == "__main__":
    main()
