"""The overlay in a frameless window on a solid key colour, for OBS's Window Capture + Chroma Key.

Qt has no web view here (QtWebEngine is not shipped), so this window paints the same content as
the page's bar layout natively: each player's colour, name, life, poison and largest commander
damage, the crown on the monarch, whose turn and the step, the pending monarch draw, the open
combat question beside the life it holds back ("40 −5 · combat?"), the winner.
Sentences are the app's messages (companion.shell.messages) said in the window's language by
strings.say, as the page says them; the overlay's own words come from the same table as the page's
(strings.table). The game comes through the same read-only `GameSource` as the server's.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from companion.app.retranslating import Retranslating
from companion.core.model import PlayerState, ReminderStatus
from companion.overlay import strings
from companion.overlay.source import GameSource
from companion.shell import messages
from companion.shell.messages import msg
from companion.shell.resources import resource

DEFAULT_KEY = "#00FF00"
PANEL = QColor(24, 25, 31)
TEXT = QColor("#f0f0f0")
GOLD = QColor("#F2C14E")


class ChromaWindow(Retranslating, QWidget):
    """A frameless, always-on-top window: drag it anywhere, double-click to close."""

    def __init__(
        self,
        session: GameSource,
        language: str = "en",
        key_color: str = DEFAULT_KEY,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            parent,
            Qt.WindowType.Window
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint,
        )
        self.setObjectName("ChromaWindow")
        self.session = session
        self.language = language
        self.key = QColor(key_color)
        self._crown = QSvgRenderer(str(resource("crown.svg")), self)
        self._drag_from: Any = None
        self.resize(1280, 720)
        session.changed.connect(self.update)
        session.reset.connect(self.update)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Commander Companion overlay (chroma key)"))

    def set_key_color(self, color: str) -> None:
        if QColor(color).isValid():
            self.key = QColor(color)
            self.update()

    def set_language(self, language: str) -> None:
        self.language = language
        self.update()

    # -- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.key)
        if not self.session.has_game:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        words = strings.table(self.language)
        state = self.session.state
        rem = self.height() / 54.0
        margin, gap = rem, 0.6 * rem
        players = state.players
        width = (self.width() - 2 * margin - gap * (len(players) - 1)) / max(1, len(players))
        card_h = 4.2 * rem
        top = self.height() - margin - card_h
        for i, player in enumerate(players):
            rect = QRectF(margin + i * (width + gap), top, width, card_h)
            self._card(
                painter,
                rect,
                player,
                rem,
                active=player.name == state.active_player,
                monarch=player.name == state.monarch,
                pending=self.pending_text(player.name),
            )
        say = functools.partial(strings.say, code=self.language)
        turn = words["ui"]["turn"].format(turn=state.turn)
        line = f"{turn}  {state.turn_player}  ·  {say(messages.step_message(state.step))}"
        self._box(
            painter, QRectF(margin, top - 2.6 * rem, 0, 2 * rem), line, rem, size=1.05, left=True
        )
        pending = [r for r in state.reminders if r.status is ReminderStatus.PENDING]
        y = top - 5.4 * rem
        for r in pending:
            text = say(msg("event.reminder_draw", player=r.player))
            self._box(
                painter,
                QRectF(0, y, self.width(), 2.2 * rem),
                f"{text}  {say(msg('trigger.draw'))}",
                rem,
                size=1.1,
            )
            y -= 2.8 * rem
        if state.game_over:
            text = say(
                msg("event.winner", player=state.winner) if state.winner
                else msg("event.game_draw")
            )
            self._box(
                painter, QRectF(0, self.height() * 0.35, self.width(), 4 * rem), text, rem, size=2.4
            )

    def _card(
        self,
        p: QPainter,
        rect: QRectF,
        player: PlayerState,
        rem: float,
        *,
        active: bool,
        monarch: bool,
        pending: str = "",
    ) -> None:
        p.setPen(QPen(GOLD if active else QColor(255, 255, 255, 30), 0.15 * rem))
        p.setBrush(PANEL)
        p.drawRoundedRect(rect, 0.6 * rem, 0.6 * rem)
        stripe = QRectF(rect.left(), rect.top(), 0.45 * rem, rect.height())
        p.fillRect(stripe, QColor(self.session.colors.get(player.name, "#999999")))
        crown = QRectF(
            rect.left() + 0.8 * rem, rect.center().y() - 0.95 * rem, 2.2 * rem, 1.9 * rem
        )
        if monarch:
            self._crown.render(p, crown)
        life = str(player.life)
        p.setPen(TEXT if player.in_game else QColor("#9a9da6"))
        p.setFont(_font(2.1 * rem, bold=True))
        life_w = p.fontMetrics().horizontalAdvance(life)
        right = rect.right() - 0.8 * rem
        p.drawText(
            QRectF(right - life_w, rect.top(), life_w, rect.height()),
            Qt.AlignmentFlag.AlignVCenter,
            life,
        )
        right -= life_w + 0.6 * rem
        p.setFont(_font(1.0 * rem, bold=True))
        if pending:  # life lost, not in the total yet: beside it, in gold
            w = p.fontMetrics().horizontalAdvance(pending)
            p.setPen(GOLD)
            p.drawText(
                QRectF(right - w, rect.top(), w, rect.height()),
                Qt.AlignmentFlag.AlignVCenter,
                pending,
            )
            right -= w + 0.6 * rem
        most = max([*player.commander_damage.values(), *player.partner_damage.values(), 0])
        for value, color in ((most, "#e87461"), (player.poison, "#7fd35b")):
            if value:
                badge = f"{'⚔' if color == '#e87461' else '☣'} {value}"
                w = p.fontMetrics().horizontalAdvance(badge)
                p.setPen(QColor(color))
                p.drawText(
                    QRectF(right - w, rect.top(), w, rect.height()),
                    Qt.AlignmentFlag.AlignVCenter,
                    badge,
                )
                right -= w + 0.6 * rem
        name_rect = QRectF(
            crown.right() + 0.6 * rem, rect.top(), right - crown.right() - rem, rect.height()
        )
        font = _font(1.25 * rem, bold=True)
        font.setStrikeOut(not player.in_game)
        p.setFont(font)
        p.setPen(TEXT if player.in_game else QColor("#9a9da6"))
        name = p.fontMetrics().elidedText(
            player.name, Qt.TextElideMode.ElideRight, int(max(0.0, name_rect.width()))
        )
        p.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, name)

    def _box(
        self,
        p: QPainter,
        area: QRectF,
        text: str,
        rem: float,
        *,
        size: float,
        edge: QColor = GOLD,
        left: bool = False,
    ) -> None:
        p.setFont(_font(size * rem, bold=True))
        w = min(p.fontMetrics().horizontalAdvance(text) + 2.5 * rem, self.width() - 2 * rem)
        x = area.left() if left else (self.width() - w) / 2
        box = QRectF(x, area.top(), w, area.height())
        p.setPen(QPen(edge, 0.1 * rem))
        p.setBrush(PANEL)
        p.drawRoundedRect(box, 0.6 * rem, 0.6 * rem)
        p.setPen(TEXT)
        shown = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(w - 1.5 * rem))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)

    def pending_text(self, name: str) -> str:
        """What shows beside `name`'s life ("−5 · combat?") while the table has not said whether
        the life they lost in the combat damage step was combat damage; "" otherwise."""
        question = self.session.state.question if self.session.has_game else None
        if question is None or question.player != name or not question.amount:
            return ""
        word = strings.table(self.language)["ui"]["combat_question"]
        return f"\u2212{abs(question.amount)} \u00b7 {word}"

    # -- moving the frameless window ------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.globalPosition().toPoint() - self.frameGeometry().topLeft()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if self._drag_from is not None:
            self.move(event.globalPosition().toPoint() - self._drag_from)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        self._drag_from = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        self.close()


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
