"""Players and commanders in the new-game dialog, and each player's profile when a game starts.

The dialog offers the playgroup's players as a name is typed (most played first, whatever the case)
and, once a player is named, the commanders they played (a partner pair fills both fields); the
history is read off the GUI thread. Starting a game matches or makes each player's profile, off
the GUI thread too, and never fails or holds up the game.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.app.dialogs.new_game_row import PlayerRow
from companion.app.history import matching
from companion.app.window.main_window import MainWindow
from companion.history import profiles, store
from companion.history.store import History
from companion.shell.settings import Settings
from tests.gui.playgroup_games import ATRAXA, EDGAR, KRAUM, TYMNA, playgroup

pytestmark = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise", "grabbing the keyboard"
)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    yield win
    matching.wait()
    win.session.close()


def start_with(window: MainWindow, monkeypatch: pytest.MonkeyPatch, names: tuple[str, ...]) -> None:
    """New game (the dialog answered at once) with `names`."""

    def accept(dialog: NewGameDialog) -> int:
        dialog.count.setValue(len(names))
        for row, name in zip(dialog.rows(), names, strict=True):
            row.name_edit.setText(name)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Yes.value))
    assert window.files.new_game()


def opened(qtbot: QtBot, **kwargs: Any) -> NewGameDialog:
    """The dialog on screen, the playgroup's names in."""
    dialog = NewGameDialog(**kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.playgroup.loaded)
    return dialog


def offers(row: PlayerRow) -> list[str]:
    return row.commander_offers.stringList()


# -- profiles when a game starts -------------------------------------------------------------------


def test_each_player_gets_a_profile_when_a_game_starts(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_with(window, monkeypatch, ("Ann", "Ben", "Cid"))
    matching.wait()
    with History.open() as history:
        made = {p.name: p for p in profiles.profiles(history)}
    assert set(made) == {"Ann", "Ben", "Cid"}
    assert made["Ben"].colour == window.session.color("Ben")  # the colour chosen in the dialog
    # Typed in another case the next time: the same player, no new profile.
    start_with(window, monkeypatch, ("ANN", "ben", "Dee"))
    matching.wait()
    with History.open() as history:
        assert sorted(p.name for p in profiles.profiles(history)) == ["Ann", "Ben", "Cid", "Dee"]
        assert profiles.match(history, ["aNN"]) == {"aNN": "Ann"}


def test_the_game_starts_without_waiting_for_the_history(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match runs in a thread of its own: a history that takes its time (a sync writing,
    another process) never holds up the game, nor the GUI thread."""
    release = threading.Event()
    threads: list[threading.Thread] = []

    def slow(players: Any, colours: Any = None, path: Any = None) -> None:
        threads.append(threading.current_thread())
        release.wait(10)

    monkeypatch.setattr(matching, "match_players", slow)
    start_with(window, monkeypatch, ("Ann", "Ben"))
    assert window.session.state.names == ("Ann", "Ben")  # started while the match waits
    release.set()
    matching.wait()
    assert threads and threads[0] is not threading.main_thread()


def test_a_locked_history_leaves_the_profiles_to_the_next_sync(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    with History.open():
        pass  # the file exists
    other = store._connect(store.db_path())  # another process, say, writing
    other.execute("BEGIN IMMEDIATE")
    try:
        assert matching.match_players(["Ann"]) is None  # waited BUSY_MS, gave up quietly
        start_with(window, monkeypatch, ("Ann", "Ben"))
        matching.wait()
        assert window.session.has_game
    finally:
        other.execute("ROLLBACK")
        other.close()
    with History.open() as history:
        assert profiles.profiles(history) == []
        history.sync()  # the sync makes them from the game's journal
        assert {p.name for p in profiles.profiles(history)} == {"Ann", "Ben"}


# -- the new-game dialog ---------------------------------------------------------------------------


def test_the_dialog_offers_the_playgroup_most_played_first(qtbot: QtBot) -> None:
    playgroup()
    dialog = opened(qtbot)
    assert dialog.player_names.stringList() == ["Ann", "ann b.", "Ben", "Cid", "Dee"]
    row = dialog.rows()[0]
    completer = row.name_completer
    assert completer is not None and row.name_edit.completer() is completer
    completer.setCompletionPrefix("a")  # any case: Ann, then "ann b."
    found = [completer.currentCompletion()]
    while completer.setCurrentRow(completer.currentRow() + 1):
        found.append(completer.currentCompletion())
    assert found == ["Ann", "ann b."]
    completer.setCompletionPrefix("BE")
    assert completer.completionCount() == 1 and completer.currentCompletion() == "Ben"


def test_typing_a_name_offers_their_commanders(qtbot: QtBot) -> None:
    playgroup()
    dialog = opened(qtbot)
    row = dialog.rows()[1]
    row.name_edit.setText("ann")  # typed, not picked: any case is the player
    row.name_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: offers(row) == [f"{KRAUM} + {TYMNA}", EDGAR])
    row.name_edit.setText("Ben")
    row.name_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: offers(row) == [ATRAXA])
    row.name_edit.setText("Somebody new")
    row.name_edit.editingFinished.emit()
    assert offers(row) == []  # never another player's commanders meanwhile
    qtbot.waitUntil(lambda: dialog.playgroup.commanders("Somebody new") == [])
    assert offers(row) == []


def test_the_names_given_have_their_commanders_at_once(qtbot: QtBot) -> None:
    """A rematch or the last pod: each named row's commanders are asked for as it opens."""
    playgroup()
    dialog = opened(qtbot, players=["Ann", "Ben", "Zed"])
    rows = dialog.rows()
    qtbot.waitUntil(lambda: offers(rows[0]) != [] and offers(rows[1]) != [])
    assert offers(rows[0]) == [f"{KRAUM} + {TYMNA}", EDGAR]
    assert offers(rows[1]) == [ATRAXA] and offers(rows[2]) == []


def test_picking_a_name_then_a_partner_pair_fills_both_fields(qtbot: QtBot) -> None:
    playgroup()
    dialog = opened(qtbot)
    dialog.activateWindow()
    row = dialog.rows()[2]
    row.name_edit.clear()
    row.name_edit.setFocus()
    qtbot.keyClicks(row.name_edit, "an")
    names = row.name_completer
    assert names is not None
    qtbot.waitUntil(names.popup().isVisible)
    qtbot.keyClick(names.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(names.popup(), Qt.Key.Key_Return)
    assert row.name() == "Ann"
    qtbot.waitUntil(lambda: offers(row) == [f"{KRAUM} + {TYMNA}", EDGAR])
    # Into the empty commander field: all of Ann's commanders, most played first.
    dialog.activateWindow()  # offscreen, the closed popup stays the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    row.commander_edit.setFocus()
    popup = row.commander_completer.popup()
    qtbot.waitUntil(popup.isVisible)
    assert row.commander_completer.completionCount() == 2
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: row.commander_edit.text() == KRAUM)
    assert row.partner.isChecked() and row.partner_edit.text() == TYMNA
    setup, _ = dialog.setup()
    assert dict(setup.commanders)["Ann"] == (KRAUM, TYMNA) and "Ann" in setup.partners
    # One commander picked: the field takes it as it is.
    row.commander_edit.clear()
    row.commander_completer.activated.emit(EDGAR)
    row.commander_edit.setText(EDGAR)
    QApplication.processEvents()
    assert row.commander_edit.text() == EDGAR


def test_the_history_is_read_off_the_gui_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    playgroup()
    opened_on: list[threading.Thread] = []
    real_open = History.open.__func__  # type: ignore[attr-defined]

    def watched(cls: type[History], path: Any = None) -> History:
        opened_on.append(threading.current_thread())
        return real_open(cls, path)  # type: ignore[no-any-return]

    monkeypatch.setattr(History, "open", classmethod(watched))
    dialog = NewGameDialog(players=["Ann", "Ben"])
    qtbot.addWidget(dialog)
    assert dialog.playgroup.names == [] and opened_on == []  # nothing read to open it
    dialog.show()
    qtbot.waitUntil(lambda: offers(dialog.rows()[0]) != [])
    assert opened_on and threading.main_thread() not in opened_on
    assert dialog.player_names.stringList()[:3] == ["Ann", "ann b.", "Ben"]


def test_without_a_history_the_dialog_offers_nothing(qtbot: QtBot) -> None:
    assert not store.db_path().exists()
    dialog = opened(qtbot, players=["Ann", "Ben"])
    assert dialog.player_names.stringList() == [] and offers(dialog.rows()[0]) == []
    assert not store.db_path().exists()  # and made none


def test_the_dialog_looks_for_the_history_where_the_store_keeps_it() -> None:
    from companion.shell.paths import data_dir

    assert store.db_path() == data_dir() / "history.sqlite3"  # playgroup.py names it so


def test_seats_taken_away_before_the_names_come(qtbot: QtBot) -> None:
    """The players' list is the dialog's, shared by the rows: a row gone is no longer told."""
    playgroup()
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the rows are gone
    dialog.show()
    qtbot.waitUntil(lambda: dialog.playgroup.loaded)
    assert dialog.player_names.rowCount() == 5
    dialog.count.setValue(4)  # new rows offer them too
    completer = dialog.rows()[3].name_completer
    assert completer is not None and completer.model() is dialog.player_names


def test_the_list_is_as_wide_as_the_longest_name(qtbot: QtBot) -> None:
    playgroup()
    dialog = opened(qtbot, players=["Ann", "Ben"])
    row = dialog.rows()[0]
    # Each name's commanders come in on their own (commandersLoaded): wait for both rows'.
    qtbot.waitUntil(lambda: all(offers(r) != [] for r in dialog.rows()[:2]))
    longest = f"{KRAUM} + {TYMNA}"
    popup = row.commander_completer.list
    assert popup is not None and row.commander_completer.popup() is popup
    assert popup.minimumWidth() > popup.fontMetrics().horizontalAdvance(longest)
    assert dialog.rows()[1].commander_completer.list is not None
    assert dialog.rows()[1].name_completer is not None
