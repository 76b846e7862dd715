"""Taking the initiative by hand (CR 726): who, and (optionally) which card said so.

Like the monarch's dialog, the card is only recorded ("Ben takes the initiative (Aarakocra
Sneak)" in the log); any text will do. Taking it also ventures into Undercity (726.2), even for
the player who already has it (726.5): the reminder banner then asks for the room.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from companion.app import i18n
from companion.app.describe import say
from companion.app.dialogs.card_question import TEAL, CardQuestion, wrapped
from companion.app.session import GameSession
from companion.core import rules
from companion.core.actions import TakeInitiative
from companion.shell.messages import msg
from companion.shell.resources import initiative_cards


class TakeInitiativeDialog(CardQuestion):
    """Asks for the card (optional) that gives `player` the initiative; `source()` is the answer."""

    def __init__(self, player: str, holder: str | None, parent: QWidget | None = None) -> None:
        super().__init__(player, "TakeInitiativeDialog", "initiative.svg", TEAL, parent)
        self.holder = holder
        self.note = wrapped(self, "summary")
        # The initiative's cards offered as the name is typed: the highlighted one is taken
        # (play-test: "Aarakocra", Down, Enter recorded the half-typed name).
        self.card_edit = self.card_field(initiative_cards())
        self.body.addWidget(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(self.tr("Take the initiative"))
        self.heading.setText(say(msg("action.initiative", player=self.player)))
        self.prompt.setText(self.tr("Which card gives them the initiative? (optional)"))
        self.card_edit.setPlaceholderText(self.tr("Card name, e.g. Aarakocra Sneak"))
        self.ok_button.setText(self.tr("Take the initiative"))
        if self.holder == self.player:
            note, rule = self.tr(
                "{player} already has the initiative: taking it again makes them venture again "
                "(CR {rule})."
            ), ("initiative.5", rules.NUMBERS["initiative.again"])
        else:
            note, rule = self.tr(
                "Taking it ventures into Undercity (CR {rule}); the reminder asks for the room."
            ), ("initiative.2", rules.NUMBERS["initiative.triggers"])
        number = i18n.rule_texts().number_of(*rule)  # as this language's shown text numbers it
        self.note.setText(note.format(player=self.player, rule=number))

    def source(self) -> str | None:
        """The card name as typed, None when the field is empty."""
        return self.card_edit.text().strip() or None


def request_initiative(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask which card gives `player` the initiative, then give it. True if it happened."""
    holder = session.state.initiative if session.has_game else None
    dialog = TakeInitiativeDialog(player, holder, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return session.do(TakeInitiative(player, dialog.source())) is not None
    finally:
        dialog.deleteLater()
