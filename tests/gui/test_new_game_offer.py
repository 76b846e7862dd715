"""Starting a new game: a game in progress is asked about first, and the dialog offers the last
pod's names, seats and colours."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.app.window.main_window import MainWindow
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
    assert not window.files.new_game()
    assert asked and "turn 1" in asked[0] and "Ann" in asked[0] and opened == []
    assert window.session.state.names == ("Ann", "Ben", "Cid")  # nothing changed
    answer[0] = QMessageBox.StandardButton.Yes
    window.files.new_game()
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
    assert window.files.new_game()
    first = window.session.game.setup  # type: ignore[union-attr]
    colors = [window.session.color(p) for p in first.players]
    assert window.files.new_game()
    names, offered_colors, partners = offered[1]
    assert names == list(first.players) and offered_colors == colors
    assert partners == [p in first.partners for p in first.players]
    saved, _ = load_settings()
    assert saved.last_pod["players"] == list(first.players)


def test_the_last_pod_remembers_the_commanders(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[list[tuple[str, str, bool]]] = []

    def accept(dialog: NewGameDialog) -> int:
        rows = dialog.rows()
        offered.append(
            [(r.commander_edit.text(), r.partner_edit.text(), r.partner.isChecked()) for r in rows]
        )
        if len(offered) == 1:
            rows[0].commander_edit.setText("Kenrith")
            rows[1].partner.setChecked(True)
            rows[1].commander_edit.setText("Tymna the Weaver")
            rows[1].partner_edit.setText("Kraum, Ludevic's Opus")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Yes.value))
    assert window.files.new_game()
    setup = window.session.game.setup  # type: ignore[union-attr]
    ann, ben = setup.players[:2]
    assert setup.commander_name(ann) == "Kenrith"
    assert setup.commander_name(ben, partner=True) == "Kraum, Ludevic's Opus"
    saved, warnings = load_settings()
    assert warnings == []
    assert saved.last_pod["commanders"] == {
        ann: ["Kenrith"],
        ben: ["Tymna the Weaver", "Kraum, Ludevic's Opus"],
    }
    # The next time, even after a restart, the dialog offers them again.
    again = MainWindow(saved)
    try:
        assert again.files.new_game()
        assert again.session.game is not None
        assert again.session.game.setup.commanders == setup.commanders
        again.files.rematch()  # a rematch offers the game's own commanders
    finally:
        again.session.close()
        again.deleteLater()
    assert offered[1][:3] == [
        ("Kenrith", "", False),
        ("Tymna the Weaver", "Kraum, Ludevic's Opus", True),
        ("", "", False),
    ]
    assert offered[2] == offered[1]


def test_an_old_settings_pod_without_commanders_is_offered(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = {"players": ["Ann", "Ben"], "colors": ["#E69F00", "#56B4E9"], "partners": ["Ben"]}
    window = MainWindow(Settings(last_pod=old))
    qtbot.addWidget(window)
    seen: list[NewGameDialog] = []
    monkeypatch.setattr(
        NewGameDialog, "exec", lambda d: seen.append(d) or NewGameDialog.DialogCode.Rejected
    )
    assert not window.files.new_game()
    [dialog] = seen
    assert [r.name() for r in dialog.rows()] == ["Ann", "Ben"]
    assert [r.color for r in dialog.rows()] == ["#E69F00", "#56B4E9"]
    assert [r.commander_edit.text() for r in dialog.rows()] == ["", ""]
    assert dialog.rows()[1].partner_edit.isVisibleTo(dialog)
    window.session.close()
