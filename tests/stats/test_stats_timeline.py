"""The per-action series equal the engine's states; the crown bands equal monarch_history."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from companion.core.action_json import parse_action
from companion.core.actions import LifeChange, Redo, Undo
from companion.core.demo import demo_game
from companion.core.game import Game
from companion.core.model import MonarchCause
from companion.core.steps import Step
from companion.stats import STEPS_PER_TURN, Timeline, x_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import itertools

from journal_gen import generate


def _snapshot(t: Timeline) -> tuple[object, ...]:
    return (
        t.xs,
        t.life,
        t.turn_after,
        t.monarch_after,
        t.left_at,
        t.crown_events,
        t.entries,
        t.initiative_after,
        t.initiative_events,
        t.dungeons,
        t.ventures,
    )


@pytest.mark.parametrize("name", ["demo", "crown", "lethal"])
def test_life_after_every_action_is_the_engines(
    name: str, crown_game: Game, lethal_game: Game
) -> None:
    game = {"demo": demo_game(), "crown": crown_game, "lethal": lethal_game}[name]
    timeline = Timeline(game)
    assert timeline.count == len(game.entries)
    for k in range(len(game.entries) + 1):
        state = game.state_after(k)
        for p in state.players:
            assert timeline.life[p.name][k] == p.life, (name, k, p.name)
        assert timeline.monarch_after[k] == state.monarch
        assert timeline.turn_after[k] == state.turn


def test_x_is_the_turn_with_the_step_inside_it(crown_game: Game) -> None:
    t = Timeline(crown_game)
    assert t.xs[0] == 1.0
    assert t.xs == sorted(t.xs)
    for k, entry in enumerate(crown_game.entries, start=1):
        low = entry.turn + entry.step.order / STEPS_PER_TURN
        assert low <= t.xs[k] < low + 1 / STEPS_PER_TURN
    assert x_of(3, Step.COMBAT_DAMAGE) == 3 + 7 / 12
    # Two actions in one step share it: the first at its start, the second half-way.
    same = [k for k, e in enumerate(crown_game.entries, 1) if (e.turn, e.step) == (1, Step.END)]
    assert [t.xs[k] for k in same] == [x_of(1, Step.END), x_of(1, Step.END, 0.5)]
    assert t.index_at(x_of(1, Step.END, 0.7)) == same[1]
    assert t.index_at(0.5) == 0
    assert t.end_x == pytest.approx(x_of(4, Step.UNTAP) + 1 / 12)


def test_crown_segments_match_monarch_history(crown_game: Game, lethal_game: Game) -> None:
    for game in (crown_game, lethal_game):
        t = Timeline(game)
        segments = t.crown_segments()
        history = game.state.monarch_history
        assert [
            (s.holder, s.change.cause, s.change.source, s.change.previous, s.change.turn)
            for s in segments
        ] == [(h.player, h.cause, h.source, h.previous, h.turn) for h in history]
        assert [s.change.step for s in segments] == [h.step for h in history]
        for a, b in itertools.pairwise(segments):
            assert a.end == b.start
        assert segments[-1].end == t.end_x


def test_crown_causes_in_the_crown_game(crown_game: Game) -> None:
    causes = [s.change.cause for s in Timeline(crown_game).crown_segments()]
    assert causes == [
        MonarchCause.EFFECT,
        MonarchCause.COMBAT_DAMAGE,
        MonarchCause.COMBAT_DAMAGE,
        MonarchCause.SUCCESSION,
    ]


def test_departures_and_undone_actions(lethal_game: Game, crown_game: Game) -> None:
    t = Timeline(lethal_game)
    left = {d.player: d for d in t.departures()}
    assert set(left) == {"Dee", "Ben", "Cid"}
    for name, d in left.items():
        assert lethal_game.state_after(d.index).player(name).departure is not None
        assert lethal_game.state_after(d.index - 1).player(name).departure is None
        assert d.life == lethal_game.state.player(name).life
        assert d.x == t.xs[d.index]
    assert left["Dee"].life == 0 and left["Cid"].life == -5
    # The undone "Cid loses 10 life" is not in the series: Cid never drops below 40.
    assert min(Timeline(crown_game).life["Cid"]) == 40
    assert not any(
        isinstance(e.action, LifeChange) and e.action.player == "Cid"
        for e in Timeline(crown_game).entries
    )


def test_undo_of_a_departure_brings_the_player_back(lethal_game: Game) -> None:
    t = Timeline(lethal_game)
    lethal_game.apply(Undo())  # Cid's lethal life loss
    t.sync(lethal_game)
    assert "Cid" not in t.left_at
    assert t.life["Cid"][-1] == 20
    lethal_game.apply(Redo())
    t.sync(lethal_game)
    assert t.left_at["Cid"] == t.count


def test_incremental_sync_equals_a_fresh_build() -> None:
    """Line by line through a journal with undo and redo, syncing after each line."""
    lines = generate(600, seed=3, players=("Ann", "Ben", "Cid", "Dee"))
    assert any(line["action"] == "undo" for line in lines)
    game = Game.from_actions([parse_action(lines[0])])
    live = Timeline(game)
    for n, line in enumerate(lines[1:], start=1):
        game.apply_json(line)
        live.sync(game)
        if n % 50 == 0 or line["action"] in ("undo", "redo"):
            assert _snapshot(live) == _snapshot(Timeline(game)), n
    assert _snapshot(live) == _snapshot(Timeline(game))


def test_sync_when_nothing_changed_recomputes_nothing(crown_game: Game) -> None:
    t = Timeline(crown_game)
    assert t.sync(crown_game) == 0
    crown_game.apply(LifeChange("Ann", -1))
    assert t.sync(crown_game) == 1
    crown_game.apply(Undo())
    crown_game.apply(LifeChange("Ann", -2))
    assert t.sync(crown_game) == 1
    assert t.life["Ann"][-1] == crown_game.state.player("Ann").life


# -- the initiative (CR 726) and the dungeons (701.49) -----------------------------------------


def test_initiative_and_dungeons_after_every_action_are_the_engines(initiative_game: Game) -> None:
    t = Timeline(initiative_game)
    for k in range(len(initiative_game.entries) + 1):
        state = initiative_game.state_after(k)
        assert t.initiative_after[k] == state.initiative, k
        for p in state.players:
            assert t.dungeons[p.name][k] == p.dungeons_completed, (k, p.name)


def test_initiative_segments_match_its_history(initiative_game: Game) -> None:
    """Ben from his first take until Cid's: two segments. Ben's four takes of an initiative he
    already had (726.5) made him venture but changed nobody: no segment, no change."""
    t = Timeline(initiative_game)
    history = initiative_game.state.initiative_history
    segments = t.initiative_segments()
    assert [s.holder for s in segments] == [h.player for h in history] == ["Ben", "Cid"]
    sources = ["Seasoned Dungeoneer", "Undermountain Adventurer"]
    assert [s.change.source for s in segments] == sources
    assert [s.change.cause for s in segments] == [MonarchCause.EFFECT, MonarchCause.EFFECT]
    assert [(s.change.turn, s.change.step) for s in segments] == [(1, Step.MAIN1), (2, Step.END)]
    takes = [
        k
        for k, e in enumerate(initiative_game.entries, 1)
        if e.action.__class__.__name__ == "TakeInitiative"
    ]
    assert len(takes) == 5
    assert segments[0].start == t.xs[takes[0]]
    assert segments[0].end == segments[1].start == t.xs[takes[-1]]
    assert segments[1].end == t.end_x
    assert t.has_initiative and t.has_dungeons
    assert t.crown_segments() == []


def test_ventures_are_counted_per_player(initiative_game: Game) -> None:
    t = Timeline(initiative_game)
    count = {name: 0 for name in t.players}
    for _, venture in t.ventures:
        count[venture.player] += 1
    assert count == {"Ann": 3, "Ben": 5, "Cid": 2}
    completed = [(v.player, v.dungeon) for _, v in t.ventures if v.completed]
    assert completed == [("Ben", "Undercity"), ("Ann", "Tomb of Annihilation")]


def test_a_game_without_the_initiative_has_none(crown_game: Game) -> None:
    t = Timeline(crown_game)
    assert not t.has_initiative and not t.has_dungeons
    assert t.initiative_segments() == [] and t.initiative_events == []
    assert set(t.initiative_after) == {None}


def test_succession_passes_the_initiative_in_the_band() -> None:
    """Ben has the initiative and concedes in his own turn: the next player takes it (726.4)."""
    from companion.core.actions import Concede, EndTurn, NewGame, StepTo, TakeInitiative, Venture

    game = Game.from_actions(
        [
            NewGame(("Ann", "Ben", "Cid", "Dee"), 40),
            StepTo(Step.MAIN1),
            TakeInitiative("Ben"),
            Venture("Ben"),
            EndTurn(),
            StepTo(Step.UPKEEP),
            Venture("Ben", room="Forge"),
            Concede("Ben"),
        ]
    )
    t = Timeline(game)
    segments = t.initiative_segments()
    assert [(s.holder, s.change.cause) for s in segments] == [
        ("Ben", MonarchCause.EFFECT),
        ("Cid", MonarchCause.SUCCESSION),
    ]
    assert segments[1].change.previous == "Ben"


def test_incremental_sync_follows_the_initiative_through_undo(initiative_game: Game) -> None:
    """Undo back past Cid's take and his step to the end step, redo the step, act anew: the
    live timeline is a fresh build's at every point."""
    live = Timeline(initiative_game)
    for step in (*(Undo() for _ in range(10)), Redo(), LifeChange("Ann", -1)):
        initiative_game.apply(step)
        live.sync(initiative_game)
        assert _snapshot(live) == _snapshot(Timeline(initiative_game))
    assert [s.holder for s in live.initiative_segments()] == ["Ben"]
    assert live.initiative_after[-1] == "Ben"
    assert live.dungeons["Ben"][-1] == 1  # his completion in turn 2 stands
    assert live.dungeons["Ann"][-1] == 0  # Ann's ventures in turn 3 are undone
