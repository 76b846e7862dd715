"""A whole four-player game, start to winner, with the keyboard alone and with the mouse alone.

Modal dialogs are answered the way a person would: keys typed into the dialog that is open.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.model import MonarchCause
from companion.core.steps import Step
from companion.shell.settings import Settings


def _when_modal(action: Callable[[QWidget], None]) -> None:
    """Run `action` on the next modal dialog as soon as it is open."""

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, attempt)
            return
        _activate(dialog)
        action(dialog)

    QTimer.singleShot(0, attempt)


def _activate(window: QWidget) -> None:
    """A window manager gives the focus back to the main window when a dialog closes; the
    offscreen platform has none, so do it here and let the event loop deliver it."""
    window.activateWindow()
    for _ in range(100):
        if window.isActiveWindow():
            return
        QTest.qWait(10)


def _keys(window: QWidget, *keys: Qt.Key | str) -> None:
    _activate(window)
    for key in keys:
        if isinstance(key, str):
            QTest.keyClicks(window, key)
        else:
            QTest.keyClick(window, key)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show_start_page()
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


def test_keyboard_alone_from_new_game_to_winner(window: MainWindow, qtbot: QtBot) -> None:
    # Ctrl+N, then Enter accepts the dialog's defaults: four players, 40 life.
    _when_modal(lambda d: QTest.keyClick(d, Qt.Key.Key_Return))
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    state = window.session.state
    assert len(state.players) == 4 and state.players[0].life == 40
    p1, p2, p3, p4 = state.names

    # 2 selects seat 2; M makes them the monarch, typing the card into the dialog.
    _keys(window, Qt.Key.Key_2)
    _when_modal(
        lambda d: (
            QTest.keyClicks(d.focusWidget(), "Palace Jailer"),
            QTest.keyClick(d.focusWidget(), Qt.Key.Key_Return),
        )
    )
    _keys(window, Qt.Key.Key_M)
    assert window.session.state.monarch == p2
    assert window.session.state.monarch_history[-1].source == "Palace Jailer"

    # Becoming the monarch was the first play: the turn went to its first main phase itself.
    assert window.session.state.step is Step.MAIN1
    # Life keys act on the selected player: 3 selects seat 3 (not the monarch), Down, PgDown.
    _keys(window, Qt.Key.Key_3, Qt.Key.Key_Down, Qt.Key.Key_PageDown)
    assert window.session.state.player(p3).life == 34

    # No Next step: C opens the combat prompt from the main phase. Type 5 for the first
    # defender row that is not the attacker (p2, the monarch) and confirm with Enter: p1 steals
    # the crown, and the turn is in the combat damage step, where the damage was dealt.
    _when_modal(
        lambda d: (
            QTest.keyClicks(d.focusWidget(), "5"),
            QTest.keyClick(d.focusWidget(), Qt.Key.Key_Return),
        )
    )
    _keys(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: window.session.state.monarch == p1)
    assert window.session.state.monarch_history[-1].cause is MonarchCause.COMBAT_DAMAGE
    assert window.session.state.step is Step.COMBAT_DAMAGE

    # E: p1 is the monarch, so End turn stops at the end step with the draw reminder...
    _keys(window, Qt.Key.Key_E)
    state = window.session.state
    assert state.step is Step.END and [r.player for r in state.pending_reminders()] == [p1]
    # ...and D (Done) clears it and goes on to p2's turn.
    _keys(window, Qt.Key.Key_D)
    assert window.session.state.turn == 2 and window.session.state.active_player == p2

    # Ctrl+Z undoes the end of turn; Ctrl+Shift+Z redoes it.
    _activate(window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.turn == 1
    QTest.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.session.state.turn == 2

    # Ctrl+Shift+K concedes the selected player after a confirmation answered with Enter.
    for seat, name in ((Qt.Key.Key_3, p3), (Qt.Key.Key_4, p4), (Qt.Key.Key_1, p1)):
        _keys(window, seat)
        _when_modal(lambda d: QTest.keyClick(d, Qt.Key.Key_Return))
        _activate(window)
        QTest.keyClick(
            window,
            Qt.Key.Key_K,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert not window.session.state.player(name).in_game
    # The monarch p1 conceded on p2's turn: the crown went to the active player (CR 725.4).
    state = window.session.state
    assert state.game_over and state.winner == p2 and state.monarch == p2
    assert window.page() is window.game_over


def _click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_mouse_alone_from_start_page_to_winner(window: MainWindow, qtbot: QtBot) -> None:
    # New game from the start page, accepted with the dialog's Start button.
    def start(dialog: QWidget) -> None:
        _click(dialog.ok_button)  # type: ignore[attr-defined]

    _when_modal(start)
    _click(window.start_page.new_button)
    names = window.session.state.names
    table = window.game_page.table
    bar = window.game_page.turn_bar

    # −5 on the first player's panel, with the mouse.
    panel = table.panel(names[0])
    assert panel is not None
    panel.click(("life", -5))
    assert window.session.state.player(names[0]).life == 35

    # Combat damage opens the prompt from where the turn is (its first main phase: the −5 was
    # the first play); lethal damage, and the turn is in the combat damage step.
    assert window.session.state.step is Step.MAIN1
    _click(bar.combat_button)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    row = next(r for r in dialog.rows if r.defender == names[1])  # type: ignore[attr-defined]
    row.amount.setValue(40)
    _click(dialog.confirm_button)  # type: ignore[attr-defined]
    assert not window.session.state.player(names[1]).in_game
    assert window.session.state.step is Step.COMBAT_DAMAGE

    # The others concede from their panels' menus: the ⋮ button, "Concede…", then Yes.
    for name in names[2:]:
        host_panel = table.panel(name)
        assert host_panel is not None
        QTest.mouseClick(
            host_panel, Qt.MouseButton.LeftButton, pos=host_panel.part_center(("menu",))
        )
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        concede = next(a for a in menu.actions() if a.text().startswith("&Concede"))
        _when_modal(lambda box: _click(box.button(QMessageBox.StandardButton.Yes)))
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(concede).center())
        qtbot.waitUntil(lambda n=name: not window.session.state.player(n).in_game)
    state = window.session.state
    assert state.game_over and state.winner == names[0]
    assert window.page() is window.game_over


def test_recent_menu_reopens_a_saved_game(window: MainWindow, qtbot: QtBot) -> None:
    window.files.start_demo()
    first = window.session.path
    window.files.start_demo()
    assert window.session.path != first
    window.files._fill_recent()
    entries = [a for a in window.files.recent_menu.actions() if a.isEnabled()]
    assert first is not None and first.name in [a.text() for a in entries]
    next(a for a in entries if a.text() == first.name).trigger()
    assert window.session.path == first
