"""Day and night, CR 731 (numbered 726 when introduced; RULES.md summarises it).

731.1: a game starts with neither; it becomes day when a permanent with daybound appears (or an
effect says so). 731.2: as each turn's untap step begins, if it is day and the previous turn's
active player cast no spells during that turn, it becomes night; if it is night and that player
cast two or more spells during that turn, it becomes day.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.action_json import parse_action
from companion.core.errors import ActionError
from companion.core.events import DayNightChanged
from companion.core.game import Game
from companion.core.model import DayNight

Play = Callable[..., Game]


def day() -> dict[str, Any]:
    return {"action": "day_night", "to": "day"}


def spells(player: str, count: int) -> dict[str, Any]:
    return {"action": "spells_cast", "player": player, "count": count}


END = {"action": "end_turn"}


def test_neither_until_a_card_says_day(play: Play) -> None:
    """731.1: a game has neither; turns pass without it changing until it is set."""
    game = play(END, END)
    assert game.state.day_night is None
    game.apply_json(day())
    assert game.state.day_night is DayNight.DAY


def test_day_becomes_night_when_the_active_player_cast_no_spells(play: Play) -> None:
    """731.2: checked as the next turn begins, from the previous turn's active player's spells."""
    game = play(day(), spells("Ann", 0))
    game.apply_json(END)
    assert game.state.day_night is DayNight.NIGHT
    changed = [e for e in game.entries[-1].events if isinstance(e, DayNightChanged)]
    assert changed == [DayNightChanged(DayNight.NIGHT, "Ann", 0)]


def test_one_spell_keeps_day_and_night_needs_two_to_turn_to_day(play: Play) -> None:
    game = play(day(), spells("Ann", 1), END)
    assert game.state.day_night is DayNight.DAY  # one spell: day stays
    game.apply_json(spells("Ben", 0))
    game.apply_json(END)
    assert game.state.day_night is DayNight.NIGHT
    game.apply_json(spells("Cid", 1))
    game.apply_json(END)
    assert game.state.day_night is DayNight.NIGHT  # one spell: night stays
    game.apply_json(spells("Ann", 2))
    game.apply_json(END)
    assert game.state.day_night is DayNight.DAY  # two or more: day


def test_only_the_previous_turns_active_player_counts(play: Play) -> None:
    """731.2 counts the spells of the player whose turn it was, not the others'."""
    game = play(day(), spells("Ben", 0), spells("Ann", 3), END)
    assert game.state.day_night is DayNight.DAY


def test_spells_are_counted_per_turn(play: Play) -> None:
    """What was said about one turn says nothing about the next."""
    game = play(day(), spells("Ann", 1), END)
    assert game.state.spells_cast == {}
    game.apply_json(END)  # nothing said about Ben's turn: it stays as it is
    assert game.state.day_night is DayNight.DAY


def test_the_first_untap_after_it_appears(play: Play) -> None:
    """Day set during Ann's turn is checked as the very next turn begins (a case engines miss)."""
    game = play({"action": "step", "to": "main1"}, day(), spells("Ann", 0), END)
    assert game.state.day_night is DayNight.NIGHT


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ({"action": "day_night", "to": "dusk"}, "unknown_day_night"),
        (spells("Ann", -1), "count_range"),
        (spells("Ann", 1000), "count_range"),
    ],
)
def test_bad_day_night_lines_are_refused(line: dict[str, Any], key: str) -> None:
    with pytest.raises(ActionError) as caught:
        parse_action(line)
    assert caught.value.key == key
