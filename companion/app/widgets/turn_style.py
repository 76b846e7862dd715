"""What the turn bar's parts share of its look: the gold frame of what is offered or on, the object
names its style sheet picks widgets by, and a style set only when it changes (the bar is refreshed
after every action, and setting even the same style sheet re-polishes and repaints a widget).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

OFFERED = (
    "QPushButton { border: 2px solid #F2C14E; color: #F2C14E; font-weight: bold; }"
)

_W = TypeVar("_W", bound=QWidget)


def named(widget: _W, name: str) -> _W:
    widget.setObjectName(name)  # the style sheet's #id
    return widget


def set_style(widget: QWidget, style: str) -> None:
    """Set a style sheet only when it changes: setting one re-polishes and repaints the widget
    even when it is the same, and the bar is refreshed after every action."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)
