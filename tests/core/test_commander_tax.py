"""Commander tax, CR 903.8: "A player may cast a commander they own from the command zone. A
commander cast from the command zone costs an additional {2} for each previous time the player
casting it has cast it from the command zone that game." Partners count separately."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.errors import ActionError
from companion.core.game import Game
from companion.core.snapshot import state_json

Play = Callable[..., Game]


def cast(player: str, **more: Any) -> dict[str, Any]:
    return {"action": "commander_cast", "player": player, **more}


def test_each_cast_from_the_command_zone_adds_two_to_the_next(play: Play) -> None:
    """903.8: first cast free, then {2}, {4}...: the count of previous casts is what the rule
    reads."""
    game = play(cast("Ann"), cast("Ann"), cast("Ann"))
    assert game.state.player("Ann").commander_casts == 3  # the next costs {6} more
    assert game.state.player("Ben").commander_casts == 0


def test_partners_count_separately(play: Play) -> None:
    """903.8 per commander: Kraum's casts don't raise Tymna's tax."""
    game = play(cast("Ben"), cast("Ben", partner=True), cast("Ben", partner=True),
                partners=("Ben",))
    ben = game.state.player("Ben")
    assert (ben.commander_casts, ben.partner_casts) == (1, 2)
    shown = state_json(game.state)["players"][1]
    assert (shown["commander_casts"], shown["partner_casts"]) == (1, 2)


def test_a_cast_entered_by_mistake_is_taken_back_but_never_below_none(play: Play) -> None:
    game = play(cast("Ann"), cast("Ann", delta=-1))
    assert game.state.player("Ann").commander_casts == 0
    with pytest.raises(ActionError, match="has not cast that commander"):
        game.apply_json(cast("Ann", delta=-1))
    with pytest.raises(ActionError, match="must be 1 or -1"):
        game.apply_json(cast("Ann", delta=2))


def test_a_player_who_left_casts_nothing(play: Play) -> None:
    game = play({"action": "concede", "player": "Cid"})
    with pytest.raises(ActionError, match="Cid has left the game"):
        game.apply_json(cast("Cid"))


def test_undo_takes_a_cast_back(play: Play) -> None:
    game = play(cast("Ann"), {"action": "undo"})
    assert game.state.player("Ann").commander_casts == 0


def test_the_tax_is_the_cores_and_the_snapshot_carries_it(play: Play) -> None:
    """903.8 in one place: `commander_tax` for the next cast, in the public snapshot beside the
    casts, so the overlay and the phones show it as given; `tax_paid` is 0 + 2 + 4 + …"""
    from companion.core.counters import commander_tax, tax_paid

    assert [commander_tax(n) for n in range(4)] == [0, 2, 4, 6]
    assert [tax_paid(n) for n in range(4)] == [0, 0, 2, 6]
    game = play(cast("Ann"), cast("Ann"), cast("Ann", partner=True))
    ann = next(p for p in state_json(game.state)["players"] if p["name"] == "Ann")
    assert (ann["commander_tax"], ann["partner_tax"]) == (4, 2)
