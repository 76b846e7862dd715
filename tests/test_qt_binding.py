"""The Qt binding must not corrupt the interpreter: PySide6 6.12.0 loses references to None and
True on Python 3.11 with every emit() and every void call, and Python aborts after a few hundred.
pyproject.toml excludes that release; this test catches any other release with the same bug."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel


class _Emitter(QObject):
    fired = Signal(object)


def test_signals_and_void_calls_keep_singleton_refcounts(qapp: object) -> None:
    emitter = _Emitter()
    emitter.fired.connect(lambda _value: None)
    label = QLabel()
    before = (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False))
    for _ in range(200):
        emitter.fired.emit(1)
        label.setText("x")
        label.setVisible(False)
    after = (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False))
    # Other code may create or drop a few references meanwhile; a leak per call would be >= 200.
    assert all(abs(a - b) < 50 for a, b in zip(after, before, strict=True)), (before, after)
