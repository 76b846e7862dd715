"""Errors the core raises for bad input, each a message key with parameters.

A person reads these in their own language, so an error is never just an English string: it names a
key of `ERRORS` and the values to fill in (`ActionError("no_player", name="'Zed'")`). `str(error)`
is the English sentence, which `companion replay` prints; `companion.shell.messages` translates the
same key for the window and the overlay (its table includes this one, under "error.<key>").

The texts are marked for Qt Linguist with the one Qt-free marker (`core/marks.py`):
`QT_TRANSLATE_NOOP("Errors", text)`, and for a text with a count (`%n`, translated with plural
forms) `counted.translate("Errors", text, "", 0)`.

Parameters are text, whole numbers, steps (shown by their name) or a nested `Phrase`, itself a key
of `ERRORS` with parameters ("hit 2: {reason}"). A count is the parameter `n`; English spells the
plural of "counter(s)" itself (`english_plural`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Union

from companion.core.marks import QT_TRANSLATE_NOOP, Text, counted
from companion.core.values import field, frozen

ERRORS_CONTEXT = "Errors"

# Every error (and every phrase an error is made of) a person can see, by key. Values that come
# from a journal line are shown as Python would quote them ('Zed'), so odd ones stay on one line.
ERRORS: dict[str, Text] = {
    # -- the shape of a journal action (action_json.parse_action) --
    "action_not_object": QT_TRANSLATE_NOOP("Errors", "an action must be a JSON object, not {kind}"),
    "action_unnamed": QT_TRANSLATE_NOOP("Errors", 'an action needs an "action" field naming it'),
    "unknown_action": QT_TRANSLATE_NOOP("Errors", "unknown action {name}"),
    "missing_field": QT_TRANSLATE_NOOP("Errors", '"{action}" needs a "{field}" field'),
    "not_whole_number": QT_TRANSLATE_NOOP("Errors", '"{field}" must be a whole number, not {kind}'),
    "not_bool": QT_TRANSLATE_NOOP("Errors", '"{field}" must be true or false, not {kind}'),
    "not_name_list": QT_TRANSLATE_NOOP(
        "Errors", '"{field}" must be a list of player names, not {kind}'
    ),
    "name_twice": QT_TRANSLATE_NOOP("Errors", '"{field}" names {name} twice'),
    "name_not_text": QT_TRANSLATE_NOOP("Errors", "{what} must be text, not {kind}"),
    "name_empty": QT_TRANSLATE_NOOP("Errors", "{what} must not be empty"),
    "too_long": counted.translate("Errors", "{what} is longer than %n character(s)", "", 0),
    "name_control": QT_TRANSLATE_NOOP("Errors", "{what} {name} contains control characters"),
    "not_a_character": QT_TRANSLATE_NOOP(
        "Errors", "{what} {name} contains {char}, a code point that is not a character"
    ),
    "player_count": QT_TRANSLATE_NOOP("Errors", "a game needs {min} to {max} players, not {count}"),
    "starting_life_range": QT_TRANSLATE_NOOP(
        "Errors", '"starting_life" must be between {min} and {max}, not {value}'
    ),
    "partner_not_player": QT_TRANSLATE_NOOP(
        "Errors", '"partners" names {name}, who is not a player'
    ),
    "commanders_not_object": QT_TRANSLATE_NOOP(
        "Errors", '"commanders" must map players to their commanders\' names, not {kind}'
    ),
    "commanders_not_player": QT_TRANSLATE_NOOP(
        "Errors", '"commanders" names {name}, who is not a player'
    ),
    "commander_names": counted.translate(
        "Errors", "{player} can have the names of %n commander(s), in a list", "", 0
    ),
    "commander_not_text": QT_TRANSLATE_NOOP(
        "Errors", "{player}'s commander must be named by text, not {kind}"
    ),
    "fix_goes_up": QT_TRANSLATE_NOOP(
        "Errors", 'a correction only takes commander damage back: "delta" must be below 0'
    ),
    "unknown_day_night": QT_TRANSLATE_NOOP("Errors", '"to" must be "day" or "night", not {value}'),
    "reminder_ids": QT_TRANSLATE_NOOP(
        "Errors", '"reminders" must be a list of reminder ids (whole numbers from 0)'
    ),
    "not_pending": QT_TRANSLATE_NOOP("Errors", "reminder {id} is not pending"),
    "spells_not_asked": QT_TRANSLATE_NOOP(
        "Errors", "there is no day or night, or the spells cast this turn were already said"
    ),
    "count_range": QT_TRANSLATE_NOOP(
        "Errors", '"count" must be between 0 and {max}, not {value}'
    ),
    "hits_empty": QT_TRANSLATE_NOOP("Errors", '"hits" must be a non-empty list'),
    "hit_not_object": QT_TRANSLATE_NOOP("Errors", "hit {number} must be an object, not {kind}"),
    "hit_problem": QT_TRANSLATE_NOOP("Errors", "hit {number}: {reason}"),
    "amount_not_positive": QT_TRANSLATE_NOOP(
        "Errors", '"amount" must be a positive number, not {value}'
    ),
    "amount_too_large": QT_TRANSLATE_NOOP("Errors", '"amount" must be at most {max}'),
    "self_damage": QT_TRANSLATE_NOOP("Errors", "{name} cannot deal combat damage to themselves"),
    "partner_needs_commander": QT_TRANSLATE_NOOP("Errors", '"partner" needs "commander": true'),
    "delta_zero": QT_TRANSLATE_NOOP("Errors", '"delta" must not be 0'),
    "delta_range": QT_TRANSLATE_NOOP("Errors", '"delta" must be between -{max} and {max}'),
    "unknown_step": QT_TRANSLATE_NOOP("Errors", "unknown step {step} (steps: {known})"),
    "source_not_text": QT_TRANSLATE_NOOP("Errors", '"source" must be a card name, not {kind}'),
    "lose_nobody": QT_TRANSLATE_NOOP("Errors", '"players" must name at least one player'),
    "clock_minutes": QT_TRANSLATE_NOOP(
        "Errors", '"minutes" of a chess clock must be between 0 and {max}, not {value}'
    ),
    # What a name or value is, in the sentences above.
    "what_player_name": QT_TRANSLATE_NOOP("Errors", "player name"),
    "what_counter_name": QT_TRANSLATE_NOOP("Errors", "counter name"),
    "what_name_in": QT_TRANSLATE_NOOP("Errors", 'a name in "{field}"'),
    "what_commander": QT_TRANSLATE_NOOP("Errors", "a commander's name"),
    "kind_null": QT_TRANSLATE_NOOP("Errors", "null"),
    "kind_boolean": QT_TRANSLATE_NOOP("Errors", "a boolean"),
    "kind_number": QT_TRANSLATE_NOOP("Errors", "a number"),
    "kind_text": QT_TRANSLATE_NOOP("Errors", "text"),
    "kind_list": QT_TRANSLATE_NOOP("Errors", "a list"),
    "kind_object": QT_TRANSLATE_NOOP("Errors", "an object"),
    # -- the game as it stands (engine.apply) --
    "game_over": QT_TRANSLATE_NOOP("Errors", "the game is over"),
    "no_player": QT_TRANSLATE_NOOP("Errors", "there is no player named {name}"),
    "player_left": QT_TRANSLATE_NOOP("Errors", "{player} has left the game"),
    "step_backwards": QT_TRANSLATE_NOOP(
        "Errors",
        "the turn is already at {step}; steps only move forward (use end_turn to start the next "
        "turn)",
    ),
    "nobody_left": QT_TRANSLATE_NOOP("Errors", "nobody is left to take a turn"),
    "poison_too_few": counted.translate("Errors", "{player} has only %n poison counter(s)", "", 0),
    "commander_damage_too_few": counted.translate(
        "Errors", "{player} has taken only %n damage from {source}'s commander", "", 0
    ),
    "no_reminder": QT_TRANSLATE_NOOP("Errors", "there is no reminder {number}"),
    "reminder_resolved": QT_TRANSLATE_NOOP("Errors", "reminder {number} is already resolved"),
    "reminder_cancelled": QT_TRANSLATE_NOOP("Errors", "reminder {number} is already cancelled"),
    "question_open": QT_TRANSLATE_NOOP(
        "Errors", "{player}'s life loss in combat is not answered yet (answer first)"
    ),
    "question_other": QT_TRANSLATE_NOOP(
        "Errors", "{player}'s life loss in combat is not answered yet"
    ),
    "no_question_for": QT_TRANSLATE_NOOP(
        "Errors", "{player} has no life loss waiting for an answer"
    ),
    "question_wrong_step": QT_TRANSLATE_NOOP(
        "Errors",
        "a combat question can only be asked from the first main phase to the combat damage step",
    ),
    "not_designated": QT_TRANSLATE_NOOP(
        "Errors", "{player} is neither the monarch nor has the initiative"
    ),
    "question_too_small": counted.translate("Errors", "only %n life of {player} is waiting", "", 0),
    "no_question": QT_TRANSLATE_NOOP("Errors", "there is no open question to answer"),
    "venture_pending": QT_TRANSLATE_NOOP(
        "Errors", "{player} still has to venture into Undercity (choose the room first)"
    ),
    "no_venture": QT_TRANSLATE_NOOP(
        "Errors",
        '{player} has no venture to make; for a card that says "venture", name it in "source"',
    ),
    "venture_dungeon": QT_TRANSLATE_NOOP(
        "Errors", "this venture goes on in {expected}, not in {dungeon}"
    ),
    "dungeon_needed": QT_TRANSLATE_NOOP(
        "Errors", 'no dungeon is in progress: "dungeon" must name one of {known}'
    ),
    "undercity_only_initiative": QT_TRANSLATE_NOOP(
        "Errors", "Undercity can be entered only by venturing into Undercity (the initiative)"
    ),
    "unknown_dungeon": QT_TRANSLATE_NOOP(
        "Errors", "there is no dungeon named {dungeon} (the dungeons: {known})"
    ),
    "room_choice": QT_TRANSLATE_NOOP(
        "Errors", 'two arrows leave this room: "room" must be {rooms}'
    ),
    "room_unreachable": QT_TRANSLATE_NOOP(
        "Errors", "{room} is not the next room; the venture marker can move to {rooms}"
    ),
    "unknown_card": QT_TRANSLATE_NOOP(
        "Errors", "{card} is not in the list of monarch cards"
    ),
    "card_not_there": QT_TRANSLATE_NOOP("Errors", "{player} controls no {card}"),
    "first_player_late": QT_TRANSLATE_NOOP(
        "Errors", "who goes first is chosen before the first turn's untap step ends"
    ),
    "unknown_die": QT_TRANSLATE_NOOP(
        "Errors", '"die" must be "coin", "planar" or d2 to d{max}, not {die}'
    ),
    "roll_result": QT_TRANSLATE_NOOP("Errors", "{value} is not a result of a {die}"),
    "cast_delta": QT_TRANSLATE_NOOP(
        "Errors", '"delta" of a commander cast must be 1 or -1, not {value}'
    ),
    "no_cast_to_take_back": QT_TRANSLATE_NOOP(
        "Errors", "{player} has not cast that commander from the command zone"
    ),
    "clock_already_off": QT_TRANSLATE_NOOP("Errors", "the chess clock is already off"),
    "clock_unchanged": counted.translate(
        "Errors", "the chess clock already gives each player %n minute(s)", "", 0
    ),
    "clock_off": QT_TRANSLATE_NOOP("Errors", "there is no chess clock (turn it on first)"),
    "clock_already_paused": QT_TRANSLATE_NOOP("Errors", "the chess clock is already paused"),
    "clock_not_paused": QT_TRANSLATE_NOOP("Errors", "the chess clock is not paused"),
    "unknown_counter": QT_TRANSLATE_NOOP(
        "Errors", '"counter" must be one of {known} (or "named": true), not {counter}'
    ),
    "nonland_range": QT_TRANSLATE_NOOP(
        "Errors", '"nonland" must be between 0 and {max}, not {value}'
    ),
    "too_few_counters": counted.translate(
        "Errors", "{player} has only %n counter(s) of that kind", "", 0
    ),
    "speed_max": QT_TRANSLATE_NOOP("Errors", "{player}'s speed is already 4, the most it can be"),
    "speed_once": QT_TRANSLATE_NOOP(
        "Errors", "{player}'s speed already increased this turn; it can only once each turn"
    ),
    "has_blessing": QT_TRANSLATE_NOOP("Errors", "{player} already has the city's blessing"),
    "storm_below_zero": counted.translate(
        "Errors", "only %n spell(s) were counted this turn", "", 0
    ),
    "no_rad_trigger": QT_TRANSLATE_NOOP(
        "Errors", "{player} has no rad trigger waiting (it comes at their precombat main phase)"
    ),
    "rad_pending": QT_TRANSLATE_NOOP(
        "Errors", "{player}'s rad trigger waits for the number of nonland cards milled"
    ),
    "rad_too_many": counted.translate(
        "Errors", "{player} milled only %n card(s) for their rad counters", "", 0
    ),
    # -- the journal as a whole (game.Game, journal.build_game) --
    "journal_start": QT_TRANSLATE_NOOP("Errors", "a journal must start with a new_game action"),
    "new_game_later": QT_TRANSLATE_NOOP(
        "Errors", "new_game may only be the first action of a journal"
    ),
    "joined_misplaced": QT_TRANSLATE_NOOP(
        "Errors", '"joined" must follow a game action of the same gesture'
    ),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Errors", "there is nothing to undo"),
    "nothing_to_redo": QT_TRANSLATE_NOOP("Errors", "there is nothing to redo"),
    "no_game": QT_TRANSLATE_NOOP("Errors", "no game is loaded"),
    "first_not_new_game": QT_TRANSLATE_NOOP("Errors", "the first action must be new_game"),
    # -- the lines of a journal file (journal.decode) --
    "journal_line": QT_TRANSLATE_NOOP("Errors", "line {line}: {reason}"),
    "journal_empty": QT_TRANSLATE_NOOP(
        "Errors", "the journal is empty; its first line must be a new_game action"
    ),
    "line_too_long": counted.translate("Errors", "the line is longer than %n byte(s)", "", 0),
    "line_not_object": QT_TRANSLATE_NOOP("Errors", "each line must be a JSON object"),
    "line_not_utf8": QT_TRANSLATE_NOOP("Errors", "the line is not valid UTF-8 text"),
    "line_not_json": QT_TRANSLATE_NOOP("Errors", "the line is not valid JSON ({why})"),
    "json_too_deep": QT_TRANSLATE_NOOP("Errors", "nested too deeply"),
    "json_at_character": QT_TRANSLATE_NOOP("Errors", "at character {column}"),
    "duplicate_key": QT_TRANSLATE_NOOP(
        "Errors", "the key {key} appears more than once in the same object"
    ),
    "line_lone_surrogate": QT_TRANSLATE_NOOP(
        "Errors", "the line contains {char}, half of a surrogate pair on its own, which is not text"
    ),
    "json_number_too_long": QT_TRANSLATE_NOOP("Errors", "a number is too long"),
    "torn_line": QT_TRANSLATE_NOOP(
        "Errors", "dropped an incomplete last line (the app was stopped while writing it)"
    ),
}

Param = Union[str, int, "Phrase"]


def english_plural(text: str, n: int) -> str:
    """The English source of a counted text for `n`: "%n poison counter(s)" -> "1 poison counter",
    "0 poison counters". Translations have their own forms and never contain "(s)"."""
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


@frozen
class Phrase:
    """A key of ERRORS with its parameters: an error's reason, or a part of one."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.key not in ERRORS:
            raise KeyError(f"no error text for key {self.key!r}")

    def __str__(self) -> str:
        """The English sentence (a count is the parameter `n`)."""
        text = ERRORS[self.key].source
        if "%n" in text:
            count = self.params["n"]
            assert isinstance(count, int), self.key
            text = english_plural(text, count)
        return text.format_map({k: str(v) for k, v in self.params.items()})

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.params.items()))))


class _PhrasedError(ValueError):
    """An error that is a phrase: `key` and `params` name its text and what fills it in."""

    phrase: Phrase

    @property
    def key(self) -> str:
        return self.phrase.key

    @property
    def params(self) -> Mapping[str, Param]:
        return self.phrase.params


class ActionError(_PhrasedError):
    """An action that cannot be applied to the game as it stands; the game is left unchanged.

    `ActionError(key, **params)`: `key` names the text in ERRORS; `str()` is the English sentence.
    """

    def __init__(self, key: str, /, **params: Param) -> None:
        self.phrase = Phrase(key, params)  # an unknown key is a KeyError: a programming error
        super().__init__(str(self.phrase))


class JournalError(_PhrasedError):
    """A journal line that cannot be read or applied, with the 1-based line number it came from.

    `JournalError(line, key, **params)`: the reason is `Phrase(key, params)`; `str()` is
    "line 3: <the reason in English>". Also used, unraised, for the warning about a torn last line.
    """

    def __init__(self, line: int, key: str, /, **params: Param) -> None:
        self.line = line
        self.phrase = Phrase(key, params)
        self.reason = str(self.phrase)
        super().__init__(str(Phrase("journal_line", {"line": line, "reason": self.phrase})))
