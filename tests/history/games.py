"""Journals for the history's tests, made through the real Game (every line valid)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path

from companion.core import actions as a
from companion.core.game import Game
from companion.core.journal import encode

START = dt.datetime(2026, 11, 6, 19, 0, tzinfo=dt.UTC)


def journal(players: Sequence[str], moves: Sequence[a.Action] = (), *,
            commanders: dict[str, tuple[str, ...]] | None = None,
            partners: Sequence[str] = (), start: dt.datetime = START,
            minutes: float = 2.0, colours: dict[str, str] | None = None) -> bytes:
    """A game of `players` (40 life) with `moves` applied, each line `minutes` after the last."""
    setup = a.NewGame(tuple(players), 40, tuple(partners),
                      tuple((p, names) for p, names in (commanders or {}).items()))
    at = start
    extra: dict[str, object] = {"at": at.isoformat()}
    if colours:
        extra["colors"] = colours
    game = Game(setup, extra)
    for move in moves:
        at += dt.timedelta(minutes=minutes)
        game.apply(move, {"at": at.isoformat()})
    return encode(game.journal)


def write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def won_by_life(players: Sequence[str], winner: str, **kw: object) -> bytes:
    """Everyone but `winner` loses all their life (CR 704.5a), the winner last standing (104.2a)."""
    moves = [a.LifeChange(p, -40) for p in players if p != winner]
    return journal(players, moves, **kw)  # type: ignore[arg-type]
