"""Help: the keyboard shortcuts (from the command table) and the monarch's rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.app.commands import shortcut_rows


class ShortcutsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows()
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (keys, text) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(text))
        note = QLabel(
            self.tr("Player keys act on the selected player (highlighted); 1 – 8 or ← → select.")
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(560, 640)


class RulesDialog(QDialog):
    """The monarch's rules (CR 724) and the official rulings the app follows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The monarch’s rules"))
        self.text = QLabel(self._text())
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(640, 520)

    def _text(self) -> str:
        return "\n\n".join(
            [
                self.tr(
                    "724.1. The monarch is a designation a player can have. There is no monarch "
                    "in a game until an effect instructs a player to become the monarch."
                ),
                self.tr(
                    "724.2. There are two inherent triggered abilities associated with being the "
                    "monarch. These triggered abilities have no source and are controlled by the "
                    "player who was the monarch at the time the abilities triggered. The full "
                    "texts of these abilities are “At the beginning of the monarch’s end step, "
                    "that player draws a card” and “Whenever a creature deals combat damage to "
                    "the monarch, its controller becomes the monarch.”"
                ),
                self.tr(
                    "724.3. Only one player can be the monarch at a time. As a player becomes "
                    "the monarch, the current monarch ceases to be the monarch."
                ),
                self.tr(
                    "724.4. If the monarch leaves the game, the active player becomes the "
                    "monarch at the same time as that player leaves the game. If the active "
                    "player is leaving the game or if there is no active player, the next player "
                    "in turn order becomes the monarch."
                ),
            ]
        )
