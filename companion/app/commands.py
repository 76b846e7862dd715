"""Every command of the main window as a QAction with its shortcut, in one table.

The menus, the toolbar, the Help > Keyboard shortcuts list and the tests all read this one table,
so a shortcut can't be documented in one place and bound differently in another.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Command:
    key: str  # stable id, used by tests and the help list
    menu: str  # "game", "edit", "turn", "player", "view", "help"
    shortcuts: tuple[str, ...]
    text: Callable[[], str]


# The text is a function so it follows the language when it is switched live.
COMMANDS: tuple[Command, ...] = (
    Command("new", "game", ("Ctrl+N",), lambda: translate("Commands", "&New game…")),
    Command(
        "rematch",
        "game",
        ("Ctrl+Shift+N",),
        lambda: translate("Commands", "New game with the same &players"),
    ),
    Command("open", "game", ("Ctrl+O",), lambda: translate("Commands", "&Open journal…")),
    Command(
        "save_as", "game", ("Ctrl+Shift+S",), lambda: translate("Commands", "Save journal &as…")
    ),
    Command("quit", "game", ("Ctrl+Q",), lambda: translate("Commands", "&Quit")),
    Command("undo", "edit", ("Ctrl+Z",), lambda: translate("Commands", "&Undo")),
    Command("redo", "edit", ("Ctrl+Shift+Z", "Ctrl+Y"), lambda: translate("Commands", "&Redo")),
    Command("next_step", "turn", ("N", "Space"), lambda: translate("Commands", "&Next step")),
    Command("end_turn", "turn", ("E",), lambda: translate("Commands", "&End turn")),
    Command("combat", "turn", ("C",), lambda: translate("Commands", "&Combat damage…")),
    Command("done", "turn", ("D",), lambda: translate("Commands", "&Done: the monarch drew")),
    Command(
        "select_next", "player", ("Right",), lambda: translate("Commands", "Select &next player")
    ),
    Command(
        "select_prev", "player", ("Left",), lambda: translate("Commands", "Select &previous player")
    ),
    Command("life_up", "player", ("Up", "+"), lambda: translate("Commands", "Life +1")),
    Command("life_down", "player", ("Down", "-"), lambda: translate("Commands", "Life −1")),
    Command("life_up5", "player", ("PgUp", "Shift+Up"), lambda: translate("Commands", "Life +5")),
    Command(
        "life_down5", "player", ("PgDown", "Shift+Down"), lambda: translate("Commands", "Life −5")
    ),
    Command("poison_up", "player", ("P",), lambda: translate("Commands", "Poison +1")),
    Command("poison_down", "player", ("Shift+P",), lambda: translate("Commands", "Poison −1")),
    Command("monarch", "player", ("M",), lambda: translate("Commands", "Become the &monarch…")),
    Command("concede", "player", ("Ctrl+K",), lambda: translate("Commands", "&Concede…")),
    Command("lose", "player", ("Ctrl+L",), lambda: translate("Commands", "&Loses the game…")),
    Command("fullscreen", "view", ("F11",), lambda: translate("Commands", "&Full screen")),
    Command(
        "rotate", "view", ("R",), lambda: translate("Commands", "&Rotate panels to face the seats")
    ),
    Command("log", "view", ("L",), lambda: translate("Commands", "Game &log")),
    Command("stats", "view", ("S",), lambda: translate("Commands", "&Stats")),
    Command("overlay", "view", ("O",), lambda: translate("Commands", "Stream &overlay…")),
    Command("shortcuts", "help", ("F1",), lambda: translate("Commands", "&Keyboard shortcuts")),
    Command("rules", "help", ("Shift+F1",), lambda: translate("Commands", "The monarch’s &rules")),
    Command("about", "help", (), lambda: translate("Commands", "&About Commander Companion")),
)

SELECT_SHORTCUTS = tuple(str(i) for i in range(1, 9))  # 1-8 select the player in that seat

MENU_TITLES: dict[str, Callable[[], str]] = {
    "game": lambda: translate("Commands", "&Game"),
    "edit": lambda: translate("Commands", "&Edit"),
    "turn": lambda: translate("Commands", "&Turn"),
    "player": lambda: translate("Commands", "&Player"),
    "view": lambda: translate("Commands", "&View"),
    "help": lambda: translate("Commands", "&Help"),
}

CHECKABLE = {"fullscreen", "rotate", "log", "stats"}


def build_actions(parent: QWidget) -> dict[str, QAction]:
    actions: dict[str, QAction] = {}
    for command in COMMANDS:
        action = QAction(command.text(), parent)
        action.setShortcuts([QKeySequence(s) for s in command.shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setCheckable(command.key in CHECKABLE)
        action.setObjectName(f"action_{command.key}")
        actions[command.key] = action
    return actions


def retranslate(actions: dict[str, QAction]) -> None:
    for command in COMMANDS:
        actions[command.key].setText(command.text())


def shortcut_rows() -> list[tuple[str, str]]:
    """(shortcut, what it does) for the help list, in menu order."""
    rows = []
    for command in COMMANDS:
        if command.shortcuts:
            keys = ", ".join(
                QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText)
                for s in command.shortcuts
            )
            rows.append((keys, command.text().replace("&", "")))
    rows.append(("1 – 8", translate("Commands", "Select the player in that seat")))
    return rows
