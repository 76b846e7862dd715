"""The cycle collector runs on the GUI thread only (companion/app/collector.py)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject, QTimer

from companion.app.collector import MainThreadCollector


class _Cycle:
    def __init__(self) -> None:
        self.me = self
        self.timer = QTimer()  # a Qt object with a timer: never to be destroyed off its thread
        self.timer.start(10_000)


def test_garbage_cycles_wait_for_the_gui_thread(qapp: object) -> None:
    before = gc.get_threshold()
    owner = QObject()
    collector = MainThreadCollector(owner, interval_ms=60_000)
    try:
        gc.set_threshold(1, 1, 1)
        cycle = _Cycle()
        gone = weakref.ref(cycle)
        del cycle
        # A worker thread allocating a lot: with the automatic collector on, it would collect
        # the cycle (and destroy its QTimer) there.
        worker = threading.Thread(target=lambda: [[i] for i in range(50_000)])
        worker.start()
        worker.join()
        assert not gc.isenabled() and gone() is not None
        assert collector.collect_due() >= 0  # the GUI thread's tick
        while collector.collect_due() >= 0:
            pass
        assert gone() is None
    finally:
        gc.set_threshold(*before)
        owner.deleteLater()


def test_nothing_is_collected_before_a_threshold_is_passed(qapp: object) -> None:
    before = gc.get_threshold()
    owner = QObject()
    collector = MainThreadCollector(owner, interval_ms=60_000)
    try:
        gc.set_threshold(10_000_000, 10, 10)
        gc.collect()
        assert collector.collect_due() == -1
    finally:
        gc.set_threshold(*before)
        owner.deleteLater()
