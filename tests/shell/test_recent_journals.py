"""`games.recent_journals`: the games played last, found by the files' times alone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from companion.shell import games
from companion.shell.paths import games_dir


def _file(path: Path, age: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not read\n")
    os.utime(path, (1_780_000_000 - age, 1_780_000_000 - age))
    return path


def test_newest_first_from_the_folder_and_the_recent_list(tmp_path: Path) -> None:
    old = _file(games_dir() / "old.jsonl", age=30)
    new = _file(games_dir() / "new.jsonl", age=10)
    _file(games_dir() / "notes.txt", age=1)  # not a journal's name
    away = _file(tmp_path / "away.jsonl", age=20)
    found = games.recent_journals([str(away), str(new), str(tmp_path / "gone.jsonl")])
    assert [r.path for r in found] == [new, away, old]  # each once, whatever it was called
    assert found[0].modified == 1_780_000_000 - 10
    assert [r.path for r in games.recent_journals([str(away)], limit=2)] == [new, away]
    same = games_dir() / ".." / "games" / "new.jsonl"
    assert [r.path for r in games.recent_journals(skip=same)] == [old]


def test_no_folder_and_bad_paths_are_no_error(tmp_path: Path) -> None:
    assert games.recent_journals() == []
    (tmp_path / "folder.jsonl").mkdir()
    assert games.recent_journals([str(tmp_path / "folder.jsonl"), "", "a\x00b"]) == []


def test_nothing_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    path = _file(games_dir() / "g.jsonl", age=1)
    opened: list[object] = []
    monkeypatch.setattr(Path, "open", lambda *a, **k: opened.append(a))
    monkeypatch.setattr(os, "open", lambda *a, **k: opened.append(a))
    assert [r.path for r in games.recent_journals()] == [path]
    assert opened == []
