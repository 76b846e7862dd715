"""A reminder about one player is in that player's own panel, turned with it towards their seat
(issue 28): the monarch's draw quoting the official rule, the venture's rooms, a Court's trigger
and whether its "if" holds, rad's count; Done, a room or a count, run by name; "Why?" opens the
rule. The play-test read the draw upside down from the top seat, under a banner that covered the
far players' buttons."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.player_panel import PlayerPanel
from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    Concede,
    CounterChange,
    EndTurn,
    NewGame,
    StepTo,
    TakeInitiative,
)
from companion.core.model import ReminderStatus
from companion.core.steps import Step

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

# CR 725.2 verbatim, as the rule text quotes it (no period inside the marks)
TRIGGER = "“At the beginning of the monarch’s end step, that player draws a card”"


def panel_of(qtbot: QtBot, session: GameSession, name: str) -> PlayerPanel:
    panel = PlayerPanel(session, name)
    qtbot.addWidget(panel)
    panel.resize(900, 520)  # room for every line: the short form has its own test
    panel.show()
    return panel


def texts(panel: PlayerPanel) -> list[str]:
    return [p.text for p in panel.parts() if p.key[0] in ("remind_head", "remind_line")]


def buttons(panel: PlayerPanel) -> dict[object, str]:
    return {p.key[2]: p.text for p in panel.parts() if p.key[0] == "remind"}


def at_bens_end_step(session: GameSession) -> int:
    """Demo game on to Ben's turn 6 and into his end step; returns the draw reminder's id."""
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.END))
    (reminder,) = session.state.pending_reminders()
    assert (reminder.player, reminder.turn) == ("Ben", 6)
    return reminder.id


def test_nothing_while_nothing_is_pending(qtbot: QtBot, demo_session: GameSession) -> None:
    ben = panel_of(qtbot, demo_session, "Ben")
    demo_session.do(StepTo(Step.END))  # Cid's end step: Ben is the monarch, nothing triggers
    assert [p for p in ben.parts() if p.key[0] == "reminder"] == []


def test_the_draw_is_in_the_monarchs_panel_with_the_official_text_and_done(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    ben, ann = panel_of(qtbot, demo_session, "Ben"), panel_of(qtbot, demo_session, "Ann")
    rid = at_bens_end_step(demo_session)
    assert texts(ben) == ["Ben draws a card (the monarch's end step trigger)", TRIGGER]
    assert texts(ann) == []  # only its player's panel
    assert buttons(ben) == {"done": "Done"}
    ben.click(("remind", rid, "done"))
    assert demo_session.state.reminders[rid - 1].status is ReminderStatus.RESOLVED
    assert texts(ben) == [] and demo_session.state.turn == 6  # Done alone ends no turn
    demo_session.undo()
    assert texts(ben)[0].startswith("Ben draws a card")


def test_the_draw_stays_with_the_first_monarch(qtbot: QtBot, demo_session: GameSession) -> None:
    """CR 725.2's ruling: the player who was the monarch as the end step began draws."""
    ben, ann = panel_of(qtbot, demo_session, "Ben"), panel_of(qtbot, demo_session, "Ann")
    at_bens_end_step(demo_session)
    demo_session.do(BecomeMonarch("Ann"))
    assert "Ben was the monarch when it triggered, so the card is still theirs." in texts(ben)
    assert texts(ann) == []


def test_a_player_who_leaves_takes_the_reminder_and_the_band_says_so(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    from companion.app.widgets.notices import NoticeBar

    bar = NoticeBar(demo_session)
    qtbot.addWidget(bar)
    ben = panel_of(qtbot, demo_session, "Ben")
    at_bens_end_step(demo_session)
    demo_session.do(Concede("Ben"))
    assert texts(ben) == []
    assert "Ben's monarch draw is cancelled: Ben left the game." in bar.text()


def test_why_opens_the_rule(qtbot: QtBot, demo_session: GameSession) -> None:
    ben = panel_of(qtbot, demo_session, "Ben")
    rid = at_bens_end_step(demo_session)
    why = ben.part(("why", rid))
    assert why is not None and why.text == "Why? (CR 725.2)"
    with qtbot.waitSignal(ben.ruleRequested, timeout=500) as asked:
        ben.click(("why", rid))
    assert asked.args == ["monarch.2"]


def test_a_venture_with_one_way_is_done_and_two_arrows_offer_the_rooms(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """726.2 and 701.49: the first room is the only way in; where two arrows leave, the holder
    chooses, each room saying what it does."""
    ann = panel_of(qtbot, demo_session, "Ann")
    demo_session.do(TakeInitiative("Ann", "Aarakocra Sneak"))
    (rid,) = [r.id for r in demo_session.state.pending_reminders()]
    assert texts(ann)[0] == "Ann ventures into Undercity (the initiative)"
    assert any(t.startswith("Secret Entrance: Search your library") for t in texts(ann))
    ann.click(("remind", rid, "done"))
    assert demo_session.state.player("Ann").room == "Secret Entrance"
    demo_session.do(TakeInitiative("Ann"))  # 726.5: again, so another venture
    (rid,) = [r.id for r in demo_session.state.pending_reminders()]
    assert buttons(ann) == {("room", "Forge"): "Forge", ("room", "Lost Well"): "Lost Well"}
    forge = ann.part(("remind", rid, ("room", "Forge")))
    assert forge is not None and "two +1/+1 counters" in forge.tooltip
    ann.click(("remind", rid, ("room", "Lost Well")))
    assert demo_session.state.player("Ann").room == "Lost Well"


def test_a_court_says_what_it_does_and_whether_the_monarch_part_applies(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    state = demo_session.state
    player = state.next_in_turn_order(state.turn_player)
    assert player is not None
    panel = panel_of(qtbot, demo_session, player)
    demo_session.do(CardEnters(player, "Court of Grace"))
    demo_session.end_turn()  # the next turn stops at its upkeep for the Court
    assert f"Court of Grace ({player}) triggers" in texts(panel)
    assert any("4/4 white Angel" in t for t in texts(panel))
    assert f"{player} is not the monarch now: the \"if you're the monarch\" part does not " \
        "apply." in texts(panel)
    demo_session.do(BecomeMonarch(player))
    assert f"{player} is the monarch now: the \"if you're the monarch\" part applies." in (
        texts(panel)
    )


def test_rad_asks_the_count_with_a_button_each(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    """727: the nonland cards among the milled ones, 0 up to the rad counters."""
    session = make_session(["Ann", "Ben", "Cid"])
    ben = panel_of(qtbot, session, "Ben")
    session.do(CounterChange("Ben", "rad", 3))
    session.end_turn()  # Ben's turn stops at his first main phase
    (rid,) = [r.id for r in session.state.pending_reminders()]
    assert buttons(ben) == {("nonland", n): str(n) for n in range(4)}
    ben.click(("remind", rid, ("nonland", 2)))
    me = session.state.player("Ben")
    assert (me.life, me.counters["rad"]) == (38, 1)


def test_hostile_names_are_text(qtbot: QtBot, make_session: Callable[..., GameSession]) -> None:
    hostile = "<b>x</b>"
    session = make_session([hostile, "Ben"])
    panel = panel_of(qtbot, session, hostile)
    session.do(BecomeMonarch(hostile))
    session.do(StepTo(Step.END))
    assert texts(panel)[0] == f"{hostile} draws a card (the monarch's end step trigger)"


def test_a_new_game_clears_them(qtbot: QtBot, demo_session: GameSession) -> None:
    at_bens_end_step(demo_session)
    demo_session.start(NewGame(("Ann", "Ben"), 20))
    ben = panel_of(qtbot, demo_session, "Ben")
    assert texts(ben) == []


def test_a_small_panel_keeps_the_headline_and_buttons_whole(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """Nothing is cut: where the lines don't fit, they go (into the tooltip), never half."""
    ben = panel_of(qtbot, demo_session, "Ben")
    ben.resize(210, 240)  # 8 players at 1280x720
    rid = at_bens_end_step(demo_session)
    head = ben.part(("remind_head", rid))
    assert head is not None and head.text.startswith("Ben draws a card")
    assert TRIGGER in head.tooltip and TRIGGER not in texts(ben)
    done = ben.part(("remind", rid, "done"))
    assert done is not None and min(done.rect.width(), done.rect.height()) >= 40
