"""Turn > Step by step: a table that calls every step turns it on, and then the turn moves only
when told; the choice is a setting, kept for the next start (issue 28)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame
from companion.core.steps import Step
from companion.shell.settings import Settings, load_settings


def test_the_menu_entry_switches_the_flow_and_is_remembered(
    qtbot: QtBot, companion_home: object
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    action = window.actions_by_key["step_by_step"]
    assert action.isCheckable() and not action.isChecked()
    window.session.start(NewGame(("Ann", "Ben", "Cid"), 40))
    window.session.end_turn()
    assert window.session.state.step is Step.MAIN1  # steps follow the play
    action.trigger()
    assert window.session.step_by_step and action.isChecked()
    window.session.end_turn()
    assert (window.session.state.turn, window.session.state.step) == (3, Step.UNTAP)
    saved, warnings = load_settings()
    assert warnings == [] and saved.step_by_step
    again = MainWindow(saved)
    qtbot.addWidget(again)
    assert again.session.step_by_step and again.actions_by_key["step_by_step"].isChecked()
    window.session.close()
