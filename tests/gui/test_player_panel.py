"""PlayerPanel: life buttons, wheel, long press, counters, leaving, menu and the combat question.

The panel is one painted widget; tests click its parts where they are drawn (`panel.click(key)`
sends a real press and release at the part's centre) and read what it paints (`panel.part(key)`).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.dialogs import leave
from companion.app.dialogs import monarch as monarch_dialog
from companion.app.dialogs.leave import bind_player_dialogs
from companion.app.session import GameSession
from companion.app.widgets.player_panel import (
    REPEAT_DELAY_MS,
    REPEAT_FASTEST_MS,
    REPEAT_INTERVAL_MS,
    PlayerPanel,
)
from companion.core.actions import (
    Answer,
    Ask,
    BecomeMonarch,
    CombatDamage,
    Concede,
    Hit,
    LifeChange,
    NewGame,
    PoisonChange,
    Roll,
    StepTo,
)
from companion.core.model import LeaveReason
from companion.core.steps import Step
from companion.shell.commands import build as build_commands
from companion.shell.commands import plain
from companion.shell.palette import CROWN_GOLD

HOSTILE = "<img src=x onerror=alert(1)>"


def make_panel(qtbot: QtBot, session: GameSession, name: str) -> PlayerPanel:
    """A panel whose menu runs a registry bound as the window binds it (the dialogs ask first)."""
    commands = build_commands(session)
    bind_player_dialogs(commands, session, None)
    panel = PlayerPanel(session, name, commands=commands)
    qtbot.addWidget(panel)
    panel.resize(800, 450)
    panel.show()
    return panel


def answers(panel: PlayerPanel) -> list[object]:
    """The combat question's answer buttons, left to right (None is "No")."""
    return [part.key[1] for part in panel.parts() if part.key[0] == "answer"]


def last_action(session: GameSession) -> object:
    assert session.game is not None
    entries = session.game.next_undo()
    return entries[-1].action if entries else None


def entry_count(session: GameSession) -> int:
    assert session.game is not None
    return len(session.game.entries)


def shown(panel: PlayerPanel, key: tuple[object, ...]) -> str:
    """The text a part of the panel paints ("" if the panel does not show that part now)."""
    part = panel.part(key)
    return part.text if part is not None else ""


def enabled(panel: PlayerPanel, key: tuple[object, ...]) -> bool:
    part = panel.part(key)
    assert part is not None, key
    return part.enabled


def answer(monkeypatch: pytest.MonkeyPatch, asked: list[str], yes: bool = True) -> None:
    """The concede/lose question is answered `yes` (or no); its text goes to `asked`."""

    def ask(_parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return yes

    monkeypatch.setattr(leave, "ask", ask)


def answer_yes(monkeypatch: pytest.MonkeyPatch, asked: list[str]) -> None:
    answer(monkeypatch, asked, yes=True)


def menu_texts(panel: PlayerPanel) -> list[str]:
    menu = panel.menu.build(panel)
    texts = [plain(a.text()) for a in menu.actions()]
    menu.deleteLater()
    return texts


def trigger(panel: PlayerPanel, text: str) -> None:
    menu = panel.menu.build(panel)
    matches = [a for a in menu.actions() if plain(a.text()) == text]
    assert matches, [a.text() for a in menu.actions()]
    matches[0].trigger()
    menu.deleteLater()


# -- life ---------------------------------------------------------------------------------------


def test_buttons_change_life_in_the_engine(qtbot: QtBot, session: GameSession) -> None:
    panel = make_panel(qtbot, session, "Ann")
    panel.click(("life", 1))
    assert session.state.player("Ann").life == 41
    assert last_action(session) == LifeChange("Ann", 1)
    panel.click(("life", -5))  # a moment later: the same change goes on (shell/taps.py)
    assert session.state.player("Ann").life == 36
    assert last_action(session) == LifeChange("Ann", -4)
    assert entry_count(session) == 2  # the step the first play took, and the one change
    assert shown(panel, ("total",)) == "36"
    assert shown(panel, ("run",)) == "\u22124 \u2192 36"  # the running amount, large


def test_mouse_wheel_over_the_life_total(qtbot: QtBot, session: GameSession) -> None:
    panel = make_panel(qtbot, session, "Ben")

    def wheel(steps: int) -> None:
        centre = QPointF(panel.part_center(("total",)))
        event = QWheelEvent(
            centre,
            panel.mapToGlobal(centre),
            QPoint(0, 0),
            QPoint(0, 120 * steps),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(panel, event)

    wheel(1)
    wheel(1)
    assert session.state.player("Ben").life == 42
    wheel(-1)
    assert session.state.player("Ben").life == 41
    assert last_action(session) == LifeChange("Ben", 1)  # three notches, one change


def test_long_press_repeats(qtbot: QtBot, session: GameSession) -> None:
    """Holding −1 repeats it (the timer is driven by hand: no waiting); letting go adds nothing."""
    panel = make_panel(qtbot, session, "Cid")
    where = panel.part_center(("life", -1))
    qtbot.mousePress(panel, Qt.MouseButton.LeftButton, pos=where)
    assert panel.repeat_timer.isActive()
    assert panel.repeat_timer.interval() == REPEAT_DELAY_MS
    panel.repeat_timer.timeout.emit()
    assert panel.repeat_timer.interval() == REPEAT_INTERVAL_MS
    intervals = []
    for _ in range(11):
        panel.repeat_timer.timeout.emit()
        intervals.append(panel.repeat_timer.interval())
    # Holding on goes faster and faster, down to the fastest repeat.
    assert intervals == sorted(intervals, reverse=True) and intervals[0] < REPEAT_INTERVAL_MS
    assert intervals[-1] == REPEAT_FASTEST_MS
    qtbot.mouseRelease(panel, Qt.MouseButton.LeftButton, pos=where)
    assert not panel.repeat_timer.isActive()
    assert session.state.player("Cid").life == 40 - 12
    assert last_action(session) == LifeChange("Cid", -12)  # one change, one undo step
    session.undo()
    assert session.state.player("Cid").life == 40


def test_a_tap_that_slides_off_the_button_does_nothing(qtbot: QtBot, session: GameSession) -> None:
    panel = make_panel(qtbot, session, "Cid")
    qtbot.mousePress(panel, Qt.MouseButton.LeftButton, pos=panel.part_center(("life", -1)))
    qtbot.mouseRelease(panel, Qt.MouseButton.LeftButton, pos=panel.part_center(("total",)))
    assert session.state.player("Cid").life == 40


def test_poison_plus_and_minus(qtbot: QtBot, session: GameSession) -> None:
    panel = make_panel(qtbot, session, "Dee")
    assert panel.part(("value", "poison")) is None  # no poison yet: only the "☠ +1" button
    panel.click(("chip", "add_poison"))
    assert shown(panel, ("value", "poison")) == "1"
    panel.click(("plus", "poison"))
    assert session.state.player("Dee").poison == 2
    assert shown(panel, ("value", "poison")) == "2"
    assert enabled(panel, ("minus", "poison"))
    panel.click(("minus", "poison"))
    assert session.state.player("Dee").poison == 1
    assert last_action(session) == PoisonChange("Dee", 1)  # + + − a moment apart: one change


# -- commander damage and leaving -------------------------------------------------------------


def test_commander_damage_is_combat_damage_and_21_makes_the_player_leave(
    qtbot: QtBot, session: GameSession
) -> None:
    """CR 903.10a. Entered by tapping panels: Ann's "Commander damage", then Ben's commander."""
    ann, ben = make_panel(qtbot, session, "Ann"), make_panel(qtbot, session, "Ben")
    chip = ("Ben", False)
    assert ann.part(("plus", chip)) is None  # no damage yet: no chip for Ben's commander
    ann.click(("chip", "commander"))
    ben.click(("source", False))
    assert last_action(session) == CombatDamage((Hit("Ben", "Ann", 1, commander=True),))
    for _ in range(20):
        ann.click(("deal", 1))
    state = session.state.player("Ann")
    assert state.commander_damage["Ben"] == 21
    assert state.departure is not None
    assert state.departure.reason is LeaveReason.COMMANDER_DAMAGE
    assert session.damage_mode is not None  # the mode goes on for the others
    session.set_damage_mode(None)
    assert "21 commander damage from Ben" in shown(ann, ("reason",))
    # Out of the game: a strip with the name, why and the last total; nothing to press.
    assert all(ann.part(("life", delta)) is None for delta in (-5, -1, 1, 5))
    assert ann.part(("plus", chip)) is None
    assert shown(ann, ("total",)) == str(state.life)
    assert ann.content is not None and ann.content.gone  # the name is struck out


def test_partner_commanders_count_separately(qtbot: QtBot, companion_home: object) -> None:
    """CR 702.124d: each partner's combat damage is counted on its own."""
    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid"), 40, partners=("Ben",)))
    try:
        panel = make_panel(qtbot, session, "Ann")
        session.do(CombatDamage((Hit("Ben", "Ann", 1, commander=True, partner=True),)))
        assert panel.content is not None
        chips = {chip.id for chip in panel.content.chips}
        assert chips == {"add_poison", ("Ben", True), "commander", "tax"}  # only what is in use
        assert shown(panel, ("caption", ("Ben", True))) == "\u2694 Ben (partner)"
        panel.click(("plus", ("Ben", True)))
        assert session.state.player("Ann").partner_damage == {"Ben": 2}
        assert shown(panel, ("value", ("Ben", True))) == "2"
        assert panel.part(("value", ("Ben", False))) is None
    finally:
        session.close()


def test_concede_asks_first(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = make_panel(qtbot, session, "Ben")
    answer(monkeypatch, [], yes=False)
    trigger(panel, "Concede…")
    assert session.state.player("Ben").in_game
    asked: list[str] = []
    answer_yes(monkeypatch, asked)
    trigger(panel, "Concede…")
    assert asked and "Ben" in asked[0]
    assert session.state.player("Ben").departure.reason is LeaveReason.CONCEDED  # type: ignore[union-attr]
    assert "conceded" in shown(panel, ("reason",))
    assert panel.part(("status",)) is None  # the strip says why instead of "Out"


def test_conceding_monarch_passes_the_crown_to_the_active_player(
    qtbot: QtBot, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert demo_session.state.monarch == "Ben"
    assert demo_session.state.active_player == "Cid"
    panel = make_panel(qtbot, demo_session, "Ben")
    answer_yes(monkeypatch, [])
    trigger(panel, "Concede…")
    assert demo_session.state.monarch == "Cid"


def test_lose_the_game_from_the_menu(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = make_panel(qtbot, session, "Cid")
    answer_yes(monkeypatch, [])
    trigger(panel, "Loses the game…")
    assert session.state.player("Cid").departure.reason is LeaveReason.LOST  # type: ignore[union-attr]
    assert "lost the game" in shown(panel, ("reason",))
    menu = panel.menu.build(panel)
    assert not any(a.isEnabled() for a in menu.actions())


def test_become_monarch_asks_for_the_card_first(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        monarch_dialog, "request_monarch", lambda _parent, _session, player: asked.append(player)
    )
    panel = make_panel(qtbot, session, "Dee")
    trigger(panel, "Become the monarch…")
    assert asked == ["Dee"]
    assert session.state.monarch is None


def test_the_monarch_is_not_offered_the_crown(qtbot: QtBot, demo_session: GameSession) -> None:
    assert demo_session.state.monarch == "Ben"
    assert "Become the monarch…" not in menu_texts(make_panel(qtbot, demo_session, "Ben"))
    assert menu_texts(make_panel(qtbot, demo_session, "Ann")) == [
        "Type a life amount…",
        "Become the monarch…",
        "Take the initiative…",
        "Venture into the dungeon (a card)…",
        "A monarch card enters the battlefield…",
        "Concede…",
        "Loses the game…",
        "Extra turn after this one",
        "Counters",
        "Dice",
    ]


def test_the_counters_are_grouped_in_the_menu(qtbot: QtBot, demo_session: GameSession) -> None:
    """Energy, experience, rad, speed, the blessing and the Ring in a "Counters" submenu (with
    the dialog of all of them); energy there gives the panel's player one."""
    panel = make_panel(qtbot, demo_session, "Ann")
    menu = panel.menu.build(panel)
    found = [a for a in menu.actions() if plain(a.text()) == "Counters"]
    assert found and found[0].menu() is not None
    sub = found[0].menu()
    assert [plain(a.text()) for a in sub.actions()] == [
        "Counters…", "Energy counter +1", "Experience counter +1", "Rad counter +1",
        "Speed +1 (start your engines!)", "Gets the city’s blessing", "The Ring tempts you…",
    ]  # fmt: skip
    energy = next(a for a in sub.actions() if a.property("command") == "energy")
    energy.trigger()
    assert dict(demo_session.state.player("Ann").counters) == {"energy": 1}


def test_the_dice_are_grouped_in_the_menu(qtbot: QtBot, demo_session: GameSession) -> None:
    """d6, d20, any die, a coin and the planar die in a "Dice" submenu; each rolls for the
    panel's player (one roll in the journal)."""
    panel = make_panel(qtbot, demo_session, "Ann")
    menu = panel.menu.build(panel)
    dice = [a for a in menu.actions() if plain(a.text()) == "Dice"]
    assert dice and dice[0].menu() is not None
    sub = dice[0].menu()
    assert [plain(a.text()) for a in sub.actions()] == [
        "Roll a d6", "Roll a d20", "Roll a dN…", "Flip a coin", "Roll the planar die",
    ]  # fmt: skip
    sub.actions()[1].trigger()
    roll = last_action(demo_session)
    assert isinstance(roll, Roll) and (roll.player, roll.die) == ("Ann", "d20")
    assert 1 <= int(roll.result) <= 20
    menu.deleteLater()


def test_without_dialogs_bound_the_menu_offers_nothing(qtbot: QtBot, session: GameSession) -> None:
    """A bare panel's registry has only the game commands: no dialog, so only those that need
    none (an extra turn, the counters but the Ring and the dialog, the dice but any die) are
    offered; with the game over, nothing is."""
    panel = PlayerPanel(session, "Ann")
    qtbot.addWidget(panel)
    assert menu_texts(panel) == ["Extra turn after this one", "Counters", "Dice"]
    for name in session.state.names[1:]:
        session.do(Concede(name))
    assert session.state.game_over
    assert menu_texts(panel) == ["Nothing to do for Ann now"]


def test_active_player_is_marked(qtbot: QtBot, demo_session: GameSession) -> None:
    cid = make_panel(qtbot, demo_session, "Cid")
    ann = make_panel(qtbot, demo_session, "Ann")
    assert "turn" in shown(cid, ("status",))
    assert ann.part(("status",)) is None


# -- the combat question ------------------------------------------------------------------------


@pytest.fixture
def in_combat(demo_session: GameSession) -> GameSession:
    demo_session.try_action(StepTo(Step.COMBAT_DAMAGE))
    return demo_session


def test_monarch_losing_life_in_combat_asks_whose_creature(
    qtbot: QtBot, in_combat: GameSession
) -> None:
    panel = make_panel(qtbot, in_combat, "Ben")
    before = entry_count(in_combat)
    for _ in range(3):
        panel.click(("life", -1))
    # The taps grow the open question, which is game state (journaled; taps a moment apart
    # are one change); no life is lost yet.
    assert entry_count(in_combat) == before + 1
    assert last_action(in_combat) == Ask("Ben", -3)
    assert in_combat.state.player("Ben").life == 40
    assert panel.pending == 3
    assert panel.part(("question",)) is not None
    assert "3" in shown(panel, ("amount",))
    assert shown(panel, ("total",)) == "37"  # shown as it will be, in gold
    assert panel.content is not None and panel.content.life_color.upper() == CROWN_GOLD
    # The active player first, as the default; then turn order; "No" last.
    assert answers(panel) == ["Cid", "Dee", "Ann", None]
    assert shown(panel, ("answer", None)) == "No"
    panel.click(("answer", "Cid"))
    assert in_combat.state.monarch == "Cid"
    assert in_combat.state.player("Ben").life == 37
    assert last_action(in_combat) == Answer("Cid")
    assert entry_count(in_combat) == before + 2
    assert not panel.part(("question",)) is not None
    assert panel.pending == 0


def test_answering_no_is_a_plain_life_loss(qtbot: QtBot, in_combat: GameSession) -> None:
    panel = make_panel(qtbot, in_combat, "Ben")
    panel.click(("life", -5))
    panel.click(("life", -1))
    assert panel.pending == 6
    panel.click(("answer", None))
    assert last_action(in_combat) == Answer(None)
    assert in_combat.state.monarch == "Ben"
    assert in_combat.state.player("Ben").life == 34


def test_plus_while_asking_takes_back_part_of_the_amount(
    qtbot: QtBot, in_combat: GameSession
) -> None:
    panel = make_panel(qtbot, in_combat, "Ben")
    before = entry_count(in_combat)
    panel.change_life(-5)
    panel.change_life(1)
    assert panel.pending == 4
    assert entry_count(in_combat) == before + 1  # a moment apart: one change
    assert in_combat.state.player("Ben").life == 40
    panel.change_life(6)  # 4 cancel the question, 2 are a real gain
    assert panel.pending == 0
    assert last_action(in_combat) == LifeChange("Ben", 2)
    assert not panel.part(("question",)) is not None


def test_other_actions_do_not_drop_the_question(qtbot: QtBot, in_combat: GameSession) -> None:
    panel = make_panel(qtbot, in_combat, "Ben")
    panel.change_life(-2)
    in_combat.try_action(LifeChange("Ann", -1))
    in_combat.try_action(PoisonChange("Dee", 1))
    in_combat.undo()
    assert panel.pending == 2
    assert panel.part(("question",)) is not None
    panel.click(("answer", "Dee"))
    assert in_combat.state.monarch == "Dee"


def test_no_question_outside_combat_or_for_others(qtbot: QtBot, demo_session: GameSession) -> None:
    ben = make_panel(qtbot, demo_session, "Ben")
    ben.change_life(-1)  # main phase 1, steps that follow the play: may be combat damage still
    assert last_action(demo_session) == Ask("Ben", -1) and ben.part(("question",)) is not None
    ben.click(("answer", None))
    demo_session.step_by_step = True  # a table that calls its steps: main phase 1 is no combat
    ben.change_life(-2)
    assert last_action(demo_session) == LifeChange("Ben", -2)
    demo_session.step_by_step = False
    demo_session.try_action(StepTo(Step.MAIN2))
    ben.change_life(-1)  # after combat: a plain loss
    assert last_action(demo_session) == LifeChange("Ben", -1)
    demo_session.undo()
    demo_session.undo()
    demo_session.try_action(StepTo(Step.COMBAT_DAMAGE))
    ann = make_panel(qtbot, demo_session, "Ann")
    ann.change_life(-1)  # not the monarch
    assert last_action(demo_session) == LifeChange("Ann", -1)
    ben.change_life(1)  # a gain never asks
    assert last_action(demo_session) == LifeChange("Ben", 1)
    assert not ben.part(("question",)) is not None


# -- names are text -----------------------------------------------------------------------------


def test_hostile_names_are_shown_literally(
    qtbot: QtBot, make_session: Callable[..., GameSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    session = make_session([HOSTILE, "A&B", "Cid"])
    session.try_action(CombatDamage((Hit(HOSTILE, "A&B", 1, commander=True),)))
    session.try_action(StepTo(Step.COMBAT_DAMAGE))
    session.try_action(BecomeMonarch("A&B"))
    panel = make_panel(qtbot, session, "A&B")
    # Painted with QPainter.drawText, which never reads markup: what is drawn is the name itself.
    assert shown(panel, ("name",)) == "A&B"
    chip = panel.part(("chip", (HOSTILE, False)))
    assert chip is not None
    assert "&lt;img" in chip.tooltip and "<img" not in chip.tooltip
    caption = shown(panel, ("caption", (HOSTILE, False)))
    assert caption.startswith("\u2694 ")
    assert HOSTILE.startswith(caption.removeprefix("\u2694 ").rstrip("…"))
    panel.change_life(-1)
    assert HOSTILE.startswith(shown(panel, ("answer", HOSTILE)).rstrip("…"))
    hostile = make_panel(qtbot, session, HOSTILE)
    assert shown(hostile, ("name",)) == HOSTILE
    asked: list[str] = []
    answer_yes(monkeypatch, asked)
    trigger(hostile, "Concede…")
    assert asked[0].startswith(f"{HOSTILE} concedes")  # shown as plain text (leave.ask)
    assert session.state.player(HOSTILE).departure is not None


def test_a_strip_says_why_on_its_own_line(qtbot: QtBot, session: GameSession) -> None:
    """A player who left becomes a narrow strip: "Left the game:" and why on two lines, so a
    language without spaces (Chinese) never breaks inside the reason."""
    panel = make_panel(qtbot, session, "Ben")
    session.do(Concede("Ben"))
    head, _, reason = shown(panel, ("reason",)).partition("\n")
    assert head.endswith(":") and "conceded" in reason


def test_a_strip_names_the_commander_that_dealt_the_21(qtbot: QtBot) -> None:
    """903.10a, issue 16 item 7: "out: 21 commander damage from Ben's Kraum": the strip names
    the commander given at setup, the partner when it was the partner."""
    from companion.core.actions import CombatDamage, Hit, NewGame

    session = GameSession()
    session.start(NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("Tymna", "Kraum")),)))
    try:
        panel = make_panel(qtbot, session, "Ann")
        session.do(CombatDamage((Hit("Ben", "Ann", 21, commander=True, partner=True),)))
        assert "21 commander damage from Kraum (Ben)" in shown(panel, ("reason",))
    finally:
        session.close()


def test_a_narrow_strip_keeps_a_long_word_whole(qtbot: QtBot) -> None:
    """Play-test in German at 1280 x 720 with the Stats open: Cid's strip cut
    "Kommandeurschaden" at both ends. The reason's size is chosen so its longest word fits."""
    from PySide6.QtGui import QFont, QFontMetrics

    from companion.core.actions import Concede, NewGame

    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    try:
        panel = make_panel(qtbot, session, "Cid")
        session.do(Concede("Cid"))
        word = "Kommandeurschadenkommandeurschaden"
        panel.resize(120, 260)
        content = panel.content
        assert content is not None
        import copy

        from companion.app.widgets.panel_fit import MIN_PIXELS
        from companion.app.widgets.panel_layout import lay_out

        long = copy.copy(content)
        long.reason = f"21 {word}"
        layout = lay_out(long, 120, 260, panel.font())
        part = layout.by_key[("reason",)]
        font = QFont(panel.font())
        font.setBold(True)
        font.setPixelSize(part.pixels)
        fits = QFontMetrics(font).horizontalAdvance(word) <= part.rect.width()
        assert fits or part.pixels == MIN_PIXELS
    finally:
        session.close()
