"""User settings: a small versioned JSON file, written atomically, never a reason not to start.

A missing file gives the defaults. A corrupt or unknown one is kept aside as
`settings.json.bad`, the defaults are used and a warning says so. Unknown keys are dropped (so
files from older versions still load: `theme`, never used, was removed); bad values fall back one
by one.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from companion.shell.atomic import write_atomic
from companion.shell.messages import Msg, msg
from companion.shell.paths import config_dir

SETTINGS_VERSION = 1


@dataclass
class Settings:
    language: str = ""  # empty: follow the system locale
    starting_life: int = 40
    rotate_panels: bool = True  # panels face their seats; off for a monitor beside the table
    geometry: str = ""  # the main window's saved geometry, base64
    recent: list[str] = field(default_factory=list)  # recent journal paths, newest first
    overlay_lan: bool = False  # the overlay may be reached from the local network (with a token)
    chroma_key: str = "#00ff00"  # the chroma-key window's colour (#rrggbb)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _coerce(name: str, value: Any, default: Any) -> Any:
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 999
        return value if ok else default
    if isinstance(default, str):
        return value if isinstance(value, str) and len(value) < 10_000 else default
    if isinstance(default, list):
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value[:20]
        return default
    return default  # pragma: no cover


def load_settings(path: Path | None = None) -> tuple[Settings, list[Msg]]:
    """The settings and any warnings (messages to show) about what could not be read."""
    path = path or settings_path()
    defaults = Settings()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return defaults, []
    except OSError as exc:
        reason = exc.strerror or str(exc)  # the system's words
        return defaults, [msg("error.settings_unreadable", reason=reason)]
    data, why = _decode(raw)
    if why is not None:
        _keep_aside(path)
        return defaults, [msg("error.settings_bad", reason=why, name=f"{path.name}.bad")]
    values = {
        f.name: _coerce(f.name, data.get(f.name), getattr(defaults, f.name))
        for f in fields(Settings)
        if f.name in data
    }
    return Settings(**{**asdict(defaults), **values}), []


def _decode(raw: bytes) -> tuple[dict[str, Any], Msg | None]:
    """The settings object in `raw`, or why it is not one."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return {}, msg("error.settings_not_utf8")
    except ValueError:
        return {}, msg("error.settings_not_json")
    if not isinstance(data, dict):
        return {}, msg("error.settings_not_object")
    version = data.get("version")
    if version != SETTINGS_VERSION:
        return {}, msg("error.settings_version", version=repr(version))
    return data, None


def _keep_aside(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.replace(path.with_name(path.name + ".bad"))


def save_settings(settings: Settings, path: Path | None = None) -> None:
    data = {"version": SETTINGS_VERSION, **asdict(settings)}
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    write_atomic(path or settings_path(), text.encode("utf-8"))
