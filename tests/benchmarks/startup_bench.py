"""Start-up to first frame: `companion --smoke` against a bare PySide6 window started the same way.

Run: QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup_bench.py [runs] [--before DIR]
     QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup_bench.py --instructions
Both are fresh interpreters timed from process start to exit after the first painted frame (wall
clock, measured outside the process, so interpreter start and imports count), with bytecode caching
on as for an installed app. Prints medians and the ratio.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

# The bare window ends as `companion --smoke` does: once its first paint pass is over.
BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
class Label(QLabel):
    def paintEvent(self, event):
        super().paintEvent(event)
        QTimer.singleShot(0, app.quit)
app = QApplication(sys.argv[:1])
w = Label("hello")
w.resize(1400, 860)
w.show()
app.exec()
"""


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=env.get("PYTHONPATH"))
    return time.perf_counter() - start


def instructions(cmd: list[str], env: dict[str, str]) -> int:
    """Instructions the whole process executes (callgrind): the same count however busy the
    machine is, where wall time on a shared 2-core VM swings by 30%."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd],
        env=env,
        check=True,
        capture_output=True,
        text=True,
        cwd=env.get("PYTHONPATH"),
    )
    match = re.search(r"Collected : (\d+)", run.stderr)
    assert match, run.stderr[-2000:]
    return int(match.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=15)
    parser.add_argument(
        "--before",
        metavar="CHECKOUT",
        help="also time the app from another checkout (PYTHONPATH), interleaved",
    )
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count instructions with callgrind (one run each) instead of timing",
    )
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        # An installed app keeps its bytecode; without it every start compiles every module.
        print("note: PYTHONDONTWRITEBYTECODE was set; cleared for the measurement")
    commands = {
        "bare PySide6 window": ([sys.executable, "-c", BARE], None),
        "companion --smoke": ([sys.executable, "-m", "companion", "--smoke"], None),
    }
    if args.before:
        commands["companion --smoke (before)"] = (
            [sys.executable, "-m", "companion", "--smoke"],
            args.before,
        )

    def run(cmd: list[str], path: str | None, measure: Callable[..., float]) -> float:
        with tempfile.TemporaryDirectory() as home:  # a fresh home: settings, games, all new
            run_env = {**env, "COMPANION_HOME": home}
            if path:
                run_env["PYTHONPATH"] = path
            return measure(cmd, run_env)

    for cmd, path in commands.values():  # warm the file cache (and bytecode) once for each
        run(cmd, path, _time)
    if args.instructions:
        counts = {name: run(cmd, path, instructions) for name, (cmd, path) in commands.items()}
        bare = counts["bare PySide6 window"]
        for name, count in counts.items():
            print(f"{name}: {count / 1e9:.3f} G instructions ({count / bare:.2f}x)")
        return
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.runs):  # interleaved, so a busy moment hits every command alike
        for name, (cmd, path) in commands.items():
            samples[name].append(run(cmd, path, _time))
    bare = statistics.median(samples["bare PySide6 window"])
    print(f"runs: {args.runs} each, interleaved")
    for name, values in samples.items():
        median = statistics.median(values)
        print(
            f"{name}: median {median * 1000:.0f} ms (min {min(values) * 1000:.0f},"
            f" max {max(values) * 1000:.0f}) = {median / bare:.2f}x"
        )
    ratio = statistics.median(samples["companion --smoke"]) / bare
    print(f"ratio: {ratio:.2f}x")


if __name__ == "__main__":
    main()
