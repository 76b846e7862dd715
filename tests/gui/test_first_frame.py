"""What the app builds once its first frame is up (launch.after_first_frame), and when."""

from __future__ import annotations

import gc

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app import launch
from companion.app.collector import MainThreadCollector
from companion.app.window.main_window import MainWindow
from companion.shell.settings import Settings


def test_the_deferred_work_waits_for_the_first_paint_and_runs_once(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    calls: list[int] = []
    launch.when_painted(window, lambda: calls.append(1))
    QApplication.processEvents()
    assert calls == []  # not shown yet: nothing painted
    window.show()
    qtbot.waitUntil(lambda: calls == [1])
    window.update()
    QApplication.processEvents()
    assert calls == [1]


def test_after_the_first_frame_the_log_the_icon_and_the_collector_are_there(
    qtbot: QtBot,
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    app.setWindowIcon(QIcon())
    assert window.docks._log is None
    launch.after_first_frame(app, window)
    collector = app.findChild(MainThreadCollector)
    try:
        assert window.docks._log is not None and window.docks.log_dock.widget() is window.docks.log
        assert not app.windowIcon().isNull()
        assert collector is not None and not gc.isenabled()  # collected on this thread
    finally:
        gc.unfreeze()
        if collector is not None:
            collector.setParent(None)  # gone with this test
