"""Long and adversarial journals: replay time and peak memory grow linearly (docs/performance.md).

Run from the repository root (a script, not a test):

    python tests/benchmarks/long_games.py [--runs 5] [--before REV] [SCENARIO[=SIZE] ...]

Scenarios (default sizes are the goals of docs/performance.md, "Long games"):

- `undo` (8000): a realistic journal of SIZE actions (journal_gen.py), then an undo for every
  effective action, back to the start.
- `crowns` (40000): SIZE `become_monarch` lines, the crown passing between two players.
- `draws` (40000): SIZE extra turns of the monarch (`end_turn` with `next`), each one an end-step
  draw reminder created and resolved.
- `life` (1000000): SIZE `life` lines, -1 and +1 in turn.
- `initiative` (5000): SIZE turns of four players with five monarch cards on the table, the
  initiative and the crown taken in combat every turn, a venture at every upkeep and take (the
  dungeons completed over and over), every card trigger reminded. Not in the defaults: code
  older than the initiative can't read it (`--before` needs a revision that can).

Each sample is a whole `python -m companion replay FILE` process (stdout discarded): wall-clock
time, and the peak resident memory of that process (`os.wait4`'s ru_maxrss). `--before REV` also
runs the code of git revision REV (its `companion/` exported to a temporary folder and put first on
PYTHONPATH), alternating with the working tree's sample by sample so machine drift hits both alike;
`--timeout` gives up on a sample (printed as a lower bound). The figures are medians.

The last line reads `long games: undo X s, crowns X s, draws X s, life X s / Y MB` (this tree's
medians).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

DEFAULTS = {"undo": 8_000, "crowns": 40_000, "draws": 40_000, "life": 1_000_000}


def _lines(name: str, size: int) -> Iterator[dict[str, object]]:
    if name == "undo":
        from journal_gen import generate

        from companion.core.journal import build_game, decode, encode

        lines = generate(size)
        effective = build_game(decode(encode(lines))).entry_count()
        yield from lines
        for _ in range(effective):
            yield {"action": "undo"}
    elif name == "crowns":
        yield {"action": "new_game", "players": ["Ann", "Ben", "Cid"]}
        for i in range(size):
            who = "Ann" if i % 2 == 0 else "Ben"
            yield {"action": "become_monarch", "player": who, "source": "Palace Jailer"}
    elif name == "draws":
        yield {"action": "new_game", "players": ["Ann", "Ben"]}
        yield {"action": "become_monarch", "player": "Ann", "source": "Palace Jailer"}
        for _ in range(size - 1):
            yield {"action": "end_turn", "next": "Ann"}
    elif name == "initiative":
        yield from _initiative_game(size)
    elif name == "life":
        yield {"action": "new_game", "players": ["Ann", "Ben"]}
        for i in range(size):
            yield {"action": "life", "player": "Ann", "delta": -1 if i % 2 == 0 else 1}
    else:
        raise SystemExit(f"unknown scenario {name!r} (known: {', '.join(DEFAULTS)})")


def _initiative_game(turns: int) -> Iterator[dict[str, object]]:
    """A game where everything the initiative and the monarch cards do happens every turn."""
    from companion.core import dungeons
    from companion.core.actions import NewGame
    from companion.core.game import Game

    players = ["Ann", "Ben", "Cid", "Dee"]
    game = Game(NewGame(tuple(players)))
    lines: list[dict[str, object]] = [{"action": "new_game", "players": players}]

    def play(line: dict[str, object]) -> None:
        game.apply_json(line)
        lines.append(line)

    def venture_all() -> None:
        for reminder in game.state.pending_reminders():
            if reminder.kind == "venture":
                p = game.state.player(reminder.player)
                rooms = ((dungeons.first_room(dungeons.UNDERCITY),) if p.room is None
                         or p.dungeon is None else dungeons.rooms_after(p.dungeon, p.room))
                play({"action": "venture", "player": p.name, "room": rooms[-1]})

    for player, card in (("Ann", "Court of Grace"), ("Ben", "Palace Jailer"),
                         ("Cid", "Queen Marchesa"), ("Dee", "Archivist of Gondor"),
                         ("Ann", "Fealty to the Realm")):
        play({"action": "card_enters", "player": player, "card": card})
    play({"action": "become_monarch", "player": "Ann", "source": "Palace Jailer"})
    play({"action": "take_initiative", "player": "Ben", "source": "Aarakocra Sneak"})
    venture_all()
    for _ in range(turns):
        active = game.state.active_player
        assert active is not None
        play({"action": "step", "to": "upkeep"})
        venture_all()
        play({"action": "step", "to": "combat_damage"})
        targets = [t for t in (game.state.monarch, game.state.initiative) if t and t != active]
        if targets:
            hits = [{"from": active, "to": t, "amount": 1} for t in dict.fromkeys(targets)]
            play({"action": "combat_damage", "hits": hits})
            play({"action": "life", "player": targets[0], "delta": 1})
        venture_all()
        play({"action": "step", "to": "end"})
        play({"action": "end_turn"})
    yield from lines


def write_journal(name: str, size: int, folder: Path) -> Path:
    path = folder / f"{name}-{size}.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for line in _lines(name, size):
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    return path


def sample(journal: Path, src: Path, timeout: float) -> tuple[float, float, bool]:
    """One replay process: (seconds, peak RSS in MB, finished in time)."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    cmd = [sys.executable, "-m", "companion", "replay", str(journal)]
    start = time.perf_counter()
    # In `src` itself: `-m` puts the working folder first on sys.path, before PYTHONPATH.
    proc = subprocess.Popen(
        cmd, env=env, cwd=src, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    finished = True
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() - start > timeout:
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            finished = False
            break
        time.sleep(0.005)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if finished and proc.returncode != 0:
        assert proc.stderr is not None
        raise SystemExit(f"replay of {journal} failed: {proc.stderr.read().decode()}")
    return seconds, usage.ru_maxrss / 1024, finished


def export(rev: str, folder: Path) -> Path:
    """The `companion/` package of git revision `rev`, in a folder of its own."""
    out = folder / f"src-{rev.replace('/', '_')}"
    out.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "companion"], check=True, capture_output=True
    ).stdout
    tar_path = folder / "src.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(out, filter="data")
    return out


def _fmt(values: list[tuple[float, float, bool]]) -> str:
    seconds = statistics.median(v[0] for v in values)
    rss = statistics.median(v[1] for v in values)
    late = "" if all(v[2] for v in values) else ">"
    spread = f"{min(v[0] for v in values):.2f}-{max(v[0] for v in values):.2f}"
    return f"{late}{seconds:7.2f} s [{spread}] {rss:6.0f} MB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenarios", nargs="*", help="NAME or NAME=SIZE (default: all four)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", help="git revision to compare with (e.g. HEAD~5)")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args()
    chosen = []
    for spec in args.scenarios or list(DEFAULTS):
        name, _, size = spec.partition("=")
        chosen.append((name, int(size) if size else DEFAULTS.get(name, 0)))
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {args.runs} runs"
        + (f", before = {args.before}" if args.before else "")
    )
    summary = []
    with tempfile.TemporaryDirectory(prefix="companion-long-") as tmp:
        folder = Path(tmp)
        trees = [("after", ROOT)]
        if args.before:
            trees.insert(0, ("before", export(args.before, folder)))
        for tree, src in trees:  # the code each one really runs
            where = subprocess.run(
                [sys.executable, "-c", "import companion; print(companion.__file__)"],
                env={**os.environ, "PYTHONPATH": str(src)},
                cwd=src,
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()
            assert where.startswith(str(src)), (tree, where)
        for name, size in chosen:
            journal = write_journal(name, size, folder)
            lines = sum(1 for _ in journal.open("rb"))
            results: dict[str, list[tuple[float, float, bool]]] = {t: [] for t, _ in trees}
            for run in range(args.runs):
                order = trees if run % 2 == 0 else trees[::-1]
                for tree, src in order:
                    results[tree].append(sample(journal, src, args.timeout))
            for tree, _ in trees:
                print(f"{name:>6} {size:>9,} ({lines:,} lines) {tree:>6}: {_fmt(results[tree])}")
            after = results["after"]
            seconds = statistics.median(v[0] for v in after)
            figure = f"{name} {seconds:.2f} s"
            if name == "life":
                figure += f" / {statistics.median(v[1] for v in after):.0f} MB"
            summary.append(figure)
    print("long games: " + ", ".join(summary))


if __name__ == "__main__":
    main()
