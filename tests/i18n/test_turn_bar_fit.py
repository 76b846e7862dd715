"""The turn bar in a language with long button words: the player's name keeps its room."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame, Storm
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.mark.parametrize("code", ["ru", "de", "es"])
def test_the_player_keeps_room_when_a_button_comes_during_the_fit(
    qtbot: QtBot, english: QApplication, companion_home: object, code: str
) -> None:
    """Fitting the row shows storm's button, which resizes the bar and asks for a fit inside the
    fit: the inner one waits, so the player's name never shrinks to nothing (Russian at 1280x720
    with the log open and storm counted showed an empty player box)."""
    i18n.switch(english, code)
    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = window.session
    try:
        session.start(NewGame(("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"), 40))
        session.do(Storm(3))
        for _ in range(10):
            QApplication.processEvents()
        label = window.game_page.turn_bar.player_label
        assert label.text() == "Ann"
        assert label.width() >= label.fontMetrics().horizontalAdvance("Ann")
    finally:
        session.close()
