"""Whole-file writes: atomic, with unique temporary names, and nothing left behind on failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.journal import build_game, decode, read_game
from companion.shell.atomic import write_atomic, write_journal

NEW = b'{"action": "new_game", "players": ["Ann", "Ben"]}\n'
LIFE = b'{"action": "life", "player": "Ann", "delta": -3}\n'


def test_write_journal_is_atomic_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "saved.jsonl"
    path.write_bytes(b"old contents\n")
    game = build_game(decode(NEW + LIFE))
    write_journal(path, game.journal)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved.jsonl"]
    again, warnings = read_game(path)
    assert warnings == []
    assert again.state == game.state
    assert again.journal == game.journal


def test_a_failed_write_keeps_the_old_file_and_removes_the_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"old")

    def fail(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("companion.shell.atomic.os.fsync", fail)
    with pytest.raises(OSError, match="No space"):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_two_writers_never_share_a_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each write makes its own temporary name (the old core writer used one fixed name)."""
    names: list[str] = []
    real_replace = Path.replace

    def spy(self: Path, target: Path) -> Path:
        names.append(self.name)
        return real_replace(self, target)

    monkeypatch.setattr(Path, "replace", spy)
    for _ in range(3):
        write_atomic(tmp_path / "a.json", b"x")
    assert len(set(names)) == 3
