"""A join link as a QR code a phone can scan from across the table.

The code is made by `segno` (a maintained, pure-Python QR encoder: no home-made one) and drawn
from its SVG by Qt's SVG renderer, each module a whole number of pixels (a blurred edge between
two modules is what makes a phone's camera hesitate), dark on white with the standard quiet zone
of four modules whatever the app's theme.
"""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import QByteArray, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

BORDER = 4  # the quiet zone the QR standard asks for, in modules
MIN_MODULE = 4  # pixels per module at the least: a phone reads it at arm's length
GOOD_MODULE = 6  # what the code asks for when there is room


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
    """One QR code, as large as the widget allows in whole pixels per module, centred.

    `set_url(url)` shows the code of `url` ("" shows nothing). `code_rect()` is where the code
    (with its quiet zone) is painted, in the widget's coordinates, and `module()` its module size:
    what a test reads the modules back from.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PodQrView")
        self.url = ""
        self._code: segno.QRCode | None = None
        self._cache: tuple[int, float, QPixmap] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_url(self, url: str) -> None:
        if url == self.url:
            return
        self.url = url
        self._code = make(url) if url else None
        self._cache = None
        self.setAccessibleDescription(url)
        self.updateGeometry()
        self.update()

    def _side(self) -> int:
        return modules(self._code) if self._code is not None else 45  # a version 5 code

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        side = self._side() * GOOD_MODULE
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        side = self._side() * MIN_MODULE
        return QSize(side, side)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        side = self._side()
        return max(MIN_MODULE, min(width // side, GOOD_MODULE)) * side

    def module(self) -> int:
        """Pixels per module at the widget's present size (at least MIN_MODULE)."""
        return max(MIN_MODULE, min(self.width(), self.height()) // self._side())

    def code_rect(self) -> QRect:
        side = self._side() * self.module()
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

