"""The overlay in the window: View > Stream overlay, --overlay-port, and stopping on close."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from companion.app.main_window import MainWindow
from companion.shell.settings import Settings


def test_start_overlay_serves_on_loopback_and_stops_on_close(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start_demo()
    assert window.overlay_dock is None  # nothing of the server is built before it is asked for
    assert window.start_overlay(0)
    server = window.overlay_controls.server
    assert server is not None and server.running
    assert server.url.startswith("http://127.0.0.1:") and "/overlay" in server.url
    window.close()
    assert not server.running


def test_overlay_port_flag_starts_the_server(companion_home: Path) -> None:
    code = (
        "import sys\n"
        "from companion.cli import main\n"
        "rc = main(['--overlay-port', '0', '--smoke'])\n"
        "assert rc == 0\n"
        "assert 'PySide6.QtHttpServer' in sys.modules\n"
    )
    env = {**os.environ, "COMPANION_HOME": str(companion_home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr + result.stdout
