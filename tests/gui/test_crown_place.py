"""The crown has its own place on the monarch's panel and covers no text there, at 2-8 players
and three window sizes, turned panels included; with taps under way (their running amount shows
in the same column) too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPolygonF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.widgets.panel_parts import WORD_WRAP
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, NewGame
from companion.shell import taps
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


def text_boxes(panel: PlayerPanel) -> list[tuple[str, QPolygonF]]:
    """Where each painted text's ink is, in the table's coordinates (the part's box, shrunk to
    the text as it is aligned in it)."""
    boxes = []
    for part in panel.parts():
        if not part.text:
            continue
        metrics = QFontMetricsF(part.font(panel.font()))
        if part.align & WORD_WRAP:
            inked = part.rect
        else:
            width = min(part.rect.width(), metrics.horizontalAdvance(part.text))
            height = min(part.rect.height(), metrics.capHeight() * 1.05)
            inked = QRectF(0, 0, width, height)
            inked.moveCenter(part.rect.center())
            if part.align & 0x01:  # left-aligned
                inked.moveLeft(part.rect.left())
            elif part.align & 0x02:  # right-aligned
                inked.moveRight(part.rect.right())
        polygon = panel.transform().map(QPolygonF(inked)).translated(QPointF(panel.pos()))
        boxes.append((f"{part.key!r} {part.text!r}", polygon))
    return boxes


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1080)])
@pytest.mark.parametrize("count", range(2, 9))
def test_the_crown_covers_no_text_of_the_monarchs_panel(
    qtbot: QtBot, companion_home: object, count: int, size: tuple[int, int]
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(NAMES[:count], 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        table, crown = window.game_page.table, window.game_page.crown
        for monarch in NAMES[:count]:
            session.do(BecomeMonarch(monarch))
            session.tap(taps.life(monarch), -3)  # the running amount shows in the same column
            QApplication.processEvents()
            panel = table.panel(monarch)
            assert panel is not None and panel.part(("crown",)) is not None
            # Where the crown comes to rest (its flight is not waited for): its whole box,
            # tilt included, is tested, which is stricter than the crown's own outline.
            target = crown.crown_target()
            place = table.crown_place(monarch)
            assert target is not None and place is not None
            assert place[0].adjusted(-1, -1, 1, 1).contains(QRectF(target).center())
            assert table.panel_rect(monarch).contains(target)
            shape = QPolygonF(QRectF(target))
            for what, box in text_boxes(panel):
                assert shape.intersected(box).isEmpty(), (monarch, what)
    finally:
        session.close()
