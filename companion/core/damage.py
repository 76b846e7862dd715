"""Life, poison and damage: life and poison changes, combat damage with what it triggers (the
crown's and the initiative's steals, 725.2 and 726.2; first strike's damage owed, 510.4), commander
damage taken back, and the monarch's combat question (life lost before the table says who dealt it).

One family of rules apart from the engine's dispatch: everything that moves a life total or a
damage tally, and the losses it may cause (704.5, 903.10a).
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core.actions import (
    Answer,
    Ask,
    CombatDamage,
    FixCommanderDamage,
    Hit,
    LifeChange,
    PoisonChange,
)
from companion.core.counters import in_game
from companion.core.errors import ActionError
from companion.core.events import Event, QuestionAnswered, QuestionAsked, StealFizzled
from companion.core.leaving import check_state_based_losses
from companion.core.model import Dealt, GameState, MonarchCause, PlayerState, Question, evolve
from companion.core.monarch import become_monarch
from companion.core.steps import Step
from companion.core.triggers import damage_triggers, take_initiative
from companion.core.values import replace


def life(state: GameState, action: LifeChange, events: list[Event]) -> GameState:
    player = in_game(state, action.player)
    return state.with_player(evolve(player, life=player.life + action.delta))


def poison(state: GameState, action: PoisonChange, events: list[Event]) -> GameState:
    player = in_game(state, action.player)
    if player.poison + action.delta < 0:
        raise ActionError("poison_too_few", player=player.name, n=player.poison)
    return state.with_player(evolve(player, poison=player.poison + action.delta))


def _deal(player: PlayerState, hit: Hit) -> PlayerState:
    if hit.infect:
        player = evolve(player, poison=player.poison + hit.amount)
    else:
        player = evolve(player, life=player.life - hit.amount)
    if hit.commander and hit.partner:
        player = replace(player, partner_damage=_add(player.partner_damage, hit.source, hit.amount))
        if hit.infect:
            player = replace(
                player, partner_infect=_add(player.partner_infect, hit.source, hit.amount)
            )
    elif hit.commander:
        player = replace(
            player, commander_damage=_add(player.commander_damage, hit.source, hit.amount)
        )
        if hit.infect:
            player = replace(
                player, commander_infect=_add(player.commander_infect, hit.source, hit.amount)
            )
    return player


def _add(damage: Mapping[str, int], source: str, amount: int) -> dict[str, int]:
    out = dict(damage)
    out[source] = out.get(source, 0) + amount
    return out


def combat_damage(state: GameState, action: CombatDamage, events: list[Event]) -> GameState:
    """All hits land at once; then losses; then the monarch's steal triggers in order (725.2)."""
    for hit in action.hits:
        in_game(state, hit.source)
        in_game(state, hit.target)
    monarch, holder = state.monarch, state.initiative
    for hit in action.hits:
        state = state.with_player(_deal(state.player(hit.target), hit))
    # With first strike there are two combat damage steps (510.4): the first-strike damage
    # leaves the regular damage owed, with what was dealt; the regular damage settles it.
    dealt = tuple(Dealt(h.source, h.target, h.amount) for h in action.hits)
    state = evolve(state, first_strike=dealt if action.first_strike else ())
    # One crown trigger per creature (725.2); one initiative trigger per player whose creatures
    # dealt damage ("one or more creatures a player controls", 726.2).
    triggers = [hit.source for hit in action.hits if monarch is not None and hit.target == monarch]
    takers = list(dict.fromkeys(h.source for h in action.hits if h.target == holder))
    state = check_state_based_losses(state, events)
    if triggers and monarch is not None:
        state = _steal_crown(state, monarch, triggers, events)
    if takers and holder is not None:
        state = _steal_initiative(state, holder, takers, events)
    return state


def _steal_crown(
    state: GameState, monarch: str, triggers: list[str], events: list[Event]
) -> GameState:
    if not state.player(monarch).in_game:
        # The triggers are the monarch's (725.2); a player who left controls nothing (800.4a),
        # so none of them resolves and succession (725.4) has already decided.
        for attacker in dict.fromkeys(triggers):
            events.append(StealFizzled(attacker, monarch))
        return state
    state = damage_triggers(state, monarch, events)
    for attacker in triggers:
        if state.player(attacker).in_game:
            state = become_monarch(state, attacker, MonarchCause.COMBAT_DAMAGE, None, events)
    return state


def _steal_initiative(
    state: GameState, holder: str, takers: list[str], events: list[Event]
) -> GameState:
    if not state.player(holder).in_game:
        # As for the crown: the holder's triggers leave with them, 726.4 already decided.
        for attacker in takers:
            events.append(StealFizzled(attacker, holder, initiative=True))
        return state
    for attacker in takers:
        if state.player(attacker).in_game:
            state = take_initiative(state, attacker, MonarchCause.COMBAT_DAMAGE, None, events)
    return state


def fix_commander_damage(
    state: GameState, action: FixCommanderDamage, events: list[Event]
) -> GameState:
    """Commander damage entered by mistake taken back, with the life it took, or the poison for
    what was infect damage (not a game event: no trigger sees it). The player must still be in
    the game: a player who left by it comes back only by Undo."""
    player = in_game(state, action.player)
    if not state.has_player(action.source):
        raise ActionError("no_player", name=repr(action.source))
    tally = player.partner_damage if action.partner else player.commander_damage
    dealt = tally.get(action.source, 0)
    if dealt + action.delta < 0:
        raise ActionError(
            "commander_damage_too_few", player=player.name, source=action.source, n=dealt
        )
    # What was dealt as infect came as poison: it goes back as poison, after the life part.
    infect_tally = player.partner_infect if action.partner else player.commander_infect
    infect = infect_tally.get(action.source, 0)
    taken = -action.delta
    life_back = min(taken, dealt - infect)
    poison_back = taken - life_back
    fixed = _without_zero(_add(tally, action.source, action.delta))
    fixed_infect = _without_zero(_add(infect_tally, action.source, -poison_back))
    player = evolve(
        player, life=player.life + life_back, poison=max(0, player.poison - poison_back)
    )
    if action.partner:
        return state.with_player(
            replace(player, partner_damage=fixed, partner_infect=fixed_infect)
        )
    return state.with_player(
        replace(player, commander_damage=fixed, commander_infect=fixed_infect)
    )


def _without_zero(tally: dict[str, int]) -> dict[str, int]:
    return {source: amount for source, amount in tally.items() if amount}


def may_ask(step: Step) -> bool:
    """Whether a life loss entered now may still be combat damage: from the first main phase to
    the combat damage step. A table that doesn't call its steps enters a hit wherever the turn
    stands; the answer takes the turn on to the combat damage step (`turns.step_to`)."""
    return Step.MAIN1.order <= step.order <= Step.COMBAT_DAMAGE.order


def ask(state: GameState, action: Ask, events: list[Event]) -> GameState:
    """Open, grow or shrink the monarch's combat question (what was lost is not applied yet)."""
    in_game(state, action.player)
    question = state.question
    if question is None:
        if action.delta > 0:
            raise ActionError("no_question_for", player=action.player)
        if not may_ask(state.step):
            raise ActionError("question_wrong_step")
        if action.player not in (state.monarch, state.initiative):
            raise ActionError("not_designated", player=action.player)
        question = Question(action.player, 0, state.turn, state.step)
    elif question.player != action.player:
        raise ActionError("question_other", player=question.player)
    amount = question.amount - action.delta
    if amount < 0:
        raise ActionError("question_too_small", player=action.player, n=question.amount)
    if amount == 0:
        return replace(state, question=None)
    asked = replace(question, amount=amount)
    events.append(QuestionAsked(asked))
    return replace(state, question=asked)


def answer(state: GameState, action: Answer, events: list[Event]) -> GameState:
    """Apply the open question's life loss: as combat damage from `source`, or as a plain loss."""
    question = state.question
    if question is None:
        raise ActionError("no_question")
    if action.source is not None:
        in_game(state, action.source)
        if action.source == question.player:
            raise ActionError("self_damage", name=repr(action.source))
    events.append(QuestionAnswered(question, action.source, action.lapsed))
    state = replace(state, question=None)
    if action.source is None:
        return life(state, LifeChange(question.player, -question.amount), events)
    hit = Hit(action.source, question.player, question.amount)
    return combat_damage(state, CombatDamage((hit,)), events)
