"""A card says "venture into the dungeon" (CR 701.49): which card, which dungeon, which room.

The card is required: it is what tells this venture from the initiative's (which the reminder
banner makes). A player with no dungeon in progress chooses one of the three a card may start
(Undercity only ever through the initiative, 701.49c); where two arrows leave the marker's room,
they choose the room. Each room the marker can enter is shown with what it does. Dungeon and room
names stay as printed, in English, like card names.
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QDialog, QLabel, QRadioButton, QVBoxLayout, QWidget

from companion.app import describe
from companion.app.dialogs.card_question import TEAL, CardQuestion, wrapped
from companion.app.session import GameSession
from companion.core import dungeons
from companion.core.actions import Venture
from companion.core.model import PlayerState
from companion.shell.messages import msg, room_key


def ability(room: str) -> str:
    """What `room` does, in the current language."""
    return describe.say(msg(room_key(room)))


class VentureDialog(CardQuestion):
    """Asks for the card (required), the dungeon (if none is in progress) and the room (where two
    arrows leave); `action()` is the venture to make."""

    def __init__(self, me: PlayerState, parent: QWidget | None = None) -> None:
        super().__init__(me.name, "VentureDialog", "initiative.svg", TEAL, parent)
        self.me = me
        self.starting = me.dungeon is None or me.room is None
        self.card_edit = self.card_field()
        self.where = wrapped(self, "summary")
        self.body.addWidget(self.where)
        # The dungeons a card may start, if none is in progress.
        self.dungeon_label = QLabel(self)
        self.dungeon_label.setObjectName("section")
        self.dungeon_buttons: dict[str, QRadioButton] = {}
        self.dungeon_group = QButtonGroup(self)
        if self.starting:
            self.body.addWidget(self.dungeon_label)
            for name in dungeons.CARD_DUNGEONS:
                button = QRadioButton(name, self)  # printed names: never translated
                button.setObjectName("dungeon")
                self.dungeon_group.addButton(button)
                self.dungeon_buttons[name] = button
                self.body.addWidget(button)
        else:
            self.dungeon_label.hide()
        # The rooms the marker can enter, each with what it does.
        self.room_label = QLabel(self)
        self.room_label.setObjectName("section")
        self.body.addWidget(self.room_label)
        self.rooms_box = QVBoxLayout()
        self.body.addLayout(self.rooms_box)
        self.room_group = QButtonGroup(self)
        self.room_buttons: dict[str, QRadioButton] = {}
        self.abilities: dict[str, QLabel] = {}
        self.card_edit.textChanged.connect(self._update_ok)
        self.dungeon_group.buttonToggled.connect(self._on_dungeon)
        self.room_group.buttonToggled.connect(self._update_ok)
        self._show_rooms()
        self.retranslate()

    # -- what is chosen ---------------------------------------------------------------------------

    def dungeon(self) -> str | None:
        """The dungeon the marker moves in: the one in progress, else the one chosen."""
        if not self.starting:
            return self.me.dungeon
        return next((n for n, b in self.dungeon_buttons.items() if b.isChecked()), None)

    def rooms(self) -> tuple[str, ...]:
        """The rooms the marker can enter (none until a dungeon to start is chosen)."""
        if not self.starting:
            assert self.me.dungeon is not None and self.me.room is not None
            return dungeons.rooms_after(self.me.dungeon, self.me.room)
        dungeon = self.dungeon()
        return (dungeons.first_room(dungeon),) if dungeon else ()

    def room(self) -> str | None:
        rooms = self.rooms()
        if len(rooms) == 1:
            return rooms[0]
        return next((r for r, b in self.room_buttons.items() if b.isChecked()), None)

    def source(self) -> str | None:
        return self.card_edit.text().strip() or None

    def action(self) -> Venture | None:
        """The venture the answers make; None while one is missing."""
        source, room = self.source(), self.room()
        if source is None or room is None:
            return None
        return Venture(self.player, room, self.dungeon() if self.starting else None, source)

    # -- the words --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(self.tr("Venture into the dungeon"))
        self.heading.setText(
            self.tr("{player} ventures into the dungeon").format(player=self.player)
        )
        self.prompt.setText(self.tr("Which card says “venture into the dungeon”?"))
        self.card_edit.setPlaceholderText(self.tr("Card name, e.g. Nadaar, Selfless Paladin"))
        self.ok_button.setText(self.tr("Venture"))
        if self.starting:
            self.where.setText(
                self.tr("{player} has no dungeon in progress: the venture starts one.").format(
                    player=self.player
                )
            )
            self.dungeon_label.setText(
                self.tr("Which dungeon? (Undercity only through the initiative)")
            )
        else:
            self.where.setText(
                describe.say(msg(  # not starting: the marker is in a room of a dungeon
                    "holder.dungeon", player=self.player, dungeon=self.me.dungeon or "",
                    room=self.me.room or "",
                ))
            )
        self._word_rooms()

    def _word_rooms(self) -> None:
        rooms = self.rooms()
        if not rooms:
            self.room_label.setText(self.tr("Choose the dungeon to see the room it enters."))
        elif len(rooms) == 1:
            self.room_label.setText(self.tr("The marker enters {room}:").format(room=rooms[0]))
        else:
            self.room_label.setText(self.tr("Two arrows lead on: choose the room."))
        for room, label in self.abilities.items():
            label.setText(ability(room))
        self._update_ok()

    # -- the rooms --------------------------------------------------------------------------------

    def _on_dungeon(self, _button: object = None, checked: bool = True) -> None:
        if checked:
            self._show_rooms()
            self._word_rooms()
            self.fit_height()

    def _show_rooms(self) -> None:
        """One line per room the marker can enter: a choice where there are two."""
        for button in self.room_buttons.values():
            self.room_group.removeButton(button)
        while self.rooms_box.count():
            item = self.rooms_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.room_buttons, self.abilities = {}, {}
        rooms = self.rooms()
        for room in rooms:
            if len(rooms) > 1:
                button = QRadioButton(room, self)
                button.setObjectName("room")
                self.room_group.addButton(button)
                self.room_buttons[room] = button
                self.rooms_box.addWidget(button)
            label = wrapped(self, "ability")
            label.setContentsMargins(24 if len(rooms) > 1 else 8, 0, 0, 6)
            self.abilities[room] = label
            self.rooms_box.addWidget(label)

    def _update_ok(self, *_args: object) -> None:
        self.ok_button.setEnabled(self.action() is not None)


def request_venture(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask for the card, dungeon and room of `player`'s venture, then make it. True if made."""
    dialog = VentureDialog(session.state.player(player), parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        action = dialog.action()
        return action is not None and session.do(action) is not None
    finally:
        dialog.deleteLater()
