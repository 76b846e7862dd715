"""A small playgroup's history for the new-game dialog's and the Players window's tests: journals
written to the games folder (below the test's COMPANION_HOME) and indexed.

Ann played 3 games (Kraum + Tymna twice, then Edgar Markov), Ben 2 (Atraxa), "ann b." 2 (Ann typed
another way: one person, two profiles until merged), Cid and Dee 1 each; Ann won 2, "ann b." 1.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from companion.history.store import History
from companion.shell.paths import games_dir
from tests.history.games import START, won_by_life, write

KRAUM, TYMNA, EDGAR, ATRAXA = (
    "Kraum, Ludevic's Opus", "Tymna the Weaver", "Edgar Markov", "Atraxa, Praetors' Voice"
)
COLOURS = {"Ann": "#E69F00", "Ben": "#56B4E9", "Cid": "#009E73", "Dee": "#CC79A7",
           "ann b.": "#E69F00"}


def game(number: int, players: Sequence[str], winner: str,
         commanders: dict[str, tuple[str, ...]], partners: Sequence[str] = ()) -> None:
    data = won_by_life(players, winner, commanders=commanders, partners=partners,
                       start=START + dt.timedelta(days=number),
                       colours={p: COLOURS[p] for p in players})
    write(games_dir(), f"game-{number:02d}.jsonl", data)


def playgroup() -> None:
    """The games above, indexed (History.sync), so the profiles exist."""
    pair = (KRAUM, TYMNA)
    game(1, ("Ann", "Ben", "Cid"), "Ann", {"Ann": pair, "Ben": (ATRAXA,)}, ("Ann",))
    game(2, ("Ann", "Ben"), "Ben", {"Ann": pair, "Ben": (ATRAXA,)}, ("Ann",))
    game(3, ("Ann", "Dee"), "Ann", {"Ann": (EDGAR,)})
    game(4, ("ann b.", "Dee"), "ann b.", {"ann b.": (EDGAR,)})
    game(5, ("ann b.", "Cid"), "Cid", {})
    with History.open() as history:
        history.sync()
