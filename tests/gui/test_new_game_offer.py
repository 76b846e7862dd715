"""Starting a new game: a game in progress is asked about first, and the dialog offers the last
pod's names, seats and colours."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.app.main_window import MainWindow
from companion.core.actions import NewGame
from companion.shell.settings import Settings, load_settings


@pytest.fixture
def window(qtbot: QtBot, companion_home: object) -> Any:
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    yield win
    win.session.close()


def test_a_game_in_progress_is_asked_about_first(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.start(NewGame(("Ann", "Ben", "Cid"), 40))
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def fake_exec(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(answer[0].value)

    opened: list[NewGameDialog] = []
    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(
        NewGameDialog, "exec", lambda d: opened.append(d) or NewGameDialog.DialogCode.Rejected
    )
    assert not window.new_game()
    assert asked and "turn 1" in asked[0] and "Ann" in asked[0] and opened == []
    assert window.session.state.names == ("Ann", "Ben", "Cid")  # nothing changed
    answer[0] = QMessageBox.StandardButton.Yes
    window.new_game()
    assert len(opened) == 1


def test_the_dialog_offers_the_last_pod(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[tuple[list[str], list[str], list[bool]]] = []

    def accept_as_is(dialog: NewGameDialog) -> int:
        rows = dialog.rows()
        offered.append(
            (
                [r.name() for r in rows],
                [r.color for r in rows],
                [r.partner.isChecked() for r in rows],
            )
        )
        if len(offered) == 1:  # the first time: a pod of our own
            for row, name in zip(rows, ("Zoe", "Yan", "Xia", "Wim"), strict=False):
                row.name_edit.setText(name)
            rows[1].partner.setChecked(True)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept_as_is)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Yes.value))
    assert window.new_game()
    first = window.session.game.setup  # type: ignore[union-attr]
    colors = [window.session.color(p) for p in first.players]
    assert window.new_game()
    names, offered_colors, partners = offered[1]
    assert names == list(first.players) and offered_colors == colors
    assert partners == [p in first.partners for p in first.players]
    saved, _ = load_settings()
    assert saved.last_pod["players"] == list(first.players)
