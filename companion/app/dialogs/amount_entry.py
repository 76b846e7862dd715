"""Type an amount for one counter: "−7" or "+3" changes it, "33" sets it.

Opened by a tap on a life total or on a counter chip (poison, one commander's damage): a big
number pad for a touch screen, a line for a keyboard, and what the counter will be before OK. One
action, applied as the panel's taps are (a life loss of the monarch in combat still asks whose
creature dealt it). Commander damage typed lower is a correction: the damage entered by mistake
and the life it took are given back (CR 903.10a counts only damage really dealt).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.session import GameSession
from companion.app.theme import window_text_px
from companion.core import rules
from companion.shell import taps
from companion.shell.messages import msg

translate = QCoreApplication.translate


class AmountDialog(QDialog):
    """The entry for `counter` of `session`'s game; `change()` is the typed change once valid."""

    def __init__(
        self, session: GameSession, counter: taps.Counter, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AmountDialog")
        self._session = session
        self._counter = counter
        state = session.state
        self.current = counter.value(state)
        question = state.question
        if counter.kind == "life" and question is not None and question.player == counter.player:
            self.current -= question.amount  # as the panel shows it while the table is asked
        self.setWindowTitle(self._title())
        layout = QVBoxLayout(self)
        self.question = QLabel(self._what())
        self.question.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a player's name, as typed
        self.question.setWordWrap(True)
        self.hint = QLabel(
            translate("AmountEntry", "Type {minus}7 or +3 to change it, or 33 to set it.").format(
                minus=taps.MINUS
            )
        )
        self.hint.setWordWrap(True)
        self.line = QLineEdit()
        self.line.setObjectName("amount")
        self.line.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.line.setMaxLength(8)
        self.line.textChanged.connect(self._update)
        self.preview = QLabel(" ")
        self.preview.setObjectName("amountResult")
        self.preview.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        layout.addWidget(self.question)
        layout.addWidget(self.hint)
        layout.addWidget(self.line)
        layout.addWidget(self.preview)
        layout.addLayout(self._keypad())
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if parent is not None:  # the words as large as the window they open over allows
            px = window_text_px(parent, 14, 24)
            for label in (self.question, self.hint):
                text_font = label.font()
                text_font.setPixelSize(px)
                label.setFont(text_font)
        font = self.line.font()
        font.setPixelSize(40)
        font.setBold(True)
        self.line.setFont(font)
        preview_font = self.preview.font()
        preview_font.setPixelSize(22)
        preview_font.setBold(True)
        self.preview.setFont(preview_font)
        self._update()

    def _title(self) -> str:
        kind = self._counter.kind
        if kind == "life":
            return say(msg("term.life"))
        if kind == "poison":
            return translate("AmountEntry", "Poison counters")
        if kind == "counter":  # energy, experience, rad, or the pod's own by its name
            counter = self._counter
            return counter.source if counter.partner else say(msg(f"counter.{counter.source}"))
        return say(msg("term.commander_damage"))

    def _what(self) -> str:
        """Where the counter stands, in a sentence (its count in the language's plural form)."""
        counter, value = self._counter, self.current
        if counter.kind == "life":
            return say(msg("entry.life", value, player=counter.player))
        if counter.kind == "poison":
            return say(msg("entry.poison", value, player=counter.player))
        if counter.kind == "counter":
            name = counter.source if counter.partner else say(msg(f"counter.{counter.source}"))
            return say(msg("entry.counter", value, player=counter.player, counter=name))
        game = self._session.game
        named = game.setup.commander_name(counter.source, counter.partner) if game else ""
        if named:
            message = msg(
                "entry.named", value, commander=named, source=counter.source, player=counter.player
            )
        else:
            key = "entry.partner" if counter.partner else "entry.commander"
            message = msg(key, value, source=counter.source, player=counter.player)
        return say(message)

    def _keypad(self) -> QGridLayout:
        """Digits, − and +, and ⌫: big enough for a finger, each typing into the line."""
        grid = QGridLayout()
        keys = ("7", "8", "9", "4", "5", "6", "1", "2", "3", taps.MINUS, "0", "+")
        self.keys: dict[str, QPushButton] = {}
        for index, key in enumerate(keys):
            button = self._key(key, partial(self.line.insert, key))
            grid.addWidget(button, index // 3, index % 3)
        back = self._key("\u232b", lambda: self.line.backspace())
        back.setToolTip(translate("AmountEntry", "Delete the last character"))
        grid.addWidget(back, 4, 0, 1, 3)
        return grid

    def _key(self, text: str, press: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        button.setMinimumSize(64, 52)
        font = button.font()
        font.setPixelSize(24)
        font.setBold(True)
        button.setFont(font)
        button.clicked.connect(press)
        self.keys[text] = button
        return button

    def change(self) -> int | None:
        """The change the typed text means, or None while it is not a number (or empty)."""
        try:
            return taps.typed_change(self.line.text(), self.current)
        except ValueError:
            return None

    def problem(self) -> str:
        """Why OK can't apply what is typed ("" when it can)."""
        if not self.line.text().strip():
            return ""
        change = self.change()
        if change is None:
            return translate("AmountEntry", "Not a number: type {minus}7, +3 or 33.").format(
                minus=taps.MINUS
            )
        if abs(change) > rules.MAX_AMOUNT:
            return say(msg("entry.too_large", rules.MAX_AMOUNT))
        if self._counter.kind != "life" and self.current + change < 0:
            return translate("AmountEntry", "That would be below 0.")
        return ""

    def _update(self) -> None:
        change = self.change()
        problem = self.problem()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(change is not None and not problem)
        if problem:
            self.preview.setText(problem)
            self.preview.setStyleSheet("color: #ff8a80;")
        elif change is None:
            self.preview.setText(" ")
        else:
            self.preview.setText(
                f"{self.current} {taps.signed(change)} \u2192 {self.current + change}"
            )
            self.preview.setStyleSheet("color: #F2C14E;")

    def apply(self) -> bool:
        """Apply the typed change as one action; False if there is nothing valid to apply."""
        change = self.change()
        if change is None or self.problem():
            return False
        if change:
            counter = self._counter
            if counter.kind == "life":  # through the flow: the monarch's loss may ask
                self._session.change_life(counter.player, change)
            else:
                self._session.do(counter.action(change))
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()


def enter(parent: QWidget | None, session: GameSession, counter: taps.Counter) -> AmountDialog:
    """Ask for an amount for `counter` and apply it (modal)."""
    dialog = AmountDialog(session, counter, parent.window() if parent is not None else None)
    dialog.line.setFocus()
    dialog.exec()
    dialog.deleteLater()
    return dialog
