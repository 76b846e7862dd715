"""One picture out (issue 27 item 5): the session builds each picture of the game once per
state, and the overlay's and the phones' pushes share it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakes import FakeClock
from test_storage import Recorder

from companion.core.actions import LifeChange, NewGame
from companion.shell import projections
from companion.shell.session import Session


def test_a_state_is_made_into_json_once_for_every_viewer(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.overlay import payload as overlay_payload
    from companion.pod import payload as pod_payload

    built: list[bool] = []
    real = projections.state_json

    def counted(state: Any, *, histories: bool = True) -> Any:
        built.append(histories)
        return real(state, histories=histories)

    monkeypatch.setattr(projections, "state_json", counted)
    session = Session(Recorder(), clock=clock)
    session.start(NewGame(("Ann", "Ben"), 40), path=tmp_path / "game.jsonl")
    try:
        session.do(LifeChange("Ann", -3))
        table: Any = _Table(session)
        overlay = overlay_payload.message(table, 1)
        phones = pod_payload.message(table, 1)
        assert overlay["state"] is phones["state"]  # one picture, shared
        assert overlay["state"]["players"][0]["life"] == 37
        assert built == [False]
        assert overlay_payload.state(table) is overlay_payload.state(table)  # /state: once too
        assert built == [False, True]
        session.do(LifeChange("Ann", -1))  # a new state: a new picture
        assert overlay_payload.message(table, 2)["state"]["players"][0]["life"] == 36
        assert built == [False, True, False]
    finally:
        session.close()


class _Table:
    """The session as the servers read it (the app's GameSession without its signals)."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.colors = {"Ann": "#aa0000", "Ben": "#0000aa"}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)
