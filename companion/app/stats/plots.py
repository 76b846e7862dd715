"""The charts: life over time per player, and the crown band below it on the same turn axis.

pyqtgraph draws the curves (fast enough for thousand-turn games with clip-to-view and peak
downsampling); numpy builds the step-shaped arrays. This module is imported only when the stats are
first shown. pyqtgraph labels are HTML, so every name and translation is escaped before it goes in.

Every draw takes one path (`_draw_player`): the same data and the same style give the same picture,
whether it is the first draw, a redraw after Undo/Redo or after a zoom. The dots on the curves are
items of their own, never the curve's built-in scatter, which pyqtgraph re-shows or hides whenever
the view range changes. The crown band's labels are fitted to the room their segment has on screen
(elided, or left out) each time the band's scale changes, so they never overlap.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.describe import say
from companion.app.stats.legend import ChartLegend, LegendLook
from companion.core.model import MonarchCause
from companion.shell.messages import msg
from companion.stats import STEPS_PER_TURN, CrownSegment, Timeline

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



class LocaleAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose numbers are written the language's way ("1,5" in German, Spanish and
    Russian; pyqtgraph writes "1.5" whatever the language)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802 - pyqtgraph's name
        step = spacing * scale
        places = min(3, max(0, int(np.ceil(-np.log10(step))))) if step > 0 else 0
        locale = QLocale()
        return [locale.toString(float(value) * scale, "f", places) for value in values]

class StatsPlots(QWidget):
    """Life curves and the crown band. Emits `hovered(index)` for the action under the mouse."""

    hovered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsPlots")
        self.view = pg.GraphicsLayoutWidget()
        self.view.setAntialiasing(True)
        # Under the chart, wrapping onto new rows: every player listed, no curve hidden.
        self.legend = ChartLegend()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.legend)

        self.life = self.view.addPlot(
            row=0, col=0, axisItems={side: LocaleAxis(side) for side in ("left", "bottom")}
        )
        self.crown = self.view.addPlot(
            row=1, col=0, axisItems={side: LocaleAxis(side) for side in ("left", "bottom")}
        )
        self.view.ci.layout.setRowStretchFactor(0, 6)
        self.view.ci.layout.setRowStretchFactor(1, 1)
        self.crown.setXLink(self.life)
        self.crown.setYRange(0, 1, padding=0.05)
        self.crown.setMouseEnabled(x=True, y=False)
        self.crown.getAxis("left").setTicks([[]])
        self.life.setClipToView(True)
        self.life.setDownsampling(auto=True, mode="peak")
        self.life.showGrid(x=True, y=True, alpha=0.15)
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
        self.dots: dict[str, pg.ScatterPlotItem] = {}  # a dot per action, on each curve
        # Departure marks, crown bands, crown marks and labels, with the plot each is in.
        self._items: list[tuple[pg.PlotItem, pg.GraphicsObject]] = []
        # The crown band's labels with their whole text, fitted to the room on screen.
        self.labels: list[tuple[CrownSegment, pg.TextItem, str]] = []
        self._label_font = QFont()
        self._fitting = False
        self._timeline: Timeline | None = None
        self._colors: dict[str, str] = {}
        self._xs = np.zeros(1)
        self._dark = True
        self._font_pt = 12
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        # The band's scale changed (a zoom, a resize, a longer game): fit the labels again.
        self.crown.vb.sigTransformChanged.connect(self.fit_labels)
        self.set_style(dark=True, font_pt=12)
        self.retranslate()

    # -- data -----------------------------------------------------------------------------------

    def set_timeline(self, timeline: Timeline, colors: Mapping[str, str]) -> None:
        """Redraw everything from `timeline` (cheap: a few numpy arrays per player)."""
        self._timeline = timeline
        self._colors = dict(colors)
        xs = np.asarray(timeline.xs, dtype=float)
        self._xs = xs
        if set(self.curves) != set(timeline.players):
            self._rebuild_curves(timeline.players)
        for name in timeline.players:
            self._draw_player(name, timeline)
        self.legend.set_players(
            [
                (name, LegendLook(self._color(name), self._line_width(), name in timeline.left_at))
                for name in timeline.players
            ]
        )
        self._draw_marks(timeline)
        self.life.setXRange(1.0, max(timeline.end_x, 2.0) + 0.25, padding=0.01)
        self.life.enableAutoRange(axis="y")
        self.fit_labels()

    def _draw_player(self, name: str, timeline: Timeline) -> None:
        """One player's curve and dots, data and style together: the one way they are drawn."""
        last = timeline.last_index(name)
        xs = self._xs[: last + 1]
        ys = np.asarray(timeline.life[name][: last + 1], dtype=float)
        sx, sy = step_arrays(xs, ys, None if name in timeline.left_at else timeline.end_x)
        # Smooth thick lines cost ~6 ms per long curve per paint; past a few hundred turns the
        # lines are too dense for the smoothing to show, so long games draw them plain.
        smooth = timeline.count <= MAX_SMOOTH
        self.curves[name].setData(sx, sy, pen=self._pen(name), antialias=smooth, symbol=None)
        dots = self.dots[name]
        if timeline.count <= MAX_DOTS:
            dots.setData(
                xs, ys, symbol="o", size=self._dot_size(), brush=self._color(name), pen=None
            )
            dots.setVisible(True)
        else:
            dots.clear()
            dots.setVisible(False)

    def style_of(self, name: str) -> dict[str, object]:
        """How `name`'s curve, dots and legend entry are drawn (what a redraw must keep)."""
        curve, dots = self.curves[name], self.dots[name]
        pen = curve.curve.opts["pen"]
        entry = next(e for e in self.legend.entries if e.name == name)
        return {
            "pen": (pen.color().name(), pen.widthF(), pen.style(), pen.capStyle()),
            "antialias": curve.curve.opts["antialias"],
            "curve symbol": curve.opts["symbol"],
            "curve scatter": curve.scatter.isVisible(),
            "dots": dots.isVisible(),
            "dot size": dots.opts["size"],
            "dot brush": dots.opts["brush"].color().name(),
            "dot pen": dots.opts["pen"].style(),
            "legend": (entry.look, entry.text_color.name()),
        }

    def _rebuild_curves(self, players: tuple[str, ...]) -> None:
        for curve in self.curves.values():
            self.life.removeItem(curve)
        for dots in self.dots.values():
            self.life.removeItem(dots)
        self.curves = {}
        self.dots = {}
        for name in players:
            curve = pg.PlotDataItem()
            curve.setZValue(10)
            # pyqtgraph downsamples only past 5 points per pixel; a staircase reads the same at
            # one, and drawing a fifth of the points keeps hover and zoom quick on long games.
            curve.opts["autoDownsampleFactor"] = 1.0
            self.life.addItem(curve)
            self.curves[name] = curve
            dots = pg.ScatterPlotItem(pxMode=True)
            dots.setZValue(11)
            self.life.addItem(dots)
            self.dots[name] = dots

    def _draw_marks(self, timeline: Timeline) -> None:
        for plot, item in self._items:
            plot.removeItem(item)
        self._items = []
        self.labels = []
        font = QFont()
        font.setPointSizeF(self._font_pt * 0.85)
        self._label_font = font
        gone = timeline.departures()
        if gone:
            marks = pg.ScatterPlotItem(
                [d.x for d in gone],
                [d.life for d in gone],
                symbol="x",
                size=self._font_pt * 2.2,
                brush=[self._color(d.player) for d in gone],
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
                brushes=[self._color(s.holder) for s in segments],
                pens=[pg.mkPen(self._background(), width=1) for _ in segments],
            )
            self._add(self.crown, bands)
            marks = pg.ScatterPlotItem(
                [s.start for s in segments],
                [0.5] * len(segments),
                symbol=[CAUSE_SYMBOL[s.change.cause] for s in segments],
                size=self._symbol_size(),
                brush="#F2C14E",
                pen=pg.mkPen("#1e1f24", width=1.5),
            )
            marks.setZValue(5)
            self._add(self.crown, marks)
            if len(segments) <= MAX_CROWN_LABELS:
                for s in segments:
                    text = cause_text(s.change.cause, s.change.source)
                    label = pg.TextItem(
                        text, color="#f0f0f0", fill=pg.mkBrush(20, 21, 26, 200), anchor=(0, 0.5)
                    )
                    label.setFont(font)
                    label.setPos(s.start, 0.5)
                    label.setZValue(4)  # under the cause symbols, which matter more
                    self._add(self.crown, label)
                    self.labels.append((s, label, text))

    def fit_labels(self, *_: object) -> None:
        """Each crown label in the room its segment has on screen, up to the next cause symbol
        (or the band's right edge): elided when it is short, left out when even that won't read.
        The hover line names every change, so nothing is lost."""
        if not self.labels or self._fitting:
            return
        vb = self.crown.vb
        self._fitting = True
        try:
            vb.updateMatrix()  # the scale the band will be painted at (it emits the signal)
        finally:
            self._fitting = False
        area = vb.sceneBoundingRect()
        if area.width() <= 0:
            return
        metrics = QFontMetricsF(self._label_font)
        half = self._symbol_size() / 2 + 2
        starts = [vb.mapViewToScene(QPointF(seg.start, 0.5)).x() for seg, _, _ in self.labels]
        for i, (_seg, label, text) in enumerate(self.labels):
            left = max(starts[i] + half, area.left() + 2)
            right = area.right() - 2
            if i + 1 < len(starts):
                right = min(right, starts[i + 1] - half)
            margin = 2 * label.textItem.document().documentMargin() + 2
            room = right - left - margin
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room) if room > 0 else ""
            readable = shown == text or (shown.endswith("…") and len(shown) > 4)
            label.setVisible(bool(shown) and readable and left < area.right())
            if label.isVisible():
                label.setText(shown)
                label.setPos(vb.mapSceneToView(QPointF(left, area.center().y())).x(), 0.5)

    def label_rects(self) -> list[QRectF]:
        """Where the shown crown labels are, in the chart's scene (pixels)."""
        rects = []
        for _, label, _ in self.labels:
            if label.isVisible():
                label.updateTransform(force=True)
                rects.append(label.mapRectToScene(label.boundingRect()))
        return rects

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
            {"pos": (x, timeline.life[n][index]), "brush": self._color(n)}
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

    def _color(self, name: str) -> str:
        return self._colors.get(name, "#999999")

    def _pen(self, name: str) -> QPen:
        pen: QPen = pg.mkPen(self._color(name), width=self._line_width())
        return pen

    def _dot_size(self) -> float:
        return self._font_pt * 0.6

    def _symbol_size(self) -> float:
        """The crown band's cause symbols, in pixels."""
        return self._font_pt * 1.6

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
        self.legend.set_text_style(text, self._font_pt)
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
        turn = say(msg("stats.turn_axis", STEPS_PER_TURN))
        self.crown.setLabel("bottom", html.escape(turn), **style)
