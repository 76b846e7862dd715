"""Commanders by name at setup, and commander damage taken back when it was entered by mistake.

CR 903.10a: a player who has been dealt 21 or more combat damage by the same commander over the
course of the game loses; partners (CR 702.124) are two commanders, each counted on its own. The
names are only for people to read; the correction is not an event of the game, so it triggers
nothing (no crown moves, CR 725.2 needs combat damage dealt).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.action_json import parse_action
from companion.core.actions import FixCommanderDamage, NewGame
from companion.core.errors import ActionError
from companion.core.game import Game
from companion.core.journal import build_game

Play = Callable[..., Game]


def hit(src: str, dst: str, amount: int, **more: Any) -> dict[str, Any]:
    line = {"from": src, "to": dst, "amount": amount, "commander": True, "infect": False}
    return {"action": "combat_damage", "hits": [{**line, **more}]}


def fix(player: str, source: str, delta: int, **more: Any) -> dict[str, Any]:
    line = {"action": "fix_commander_damage", "player": player, "from": source, "delta": delta}
    return {**line, **more}


# -- names at setup --------------------------------------------------------------------------------


def test_commander_names_round_trip_and_are_optional() -> None:
    line = {
        "action": "new_game",
        "players": ["Ann", "Ben", "Cid"],
        "partners": ["Ben"],
        "commanders": {"Ben": ["Tymna the Weaver", "Kraum, Ludevic's Opus"], "Ann": ["Kenrith"]},
    }
    setup = parse_action(line)
    assert isinstance(setup, NewGame)
    # In seat order, whatever order the object had.
    assert setup.commanders == (
        ("Ann", ("Kenrith",)),
        ("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),
    )
    assert setup.commander_name("Ben", partner=True) == "Kraum, Ludevic's Opus"
    assert setup.commander_name("Cid") == ""
    assert parse_action(setup.to_json()) == setup
    plain = parse_action({"action": "new_game", "players": ["Ann", "Ben"]})
    assert isinstance(plain, NewGame) and plain.commanders == ()
    assert "commanders" not in plain.to_json()


def test_only_a_partnered_player_names_two_and_blank_names_are_dropped() -> None:
    setup = parse_action(
        {
            "action": "new_game",
            "players": ["Ann", "Ben"],
            "partners": ["Ben"],
            "commanders": {"Ann": ["  "], "Ben": ["", "Kraum"]},
        }
    )
    assert isinstance(setup, NewGame)
    assert setup.commanders == (("Ben", ("", "Kraum")),)
    assert setup.commander_name("Ben") == "" and setup.commander_name("Ben", True) == "Kraum"


@pytest.mark.parametrize(
    ("commanders", "key"),
    [
        (["Ann"], "commanders_not_object"),
        ({"Zed": ["X"]}, "commanders_not_player"),
        ({"Ann": ["X", "Y"]}, "commander_names"),  # Ann has no partner
        ({"Ann": []}, "commander_names"),
        ({"Ann": [3]}, "commander_not_text"),
        ({"Ann": ["x" * 151]}, "too_long"),
        ({"Ann": ["\ud800"]}, "not_a_character"),
        ({"Zoë": ["X"], "Zoe\u0308": ["Y"]}, "name_twice"),  # one player, two spellings
    ],
)
def test_bad_commander_names_are_refused_with_a_reason(commanders: object, key: str) -> None:
    line = {"action": "new_game", "players": ["Ann", "Ben", "Zoë"], "commanders": commanders}
    with pytest.raises(ActionError) as caught:
        parse_action(line)
    assert caught.value.key == key


def test_a_journal_with_commander_names_replays(play: Play) -> None:
    setup = NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("Tymna", "Kraum")),))
    game = Game(setup)
    game.apply_json(hit("Ben", "Ann", 3, partner=True))
    again = build_game(enumerate(game.journal, start=1))
    assert again.setup == setup and again.state == game.state


# -- taking commander damage back ----------------------------------------------------------------


def test_a_correction_takes_back_the_damage_and_the_life_it_took(play: Play) -> None:
    """CR 903.10a: the tally is of damage dealt; a mis-entered point was never dealt."""
    game = play(hit("Ben", "Ann", 5))
    assert game.state.player("Ann").life == 35
    game.apply_json(fix("Ann", "Ben", -2))
    ann = game.state.player("Ann")
    assert dict(ann.commander_damage) == {"Ben": 3} and ann.life == 37
    game.apply_json(fix("Ann", "Ben", -3))
    ann = game.state.player("Ann")
    assert dict(ann.commander_damage) == {} and ann.life == 40


def test_partners_are_corrected_separately(play: Play) -> None:
    """CR 702.124d: each partner's damage is its own count."""
    game = play(hit("Ben", "Ann", 4), hit("Ben", "Ann", 6, partner=True), partners=("Ben",))
    game.apply_json(fix("Ann", "Ben", -6, partner=True))
    ann = game.state.player("Ann")
    assert dict(ann.commander_damage) == {"Ben": 4} and dict(ann.partner_damage) == {}


def test_a_correction_below_zero_is_refused_and_changes_nothing(play: Play) -> None:
    game = play(hit("Ben", "Ann", 2))
    before = game.state
    with pytest.raises(ActionError) as caught:
        game.apply_json(fix("Ann", "Ben", -3))
    assert caught.value.key == "commander_damage_too_few"
    assert "only 2 damage" in str(caught.value)
    with pytest.raises(ActionError) as caught:
        game.apply_json(fix("Ann", "Cid", -1))
    assert caught.value.key == "commander_damage_too_few"
    assert game.state is before


@pytest.mark.parametrize(
    ("line", "key"),
    [
        (fix("Ann", "Ben", 2), "fix_goes_up"),
        (fix("Ann", "Ben", 0), "delta_zero"),
        (fix("Ann", "Ann", -1), "self_damage"),
        (fix("Ann", "Ben", -1, partner="yes"), "not_bool"),
    ],
)
def test_bad_corrections_are_refused_by_shape(line: dict[str, Any], key: str) -> None:
    with pytest.raises(ActionError) as caught:
        parse_action(line)
    assert caught.value.key == key


def test_a_correction_moves_no_crown(play: Play) -> None:
    """CR 725.2 triggers on combat damage dealt; taking damage back deals none."""
    game = play(
        {"action": "become_monarch", "player": "Ann"},
        {"action": "step", "to": "combat_damage"},
        hit("Ben", "Ann", 3),
    )
    assert game.state.monarch == "Ben"
    game.apply_json(fix("Ann", "Ben", -3))
    assert game.state.monarch == "Ben" and len(game.state.monarch_history) == 2


def test_a_player_who_left_is_not_brought_back_by_a_correction(play: Play) -> None:
    """CR 800.4a: a player who left the game is out; only Undo takes the action back."""
    game = play(hit("Ben", "Ann", 21))
    assert not game.state.player("Ann").in_game
    with pytest.raises(ActionError) as caught:
        game.apply_json(fix("Ann", "Ben", -1))
    assert caught.value.key == "player_left"


def test_corrections_replay_from_the_journal(play: Play) -> None:
    game = play(hit("Ben", "Ann", 7), fix("Ann", "Ben", -2))
    again = build_game(enumerate(game.journal, start=1))
    assert again.state == game.state
    assert again.entries[-1].action == FixCommanderDamage("Ann", "Ben", -2)


def test_infect_commander_damage_is_taken_back_as_poison(play: Play) -> None:
    """Infect damage from a commander (Skithiryx) gave poison counters, not life loss (CR 702.90b)
    and still counts toward 21 (CR 903.10a): taking it back removes the poison, not adds life.
    A tally of both kinds gives the life back first."""
    game = play(hit("Ben", "Ann", 4, infect=True), hit("Ben", "Ann", 3))
    ann = game.state.player("Ann")
    assert (ann.life, ann.poison, dict(ann.commander_damage)) == (37, 4, {"Ben": 7})
    game.apply_json(fix("Ann", "Ben", -5))
    ann = game.state.player("Ann")
    assert (ann.life, ann.poison, dict(ann.commander_damage)) == (40, 2, {"Ben": 2})
    game.apply_json(fix("Ann", "Ben", -2))
    ann = game.state.player("Ann")
    assert (ann.life, ann.poison, dict(ann.commander_damage)) == (40, 0, {})
