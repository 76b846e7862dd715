"""Start-up: `--version` loads no Qt; `--smoke` paints the full window; no charts at start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from companion import __version__

HEAVY_AT_START = (
    "pyqtgraph", "numpy", "PySide6.QtHttpServer", "PySide6.QtWebSockets",
    "segno", "companion.pod", "companion.app.pod",  # the pod: built when the host asks for it
    # Built once the first frame is up (MainWindow.finish_start_up): the log's item view, the
    # screen kept awake (D-Bus, ctypes); and the statistics, which the first frame never shows.
    "companion.app.widgets.log_panel", "companion.app.widgets.log_model",
    "companion.app.widgets.log_delegate", "companion.app.keep_awake", "ctypes", "PySide6.QtDBus",
    "companion.stats",
)


def _run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COMPANION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )


def test_version_prints_the_version_without_qt(companion_home: Path) -> None:
    code = (
        "import sys, runpy; sys.argv=['companion','--version']\n"
        "try:\n runpy.run_module('companion', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'\n"
    )
    result = _run("-c", code, home=companion_home)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"companion {__version__}"


def test_smoke_starts_the_full_gui_paints_and_exits_zero(companion_home: Path) -> None:
    result = _run("-m", "companion", "--smoke", home=companion_home)
    assert result.returncode == 0, result.stderr
    assert "first frame painted" in result.stdout
    assert "Traceback" not in result.stderr


def test_start_up_imports_no_charts_and_no_server(companion_home: Path) -> None:
    code = (
        "import sys\n"
        "from companion.cli import main\n"
        "rc = main(['--smoke'])\n"
        f"heavy = [m for m in {HEAVY_AT_START!r} if m in sys.modules]\n"
        "assert rc == 0 and not heavy, heavy\n"
    )
    result = _run("-c", code, home=companion_home)
    assert result.returncode == 0, result.stderr + result.stdout
