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

Timed, each in a fresh process state: (1) `History.open()` + `sync()` on an empty index (every
journal replayed through the engine, in --workers processes, default the CPUs); (2) a second
`sync()` with nothing changed; (3) `listings()` (every game with its seats, what the History page
lists) and (4) every figure of the Stats across games (figures.per_player, per_commander,
per_seat, lengths, crown_won, initiative_won, eliminations) over all games.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
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
    args = parser.parse_args()
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
    db = home / "bench.sqlite3"
    db.unlink(missing_ok=True)
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
    figures.per_player(rows)
    figures.per_commander(rows)
    figures.per_seat(rows)
    figures.lengths(rows)
    figures.crown_won(rows)
    figures.initiative_won(rows)
    figures.eliminations(rows)
    print(f"every figure across games: {(time.perf_counter() - began) * 1000:.0f} ms")
    print(f"history: index {index_s:.1f} s, sync {sync_s * 1000:.0f} ms, "
          f"listings {list_s * 1000:.0f} ms")


if __name__ == "__main__":
    main()
