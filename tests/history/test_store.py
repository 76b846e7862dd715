"""The history's index: in step with the journals, and never in the way when its file is bad."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.core import actions as a
from companion.history import figures, profiles, schema, store
from companion.history.record import GameRow, read_row
from companion.history.store import History, journals_in
from companion.shell.paths import games_dir
from tests.history.games import START, journal, won_by_life, write

PLAYERS = ("Ann", "Ben", "Cid", "Dee", "Eve")


def _recount(folder: Path) -> list[GameRow]:
    """What the journals say, read one by one, each game once (its longest version)."""
    rows: dict[str, GameRow] = {}
    for path, _size, _mtime in journals_in(folder):
        row = read_row(path.read_bytes())
        if row is not None and (row.key not in rows or row.lines > rows[row.key].lines):
            rows[row.key] = row
    return sorted(rows.values(), key=lambda r: (r.started, r.key), reverse=True)


def _indexed(history: History) -> list[GameRow]:
    return sorted(history.rows(), key=lambda r: (r.started, r.key), reverse=True)


def _game(rng: random.Random, n: int) -> bytes:
    players = rng.sample(PLAYERS, rng.randint(2, 5))
    if rng.random() < 0.3:
        return journal(players, [a.EndTurn()] * rng.randint(0, 3),
                       start=START + dt.timedelta(days=n, hours=1))
    winner = rng.choice(players)
    return won_by_life(players, winner, minutes=rng.randint(1, 9),
                       start=START + dt.timedelta(days=n))


def test_sync_adds_reads_again_and_forgets(tmp_path: Path) -> None:
    folder = games_dir()
    first = write(folder, "a.jsonl", won_by_life(("Ann", "Ben"), "Ann"))
    write(folder, "b.jsonl", journal(("Ann", "Ben", "Cid")))
    write(folder, "notes.txt", b"not a journal")
    with History.open() as history:
        report = history.sync()
        assert (report.added, report.changed, report.removed) == (2, 0, 0)
        again = history.sync()
        assert (again.added, again.changed, again.unchanged) == (0, 0, 2)
        first.write_bytes(won_by_life(("Ann", "Ben"), "Ben", start=START + dt.timedelta(1)))
        os.utime(first, ns=(1, 1))
        changed = history.sync()
        assert (changed.changed, changed.removed) == (1, 1)  # the old content's game is gone
        (folder / "b.jsonl").unlink()
        gone = history.sync()
        assert gone.removed == 1
        assert [r.winner for r in history.rows()] == ["Ben"]


def test_unchanged_journals_are_not_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    for i in range(5):
        write(games_dir(), f"g{i}.jsonl", journal(("Ann", "Ben"), [a.EndTurn()] * i))
    with History.open() as history:
        history.sync()
        read: list[Path] = []
        real = store.read_file_row
        monkeypatch.setattr(store, "read_file_row", lambda p: read.append(p) or real(p))
        write(games_dir(), "new.jsonl", won_by_life(("Cid", "Dee"), "Dee"))
        history.sync()
        assert [p.name for p in read] == ["new.jsonl"]


def test_the_same_game_in_two_files_is_one_game() -> None:
    data = won_by_life(("Ann", "Ben"), "Ann")
    write(games_dir(), "one.jsonl", data)
    write(games_dir() / "copies", "two.jsonl", data)
    with History.open() as history:
        history.sync()
        assert len(history.rows()) == 1
        (games_dir() / "one.jsonl").unlink()
        history.sync()
        assert len(history.rows()) == 1  # still held by the copy
        assert history.listings()[0].path.name == "two.jsonl"


@pytest.mark.parametrize("seed", range(8))
def test_the_index_equals_a_recount_after_any_changes(seed: int) -> None:
    """Random journals added, changed (played on, replaced, damaged), copied and removed: after
    each sync the index holds exactly what reading every journal again gives, and the figures
    counted from it equal the recount's."""
    rng = random.Random(seed)
    folder = games_dir()
    names: list[Path] = []
    with History.open() as history:
        for step in range(18):
            op = rng.random()
            if op < 0.45 or not names:
                names.append(write(folder, f"g{step}.jsonl", _game(rng, step)))
            elif op < 0.6:
                victim = rng.choice(names)
                victim.write_bytes(_game(rng, step))
                os.utime(victim, ns=(step, step))
            elif op < 0.7:
                victim = rng.choice(names)
                with victim.open("ab") as fh:
                    fh.write(b'{"action": "nonsense"}\n')
            elif op < 0.75:  # a bad line in the middle: the game read is shorter than before
                victim = rng.choice(names)
                lines = victim.read_bytes().splitlines(keepends=True)
                cut = max(1, len(lines) // 2)
                victim.write_bytes(b"".join([*lines[:cut], b"{not json\n", *lines[cut:]]))
                os.utime(victim, ns=(step + 1, step + 1))
            elif op < 0.8:
                source = rng.choice(names)
                names.append(write(folder / "sub", f"copy{step}.jsonl", source.read_bytes()))
            else:
                victim = names.pop(rng.randrange(len(names)))
                victim.unlink()
            history.sync(workers=1)
            recount = _recount(folder)
            assert _indexed(history) == recount
            assert figures.summary(history.rows()) == figures.summary(recount)
            assert figures.per_seat(history.rows()) == figures.per_seat(recount)
            assert figures.eliminations(history.rows()) == figures.eliminations(recount)
        rebuilt = history.rebuild(workers=1)
        assert rebuilt.read == len(list(journals_in(folder))) - len(rebuilt.unreadable)
        assert _indexed(history) == _recount(folder)


def test_many_journals_are_read_by_other_processes_too() -> None:
    rng = random.Random(7)
    for i in range(store.PARALLEL_FROM + 2):
        write(games_dir(), f"g{i}.jsonl", _game(rng, i))
    seen: list[tuple[int, int]] = []
    with History.open() as history:
        history.sync(progress=lambda done, total: seen.append((done, total)), workers=2)
        assert _indexed(history) == _recount(games_dir())
    assert seen[0] == (0, store.PARALLEL_FROM + 2) and seen[-1][0] == seen[-1][1]


# -- a bad database file is never in the way -----------------------------------------------------


def _filled(path: Path) -> None:
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann"))
    with History.open(path) as history:
        history.sync()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "zeroed"])
def test_a_damaged_database_is_kept_aside_and_built_again(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "history.sqlite3"
    _filled(path)
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"this is not a database at all" * 100)
    elif damage == "truncated":
        path.write_bytes(data[: len(data) // 2 or 100])
    else:
        path.write_bytes(data[:100] + bytes(len(data) - 100))
    with History.open(path) as history:
        history.sync()
        assert [r.winner for r in history.rows()] == ["Ann"]
        assert [m.key for m in history.notices] == ["history.damaged"]
        assert history.path == path
    assert len(list(tmp_path.glob("history.sqlite3.bad-*"))) == 1


def test_a_database_locked_by_another_process_does_not_block(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _filled(path)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sqlite3, sys\n"
         f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
         "c.execute('PRAGMA locking_mode=EXCLUSIVE'); c.execute('BEGIN EXCLUSIVE')\n"
         "c.execute('DELETE FROM files')\n"
         "print('locked', flush=True); sys.stdin.readline()\n"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        began = time.monotonic()
        with History.open(path) as history:
            history.sync()
            assert [r.winner for r in history.rows()] == ["Ann"]
            assert [m.key for m in history.notices] == ["history.locked"]
            assert history.path is None
        assert time.monotonic() - began < 5
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(10)
        if holder.stdout is not None:
            holder.stdout.close()
    with History.open(path) as history:  # untouched: the other process's work is its own
        assert history.notices == [] and len(history.rows()) == 1


def test_a_database_from_a_newer_app_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _filled(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {schema.VERSION + 1}")
    before = path.read_bytes()
    with History.open(path) as history:
        history.sync()
        assert [m.key for m in history.notices] == ["history.newer"]
        assert [r.winner for r in history.rows()] == ["Ann"]
    assert path.read_bytes() == before


def test_a_folder_that_cannot_hold_the_database_still_gives_a_history(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann"))
    with History.open(blocker / "history.sqlite3") as history:
        history.sync()
        assert [m.key for m in history.notices] == ["history.unwritable"]
        assert len(history.rows()) == 1


# -- migrations ----------------------------------------------------------------------------------


def _as_version_1(conn: sqlite3.Connection, folder: Path) -> None:
    """Rows as the version-1 app wrote them: games keyed by the whole content, no lines, no
    source, every file known."""
    for path, size, mtime in journals_in(folder):
        data = path.read_bytes()
        row = read_row(data)
        assert row is not None
        key = hashlib.sha256(data).hexdigest()
        conn.execute("INSERT INTO files VALUES (?, ?, ?, ?)", (str(path), size, mtime, key))
        conn.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (key, row.started, row.ended, row.seconds, row.turns, row.rounds,
                      row.ending, row.winner, row.crown_longest, row.initiative_longest, 0))
        for s in row.seats:
            conn.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (key, s.seat, s.order, s.player, s.commander, s.partner, s.colour,
                          s.departure, s.departure_turn, s.monarch_turns, s.initiative_turns,
                          int(s.won)))


@pytest.mark.parametrize("start", range(schema.VERSION))
def test_every_earlier_version_is_brought_up_to_date(tmp_path: Path, start: int) -> None:
    """A file of each earlier version, with what that version's app wrote in it, opens as the
    current version: the games as the current app indexes them, the profiles made from the
    version-1 games (version 2), a merge made by hand kept (version 3 reads every game again:
    its key changed)."""
    path = tmp_path / "history.sqlite3"
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann"))
    write(games_dir(), "b.jsonl", won_by_life(("ann", "Cid"), "Cid",
                                              start=START + dt.timedelta(days=1)))
    with History.open(tmp_path / "current.sqlite3") as current:
        current.sync()
        expected = _indexed(current)
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, min(start, 1))
    if start >= 1:
        _as_version_1(conn, games_dir())
    schema.migrate(conn, start)
    if start >= 2:
        cid, ben = (conn.execute("SELECT profile FROM aliases WHERE name = ?", (n,)).fetchone()[0]
                    for n in ("Cid", "Ben"))
        conn.execute("UPDATE aliases SET profile = ? WHERE profile = ?", (ben, cid))
        conn.execute("DELETE FROM profiles WHERE id = ?", (cid,))
    conn.close()
    with History.open(path) as history:
        assert history.version == schema.VERSION and history.notices == []
        report = history.sync()
        assert report.read == 2
        assert _indexed(history) == expected
        name = figures.names_of(profiles.alias_map(history))
        assert name("ann") == "Ann"  # the same player in another case
        assert name("Cid") == ("Ben" if start >= 2 else "Cid")


def test_a_later_version_of_a_game_replaces_the_earlier_and_copies_are_one_game() -> None:
    """The same game (its first line) in a backup from earlier in the evening, in the journal
    played on, and in the good part of a damaged copy: one game, read from the longest."""
    early = journal(("Ann", "Ben"), [a.LifeChange("Ben", -10)])
    later = journal(("Ann", "Ben"), [a.LifeChange("Ben", -10), a.LifeChange("Ben", -30)])
    assert later.startswith(early)
    folder = games_dir()
    write(folder / "backup", "game.jsonl", early)
    played = write(folder, "game.jsonl", early)
    with History.open() as history:
        history.sync()
        assert [(r.ending, r.lines) for r in history.rows()] == [("unfinished", 2)]
        played.write_bytes(later)
        history.sync()
        assert [(r.ending, r.winner) for r in history.rows()] == [("win", "Ann")]
        write(folder, "damaged.jsonl", later + b'{"action": "nonsense"}\n')
        history.sync()
        assert [(r.winner, r.damaged) for r in history.rows()] == [("Ann", False)]
        played.unlink()  # the longest copy gone: read again from the ones left
        history.sync()
        assert [(r.winner, r.damaged) for r in history.rows()] == [("Ann", True)]
        (folder / "damaged.jsonl").unlink()
        history.sync()
        assert [(r.ending, r.lines) for r in history.rows()] == [("unfinished", 2)]
        assert history.listings()[0].path == folder / "backup" / "game.jsonl"


def test_a_shorter_version_of_the_source_replaces_it() -> None:
    """Play-test: a bad line put in the middle of the journal a game was read from left the
    index with the longer game no file held any more (won, not damaged); a rebuild said
    otherwise. The index reads the game again from what its files hold now."""
    data = won_by_life(("Ann", "Ben", "Cid"), "Cid")
    path = write(games_dir(), "game.jsonl", data)
    with History.open() as history:
        history.sync()
        lines = data.splitlines(keepends=True)
        path.write_bytes(b"".join([*lines[:2], b"{not json\n", *lines[2:]]))
        history.sync()
        assert [(r.ending, r.damaged) for r in history.rows()] == [("unfinished", True)]
        assert _indexed(history) == _recount(games_dir())


def test_a_home_moved_elsewhere_lists_its_own_journals(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test: the index kept the old home's paths (absolute), so a copied data folder opened
    the original's journals. Files indexed and not found are gone; the new ones are read."""
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann"))
    with History.open() as history:
        history.sync()
    old_home = games_dir().parents[1]
    new_home = tmp_path / "moved"
    shutil.copytree(old_home, new_home)
    monkeypatch.setenv("COMPANION_HOME", str(new_home))
    with History.open() as history:
        history.sync()
        assert [listing.path for listing in history.listings()] == [games_dir() / "a.jsonl"]
        assert games_dir().is_relative_to(new_home)


def test_a_rebuild_stopped_while_it_reads_leaves_the_index_as_it_was() -> None:
    """Play-test: cancelling Help > Rebuild left the index empty. It reads every journal first
    and replaces the index only then, in one transaction."""
    for i in range(3):
        write(games_dir(), f"g{i}.jsonl", won_by_life(("Ann", "Ben"), "Ben",
                                                      start=START + dt.timedelta(days=i)))
    with History.open() as history:
        history.sync()
        before = _indexed(history)

        def stop(done: int, total: int) -> None:
            if done == 2:
                raise KeyboardInterrupt  # as the page's Cancel stops the task

        with pytest.raises(KeyboardInterrupt):
            history.rebuild(progress=stop, workers=1)
        assert _indexed(history) == before
        assert history.rebuild(workers=1).read == 3
        assert _indexed(history) == before
