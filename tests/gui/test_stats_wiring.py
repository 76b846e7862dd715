"""Stats in the window: the dock follows the live game; the game-over page shows the summary."""

from __future__ import annotations

import subprocess
import sys

from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import Concede, LifeChange
from companion.shell.settings import Settings


def test_main_window_imports_no_pyqtgraph_until_stats_are_opened() -> None:
    code = (
        "import sys\n"
        "import companion.app.window.main_window\n"
        "assert 'pyqtgraph' not in sys.modules and 'numpy' not in sys.modules\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_stats_dock_opens_on_the_live_game(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    window.show()
    window.action("stats").trigger()
    assert window.docks.stats_dock is not None and window.docks.stats_dock.isVisible()
    panel = window.docks.stats_dock.widget()
    window.session.do(LifeChange("Ann", -5))
    qtbot.waitUntil(lambda: panel.timeline.life["Ann"][-1] == 33, timeout=2000)
    window.action("stats").trigger()
    assert not window.docks.stats_dock.isVisible()


def test_game_over_page_shows_the_post_game_summary(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    window.show()
    for name in ("Ann", "Ben", "Dee"):
        window.session.do(Concede(name))
    assert window.page() is window.game_over
    summary = window.game_over.summary
    assert summary is not None and summary.game is window.session.game
    # Undo goes back to the table; the summary follows a different finished game.
    window.session.undo()
    assert window.page() is window.game_page


def test_opening_a_finished_game_shows_its_summary(qtbot: QtBot) -> None:
    first = MainWindow(Settings())
    qtbot.addWidget(first)
    first.files.start_demo()
    for name in ("Ann", "Ben", "Cid"):
        first.session.do(Concede(name))
    path = first.session.path
    assert path is not None
    first.close()  # one writer per journal: it lets go of the game when its window closes
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.files.open_journal(path)
    assert window.page() is window.game_over
    assert window.winner.isVisibleTo(window.game_over)
    summary = window.game_over.summary
    assert summary is not None and summary.game is window.session.game
