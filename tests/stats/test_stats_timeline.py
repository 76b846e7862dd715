"""The per-action series equal the engine's states; the crown bands equal monarch_history."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from companion.core.actions import LifeChange, Redo, Undo, parse_action
from companion.core.demo import demo_game
from companion.core.game import Game
from companion.core.model import MonarchCause
from companion.core.steps import Step
from companion.stats import STEPS_PER_TURN, Timeline, x_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import itertools

from journal_gen import generate


def _snapshot(t: Timeline) -> tuple[object, ...]:
    return (t.xs, t.life, t.turn_after, t.monarch_after, t.left_at, t.crown_events, t.entries)


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
