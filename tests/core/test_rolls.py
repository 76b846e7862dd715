"""Dice and coins (issue 16 item 4): the journal keeps each result, so a replay shows the same
roll; the planar die has six faces (CR 901.9: planeswalker, chaos, four blanks)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from companion.core.errors import ActionError
from companion.core.game import Game
from companion.core.snapshot import state_json
from companion.shell import dice

Play = Callable[..., Game]


def roll(player: str, die: str, result: Any) -> dict[str, Any]:
    return {"action": "roll", "player": player, "die": die, "result": result}


def test_the_last_roll_is_kept_and_replayed(play: Play) -> None:
    game = play(roll("Ann", "d20", 17), roll("Ben", "coin", "heads"))
    assert state_json(game.state)["last_roll"] == {
        "player": "Ben", "die": "coin", "result": "heads", "turn": 1}
    game.apply_json({"action": "undo"})
    assert state_json(game.state)["last_roll"]["result"] == 17
    assert game.journal[-2] | {} == roll("Ann", "d20", 17) | game.journal[-2]


@pytest.mark.parametrize(
    ("line", "error"),
    [
        (roll("Ann", "d21", 22), "not a result of a d21"),
        (roll("Ann", "d20", 0), "not a result of a d20"),
        (roll("Ann", "d20", True), "not a result of a d20"),
        (roll("Ann", "d1", 1), '"die" must be'),
        (roll("Ann", "d1001", 1), '"die" must be'),
        (roll("Ann", "d06", 1), '"die" must be'),
        (roll("Ann", "coin", "edge"), "not a result of a coin"),
        (roll("Ann", "planar", "blank?"), "not a result of a planar"),
        (roll("Zed", "d6", 1), "no player named"),
    ],
)
def test_impossible_rolls_are_refused(play: Play, line: dict[str, Any], error: str) -> None:
    game = play()
    with pytest.raises(ActionError, match=error):
        game.apply_json(line)


def test_the_draws_are_fair_over_many_rolls() -> None:
    """Every face comes up about equally often (a seeded source; each within 10% of its share
    over 12,000 rolls), and the planar die shows a blank four times in six."""
    source = Random(20261201)._randbelow  # type: ignore[attr-defined]
    d6 = Counter(dice.roll("Ann", "d6", source).result for _ in range(12_000))
    assert sorted(d6) == ["1", "2", "3", "4", "5", "6"]
    assert all(abs(n - 2000) < 200 for n in d6.values())
    coin = Counter(dice.roll("Ann", "coin", source).result for _ in range(12_000))
    assert set(coin) == {"heads", "tails"} and abs(coin["heads"] - 6000) < 600
    planar = Counter(dice.roll("Ann", "planar", source).result for _ in range(12_000))
    assert abs(planar["blank"] - 8000) < 800 and abs(planar["chaos"] - 2000) < 200
    d1000 = {int(dice.roll("Ann", "d1000", source).result) for _ in range(5_000)}
    assert min(d1000) >= 1 and max(d1000) <= 1000


def test_a_roll_made_by_the_app_is_a_valid_journal_line(play: Play) -> None:
    game = play()
    for die in (*dice.DICE, "d8", "d100"):
        made = dice.roll("Cid", die)
        game.apply(made)
        assert game.journal[-1]["die"] == die
