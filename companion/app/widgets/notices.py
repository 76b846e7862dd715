"""The notice bar: says in words what the last action caused, and offers Undo where it matters.

Automatic consequences (a player leaving at 0 life, the crown passing by CR 725.4) are easy to
miss at a busy table and easy to cause by a mistyped number, so those notices stay until the next
action and carry an Undo button right there. Other notices fade after a few seconds.
Each explanation names the rule it applies with a "Why? (CR 725.4)" link (`ruleRequested`), and a
notice on show is said again in the new language when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QToolTip,
    QWidget,
)

from companion.app import describe, i18n
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.widgets.panel_parts import TARGET, WORD_WRAP
from companion.app.widgets.rule_link import RuleLinkLabel, rules_of
from companion.core import events as ev
from companion.core.actions import Undo
from companion.core.errors import ActionError
from companion.core.game import Outcome
from companion.shell import messages as m
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.flow import (
    DrawFirst,
    FlowNotice,
    Lapsed,
    RadFirst,
    RegularSkipped,
    SpellsAsked,
    VentureFirst,
)
from companion.shell.messages import Msg
from companion.shell.palette import CROWN_GOLD
from companion.shell.storage import NotSaved, ReadOnly

AUTO_HIDE_MS = 8000
SMALLEST_SHARE = 0.7  # of the band's text size: how much smaller a notice gets before it is cut

# Reminders are in their players' panels; the notice bar would only repeat them. A reminder
# cancelled (its player left) is said here: its panel is a strip now.
_BANNER_EVENTS = (ev.ReminderCreated, ev.ReminderResolved)
# What an Undo button is offered for: losses, the crown moving (or vanishing), the initiative
# taken (play-test: "takes the initiative" had no Undo beside it).
_IMPORTANT = (
    ev.PlayerLeft, ev.MonarchChanged, ev.MonarchVacant, ev.GameEnded, ev.InitiativeTaken,
)

_KIND_STYLE = {
    "info": ("#2c2d35", "#5a5b66", "#f0f0f0"),
    "explain": ("#2c2d35", "#5a5b66", "#f0f0f0"),
    "important": ("#3b3220", CROWN_GOLD, "#fff6dc"),
    "error": ("#4a1f22", "#d9534f", "#ffe3e3"),
}


class NoticeBar(Retranslating, QWidget):
    """One line of explanation under the table; `notify(text)` for the lead's own messages.

    Signal `ruleRequested(rule_id)`: the "Why?" link of the explanation was clicked."""

    ruleRequested = Signal(str)

    def __init__(
        self, session: GameSession, commands: Registry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.commands = commands or build_commands(session)  # its Undo is the table's Undo
        self.setObjectName("NoticeBar")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)
        self._session = session
        self._kind = "info"
        self._sticky = False
        self._font_px = 0
        self._render: Callable[[], str] | None = None  # says the notice on show again
        self._full = ""  # the whole notice; the label shows what fits in the band
        self._margins = 0

        self._label = QLabel()
        self._label.setObjectName("noticeText")
        self._label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self._label.installEventFilter(self)
        self.rule_link = RuleLinkLabel(self)
        self.rule_link.ruleRequested.connect(self.ruleRequested)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self._undo)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        # A finger's, as the table's (play-test: Undo 110x39, × 45x36).
        self.undo_button.setMinimumHeight(TARGET)
        self.close_button.setMinimumSize(TARGET, TARGET)
        self.close_button.clicked.connect(self.dismiss)
        self._build_layout()

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)

        session.changed.connect(self._on_changed)
        session.reset.connect(self.dismiss)
        self._apply_font(15)
        self.retranslate()
        # Its place is kept while no notice shows: a notice coming or going must not shrink and
        # regrow the table under the players' fingers (and repaint every panel).
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setHidden(True)

    def _build_layout(self) -> None:
        """The text, then Undo and "Why?", then ×. The "Why?" link goes after Undo, not between
        the text and the buttons: there it read as the middle of a sentence wrapped over two
        lines. Beside Undo, a finger's height as it is (play-test: about 19 px high under it)."""
        self.rule_link.setMinimumHeight(TARGET)
        side = QHBoxLayout()
        side.setSpacing(10)
        side.addWidget(self.undo_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        side.addWidget(self.rule_link, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        layout.setSpacing(14)
        layout.addWidget(self._label, 1)
        layout.addLayout(side)
        layout.addWidget(self.close_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)

    def retranslate(self) -> None:
        """The buttons' words, and the notice on show said again in the current language."""
        self.undo_button.setText(describe.say(m.msg("undo.nothing")))
        self.undo_button.setToolTip(self.tr("Take back the last action"))
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        if self._render is not None and self._full:
            self._set_text(self._render())

    # -- public API ------------------------------------------------------------------------------

    def notify(self, text: str | Msg) -> None:
        """Show the lead's own message (a warning, say); it fades like the others. A `Msg` is said
        again in the new language if the language changes while it is on show."""
        if isinstance(text, Msg):
            self._show(_saying(text), "info", sticky=False, undo=False)
        else:
            self._show(lambda: text, "info", sticky=False, undo=False)

    def text(self) -> str:
        """The whole notice (what shows may be cut to the band's two lines, with "…")."""
        return self._full

    def shown_text(self) -> str:
        return str(self._label.text())

    def _set_text(self, text: str) -> None:
        self._full = text
        self._label.setToolTip(text if self._label_elides(text) else "")
        self._fit_text()

    def _label_elides(self, text: str) -> bool:
        return self._fitted(text)[0] != text

    def _fitted(self, text: str) -> tuple[str, int]:
        """`text` in the two lines the band has at the label's width: at the band's text size,
        else as much smaller as it needs (down to SMALLEST_SHARE of it), and only then cut
        with "…" (play-test: "Cid wird der Herrscher…" with the why lost, the band half empty).
        Returns the text and its pixel size."""
        width = max(40, self._label.width())
        room = self._two_lines()
        font = QFont(self._label.font())
        least = max(12, int(self._font_px * SMALLEST_SHARE))
        for px in range(self._font_px, least - 1, -1):
            font.setPixelSize(px)
            if _fits(QFontMetrics(font), text, width, room):
                return text, px
        return self._cut(text, QFontMetrics(font), width, room), least

    def _cut(self, text: str, metrics: QFontMetrics, width: int, room: int) -> str:
        """`text` cut with "…" to two lines at `width`, before a rule's quoted words if it can."""

        def fits(candidate: str) -> bool:
            return _fits(metrics, candidate, width, room)

        # An official rule text is never shown cut: the notice stops before the quotation (the
        # tooltip, the log and "Why?" have it whole).
        texts = i18n.rule_texts()
        quotes = [text.rfind(texts.quoted_trigger(kind)) for kind in ("steal", "draw")]
        quote = max(quotes)  # the rule's own words, not a quote mark in a name
        if quote > 0:
            before = text[:quote].rstrip().rstrip(":：,，").rstrip()
            if before and fits(before + "…"):
                return before + "…"
        low, high = 0, len(text)
        while low < high:
            middle = (low + high + 1) // 2
            if fits(text[:middle].rstrip() + "…"):
                low = middle
            else:
                high = middle - 1
        return text[:low].rstrip() + "…"

    def _fit_text(self) -> None:
        shown, px = self._fitted(self._full) if self._full else ("", self._font_px)
        if px != self._label.font().pixelSize():
            font = self._label.font()
            font.setPixelSize(px)
            self._label.setFont(font)
        if shown != self._label.text():
            self._label.setText(shown)

    def rules(self) -> list[str]:
        """The rules the "Why?" link points at (empty when the notice explains no rule)."""
        return self.rule_link.rules()

    def kind(self) -> str:
        """One of: info, explain, important (a loss or the crown moved), error."""
        return self._kind

    def is_sticky(self) -> bool:
        return self._sticky

    def dismiss(self) -> None:
        self._timer.stop()
        self._sticky = False
        self._render = None
        self._full = ""
        self._label.clear()
        self._label.setToolTip("")
        self.rule_link.set_rules(())
        self.setHidden(True)

    # -- reacting to the game --------------------------------------------------------------------

    def _on_changed(self, outcome: Outcome) -> None:
        # An Undo says what it took back; a tap joining its run takes back the run's last
        # action too (it is in the report; a run back to nothing is a merging Undo alone), but
        # that is no undo to speak of.
        action = outcome.action
        if outcome.undone and isinstance(action, Undo) and not action.merge:
            undone = m.entries_message(
                outcome.undone,
                self._session.game.setup if self._session.game is not None else None,
            )
            self._show(_saying(m.msg("notice.undone", action=undone)), "info", False, False)
            return
        shown = [e for e in outcome.events if not isinstance(e, _BANNER_EVENTS)]
        said = m.explain(shown, self._session.game.setup if self._session.game else None)
        if not said:
            self.dismiss()  # the previous notice was about the previous action
            return
        important = any(isinstance(e, _IMPORTANT) for e in shown)
        can_undo = self._session.game is not None and self._session.game.can_undo()
        kind = "important" if important else "explain"
        self._show(
            lambda: describe.join_sentences(describe.say_all(said)),
            kind,
            sticky=important,
            undo=important and can_undo,
            rules=rules_of(shown),
        )

    def refused(self, reason: object) -> None:
        """A refusal of the desktop's own command, as the game page routes it."""
        self._on_rejected(reason)  # type: ignore[arg-type]

    def flow_notice(self, notice: FlowNotice) -> None:
        """A flow notice the game page routes here (its SHOWN says "notice")."""
        self._on_flow_notice(notice)

    def _on_rejected(self, reason: ActionError | FlowNotice) -> None:
        """A refused command: "Not possible: <why>" in the current language (a refusal of the
        flow, End turn before the monarch's draw, says itself)."""
        if isinstance(reason, NotSaved | ReadOnly):
            return  # the storage banner says it, and stays until it is over
        if isinstance(reason, SpellsAsked):
            return  # a question the turn bar asks
        kind = "error"
        self._show(_saying(m.not_possible(reason)), kind, False, False)

    def _on_flow_notice(self, notice: FlowNotice) -> None:
        """The flow's own news: a lapsed question (with Undo right there), a stop for the draw."""
        if isinstance(notice, Lapsed | RegularSkipped):
            can_undo = self._session.game is not None and self._session.game.can_undo()
            self._show(_saying(m.flow_message(notice)), "important", True, can_undo)
        elif isinstance(notice, DrawFirst | VentureFirst | RadFirst):
            self._show(_saying(m.flow_message(notice)), "error", False, False)
        elif not isinstance(notice, SpellsAsked):
            # End turn stopped: the band says where and for whom; the reminder is in that
            # player's panel, facing them, with its Done.
            self._show(_saying(m.flow_message(notice)), "important", False, False)

    def _undo(self) -> None:
        self.commands.run("undo")

    def _show(
        self,
        render: Callable[[], str],
        kind: str,
        sticky: bool,
        undo: bool,
        rules: list[str] | None = None,
    ) -> None:
        self._kind = kind
        self._sticky = sticky
        self._render = render
        self.rule_link.set_rules(rules or ())
        self.undo_button.setVisible(undo)
        self._set_text(render())  # fitted again when the label gets its width (eventFilter)
        background, border, color = _KIND_STYLE[kind]
        self.setStyleSheet(
            f"#NoticeBar {{ background: {background}; border: 2px solid {border};"
            " border-radius: 6px; }"
            f"#NoticeBar QLabel {{ color: {color}; }}"
            "#NoticeBar QPushButton { background: #f0f0f0; color: #1e1f24; border: none;"
            " border-radius: 5px; padding: 0.2em 1em; font-weight: bold; }"
            f"#NoticeBar QToolButton {{ color: {color}; background: transparent; border: none; }}"
            # The "Why?" link drawn as a small control of its own, not as words of the notice.
            "#NoticeBar QLabel#ruleLink { border: 1px solid #5a6b88; border-radius: 6px;"
            " padding: 0 6px; margin-top: 3px; }"
        )
        self.setHidden(False)
        if sticky:
            self._timer.stop()
        else:
            self._timer.start(AUTO_HIDE_MS)

    # -- size ------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Scale the text with the window's width so it reads from across the table."""
        super().resizeEvent(event)
        self.scale_for(self.width())
        self._fit_text()

    def scale_for(self, width: int) -> None:
        """Text for a band `width` wide (the page calls this too: a hidden band gets no resize
        events, and its height must be right before the first notice shows)."""
        self._apply_font(max(15, min(28, width // 45)))

    def _apply_font(self, px: int) -> None:
        if px == self._font_px:
            return
        self._font_px = px
        for widget in (self._label, self.rule_link, self.undo_button, self.close_button):
            font = widget.font()
            font.setPixelSize(px if widget is not self.rule_link else max(12, px * 3 // 4))
            widget.setFont(font)
        # A band of two lines, shown or not: a notice coming, going or running long never
        # moves the table (a longer notice is cut with "…" and says all of it on hover).
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        self._margins = margins.top() + margins.bottom() if margins else 0
        lines = self._two_lines()
        side = max(self.undo_button.sizeHint().height(), TARGET)  # Undo and Why? side by side
        self.setFixedHeight(max(side, lines) + self._margins)

    def _two_lines(self) -> int:
        """The height two wrapped lines really take at the band's text size (more than twice
        the line spacing)."""
        font = QFont(self._label.font())
        font.setPixelSize(self._font_px)
        metrics = QFontMetrics(font)
        return metrics.boundingRect(QRect(0, 0, 10_000, 10_000), WORD_WRAP, "Xg\nXg").height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._label and event.type() == QEvent.Type.Resize:
            self._fit_text()  # the buttons beside it came or went: another width
        elif watched is self._label and event.type() == QEvent.Type.MouseButtonRelease:
            self.show_whole()
        return super().eventFilter(watched, event)

    def show_whole(self) -> None:
        """A tap on a notice cut to the band's two lines says all of it, under the band, for as
        long as a notice shows (a touch table has no hover; the play-test read "Dee l…")."""
        if self._full and self._label_elides(self._full):
            corner = self._label.mapToGlobal(QPoint(0, self._label.height()))
            QToolTip.showText(corner, self._full, self._label)
            if self._timer.isActive():  # read at leisure: the notice stays while it is read
                self._timer.start()


def _fits(metrics: QFontMetrics, text: str, width: int, room: int) -> bool:
    return metrics.boundingRect(QRect(0, 0, width, 100_000), WORD_WRAP, text).height() <= room


def _saying(message: Msg) -> Callable[[], str]:
    """Renders `message` in the language current when called: a notice is said again on a change."""
    return lambda: describe.say(message)
