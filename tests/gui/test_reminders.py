"""The reminder banner: the monarch's draw is shown, named after its owner, and done with Done."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets import reminders
from companion.app.widgets.reminders import ReminderBanner
from companion.core.actions import BecomeMonarch, Concede, EndTurn, LifeChange, NewGame, StepTo
from companion.core.model import ReminderStatus
from companion.core.steps import Step

# The banner shows and hides itself; on its own (no parent) it is a window, and the offscreen
# platform cannot apply size hints to windows. In the app it lives inside the main window.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

# CR 724.2 verbatim, as the rule text quotes it (no period inside the marks)
TRIGGER = "“At the beginning of the monarch’s end step, that player draws a card”"


def make_banner(qtbot: QtBot, session: GameSession) -> ReminderBanner:
    banner = ReminderBanner(session)
    qtbot.addWidget(banner)
    return banner


def at_bens_end_step(session: GameSession) -> int:
    """Demo game on to Ben's turn 6 and into his end step; returns the draw reminder's id."""
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.END))
    (reminder,) = session.state.pending_reminders()
    assert (reminder.player, reminder.turn) == ("Ben", 6)
    return reminder.id


def test_hidden_while_nothing_is_pending(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    assert banner.isHidden()
    assert banner.pending_ids() == []
    demo_session.do(StepTo(Step.END))  # Cid's end step: Ben is the monarch, nothing triggers
    assert banner.isHidden()


def test_shows_the_draw_with_the_official_text(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    rid = at_bens_end_step(demo_session)
    assert not banner.isHidden()
    assert banner.pending_ids() == [rid]
    texts = banner.texts()
    assert "Ben draws a card (the monarch's end step trigger)" in texts
    assert TRIGGER in texts


def test_done_resolves_the_reminder(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    rid = at_bens_end_step(demo_session)
    with qtbot.waitSignal(banner.resolved, timeout=500) as done:
        qtbot.mouseClick(banner.done_button(rid), Qt.MouseButton.LeftButton)
    assert done.args == [rid]
    assert demo_session.state.reminders[rid - 1].status is ReminderStatus.RESOLVED
    assert banner.pending_ids() == []
    assert banner.isHidden()
    assert demo_session.state.turn == 6  # Done alone does not end the turn
    demo_session.undo()
    assert banner.pending_ids() == [rid]


def test_the_draw_stays_with_the_first_monarch(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    rid = at_bens_end_step(demo_session)
    demo_session.do(BecomeMonarch("Ann"))
    assert demo_session.state.monarch == "Ann"
    assert banner.pending_ids() == [rid]
    texts = banner.texts()
    assert "Ben draws a card (the monarch's end step trigger)" in texts
    assert not any(t.startswith("Ann") for t in texts)
    assert "Ben was the monarch when it triggered, so the card is still theirs." in texts


def test_cancelled_when_the_player_leaves(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    at_bens_end_step(demo_session)
    demo_session.do(Concede("Ben"))
    assert banner.pending_ids() == []
    assert banner.texts() == ["Ben's monarch draw is cancelled: Ben left the game."]
    assert not banner.isHidden()
    demo_session.do(LifeChange("Ann", -1))  # the notice lasts until the next action
    assert banner.texts() == []
    assert banner.isHidden()


def test_flash_pulses_the_colour(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    at_bens_end_step(demo_session)
    start = banner.background().name()
    banner.flash()
    assert banner.is_flashing()
    qtbot.waitUntil(lambda: banner.background().name() != start, timeout=1000)
    qtbot.waitUntil(lambda: not banner.is_flashing(), timeout=3000)
    assert banner.background().name() == start


def test_crown_artwork_or_a_gold_bar(
    qtbot: QtBot, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    banner = make_banner(qtbot, demo_session)
    rid = at_bens_end_step(demo_session)
    crown = banner.crown_widget(rid)
    if reminders.crown_path() is not None:
        assert isinstance(crown, QLabel)
        assert not crown.pixmap().isNull()
    monkeypatch.setattr(reminders, "crown_path", lambda: None)
    demo_session.do(BecomeMonarch("Ann"))  # the row is rebuilt
    crown = banner.crown_widget(rid)
    assert isinstance(crown, QFrame) and not isinstance(crown, QLabel)


def test_hostile_names_show_literally(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    name = "<b>x</b>"
    session = make_session([name, "Ben"])
    banner = make_banner(qtbot, session)
    session.do(BecomeMonarch(name))
    session.do(StepTo(Step.END))
    (rid,) = banner.pending_ids()
    labels = banner.labels(rid)
    headline = next(lbl for lbl in labels if lbl.text().startswith(name))
    assert headline.text() == f"{name} draws a card (the monarch's end step trigger)"
    assert all(lbl.textFormat() == Qt.TextFormat.PlainText for lbl in labels)


def test_a_new_game_clears_the_banner(qtbot: QtBot, demo_session: GameSession) -> None:
    banner = make_banner(qtbot, demo_session)
    at_bens_end_step(demo_session)
    demo_session.do(Concede("Ben"))
    demo_session.start(NewGame(("Ann", "Ben"), 20))
    assert banner.texts() == []
    assert banner.isHidden()
