"""Start-up: create the QApplication, install the language, open the first window.

Staged so the first frame comes fast: only what the first window needs is imported here; the charts
and the overlay server are imported when first used.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from companion import __version__
from companion.shell.paths import APP_NAME, ORG_NAME

if TYPE_CHECKING:
    from companion.app.window.main_window import MainWindow


def create_app(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Names first: anything that asks for a standard directory needs them.
    QApplication.setOrganizationName(ORG_NAME)
    QApplication.setApplicationName(APP_NAME)
    QApplication.setApplicationDisplayName("Commander Companion")
    QApplication.setApplicationVersion(__version__)
    # Matches packaging/linux/*.desktop, so Wayland shells pair the window with its menu entry.
    QApplication.setDesktopFileName("io.github.commandercompanion.CommanderCompanion")
    from companion.app.theme import STYLE, apply_theme

    # The style as a command-line option: Qt makes it before any window, at no Python cost.
    app = QApplication([*(argv or sys.argv[:1]), "-style", STYLE])
    app.setProperty("companionStyled", True)
    apply_theme(app)
    return app


def set_window_icon(app: QApplication) -> None:
    """The app's icon, given once the first frame is up: QIcon's first use builds its Python
    enums (151 theme icons: ~16 M instructions), and no window manager needs it sooner. A PNG:
    the SVG would load Qt's SVG plugin for a 64 px picture."""
    from PySide6.QtGui import QIcon

    from companion.shell.resources import resource

    app.setWindowIcon(QIcon(str(resource("icons/companion-64.png"))))


def launch(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    # Start-up allocates tens of thousands of objects that live as long as the window: a cyclic
    # collection among them finds nothing to free. Collect again once the first frame is up.
    gc.disable()
    app = create_app()

    from companion.app.describe import say
    from companion.app.window.main_window import MainWindow
    from companion.shell.messages import Msg
    from companion.shell.reading import take_reports
    from companion.shell.settings import load_settings

    settings, warnings = load_settings()
    from companion.app import i18n
    from companion.shell.startup import check_files

    code = i18n.install(app, args.lang or settings.language or None)
    notes = [*warnings, *check_files(code)]  # before any game is started or listed
    window = MainWindow(settings)
    if args.file:
        window.files.open_journal(Path(args.file))
    elif args.demo or args.smoke:
        if not window.files.start_demo():
            window.show_start_page()
    else:
        window.show_start_page()
    notes += take_reports()
    for note in notes:  # after the page is chosen: loading a game clears the notices before
        window.notify(note)
    if getattr(args, "overlay_port", None) is not None:
        window.docks.start_overlay(args.overlay_port)
    if getattr(args, "pod_port", None) is not None:
        # The links are printed once the pod serves: `pod URL` and one `seat NAME URL` each.
        window.docks.start_pod(args.pod_port, getattr(args, "pod_host", None))
    window.show()
    if args.smoke:
        for said in window.said:  # what the window said, for CI to read
            print(f"companion --smoke: notice: {say(said) if isinstance(said, Msg) else said}")
        return _smoke(app, window, started)
    when_painted(window, lambda: after_first_frame(app, window))
    window.history.sync_soon()  # the history's index, after the first frame, in a thread
    return app.exec()


def after_first_frame(app: QApplication, window: MainWindow) -> None:
    """Everything built so far lives until the app quits: freeze it out of the collector's
    generations (no collection ever walks it again), then collect as usual, on the GUI thread.
    Then what the first frame did not show: the icon, the log."""
    from companion.app.collector import MainThreadCollector

    gc.freeze()
    MainThreadCollector(app)  # the collector back on, on this thread only (collector.py)
    set_window_icon(app)
    window.finish_start_up()


def when_painted(window: QMainWindow, then: Callable[[], None]) -> QObject:
    """Call `then` once the window's first paint pass is over: a paint event reached the window
    or its central widget (the pages: the table), and the event loop came back round (the pass
    paints every widget before it does). The watcher sits on those two widgets only, not on the
    application: an application-wide Python filter is handed every Qt-internal object too, and
    wrapping those for Python made PySide6 build ~150 enums of classes the window never uses
    (QWizard, QProcess, QGraphicsItem...: 0.18 G instructions). Returns the watcher (kept by
    the window)."""
    watched = [w for w in (window, window.centralWidget()) if w is not None]

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
            if event.type() == QEvent.Type.Paint:
                for widget in watched:
                    widget.removeEventFilter(self)
                QTimer.singleShot(0, then)
            return False

    watcher = FirstPaint(window)
    for widget in watched:
        widget.installEventFilter(watcher)
    return watcher


def exit_now(code: int) -> None:
    """End the process once its last words are written: the journal is closed and synced and the
    settings saved by then (MainWindow.closeEvent), so tearing down thousands of Qt objects and
    Python modules one by one would only keep the player waiting (~30-90 ms)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def _smoke(app: QApplication, window: QMainWindow, started: float) -> int:
    """Paint the first frame of the full window, report the time to it, and exit 0. What the app
    builds after its first frame (after_first_frame) is not start-up and is not done here: the
    bare window this is measured against paints one frame too (tests/test_startup_budget.py)."""
    result: dict[str, float] = {}

    def first_frame() -> None:
        result["ms"] = (time.perf_counter() - started) * 1000
        result["ok"] = 1.0
        app.quit()

    when_painted(window, first_frame)
    QTimer.singleShot(10_000, app.quit)  # never painted: report it rather than hang
    app.exec()
    if not result.get("ok"):
        print("companion --smoke: the first frame was not painted", file=sys.stderr)
        return 1
    from PySide6.QtCore import QCoreApplication

    from companion.app import i18n

    # The language and one translated word, so `--lang de --smoke` shows the .qm was loaded.
    sample = QCoreApplication.translate("TurnBar", "End turn")
    print(
        f"companion --smoke: first frame painted in {result['ms']:.0f} ms"
        f" (language {i18n.current_language()}: {sample})"
    )
    return 0
