"""The inline question on the monarch's panel: was that life loss combat damage, and from whom?

Only this question can tell a plain life loss from the combat damage that passes the crown
(CR 724.2), so it stays open until someone answers; it never blocks the rest of the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.app.retranslating import Retranslating
from companion.app.widgets.panel_fit import set_pixel_size
from companion.shell.palette import text_on


def button_text(name: str) -> str:
    """A player name on a button: '&' would otherwise become a keyboard mnemonic."""
    return name.replace("&", "&&")


class CombatQuestion(Retranslating, QFrame):
    """Emits `answered(name)` for a creature of that player, `answered(None)` for "No"."""

    answered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CombatQuestion")
        self.setStyleSheet(
            "#CombatQuestion { background: #3a3322; border: 2px solid #F2C14E;"
            " border-radius: 6px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(3)
        self.amount_label = QLabel(self)
        self.amount_label.setTextFormat(Qt.TextFormat.PlainText)
        self.amount_label.setStyleSheet("color: #F2C14E; font-weight: bold;")
        self.text_label = QLabel(self)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setWordWrap(True)
        layout.addWidget(self.amount_label)
        layout.addWidget(self.text_label)
        self._row = QHBoxLayout()
        self._row.setSpacing(4)
        layout.addLayout(self._row)
        self._buttons: dict[str | None, QPushButton] = {}
        self._options: tuple[tuple[str, str], ...] = ()
        self.default_player: str | None = None
        self._pixels = 14
        self.retranslate()

    def retranslate(self) -> None:
        """The question and the answer buttons' words in the current language."""
        self.text_label.setText(self.tr("Was this combat damage from a creature? Whose?"))
        for name, button in self._buttons.items():
            if name is None:
                button.setText(self.tr("No"))
                button.setToolTip(self.tr("Not combat damage from a creature: just lose the life"))
            else:
                button.setToolTip(self.tr("A creature controlled by this player dealt the damage"))

    @property
    def buttons(self) -> dict[str | None, QPushButton]:
        """The answer buttons by player name; None is the "No" button."""
        return dict(self._buttons)

    def set_amount_text(self, text: str) -> None:
        self.amount_label.setText(text)

    def set_options(self, players: tuple[tuple[str, str], ...]) -> None:
        """One button per (name, colour), the first being the default answer, then "No"."""
        if players == self._options and self._buttons:
            return
        self._options = players
        for button in self._buttons.values():
            self._row.removeWidget(button)
            button.deleteLater()
        self._buttons = {}
        self.default_player = players[0][0] if players else None
        for index, (name, color) in enumerate(players):
            button = QPushButton(button_text(name), self)
            border = "3px solid #ffffff" if index == 0 else f"1px solid {color}"
            button.setStyleSheet(
                f"QPushButton {{ background: {color}; color: {text_on(color)};"
                f" border: {border}; border-radius: 5px; padding: 2px 8px; }}"
            )
            self._add(name, button)
        self._add(None, QPushButton(self))
        self.retranslate()

    def scale(self, pixels: int) -> None:
        """Fonts for a panel whose body text is `pixels` high."""
        self._pixels = pixels
        set_pixel_size(self.amount_label, int(pixels * 1.1), bold=True)
        set_pixel_size(self.text_label, pixels)
        for button in self._buttons.values():
            set_pixel_size(button, pixels, bold=True)
            button.setMinimumHeight(int(pixels * 1.9))

    def _add(self, name: str | None, button: QPushButton) -> None:
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda: self.answered.emit(name))
        self._row.addWidget(button)
        self._buttons[name] = button
        set_pixel_size(button, self._pixels, bold=True)
        button.setMinimumHeight(int(self._pixels * 1.9))
