"""Reminders the game makes by itself: the initiative's ventures (CR 726.2) and the monarch
cards' own triggers (resources/card_triggers.json).

Each reminder is owned by the player who controls the trigger when it triggers (as the monarch's
draw, 725.2) and is cancelled if they leave (800.4a). The monarch's own draw is in `monarch`.
"""

from __future__ import annotations

from companion.core.cards import Trigger, When, book, holds
from companion.core.events import Event, InitiativeTaken, ReminderCreated
from companion.core.model import (
    CARD,
    RAD,
    VENTURE,
    GameState,
    MonarchCause,
    MonarchChange,
    Permanent,
    PlayerState,
    Reminder,
    evolve,
)
from companion.core.steps import Step


def add_reminder(
    state: GameState,
    kind: str,
    player: str,
    events: list[Event],
    *,
    card: str | None = None,
    trigger: int = 0,
) -> GameState:
    reminder = Reminder(len(state.reminders) + 1, kind, player, state.turn, card=card,
                        trigger=trigger)
    events.append(ReminderCreated(reminder))
    return evolve(state, reminders=state.reminders.append(reminder))


def take_initiative(
    state: GameState,
    player: str,
    cause: MonarchCause,
    source: str | None,
    events: list[Event],
) -> GameState:
    """`player` takes the initiative (726.3) and ventures into Undercity (726.2), even when they
    already had it (726.5): then only the history stays as it was."""
    previous = state.initiative
    events.append(InitiativeTaken(player, previous, cause, source))
    if previous != player:
        change = MonarchChange(player, state.turn, cause, source, previous, state.step)
        state = evolve(state, initiative=player,
                       initiative_history=state.initiative_history.append(change))
    return add_reminder(state, VENTURE, player, events)


_STEP_WHEN = {
    Step.UPKEEP: (When.YOUR_UPKEEP,),
    Step.MAIN1: (),  # no card of the book triggers here; rad does (727)
    Step.BEGINNING_OF_COMBAT: (When.OPPONENTS_BEGINNING_OF_COMBAT,),
    Step.END: (When.YOUR_END_STEP, When.MONARCHS_END_STEP),
}


def step_triggers(state: GameState, step: Step, events: list[Event]) -> GameState:
    """What triggers as `step` begins (603.2b): the venture at the upkeep of the player who has
    the initiative, rad at the precombat main phase (727), and the cards' "at the beginning of"
    triggers. With no active player (800.4j)
    it is nobody's upkeep or end step, so nothing triggers."""
    active = state.active_player
    if active is None or step not in _STEP_WHEN:
        return state
    if step is Step.UPKEEP and state.initiative == active:
        state = add_reminder(state, VENTURE, active, events)
    if step is Step.MAIN1 and state.player(active).counters.get("rad"):
        # CR 728: at the beginning of the precombat main phase of a player with rad counters.
        state = add_reminder(state, RAD, active, events)
    for when in _STEP_WHEN[step]:
        if when is When.YOUR_UPKEEP or when is When.YOUR_END_STEP:
            state = _card_triggers(state, when, (active,), events)
        elif when is When.MONARCHS_END_STEP:
            if state.monarch == active:
                state = _card_triggers(state, when, state.in_game, events)
        else:  # each opponent's beginning of combat: the cards of everyone but the active player
            others = tuple(name for name in state.in_game if name != active)
            state = _card_triggers(state, when, others, events)
    return state


def monarch_triggers(state: GameState, monarch: str, previous: str | None,
                     events: list[Event]) -> GameState:
    """The cards' triggers on a new monarch: "whenever you become the monarch" for the new
    monarch's cards, "whenever an opponent becomes the monarch" for everyone else's, and the
    ones that follow the crown (Fealty to the Realm) for all. Called only for a real change:
    becoming the monarch again is no event (the Custodi Lich ruling)."""
    if not _any_cards(state):
        return state
    others = tuple(name for name in state.in_game if name != monarch)
    state = _card_triggers(state, When.YOU_BECOME_MONARCH, (monarch,), events)
    state = _card_triggers(state, When.OPPONENT_BECOMES_MONARCH, others, events)
    return _card_triggers(state, When.MONARCH_CHANGES, state.in_game, events)


def damage_triggers(state: GameState, monarch: str, events: list[Event]) -> GameState:
    """Combat damage to the monarch: their cards that trigger on it (Tamiyo, Upriser Crowned)."""
    return _card_triggers(state, When.COMBAT_DAMAGE_TO_YOU_AS_MONARCH, (monarch,), events)


def _any_cards(state: GameState) -> bool:
    return any(p.cards or p.watching for p in state.players)


def _watched(state: GameState, player: PlayerState, when: When,
             events: list[Event]) -> GameState:
    """The one-time triggers of cards that left the battlefield (Palace Jailer's exile ends
    when an opponent becomes the monarch, wherever the Jailer is): reminded once, then done."""
    cards = book()
    left = []
    for card in player.watching:
        fired = False
        for number, trigger in enumerate(cards.get(card, ())):
            if trigger.once and trigger.when is when:
                state = add_reminder(state, CARD, player.name, events, card=card,
                                     trigger=number)
                fired = True
        if not fired:
            left.append(card)
    return state.with_player(evolve(state.player(player.name), watching=tuple(left)))


def _card_triggers(state: GameState, when: When, owners: tuple[str, ...],
                   events: list[Event]) -> GameState:
    """Every card of `owners` with a trigger `when` that triggers now (603.4: an intervening
    "if" that is false means no trigger), in turn order."""
    if not _any_cards(state):
        return state
    cards = book()
    for owner in owners:
        player = state.player(owner)
        if player.watching and player.in_game:
            state = _watched(state, player, when, events)
            player = state.player(owner)
        if not player.in_game or not player.cards:
            continue
        for index, permanent in enumerate(player.cards):
            for number, trigger in enumerate(cards.get(permanent.card, ())):
                if trigger.when is not when or not _triggers(state, owner, trigger, permanent):
                    continue
                state = add_reminder(state, CARD, owner, events, card=permanent.card,
                                     trigger=number)
                if trigger.once:
                    player = _spend(state.player(owner), index)
                    state = state.with_player(player)
    return state


def _triggers(state: GameState, owner: str, trigger: Trigger, permanent: Permanent) -> bool:
    if trigger.once and permanent.spent:
        return False
    if not trigger.intervening:
        return True
    return holds(trigger.condition, owner, state.monarch, state.monarch_as_turn_began())


def _spend(player: PlayerState, index: int) -> PlayerState:
    cards = list(player.cards)
    cards[index] = Permanent(cards[index].card, spent=True)
    return evolve(player, cards=tuple(cards))
