"""Shows one widget rotated by 0/90/180/270 degrees while its buttons stay clickable.

A QGraphicsView with the widget in a QGraphicsProxyWidget: the view's transform rotates the
drawing, and the proxy maps every mouse, wheel and touch event back into the widget's own
coordinates, so a panel upside down for the player across the table works like any other.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

BACKGROUND = "#1e1f24"


class RotatedHost(QGraphicsView):
    """Holds `content` filling the host, turned by `angle` degrees clockwise."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setBackgroundBrush(QColor(BACKGROUND))
        self.setStyleSheet(f"QGraphicsView {{ background: {BACKGROUND}; border: none; }}")
        self._scene = QGraphicsScene(self)
        self._proxy: QGraphicsProxyWidget = self._scene.addWidget(content)
        self.setScene(self._scene)
        self._content = content
        self._angle = 0

    @property
    def content(self) -> QWidget:
        return self._content

    @property
    def angle(self) -> int:
        return self._angle

    def set_angle(self, angle: int) -> None:
        self._angle = angle % 360
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def content_to_viewport(self, point: QPointF) -> QPoint:
        """Where a point of the content appears in the viewport (tests click through this)."""
        return self.mapFromScene(self._proxy.mapToScene(point))

    def _fit(self) -> None:
        width, height = self.viewport().width(), self.viewport().height()
        if self._angle in (90, 270):
            width, height = height, width
        self._proxy.setGeometry(0, 0, width, height)
        self._scene.setSceneRect(0, 0, width, height)
        self.resetTransform()
        self.rotate(self._angle)
        self.centerOn(width / 2, height / 2)


def host_of(widget: QWidget) -> RotatedHost | None:
    """The RotatedHost showing `widget` (or one of its ancestors), if any."""
    top = widget.window()
    proxy = top.graphicsProxyWidget()
    if proxy is None or proxy.scene() is None:
        return None
    for view in proxy.scene().views():
        if isinstance(view, RotatedHost):
            return view
    return None


def outer_widget(widget: QWidget) -> QWidget:
    """A parent for dialogs and menus that lives in the real window, not inside a scene."""
    host = host_of(widget)
    return host if host is not None else widget


def global_pos(widget: QWidget, point: QPoint) -> QPoint:
    """Screen position of `point` in `widget`, also when the widget is shown through a host."""
    host = host_of(widget)
    if host is None:
        return widget.mapToGlobal(point)
    in_content = widget.mapTo(widget.window(), point)
    return host.viewport().mapToGlobal(host.content_to_viewport(QPointF(in_content)))
