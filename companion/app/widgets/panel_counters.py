"""The chips a panel shows for a player's counters and designations (issue 16): energy,
experience, rad, the pod's own counters, speed, the city's blessing and the Ring.

Only what the player has takes room (a kind once used stays, at 0 too); the rest is one tap away
in the panel's Counters menu. Chip ids are strings ("counter:energy", "named:Lore", "speed",
"ring", "blessing"), so they never meet a commander's chip, whose id is (opponent, partner).
"""

from __future__ import annotations

from companion.app import describe
from companion.app.widgets.panel_content import Chip
from companion.app.widgets.panel_fit import plain_tip
from companion.core import rules
from companion.core.model import GameState, PlayerState
from companion.shell import taps
from companion.shell.commands import speed_rises
from companion.shell.damage_mode import short_name
from companion.shell.messages import msg

ACCENTS = {
    "energy": "#f2c14e",  # the energy symbol's gold
    "experience": "#b48ead",
    "rad": "#9bd35a",  # radiation green, lighter than poison's
}
NAMED_ACCENT = "#8ab4f8"
SPEED_ACCENT = "#ff8c42"
RING_ACCENT = "#d4af37"
BLESSING_ACCENT = "#e8d8a8"

COUNTER = "counter:"
NAMED = "named:"


def counter_of_chip(player: str, chip: object) -> taps.Counter | None:
    """The counter a counter chip stands for (None for any other chip)."""
    if isinstance(chip, str) and chip.startswith(COUNTER):
        return taps.counter(player, chip.removeprefix(COUNTER))
    if isinstance(chip, str) and chip.startswith(NAMED):
        return taps.counter(player, chip.removeprefix(NAMED), named=True)
    return None


def _text(key: str) -> str:
    return describe.say(msg(key))


def _rule_of(counter: str) -> dict[str, str]:
    """The rule a counter's tooltip cites, numbered as the current edition does (rad: CR 728)."""
    return {"rule": rules.RAD_COUNTERS} if counter == "rad" else {}


def counter_chips(
    state: GameState, me: PlayerState, playing: bool, running: taps.Counter | None
) -> list[Chip]:
    """`me`'s counters in use, in the order they were first used, then speed, the blessing and
    the Ring. `running`: the counter being tapped now (shown even at its first tap)."""
    chips = _counters(state, me, playing, running)
    if me.speed:
        chips.append(_speed(state, me, playing))
    if me.citys_blessing:
        chips.append(_blessing())
    if me.ring:
        chips.append(_ring(me, playing))
    return chips


def _counters(
    state: GameState, me: PlayerState, playing: bool, running: taps.Counter | None
) -> list[Chip]:
    """A chip per kind of counter the player has used (energy, experience, rad) and per counter
    of the pod's own ("Lore"), and the one being tapped now if it is new."""
    chips = []
    shown = [(kind, False) for kind in me.counters] + [(n, True) for n in me.named_counters]
    if running is not None and running.kind == "counter" and running.player == me.name:
        key = (running.source, running.partner)
        if key not in shown:
            shown.append(key)
    for counter, named in shown:
        value = taps.counter(me.name, counter, named).value(state)
        if named:
            caption, accent, tip = counter, NAMED_ACCENT, _text("counter.tip_named")
        else:
            caption = _text(f"counter.{counter}")
            accent = ACCENTS.get(counter, NAMED_ACCENT)
            tip = describe.say(msg(f"counter.tip_{counter}", None, **_rule_of(counter)))
        chips.append(
            Chip(
                (NAMED if named else COUNTER) + counter,
                caption,
                value=value,
                danger=False,
                accent=accent,
                plus=playing,
                minus=playing and value > 0,
                tooltip=plain_tip(tip),
            )
        )
    return chips


def _speed(state: GameState, me: PlayerState, playing: bool) -> Chip:
    """Speed only goes up, when the rules let it (`speed_rises`)."""
    return Chip(
        "speed",
        _text("counter.speed"),
        value=me.speed,
        danger=me.speed >= rules.MAX_SPEED,  # max speed: its abilities are on
        accent=SPEED_ACCENT,
        plus=playing and speed_rises(state, me.name),
        minus=None,
        tooltip=plain_tip(_text("counter.tip_speed")),
    )


def _blessing() -> Chip:
    """The city's blessing, once had, is had for the game: a "✓" that can't be changed here."""
    return Chip(
        "blessing",
        _text("counter.citys_blessing"),
        value=1,
        shown="\u2713",
        danger=False,
        accent=BLESSING_ACCENT,
        plus=None,
        minus=None,
        tooltip=plain_tip(_text("counter.tip_blessing")),
    )


def _ring(me: PlayerState, playing: bool) -> Chip:
    """How often the Ring tempted the player (up to its last ability), what its abilities do
    now, and the Ring-bearer, whom the table asks about: "Ring: Frodo"."""
    level = min(me.ring, rules.RING_ABILITIES)
    abilities = "\n".join(_text(f"ring.{n}") for n in range(1, level + 1))
    bearer_line = ""
    if me.ring_bearer:
        said = msg("counter.tip_bearer", bearer=me.ring_bearer)
        bearer_line = "\n" + describe.say(said)
    caption = _text("counter.ring")
    if me.ring_bearer:  # the bearer is what the table asks about: "Ring: Frodo"
        bearer = short_name(me.ring_bearer)
        caption = describe.say(msg("counter.ring_bearer", bearer=bearer))
    return Chip(
        "ring",
        caption,
        value=level,
        danger=False,
        accent=RING_ACCENT,
        plus=playing,
        minus=None,
        tooltip=plain_tip(f"{_text('counter.tip_ring')}\n{abilities}{bearer_line}"),
    )
