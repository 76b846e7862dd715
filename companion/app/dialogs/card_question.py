"""What the dialogs that ask "which card?" share: a picture and a heading naming the player, a card
field, a line that says what the card does, and OK / Cancel, on the look of the Become-the-monarch
dialog (monarch.py).

Used by the initiative, venture and card dialogs; each says its own words (`retranslate`) and
decides when OK may be pressed (`ok_button`).
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QCompleter,
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
from companion.shell.resources import monarch_cards, resource

MAX_SOURCE = 200  # what a journal accepts for a card name (core.actions)
TEAL = "#4FD6C8"  # the initiative token's

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


def style(name: str, accent: str) -> str:
    return f"""
QDialog#{name} {{ background: #1e1f24; }}
QDialog#{name} QLabel {{ color: #f0f0f0; }}
QDialog#{name} QLabel#heading {{ color: {accent}; font-weight: bold; }}
QDialog#{name} QLabel#summary, QDialog#{name} QLabel#ability {{ color: #b8b8c0; }}
QDialog#{name} QLabel#section {{ font-weight: bold; }}
QLineEdit {{ background: #2c2d35; color: #f0f0f0; border: 1px solid #4a4b55; border-radius: 4px;
    padding: 4px 6px; }}
QLineEdit:focus {{ border: 2px solid #56B4E9; }}
QPushButton {{ background: #33343d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 5px 12px; }}
QPushButton:default {{ border: 2px solid {accent}; }}
QPushButton:focus {{ border: 2px solid #56B4E9; }}
QPushButton:disabled {{ color: #6b6d75; border: 1px solid #393b42; }}
QRadioButton {{ color: #f0f0f0; }}
"""


def wrapped(parent: QWidget, name: str = "") -> QLabel:
    """A label for words (names included) shown as typed, never as markup, on as many lines as
    they need."""
    label = QLabel(parent)
    if name:
        label.setObjectName(name)
    label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class CardQuestion(Retranslating, QDialog):
    """The frame: `heading` beside the picture `svg`, then `body` (the dialog's own widgets),
    then OK / Cancel. `card_edit` is made by `card_field()`."""

    def __init__(
        self, player: str, name: str, svg: str, accent: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setStyleSheet(style(name, accent))
        self.player = player
        picture = QSvgWidget(str(resource(svg)), self)
        picture.setFixedSize(_picture_size(svg))
        self.heading = wrapped(self, "heading")
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.heading.setFont(font)
        top = QHBoxLayout()
        top.addWidget(picture)
        top.addWidget(self.heading, 1)
        self.body = QVBoxLayout()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of our own: the box would reset a standard Ok's text on LanguageChange.
        self.ok_button = buttons.addButton("OK", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addLayout(self.body)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def card_field(self, names: list[str] | None = None) -> QLineEdit:
        """The card name field, with a prompt label above it (`self.prompt`); `names` are offered
        as the player types (any part of a name, in any case)."""
        self.prompt = QLabel(self)
        edit = QLineEdit(self)
        edit.setObjectName("cardName")
        edit.setMaxLength(MAX_SOURCE)
        edit.setClearButtonEnabled(True)
        self.prompt.setBuddy(edit)
        self.completer: QCompleter | None = CardNames(names, edit) if names else None
        self.body.addWidget(self.prompt)
        self.body.addWidget(edit)
        return edit

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Typing goes to the card field first (the buttons were made before it)."""
        super().showEvent(event)
        edit = getattr(self, "card_edit", None)
        if isinstance(edit, QLineEdit):
            edit.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def fit_height(self) -> None:
        """Grow to show every line after the words changed (a longer summary or ability)."""
        need = self.sizeHint().height()
        if need > self.height():
            self.resize(self.width(), need)


def _picture_size(svg: str) -> QSize:
    return QSize(64, 56) if svg == "crown.svg" else QSize(49, 56)


def known_cards() -> dict[str, dict[str, Any]]:
    """The monarch cards by their names folded to lower case."""
    return {c["name"].casefold(): c for c in monarch_cards()}


def summary_of(card: dict[str, Any]) -> str:
    """What `card` does, in the current language (its summary; the list's own as a fallback)."""
    return describe.card_summary(str(card["name"]))
