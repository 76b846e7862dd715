"""Generate long, realistic journals for benchmarks (tests only).

The journal is driven through a live Game, so every line is valid, and steered so that nobody
loses: 8 players start at 999 life, low players gain life, commander damage and poison stay under
their lethal marks. The mix is what a table produces: steps, life changes, attacks (some on the
monarch), crowns from cards, end-step draws resolved, end_turn, and some undo / redo.
"""

from __future__ import annotations

import json
import random
from typing import Any

from companion.core.actions import NewGame
from companion.core.game import Game

PLAYERS = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
Line = dict[str, Any]


class _Table:
    """Plays turns at a simulated table, one journal line at a time, until `actions` are written."""

    def __init__(self, actions: int, seed: int, players: tuple[str, ...]) -> None:
        self.rng = random.Random(seed)
        self.players = players
        self.actions = actions
        self.game = Game(NewGame(players, 999))
        self.commander: dict[tuple[str, str], int] = {}

    def room(self) -> bool:
        return len(self.game.journal) - 1 < self.actions

    def emit(self, line: Line) -> None:
        if self.room():
            self.game.apply_json(line)

    def turn(self) -> None:
        state = self.game.state
        assert state.active_player is not None and not state.game_over
        self.emit({"action": "step", "to": "main1"})
        self.main_phase()
        self.emit({"action": "step", "to": "combat_damage"})
        self.combat(state.active_player)
        if self.rng.random() < 0.5:  # otherwise end_turn enters the end step itself
            self.emit({"action": "step", "to": "end"})
            for reminder in self.game.state.pending_reminders():
                if self.rng.random() < 0.7:
                    self.emit({"action": "resolve", "reminder": reminder.id})
        if self.rng.random() < 0.05 and self.game.can_undo():
            # A mistake noticed and taken back, sometimes then put back.
            self.emit({"action": "undo"})
            if self.rng.random() < 0.5:
                self.emit({"action": "redo"})
        self.emit({"action": "end_turn"})

    def main_phase(self) -> None:
        rng = self.rng
        for _ in range(rng.randint(0, 3)):
            who = rng.choice(self.players)
            low = self.game.state.player(who).life < 300
            delta = rng.randint(20, 60) if low else -rng.randint(1, 5)
            self.emit({"action": "life", "player": who, "delta": delta})
        if rng.random() < 0.08:
            crowned = rng.choice(self.players)
            self.emit({"action": "become_monarch", "player": crowned, "source": "Palace Jailer"})

    def combat(self, active: str) -> None:
        rng = self.rng
        opponents = [p for p in self.players if p != active]
        targets = rng.sample(opponents, rng.randint(1, min(3, len(opponents))))
        monarch = self.game.state.monarch
        if monarch and monarch != active and monarch not in targets and rng.random() < 0.3:
            targets = [monarch, *targets[:1]]
        hits = []
        for target in targets:
            amount = rng.randint(1, 8)
            dealt = self.commander.get((active, target), 0)
            commander = rng.random() < 0.3 and dealt + amount < 21
            if commander:
                self.commander[(active, target)] = dealt + amount
            infect = rng.random() < 0.03 and self.game.state.player(target).poison < 8
            hits.append(
                {
                    "from": active,
                    "to": target,
                    "amount": 1 if infect else amount,
                    "commander": commander,
                    "infect": infect,
                }
            )
        self.emit({"action": "combat_damage", "hits": hits})


def generate(actions: int, *, seed: int = 724, players: tuple[str, ...] = PLAYERS) -> list[Line]:
    """A journal: a new_game line followed by exactly `actions` action lines, nobody losing."""
    table = _Table(actions, seed, players)
    while table.room():
        table.turn()
    assert len(table.game.journal) == actions + 1
    assert not table.game.state.game_over
    return list(table.game.journal)


def journal_bytes(lines: list[Line]) -> bytes:
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines).encode()
