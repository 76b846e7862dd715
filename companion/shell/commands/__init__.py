"""Every command in one registry: its words, its keys, what it does and when it is offered.

A `Command` is a stable name ("monarch"), a menu text ("Become the &monarch…") and, for a command
that takes a player, a text with the player in it ("{player} becomes the monarch…"), its shortcuts
as portable strings ("Ctrl+N"), and when it is offered: a predicate over the session's read-only
state (no game commands once the game is over; "become the monarch" never for the monarch; concede
only for a player still in the game). The window's menu bar, a panel's menu, the keyboard
shortcuts, the Help list and the command palette are all built from this one table, so a command
can't be offered in one place and missing or worded differently in another.

`build(session)` makes the registry of one view: the game commands call the session (`next_step`,
`change_life`, `do(PoisonChange(...))`, ...); commands that need the view (dialogs, docks, full
screen) are bound by it (`registry.bind("concede", handler)`). A command without a handler is not
offered.

Qt-free. Texts are marked for Qt Linguist with the one marker (`companion.core.marks`); views
translate a `Text` with their own translator (`translate(context, source, -1)`).

The package: `predicates` (when a command is offered), `command` (its shape), `table` (the menus'
commands), `gestures` (the table's own), `registry` (bound to a session, run by name), `search`
(the palette's matching) and `leaving` (what leaving would do). Everything is imported from here.
"""

from __future__ import annotations

from companion.shell.commands.command import (
    NOT_OFFERED,
    SEAT_KEYS,
    Binder,
    Command,
    Handler,
    Param,
    Translate,
)
from companion.shell.commands.gestures import (
    TABLE_COMMANDS,
    bind_table,
)
from companion.shell.commands.leaving import (
    Leaving,
    leaving,
)
from companion.shell.commands.predicates import (
    Check,
    PlayerCheck,
    always,
    anyone,
    before_the_first_turn,
    can_redo,
    can_undo,
    clock_on,
    draw_pending,
    has_game,
    has_partner,
    has_poison,
    in_damage_mode,
    in_game,
    not_day,
    not_night,
    not_the_monarch,
    playing,
    speed_can_rise,
    speed_rises,
    storm_counted,
    without_blessing,
)
from companion.shell.commands.registry import (
    EVERY_COMMAND,
    Choice,
    Registry,
    build,
    plain,
    player_text,
    say,
)
from companion.shell.commands.search import (
    fold,
    matches,
    search,
)
from companion.shell.commands.table import (
    COMMANDS,
    MENUS,
)

__all__ = [
    "COMMANDS",
    "EVERY_COMMAND",
    "MENUS",
    "NOT_OFFERED",
    "SEAT_KEYS",
    "TABLE_COMMANDS",
    "Binder",
    "Check",
    "Choice",
    "Command",
    "Handler",
    "Leaving",
    "Param",
    "PlayerCheck",
    "Registry",
    "Translate",
    "always",
    "anyone",
    "before_the_first_turn",
    "bind_table",
    "build",
    "can_redo",
    "can_undo",
    "clock_on",
    "draw_pending",
    "fold",
    "has_game",
    "has_partner",
    "has_poison",
    "in_damage_mode",
    "in_game",
    "leaving",
    "matches",
    "not_day",
    "not_night",
    "not_the_monarch",
    "plain",
    "player_text",
    "playing",
    "say",
    "search",
    "speed_can_rise",
    "speed_rises",
    "storm_counted",
    "without_blessing",
]
