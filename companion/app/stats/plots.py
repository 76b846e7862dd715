"""The charts: life over time per player, the crown band below it on the same turn axis, and in a
game with the initiative (CR 726) the initiative's band below that.

pyqtgraph draws the curves (fast enough for thousand-turn games with clip-to-view and peak
downsampling); numpy builds the step-shaped arrays. This module is imported only when the stats are
first shown. pyqtgraph labels are HTML, so every name and translation is escaped before it goes in.

Every draw takes one path (`_draw_player`): the same data and the same style give the same picture,
whether it is the first draw, a redraw after Undo/Redo or after a zoom. The dots on the curves are
items of their own, never the curve's built-in scatter, which pyqtgraph re-shows or hides whenever
the view range changes. The crown band's labels are fitted to the room their segment has on screen
(elided, or left out) each time the band's scale changes, so they never overlap.

The initiative's band is drawn the same way (a segment per holder in their colour, a symbol per
cause, labels fitted alike), its symbols in the initiative's own colour instead of the crown's
gold. A game in which nobody has had the initiative shows no such band: the plot leaves the layout
and the crown band carries the turn axis again.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.charts.kit import LocaleAxis, WholeAxis
from companion.app.describe import say
from companion.app.stats.legend import ChartLegend, LegendLook
from companion.core.model import MonarchCause
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD
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
# The initiative band's cause symbols: a cool blue, apart from the crown's gold, drawn with the
# same dark outline so they read on every player's colour.
INITIATIVE_COLOR = "#5CC8F0"
# A band's height, in font points (with the axis under it on top): room for its symbols and its
# labels, and no more, so the life chart keeps the height.
BAND_HEIGHT = 3.0
# Above this many changes a band shows symbols only; the hover line names the cause.
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
        return say(msg("term.by_combat_damage"))
    return say(msg("term.by_succession"))


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
        # Under the chart, wrapping onto new rows: every player listed, no curve hidden.
        self.legend = ChartLegend()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.legend)

        self.life, self.crown, self.initiative = self._build_plots()
        self.initiative_shown = False
        self.life_cursor, self.crown_cursor, self.initiative_cursor = (
            pg.InfiniteLine(angle=90, movable=False) for _ in range(3)
        )
        self.life_cursor.setZValue(20)
        for plot, line in zip(
            (self.life, self.crown, self.initiative), self._cursors(), strict=True
        ):
            plot.addItem(line, ignoreBounds=True)
            line.hide()
        self.focus = pg.ScatterPlotItem(size=16, pxMode=True)
        self.focus.setZValue(30)
        self.life.addItem(self.focus, ignoreBounds=True)

        self.curves: dict[str, pg.PlotDataItem] = {}
        self.dots: dict[str, pg.ScatterPlotItem] = {}  # a dot per action, on each curve
        # Departure marks, crown bands, crown marks and labels, with the plot each is in.
        self._items: list[tuple[pg.PlotItem, pg.GraphicsObject]] = []
        # The crown band's labels with their whole text, fitted to the room on screen; and the
        # initiative band's.
        self.labels: list[tuple[CrownSegment, pg.TextItem, str]] = []
        self.initiative_labels: list[tuple[CrownSegment, pg.TextItem, str]] = []
        self._label_font = QFont()
        self._fitting = False
        self._timeline: Timeline | None = None
        self._colors: dict[str, str] = {}
        self._xs = np.zeros(1)
        self._dark = True
        self._font_pt = 12
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        # A band's scale changed (a zoom, a resize, a longer game): fit the labels again.
        self.crown.vb.sigTransformChanged.connect(self.fit_labels)
        self.initiative.vb.sigTransformChanged.connect(self.fit_labels)
        self.set_style(dark=True, font_pt=12)
        self.retranslate()

    def _build_plots(self) -> tuple[pg.PlotItem, pg.PlotItem, pg.PlotItem]:
        """The life chart and the two bands under it, on one turn axis. The initiative's band
        is in the layout (row 2) only while the game has had the initiative: _show_initiative."""
        axes = ("left", "bottom")
        life = self.view.addPlot(
            row=0, col=0, axisItems={"left": WholeAxis("left"), "bottom": LocaleAxis("bottom")}
        )
        crown = self.view.addPlot(row=1, col=0, axisItems={side: LocaleAxis(side) for side in axes})
        initiative = pg.PlotItem(axisItems={side: LocaleAxis(side) for side in axes})
        self.view.ci.layout.setRowStretchFactor(0, 6)
        self.view.ci.layout.setRowStretchFactor(1, 1)
        for band in (crown, initiative):
            band.setXLink(life)
            band.setYRange(0, 1, padding=0.05)
            band.setMouseEnabled(x=True, y=False)
        life.setClipToView(True)
        life.setDownsampling(auto=True, mode="peak")
        life.showGrid(x=True, y=True, alpha=0.15)
        for plot in (life, crown, initiative):
            plot.hideButtons()
            plot.setMenuEnabled(False)
        return life, crown, initiative

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
        self._show_initiative(timeline.has_initiative)
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
        self.labels = self._draw_band(self.crown, timeline.crown_segments(), CROWN_GOLD, font)
        self.initiative_labels = []
        if self.initiative_shown:
            self.initiative_labels = self._draw_band(
                self.initiative, timeline.initiative_segments(), INITIATIVE_COLOR, font
            )

    def _draw_band(
        self, band: pg.PlotItem, segments: list[CrownSegment], mark: str, font: QFont
    ) -> list[tuple[CrownSegment, pg.TextItem, str]]:
        """A band of `segments` (the crown's or the initiative's): a bar in the holder's colour
        per segment, a cause symbol in colour `mark` where each begins, and labels to fit."""
        labels: list[tuple[CrownSegment, pg.TextItem, str]] = []
        if not segments:
            return labels
        bands = pg.BarGraphItem(
            x0=[s.start for s in segments],
            x1=[max(s.end, s.start + 0.02) for s in segments],
            y0=0.0,
            y1=1.0,
            brushes=[self._color(s.holder) for s in segments],
            pens=[pg.mkPen(self._background(), width=1) for _ in segments],
        )
        self._add(band, bands)
        marks = pg.ScatterPlotItem(
            [s.start for s in segments],
            [0.5] * len(segments),
            symbol=[CAUSE_SYMBOL[s.change.cause] for s in segments],
            size=self._symbol_size(),
            brush=mark,
            pen=pg.mkPen("#1e1f24", width=1.5),
        )
        marks.setZValue(5)
        self._add(band, marks)
        if len(segments) <= MAX_CROWN_LABELS:
            for s in segments:
                text = cause_text(s.change.cause, s.change.source)
                label = pg.TextItem(
                    text, color="#f0f0f0", fill=pg.mkBrush(20, 21, 26, 200), anchor=(0, 0.5)
                )
                label.setFont(font)
                label.setPos(s.start, 0.5)
                label.setZValue(4)  # under the cause symbols, which matter more
                self._add(band, label)
                labels.append((s, label, text))
        return labels

    def fit_labels(self, *_: object) -> None:
        """Each band label in the room its segment has on screen, up to the next cause symbol
        (or the band's right edge): elided when it is short, left out when even that won't read.
        The hover line names every change, so nothing is lost."""
        if self._fitting:
            return
        self._fit_band(self.crown, self.labels)
        if self.initiative_shown:
            self._fit_band(self.initiative, self.initiative_labels)

    def _fit_band(
        self, band: pg.PlotItem, labels: list[tuple[CrownSegment, pg.TextItem, str]]
    ) -> None:
        if not labels:
            return
        vb = band.vb
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
        starts = [vb.mapViewToScene(QPointF(seg.start, 0.5)).x() for seg, _, _ in labels]
        for i, (_seg, label, text) in enumerate(labels):
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

    def label_rects(self, band: str = "crown") -> list[QRectF]:
        """Where the shown labels of `band` ("crown" or "initiative") are, in the chart's scene
        (pixels)."""
        labels = self.labels if band == "crown" else self.initiative_labels
        rects = []
        for _, label, _ in labels:
            if label.isVisible():
                label.updateTransform(force=True)
                rects.append(label.mapRectToScene(label.boundingRect()))
        return rects

    # -- the initiative's band ------------------------------------------------------------------

    def _show_initiative(self, show: bool) -> None:
        """Put the initiative's band under the crown's (with the turn axis moved down to it), or
        take it out of the layout: a game without the initiative shows no empty band."""
        if show == self.initiative_shown:
            return
        self.initiative_shown = show
        layout = self.view.ci
        if show:
            layout.addItem(self.initiative, row=2, col=0)
            layout.layout.setRowStretchFactor(2, 1)
        else:
            layout.removeItem(self.initiative)
            layout.layout.setRowStretchFactor(2, 0)
            self.initiative_cursor.hide()
        self.retranslate()  # the turn axis moves, and the bands' names may need a wider margin

    def bands(self) -> list[pg.PlotItem]:
        """The bands shown, top to bottom: the crown's, then the initiative's if it is shown."""
        return [self.crown, self.initiative] if self.initiative_shown else [self.crown]

    def _cursors(self) -> list[pg.InfiniteLine]:
        return [self.life_cursor, self.crown_cursor, self.initiative_cursor]

    def _fit_layout(self) -> None:
        """The turn axis under the lowest band (the plots above it show a thin axis line only),
        each band as tall as its symbols and labels need (the life chart gets the rest), and one
        left margin for all three plots, wide enough for the bands' names."""
        pt = self._font_pt
        lowest = self.bands()[-1]
        for plot in (self.life, self.crown, self.initiative):
            axis = plot.getAxis("bottom")
            axis_height = int(pt * (3.4 if plot is lowest else 0.8))
            axis.setStyle(showValues=plot is lowest)
            axis.setHeight(axis_height)
            if plot is not lowest:
                axis.showLabel(False)
            if plot is not self.life:
                height = int(pt * BAND_HEIGHT) + axis_height
                plot.setMinimumHeight(height)
                plot.setMaximumHeight(height)
                plot.setPreferredHeight(height)
        font = QFont()
        font.setPointSize(pt)
        metrics = QFontMetricsF(font)
        names = max(metrics.horizontalAdvance(n) for n in self._band_names(self.bands()))
        offset = max(4, pt // 2)
        width = max(int(pt * 5), int(names + 2 * offset + 4))
        for plot in (self.life, self.crown, self.initiative):
            plot.getAxis("left").setWidth(width)

    def _band_names(self, bands: list[pg.PlotItem]) -> list[str]:
        names = {
            self.crown: say(msg("term.crown")),
            self.initiative: say(msg("term.initiative")),
        }
        return [names[band] for band in bands]

    def _add(self, plot: pg.PlotItem, item: pg.GraphicsObject) -> None:
        plot.addItem(item)
        self._items.append((plot, item))

    # -- hover ----------------------------------------------------------------------------------

    def _mouse_moved(self, pos: QPointF) -> None:
        timeline = self._timeline
        if timeline is None:
            return
        for plot in (self.life, *self.bands()):
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
        for line in self._cursors():
            line.setPos(x)
            line.setVisible(line is not self.initiative_cursor or self.initiative_shown)
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
        for plot in (self.life, self.crown, self.initiative):
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setPen(pg.mkPen(QColor(text).darker(140) if dark else QColor("#666666")))
                axis.setTextPen(text)
                axis.setStyle(tickFont=font, tickTextOffset=max(4, self._font_pt // 2))
        for band in (self.crown, self.initiative):
            band.getAxis("left").setStyle(tickLength=0)
        self.legend.set_text_style(text, self._font_pt)
        cursor_pen = pg.mkPen(text, width=1.5, style=Qt.PenStyle.DashLine)
        for line in self._cursors():
            line.setPen(cursor_pen)
        self.retranslate()
        if self._timeline is not None:
            self.set_timeline(self._timeline, self._colors)

    def retranslate(self) -> None:
        style = {"color": self._text_color(), "font-size": f"{self._font_pt}pt"}
        self.life.setLabel(
            "left", html.escape(say(msg("term.life"))), **style
        )
        # The bands' names stand level beside them, as a tick at the band's middle: a band is too
        # low for a name set upright, and "Initiative" is long in every language.
        bands = [self.crown, self.initiative]
        for band, name in zip(bands, self._band_names(bands), strict=True):
            axis = band.getAxis("left")
            axis.setTicks([[(0.5, name)]])
            axis.showLabel(False)
        turn = say(msg("stats.turn_axis", STEPS_PER_TURN))
        self.bands()[-1].setLabel("bottom", html.escape(turn), **style)
        self._fit_layout()
