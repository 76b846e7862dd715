"""The game log and the Undo/Redo labels: one line per effective action, kept in step with undo."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.log_panel import LogPanel
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.core.actions import BecomeMonarch, LifeChange, NewGame, StepTo
from companion.core.steps import Step


def make_log(qtbot: QtBot, session: GameSession) -> LogPanel:
    log = LogPanel(session)
    qtbot.addWidget(log)
    return log


def shown_log(qtbot: QtBot, session: GameSession) -> LogPanel:
    """A log on screen: a hidden one only remembers to catch up (see test_log_cost)."""
    log = make_log(qtbot, session)
    log.resize(300, 400)
    log.show()
    qtbot.waitExposed(log)
    return log


def test_one_line_per_action_with_turn_and_step(qtbot: QtBot, demo_session: GameSession) -> None:
    log = make_log(qtbot, demo_session)
    lines = log.lines()
    assert len(lines) == len(demo_session.game.entries) == 10
    assert lines[0] == "T1 · Untap — Go to Main phase 1"
    assert "T2 · Combat damage step — Ben's commander deals 4 combat damage to Cid" in lines
    assert (
        "T2 · Main phase 1 — Ben becomes the monarch (Palace Jailer)\n"
        "    Ben becomes the monarch (Palace Jailer)."
    ) in lines
    assert log.view.model().rowCount() == 10


def test_consequences_are_indented_below_the_action(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    log = make_log(qtbot, demo_session)
    demo_session.do(LifeChange("Ben", -40))
    assert log.lines()[-1] == (
        "T3 · Main phase 1 — Ben loses 40 life\n"
        "    Ben leaves the game (0 life).\n"
        "    Cid becomes the monarch as the active player, because the monarch left the game."
    )


# Shown on its own the panel is a window, and the offscreen platform cannot apply size hints.
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_appends_without_rebuilding_and_shrinks_on_undo(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    log = shown_log(qtbot, demo_session)
    model = log.view.model()  # the rows the view shows
    with (
        qtbot.assertNotEmitted(model.modelReset),
        qtbot.waitSignal(model.rowsInserted, timeout=500) as inserted,
    ):
        demo_session.do(StepTo(Step.MAIN2))
    assert inserted.args[1:] == [10, 10]
    assert log.lines()[-1] == "T3 · Main phase 1 — Go to Main phase 2"
    # A step change that caused nothing is folded away: its row is there, taking no room.
    item = log.view.topLevelItem(10)
    assert item is not None and item.isHidden()
    with qtbot.assertNotEmitted(model.modelReset):
        demo_session.undo()
        demo_session.undo()
    assert len(log.lines()) == 9
    assert log.lines()[-1] == "Turn 3 — Cid"  # the turn that ends is said as the one that begins
    demo_session.redo()
    assert log.lines()[-1] == "T3 · Untap — Go to Main phase 1"
    demo_session.do(LifeChange("Ann", 3))  # replaces what could have been redone
    assert len(log.lines()) == 11
    assert log.lines()[-1] == "T3 · Main phase 1 — Ann gains 3 life"
    assert log.lines() == [log.log_model.entry_text(e) for e in demo_session.game.entries]


def test_a_different_game_rebuilds_the_log(qtbot: QtBot, demo_session: GameSession) -> None:
    log = make_log(qtbot, demo_session)
    demo_session.start(NewGame(("Ann", "Ben"), 20))
    assert log.lines() == []
    demo_session.do(BecomeMonarch("Ben"))
    assert log.lines() == [  # the first play took the turn on (a step line the view folds)
        "T1 · Untap — Go to Main phase 1",
        "T1 · Main phase 1 — Ben becomes the monarch\n    Ben becomes the monarch.",
    ]


def test_sync_notices_entries_it_did_not_see(qtbot: QtBot, demo_session: GameSession) -> None:
    log = make_log(qtbot, demo_session)
    model = log.log_model
    demo_session.changed.disconnect(log._on_changed)  # miss an undo and a new action
    demo_session.undo()  # back at Cid's untap step: the loss takes the turn on first
    demo_session.do(LifeChange("Dee", -5))
    model.sync(demo_session.game.entries)
    assert log.lines()[-2:] == [
        "T3 · Untap — Go to Main phase 1", "T3 · Main phase 1 — Dee loses 5 life",
    ]
    assert len(log.lines()) == 11


# Shown on its own the panel is a window, and the offscreen platform cannot apply size hints.
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_follows_the_newest_line(qtbot: QtBot, demo_session: GameSession) -> None:
    log = make_log(qtbot, demo_session)
    log.resize(300, 120)
    log.show()
    qtbot.waitExposed(log)
    for _ in range(15):
        demo_session.do(LifeChange("Ann", 1))
    scroll = log.view.verticalScrollBar()
    qtbot.waitUntil(lambda: scroll.maximum() > 0, timeout=1000)
    qtbot.waitUntil(log.at_bottom, timeout=1000)


def test_hostile_names_stay_plain_text(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    session = make_session(["<b>x</b>", "Ben"])
    log = make_log(qtbot, session)
    session.do(LifeChange("<b>x</b>", -1))
    assert log.lines()[-1] == "T1 · Main phase 1 — <b>x</b> loses 1 life"


def test_undo_and_redo_labels(qtbot: QtBot, session: GameSession) -> None:
    assert (undo_text(session), redo_text(session)) == ("Undo", "Redo")
    session.do(BecomeMonarch("Ben"))
    assert undo_text(session) == "Undo: Ben becomes the monarch"
    session.undo()
    assert (undo_text(session), redo_text(session)) == ("Undo", "Redo: Ben becomes the monarch")
    assert undo_text(GameSession()) == "Undo"
