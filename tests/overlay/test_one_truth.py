"""One truth: the panels, the overlay's /state and the journal on disk agree at every moment.

The scripted game of issue 10: the monarch loses 5 life by hand in the combat damage step (the open
question), the table presses End turn without answering, quits, and resumes. At each moment the
window's panels, what the stream overlay serves and what `companion replay` reads from the journal
file say the same, and the crown is where CR 725.2 puts it: it never moves on a late answer.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, EndTurn, NewGame
from companion.core.journal import build_game, decode
from companion.core.snapshot import state_json
from companion.core.steps import Step
from companion.shell.settings import Settings
from tests.overlay.overlay_clients import get

PLAYERS = ("Ann", "Ben", "Cid", "Dev")


def window_with_overlay(qtbot: QtBot) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def agree(window: MainWindow, off_loop: Callable[..., Any]) -> dict[str, Any]:
    """Assert panels, overlay and journal file agree; return the state they agree on."""
    session = window.session
    assert session.path is not None
    on_disk = state_json(build_game(decode(Path(session.path).read_bytes())).state)
    assert on_disk == state_json(session.state)
    port = window.docks.overlay_controls.server.port  # type: ignore[union-attr]
    status, _, body = off_loop(get, port, "/state")
    assert status == 200
    assert json.loads(body) == on_disk
    question = on_disk["question"]
    for player in on_disk["players"]:
        panel = window.game_page.table.panel(player["name"])
        assert panel is not None
        held = question["amount"] if question and question["player"] == player["name"] else 0
        assert panel.pending == held
        assert (panel.part(("question",)) is not None) == bool(held)
        if player["in_game"]:
            total = panel.part(("total",))
            assert total is not None and total.text == str(player["life"] - held)
    return on_disk


def test_question_end_turn_quit_resume_agree_everywhere(
    qtbot: QtBot, off_loop: Callable[..., Any]
) -> None:
    window = window_with_overlay(qtbot)
    window.session.start(NewGame(PLAYERS, 40))
    assert window.docks.start_overlay(0)
    session = window.session
    session.do(BecomeMonarch("Ben"))
    for _ in range(3):
        session.do(EndTurn())
    session.step_to(Step.COMBAT_DAMAGE)  # Dev's turn; the combat prompt is offered: leave it
    agree(window, off_loop)

    ben = window.game_page.table.panel("Ben")
    assert ben is not None
    ben.click(("life", -5))
    state = agree(window, off_loop)
    assert state["question"] == {"player": "Ben", "amount": 5, "turn": 4, "step": "combat_damage"}
    assert state["players"][1]["life"] == 40  # held until answered

    window.action("end_turn").trigger()
    state = agree(window, off_loop)
    assert (state["turn"], state["turn_player"], state["question"]) == (5, "Ann", None)
    assert state["players"][1]["life"] == 35 and state["monarch"] == "Ben"
    notice = window.game_page.notices
    assert "Ben" in notice.text() and notice.undo_button.isVisibleTo(notice)

    path = session.path
    assert path is not None
    window.close()
    again = window_with_overlay(qtbot)
    assert again.files.open_journal(Path(path))
    assert again.docks.start_overlay(0)
    assert agree(again, off_loop) == state
    # One undo takes back the lapse and the end of turn: the question is back, everywhere.
    again.action("undo").trigger()
    state = agree(again, off_loop)
    assert state["question"] is not None and state["step"] == "combat_damage"
    again.close()


def test_quitting_with_the_question_open_shows_it_again(
    qtbot: QtBot, off_loop: Callable[..., Any]
) -> None:
    window = window_with_overlay(qtbot)
    window.session.start(NewGame(PLAYERS, 40))
    assert window.docks.start_overlay(0)
    window.session.do(BecomeMonarch("Ben"))
    window.session.step_to(Step.COMBAT_DAMAGE)
    window.session.change_life("Ben", -5)
    before = agree(window, off_loop)
    path = window.session.path
    window.close()
    again = window_with_overlay(qtbot)
    assert again.files.open_journal(Path(path or ""))
    assert again.docks.start_overlay(0)
    assert agree(again, off_loop) == before
    ben = again.game_page.table.panel("Ben")
    assert ben is not None and ben.part(("question",)) is not None
    ben.click(("answer", "Ann"))
    state = agree(again, off_loop)
    assert state["monarch"] == "Ann" and state["players"][1]["life"] == 35
    again.close()
