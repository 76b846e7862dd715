"""Commander damage by tapping panels, the pure part: what a tap on a commander or a player means.

CR 903.10a counts combat damage per commander; CR 702.124d counts partners separately, so the mode
picks one commander, not one player.
"""

from __future__ import annotations

from companion.core.actions import Concede, NewGame
from companion.core.engine import apply, start
from companion.shell import taps
from companion.shell.damage_mode import Commander, DamageMode, commanders_of, short_name

STATE = start(NewGame(("Ann", "Ben", "Cid"), 40, ("Ben",)))


def test_picking_a_commander_first_then_each_player_it_hit() -> None:
    mode, counter = DamageMode().pick_commander(STATE, Commander("Ben", partner=True))
    assert counter is None and mode == DamageMode(Commander("Ben", True))
    assert mode.counter_for(STATE, "Ann") == taps.commander("Ann", "Ben", partner=True)
    assert mode.counter_for(STATE, "Cid") == taps.commander("Cid", "Ben", partner=True)
    assert mode.counter_for(STATE, "Ben") is None  # no commander damages its own player


def test_starting_from_the_player_hit_the_first_commander_tapped_deals_one() -> None:
    mode = DamageMode().start_from("Ann")
    assert mode.counter_for(STATE, "Ann") is None  # nothing picked yet
    mode, counter = mode.pick_commander(STATE, Commander("Cid"))
    assert counter == taps.commander("Ann", "Cid")
    assert mode == DamageMode(Commander("Cid"), "Ann")
    # Ann's own commander tapped while Ann is the one hit: it becomes the attacker, deals nothing.
    mode, counter = DamageMode().start_from("Ann").pick_commander(STATE, Commander("Ann"))
    assert counter is None and mode == DamageMode(Commander("Ann"))


def test_players_who_left_take_no_damage_in_the_mode() -> None:
    """CR 800.4a: a player who left the game is gone; nothing is dealt to them."""
    state = apply(STATE, Concede("Cid")).state
    mode = DamageMode(Commander("Ben"))
    assert mode.counter_for(state, "Cid") is None
    _mode, counter = DamageMode().start_from("Cid").pick_commander(state, Commander("Ben"))
    assert counter is None


def test_a_partnered_player_has_two_commanders_and_names_are_shortened() -> None:
    assert commanders_of(("Ben",), "Ben") == (Commander("Ben"), Commander("Ben", True))
    assert commanders_of(("Ben",), "Ann") == (Commander("Ann"),)
    assert short_name("Kraum, Ludevic's Opus") == "Kraum"
    assert short_name("Tymna the Weaver") == "Tymna the Weaver"
    assert short_name(", odd") == ", odd"
