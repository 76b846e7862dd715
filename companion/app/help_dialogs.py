"""Help: the keyboard shortcuts, listed from the command registry."""

from __future__ import annotations

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
from companion.app.retranslating import Retranslating
from companion.shell.commands import Registry


class ShortcutsDialog(Retranslating, QDialog):
    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.table = QTableWidget(len(shortcut_rows(registry)), 2)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.note = note = QLabel()
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(560, 640)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action")])
        for row, (keys, text) in enumerate(shortcut_rows(self.registry)):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(text))
        self.note.setText(
            self.tr("Player keys act on the selected player (highlighted); 1 – 8 or ← → select.")
        )
