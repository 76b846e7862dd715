"""The state as the `replay` JSON schema (docs/journal.md).

One shape for replay, the overlay's /state and tests.
"""

from __future__ import annotations

from typing import Any

from companion.core.counters import commander_tax
from companion.core.model import GameState, MonarchChange, PlayerState, Reminder


def player_json(p: PlayerState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": p.name,
        "life": p.life,
        "poison": p.poison,
        "commander_damage": {k: v for k, v in p.commander_damage.items() if v},
        "in_game": p.in_game,
    }
    if p.partner_damage:
        out["partner_commander_damage"] = {k: v for k, v in p.partner_damage.items() if v}
    if p.commander_casts or p.partner_casts:
        # Casts from the command zone and the tax the next cast of each commander costs (903.8):
        # the pages show the tax as given, never work it out themselves.
        out["commander_casts"] = p.commander_casts
        out["partner_casts"] = p.partner_casts
        out["commander_tax"] = commander_tax(p.commander_casts)
        out["partner_tax"] = commander_tax(p.partner_casts)
    if p.counters:
        out["counters"] = dict(p.counters)  # energy, experience, rad (CR 122.1, 727)
    if p.named_counters:
        out["named_counters"] = dict(p.named_counters)
    if p.speed:
        out["speed"] = p.speed  # 702.179
    if p.citys_blessing:
        out["citys_blessing"] = True  # 702.131
    if p.ring:
        out["ring"] = {"tempted": p.ring, "bearer": p.ring_bearer}  # 701.54
    if p.cards:
        out["cards"] = [c.card for c in p.cards]
    if p.watching:
        out["watching"] = list(p.watching)
    if p.departure is not None:
        out["left"] = {
            "reason": p.departure.reason.value,
            "turn": p.departure.turn,
            "step": p.departure.step.value,
            "source": p.departure.source,
        }
    return out


def state_json(state: GameState, *, histories: bool = True) -> dict[str, Any]:
    """The state as JSON; without `histories` the reminders and the crown's and the
    initiative's histories are left out (they grow all evening; a phone shows none of them)."""
    out = _state_json(state)
    if state.spells_asked:  # End turn waits for how many spells this player cast (731.2)
        out["spells_asked"] = state.turn_player
    if state.first_strike:  # the regular combat damage still owed, and what first strike dealt
        out["first_strike"] = [
            {"from": d.source, "to": d.target, "amount": d.amount} for d in state.first_strike
        ]
    if histories:
        out["reminders"] = [_reminder(r) for r in state.reminders]
        out["monarch_history"] = [_change(m) for m in state.monarch_history]
        out["initiative_history"] = [_change(m) for m in state.initiative_history]
    else:
        for key in ("reminders", "monarch_history", "initiative_history"):
            del out[key]
    if state.storm:
        out["storm"] = state.storm  # spells cast this turn (702.40)
    if state.chess_clock:  # only while there is one: a game without keeps its shape
        out["chess_clock"] = {"minutes": state.chess_clock, "paused": state.clock_paused}
    return out


def _state_json(state: GameState) -> dict[str, Any]:
    return {
        "turn": state.turn,
        "round": state.round,
        "active_player": state.active_player,
        "turn_player": state.turn_player,
        "step": state.step.value,
        "monarch": state.monarch,
        "initiative": state.initiative,
        "day_night": state.day_night.value if state.day_night is not None else None,
        "extra_turns": list(state.extra_turns),
        "resume": state.resume,
        "last_roll": None if state.last_roll is None else {
            "player": state.last_roll.player,
            "die": state.last_roll.die,
            "result": int(state.last_roll.result) if state.last_roll.die.startswith("d")
            else state.last_roll.result,
            "turn": state.last_roll.turn,
        },
        "players": [player_json(p) for p in state.players],
        "dungeons": {
            p.name: {"dungeon": p.dungeon, "room": p.room, "completed": p.dungeons_completed}
            for p in state.players
            if p.dungeon is not None or p.dungeons_completed
        },
        "reminders": None,  # state_json fills these three (or leaves them out): in this order
        "monarch_history": None,
        "initiative_history": None,
        "winner": state.winner,
        "game_over": state.game_over,
        "question": None
        if state.question is None
        else {
            "player": state.question.player,
            "amount": state.question.amount,
            "turn": state.question.turn,
            "step": state.question.step.value,
        },
    }


def _reminder(r: Reminder) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": r.id,
        "kind": r.kind,
        "player": r.player,
        "turn": r.turn,
        "status": r.status.value,
    }
    if r.card is not None:
        out["card"] = r.card
    return out


def _change(m: MonarchChange) -> dict[str, Any]:
    return {
        "player": m.player,
        "turn": m.turn,
        "cause": m.cause.value,
        "source": m.source,
        "previous": m.previous,
        "step": m.step.value,
    }
