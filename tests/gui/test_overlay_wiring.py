"""The overlay in the window: View > Stream overlay, --overlay-port, stopping on close, and the
streamer's choices (local network, key colour) kept from one start of the app to the next."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.shell.settings import Settings, load_settings, settings_path


def test_start_overlay_serves_on_loopback_and_stops_on_close(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    assert window.docks.overlay_dock is None  # nothing of the server is built until it is asked for
    assert window.docks.start_overlay(0)
    server = window.docks.overlay_controls.server
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
    # Port 0 picks a free port; the app says which (a line the streaming setup can read).
    (line,) = [ln for ln in result.stdout.splitlines() if ln.startswith("overlay URL: ")]
    url = line.removeprefix("overlay URL: ")
    assert url.startswith("http://127.0.0.1:") and "/overlay" in url
    assert int(url.split(":")[2].split("/")[0]) > 0


def _reopened(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """Close `window` and build a new one from the settings on disk, as the next start does."""
    window.close()
    settings, warnings = load_settings()
    assert warnings == []
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.docks.show_overlay()
    return again


def test_the_local_network_choice_is_kept(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    window.docks.show_overlay()
    assert not window.docks.overlay_controls.lan.isChecked()
    window.docks.overlay_controls.lan.click()
    assert load_settings()[0].overlay_lan is True  # saved as it changes, not only on close
    again = _reopened(qtbot, window)
    controls = again.docks.overlay_controls
    assert controls.lan.isChecked()
    again.files.start_demo()
    assert again.docks.start_overlay(0)  # and it is what the server starts with: LAN, with a token
    assert controls.server is not None and controls.server.allow_lan and controls.server.token
    controls.stop()
    controls.lan.click()
    assert not _reopened(qtbot, again).docks.overlay_controls.lan.isChecked()


def test_the_key_colour_is_kept(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.docks.show_overlay()
    controls = window.docks.overlay_controls
    assert controls.key_color == "#00FF00"
    controls.key.setCurrentIndex(controls.key.findData("#FF00FF"))
    assert load_settings()[0].chroma_key == "#ff00ff"
    again = _reopened(qtbot, window)
    assert again.docks.overlay_controls.key_color == "#FF00FF"
    assert again.docks.overlay_controls.key.currentText() == "Magenta"
    again.docks.overlay_controls.retranslate()  # a language switch refills the list: same colour
    assert again.docks.overlay_controls.key_color == "#FF00FF"
    again.files.start_demo()
    chroma = again.docks.overlay_controls.show_chroma()  # the window opens in the kept colour
    qtbot.addWidget(chroma)
    assert chroma.key.name() == "#ff00ff"
    again.docks.overlay_controls.key.setCurrentIndex(again.docks.overlay_controls.key.findData("#0000FF"))
    assert chroma.key.name() == "#0000ff"  # and an open one follows a new choice
    chroma.close()


def test_choices_restored_from_an_older_or_hand_edited_file(qtbot: QtBot) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '{"version": 1, "theme": "light", "overlay_lan": true, "chroma_key": "#123abc"}',
        encoding="utf-8",
    )
    settings, warnings = load_settings()
    assert warnings == []
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.docks.show_overlay()
    controls = window.docks.overlay_controls
    assert controls.lan.isChecked()
    assert controls.key_color == "#123ABC" and controls.key.count() == 4  # kept, not dropped
    settings.chroma_key = "not a colour"
    fresh = MainWindow(settings)
    qtbot.addWidget(fresh)
    fresh.docks.show_overlay()
    assert fresh.docks.overlay_controls.key_color == "#00FF00"
