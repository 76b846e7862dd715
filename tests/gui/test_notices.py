"""The notice bar: explains what an action caused, keeps losses and crown moves up with Undo."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets import notices
from companion.app.widgets.notices import NoticeBar
from companion.core.actions import BecomeMonarch, CombatDamage, EndTurn, Hit, LifeChange, StepTo
from companion.core.steps import Step

# Shown on its own the bar is a window, and the offscreen platform cannot apply size hints to
# windows; in the app it sits inside the main window.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

SUCCESSION = (
    "Ben leaves the game (0 life). Cid becomes the monarch as the active player, because the "
    "monarch left the game."
)


def make_bar(qtbot: QtBot, session: GameSession) -> NoticeBar:
    """The notice bar of a game page: the page routes the flow's notices and the refusals."""
    from companion.app.game_page import GamePage

    page = GamePage(session)
    qtbot.addWidget(page)
    return page.notices


def test_hidden_until_something_needs_explaining(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    assert bar.isHidden()
    demo_session.do(StepTo(Step.MAIN2))
    assert bar.isHidden()


def test_succession_is_explained_with_an_undo_that_works(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    bar = make_bar(qtbot, demo_session)
    demo_session.do(LifeChange("Ben", -40))  # Cid's turn: Cid, the active player, is next
    assert bar.text() == SUCCESSION
    assert bar.kind() == "important"
    assert bar.is_sticky()
    assert bar.undo_button.isVisibleTo(bar)
    qtbot.mouseClick(bar.undo_button, Qt.MouseButton.LeftButton)
    state = demo_session.state
    assert state.player("Ben").in_game and state.player("Ben").life == 40
    assert state.monarch == "Ben"
    assert bar.text() == "Undone: Ben loses 40 life"
    assert not bar.undo_button.isVisibleTo(bar)


def test_important_notices_stay_until_the_next_action(
    qtbot: QtBot, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notices, "AUTO_HIDE_MS", 20)
    bar = make_bar(qtbot, demo_session)
    demo_session.do(BecomeMonarch("Ann"))
    assert bar.text() == "Ann becomes the monarch."
    assert bar.undo_button.isVisibleTo(bar)
    qtbot.wait(100)
    assert not bar.isHidden()
    demo_session.do(StepTo(Step.MAIN2))  # explains nothing: the old notice goes
    assert bar.isHidden()


def test_routine_explanations_fade(
    qtbot: QtBot, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notices, "AUTO_HIDE_MS", 20)
    bar = make_bar(qtbot, demo_session)
    demo_session.do(BecomeMonarch("Ben"))
    assert bar.text() == "Ben is already the monarch; nothing happens."
    assert not bar.is_sticky()
    assert not bar.undo_button.isVisibleTo(bar)
    qtbot.waitUntil(bar.isHidden, timeout=1000)


def test_reminders_are_left_to_the_banner(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    for _ in range(3):
        demo_session.do(EndTurn())
    demo_session.do(StepTo(Step.END))  # Ben's end step: the draw triggers
    assert demo_session.state.pending_reminders()
    assert bar.isHidden()


def test_rejected_actions_are_shown_as_errors(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    assert demo_session.do(LifeChange("Zed", -1)) is None
    assert bar.kind() == "error"
    assert bar.text() == "Not possible: there is no player named 'Zed'"
    assert not bar.isHidden()
    assert "#d9534f" in bar.styleSheet()


def test_notify_and_dismiss(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    bar.notify("Could not save the settings")
    assert (bar.text(), bar.kind()) == ("Could not save the settings", "info")
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert bar.isHidden()


def test_hostile_names_show_literally(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    session = make_session(["<b>x</b>", "Ben"])
    bar = make_bar(qtbot, session)
    session.do(BecomeMonarch("<b>x</b>"))
    assert bar.text() == "<b>x</b> becomes the monarch."
    label = bar.findChild(QLabel, "noticeText")
    assert label is not None and label.textFormat() == Qt.TextFormat.PlainText


def test_the_why_link_sits_after_undo_not_in_the_sentence(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """A two-line notice with "Why?" beside it read as one sentence broken by the link: the link
    is a control after Undo, clear of the text's lines, a finger's height as Undo is (it was
    about 19 px high under Undo)."""
    bar = NoticeBar(demo_session)  # a window of its own, to measure its parts
    qtbot.addWidget(bar)
    bar.resize(900, bar.height())
    demo_session.do(LifeChange("Ben", -40))  # Ben (the monarch) leaves: a notice with Why?
    bar.show()
    qtbot.waitExposed(bar)
    link, undo, text = bar.rule_link, bar.undo_button, bar.findChild(QLabel, "noticeText")
    assert link.isVisible() and undo.isVisible() and text is not None
    assert link.geometry().left() >= undo.geometry().right()  # after Undo, on its row
    assert abs(link.geometry().top() - undo.geometry().top()) <= 2
    assert min(link.height(), undo.height()) >= 40
    assert link.geometry().left() > text.geometry().right()  # never beside the text
    assert bar.geometry().height() >= link.geometry().bottom()  # inside the band


def test_an_official_quote_is_never_shown_cut(qtbot: QtBot, demo_session: GameSession) -> None:
    """A notice too long for its band stops before the quoted trigger (CR 725.2's own words)
    rather than cutting the rule text in the middle; the tooltip has all of it."""
    bar = make_bar(qtbot, demo_session)
    bar.resize(420, bar.height())
    bar.show()
    qtbot.waitExposed(bar)
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    demo_session.do(CombatDamage((Hit("Cid", "Ben", 2),)))  # Ben, the monarch: Cid steals
    label = bar.findChild(QLabel, "noticeText")
    assert label is not None
    assert "\u201c" in label.toolTip()  # the whole notice quotes the trigger…
    shown = label.text()
    assert shown.endswith("…") and "\u201c" not in shown  # …the band stops before it


def test_a_tap_on_a_cut_notice_says_all_of_it(qtbot: QtBot, demo_session: GameSession) -> None:
    """Play-test: "Cid lost the game, so the com…", "…Dee l…": the whole sentence was only in
    the log, and a touch table has no hover. A tap on a notice cut to its band shows all of it
    under the band."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QToolTip

    bar = make_bar(qtbot, demo_session)
    bar.resize(420, bar.height())
    bar.show()
    qtbot.waitExposed(bar)
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    demo_session.do(CombatDamage((Hit("Cid", "Ben", 2),)))
    label = bar.findChild(QLabel, "noticeText")
    assert label is not None and label.text().endswith("…")
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert QToolTip.isVisible() and QToolTip.text() == bar.text()
    QToolTip.hideText()


def test_a_notice_a_little_too_long_gets_smaller_rather_than_cut(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """Play-test (8 players, German, 1280x720): "Cid wird der Herrscher…" stood in a band with
    room, the why cut off. A notice that needs a third line at the band's size is said whole
    at a smaller size (down to 70% of it) before anything is cut."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from companion.app.widgets.notices import SMALLEST_SHARE
    from companion.app.widgets.panel_parts import WORD_WRAP

    bar = make_bar(qtbot, demo_session)
    page = bar.parentWidget()
    assert page is not None
    page.show()
    qtbot.waitExposed(page)
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    demo_session.do(CombatDamage((Hit("Cid", "Ben", 2),)))  # the steal, with the rule quoted
    label = bar.findChild(QLabel, "noticeText")
    assert label is not None
    full, shrunk = bar.text(), 0
    for width in range(500, 1300, 25):
        page.resize(width, 700)
        QApplication.processEvents()
        band = label.font()
        band.setPixelSize(bar._font_px)
        room = QRect(0, 0, label.width(), 10**5)
        if QFontMetrics(band).boundingRect(room, WORD_WRAP, full).height() <= bar._two_lines():
            continue  # whole at the band's own size
        least = label.font()
        least.setPixelSize(max(12, int(bar._font_px * SMALLEST_SHARE)))
        if QFontMetrics(least).boundingRect(room, WORD_WRAP, full).height() > bar._two_lines():
            continue  # too long even smaller: cut (test_an_official_quote_is_never_shown_cut)
        shrunk += 1
        assert label.text() == full, width
        assert label.font().pixelSize() < bar._font_px, width
        assert label.toolTip() == ""
    assert shrunk  # some widths needed the smaller text


def test_taking_the_initiative_is_said_with_an_undo(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """Play-test (issue 28, minor 11): "Cid takes the initiative" had no Undo beside it, unlike
    the crown's moves. CR 726.1: taking it is the game's event, taken back as one."""
    from companion.core.actions import TakeInitiative

    bar = make_bar(qtbot, demo_session)
    demo_session.do(TakeInitiative("Cid"))
    assert demo_session.state.initiative == "Cid"
    assert "initiative" in bar.text() and bar.undo_button.isVisibleTo(bar)
    qtbot.mouseClick(bar.undo_button, Qt.MouseButton.LeftButton)
    assert demo_session.state.initiative is None
