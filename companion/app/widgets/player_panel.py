"""One player's corner of the table: name, big life total, buttons and counters.

A view: it redraws from `session.state` whenever the session changes and changes the game only
through the session's commands. The monarch's open combat question (panel_question) is game state
(`state.question`), shown here until someone answers it.
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
from companion.core.actions import LifeChange
from companion.core.model import GameState
from companion.shell import flow
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.messages import leave_reason_message, msg
from companion.shell.palette import CROWN_GOLD

WHEEL_STEP = 120  # one notch of a mouse wheel (QWheelEvent.angleDelta)


class PlayerPanel(Retranslating, QWidget):
    """Player `name`'s panel. Signal: `selectRequested(str)`. Its menu (⋮ and right-click) runs
    the view's command registry (`commands`; by default one with only the game commands)."""

    selectRequested = Signal(str)

    def __init__(
        self,
        session: GameSession,
        name: str,
        parent: QWidget | None = None,
        commands: Registry | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self._session = session
        self.name = name
        self.color = session.color(name)
        self._selected = False
        self._detached = False  # set when another game is loaded
        self._wheel = 0
        self._frame: tuple[bool, bool] | None = None  # (active, in game) as last painted
        self.menu = PlayerMenu(commands or build_commands(session), name, self)
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
        """Life this player lost by hand in combat, waiting for the combat question's answer."""
        state = self._state()
        question = state.question if state else None
        return question.amount if question and question.player == self.name else 0

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
        pending = self.pending
        self.chrome.update_from(state, me)
        # While the question is open the total shows what it will be, in gold: not final yet.
        self.life_label.setText(str(me.life - pending))
        self.life_label.set_color(
            "#6b6d75" if not me.in_game else CROWN_GOLD if pending else "#ffffff"
        )
        for button in self.buttons.values():
            button.setEnabled(playing)
        if me.departure is not None:
            reason = leave_reason_message(me.departure.reason, me.departure.source)
            self.reason_label.setText(describe.say(msg("panel.left", reason=reason)))
        self.reason_label.setVisible(me.departure is not None)
        self.counters.update_from(state, me, playing)
        self._refresh_question(state)
        # The frame (paintEvent) shows whose turn it is and who left; the children repaint
        # themselves when their text changes. Unchanged panels are not repainted at all.
        frame = (state.active_player == self.name, me.in_game)
        if frame != self._frame:
            self._frame = frame
            self.update()

    def _refresh_question(self, state: GameState) -> None:
        pending = self.pending
        if not pending:
            self.question.hide()
            self.counters.show()
            return
        self.question.set_amount_text(describe.action_label(LifeChange(self.name, -pending)))
        self.question.set_options(
            tuple((n, self._session.color(n)) for n in flow.attackers(state, self.name))
        )
        self.question.show()
        self.counters.hide()

    # -- changing the game ------------------------------------------------------------------------

    def change_life(self, delta: int) -> None:
        """A tap on +/- or the wheel; the session's flow decides if it asks about combat."""
        state = self._state()
        if state is None or delta == 0 or not state.player(self.name).in_game:
            return
        self._session.change_life(self.name, delta)

    def _answer(self, source: str | None) -> None:
        self._session.answer(source)

    def detach(self) -> None:
        """Another game was loaded: forget the unanswered question and stop following the session.

        The panel's player and opponents belong to the old game; the table builds new panels.
        """
        if self._detached:
            return
        self._detached = True
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
