"""Nothing that comes and goes moves the table: notices (however long), the monarch's draw
reminder, their going away. The panels keep their rectangles throughout, at 4 and 8 players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, NewGame, StepTo
from companion.core.steps import Step
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
LONG = " ".join(["Ein sehr langer Hinweis, der nicht in zwei Zeilen passt."] * 12)


def panel_rects(window: MainWindow) -> dict[str, QRect]:
    table = window.game_page.table
    return {name: table.panel_rect(name) for name in window.session.state.names}


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("count", [4, 8])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_notices_and_the_reminder_never_move_a_panel(
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
        settle()
        page = window.game_page
        first = panel_rects(window)
        steps = [
            lambda: session.do(BecomeMonarch("Ann")),  # an important notice, with Undo
            lambda: page.notices.notify(LONG),  # a notice far longer than the band
            lambda: session.do(StepTo(Step.END)),  # the monarch's draw: in Ann's own panel
            lambda: session.done(),  # Done: the reminder goes, the turn ends
            page.notices.dismiss,
        ]
        for step in steps:
            step()
            settle()
            assert panel_rects(window) == first
        assert session.state.pending_reminders() == ()
    finally:
        session.close()


def test_a_long_notice_is_cut_to_the_band_and_says_all_of_it_on_hover(
    qtbot: QtBot, companion_home: object
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.session.start(NewGame(NAMES[:4], 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        notices = window.game_page.notices
        notices.notify(LONG)
        settle()
        assert notices.text() == LONG  # the whole notice, for whoever asks
        shown = notices.shown_text()
        assert shown.endswith("…") and LONG.startswith(shown[:-1].rstrip())
        label = notices.findChild(QLabel, "noticeText")
        assert label is not None and label.toolTip() == LONG
        window.session.do(BecomeMonarch("Ben"))  # a short one: whole, no tooltip needed
        settle()
        assert notices.shown_text() == notices.text() and not label.toolTip()
    finally:
        window.session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_spells_question_moves_no_panel(
    qtbot: QtBot, companion_home: object, size: tuple[int, int]
) -> None:
    """Day and night's question at end of turn takes the step track's place: nothing moves."""
    from companion.core.actions import SetDayNight

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(NAMES[:8], 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        session.do(SetDayNight("day"))
        settle()
        first = panel_rects(window)
        window.game_page.turn_bar.end_turn()
        settle()
        assert window.game_page.turn_bar.spells_asked()
        assert panel_rects(window) == first
    finally:
        session.close()
