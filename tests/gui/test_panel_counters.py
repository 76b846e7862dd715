"""Counters at the table (issue 16 item 2): a chip for each counter a player has (only those take
room), − and + that change it by taps merged as life taps are, speed's + that obeys 702.179, the
blessing's ✓, the Ring's bearer and level; the Counters dialog and a counter of the pod's own
remembered for the playgroup; the rad reminder's count (CR 728); and at 8 players in 1280 x 720
the counters fit inside each panel without overlapping anything."""

from __future__ import annotations

import html

import pytest
from fakes import FakeClock
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
)
from pytestqt.qtbot import QtBot

from companion.app.dialogs.counters import CountersDialog
from companion.app.dialogs.ring import RingDialog, gained_now
from companion.app.session import GameSession
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.widgets.table import TableView
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    CitysBlessing,
    CounterChange,
    EndTurn,
    LifeChange,
    NewGame,
    RingTempts,
    Speed,
    StepTo,
)
from companion.core.steps import Step
from companion.shell.settings import Settings, playgroup_counters

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


def make_table(qtbot: QtBot, session: GameSession) -> TableView:
    table = TableView(session)
    qtbot.addWidget(table)
    table.resize(1600, 900)
    table.show()
    qtbot.waitExposed(table)
    return table


def panel_of(table: TableView, name: str) -> PlayerPanel:
    panel = table.panel(name)
    assert panel is not None
    return panel


def text(panel: PlayerPanel, kind: str, chip: str) -> str | None:
    part = panel.part((kind, chip))
    return None if part is None else part.text


def test_only_counters_in_use_take_room_and_their_buttons_change_them(
    qtbot: QtBot, companion_home: object, clock: FakeClock
) -> None:
    session = GameSession(clock=clock)
    session.start(NewGame(NAMES[:4], 40))
    try:
        table = make_table(qtbot, session)
        ann = panel_of(table, "Ann")
        keys = [str(p.key[1]) for p in ann.parts() if len(p.key) > 1]
        assert not [key for key in keys if key.startswith("counter:")]
        session.do(CounterChange("Ann", "energy", 2))
        assert text(ann, "caption", "counter:energy") == "Energy"
        assert text(ann, "value", "counter:energy") == "2"
        for _ in range(3):  # taps a moment apart: one change
            ann.click(("plus", "counter:energy"))
            clock.wait(0.3)
        assert session.state.player("Ann").counters["energy"] == 5
        assert session.game is not None and len(session.game.next_undo()) == 1
        clock.wait(2)
        ann.click(("minus", "counter:energy"))
        assert text(ann, "value", "counter:energy") == "4"
        session.do(CounterChange("Ann", "energy", -4))
        assert text(ann, "value", "counter:energy") == "0"  # used: stays at 0
        minus = ann.part(("minus", "counter:energy"))
        assert minus is not None and not minus.enabled
    finally:
        session.close()


def test_speed_blessing_and_ring_chips(qtbot: QtBot, companion_home: object) -> None:
    """702.179: speed's + increases it once a turn (then it is greyed); 702.131: the blessing is a
    ✓ without buttons; 701.54: the Ring shows its bearer and level, its abilities on hover."""
    session = GameSession()
    session.start(NewGame(NAMES[:4], 40))
    try:
        table = make_table(qtbot, session)
        ann = panel_of(table, "Ann")
        session.do(Speed("Ann"))
        assert text(ann, "value", "speed") == "1"
        ann.click(("plus", "speed"))
        assert session.state.player("Ann").speed == 2
        plus = ann.part(("plus", "speed"))
        assert plus is not None and not plus.enabled  # once each turn
        session.do(LifeChange("Ben", -1))  # no second rise this turn
        assert session.state.player("Ann").speed == 2
        session.do(CitysBlessing("Ann"))
        assert text(ann, "value", "blessing") == "\u2713"
        assert ann.part(("plus", "blessing")) is None and ann.part(("minus", "blessing")) is None
        session.do(RingTempts("Ann", "Frodo"))
        session.do(RingTempts("Ann", "Sam"))
        assert text(ann, "caption", "ring") == "Ring: Sam"
        assert text(ann, "value", "ring") == "2"
        chip = ann.part(("chip", "ring"))
        tip = html.unescape(chip.tooltip) if chip is not None else ""
        assert gained_now(2) in tip and gained_now(1) in tip and "<br>" in tip  # a line each
        assert gained_now(3) not in tip  # not gained yet
    finally:
        session.close()


def test_a_named_counter_is_the_pods_own(qtbot: QtBot, companion_home: object) -> None:
    session = GameSession()
    session.start(NewGame(NAMES[:4], 40))
    try:
        table = make_table(qtbot, session)
        session.do(CounterChange("Cid", "<b>Bounty</b>", 1, named=True))
        cid = panel_of(table, "Cid")
        assert text(cid, "caption", "named:<b>Bounty</b>") == "<b>Bounty</b>"  # as typed
        cid.click(("plus", "named:<b>Bounty</b>"))
        assert session.state.player("Cid").named_counters["<b>Bounty</b>"] == 2
    finally:
        session.close()


def test_the_counters_dialog_changes_them_and_keeps_a_new_one(
    qtbot: QtBot, companion_home: object
) -> None:
    """Each button is one action at once; a counter of the pod's own is checked as a journal
    checks it, given to the player and remembered for the playgroup's next games."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    session = window.session
    session.start(NewGame(NAMES[:3], 40))
    try:
        remembered: list[str] = []
        dialog = CountersDialog(session, "Ben", ["Lore"], remembered.append)
        qtbot.addWidget(dialog)
        captions = [w.text() for w in dialog.findChildren(QLabel) if w.text()][:4]
        assert captions[:3] == ["Counters: Ben", "Energy", "0"]  # whose, read in the dialog
        rows = dialog.rows()
        assert rows == [("energy", False), ("experience", False), ("rad", False), ("Lore", True)]
        dialog.findChild(QPushButton, "plus_2").click()  # rad
        assert session.state.player("Ben").counters == {"rad": 1}
        name = dialog.findChild(QLineEdit, "newCounter")
        name.setText("  ")
        dialog.findChild(QPushButton, "addCounter").click()
        error = dialog.findChild(QLabel, "error")
        assert error.isHidden()  # nothing typed: nothing added, nothing to say
        assert session.state.player("Ben").named_counters == {}
        name.setText("Doom")
        dialog.show()
        QTest.keyClick(name, Qt.Key.Key_Return)  # Enter adds once; no Add pressed after it
        assert error.isHidden()  # play-test: "counter name must not be empty" after an add
        assert session.state.player("Ben").named_counters == {"Doom": 1}
        for button in dialog.findChildren(QPushButton):  # a finger's, on a touch table
            assert button.height() >= 40 or not button.isVisible(), button.objectName()
        assert remembered == ["Doom"]
        assert ("Doom", True) in dialog.rows()
        speed = dialog.findChild(QPushButton, "speed")
        speed.click()
        speed.click()
        assert session.state.player("Ben").speed == 2 and not speed.isEnabled()
        blessing = dialog.findChild(QPushButton, "blessing")
        blessing.click()
        assert session.state.player("Ben").citys_blessing and not blessing.isEnabled()
        dialog.reject()
    finally:
        session.close()


def test_the_window_keeps_a_new_counter_for_the_playgroup(
    qtbot: QtBot, companion_home: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q opens the selected player's counters with the playgroup's own; one added there is in the
    settings for the same players in any seats."""
    from companion.app.dialogs import counters

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    session = window.session
    session.start(NewGame(NAMES[:3], 40))
    seen: list[CountersDialog] = []

    def run(self: CountersDialog) -> int:
        seen.append(self)
        self.findChild(QLineEdit, "newCounter").setText("Doom")
        self.findChild(QPushButton, "addCounter").click()
        return 0

    monkeypatch.setattr(counters.CountersDialog, "exec", run)
    try:
        window.game_page.table.select("Ben")
        assert window.commands.run("counters", "Ben")
        assert seen and session.state.player("Ben").named_counters == {"Doom": 1}
        assert playgroup_counters(window.settings, list(reversed(NAMES[:3]))) == ["Doom"]
    finally:
        session.close()


def test_the_ring_dialog_offers_the_last_bearer_and_says_what_is_gained(
    qtbot: QtBot, companion_home: object
) -> None:
    session = GameSession()
    session.start(NewGame(NAMES[:3], 40))
    try:
        session.do(RingTempts("Ann", "Frodo"))
        dialog = RingDialog(session, "Ann")
        qtbot.addWidget(dialog)
        assert dialog.findChild(QLineEdit, "bearer").text() == "Frodo"
        assert gained_now(2) in dialog.findChild(QLabel, "gains").text()
        dialog.findChild(QLineEdit, "bearer").setText("   ")
        assert dialog.bearer() is None  # no creature
        for _ in range(3):
            session.do(RingTempts("Ann"))
        past = RingDialog(session, "Ann")
        qtbot.addWidget(past)
        assert "four" in past.findChild(QLabel, "gains").text()  # a fifth still counts
    finally:
        session.close()


def test_the_rad_reminder_asks_the_count_and_done_resolves_it(
    qtbot: QtBot, companion_home: object
) -> None:
    """727: at Ann's precombat main phase the banner asks how many nonland cards she milled
    (0 up to her rad counters); Done takes that much life and as many rad counters."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    session = window.session
    session.start(NewGame(NAMES[:3], 40))
    try:
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        session.do(CounterChange("Ann", "rad", 3))
        session.do(EndTurn())
        session.do(EndTurn())
        session.do(EndTurn())  # back at Ann's untap step, a table calling its steps
        session.do(StepTo(Step.MAIN1))
        ann = window.game_page.table.panel("Ann")
        assert ann is not None
        (rid,) = [r.id for r in session.state.pending_reminders()]
        head = ann.part(("remind_head", rid))
        assert head is not None and "Rad" in head.text and "3" in head.text
        counts = [p.key[2] for p in ann.parts() if p.key[:2] == ("remind", rid)]
        assert sorted(counts) == [("nonland", n) for n in range(4)]  # 0 to 3, a button each
        assert window.commands.run("done")  # D: asks the count in a box, changes nothing yet
        box = QApplication.activeModalWidget()
        assert isinstance(box, QInputDialog)
        assert (box.intMinimum(), box.intMaximum()) == (0, 3)
        assert session.state.player("Ann").life == 40
        spin = box.findChild(QSpinBox)
        assert spin is not None
        spin.selectAll()
        QTest.keyClicks(spin, "2")  # typed, then Enter says it
        QTest.keyClick(spin, Qt.Key.Key_Return)
        me = session.state.player("Ann")
        assert (me.life, me.counters["rad"]) == (38, 1)
        assert session.state.pending_reminders() == ()
    finally:
        session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_eight_players_the_counters_fit_and_overlap_nothing(
    qtbot: QtBot, companion_home: object, size: tuple[int, int]
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(NAMES, 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        for name in NAMES:
            session.do(CounterChange(name, "energy", 12))
            session.do(CounterChange(name, "rad", 3))
            session.do(CounterChange(name, "Lore", 2, named=True))
            session.do(Speed(name))
            session.do(CitysBlessing(name))
            session.do(RingTempts(name, "Frodo, Sauron's Bane"))
            session.do(LifeChange(name, -3))
        QApplication.processEvents()
        table = window.game_page.table
        for name in NAMES:
            panel = panel_of(table, name)
            width, height = panel.upright_size()
            inside = QRectF(0, 0, width, height)
            parts = [p for p in panel.parts() if p.key[0] in ("chip", "total")]
            total = panel.part(("total",))
            assert total is not None
            for part in parts:
                assert inside.contains(part.rect), (name, part.key)
            chips = [p for p in parts if p.key[0] == "chip"]
            for i, a in enumerate(chips):
                assert not a.rect.intersects(total.rect), (name, a.key)
                for b in chips[i + 1 :]:
                    overlap = a.rect.intersected(b.rect)
                    assert overlap.width() < 1 or overlap.height() < 1, (name, a.key, b.key)
            shown = {p.key[1] for p in chips}
            # Six counters: those that don't fit are named by a "+N" chip, never dropped.
            more = panel.part(("chip", "more"))
            kinds = {"counter:energy", "counter:rad", "named:Lore", "speed", "blessing", "ring"}
            assert kinds <= shown or (more is not None and more.tooltip), (name, shown)
    finally:
        session.close()
