"""Counters and designations a player has besides life, poison and commander damage, each checked
by its rule: counters on players (CR 122.1), rad (727), speed (702.179), the city's blessing
(702.131), the Ring tempts you (701.54) and the storm count (702.40)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from companion.core import rules
from companion.core.action_json import parse_action
from companion.core.errors import ActionError
from companion.core.events import RadMilled, SpeedIncreased
from companion.core.game import Game
from companion.core.model import RAD, LeaveReason, ReminderStatus
from companion.core.snapshot import state_json
from companion.core.steps import Step

Play = Callable[..., Game]


def counter(player: str, kind: str, delta: int, **more: Any) -> dict[str, Any]:
    return {"action": "counter", "player": player, "counter": kind, "delta": delta, **more}


def step(to: Step) -> dict[str, Any]:
    return {"action": "step", "to": to.value}


END = {"action": "end_turn"}


def life(player: str, delta: int) -> dict[str, Any]:
    return {"action": "life", "player": player, "delta": delta}


# -- counters on players (122.1) ----------------------------------------------------------------


def test_energy_and_experience_go_up_and_down_and_never_below_zero(play: Play) -> None:
    """122.1: counters a player has; removing more than they have is refused, nothing changes."""
    game = play(counter("Ann", "energy", 3), counter("Ann", "energy", -2),
                counter("Ann", "experience", 1))
    ann = game.state.player("Ann")
    assert dict(ann.counters) == {"energy": 1, "experience": 1}
    with pytest.raises(ActionError) as error:
        game.apply_json(counter("Ann", "energy", -2))
    assert error.value.key == "too_few_counters"
    assert game.state.player("Ann").counters["energy"] == 1


def test_a_counter_used_stays_on_the_panel_at_zero(play: Play) -> None:
    """Only kinds in use take room: a kind once used stays (at 0), one never used is absent."""
    game = play(counter("Ann", "energy", 2), counter("Ann", "energy", -2))
    assert dict(game.state.player("Ann").counters) == {"energy": 0}
    assert dict(game.state.player("Ben").counters) == {}


def test_named_counters_are_the_pods_own_and_apart_from_the_known_kinds(play: Play) -> None:
    game = play(counter("Ben", "Bounty", 2, named=True), counter("Ben", "energy", 1))
    ben = game.state.player("Ben")
    assert dict(ben.named_counters) == {"Bounty": 2}
    assert dict(ben.counters) == {"energy": 1}
    shown = state_json(game.state)["players"][1]
    assert shown["named_counters"] == {"Bounty": 2} and shown["counters"] == {"energy": 1}


@pytest.mark.parametrize(
    ("line", "key"),
    [
        (counter("Ann", "mana", 1), "unknown_counter"),
        (counter("Ann", "", 1, named=True), "name_empty"),
        (counter("Ann", "x" * 41, 1, named=True), "too_long"),
        (counter("Ann", "energy", 0), "delta_zero"),
        (counter("Zed", "energy", 1), "no_player"),
    ],
)
def test_bad_counter_lines_are_refused(play: Play, line: dict[str, Any], key: str) -> None:
    game = play()
    with pytest.raises(ActionError) as error:
        game.apply_json(line)
    assert error.value.key == key


def test_a_player_who_left_gets_no_counters(play: Play) -> None:
    game = play({"action": "concede", "player": "Cid"})
    with pytest.raises(ActionError) as error:
        game.apply_json(counter("Cid", "energy", 1))
    assert error.value.key == "player_left"


# -- rad counters (727) -------------------------------------------------------------------------


def test_rad_triggers_at_the_precombat_main_phase_of_its_holder(play: Play) -> None:
    """727: "at the beginning of each player's precombat main phase, if that player has one or
    more rad counters": a reminder for Ann at her main phase, none at the upkeep, none for Ben
    (who has none) at his."""
    game = play(counter("Ann", "rad", 3), step(Step.UPKEEP))
    assert not [r for r in game.state.reminders if r.kind == RAD]
    game.apply_json(step(Step.MAIN1))
    rad = [r for r in game.state.reminders if r.kind == RAD]
    assert [(r.player, r.status) for r in rad] == [("Ann", ReminderStatus.PENDING)]


def test_rad_mill_loses_life_and_counters_per_nonland_card(play: Play) -> None:
    """727: Ann mills 3 (her rad count); 2 were nonland: she loses 2 life and 2 rad counters."""
    game = play(counter("Ann", "rad", 3), step(Step.MAIN1))
    transition = game.apply_json({"action": "rad_mill", "player": "Ann", "nonland": 2})
    ann = game.state.player("Ann")
    assert (ann.life, ann.counters["rad"]) == (38, 1)
    assert RadMilled("Ann", 3, 2) in transition.events
    assert all(r.status is ReminderStatus.RESOLVED for r in game.state.reminders if r.kind == RAD)


def test_rad_mill_can_not_say_more_nonland_cards_than_were_milled(play: Play) -> None:
    game = play(counter("Ann", "rad", 2), step(Step.MAIN1))
    with pytest.raises(ActionError) as error:
        game.apply_json({"action": "rad_mill", "player": "Ann", "nonland": 3})
    assert error.value.key == "rad_too_many"
    assert game.state.player("Ann").life == 40


def test_rad_mill_needs_its_trigger(play: Play) -> None:
    game = play(counter("Ann", "rad", 2))
    with pytest.raises(ActionError) as error:
        game.apply_json({"action": "rad_mill", "player": "Ann", "nonland": 1})
    assert error.value.key == "no_rad_trigger"


def test_the_turn_can_not_end_over_an_unanswered_rad_trigger(play: Play) -> None:
    """The life lost is the table's count: the app can't end the turn without it."""
    game = play(counter("Ann", "rad", 1), step(Step.MAIN1))
    with pytest.raises(ActionError) as error:
        game.apply_json(END)
    assert error.value.key == "rad_pending"
    game.apply_json({"action": "rad_mill", "player": "Ann", "nonland": 0})
    game.apply_json(END)
    assert game.state.turn == 2


def test_rad_life_loss_can_make_its_holder_lose(play: Play) -> None:
    """704.5a after the rad trigger's life loss: Ann at 2 mills 3 nonland cards."""
    game = play(counter("Ann", "rad", 3), life("Ann", -38), step(Step.MAIN1),
                {"action": "rad_mill", "player": "Ann", "nonland": 3})
    departure = game.state.player("Ann").departure
    assert departure is not None and departure.reason is LeaveReason.LIFE


# -- speed (702.179) ----------------------------------------------------------------------------


def speed(player: str) -> dict[str, Any]:
    return {"action": "speed", "player": player}


def test_speed_starts_at_one_and_rises_once_each_turn_to_four(play: Play) -> None:
    """702.179: no speed becomes 1 (start your engines!, not an increase: it may rise the same
    turn); an increase at most once each turn; never above 4."""
    game = play(speed("Ann"), speed("Ann"))
    assert game.state.player("Ann").speed == 2
    with pytest.raises(ActionError) as error:
        game.apply_json(speed("Ann"))
    assert error.value.key == "speed_once"
    for _ in range(3):  # Ben, Cid, Ann
        game.apply_json(END)
        if game.state.player("Ann").speed < rules.MAX_SPEED:
            game.apply_json(speed("Ann"))
    assert game.state.player("Ann").speed == rules.MAX_SPEED
    game.apply_json(END)
    with pytest.raises(ActionError) as error:
        game.apply_json(speed("Ann"))
    assert error.value.key == "speed_max"


def test_speed_rises_by_itself_when_an_opponent_loses_life_during_your_turn(play: Play) -> None:
    """702.179's inherent trigger: once each turn, if speed is below 4, as an opponent loses life
    during its player's turn."""
    game = play(speed("Ann"))
    transition = game.apply_json(life("Ben", -2))
    assert game.state.player("Ann").speed == 2
    assert SpeedIncreased("Ann", 2, automatic=True) in transition.events
    game.apply_json(life("Cid", -3))  # only once each turn
    assert game.state.player("Ann").speed == 2


def test_speed_does_not_rise_for_her_own_life_or_a_gain_or_without_speed(play: Play) -> None:
    game = play(speed("Ann"), life("Ann", -5), life("Ben", 3))
    assert game.state.player("Ann").speed == 1
    game = play(life("Ben", -2))
    assert game.state.player("Ann").speed == 0  # no speed: start your engines! never happened


def test_speed_does_not_rise_on_another_players_turn(play: Play) -> None:
    """'During your turn': Ann's speed stays when Ben loses life in Ben's turn (only Ben's own
    speed could rise, and he has none)."""
    game = play(speed("Ann"), END, life("Cid", -2))
    assert game.state.player("Ann").speed == 1


def test_combat_damage_to_an_opponent_raises_speed(play: Play) -> None:
    hit = {"from": "Ann", "to": "Ben", "amount": 3}
    game = play(speed("Ann"), {"action": "combat_damage", "hits": [hit]})
    assert game.state.player("Ann").speed == 2


# -- the city's blessing (702.131) and the Ring (701.54) ----------------------------------------


def test_the_citys_blessing_is_for_the_rest_of_the_game(play: Play) -> None:
    """702.131: once a player has the city's blessing they keep it; no action takes it away."""
    game = play({"action": "citys_blessing", "player": "Ben"}, END, END, END)
    assert game.state.player("Ben").citys_blessing
    with pytest.raises(ActionError) as error:
        game.apply_json({"action": "citys_blessing", "player": "Ben"})
    assert error.value.key == "has_blessing"
    assert state_json(game.state)["players"][1]["citys_blessing"] is True


def test_the_ring_tempts_counts_every_time_and_names_the_bearer(play: Play) -> None:
    """701.54: each time, the emblem gains its next ability (four in all) and a creature becomes
    the Ring-bearer; cards count the times past four, so the count goes on."""
    tempt = {"action": "ring_tempts", "player": "Cid"}
    game = play({**tempt, "bearer": "Frodo"}, tempt, tempt, tempt, {**tempt, "bearer": "Sam"})
    cid = game.state.player("Cid")
    assert (cid.ring, cid.ring_bearer) == (5, "Sam")
    assert min(cid.ring, rules.RING_ABILITIES) == 4
    assert state_json(game.state)["players"][2]["ring"] == {"tempted": 5, "bearer": "Sam"}


# -- storm (702.40) -----------------------------------------------------------------------------


def test_the_storm_count_is_this_turns_and_starts_again_each_turn(play: Play) -> None:
    """702.40: storm counts the spells cast this turn (by anyone)."""
    game = play({"action": "storm", "delta": 3}, {"action": "storm", "delta": -1})
    assert game.state.storm == 2 and state_json(game.state)["storm"] == 2
    with pytest.raises(ActionError) as error:
        game.apply_json({"action": "storm", "delta": -3})
    assert error.value.key == "storm_below_zero"
    game.apply_json(END)
    assert game.state.storm == 0 and "storm" not in state_json(game.state)


def test_counters_come_back_as_written(play: Play) -> None:
    """Every new action reads back from its journal line as it was written."""
    game = play(counter("Ann", "Lore", 2, named=True), speed("Ann"),
                {"action": "ring_tempts", "player": "Ann", "bearer": "Frodo"},
                {"action": "citys_blessing", "player": "Ann"}, {"action": "storm", "delta": 1},
                counter("Ann", "rad", 1), step(Step.MAIN1),
                {"action": "rad_mill", "player": "Ann", "nonland": 1})
    lines = [game.setup.to_json(), *(entry.action.to_json() for entry in game.entries)]
    again = Game.from_actions(parse_action(json.loads(json.dumps(line))) for line in lines)
    assert state_json(again.state) == state_json(game.state)


def test_the_command_is_offered_exactly_when_the_engine_takes_it(play: Play) -> None:
    """702.179 in one place: `can_speed_rise` (what the panel and the dialog offer) says yes
    exactly when a Speed action is accepted, over a game that starts, rises, waits a turn and
    reaches 4."""
    from companion.core.counters import can_speed_rise
    from companion.shell.commands import speed_rises

    game = play()
    for _ in range(12):
        state = game.state
        offered = can_speed_rise(state.player("Ann"), state.turn)
        assert speed_rises(state, "Ann") is offered
        try:
            game.apply_json(speed("Ann"))
            accepted = True
        except ActionError:
            accepted = False
        assert accepted is offered, (state.turn, state.player("Ann").speed)
        if not accepted:
            game.apply_json(END)
