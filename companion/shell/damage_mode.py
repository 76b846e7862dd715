"""Commander damage by tapping panels: pick the commander that dealt it, then each player it hit.

The way the best life counters do it: in this mode every panel shows its own commanders (both
partners, by name when they were named at setup). A tap on one picks it as the attacker; each
player's panel then offers −/+ for the damage that commander has dealt them, and every tap there is
a tap on that counter (taps.py merges taps a moment apart into one action). Starting from the
player who was hit works too: the mode then knows the defender, and the first tap on a commander
deals 1 to them and picks that commander.

Pure: a value and its transitions. The session (app/session.py) holds the current mode; panels
show it and send the taps.
"""

from __future__ import annotations

from companion.core.model import GameState
from companion.core.values import frozen
from companion.shell import taps


@frozen
class Commander:
    """`player`'s commander, or their second one (`partner`)."""

    player: str
    partner: bool = False


@frozen
class DamageMode:
    """The commander picked as the attacker (if any) and the player picked as hit (if any)."""

    attacker: Commander | None = None
    defender: str | None = None

    def pick_commander(
        self, state: GameState, commander: Commander
    ) -> tuple[DamageMode, taps.Counter | None]:
        """Tap on a commander: it becomes the attacker; when a defender was picked first, that tap
        also deals them 1 (the counter to tap is returned)."""
        defender = self.defender
        if defender is not None and defender != commander.player and _playing(state, defender):
            counter = taps.commander(defender, commander.player, commander.partner)
            return DamageMode(commander, defender), counter
        return DamageMode(commander, None), None

    def start_from(self, defender: str) -> DamageMode:
        """Start from the player who was hit: the next commander tapped dealt it."""
        return DamageMode(None, defender)

    def counter_for(self, state: GameState, defender: str) -> taps.Counter | None:
        """The counter a −/+ on `defender`'s panel changes: the damage the attacker dealt them
        (None while no commander is picked, or for the attacker's own panel)."""
        attacker = self.attacker
        if attacker is None or attacker.player == defender or not _playing(state, defender):
            return None
        if not state.has_player(attacker.player):
            return None
        return taps.commander(defender, attacker.player, attacker.partner)


def commanders_of(partners: tuple[str, ...], player: str) -> tuple[Commander, ...]:
    """The commanders `player` has: one, or two with a partner (CR 702.124)."""
    if player in partners:
        return (Commander(player), Commander(player, True))
    return (Commander(player),)


def short_name(name: str) -> str:
    """A card name as a panel has room for: "Kraum, Ludevic's Opus" is "Kraum" (the part before
    the comma is what players call a legend)."""
    head = name.split(",", 1)[0].strip()
    return head or name.strip()


def name_forms(name: str) -> tuple[str, ...]:
    """A card name's forms for narrower room, longest first, each one a table says: "Kraum,
    Ludevic's Opus" is "Kraum"; "Tymna the Weaver" is "Tymna"; "Vial Smasher the Fierce" is
    "Vial Smasher", then "Vial"; a name is never cut to letters."""
    head = short_name(name)
    forms = [head]
    for joint in (" the ", " of "):
        if joint in head:
            forms.append(head.split(joint, 1)[0].strip())
    forms.append(head.split()[0] if head.split() else head)
    return tuple(dict.fromkeys(form for form in forms if form))


def _playing(state: GameState, name: str) -> bool:
    return state.has_player(name) and state.player(name).in_game and not state.game_over
