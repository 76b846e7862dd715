"""Taps on one counter, a moment apart, are one change: "−1 −1 −1 … −1" is "Ann loses 14 life".

A tap on a counter (a life total, poison, one commander's damage) starts a *run*. Another tap on
the same counter within `PAUSE` of the last, with nothing else done to the game in between, joins
the run: the session takes the run's action back and applies one action for the run's whole amount
(both journal lines written in one go), so the log says it once and Undo takes it back in one step.
The running amount ("−14 → 26") is shown on the panel while the run lasts.

Pure: what a counter is, its value in a state, the action for an amount; the session keeps the
run and the clock.
"""

from __future__ import annotations

from companion.core.actions import (
    Ask,
    CombatDamage,
    CounterChange,
    FixCommanderDamage,
    GameAction,
    Hit,
    LifeChange,
    PoisonChange,
)
from companion.core.game import Entry
from companion.core.model import GameState
from companion.core.values import frozen

PAUSE = 1.5  # seconds between two taps of one run
MINUS = "\u2212"  # a real minus sign: it reads better than a hyphen at large sizes


def signed(amount: int) -> str:
    """An amount as a change: "+3", "−14", "±0"."""
    if amount > 0:
        return f"+{amount}"
    return f"{MINUS}{-amount}" if amount else "\u00b10"


@frozen
class Counter:
    """A counter on a player's panel: `kind` is "life", "poison" or "commander"; a commander
    counter is the damage dealt to `player` by `source`'s commander (or partner). Kind "asked"
    is the monarch's life while its loss in combat waits for the table's answer (CR 725.2): its
    taps change the open question (`Ask`), merged as any taps are. Kind "counter" is a counter
    on the player (energy, experience, rad: `source` names it), or with `partner` the pod's own
    counter named `source`."""

    kind: str
    player: str
    source: str = ""
    partner: bool = False

    def value(self, state: GameState) -> int:
        me = state.player(self.player)
        if self.kind == "life":
            return me.life
        if self.kind == "asked":  # the total the panel shows: the open loss taken off
            question = state.question
            pending = question.amount if question and question.player == self.player else 0
            return me.life - pending
        if self.kind == "poison":
            return me.poison
        if self.kind == "counter":
            return (me.named_counters if self.partner else me.counters).get(self.source, 0)
        damage = me.partner_damage if self.partner else me.commander_damage
        return damage.get(self.source, 0)

    def action(self, amount: int) -> GameAction:
        """The one action that changes this counter by `amount` (not 0). Commander damage goes
        up by a hit (combat damage: life too, and the crown if it lands on the monarch) and
        down by a correction (the life comes back, the crown stays where it is)."""
        if self.kind == "life":
            return LifeChange(self.player, amount)
        if self.kind == "poison":
            return PoisonChange(self.player, amount)
        if self.kind == "asked":
            return Ask(self.player, amount)
        if self.kind == "counter":
            return CounterChange(self.player, self.source, amount, self.partner)
        if amount < 0:
            return FixCommanderDamage(self.player, self.source, amount, self.partner)
        hit = Hit(self.source, self.player, amount, commander=True, partner=self.partner)
        return CombatDamage((hit,))


def life(player: str) -> Counter:
    return Counter("life", player)


def asked(player: str) -> Counter:
    return Counter("asked", player)


def poison(player: str) -> Counter:
    return Counter("poison", player)


def commander(player: str, source: str, partner: bool = False) -> Counter:
    return Counter("commander", player, source, partner)


def counter(player: str, kind: str, named: bool = False) -> Counter:
    """A counter on `player`: "energy", "experience", "rad", or with `named` the pod's own."""
    return Counter("counter", player, kind, named)


@frozen
class Run:
    """Taps on `counter` so far: `amount` in all, from `before`; `last` is the time of the last
    tap; `entry` the game's entry that holds the whole amount (None while it adds up to 0), and
    `base` the entry before it (None at the start of a game)."""

    counter: Counter
    before: int
    amount: int
    last: float
    entry: Entry | None
    base: Entry | None
    author: str = ""  # whose taps: the desktop's "", a phone's "pod:<seat>"

    @property
    def after(self) -> int:
        return self.before + self.amount

    def joins(self, counter: Counter, now: float, last_entry: Entry | None,
              author: str = "") -> bool:
        """A tap on `counter` at `now` joins this run: same counter, by the same hands (a
        phone's taps and the desktop's are changes of their own: each undoes only its own),
        within the pause, and the game's last entry is still the run's (nothing else happened,
        nothing was undone)."""
        return (
            counter == self.counter
            and author == self.author
            and 0 <= now - self.last <= PAUSE
            and last_entry is (self.entry if self.entry is not None else self.base)
        )

    def live(self, now: float) -> bool:
        """Still open to the next tap (its amount is shown on the panel until then)."""
        return 0 <= now - self.last <= PAUSE


def typed_change(text: str, current: int) -> int:
    """The change a typed amount means for a counter at `current`: "−7" or "-7" takes 7 away,
    "+3" adds 3, "33" sets it to 33. Raises ValueError if the text is not such a number."""
    typed = text.strip().replace("\u2212", "-").replace("\uff0b", "+").replace(" ", "")
    if not typed or not typed.lstrip("+-").isdigit() or len(typed) > 7:
        raise ValueError(text)
    if typed[0] in "+-":
        return int(typed)
    return int(typed) - current
