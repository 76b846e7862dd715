"""What the cross-game charts show, as data: every figure from `companion.history.figures` (never
counted again here), the game lengths put in bins, and all of it as one CSV file.

Qt-free and free of pyqtgraph, so the CSV can be written and tested without a window.

The CSV is a spreadsheet's food: several tables one under the other, each headed by its name on a
line of its own and its column names on the next, a blank line between tables. Numbers are written
the same in every language (a point for decimals, rates as fractions rounded to four places, empty
where there is no rate), causes as the journal's words (`life`, `commander_damage`...). Headers are
data, not interface, so they are not translated (as the game's own CSV, companion.stats.export).
"""

from __future__ import annotations

import csv
import io
import math
import statistics
from collections.abc import Iterable, Sequence
from pathlib import Path

from companion.core.model import LeaveReason
from companion.core.values import frozen
from companion.history import figures
from companion.history.figures import HeldAndWon, Name, Rate
from companion.history.record import GameRow

# The causes in the order they are shown: the usual ways out first.
CAUSES = (
    LeaveReason.LIFE.value,
    LeaveReason.COMMANDER_DAMAGE.value,
    LeaveReason.POISON.value,
    LeaveReason.CONCEDED.value,
    LeaveReason.LOST.value,
)
# At most this many bars in a length histogram; the bins are as narrow as that allows.
MAX_BINS = 12
TURN_WIDTHS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
MINUTE_WIDTHS = (5, 10, 15, 20, 30, 60, 120, 240, 480, 720, 1440)


@frozen
class Bin:
    """Games with a length from `low` up to but not including `high`."""

    low: float
    high: float
    games: int


@frozen
class Figures:
    """Everything the charts show, for one selection of games."""

    games: int  # every game selected, unfinished ones too
    finished: int  # the games counted
    players: list[Rate]
    commanders: list[Rate]
    seats: list[Rate]  # "1" took the first turn
    turns: list[int]  # of every finished game
    minutes: list[float]  # of every finished game whose journal has times
    crown: HeldAndWon
    initiative: HeldAndWon
    eliminations: dict[str, int]  # every cause of CAUSES (0 when none), then any other

    @property
    def untimed(self) -> int:
        """Finished games whose journal has no times (in the turns, not in the minutes)."""
        return len(self.turns) - len(self.minutes)

    def turn_bins(self) -> list[Bin]:
        return bins(self.turns, TURN_WIDTHS)

    def minute_bins(self) -> list[Bin]:
        return bins(self.minutes, MINUTE_WIDTHS)

    def median_turns(self) -> float | None:
        return statistics.median(self.turns) if self.turns else None

    def median_minutes(self) -> float | None:
        return statistics.median(self.minutes) if self.minutes else None


def figures_of(rows: Sequence[GameRow], name: Name = figures.same) -> Figures:
    lengths = figures.lengths(rows)
    causes = figures.eliminations(rows)
    return Figures(
        games=len(rows),
        finished=len(figures.finished(rows)),
        players=figures.per_player(rows, name),
        commanders=figures.per_commander(rows),
        seats=figures.per_seat(rows),
        turns=[turns for turns, _ in lengths],
        minutes=[minutes for _, minutes in lengths if minutes is not None],
        crown=figures.crown_won(rows),
        initiative=figures.initiative_won(rows),
        eliminations={**{cause: causes.get(cause, 0) for cause in CAUSES}, **causes},
    )


def bins(values: Iterable[float], widths: Sequence[float], most: int = MAX_BINS) -> list[Bin]:
    """`values` counted in bins of the narrowest of `widths` that needs at most `most` bins
    (doubling the widest while none does), from a multiple of the width at or below the
    smallest value to the bin holding the largest. Empty bins in between are kept."""
    values = list(values)
    if not values:
        return []
    low, high = min(values), max(values)
    candidates = list(widths)
    width = candidates[-1]
    for candidate in candidates:
        if _bin_count(low, high, candidate) <= most:
            width = candidate
            break
    else:
        while _bin_count(low, high, width) > most:
            width *= 2
    start = math.floor(low / width) * width
    count = _bin_count(low, high, width)
    games = [0] * count
    for value in values:
        games[min(count - 1, int((value - start) // width))] += 1
    return [Bin(start + i * width, start + (i + 1) * width, n) for i, n in enumerate(games)]


def _bin_count(low: float, high: float, width: float) -> int:
    start = math.floor(low / width) * width
    return int((high - start) // width) + 1


def _rate(value: float | None) -> object:
    return "" if value is None else round(value, 4)


def _number(value: float) -> object:
    """A whole number as one, else rounded to two places."""
    return int(value) if float(value).is_integer() else round(value, 2)


def tables(f: Figures) -> list[tuple[str, list[str], list[list[object]]]]:
    """(title, header, rows) of every table the CSV holds, in its order."""
    rates = ["games", "wins", "win_rate"]

    def rows_of(rates_: list[Rate]) -> list[list[object]]:
        return [[r.name, r.games, r.wins, _rate(r.rate)] for r in rates_]

    total = sum(f.eliminations.values())
    return [
        ("games", ["games", "finished", "unfinished"],
         [[f.games, f.finished, f.games - f.finished]]),
        ("win rate per player", ["player", *rates], rows_of(f.players)),
        ("win rate per commander", ["commander", *rates], rows_of(f.commanders)),
        ("win rate by seat in turn order (1 took the first turn)", ["seat", *rates],
         rows_of(f.seats)),
        ("game length in turns", ["turns_from", "turns_to", "games"],
         [[_number(b.low), _number(b.high - 1), b.games] for b in f.turn_bins()]),
        ("game length in minutes (from, up to but not including)",
         ["minutes_from", "minutes_to", "games"],
         [[_number(b.low), _number(b.high), b.games] for b in f.minute_bins()]),
        ("game lengths", ["median_turns", "median_minutes", "games_without_times"],
         [[_optional(f.median_turns()), _optional(f.median_minutes()), f.untimed]]),
        ("held longest and won (games won in which one player held it longest)",
         ["held", "games", "won", "rate"],
         [["crown", f.crown.games, f.crown.won, _rate(f.crown.rate)],
          ["initiative", f.initiative.games, f.initiative.won, _rate(f.initiative.rate)]]),
        ("eliminations by cause", ["cause", "players", "share"],
         [[cause, n, _rate(n / total if total else None)] for cause, n in f.eliminations.items()]),
    ]


def _optional(value: float | None) -> object:
    return "" if value is None else _number(value)


def csv_text(f: Figures) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for i, (title, header, rows) in enumerate(tables(f)):
        if i:
            writer.writerow([])
        writer.writerow([title])
        writer.writerow(header)
        writer.writerows(rows)
    return out.getvalue()


def write_csv(f: Figures, path: Path) -> None:
    """UTF-8 with a BOM, so spreadsheet programs read accented names right."""
    path.write_text(csv_text(f), encoding="utf-8-sig", newline="")
