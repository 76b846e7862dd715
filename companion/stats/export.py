"""The life totals as a CSV file: one row per turn, for spreadsheets and after-game talk.

Columns: `turn`, then every player's life at the end of that turn (or now, for the turn in
progress) in seat order, then `monarch` at that moment (empty when nobody is). A game in which
someone had the initiative or ventured into a dungeon adds `initiative` (who had it then, empty
when nobody did) and, per player in seat order, `<player> dungeons`: the dungeons they had
completed by then. A game without either keeps the shorter header, so older sheets still read it.
A game in which someone cast a commander from the command zone adds, per player in seat order,
`<player> commander tax`: the commander tax they had paid by then ({0} + {2} + {4}… per
commander, CR 903.8). A player who left keeps the life they left with. Headers are data, not
interface, so they are not translated.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from companion.stats.timeline import Timeline

DUNGEONS_SUFFIX = " dungeons"
TAX_SUFFIX = " commander tax"


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
    writer.writerow(header)
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
        writer.writerow(row)
    return out.getvalue()


def write_csv(timeline: Timeline, path: Path) -> None:
    """Write the CSV (UTF-8 with a BOM, so spreadsheet programs read accented names right)."""
    path.write_text(csv_text(timeline), encoding="utf-8-sig", newline="")
