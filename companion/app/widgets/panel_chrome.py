"""The look of a player panel: its coloured header (name, turn marker, menu) and its style sheet."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from companion.app.retranslating import Retranslating
from companion.app.widgets.panel_fit import FitLabel
from companion.core.model import GameState, PlayerState
from companion.shell.palette import text_on

GONE_GREY = "#4a4c54"


class PanelChrome(Retranslating, QWidget):
    """Owns the header widgets of a panel; `header` is what the panel puts in its layout."""

    STYLE = """
        QLabel { color: #f0f0f0; }
        QPushButton { background: #3b3e48; color: #f0f0f0; border: 1px solid #555865;
                      border-radius: 8px; padding: 0px 4px; }
        QPushButton:pressed { background: #5a5e6c; }
        QPushButton:disabled { background: #2c2e35; color: #5c5e66; border-color: #393b42; }
        QPushButton#LifeButton { font-weight: bold; }
        QPushButton#LifeButton[sign="minus"] { background: #4a2f33; border-color: #7a454c; }
        QPushButton#LifeButton[sign="plus"] { background: #2d4536; border-color: #4b7a5b; }
        QPushButton#LifeButton:pressed { background: #6a6e7c; }
        QPushButton#LifeButton:disabled { background: #2c2e35; color: #5c5e66;
                                          border-color: #393b42; }
        QLabel#Reason { color: #ff9c8a; font-weight: bold; }
    """

    def __init__(self, name: str, color: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.hide()  # only a holder: the header frame is what shows
        self._color = color
        self.header = QFrame(parent)
        self.header.setObjectName("PanelHeader")
        row = QHBoxLayout(self.header)
        row.setContentsMargins(8, 0, 2, 0)
        row.setSpacing(6)
        self.name_label = FitLabel(name, self.header, fill=0.8)
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.status_label = QLabel(self.header)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        self.menu_button = QToolButton(self.header)
        self.menu_button.setText("\u22ee")
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.menu_button.setAutoRaise(True)
        row.addWidget(self.name_label, 1)
        row.addWidget(self.status_label)
        row.addWidget(self.menu_button)
        self._header_color = ""
        self._paint_header(color)
        self._status = ""
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's tooltip and the status words in the current language."""
        self.menu_button.setToolTip(self.tr("Player menu: monarch, concede, lose"))
        self._show_status(self._status)

    def _show_status(self, status: str) -> None:
        self._status = status
        words = {
            "won": self.tr("Wins the game!"),
            "out": self.tr("Out"),
            "turn": self.tr("▶ Their turn"),
        }
        text = words.get(status, "")
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def _paint_header(self, background: str) -> None:
        if background == self._header_color:
            return
        self._header_color = background
        fg = text_on(background)
        self.name_label.set_color(fg)
        self.header.setStyleSheet(
            f"#PanelHeader {{ background: {background}; border-radius: 6px; }}"
            f" #PanelHeader QLabel {{ color: {fg}; font-weight: bold; }}"
            f" #PanelHeader QToolButton {{ color: {fg}; border: none; font-weight: bold; }}"
        )

    def update_from(self, state: GameState, me: PlayerState) -> None:
        gone = not me.in_game
        self._paint_header(GONE_GREY if gone else self._color)
        self.name_label.set_strike_out(gone)
        if state.winner == me.name:
            status = "won"
        elif gone:
            status = "out"
        elif state.active_player == me.name:
            status = "turn"
        else:
            status = ""
        self._show_status(status)

    def scale(self, base: int) -> None:
        """Resize the header for a panel whose body text is `base` pixels high."""
        self.header.setFixedHeight(int(base * 2.1))
        font = QFont(self.status_label.font())
        font.setPixelSize(max(8, int(base * 0.95)))
        self.status_label.setFont(font)
        self.menu_button.setFont(font)
        self.menu_button.setFixedWidth(int(base * 1.8))


def paint_frame(
    painter: QPainter,
    rect: QRectF,
    color: str,
    *,
    unit: int,
    active: bool,
    gone: bool,
    selected: bool,
) -> None:
    """The panel's background and border: the player's colour, doubled and tinted on their turn,
    grey once they left, with a white ring outside it for the keyboard selection."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    border = unit * (2 if active else 1)
    if selected:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 12, 12)
    half = (unit if selected else 0) + border / 2
    rect = rect.adjusted(half, half, -half, -half)
    background = QColor("#23242a" if gone else "#2b2d35")
    if active:
        background = _blend(background, QColor(color), 0.14)
    painter.setBrush(background)
    painter.setPen(QPen(QColor(GONE_GREY if gone else color), border))
    painter.drawRoundedRect(rect, 10, 10)


def _blend(a: QColor, b: QColor, share: float) -> QColor:
    return QColor(
        round(a.red() * (1 - share) + b.red() * share),
        round(a.green() * (1 - share) + b.green() * share),
        round(a.blue() * (1 - share) + b.blue() * share),
    )
