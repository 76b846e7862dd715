"""A command's shape: its name, words, keys, when it is offered, its typed parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from companion.core.marks import Text
from companion.core.values import frozen
from companion.shell.commands.predicates import Check, PlayerCheck, always, anyone

Translate = Callable[[str, str, int], str]  # (context, source, n) -> text; n is -1 without plural
Handler = Callable[..., object]  # () -> ..., or (player) -> ... for a command that takes a player


# -- the commands ----------------------------------------------------------------------------------


@frozen
class Command:
    """One command. `text` is the menu's ("&" marks the mnemonic); `player_text` (with {player})
    makes it a command that takes a player: the menu bar's acts on the selected player, a panel's
    menu on its own, the palette lists it once per player. `when` says whether it is offered at
    all; `for_player` whether to that player."""

    name: str
    menu: str  # "game", "edit", "turn", "player", "view", "help"
    text: Text
    shortcuts: tuple[str, ...] = ()
    player_text: Text | None = None
    when: Check = always
    for_player: PlayerCheck = anyone
    checkable: bool = False
    player_menu: bool = False  # in each player's panel menu (⋮ and right-click)
    seat_keys: bool = False  # the i-th shortcut picks the player in seat i
    in_palette: bool = True
    # Typed arguments beyond the player (gestures.py: a tap's counter and amount...).
    params: tuple[Param, ...] = ()
    # In the menus, F1 and the palette; False for the table's own gestures (a panel's parts, a
    # phone's requests), which run by name like every command but are no menu entry.
    listed: bool = True
    # Takes a player though it has no player_text (a gesture of a player's, never in a menu).
    for_a_player: bool = False

    @property
    def takes_player(self) -> bool:
        return self.player_text is not None or self.for_a_player

    def arguments(self, given: Mapping[str, object]) -> dict[str, object]:
        """`given` checked against the command's parameters (names, types, defaults): a
        TypeError for an unknown, missing or mistyped one."""
        known = {p.name for p in self.params}
        unknown = set(given) - known
        if unknown:
            raise TypeError(f"{self.name} takes no {sorted(unknown)}")
        return {p.name: p.take(given, self.name) for p in self.params}


_REQUIRED: object = object()
NOT_OFFERED: object = object()  # what Registry.invoke answers for a command not offered now


@frozen
class Param:
    """A command's typed parameter: its name, the types it accepts (an int is never a bool
    here), and a default (none: it must be given)."""

    name: str
    kinds: tuple[type, ...]
    default: object = _REQUIRED

    def take(self, given: Mapping[str, object], command: str) -> object:
        if self.name not in given:
            if self.default is _REQUIRED:
                raise TypeError(f"{command} needs {self.name}")
            return self.default
        value = given[self.name]
        if isinstance(value, bool) and bool not in self.kinds:
            raise TypeError(f"{command}: {self.name} is no {self.kinds}")
        if not isinstance(value, self.kinds):
            raise TypeError(f"{command}: {self.name} is no {self.kinds}")
        return value


SEAT_KEYS = tuple(str(i) for i in range(1, 9))


class Binder(Protocol):
    """What binds a command's handler (the registry), as the table's gestures see it."""

    def bind(self, name: str, handler: Handler, checked: Callable[[], bool] | None = None) -> None:
        ...
