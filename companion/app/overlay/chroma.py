"""The overlay in a frameless window on a solid key colour, for OBS's Window Capture + Chroma Key.

Qt has no web view here (QtWebEngine is not shipped), so this window paints the same content as
the page's bar layout natively: each player's colour, name, life, poison and largest commander
damage, the crown on the monarch and the initiative's token beside it on its holder, each venture
marker's dungeon and room ("Undercity · Forge") and the dungeons completed ("✓1"), whose turn it is
and the step, this turn's pending reminders (the monarch's draw, a venture, a monarch card's
trigger) until they are done, the open combat question beside the life it holds back
("40 −5 · combat?"), the winner. Cards too narrow for all of it on one line (many players) put
the name on a line of its own, as the page's bar does.
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
from companion.core.model import MONARCH_DRAW, VENTURE, PlayerState, Reminder
from companion.core.values import frozen
from companion.shell import messages
from companion.shell.messages import msg
from companion.shell.resources import resource
from companion.web import strings
from companion.web.source import GameSource

DEFAULT_KEY = "#00FF00"
PANEL = QColor(24, 25, 31)
TEXT = QColor("#f0f0f0")
GOLD = QColor("#F2C14E")
TEAL = QColor("#3FD6C6")  # the initiative's colour, as the page's --teal
MUTED = QColor("#b9bcc6")
CARD_REM = 4.2  # a card's height, in rem
CROWDED_REM = 4.6  # a crowded card: the name's line, then the tokens and numbers
CROWDED_BELOW_REM = 17.0  # cards narrower than this (in rem) are crowded
DUNGEON_REM = 1.3  # the venture line under the cards' names, while someone has one


@frozen
class CardParts:
    """Where the parts of one player's card go (ChromaWindow.card_parts)."""

    crowded: bool
    name: QRectF | None
    row: QRectF
    crown: QRectF
    token: QRectF | None
    line: QRectF


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
        self._initiative = _artwork("initiative.svg", self)
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
        rem = self._rem()
        margin = rem
        cards = self.card_rects()
        top = min((r.top() for r in cards.values()), default=self.height() - margin)
        for player in state.players:
            self._card(
                painter,
                cards[player.name],
                player,
                rem,
                active=player.name == state.active_player,
                monarch=player.name == state.monarch,
                initiative=player.name == state.initiative if state.initiative else None,
                pending=self.pending_text(player.name),
            )
        say = functools.partial(strings.say, code=self.language)
        turn = words["ui"]["turn"].format(turn=state.turn)
        line = f"{turn}  {state.turn_player}  ·  {say(messages.step_message(state.step))}"
        self._box(
            painter, QRectF(margin, top - 2.6 * rem, 0, 2 * rem), line, rem, size=1.05, left=True
        )
        y = top - 5.4 * rem
        for r in state.pending_reminders():
            self._box(
                painter,
                QRectF(0, y, self.width(), 2.2 * rem),
                self.reminder_text(r),
                rem,
                size=1.1,
                edge=TEAL if r.kind == VENTURE else GOLD,
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
        initiative: bool | None = None,
        pending: str = "",
    ) -> None:
        """One player's card; `initiative`: whether they hold it, None while nobody does (then
        the token's place beside the crown is not kept)."""
        parts = self.card_parts(rect, initiative is not None)
        self._card_face(p, rect, player, rem, active=active)
        self._card_marks(p, parts, player, rem, monarch=monarch, initiative=initiative)
        right = self._card_figures(p, parts.row, player, rem, crowded=parts.crowded,
                                   pending=pending)
        self._card_name(p, parts, player, rem, right)

    def _card_face(
        self, p: QPainter, rect: QRectF, player: PlayerState, rem: float, *, active: bool
    ) -> None:
        """The card's panel (framed in gold on the active player's) and the player's colour
        along its left edge."""
        p.setPen(QPen(GOLD if active else QColor(255, 255, 255, 30), 0.15 * rem))
        p.setBrush(PANEL)
        p.drawRoundedRect(rect, 0.6 * rem, 0.6 * rem)
        stripe = QRectF(rect.left(), rect.top(), 0.45 * rem, rect.height())
        p.fillRect(stripe, QColor(self.session.colors.get(player.name, "#999999")))

    def _card_marks(
        self,
        p: QPainter,
        parts: CardParts,
        player: PlayerState,
        rem: float,
        *,
        monarch: bool,
        initiative: bool | None,
    ) -> None:
        """The venture line along the card's foot, the crown and the initiative's token."""
        line = self.dungeon_text(player.name)
        if line[0] or line[1]:  # the venture line along the card's foot
            self._dungeon_line(p, parts.line, line, rem)
        if monarch:
            self._crown.render(p, parts.crown)
        if initiative and parts.token is not None:
            self._token(p, parts.token, rem)

    def _card_figures(
        self,
        p: QPainter,
        row: QRectF,
        player: PlayerState,
        rem: float,
        *,
        crowded: bool,
        pending: str,
    ) -> float:
        """Life at the right of `row`, then leftwards the life held back and the largest
        commander damage and poison; returns where they end on the left."""
        life = str(player.life)
        p.setPen(TEXT if player.in_game else QColor("#9a9da6"))
        p.setFont(_font((1.8 if crowded else 2.1) * rem, bold=True))
        life_w = p.fontMetrics().horizontalAdvance(life)
        right = row.right() - 0.8 * rem
        p.drawText(
            QRectF(right - life_w, row.top(), life_w, row.height()),
            Qt.AlignmentFlag.AlignVCenter,
            life,
        )
        right -= life_w + 0.6 * rem
        p.setFont(_font(1.0 * rem, bold=True))
        if pending:  # life lost, not in the total yet: beside it, in gold
            w = p.fontMetrics().horizontalAdvance(pending)
            p.setPen(GOLD)
            p.drawText(
                QRectF(right - w, row.top(), w, row.height()),
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
                    QRectF(right - w, row.top(), w, row.height()),
                    Qt.AlignmentFlag.AlignVCenter,
                    badge,
                )
                right -= w + 0.6 * rem
        return right

    def _card_name(
        self, p: QPainter, parts: CardParts, player: PlayerState, rem: float, right: float
    ) -> None:
        """The player's name, cut with "…" to its room (struck out once they left): on a line
        of its own on a crowded card, else beside the tokens up to `right`, the figures' end."""
        row = parts.row
        name_rect = parts.name
        if name_rect is None:  # beside the tokens, up to the badges
            left = (parts.token or parts.crown).right() + 0.6 * rem
            name_rect = QRectF(left, row.top(), right - left - 0.4 * rem, row.height())
        font = _font((1.1 if parts.crowded else 1.25) * rem, bold=True)
        font.setStrikeOut(not player.in_game)
        p.setFont(font)
        p.setPen(TEXT if player.in_game else QColor("#9a9da6"))
        name = p.fontMetrics().elidedText(
            player.name, Qt.TextElideMode.ElideRight, int(max(0.0, name_rect.width()))
        )
        p.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, name)

    def _token(self, p: QPainter, area: QRectF, rem: float) -> None:
        """The initiative's token in `area`: the app's artwork, or a teal mark with the first letter
        of its name when the artwork is not shipped."""
        if self._initiative is not None:
            size = self._initiative.defaultSize()
            aspect = size.width() / size.height() if size.height() > 0 else 1.0
            w = min(area.width(), area.height() * aspect)
            h = w / aspect
            self._initiative.render(
                p, QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)
            )
            return
        word = strings.table(self.language)["ui"]["initiative"]
        p.setPen(QPen(TEXT, 0.08 * rem))
        p.setBrush(TEAL.darker(160))
        p.drawRoundedRect(area.adjusted(0, 0.15 * rem, 0, -0.15 * rem), 0.35 * rem, 0.35 * rem)
        p.setFont(_font(1.0 * rem, bold=True))
        p.setPen(TEXT)
        p.drawText(area, Qt.AlignmentFlag.AlignCenter, word[:1].upper())

    def _dungeon_line(self, p: QPainter, area: QRectF, line: tuple[str, str], rem: float) -> None:
        where, done = line
        p.setFont(_font(0.85 * rem, bold=True))
        right = area.right()
        if done:
            w = p.fontMetrics().horizontalAdvance(done)
            p.setPen(TEAL)
            p.drawText(QRectF(right - w, area.top(), w, area.height()),
                       Qt.AlignmentFlag.AlignVCenter, done)
            right -= w + 0.5 * rem
        if where:
            p.setPen(MUTED)
            shown = p.fontMetrics().elidedText(
                where, Qt.TextElideMode.ElideRight, int(max(0.0, right - area.left()))
            )
            p.drawText(QRectF(area.left(), area.top(), right - area.left(), area.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, shown)

    # -- what is shown, for the painting and the tests -------------------------------------------

    def _rem(self) -> float:
        return self.height() / 54.0

    def crowded(self) -> bool:
        """Cards too narrow for the name beside the tokens and the life (many players, as the
        page's bar from four): the name goes on a line of its own across the card."""
        if not self.session.has_game:
            return False
        n = max(1, len(self.session.state.players))
        rem = self._rem()
        width = (self.width() - 2 * rem - 0.6 * rem * (n - 1)) / n
        return width < CROWDED_BELOW_REM * rem

    def card_rects(self) -> dict[str, QRectF]:
        """Each player's card, by name, left to right along the bottom; taller while a venture
        marker or a completed dungeon gives the cards a venture line."""
        if not self.session.has_game:
            return {}
        players = self.session.state.players
        rem = self._rem()
        margin, gap = rem, 0.6 * rem
        width = (self.width() - 2 * margin - gap * (len(players) - 1)) / max(1, len(players))
        lines = any(any(self.dungeon_text(p.name)) for p in players)
        body = CROWDED_REM if self.crowded() else CARD_REM
        card_h = (body + (DUNGEON_REM if lines else 0.0)) * rem
        top = self.height() - margin - card_h
        return {
            p.name: QRectF(margin + i * (width + gap), top, width, card_h)
            for i, p in enumerate(players)
        }

    def card_parts(self, card: QRectF, token_slot: bool) -> CardParts:
        """Where a card's parts go: the name (None: beside the tokens, as wide as the badges
        leave it), the row of tokens and numbers, the crown's place, the initiative's beside it
        (while someone has the initiative, `token_slot`), the venture line at the foot."""
        rem = self._rem()
        crowded = self.crowded()
        body = (CROWDED_REM if crowded else CARD_REM) * rem
        name = None
        row = QRectF(card.left(), card.top(), card.width(), body)
        if crowded:
            head = 1.55 * rem
            name = QRectF(card.left() + 0.8 * rem, card.top() + 0.25 * rem,
                          card.width() - 1.4 * rem, head)
            row = QRectF(card.left(), card.top() + head, card.width(), body - head)
        cw, ch = (1.8 * rem, 1.6 * rem) if crowded else (2.2 * rem, 1.9 * rem)
        crown = QRectF(card.left() + 0.8 * rem, row.center().y() - ch / 2, cw, ch)
        token = None
        if token_slot:
            token = QRectF(crown.right() + 0.2 * rem, crown.top(),
                           (1.4 if crowded else 1.7) * rem, ch)
        line = QRectF(card.left() + 0.8 * rem, card.top() + body - 0.35 * rem,
                      card.width() - 1.6 * rem, (DUNGEON_REM - 0.2) * rem)
        return CardParts(crowded, name, row, crown, token, line)

    def dungeon_text(self, name: str) -> tuple[str, str]:
        """`name`'s venture marker as ("Undercity · Forge", "✓1"): the dungeon and room (proper
        names, as printed) and the dungeons they completed; "" for what they do not have."""
        if not self.session.has_game:
            return "", ""
        player = self.session.state.player(name)
        where = f"{player.dungeon} \u00b7 {player.room}" if player.dungeon and player.room else ""
        done = f"\u2713{player.dungeons_completed}" if player.dungeons_completed else ""
        return where, done

    def reminder_text(self, reminder: Reminder) -> str:
        """What a pending reminder's box says: the app's sentence for it (messages.reminder_message)
        in the window's language, the monarch's draw with its trigger quoted."""
        said = strings.say(messages.reminder_message(reminder), self.language)
        if reminder.kind == MONARCH_DRAW:
            said = f"{said}  {strings.say(msg('trigger.draw'), self.language)}"
        return said

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


def _artwork(name: str, parent: QWidget) -> QSvgRenderer | None:
    """A shipped SVG (resources/`name`), or None when it is missing or cannot be drawn."""
    path = resource(name)
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path), parent)
    return renderer if renderer.isValid() else None


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
