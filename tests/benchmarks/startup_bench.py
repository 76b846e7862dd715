"""Start-up to first frame: `companion --smoke` against a bare PySide6 window started the same way.

Run: QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup_bench.py [runs]
Both are fresh interpreters timed from process start to exit after the first painted frame (wall
clock, measured outside the process, so interpreter start and imports count), with bytecode caching
on as for an installed app. Prints medians and the ratio.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
w = QLabel("hello")
w.resize(1400, 860)
w.show()
QTimer.singleShot(0, lambda: (w.grab(), app.quit()))
app.exec()
"""


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def main(runs: int = 15) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        # An installed app keeps its bytecode; without it every start compiles every module.
        print("note: PYTHONDONTWRITEBYTECODE was set; cleared for the measurement")
    with tempfile.TemporaryDirectory() as home:
        env["COMPANION_HOME"] = home
        app_cmd = [sys.executable, "-m", "companion", "--smoke"]
        bare_cmd = [sys.executable, "-c", BARE]
        _time(app_cmd, env)  # warm the file cache once for both
        _time(bare_cmd, env)
        app, bare = [], []
        for _ in range(runs):
            app.append(_time(app_cmd, env))
            bare.append(_time(bare_cmd, env))
    a, b = statistics.median(app), statistics.median(bare)
    print(f"runs: {runs}")
    print(f"bare PySide6 window: median {b * 1000:.0f} ms (min {min(bare) * 1000:.0f})")
    print(f"companion --smoke:   median {a * 1000:.0f} ms (min {min(app) * 1000:.0f})")
    print(f"ratio: {a / b:.2f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
