"""Screenshots of the History page for the docs, from a month of games (tests/gui/history_month.py).

    xvfb-run -a -s "-screen 0 2000x1200x24" python docs/screenshots/history.py CODE WIDTH HEIGHT

Writes docs/screenshots/history-CODE-{list,charts,replay}.png. A temporary COMPANION_HOME holds the
games: nothing of the user's is read or written.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["COMPANION_HOME"] = tempfile.mkdtemp(prefix="history-shots-")


def main() -> None:
    code, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    from PySide6.QtCore import QEventLoop, QTimer

    from companion.app import i18n
    from companion.app.launch import create_app
    from companion.app.window.main_window import MainWindow
    from companion.shell.paths import games_dir
    from companion.shell.settings import Settings
    from tests.gui.history_month import month_journals
    from tests.history.games import write

    for i, data in enumerate(month_journals(30)):
        write(games_dir(), f"game-{i:02}.jsonl", data)
    app = create_app([sys.argv[0]])
    i18n.install(app, code)
    window = MainWindow(Settings(log_open=True))
    window.resize(width, height)
    window.show()
    window.finish_start_up()  # as the launch does after its first frame

    def wait(ms: int = 300) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    loaded: list[object] = []
    window.history.service.loaded.connect(loaded.append)
    window.history.show()
    for _ in range(400):
        if loaded:
            break
        wait(50)
    out = ROOT / "docs" / "screenshots"

    def shot(name: str) -> None:
        wait(300)
        window.grab().save(str(out / f"history-{code}-{name}.png"))

    page = window.history.page
    shot("list")
    page.tabs.setCurrentIndex(1)
    shot("charts")
    page.tabs.setCurrentIndex(0)
    row = next(r for r in range(page.model.rowCount()) if page.model.listing(r).row.finished)
    page.open_row(row)
    page.detail.tabs.setCurrentIndex(1)
    page.detail.replay.show_position(page.detail.replay.slider.maximum() // 2)
    shot("replay")
    window.history.service.shutdown()
    window.session.close()


if __name__ == "__main__":
    main()
