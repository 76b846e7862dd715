"""The reminder banner for the initiative's ventures (CR 725.2, 701.49) and the monarch cards'
own triggers: the rooms to choose from, what the card does, and whether its "if" holds now."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.reminders import ReminderBanner
from companion.core.actions import BecomeMonarch, CardEnters, EndTurn, StepTo, TakeInitiative
from companion.core.steps import Step

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def make_banner(qtbot: QtBot, session: GameSession) -> ReminderBanner:
    banner = ReminderBanner(session)
    qtbot.addWidget(banner)
    return banner


def room_buttons(banner: ReminderBanner) -> dict[str, QPushButton]:
    return {b.text(): b for b in banner.findChildren(QPushButton, "roomButton") if b.isVisible()}


def test_taking_the_initiative_shows_the_first_room_and_done_ventures(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    banner = make_banner(qtbot, demo_session)
    demo_session.do(TakeInitiative("Ann", "Aarakocra Sneak"))
    (rid,) = banner.pending_ids()
    texts = banner.texts()
    assert "Ann ventures into Undercity (the initiative)" in texts
    assert any(t.startswith("Secret Entrance: Search your library") for t in texts)
    assert room_buttons(banner) == {}  # one way: Done makes it
    qtbot.mouseClick(banner.done_button(rid), Qt.MouseButton.LeftButton)
    assert demo_session.state.player("Ann").room == "Secret Entrance"
    assert banner.isHidden()


def test_two_arrows_offer_a_button_per_room(qtbot: QtBot, demo_session: GameSession) -> None:
    """701.49: the holder chooses where two arrows leave; each room says what it does."""
    banner = make_banner(qtbot, demo_session)
    demo_session.do(TakeInitiative("Ann"))
    demo_session.done()
    demo_session.do(TakeInitiative("Ann"))  # 725.5: again, so another venture
    buttons = room_buttons(banner)
    assert set(buttons) == {"Forge", "Lost Well"}
    assert "two +1/+1 counters" in buttons["Forge"].toolTip()
    assert not banner.done_button(banner.pending_ids()[0]).isVisible()
    qtbot.mouseClick(buttons["Lost Well"], Qt.MouseButton.LeftButton)
    assert demo_session.state.player("Ann").room == "Lost Well"
    assert demo_session.game is not None
    assert demo_session.game.journal[-1]["action"] == "venture"
    assert demo_session.game.journal[-1]["room"] == "Lost Well"


def test_a_court_says_what_it_does_and_whether_the_monarch_part_applies(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """Court of Grace at its controller's upkeep: it triggers either way, and the "if you're the
    monarch" part is read from the crown now."""
    banner = make_banner(qtbot, demo_session)
    state = demo_session.state
    player = state.next_in_turn_order(state.turn_player)
    assert player is not None
    demo_session.do(CardEnters(player, "Court of Grace"))
    demo_session.do(EndTurn())
    demo_session.do(StepTo(Step.UPKEEP))
    texts = banner.texts()
    assert f"Court of Grace ({player}) triggers" in texts
    assert any("4/4 white Angel" in t for t in texts)
    other = next(n for n in demo_session.state.in_game if n != player)
    demo_session.do(BecomeMonarch(other))
    assert (
        f"{player} is not the monarch now: the \"if you're the monarch\" part does not apply."
        in banner.texts()
    )
    demo_session.do(BecomeMonarch(player))
    assert f"{player} is the monarch now: the \"if you're the monarch\" part applies." in (
        banner.texts()
    )
