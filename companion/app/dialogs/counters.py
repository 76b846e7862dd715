"""A player's counters in one place, from the keyboard (Q) or the panel's menu: energy, experience,
rad, the playgroup's own counters and a new one, speed, the city's blessing and the Ring.

Every button is one action at once (taps on one counter a moment apart merge, as on the panel):
there is nothing to confirm, Undo takes any of it back, and the dialog follows the game while it
is open. A counter the pod makes up here is remembered for the playgroup's next games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.session import GameSession
from companion.core import rules
from companion.core.actions import PLAYER_COUNTERS, CitysBlessing, Speed
from companion.core.errors import ActionError, Phrase
from companion.core.names import validate_name
from companion.shell import taps
from companion.shell.commands import speed_can_rise
from companion.shell.taps import MINUS

translate = QCoreApplication.translate
TARGET = 40  # the smallest side of a button a finger hits (panel_parts.TARGET)
TOUCH_PIXELS = 18  # the dialog's text: the panels' smallest at a pod's window sizes


class CountersDialog(QDialog):
    """`player`'s counters, each with − and +; `known` are the playgroup's own counters from
    earlier games, `remember` keeps a new one for the next."""

    def __init__(
        self,
        session: GameSession,
        player: str,
        known: Sequence[str] = (),
        remember: Callable[[str], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CountersDialog")
        self.setWindowTitle(translate("CountersDialog", "Counters: {player}").format(player=player))
        self._session = session
        self._player = player
        self._known = list(known)
        self._remember = remember
        self._values: dict[tuple[str, bool], QLabel] = {}
        self._minus: dict[tuple[str, bool], QPushButton] = {}
        # Read on a touch table: the panels' text size at least, buttons a finger's 40 px.
        font = self.font()
        font.setPixelSize(max(TOUCH_PIXELS, font.pixelSize()))
        self.setFont(font)
        layout = QVBoxLayout(self)
        self.heading = _heading(player, font.pixelSize())  # a window title is not read afar
        layout.addWidget(self.heading)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        layout.addLayout(self._new_counter_row())
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.error.setStyleSheet("color: #d9534f;")
        self.error.hide()
        layout.addWidget(self.error)
        self.speed_button = QPushButton()
        self.speed_button.setObjectName("speed")
        self.speed_button.clicked.connect(lambda: self._session.do(Speed(self._player)))
        self.blessing_button = QPushButton()
        self.blessing_button.setObjectName("blessing")
        self.blessing_button.clicked.connect(
            lambda: self._session.do(CitysBlessing(self._player))
        )
        self.ring_button = QPushButton()
        self.ring_button.setObjectName("ring")
        self.ring_button.clicked.connect(self._tempt)
        for button in (self.speed_button, self.blessing_button, self.ring_button):
            layout.addWidget(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for button in (self.add_button, self.speed_button, self.blessing_button, self.ring_button):
            _touch(button)
        for other in buttons.buttons():  # Close too: Enter in the name's field only adds
            if isinstance(other, QPushButton):
                _touch(other)
        self._rows: list[tuple[str, bool]] = []
        session.changed.connect(self._refresh)
        self._refresh()

    def _new_counter_row(self) -> QHBoxLayout:
        """A field for a counter of the pod's own and its Add (Enter in the field adds too)."""
        row = QHBoxLayout()
        self.new_name = QLineEdit()
        self.new_name.setObjectName("newCounter")
        self.new_name.setMaxLength(rules.MAX_NAME_LENGTH)
        self.new_name.setMinimumHeight(TARGET)
        self.new_name.setPlaceholderText(translate("CountersDialog", "A counter of your own"))
        self.new_name.returnPressed.connect(self._add_named)
        self.add_button = QPushButton(translate("CountersDialog", "Add"))
        self.add_button.setObjectName("addCounter")
        self.add_button.clicked.connect(self._add_named)
        row.addWidget(self.new_name, 1)
        row.addWidget(self.add_button)
        return row

    # -- what it shows ----------------------------------------------------------------------------

    def rows(self) -> list[tuple[str, bool]]:
        """The counters listed: the three known kinds, then the playgroup's own (those of earlier
        games, then any this game has that they don't)."""
        me = self._session.state.player(self._player)
        named = [*self._known, *(n for n in me.named_counters if n not in self._known)]
        return [(kind, False) for kind in PLAYER_COUNTERS] + [(n, True) for n in named]

    def value(self, counter: str, named: bool) -> int:
        return taps.counter(self._player, counter, named).value(self._session.state)

    def _refresh(self, _outcome: object = None) -> None:
        if not self._session.has_game or self._player not in self._session.state.names:
            return
        rows = self.rows()
        if rows != self._rows:
            self._build_rows(rows)
        state = self._session.state
        playing = not state.game_over and state.player(self._player).in_game
        for key, label in self._values.items():
            value = self.value(*key)
            label.setText(str(value))
            self._minus[key].setEnabled(playing and value > 0)
        me = state.player(self._player)
        speed = me.speed
        if speed:
            said = translate("CountersDialog", "Speed {speed} of 4: +1").format(speed=speed)
        else:
            said = translate("CountersDialog", "Start your engines! (speed 1)")
        self.speed_button.setText(said)
        self.speed_button.setEnabled(playing and speed_can_rise(self._session, self._player))
        if me.citys_blessing:
            said = translate("CountersDialog", "✓ Has the city’s blessing")
        else:
            said = translate("CountersDialog", "Gets the city’s blessing")
        self.blessing_button.setText(said)
        self.blessing_button.setEnabled(playing and not me.citys_blessing)
        if me.ring:
            said = translate("CountersDialog", "The Ring tempts again (level {level} of 4)…")
            said = said.format(level=min(me.ring, rules.RING_ABILITIES))
        else:
            said = translate("CountersDialog", "The Ring tempts you…")
        self.ring_button.setText(said)
        self.ring_button.setEnabled(playing)
        for widget in (self.new_name, self.add_button):
            widget.setEnabled(playing)

    def _build_rows(self, rows: list[tuple[str, bool]]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._values.clear()
        self._minus.clear()
        for row, (counter, named) in enumerate(rows):
            caption = QLabel(counter if named else describe.text(f"counter.{counter}"))
            caption.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a pod's name, as typed
            value = QLabel()
            value.setObjectName(f"value_{row}")
            value.setAlignment(QtCore.Qt.AlignmentFlag.AlignRight)
            minus = QPushButton(MINUS)
            minus.setObjectName(f"minus_{row}")
            plus = QPushButton("+")
            plus.setObjectName(f"plus_{row}")
            for button, delta in ((minus, -1), (plus, 1)):
                _touch(button)
                button.setFixedWidth(
                    max(TARGET, button.fontMetrics().horizontalAdvance("+") * 4 + 12)
                )
                button.clicked.connect(
                    lambda _=False, c=counter, n=named, d=delta: self.tap(c, n, d)
                )
            minus.setAccessibleName(translate("CountersDialog", "{counter} −1").format(
                counter=caption.text()))
            plus.setAccessibleName(translate("CountersDialog", "{counter} +1").format(
                counter=caption.text()))
            self.grid.addWidget(caption, row, 0)
            self.grid.addWidget(value, row, 1)
            self.grid.addWidget(minus, row, 2)
            self.grid.addWidget(plus, row, 3)
            self._values[(counter, named)] = value
            self._minus[(counter, named)] = minus
        self._rows = rows

    # -- what it does -----------------------------------------------------------------------------

    def tap(self, counter: str, named: bool, delta: int) -> None:
        self._session.tap(taps.counter(self._player, counter, named), delta)

    def _add_named(self) -> None:
        """A counter of the pod's own: checked as a journal checks it, one on the player, and
        kept for the playgroup. Nothing typed: nothing to add, and nothing to say."""
        if not self.new_name.text().strip():
            self.error.hide()
            return
        try:
            name = validate_name(self.new_name.text(), Phrase("what_counter_name"))
        except ActionError as error:
            self.error.setText(describe.refusal(error))
            self.error.show()
            return
        self.error.hide()
        if name in PLAYER_COUNTERS:
            self.tap(name, False, 1)
        else:
            if name not in self._known:
                self._known.append(name)
            if self._remember is not None:
                self._remember(name)
            self.tap(name, True, 1)
        self.new_name.clear()
        self._refresh()

    def _tempt(self) -> None:
        from companion.app.dialogs import ring  # its module loads on first use

        ring.request_ring(self, self._session, self._player)

    def done(self, result: int) -> None:
        self._session.changed.disconnect(self._refresh)
        super().done(result)


def _heading(player: str, pixels: int) -> QLabel:
    """Whose counters these are, bold over them."""
    heading = QLabel(translate("CountersDialog", "Counters: {player}").format(player=player))
    heading.setObjectName("heading")
    heading.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a name, as typed
    font = heading.font()
    font.setBold(True)
    font.setPixelSize(int(pixels * 1.3))
    heading.setFont(font)
    return heading


def _touch(button: QPushButton) -> None:
    """A button a finger hits, that Enter never presses by itself (Enter in the name's field
    adds the counter; an Add pressed too said "must not be empty")."""
    button.setAutoDefault(False)
    button.setDefault(False)
    button.setMinimumHeight(TARGET)


def show_counters(
    parent: QWidget | None,
    session: GameSession,
    player: str,
    known: Sequence[str] = (),
    remember: Callable[[str], None] | None = None,
) -> None:
    dialog = CountersDialog(session, player, known, remember, parent)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
