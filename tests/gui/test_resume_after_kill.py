"""Never lose a game: a process killed with SIGKILL mid-game is resumed exactly as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from companion.app.window.main_window import MainWindow
from companion.core.action_json import parse_action
from companion.core.game import Game
from companion.core.snapshot import state_json
from companion.shell import games
from companion.shell.settings import Settings

ACTIONS = [
    {"action": "new_game", "players": ["Ann", "Ben", "Cid", "Dee"], "starting_life": 40},
    {"action": "step", "to": "main1"},
    {"action": "become_monarch", "player": "Ann", "source": "Palace Jailer"},
    {"action": "step", "to": "end"},
    {"action": "end_turn"},
    {"action": "step", "to": "combat_damage"},  # where combat damage is dealt (CR 510)
    {
        "action": "combat_damage",
        "hits": [{"from": "Ben", "to": "Ann", "amount": 6, "commander": True}],
    },
    {"action": "life", "player": "Cid", "delta": -12},
    {"action": "undo"},
    {"action": "concede", "player": "Dee"},
]


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_app_resumes_exactly(qtbot, companion_home: Path) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, "COMPANION_HOME": str(companion_home), "QT_QPA_PLATFORM": "offscreen"}
    with subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("kill_target.py"))],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    ) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("\n".join(json.dumps(a) for a in ACTIONS))
        proc.stdin.close()
        assert proc.stdout.readline().strip() == "ready"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL

    expected = Game.from_actions(parse_action(a) for a in ACTIONS)
    unfinished = games.unfinished_game()
    assert unfinished is not None, "the killed game is offered for resume"

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show_start_page()
    assert window.start_page.resume_button.isVisibleTo(window.start_page)
    window.start_page.resume_button.click()
    assert window.page() is window.game_page
    assert state_json(window.session.state) == state_json(expected.state)
    assert window.session.game is not None and window.session.game.can_redo() is False
    # The resumed game keeps appending to the same journal.
    window.session.do(parse_action({"action": "life", "player": "Ann", "delta": 1}))
    assert unfinished.path.read_text(encoding="utf-8").count("\n") == len(ACTIONS) + 1
