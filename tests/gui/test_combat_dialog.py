"""The combat dialog: the preview says what confirming does, and confirming does exactly that.

Each case checks the preview text and the engine state after confirming the same rows.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.dialogs.combat import CombatDialog
from companion.app.session import GameSession
from companion.core.actions import CombatDamage, Concede, EndTurn, Hit, LifeChange, NewGame
from companion.core.model import LeaveReason, MonarchCause
from companion.core.steps import Step

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def open_dialog(qtbot: QtBot, session: GameSession) -> CombatDialog:
    dialog = CombatDialog(session)
    qtbot.addWidget(dialog)
    dialog.open()
    return dialog


def row(dialog: CombatDialog, defender: str):  # type: ignore[no-untyped-def]
    return next(r for r in dialog.rows if r.defender == defender)


def hit(
    dialog: CombatDialog,
    defender: str,
    amount: int,
    *,
    source: str | None = None,
    commander: bool = False,
    infect: bool = False,
) -> None:
    r = row(dialog, defender)
    if source is not None:
        r.source.setCurrentText(source)
    r.commander.setChecked(commander)
    r.infect.setChecked(infect)
    r.amount.setValue(amount)


def confirm(dialog: CombatDialog, session: GameSession) -> None:
    entries = len(session.game.entries)
    # Combat damage is dealt in the combat damage step (CR 510): from an earlier step the turn
    # goes there first, in the same gesture.
    stepped = int(session.state.step.order < Step.COMBAT_DAMAGE.order)
    with_signal = []
    session.changed.connect(with_signal.append)
    dialog.confirm_button.click()
    assert len(with_signal) == 1  # exactly one change
    assert len(session.game.entries) == entries + stepped + 1
    assert isinstance(session.game.entries[-1].action, CombatDamage)
    assert session.state.step is Step.COMBAT_DAMAGE
    assert dialog.result() == CombatDialog.DialogCode.Accepted


def test_rows_and_defaults(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    assert [r.defender for r in dialog.rows] == ["Ann", "Ben", "Cid", "Dee"]
    assert {r.source.currentText() for r in dialog.rows} == {"Cid"}  # the active player
    assert dialog.hits() == ()
    assert not dialog.confirm_button.isEnabled()
    assert "Enter the combat damage" in dialog.preview_text()
    assert row(dialog, "Ann").partner.isHidden()  # nobody has partners


def test_steal_the_crown(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    before = demo_session.state
    hit(dialog, "Ben", 3)
    text = dialog.preview_text()
    assert "Cid becomes the monarch" in text
    assert "Ben: life 40 → 37." in text
    assert demo_session.state is before  # the preview never touches the session
    assert dialog.hits() == (Hit("Cid", "Ben", 3),)
    confirm(dialog, demo_session)
    state = demo_session.state
    assert state.monarch == "Cid"
    assert state.monarch_history[-1].cause is MonarchCause.COMBAT_DAMAGE
    assert state.player("Ben").life == 37


def test_lethal_damage_to_the_monarch(qtbot: QtBot, demo_session: GameSession) -> None:
    demo_session.do(LifeChange("Ben", -37))
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ben", 3)
    text = dialog.preview_text()
    assert "Ben leaves the game (0 life)." in text
    assert (
        "Cid becomes the monarch as the active player, because the monarch left the game." in text
    )
    assert "does not make Cid the monarch" in text  # the steal trigger fizzles
    confirm(dialog, demo_session)
    state = demo_session.state
    assert state.monarch == "Cid"
    assert state.monarch_history[-1].cause is MonarchCause.SUCCESSION
    departure = state.player("Ben").departure
    assert departure is not None and departure.reason is LeaveReason.LIFE


def test_commander_damage_reaches_21(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Cid", 17, source="Ben", commander=True)  # Ben's commander already dealt 4
    text = dialog.preview_text()
    assert "Cid: commander damage from Ben 4 → 21." in text
    assert "Cid leaves the game (21 commander damage from Ben)." in text
    confirm(dialog, demo_session)
    cid = demo_session.state.player("Cid")
    assert cid.commander_damage["Ben"] == 21
    assert cid.departure is not None
    assert cid.departure.reason is LeaveReason.COMMANDER_DAMAGE
    assert cid.departure.source == "Ben"
    assert demo_session.state.active_player is None  # Cid left during their own turn


def test_infect_gives_poison_not_life_loss(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Dee", 10, infect=True)
    text = dialog.preview_text()
    assert "Dee: poison counters 0 → 10." in text
    assert "Dee leaves the game (10 poison counters)." in text
    assert "life" not in text.split("\n")[0]
    confirm(dialog, demo_session)
    dee = demo_session.state.player("Dee")
    assert (dee.life, dee.poison) == (40, 10)
    assert dee.departure is not None and dee.departure.reason is LeaveReason.POISON


def test_damage_from_a_non_active_player(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ben", 2, source="Ann")
    assert "Ann becomes the monarch" in dialog.preview_text()
    # Said, not refused (a combat entered late names the player whose turn it was): only the
    # active player attacks (CR 508.1).
    assert "only Cid's creatures attack this turn (CR 508.1), not Ann's" in dialog.preview_text()
    assert dialog.hits() == (Hit("Ann", "Ben", 2),)
    confirm(dialog, demo_session)
    assert demo_session.state.monarch == "Ann"
    assert demo_session.state.player("Ben").life == 38


def test_several_defenders_in_one_action(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Dee", 5, commander=True)
    hit(dialog, "Ann", 2)
    hit(dialog, "Ben", 3)
    expected = (Hit("Cid", "Ann", 2), Hit("Cid", "Ben", 3), Hit("Cid", "Dee", 5, commander=True))
    assert dialog.hits() == expected  # row order, not entry order
    text = dialog.preview_text()
    assert "Ann: life 38 → 36." in text
    assert "Dee: commander damage from Cid 0 → 5." in text
    assert "Cid becomes the monarch" in text
    confirm(dialog, demo_session)
    assert demo_session.game.entries[-1].action == CombatDamage(expected)
    state = demo_session.state
    assert [state.player(n).life for n in ("Ann", "Ben", "Dee")] == [36, 37, 35]
    assert state.monarch == "Cid"


def test_hitting_a_non_monarch_keeps_the_crown(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Dee", 4)
    assert "Ben stays the monarch." in dialog.preview_text()
    confirm(dialog, demo_session)
    assert demo_session.state.monarch == "Ben"


def test_own_creatures_row_is_invalid(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ben", 3)
    hit(dialog, "Cid", 2)  # by Cid's own creatures: not possible
    assert not dialog.confirm_button.isEnabled()
    assert "Cid's creatures cannot deal combat damage to Cid." in dialog.preview_text()
    dialog.confirm()
    assert demo_session.state.monarch == "Ben"  # nothing was sent
    row(dialog, "Cid").source.setCurrentText("Dee")
    assert dialog.confirm_button.isEnabled()


def test_enter_confirms(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ben", 1)
    spin = row(dialog, "Ben").amount
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert dialog.result() == CombatDialog.DialogCode.Accepted
    assert demo_session.state.monarch == "Cid"


def test_tab_goes_through_the_rows_in_order(qtbot: QtBot, demo_session: GameSession) -> None:
    dialog = open_dialog(qtbot, demo_session)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    ann, ben = row(dialog, "Ann"), row(dialog, "Ben")
    ann.amount.setFocus()
    visited = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    # The partner column is hidden (nobody has partners), so Tab skips it.
    assert visited == [ann.commander, ann.infect, ann.source, ben.amount, ben.commander]


def test_no_active_player_defaults_to_next_in_turn_order(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    demo_session.do(Concede("Cid"))  # Cid leaves on their own turn (800.4j)
    dialog = open_dialog(qtbot, demo_session)
    assert [r.defender for r in dialog.rows] == ["Ann", "Ben", "Dee"]
    assert {r.source.currentText() for r in dialog.rows} == {"Dee"}


@pytest.fixture
def partner_session(qapp: object) -> Iterator[GameSession]:
    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid"), 40, ("Ann",)))
    yield session
    session.close()


def test_partner_commander(qtbot: QtBot, partner_session: GameSession) -> None:
    dialog = open_dialog(qtbot, partner_session)  # Ann's turn; Ann has partners
    ben = row(dialog, "Ben")
    assert not ben.partner.isHidden()
    assert not ben.partner.isEnabled()  # only for commander damage
    hit(dialog, "Ben", 6, commander=True)
    assert ben.partner.isEnabled()
    ben.partner.setChecked(True)
    assert dialog.hits() == (Hit("Ann", "Ben", 6, commander=True, partner=True),)
    assert "Ben: damage from Ann's partner commander 0 → 6." in dialog.preview_text()
    ben.source.setCurrentText("Cid")  # Cid has no partner
    assert not ben.partner.isEnabled()
    assert dialog.hits() == (Hit("Cid", "Ben", 6, commander=True),)
    ben.source.setCurrentText("Ann")
    confirm(dialog, partner_session)
    assert partner_session.state.player("Ben").partner_damage == {"Ann": 6}
    assert partner_session.state.player("Ben").commander_damage == {}


def test_names_show_as_plain_text(qtbot: QtBot, make_session) -> None:  # type: ignore[no-untyped-def]
    session = make_session(["<b>x</b>", "Ben"])
    dialog = open_dialog(qtbot, session)
    label = row(dialog, "<b>x</b>").name
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text() == "<b>x</b>"


# -- several sources per player, first strike, size ---------------------------------------------


def test_the_commander_and_a_token_hit_one_player_in_one_go(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """ "The commander for 4 plus a 3/3 token": two lines for one player, one action (510.2)."""
    before = demo_session.state.player("Ann").life
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ann", 4, source="Cid", commander=True)
    extra = dialog.add_hit(row(dialog, "Ann"))
    assert [r.defender for r in dialog.rows] == ["Ann", "Ann", "Ben", "Cid", "Dee"]
    assert extra.source.currentText() == "Cid" and not extra.commander.isChecked()
    assert extra.name.isHidden() and not row(dialog, "Ann").name.isHidden()
    extra.amount.setValue(3)
    assert dialog.hits() == (
        Hit("Cid", "Ann", 4, commander=True),
        Hit("Cid", "Ann", 3),
    )
    confirm(dialog, demo_session)
    ann = demo_session.state.player("Ann")
    assert ann.life == before - 7 and ann.commander_damage == {"Cid": 4}


def test_first_strike_then_the_regular_damage_in_one_flow(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """CR 510.4: with first strike the combat damage step happens twice; the first pass is
    dealt (and can take the crown), then the same screen asks for the regular damage."""
    assert demo_session.state.monarch == "Ben"
    dialog = open_dialog(qtbot, demo_session)
    dialog.first_strike.setChecked(True)
    assert "first-strike" in dialog.confirm_button.text().replace("&", "")
    hit(dialog, "Ben", 2, source="Dee")
    dialog.confirm_button.click()
    assert demo_session.state.monarch == "Dee"  # the first-strike damage took the crown
    assert dialog.isVisible() and dialog.pass_number == 2
    assert all(r.amount.value() == 0 for r in dialog.rows)
    assert "regular" in dialog.intro.text()
    assert dialog.first_strike.isHidden()  # no first strike offered again
    assert demo_session.state.first_strike  # owed, as state (510.4)
    hit(dialog, "Dee", 3, source="Cid")
    confirm(dialog, demo_session)
    assert demo_session.state.monarch == "Cid"  # and the regular damage took it again
    kinds = [type(e.action) for e in demo_session.game.entries[-2:]]
    assert kinds == [CombatDamage, CombatDamage]
    # The log says which pass was first strike (issue 28's play-test: it did not).
    from companion.app import describe

    first, regular = (describe.action_label(e.action) for e in demo_session.game.entries[-2:])
    assert first == "First-strike damage: Dee deals 2 combat damage to Ben"
    assert regular == "Cid deals 3 combat damage to Dee"


def test_its_text_grows_with_the_window(qtbot: QtBot, demo_session: GameSession) -> None:
    from PySide6.QtWidgets import QWidget

    sizes = []
    for height in (720, 1080):
        window = QWidget()
        qtbot.addWidget(window)
        window.resize(1280, height)
        dialog = CombatDialog(demo_session, window)
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        # What is drawn: a player's name and the amount, as they are polished.
        sizes.append(
            (
                row(dialog, "Ann").name.fontInfo().pixelSize(),
                row(dialog, "Ann").amount.fontInfo().pixelSize(),
            )
        )
        dialog.close()
        dialog.deleteLater()
    (name_720, amount_720), (name_1080, amount_1080) = sizes
    assert name_720 >= 13 and name_1080 >= 1.4 * name_720
    assert amount_1080 >= 1.4 * amount_720


def test_a_first_strike_that_ends_the_game_ends_the_dialog(
    qtbot: QtBot, companion_home: object
) -> None:
    session = GameSession()
    session.start(NewGame(("Ann", "Ben"), 40))
    try:
        dialog = open_dialog(qtbot, session)
        dialog.first_strike.setChecked(True)
        hit(dialog, "Ben", 40, source="Ann")
        dialog.confirm_button.click()
        assert session.state.game_over and session.state.winner == "Ann"
        assert dialog.result() == CombatDialog.DialogCode.Accepted
    finally:
        session.close()


def test_the_partner_box_names_which_commander_it_means(
    qtbot: QtBot, companion_home: object
) -> None:
    """CR 702.124d: partners are counted apart, so the screen says which one the box is."""
    session = GameSession()
    setup = NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("Tymna the Weaver", "Kraum")),))
    session.start(setup)
    try:
        session.do(EndTurn())  # Ben's turn: Ben's creatures attack
        dialog = CombatDialog(session)
        qtbot.addWidget(dialog)
        row = dialog.rows[0]
        row.commander.setChecked(True)
        assert row.partner.toolTip() == "Ticked: Kraum. Not ticked: Tymna the Weaver."
    finally:
        session.close()


def test_the_dialog_never_grows_past_the_screen(qtbot: QtBot, companion_home: object) -> None:
    """A long preview grows the dialog, but never taller than the screen: OK stays on it."""
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    session = GameSession()
    session.start(NewGame(names, 40, names[1:]))
    try:
        dialog = CombatDialog(session)
        qtbot.addWidget(dialog)
        dialog.show()
        for row in list(dialog.rows):
            if row.defender != "Ann":
                row.source.setCurrentText("Ann")
                row.amount.setValue(25)  # everyone out: a sentence each, and the crown
                row.commander.setChecked(True)
        screen = dialog.screen().availableGeometry()
        assert dialog.height() <= screen.height()
        assert dialog.preview_text().count("\n") >= 14
    finally:
        session.close()


def test_the_preview_names_commanders_as_the_panels_do(
    qtbot: QtBot, companion_home: object
) -> None:
    """With commanders named at setup, the preview says "damage from Kraum (Ben)", as the
    panels and the log do, not "Ben's partner commander"."""
    session = GameSession()
    setup = NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("Tymna the Weaver", "Kraum")),))
    session.start(setup)
    try:
        session.do(EndTurn())  # Ben's turn
        dialog = CombatDialog(session)
        qtbot.addWidget(dialog)
        row = dialog.rows[0]
        row.commander.setChecked(True)
        row.partner.setChecked(True)
        row.amount.setValue(6)
        assert "Ann: damage from Kraum (Ben) 0 → 6." in dialog.preview_text()
    finally:
        session.close()


def test_the_prompt_says_what_happens_to_the_crown_and_the_initiative_together(
    qtbot: QtBot, companion_home: object
) -> None:
    """725.2 and 726.2 in one combat damage step: the preview says both moves before anyone
    confirms, and confirming makes them: Ann is the monarch, Ben has the initiative; on Cid's
    turn Cid hits Ann and Dee hits Ben."""
    from companion.core.actions import BecomeMonarch, StepTo, TakeInitiative, Venture
    from companion.core.steps import Step

    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    try:
        session.do(StepTo(Step.MAIN1))
        session.do(BecomeMonarch("Ann"))
        session.do(TakeInitiative("Ben"))
        session.do(Venture("Ben"))
        dialog = open_dialog(qtbot, session)
        assert "Ben has the initiative." in dialog.intro.text()
        hit(dialog, "Ann", 3, source="Cid")
        hit(dialog, "Ben", 2, source="Dee")
        preview = dialog.preview_text()
        assert "Cid becomes the monarch" in preview
        assert "Dee's creatures dealt combat damage to Ben" in preview
        hit(dialog, "Ben", 0)
        preview = dialog.preview_text()
        assert "Ben keeps the initiative." in preview
        hit(dialog, "Ben", 2, source="Dee")
        confirm(dialog, session)
        state = session.state
        assert (state.monarch, state.initiative) == ("Cid", "Dee")
    finally:
        session.close()


def test_enter_deals_the_regular_damage(qtbot: QtBot, demo_session: GameSession) -> None:
    """In the regular pass Deal damage is the default button: Enter deals it (it cancelled)."""
    from PySide6.QtCore import Qt

    dialog = open_dialog(qtbot, demo_session)
    dialog.first_strike.setChecked(True)
    hit(dialog, "Ben", 2, source="Dee")
    dialog.confirm_button.click()
    assert dialog.pass_number == 2 and dialog.confirm_button.isDefault()
    hit(dialog, "Ann", 3, source="Cid")
    before = demo_session.state.player("Ann").life
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert demo_session.state.player("Ann").life == before - 3
    assert dialog.result() == CombatDialog.DialogCode.Accepted
    assert not demo_session.state.first_strike


def test_quitting_between_the_passes_still_owes_the_regular_damage(
    qtbot: QtBot, companion_home: object
) -> None:
    """The first-strike damage dealt, the app quit: started again, the combat screen opens at
    the regular damage and the turn bar offers it (510.4)."""
    from companion.app.widgets.turn_bar import TurnBar
    from companion.core.actions import StepTo
    from companion.core.steps import Step

    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid"), 40))
    path = session.path
    assert path is not None
    session.do(StepTo(Step.COMBAT_DAMAGE))
    dialog = open_dialog(qtbot, session)
    dialog.first_strike.setChecked(True)
    hit(dialog, "Ben", 2, source="Ann")
    dialog.confirm_button.click()
    dialog.close()
    session.close()
    again = GameSession()
    try:
        again.open(path)
        assert again.state.first_strike
        bar = TurnBar(again)
        qtbot.addWidget(bar)
        assert bar.combat_offered()
        # The desktop says it, as the overlay and the phones do (issue 27's play-test).
        assert bar.step_label.text() == "Combat damage step · regular combat damage next"
        reopened = open_dialog(qtbot, again)
        assert reopened.pass_number == 2 and "regular" in reopened.intro.text()
        assert reopened.first_strike.isHidden()
    finally:
        again.close()


def test_moving_on_with_the_regular_damage_owed_says_so(qtbot: QtBot) -> None:
    """510.4: after first strike the regular pass is owed; Next step (or End turn) leaves it
    undealt, and the notice bar says so with Undo, which brings the pass back."""
    from companion.app.widgets.notices import NoticeBar
    from companion.core.actions import StepTo
    from companion.core.steps import Step

    session = GameSession()
    session.start(NewGame(("Ann", "Ben", "Cid"), 40))
    bar = NoticeBar(session)
    qtbot.addWidget(bar)
    heard: list[object] = []
    session.notice.connect(heard.append)
    session.do(StepTo(Step.COMBAT_DAMAGE))
    session.do(CombatDamage((Hit("Ann", "Ben", 2),), first_strike=True))
    session.next_step()
    assert session.state.step is Step.END_OF_COMBAT and not session.state.first_strike
    (notice,) = heard
    bar.flow_notice(notice)  # type: ignore[arg-type]
    assert bar.text() == "Ann's turn moved on after first strike: no regular combat damage " \
        "was dealt."
    session.undo()
    assert session.state.first_strike and session.state.step is Step.COMBAT_DAMAGE
    session.close()


def test_cancel_with_damage_typed_says_so_before_it_closes(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """Typed damage is never lost by a stray Esc (issue 28 item 2): the first Cancel says the
    damage is not dealt; a second closes without dealing it; a change in between asks again."""
    before = demo_session.state
    dialog = open_dialog(qtbot, demo_session)
    hit(dialog, "Ben", 3, source="Dee")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and "not dealt yet" in dialog.preview_text()
    hit(dialog, "Ben", 4, source="Dee")  # changed: the next Cancel asks again
    dialog.reject()
    assert dialog.isVisible() and "not dealt yet" in dialog.preview_text()
    dialog.reject()
    assert not dialog.isVisible()
    assert demo_session.state is before  # nothing was dealt
