"""Where the app keeps its files. One environment variable moves all of them (tests, portable use).

Set COMPANION_HOME to a folder and every file the app writes goes below it: `data/` (game journals,
the recent list) and `config/` (settings). Without it the platform's user directories are used.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_HOME = "COMPANION_HOME"
APP_NAME = "CommanderCompanion"
ORG_NAME = "CommanderCompanion"


def _home() -> Path | None:
    value = os.environ.get(ENV_HOME)
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    import appdirs  # small, but only needed once a file is written

    return Path(appdirs.user_data_dir(APP_NAME, ORG_NAME))


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import appdirs

    return Path(appdirs.user_config_dir(APP_NAME, ORG_NAME))


def games_dir() -> Path:
    return data_dir() / "games"
