"""One player's corner of the table: name, big life total, buttons and counters.

A view: it redraws from `session.state` whenever the session changes and changes the game only
through `session.do`. The one thing it keeps itself is the amount of an unanswered combat question
(panel_question), which must never be lost silently.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QToolButton, QVBoxLayout, QWidget

from companion.app import describe
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.widgets.life_button import LifeButton
from companion.app.widgets.panel_chrome import PanelChrome, paint_frame
from companion.app.widgets.panel_counter_box import CounterBox
from companion.app.widgets.panel_counters import CounterChip
from companion.app.widgets.panel_fit import FitLabel, set_pixel_size
from companion.app.widgets.panel_host import global_pos, outer_widget
from companion.app.widgets.panel_menu import PlayerMenu
from companion.app.widgets.panel_question import CombatQuestion
from companion.core.actions import CombatDamage, Hit, LifeChange
from companion.core.model import GameState
from companion.core.steps import Step
from companion.shell.palette import CROWN_GOLD

WHEEL_STEP = 120  # one notch of a mouse wheel (QWheelEvent.angleDelta)


class PlayerPanel(Retranslating, QWidget):
    """Player `name`'s panel. Signals: `selectRequested(str)`, `becomeMonarchRequested(str)`."""

    selectRequested = Signal(str)
    becomeMonarchRequested = Signal(str)

    def __init__(self, session: GameSession, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self._session = session
        self.name = name
        self.color = session.color(name)
        self._selected = False
        self._detached = False  # set when another game is loaded
        self._pending = 0  # life lost by hand by the monarch in combat, not yet explained
        self._wheel = 0
        self.menu = PlayerMenu(session, name, self)
        self.menu.becomeMonarchRequested.connect(self.becomeMonarchRequested)
        self.setMinimumSize(1, 1)
        self._build()
        session.changed.connect(self.refresh)
        session.reset.connect(self.detach)
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip, and the texts made from the game (reason, question) in the new language."""
        self.life_label.setToolTip(self.tr("Mouse wheel: +1 / −1"))
        self.refresh()

    # -- building ---------------------------------------------------------------------------------

    def _build(self) -> None:
        self.setStyleSheet(PanelChrome.STYLE)
        self._layout = layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.chrome = PanelChrome(self.name, self.color, self)
        self.chrome.menu_button.clicked.connect(self._menu_from_button)
        layout.addWidget(self.chrome.header)

        body = QGridLayout()
        body.setSpacing(6)
        self.buttons: dict[int, LifeButton] = {}
        for delta, row, col in ((-1, 0, 0), (-5, 1, 0), (1, 0, 2), (5, 1, 2)):
            button = LifeButton(delta, self)
            button.stepped.connect(self.change_life)
            body.addWidget(button, row, col)
            self.buttons[delta] = button
        self.life_label = FitLabel("", self, fill=0.95)
        self.life_label.setObjectName("LifeTotal")
        self.life_label.installEventFilter(self)
        body.addWidget(self.life_label, 0, 1, 2, 1)
        body.setColumnStretch(0, 2)
        body.setColumnStretch(1, 5)
        body.setColumnStretch(2, 2)
        layout.addLayout(body, 1)

        self.reason_label = QLabel(self)
        self.reason_label.setTextFormat(Qt.TextFormat.PlainText)
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason_label.setObjectName("Reason")
        self.reason_label.setWordWrap(True)
        self.reason_label.hide()
        layout.addWidget(self.reason_label)

        self.question = CombatQuestion(self)
        self.question.answered.connect(self._answer)
        self.question.hide()
        layout.addWidget(self.question)

        self.counters = CounterBox(self._session, self.name, self)
        layout.addWidget(self.counters)

    @property
    def poison(self) -> CounterChip:
        return self.counters.poison

    @property
    def commander(self) -> dict[tuple[str, bool], CounterChip]:
        """Commander-damage counters by (opponent, partner commander?)."""
        return self.counters.commander

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # The host decides the size; fonts shrink to fit it rather than the panel growing.
        return QSize(1, 1)

    # -- state ----------------------------------------------------------------------------------

    def _state(self) -> GameState | None:
        if self._detached or not self._session.has_game:
            return None
        if not self._session.state.has_player(self.name):
            return None
        return self._session.state

    @property
    def pending(self) -> int:
        """Life the monarch lost by hand in combat, waiting for the combat question's answer."""
        return self._pending

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        self._selected = selected
        self.update()

    def refresh(self, _outcome: object = None) -> None:
        state = self._state()
        if state is None:
            return
        me = state.player(self.name)
        playing = me.in_game and not state.game_over
        if self._pending and not playing:
            self._pending = 0  # nobody is left to lose that life
        self.chrome.update_from(state, me)
        self.life_label.setText(str(me.life - self._pending))
        self.life_label.set_color(
            "#6b6d75" if not me.in_game else CROWN_GOLD if self._pending else "#ffffff"
        )
        for button in self.buttons.values():
            button.setEnabled(playing)
        if me.departure is not None:
            reason = describe.leave_reason(me.departure.reason, me.departure.source)
            self.reason_label.setText(self.tr("Left the game: {reason}").format(reason=reason))
        self.reason_label.setVisible(me.departure is not None)
        self.counters.update_from(state, me, playing)
        self._refresh_question(state)
        self.update()

    def _refresh_question(self, state: GameState) -> None:
        if not self._pending:
            self.question.hide()
            self.counters.show()
            return
        self.question.set_amount_text(describe.action_label(LifeChange(self.name, -self._pending)))
        self.question.set_options(
            tuple((n, self._session.color(n)) for n in self._attackers(state))
        )
        self.question.show()
        self.counters.hide()

    def _attackers(self, state: GameState) -> list[str]:
        """Who could have attacked: the active player first, then the others in turn order."""
        first = state.active_player or state.turn_player
        order = list(state.names)
        start = order.index(first) if first in order else 0
        order = order[start:] + order[:start]
        return [n for n in order if n != self.name and state.player(n).in_game]

    # -- changing the game ------------------------------------------------------------------------

    def change_life(self, delta: int) -> None:
        """A hand-made life change; the monarch's losses in combat go through the question."""
        state = self._state()
        if state is None or delta == 0 or not state.player(self.name).in_game:
            return
        if self._pending:
            if delta < 0:
                self._pending += -delta
                self.refresh()
                return
            taken = min(delta, self._pending)
            self._pending -= taken
            delta -= taken
            self.refresh()
        elif delta < 0 and self._asks_combat(state):
            self._pending = -delta
            self.refresh()
            return
        if delta:
            self._session.do(LifeChange(self.name, delta))

    def _asks_combat(self, state: GameState) -> bool:
        return (
            state.monarch == self.name
            and state.step is Step.COMBAT_DAMAGE
            and bool(self._attackers(state))
        )

    def _answer(self, source: str | None) -> None:
        amount = self._pending
        if not amount:
            return
        self._pending = 0
        action = (
            LifeChange(self.name, -amount)
            if source is None
            else CombatDamage((Hit(source, self.name, amount),))
        )
        if self._session.do(action) is None:
            self._pending = amount  # refused: keep asking
        self.refresh()

    def detach(self) -> None:
        """Another game was loaded: forget the unanswered question and stop following the session.

        The panel's player and opponents belong to the old game; the table builds new panels.
        """
        if self._detached:
            return
        self._detached = True
        self._pending = 0
        self._session.changed.disconnect(self.refresh)
        self._session.reset.disconnect(self.detach)

    # -- events -----------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.life_label and event.type() == QEvent.Type.Wheel:
            assert isinstance(event, QWheelEvent)
            self._wheel += event.angleDelta().y()
            steps = int(self._wheel / WHEEL_STEP)
            self._wheel -= steps * WHEEL_STEP
            if steps:
                self.change_life(steps)
            event.accept()
            return True
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.selectRequested.emit(self.name)
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        self.menu.popup(outer_widget(self), event.globalPos())

    def _menu_from_button(self) -> None:
        button: QToolButton = self.chrome.menu_button
        self.menu.popup(outer_widget(self), global_pos(button, QPoint(0, button.height())))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        base = max(9, int(min(self.height() / 15, self.width() / 20)))
        font = self.font()
        font.setPixelSize(base)
        self.setFont(font)
        self.chrome.scale(base)
        for button in self.buttons.values():
            set_pixel_size(button, int(base * 1.6), bold=True)
        self.question.scale(base)
        set_pixel_size(self.reason_label, int(base * 1.1), bold=True)
        self.counters.scale(int(base * 0.95))
        margin = max(4, base // 3)
        self._layout.setContentsMargins(margin, margin, margin, margin)
        self.counters.place(self.width() - 2 * margin)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        state = self._state()
        me = state.player(self.name) if state else None
        painter = QPainter(self)
        paint_frame(
            painter,
            QRectF(self.rect()),
            self.color,
            unit=max(3, self.font().pixelSize() // 6),
            active=bool(state and state.active_player == self.name),
            gone=bool(me and not me.in_game),
            selected=self._selected,
        )
        painter.end()
