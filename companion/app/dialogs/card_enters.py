"""A monarch card enters the battlefield under a player's control: which card.

Only the cards the app knows (resources/monarch_cards.json, whose triggers the app reminds) can be
put on a panel, so the name must be one of them: the field completes any part of a name, in any
case, and OK waits for a name from the list. What the card does shows under the field.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QDialog, QWidget

from companion.app.dialogs.card_question import CardQuestion, known_cards, summary_of, wrapped
from companion.app.session import GameSession
from companion.app.words import word
from companion.shell.palette import CROWN_GOLD
from companion.shell.resources import crowns_as_it_enters


class CardEntersDialog(CardQuestion):
    """Asks which monarch card enters under `player`'s control; `card()` is the answer."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(player, "CardEntersDialog", "crown.svg", CROWN_GOLD, parent)
        self._cards = known_cards()
        self.card_edit = self.card_field([str(c["name"]) for c in self._cards.values()])
        self.summary = wrapped(self, "summary")
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.body.addWidget(self.summary)
        # Most monarch cards make their controller the monarch as they enter: the same gesture.
        self.crowned = QCheckBox()
        self.crowned.setChecked(True)
        self.body.addWidget(self.crowned)
        self.card_edit.textChanged.connect(self._show)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(self.tr("A monarch card enters the battlefield"))
        self.heading.setText(
            self.tr("A monarch card enters under {player}’s control").format(player=self.player)
        )
        self.prompt.setText(self.tr("Which card?"))
        self.card_edit.setPlaceholderText(word("card_hint"))
        self.ok_button.setText(self.tr("Put it on the panel"))
        self.crowned.setText(
            self.tr("{player} becomes the monarch as it enters").format(player=self.player)
        )
        self._show()

    def known(self) -> dict[str, Any] | None:
        """The card from the list whose name was typed (in any case), if any."""
        return self._cards.get(self.card_edit.text().strip().casefold())

    def card(self) -> str | None:
        """The card's name as the list spells it; None until a listed name is typed."""
        known = self.known()
        return str(known["name"]) if known is not None else None

    def becomes_monarch(self) -> bool:
        """Whether the card's "ETB: you become the monarch" is to happen with it."""
        known = self.known()
        return known is not None and crowns_as_it_enters(known) and self.crowned.isChecked()

    def _show(self, _text: str = "") -> None:
        known = self.known()
        self.ok_button.setEnabled(known is not None)
        self.crowned.setVisible(known is not None and crowns_as_it_enters(known))
        if known is not None:
            self.summary.setText(summary_of(known))
            self.fit_height()
        elif self.card_edit.text().strip():
            self.summary.setText(
                self.tr("Not a monarch card the app knows: choose one from the list.")
            )
        else:
            self.summary.setText("")


def request_card(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask which monarch card enters under `player`'s control, then put it there. True if so."""
    dialog = CardEntersDialog(player, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        card = dialog.card()
        if card is None:
            return False
        return session.card_enters(player, card, dialog.becomes_monarch()) is not None
    finally:
        dialog.deleteLater()
