"""`companion import DIR` and `companion history --json`, as a script would run them."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

from companion.cli import main
from companion.core import actions as a
from companion.history.importer import IMPORTED
from companion.shell.paths import games_dir
from tests.history.games import START, journal, won_by_life, write


def _backup(folder: Path) -> None:
    """A month of another computer's games: Ann wins 2 of 3, a draw, an unfinished one, a
    concession, a file that is no journal, and one game twice."""
    day = dt.timedelta(days=1)
    write(folder, "g1.jsonl", won_by_life(("Ann", "Ben", "Cid"), "Ann",
                                          commanders={"Ann": ("Edgar Markov",)}))
    write(folder, "g2.jsonl", won_by_life(("Ann", "Ben"), "Ann", start=START + day,
                                          commanders={"Ann": ("Edgar Markov",)}))
    write(folder, "sub/g3.jsonl", journal(("Ann", "Ben"), [a.Concede("Ann")], start=START + 2 * day,
                                          commanders={"Ann": ("Edgar Markov",)}))
    write(folder, "g4.jsonl", journal(("Ann", "Cid"), [a.Lose(("Ann", "Cid"))],
                                      start=START + 3 * day))
    write(folder, "g5.jsonl", journal(("Ben", "Cid"), [a.EndTurn()], start=START + 4 * day))
    write(folder, "copy-of-g1.jsonl", (folder / "g1.jsonl").read_bytes())
    write(folder, "broken.jsonl", b"this is no journal\n")


def test_import_adds_each_game_once_and_says_so(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    backup = tmp_path / "backup"
    _backup(backup)
    before = {p: p.read_bytes() for p in backup.rglob("*")  if p.is_file()}
    assert main(["import", str(backup)]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == (
        "added 5 games, updated 0, skipped 1 already in the history, 1 unreadable")
    assert "broken.jsonl" in out.err
    assert len(list((games_dir() / IMPORTED).glob("*.jsonl"))) == 5
    assert {p: p.read_bytes() for p in backup.rglob("*") if p.is_file()} == before  # untouched
    assert main(["import", str(backup)]) == 0
    assert capsys.readouterr().out.strip() == (
        "added 0 games, updated 0, skipped 6 already in the history, 1 unreadable")


def test_import_refuses_what_is_not_a_folder(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["import", str(tmp_path / "nowhere")]) == 2
    assert "not a folder" in capsys.readouterr().err
    assert not games_dir().exists() or not list(games_dir().rglob("*.jsonl"))


def test_history_json_counts_wins_per_player_and_commander(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """A draw (CR 104.4a) is a game for both and a win for nobody; a concession (104.3a) a loss;
    an unfinished game counts for nobody's rate."""
    _backup(tmp_path / "backup")
    main(["import", str(tmp_path / "backup")])
    capsys.readouterr()
    assert main(["history", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["games"], data["finished"]) == (5, 4)
    players = {p["name"]: p for p in data["players"]}
    assert players["Ann"] == {"name": "Ann", "games": 4, "wins": 2, "win_rate": 0.5}
    assert players["Ben"] == {"name": "Ben", "games": 3, "wins": 1, "win_rate": 0.3333}
    assert players["Cid"] == {"name": "Cid", "games": 2, "wins": 0, "win_rate": 0.0}
    assert data["commanders"] == [
        {"name": "Edgar Markov", "games": 3, "wins": 2, "win_rate": 0.6667}]


def test_both_honour_companion_home_in_a_real_process(tmp_path: Path) -> None:
    home = tmp_path / "elsewhere"
    backup = tmp_path / "backup"
    write(backup, "g.jsonl", won_by_life(("Ann", "Ben"), "Ben"))
    env = {**os.environ, "COMPANION_HOME": str(home)}
    run = subprocess.run([sys.executable, "-m", "companion", "import", str(backup)], env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    assert run.stdout.startswith("added 1 game,")
    assert list((home / "data" / "games" / IMPORTED).glob("*.jsonl"))
    run = subprocess.run([sys.executable, "-m", "companion", "history", "--json"], env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(run.stdout)["players"][0] == {"name": "Ben", "games": 1, "wins": 1,
                                                    "win_rate": 1.0}
    assert "PySide6" not in run.stderr
