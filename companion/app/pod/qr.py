"""A join link as a QR code a phone can scan from across the table.

The code is made by `segno` (a maintained, pure-Python QR encoder: no home-made one) and drawn
from its SVG by Qt's SVG renderer, each module a whole number of pixels (a blurred edge between
two modules is what makes a phone's camera hesitate), dark on white with the standard quiet zone
of four modules whatever the app's theme. A dock gives it what room it has; `QrWindow` shows it
as large as the screen allows, for a phone across the table.
"""

from __future__ import annotations

import io

import segno
from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QLabel, QSizePolicy, QVBoxLayout, QWidget

BORDER = 4  # the quiet zone the QR standard asks for, in modules
MIN_MODULE = 4  # pixels per module at the least: a phone reads it at arm's length
GOOD_MODULE = 6  # what the code asks for when there is room
MAX_MODULE = 10  # the most a dock gives it (the large window has no limit but the screen's)
LARGE = 0.8  # the large window's share of the screen's shorter side


def make(url: str) -> segno.QRCode:
    """The QR code of `url` (never a Micro QR: phones' camera apps do not read those)."""
    return segno.make(url, micro=False)


def svg(code: segno.QRCode) -> bytes:
    """`code` as SVG, one unit per module, the quiet zone included, dark on white."""
    out = io.BytesIO()
    code.save(out, kind="svg", scale=1, border=BORDER, dark="#000000", light="#ffffff",
              xmldecl=False)
    return out.getvalue()


def modules(code: segno.QRCode) -> int:
    """The code's width in modules, the quiet zone on both sides included."""
    width, _height = code.symbol_size(scale=1, border=BORDER)
    return int(width)


def pixmap(code: segno.QRCode, module: int, ratio: float = 1.0) -> QPixmap:
    """The code drawn at `module` device-independent pixels per module (`ratio`: the screen's
    device pixel ratio, so every module is whole physical pixels too)."""
    side = modules(code) * module
    physical = round(side * ratio)
    picture = QPixmap(physical, physical)
    picture.fill(QColor("#ffffff"))
    renderer = QSvgRenderer(QByteArray(svg(code)))
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    renderer.render(painter, QRectF(0, 0, physical, physical))
    painter.end()
    picture.setDevicePixelRatio(ratio)
    return picture


class QrView(QWidget):
    """One QR code, as large as the widget allows in whole pixels per module, centred; or, once
    its owner has chosen with `set_module`, that many pixels per module (its height fixed to the
    code's: no empty band above or below it).

    `set_url(url)` shows the code of `url` ("" shows nothing). `code_rect()` is where the code
    (with its quiet zone) is painted, in the widget's coordinates, and `module()` its module size:
    what a test reads the modules back from. `clicked()`: the code was clicked.
    """

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PodQrView")
        self.url = ""
        self._code: segno.QRCode | None = None
        self._cache: tuple[int, float, QPixmap] | None = None
        self._fixed = 0  # pixels per module set by the owner (0: as many as fit)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_url(self, url: str) -> None:
        if url == self.url:
            return
        self.url = url
        self._code = make(url) if url else None
        self._cache = None
        self.setAccessibleDescription(url)
        if self._fixed:
            self.setFixedHeight(self.side() * self._fixed)
        self.updateGeometry()
        self.update()

    def side(self) -> int:
        """The code's width in modules, its quiet zone included."""
        return modules(self._code) if self._code is not None else 45  # a version 5 code

    def set_module(self, module: int) -> None:
        """Draw the code at `module` pixels per module; the widget is exactly that high."""
        module = max(MIN_MODULE, module)
        if module != self._fixed or self.height() != self.side() * module:
            self._fixed = module
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.setFixedHeight(self.side() * module)
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        side = self.side() * (self._fixed or GOOD_MODULE)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        side = self.side() * MIN_MODULE
        return QSize(side, self.side() * self._fixed if self._fixed else side)

    def module(self) -> int:
        """Pixels per module at the widget's present size (at least MIN_MODULE)."""
        return max(MIN_MODULE, min(self.width(), self.height()) // self.side())

    def code_rect(self) -> QRect:
        side = self.side() * self.module()
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self._code is None:
            return
        module, ratio = self.module(), self.devicePixelRatioF()
        if self._cache is None or self._cache[:2] != (module, ratio):
            self._cache = (module, ratio, pixmap(self._code, module, ratio))
        painter = QPainter(self)
        painter.drawPixmap(self.code_rect().topLeft(), self._cache[2])
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        inside = self.code_rect().contains(event.position().toPoint())
        if event.button() == QtCore.Qt.MouseButton.LeftButton and inside and self._code:
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class QrWindow(QDialog):
    """The code on show as large as the screen allows, with its words: what a player scans
    from across the table. A click on it or Esc closes it; its owner keeps it up to date."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PodQrWindow")
        self.qr = QrView()
        self.qr.clicked.connect(self.close)
        self.caption = QLabel()
        self.caption.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a seat's name, as text
        self.caption.setWordWrap(True)
        self.caption.setAlignment(QtCore.Qt.AlignmentFlag.AlignHCenter)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.caption.setFont(font)
        layout = QVBoxLayout(self)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.caption)

    def show_code(self, url: str, caption: str) -> None:
        self.qr.set_url(url)
        self.caption.setText(caption)

    def open_large(self) -> None:
        """Shown (or raised), its code a LARGE part of the screen's shorter side."""
        screen = (self.parentWidget() or self).screen().availableGeometry()
        side = int(min(screen.width(), screen.height()) * LARGE)
        self.resize(side, side + self.caption.sizeHint().height())
        self.show()
        self.raise_()
        self.activateWindow()
