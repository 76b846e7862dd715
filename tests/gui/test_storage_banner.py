"""The window when the game can't be saved: a full disk, and a game open in another window.

What the user sees: a red banner that stays and says what to do (in their language, no English
left), commands that change nothing while it shows, Retry / Save a copy as… / Take over that work,
and the journal on disk equal to the game on screen throughout.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.window.main_window import MainWindow
from companion.core import journal
from companion.core.actions import NewGame
from companion.core.journal import build_game, decode
from companion.core.snapshot import state_json
from companion.shell.settings import Settings

PLAYERS = ("Ann", "Ben", "Cid", "Dev")


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    i18n.switch(qapp, "de")
    yield
    i18n.switch(qapp, "en")


def window(qtbot: QtBot) -> MainWindow:
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def disk_equals_screen(win: MainWindow) -> None:
    path = win.session.path
    assert path is not None
    assert state_json(build_game(decode(Path(path).read_bytes())).state) == state_json(
        win.session.state
    )
    for player in win.session.state.players:
        panel = win.game_page.table.panel(player.name)
        total = panel.part(("total",)) if panel is not None else None
        assert total is not None and total.text == str(player.life)


def test_a_full_disk_shows_the_banner_in_german_and_retry_goes_on(
    qtbot: QtBot, german: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = window(qtbot)
    win.session.start(NewGame(PLAYERS))
    banner = win.game_page.storage
    assert not banner.isVisibleTo(win)

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(journal.os, "write", full)
    ann = win.game_page.table.panel("Ann")
    assert ann is not None
    ann.click(("life", -1))
    assert banner.isVisibleTo(win)
    text = banner.text()
    assert "Datenträger ist voll" in text
    for english in ("No space", "device", "stopped", "saved", "Retry"):
        assert english not in text
    assert banner.retry_button.text() == "Erneut versuchen"
    assert banner.retry_button.isVisibleTo(banner) and not banner.take_over_button.isVisibleTo(
        banner
    )
    # Taps change nothing now, and the banner draws the eye instead of a second notice.
    ann.click(("life", -5))
    assert banner.is_flashing()
    assert win.session.state.player("Ann").life == 40
    disk_equals_screen(win)

    qtbot.mouseClick(banner.retry_button, Qt.MouseButton.LeftButton)
    assert banner.isVisibleTo(win)  # still full
    monkeypatch.undo()
    qtbot.mouseClick(banner.retry_button, Qt.MouseButton.LeftButton)
    assert not banner.isVisibleTo(win)
    ann.click(("life", -1))
    assert win.session.state.player("Ann").life == 39
    disk_equals_screen(win)


def test_a_second_window_opens_read_only_and_takes_over_when_the_first_closes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = window(qtbot)
    first.session.start(NewGame(PLAYERS))
    path = first.session.path
    assert path is not None
    second = window(qtbot)
    asked: list[str] = []

    def ask(error: object) -> str:
        asked.append(str(error))
        return "read_only"

    monkeypatch.setattr(second.files, "_ask_in_use", ask)
    assert second.files.open_journal(Path(path))
    assert len(asked) == 1 and str(os.getpid()) in asked[0]
    banner = second.game_page.storage
    assert banner.isVisibleTo(second) and banner.take_over_button.isVisibleTo(banner)
    assert "Read-only" in banner.text()
    size = Path(path).stat().st_size
    ben = second.game_page.table.panel("Ben")
    assert ben is not None
    ben.click(("life", -1))
    second.action("end_turn").trigger()
    assert Path(path).stat().st_size == size  # nothing written by the read-only window

    # Taking over while the first still plays is refused with the same question, not forced.
    first.session.change_life("Cid", -2)
    qtbot.mouseClick(banner.take_over_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2 and second.session.read_only
    first.close()
    monkeypatch.setattr(second.files, "_ask_in_use", lambda error: "cancel")
    qtbot.mouseClick(banner.take_over_button, Qt.MouseButton.LeftButton)
    assert not second.session.read_only and not banner.isVisibleTo(second)
    assert second.session.state.player("Cid").life == 38  # what the first wrote last
    second.session.change_life("Ben", -1)
    disk_equals_screen(second)


def test_the_in_use_question_names_the_file_and_offers_the_three_ways(
    qtbot: QtBot, german: None
) -> None:
    first = window(qtbot)
    first.session.start(NewGame(PLAYERS))
    second = window(qtbot)
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        seen.extend(button.text() for button in box.buttons())
        box.close()  # Esc / the window's close: Cancel

    QTimer.singleShot(0, answer)
    path = first.session.path
    assert path is not None
    assert second.files.open_journal(Path(path)) is False
    text = " ".join(seen)
    assert "Schreibgeschützt öffnen" in text and "Erneut versuchen" in text
    assert Path(path).name in text and str(os.getpid()) in text
    assert not second.session.has_game  # cancelled: nothing opened
