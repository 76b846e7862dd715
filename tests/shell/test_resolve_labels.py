"""Done on a reminder is said as what was done, in the log, in Undo's and Redo's labels and in
the notice after an undo: "Ann draws a card (monarch)", "Court of Grace (Ann): trigger done".
A play-test read "T5 · Upkeep — Reminder 5 done" in the log and "Undo: Reminder 2 done; End
turn" in the Edit menu: a number nobody at the table knows."""

from __future__ import annotations

from companion.core.actions import BecomeMonarch, CardEnters, EndTurn, NewGame, Resolve, StepTo
from companion.core.game import Game
from companion.core.steps import Step
from companion.shell.messages import (
    english,
    entry_message,
    redo_message,
    render,
    undo_message,
)


def say(message: object) -> str:
    return render(message, english)  # type: ignore[arg-type]


def test_a_card_trigger_and_the_draw_done_are_said_by_what_they_were() -> None:
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40))
    game.apply(StepTo(Step.MAIN1))
    game.apply(CardEnters("Ann", "Court of Grace"))
    game.apply(BecomeMonarch("Ann", "Court of Grace"))
    game.apply(StepTo(Step.END))
    (draw,) = game.state.pending_reminders()
    game.apply(Resolve(draw.id))
    game.apply(EndTurn(), joined=True)  # Done went on with the turn: one gesture
    gesture = game.next_undo()
    assert say(undo_message(gesture, game.setup)) == (
        "Undo: Ann draws a card (monarch); End turn"
    )
    assert say(entry_message(gesture[0], game.setup)).endswith("— Ann draws a card (monarch)")
    for _ in range(2):
        game.apply(EndTurn())  # Ben, Cid; Ann's upkeep: the Court
    game.apply(StepTo(Step.UPKEEP))
    (court,) = game.state.pending_reminders()
    game.apply(Resolve(court.id))
    (entry,) = game.next_undo()
    label = "Court of Grace (Ann): trigger done"
    assert say(entry_message(entry, game.setup)) == f"T4 · Upkeep — {label}"
    assert say(undo_message((entry,), game.setup)) == f"Undo: {label}"
    game.apply_json({"action": "undo"})
    assert say(redo_message(game.next_redo(), game.setup, game.state)) == f"Redo: {label}"
