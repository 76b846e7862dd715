"""The games on disk: where a new journal goes, which game is unfinished, the recent list.

`current.json` in the data folder points at the journal of the game in progress. It is written
(atomically) when a game starts and cleared when it ends or the players start another, so on
start-up the app knows which game to offer for resume even after it was killed.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from companion.core.errors import JournalError
from companion.core.journal import decode
from companion.shell.atomic import write_atomic
from companion.shell.paths import data_dir, games_dir


@dataclass(frozen=True)
class GameSummary:
    path: Path
    players: tuple[str, ...]
    turn: int
    game_over: bool
    winner: str | None


def new_journal_path() -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return games_dir() / f"game-{stamp}-{secrets.token_hex(3)}.jsonl"


def _pointer() -> Path:
    return data_dir() / "current.json"


def set_current(path: Path | None) -> None:
    data = {"path": str(path)} if path is not None else {}
    write_atomic(_pointer(), json.dumps(data).encode("utf-8"))


def summarize(path: Path) -> GameSummary | None:
    """What a journal holds, or None if it cannot be read as a game."""
    from companion.core.journal import build_game

    try:
        game = build_game(decode(path.read_bytes()))
    except (OSError, JournalError):
        return None
    state = game.state
    return GameSummary(path, state.names, state.turn, state.game_over, state.winner)


def unfinished_game() -> GameSummary | None:
    """The game that was in progress when the app last stopped, if it is not over."""
    try:
        data = json.loads(_pointer().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("path"), str):
        return None
    summary = summarize(Path(data["path"]))
    if summary is None or summary.game_over:
        return None
    return summary
