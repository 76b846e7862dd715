"""At 1280x720 with eight players and a dock open, the table keeps its room and the Stats and the
winner screen show every word whole: nothing elided, cut at an edge, or wrapped inside a value."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.stats.panel import StatsView
from companion.app.window.docks import stats_dock_width
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CombatDamage,
    Concede,
    EndTurn,
    Hit,
    NewGame,
    StepTo,
)
from companion.core.steps import Step
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")
SIZE = (1280, 720)


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    i18n.switch(qapp, code)
    yield code
    i18n.switch(qapp, "en")


def _window(qtbot: QtBot, *, log: bool) -> MainWindow:
    """1280x720, eight players, ten turns of combat with the crown changing hands."""
    window = MainWindow(Settings(log_open=log))
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    session = window.session
    session.start(NewGame(EIGHT, 40))
    session.do(StepTo(Step.MAIN1))
    session.do(BecomeMonarch("Annabelle", "Palace Jailer"))
    for turn in range(10):
        attacker = session.state.turn_player
        others = [n for n in session.state.names if n != attacker]
        session.do(StepTo(Step.COMBAT_DAMAGE))
        hit = Hit(attacker, others[turn % 3], 3 + turn % 4, commander=turn % 2 == 0)
        session.do(CombatDamage((hit,)))
        session.do(EndTurn())
    _settle()
    return window


def _end(window: MainWindow) -> None:
    """Everyone but Annabelle concedes: the winner screen."""
    session = window.session
    for name in EIGHT[1:]:
        if not session.state.game_over:
            session.do(Concede(name))
    _settle()
    assert window.page() is window.game_over


def _inside(widget: QWidget, outer: QWidget) -> bool:
    rect = QRect(widget.mapTo(outer, widget.rect().topLeft()), widget.size())
    return outer.rect().contains(rect)


def _whole_lines(label: QLabel) -> list[str]:
    """The lines of `label` that are wider than the label (cut, or wrapped into two)."""
    metrics = QFontMetrics(label.font())
    room = label.contentsRect().width()
    return [line for line in label.text().split("\n") if metrics.horizontalAdvance(line) > room]


def _check_stats(view: StatsView, outer: QWidget) -> None:
    """Every player in the legend, the table's columns whole, the facts on one line each."""
    entries = view.plots.legend.entries
    assert [e.name for e in entries] == list(EIGHT)
    for entry in entries:
        assert entry.isVisible() and _inside(entry, outer), entry.name
        assert entry.width() >= entry.sizeHint().width()
    table = view.table
    assert table.natural_width() <= table.width()  # all eight columns, none cut at the side
    left = table.mapTo(view, table.rect().topLeft()).x()
    assert left >= 0 and left + table.width() <= view.width()
    # Taller than the room under the charts: it scrolls, never cut off without a scroll bar.
    scroll = view.numbers_scroll
    content = scroll.widget()
    assert content is not None
    if content.height() > scroll.viewport().height():
        assert scroll.verticalScrollBar().isVisible()
    for key, value in view.facts.values.items():
        assert not _whole_lines(value), (key, value.text(), value.width())


# -- the Stats dock ----------------------------------------------------------------------------


def test_stats_dock_leaves_the_table_most_of_the_window(qtbot: QtBot, language: str) -> None:
    window = _window(qtbot, log=False)
    table = window.game_page.table
    window.action("stats").trigger()
    _settle()
    dock = window.docks.stats_dock
    assert dock is not None and dock.isVisible()
    # Beside the table, not under it: under it, the table kept a third of the window's height.
    assert table.height() >= 0.7 * window.height()
    assert table.width() >= 0.55 * window.width()
    assert dock.width() >= 0.3 * window.width()
    view = dock.widget()
    assert isinstance(view, StatsView)
    _check_stats(view, dock)
    # The life chart keeps a readable height.
    assert view.plots.life.vb.height() >= 90


def test_stats_dock_opens_as_a_tab_beside_an_open_log(qtbot: QtBot) -> None:
    window = _window(qtbot, log=True)
    log_width = window.docks.log_dock.width()
    window.action("stats").trigger()
    _settle()
    dock = window.docks.stats_dock
    assert dock is not None
    assert dock in window.tabifiedDockWidgets(window.docks.log_dock)  # one column, not two
    assert dock.width() >= stats_dock_width(window.width()) - 40
    assert window.game_page.table.width() >= 0.55 * window.width()
    window.action("stats").trigger()  # closed: the log gets its own width back
    _settle()
    assert not dock.isVisible() and window.docks.log_dock.isVisible()
    assert abs(window.docks.log_dock.width() - log_width) <= 4


@pytest.mark.parametrize(("width", "expected"), [(800, 360), (1280, 512), (1920, 760)])
def test_stats_dock_width_rule(width: int, expected: int) -> None:
    assert stats_dock_width(width) == expected
    assert stats_dock_width(width) <= 0.45 * width


# -- the winner screen -------------------------------------------------------------------------


def _check_winner(window: MainWindow) -> None:
    winner = window.winner
    assert winner.isVisible()
    title = winner.title
    metrics = QFontMetrics(title.font())
    assert metrics.horizontalAdvance(title.text()) <= title.contentsRect().width()
    assert not _whole_lines(winner.summary), winner.summary.font().pixelSize()
    assert winner.summary.height() >= winner.summary.heightForWidth(winner.summary.width())
    assert winner.summary.font().pixelSize() >= 11
    for widget in (title, winner.summary):
        assert _inside(widget, winner)
    for button in winner.findChildren(QPushButton):
        assert button.isVisible() and _inside(button, winner), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()  # the words whole


def test_winner_screen_with_the_log_open(qtbot: QtBot, language: str) -> None:
    window = _window(qtbot, log=True)
    _end(window)
    assert window.docks.log_dock.isVisible()
    _check_winner(window)
    page = window.game_over
    assert page.summary_shown
    summary = page.summary
    assert isinstance(summary, StatsView) and summary.isVisible()
    _check_stats(summary, page)


def test_winner_screen_with_the_stats_dock_open(qtbot: QtBot, language: str) -> None:
    window = _window(qtbot, log=False)
    window.action("stats").trigger()
    _settle()
    _end(window)
    _check_winner(window)
    # The dock already shows the statistics: the page gives the winner its whole width.
    page = window.game_over
    assert not page.summary_shown
    assert window.winner.width() >= page.width() - 10
    dock = window.docks.stats_dock
    assert dock is not None
    view = dock.widget()
    assert isinstance(view, StatsView)
    _check_stats(view, dock)
    # Closed, the statistics come back beside the winner.
    window.action("stats").trigger()
    _settle()
    assert page.summary_shown and page.summary is not None and page.summary.isVisible()
    _check_winner(window)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 560)])
def test_winner_screen_fits_every_size(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = _window(qtbot, log=True)
    window.resize(*size)
    _settle()
    _end(window)
    _check_winner(window)


def test_the_winners_numbers_are_whole_at_1920_with_the_log_open(qtbot: QtBot) -> None:
    """Play-test (4 players, 1920x1080, the log open): the winner screen's table was cut at the
    bottom, "Turns taken" half shown, under six lines saying the last action again (the log has
    them). The numbers under the charts now fit without scrolling."""
    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    session = window.session
    session.start(NewGame(EIGHT[:4], 40))
    session.do(BecomeMonarch(EIGHT[0], "Palace Jailer"))
    for turn in range(7):
        attacker = session.state.turn_player
        others = [n for n in session.state.names if n != attacker]
        session.do(StepTo(Step.COMBAT_DAMAGE))
        session.do(CombatDamage((Hit(attacker, others[turn % 3], 3, commander=turn % 2 == 0),)))
        session.do(EndTurn())
    _end(window)
    summary = window.game_over.summary
    assert isinstance(summary, StatsView) and summary.isVisible()
    scroll = summary.numbers_scroll
    content = scroll.widget()
    assert content is not None
    assert content.sizeHint().height() <= scroll.viewport().height()
    assert not scroll.verticalScrollBar().isVisible()
    assert len(summary.hover.text().splitlines()) == 2  # where and what, then the totals
    session.close()
