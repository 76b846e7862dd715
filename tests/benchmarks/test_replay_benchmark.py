"""Replaying a long journal (docs/performance.md). Runs once as a plain test by default
(`--benchmark-disable` in pyproject); time it with `pytest tests/benchmarks --benchmark-enable`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from journal_gen import PLAYERS, generate, journal_bytes

from companion.core.game import Game
from companion.core.journal import build_game, decode

ACTIONS = 10_000


@pytest.fixture(scope="module")
def journal() -> bytes:
    return journal_bytes(generate(ACTIONS))


def test_generated_journal_is_a_realistic_mix(journal: bytes) -> None:
    counts = Counter(line["action"] for _, line in decode(journal).lines)
    assert counts["new_game"] == 1
    assert sum(counts.values()) == ACTIONS + 1
    for action in ("step", "end_turn", "life", "combat_damage", "become_monarch", "resolve"):
        assert counts[action] >= 50, counts
    assert counts["undo"] > 0 and counts["redo"] > 0


def test_replay_10k_actions(benchmark: Any, journal: bytes) -> None:
    game: Game = benchmark(lambda: build_game(decode(journal)))
    state = game.state
    assert not state.game_over
    assert state.in_game == PLAYERS
    assert state.turn > ACTIONS // 10
    assert state.monarch in PLAYERS
    assert len(state.reminders) > 100
    assert {h.cause.value for h in state.monarch_history} == {"effect", "combat_damage"}
    assert all(p.life > 0 and p.poison < 10 for p in state.players)
    assert len(game.journal) == ACTIONS + 1
    # The replayed game is live: undo works from the end of a long journal.
    before = game.state_after(len(game.entries) - 1)
    game.apply_json({"action": "undo"})
    assert game.state == before
