"""The turn bar's step track: a segment per step of the turn, a small gap before each phase, the
step now lit in gold; a tap on a step ahead goes there (the bar runs the command).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton

from companion.app import describe
from companion.app.widgets.turn_style import named, set_style
from companion.core.steps import STEPS, Step
from companion.shell.palette import CROWN_GOLD

# The first step of each phase after the first: a small gap before it groups the track by phase.
_PHASE_STARTS = (Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.MAIN2, Step.END)


class StepTrack:
    """The segments in a row (`layout`), by step (`segments`); `go(step)` when one is tapped."""

    def __init__(self, go: Callable[[Step], None]) -> None:
        self.segments: dict[Step, QToolButton] = {}
        track = self.layout = QHBoxLayout()
        track.setSpacing(3)
        for step in STEPS:
            if step in _PHASE_STARTS:
                track.addSpacing(8)
            seg = named(QToolButton(), f"step_{step.value}")
            seg.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            seg.setAccessibleName(describe.step_name(step))
            seg.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
            seg.clicked.connect(lambda _=False, s=step: go(s))
            self.segments[step] = seg
            track.addWidget(seg)

    def show_step(self, current: int, live: bool, font_px: int, row_px: int = 0) -> None:
        """The step of order `current` lit (-1: none), the steps ahead of it open while the game
        is `live`, each saying in its tooltip what a tap does; each as tall as the row
        (`row_px`, the step name's height), for a finger."""
        for step, seg in self.segments.items():
            ahead = live and step.order > current
            seg.setEnabled(ahead)
            if step.order == current:
                tip = QCoreApplication.translate("TurnBar", "{step} (now)")
            elif ahead:
                tip = QCoreApplication.translate("TurnBar", "Go to {step}")
            else:
                tip = "{step}"
            seg.setToolTip(tip.format(step=describe.step_name(step)))
            set_style(seg, segment_style(step.order, current, font_px, row_px))

    def set_shown(self, shown: bool) -> None:
        """Show or hide every segment (End turn's question stands in their place meanwhile)."""
        for index in range(self.layout.count()):
            item = self.layout.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setVisible(shown)


def segment_style(order: int, current: int, font_px: int, row_px: int = 0) -> str:
    """A segment's look: gold for the step now, grey for the steps past, open for those ahead."""
    height = max(10, font_px // 2 + 4)
    # The tap lands on the whole row's height (the step name's), the bar painted in its middle:
    # a finger hits it without the bar growing (play-test: 12 px targets).
    spare = max(0, row_px - height - 2)  # 2: the border's pixels, above and below
    top, bottom = spare // 2, spare - spare // 2  # the whole row (an odd pixel was lost: 39)
    if order == current:
        fill, border = CROWN_GOLD, "#fff3c4"
    elif order < current:
        fill, border = "#55565f", "#55565f"
    else:
        fill, border = "#33343b", "#6a6b75"
    return (
        f"QToolButton {{ background: {fill}; border: 1px solid {border}; border-radius: 3px;"
        f" min-height: {height}px; max-height: {height}px; min-width: 8px;"
        f" margin: {top}px 0 {bottom}px 0; }}"
        f"QToolButton:hover:enabled {{ background: #6b5a2a; }}"
    )
