"""The life totals as a CSV file: one row per turn, for spreadsheets and after-game talk.

Columns: `turn`, then every player's life at the end of that turn (or now, for the turn in
progress) in seat order, then `monarch` at that moment (empty when nobody is). A player who left
keeps the life they left with. Headers are data, not interface, so they are not translated.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from companion.stats.timeline import Timeline


def life_per_turn(timeline: Timeline) -> list[tuple[int, dict[str, int], str | None]]:
    """(turn, life by player, monarch) at the end of every turn so far, turn 1 first."""
    last_index: dict[int, int] = {}
    for i, turn in enumerate(timeline.turn_after):
        last_index[turn] = i
    rows = []
    index = 0
    final_turn = timeline.turn_after[-1] if timeline.turn_after else 1
    for turn in range(1, final_turn + 1):
        index = last_index.get(turn, index)  # a turn with no action keeps the previous totals
        life = {p: timeline.life[p][index] for p in timeline.players}
        rows.append((turn, life, timeline.monarch_after[index]))
    return rows


def csv_text(timeline: Timeline) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["turn", *timeline.players, "monarch"])
    for turn, life, monarch in life_per_turn(timeline):
        writer.writerow([turn, *(life[p] for p in timeline.players), monarch or ""])
    return out.getvalue()


def write_csv(timeline: Timeline, path: Path) -> None:
    """Write the CSV (UTF-8 with a BOM, so spreadsheet programs read accented names right)."""
    path.write_text(csv_text(timeline), encoding="utf-8-sig", newline="")
