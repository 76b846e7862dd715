"""User settings: a small versioned JSON file, written atomically, never a reason not to start.

A missing file gives the defaults. A file that can't be used (not a regular file, over 1 MiB, not
UTF-8 JSON, not an object, an unknown version) is kept aside as `settings.json.bad-<timestamp>`
(never deleted), the defaults are used and a warning says so. Every value is checked too (the
window geometry is base64 text, the recent list at most MAX_RECENT paths without NUL, ...): a file
with bad values is kept aside the same way, the good values are kept and written back at once, and
the warning names the settings that went back to their defaults. Unknown keys are dropped without a
word, so files of older versions still load (`theme`, never used, was removed).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import copy
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from companion.shell.atomic import write_atomic
from companion.shell.messages import Msg, msg
from companion.shell.paths import config_dir
from companion.shell.reading import (
    SETTINGS_LIMIT,
    UnusableFileError,
    keep_aside,
    os_reason,
    read_bounded,
    valid_path_text,
)

SETTINGS_VERSION = 1
MAX_RECENT = 20  # the window keeps 10; more in a file is a bad value
MAX_GEOMETRY = 16 * 1024  # QMainWindow.saveGeometry() is some 70 bytes, in base64 about 100


@dataclass
class Settings:
    language: str = ""  # empty: follow the system locale
    starting_life: int = 40
    rotate_panels: bool = True  # panels face their seats; off for a monitor beside the table
    # The table calls every step: the turn moves only when told (Turn > Step by step); off, the
    # steps follow the play (End turn takes the next turn to its first main phase by itself).
    step_by_step: bool = False
    geometry: str = ""  # the main window's saved geometry, base64
    recent: list[str] = field(default_factory=list)  # recent journal paths, newest first
    overlay_lan: bool = False  # the overlay may be reached from the local network (with a token)
    chroma_key: str = "#00ff00"  # the chroma-key window's colour (#rrggbb)
    # The last pod: {"players": [...], "colors": [...], "partners": [...]}, in seat order, and
    # "commanders": {"Ben": ["Tymna the Weaver", "Kraum"]} as in the journal (optional: older
    # files have none), so the New game dialog offers the same names, seats, colours and
    # commanders next time ({}: none yet). `pod_from` makes one, `pod_commanders` reads its names.
    last_pod: dict[str, Any] = field(default_factory=dict)
    # The log dock as the player last left it (True open, False closed); None: never chosen, so
    # it opens only on a large screen (companion.app.window.docks.log_open_at_start).
    log_open: bool | None = None
    # The New game dialog's "Draw who goes first", as last chosen (a rematch keeps it too).
    draw_first: bool = False
    # The New game dialog's chess clock: minutes on each player's clock, 0 for none (kept on a
    # rematch too).
    chess_clock: int = 0
    # The counters each playgroup made up ("Bounty", "Lore"), offered in their next games: by
    # `playgroup` (the players' names, sorted), newest playgroup last, at most MAX_PLAYGROUPS.
    counter_names: dict[str, list[str]] = field(default_factory=dict)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_choice(value: Any) -> bool:
    """Yes, no, or not chosen yet (null)."""
    return value is None or isinstance(value, bool)


def _is_life(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 999


def _is_clock(value: Any) -> bool:
    from companion.core.actions import MAX_CLOCK_MINUTES

    return isinstance(value, int) and not isinstance(value, bool) and (
        0 <= value <= MAX_CLOCK_MINUTES
    )


def _is_language(value: Any) -> bool:
    """A language code or a locale name ("", "de", "zh_CN", "de_AT.UTF-8"); an unknown one means
    English (companion.shell.language.resolve), so a newer version's language is no error."""
    return isinstance(value, str) and re.fullmatch(r"[A-Za-z0-9_.@-]{0,64}", value) is not None


def _is_geometry(value: Any) -> bool:
    """Base64 text (ASCII), as QByteArray.toBase64 writes it, or empty."""
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY or not value.isascii():
        return False
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return False
    return True


def valid_recent(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_RECENT
        and all(valid_path_text(p) for p in value)
    )


def _is_color(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(r"#[0-9A-Fa-f]{6}", value) is not None


_POD_KEYS = {"players", "colors", "partners"}


def valid_pod(value: Any) -> bool:
    """A pod the core would accept as a new game (2-8 good names, partners among them, the
    commanders' names as a journal's `commanders`), with a #rrggbb colour per player; or {} for
    none. A pod without "commanders" (saved before they were named) is fine."""
    from companion.core.action_json import parse_action
    from companion.core.errors import ActionError

    if value == {}:
        return True
    if not isinstance(value, dict) or not _POD_KEYS <= set(value) <= _POD_KEYS | {"commanders"}:
        return False
    players, colors, partners = value["players"], value["colors"], value["partners"]
    if not (isinstance(players, list) and isinstance(colors, list) and isinstance(partners, list)):
        return False
    if len(colors) != len(players) or not all(_is_color(c) for c in colors):
        return False
    line = {"action": "new_game", "players": players, "partners": partners}
    if "commanders" in value:
        line["commanders"] = value["commanders"]
    try:
        parse_action(line)
    except (ActionError, TypeError, ValueError, RecursionError):
        return False
    return True


def pod_from(
    players: Sequence[str],
    colors: Sequence[str],
    partners: Sequence[str],
    commanders: Sequence[tuple[str, Sequence[str]]] = (),
) -> dict[str, Any]:
    """The last pod as the settings keep it (commanders as NewGame has them: in seat order)."""
    pod: dict[str, Any] = {
        "players": list(players),
        "colors": list(colors),
        "partners": list(partners),
    }
    if commanders:
        pod["commanders"] = {player: list(names) for player, names in commanders}
    return pod


def pod_commanders(pod: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    """The commanders' names of a (valid) pod by player; {} for a pod saved without them."""
    raw = pod.get("commanders", {})
    return {str(player): tuple(str(n) for n in names) for player, names in raw.items()}


MAX_PLAYGROUPS = 20
MAX_COUNTER_NAMES = 12  # per playgroup


def playgroup(players: Sequence[str]) -> str:
    """A playgroup's key: its players' names in one order, whatever their seats."""
    return "\n".join(sorted(players, key=str.casefold))


def playgroup_counters(settings: Settings, players: Sequence[str]) -> list[str]:
    """The counters this playgroup made up in earlier games, oldest first."""
    return list(settings.counter_names.get(playgroup(players), []))


def remember_counter(settings: Settings, players: Sequence[str], name: str) -> bool:
    """Keep `name` as a counter of this playgroup (the newest playgroup and name last; the
    oldest give way past the limits). False if it was kept already."""
    key = playgroup(players)
    names = settings.counter_names.get(key, [])
    if name in names:
        return False
    kept = {k: v for k, v in settings.counter_names.items() if k != key}
    kept[key] = [*names, name][-MAX_COUNTER_NAMES:]
    settings.counter_names = dict(list(kept.items())[-MAX_PLAYGROUPS:])
    return True


def _is_counter_names(value: Any) -> bool:
    """{playgroup: [counter names]}: each name one a journal takes as a named counter."""
    from companion.core.errors import ActionError
    from companion.core.names import validate_name

    if not isinstance(value, dict) or len(value) > MAX_PLAYGROUPS:
        return False
    for key, names in value.items():
        if not isinstance(key, str) or not isinstance(names, list):
            return False
        if len(names) > MAX_COUNTER_NAMES:
            return False
        for name in names:
            try:
                if validate_name(name) != name:
                    return False
            except ActionError:
                return False
    return True


_VALID: dict[str, Callable[[Any], bool]] = {
    "language": _is_language,
    "starting_life": _is_life,
    "rotate_panels": _is_bool,
    "step_by_step": _is_bool,
    "geometry": _is_geometry,
    "recent": valid_recent,
    "overlay_lan": _is_bool,
    "chroma_key": _is_color,
    "last_pod": valid_pod,
    "log_open": _is_choice,
    "draw_first": _is_bool,
    "chess_clock": _is_clock,
    "counter_names": _is_counter_names,
}
assert set(_VALID) == {f.name for f in fields(Settings)}, "every setting has its check"


def load_settings(path: Path | None = None) -> tuple[Settings, list[Msg]]:
    """The settings and any warnings (messages to show) about what could not be used."""
    path = path or settings_path()
    defaults = Settings()
    try:
        raw = read_bounded(path, SETTINGS_LIMIT)
    except FileNotFoundError:
        return defaults, []
    except UnusableFileError as exc:
        return defaults, [_bad_file(path, exc.reason)]
    except OSError as exc:
        return defaults, [msg("error.settings_unreadable", reason=os_reason(exc))]
    data, why = _decode(raw)
    if why is not None:
        return defaults, [_bad_file(path, why)]
    values = {f.name: data[f.name] for f in fields(Settings) if f.name in data}
    bad = [name for name, value in values.items() if not _VALID[name](value)]
    for name in bad:
        del values[name]
    settings = Settings(**{**asdict(defaults), **values})
    settings.recent = list(settings.recent)
    settings.last_pod = copy.deepcopy(settings.last_pod)
    if not bad:
        return settings, []
    names = ", ".join(bad)
    kept = keep_aside(path)
    if kept is None:
        return settings, [msg("error.settings_values_in_place", names=names)]
    with contextlib.suppress(OSError):
        save_settings(settings, path)  # the good values, so they outlive this run
    return settings, [msg("error.settings_values", names=names, name=kept.name)]


def _bad_file(path: Path, reason: Msg) -> Msg:
    kept = keep_aside(path)
    if kept is None:
        return msg("error.settings_bad_in_place", reason=reason)
    return msg("error.settings_bad", reason=reason, name=kept.name)


def _decode(raw: bytes) -> tuple[dict[str, Any], Msg | None]:
    """The settings object in `raw`, or why it is not one."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return {}, msg("error.settings_not_utf8")
    except (ValueError, RecursionError):  # RecursionError: arrays nested too deeply
        return {}, msg("error.settings_not_json")
    if not isinstance(data, dict):
        return {}, msg("error.settings_not_object")
    version = data.get("version")
    if version != SETTINGS_VERSION:
        return {}, msg("error.settings_version", version=repr(version)[:40])
    return data, None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    data = {"version": SETTINGS_VERSION, **asdict(settings)}
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    write_atomic(path or settings_path(), text.encode("utf-8"))
