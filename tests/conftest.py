"""Test set-up shared by every test: headless Qt, and no file written outside a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# Before anything imports Qt: render offscreen, never on a real display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")


@pytest.fixture(autouse=True)
def companion_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every file the app writes goes below a fresh temporary COMPANION_HOME."""
    home = tmp_path_factory.mktemp("companion-home")
    monkeypatch.setenv("COMPANION_HOME", str(home))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / "xdg" / var.lower()))
    monkeypatch.setenv("HOME", str(home / "home"))
    yield home
