"""What a panel shows of its player's dungeon and monarch cards, in the current language: the map's
and the rooms' tooltips, the cards' chips with what each card does, and the menu a tap on a card
opens ("Palace Jailer leaves the battlefield").

Dungeon and room names stay as printed (English), like card names; what a room does is the
shell's text (`companion.shell.game_texts`, context "Dungeons") said by `describe`, and what a card
does its summary (`companion.shell.card_summaries`, context "MonarchCards").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from companion.app import describe
from companion.app.commands import escape_mnemonic
from companion.app.theme import emphasized
from companion.app.widgets.panel_content import CardChip, DungeonMark
from companion.app.widgets.panel_fit import escape
from companion.core import dungeons
from companion.core.model import PlayerState
from companion.shell.damage_mode import short_name
from companion.shell.messages import msg, room_key

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


def _html(*lines: str, hint: str = "") -> str:
    """Tooltip lines as plain text (names are never markup), the first in bold."""
    head, *rest = [escape(line) for line in lines]
    body = "<br/>".join([f"<b>{head}</b>", *rest])
    return f"<p>{body}</p>" + (f"<p>{emphasized(escape(hint))}</p>" if hint else "")


def room_ability(room: str) -> str:
    """What `room` does, in the current language."""
    return describe.say(msg(room_key(room)))


def dungeon_mark(me: PlayerState) -> DungeonMark | None:
    """The map of `me`'s dungeon, if they have one in progress or completed one."""
    if me.dungeon is None and not me.dungeons_completed:
        return None
    completed = me.dungeons_completed
    done = (
        translate("DungeonMap", "Dungeons completed: %n", None, completed) if completed else ""
    )
    room_tips: tuple[tuple[str, str], ...] = ()
    if me.dungeon is not None and me.room is not None:
        where = describe.say(
            msg("holder.dungeon", player=me.name, dungeon=me.dungeon, room=me.room)
        )
        tooltip = _html(me.dungeon, where, *([done] if done else []))
        after = dungeons.rooms_after(me.dungeon, me.room)
        tips = []
        for room in dungeons.DUNGEONS[me.dungeon]:
            note = ""
            if room == me.room:
                note = translate("DungeonMap", "The venture marker is here.")
            elif room in after:
                note = translate("DungeonMap", "The marker can go here next.")
            tips.append((room, _html(room, room_ability(room), hint=note)))
        room_tips = tuple(tips)
    else:
        tooltip = _html(
            done,
            translate("DungeonMap", "{player} has no dungeon in progress.").format(
                player=me.name
            ),
        )
    return DungeonMark(
        dungeon=me.dungeon,
        room=me.room,
        completed=completed,
        tooltip=tooltip,
        room_tips=room_tips,
    )


def card_chips(me: PlayerState) -> tuple[CardChip, ...]:
    """A chip for each monarch card `me` controls, in the order they came."""
    hint = describe.say(msg("panel.card_leaves_hint"))
    spent_note = describe.say(msg("panel.card_spent"))
    chips = []
    for permanent in me.cards:
        card = permanent.card
        lines = [card, describe.card_summary(card)] + ([spent_note] if permanent.spent else [])
        chips.append(
            CardChip(
                card,
                short_name(card),
                tooltip=_html(*[line for line in lines if line], hint=hint),
                spent=permanent.spent,
            )
        )
    return tuple(chips)


def card_menu(parent: QWidget, cards: Sequence[str], leave: Callable[[str], object]) -> QMenu:
    """The menu of a card chip (or of "+N": one line per card it stands for): each card's
    "leaves the battlefield", which calls `leave(card)`."""
    menu = QMenu(parent)
    menu.setObjectName("CardMenu")
    for card in dict.fromkeys(cards):  # two copies of a card: one line, one leaves at a time
        text = describe.say(msg("panel.card_leaves", card=card))
        action = menu.addAction(escape_mnemonic(text))
        action.setObjectName("card_leaves")
        action.setProperty("card", card)
        summary = describe.card_summary(card)
        if summary:
            action.setToolTip(summary)
        action.triggered.connect(lambda _=False, c=card: leave(c))
    menu.setToolTipsVisible(True)
    return menu
