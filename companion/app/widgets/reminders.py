"""The reminder banner: the monarch's draw, impossible to miss and never modal.

A paper game has no stack to show the trigger on, so the banner stays up until someone presses
Done (or the turn ends). It names the player the trigger belongs to, who keeps the draw even if
the crown moves before it is done (CR 724.2 and its official ruling). The trigger is quoted as the
official rule text of the current language words it (never a home-made translation), and a
"Why?" link opens that rule (`ruleRequested`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6 import QtCore
from PySide6.QtCore import QEasingCurve, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.theme import italic_ok
from companion.app.widgets.rule_link import RuleLinkLabel
from companion.core import events as ev
from companion.core.cards import Trigger, book
from companion.core.game import Outcome
from companion.core.model import CARD, MONARCH_DRAW, RAD, VENTURE, GameState, Reminder
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.flow import venture_rooms
from companion.shell.messages import msg, reminder_words, room_line
from companion.shell.palette import CROWN_GOLD
from companion.shell.resources import resource

_BASE = QColor("#3b3220")
_PULSE = QColor("#9a7a22")
DRAW_RULE = "monarch.2"  # the rule that states the two inherent triggers
RAD_GREEN = "#9bd35a"  # the rad counters' chip colour
VENTURE_RULE = "initiative.2"  # the initiative's three inherent triggers
_RULES = {MONARCH_DRAW: [DRAW_RULE], VENTURE: [VENTURE_RULE]}


def crown_path() -> Path | None:
    """The crown artwork if it is shipped (resources/crown.svg), else None."""
    path = resource("crown.svg")
    return path if path.is_file() else None


@cache
def crown_pixmap(path: Path, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(QtCore.Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(path))
    if renderer.isValid():
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
    return pixmap


def initiative_path() -> Path | None:
    """The initiative's token artwork if it is shipped (resources/initiative.svg), else None."""
    path = resource("initiative.svg")
    return path if path.is_file() else None


class _CountBox(QSpinBox):
    """A count said with Enter (the rad reminder's: Enter is Done, from the keyboard)."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.interpretText()
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class _ReminderRow(QWidget):
    """One pending reminder: its token, whose it is and why, what to do, and Done.

    The monarch's draw quotes the official trigger text. A venture (the initiative) offers the
    rooms the marker can enter, each with its ability, and is done by choosing one. A monarch
    card's trigger says what the card does and whether its "if" holds now."""

    venture = Signal(str, str)  # player, room
    rad = Signal(str, int)  # player, nonland cards milled

    def __init__(self, reminder: Reminder, state: GameState, px: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.reminder_id = reminder.id
        self._reminder = reminder
        self._state = state
        self.crown = self._token(reminder)
        self._player = reminder.player
        self.headline = QLabel()
        self.quote = QLabel()
        self.quote.setObjectName("triggerQuote")
        lines = [self.headline, self.quote]
        self.moved: QLabel | None = None
        self.condition: QLabel | None = None
        self.room_buttons: dict[str, QPushButton] = {}
        holder = state.initiative if reminder.kind == VENTURE else state.monarch
        if reminder.kind in (MONARCH_DRAW, VENTURE) and holder != reminder.player:
            self.moved = QLabel()
            lines.append(self.moved)
        trigger = self._trigger()
        if trigger is not None and trigger.condition is not None:
            self.condition = QLabel()
            lines.append(self.condition)
        self.rule_link = RuleLinkLabel()
        self.rule_link.set_rules(_RULES.get(reminder.kind, []))
        self.done_button = QPushButton()
        rooms_row = self._room_buttons()
        self.rad_count: QSpinBox | None = None
        self.rad_label: QLabel | None = None
        if reminder.kind == RAD:
            rooms_row.addWidget(self._rad_entry(state))
            rooms_row.addStretch(1)
            self.done_button.clicked.connect(self._rad_done)

        text = QVBoxLayout()
        text.setSpacing(2)
        for label in lines:
            label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            text.addWidget(label)
        if self.room_buttons or self.rad_count is not None:
            text.addLayout(rooms_row)
        text.addWidget(self.rule_link)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.crown, 0, QtCore.Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(text, 1)
        layout.addWidget(self.done_button, 0, QtCore.Qt.AlignmentFlag.AlignVCenter)
        self.set_font_px(px, lines)
        self.retranslate()

    def _room_buttons(self) -> QHBoxLayout:
        """For a venture where two arrows leave, a button per room (the holder's choice);
        Done stays for a venture with one way to go."""
        row = QHBoxLayout()
        if self._reminder.kind != VENTURE:
            return row
        _, rooms = venture_rooms(self._state, self._reminder.player)
        if len(rooms) > 1:
            for room in rooms:
                button = QPushButton(room)
                button.setObjectName("roomButton")
                button.clicked.connect(
                    lambda _=False, r=room: self.venture.emit(self._reminder.player, r)
                )
                self.room_buttons[room] = button
                row.addWidget(button)
            self.done_button.hide()
        return row

    def _token(self, reminder: Reminder) -> QLabel | QFrame:
        """The crown (the initiative's token for a venture) beside the reminder; a plain bar
        without the artwork, and for rad, which is nobody's designation."""
        if reminder.kind == RAD:
            self._crown_path = None
        elif reminder.kind == VENTURE:
            self._crown_path = initiative_path() or crown_path()
        else:
            self._crown_path = crown_path()
        if self._crown_path is not None:
            return QLabel()
        bar = QFrame()
        color = RAD_GREEN if reminder.kind == RAD else CROWN_GOLD
        bar.setStyleSheet(f"background: {color}; border-radius: 3px;")
        return bar

    def _rad_entry(self, state: GameState) -> QWidget:
        """How many of the cards milled for rad were nonland cards (0 up to the rad counters,
        as many as were milled); Done says it."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.rad_label = QLabel()
        self.rad_label.setObjectName("radLabel")
        self.rad_count = _CountBox()
        self.rad_count.setObjectName("radCount")
        self.rad_count.submitted.connect(self._rad_done)  # Enter says it, as Done does
        self.rad_count.setRange(0, state.player(self._player).counters.get("rad", 0))
        self.rad_label.setBuddy(self.rad_count)
        row.addWidget(self.rad_label)
        row.addWidget(self.rad_count)
        return box

    def _rad_done(self) -> None:
        assert self.rad_count is not None
        self.rad.emit(self._player, self.rad_count.value())

    def _trigger(self) -> Trigger | None:
        reminder = self._reminder
        if reminder.kind != CARD or reminder.card is None:
            return None
        triggers = book().get(reminder.card, ())
        return triggers[reminder.trigger] if reminder.trigger < len(triggers) else None

    def retranslate(self) -> None:
        """Every line in the current language, from the reminder's one wording
        (messages.reminder_words, the overlay's and the phones' too); the draw as that
        language's rule text says it."""
        kind, player = self._reminder.kind, self._player
        words = reminder_words(self._state, self._reminder)
        self.headline.setText(describe.say(words.headline))
        if words.rooms:
            abilities = [describe.say(room_line(room, ability)) for room, ability in words.rooms]
            if words.choose:
                abilities.insert(0, describe.say(msg("reminder.choose_room")))
            self.quote.setText("\n".join(abilities))
        else:
            self.quote.setText(describe.say(words.quote) if words.quote is not None else "")
        for room, ability in words.rooms:
            if room in self.room_buttons:
                self.room_buttons[room].setToolTip(describe.say(ability))
        if self.moved is not None:
            key = "reminder.venture_moved" if kind == VENTURE else "reminder.moved"
            self.moved.setText(describe.say(msg(key, player=player)))
        if self.condition is not None and words.condition is not None:
            self.condition.setText(describe.say(words.condition))
        self._retranslate_buttons(kind)

    def _retranslate_buttons(self, kind: str) -> None:
        if kind == RAD:
            assert self.rad_label is not None
            self.rad_label.setText(self.tr("&Nonland cards milled:"))
            self.done_button.setToolTip(self.tr("The cards are milled; the life and the rad "
                                                "counters go"))
        elif kind == VENTURE:
            self.done_button.setToolTip(self.tr("The venture is made"))
        elif kind == CARD and self._reminder.card is not None:
            self.done_button.setToolTip(self.tr("It is carried out at the table"))
        else:
            self.done_button.setToolTip(self.tr("The card is drawn"))
        self.done_button.setText(describe.say(msg("reminder.done")))

    def set_font_px(self, px: int, lines: list[QLabel] | None = None) -> None:
        if isinstance(self.crown, QLabel) and self._crown_path is not None:
            self.crown.setPixmap(crown_pixmap(self._crown_path, round(px * 2.6)))
        else:
            self.crown.setFixedWidth(max(6, px // 2))
        for label in lines or [
            w for w in self.findChildren(QLabel) if w is not self.crown and w is not self.rule_link
        ]:
            font = label.font()
            font.setPixelSize(round(px * 1.3) if label is self.headline else px)
            font.setBold(label is self.headline)
            font.setItalic(label is self.quote and italic_ok())
            label.setFont(font)
        # The rooms are tapped from across the table as Done is: the same size.
        sized: list[QWidget] = [self.done_button, *self.room_buttons.values()]
        if self.rad_count is not None:
            sized.append(self.rad_count)
        for button in sized:
            font = button.font()
            font.setPixelSize(round(px * 1.2))
            button.setFont(font)
        font = self.rule_link.font()
        font.setPixelSize(max(12, round(px * 0.85)))
        self.rule_link.setFont(font)
        if self.rad_count is not None:  # a count tapped from across the table: room for a finger
            self.rad_count.setMinimumHeight(round(px * 2.4))
            self.rad_count.setMinimumWidth(round(px * 5))

    def texts(self) -> list[str]:
        labels = [w for w in self.findChildren(QLabel) if w is not self.rule_link and w.text()]
        return [label.text() for label in labels] + [self.rule_link.plain_text()]


class ReminderBanner(Retranslating, QWidget):
    """A gold banner for each pending monarch's draw, with Done; hidden when nothing is pending."""

    resolved = Signal(int)
    ruleRequested = Signal(str)

    def __init__(
        self, session: GameSession, commands: Registry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # Done, a room and a rad count are the command table's, run by name (as a phone's).
        self.commands = commands or build_commands(session)
        self.setObjectName("ReminderBanner")
        self.setStyleSheet(
            "#ReminderBanner QLabel { color: #f7ecd0; }"
            f"#ReminderBanner QPushButton {{ background: {CROWN_GOLD}; color: #1e1f24;"
            " border: none; border-radius: 6px; padding: 0.3em 1.2em; font-weight: bold; }"
            "#ReminderBanner QPushButton:hover { background: #ffd66b; }"
        )
        self._session = session
        self._rows: dict[int, _ReminderRow] = {}
        self._shown_key: tuple[object, ...] = ()
        self._px = 16
        self._max_px = 34
        self._bg = QColor(_BASE)

        self._cancelled = QLabel()
        self._cancelled.setObjectName("cancelledNotice")
        self._cancelled.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self._cancelled.setWordWrap(True)
        self._cancelled.setStyleSheet("color: #e8c9a0;")
        # Side by side while there are several and room for them (a venture and a Court at the
        # upkeep): half the height over the far players' panels.
        self._rows_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self._rows_layout.setSpacing(8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addLayout(self._rows_layout)
        layout.addWidget(self._cancelled)

        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(QColor(_BASE))
        self._pulse.setKeyValueAt(0.5, QColor(_PULSE))
        self._pulse.setEndValue(QColor(_BASE))
        self._pulse.setDuration(450)
        self._pulse.setLoopCount(3)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._set_bg)

        session.changed.connect(self._on_changed)
        session.reset.connect(self._on_reset)
        self._set_font_px(self._px)
        self._cancel_events: list[ev.ReminderCancelled] = []
        self._refresh()

    def retranslate(self) -> None:
        """Every row and the cancellation notice again in the current language (its fonts too:
        a language without italics sets none)."""
        for row in self._rows.values():
            row.retranslate()
        self._set_font_px(self._px)
        self._show_cancelled()

    # -- public API ------------------------------------------------------------------------------

    def pending_ids(self) -> list[int]:
        """The reminders on show, in order."""
        return list(self._rows)

    def texts(self) -> list[str]:
        """Every line on show (for tests and accessibility checks)."""
        out = [t for row in self._rows.values() for t in row.texts()]
        if self._cancelled.text():
            out.append(self._cancelled.text())
        return out

    def done_button(self, reminder_id: int) -> QPushButton:
        return self._rows[reminder_id].done_button

    def crown_widget(self, reminder_id: int) -> QWidget:
        """The crown artwork (a QLabel) or, without artwork, the gold bar (a QFrame)."""
        return self._rows[reminder_id].crown

    def labels(self, reminder_id: int) -> list[QLabel]:
        row = self._rows[reminder_id]
        return [w for w in row.findChildren(QLabel) if w not in (row.crown, row.rule_link)]

    def rule_link(self, reminder_id: int) -> RuleLinkLabel:
        return self._rows[reminder_id].rule_link

    def background(self) -> QColor:
        """The banner's colour now (it changes while it flashes)."""
        return QColor(self._bg)

    def flash(self) -> None:
        """Pulse the banner's colour to draw the eye (End turn stopped here)."""
        self._pulse.stop()
        self._pulse.start()

    def is_flashing(self) -> bool:
        return self._pulse.state() is QVariantAnimation.State.Running

    # -- reacting to the game --------------------------------------------------------------------

    def _on_reset(self) -> None:
        self._cancel_events = []
        self._cancelled.clear()
        self._refresh()

    def _on_changed(self, outcome: Outcome) -> None:
        # A cancellation notice lasts until the next action.
        self._cancel_events = [e for e in outcome.events if isinstance(e, ev.ReminderCancelled)]
        self._show_cancelled()
        self._refresh()

    def _show_cancelled(self) -> None:
        lines = (describe.event_sentence(e) for e in self._cancel_events)
        self._cancelled.setText("\n".join(line for line in lines if line))

    def _refresh(self) -> None:
        state = self._session.state if self._session.has_game else None
        pending = state.pending_reminders() if state else ()
        key = (
            tuple(pending),
            state.monarch if state else None,
            state.initiative if state else None,
            tuple((p.dungeon, p.room) for p in state.players) if state else (),
        )
        if key != self._shown_key and state is not None:
            self._shown_key = key
            self._rebuild(pending, state)
        elif state is None:
            self._rebuild((), None)
        self._cancelled.setVisible(bool(self._cancelled.text()))
        self.setVisible(bool(self._rows) or bool(self._cancelled.text()))

    def _rebuild(self, pending: tuple[Reminder, ...], state: GameState | None) -> None:
        for row in self._rows.values():
            row.hide()
            row.deleteLater()  # a Done button may be mid-click: never delete it synchronously
        self._rows = {}
        if state is None:
            self._shown_key = ()
            return
        for reminder in pending:
            row = _ReminderRow(reminder, state, self._px, self)
            if reminder.kind != RAD:  # rad's Done says the count (the row's `rad`)
                row.done_button.clicked.connect(lambda _=False, r=reminder.id: self._done(r))
            row.venture.connect(self._venture)
            row.rad.connect(self._rad)
            row.rule_link.ruleRequested.connect(self.ruleRequested)
            self._rows_layout.addWidget(row, 1)
            self._rows[reminder.id] = row
        self.focus_count()

    def focus_count(self) -> bool:
        """Put the keyboard on the first reminder that asks a count (rad's nonland cards): it
        can be typed and said with Enter at once (D brings it back here). False if none asks."""
        for row in self._rows.values():
            if row.rad_count is not None:
                row.rad_count.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
                row.rad_count.selectAll()
                return True
        return False

    def _done(self, reminder_id: int) -> None:
        """Done: the draw is done (and the turn ends, if End turn had stopped for it)."""
        if self._changed("done_reminder", None, reminder=reminder_id):
            self.resolved.emit(reminder_id)

    def _rad(self, player: str, nonland: int) -> None:
        """The count of nonland cards milled for rad: the trigger resolves (and the turn goes
        on if End turn stopped for it)."""
        if self._changed("rad_mill", player, nonland=nonland):
            self.resolved.emit(0)

    def _venture(self, player: str, room: str) -> None:
        """A room chosen for a venture: it is made (and the turn goes on if End turn stopped)."""
        if self._changed("venture_room", player, room=room):
            self.resolved.emit(0)

    def _changed(self, name: str, player: str | None, **args: object) -> bool:
        """Run a command of the table; whether it changed the game."""
        return isinstance(self.commands.invoke(name, player, **args), Outcome)

    # -- drawing ---------------------------------------------------------------------------------

    def _set_bg(self, color: QColor) -> None:
        self._bg = QColor(color)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt\'s name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setPen(QPen(QColor(CROWN_GOLD), 3))
        painter.setBrush(self._bg)
        painter.drawRoundedRect(rect, 8, 8)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt\'s name
        """Scale the text with the window's width so it reads from across the table."""
        super().resizeEvent(event)
        self._fit_font()

    def set_side_by_side(self, side_by_side: bool) -> None:
        """Several reminders in columns rather than one under the other (the page decides, from
        the room it has)."""
        direction = (
            QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom
        )
        if self._rows_layout.direction() != direction:
            self._rows_layout.setDirection(direction)

    def set_max_px(self, px: int) -> None:
        """The largest text the banner may use (it lies over the table: the page keeps it from
        covering more than the far players' counters on a small table)."""
        self._max_px = px
        self._fit_font()

    def _fit_font(self) -> None:
        px = max(14, min(34, self._max_px, self.width() // 45))
        if px != self._px:
            self._set_font_px(px)

    def _set_font_px(self, px: int) -> None:
        self._px = px
        font = self._cancelled.font()
        font.setPixelSize(px)
        font.setItalic(italic_ok())
        self._cancelled.setFont(font)
        for row in self._rows.values():
            row.set_font_px(px)
