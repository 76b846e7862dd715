"""The registry of one view: every command bound to its session, run by name with typed arguments.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping

from companion.core.actions import (
    PLAYER_COUNTERS,
    CitysBlessing,
    ClockPause,
    CommanderCast,
    ExtraTurn,
    SetDayNight,
    Speed,
    Storm,
)
from companion.core.marks import Text
from companion.core.values import frozen
from companion.shell import dice, taps
from companion.shell.commands.command import (
    NOT_OFFERED,
    Command,
    Handler,
    Translate,
)
from companion.shell.commands.gestures import TABLE_COMMANDS, bind_table
from companion.shell.commands.table import COMMANDS
from companion.shell.pinyin import spelled
from companion.shell.session_view import SessionDriver, SessionReader


def plain(text: str) -> str:
    """A menu text without its mnemonic marks ("Save journal &as…" -> "Save journal as…"), also
    where the language writes the mnemonic as a letter in brackets after the words ("新游戏(&N)…"
    -> "新游戏…"): outside a menu the bracketed letter means nothing."""
    text = _BRACKETED_MNEMONIC.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")

# The menus' commands and the table's gestures: what a view's registry runs by name.
EVERY_COMMAND: tuple[Command, ...] = (*COMMANDS, *TABLE_COMMANDS)


# "(&N)" or "（&N）" after CJK words: the mnemonic's own letter, added by the translation.
_BRACKETED_MNEMONIC = re.compile(r"\s?[(（]&[^&\s][)）]")


# -- the registry ----------------------------------------------------------------------------------


@frozen
class Choice:
    """One line of the command palette: a command (for a player), in the current language."""

    command: Command
    player: str | None
    text: str
    also: str = ""  # what else finds it: its English words, its pinyin (search.py)


class Registry:
    """The commands of one view, bound to its session."""

    def __init__(self, session: SessionReader, commands: Iterable[Command] = EVERY_COMMAND) -> None:
        self.session = session
        every = tuple(commands)
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
        it is offered to (the active player first, then in turn order), worded in the language
        `translate` speaks and found by its English words and pinyin too (`Choice.also`).
        `texts` gives a command's words where the view says more than the table does ("Undo:
        Ben gains 1 life")."""
        out: list[Choice] = []
        for command in self.commands:
            if not command.in_palette:
                continue
            if command.player_text is not None:
                template = say(command.player_text, translate)
                english = command.player_text.source
                for player in self._active_first(self.players_for(command.name)):
                    text = _fill(template, command, player)
                    also = _also(text, english.format(player=player))
                    out.append(Choice(command, player, text, also))
            elif self.enabled(command.name):
                text = (texts or {}).get(command.name) or plain(say(command.text, translate))
                out.append(Choice(command, None, text, _also(text, plain(command.text.source))))
        return out

    def _active_first(self, players: list[str]) -> list[str]:
        """`players` from the active player on, in turn order (a palette's "Ben becomes the
        monarch" is most often about the player whose turn it is)."""
        active = self.session.state.active_player if self.session.has_game else None
        if active not in players:
            return players
        at = players.index(active)
        return players[at:] + players[:at]


def _also(text: str, english: str) -> str:
    """What else finds a palette line: its English words where it is said in another language
    (a mixed table types "end turn" in any language), and the pinyin of its Chinese."""
    return " ".join(part for part in (english if english != text else "", spelled(text)) if part)


def build(session: SessionDriver) -> Registry:
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
