"""Journal files (docs/journal.md): decoding, building a game, crash-safe appends, atomic saves."""

from __future__ import annotations

import errno
import json
import os
import threading
from pathlib import Path

import pytest

from companion.core import rules
from companion.core.action_json import parse_action
from companion.core.errors import ActionError, JournalError
from companion.core.journal import (
    MAX_LINE_BYTES,
    JournalWriter,
    build_game,
    decode,
    read_game,
)

NEW = b'{"action": "new_game", "players": ["Ann", "Ben", "Cid"], "starting_life": 40}\n'
LIFE = b'{"action": "life", "player": "Cid", "delta": -3}\n'


def test_decode_numbers_lines_and_skips_blank_ones() -> None:
    text = decode(NEW + b"\n   \n" + LIFE)
    assert [n for n, _ in text.lines] == [1, 4]
    assert text.warnings == []
    assert text.intact_bytes == len(NEW + b"\n   \n" + LIFE)
    assert build_game(text).state.player("Cid").life == 37


def test_a_complete_last_line_without_newline_is_kept() -> None:
    data = NEW + LIFE.rstrip(b"\n")
    text = decode(data)
    assert len(text.lines) == 2
    assert text.warnings == []
    assert text.intact_bytes == len(data)


def test_torn_last_line_is_dropped_with_a_warning() -> None:
    torn = LIFE[:20]
    text = decode(NEW + torn)
    assert [n for n, _ in text.lines] == [1]
    (warning,) = text.warnings
    assert str(warning).startswith("line 2:")
    assert text.intact_bytes == len(NEW)


@pytest.mark.parametrize(
    ("middle", "reason"),
    [
        (b'{"action": "life", "player": "Cid", "delta": -3\n', "not valid JSON"),
        (b"\xff\xfe garbage\n", "not valid UTF-8"),
        (b"[1, 2, 3]\n", "must be a JSON object"),
        (b'"just text"\n', "must be a JSON object"),
        (b"x" * (MAX_LINE_BYTES + 1) + b"\n", "longer than"),
        # Python's json raises ValueError / RecursionError for these, not JSONDecodeError.
        (b'{"action": "life", "player": "Cid", "delta": ' + b"9" * 5000 + b"}\n", "too long"),
        (b"[" * 30_000 + b"]" * 30_000 + b"\n", "nested too deeply"),  # under 64 KiB
    ],
    ids=["malformed", "utf8", "list", "string", "oversized", "huge-int", "deep"],
)
def test_bad_middle_line_is_an_error_naming_it(middle: bytes, reason: str) -> None:
    with pytest.raises(JournalError, match=reason) as info:
        decode(NEW + middle + LIFE)
    assert info.value.line == 2
    assert str(info.value).startswith("line 2: ")


@pytest.mark.parametrize(
    "last",
    [b"\xff\xfe", b"[1, 2", b"x" * (MAX_LINE_BYTES + 1), b"[" * 100_000, b"42"],
    ids=["utf8", "json", "oversized", "deep", "not-object"],
)
def test_any_bad_last_line_without_newline_counts_as_torn(last: bytes) -> None:
    text = decode(NEW + last)
    assert len(text.lines) == 1
    assert len(text.warnings) == 1


def test_empty_journal_is_an_error() -> None:
    for data in (b"", b"\n\n", b"   "):
        with pytest.raises(JournalError, match="empty") as info:
            build_game(decode(data))
        assert info.value.line == 1


def test_first_line_must_be_new_game() -> None:
    with pytest.raises(JournalError, match="first action must be new_game") as info:
        build_game(decode(LIFE + NEW))
    assert info.value.line == 1
    with pytest.raises(JournalError, match="only be the first") as info:
        build_game(decode(NEW + NEW))
    assert info.value.line == 2


def test_build_game_names_the_line_of_an_action_that_does_not_apply() -> None:
    bad = b'{"action": "life", "player": "Zed", "delta": -3}\n'
    with pytest.raises(JournalError, match="no player named 'Zed'") as info:
        build_game(decode(NEW + LIFE + b"\n" + bad))
    assert info.value.line == 4


def test_extra_fields_are_kept_in_the_journal_and_ignored_by_the_rules() -> None:
    at = b'{"action": "life", "player": "Cid", "delta": -3, "at": "2025-01-01T20:00:00Z"}\n'
    game = build_game(decode(NEW.replace(b"}\n", b', "app": "x"}\n') + at))
    assert game.journal[0]["app"] == "x"
    assert game.journal[1] == {
        "action": "life",
        "player": "Cid",
        "delta": -3,
        "at": "2025-01-01T20:00:00Z",
    }
    assert game.state.player("Cid").life == 37


@pytest.mark.parametrize(
    "line",
    [
        {"action": "life", "player": "Cid", "delta": rules.MAX_AMOUNT + 1},
        {"action": "poison", "player": "Cid", "delta": -rules.MAX_AMOUNT - 1},
        {
            "action": "combat_damage",
            "hits": [{"from": "Ann", "to": "Cid", "amount": rules.MAX_AMOUNT + 1}],
        },
    ],
    ids=["life", "poison", "hit"],
)
def test_absurd_amounts_are_rejected(line: dict[str, object]) -> None:
    """Totals must stay printable: Python refuses to turn ints over 4300 digits into text."""
    with pytest.raises(JournalError, match=str(rules.MAX_AMOUNT)):
        build_game(decode(NEW + json.dumps(line).encode()))


def test_writer_flushes_every_action(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    lines = [
        {"action": "new_game", "players": ["Ann", "Ben"], "starting_life": 40},
        {"action": "become_monarch", "player": "Ben", "source": "Palace Jailer"},
        {"action": "life", "player": "Ann", "delta": -5},
    ]
    with JournalWriter(path, sync=False) as writer:
        for count, line in enumerate(lines, start=1):
            writer.append(line)
            on_disk = path.read_bytes()  # read while the writer is still open
            assert on_disk.endswith(b"\n")
            assert [data for _, data in decode(on_disk).lines] == lines[:count]
    game, warnings = read_game(path)
    assert warnings == []
    assert game.state.monarch == "Ben"
    with pytest.raises(ValueError, match="closed"):
        writer.append(lines[0])


def test_a_deferred_writer_returns_before_its_line_is_synced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`deferred`: the line is in the file when `append` returns, its sync still under way (a
    thread's); the next line is written once that sync is done, and `close` waits for it too."""
    from companion.core import journal

    started, release = threading.Event(), threading.Event()
    synced: list[int] = []  # the file's size as each sync ended
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:
        started.set()
        assert release.wait(10)
        real_fsync(fd)
        synced.append(os.fstat(fd).st_size)

    monkeypatch.setattr(journal.os, "fsync", slow_fsync)
    path = tmp_path / "game.jsonl"
    writer = JournalWriter(path, deferred=True)
    writer.append(json.loads(NEW))
    assert started.wait(10)
    assert path.read_bytes() == NEW and synced == []  # written, not synced yet
    release.set()
    writer.append(json.loads(LIFE))
    assert synced[0] == len(NEW)  # the first line's sync ended before the second was written
    writer.close()
    assert synced == [len(NEW), len(NEW + LIFE)]
    assert path.read_bytes() == NEW + LIFE


def test_a_deferred_sync_that_failed_stops_the_next_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its OSError comes from the next `append`, which writes nothing; the line whose sync failed
    stays, and the file is marked damaged (to be rewritten whole before the game goes on)."""
    from companion.core import journal

    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    path = tmp_path / "game.jsonl"
    with JournalWriter(path, deferred=True) as writer:
        writer.append(json.loads(NEW))
        writer.wait_synced()
        monkeypatch.setattr(journal.os, "fsync", failing)
        writer.append(json.loads(LIFE))  # written; its sync fails in the thread
        with pytest.raises(OSError, match="Input/output"):
            writer.append({"action": "undo"})
        assert writer.damaged
        assert path.read_bytes() == NEW + LIFE
        monkeypatch.undo()


def test_writer_truncates_a_torn_line_and_never_rewrites_earlier_ones(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(NEW + LIFE + LIFE[:17])
    game, warnings = read_game(path)
    assert len(warnings) == 1
    assert game.state.player("Cid").life == 37
    with JournalWriter(path) as writer:
        writer.append({"action": "poison", "player": "Ben", "delta": 2})
    data = path.read_bytes()
    assert data.startswith(NEW + LIFE)  # byte for byte
    assert data[len(NEW + LIFE) :] == b'{"action": "poison", "player": "Ben", "delta": 2}\n'
    game, warnings = read_game(path)
    assert warnings == []
    assert game.state.player("Ben").poison == 2


def test_writer_ends_an_unterminated_complete_line_first(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(NEW + LIFE.rstrip(b"\n"))
    with JournalWriter(path, sync=False) as writer:
        writer.append({"action": "undo"})
    assert path.read_bytes() == NEW + LIFE + b'{"action": "undo"}\n'
    assert read_game(path)[0].state.player("Cid").life == 40


def test_writer_keeps_unicode_literal(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "game.jsonl"
    with JournalWriter(path, sync=False) as writer:
        writer.append({"action": "new_game", "players": ["Ann", "Зоя 👑"]})
    assert "Зоя 👑".encode() in path.read_bytes()


def test_parse_errors_are_action_errors_not_crashes() -> None:
    """Everything parse_action rejects is an ActionError with a readable reason."""
    for data, reason in [
        ([], "JSON object"),
        ({}, '"action" field'),
        ({"action": "dance"}, "unknown action 'dance'"),
        ({"action": "step", "to": "lunch"}, "unknown step 'lunch'"),
        ({"action": "life", "player": "Cid", "delta": 0}, "must not be 0"),
        ({"action": "life", "player": "Cid", "delta": 1.5}, "whole number"),
        ({"action": "life", "player": "Cid", "delta": True}, "whole number"),
        ({"action": "new_game", "players": ["Ann"]}, "2 to 8 players"),
        ({"action": "new_game", "players": ["Ann", "Ann"]}, "twice"),
        ({"action": "new_game", "players": ["Ann", " "]}, "empty"),
        ({"action": "new_game", "players": ["Ann", "B\nen"]}, "control characters"),
        ({"action": "new_game", "players": ["Ann", "Ben"], "partners": ["Cid"]}, "not a player"),
        ({"action": "combat_damage", "hits": []}, "non-empty"),
        ({"action": "combat_damage", "hits": [{"from": "A", "to": "A", "amount": 1}]}, "themsel"),
        ({"action": "combat_damage", "hits": [{"from": "A", "to": "B", "amount": 0}]}, "positive"),
        (
            {
                "action": "combat_damage",
                "hits": [{"from": "A", "to": "B", "amount": 1, "partner": True}],
            },
            'needs "commander"',
        ),
    ]:
        with pytest.raises(ActionError, match=reason):
            parse_action(data)
