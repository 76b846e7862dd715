"""The work one action causes does not grow with the game, and a tap repaints only what changed.

Counted, not timed (tests/benchmarks/action_latency.py times it): how many rows the log measures,
paints, draws anew and describes per action at 20 and at 2,000 rows, how many rows its view holds
(a tree view walks all of them for each new one), what repaints around it, what a hidden log does,
which player panels repaint after one player's life changes and which build their content again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.game_page import GamePage
from companion.app.session import GameSession
from companion.app.widgets.log_delegate import EntryDelegate
from companion.app.widgets.log_model import WINDOW, LogModel
from companion.app.widgets.log_panel import LogPanel
from companion.app.widgets.player_panel import PlayerPanel
from companion.core.actions import (
    BecomeMonarch,
    CommanderCast,
    Concede,
    CounterChange,
    FixCommanderDamage,
    LifeChange,
    NewGame,
    PoisonChange,
    StepTo,
    TakeInitiative,
)
from companion.core.game import Entry
from companion.core.model import GameState
from companion.core.steps import Step
from companion.shell.damage_mode import DamageMode

# Shown on their own the widgets are windows; the offscreen platform cannot apply size hints.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PLAYERS = ("Ann", "Ben", "Cid", "Dee")


def _settle() -> None:
    """Deliver everything posted (layouts, paints); a few passes, as posting can chain."""
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts the log's per-row work: rows measured, rows painted, lines described."""
    counted: Counter[str] = Counter()
    for cls, name in (
        (EntryDelegate, "sizeHint"),
        (EntryDelegate, "paint"),
        (EntryDelegate, "_draw_row"),
        (LogModel, "entry_text"),
    ):
        original = getattr(cls, name)

        def counting(self: object, *args: object, _f=original, _n=name) -> object:  # type: ignore[no-untyped-def]
            counted[_n] += 1
            return _f(self, *args)

        monkeypatch.setattr(cls, name, counting)
    return counted


@pytest.fixture
def sessions(qapp: object) -> Iterator[list[GameSession]]:
    made: list[GameSession] = []
    yield made
    for session in made:
        session.close()


def _game(sessions: list[GameSession], rows: int) -> GameSession:
    """A game whose log has `rows` lines (written in one go, like the demo), in turn 1's first
    main phase: the step it took is the first line (folded away in the view), then changes."""
    session = GameSession()
    sessions.append(session)
    played = [LifeChange("Ann", 1 if i % 2 else -1) for i in range(rows - 1)]
    session.start(NewGame(PLAYERS, 40), then=[StepTo(Step.MAIN1), *played])
    return session


def _entries(session: GameSession) -> list[Entry]:
    game = session.game
    assert game is not None
    return list(game.entries)


def _view_texts(log: LogPanel) -> list[str]:
    """The lines the log's view holds, in order."""
    model = log.view.model()
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def _shown_log(qtbot: QtBot, session: GameSession) -> LogPanel:
    log = LogPanel(session)
    qtbot.addWidget(log)
    log.resize(320, 420)
    log.show()
    qtbot.waitExposed(log)
    _settle()
    return log


def _work_per_action(session: GameSession, calls: Counter[str]) -> list[dict[str, int]]:
    out = []
    for delta in (3, -3, 2):
        calls.clear()
        session.do(LifeChange("Ben", delta))
        _settle()
        out.append(dict(calls))
    return out


def test_log_work_per_action_does_not_grow_with_the_game(
    qtbot: QtBot, sessions: list[GameSession], calls: Counter[str]
) -> None:
    short = _shown_log(qtbot, _game(sessions, 20))
    long = _shown_log(qtbot, _game(sessions, 2000))
    assert (short.log_model.rowCount(), long.log_model.rowCount()) == (20, 2000)
    early = _work_per_action(short._session, calls)
    late = _work_per_action(long._session, calls)
    assert late == early
    for work in late:
        assert work["entry_text"] == 1  # only the new line is said
        assert work.get("sizeHint", 0) <= 60  # the rows on screen and the last screenful
        assert work.get("paint", 0) <= 30
        assert work["_draw_row"] == 1  # the rows that moved up are drawn as they were
    assert long.at_bottom()


def test_the_log_view_holds_only_the_newest_lines(
    qtbot: QtBot, sessions: list[GameSession]
) -> None:
    """Its view holds WINDOW to 2 * WINDOW lines however long the game (a tree view walks every
    row it holds for each new one: 1,800 of 5,000 hidden step lines made that ~1.5 ms late in
    a game); the log's own lines are all there, and each action puts one row in the view."""
    session = _game(sessions, 2000)
    log = _shown_log(qtbot, session)
    view, lines = log.view, log.log_model
    assert (lines.rowCount(), view.topLevelItemCount()) == (2000, WINDOW)
    assert lines.first == 2000 - WINDOW
    inserted: list[tuple[int, int]] = []
    view.model().rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    for i in range(WINDOW + 10):
        before = view.topLevelItemCount()
        inserted.clear()
        session.do(LifeChange("Ben", 1 if i % 2 else -1))
        assert inserted == [(before, before)]  # one row, at the end
        assert view.topLevelItemCount() <= 2 * WINDOW
    _settle()
    assert log.at_bottom()
    shown = view.topLevelItemCount()
    assert shown < 2 * WINDOW and lines.first == lines.rowCount() - shown
    assert log.lines() == [lines.entry_text(e) for e in _entries(session)]
    assert _view_texts(log) == lines.texts()[lines.first :]


def test_scrolling_up_to_the_views_first_line_brings_the_older_ones(
    qtbot: QtBot, sessions: list[GameSession]
) -> None:
    session = _game(sessions, 2000)
    log = _shown_log(qtbot, session)
    view, lines = log.view, log.log_model
    scroll = view.verticalScrollBar()
    scroll.setValue(scroll.minimum())  # the player scrolls up to the top
    _settle()
    assert lines.first == 2000 - 2 * WINDOW
    top = view.indexAt(view.viewport().rect().topLeft())
    assert lines.row_of(top.row()) == 2000 - WINDOW  # the line at the top stays there
    assert not log.at_bottom()
    while lines.first:
        scroll.setValue(scroll.minimum())
        _settle()
    assert view.topLevelItemCount() == 2000
    assert view.indexAt(view.viewport().rect().topLeft()).data() == lines.texts()[WINDOW]


def test_undoing_past_the_views_first_line_fills_it_again(
    qtbot: QtBot, sessions: list[GameSession]
) -> None:
    session = _game(sessions, 2000)
    log = _shown_log(qtbot, session)
    view, lines = log.view, log.log_model
    for _ in range(WINDOW + 20):
        session.undo()
    _settle()
    assert lines.rowCount() == 2000 - WINDOW - 20
    # Emptied by the WINDOW-th undo, it took the WINDOW lines before; 20 went since.
    assert (view.topLevelItemCount(), lines.first) == (WINDOW - 20, 2000 - 2 * WINDOW)
    assert log.at_bottom()
    assert _view_texts(log) == lines.texts()[lines.first :]
    assert log.lines() == [lines.entry_text(e) for e in _entries(session)]


def test_a_new_line_repaints_nothing_around_the_log(
    qtbot: QtBot, sessions: list[GameSession]
) -> None:
    """The rows and the scroll bar; not the panel behind the scroll bar (Fusion's scroll bar
    is not opaque: the panel, the dock and the window were painted behind it each time)."""
    log = _shown_log(qtbot, _game(sessions, 2000))
    counter = _PaintCounter()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(counter)
    try:
        for widget in (log, log.view, log.view.viewport(), log.view.verticalScrollBar()):
            widget.setProperty("player", type(widget).__name__)
        for delta in (1, -1, 2):
            counter.painted.clear()
            log._session.do(LifeChange("Ben", delta))
            _settle()
            assert counter.painted["LogPanel"] == 0 and counter.painted["_LogView"] == 0
            assert counter.painted["QWidget"] == 1  # the rows (the view's viewport)
    finally:
        app.removeEventFilter(counter)


def test_a_hidden_log_only_catches_up_when_shown(
    qtbot: QtBot, sessions: list[GameSession], calls: Counter[str]
) -> None:
    session = _game(sessions, 200)
    log = _shown_log(qtbot, session)
    log.hide()
    inserted: list[tuple[int, int]] = []
    log.view.model().rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    calls.clear()
    for delta in (1, 2, 3):
        session.do(LifeChange("Cid", delta))
    session.undo()
    _settle()
    assert calls == Counter() and inserted == []
    log.show()
    _settle()
    assert inserted == [(200, 201)]  # the two actions still in the game, in one insertion
    assert calls["entry_text"] == 2
    assert log.lines()[-1] == log.log_model.entry_text(session.game.entries[-1])
    assert log.log_model.rowCount() == 202


class _PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.painted[str(watched.property("player"))] += 1
        return False


def test_one_players_life_change_repaints_only_their_panel(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    page = GamePage(demo_session)
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    qtbot.waitExposed(page)
    _settle()
    assert demo_session.state.monarch == "Ben"  # the crown is on the table, over the panels
    counter = _PaintCounter()
    for name in demo_session.state.names:
        panel = page.table.panel(name)
        assert panel is not None
        panel.setProperty("player", name)
        panel.installEventFilter(counter)
    for delta in (1, -1, 5):
        counter.painted.clear()
        page.table.change_life("Ann", delta)
        _settle()
        assert set(counter.painted) == {"Ann"}


@pytest.fixture
def shown_page(qtbot: QtBot, demo_session: GameSession) -> GamePage:
    page = GamePage(demo_session)
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    qtbot.waitExposed(page)
    _settle()
    return page


def test_a_change_builds_again_only_the_panels_it_changes(
    shown_page: GamePage, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each panel hears of every change; one that changes none of what it shows does not build
    its content (its parts, chips and texts) again: ~0.2 ms a panel late in a game."""
    built: Counter[str] = Counter()
    original = PlayerPanel._build_content

    def counting(panel: PlayerPanel, state: GameState) -> object:
        built[panel.name] += 1
        return original(panel, state)

    monkeypatch.setattr(PlayerPanel, "_build_content", counting)
    for action, changed in (
        (LifeChange("Ann", -3), {"Ann"}),
        (PoisonChange("Dee", 1), {"Dee"}),
        (FixCommanderDamage("Cid", "Ann", 2), {"Cid"}),
        (CounterChange("Ben", "energy", 2), {"Ben"}),
    ):
        built.clear()
        demo_session.do(action)
        assert set(built) == changed, action
    for tap, changed in (  # Ann's and Cid's: not the monarch, so no combat question
        ("Ann", {"Ann"}),  # a tap on Ann's life
        ("Ann", {"Ann"}),  # another: one run of taps, its amount shown above the total
        ("Cid", {"Ann", "Cid"}),  # a tap on Cid's: Ann's run is over, its amount goes
    ):
        built.clear()
        shown_page.table.change_life(tap, -1)
        assert set(built) == changed, tap


def test_a_panel_shows_what_it_would_build_after_every_change(
    shown_page: GamePage, demo_session: GameSession
) -> None:
    """Whenever the panels follow the game (a change, a run of taps over, the commander-damage
    mode), each shows what building its content then would show, built again or not."""
    session = demo_session
    table = shown_page.table
    heard: list[str] = []
    stale: list[tuple[str, str]] = []

    def check(*_args: object) -> None:  # connected after the panels: called after them
        state = session.state
        heard.append("heard")
        for name in state.names:
            panel = table.panel(name)
            assert panel is not None
            if panel.content != panel._build_content(state):
                stale.append((name, repr(steps[len(checked)])))

    for signal in (session.changed, session.tapsSettled, session.damageModeChanged):
        signal.connect(check)
    steps: list[Callable[[], object]] = [
        lambda: session.do(LifeChange("Ann", -3)),
        lambda: session.do(PoisonChange("Dee", 2)),
        lambda: session.do(FixCommanderDamage("Ann", "Ben", 3)),
        lambda: session.do(BecomeMonarch("Cid")),
        lambda: session.do(TakeInitiative("Dee")),
        lambda: session.do(CounterChange("Ben", "energy", 2)),
        lambda: session.do(CommanderCast("Cid")),
        lambda: table.change_life("Ben", -2),
        lambda: table.change_life("Ben", -1),
        lambda: table.change_life("Ann", 5),
        lambda: session.set_damage_mode(DamageMode().start_from("Ann")),
        lambda: session.set_damage_mode(None),
        lambda: session.do(StepTo(Step.COMBAT_DAMAGE)),
        lambda: table.change_life("Cid", -4),  # the monarch's loss: was it combat damage?
        lambda: table.change_life("Cid", -1),
        lambda: table.change_life("Ann", -1),  # another's life while Cid is asked
        lambda: session.answer(None),
        lambda: session.do(Concede("Ben")),  # Ann's chip for Ben's commander: no + now
        session.undo,
        session.undo,  # the answer undone: Cid is asked again
        lambda: session.answer("Ann"),  # Ann's creature: the crown passes to Ann
        lambda: session.do(StepTo(Step.MAIN2)),
        session.undo,
        session.redo,
        session.tapsSettled.emit,
    ]
    checked: list[int] = []
    for step in steps:
        heard.clear()
        step()
        assert heard, steps[len(checked)]
        checked.append(1)
    assert stale == []
