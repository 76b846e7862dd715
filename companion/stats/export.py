"""The life totals as a CSV file: one row per turn, for spreadsheets and after-game talk.

Columns: `turn`, then every player's life at the end of that turn (or now, for the turn in
progress) in seat order, then `monarch` at that moment (empty when nobody is). A game in which
someone had the initiative or ventured into a dungeon adds `initiative` (who had it then, empty
when nobody did) and, per player in seat order, `<player> dungeons`: the dungeons they had
completed by then. A game without either keeps the shorter header, so older sheets still read it.
A game in which someone cast a commander from the command zone adds, per player in seat order,
`<player> commander tax`: the commander tax they had paid by then ({0} + {2} + {4}… per
commander, CR 903.8). A game whose journal has the lines' times adds `turn player` (whose turn
it was) and `turn seconds` (how long it took, in whole seconds: from the end_turn that began it,
turn 1 from new_game, to the end_turn that ended it; empty while it runs or when a time is
missing). A game in which someone rolled a die, flipped a coin or was drawn to go first adds, per
player in seat order, `<player> rolls`: what they rolled in that turn, in order, as the journal
words it ("d20 17; coin heads; planar chaos"), and `first_player` in turn 1 for the player the
app drew to go first. A player who left keeps the life they left with. Headers are data, not
interface, so they are not translated.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from companion.stats.timeline import Timeline

DUNGEONS_SUFFIX = " dungeons"
TAX_SUFFIX = " commander tax"
TURN_PLAYER = "turn player"
TURN_SECONDS = "turn seconds"
ROLLS_SUFFIX = " rolls"
DRAWN_FIRST = "first_player"  # the journal's action: drawn at random to take the first turn


def _end_of_turn_indexes(timeline: Timeline) -> list[tuple[int, int]]:
    """(turn, the last action index in it) for every turn so far, turn 1 first; a turn with no
    action keeps the previous turn's index."""
    last_index: dict[int, int] = {}
    for i, turn in enumerate(timeline.turn_after):
        last_index[turn] = i
    out = []
    index = 0
    final_turn = timeline.turn_after[-1] if timeline.turn_after else 1
    for turn in range(1, final_turn + 1):
        index = last_index.get(turn, index)
        out.append((turn, index))
    return out


def life_per_turn(timeline: Timeline) -> list[tuple[int, dict[str, int], str | None]]:
    """(turn, life by player, monarch) at the end of every turn so far, turn 1 first."""
    return [
        (
            turn,
            {p: timeline.life[p][index] for p in timeline.players},
            timeline.monarch_after[index],
        )
        for turn, index in _end_of_turn_indexes(timeline)
    ]


def initiative_per_turn(timeline: Timeline) -> list[tuple[int, str | None, dict[str, int]]]:
    """(turn, who had the initiative, dungeons completed by player) at the end of every turn."""
    return [
        (
            turn,
            timeline.initiative_after[index],
            {p: timeline.dungeons[p][index] for p in timeline.players},
        )
        for turn, index in _end_of_turn_indexes(timeline)
    ]


def rolls_per_turn(timeline: Timeline) -> dict[int, dict[str, list[str]]]:
    """What each player rolled in each turn, in order ("d20 17", "coin heads"), and
    DRAWN_FIRST in turn 1 for the player drawn to take the first turn."""
    out: dict[int, dict[str, list[str]]] = {}
    drawn = timeline.drawn_first
    if drawn is not None:
        out[1] = {drawn: [DRAWN_FIRST]}
    for _, roll in timeline.rolls:
        out.setdefault(roll.turn, {}).setdefault(roll.player, []).append(
            f"{roll.die} {roll.result}"
        )
    return out


def csv_text(timeline: Timeline) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    players = timeline.players
    dungeons = timeline.has_dungeons
    header = ["turn", *players, "monarch"]
    if dungeons:
        header += ["initiative", *(f"{p}{DUNGEONS_SUFFIX}" for p in players)]
    casts = timeline.has_casts
    if casts:
        header += [f"{p}{TAX_SUFFIX}" for p in players]
    timed = timeline.has_turn_times
    if timed:
        header += [TURN_PLAYER, TURN_SECONDS]
    rolled = timeline.has_rolls
    if rolled:
        header += [f"{p}{ROLLS_SUFFIX}" for p in players]
    writer.writerow(header)
    turn_times = {t.turn: t for t in timeline.turn_times()} if timed else {}
    rolls = rolls_per_turn(timeline) if rolled else {}
    initiative = initiative_per_turn(timeline)
    ends = _end_of_turn_indexes(timeline)
    for (turn, life, monarch), (_, holder, done), (_, index) in zip(
        life_per_turn(timeline), initiative, ends, strict=True
    ):
        row: list[object] = [turn, *(life[p] for p in players), monarch or ""]
        if dungeons:
            row += [holder or "", *(done[p] for p in players)]
        if casts:
            row += [timeline.tax[p][index] for p in players]
        if timed:
            time = turn_times.get(turn)
            seconds = time.seconds if time is not None else None
            row += [time.player if time else "", "" if seconds is None else round(seconds)]
        if rolled:
            said = rolls.get(turn, {})
            row += ["; ".join(said.get(p, ())) for p in players]
        writer.writerow(row)
    return out.getvalue()


def write_csv(timeline: Timeline, path: Path) -> None:
    """Write the CSV (UTF-8 with a BOM, so spreadsheet programs read accented names right)."""
    path.write_text(csv_text(timeline), encoding="utf-8-sig", newline="")
