"""Journal files: JSON Lines, one action per line, append-only, flushed and synced per action.

Reading recovers from a crash mid-write: a last line with no newline that is not valid JSON is a
torn write and is dropped with a warning. Anything else that is wrong is a JournalError naming the
line.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from companion.core.actions import JsonDict, NewGame, parse_action
from companion.core.errors import ActionError, JournalError
from companion.core.game import Game

MAX_LINE_BYTES = 64 * 1024


@dataclass
class JournalText:
    """The decoded lines of a journal, with their line numbers, and what was recovered."""

    lines: list[tuple[int, JsonDict]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # Byte length of the intact part: appending resumes here, cutting off a torn tail.
    intact_bytes: int = 0


def decode(data: bytes) -> JournalText:
    out = JournalText()
    offset = 0
    raw_lines = data.split(b"\n")
    for number, raw in enumerate(raw_lines, start=1):
        last = number == len(raw_lines)
        if last and not raw.strip():
            break
        torn = last  # the final piece had no newline after it
        try:
            if len(raw) > MAX_LINE_BYTES:
                raise JournalError(number, f"the line is longer than {MAX_LINE_BYTES} bytes")
            text = raw.decode("utf-8")
            if not text.strip():
                offset += len(raw) + 1
                continue
            value: Any = json.loads(text)
            if not isinstance(value, dict):
                raise JournalError(number, "each line must be a JSON object")
        # ValueError also covers integers too long to convert (over 4300 digits), RecursionError
        # arrays nested too deeply: both are bad input, not a crash.
        except (ValueError, RecursionError, JournalError) as exc:
            if torn:
                out.warnings.append(
                    f"line {number}: dropped an incomplete last line (the app was stopped while "
                    "writing it)"
                )
                break
            if isinstance(exc, JournalError):
                raise
            if isinstance(exc, UnicodeDecodeError):
                raise JournalError(number, "the line is not valid UTF-8 text") from None
            if isinstance(exc, json.JSONDecodeError):
                why = exc.msg
            elif isinstance(exc, RecursionError):
                why = "nested too deeply"
            else:
                why = "a number is too long"
            raise JournalError(number, f"the line is not valid JSON ({why})") from None
        out.lines.append((number, value))
        offset += len(raw) + (0 if last else 1)
    out.intact_bytes = offset
    return out


def build_game(text: JournalText) -> Game:
    """Apply decoded lines in order. Raises JournalError for the first line that does not apply."""
    if not text.lines:
        raise JournalError(1, "the journal is empty; its first line must be a new_game action")
    game: Game | None = None
    for number, data in text.lines:
        try:
            action = parse_action(data)
            joined = data.get("joined", False)
            if not isinstance(joined, bool):
                raise ActionError('"joined" must be true or false')
            own = action.to_json()
            extra = {k: v for k, v in data.items() if k not in own and k != "joined"}
            if game is None:
                if not isinstance(action, NewGame):
                    raise ActionError("the first action must be new_game")
                if joined:
                    raise ActionError('"joined" must follow a game action of the same gesture')
                game = Game(action, extra)
            else:
                game.apply(action, extra, joined=joined)
        except ActionError as exc:
            raise JournalError(number, str(exc)) from None
    assert game is not None
    return game


def read_game(path: Path) -> tuple[Game, list[str]]:
    """Load a journal file into a live game; returns the game and recovery warnings."""
    text = decode(path.read_bytes())
    return build_game(text), text.warnings


class JournalWriter:
    """Appends journal lines to a file, each one flushed and synced before `append` returns.

    Opening an existing journal cuts off a torn last line first, so the next action starts on a
    line of its own; earlier lines are never rewritten.
    """

    def __init__(self, path: Path, *, sync: bool = True) -> None:
        self.path = path
        self._sync = sync
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            data = path.read_bytes()
            intact = decode(data).intact_bytes
            if intact < len(data):
                with path.open("r+b") as fh:
                    fh.truncate(intact)
            elif data and not data.endswith(b"\n"):
                with path.open("ab") as fh:
                    fh.write(b"\n")
        self._fh: IO[bytes] | None = path.open("ab")

    def append(self, line: JsonDict) -> None:
        if self._fh is None:
            raise ValueError("the journal is closed")
        data = json.dumps(line, ensure_ascii=False, separators=(", ", ": ")).encode("utf-8")
        self._fh.write(data + b"\n")
        self._fh.flush()
        if self._sync:
            os.fsync(self._fh.fileno())

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def write_journal(path: Path, lines: list[JsonDict]) -> None:
    """Write a whole journal atomically (Save As): a temporary file, synced, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    with tmp.open("wb") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False).encode("utf-8") + b"\n")
        fh.flush()
        os.fsync(fh.fileno())
    tmp.replace(path)
