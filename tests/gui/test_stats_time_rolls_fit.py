"""At 1280x720 with eight players, the Stats dock and the winner screen's summary show the turns'
times and the rolls whole (issue 16 item 8): every row and column of the table inside the view,
every number inside its cell, nothing over the facts, scrolled rather than cut."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.stats.panel import StatsView
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CombatDamage,
    CommanderCast,
    Concede,
    EndTurn,
    FirstPlayer,
    Hit,
    NewGame,
    Roll,
    StepTo,
)
from companion.core.steps import Step
from companion.shell import session as shell_session
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    i18n.switch(qapp, code)
    yield code
    i18n.switch(qapp, "en")


@pytest.fixture
def fake_now(monkeypatch: pytest.MonkeyPatch) -> list[dt.datetime]:
    """The journal's lines get times 53 s apart: turns of several minutes, a player's turns
    together past ten minutes (the widest values a long evening gives at eight players)."""
    now = [dt.datetime(2026, 12, 1, 19, 0, tzinfo=dt.UTC)]

    def tick() -> str:
        now[0] += dt.timedelta(seconds=53)
        return now[0].isoformat(timespec="milliseconds").replace("+00:00", "Z")

    monkeypatch.setattr(shell_session, "_now", tick)
    return now


def _window(qtbot: QtBot, now: list[dt.datetime], *, log: bool) -> MainWindow:
    """Ten turns of combat, casts and every kind of roll, after Cid was drawn to go first."""
    window = MainWindow(Settings(log_open=log))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = window.session
    session.start(NewGame(EIGHT, 40))
    session.do(FirstPlayer("Cid", random=True))
    session.do(StepTo(Step.MAIN1))
    session.do(BecomeMonarch("Annabelle", "Palace Jailer"))
    for turn in range(10):
        attacker = session.state.turn_player
        others = [n for n in session.state.names if n != attacker]
        session.do(CommanderCast(attacker))
        session.do(Roll(attacker, "d20", str(1 + 7 * turn % 20)))
        session.do(Roll(others[0], "coin", ("heads", "tails")[turn % 2]))
        session.do(Roll(others[1], "planar", ("planeswalk", "chaos", "blank")[turn % 3]))
        session.do(Roll(others[2], ("d4", "d6", "d8", "d10", "d12", "d100")[turn % 6], "3"))
        for _ in range(turn % 4):  # some long turns
            session.do(Roll(attacker, "d6", "6"))
        if turn == 5:  # the game paused overnight and went on the next day: a turn of hours
            now[0] += dt.timedelta(hours=13, minutes=7)
        session.do(StepTo(Step.COMBAT_DAMAGE))
        hit = Hit(attacker, others[turn % 3], 3 + turn % 4, commander=turn % 2 == 0)
        session.do(CombatDamage((hit,)))
        session.do(EndTurn())
    _settle()
    return window


def _rect_in(widget: QWidget, outer: QWidget) -> QRect:
    return QRect(widget.mapTo(outer, widget.rect().topLeft()), widget.size())


def _check_numbers(view: StatsView) -> None:
    table = view.table
    # The new rows are there and shown.
    assert not any(table.isRowHidden(r) for r in table.TIME_ROWS)
    assert {"dice:d4", "dice:d20", "dice:d100", "d20_average", "heads", "chaos"} <= set(
        table.roll_rows
    )
    assert all(not table.isRowHidden(r) for r in table.roll_rows.values())
    assert view.facts.value("drawn_first") == "Cid"
    assert not view.facts.values["drawn_first"].isHidden()
    # Every column inside the view, none behind a sideways scroll bar.
    assert table.natural_width() <= table.width()
    assert table.horizontalScrollBar().maximum() == 0
    left = _rect_in(table, view).left()
    assert left >= 0 and left + table.width() <= view.width()
    # Every row inside the table: it is as tall as its shown rows.
    shown = sum(table.rowHeight(r) for r in range(table.rowCount()) if not table.isRowHidden(r))
    assert table.height() >= shown
    # Every title and number inside its cell (none elided or spilling into the next column).
    metrics = QFontMetrics(table.font())
    for row in range(1, table.rowCount()):
        if table.isRowHidden(row):
            continue
        for column in range(table.columnCount()):
            item = table.item(row, column)
            assert item is not None, (row, column)
            room = table.columnWidth(column) - 2
            if column == 0 and table.wordWrap():  # titles broken onto lines, each word whole
                words = max(metrics.horizontalAdvance(w) for w in item.text().split())
                assert words <= room, (item.text(), room)
                flags = Qt.TextFlag.TextWordWrap
                lines = metrics.boundingRect(QRect(0, 0, room, 10_000), flags, item.text())
                assert lines.height() <= table.rowHeight(row), (item.text(), lines)
                continue
            width = metrics.horizontalAdvance(item.text())
            assert width <= room, (item.text(), table.columnWidth(column))
    # The facts beside or under the table, never over it.
    content = view.numbers_scroll.widget()
    assert content is not None
    assert not _rect_in(table, content).intersects(_rect_in(view.facts, content))
    # Taller than the room under the charts: it scrolls, never cut off without a scroll bar.
    if content.height() > view.numbers_scroll.viewport().height():
        assert view.numbers_scroll.verticalScrollBar().isVisible()
    for key, value in view.facts.values.items():
        if not value.isHidden():
            wide = QFontMetrics(value.font()).horizontalAdvance(value.text())
            assert wide <= value.contentsRect().width(), key


def test_the_stats_dock_shows_time_and_rolls_whole(
    qtbot: QtBot, language: str, fake_now: list[dt.datetime]
) -> None:
    window = _window(qtbot, fake_now, log=False)
    window.action("stats").trigger()
    _settle()
    dock = window.docks.stats_dock
    assert dock is not None and dock.isVisible()
    view = dock.widget()
    assert isinstance(view, StatsView)
    _check_numbers(view)
    assert view.plots.life.vb.height() >= 90  # the chart keeps its room
    # Times as the turn bar's clock writes them: minutes and seconds.
    average = view.table.TIME_ROWS[1]
    assert all(":" in view.table.value(i, average) for i in range(8))


def test_the_winner_screens_summary_shows_them_whole(
    qtbot: QtBot, language: str, fake_now: list[dt.datetime]
) -> None:
    window = _window(qtbot, fake_now, log=True)
    session = window.session
    for name in EIGHT[1:]:
        if not session.state.game_over:
            session.do(Concede(name))
    _settle()
    page = window.game_over
    assert window.page() is page and page.summary_shown
    summary = page.summary
    assert isinstance(summary, StatsView) and summary.isVisible()
    _check_numbers(summary)
