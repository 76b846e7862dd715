"""The charts: life over time per player, and the crown band below it on the same turn axis.

pyqtgraph draws the curves (fast enough for thousand-turn games with clip-to-view and peak
downsampling); numpy builds the step-shaped arrays. This module is imported only when the stats are
first shown. pyqtgraph labels are HTML, so every name and translation is escaped before it goes in.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.core.model import MonarchCause
from companion.stats import STEPS_PER_TURN, Timeline

# One symbol per cause of a crown change; the legend under the chart shows the same glyphs.
CAUSE_SYMBOL = {
    MonarchCause.EFFECT: "star",
    MonarchCause.COMBAT_DAMAGE: "t",
    MonarchCause.SUCCESSION: "o",
}
CAUSE_GLYPH = {
    MonarchCause.EFFECT: "★",
    MonarchCause.COMBAT_DAMAGE: "▼",
    MonarchCause.SUCCESSION: "●",
}
# Above this many crown changes the band shows symbols only; the hover line names the cause.
MAX_CROWN_LABELS = 12
# Up to this many actions the curves are antialiased (see set_timeline).
MAX_SMOOTH = 1500
# Below this many actions every action gets a dot on the curves.
MAX_DOTS = 400


def cause_text(cause: MonarchCause, card: str | None) -> str:
    """The short label of a crown change on the band: the card for an effect, else the cause."""
    if cause is MonarchCause.EFFECT:
        return card or QCoreApplication.translate("StatsPlots", "effect")
    if cause is MonarchCause.COMBAT_DAMAGE:
        return QCoreApplication.translate("StatsPlots", "combat damage")
    return QCoreApplication.translate("StatsPlots", "succession")


def step_arrays(xs: np.ndarray, ys: np.ndarray, end: float | None) -> tuple[np.ndarray, np.ndarray]:
    """A staircase through (xs, ys): each value holds until the next action (and to `end`)."""
    sx = np.repeat(xs, 2)[1:]
    sy = np.repeat(ys, 2)[:-1]
    if end is not None:
        sx = np.append(sx, end)
        sy = np.append(sy, ys[-1])
    return sx, sy


class StatsPlots(QWidget):
    """Life curves and the crown band. Emits `hovered(index)` for the action under the mouse."""

    hovered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsPlots")
        self.view = pg.GraphicsLayoutWidget()
        self.view.setAntialiasing(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)

        self.life = self.view.addPlot(row=0, col=0)
        self.crown = self.view.addPlot(row=1, col=0)
        self.view.ci.layout.setRowStretchFactor(0, 6)
        self.view.ci.layout.setRowStretchFactor(1, 1)
        self.crown.setXLink(self.life)
        self.crown.setYRange(0, 1, padding=0.05)
        self.crown.setMouseEnabled(x=True, y=False)
        self.crown.getAxis("left").setTicks([[]])
        self.life.setClipToView(True)
        self.life.setDownsampling(auto=True, mode="peak")
        self.life.showGrid(x=True, y=True, alpha=0.15)
        # The legend sits beside the chart, not on it, so it never hides the end of a curve.
        self.legend = pg.LegendItem()
        self.view.addItem(self.legend, row=0, col=1)
        for plot in (self.life, self.crown):
            plot.hideButtons()
            plot.setMenuEnabled(False)

        self.life_cursor = pg.InfiniteLine(angle=90, movable=False)
        self.crown_cursor = pg.InfiniteLine(angle=90, movable=False)
        self.life_cursor.setZValue(20)
        self.life.addItem(self.life_cursor, ignoreBounds=True)
        self.crown.addItem(self.crown_cursor, ignoreBounds=True)
        self.life_cursor.hide()
        self.crown_cursor.hide()
        self.focus = pg.ScatterPlotItem(size=16, pxMode=True)
        self.focus.setZValue(30)
        self.life.addItem(self.focus, ignoreBounds=True)

        self.curves: dict[str, pg.PlotDataItem] = {}
        # Departure marks, crown bands, crown marks and labels, with the plot each is in.
        self._items: list[tuple[pg.PlotItem, pg.GraphicsObject]] = []
        self._timeline: Timeline | None = None
        self._colors: dict[str, str] = {}
        self._xs = np.zeros(1)
        self._dark = True
        self._font_pt = 12
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        self.set_style(dark=True, font_pt=12)
        self.retranslate()

    # -- data -----------------------------------------------------------------------------------

    def set_timeline(self, timeline: Timeline, colors: Mapping[str, str]) -> None:
        """Redraw everything from `timeline` (cheap: a few numpy arrays per player)."""
        self._timeline = timeline
        self._colors = dict(colors)
        xs = np.asarray(timeline.xs, dtype=float)
        self._xs = xs
        end = timeline.end_x
        if set(self.curves) != set(timeline.players):
            self._rebuild_curves(timeline.players)
        dots = timeline.count <= MAX_DOTS
        # Smooth thick lines cost ~6 ms per long curve per paint; past a few hundred turns the
        # lines are too dense for the smoothing to show, so long games draw them plain.
        smooth = timeline.count <= MAX_SMOOTH
        for name in timeline.players:
            last = timeline.last_index(name)
            ys = np.asarray(timeline.life[name][: last + 1], dtype=float)
            out = name in timeline.left_at
            sx, sy = step_arrays(xs[: last + 1], ys, None if out else end)
            curve = self.curves[name]
            curve.setData(sx, sy, antialias=smooth)
            curve.setPen(pg.mkPen(self._colors.get(name, "#999999"), width=self._line_width()))
            curve.setSymbol(None)
            if dots:
                curve.scatter.setData(
                    xs[: last + 1],
                    ys,
                    symbol="o",
                    size=self._font_pt * 0.6,
                    brush=self._colors.get(name, "#999999"),
                    pen=None,
                )
                curve.scatter.show()
            else:
                curve.scatter.hide()
        self._draw_marks(timeline)
        self.life.setXRange(1.0, max(end, 2.0) + 0.25, padding=0.01)
        self.life.enableAutoRange(axis="y")

    def _rebuild_curves(self, players: tuple[str, ...]) -> None:
        for curve in self.curves.values():
            self.life.removeItem(curve)
        self.legend.clear()
        self.curves = {}
        for name in players:
            curve = pg.PlotDataItem()
            curve.setZValue(10)
            # pyqtgraph downsamples only past 5 points per pixel; a staircase reads the same at
            # one, and drawing a fifth of the points keeps hover and zoom quick on long games.
            curve.opts["autoDownsampleFactor"] = 1.0
            self.life.addItem(curve)
            self.legend.addItem(curve, html.escape(name))
            self.curves[name] = curve

    def _draw_marks(self, timeline: Timeline) -> None:
        for plot, item in self._items:
            plot.removeItem(item)
        self._items = []
        font = QFont()
        font.setPointSizeF(self._font_pt * 0.85)
        gone = timeline.departures()
        if gone:
            marks = pg.ScatterPlotItem(
                [d.x for d in gone],
                [d.life for d in gone],
                symbol="x",
                size=self._font_pt * 2.2,
                brush=[self._colors.get(d.player, "#999999") for d in gone],
                pen=pg.mkPen(self._text_color(), width=1.5),
            )
            marks.setZValue(15)
            self._add(self.life, marks)
        segments = timeline.crown_segments()
        if segments:
            bands = pg.BarGraphItem(
                x0=[s.start for s in segments],
                x1=[max(s.end, s.start + 0.02) for s in segments],
                y0=0.0,
                y1=1.0,
                brushes=[self._colors.get(s.holder, "#999999") for s in segments],
                pens=[pg.mkPen(self._background(), width=1) for _ in segments],
            )
            self._add(self.crown, bands)
            marks = pg.ScatterPlotItem(
                [s.start for s in segments],
                [0.5] * len(segments),
                symbol=[CAUSE_SYMBOL[s.change.cause] for s in segments],
                size=self._font_pt * 1.6,
                brush="#F2C14E",
                pen=pg.mkPen("#1e1f24", width=1.5),
            )
            marks.setZValue(5)
            self._add(self.crown, marks)
            if len(segments) <= MAX_CROWN_LABELS:
                for s in segments:
                    label = pg.TextItem(
                        cause_text(s.change.cause, s.change.source),
                        color="#f0f0f0",
                        fill=pg.mkBrush(20, 21, 26, 200),
                        anchor=(-0.15, 0.5),
                    )
                    label.setFont(font)
                    label.setPos(s.start, 0.5)
                    label.setZValue(4)  # under the cause symbols, which matter more
                    self._add(self.crown, label)

    def _add(self, plot: pg.PlotItem, item: pg.GraphicsObject) -> None:
        plot.addItem(item)
        self._items.append((plot, item))

    # -- hover ----------------------------------------------------------------------------------

    def _mouse_moved(self, pos: QPointF) -> None:
        timeline = self._timeline
        if timeline is None:
            return
        for plot in (self.life, self.crown):
            if plot.sceneBoundingRect().contains(pos):
                x = plot.vb.mapSceneToView(pos).x()
                self.show_index(int(np.searchsorted(self._xs, x, side="right")) - 1)
                return

    def show_index(self, index: int) -> None:
        """Put the cursor on the `index`-th action (0: the start) and emit `hovered`."""
        timeline = self._timeline
        if timeline is None:
            return
        index = max(0, min(index, timeline.count))
        x = float(self._xs[index])
        for line in (self.life_cursor, self.crown_cursor):
            line.setPos(x)
            line.show()
        spots = [
            {"pos": (x, timeline.life[n][index]), "brush": self._colors.get(n, "#999999")}
            for n in timeline.players
            if timeline.last_index(n) >= index
        ]
        self.focus.setData(spots, pen=pg.mkPen(self._text_color(), width=2))
        self.hovered.emit(index)

    # -- look -----------------------------------------------------------------------------------

    def _background(self) -> str:
        return "#1e1f24" if self._dark else "#ffffff"

    def _text_color(self) -> str:
        return "#f0f0f0" if self._dark else "#1e1f24"

    def _line_width(self) -> float:
        return max(2.5, self._font_pt / 4)

    def set_style(self, *, dark: bool, font_pt: float) -> None:
        """Colours for the theme and sizes for the room: fonts follow the panel's height."""
        self._dark = dark
        self._font_pt = round(font_pt)
        text = self._text_color()
        self.view.setBackground(self._background())
        font = QFont()
        font.setPointSize(self._font_pt)
        for plot in (self.life, self.crown):
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setPen(pg.mkPen(QColor(text).darker(140) if dark else QColor("#666666")))
                axis.setTextPen(text)
                axis.setStyle(tickFont=font, tickTextOffset=max(4, self._font_pt // 2))
            plot.getAxis("left").setWidth(int(self._font_pt * 5))
        self.crown.getAxis("bottom").setHeight(int(self._font_pt * 3.4))
        self.life.getAxis("bottom").setStyle(showValues=False)
        self.life.getAxis("bottom").setHeight(int(self._font_pt * 0.8))
        self.legend.setLabelTextSize(f"{self._font_pt}pt")
        self.legend.setLabelTextColor(text)
        for _sample, label in self.legend.items:  # the setters above only reach new entries
            label.setText(label.text, size=f"{self._font_pt}pt", color=text)
        cursor_pen = pg.mkPen(text, width=1.5, style=Qt.PenStyle.DashLine)
        self.life_cursor.setPen(cursor_pen)
        self.crown_cursor.setPen(cursor_pen)
        self.retranslate()
        if self._timeline is not None:
            self.set_timeline(self._timeline, self._colors)

    def retranslate(self) -> None:
        style = {"color": self._text_color(), "font-size": f"{self._font_pt}pt"}
        self.life.setLabel(
            "left", html.escape(QCoreApplication.translate("StatsPlots", "Life")), **style
        )
        self.crown.setLabel(
            "left", html.escape(QCoreApplication.translate("StatsPlots", "Crown")), **style
        )
        turn = QCoreApplication.translate(
            "StatsPlots", "Turn (each turn split into its {count} steps)"
        ).format(count=STEPS_PER_TURN)
        self.crown.setLabel("bottom", html.escape(turn), **style)
