"""The stats across games (issue 18, item 4): win rates per player, per commander and by seat, how
long games take, whether the player who held the crown (or the initiative) longest won, and why
players left. The History page shows it in a tab and calls `show_rows` with the games its filters
keep.

Every number comes from `companion.history.figures` (through `charts_export.figures_of`, which the
CSV uses too): this module only draws them. A win rate is always written with its count first ("1
of 1 · 100%"), and a bar of fewer than FEW_GAMES games is pale, so one lucky game never reads as
a sure thing. The players and commanders with the most games come first; past TOP of them a
button shows the rest (the page scrolls).

pyqtgraph draws the bars (the chart kit, companion/app/charts/kit.py), and is imported only with
this module: the page imports it when the charts are first shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe, theme
from companion.app.charts.export import Saved, ask_csv, ask_png, name_buttons, saved_text
from companion.app.charts.kit import Bar, BarChart, Binned, Chart, Histogram, Look, number_text
from companion.app.describe import say
from companion.app.history.charts_export import Figures, figures_of, write_csv
from companion.app.history.model import counted as _counted
from companion.core.errors import english_plural
from companion.history.figures import HeldAndWon, Rate, same
from companion.history.record import GameRow
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD

FEW_GAMES = 3  # a rate of fewer games is drawn pale
TOP = 10  # players (commanders) shown before "All n players"
INITIATIVE_COLOR = "#5CC8F0"  # the initiative's colour in the game's charts
# Why players left, each in a colour of its own (the palette's red, violet, green; greys).
CAUSE_COLORS = {
    "life": "#D83850",
    "commander_damage": "#8060E0",
    "poison": "#00E8A8",
    "conceded": "#9a9ca5",
    "lost": "#D89800",
}
SECTION_GAP = 20  # between sections, in pixels
TWO_COLUMNS_EM = 56  # the sections go side by side from this width (in the text's px size)


# -- the page's tab -----------------------------------------------------------------------------


class Section(QWidget):
    """A chart's title, a sentence on how to read it, the chart (or a row of them), and a "more"
    button.

    Every part is a widget straight in the section's layout, no layout inside it: a chart that
    grows (all the commanders shown) then grows the section at once (a layout inside another
    keeps its size hint until the outer one is laid out again, so the section stayed short)."""

    def __init__(self, *charts: QWidget, more: bool = False) -> None:
        super().__init__()
        self.title = QLabel()
        self.title.setObjectName("historyChartTitle")
        self.title.setWordWrap(True)
        self.caption = QLabel()
        self.caption.setObjectName("historyChartCaption")
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.caption)
        if len(charts) == 1:
            layout.addWidget(charts[0])
        else:
            row = QWidget()
            side_by_side = QHBoxLayout(row)
            side_by_side.setContentsMargins(0, 0, 0, 0)
            side_by_side.setSpacing(16)
            for chart in charts:
                side_by_side.addWidget(chart, 1, Qt.AlignmentFlag.AlignTop)
            layout.addWidget(row)
        self.more = QPushButton()
        self.more.setVisible(more)
        if more:
            layout.addWidget(self.more, 0, Qt.AlignmentFlag.AlignLeft)


class HistoryCharts(QWidget):
    """The stats across the games `show_rows` is given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyCharts")
        self.figures: Figures = figures_of([])
        self.look = Look()
        self.expanded = {"players": False, "commanders": False}
        self.column_count = 0

        self.summary = QLabel()
        self.summary.setObjectName("historyChartsSummary")
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.png_button = QPushButton()
        self.csv_button = QPushButton()
        self.png_button.clicked.connect(self._ask_png)
        self.csv_button.clicked.connect(self._ask_csv)
        self.status = QLabel()
        self.status.setObjectName("historyChartsStatus")
        self.status.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setObjectName("historyChartsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self._build_charts()
        self._build_layout()
        self.status.hide()
        self._arrange()
        self.retranslate()

    def _build_charts(self) -> None:
        rate_ticks = (0.0, 0.25, 0.5, 0.75, 1.0)
        self.players = BarChart(1.0, rate_ticks)
        self.commanders = BarChart(1.0, rate_ticks)
        self.seats = BarChart(1.0, rate_ticks)
        self.held = BarChart(1.0, rate_ticks)
        self.causes = BarChart(None)
        self.turns = Histogram(whole=True)
        self.minutes = Histogram(whole=False)
        for chart in (self.players, self.commanders, self.seats, self.held):
            chart.tick_text = self.percent
        self.turns.tip = lambda b: self._bin_tip(self.turns, b, turns=True)
        self.minutes.tip = lambda b: self._bin_tip(self.minutes, b, turns=False)

        self.turns_title, self.minutes_title = QLabel(), QLabel()
        lengths = []
        for title, chart in ((self.turns_title, self.turns), (self.minutes_title, self.minutes)):
            title.setObjectName("historyChartCaption")
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(title)
            column.addWidget(chart)
            lengths.append(box)

        self.players_section = Section(self.players, more=True)
        self.commanders_section = Section(self.commanders, more=True)
        self.seats_section = Section(self.seats)
        self.held_section = Section(self.held)
        self.causes_section = Section(self.causes)
        self.lengths_section = Section(*lengths)
        self.players_section.more.clicked.connect(lambda: self._toggle("players"))
        self.commanders_section.more.clicked.connect(lambda: self._toggle("commanders"))

    def _build_layout(self) -> None:
        """The sections in a scrolled page (in one or two columns: `_arrange`) under a header
        with the counts and the export buttons."""
        self.content = QWidget()
        self.content.setObjectName("historyChartsContent")
        page = QVBoxLayout(self.content)
        page.setContentsMargins(4, 4, 12, 12)
        page.setSpacing(SECTION_GAP)
        columns = QHBoxLayout()
        columns.setSpacing(2 * SECTION_GAP)
        # Layouts in the page's layout, not widgets of their own: a section that grows (all the
        # commanders shown) then grows its column and the page at once.
        self.column_row = columns
        self.left_column, self.right_column = QVBoxLayout(), QVBoxLayout()
        for column in (self.left_column, self.right_column):
            column.setSpacing(SECTION_GAP)
            columns.addLayout(column, 1)
        page.addLayout(columns)
        page.addWidget(self.lengths_section)
        page.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.content)

        header = QHBoxLayout()
        header.addWidget(self.summary, 1)
        header.addWidget(self.png_button)
        header.addWidget(self.csv_button)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.status)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.scroll_area, 1)

    # -- data -----------------------------------------------------------------------------------

    def show_rows(self, rows: list[GameRow], name: Callable[[str], str] = same) -> None:
        """Show the figures of `rows` (the History page's filtered games), players named by
        `name` (their profiles' names)."""
        self.figures = figures_of(rows, name)
        self._draw()

    def sections(self) -> list[Section]:
        return [self.players_section, self.commanders_section, self.seats_section,
                self.held_section, self.causes_section, self.lengths_section]

    def charts(self) -> list[Chart]:
        return [self.players, self.commanders, self.seats, self.held, self.causes, self.turns,
                self.minutes]

    def shown_rates(self, which: str) -> list[Rate]:
        """The rates `which` ("players" or "commanders") shows now: the first TOP, or all."""
        rates = self.figures.players if which == "players" else self.figures.commanders
        return rates if self.expanded[which] else rates[:TOP]

    def _draw(self) -> None:
        f = self.figures
        counted = f.finished > 0
        self.empty.setVisible(not counted)
        self.scroll_area.setVisible(counted)
        self.png_button.setEnabled(counted)
        self._show_summary()
        accent = self.look.accent
        for which, chart, section in (
            ("players", self.players, self.players_section),
            ("commanders", self.commanders, self.commanders_section),
        ):
            rates = f.players if which == "players" else f.commanders
            chart.set_bars([self._rate_bar(r.name, r, accent) for r in self.shown_rates(which)])
            section.more.setVisible(len(rates) > TOP)
            section.more.setText(self._more_text(which, len(rates)))
            section.setVisible(bool(rates))
        self.seats.set_bars([
            #: A row of the win rate by seat: the seat in turn order (1 took the first turn)
            self._rate_bar(self.tr("Seat {seat}").format(seat=r.name), r, accent)
            for r in f.seats
        ])
        self.held.set_bars([
            # A row of "Held it longest, won the game?": the player who wore the crown longest
            self._held_bar(say(msg("term.crown")), f.crown, CROWN_GOLD),
            # A row of "Held it longest, won the game?": who had the initiative longest
            self._held_bar(say(msg("term.initiative")), f.initiative, INITIATIVE_COLOR),
        ])
        total = sum(f.eliminations.values())
        self.causes.set_bars([
            Bar(self.cause_name(cause), n,
                #: Beside a cause of elimination: how many players left so, and their share
                self.tr("{count} · {percent}").format(
                    count=number_text(n), percent=self.percent(n / total if total else 0)),
                CAUSE_COLORS.get(cause, self.look.muted))
            for cause, n in f.eliminations.items()
        ])
        self.turns.set_bins(f.turn_bins())
        self.minutes.set_bins(f.minute_bins())
        self.minutes.setVisible(bool(f.minutes))
        self.minutes_title.setVisible(bool(f.minutes))
        self._show_lengths_caption()

    def _rate_bar(self, label: str, rate: Rate, color: str) -> Bar:
        return Bar(label, rate.rate or 0.0, self.rate_text(rate.wins, rate.games), color,
                   rate.games < FEW_GAMES)

    def _held_bar(self, label: str, held: HeldAndWon, color: str) -> Bar:
        if not held.games:
            #: Beside "Crown" or "Initiative" in the stats across games when no game counts yet
            return Bar(label, 0.0, self.tr("no games yet"), color, True)
        return Bar(label, held.rate or 0.0, self.rate_text(held.won, held.games), color,
                   held.games < FEW_GAMES)

    def rate_text(self, wins: int, games: int) -> str:
        #: A win rate beside its bar: games won of games played, then the rate, e.g.
        #: "3 of 4 · 75%". The count comes first so that "1 of 1" never reads as a plain 100%.
        #: {percent} is already written with its percent sign.
        return self.tr("{wins} of {games} · {percent}").format(
            wins=number_text(wins), games=number_text(games),
            percent=self.percent(wins / games if games else 0),
        )

    def percent(self, fraction: float) -> str:
        #: A percentage in the stats across games ("75%"); {number} is the whole number
        # Halves up (5 of 8: 63%), not to the even number as round() does.
        return self.tr("{number}%").format(
            number=number_text(math.floor(fraction * 100 + 0.5 + 1e-9)))

    def cause_name(self, cause: str) -> str:
        """Why a player left, in the words the game uses ("0 life", "conceded"...)."""
        if cause == "commander_damage":
            #: A cause of elimination in the stats across games (the others are the game's
            #: words: "0 life", "10 poison counters", "conceded", "lost the game")
            return self.tr("21 commander damage")
        key = f"reason.{cause}"
        try:
            return describe.text(key)
        except KeyError:
            return cause

    def _more_text(self, which: str, count: int) -> str:
        if self.expanded[which]:
            #: Button under the players' (commanders') win rates: show only the first ten again
            return english_plural(self.tr("Show the first %n", "", TOP), TOP)
        if which == "players":
            #: Button under the first ten players' win rates: show every player
            return _counted(self.tr("Show all %n players", "", count), count)
        #: Button under the first ten commanders' win rates: show every commander
        return _counted(self.tr("Show all %n commanders", "", count), count)

    def _toggle(self, which: str) -> None:
        self.expanded[which] = not self.expanded[which]
        self._draw()

    def _bin_tip(self, chart: Histogram, b: Binned, *, turns: bool) -> str:
        what = self.turns_title.text() if turns else self.minutes_title.text()
        # Tooltip of a bar of the game length histograms, under "Turns 10–14": its games
        games = describe.text("term.game_count", b.games)
        return f"{what} {chart.name(b)}\n{_counted(games, b.games)}"

    def _show_summary(self) -> None:
        f = self.figures
        #: The stats across games count finished games only (won or drawn)
        counted = self.tr("%n finished game(s) counted", "", f.finished)
        parts = [_counted(counted, f.finished)]
        left = f.games - f.finished
        if left:
            #: Unfinished games are listed on the History page but not counted in the stats
            unfinished = self.tr("%n unfinished game(s) not counted", "", left)
            parts.append(_counted(unfinished, left))
        self.summary.setText(" · ".join(parts))

    def _show_lengths_caption(self) -> None:
        f = self.figures
        parts = []
        turns, minutes = f.median_turns(), f.median_minutes()
        if turns is not None and minutes is not None:
            #: Under "Game length": the median length of the finished games
            parts.append(self.tr("Median: {turns} turns, {minutes} minutes").format(
                turns=number_text(turns), minutes=number_text(round(minutes))))
        elif turns is not None:
            #: Under "Game length" when no game has times: the median length in turns
            parts.append(self.tr("Median: {turns} turns").format(turns=number_text(turns)))
        if f.untimed:
            #: Under "Game length": games whose journal has no times count in turns only
            untimed = self.tr("%n game(s) without times, in turns only", "", f.untimed)
            parts.append(_counted(untimed, f.untimed))
        self.lengths_section.caption.setText(" · ".join(parts))

    # -- export ---------------------------------------------------------------------------------

    def export_csv(self, path: Path) -> None:
        write_csv(self.figures, path)

    def export_png(self, path: Path) -> QSize:
        """Save every chart (the whole tab, scrolled out of sight or not); returns its size."""
        buttons = [s.more for s in (self.players_section, self.commanders_section)]
        shown = [b.isVisible() for b in buttons]
        for button in buttons:
            button.setVisible(False)  # a picture has nothing to click
        try:
            pixmap = self.content.grab()
        finally:
            for button, visible in zip(buttons, shown, strict=True):
                button.setVisible(visible)
        if pixmap.isNull() or not pixmap.save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        size: QSize = pixmap.size()
        return size

    def _ask_png(self) -> None:
        self._show_saved(ask_png(
            #: Title of the file dialog that saves the stats across games as an image
            self, self.tr("Export charts"), "commander-history.png", self.export_png))

    def _ask_csv(self) -> None:
        self._show_saved(ask_csv(
            #: Title of the file dialog that saves the figures across games as a CSV file
            self, self.tr("Export figures"), "commander-history.csv", self.export_csv))

    def _show_saved(self, saved: Saved | None) -> None:
        if saved is None:
            return
        self.status.setText(saved_text(saved))
        self.status.show()

    # -- words, look and room -------------------------------------------------------------------

    def retranslate(self) -> None:
        name_buttons(self.png_button, self.csv_button)
        #: Tooltip of "Export CSV…" in the stats across games
        self.csv_button.setToolTip(self.tr("Save every figure as tables in a CSV file"))
        #: The stats across games when none of the games shown is finished
        self.empty.setText(self.tr("No finished games to count yet."))
        #: After the captions of the win rates: rates of fewer games have pale bars
        few = english_plural(self.tr("Pale: fewer than %n games.", "", FEW_GAMES), FEW_GAMES)
        p, c, s = self.players_section, self.commanders_section, self.seats_section
        #: Title of a chart in the stats across games
        p.title.setText(self.tr("Win rate per player"))
        #: Under "Win rate per player"
        p.caption.setText(self.tr("Games won of games played, most games first.") + " " + few)
        #: Title of a chart in the stats across games
        c.title.setText(self.tr("Win rate per commander"))
        #: Under "Win rate per commander"
        commanders = self.tr(
            "Games won of games played, most games first; partners count as a pair.")
        c.caption.setText(commanders + " " + few)
        #: Title of the win rate by seat: does going first win?
        s.title.setText(self.tr("Win rate by seat"))
        #: Under "Win rate by seat"
        s.caption.setText(self.tr("In turn order: seat 1 took the first turn. Pods of every size."))
        #: Title: how often the player who held the crown (the initiative) longest won
        self.held_section.title.setText(self.tr("Held it longest, won the game?"))
        #: Under "Held it longest, won the game?"
        self.held_section.caption.setText(self.tr(
            "Of the games won in which one player held it for the most turns: how often that "
            "player won."))
        #: Title of a chart in the stats across games: how many players left by each cause
        self.causes_section.title.setText(self.tr("Eliminations by cause"))
        #: Under "Eliminations by cause"
        self.causes_section.caption.setText(self.tr(
            "Players out of a game, by how they left (unfinished games too)."))
        #: Title of the histograms of how long games took, in turns and in minutes
        self.lengths_section.title.setText(self.tr("Game length"))
        # Above the histogram of game lengths in turns
        self.turns_title.setText(say(msg("term.turns")))
        # Above the histogram of game lengths in minutes
        self.minutes_title.setText(say(msg("term.minutes")))
        self._draw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._restyle(force=True)
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._restyle()
        self._arrange()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._restyle()

    def _restyle(self, force: bool = False) -> None:
        """Text a 45th of the window's height (as the app's dialogs), colours from the palette."""
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        look = Look(dark=dark, px=theme.window_text_px(self, 12, 20))
        if look == self.look and not force:
            return
        self.look = look
        px = look.px
        self.setStyleSheet(
            f"#historyChartsSummary {{ color: {look.text}; font-size: {px}px; }}"
            f"#historyChartTitle {{ color: {look.text}; font-weight: bold;"
            f" font-size: {round(px * 1.15)}px; }}"
            f"#historyChartCaption, #historyChartsStatus {{ color: {look.muted};"
            f" font-size: {round(px * 0.9)}px; }}"
            f"#historyChartsEmpty {{ color: {look.muted}; font-size: {round(px * 1.2)}px; }}"
            f"QPushButton {{ font-size: {round(px * 0.9)}px; padding: 4px 12px; }}"
        )
        for chart in self.charts():
            chart.set_look(look)
        self._draw()
        self._arrange()

    def _arrange(self) -> None:
        """Two columns when they fit (players, seats | commanders, the crown, the causes; the
        lengths across both), else one."""
        area = self.scroll_area
        width = area.viewport().width() if area.isVisible() else self.width()
        columns = 2 if width >= TWO_COLUMNS_EM * self.look.px else 1
        if columns == self.column_count:
            return
        self.column_count = columns
        left: list[Section]
        right: list[Section]
        if columns == 2:
            left = [self.players_section, self.seats_section]
            right = [self.commanders_section, self.held_section, self.causes_section]
        else:
            left = [self.players_section, self.commanders_section, self.seats_section,
                    self.held_section, self.causes_section]
            right = []
        for layout in (self.left_column, self.right_column):
            for section in self.sections():
                # (removeWidget deletes the layout's item: an item only taken out would keep
                # the widget's size cache, and the one added next would never be told to update)
                layout.removeWidget(section)
            while layout.count():
                layout.takeAt(0)  # the stretch
        for layout, shown in ((self.left_column, left), (self.right_column, right)):
            for section in shown:
                layout.addWidget(section)
            layout.addStretch(1)
        self.column_row.setStretch(1, 1 if right else 0)
