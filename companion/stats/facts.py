"""Numbers about a game and each player: the monarch's turns, draws, stolen crowns, the
initiative's turns, dungeons, damage, time.

Definitions (docs/performance.md and the panel's tooltips say the same):

- turns as the monarch: the turns during which the player wore the crown at some moment between
  two actions (a crown passed on within one action, as a steal followed by succession, counts for
  nobody in between);
- monarch draws: the player's monarch_draw reminders that are resolved. `end_turn` marks the ones
  still pending as resolved (the players drew and moved on), so those count as drawn; reminders
  cancelled because the player left do not;
- crown stolen from / by: crown changes caused by combat damage (CR 725.2), counted for the player
  who lost it and for the one who took it;
- commander damage dealt / taken: combat damage from commanders (partners included), from the
  engine's per-opponent tallies;
- turns with the initiative, and times taken: as the monarch's, from the initiative's history
  (CR 726; taking it again while having it, 726.5, is no new take: it changes nobody);
- dungeons completed: the engine's count per player (309.7: the last room's ability has left
  the stack); ventures: every venture the player made (701.49), the initiative's and the cards'.
- turns taken: the turns of the player that have ended (the turn in progress counts once it ends;
  in a game that is over, the last turn ended with it). Their time (average, longest, in all) is
  over the turns whose beginning and end have a time (`Timeline.turn_times`): a turn with a time
  missing is left out, not counted as 0;
- rolls: the dice the player rolled by kind (d2..d1000), the d20s' average, heads and tails, the
  planar die's faces; drawn first: the player the app drew at random to take the first turn (the
  last draw holds: a redraw replaces it).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from companion.core.actions import COIN_SIDES, PLANAR_FACES
from companion.core.game import GameRecord
from companion.core.model import (
    MONARCH_DRAW,
    Departure,
    MonarchCause,
    ReminderStatus,
)
from companion.core.times import closed_seconds
from companion.core.values import frozen
from companion.stats.timeline import Timeline, player_tax_paid


@frozen
class PlayerFacts:
    name: str
    life: int
    poison: int
    turns_as_monarch: int
    crowns: int  # times they became the monarch
    monarch_draws: int
    crown_stolen_from: int
    crown_stolen_by: int
    commander_damage_dealt: int
    commander_damage_taken: int
    departure: Departure | None
    turns_with_initiative: int = 0
    initiatives: int = 0  # times they took the initiative from someone else (or from nobody)
    dungeons_completed: int = 0
    ventures: int = 0
    commander_casts: int = 0  # casts from the command zone, partners included (CR 903.8)
    commander_tax_paid: int = 0  # generic mana paid as commander tax: {0}+{2}+{4}… per commander
    turns_taken: int = 0  # turns of theirs that have ended
    timed_turns: int = 0  # of those, the ones with a known time
    time_on_turns: float = 0.0  # seconds, over the timed turns
    longest_turn: float | None = None  # seconds; None without a timed turn
    dice: tuple[tuple[str, int], ...] = ()  # (die, times rolled), fewest sides first
    d20_total: int = 0  # the sum of their d20 results
    heads: int = 0
    tails: int = 0
    planar: tuple[int, int, int] = (0, 0, 0)  # planeswalk, chaos, blank (PLANAR_FACES' order)
    drawn_first: bool = False  # the app drew them at random to take the first turn

    @property
    def average_turn(self) -> float | None:
        """Seconds per timed turn, or None without one."""
        return self.time_on_turns / self.timed_turns if self.timed_turns else None

    @property
    def d20_average(self) -> float | None:
        rolled = dict(self.dice).get("d20", 0)
        return self.d20_total / rolled if rolled else None


@frozen
class GameFacts:
    turns: int
    actions: int
    seconds: float | None  # wall-clock time between the first and last timestamped lines
    first_monarch: str | None
    first_monarch_turn: int | None
    crown_changes: int
    game_over: bool
    winner: str | None  # None with game_over: a draw
    first_initiative: str | None = None
    first_initiative_turn: int | None = None
    initiative_changes: int = 0
    uses_dungeons: bool = False  # someone had the initiative or ventured: show those numbers
    uses_commander_tax: bool = False  # someone cast a commander from the command zone
    uses_turn_times: bool = False  # some turn has a known time (the journal's lines have times)
    uses_rolls: bool = False  # someone rolled a die, flipped a coin or was drawn to go first
    drawn_first: str | None = None  # the player drawn at random to take the first turn

    @property
    def draw(self) -> bool:
        return self.game_over and self.winner is None


def parse_time(value: object) -> dt.datetime | None:
    """An ISO 8601 timestamp ("2025-05-01T19:02:03.120Z"), or None if it is missing or bad."""
    if not isinstance(value, str):
        return None
    try:
        return dt.datetime.fromisoformat(value)
    except ValueError:
        return None


def wall_clock_seconds(journal: Sequence[Mapping[str, Any]]) -> float | None:
    """Seconds from the first to the last journal line with a valid "at" (undo lines included)."""
    first = next((t for t in (parse_time(line.get("at")) for line in journal) if t), None)
    last = next((t for t in (parse_time(line.get("at")) for line in reversed(journal)) if t), None)
    if first is None or last is None:
        return None
    away = sum(closed_seconds(line) for line in journal)  # the time the game was closed
    try:
        return max(0.0, (last - first).total_seconds() - away)
    except TypeError:  # one timestamp has a time zone and the other not
        return None


def player_facts(game: GameRecord, timeline: Timeline) -> list[PlayerFacts]:
    """Facts for every player in seat order (the timeline is brought up to date first)."""
    timeline.sync(game)
    state = game.state
    names = state.names
    monarch_turns = _turns_held(names, timeline.turn_after, timeline.monarch_after)
    initiative_turns = _turns_held(names, timeline.turn_after, timeline.initiative_after)
    initiatives = dict.fromkeys(names, 0)
    for change in timeline.initiative_changes():
        initiatives[change.player] += 1
    ventures = dict.fromkeys(names, 0)
    for _, venture in timeline.ventures:
        ventures[venture.player] += 1
    crowns = dict.fromkeys(names, 0)
    stolen_from = dict.fromkeys(names, 0)
    stolen_by = dict.fromkeys(names, 0)
    for change in timeline.crown_changes():
        crowns[change.player] += 1
        if change.cause is MonarchCause.COMBAT_DAMAGE:
            stolen_by[change.player] += 1
            if change.previous is not None:
                stolen_from[change.previous] += 1
    draws = dict.fromkeys(names, 0)
    for reminder in state.reminders:
        if reminder.kind == MONARCH_DRAW and reminder.status is ReminderStatus.RESOLVED:
            draws[reminder.player] += 1
    turns = _turns_per_player(names, timeline)
    rolls = _rolls_per_player(names, timeline)
    drawn = timeline.drawn_first
    dealt = dict.fromkeys(names, 0)
    for p in state.players:
        for tally in (p.commander_damage, p.partner_damage):
            for source, amount in tally.items():
                dealt[source] = dealt.get(source, 0) + amount
    return [
        PlayerFacts(
            name=p.name,
            life=p.life,
            poison=p.poison,
            turns_as_monarch=len(monarch_turns[p.name]),
            crowns=crowns[p.name],
            monarch_draws=draws[p.name],
            crown_stolen_from=stolen_from[p.name],
            crown_stolen_by=stolen_by[p.name],
            commander_damage_dealt=dealt[p.name],
            commander_damage_taken=sum(p.commander_damage.values())
            + sum(p.partner_damage.values()),
            departure=p.departure,
            turns_with_initiative=len(initiative_turns[p.name]),
            initiatives=initiatives[p.name],
            dungeons_completed=p.dungeons_completed,
            ventures=ventures[p.name],
            commander_casts=p.commander_casts + p.partner_casts,
            commander_tax_paid=player_tax_paid(p),
            **turns[p.name],
            **rolls[p.name],
            drawn_first=p.name == drawn,
        )
        for p in state.players
    ]


def _turns_per_player(names: Sequence[str], timeline: Timeline) -> dict[str, dict[str, Any]]:
    """Turns taken, timed turns, their time in all and the longest, per player."""
    out: dict[str, dict[str, Any]] = {
        n: {"turns_taken": 0, "timed_turns": 0, "time_on_turns": 0.0, "longest_turn": None}
        for n in names
    }
    for turn in timeline.turn_times():
        if not turn.ended or turn.player not in out:
            continue
        mine = out[turn.player]
        mine["turns_taken"] += 1
        if turn.seconds is not None:
            mine["timed_turns"] += 1
            mine["time_on_turns"] += turn.seconds
            longest = mine["longest_turn"]
            mine["longest_turn"] = turn.seconds if longest is None else max(longest, turn.seconds)
    return out


def _rolls_per_player(names: Sequence[str], timeline: Timeline) -> dict[str, dict[str, Any]]:
    """Dice by kind, the d20s' sum, heads and tails, the planar die's faces, per player."""
    dice: dict[str, dict[str, int]] = {n: {} for n in names}
    d20 = dict.fromkeys(names, 0)
    coins = {n: dict.fromkeys(COIN_SIDES, 0) for n in names}
    planar = {n: dict.fromkeys(PLANAR_FACES, 0) for n in names}
    for _, roll in timeline.rolls:
        if roll.player not in dice:
            continue
        if roll.die == "coin":
            coins[roll.player][roll.result] = coins[roll.player].get(roll.result, 0) + 1
        elif roll.die == "planar":
            planar[roll.player][roll.result] = planar[roll.player].get(roll.result, 0) + 1
        else:
            dice[roll.player][roll.die] = dice[roll.player].get(roll.die, 0) + 1
            if roll.die == "d20":
                d20[roll.player] += int(roll.result)
    return {
        n: {
            "dice": tuple(sorted(dice[n].items(), key=lambda item: die_sides(item[0]))),
            "d20_total": d20[n],
            "heads": coins[n]["heads"],
            "tails": coins[n]["tails"],
            "planar": (
                planar[n]["planeswalk"],
                planar[n]["chaos"],
                planar[n]["blank"],
            ),
        }
        for n in names
    }


def die_sides(die: str) -> int:
    """The sides of a "dN" die (0 for anything else): dice sort d4, d6, d20, d100."""
    return int(die[1:]) if die[1:].isdigit() else 0


def _turns_held(
    names: Sequence[str], turns: Sequence[int], holders: Sequence[str | None]
) -> dict[str, set[int]]:
    """The turns each player held a designation at the turn's end (the monarch's end-step draw;
    the game's last turn at its last action): each turn counts for one player at most, so a
    row adds up to no more than the turns played (play-test: 12 in a 7-turn game, when a
    crown held for a moment counted the turn for both)."""
    at_end: dict[int, str | None] = {}
    for turn, holder in zip(turns, holders, strict=True):
        at_end[turn] = holder  # the last state of each turn wins
    held: dict[str, set[int]] = {n: set() for n in names}
    for turn, holder in at_end.items():
        if holder in held:
            held[holder].add(turn)
    return held


def game_facts(game: GameRecord, timeline: Timeline) -> GameFacts:
    timeline.sync(game)
    state = game.state
    history = state.monarch_history
    initiative = state.initiative_history
    return GameFacts(
        turns=state.turn,
        actions=len(timeline.entries),
        seconds=wall_clock_seconds(game.journal),
        first_monarch=history[0].player if history else None,
        first_monarch_turn=history[0].turn if history else None,
        crown_changes=len(history),
        game_over=state.game_over,
        winner=state.winner,
        first_initiative=initiative[0].player if initiative else None,
        first_initiative_turn=initiative[0].turn if initiative else None,
        initiative_changes=len(initiative),
        uses_dungeons=timeline.has_dungeons,
        uses_commander_tax=timeline.has_casts,
        uses_turn_times=timeline.has_turn_times,
        uses_rolls=timeline.has_rolls,
        drawn_first=timeline.drawn_first,
    )
