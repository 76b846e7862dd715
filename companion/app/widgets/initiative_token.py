"""The initiative's token (CR 726) on the panel of the player who has it, beside the crown.

A child of the panel, placed by it over the part it keeps for the token (panel_parts) and turned
with it, so it faces its player like everything else on the panel. Unlike the painted parts it is
a widget of its own: screen readers find it by its name, and its tooltip says what the initiative
does. It takes no clicks: a press on it is the panel's (it selects the player).
"""

from __future__ import annotations

import math

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from companion.app.describe import say
from companion.app.retranslating import Retranslating
from companion.app.theme import emphasized
from companion.app.widgets.panel_fit import escape
from companion.app.widgets.panel_marks import TOKEN_ASPECT, TOKEN_TILT, turned_aspect
from companion.core import rules
from companion.shell.messages import msg
from companion.shell.resources import resource

SHADOW_OFFSET = (0.02, 0.035)  # of the token's width, as the crown's: light from the top left
FILL = 0.96  # of its place: a hair of room, as the crown keeps


class InitiativeToken(Retranslating, QWidget):
    """The token for `holder`, turned `angle` degrees with its panel (`place`)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("initiativeToken")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_NoSystemBackground)
        self._renderer = QSvgRenderer(str(resource("initiative.svg")), self)
        self._angle = 0
        self._holder = ""
        self._cache: dict[tuple[int, float], tuple[QImage, QImage]] = {}
        self.retranslate()

    @property
    def holder(self) -> str:
        return self._holder

    @property
    def angle(self) -> int:
        return self._angle

    def place(self, rect: QRect, angle: int, holder: str) -> None:
        """Cover `rect` (the parent's coordinates), turned like the panel, for `holder`."""
        changed = angle != self._angle
        self._angle = angle
        if holder != self._holder:
            self._holder = holder
            self.retranslate()
        if rect != self.geometry():
            self.setGeometry(rect)
        elif changed:
            self.update()

    def retranslate(self) -> None:
        """The tooltip and the name a screen reader says, in the current language."""
        player = self._holder
        heading = self.tr("The initiative (CR {rule})").format(rule=rules.INITIATIVE)
        has = say(msg("holder.initiative", player=player))
        lines = (
            self.tr("As they take it, and at the beginning of their upkeep, they venture into "
                    "Undercity."),
            self.tr("A player whose creatures deal combat damage to them takes the initiative."),
        )
        hint = self.tr("A card says “take the initiative”: Take the initiative… in that "
                       "player's menu.")
        e = escape
        self.setToolTip(
            f"<p><b>{e(heading)}</b><br/>{e(has)}</p>"
            f"<ul><li>{e(lines[0])}</li><li>{e(lines[1])}</li></ul><p>{emphasized(e(hint))}</p>"
        )
        self.setAccessibleName(self.tr("{player} has the initiative").format(player=player))

    # -- painting ---------------------------------------------------------------------------------

    def upright_size(self) -> tuple[float, float]:
        """The place's width and height as the panel's player reads it."""
        if self._angle in (90, 270):
            return float(self.height()), float(self.width())
        return float(self.width()), float(self.height())

    def token_size(self) -> tuple[float, float]:
        """The token's width and height: as large as fits its place, leaning as it does."""
        w, h = self.upright_size()
        box = turned_aspect(TOKEN_ASPECT, TOKEN_TILT)  # the leaning token's box, width / height
        box_h = min(w / box, h) * FILL
        # The box of a token `th` high is th * (A·sin + cos) high: solve for th.
        a = math.radians(abs(TOKEN_TILT))
        th = box_h / (TOKEN_ASPECT * math.sin(a) + math.cos(a))
        return th * TOKEN_ASPECT, th

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        tw, th = self.token_size()
        if tw < 1 or th < 1:
            return
        token, shadow = self._images(tw, th)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(QPointF(self.width() / 2, self.height() / 2))
        painter.rotate(self._angle + TOKEN_TILT)
        target = QRectF(-tw / 2, -th / 2, tw, th)
        dx, dy = SHADOW_OFFSET
        painter.drawImage(target.translated(tw * dx, tw * dy), shadow)
        painter.drawImage(target, token)
        painter.end()

    def _images(self, width: float, height: float) -> tuple[QImage, QImage]:
        """The token and its shadow, rendered once per size (a few sizes kept)."""
        dpr = self.devicePixelRatioF()
        key = (round(width * dpr), dpr)
        if key not in self._cache:
            if len(self._cache) > 8:
                self._cache.clear()
            size = QSize(key[0], max(1, round(height * dpr)))
            token = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            token.fill(QtCore.Qt.GlobalColor.transparent)
            p = QPainter(token)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer.render(p, QRectF(0, 0, size.width(), size.height()))
            p.end()
            shadow = token.copy()
            p = QPainter(shadow)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            p.fillRect(shadow.rect(), QColor(0, 0, 0, 150))
            p.end()
            self._cache[key] = (token, shadow)
        return self._cache[key]

    # -- clicks are the panel's -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        event.ignore()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        event.ignore()
