"""The history at scale: index 10,000 games, then read them for the History page and its figures.

Run from the repository root (a script, not a test; docs/performance.md, History):

    python tests/benchmarks/history_bench.py [games (10000)] [--workers N] [--keep DIR]

What it builds: 40 distinct games played through the real engine by journal_gen.py's table (3 to
6 players, 15 to 60 turns of steps, life changes, combat with commander damage and poison, crowns
taken and stolen, undo and redo; then every player but one loses all their life, or concedes),
with placeholder names and times from midnight. Each of the N journals is one of them with the
names of a 12-player playgroup, commanders from a list of 30, and its own evening (four games an
evening, one evening a day), so every journal is a different game (its own content key). They are
written to a temporary COMPANION_HOME's games folder (not timed).

Timed: (1) `History.open()` + `sync()` on an empty index (every journal replayed through the
engine, in --workers processes, default the CPUs); (2) a second `sync()` with nothing changed;
(3) `listings()` (every game with its seats, what the History page lists) and (4) every figure of
the Stats across games (figures.per_player, per_commander, per_seat, lengths, crown_won,
initiative_won, eliminations) over all games. Then, in a new process each time (--rounds of them,
medians; QT_QPA_PLATFORM=offscreen, the real MainWindow at 1280x720 with the index up to date):
(5) View > History until the page lists every game and has painted (its sync finding nothing new,
the listings read, the model filled), and (6) the Stats across games tab from the click until it
has painted every chart, the click 2 s after the list (the page imports the charts, pyqtgraph and
numpy, on a thread once the games are listed), and (7) the longest pause of the window's event
loop in those 2 s (a 10 ms timer's largest gap).
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from journal_gen import _Table

from companion.core.journal import encode

PLAYGROUP = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kai", "Lou")
COMMANDERS = (*(f"Commander {c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
              "Atraxa, Praetors' Voice", "Kraum, Ludevic's Opus", "Tymna the Weaver",
              "Edgar Markov")
BASE_NAMES = tuple(f"P{i}" for i in range(1, 7))
START = dt.datetime(2026, 1, 1, 0, 0, tzinfo=dt.UTC)


def base_game(seed: int) -> bytes:
    """One finished game with placeholder names, its lines a minute or so apart from midnight."""
    rng = random.Random(seed)
    players = BASE_NAMES[: rng.randint(3, 6)]
    turns = rng.randint(15, 60)
    table = _Table(10**9, seed, players)
    commanders = {p: (f"@{p}@",) for p in players}
    for _ in range(turns):
        table.turn()
    game = table.game
    lines = [dict(line) for line in game.journal]
    lines[0]["commanders"] = {p: list(names) for p, names in commanders.items()}
    survivor = rng.choice(players)
    for p in players:
        if p != survivor:
            if rng.random() < 0.2:
                lines.append({"action": "concede", "player": p})
            else:
                life = _final_life(lines, p)
                lines.append({"action": "life", "player": p, "delta": -life})
    at = START
    for line in lines:
        at += dt.timedelta(seconds=rng.randint(5, 50))
        line["at"] = at.isoformat()
    return encode(lines)


def _final_life(lines: list[dict[str, object]], player: str) -> int:
    from companion.core.journal import load_game

    game, _ = load_game(encode(lines))
    return game.state.player(player).life


def variant(base: bytes, i: int, rng: random.Random) -> bytes:
    names = rng.sample(PLAYGROUP, len(BASE_NAMES))
    data = base
    for placeholder, name in zip(BASE_NAMES, names, strict=True):
        data = data.replace(f'"{placeholder}"'.encode(), f'"{name}"'.encode())
        data = data.replace(f"@{placeholder}@".encode(), rng.choice(COMMANDERS).encode())
    day = (START + dt.timedelta(days=i // 4)).date().isoformat()
    hour = 17 + i % 4
    for h in range(4):
        data = data.replace(f"2026-01-01T0{h}:".encode(), f"{day}T{hour + h:02d}:".encode())
    return data


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", type=int, nargs="?", default=10_000)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--keep", type=Path, default=None, help="use (and keep) this home folder")
    parser.add_argument("--rounds", type=int, default=5, help="GUI runs (new processes)")
    parser.add_argument("--gui", action="store_true", help=argparse.SUPPRESS)  # one GUI run
    parser.add_argument("--gui-only", action="store_true",
                        help="with --keep: only the page and the charts, on the index there")
    args = parser.parse_args()
    if args.gui:
        gui_run()
        return
    if args.gui_only:
        os.environ["COMPANION_HOME"] = str(args.keep)
        gui_rounds(args.rounds)
        return
    home = args.keep or Path(tempfile.mkdtemp(prefix="history-bench-"))
    os.environ["COMPANION_HOME"] = str(home)
    from companion.history import figures
    from companion.history.store import History
    from companion.shell.paths import games_dir

    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    if len(list(folder.glob("*.jsonl"))) < args.games:
        bases = [base_game(seed) for seed in range(40)]
        rng = random.Random(18)
        for i in range(args.games):
            (folder / f"game-{i:05d}.jsonl").write_bytes(variant(bases[i % 40], i, rng))
    size = sum(p.stat().st_size for p in folder.glob("*.jsonl"))
    print(f"{args.games} journals, {size / 2**20:.1f} MiB, made in "
          f"{time.perf_counter() - began:.1f} s; {os.cpu_count()} CPUs")
    from companion.history.store import db_path

    db = db_path()
    for stale in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        stale.unlink(missing_ok=True)
    began = time.perf_counter()
    with History.open(db) as history:
        report = history.sync(workers=args.workers)
    index_s = time.perf_counter() - began
    print(f"index from nothing: {index_s:.1f} s ({report.added} games, "
          f"{len(report.unreadable)} unreadable)")
    with History.open(db) as history:
        began = time.perf_counter()
        again = history.sync()
        sync_s = time.perf_counter() - began
        began = time.perf_counter()
        rows = [listing.row for listing in history.listings()]
        list_s = time.perf_counter() - began
    print(f"sync with nothing changed: {sync_s * 1000:.0f} ms ({again.unchanged} unchanged)")
    print(f"listings: {list_s * 1000:.0f} ms for {len(rows)} games")
    began = time.perf_counter()
    for count in (figures.per_player, figures.per_commander, figures.per_seat, figures.lengths,
                  figures.crown_won, figures.initiative_won, figures.eliminations):
        count(rows)  # type: ignore[operator]
    print(f"every figure across games: {(time.perf_counter() - began) * 1000:.0f} ms")
    page_ms, charts_ms = gui_rounds(args.rounds)
    print(f"history: index {index_s:.1f} s, sync {sync_s * 1000:.0f} ms, "
          f"listings {list_s * 1000:.0f} ms, page {page_ms:.0f} ms, charts {charts_ms:.0f} ms")


def gui_rounds(rounds: int) -> tuple[float, float]:
    """`rounds` new processes each opening the page and the charts; the medians (ms)."""
    pages, charts, stalls = [], [], []
    for _ in range(rounds):
        run = subprocess.run([sys.executable, __file__, "--gui"], capture_output=True, text=True,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=300,
                             check=True)
        page_ms, charts_ms, stall_ms = (float(x) for x in run.stdout.split())
        pages.append(page_ms)
        charts.append(charts_ms)
        stalls.append(stall_ms)
    print(f"History page listed and painted: median {statistics.median(pages):.0f} ms "
          f"({', '.join(f'{x:.0f}' for x in pages)})")
    print(f"Stats across games painted: median {statistics.median(charts):.0f} ms "
          f"({', '.join(f'{x:.0f}' for x in charts)})")
    print(f"longest pause of the window while the charts were imported behind the list: median "
          f"{statistics.median(stalls):.0f} ms ({', '.join(f'{x:.0f}' for x in stalls)})")
    return statistics.median(pages), statistics.median(charts)


def gui_run() -> None:
    """One window: the page's time to list and paint, then the charts' (ms, on stdout)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from companion.app.launch import create_app
    from companion.app.window.main_window import MainWindow
    from companion.shell.settings import Settings

    app = create_app([sys.argv[0]])
    window = MainWindow(Settings())
    window.resize(1280, 720)
    window.show()

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    wait(300)
    listed = QEventLoop()  # the app's own loop waits (a Python loop polling would take the GIL)
    window.history.service.loaded.connect(listed.quit)
    QTimer.singleShot(120_000, listed.quit)
    began = time.perf_counter()
    window.history.show()
    listed.exec()
    page = window.history.page
    page.repaint()
    page_ms = (time.perf_counter() - began) * 1000
    assert page.model.rowCount() > 0
    ticks: list[float] = []  # the GUI thread's pulse while the charts are imported behind it
    pulse = QTimer()
    pulse.setInterval(10)
    pulse.timeout.connect(lambda: ticks.append(time.perf_counter()))
    pulse.start()
    wait(2000)  # the player reads the list first
    pulse.stop()
    stall_ms = max(b - a for a, b in itertools.pairwise(ticks)) * 1000
    began = time.perf_counter()
    page.tabs.setCurrentIndex(1)
    app.processEvents()
    page.repaint()
    charts_ms = (time.perf_counter() - began) * 1000
    print(f"{page_ms:.1f} {charts_ms:.1f} {stall_ms:.1f}")
    window.history.service.shutdown()
    window.session.close()


if __name__ == "__main__":
    main()
