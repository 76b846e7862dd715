"""Python's cycle collector, run on the window's thread only.

Left to itself, the collector runs in whichever thread happens to allocate when a generation is
full: the journal's sync, the player-profile matching or the history's workers. A Qt object found
in a garbage cycle there is destroyed on that thread, which Qt refuses for objects with timers
("Timers cannot be stopped from another thread") and which can crash the app. So the automatic
collector stays off and a timer on the GUI thread collects each generation when Python would have
(the same thresholds, checked a few times a second), as pyqtgraph's GarbageCollector does.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 250


class MainThreadCollector(QObject):
    """Turns the automatic collector off while it lives; `collect_due` does its work instead."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    @staticmethod
    def collect_due() -> int:
        """Collect the oldest generation whose count has passed its threshold (as the automatic
        collector would), or none; returns that generation, or -1."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if thresholds[generation] and counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return generation
        return -1
