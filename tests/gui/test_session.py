"""The session bridge: every accepted action is on disk before views hear of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.app.session import GameSession
from companion.core.actions import BecomeMonarch, Concede, LifeChange, NewGame
from companion.core.journal import read_game
from companion.core.snapshot import state_json
from companion.shell import games
from companion.shell.palette import PLAYER_COLORS


def _lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_each_action_is_flushed_before_the_changed_signal(session: GameSession) -> None:
    assert session.path is not None
    seen: list[int] = []
    session.changed.connect(lambda _o: seen.append(len(_lines(session.path))))  # type: ignore[arg-type]
    session.do(LifeChange("Ann", -3))
    session.do(BecomeMonarch("Ben", "Palace Jailer"))
    assert seen == [3, 4]  # the first play writes the step it took too, before it is told
    lines = _lines(session.path)
    assert lines[0]["action"] == "new_game" and "colors" in lines[0]
    assert lines[1] == {**lines[1], "action": "step", "to": "main1"}
    assert lines[3] == {**lines[3], "action": "become_monarch", "player": "Ben"}
    assert all("at" in line for line in lines)


def test_rejected_action_changes_nothing_and_writes_nothing(session: GameSession) -> None:
    assert session.path is not None
    before = session.state
    size = session.path.stat().st_size
    errors: list[str] = []
    session.rejected.connect(errors.append)
    assert session.do(LifeChange("Nobody", -1)) is None
    assert [str(e) for e in errors] == ["there is no player named 'Nobody'"]
    assert session.state is before
    assert session.path.stat().st_size == size


def test_journal_reopens_to_the_same_state(session: GameSession) -> None:
    session.do(BecomeMonarch("Cid"))
    session.do(LifeChange("Dee", -7))
    session.undo()
    session.do(Concede("Cid"))
    assert session.path is not None
    game, warnings = read_game(session.path)
    assert warnings == []
    assert state_json(game.state) == state_json(session.state)
    assert game.can_redo() == session.game.can_redo()  # type: ignore[union-attr]


def test_current_pointer_marks_the_unfinished_game(make_session) -> None:  # type: ignore[no-untyped-def]
    session = make_session(["Ann", "Ben"])
    unfinished = games.unfinished_game()
    assert unfinished is not None and unfinished.path == session.path
    session.do(Concede("Ben"))
    assert games.unfinished_game() is None  # a finished game is not offered for resume


def test_colors_survive_reopening(qapp: object, tmp_path: Path) -> None:
    session = GameSession()
    session.start(NewGame(("Ann", "Ben")), {"Ann": "#123456"})
    assert session.path is not None
    session.close()  # one writer per journal: the next opens it once this one has let go
    other = GameSession()
    other.open(session.path)
    assert other.color("Ann") == "#123456"
    assert other.color("Ben") == PLAYER_COLORS[1]  # the default for the second seat
    other.close()


def test_open_reports_a_broken_journal(qapp: object, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '{"action": "new_game", "players": ["A", "B"]}\nnot json\n{}\n', encoding="utf-8"
    )
    from companion.core.errors import JournalError

    with pytest.raises(JournalError, match="line 2"):
        GameSession().open(bad)
