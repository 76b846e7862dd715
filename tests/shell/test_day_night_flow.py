"""Day and night in the game's flow: End turn asks how many spells the turn's player cast (CR
730.2 decides by them) while there is day or night, and the answer ends the turn in one gesture."""

from __future__ import annotations

from companion.core.actions import EndTurn, NewGame, SetDayNight, SpellsCast
from companion.core.engine import apply, start
from companion.shell import flow

STATE = start(NewGame(("Ann", "Ben", "Cid"), 40))


def test_end_turn_asks_for_the_spells_only_while_there_is_day_or_night() -> None:
    """The app asks at each turn change, once day or night exists; the answer and the end of
    the turn are one gesture."""
    assert flow.end_turn(STATE, set()).refused is None
    day = apply(STATE, SetDayNight("day")).state
    assert flow.end_turn(day, set()).refused == flow.SpellsAsked("Ann")
    plan = flow.spells_then_end_turn(day, 0, set())
    assert plan.actions == (SpellsCast("Ann", 0), EndTurn())
    said = apply(day, SpellsCast("Ann", 1)).state
    assert flow.end_turn(said, set()).refused is None  # said once: not asked again


def test_done_after_the_stop_for_the_draw_goes_on_to_the_spells() -> None:
    """End turn stopped for the monarch's draw (CR 724.2); Done then ends the turn, which while
    there is day or night first needs the spells: Done says so instead of stopping silently."""
    from companion.core.actions import BecomeMonarch, StepTo
    from companion.core.steps import Step

    state = apply(STATE, SetDayNight("day")).state
    state = apply(state, BecomeMonarch("Ann")).state
    state = apply(state, StepTo(Step.END)).state  # Ann's draw is pending
    (reminder,) = state.pending_reminders()
    plan = flow.done(state, {reminder.id})
    assert len(plan.actions) == 1 and plan.notice == flow.SpellsAsked("Ann")
