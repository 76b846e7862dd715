"""One command registry behind everything: the menu bar, a panel's menu, the keys, the Help list and
the command palette (Ctrl+K) all come from it; the concede dialog is the same from everywhere and
says where the crown goes; O, L and S toggle their docks and the View menu's check marks follow.

The demo game: turn 3, Cid's main phase 1, Ben is the monarch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.commands import native_keys, tr
from companion.app.dialogs import leave
from companion.app.help_dialogs import ShortcutsDialog
from companion.app.widgets.command_palette import CommandPalette
from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame
from companion.shell.commands import plain
from companion.shell.settings import Settings

CTRL = Qt.KeyboardModifier.ControlModifier
SUCCESSION = "Cid becomes the monarch as the active player (CR 725.4)."


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.files.start_demo()
    w.show()
    qtbot.waitExposed(w)
    _activate(w)
    yield w
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.switch(app, "en")


def _activate(window: QWidget) -> None:
    window.activateWindow()
    for _ in range(100):
        if window.isActiveWindow():
            return
        QTest.qWait(10)


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


def _menu_actions(menu: QMenu) -> Iterator[QAction]:
    for action in menu.actions():
        if action.isSeparator():
            continue
        yield action
        if action.menu() is not None:
            yield from _menu_actions(action.menu())


def _bar_actions(window: MainWindow) -> list[QAction]:
    own = {window.files.recent_menu, window.language_menu}  # the window's lists, not commands
    out = []
    for top in window.menuBar().actions():
        for action in _menu_actions(top.menu()):
            if action.menu() in own or action.parent() in own or action in own:
                continue
            if window.language_group in (action.actionGroup(),):
                continue
            out.append(action)
    return out


def _open_palette(window: MainWindow, qtbot: QtBot) -> CommandPalette:
    _activate(window)
    QTest.keyClick(window, Qt.Key.Key_K, CTRL)
    palette = window.palette_popup
    assert palette is not None
    qtbot.waitUntil(palette.isVisible)
    assert QApplication.activePopupWidget() is palette
    assert palette.search.hasFocus() or palette.focusWidget() is palette.search
    return palette


def _capture_leave_questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    asked: list[str] = []

    def ask(_parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr(leave, "ask", ask)
    return asked


# -- one registry behind every list of commands --------------------------------------------------


def test_every_command_has_a_handler_once_the_window_is_built(window: MainWindow) -> None:
    assert window.commands.unbound() == []


def test_the_menu_bar_holds_every_command_and_nothing_else(window: MainWindow) -> None:
    actions = _bar_actions(window)
    named = [a.property("command") for a in actions]
    assert None not in named, [a.text() for a in actions if a.property("command") is None]
    assert set(named) <= {c.name for c in window.commands}
    assert set(named) == {c.name for c in window.commands}
    for action in actions:
        command = window.commands[action.property("command")]
        if command.seat_keys and action.menu() is None:
            continue  # one per seat: "Select Ann"
        if command.name not in ("undo", "redo"):  # they say what they would undo
            assert action.text() == tr(command.text)


def test_every_key_is_a_commands_key(window: MainWindow) -> None:
    assert window.findChildren(QShortcut) == []  # no key outside the registry
    bound: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        keys = [k.toString() for k in action.shortcuts()]
        if not keys:
            continue
        name = action.property("command")
        assert name in window.commands, (action.text(), keys)
        bound.setdefault(name, []).extend(keys)
    for command in window.commands:
        expected = [QKeySequence(k).toString() for k in command.shortcuts]
        assert sorted(bound.get(command.name, [])) == sorted(expected), command.name


def test_the_help_list_is_every_command_with_keys(window: MainWindow, qtbot: QtBot) -> None:
    dialog = ShortcutsDialog(window.commands, window)
    qtbot.addWidget(dialog)
    rows = [
        (dialog.table.item(r, 0).text(), dialog.table.item(r, 1).text())
        for r in range(dialog.table.rowCount())
    ]
    with_keys = [c for c in window.commands if c.shortcuts]
    assert rows == [(native_keys(c), plain(tr(c.text))) for c in with_keys]
    assert ("1 – 8", "Select player") in rows
    assert ("Ctrl+K", "Find a command…") in rows
    assert ("O", "Stream overlay") in rows


def test_a_panels_menu_is_the_registrys_player_menu(window: MainWindow) -> None:
    panel = window.game_page.table.panel("Ann")
    assert panel is not None
    menu = panel.menu.build(panel)
    actions = list(_menu_actions(menu))  # the dice are in a submenu, after the rest
    actions = [a for a in actions if a.menu() is None]
    names = [a.property("command") for a in actions]
    offered = [c.name for c in window.commands if c.player_menu]
    assert sorted(names) == sorted(offered)
    assert [a.text() for a in actions] == [tr(window.commands[n].text) for n in names]
    menu.deleteLater()


# -- the monarch is never offered the crown -------------------------------------------------------


def test_become_the_monarch_is_not_offered_to_the_monarch_anywhere(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.session.state.monarch == "Ben"
    table = window.game_page.table
    # The menu bar's entry (M) acts on the selected player: off for Ben, on for Ann.
    table.select("Ben")
    assert not window.action("monarch").isEnabled()
    table.select("Ann")
    assert window.action("monarch").isEnabled()
    # Ben's panel menu has no such entry.
    panel = table.panel("Ben")
    assert panel is not None
    menu = panel.menu.build(panel)
    assert "monarch" not in [a.property("command") for a in menu.actions()]
    menu.deleteLater()
    # The palette lists it for everyone else, the active player (Cid) first, then turn order.
    assert window.session.state.active_player == "Cid"
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "monarch")
    assert [t for t in palette.texts() if "becomes" in t] == [
        "Cid becomes the monarch…",
        "Dee becomes the monarch…",
        "Ann becomes the monarch…",
    ]
    QTest.keyClick(palette.search, Qt.Key.Key_Escape)
    # Dropping the crown back on Ben does nothing (no dialog, no action).
    entries = window.session.game.entry_count()  # type: ignore[union-attr]
    assert not window.commands.run("monarch", "Ben")
    window.game_page.crown.monarchDropped.emit("Ben")
    assert window.session.game.entry_count() == entries  # type: ignore[union-attr]


# -- the command palette ---------------------------------------------------------------------------


def test_palette_type_mon_enter_makes_that_player_the_monarch(
    window: MainWindow, qtbot: QtBot
) -> None:
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "mon")
    texts = palette.texts()
    assert texts[:3] == [  # the active player first (play-test: seat order made Cid second)
        "Cid becomes the monarch…",
        "Dee becomes the monarch…",
        "Ann becomes the monarch…",
    ]
    assert "The monarch’s rules" in texts
    # Down moves to Dee and Up back to Cid (they never reach the window's life keys).
    QTest.keyClick(palette.search, Qt.Key.Key_Down)
    assert palette.current() is not None and palette.current().player == "Dee"  # type: ignore[union-attr]
    QTest.keyClick(palette.search, Qt.Key.Key_Up)
    assert palette.current() is not None and palette.current().player == "Cid"  # type: ignore[union-attr]
    assert window.session.state.player("Cid").life == 36
    # Enter runs it as the menu does: the monarch dialog (which card?), accepted with Enter.
    _when_modal(lambda d: QTest.keyClick(d, Qt.Key.Key_Return))
    QTest.keyClick(palette.search, Qt.Key.Key_Return)
    assert not palette.isVisible()
    assert window.session.state.monarch == "Cid"


def test_palette_needs_every_word_and_escape_closes_it(window: MainWindow, qtbot: QtBot) -> None:
    before = window.session.state
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "DEE CONC")
    assert palette.texts() == ["Dee concedes…"]
    QTest.keyClicks(palette.search, "x")
    assert palette.texts() == [] and palette.empty.isVisible()
    assert "No command matches" in palette.empty.text()
    QTest.keyClick(palette.search, Qt.Key.Key_Escape)
    assert not palette.isVisible()
    assert window.session.state is before
    # Opened again: empty search, every command offered now.
    palette = _open_palette(window, qtbot)
    assert palette.search.text() == ""
    assert "Next step" in palette.texts()
    QTest.keyClick(palette.search, Qt.Key.Key_Escape)


def test_palette_runs_plain_commands_and_says_what_undo_takes_back(
    window: MainWindow, qtbot: QtBot
) -> None:
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "next step")
    assert palette.texts() == ["Next step"]
    QTest.keyClick(palette.search, Qt.Key.Key_Enter)
    assert window.session.state.step.value == "main2" or window.session.state.step.order > 3
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "undo")
    assert palette.texts()[0].startswith("Undo: Go to")
    QTest.keyClick(palette.search, Qt.Key.Key_Escape)


def test_palette_has_screen_reader_names(window: MainWindow, qtbot: QtBot) -> None:
    palette = _open_palette(window, qtbot)
    assert palette.accessibleName() == "Find a command"
    assert palette.search.accessibleName() and palette.list.accessibleName()
    QTest.keyClicks(palette.search, "ann mon")
    assert palette.search.accessibleDescription() == "Ann becomes the monarch…"
    QTest.keyClick(palette.search, Qt.Key.Key_Escape)


def test_palette_works_in_german(window: MainWindow, qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.switch(app, "de")
    german = QCoreApplication.translate("Commands", "{player} becomes the monarch…")
    assert german != "{player} becomes the monarch…" and "Monarch" in german
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "dee zum monarchen")
    # First (the best match); "Eine Monarch-Karte … von Dee …" may follow.
    assert palette.texts()[0] == german.format(player="Dee")
    _when_modal(lambda d: QTest.keyClick(d, Qt.Key.Key_Return))
    QTest.keyClick(palette.search, Qt.Key.Key_Return)
    assert window.session.state.monarch == "Dee"


# -- one concede dialog ----------------------------------------------------------------------------


def test_the_concede_question_is_the_same_everywhere_and_names_the_successor(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = _capture_leave_questions(monkeypatch)
    # The menu bar (Ctrl+Shift+K on the selected player).
    window.game_page.table.select("Ben")
    _activate(window)
    QTest.keyClick(window, Qt.Key.Key_K, CTRL | Qt.KeyboardModifier.ShiftModifier)
    # Ben's panel menu.
    panel = window.game_page.table.panel("Ben")
    assert panel is not None
    panel.menu.run("concede")
    # The palette.
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "ben conc")
    QTest.keyClick(palette.search, Qt.Key.Key_Return)
    assert len(asked) == 3 and asked[0] == asked[1] == asked[2]
    assert asked[0] == (
        f"Ben concedes and leaves the game.\n{SUCCESSION}\nThis can be undone."
    )
    assert window.session.state.player("Ben").in_game  # every answer was No


def test_losing_the_game_names_the_successor_too(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = _capture_leave_questions(monkeypatch)
    window.game_page.table.select("Ben")
    window.action("lose").trigger()
    assert asked == [f"Ben loses the game and leaves it.\n{SUCCESSION}\nThis can be undone."]
    window.game_page.table.select("Ann")
    window.action("lose").trigger()
    assert asked[-1] == "Ann loses the game and leaves it.\nThis can be undone."  # crown stays


def test_the_question_shows_names_as_plain_text_and_yes_concedes(
    window: MainWindow, qtbot: QtBot
) -> None:
    hostile = "<b>x</b>"
    window.session.start(NewGame((hostile, "Ann", "Ben"), 40))
    seen: dict[str, object] = {}

    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        label = box.findChild(QLabel, "qt_msgbox_label")
        seen.update(text=box.text(), format=box.textFormat(), label=label.textFormat())
        QTest.keyClick(box, Qt.Key.Key_Return)  # Yes is the default: it can be undone

    _when_modal(answer)
    assert window.commands.run("concede", hostile)
    assert seen["format"] == Qt.TextFormat.PlainText == seen["label"]
    assert str(seen["text"]).startswith(f"{hostile} concedes and leaves the game.")
    assert not window.session.state.player(hostile).in_game
    # The last two: conceding now ends the game, and the question says who wins.
    text = leave.leave_text(window.session.state, "Ann")
    assert "Ben wins the game." in text.splitlines()


# -- O, L and S toggle their docks -----------------------------------------------------------------


@pytest.mark.parametrize(("key", "name", "dock"), [
    (Qt.Key.Key_L, "log", "log_dock"),
    (Qt.Key.Key_S, "stats", "stats_dock"),
    (Qt.Key.Key_O, "overlay", "overlay_dock"),
])  # fmt: skip
def test_keys_toggle_their_docks_and_the_check_marks_follow(
    window: MainWindow, qtbot: QtBot, key: Qt.Key, name: str, dock: str
) -> None:
    action = window.action(name)
    assert action.isCheckable()
    first = getattr(window.docks, dock)  # the log may start either way (by the screen's size)
    was_open = first is not None and first.isVisible()
    assert action.isChecked() == was_open
    for _ in range(2):
        _activate(window)
        QTest.keyClick(window, key)
        widget = getattr(window.docks, dock)
        assert widget is not None
        qtbot.waitUntil(lambda w=widget, o=was_open: w.isVisible() != o)
        was_open = not was_open
        assert action.isChecked() == was_open
    # Closed with its own button, opened from the menu: the mark follows.
    widget = getattr(window.docks, dock)
    if widget.isVisible():
        widget.close()
        qtbot.waitUntil(lambda: not action.isChecked())
    action.trigger()
    qtbot.waitUntil(widget.isVisible)
    assert action.isChecked()
    widget.close()
    qtbot.waitUntil(lambda: not action.isChecked())


def test_full_screen_and_rotate_marks_follow_the_window(window: MainWindow) -> None:
    assert window.action("rotate").isChecked() == window.game_page.table.rotate
    window.action("rotate").trigger()
    assert window.action("rotate").isChecked() == window.game_page.table.rotate
    window.showFullScreen()
    QTest.qWait(0)
    assert window.action("fullscreen").isChecked() == window.isFullScreen()


def test_a_toggle_run_from_the_palette_moves_its_check_mark(
    window: MainWindow, qtbot: QtBot
) -> None:
    rotate = window.action("rotate")
    on = rotate.isChecked()
    palette = _open_palette(window, qtbot)
    QTest.keyClicks(palette.search, "rotate")
    QTest.keyClick(palette.search, Qt.Key.Key_Return)
    assert window.game_page.table.rotate is not on
    assert rotate.isChecked() is not on


def test_player_commands_act_on_the_active_player_when_no_seat_is_selected(
    window: MainWindow,
) -> None:
    """Play-test: B and Ctrl+Shift+K did nothing until a seat number was pressed. With no seat
    selected, the menu bar's player commands (and their keys) act on the player whose turn it
    is; a selected seat still comes first."""
    table = window.game_page.table
    table.select(None)
    active = window.session.state.active_player
    assert active is not None
    assert window.command_actions.trigger("rad")
    assert window.session.state.player(active).counters.get("rad") == 1
    other = next(n for n in window.session.state.names if n != active)
    table.select(other)
    assert window.command_actions.trigger("rad")
    assert window.session.state.player(other).counters.get("rad") == 1
    assert window.session.state.player(active).counters.get("rad") == 1
