"""The crown itself: a small widget that paints the crown artwork at any angle and can be dragged.

It is a child of the table (not of the full-size CrownLayer) because a widget that lets clicks
through also lets them through for its children; masked to the crown's outline, it takes only the
clicks that land on the crown and leaves the rest of the panel usable.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from companion.app.widgets.crown_geometry import ASPECT, Pose, badge_rect, outline
from companion.shell.resources import resource

SHADOW_OFFSET = (0.02, 0.035)  # of the crown's width: light from the top left
POP_RENDER = 1.2  # render a little larger than shown so the pop stays sharp


class CrownBadge(QWidget):
    """Paints the crown in a Pose. Signals (points in the parent's coordinates):
    `dragStarted()`, `dragMoved(QPointF)` and `dragFinished(QPointF)`."""

    dragStarted = Signal()
    dragMoved = Signal(QPointF)
    dragFinished = Signal(QPointF)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("crownBadge")
        self.setCursor(QtCore.Qt.CursorShape.OpenHandCursor)
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_NoSystemBackground)
        self._renderer = QSvgRenderer(str(resource("crown.svg")), self)
        self._pose = Pose(QPointF(0, 0), 48.0, 0.0)
        self._cache: dict[tuple[int, float], tuple[QImage, QImage]] = {}
        self._press: QPoint | None = None
        self._dragging = False

    # -- pose -----------------------------------------------------------------------------------

    @property
    def pose(self) -> Pose:
        return self._pose

    @property
    def dragging(self) -> bool:
        return self._dragging

    def set_pose(self, pose: Pose) -> None:
        """Move, turn and size the crown; the mask follows so only the crown takes clicks."""
        self._pose = pose
        rect = badge_rect(pose)
        self.setGeometry(rect)
        shape = outline(pose).translated(-QPointF(rect.topLeft()))
        self.setMask(QRegion(shape.toPolygon()))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return badge_rect(self._pose).size()

    # -- painting -------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        pose = self._pose
        if pose.opacity <= 0.0:
            return
        crown, shadow = self._images(pose.width)
        w, h = pose.width, pose.width * ASPECT
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setOpacity(pose.opacity)
        painter.translate(QPointF(self.width() / 2, self.height() / 2))
        painter.rotate(pose.angle)
        painter.scale(pose.scale, pose.scale)
        target = QRectF(-w / 2, -h / 2, w, h)
        dx, dy = SHADOW_OFFSET
        painter.drawImage(target.translated(w * dx, w * dy), shadow)
        painter.drawImage(target, crown)
        painter.end()

    def _images(self, width: float) -> tuple[QImage, QImage]:
        """The crown and its shadow, rendered once per size (and kept for a few sizes)."""
        dpr = self.devicePixelRatioF()
        key = (round(width * dpr * POP_RENDER), dpr)
        if key not in self._cache:
            if len(self._cache) > 8:
                self._cache.clear()
            size = QSize(key[0], round(key[0] * ASPECT))
            crown = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            crown.fill(QtCore.Qt.GlobalColor.transparent)
            p = QPainter(crown)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer.render(p, QRectF(0, 0, size.width(), size.height()))
            p.end()
            shadow = crown.copy()
            p = QPainter(shadow)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            p.fillRect(shadow.rect(), QColor(0, 0, 0, 150))
            p.end()
            self._cache[key] = (crown, shadow)
        return self._cache[key]

    # -- dragging -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == QtCore.Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._press is None or not event.buttons() & QtCore.Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.setCursor(QtCore.Qt.CursorShape.ClosedHandCursor)
            self.dragStarted.emit()
        self.dragMoved.emit(QPointF(self.mapToParent(pos)))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() != QtCore.Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        was_dragging = self._dragging
        self._press = None
        self._dragging = False
        self.setCursor(QtCore.Qt.CursorShape.OpenHandCursor)
        if was_dragging:
            self.dragFinished.emit(QPointF(self.mapToParent(event.position().toPoint())))
        event.accept()

