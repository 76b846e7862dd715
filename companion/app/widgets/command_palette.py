"""The command palette (Ctrl+K): find any command by what it says, and run it.

A small frameless popup over the window: a search field and the commands offered now, in the
current language, each command that takes a player once per player it is offered to ("Ben becomes
the monarch…"). Every word typed must appear in the text, in any case and with or without accents
(`companion.shell.commands.matches`). Up/Down (and Page Up/Down) choose, Enter runs, Esc closes;
Tab reaches the list itself. Commands run through the registry, exactly as the menus run them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.app.commands import native_keys, qt_translate
from companion.app.widgets.panel_parts import TARGET
from companion.shell.commands import Choice, Registry, search


def _style(pixels: int) -> str:
    """The palette's look, its text `pixels` large (the search a pixel larger)."""
    return (
        "QFrame#CommandPalette { border: 1px solid palette(mid); border-radius: 6px; }"
        f" QLineEdit {{ padding: 6px; font-size: {pixels + 1}px; }}"
        f" QListWidget {{ border: none; font-size: {pixels}px; }}"
        " QListWidget::item { padding: 4px 6px; }"
    )
_ROWS = 10  # rows shown before the list scrolls
_MOVES = {
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_Down: 1,
    Qt.Key.Key_PageUp: -_ROWS,
    Qt.Key.Key_PageDown: _ROWS,
}
_RUN = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class CommandPalette(QFrame):
    """`texts()` gives the view's own words for some commands (the undo label); `run(name,
    player)` runs a command as the view's menus do (default: the registry's `run`)."""

    def __init__(
        self,
        registry: Registry,
        parent: QWidget,
        texts: Callable[[], Mapping[str, str]] | None = None,
        run: Callable[[str, str | None], bool] | None = None,
        text_px: Callable[[], int] = lambda: 14,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Popup | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("CommandPalette")
        self._text_px = text_px  # the popups' size now (app/popup_scale.py), 14 at the least
        self._styled = 0
        self.setStyleSheet(_style(14))
        self._registry = registry
        self._texts = texts
        self._run_command = run or registry.run
        self._choices: list[Choice] = []
        self.search = QLineEdit(self)
        self.search.setObjectName("PaletteSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumHeight(TARGET)  # a finger's, as its rows (play-test: 34 px)
        self.list = QListWidget(self)
        self.list.setObjectName("PaletteList")
        self.list.setUniformItemSizes(True)
        self.empty = QLabel(self)
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)
        self.empty.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.installEventFilter(self)
        self.list.itemClicked.connect(self._run_item)  # Enter is the event filter's
        self.list.currentItemChanged.connect(self._describe_current)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Find a command"))
        self.search.setAccessibleName(self.tr("Command to find"))
        self.search.setPlaceholderText(self.tr("Type what to do, e.g. monarch"))
        self.list.setAccessibleName(self.tr("Matching commands"))

    # -- showing ----------------------------------------------------------------------------------

    def open(self) -> None:
        """Show over the parent window with every command offered now, the search field focused."""
        self.retranslate()  # texts as of now: the palette is built once and shown many times
        pixels = max(14, self._text_px())  # as large as the menus (play-test: 15 px at 1920)
        if pixels != self._styled:
            self._styled = pixels
            self.setStyleSheet(_style(pixels))
        texts = self._texts() if self._texts else None
        self._choices = self._registry.choices(qt_translate, texts)
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self._filter("")
        self._place()
        self.show()
        self.raise_()
        self.activateWindow()
        self.search.setFocus(Qt.FocusReason.PopupFocusReason)

    def _place(self) -> None:
        window = self.parentWidget()
        assert window is not None
        width = max(320, min(620, window.width() - 40))
        rows = self.list.sizeHintForRow(0) if self.list.count() else 24
        height = (
            self.search.sizeHint().height() + max(rows, 20) * _ROWS + self.empty.sizeHint().height()
        )
        self.resize(width, height + 30)
        self.move(window.mapToGlobal(QPoint((window.width() - width) // 2, 48)))

    def _filter(self, query: str) -> None:
        self.list.clear()
        for choice in search(self._choices, query):
            item = QListWidgetItem(choice.text)
            item.setSizeHint(QSize(0, max(TARGET, self.list.fontMetrics().height() + 12)))
            item.setData(Qt.ItemDataRole.UserRole, choice)
            keys = "" if choice.player is not None else native_keys(choice.command)
            if keys:
                item.setToolTip(keys)
                item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, keys)
            self.list.addItem(item)
        found = self.list.count() > 0
        self.list.setVisible(found)
        self.empty.setVisible(not found)
        if found:
            self.list.setCurrentRow(0)
        else:
            self.empty.setText(self.tr("No command matches “{query}”.").format(query=query))
            self.search.setAccessibleDescription(self.empty.text())

    def _describe_current(self, item: QListWidgetItem | None) -> None:
        """A screen reader on the search field hears which command Enter runs."""
        self.search.setAccessibleDescription(item.text() if item is not None else "")

    # -- keys -------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched in (self.search, self.list) and event.type() in (
            QEvent.Type.KeyPress,
            QEvent.Type.ShortcutOverride,
        ):
            assert isinstance(event, QKeyEvent)
            key = Qt.Key(event.key())
            if watched is self.list and key in _MOVES:
                return False  # the list moves its own current row
            if key in _MOVES or key in _RUN or key == Qt.Key.Key_Escape:
                if event.type() == QEvent.Type.ShortcutOverride:
                    event.accept()  # ours, not a window shortcut's (Up is Life +1 there)
                    return True
                if key in _MOVES:
                    self._move(_MOVES[key])
                elif key in _RUN:
                    self.run_current()
                else:
                    self.close()
                return True
        return super().eventFilter(watched, event)

    def _move(self, delta: int) -> None:
        count = self.list.count()
        if count:
            row = self.list.currentRow() + delta
            self.list.setCurrentRow(max(0, min(count - 1, row)))

    # -- running ----------------------------------------------------------------------------------

    def current(self) -> Choice | None:
        item = self.list.currentItem()
        if item is None or self.list.isHidden():
            return None
        choice = item.data(Qt.ItemDataRole.UserRole)
        return choice if isinstance(choice, Choice) else None

    def texts(self) -> list[str]:
        """The lines shown now, in order."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def run_current(self) -> bool:
        return self._run(self.current())

    def _run_item(self, item: QListWidgetItem) -> None:
        choice = item.data(Qt.ItemDataRole.UserRole)
        self._run(choice if isinstance(choice, Choice) else None)

    def _run(self, choice: Choice | None) -> bool:
        """Close, then run the command as the menus do (a dialog it opens is the window's)."""
        if choice is None:
            return False
        self.close()
        return self._run_command(choice.command.name, choice.player)
