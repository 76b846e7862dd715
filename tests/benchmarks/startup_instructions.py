"""Where start-up's instructions go: `companion --smoke`'s stages, each counted by callgrind in a
process stopped right after it (so each figure is everything up to that stage).

Run: QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup_instructions.py
Prints each stage's cumulative count and what it added. Needs valgrind.
"""

from __future__ import annotations

import os
import sys
import tempfile

from startup_bench import instructions

STAGES = (
    "import PySide6.QtWidgets",
    "the core's modules",
    "the shell's modules",
    "the Qt namespace's enums",
    "QApplication and the app's modules",
    "settings, language, MainWindow()",
    "the demo game",
    "show() and the first paint",
)

CHILD = r"""
import os, sys
stage = int(sys.argv[1])
import PySide6.QtWidgets
if stage >= 1:
    import companion.core.game, companion.core.journal, companion.core.actions
if stage >= 2:
    import companion.shell.session, companion.shell.messages, companion.shell.commands
    import companion.shell.rule_data
if stage >= 3:
    from PySide6 import QtCore
    QtCore.Qt.AlignmentFlag
if stage >= 4:
    from companion.app import launch
    app = launch.create_app()
    from companion.app import i18n
    from companion.app.window.main_window import MainWindow
    from companion.shell.settings import load_settings
    from companion.shell.startup import check_files
if stage >= 5:
    settings, _ = load_settings()
    i18n.install(app, None)
    check_files(i18n.current_language())
    window = MainWindow(settings)
if stage >= 6:
    window.files.start_demo()
if stage >= 7:
    window.show()
    launch.when_painted(window, app.quit)
    app.exec()
sys.stdout.flush()
os._exit(0)
"""


def main() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    last = 0
    for stage, name in enumerate(STAGES):
        with tempfile.TemporaryDirectory() as home:
            count = instructions([sys.executable, "-c", CHILD, str(stage)], {**env,
                                 "COMPANION_HOME": home})
        print(f"{name:40} {count / 1e9:6.3f} G  (+{(count - last) / 1e9:.3f} G)")
        last = count


if __name__ == "__main__":
    main()
