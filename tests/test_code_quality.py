"""Lint and types run with the tests, so CI and newcomers run them too."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    assert found, f"{name} is not installed (pip install -e '.[test]')"
    return found


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)


def test_ruff_is_clean() -> None:
    result = _run(_tool("ruff"), "check", "companion", "tests", "resources")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_the_whole_package() -> None:
    """Strict over all of companion/; the only exceptions are libraries without type information."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["companion"] and config["strict"] is True
    for override in config.get("overrides", []):
        assert set(override) == {"module", "ignore_missing_imports"}, override
    result = _run(_tool("mypy"))
    assert result.returncode == 0, result.stdout + result.stderr
