"""Targets a finger can hit at 8 players (issue 28 item 4): read from each painted part's rectangle
at 1280x720, the smallest window a pod uses. The play-test met "whose creature?" as single letters
in circles of about 14 px (B C D M F G H N, where N meant "no")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, NewGame
from companion.shell.settings import Settings

EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")


@pytest.mark.parametrize("asked", EIGHT)
def test_whose_creature_offers_every_player_by_name_in_buttons_a_finger_hits(
    qtbot: QtBot, companion_home: object, asked: str
) -> None:
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    session = window.session
    session.start(NewGame(EIGHT, 40))
    window.show()
    qtbot.waitExposed(window)
    session.do(BecomeMonarch(asked))
    session.change_life(asked, -4)
    QApplication.processEvents()
    panel = window.game_page.table.panel(asked)
    assert panel is not None
    answers = {p.key[1]: p for p in panel.parts() if p.key[0] == "answer"}
    assert set(answers) == {*(n for n in EIGHT if n != asked), None}
    for name, part in answers.items():
        assert min(part.rect.width(), part.rect.height()) >= 40, (name, part.rect)
        assert part.text == (name if name is not None else "No")  # whole, never a letter
    session.close()
