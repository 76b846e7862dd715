"""The table's own gestures as commands: what a panel's parts and a phone's requests do.

They run by name through the one registry (`commands.Registry.run`) like every menu command,
with typed arguments (a tap's counter and amount, a cast's partner, a die), but are no menu
entry (`listed=False`): the panel's −1 and the phone's −1 are the same command, offered by the
same predicates, so no front end dispatches on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.core.actions import CardLeaves, CommanderCast
from companion.core.marks import Text
from companion.core.steps import Step
from companion.shell import dice, taps
from companion.shell.commands.command import Command, Param
from companion.shell.commands.predicates import in_game, playing

if TYPE_CHECKING:
    from companion.shell.commands.command import Binder
    from companion.shell.session_view import SessionDriver


def _gesture(name: str, *params: Param, player: bool = True) -> Command:
    """A command the table runs by name; its words are the sentences of what it does (the
    log's), so it needs no menu text of its own (`Text` here is never shown nor translated)."""
    return Command(
        name,
        "table",
        Text("Commands", name),
        when=playing,
        for_player=in_game,
        in_palette=False,
        params=params,
        listed=False,
        for_a_player=player,
    )


TABLE_COMMANDS: tuple[Command, ...] = (
    # A tap (or a repeat, a wheel notch, a phone's tap) on one of the player's counters: taps a
    # moment apart are one change (taps.py). The counter names its player.
    _gesture("tap", Param("counter", (taps.Counter,)), Param("delta", (int,))),
    # A commander cast from the command zone (CR 903.8), or one taken back (delta −1).
    _gesture("cast", Param("partner", (bool,), False), Param("delta", (int,), 1)),
    # The open combat question answered: whose creatures dealt the loss (None: not combat).
    _gesture("answer", Param("source", (str, type(None)))),
    # A die, a coin or the planar die rolled for the player.
    _gesture("roll", Param("die", (str,))),
    # The player's owed venture into a room, and the rad count of their mill.
    _gesture("venture_room", Param("room", (str,))),
    _gesture("rad_mill", Param("nonland", (int,))),
    # Done on one reminder (the monarch's draw, a card's trigger), by its id.
    _gesture("done_reminder", Param("reminder", (int,)), player=False),
    # The spells the turn's player cast (day and night, 731.2; 2 stands for two or more), and
    # the turn ends; a step of the turn bar's track chosen.
    _gesture("spells", Param("count", (int,)), player=False),
    _gesture("step_to", Param("step", (Step,)), player=False),
    # A monarch card leaves the player's battlefield.
    _gesture("card_leaves", Param("card", (str,))),
)


def bind_table(registry: Binder, session: SessionDriver) -> None:
    """What the table's gestures do: the session's commands, as the menus' call them."""

    def tap(player: str, counter: taps.Counter, delta: int) -> object:
        if counter.player != player:
            raise TypeError(f"a tap for {player} on {counter.player}'s counter")
        return session.tap(counter, delta)

    registry.bind("tap", tap)
    registry.bind(
        "cast",
        lambda player, partner, delta: session.do(CommanderCast(player, partner, delta)),
    )
    registry.bind("answer", lambda player, source: session.answer(source))
    registry.bind("roll", lambda player, die: session.do(dice.roll(player, die)))
    registry.bind("venture_room", lambda player, room: session.venture(player, room))
    registry.bind("rad_mill", lambda player, nonland: session.rad_mill(player, nonland))
    registry.bind("done_reminder", lambda reminder: session.done(reminder))
    registry.bind("spells", lambda count: session.spells(count))
    registry.bind("step_to", lambda step: session.step_to(step))
    registry.bind("card_leaves", lambda player, card: session.do(CardLeaves(player, card)))
