"""The command registry (`companion.shell.commands`) as Qt: QActions, the menu bar, the Help list.

Every QAction of the menu bar is made here from a registry command, with the command's shortcuts,
and triggers the registry (`registry.run`), never a slot wired by hand. Its enabled and checked
state come from the registry's predicates and the view's `checked` getters (`refresh()`), so
nothing keeps a second list of which commands need a game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget
from shiboken6 import isValid

from companion.core.marks import Text
from companion.shell.commands import MENUS, Command, Registry, plain, player_text

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate

MENU_TITLES: dict[str, Callable[[], str]] = {
    "game": lambda: translate("Commands", "&Game"),
    "edit": lambda: translate("Commands", "&Edit"),
    "turn": lambda: translate("Commands", "&Turn"),
    "player": lambda: translate("Commands", "&Player"),
    "view": lambda: translate("Commands", "&View"),
    "help": lambda: translate("Commands", "&Help"),
}
assert tuple(MENU_TITLES) == MENUS


def qt_translate(context: str, source: str, n: int = -1) -> str:
    """The registry's `Translate`, on the installed translators."""
    return QCoreApplication.translate(context, source, None, n)


def tr(text: Text) -> str:
    """A registry text in the current language."""
    return QCoreApplication.translate(text.context, text.source)


def escape_mnemonic(text: str) -> str:
    """A name in a menu text: "A&B" must not underline the B."""
    return text.replace("&", "&&")


def for_player(command: Command, player: str) -> str:
    """`command`'s words for `player` in the current language ("Ben becomes the monarch…")."""
    return player_text(command, player, qt_translate)


def native_keys(command: Command) -> str:
    """The command's keys as the Help list shows them ("Ctrl+Shift+Z, Ctrl+Y"; seats: "1 – 8")."""
    keys = [
        QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText) for s in command.shortcuts
    ]
    if command.seat_keys and keys:
        return f"{keys[0]} – {keys[-1]}"
    return ", ".join(keys)


def shortcut_rows(registry: Registry) -> list[tuple[str, str]]:
    """(keys, what they do) for the Help list, in menu order, one row per command with keys."""
    return [(native_keys(c), plain(tr(c.text))) for c in registry if c.shortcuts]


class CommandActions(QObject):
    """One QAction per registry command (the seat keys: one per seat, in a submenu), kept in step
    with the registry. `target()` is the player the menu bar's player commands act on (the
    selected one)."""

    def __init__(
        self, registry: Registry, parent: QWidget, target: Callable[[], str | None]
    ) -> None:
        super().__init__(parent)
        self.registry = registry
        self._parent = parent
        self._target = target
        self.actions: dict[str, QAction] = {}
        self.seat_actions: list[QAction] = []
        self.submenus: dict[str, QMenu] = {}
        self.menus: dict[str, QMenu] = {}
        for command in registry:
            if command.seat_keys:
                self._build_seats(command)
                continue
            action = QAction(parent)
            action.setObjectName(f"action_{command.name}")
            action.setProperty("command", command.name)
            action.setShortcuts([QKeySequence(s) for s in command.shortcuts])
            action.setShortcutContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            action.setCheckable(command.checkable)
            action.triggered.connect(lambda _=False, n=command.name: self.trigger(n))
            self.actions[command.name] = action
        self.retranslate()

    def _build_seats(self, command: Command) -> None:
        """A submenu with one action per seat: its key selects the player sitting there."""
        menu = QMenu(self._parent)
        menu.setObjectName(f"menu_{command.name}")
        self.submenus[command.name] = menu
        self.actions[command.name] = menu.menuAction()
        menu.menuAction().setProperty("command", command.name)
        for seat, key in enumerate(command.shortcuts):
            action = QAction(self._parent)
            action.setObjectName(f"action_{command.name}_{seat + 1}")
            action.setProperty("command", command.name)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(
                lambda _=False, n=command.name, s=seat: self.trigger(n, self._seated(s))
            )
            menu.addAction(action)
            self.seat_actions.append(action)

    def _seated(self, seat: int) -> str | None:
        session = self.registry.session
        if session.has_game and seat < len(session.state.players):
            return session.state.players[seat].name
        return None

    # -- the menu bar -----------------------------------------------------------------------------

    def populate(
        self, bar: QMenuBar, after: dict[str, Callable[[QMenu], None]] | None = None
    ) -> dict[str, QMenu]:
        """Fill `bar` with a menu per MENUS entry; `after[name](menu)` adds the view's own entries
        (recent files, languages) after command `name`."""
        menus: dict[str, QMenu] = {}
        for key in MENUS:
            menus[key] = bar.addMenu(MENU_TITLES[key]())
        for command in self.registry:
            menu = menus[command.menu]
            if command.name in self.submenus:
                menu.addMenu(self.submenus[command.name])
            else:
                menu.addAction(self.actions[command.name])
            if after and command.name in after:
                after[command.name](menu)
        self.menus = menus
        return menus

    # -- doing ------------------------------------------------------------------------------------

    def trigger(self, name: str, player: str | None = None) -> bool:
        """Run `name` as the menu bar does: a player command for `player`, else the selected one."""
        command = self.registry[name]
        if command.takes_player and player is None:
            player = self._target()
        done = self.registry.run(name, player if command.takes_player else None)
        self.refresh()
        return done

    # -- state ------------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Enabled and checked from the registry: after every change, reset, selection, toggle."""
        registry = self.registry
        target = self._target()
        for command in registry:
            action = self.actions[command.name]
            if not isValid(action):
                return  # the window is being destroyed; a dock hiding on the way told us
            if command.seat_keys:
                action.setEnabled(registry.players_for(command.name) != [])
                self._refresh_seats(command)
                continue
            player = target if command.takes_player else None
            action.setEnabled(registry.enabled(command.name, player))
            if command.checkable:
                action.setChecked(registry.checked(command.name))

    def _refresh_seats(self, command: Command) -> None:
        for seat, action in enumerate(self.seat_actions):
            name = self._seated(seat)
            action.setVisible(name is not None)
            action.setEnabled(self.registry.enabled(command.name, name))
            text = escape_mnemonic(for_player(command, name)) if name is not None else ""
            if text and action.text() != text:
                action.setText(text)

    def retranslate(self) -> None:
        for command in self.registry:
            self.actions[command.name].setText(tr(command.text))
        for key, menu in self.menus.items():
            menu.setTitle(MENU_TITLES[key]())
        self.refresh()
