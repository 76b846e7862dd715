"""Becoming the monarch by hand: who, and (optionally) which card said so.

The card is only recorded, never required: the rules care that a player became the monarch, not
how. Naming it makes the game log say "Ben becomes the monarch (Palace Jailer)", which is what the
table asks about later. The completer knows the cards that make a monarch, but any text is fine.
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.dialogs.card_names import CardNames
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.words import word
from companion.core.actions import BecomeMonarch
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD
from companion.shell.resources import monarch_cards, resource

MAX_SOURCE = 200  # what a journal accepts for "source" (core.actions)

_STYLE = f"""
QDialog#BecomeMonarchDialog {{ background: #1e1f24; }}
QDialog#BecomeMonarchDialog QLabel {{ color: #f0f0f0; }}
QDialog#BecomeMonarchDialog QLabel#heading {{ color: {CROWN_GOLD}; font-weight: bold; }}
QDialog#BecomeMonarchDialog QLabel#summary {{ color: #b8b8c0; }}
QLineEdit {{ background: #2c2d35; color: #f0f0f0; border: 1px solid #4a4b55; border-radius: 4px;
    padding: 4px 6px; }}
QLineEdit:focus {{ border: 2px solid #56B4E9; }}
QPushButton {{ background: #33343d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 5px 12px; }}
QPushButton:default {{ border: 2px solid {CROWN_GOLD}; }}
QPushButton:focus {{ border: 2px solid #56B4E9; }}
"""


class BecomeMonarchDialog(Retranslating, QDialog):
    """Asks for the card (optional) that makes `player` the monarch; `source()` is the answer."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BecomeMonarchDialog")
        self.setStyleSheet(_STYLE)
        self.player = player
        self._cards: dict[str, dict[str, Any]] = {c["name"].casefold(): c for c in monarch_cards()}

        top = self._build_heading(player)
        self.prompt = prompt = QLabel(self)
        self.card_edit = self._build_card_field()
        prompt.setBuddy(self.card_edit)

        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.summary.setAlignment(
            QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of our own: the box would reset a standard Ok's text on LanguageChange.
        self.ok_button = ok = buttons.addButton("OK", QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addWidget(prompt)
        layout.addWidget(self.card_edit)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

        self.card_edit.textChanged.connect(self._show_summary)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(self.tr("Become the monarch"))
        self.heading.setText(describe.say(msg("action.monarch", player=self.player)))
        self.prompt.setText(self.tr("Which card made them the monarch? (optional)"))
        self.card_edit.setPlaceholderText(word("card_hint"))
        self.ok_button.setText(self.tr("Become the monarch"))
        self._show_summary(self.card_edit.text())

    def _build_heading(self, player: str) -> QHBoxLayout:
        crown = QSvgWidget(str(resource("crown.svg")), self)
        crown.setFixedSize(QSize(64, 56))
        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        self.heading.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.heading.setFont(font)
        top = QHBoxLayout()
        top.addWidget(crown)
        top.addWidget(self.heading, 1)
        return top

    def _build_card_field(self) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setMaxLength(MAX_SOURCE)
        edit.setClearButtonEnabled(True)
        self.completer = CardNames([c["name"] for c in monarch_cards()], edit)
        return edit

    def card(self) -> dict[str, Any] | None:
        """The card from the list whose name was typed (in any case), if any."""
        return self._cards.get(self.card_edit.text().strip().casefold())

    def source(self) -> str | None:
        """The card name to record: the list's spelling for a known card, else the text as typed;
        None when the field is empty."""
        card = self.card()
        if card is not None:
            return str(card["name"])
        return self.card_edit.text().strip() or None

    def _fit_summary(self) -> None:
        """Grow the dialog when a summary needs more lines than the label has (the longest
        German ones lost their last words at three lines)."""
        label = self.summary
        if label.width() <= 0:
            return
        need = label.heightForWidth(label.width()) - label.height()
        if need > 0:
            self.resize(self.width(), self.height() + need)

    def _show_summary(self, _text: str = "") -> None:
        card = self.card()
        if card is not None:
            self.summary.setText(describe.card_summary(str(card["name"])))
            self._fit_summary()
        elif self.card_edit.text().strip():
            self.summary.setText(self.tr("Not in the list of monarch cards; recorded as typed."))
        else:
            self.summary.setText("")


def request_monarch(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask which card made `player` the monarch, then make them the monarch. True if it happened."""
    dialog = BecomeMonarchDialog(player, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return session.do(BecomeMonarch(player, dialog.source())) is not None
    finally:
        dialog.deleteLater()
