"""Who goes first (issue 16 item 3): drawn fairly by the app (CR 103.1 leaves the method to the
players, usually random), logged, undoable; the seats don't move and turn order goes on around
the table from the first player."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from companion.core.errors import ActionError
from companion.core.game import Game
from companion.shell import dice

Play = Callable[..., Game]
FOUR = ("Ann", "Ben", "Cid", "Dee")


def first(player: str, **more: Any) -> dict[str, Any]:
    return {"action": "first_player", "player": player, **more}


def test_the_first_player_starts_and_turn_order_goes_on_around_the_table(play: Play) -> None:
    game = play(first("Cid", random=True), players=FOUR)
    assert (game.state.turn_player, game.state.active_player) == ("Cid", "Cid")
    assert game.state.names == FOUR  # the seats stay
    order = []
    for _ in range(4):
        game.apply_json({"action": "end_turn"})
        order.append(game.state.turn_player)
    assert order == ["Dee", "Ann", "Ben", "Cid"]
    assert game.journal[1] | {} == {"action": "first_player", "player": "Cid", "random": True}


def test_only_before_the_first_turn_begins_and_undoable(play: Play) -> None:
    game = play(first("Ben"))
    game.apply_json({"action": "undo"})
    assert game.state.turn_player == "Ann"
    game.apply_json({"action": "step", "to": "upkeep"})
    with pytest.raises(ActionError, match="before the first turn's untap step ends"):
        game.apply_json(first("Ben"))


def test_the_draw_is_fair_over_10000_draws() -> None:
    """Each of four players about a quarter of the time (within 5% of 2,500 each), from a
    seeded source; and the app's own draw names a player of the game."""
    source = Random(1201)._randbelow  # type: ignore[attr-defined]
    counts = Counter(dice.first_player(FOUR, source).player for _ in range(10_000))
    assert set(counts) == set(FOUR)
    assert all(abs(n - 2500) < 125 for n in counts.values()), counts
    assert dice.first_player(FOUR).player in FOUR


def test_rounds_count_the_times_play_comes_back_to_the_first_seat(play: Play) -> None:
    """"Round 3 · Turn 11": a round is every player's turn once from the first player; extra
    turns (CR 500.7) and players who left don't make or break one."""
    game = play(first("Cid"), players=FOUR)
    end = {"action": "end_turn"}
    rounds = []
    for _ in range(8):
        rounds.append((game.state.turn_player, game.state.round))
        game.apply_json(end)
    assert rounds == [("Cid", 1), ("Dee", 1), ("Ann", 1), ("Ben", 1),
                      ("Cid", 2), ("Dee", 2), ("Ann", 2), ("Ben", 2)]
    assert game.state.round == 3  # Cid again
    game.apply_json({"action": "extra_turn", "player": "Ann"})
    game.apply_json(end)  # Ann's extra turn: still round 3
    assert (game.state.turn_player, game.state.round) == ("Ann", 3)
    game.apply_json(end)  # then Dee, as scheduled
    assert (game.state.turn_player, game.state.round) == ("Dee", 3)
    game.apply_json({"action": "concede", "player": "Cid"})
    for _ in range(2):
        game.apply_json(end)  # Ann, Ben
    game.apply_json(end)  # past Cid's empty seat to Dee: a new round
    assert (game.state.turn_player, game.state.round) == ("Dee", 4)
