"""The phone page's words per language, as one JSON table (GET /pod/i18n/<code>.json).

Every sentence about the game comes from the app's one table (`companion.shell.messages`), as the
overlay's page gets it (`overlay.strings.table`: the texts, the official terms, plural samples);
the phone page's own words (its buttons and labels, the "PodPage" context) are UI here, beside the
overlay's (turn, round, day and night, initiative, commander tax). Nothing is listed twice: the
game's terms and the buttons the window shows too (life, poison, the monarch, commander damage
taken, the reminder's Done, Undo) are the message table's texts (`messages.table_text`).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from companion.core.marks import QT_TRANSLATE_NOOP, Text
from companion.shell import messages
from companion.shell.language import LANGUAGES
from companion.web import strings as overlay_strings

UI: dict[str, Text] = {
    # The big number's label: the seat's life total.
    "life": messages.table_text("term.life"),
    "poison": messages.table_text("term.poison"),
    #: A heading: the commander damage this player took, one row per opposing commander
    "commander_damage": messages.table_text("term.commander_damage_taken"),
    #: A row of commander damage: the second commander of {player} (partners)
    "partner_of": QT_TRANSLATE_NOOP("PodPage", "{player}'s partner"),
    "counters": QT_TRANSLATE_NOOP("PodPage", "Counters"),
    #: A button: this player cast their commander from the command zone (the tax goes up {2})
    "cast": QT_TRANSLATE_NOOP("PodPage", "Cast commander"),
    #: The same for the second (partner) commander
    "cast_partner": QT_TRANSLATE_NOOP("PodPage", "Cast partner"),
    #: The same for a commander named at setup: {commander} is its name as the panel's chip
    #: shows it ("Kraum" for "Kraum, Ludevic's Opus")
    "cast_named": QT_TRANSLATE_NOOP("PodPage", "Cast {commander}"),
    #: A button: flip a coin for this seat (beside the d6 and d20 buttons)
    "coin": QT_TRANSLATE_NOOP("PodPage", "Coin"),
    #: A button taking back a commander cast entered by mistake
    "uncast": QT_TRANSLATE_NOOP("PodPage", "Take back a cast"),
    #: A heading over this player's pending reminders (triggers to carry out)
    "yours": QT_TRANSLATE_NOOP("PodPage", "For you"),
    #: A reminder's button: its trigger was carried out
    "done": messages.table_text("reminder.done"),
    #: The rad trigger: a field for how many of the milled cards were nonland
    "nonland": QT_TRANSLATE_NOOP("PodPage", "Nonland cards milled"),
    "undo": messages.table_text("undo.nothing"),
    #: A heading over everyone else's totals
    "table": QT_TRANSLATE_NOOP("PodPage", "The table"),
    #: Under "The table" when the host lets this phone change everyone's totals: each other
    #: player's box there can be tapped to change their life and poison
    "tap_other": QT_TRANSLATE_NOOP("PodPage", "Tap a player to change their totals."),
    #: The tooltip and spoken name of another player's box when it can be tapped (the host lets
    #: this phone change everyone's totals); also the name of the panel it opens
    "change_other": QT_TRANSLATE_NOOP("PodPage", "Change {player}'s totals"),
    #: A button closing the panel where this phone changes another player's totals
    "close": QT_TRANSLATE_NOOP("PodPage", "Close"),
    #: The crown's alternative text beside a player (CR 725)
    "monarch": messages.table_text("term.monarch"),
    "your_turn": QT_TRANSLATE_NOOP("PodPage", "Your turn"),
    "connecting": QT_TRANSLATE_NOOP("PodPage", "Connecting…"),
    #: The connection was lost; the page tries again by itself
    "reconnecting": QT_TRANSLATE_NOOP("PodPage", "Reconnecting…"),
    #: The host took this phone off its seat, or the game it joined is over
    "revoked": QT_TRANSLATE_NOOP(
        "PodPage", "This phone is no longer at its seat. Ask the host for a new link."),
    #: A phone opened the page without a seat's code
    "no_link": QT_TRANSLATE_NOOP("PodPage", "Scan the code the host shows to join the table."),
    #: The app refused the phone's link: no seat of the game now played has it (a link from an
    #: earlier game, or a made-up one). The page stops trying; the player must scan again.
    "bad_link": QT_TRANSLATE_NOOP(
        "PodPage",
        "This link opens no seat at this table (it may be from an earlier game). Scan the code "
        "the host shows to join the table."),
    #: A heading: the phone joined with the table's code and picks whose seat it is
    "pick_seat": QT_TRANSLATE_NOOP("PodPage", "Which seat is yours?"),
    #: Under that heading when every seat already has its phone
    "no_free_seat": QT_TRANSLATE_NOOP(
        "PodPage", "Every seat has its phone: ask the host for your seat's code."
    ),
    #: The seat's player has left the game
    "left": QT_TRANSLATE_NOOP("PodPage", "Out of the game"),
    "no_game": QT_TRANSLATE_NOOP("PodPage", "No game is being played."),
}


@cache
def table(code: str) -> dict[str, Any]:
    """Every word the phone page needs in `code` (one of LANGUAGES), as JSON-ready data."""
    if code not in LANGUAGES:
        raise KeyError(code)
    words = dict(overlay_strings.table(code))
    words["ui"] = {
        **words["ui"],
        **overlay_strings.ui_words(UI, code),
    }
    words.pop("dungeons", None)
    return words
