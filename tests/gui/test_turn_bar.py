"""The turn bar: what it shows, how it moves the turn, and the stop at the monarch's draw."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from companion.app import describe
from companion.app.session import GameSession
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.widgets.turn_bar import TurnBar
from companion.core.actions import Concede, EndTurn, StepTo
from companion.core.model import ReminderStatus
from companion.core.steps import Step
from companion.shell.flow import DrawFirst, DrawStop

# The offscreen platform cannot resize a top-level window to its hints; a widget shown on its own
# here says so. It has a parent in the app.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def make_bar(qtbot: QtBot, session: GameSession) -> TurnBar:
    bar = TurnBar(session)
    qtbot.addWidget(bar)
    return bar


def to_bens_turn(session: GameSession) -> None:
    """From the demo (Cid's turn 3, Ben is the monarch): Dee's, Ann's, then Ben's turn 6."""
    for _ in range(3):
        assert session.do(EndTurn()) is not None
    assert (session.state.turn, session.state.turn_player) == (6, "Ben")
    assert session.state.monarch == "Ben"


def test_shows_turn_player_and_step(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    assert bar.headline() == "Round 1 · Turn 3 — Cid"
    assert bar.player_label.textFormat() == Qt.TextFormat.PlainText
    assert demo_session.color("Cid") in bar.player_label.styleSheet()
    assert bar.step_label.text() == describe.step_name(Step.MAIN1)
    demo_session.do(StepTo(Step.MAIN2))
    assert bar.step_label.text() == describe.step_name(Step.MAIN2)


def test_track_lights_current_step_and_only_later_steps_are_clickable(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    bar = make_bar(qtbot, demo_session)
    segments = bar.step_buttons()
    assert len(segments) == 12
    assert not segments[Step.UPKEEP].isEnabled()
    assert not segments[Step.MAIN1].isEnabled()
    assert segments[Step.DECLARE_ATTACKERS].isEnabled()
    assert "(now)" in segments[Step.MAIN1].toolTip()
    entries = len(demo_session.game.entries)
    qtbot.mouseClick(segments[Step.UPKEEP], Qt.MouseButton.LeftButton)
    assert demo_session.state.step is Step.MAIN1
    assert len(demo_session.game.entries) == entries
    qtbot.mouseClick(segments[Step.DECLARE_ATTACKERS], Qt.MouseButton.LeftButton)
    assert demo_session.state.step is Step.DECLARE_ATTACKERS
    assert not segments[Step.DECLARE_ATTACKERS].isEnabled()


def test_next_step_advances_and_ends_the_turn_from_cleanup(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    bar = make_bar(qtbot, demo_session)
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert demo_session.state.step is Step.BEGINNING_OF_COMBAT
    demo_session.do(StepTo(Step.CLEANUP))
    bar.next_step()
    assert (demo_session.state.turn, demo_session.state.turn_player) == (4, "Dee")
    assert demo_session.state.step is Step.MAIN1  # the new turn goes there by itself


def test_entering_combat_damage_offers_the_combat_dialog(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    bar = make_bar(qtbot, demo_session)
    with qtbot.assertNotEmitted(demo_session.combatOffered):
        bar.next_step()  # beginning of combat
        bar.next_step()  # declare attackers
        bar.next_step()  # declare blockers
    with qtbot.waitSignal(demo_session.combatOffered, timeout=500):
        bar.next_step()
    assert demo_session.state.step is Step.COMBAT_DAMAGE
    # The track lands on it too, and the button asks without moving the turn.
    demo_session.do(EndTurn())
    with qtbot.waitSignal(demo_session.combatOffered, timeout=500):
        qtbot.mouseClick(bar.step_buttons()[Step.COMBAT_DAMAGE], Qt.MouseButton.LeftButton)
    assert demo_session.state.step is Step.COMBAT_DAMAGE
    demo_session.do(EndTurn())
    with qtbot.waitSignal(bar.combatRequested, timeout=500):
        qtbot.mouseClick(bar.combat_button, Qt.MouseButton.LeftButton)
    assert demo_session.state.step is Step.UNTAP


def test_end_turn_goes_straight_through_when_nobody_must_draw(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    bar = make_bar(qtbot, demo_session)
    before = len(demo_session.game.entries)
    with qtbot.assertNotEmitted(demo_session.notice):
        qtbot.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    assert (demo_session.state.turn, demo_session.state.turn_player) == (4, "Dee")
    assert demo_session.state.pending_reminders() == ()
    # One undoable gesture, not a detour through the end step: the end of the turn and the
    # next turn's way to its first main phase.
    assert len(demo_session.game.entries) == before + 2
    assert [e.action for e in demo_session.game.next_undo()] == [EndTurn(), StepTo(Step.MAIN1)]
    assert demo_session.state.step is Step.MAIN1


def test_end_turn_button_stops_at_the_draw_and_done_on_the_panel_finishes_the_turn(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """The buttons drive the session's flow (tests/shell/test_flow.py has its every rule); the
    draw's Done is on the monarch's own panel."""
    bar = make_bar(qtbot, demo_session)
    ben = PlayerPanel(demo_session, "Ben")
    qtbot.addWidget(ben)
    ben.resize(900, 520)
    to_bens_turn(demo_session)
    with qtbot.waitSignal(demo_session.notice, timeout=500) as stop:
        qtbot.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    assert isinstance(stop.args[0], DrawStop)
    (rid,) = [r.id for r in demo_session.state.pending_reminders()]
    with qtbot.waitSignal(demo_session.rejected, timeout=500) as refused:
        qtbot.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    assert refused.args == [DrawFirst("Ben")]
    assert demo_session.state.turn == 6
    ben.click(("remind", rid, "done"))
    assert (demo_session.state.turn, demo_session.state.turn_player) == (7, "Cid")
    assert demo_session.state.reminders[rid - 1].status is ReminderStatus.RESOLVED


def test_says_when_the_turn_has_no_active_player(qtbot: QtBot, demo_session: GameSession) -> None:
    bar = make_bar(qtbot, demo_session)
    demo_session.do(Concede("Cid"))
    assert demo_session.state.active_player is None
    assert bar.headline() == "Round 1 · Turn 3 — Cid left; no active player"
    bar.end_turn()
    assert demo_session.state.turn_player == "Dee"
    assert bar.headline() == "Round 1 · Turn 4 — Dee"


def test_buttons_name_their_shortcuts_and_go_dark_when_the_game_is_over(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    session = make_session(["Ann", "Ben"])
    bar = make_bar(qtbot, session)
    assert "(N, Space)" in bar.next_button.toolTip()  # every key the command has
    assert "(E)" in bar.end_button.toolTip()
    assert "(C)" in bar.combat_button.toolTip()
    assert bar.end_button.isEnabled()
    session.do(Concede("Ben"))
    assert session.state.game_over
    for button in (bar.next_button, bar.end_button, bar.combat_button):
        assert not button.isEnabled()
    assert not any(seg.isEnabled() for seg in bar.step_buttons().values())
    bar.end_turn()
    bar.next_step()  # no refusal, nothing happens
    assert session.state.turn == 1


def test_hostile_names_show_literally(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    session = make_session(["<b>x</b>", "Ben"])
    bar = make_bar(qtbot, session)
    assert bar.player_label.text() == "<b>x</b>"
    assert bar.player_label.textFormat() == Qt.TextFormat.PlainText


def test_day_and_night_ask_for_the_spells_at_end_of_turn(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """CR 731.2: once a card brings day into the game, End turn asks how many spells the turn's
    player cast; "0" ends the turn and it becomes night, shown on the bar."""
    from companion.core.actions import SetDayNight
    from companion.core.model import DayNight

    bar = make_bar(qtbot, demo_session)
    bar.resize(1200, bar.sizeHint().height())
    bar.show()
    assert bar.day_night_label.isHidden()
    demo_session.do(SetDayNight("day"))
    assert bar.day_night_label.isVisible() and "Day" in bar.day_night_label.text()
    turn = demo_session.state.turn
    bar.end_turn()
    assert demo_session.state.turn == turn  # asked first: the turn waits for the answer
    assert bar.spells_asked() and "Cid" in bar.spells.question.text()
    assert not bar.step_buttons()[Step.UNTAP].isVisible()  # the question takes the track's place
    bar.spells.buttons[0].click()  # "0"
    state = demo_session.state
    assert state.turn == turn + 1 and state.day_night is DayNight.NIGHT
    assert not bar.spells_asked() and "Night" in bar.day_night_label.text()
    assert bar.step_buttons()[Step.UNTAP].isVisible()


def test_an_extra_turn_says_so_on_the_bar(qtbot: QtBot, demo_session: GameSession) -> None:
    """CR 500.7: an extra turn is a turn of its own kind; the bar says it while it is queued
    (play-test: only the log did), then while it is taken, then goes back."""
    from companion.core.actions import ExtraTurn

    bar = make_bar(qtbot, demo_session)
    player = demo_session.state.turn_player
    demo_session.do(ExtraTurn(player))
    assert bar.step_label.text().endswith(f" \u00b7 next: {player} (extra turn)")
    demo_session.do(EndTurn())
    assert "next:" not in bar.step_label.text()
    assert bar.player_label.text() == f"{player} (extra turn)"
    demo_session.do(EndTurn())
    assert "extra" not in bar.player_label.text()


def test_the_clock_shows_the_game_and_the_turn_time(qtbot: QtBot, companion_home: object) -> None:
    """Issue 16 item 5: "game · turn", from the lines' times, with a fake now (no sleeps)."""
    import datetime as dt

    from companion.app.session import GameSession
    from companion.app.widgets.turn_bar import TurnBar
    from companion.core.actions import EndTurn, NewGame

    session = GameSession()
    session.start(NewGame(("Ann", "Ben"), 40))
    try:
        bar = TurnBar(session)
        qtbot.addWidget(bar)
        start = dt.datetime.fromisoformat(session.game.journal[0]["at"].replace("Z", "+00:00"))
        bar.now = lambda: start + dt.timedelta(seconds=75)
        bar.tick()
        assert bar.clock.label.text() == "1:15 · 1:15"
        session.do(EndTurn())
        turn_at = session.game.entries[-1].at
        began = dt.datetime.fromisoformat(turn_at.replace("Z", "+00:00"))
        bar.now = lambda: began + dt.timedelta(seconds=5)
        bar.tick()
        whole = int((began - start).total_seconds()) + 5
        assert bar.clock.label.text() == f"{whole // 60}:{whole % 60:02d} · 0:05"
        assert bar.clock.timer.isActive()
    finally:
        session.close()


def test_the_storm_count_shows_once_a_spell_is_counted(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    """CR 702.40: storm counts this turn's spells. Nothing shows until one is counted; then the
    count is a button (+1) with a − beside it; a new turn starts again with nothing shown."""
    from companion.core.actions import Storm

    bar = make_bar(qtbot, demo_session)
    bar.resize(1200, bar.sizeHint().height())
    bar.show()
    assert bar.storm_button.isHidden() and bar.storm_minus.isHidden()
    demo_session.do(Storm(1))
    assert bar.storm_button.isVisible() and bar.storm_button.text() == "Storm 1"
    bar.storm_button.click()
    bar.storm_button.click()
    assert demo_session.state.storm == 3 and bar.storm_button.text() == "Storm 3"
    bar.storm_minus.click()
    assert demo_session.state.storm == 2
    layout = bar.layout()
    assert layout is not None
    layout.activate()
    bar_right = bar.storm_minus.geometry().right()
    assert bar_right < bar.width() and not bar.storm_button.geometry().intersects(
        bar.step_label.geometry()
    )
    demo_session.do(EndTurn())
    assert demo_session.state.storm == 0 and bar.storm_button.isHidden()



def test_the_buttons_are_the_command_tables(qtbot: QtBot, demo_session: GameSession) -> None:
    """Next step, End turn, Combat damage and ⚔ run their commands by name (issue 27 item 1):
    the tooltip names the command's real keys, and a command not offered greys its button."""
    from companion.app.commands import native_keys
    from companion.shell.commands import Registry

    bar = TurnBar(demo_session)
    qtbot.addWidget(bar)
    for name, button in (("next_step", bar.next_button), ("end_turn", bar.end_button),
                         ("commander_damage", bar.damage_button)):
        keys = native_keys(bar.commands[name])
        assert keys and f"({keys})" in button.toolTip()
    ran: list[str] = []
    real = Registry.invoke

    def recorded(self: Registry, name: str, player: str | None = None, **args: object) -> object:
        ran.append(name)
        return real(self, name, player, **args)

    turn = demo_session.state.turn
    try:
        Registry.invoke = recorded  # type: ignore[method-assign]
        bar.end_button.click()
    finally:
        Registry.invoke = real  # type: ignore[method-assign]
    assert ran == ["end_turn"] and demo_session.state.turn == turn + 1


def test_the_spells_question_is_the_games_and_comes_back_after_a_restart(
    qtbot: QtBot, companion_home: object
) -> None:
    """End turn's question (day and night, CR 731.2) is state: a new bar over the same journal,
    as after a restart, asks it again; answering it ends the turn."""
    from companion.core.actions import NewGame, SetDayNight

    session = GameSession()
    session.start(NewGame(("Ann", "Ben"), 40))
    path = session.path
    assert path is not None
    session.do(SetDayNight("day"))
    session.end_turn()
    session.close()
    again = GameSession()
    try:
        again.open(path)
        bar = TurnBar(again)
        qtbot.addWidget(bar)
        bar.show()
        assert bar.spells_asked() and "Ann" in bar.spells.question.text()
        bar.spells.buttons[0].click()
        assert again.state.turn == 2 and not bar.spells_asked()
    finally:
        again.close()


def test_combat_damage_is_offered_in_its_step_after_a_restart_too(
    qtbot: QtBot, companion_home: object
) -> None:
    """The offer follows the game's step, not a signal a restarted window never heard."""
    from companion.core.actions import NewGame

    session = GameSession()
    session.start(NewGame(("Ann", "Ben"), 40))
    path = session.path
    assert path is not None
    session.do(StepTo(Step.COMBAT_DAMAGE))
    session.close()
    again = GameSession()
    try:
        again.open(path)
        bar = make_bar(qtbot, again)
        assert bar.combat_offered()
        again.do(StepTo(Step.END_OF_COMBAT))
        assert not bar.combat_offered()
    finally:
        again.close()


def test_the_bar_keeps_its_height_and_its_upright_names(
    qtbot: QtBot, companion_home: object
) -> None:
    """Play-test: the bar's height changed as the turns went round (a longer name took
    smaller text), with day and night and the spells question, moving the panels' top edge
    (167-172 px); after "Dee left; no active player" (italic) every later name stayed italic."""
    from PySide6.QtWidgets import QApplication

    from companion.app.window.main_window import MainWindow
    from companion.core.actions import SetDayNight
    from companion.shell.settings import Settings

    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.files.start_demo()
    window.show()
    qtbot.waitExposed(window)
    session, bar, table = window.session, window.game_page.turn_bar, window.game_page.table

    def settled_top() -> tuple[int, int, int]:
        for _ in range(3):
            QApplication.processEvents()
        return bar.height(), table.geometry().top(), bar.player_label.font().pixelSize()

    before = settled_top()
    for _ in session.state.players:  # every seat's name in the box in turn
        bar.end_turn()
        while bar.spells_asked():
            bar.spells.buttons[0].click()
        assert settled_top() == before
    session.do(Concede(session.state.turn_player))  # "… left; no active player", italic
    assert "italic" in bar.player_label.styleSheet() and settled_top() == before
    bar.end_turn()
    assert session.state.active_player is not None
    assert "font-style: normal" in bar.player_label.styleSheet()
    assert settled_top() == before
    session.do(SetDayNight("day"))
    assert bar.day_night_label.isVisible() and settled_top() == before
