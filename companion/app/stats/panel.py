"""The statistics panel: charts, the players' numbers, the game's facts, and exports.

In a game where someone has had the initiative (CR 726) or ventured into a dungeon, the charts
add the initiative's band, the table its rows (turns with it, times taken, dungeons completed),
the facts its first holder and changes, the hover line its holder and the CSV its columns; a game
without either shows none of them, not even empty.

`StatsView` shows one core `Game`; `StatsPanel` follows the live session (redrawing at most every
100 ms, and only while visible); `PostGameSummary` shows a finished or saved game without a session.
Importing this module loads pyqtgraph and numpy: the main window imports it on first use.

It fits the room it gets (a dock beside the table at 1280x720, or half of the game-over page):
the export buttons go under the title when they don't fit beside it, the players' names stand
upright when eight of them don't fit side by side, the facts go under the table when they don't
fit beside it, and the numbers scroll rather than being cut.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe, theme
from companion.app.charts.export import Saved, ask_csv, ask_png, name_buttons, saved_text
from companion.app.session import GameSession
from companion.app.stats.facts_view import FactsView
from companion.app.stats.plots import CAUSE_GLYPH, StatsPlots
from companion.app.stats.tables import PlayerTable
from companion.core.game import GameRecord
from companion.core.model import MonarchCause
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD, default_colors
from companion.stats import Timeline, game_facts, player_facts, write_csv

REDRAW_DELAY_MS = 100
NUMBERS_GAP = 24  # between the table and the facts
NUMBERS_SHARE = 0.45  # at most this much of the height goes to the numbers, unless dragged


def _unbroken(text: str) -> str:
    """`text` with no-break spaces: a line wraps before or after it, never inside."""
    return text.replace(" ", "\u00a0")


class _Split(QSplitter):
    """Charts above, numbers below: the numbers get the height they need, up to NUMBERS_SHARE of
    it, the charts the rest; once a player drags the handle, their split is kept."""

    def __init__(self, numbers: QScrollArea) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.numbers = numbers
        self.dragged = False
        self.splitterMoved.connect(self._dragged)

    def _dragged(self, *_: object) -> None:
        self.dragged = True

    def share(self) -> None:
        if self.dragged or self.count() != 2:
            return
        total = sum(self.sizes())
        content = self.numbers.widget()
        if total <= 0 or content is None:
            return
        need = content.sizeHint().height() + 2
        numbers = max(min(need, int(total * NUMBERS_SHARE)), int(total * 0.2))
        if self.sizes()[1] != numbers:
            self.setSizes([total - numbers, numbers])

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.share()


class StatsView(QWidget):
    """Everything about one game. Call `set_game` to show another or `refresh` after it changed."""

    def __init__(
        self,
        game: GameRecord | None = None,
        colors: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statsView")
        self.game: GameRecord | None = None
        self.colors: dict[str, str] = {}
        self.timeline = Timeline()
        self.redraws = 0

        self.title = QLabel()
        self.title.setObjectName("statsTitle")
        # No minimum width of its own: a narrower view puts the buttons under it (`arrange`)
        # instead of refusing to shrink.
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.png_button = QPushButton()
        self.csv_button = QPushButton()
        self.png_button.clicked.connect(self._ask_png)
        self.csv_button.clicked.connect(self._ask_csv)
        header = self.header = QGridLayout()
        header.setColumnStretch(0, 1)
        self._header_rows = 0

        self.plots = StatsPlots()
        self.plots.hovered.connect(self._show_hover)
        self.causes = QLabel()
        self.causes.setTextFormat(Qt.TextFormat.PlainText)
        self.causes.setObjectName("statsCauses")
        self.causes.setWordWrap(True)
        self.hover = QLabel()
        self.hover.setTextFormat(Qt.TextFormat.PlainText)
        self.hover.setWordWrap(True)
        self.hover.setObjectName("statsHover")
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("statsStatus")

        self.table = PlayerTable()
        self.facts = FactsView()
        self._build_layout(header)
        self._font_pt = 0.0
        self.retranslate()
        self._restyle()
        if game is not None:
            self.set_game(game, colors)

    def _build_layout(self, header: QGridLayout) -> None:
        charts = QWidget()
        top = QVBoxLayout(charts)
        top.setContentsMargins(0, 0, 0, 4)  # clear of the splitter's handle
        top.addWidget(self.plots, 1)
        top.addWidget(self.causes)
        # The moment under the pointer, then the table and the facts: side by side when both fit,
        # else the facts under the table; scrolled (never cut) when the split leaves them less
        # height than they need, so the charts keep theirs.
        numbers = QWidget()
        below = QVBoxLayout(numbers)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.hover)
        self.numbers = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.numbers.setContentsMargins(0, 0, 0, 0)
        self.numbers.setSpacing(NUMBERS_GAP)
        top_left = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        self.numbers.addWidget(self.table, 0, top_left)
        self.numbers.addWidget(self.facts, 1, Qt.AlignmentFlag.AlignTop)
        below.addLayout(self.numbers)
        below.addStretch(1)
        self.numbers_scroll = QScrollArea()
        self.numbers_scroll.setObjectName("statsNumbers")
        self.numbers_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.numbers_scroll.setWidgetResizable(True)
        self.numbers_scroll.setWidget(numbers)
        # The players can drag the split: charts for the story, numbers for the argument after.
        self.splitter = _Split(self.numbers_scroll)
        self.splitter.addWidget(charts)
        self.splitter.addWidget(self.numbers_scroll)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.status)

    # -- data -----------------------------------------------------------------------------------

    def set_game(self, game: GameRecord | None, colors: Mapping[str, str] | None = None) -> None:
        self.game = game
        self.timeline = Timeline()
        if game is not None:
            self.colors = {**default_colors(game.setup.players), **(colors or {})}
        self.refresh()

    def refresh(self) -> None:
        """Bring the timeline up to date (incrementally) and redraw charts, table and facts."""
        game = self.game
        if game is None:
            self.table.setRowCount(0)
            self.hover.clear()
            return
        self.timeline.sync(game)
        self.plots.set_timeline(self.timeline, self.colors)
        self.table.set_facts(player_facts(game, self.timeline), self.colors, game.setup)
        self.facts.set_facts(game_facts(game, self.timeline))
        self._show_causes()
        self._show_hover(self.timeline.count, explain=False)
        self.arrange()
        self.redraws += 1

    def _show_hover(self, index: int, explain: bool = True) -> None:
        """The moment under the pointer: where, what, why (`explain`) and the totals. Before the
        pointer picks one, the last action without its why (the log says it): the winner's
        page with the log open had the numbers' table cut for those lines (play-test)."""
        t = self.timeline
        if t.state is None or index > t.count:
            self.hover.clear()
            return
        if index == 0:
            where, what, why = (
                QCoreApplication.translate("StatsView", "Turn 1"),
                QCoreApplication.translate("StatsView", "Start of the game"),
                [],
            )
        else:
            entry = t.entries[index - 1]
            where = QCoreApplication.translate("StatsView", "Turn {turn} · {step}").format(
                turn=entry.turn, step=describe.step_name(entry.step)
            )
            setup = self.game.setup if self.game is not None else None  # commanders by name
            what = describe.action_label(entry.action, setup)
            why = describe.explain(entry.events, setup) if explain else []
        # A name and its total, and each legend entry, wrap as one (no-break spaces inside).
        lives = "   ".join(
            _unbroken(f"{name} {t.life[name][index]}")
            for name in t.players
            if t.last_index(name) >= index
        )
        monarch = t.monarch_after[index]
        crown = (
            QCoreApplication.translate("StatsView", "Monarch: {player}").format(player=monarch)
            if monarch
            else QCoreApplication.translate("StatsView", "No monarch")
        )
        holders = f"{lives}   {_unbroken('· ' + crown)}"
        if t.has_initiative:
            holder = t.initiative_after[index]
            initiative = (
                QCoreApplication.translate("StatsView", "Initiative: {player}").format(
                    player=holder
                )
                if holder
                else QCoreApplication.translate("StatsView", "No initiative")
            )
            holders += f"   {_unbroken('· ' + initiative)}"
        lines = [f"{where} — {what}", *why, holders]
        self.hover.setText("\n".join(lines))

    # -- export ---------------------------------------------------------------------------------

    def export_png(self, path: Path) -> QSize:
        """Save the charts and their legend as they are on screen; returns the image size."""
        pixmap = self.plots.grab()
        if not pixmap.save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        size: QSize = pixmap.size()
        return size

    def export_csv(self, path: Path) -> None:
        if self.game is not None:
            self.timeline.sync(self.game)
        write_csv(self.timeline, path)

    def _ask_png(self) -> None:
        self._show_saved(ask_png(
            self,
            QCoreApplication.translate("StatsView", "Export chart"),
            "commander-stats.png",
            self.export_png,
        ))

    def _ask_csv(self) -> None:
        self._show_saved(ask_csv(
            self,
            QCoreApplication.translate("StatsView", "Export life totals"),
            "commander-life.csv",
            self.export_csv,
        ))

    def _show_saved(self, saved: Saved | None) -> None:
        if saved is not None:
            self.status.setText(saved_text(saved))

    # -- look and language ----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("StatsView", "Game statistics"))
        name_buttons(self.png_button, self.csv_button)
        self.csv_button.setToolTip(
            QCoreApplication.translate(
                "StatsView", "Save every player's life at the end of each turn"
            )
        )
        self._show_causes()
        self.table.retranslate()
        self.facts.retranslate()
        self.plots.retranslate()
        if self.game is not None:
            self._show_hover(self.timeline.count, explain=False)
        self._header_rows = 0  # other words, other widths
        self.arrange()

    def _show_causes(self) -> None:
        """The legend of the bands' symbols: the crown's, and the initiative's when it is shown
        (the same symbols for the same causes)."""
        legend = {
            MonarchCause.EFFECT: QCoreApplication.translate("StatsView", "a card"),
            MonarchCause.COMBAT_DAMAGE: describe.say(msg("term.by_combat_damage")),
            MonarchCause.SUCCESSION: describe.say(msg("term.by_succession")),
        }
        title = (
            QCoreApplication.translate("StatsView", "Crown and initiative changes:")
            if self.timeline.has_initiative
            else QCoreApplication.translate("StatsView", "Crown changes:")
        )
        self.causes.setText(
            title
            + "   "
            + "   ".join(_unbroken(f"{CAUSE_GLYPH[c]} {text}") for c, text in legend.items())
            + "   "
            + _unbroken("✕ " + QCoreApplication.translate("StatsView", "a player left"))
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._font_pt = 0.0  # restyle even at the same size
            self._restyle()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._restyle()
        self.arrange()

    def arrange(self) -> None:
        """Fit the header and the numbers to the width the view has now."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        width = self.width() - (margins.left() + margins.right() if margins is not None else 0)
        buttons = self.png_button.sizeHint().width() + self.csv_button.sizeHint().width()
        spacing = self.header.horizontalSpacing()
        one_row = self.title.sizeHint().width() + buttons + 2 * max(spacing, 6) <= width
        rows = 1 if one_row else 2
        if rows != self._header_rows:
            self._header_rows = rows
            for widget in (self.title, self.png_button, self.csv_button):
                self.header.removeWidget(widget)
            if one_row:
                self.header.addWidget(self.title, 0, 0)
                self.header.addWidget(self.png_button, 0, 1)
                self.header.addWidget(self.csv_button, 0, 2)
            else:
                self.header.addWidget(self.title, 0, 0, 1, 3)
                self.header.addWidget(self.png_button, 1, 1)
                self.header.addWidget(self.csv_button, 1, 2)
        # The numbers span the view's width (their scroll area's own size may not be updated yet).
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        room = width - bar - 2
        if room <= 0:
            return
        self.table.fit_width(room)
        side_by_side = self.table.natural_width() + NUMBERS_GAP + self.facts.natural_width() <= room
        direction = (
            QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom
        )
        if self.numbers.direction() != direction:
            self.numbers.setDirection(direction)
        self.splitter.share()

    def is_dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _restyle(self) -> None:
        """Font sizes from the panel's size, so it reads from across the room on a projector."""
        pt = max(10.0, min(24.0, self.height() / 52, self.width() / 75))
        if abs(pt - self._font_pt) < 0.5:
            return
        self._font_pt = pt
        dark = self.is_dark()
        text = theme.TEXT if dark else "#1e1f24"
        muted = theme.MUTED if dark else "#555555"
        self.setStyleSheet(
            f"#statsTitle {{ color: {CROWN_GOLD if dark else '#8a6500'}; font-weight: bold;"
            f" font-size: {pt * 1.4:.0f}pt; }}"
            f"#statsHover {{ color: {text}; font-size: {pt:.0f}pt; }}"
            f"#statsCauses, #statsStatus {{ color: {muted}; font-size: {pt * 0.9:.0f}pt; }}"
            f"#statsFacts QLabel {{ color: {text}; font-size: {pt:.0f}pt; }}"
            f"#statsFacts QLabel#statsFactTitle {{ color: {muted}; }}"
            f"QPushButton {{ font-size: {pt * 0.9:.0f}pt; padding: 4px 12px; }}"
        )
        self.table.set_font_size(pt * 0.95)
        self.plots.set_style(dark=dark, font_pt=pt)
        self._header_rows = 0
        self.arrange()


class StatsPanel(StatsView):
    """The live game's statistics: follows `session.changed` and `session.reset`."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.session = session
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REDRAW_DELAY_MS)
        self._timer.timeout.connect(self._redraw_if_visible)
        session.changed.connect(self._schedule)
        session.reset.connect(self._reload)
        self._reload()

    def _reload(self) -> None:
        self.set_game(self.session.game, self.session.colors)

    def _schedule(self, _outcome: object = None) -> None:
        self._dirty = True
        self._timer.start()  # several actions in a burst: one redraw

    def _redraw_if_visible(self) -> None:
        if self.isVisible():
            self._dirty = False
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._dirty:
            self._dirty = False
            self.refresh()


class PostGameSummary(StatsView):
    """A game's statistics without a session: for the winner screen and saved games."""

    def __init__(
        self,
        game: GameRecord,
        colors: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(game, colors, parent)
        self.setObjectName("postGameSummary")

    def retranslate(self) -> None:
        super().retranslate()
        self.title.setText(QCoreApplication.translate("StatsView", "Game summary"))
