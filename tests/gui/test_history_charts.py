"""The stats across games (issue 18, item 4): the charts show companion.history.figures' numbers
(read back from the charts' data and from the labels pyqtgraph lays out, not from pixels), a
rate of one game shows its count and is pale, the CSV holds every figure, the PNG is an image,
and at 1280x720 with eight players and twenty commanders no label overlaps another."""

from __future__ import annotations

import csv
import importlib.util
import itertools
import math
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.history.charts import FEW_GAMES, TOP, HistoryCharts
from companion.app.history.charts_export import CAUSES, MINUTE_WIDTHS, TURN_WIDTHS, bins
from companion.history import figures
from companion.history.record import GameRow
from tests.gui.history_month import GUEST, GUEST_COMMANDER, month_rows

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture(scope="module")
def rows() -> list[GameRow]:
    return month_rows()


@pytest.fixture
def charts(qtbot: QtBot) -> HistoryCharts:
    widget = HistoryCharts()
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    i18n.switch(qapp, "de")
    yield
    i18n.switch(qapp, "en")


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _pct(fraction: float) -> int:
    """A percent as the charts write it: halves up."""
    return math.floor(fraction * 100 + 0.5 + 1e-9)


def _rate_text(rate: figures.Rate) -> str:
    assert rate.rate is not None
    return f"{rate.wins} of {rate.games} · {_pct(rate.rate)}%"


def test_the_charts_show_the_figures(charts: HistoryCharts, rows: list[GameRow]) -> None:
    """Every number drawn is figures.*'s: per player (named through `name`, so merged names
    count as one), per commander, per seat, the crown's and the initiative's, causes, lengths."""
    name = figures.names_of({"Hal": "Gustav"})  # Hal merged into Gustav
    charts.show_rows(rows, name)
    _settle()
    players = figures.per_player(rows, name)
    assert "Hal" not in [r.name for r in players]
    shown = charts.players.bars
    assert [(b.label, b.value, b.text) for b in shown] == [
        (r.name, r.rate, _rate_text(r)) for r in players[:TOP]]
    # The count beside each bar is drawn: pyqtgraph leaves out a label that does not fit.
    drawn = [text for _, text in charts.players.right.drawn()]
    assert drawn == [_rate_text(r) for r in players[:TOP]]

    commanders = figures.per_commander(rows)
    assert len(commanders) > TOP
    assert len(charts.commanders.bars) == TOP
    assert charts.commanders_section.more.isVisible()
    charts.commanders_section.more.click()
    assert [(b.label, b.text) for b in charts.commanders.bars] == [
        (r.name, _rate_text(r)) for r in commanders]
    assert charts.shown_rates("commanders") == commanders
    assert [(b.label, b.text) for b in charts.seats.bars] == [
        (f"Seat {r.name}", _rate_text(r)) for r in figures.per_seat(rows)]

    crown, initiative = figures.crown_won(rows), figures.initiative_won(rows)
    assert crown.games and initiative.games
    assert [b.text for b in charts.held.bars] == [
        f"{held.won} of {held.games} · {_pct(held.won / held.games)}%"
        for held in (crown, initiative)]

    causes = figures.eliminations(rows)
    total = sum(causes.values())
    assert [(b.value, b.text) for b in charts.causes.bars] == [
        (causes.get(c, 0), f"{causes.get(c, 0)} · {_pct(causes.get(c, 0) / total)}%")
        for c in CAUSES]
    assert [b.label for b in charts.causes.bars] == [
        "0 life", "21 commander damage", "10 poison counters", "conceded", "lost the game"]

    lengths = figures.lengths(rows)
    turns = [t for t, _ in lengths]
    minutes = [m for _, m in lengths if m is not None]
    assert charts.turns.bins == bins(turns, TURN_WIDTHS)
    assert charts.minutes.bins == bins(minutes, MINUTE_WIDTHS)
    for shown_bins, values in ((charts.turns.bins, turns), (charts.minutes.bins, minutes)):
        assert sum(b.games for b in shown_bins) == len(values)
        for b in shown_bins:
            assert b.games == sum(b.low <= v < b.high for v in values)
    finished = len(figures.finished(rows))
    assert charts.summary.text() == (
        f"{finished} finished games counted · {len(rows) - finished} unfinished games not counted")


def test_a_percent_rounds_halves_up(charts: HistoryCharts) -> None:
    """62.5% is 63% (round() would make it 62, to the even number)."""
    assert charts.rate_text(5, 8) == "5 of 8 · 63%"
    assert charts.rate_text(1, 8) == "1 of 8 · 13%"
    assert charts.percent(29 / 200) == "15%"  # 14.5, as a float 14.4999…
    assert charts.rate_text(2, 3) == "2 of 3 · 67%" and charts.rate_text(1, 3) == "1 of 3 · 33%"


def test_counts_are_grouped_the_language_s_way(charts: HistoryCharts,
                                               rows: list[GameRow]) -> None:
    from PySide6.QtCore import QLocale

    before = QLocale()
    try:
        QLocale.setDefault(QLocale("en_US"))
        many = rows * (1500 // len(rows) + 1)
        charts.show_rows(many, figures.same)
        finished = len(figures.finished(many))
        assert finished >= 1000
        assert charts.summary.text().startswith(f"{finished:,} finished games counted · ")
        assert charts.rate_text(1234, 5678) == "1,234 of 5,678 · 22%"
    finally:
        QLocale.setDefault(before)


def test_the_cause_names_are_the_games_words_in_the_language(
        charts: HistoryCharts, rows: list[GameRow], german: None) -> None:
    charts.show_rows(rows, figures.same)
    labels = [b.label for b in charts.causes.bars]
    assert labels[0] == "0 Lebenspunkte" and "aufgegeben" in labels


def test_one_game_shows_its_count_and_is_pale(charts: HistoryCharts,
                                              rows: list[GameRow]) -> None:
    """1 of 1 is never a plain 100%: the count comes first, and a bar of fewer than FEW_GAMES
    games is drawn pale, its count in the quieter colour."""
    charts.show_rows(rows, figures.same)
    charts.commanders_section.more.click()
    _settle()
    for chart, who in ((charts.players, GUEST), (charts.commanders, GUEST_COMMANDER)):
        bar = next(b for b in chart.bars if b.label == who)
        assert bar.text == "1 of 1 · 100%" and bar.faint
        assert "1 of 1 · 100%" in [text for _, text in chart.right.drawn()]
        assert chart.right.muted == {b.text for b in chart.bars if b.faint}
        assert all(b.faint == (int(b.text.split(" of ")[1].split(" ")[0]) < FEW_GAMES)
                   for b in chart.bars)
    assert not all(b.faint for b in charts.players.bars)


def _tables(path: Path) -> dict[str, list[list[str]]]:
    with path.open(encoding="utf-8-sig", newline="") as file:
        lines = list(csv.reader(file))
    out: dict[str, list[list[str]]] = {}
    for blank, group in itertools.groupby(lines, key=lambda line: not line):
        if not blank:
            table = list(group)
            out[table[0][0]] = table[1:]
    return out


def test_csv_holds_every_figure_with_numbers_the_same_in_every_language(
        charts: HistoryCharts, rows: list[GameRow], tmp_path: Path, german: None) -> None:
    charts.show_rows(rows, figures.same)
    path = tmp_path / "history.csv"
    charts.export_csv(path)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # a BOM, for spreadsheets
    tables = _tables(path)
    players = tables["win rate per player"]
    assert players[0] == ["player", "games", "wins", "win_rate"]
    assert players[1:] == [[r.name, str(r.games), str(r.wins), str(round(r.wins / r.games, 4))]
                           for r in figures.per_player(rows)]
    assert [GUEST, "1", "1", "1.0"] in players
    commanders = tables["win rate per commander"][1:]
    assert [c[0] for c in commanders] == [r.name for r in figures.per_commander(rows)]
    seats = tables["win rate by seat in turn order (1 took the first turn)"][1:]
    assert [(s[0], s[1], s[2]) for s in seats] == [
        (r.name, str(r.games), str(r.wins)) for r in figures.per_seat(rows)]
    held = tables["held longest and won (games won in which one player held it longest)"]
    crown = figures.crown_won(rows)
    assert held[1][:3] == ["crown", str(crown.games), str(crown.won)]
    causes = dict((c[0], int(c[1])) for c in tables["eliminations by cause"][1:])
    assert causes == {c: figures.eliminations(rows).get(c, 0) for c in CAUSES}
    turns = tables["game length in turns"][1:]
    assert sum(int(t[2]) for t in turns) == len(figures.lengths(rows))
    minutes = tables["game length in minutes (from, up to but not including)"]
    assert minutes[0] == ["minutes_from", "minutes_to", "games"]
    for table in ("win rate per player", "win rate per commander", "eliminations by cause"):
        for line in tables[table][1:]:
            assert all(re.fullmatch(r"\d+(\.\d+)?", cell) for cell in line[1:])  # 0.25, not 0,25
    assert "Lebenspunkte" not in path.read_text(encoding="utf-8-sig")  # causes are data


def test_png_export_is_an_image_of_every_chart(charts: HistoryCharts, rows: list[GameRow],
                                               tmp_path: Path) -> None:
    charts.show_rows(rows, figures.same)
    _settle()
    path = tmp_path / "history.png"
    size = charts.export_png(path)
    image = QImage(str(path))
    assert not image.isNull() and path.stat().st_size > 1000
    assert (image.width(), image.height()) == (size.width(), size.height())
    # The whole page, not only what the scroll area shows.
    assert image.height() >= charts.content.height() > charts.scroll_area.viewport().height()
    assert charts.commanders_section.more.isVisible()  # hidden for the picture only


def test_no_finished_game_says_so(charts: HistoryCharts, rows: list[GameRow]) -> None:
    unfinished = [row for row in rows if not row.finished]
    charts.show_rows(unfinished, figures.same)
    assert charts.empty.isVisible() and not charts.scroll_area.isVisible()
    assert not charts.png_button.isEnabled()
    charts.show_rows([], figures.same)
    assert charts.empty.isVisible()


def _overlaps(rects: list[tuple[QRectF, str]]) -> list[tuple[str, str]]:
    return [(a, b) for (ra, a), (rb, b) in itertools.combinations(rects, 2)
            if ra.intersected(rb).width() > 0.5 and ra.intersected(rb).height() > 0.5]


@pytest.mark.parametrize("language", ["en", "de", "zh_CN"])
def test_eight_players_and_twenty_commanders_fit_at_1280x720(
        qapp: QApplication, charts: HistoryCharts, rows: list[GameRow], language: str) -> None:
    """Every label drawn whole where it belongs: none left out by pyqtgraph, none over another,
    none past its chart; long names elided, whole in the tooltip; no widget over another."""
    i18n.switch(qapp, language)
    try:
        group = rows[:-1]  # the playgroup without the guest
        assert len(figures.per_player(group)) == 8
        assert len(figures.per_commander(group)) == 20
        charts.show_rows(group, figures.same)
        charts.commanders_section.more.click()
        _settle()
        assert charts.column_count == 2
        for chart in charts.charts():
            texts = chart.texts()
            assert texts, chart
            assert _overlaps(texts) == [], chart
            area = QRectF(chart.rect())
            assert all(area.contains(rect) for rect, _ in texts), chart
        for chart in (charts.players, charts.commanders, charts.seats, charts.held,
                      charts.causes):
            names = [text for _, text in chart.left.drawn()]
            assert len(names) == len(chart.bars)  # none left out
            assert len(chart.right.drawn()) == len(chart.bars)
            height = max(rect.height() for rect, _ in chart.texts())
            assert chart.row_pitch() >= height
            for bar, name in zip(chart.bars, names, strict=True):
                assert name == bar.label or (name.endswith("…")
                                             and bar.label.startswith(name[:-1].rstrip()))
        elided = [b for b, (_, n) in zip(charts.commanders.bars, charts.commanders.left.drawn(),
                                         strict=True) if n != b.label]
        assert elided  # the partner pairs' names are long
        row = charts.commanders.bars.index(elided[0])
        vb = charts.commanders.plot_item.vb
        middle = vb.mapViewToScene(QPointF(0.5, row))
        assert charts.commanders.tip_at(middle).startswith(elided[0].label)

        leaves: list[QWidget] = [
            w for w in charts.content.findChildren(QWidget)
            if isinstance(w, (QLabel, QPushButton)) or w in charts.charts()]
        shown = [(QRectF(w.rect().translated(w.mapTo(charts.content, w.rect().topLeft()))),
                  w.objectName() or type(w).__name__ + getattr(w, "text", lambda: "")())
                 for w in leaves if w.isVisibleTo(charts)]
        assert _overlaps(shown) == []
    finally:
        i18n.switch(qapp, "en")


def test_the_history_page_imports_no_pyqtgraph() -> None:
    """pyqtgraph loads with the charts, when they are first shown: not with the History page
    or the CSV export."""
    modules = ["companion.app.history", "companion.app.history.charts_export"]
    if importlib.util.find_spec("companion.app.history.page") is not None:
        modules.append("companion.app.history.page")
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules) + (
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph'\n"
        "import companion.app.history.charts\n"
        "assert 'pyqtgraph' in sys.modules\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False, timeout=120)
    assert result.returncode == 0, result.stderr


def test_the_wheel_over_a_chart_scrolls_the_page(charts: HistoryCharts,
                                                rows: list[GameRow]) -> None:
    """A chart neither zooms nor eats the wheel: the page under the pointer scrolls."""
    charts.show_rows(rows, figures.same)
    _settle()
    bar = charts.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    chart = charts.players
    view_range = chart.plot_item.vb.viewRange()
    where = QPointF(chart.viewport().rect().center())
    event = QWheelEvent(where, QPointF(chart.viewport().mapToGlobal(where.toPoint())),
                        QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(chart.viewport(), event)
    assert bar.value() > 0
    assert chart.plot_item.vb.viewRange() == view_range
