"""The pyqtgraph chart kit of the History page's charts: still charts (no zoom, no drag, no menu;
the wheel scrolls the page they are on) whose colours and text size are a `Look`, horizontal bar
charts, histograms, and axes of fixed labels or of numbers written the language's way (the game's
statistics draw theirs on those too).

Names and figures are tick labels of the bar charts' left and right axes, each axis as wide as its
longest label (names elided past two fifths of the chart's width, whole in the tooltip); pyqtgraph
leaves out a label that does not fit its axis, so the widths are measured with the font the axis
draws with. Importing this module loads pyqtgraph and numpy: only the chart views import it, when
they are first shown.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from typing import Protocol

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QSizePolicy, QToolTip

from companion.app import theme
from companion.core.values import frozen

ROW_HEIGHT = 1.75  # a bar chart's row, in lines of its text
BAR_HEIGHT = 0.62  # a bar, in rows
NAME_SHARE = 0.4  # the names take at most this much of a bar chart's width
HISTOGRAM_LINES = 9  # a histogram's height, in lines of its text


@frozen
class Look:
    """The charts' colours and text size, from the palette and the window's height."""

    dark: bool = True
    px: int = 14

    @property
    def background(self) -> str:
        return theme.BACKGROUND if self.dark else "#ffffff"

    @property
    def text(self) -> str:
        return theme.TEXT if self.dark else "#1e1f24"

    @property
    def muted(self) -> str:
        return theme.MUTED if self.dark else "#5f6168"

    @property
    def track(self) -> str:
        return theme.SURFACE if self.dark else "#e8e9ec"

    @property
    def accent(self) -> str:
        return "#7fb3ff" if self.dark else "#3d6fb4"

    @property
    def faint(self) -> str:
        return "#5a5d68" if self.dark else "#c3c5cc"

    def font(self, scale: float = 1.0) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(self.px * scale)))
        return font


@frozen
class Bar:
    """One row of a bar chart: `label` (whole) at the left, a bar `value` long, `text` at the
    right; a `faint` row is drawn pale."""

    label: str
    value: float
    text: str
    color: str
    faint: bool = False


class Binned(Protocol):
    """A histogram's bar: the games with a length from `low` up to but not including `high`
    (companion.app.history.charts_export.Bin)."""

    @property
    def low(self) -> float: ...

    @property
    def high(self) -> float: ...

    @property
    def games(self) -> int: ...


class TextAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis of fixed labels, some of them (`muted`) drawn in a quieter colour."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.muted: set[str] = set()
        self.muted_pen = pg.mkPen("#888888")

    def drawPicture(self, p: QPainter, axis_spec: object, tick_specs: object,  # noqa: N802 - pyqtgraph's name
                    text_specs: list[tuple[QRectF, int, str]]) -> None:
        loud = [spec for spec in text_specs if spec[2] not in self.muted]
        super().drawPicture(p, axis_spec, tick_specs, loud)
        p.setPen(self.muted_pen)
        for rect, flags, text in text_specs:
            if text in self.muted:
                p.drawText(rect, int(flags), text)

    def drawn(self) -> list[tuple[QRectF, str]]:
        """The labels as pyqtgraph lays them out (it leaves out those that don't fit), in the
        scene's coordinates."""
        image = QImage(1, 1, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        try:
            specs = self.generateDrawSpecs(painter)
        finally:
            painter.end()
        if specs is None:
            return []
        return [(self.mapRectToScene(rect), text) for rect, _flags, text in specs[2]]


class Chart(pg.PlotWidget):  # type: ignore[misc]
    """A still chart: no zoom, no drag, no menu; the wheel scrolls the page it is on."""

    def __init__(self, axes: dict[str, pg.AxisItem]) -> None:
        super().__init__(axisItems=axes)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAntialiasing(True)
        plot = self.plot_item
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setMenuEnabled(False)
        plot.layout.setContentsMargins(2, 4, 2, 2)
        plot.vb.setDefaultPadding(0)
        self.look = Look()
        self._items: list[pg.GraphicsObject] = []

    @property
    def plot_item(self) -> pg.PlotItem:
        return self.getPlotItem()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        """The wheel scrolls the page the chart is on (handed on, not ignored: Qt passes an
        ignored wheel on to the parents only when it came from the system)."""
        area = self.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is None:
            event.ignore()
        else:
            QApplication.sendEvent(area.viewport(), event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(self.mapToScene(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return bool(super().viewportEvent(event))

    def tip_at(self, pos: QPointF) -> str:
        return ""

    def _clear(self) -> None:
        for item in self._items:
            self.plot_item.removeItem(item)
        self._items = []

    def _add(self, item: pg.GraphicsObject) -> None:
        self.plot_item.addItem(item)
        self._items.append(item)

    def texts(self) -> list[tuple[QRectF, str]]:
        """Every label drawn, in this widget's coordinates (the scene's, as the view shows it
        whole)."""
        return []

    def _to_widget(self, rect: QRectF) -> QRectF:
        shown: QRectF = self.mapFromScene(rect).boundingRect().toRectF()
        return shown


class BarChart(Chart):
    """Horizontal bars, one row each: the label left, the bar over a track as long as the
    largest value could be, the figure right."""

    def __init__(self, maximum: float | None = 1.0, ticks: Sequence[float] = ()) -> None:
        self.left, self.right = TextAxis("left"), TextAxis("right")
        self.bottom = TextAxis("bottom")
        super().__init__({"left": self.left, "right": self.right, "bottom": self.bottom})
        plot = self.plot_item
        plot.showAxis("right")
        plot.vb.invertY(True)
        self.maximum = maximum  # None: the largest value
        self.ticks = list(ticks)  # where the bottom axis is marked (none: no bottom axis)
        self.tick_text: Callable[[float], str] = str
        if not self.ticks:
            plot.hideAxis("bottom")
        self.bars: list[Bar] = []
        self.width_for_fit = 0
        self.right.setStyle(tickLength=0)
        self.left.setStyle(tickLength=0)

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = list(bars)
        self._draw()

    def set_look(self, look: Look) -> None:
        self.look = look
        self._draw()

    def _draw(self) -> None:
        look = self.look
        self.setBackground(look.background)
        self._clear()
        bars = self.bars
        top = self.maximum if self.maximum is not None else max((b.value for b in bars), default=0)
        top = top or 1.0
        if bars:
            rows = list(range(len(bars)))
            self._add(pg.BarGraphItem(x0=0, x1=top, y=rows, height=BAR_HEIGHT,
                                      brush=look.track, pen=pg.mkPen(None)))
            self._add(pg.BarGraphItem(
                x0=0, x1=[max(0.0, b.value) for b in bars], y=rows, height=BAR_HEIGHT,
                brushes=[look.faint if b.faint else b.color for b in bars],
                pens=[pg.mkPen(None) for _ in bars]))
        self.plot_item.setXRange(0, top, padding=0)
        self.plot_item.setYRange(-0.5, max(len(bars), 1) - 0.5, padding=0)
        font = look.font()
        pen = pg.mkPen(look.text)
        for axis in (self.left, self.right, self.bottom):
            axis.setTextPen(pen)
            axis.setStyle(tickFont=font, tickTextOffset=max(4, look.px // 2))
            axis.muted_pen = pg.mkPen(look.muted)
        self.left.setPen(pg.mkPen(look.muted))
        self.right.setPen(pg.mkPen(None))
        self.bottom.setPen(pg.mkPen(look.muted))
        self.right.muted = {b.text for b in bars if b.faint}
        self.fit()

    def fit(self) -> None:
        """Axis widths from the labels, names elided to their share, height from the rows."""
        look = self.look
        metrics = QFontMetricsF(look.font())
        offset = max(4, look.px // 2)
        pad = offset + 6
        width = max(self.width(), 1)
        right = max((metrics.horizontalAdvance(b.text) for b in self.bars), default=0) + pad
        room = max(look.px * 4, min(width * NAME_SHARE, width - right - look.px * 6) - pad)
        names = [metrics.elidedText(b.label, Qt.TextElideMode.ElideRight, room) for b in self.bars]
        left = max((metrics.horizontalAdvance(n) for n in names), default=0) + pad
        self.left.setTicks([[(i, n) for i, n in enumerate(names)]])
        self.right.setTicks([[(i, b.text) for i, b in enumerate(self.bars)]])
        self.left.setWidth(math.ceil(left))
        self.right.setWidth(math.ceil(right))
        line = metrics.height()
        row = math.ceil(line * ROW_HEIGHT)
        height = row * max(len(self.bars), 1) + 8
        if self.ticks:
            self.bottom.setTicks([[(t, self.tick_text(t)) for t in self.ticks]])
            half = max(metrics.horizontalAdvance(self.tick_text(t)) for t in self.ticks) / 2
            self.bottom.setStyle(hideOverlappingLabels=math.ceil(half) + 2)
            axis_height = math.ceil(line + offset + 4)
            self.bottom.setHeight(axis_height)
            height += axis_height
        self.width_for_fit = width
        self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # (pyqtgraph resizes the view while it is being made, before this class's attributes)
        if "width_for_fit" in self.__dict__ and self.width() != self.width_for_fit:
            self.fit()

    def row_at(self, pos: QPointF) -> int | None:
        plot = self.plot_item
        if not plot.sceneBoundingRect().contains(pos):
            return None
        row = round(plot.vb.mapSceneToView(pos).y())
        return row if 0 <= row < len(self.bars) else None

    def tip_at(self, pos: QPointF) -> str:
        row = self.row_at(pos)
        if row is None:
            return ""
        bar = self.bars[row]
        return f"{bar.label}\n{bar.text}"

    def texts(self) -> list[tuple[QRectF, str]]:
        axes = [self.left, self.right] + ([self.bottom] if self.ticks else [])
        return [(self._to_widget(rect), text) for axis in axes for rect, text in axis.drawn()]

    def row_pitch(self) -> float:
        """The distance between two rows on screen, in pixels."""
        vb = self.plot_item.vb
        return float(vb.mapViewToScene(QPointF(0, 1)).y() - vb.mapViewToScene(QPointF(0, 0)).y())


class Histogram(Chart):
    """Games by length: a bar per bin with its number of games on top; the bins named under
    them, as many as fit."""

    def __init__(self, whole: bool) -> None:
        self.bottom = TextAxis("bottom")
        super().__init__({"bottom": self.bottom})
        self.plot_item.hideAxis("left")
        self.whole = whole  # whole numbers (turns): a bin names its first to last; else its edges
        self.bins: list[Binned] = []
        self.labels: list[pg.TextItem] = []
        self.tip: Callable[[Binned], str] = lambda b: ""
        self.plot_item.vb.sigResized.connect(self.fit)

    def set_bins(self, bins: Sequence[Binned]) -> None:
        self.bins = list(bins)
        self._draw()

    def set_look(self, look: Look) -> None:
        self.look = look
        self._draw()

    def span(self, b: Binned) -> tuple[float, float]:
        """Where `b`'s bar stands: a whole number's bin around its numbers."""
        return (b.low - 0.5, b.high - 0.5) if self.whole else (b.low, b.high)

    def name(self, b: Binned) -> str:
        if self.whole:
            last = round(b.high) - 1
            if last == b.low:
                return number_text(b.low)
            return f"{number_text(b.low)}–{number_text(last)}"
        return f"{number_text(b.low)}–{number_text(b.high)}"

    def _draw(self) -> None:
        look = self.look
        self.setBackground(look.background)
        self._clear()
        self.labels = []
        font = look.font()
        self.bottom.setTextPen(pg.mkPen(look.text))
        self.bottom.setPen(pg.mkPen(look.muted))
        self.bottom.setStyle(tickFont=font, tickTextOffset=max(4, look.px // 2))
        metrics = QFontMetricsF(font)
        self.bottom.setHeight(math.ceil(metrics.height() + max(4, look.px // 2) + 4))
        self.setFixedHeight(math.ceil(metrics.height() * HISTOGRAM_LINES))
        if not self.bins:
            return
        spans = [self.span(b) for b in self.bins]
        self._add(pg.BarGraphItem(
            x0=[s[0] for s in spans], x1=[s[1] for s in spans],
            y0=0, y1=[b.games for b in self.bins],
            brush=look.accent, pen=pg.mkPen(look.background, width=1)))
        for b, (x0, x1) in zip(self.bins, spans, strict=True):
            if b.games:
                label = pg.TextItem(number_text(b.games), color=look.text, anchor=(0.5, 1))
                label.setFont(font)
                label.setPos((x0 + x1) / 2, b.games)
                self._add(label)
                self.labels.append(label)
        most = max(b.games for b in self.bins)
        # Room above the highest bar for its number.
        self.plot_item.setYRange(0, most * (1 + 2 * metrics.height() / self.height()),
                                 padding=0)
        self.plot_item.setXRange(spans[0][0], spans[-1][1], padding=0)
        self.fit()

    def fit(self, *_: object) -> None:
        """Name every bin (whole numbers) or edge (minutes), or every second, third... one when
        they would not fit side by side."""
        if not self.bins:
            self.bottom.setTicks([[]])
            return
        metrics = QFontMetricsF(self.look.font())
        if self.whole:
            ticks = [((s[0] + s[1]) / 2, self.name(b)) for b, s in
                     zip(self.bins, map(self.span, self.bins), strict=True)]
        else:
            edges = [self.bins[0].low] + [b.high for b in self.bins]
            ticks = [(e, number_text(e)) for e in edges]
        vb = self.plot_item.vb
        width = vb.width() or max(self.width() - 8, 1)
        lo, hi = self.span(self.bins[0])[0], self.span(self.bins[-1])[1]
        pitch = width * (ticks[1][0] - ticks[0][0]) / (hi - lo) if len(ticks) > 1 else width
        widest = max(metrics.horizontalAdvance(t) for _, t in ticks) + metrics.height()
        every = max(1, math.ceil(widest / max(pitch, 1)))
        shown = ticks[::every]
        self.bottom.setTicks([shown])
        half = math.ceil(max(metrics.horizontalAdvance(t) for _, t in shown) / 2) + 2
        self.bottom.setStyle(hideOverlappingLabels=half)
        # The edges' names stand centred under the first and the last edge: room for them.
        side = 2 if self.whole else half
        left, _top, right, _bottom = self.plot_item.layout.getContentsMargins()
        if (left, right) != (side, side):
            self.plot_item.layout.setContentsMargins(side, 4, side, 2)

    def tip_at(self, pos: QPointF) -> str:
        plot = self.plot_item
        if not plot.sceneBoundingRect().contains(pos) or not self.bins:
            return ""
        x = plot.vb.mapSceneToView(pos).x()
        for b in self.bins:
            x0, x1 = self.span(b)
            if x0 <= x < x1:
                return self.tip(b)
        return ""

    def texts(self) -> list[tuple[QRectF, str]]:
        out = [(self._to_widget(rect), text) for rect, text in self.bottom.drawn()]
        self.plot_item.vb.updateMatrix()
        for label in self.labels:
            label.updateTransform(force=True)
            rect = label.mapRectToScene(label.boundingRect())
            out.append((self._to_widget(rect), label.toPlainText()))
        return out


def number_text(value: float) -> str:
    """A whole number the language's way ("1.440" in German), else with one decimal."""
    locale = QLocale()
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "f", 1)


class LocaleAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose numbers are written the language's way ("1,5" in German, Spanish and
    Russian; pyqtgraph writes "1.5" whatever the language)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802 - pyqtgraph's name
        step = spacing * scale
        places = min(3, max(0, int(np.ceil(-np.log10(step))))) if step > 0 else 0
        locale = QLocale()
        return [locale.toString(float(value) * scale, "f", places) for value in values]


class WholeAxis(LocaleAxis):
    """An axis of whole numbers (life totals): no tick between two of them (play-test: 39.5,
    38.5 on the life chart, whose labels then crowded its title)."""

    def tickSpacing(  # noqa: N802 - pyqtgraph's name
        self, minVal: float, maxVal: float, size: float  # noqa: N803 - pyqtgraph's names
    ) -> list[tuple[float, float]]:
        levels = super().tickSpacing(minVal, maxVal, size)
        whole = [(spacing, offset) for spacing, offset in levels if spacing >= 1]
        return whole or [(1.0, 0.0)]
