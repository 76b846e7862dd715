"""Rolls in the stats (issue 16 item 8): per player the dice by kind, the d20s' average, heads and
tails, the planar die's faces, and who was drawn to go first; in the CSV per turn; none of it in a
game where nobody rolled."""

from __future__ import annotations

import csv
import io

from companion.core.actions import (
    Action,
    EndTurn,
    FirstPlayer,
    LifeChange,
    NewGame,
    Redo,
    Roll,
    Undo,
)
from companion.core.game import Game
from companion.stats import Timeline, csv_text, game_facts, player_facts


def rolls_game() -> Game:
    """Ben is drawn to go first (after a draw of Cid taken back by a redraw), then rolls."""
    return Game.from_actions(
        [
            NewGame(("Ann", "Ben", "Cid"), 40),
            FirstPlayer("Cid", random=True),
            FirstPlayer("Ben", random=True),  # a redraw: the last one holds
            Roll("Ben", "d20", "17"),
            Roll("Ben", "d20", "4"),
            Roll("Ben", "d6", "3"),
            Roll("Ann", "coin", "heads"),
            Roll("Ann", "coin", "tails"),
            Roll("Ann", "coin", "heads"),
            EndTurn(),
            Roll("Cid", "planar", "chaos"),
            Roll("Cid", "planar", "blank"),
            Roll("Cid", "planar", "blank"),
            Roll("Cid", "d100", "88"),
            Roll("Cid", "d4", "2"),
            Roll("Ann", "d20", "20"),
        ]
    )


def test_player_facts_count_the_rolls() -> None:
    game = rolls_game()
    facts = {f.name: f for f in player_facts(game, Timeline(game))}
    ann, ben, cid = facts["Ann"], facts["Ben"], facts["Cid"]
    assert ben.dice == (("d6", 1), ("d20", 2)) and ben.d20_average == 10.5
    assert (ann.heads, ann.tails, ann.dice, ann.d20_average) == (2, 1, (("d20", 1),), 20.0)
    assert cid.dice == (("d4", 1), ("d100", 1))  # fewest sides first, not as text sorts them
    assert cid.planar == (0, 1, 2) and cid.d20_average is None
    assert ben.planar == (0, 0, 0) and (ben.heads, ben.tails) == (0, 0)
    assert [f.drawn_first for f in (ann, ben, cid)] == [False, True, False]
    facts_of_game = game_facts(game, Timeline(game))
    assert facts_of_game.uses_rolls and facts_of_game.drawn_first == "Ben"


def test_a_chosen_first_player_is_no_draw() -> None:
    game = Game.from_actions(
        [NewGame(("Ann", "Ben"), 40), FirstPlayer("Ann", random=True), FirstPlayer("Ben")]
    )
    timeline = Timeline(game)
    assert timeline.drawn_first is None and not timeline.has_rolls
    assert not any(f.drawn_first for f in player_facts(game, timeline))


def test_nobody_rolled_nothing_shown() -> None:
    game = Game.from_actions([NewGame(("Ann", "Ben"), 40), LifeChange("Ann", -1)])
    timeline = Timeline(game)
    assert not timeline.has_rolls and not game_facts(game, timeline).uses_rolls
    assert "rolls" not in csv_text(timeline)
    game.apply(FirstPlayer("Ben", random=True))  # a draw alone is a roll of the table
    assert "Ben rolls" in csv_text(Timeline(game))


def test_undone_rolls_are_not_counted() -> None:
    game = rolls_game()
    live = Timeline(game)
    for _ in range(3):
        game.apply(Undo())  # Ann's d20, Cid's d4 and d100
    live.sync(game)
    cid = player_facts(game, live)[2]
    assert cid.dice == () and cid.planar == (0, 1, 2)
    assert player_facts(game, live)[0].dice == ()
    game.apply(Redo())
    live.sync(game)
    assert player_facts(game, live)[2].dice == (("d100", 1),)
    while game.can_undo():
        game.apply(Undo())
    live.sync(game)
    assert live.rolls == [] and live.first_players == [] and not live.has_rolls


def test_line_by_line_sync_equals_a_fresh_build() -> None:
    """Rolls, draws and turns followed through undo and redo: the live timeline is always a
    fresh build's."""
    steps: list[Action] = [
        FirstPlayer("Cid", random=True),
        Roll("Cid", "d20", "5"),
        Undo(),
        Undo(),
        Redo(),
        Roll("Ann", "coin", "tails"),
        EndTurn(),
        Roll("Ann", "planar", "planeswalk"),
        Undo(),
        Undo(),
        Redo(),
        EndTurn(),
        Roll("Ben", "d8", "8"),
    ]
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40))
    live = Timeline(game)
    for step in steps:
        game.apply(step)
        live.sync(game)
        fresh = Timeline(game)
        assert (live.rolls, live.first_players, live.turn_starts) == (
            fresh.rolls,
            fresh.first_players,
            fresh.turn_starts,
        ), step
        assert player_facts(game, live) == player_facts(game, fresh)


def test_csv_has_each_players_rolls_per_turn() -> None:
    rows = list(csv.DictReader(io.StringIO(csv_text(Timeline(rolls_game())))))
    assert [r["Ben rolls"] for r in rows] == ["first_player; d20 17; d20 4; d6 3", ""]
    assert [r["Ann rolls"] for r in rows] == ["coin heads; coin tails; coin heads", "d20 20"]
    assert rows[1]["Cid rolls"] == "planar chaos; planar blank; planar blank; d100 88; d4 2"
    assert "turn seconds" not in rows[0]  # no times in this journal
