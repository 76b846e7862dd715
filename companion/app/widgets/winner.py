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

MARGIN = 24
MIN_BODY_PX = 11
MIN_TITLE_PX = 18
MIN_CROWN_PX = 48  # below this the crown steps aside for the words

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
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
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
        self.title.setWordWrap(True)  # only for a name too long for the smallest title size
        layout.addWidget(self.title)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)

        layout.addLayout(self._build_buttons())
        self._has_winner = False
        self._crown_room = True

        # Hidden (the game goes on after an undo), it only remembers to refresh when shown: the
        # summary reads every entry of the game, which must not cost every action.
        self._stale = False
        session.changed.connect(self._on_game_changed)
        session.reset.connect(self._on_game_changed)
        self.retranslate()

    def _build_buttons(self) -> QHBoxLayout:
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
        return row

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.rematch_button.setText(self.tr("New game with the &same players"))
        self.new_button.setText(self.tr("&New game"))
        self.undo_button.setText(self.tr("&Undo"))
        self.table_button.setText(self.tr("Show the &table"))
        self._columns = 0  # longer words may need more rows of buttons
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
        self._has_winner = winner is not None
        if self.crown is not None:
            self.crown.setVisible(self._has_winner and self._crown_room)
        game = self.session.game
        summary = winner_summary(
            state, game.entries if game is not None else (), game.setup if game else None
        )
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
        """Scale the text with the room so it reads from across the table, never cut.

        The title is as large as fits the width. The body text (the summary and the buttons)
        starts at 3% of the screen's side and shrinks, down to MIN_BODY_PX, until each summary line
        fits on one line, the buttons fit in 4, 2 or 1 columns, and everything fits the height; the
        crown takes the height that is left, or steps aside when too little is left.
        """
        width, height = max(self.width(), 200), max(self.height(), 200)
        inner_w, inner_h = width - 2 * MARGIN, height - 2 * MARGIN
        layout = self.layout()
        spacing = max(0, layout.spacing()) if layout is not None else 0
        title_h = self._fit_title(inner_w, height)
        lines = self.summary.text().split("\n") if self.summary.text() else []
        body = QFont(self.font())
        px = max(MIN_BODY_PX, min(int(height * 0.03), int(width * 0.045)))
        while True:
            body.setPixelSize(px)
            self.summary.setFont(body)
            for button in self._all_buttons():
                button.setFont(body)
            metrics = QFontMetrics(body)
            columns = self._columns_for(inner_w)
            summary_h = self.summary.heightForWidth(inner_w) if lines else 0
            need = title_h + summary_h + self._buttons_height(columns or 1) + 5 * spacing
            lines_fit = all(metrics.horizontalAdvance(line) <= inner_w for line in lines)
            if (columns and lines_fit and need <= inner_h) or px <= MIN_BODY_PX:
                break
            px -= 1
        self._arrange_buttons(columns or 1)
        left = inner_h - need
        self._crown_room = left >= MIN_CROWN_PX
        if self.crown is not None:
            self.crown.setMinimumSize(QSize(0, min(int(height * 0.16), max(0, left))))
            self.crown.setVisible(self._crown_room and self._has_winner)

    def _fit_title(self, inner_w: int, height: int) -> int:
        """The title's font, as large as fits `inner_w` on one line; returns its height."""
        title = QFont(self.font())
        title.setBold(True)
        size = max(MIN_TITLE_PX, int(height * 0.11))
        text = self.title.text() or "M"
        while size > MIN_TITLE_PX:
            title.setPixelSize(size)
            if QFontMetrics(title).horizontalAdvance(text) <= inner_w - 4:
                break
            size -= 2
        title.setPixelSize(size)
        self.title.setFont(title)
        return self.title.heightForWidth(inner_w)

    def _all_buttons(self) -> tuple[QPushButton, ...]:
        return (self.rematch_button, self.new_button, self.undo_button, self.table_button)

    def _columns_for(self, width: int) -> int | None:
        """The most columns of buttons (4, 2 or 1) that show each button whole, or None."""
        hints = [b.sizeHint().width() for b in self._all_buttons()]
        spacing = self._buttons.horizontalSpacing()
        for columns in (4, 2, 1):
            widths = [max(hints[c::columns]) for c in range(columns)]
            if sum(widths) + spacing * (columns - 1) <= width:
                return columns
        return None

    def _buttons_height(self, columns: int) -> int:
        rows = -(-len(self._all_buttons()) // columns)
        tallest = max(b.sizeHint().height() for b in self._all_buttons())
        return rows * tallest + (rows - 1) * max(0, self._buttons.verticalSpacing())

    def _arrange_buttons(self, columns: int) -> None:
        """The buttons in `columns` columns (one row of four, two rows of two, or one column)."""
        if columns == self._columns:
            return
        self._columns = columns
        buttons = self._all_buttons()
        for button in buttons:
            self._buttons.removeWidget(button)
        for i, button in enumerate(buttons):
            self._buttons.addWidget(button, i // columns, i % columns)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(800, 600)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # The buttons rearrange into two rows on resize, so the one-row width is no minimum.
        return QSize(360, 320)
