"""Fast entry at the table: taps merge into one change shown as it grows, and a typed amount.

A fake clock drives the pause between taps (shell/taps.py); the entry dialog is driven by its
keys and its line, never left open (the modal watchdog of conftest.py would fail the test).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fakes import FakeClock
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.amount_entry import AmountDialog
from companion.app.session import GameSession
from companion.app.widgets.player_panel import PlayerPanel
from companion.core.actions import (
    Ask,
    BecomeMonarch,
    CombatDamage,
    FixCommanderDamage,
    Hit,
    LifeChange,
    NewGame,
    PoisonChange,
    StepTo,
)
from companion.core.steps import Step
from companion.shell import taps

MINUS = "\u2212"


@pytest.fixture
def live(companion_home: object, clock: FakeClock) -> Iterator[GameSession]:
    session = GameSession(clock=clock)
    # In the combat damage step (its step is the journal's first line, left out by `actions`):
    # the entries are the amounts' alone, and no hit takes the turn anywhere.
    session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40), then=[StepTo(Step.COMBAT_DAMAGE)])
    yield session
    session.close()


def panel_of(qtbot: QtBot, session: GameSession, name: str) -> PlayerPanel:
    panel = PlayerPanel(session, name)
    qtbot.addWidget(panel)
    panel.resize(800, 450)
    panel.show()
    return panel


def actions(session: GameSession) -> list[object]:
    assert session.game is not None
    return [entry.action for entry in session.game.entries][1:]


def test_the_running_amount_shows_large_and_goes_when_the_taps_stop(
    qtbot: QtBot, live: GameSession, clock: FakeClock
) -> None:
    panel = panel_of(qtbot, live, "Ann")
    for _ in range(14):
        panel.click(("life", -1))
        clock.now += 0.2
    run = panel.part(("run",))
    total = panel.part(("total",))
    assert run is not None and total is not None
    assert run.text == f"{MINUS}14 \u2192 26" and total.text == "26"
    assert run.pixels >= 30  # read from across the table, like the total under it
    assert run.rect.bottom() <= total.rect.top() + 0.5  # above the total, not over it
    assert actions(live) == [LifeChange("Ann", -14)]
    clock.now += taps.PAUSE + 0.1
    live.tapsSettled.emit()  # the session's timer says the run is over
    assert panel.part(("run",)) is None
    assert panel.part(("total",)) is not None


def test_chip_taps_merge_and_show_on_the_panel(
    qtbot: QtBot, live: GameSession, clock: FakeClock
) -> None:
    panel = panel_of(qtbot, live, "Ben")
    panel.click(("chip", "add_poison"))
    for _ in range(2):
        panel.click(("plus", "poison"))
    run = panel.part(("run",))
    assert run is not None and run.text == "\u2620 +3 \u2192 3"
    live.do(CombatDamage((Hit("Cid", "Ben", 1, commander=True),)))
    for _ in range(2):
        panel.click(("plus", ("Cid", False)))
    run = panel.part(("run",))
    assert run is not None and run.text == "Cid +2 \u2192 3"
    assert actions(live) == [
        PoisonChange("Ben", 3),
        CombatDamage((Hit("Cid", "Ben", 1, commander=True),)),
        CombatDamage((Hit("Cid", "Ben", 2, commander=True),)),
    ]


def test_a_tap_on_the_total_or_a_chip_asks_for_an_amount(qtbot: QtBot, live: GameSession) -> None:
    live.do(CombatDamage((Hit("Ann", "Cid", 2, commander=True),)))
    live.do(PoisonChange("Cid", 1))
    panel = panel_of(qtbot, live, "Cid")
    asked: list[object] = []
    panel.amountRequested.connect(asked.append)
    panel.click(("total",))
    panel.click(("chip", "poison"))
    panel.click(("chip", ("Ann", False)))
    assert asked == [taps.life("Cid"), taps.poison("Cid"), taps.commander("Cid", "Ann")]
    assert len(actions(live)) == 2  # asking changes nothing


def dialog(qtbot: QtBot, session: GameSession, counter: taps.Counter) -> AmountDialog:
    box = AmountDialog(session, counter)
    qtbot.addWidget(box)
    box.show()
    return box


def ok_enabled(box: AmountDialog) -> bool:
    return box.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_typing_minus_seven_or_a_new_total(qtbot: QtBot, live: GameSession) -> None:
    box = dialog(qtbot, live, taps.life("Ann"))
    for key in (MINUS, "7"):
        box.keys[key].click()  # the number pad, as a finger would
    assert box.line.text() == f"{MINUS}7"
    assert box.preview.text() == f"40 {MINUS}7 \u2192 33"
    assert ok_enabled(box)
    box.accept()
    assert actions(live) == [LifeChange("Ann", -7)] and not box.isVisible()
    box = dialog(qtbot, live, taps.life("Ann"))
    box.line.setText("33")  # a new total, typed: 33 - 33 is no change at all
    assert box.preview.text() == "33 \u00b10 \u2192 33"
    box.accept()
    box = dialog(qtbot, live, taps.life("Ann"))
    box.line.setText("45")
    box.accept()
    assert actions(live) == [LifeChange("Ann", -7), LifeChange("Ann", 12)]


def test_what_cannot_be_applied_is_said_and_ok_waits(qtbot: QtBot, live: GameSession) -> None:
    box = dialog(qtbot, live, taps.life("Ben"))
    box.line.setText("7x")
    assert not ok_enabled(box) and "Not a number" in box.preview.text()
    box.accept()
    assert box.isVisible() and actions(live) == []
    box.reject()
    box = dialog(qtbot, live, taps.poison("Ben"))
    box.line.setText("-1")
    assert not ok_enabled(box) and "below 0" in box.preview.text()
    box.reject()
    live.do(CombatDamage((Hit("Dee", "Ben", 5, commander=True),)))
    box = dialog(qtbot, live, taps.commander("Ben", "Dee"))
    assert "5" in box.question.text() and "Dee" in box.question.text()
    box.line.setText("-6")  # more than the 5 dealt
    assert not ok_enabled(box) and "below 0" in box.preview.text()
    box.line.setText("8")
    box.accept()
    assert live.state.player("Ben").commander_damage == {"Dee": 8}


def test_typing_less_commander_damage_takes_back_the_mistake_and_its_life(
    qtbot: QtBot, live: GameSession
) -> None:
    """A tally set too high is corrected: the damage goes down and the life it took comes back
    (CR 903.10a counts only damage dealt); the crown does not move."""
    live.do(CombatDamage((Hit("Dee", "Ben", 5, commander=True),)))
    life = live.state.player("Ben").life
    box = dialog(qtbot, live, taps.commander("Ben", "Dee"))
    box.line.setText("3")
    assert ok_enabled(box) and "→ 3" in box.preview.text()
    box.accept()
    assert live.state.player("Ben").commander_damage == {"Dee": 3}
    assert live.state.player("Ben").life == life + 2
    assert actions(live)[-1] == FixCommanderDamage("Ben", "Dee", -2)


def test_a_typed_loss_of_the_monarch_in_combat_still_asks_whose_creature(
    qtbot: QtBot, live: GameSession
) -> None:
    """CR 725.2: only combat damage passes the crown; the table is asked, as for a tap."""
    live.do(BecomeMonarch("Cid"))
    live.do(StepTo(Step.COMBAT_DAMAGE))
    box = dialog(qtbot, live, taps.life("Cid"))
    box.line.setText("-4")
    box.accept()
    assert actions(live)[-1] == Ask("Cid", -4)
    assert live.state.question is not None and live.state.question.amount == 4


def test_its_words_grow_with_the_window(qtbot: QtBot, live: GameSession) -> None:
    from PySide6.QtWidgets import QWidget

    sizes = []
    for height in (720, 1080):
        window = QWidget()
        qtbot.addWidget(window)
        window.resize(1280, height)
        box = AmountDialog(live, taps.life("Ann"), window)
        qtbot.addWidget(box)
        sizes.append(box.question.fontInfo().pixelSize())
    assert sizes[0] >= 14 and sizes[1] >= 1.4 * sizes[0]


def test_an_amount_too_large_to_write_is_refused(qtbot: QtBot, live: GameSession) -> None:
    """The journal reads back at most 1,000,000 at once: more is never written."""
    box = dialog(qtbot, live, taps.life("Ann"))
    box.line.setText("9999999")
    assert not ok_enabled(box) and "too large" in box.preview.text()
    box.accept()
    assert actions(live) == []
    box.reject()


def test_the_entry_starts_from_the_total_the_panel_shows(
    qtbot: QtBot, live: GameSession, clock: FakeClock
) -> None:
    """While the monarch's combat question is open the panel shows the life as it will be; a
    typed total means that total."""
    live.do(BecomeMonarch("Ben"))
    live.do(StepTo(Step.COMBAT_DAMAGE))
    live.change_life("Ben", -5)
    box = dialog(qtbot, live, taps.life("Ben"))
    assert box.current == 35 and "35" in box.question.text()
    box.line.setText("30")
    assert box.preview.text() == f"35 {MINUS}5 \u2192 30"
    box.accept()
    assert live.state.question is not None and live.state.question.amount == 10
