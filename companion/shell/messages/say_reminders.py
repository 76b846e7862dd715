"""What a pending reminder asks of the table, worded once for the banner, the overlay and the
phones: its headline, the text it quotes, a card's "if" as it stands now, a venture's rooms, and
the sentence a viewer reads (`said`) with what the overlay shows under it (`aside`)."""

from __future__ import annotations

from companion.core.dungeons import UNDERCITY
from companion.core.model import CARD, RAD, VENTURE, GameState, Reminder
from companion.core.values import frozen
from companion.shell.flow import venture_rooms
from companion.shell.messages.say_events import (
    condition_message,
    ends_a_duration,
    reminder_message,
)
from companion.shell.messages.table import room_key, trigger_key
from companion.shell.messages.text import Msg, msg


@frozen
class ReminderWords:
    """A pending reminder's words. `headline` is what to do now (the banner's and the phones'
    first line), `quote` what it quotes (the official trigger, a card's effect, rad's effect),
    `condition` a card's "if" read from the crown now, `rooms` a venture's rooms each with its
    ability (`choose` when the holder picks one of several), `said` the reminder as a sentence
    for those who watch (the overlay's), `aside` what the overlay shows under it."""

    headline: Msg
    quote: Msg | None
    condition: Msg | None
    rooms: tuple[tuple[str, Msg], ...]
    choose: bool
    said: Msg
    aside: Msg | None


def reminder_words(state: GameState, reminder: Reminder) -> ReminderWords:
    """`reminder`'s words in `state` (CR 725.2's draw, 726.2's venture, 727's rad, a card's)."""
    player = reminder.player
    condition = condition_message(state, reminder)
    rooms: tuple[tuple[str, Msg], ...] = ()
    if reminder.kind == VENTURE:
        dungeon, names = venture_rooms(state, player)
        headline = (msg("reminder.venture", player=player) if dungeon == UNDERCITY
                    else msg("reminder.venture_dungeon", player=player, dungeon=dungeon))
        quote = None
        rooms = tuple((room, msg(room_key(room))) for room in names)
    elif reminder.kind == RAD:
        milled = state.player(player).counters.get("rad", 0)
        headline = msg("reminder.rad", milled, player=player)
        quote = msg("reminder.rad_effect", player=player)
    elif reminder.kind == CARD and reminder.card is not None:
        key = "reminder.exile_ends" if ends_a_duration(reminder) else "reminder.card"
        headline = msg(key, card=reminder.card, player=player)
        quote = msg(trigger_key(reminder.card, reminder.trigger))
    else:
        headline = msg("reminder.headline", player=player)
        quote = msg("trigger.draw")
    # The viewer's sentence holds a card's effect already; under the draw, its trigger quoted.
    aside = quote if reminder.kind not in (VENTURE, RAD, CARD) else condition
    return ReminderWords(headline, quote, condition, rooms, len(rooms) > 1,
                         reminder_message(reminder), aside)


def room_line(room: str, ability: Msg) -> Msg:
    """A room and what it does, as a line of the venture's list."""
    return msg("reminder.room_line", room=room, ability=ability)
