"""What the docks of the app's two servers (the stream overlay, the pod) share: the switch that
turns a server on, the link it serves as one line, and text shown as text in a tooltip."""

from __future__ import annotations

from html import escape

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import QLineEdit, QPushButton, QStyle, QStyleOptionFrame, QWidget

# On must be unmistakable: a host glances at it mid-game. The padding and border are the same on
# and off: the button's width is measured off, and a wider "on" cut the text.
SWITCH_STYLE = (
    "QPushButton { border: 1px solid #5a5b66; border-radius: 3px; padding: 3px 10px; }"
    "QPushButton:checked { background: #1f7a4a; color: #ffffff; border: 1px solid #2ea86a;"
    " border-radius: 3px; padding: 3px 10px; }"
)
LINE_EDIT_MARGIN = 2  # QLineEdit's own space each side of its text, inside its frame (Qt's)


def server_switch(parent: QWidget | None = None) -> QPushButton:
    """A checkable button that turns a server on (green) and off; its words are the caller's."""
    switch = QPushButton(parent)
    switch.setCheckable(True)
    switch.setStyleSheet(SWITCH_STYLE)
    return switch


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` as it is: Qt reads a tooltip that looks like markup as markup,
    and a player's name may look like anything."""
    return f"<p style='white-space:pre'>{escape(text)}</p>" if text else ""


class LinkField(QLineEdit):
    """A link on one line, read-only: cut in the middle to the room it has, so that both its
    start (the address a person could type) and its end show, never cut at an edge; the tooltip
    says it whole. Focused (a click, Tab) it holds the whole link, selected, for Ctrl+C."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self._link = ""

    def link(self) -> str:
        """The whole link (`text()` is what is shown: cut while not focused)."""
        return self._link

    def set_link(self, link: str) -> None:
        if link == self._link:
            return
        self._link = link
        self.setToolTip(plain_tip(link))
        self.setAccessibleDescription(link)
        self._show()

    def width_for(self, text: str) -> int:
        """The field's width that shows `text` whole (for `setMinimumWidth`)."""
        return self.fontMetrics().horizontalAdvance(text) + self.width() - self.room() + 1

    def room(self) -> int:
        """The width the text has: inside the frame and Qt's margins."""
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        inner = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        margins = self.textMargins()
        return inner.width() - margins.left() - margins.right() - 2 * LINE_EDIT_MARGIN

    def shown(self, room: int) -> str:
        """The link cut to `room` pixels: whole if it fits; else its address whole (up to the
        "#" or "?" and the "=" after it: what a person reads or types) and its secret cut in the
        middle; with less room still, the whole link cut in the middle."""
        metrics = self.fontMetrics()
        link = self._link
        if metrics.horizontalAdvance(link) <= room:
            return link
        cut = min((i for i in (link.find("#"), link.find("?")) if i >= 0), default=-1) + 1
        if cut and "=" in link[cut:]:
            cut = link.index("=", cut) + 1  # "#seat=": the secret is what follows
        head, tail = link[:cut], link[cut:]
        middle = QtCore.Qt.TextElideMode.ElideMiddle
        if cut and tail:
            rest = room - metrics.horizontalAdvance(head)
            short = metrics.elidedText(tail, middle, rest)
            if len(short) >= 5 and metrics.horizontalAdvance(head + short) <= room:
                return head + short  # at least two characters each side of the "…"
        return metrics.elidedText(link, middle, max(0, room))

    def _show(self) -> None:
        text = self._link if self.hasFocus() else self.shown(self.room())
        if text != self.text():
            self.setText(text)
        if self.hasFocus():
            self.selectAll()
        else:
            self.setCursorPosition(0)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusInEvent(event)
        self._show()
        # A click places the cursor after the focus came: select once it has.
        QTimer.singleShot(0, self, self._select_all)

    def _select_all(self) -> None:
        if self.hasFocus():
            self.selectAll()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        self._show()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._show()
