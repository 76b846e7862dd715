"""Where start-up time goes, in milliseconds by part: the stages of `companion --smoke`.

Run: QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup_stages.py [runs] [--before DIR]

Each run is a fresh interpreter (a fresh COMPANION_HOME, bytecode cached) that does what
`launch()` does for `--smoke`, with a clock reading between the stages; the parent process times
the whole run from outside, so "interpreter and exit" is what the child cannot see (Python
starting, and ending once the first frame is painted). With `--before DIR` a second checkout is
measured too, run for run in turn with this one. Medians of `runs` (default 11).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import json, sys, time
t0 = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter()))
import gc
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
mark("PySide6 import")
from companion.app import launch
if hasattr(launch, "exit_now"):  # the launch() of this work turns the collector off first
    gc.disable()
app = launch.create_app()
mark("QApplication, style, palette, icon")
from companion.app import i18n
from companion.app.window.main_window import MainWindow
from companion.shell.settings import load_settings
from companion.shell.startup import check_files
mark("our imports")
settings, _ = load_settings()
i18n.install(app, settings.language or None)
check_files(i18n.current_language())
mark("settings, language, file checks")
window = MainWindow(settings)
mark("MainWindow()")
window.files.start_demo()
mark("the demo game (journal written and synced, panels)")
window.show()
mark("show()")
done = []
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not done and isinstance(watched, QWidget):
            done.append(1)
            QTimer.singleShot(0, app.quit)
        return False
watcher = FirstPaint()
# As launch() watches: the window and its pages where it can (an application-wide filter made
# PySide6 wrap Qt's internal objects and build their enums: the code before issue 26 did that).
watched = [window, window.centralWidget()] if hasattr(launch, "when_painted") else [app]
for widget in watched:
    widget.installEventFilter(watcher)
app.exec()
mark("first paint pass")
out = {}
last = t0
for name, at in marks:
    out[name] = (at - last) * 1000
    last = at
print(json.dumps(out))
sys.stdout.flush()
import os
os._exit(0)
"""


def run(path: str | None) -> dict[str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app keeps its bytecode
    with tempfile.TemporaryDirectory() as home:
        env["COMPANION_HOME"] = home
        if path:
            env["PYTHONPATH"] = path
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", CHILD],
            env=env,
            cwd=path,
            check=True,
            capture_output=True,
            text=True,
        )
        wall = (time.perf_counter() - start) * 1000
    stages: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    stages["interpreter and exit"] = wall - sum(stages.values())
    stages["total (wall)"] = wall
    return stages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=11)
    parser.add_argument("--before", metavar="CHECKOUT", help="also measure another checkout")
    args = parser.parse_args()
    checkouts: dict[str, str | None] = {"this": None}
    if args.before:
        checkouts["before"] = args.before
    for path in checkouts.values():
        run(path)  # warm the file cache and the bytecode
    samples: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
    for _ in range(args.runs):
        for name, path in checkouts.items():
            samples[name].append(run(path))
    stages = list(samples["this"][0])
    header = "stage".ljust(52) + "".join(name.rjust(10) for name in checkouts)
    print(f"medians of {args.runs} runs, ms")
    print(header)
    for stage in stages:
        row = stage.ljust(52)
        for name in checkouts:
            row += f"{statistics.median(s[stage] for s in samples[name]):10.1f}"
        print(row)


if __name__ == "__main__":
    main()
