"""A player's pending reminders as their panel shows them (panel_reminder_layout places them):
the words are the reminder's one wording (messages.reminder_words, the overlay's and the phones'
too), the buttons the table's commands (Done, a room, rad's count), run by name as a phone's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.app import describe
from companion.app.theme import italic_ok
from companion.app.widgets.panel_content import ReminderBox
from companion.app.widgets.panel_parts import Key
from companion.app.widgets.rule_link import why_text
from companion.core.model import CARD, MONARCH_DRAW, RAD, VENTURE, GameState, Reminder
from companion.shell.flow import venture_rooms
from companion.shell.messages import msg, reminder_words, room_line
from companion.shell.palette import CROWN_GOLD

RAD_GREEN = "#9bd35a"  # the rad counters' chip colour
# The rules the reminders apply: the monarch's two inherent triggers, the initiative's three.
_RULES = {MONARCH_DRAW: "monarch.2", VENTURE: "initiative.2"}
translate = QCoreApplication.translate  # the contexts are the banner's, so no word is lost


def mine(state: GameState, name: str) -> tuple[Reminder, ...]:
    """`name`'s pending reminders (this turn's only: cheap at any length of game)."""
    return tuple(r for r in state.pending_reminders() if r.player == name)


def reminder_boxes(state: GameState, name: str) -> tuple[ReminderBox, ...]:
    return tuple(_box(state, reminder) for reminder in mine(state, name))


def _box(state: GameState, reminder: Reminder) -> ReminderBox:
    words = reminder_words(state, reminder)
    kind, player = reminder.kind, reminder.player
    lines: list[str] = []
    notes: list[str] = []
    if words.rooms:  # each room's ability (the buttons are the rooms: choosing is clear)
        lines.extend(describe.say(room_line(room, ability)) for room, ability in words.rooms)
    elif words.quote is not None:
        lines.append(describe.say(words.quote))
    holder = state.initiative if kind == VENTURE else state.monarch
    if kind in (MONARCH_DRAW, VENTURE) and holder != player:
        key = "reminder.venture_moved" if kind == VENTURE else "reminder.moved"
        notes.append(describe.say(msg(key, player=player)))
    if words.condition is not None:
        notes.append(describe.say(words.condition))
    rule = _RULES.get(kind)
    return ReminderBox(
        reminder.id,
        headline=describe.say(words.headline),
        lines=tuple(lines),
        notes=tuple(notes),
        choices=_choices(state, reminder),
        rule=rule,
        why=why_text([rule]) if rule is not None else "",
        accent=RAD_GREEN if kind == RAD else CROWN_GOLD,
        italic=italic_ok(),
    )


def _choices(state: GameState, reminder: Reminder) -> tuple[tuple[object, str, str], ...]:
    """What the reminder's buttons say: a room each where two arrows leave (the holder's
    choice), the count of nonland cards milled for rad (0 up to the cards milled), else Done."""
    done = describe.say(msg("reminder.done"))
    if reminder.kind == VENTURE:
        _, rooms = venture_rooms(state, reminder.player)
        if len(rooms) > 1:
            words = dict(reminder_words(state, reminder).rooms)
            return tuple((("room", r), r, describe.say(words[r])) for r in rooms)
        return (("done", done, translate("_ReminderRow", "The venture is made")),)
    if reminder.kind == RAD:
        milled = state.player(reminder.player).counters.get("rad", 0)
        tip = translate("_ReminderRow", "&Nonland cards milled:").replace("&", "")
        return tuple((("nonland", n), str(n), tip) for n in range(milled + 1))
    if reminder.kind == CARD and reminder.card is not None:
        return (("done", done, translate("_ReminderRow", "It is carried out at the table")),)
    return (("done", done, translate("_ReminderRow", "The card is drawn")),)


def reminder_command(key: Key, player: str) -> tuple[str, dict[str, object]] | None:
    """The command a tap on a reminder's button runs, with its arguments (the player is the
    panel's own), or None if `key` is no reminder's button."""
    if key[0] != "remind" or len(key) < 3:
        return None
    reminder, choice = key[1], key[2]
    if choice == "done":
        return "done_reminder", {"reminder": reminder}
    if isinstance(choice, tuple) and choice[0] == "room":
        return "venture_room", {"room": choice[1]}
    if isinstance(choice, tuple) and choice[0] == "nonland":
        return "rad_mill", {"nonland": choice[1]}
    return None
