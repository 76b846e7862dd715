"""The end-of-game screen: who won, the crown on them, how the game went, and what to do next.

It only reads the session: the lead shows it when the state says the game is over, and "Undo"
goes through the session like every other change (so a mistaken last loss can be taken back).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say, say_all
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.shell.messages import winner_summary, winner_title
from companion.shell.palette import CROWN_GOLD
from companion.shell.resources import resource

_STYLE = f"""
QWidget#WinnerScreen {{ background: #1e1f24; }}
QWidget#WinnerScreen QLabel {{ color: #f0f0f0; }}
QWidget#WinnerScreen QLabel#summary {{ color: #d0d0d8; }}
QWidget#WinnerScreen QPushButton {{ background: #33343d; color: #f0f0f0;
    border: 2px solid #4a4b55; border-radius: 6px; padding: 0.4em 1em; }}
QWidget#WinnerScreen QPushButton:disabled {{ color: #666; }}
QWidget#WinnerScreen QPushButton:focus {{ border: 2px solid #56B4E9; }}
QWidget#WinnerScreen QPushButton#rematch {{ border: 2px solid {CROWN_GOLD}; }}
"""


class _Crown(QWidget):
    """The crown artwork, drawn at the largest size that keeps its proportions."""

    def __init__(self, renderer: QSvgRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        size = self._renderer.defaultSize()
        if size.isEmpty():
            return
        scale = min(self.width() / size.width(), self.height() / size.height())
        w, h = size.width() * scale, size.height() * scale
        painter = QPainter(self)
        self._renderer.render(
            painter, QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        )
        painter.end()


class WinnerScreen(Retranslating, QWidget):
    """The game is over. Signals ask the lead for a rematch, a new game, or the table view."""

    rematchRequested = Signal()
    newGameRequested = Signal()
    dismissed = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("WinnerScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addStretch(1)
        self.crown: QWidget | None = None
        path = resource("crown.svg")
        if path.is_file():
            renderer = QSvgRenderer(str(path), self)
            if renderer.isValid():
                self.crown = _Crown(renderer)
                layout.addWidget(self.crown, 3)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)

        self._buttons = QGridLayout()
        self._buttons.setHorizontalSpacing(10)
        self.rematch_button = QPushButton()
        self.rematch_button.setObjectName("rematch")
        self.new_button = QPushButton()
        self.undo_button = QPushButton()
        self.table_button = QPushButton()
        self.rematch_button.clicked.connect(self.rematchRequested)
        self.new_button.clicked.connect(self.newGameRequested)
        self.undo_button.clicked.connect(self._undo)
        self.table_button.clicked.connect(self.dismissed)
        self._columns = 0
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self._buttons)
        row.addStretch(1)
        layout.addLayout(row)

        # Hidden (the game goes on after an undo), it only remembers to refresh when shown: the
        # summary reads every entry of the game, which must not cost every action.
        self._stale = False
        session.changed.connect(self._on_game_changed)
        session.reset.connect(self._on_game_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.rematch_button.setText(self.tr("New game with the &same players"))
        self.new_button.setText(self.tr("&New game"))
        self.undo_button.setText(self.tr("&Undo"))
        self.table_button.setText(self.tr("Show the &table"))
        self._columns = 0  # longer words may need two rows of buttons
        self.refresh()
        self._fit()

    def _undo(self) -> None:
        self.session.undo()

    # -- content -------------------------------------------------------------------------------

    def refresh(self, *_: object) -> None:
        if not self.session.has_game:
            return
        state = self.session.state
        winner = state.winner
        title = winner_title(state)
        self.title.setText(say(title) if title is not None else "")
        self.title.setStyleSheet(f"color: {self.session.color(winner)};" if winner else "")
        if self.crown is not None:
            self.crown.setVisible(winner is not None)
        game = self.session.game
        summary = winner_summary(state, game.entries if game is not None else ())
        self.summary.setText("\n".join(say_all(summary)))
        self.undo_button.setEnabled(game is not None and game.can_undo())
        self._fit()

    # -- size ----------------------------------------------------------------------------------

    def _on_game_changed(self, *_: object) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        if self._stale:
            self._stale = False
            self.refresh()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Scale the text with the screen so it reads from across the table, never clipped."""
        width, height = max(self.width(), 200), max(self.height(), 200)
        title = QFont(self.font())
        title.setBold(True)
        size = max(18, int(height * 0.11))
        text = self.title.text() or "M"
        while size > 18:
            title.setPixelSize(size)
            if QFontMetrics(title).horizontalAdvance(text) <= width * 0.9:
                break
            size -= 2
        title.setPixelSize(size)
        self.title.setFont(title)
        body = QFont(self.font())
        body.setPixelSize(max(13, min(int(height * 0.03), int(width * 0.03))))
        self.summary.setFont(body)
        for button in self.findChildren(QPushButton):
            button.setFont(body)
        if self.crown is not None:
            self.crown.setMinimumSize(QSize(0, int(height * 0.16)))
        self._arrange_buttons(width)

    def _arrange_buttons(self, width: int) -> None:
        """One row of buttons when they fit, else two rows of two (narrow windows, long words)."""
        buttons = (self.rematch_button, self.new_button, self.undo_button, self.table_button)
        needed = sum(b.sizeHint().width() for b in buttons) + 10 * len(buttons) + 48
        columns = len(buttons) if needed <= width else 2
        if columns == self._columns:
            return
        self._columns = columns
        for button in buttons:
            self._buttons.removeWidget(button)
        for i, button in enumerate(buttons):
            self._buttons.addWidget(button, i // columns, i % columns)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(800, 600)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # The buttons rearrange into two rows on resize, so the one-row width is no minimum.
        return QSize(360, 320)
