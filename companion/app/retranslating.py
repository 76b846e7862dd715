"""The LanguageChange contract of companion/app/i18n.py, written once for every widget.

A widget sets its visible texts in `retranslate()` (called from its __init__); mixing this class in
first (`class TurnBar(Retranslating, QWidget)`) calls it again whenever the language is switched.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent


class Retranslating:
    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        base: Any = super()
        base.changeEvent(event)
