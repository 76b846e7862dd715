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
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Protocol

from companion.core.actions import (
    PLAYER_COUNTERS,
    Action,
    CitysBlessing,
    ClockPause,
    CommanderCast,
    Concede,
    ExtraTurn,
    GameAction,
    Lose,
    SetDayNight,
    Speed,
    Storm,
)
from companion.core.counters import can_speed_rise
from companion.core.engine import apply
from companion.core.errors import ActionError
from companion.core.events import GameEnded, InitiativeTaken, MonarchChanged, MonarchVacant
from companion.core.marks import QT_TRANSLATE_NOOP, Text
from companion.core.model import DayNight, GameState, MonarchCause
from companion.core.steps import Step
from companion.core.values import frozen
from companion.shell import dice, taps
from companion.shell.damage_mode import DamageMode

Translate = Callable[[str, str, int], str]  # (context, source, n) -> text; n is -1 without plural
Handler = Callable[..., object]  # () -> ..., or (player) -> ... for a command that takes a player


# -- what a predicate reads ----------------------------------------------------------------------


class History(Protocol):
    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...


class Reader(Protocol):
    """The read-only side of a session (the shell's `Session` and the Qt `GameSession` both)."""

    @property
    def has_game(self) -> bool: ...

    @property
    def state(self) -> GameState: ...

    @property
    def game(self) -> History | None: ...

    @property
    def damage_mode(self) -> DamageMode | None: ...


class Driver(Reader, Protocol):
    """What the game commands call (the session's commands)."""

    def change_life(self, player: str, delta: int) -> object: ...

    def tap(self, counter: taps.Counter, delta: int) -> object: ...

    def next_step(self) -> object: ...

    def end_turn(self) -> object: ...

    def done(self, reminder_id: int | None = None) -> object: ...

    def answer(self, source: str | None) -> object: ...

    def venture(self, player: str, room: str) -> object: ...

    def rad_mill(self, player: str, nonland: int) -> object: ...

    def spells(self, count: int) -> object: ...

    def step_to(self, step: Step) -> object: ...

    def undo(self) -> object: ...

    def redo(self) -> object: ...

    def do(self, action: Action) -> object: ...

    def toggle_damage_mode(self) -> None: ...

    def set_damage_mode(self, mode: DamageMode | None) -> None: ...


Check = Callable[[Reader], bool]
PlayerCheck = Callable[[Reader, str], bool]


def always(_session: Reader) -> bool:
    return True


def has_game(session: Reader) -> bool:
    return session.has_game


def playing(session: Reader) -> bool:
    return session.has_game and not session.state.game_over


def can_undo(session: Reader) -> bool:
    return session.game is not None and session.game.can_undo()


def can_redo(session: Reader) -> bool:
    return session.game is not None and session.game.can_redo()


def before_the_first_turn(session: Reader) -> bool:
    """Who goes first is drawn while the first turn has not begun (turn 1's untap step)."""
    return playing(session) and session.state.turn == 1 and session.state.step is Step.UNTAP


def draw_pending(session: Reader) -> bool:
    """Done is offered while a reminder (a draw, a venture, a card's trigger) waits for it."""
    return playing(session) and bool(session.state.pending_reminders())


def not_day(session: Reader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.DAY


def not_night(session: Reader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.NIGHT


def in_damage_mode(session: Reader) -> bool:
    return playing(session) and session.damage_mode is not None


def in_game(session: Reader, player: str) -> bool:
    return session.state.player(player).in_game


def not_the_monarch(session: Reader, player: str) -> bool:
    return in_game(session, player) and session.state.monarch != player


def has_poison(session: Reader, player: str) -> bool:
    return in_game(session, player) and session.state.player(player).poison > 0


def speed_can_rise(session: Reader, player: str) -> bool:
    return speed_rises(session.state, player)


def speed_rises(state: GameState, player: str) -> bool:
    """Whether +1 speed is offered to `player`: the core's rule (CR 702.179)."""
    return can_speed_rise(state.player(player), state.turn)


def without_blessing(session: Reader, player: str) -> bool:
    return in_game(session, player) and not session.state.player(player).citys_blessing


def storm_counted(session: Reader) -> bool:
    return playing(session) and session.state.storm > 0


def clock_on(session: Reader) -> bool:
    """The chess clock can be paused or resumed while there is one (issue 16 item 5)."""
    return playing(session) and session.state.chess_clock > 0


def has_partner(session: Reader, player: str) -> bool:
    """A player with partner commanders (set up so): their second one has a tax of its own."""
    setup = getattr(session.game, "setup", None)
    return in_game(session, player) and player in getattr(setup, "partners", ())


def anyone(_session: Reader, _player: str) -> bool:
    return True


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
    # Typed arguments beyond the player (table_commands.py: a tap's counter and amount...).
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

COMMANDS: tuple[Command, ...] = (
    # -- game -------------------------------------------------------------------------------------
    Command("new", "game", QT_TRANSLATE_NOOP("Commands", "&New game…"), ("Ctrl+N",)),
    Command(
        "rematch",
        "game",
        QT_TRANSLATE_NOOP("Commands", "New game with the same &players"),
        ("Ctrl+Shift+N",),
        when=has_game,
    ),
    Command("open", "game", QT_TRANSLATE_NOOP("Commands", "&Open journal…"), ("Ctrl+O",)),
    Command(
        "save_as",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Save journal &as…"),
        ("Ctrl+Shift+S",),
        when=has_game,
    ),
    #: Adds the games of a folder of journals (another computer's, a backup) to the history
    Command("import_games", "game", QT_TRANSLATE_NOOP("Commands", "&Import games…")),
    Command("quit", "game", QT_TRANSLATE_NOOP("Commands", "&Quit"), ("Ctrl+Q",)),
    # -- edit -------------------------------------------------------------------------------------
    Command("undo", "edit", QT_TRANSLATE_NOOP("Commands", "&Undo"), ("Ctrl+Z",), when=can_undo),
    Command(
        "redo",
        "edit",
        QT_TRANSLATE_NOOP("Commands", "&Redo"),
        ("Ctrl+Shift+Z", "Ctrl+Y"),
        when=can_redo,
    ),
    # -- turn -------------------------------------------------------------------------------------
    Command(
        "next_step", "turn", QT_TRANSLATE_NOOP("Commands", "&Next step"), ("N", "Space"),
        when=playing,
    ),
    Command("end_turn", "turn", QT_TRANSLATE_NOOP("Commands", "&End turn"), ("E",), when=playing),
    Command(
        "first_player",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "Draw who goes &first"),
        ("Ctrl+Shift+F",),
        when=before_the_first_turn,
    ),
    Command(
        "combat", "turn", QT_TRANSLATE_NOOP("Commands", "&Combat damage…"), ("C",), when=playing
    ),
    Command(
        "commander_damage",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "Commander &damage by tapping panels"),
        ("X",),
        when=playing,
        checkable=True,
    ),
    Command(
        "day", "turn", QT_TRANSLATE_NOOP("Commands", "It becomes da&y (a card says so)"), (),
        when=not_day,
    ),
    Command(
        "night", "turn", QT_TRANSLATE_NOOP("Commands", "It becomes ni&ght (a card says so)"), (),
        when=not_night,
    ),
    Command(
        "storm",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "A spell was cast (&storm +1)"),
        ("Y",),
        when=playing,
    ),
    Command(
        "storm_down",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "Storm −1 (counted by mistake)"),
        ("Shift+Y",),
        when=storm_counted,
    ),
    Command(
        "chess_clock",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "C&hess clock…"),
        (),
        when=playing,
    ),
    Command(
        "clock_pause",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "&Pause the chess clock"),
        ("H",),
        when=clock_on,
        checkable=True,
    ),
    Command(
        "commander_damage_done",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "Done entering commander damage"),
        ("Esc",),
        when=in_damage_mode,
    ),
    Command(
        "done",
        "turn",
        QT_TRANSLATE_NOOP("Commands", "&Done: the reminder is carried out"),
        ("D",),
        when=draw_pending,
    ),
    # -- player -----------------------------------------------------------------------------------
    Command(
        "select_next",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Select &next player"),
        ("Right",),
        when=playing,
    ),
    Command(
        "select_prev",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Select &previous player"),
        ("Left",),
        when=playing,
    ),
    Command(
        "select",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Select player"),
        SEAT_KEYS,
        player_text=QT_TRANSLATE_NOOP("Commands", "Select {player}"),
        when=playing,
        seat_keys=True,
    ),
    Command(
        "life_up",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Life +1"),
        ("Up", "+"),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: life +1"),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "life_down",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Life −1"),
        ("Down", "-"),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: life −1"),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "life_up5",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Life +5"),
        ("PgUp", "Shift+Up"),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: life +5"),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "life_down5",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Life −5"),
        ("PgDown", "Shift+Down"),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: life −5"),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "poison_up",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Poison +1"),
        ("P",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: poison +1"),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "poison_down",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Poison −1"),
        ("Shift+P",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}: poison −1"),
        when=playing,
        for_player=has_poison,
    ),
    Command(
        "amount",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Type a life amount…"),
        ("T",),
        player_text=QT_TRANSLATE_NOOP("Commands", "Type an amount for {player}’s life…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "monarch",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Become the &monarch…"),
        ("M",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} becomes the monarch…"),
        when=playing,
        for_player=not_the_monarch,
        player_menu=True,
    ),
    Command(
        "roll_d6",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Roll a d&6"),
        ("Shift+F",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} rolls a d6"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "roll_d20",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Roll a d&20"),
        ("F",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} rolls a d20"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "roll_dn",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Roll a dN…"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} rolls a dN…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "flip_coin",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Flip a c&oin"),
        ("G",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} flips a coin"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "roll_planar",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Roll the &planar die"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} rolls the planar die"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "commander_cast",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Cast the &commander from the command zone"),
        ("K",),
        player_text=QT_TRANSLATE_NOOP(
            "Commands", "{player} casts their commander from the command zone"
        ),
        when=playing,
        for_player=in_game,
    ),
    Command(
        "partner_cast",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Cast the &partner commander from the command zone"),
        ("Shift+K",),
        player_text=QT_TRANSLATE_NOOP(
            "Commands", "{player} casts their partner commander from the command zone"
        ),
        when=playing,
        for_player=has_partner,
    ),
    Command(
        "counters",
        "player",
        QT_TRANSLATE_NOOP("Commands", "C&ounters…"),
        ("Q",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}’s counters…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "energy",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Energy counter +1"),
        ("W",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} gets an energy counter"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "experience",
        "player",
        QT_TRANSLATE_NOOP("Commands", "E&xperience counter +1"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} gets an experience counter"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "rad",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Rad counter +1"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} gets a rad counter"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "speed",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Speed +1 (start your engines!)"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player}’s speed increases"),
        when=playing,
        for_player=speed_can_rise,
        player_menu=True,
    ),
    Command(
        "citys_blessing",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Gets the &city’s blessing"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} gets the city’s blessing"),
        when=playing,
        for_player=without_blessing,
        player_menu=True,
    ),
    Command(
        "ring_tempts",
        "player",
        QT_TRANSLATE_NOOP("Commands", "The Ring &tempts you…"),
        ("U",),
        player_text=QT_TRANSLATE_NOOP("Commands", "The Ring tempts {player}…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "initiative",
        "player",
        QT_TRANSLATE_NOOP("Commands", "Take the &initiative…"),
        ("I",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} takes the initiative…"),
        when=playing,
        # Even the player who has it: taking it again ventures again (CR 725.5).
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "venture",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Venture into the dungeon (a card)…"),
        ("V",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} ventures into the dungeon (a card)…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "card",
        "player",
        QT_TRANSLATE_NOOP("Commands", "A monarch card &enters the battlefield…"),
        ("B",),
        player_text=QT_TRANSLATE_NOOP(
            "Commands", "A monarch card enters under {player}’s control…"
        ),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "concede",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Concede…"),
        ("Ctrl+Shift+K",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} concedes…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "lose",
        "player",
        QT_TRANSLATE_NOOP("Commands", "&Loses the game…"),
        ("Ctrl+L",),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} loses the game…"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    Command(
        "extra_turn",
        "player",
        QT_TRANSLATE_NOOP("Commands", "E&xtra turn after this one"),
        (),
        player_text=QT_TRANSLATE_NOOP("Commands", "{player} takes an extra turn after this one"),
        when=playing,
        for_player=in_game,
        player_menu=True,
    ),
    # -- view -------------------------------------------------------------------------------------
    Command(
        "palette",
        "view",
        QT_TRANSLATE_NOOP("Commands", "Find a &command…"),
        ("Ctrl+K",),
        in_palette=False,
    ),
    Command(
        "fullscreen", "view", QT_TRANSLATE_NOOP("Commands", "&Full screen"), ("F11",),
        checkable=True,
    ),
    Command(
        "rotate",
        "view",
        QT_TRANSLATE_NOOP("Commands", "&Rotate panels to face the seats"),
        ("R",),
        checkable=True,
    ),
    Command("log", "view", QT_TRANSLATE_NOOP("Commands", "Game &log"), ("L",), checkable=True),
    Command("stats", "view", QT_TRANSLATE_NOOP("Commands", "&Stats"), ("S",), checkable=True),
    #: The playgroup's players across games: merge two names of one person, split them again
    Command("players", "view", QT_TRANSLATE_NOOP("Commands", "Pl&ayers…")),
    Command(
        "overlay", "view", QT_TRANSLATE_NOOP("Commands", "Stream &overlay"), ("O",),
        checkable=True,
    ),
    Command(
        "pod", "view", QT_TRANSLATE_NOOP("Commands", "Invite &phones"), (), checkable=True
    ),
    #: The History page: every game played, filters, a game's replay, stats across games
    Command(
        "history", "view", QT_TRANSLATE_NOOP("Commands", "&History"), ("Ctrl+H",),
        checkable=True,
    ),
    # -- help -------------------------------------------------------------------------------------
    Command(
        "shortcuts", "help", QT_TRANSLATE_NOOP("Commands", "&Keyboard shortcuts"), ("F1",)
    ),
    Command("rules", "help", QT_TRANSLATE_NOOP("Commands", "The monarch’s &rules"), ("Shift+F1",)),
    #: Reads every game's journal again into the history's database (it is only an index)
    Command("rebuild_history", "help", QT_TRANSLATE_NOOP("Commands", "Re&build the history")),
    Command("about", "help", QT_TRANSLATE_NOOP("Commands", "&About Commander Companion")),
)

MENUS = ("game", "edit", "turn", "player", "view", "help")


def plain(text: str) -> str:
    """A menu text without its mnemonic marks ("Save journal &as…" -> "Save journal as…"), also
    where the language writes the mnemonic as a letter in brackets after the words ("新游戏(&N)…"
    -> "新游戏…"): outside a menu the bracketed letter means nothing."""
    text = _BRACKETED_MNEMONIC.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# "(&N)" or "（&N）" after CJK words: the mnemonic's own letter, added by the translation.
_BRACKETED_MNEMONIC = re.compile(r"\s?[(（]&[^&\s][)）]")


# -- the registry ----------------------------------------------------------------------------------


@frozen
class Choice:
    """One line of the command palette: a command (for a player), in the current language."""

    command: Command
    player: str | None
    text: str


class Registry:
    """The commands of one view, bound to its session."""

    def __init__(self, session: Reader, commands: Iterable[Command] = COMMANDS) -> None:
        from companion.shell.table_commands import TABLE_COMMANDS

        self.session = session
        every = (*commands, *(c for c in TABLE_COMMANDS if commands is COMMANDS))
        # The menus', F1's and the palette's; the table's gestures run by name all the same.
        self.commands: tuple[Command, ...] = tuple(c for c in every if c.listed)
        self._by_name = {c.name: c for c in every}
        if len(self._by_name) != len(every):
            raise ValueError("two commands share a name")
        self._handlers: dict[str, Handler] = {}
        self._checked: dict[str, Callable[[], bool]] = {}
        self._paused: frozenset[str] = frozenset()

    def __getitem__(self, name: str) -> Command:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[Command]:
        return iter(self.commands)

    # -- handlers ---------------------------------------------------------------------------------

    def bind(self, name: str, handler: Handler, checked: Callable[[], bool] | None = None) -> None:
        """What `name` does in this view (and, for a checkable command, whether it is on)."""
        command = self._by_name[name]  # KeyError: no such command
        if checked is not None and not command.checkable:
            raise ValueError(f"{name} is not checkable")
        self._handlers[name] = handler
        if checked is not None:
            self._checked[name] = checked

    def bound(self, name: str) -> bool:
        return name in self._handlers

    def unbound(self) -> list[str]:
        """The commands nobody gave a handler (a view must bind every one it shows)."""
        return [c.name for c in self.commands if c.name not in self._handlers]

    # -- when --------------------------------------------------------------------------------------

    def pause(self, menus: Iterable[str] = ()) -> None:
        """Offer none of the commands of `menus` until paused again without them: a page that
        shows no game (History) must not play the game behind it with its keys."""
        self._paused = frozenset(menus)

    def enabled(self, name: str, player: str | None = None) -> bool:
        """Whether `name` is offered now (to `player`, for a command that takes one: None, the
        usual case of nobody selected, offers nothing). A command without a handler never is."""
        command = self._by_name[name]
        if name not in self._handlers or command.menu in self._paused:
            return False
        if not command.when(self.session):
            return False
        if not command.takes_player:
            return True
        if player is None or player not in self.session.state.names:
            return False
        return command.for_player(self.session, player)

    def players_for(self, name: str) -> list[str]:
        """The players a command that takes a player is offered to, in seat order."""
        if not self.session.has_game:
            return []
        return [p for p in self.session.state.names if self.enabled(name, p)]

    def checked(self, name: str) -> bool:
        getter = self._checked.get(name)
        return bool(getter and getter())

    def player_menu(self, player: str) -> list[Command]:
        """The commands of `player`'s panel menu that are offered to them now."""
        return [c for c in self.commands if c.player_menu and self.enabled(c.name, player)]

    # -- doing -------------------------------------------------------------------------------------

    def run(self, name: str, player: str | None = None, **args: object) -> bool:
        """Do `name` (for `player`, with its typed `args`) if it is offered; False if it is not
        (nothing happens). Every front end runs its commands here: menus, keys, the palette, a
        panel's parts, the turn bar and the phones. A TypeError for arguments the command does
        not take."""
        return self.invoke(name, player, **args) is not NOT_OFFERED

    def invoke(self, name: str, player: str | None = None, **args: object) -> object:
        """`run`, answering what the command's handler returned (a session's Outcome, say), or
        NOT_OFFERED when the command is not offered now."""
        command = self._by_name[name]
        values = command.arguments(args)
        if not self.enabled(name, player):
            return NOT_OFFERED
        handler = self._handlers[name]
        if command.takes_player:
            return handler(player, **values)
        return handler(**values)

    # -- the palette -------------------------------------------------------------------------------

    def choices(self, translate: Translate, texts: Mapping[str, str] | None = None) -> list[Choice]:
        """Every command offered now, in menu order, a command that takes a player once per player
        it is offered to, worded in the language `translate` speaks. `texts` gives a command's
        words where the view says more than the table does ("Undo: Ben gains 1 life")."""
        out: list[Choice] = []
        for command in self.commands:
            if not command.in_palette:
                continue
            if command.player_text is not None:
                template = say(command.player_text, translate)
                for player in self.players_for(command.name):
                    out.append(Choice(command, player, _fill(template, command, player)))
            elif self.enabled(command.name):
                text = (texts or {}).get(command.name) or plain(say(command.text, translate))
                out.append(Choice(command, None, text))
        return out


def build(session: Driver) -> Registry:
    """The registry for a view of `session`, the game commands bound to it."""
    registry = Registry(session)
    registry.bind("undo", session.undo)
    registry.bind("redo", session.redo)
    registry.bind("next_step", session.next_step)
    registry.bind("end_turn", session.end_turn)
    registry.bind("done", lambda: session.done())
    registry.bind(
        "commander_damage",
        session.toggle_damage_mode,
        checked=lambda: session.damage_mode is not None,
    )
    registry.bind("commander_damage_done", lambda: session.set_damage_mode(None))
    registry.bind("extra_turn", lambda player: session.do(ExtraTurn(player)))
    registry.bind("commander_cast", lambda player: session.do(CommanderCast(player)))
    registry.bind(
        "partner_cast", lambda player: session.do(CommanderCast(player, partner=True))
    )
    registry.bind(
        "first_player", lambda: session.do(dice.first_player(session.state.in_game))
    )
    for name, die in (("roll_d20", "d20"), ("roll_d6", "d6"), ("flip_coin", "coin"),
                      ("roll_planar", "planar")):
        registry.bind(name, lambda player, die=die: session.do(dice.roll(player, die)))
    for kind in PLAYER_COUNTERS:
        registry.bind(kind, lambda player, k=kind: session.tap(taps.counter(player, k), 1))
    registry.bind("speed", lambda player: session.do(Speed(player)))
    registry.bind("citys_blessing", lambda player: session.do(CitysBlessing(player)))
    registry.bind("storm", lambda: session.do(Storm(1)))
    registry.bind("storm_down", lambda: session.do(Storm(-1)))
    registry.bind("day", lambda: session.do(SetDayNight("day")))
    registry.bind("night", lambda: session.do(SetDayNight("night")))
    registry.bind(
        "clock_pause",
        lambda: session.do(ClockPause(not session.state.clock_paused)),
        checked=lambda: session.has_game and session.state.clock_paused,
    )
    # Keys are taps: pressed (or held) a moment apart on one counter, they are one change.
    for name, delta in (("life_up", 1), ("life_down", -1), ("life_up5", 5), ("life_down5", -5)):
        registry.bind(name, lambda player, d=delta: session.tap(taps.life(player), d))
    registry.bind("poison_up", lambda player: session.tap(taps.poison(player), 1))
    registry.bind("poison_down", lambda player: session.tap(taps.poison(player), -1))
    from companion.shell.table_commands import bind_table

    bind_table(registry, session)
    return registry


def say(text: Text, translate: Translate) -> str:
    return translate(text.context, text.source, -1)


def _fill(template: str, command: Command, player: str) -> str:
    """The template with the player; a translation that breaks the placeholder falls back to the
    English source instead of failing in front of the players."""
    try:
        return template.format(player=player)
    except (KeyError, IndexError, ValueError):
        assert command.player_text is not None
        return command.player_text.source.format(player=player)


def player_text(command: Command, player: str, translate: Translate) -> str:
    """`command`'s words for `player` ("Ben becomes the monarch…") in `translate`'s language."""
    if command.player_text is None:
        raise ValueError(f"{command.name} takes no player")
    return _fill(say(command.player_text, translate), command, player)


# -- finding a command by what it says ------------------------------------------------------------


def fold(text: str) -> str:
    """`text` for matching: case and accents dropped ("Über" -> "uber", "ё" -> "е")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def matches(query: str, text: str) -> bool:
    """Every word of `query` is in `text`, in any case and with or without accents."""
    folded = fold(text)
    return all(word in folded for word in fold(query).split())


def search(choices: Iterable[Choice], query: str) -> list[Choice]:
    return [c for c in choices if matches(query, c.text)]


# -- what leaving would do -------------------------------------------------------------------------


@frozen
class Leaving:
    """What conceding (or losing) would do to the crown and the game, from the pure engine:
    `heir` becomes the monarch (`as_active`: as the active player, else the next in turn order);
    `vacant`: the monarch leaves and nobody can take the crown; `ends`: the game ends, `winner`
    winning it (None: a draw); `taker` takes the initiative (CR 725.4; `taker_as_active` as
    `as_active`) and ventures."""

    heir: str | None = None
    as_active: bool = False
    vacant: bool = False
    ends: bool = False
    winner: str | None = None
    taker: str | None = None
    taker_as_active: bool = False


def leaving(state: GameState, player: str, concede: bool = True) -> Leaving:
    """What `player` conceding (or losing the game) would do, computed on `state` by the engine,
    so it is exactly what confirming will do (CR 724.4 succession included)."""
    action: GameAction = Concede(player) if concede else Lose((player,))
    try:
        events = apply(state, action).events
    except ActionError:
        return Leaving()
    heir, as_active, vacant, ends, winner = None, False, False, False, None
    taker, taker_as_active = None, False
    for event in events:
        if isinstance(event, MonarchChanged) and event.cause is MonarchCause.SUCCESSION:
            heir, as_active = event.player, event.as_active_player
        elif isinstance(event, InitiativeTaken) and event.cause is MonarchCause.SUCCESSION:
            taker, taker_as_active = event.player, event.as_active_player
        elif isinstance(event, MonarchVacant):
            vacant = True
        elif isinstance(event, GameEnded):
            ends, winner = True, event.winner
    return Leaving(heir, as_active, vacant, ends, winner, taker, taker_as_active)
