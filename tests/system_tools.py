"""Where the tests find the system tools they use, and what to say when one is missing.

`sh packaging/system-packages.sh test` (the README's test command runs it) installs all of them on
Debian and Ubuntu; a missing one is a failed set-up, never a reason to skip a test.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

SET_UP = "sh packaging/system-packages.sh test"


def tool(name: str, package: str) -> str:
    """The path of a command on PATH, or a failed assertion naming its package and the set-up."""
    path = shutil.which(name)
    assert path, f"{name} is not installed: {SET_UP} (Debian/Ubuntu package {package})"
    return path


def chromium() -> Path:
    """Debian's chromium, Ubuntu's chromium-browser, or the one COMPANION_CHROMIUM names."""
    given = os.environ.get("COMPANION_CHROMIUM")
    found = given or shutil.which("chromium") or shutil.which("chromium-browser")
    assert found and Path(found).exists(), (
        f"Chromium is needed for the browser tests: {SET_UP} (or set COMPANION_CHROMIUM)"
    )
    return Path(found)
