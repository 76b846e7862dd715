"""The crown rests where its panel keeps its place *now*: when the monarch's panel gains or loses
a mark (the initiative's token, a dungeon map) the crown's place in the strip moves, and the
crown must move with it, not stay where it was and cover the token (a play-test found the crown
sitting over the initiative's shield after the monarch took the initiative)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.widgets.crown_geometry import outline
from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, NewGame, TakeInitiative, Undo, Venture
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def settle_crown(window: MainWindow, qtbot: QtBot) -> None:
    crown = window.game_page.crown
    qtbot.waitUntil(lambda: not crown.is_animating(), timeout=3000)
    QApplication.processEvents()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_crown_moves_when_the_monarch_takes_the_initiative(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        session.do(BecomeMonarch("Ann"))
        settle_crown(window, qtbot)
        layer, table = window.game_page.crown, window.game_page.table
        panel = table.panel("Ann")
        assert panel is not None
        for action in (TakeInitiative("Ann"), Venture("Ann"), Undo(), Undo()):
            session.do(action)
            QApplication.processEvents()
            # No flight (the monarch is the same): the crown is at its place at once.
            assert layer.crown_widget.pose == layer._target_pose(), action
            place = table.crown_place("Ann")
            assert place is not None
            drawn = outline(layer.crown_widget.pose, 0.0).boundingRect()
            assert place[0].adjusted(-2, -2, 2, 2).contains(drawn), action
            token = panel.token
            if token is not None and token.isVisible():
                box = QRectF(QRect(token.mapTo(table, token.rect().topLeft()), token.size()))
                crown = outline(layer.crown_widget.pose, 0.0)
                overlap = crown.intersected(QPolygonF(box)).boundingRect()
                assert overlap.width() * overlap.height() < 1, action
    finally:
        session.close()
