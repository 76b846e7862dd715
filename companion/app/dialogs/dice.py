"""Roll any die: ask how many sides (2 to 1000, 8 unless changed), then the app rolls it.

The panel's menu, the menu bar and the command palette all come here ("Roll a dN…"). The draw is
the app's (`companion.shell.dice.roll`), kept in the journal as one roll; the table then shows it
big (widgets/roll_display.py). The player's name is plain text, never markup.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.app.session import GameSession
from companion.core.actions import MAX_DIE
from companion.shell import dice

translate = QCoreApplication.translate

DEFAULT_SIDES = 8
MIN_SIDES = 2


class DiceDialog(QDialog):
    """How many sides the die `player` rolls has; `sides()` once accepted."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiceDialog")
        self.setWindowTitle(translate("DiceDialog", "Roll a die"))
        layout = QVBoxLayout(self)
        self.question = QLabel(
            translate("DiceDialog", "How many sides has the die {player} rolls?").format(
                player=player
            )
        )
        self.question.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a player's name, as typed
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("DiceDialog", "d")))
        self.spin = QSpinBox()
        self.spin.setObjectName("sides")
        self.spin.setRange(MIN_SIDES, MAX_DIE)
        self.spin.setValue(DEFAULT_SIDES)
        self.spin.selectAll()
        row.addWidget(self.spin, 1)
        layout.addLayout(row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("DiceDialog", "Roll"))
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.spin.setFocus()

    def sides(self) -> int:
        return self.spin.value()


def die_name(sides: int) -> str:
    """The journal's name of a die with `sides` sides ("d8")."""
    if not MIN_SIDES <= sides <= MAX_DIE:
        raise ValueError(sides)
    return f"d{sides}"


def request_roll(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask for the sides, then roll that die for `player`. True if it was rolled."""
    dialog = DiceDialog(player, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return session.do(dice.roll(player, die_name(dialog.sides()))) is not None
    finally:
        dialog.deleteLater()
