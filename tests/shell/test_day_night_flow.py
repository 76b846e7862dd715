"""Day and night in the game's flow: End turn asks how many spells the turn's player cast (CR
731.2 decides by them) while there is day or night, and the answer ends the turn in one gesture."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import FakeClock
from test_pod import Pod

from companion.core.actions import AskSpells, EndTurn, NewGame, SetDayNight, SpellsCast, StepTo
from companion.core.engine import apply, start
from companion.core.journal import build_game, decode
from companion.core.model import DayNight
from companion.core.steps import Step
from companion.shell import flow

STATE = start(NewGame(("Ann", "Ben", "Cid"), 40))


def test_end_turn_asks_for_the_spells_only_while_there_is_day_or_night() -> None:
    """The app asks at each turn change, once day or night exists; the answer and the end of
    the turn are one gesture."""
    assert flow.end_turn(STATE, set()).refused is None
    day = apply(STATE, SetDayNight("day")).state
    assert flow.end_turn(day, set()).actions == (AskSpells(),)  # an open question, as state
    asked = apply(day, AskSpells()).state
    assert asked.spells_asked
    assert flow.end_turn(asked, set()).refused == flow.SpellsAsked("Ann")  # pressed again
    assert not apply(asked, SpellsCast("Ann", 0)).state.spells_asked  # answered: closed
    plan = flow.spells_then_end_turn(day, 0, set())
    # ... and the next turn goes on to its first main phase by itself.
    assert plan.actions == (SpellsCast("Ann", 0), EndTurn(), StepTo(Step.MAIN1))
    assert flow.spells_then_end_turn(day, 0, set(), auto=False).actions == (
        SpellsCast("Ann", 0), EndTurn(),
    )
    said = apply(day, SpellsCast("Ann", 1)).state
    assert flow.end_turn(said, set()).refused is None  # said once: not asked again


def test_done_after_the_stop_for_the_draw_goes_on_to_the_spells() -> None:
    """End turn stopped for the monarch's draw (CR 725.2); Done then ends the turn, which while
    there is day or night first needs the spells: Done says so instead of stopping silently."""
    from companion.core.actions import BecomeMonarch, StepTo
    from companion.core.steps import Step

    state = apply(STATE, SetDayNight("day")).state
    state = apply(state, BecomeMonarch("Ann")).state
    state = apply(state, StepTo(Step.END)).state  # Ann's draw is pending
    (reminder,) = state.pending_reminders()
    plan = flow.done(state, {reminder.id})
    assert len(plan.actions) == 2 and plan.actions[1] == AskSpells()  # Done, then the question


def test_the_question_is_the_games_across_a_restart_and_a_phone_answers_it(
    tmp_path: Path, clock: FakeClock
) -> None:
    """CR 731.2 needs the spells the turn's player cast: End turn opens the question as a journal
    line (ask_spells), so a restart still asks it; the turn's player's phone may answer it, and
    another seat may not."""
    table = Pod(tmp_path, clock, ("Ann", "Ben", "Cid"))
    try:
        session = table.session
        session.do(SetDayNight("day"))
        session.end_turn()
        assert session.state.spells_asked and session.state.turn == 1
        path = session.path
        assert path is not None
        assert json.loads(path.read_text().splitlines()[-1])["action"] == "ask_spells"
        again = build_game(decode(path.read_bytes()))
        assert again.state.spells_asked
        refused = table.send("Ben", "spells", count=0)
        assert not refused["ok"] and refused["error"]["key"] == "pod.not_your_seat"
        assert table.send("Ann", "spells", count=0)["ok"]
        state = session.state
        assert state.turn == 2 and not state.spells_asked
        assert state.day_night is DayNight.NIGHT  # no spells: day becomes night (731.2a)
    finally:
        table.session.close()
