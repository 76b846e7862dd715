"""Keep the good part of a damaged journal? Which line is bad and why, what is kept, what goes.

Accepting writes the kept game to a new journal in the games folder and opens it
(`GameFiles.keep_good_part`); the damaged file is never changed. Cancel changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from companion.app.describe import say, text
from companion.app.retranslating import Retranslating
from companion.shell.messages import Msg, msg, phrase_message
from companion.shell.recovery import Salvage


class RecoveryDialog(Retranslating, QDialog):
    def __init__(
        self, source: Path, kept: Salvage, target: Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RecoveryDialog")
        self.source = source
        self.kept = kept
        self.target = target
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setMinimumWidth(460)
        self.buttons = QDialogButtonBox()
        self.keep_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.cancel_button.setDefault(True)  # Enter never drops lines by accident
        self.retranslate()

    def messages(self) -> list[Msg]:
        """What the dialog says, in order: the bad line and why, what is kept, what is dropped,
        where the kept game goes."""
        error = self.kept.error
        return [
            msg(
                "recovery.bad_line",
                line=error.line,
                file=self.source.name,
                reason=phrase_message(error.phrase),
            ),
            msg("recovery.kept", self.kept.kept_actions, turn=self.kept.game.state.turn),
            msg("recovery.dropped", self.kept.dropped_lines, line=error.line),
            msg("recovery.new_file", name=self.target.name, file=self.source.name),
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(text("recovery.title"))
        self.message.setText("\n\n".join(say(m) for m in self.messages()))
        self.keep_button.setText(text("recovery.keep"))
