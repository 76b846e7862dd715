"""The start-up guard: `companion --smoke` may execute at most BUDGET times the instructions of a
bare PySide6 window that paints one frame, counted by callgrind in this one run, so the next
change that slows start-up fails its own CI. Instructions, not seconds: the count is the same
however busy the machine is (docs/performance.md, "Start-up to first frame").

Lower BUDGET as start-up gets faster; never raise it to let a change through.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import system_tools

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))

import startup_bench  # noqa: E402

BUDGET = 2.0

# The same start with pyqtgraph and numpy imported first (what the charts cost, ~0.3 G): a start
# the guard must refuse, so it is known to fail when start-up grows.
SLOWED = (
    "import sys, pyqtgraph\n"
    "from companion.cli import main\n"
    "sys.exit(main(['--smoke']))\n"
)

pytestmark = pytest.mark.slow


def _count(args: list[str], home: Path) -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "COMPANION_HOME": str(home)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: bytecode compiled and kept
    command = [sys.executable, *args]
    subprocess.run(command, env=env, cwd=ROOT, check=True, capture_output=True, timeout=120)
    return startup_bench.instructions(command, env)


@pytest.fixture(scope="module")
def counts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, int]:
    system_tools.tool("valgrind", "valgrind")
    runs = {"bare": ["-c", startup_bench.BARE], "smoke": ["-m", "companion", "--smoke"]}
    runs["slowed"] = ["-c", SLOWED]
    return {name: _count(args, tmp_path_factory.mktemp(name)) for name, args in runs.items()}


def test_start_up_stays_within_its_budget_of_the_bare_window(counts: dict[str, int]) -> None:
    ratio = counts["smoke"] / counts["bare"]
    print(f"start-up: {counts['smoke'] / 1e9:.3f} G instructions, {ratio:.2f}x the bare window")
    assert ratio <= BUDGET, (
        f"companion --smoke executes {ratio:.2f}x the instructions of a bare PySide6 window"
        f" (budget {BUDGET}x): build less before the first frame (docs/performance.md)"
    )


def test_the_guard_refuses_a_start_that_imports_the_charts(counts: dict[str, int]) -> None:
    assert counts["slowed"] / counts["bare"] > BUDGET
