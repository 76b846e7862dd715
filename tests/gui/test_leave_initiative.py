"""Conceding (or losing) while holding the initiative: the question says who takes it and that
they venture (CR 726.4, 726.2), as it says where the crown goes (725.4). A play-test found it
silent: "Dee concedes and leaves the game. This can be undone." while Ann was about to take it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from companion.app.dialogs.leave import leave_text
from companion.app.session import GameSession
from companion.core import rules
from companion.core.actions import BecomeMonarch, EndTurn, StepTo, TakeInitiative
from companion.core.steps import Step
from companion.shell import commands
from tests.core.test_monarch_rules import cites


@cites(rules.INITIATIVE_SUCCESSION)
def test_leaving_says_who_takes_the_initiative(qtbot: QtBot, session: GameSession) -> None:
    session.do(StepTo(Step.MAIN1))  # Ann's turn
    session.do(TakeInitiative("Dee"))
    session.done()  # Dee: Secret Entrance
    # Another player's turn: the active player takes it.
    after = commands.leaving(session.state, "Dee")
    assert (after.taker, after.taker_as_active, after.heir) == ("Ann", True, None)
    said = leave_text(session.state, "Dee").splitlines()
    assert said[1] == (
        "Ann takes the initiative as the active player and ventures into Undercity (CR 726.4)."
    )
    # Their own turn: the next player in turn order (Dee sits last: Ann).
    for _ in range(3):
        session.do(EndTurn())
    assert session.state.active_player == "Dee"
    session.done()  # Dee's upkeep venture is pending once the upkeep comes; none yet at untap
    after = commands.leaving(session.state, "Dee", concede=False)
    assert (after.taker, after.taker_as_active) == ("Ann", False)
    said = leave_text(session.state, "Dee", concede=False).splitlines()
    assert said[1] == (
        "Ann takes the initiative as the next player in turn order and ventures into Undercity "
        "(CR 726.4)."
    )
    # Not the holder: nothing about the initiative; the state is untouched either way.
    assert commands.leaving(session.state, "Ben").taker is None
    assert not any("initiative" in line for line in leave_text(session.state, "Ben").splitlines())
    assert session.state.initiative == "Dee"


def test_the_crown_and_the_initiative_both_pass(qtbot: QtBot, session: GameSession) -> None:
    session.do(BecomeMonarch("Cid"))
    session.do(TakeInitiative("Cid"))
    session.done()
    said = leave_text(session.state, "Cid").splitlines()
    assert said[1].startswith("Ann becomes the monarch as the active player")
    assert said[2].startswith("Ann takes the initiative as the active player")
    assert said[-1] == "This can be undone."
