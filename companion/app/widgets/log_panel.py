"""The game log: one plain sentence per effective action, with what it caused indented below.

Its cost per action does not grow with the game (docs/performance.md, Action latency):

- the lines follow the game's entries incrementally (log_model.py), and the view holds only the
  newest of them;
- the view is a tree widget scrolled per entry: a list view with rows of different heights
  measures every row on every insertion, a tree view scrolled per item measures only the rows it
  shows and the last screenful (for the scroll bar's range), and the delegate (log_delegate.py)
  keeps the heights it measured. What a tree view still does for every row on each insertion
  (walk the rows, read their flags, look up the hidden ones) is done by QTreeWidget's own C++
  model without calling into Python, which a model written in Python (or items made by it) would
  do for every row;
- while the log is hidden (the dock closed or behind another tab) it does nothing but remember to
  catch up, which it does when shown or when its lines are asked for;
- a row is drawn once for the way it looks (log_delegate.py); the scroll bar is flat and opaque,
  so moving it repaints nothing behind it.

Each consequence that applies a rule carries a painted "Why? (CR 725.4)" link; clicking it (or
Enter on the entry) emits `ruleRequested(rule_id)`.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPoint,
    QRectF,
    QSize,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QFrame, QTreeWidget, QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.log_delegate import HEAD_COLOR, EntryDelegate
from companion.app.widgets.log_model import WINDOW, LogModel
from companion.app.widgets.log_place import LOG_MINIMUM_SIZE_HINT, LOG_SIZE_HINT
from companion.app.words import word
from companion.core.game import Outcome

_BASE_COLOR = QColor("#25262c")
_BORDER_COLOR = QColor("#3a3b44")
# The log's scroll bar, flat in the log's colours. Not Fusion's: its gradient the height of the
# log costs more to paint (~1 ms, split over threads) than the new line that moved it.
_SCROLL_BAR_SHEET = (
    "QScrollBar:vertical { background: #25262c; width: 14px; margin: 0; border: none; }"
    " QScrollBar::handle:vertical { background: #4a4b57; min-height: 24px; margin: 2px;"
    " border-radius: 4px; }"
    " QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed"
    " { background: #60626f; }"
    " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical"
    " { height: 0; border: none; background: none; }"
    " QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)


class _LogView(QTreeWidget):
    """One column, no header, no branches: a list whose rows differ in height, scrolled per entry
    so that only the rows on screen and the last screenful are ever measured."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setColumnCount(1)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(0)
        self.setUniformRowHeights(False)
        self.setAllColumnsShowFocus(True)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        scroll = self.verticalScrollBar()
        scroll.setStyleSheet(_SCROLL_BAR_SHEET)
        # It paints all of itself: moving it repaints nothing behind it (the dock, the window).
        scroll.setAttribute(QtCore.Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._laid_out_width = -1

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        """Focus lands on the newest entry, not the first: that is the one a player wants, and
        the first, far above, would have every row between measured to find where it is."""
        model = self.model()
        if model is not None and not self.currentIndex().isValid() and model.rowCount():
            last = model.index(model.rowCount() - 1, 0)
            self.selectionModel().setCurrentIndex(last, QItemSelectionModel.SelectionFlag.NoUpdate)
        super().focusInEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        width = self.viewport().width()
        if width != self._laid_out_width:  # lines wrap differently: heights are measured again
            self._laid_out_width = width
            self.scheduleDelayedItemsLayout()


class LogPanel(QWidget):
    """The log view, newest at the bottom and scrolled to it after each action.

    Signal `ruleRequested(rule_id)`: a "Why?" link was clicked (or Enter pressed on an entry)."""

    ruleRequested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._session = session
        self._font_px = 0
        self._behind = False  # the game changed while the log was hidden
        self._held = False  # the newest lines kept back meanwhile (hold)
        self._rebuild_due = False  # ... into another game, or another language
        self.view = _LogView(self)
        self.log_model = LogModel(self, self.view)
        self.view.setObjectName("logView")
        self.delegate = EntryDelegate(self.view, self.log_model)
        self.delegate.ruleClicked.connect(self.ruleRequested)
        self.view.setItemDelegate(self.delegate)
        self.view.activated.connect(self._on_activated)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        # Colours by palette and the rounded border painted by the panel, not by a style sheet:
        # a style sheet that gives an item view a background or border makes every repaint ask
        # for its scroll offset in pixels, which in per-entry scrolling measures every row above.
        palette = self.view.palette()
        for role, color in (
            (QPalette.ColorRole.Base, _BASE_COLOR),
            (QPalette.ColorRole.AlternateBase, QColor("#2b2c33")),
            (QPalette.ColorRole.Text, HEAD_COLOR),
            (QPalette.ColorRole.Highlight, QColor("#4a4b57")),
            (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        ):
            palette.setColor(role, color)
        self.view.setPalette(palette)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)  # inside the rounded border (paintEvent)
        layout.addWidget(self.view)

        # Follow the newest line: after each new action, and while the view changes size (a
        # notice appearing above it, longer lines wrapping) as long as it was at the bottom.
        self._follow = True
        self._loading_older = False  # lines put before the first: not a new line to follow
        scroll = self.view.verticalScrollBar()
        scroll.valueChanged.connect(self._on_scrolled)
        scroll.rangeChanged.connect(self._on_range)
        self.view.model().rowsInserted.connect(self._new_rows)
        session.changed.connect(self._on_changed)
        session.reset.connect(self._on_reset)
        self._apply_font(14)
        self.retranslate()
        self._on_reset()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_SIZE_HINT)  # the placeholder's too: the dock keeps its width

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_MINIMUM_SIZE_HINT)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._rebuild_due = True  # every line in the new language
            self._catch_up_if_shown()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.view.setAccessibleName(word("game_log"))

    def _on_activated(self, index: QModelIndex) -> None:
        rules = self.log_model.rules(self.log_model.row_of(index.row())) if index.isValid() else []
        if rules:
            self.ruleRequested.emit(rules[0])

    def at_bottom(self) -> bool:
        scroll = self.view.verticalScrollBar()
        return scroll.value() >= scroll.maximum()

    def _to_bottom(self) -> None:
        if self._loading_older:
            return
        self._follow = True
        self.view.scrollToBottom()

    def _new_rows(self) -> None:
        """A new line is shown if the newest was: a host reading back older lines stays there
        while the table (and the phones) play on (play-test: every tap jumped to the bottom)."""
        if self._follow and not self._loading_older:
            self.view.scrollToBottom()

    def _on_scrolled(self, value: int) -> None:
        scroll = self.view.verticalScrollBar()
        self._follow = value >= scroll.maximum()
        if value <= scroll.minimum():
            self._older_soon()

    def _older_soon(self) -> None:
        """The top of the view is on screen: the lines before it come in (after this event, not
        from inside the scroll bar's signal)."""
        if self.log_model.first > 0 and not self._loading_older:
            QTimer.singleShot(0, self, self._load_older)

    def _load_older(self) -> None:
        """Up to WINDOW more lines before the view's first, the rows on screen staying where
        they are (the player scrolled up to them), or at the newest line if it was followed."""
        scroll = self.view.verticalScrollBar()
        if self.log_model.first == 0 or scroll.value() > scroll.minimum():
            return  # scrolled down again meanwhile
        top = self.view.indexAt(QPoint(0, 0))
        self._loading_older = True
        try:
            added = self.log_model.load_older(WINDOW)
        finally:
            self._loading_older = False
        if self._follow:
            self.view.scrollToBottom()
        elif top.isValid():
            moved = self.view.model().index(top.row() + added, 0)
            self.view.scrollTo(moved, QAbstractItemView.ScrollHint.PositionAtTop)

    def _keep_short(self) -> None:
        """While the newest line is followed, the view lets its oldest lines go once it holds
        twice WINDOW: a tree view walks all its rows for each new one."""
        model = self.log_model
        if self._follow and model.rowCount() - model.first > 2 * WINDOW:
            model.trim(WINDOW)
            self.view.scrollToBottom()

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(maximum)

    def lines(self) -> list[str]:
        """The log as shown, one string per action (consequences on indented lines)."""
        self.catch_up()
        return self.log_model.texts()

    # -- following the game ---------------------------------------------------------------------

    def catch_up(self) -> None:
        """Bring the rows up to date with the game (cheap: only what changed since last time)."""
        game = self._session.game
        if self._rebuild_due:
            self._rebuild_due = self._behind = False
            self.log_model.setup = game.setup if game is not None else None
            self.log_model.rebuild(game.entries if game is not None else ())
            self._to_bottom()
        elif self._behind:
            self._behind = False
            if game is None:
                self.log_model.rebuild(())
            else:
                self.log_model.follow(game)
            self._keep_short()
        scroll = self.view.verticalScrollBar()
        if scroll.value() <= scroll.minimum():  # the view's lines may not fill it
            self._older_soon()

    def _catch_up_if_shown(self) -> None:
        if self.isVisible() and not self._held:
            self.catch_up()

    def hold(self, held: bool) -> None:
        """Keep the newest lines back while `held` (who goes first is being drawn on the
        table), and show them once it is over."""
        if held != self._held:
            self._held = held
            self._catch_up_if_shown()

    def _on_reset(self) -> None:
        self._rebuild_due = True
        self._catch_up_if_shown()

    def _on_changed(self, _outcome: Outcome) -> None:
        self._behind = True
        self._catch_up_if_shown()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        if not self._held:
            self.catch_up()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_BORDER_COLOR, 1))
        painter.setBrush(_BASE_COLOR)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Scale the text with the panel so it stays readable on a large screen."""
        super().resizeEvent(event)
        self._apply_font(max(13, min(20, self.width() // 34)))

    def _apply_font(self, px: int) -> None:
        if px == self._font_px:
            return
        self._font_px = px
        font = self.view.font()
        font.setPixelSize(px)
        self.view.setFont(font)
