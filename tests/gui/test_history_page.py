"""The History page: the games of the games folder listed from the history's index, filtered,
sorted and opened (their statistics and a read-only replay); rebuilt and imported through the
commands with progress; the index's troubles said on the page; eight players at 1280x720.

Every journal is made through the real Game (tests/history/games.py). The index is brought up to
date on a worker thread: the tests wait for the page's `loaded` signal, never sleep.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from companion.app.history import model as games
from companion.app.history.page import HistoryPage
from companion.app.window.main_window import MainWindow
from companion.core import actions as a
from companion.history.figures import Filter
from companion.history.store import db_path
from companion.shell.paths import games_dir
from companion.shell.settings import Settings
from tests.history.games import START, journal, won_by_life, write

P4 = ("Ann", "Ben", "Cid", "Dee")
ATRAXA = "Atraxa, Praetors' Voice"
LOAD_MS = 20_000


def _day(n: int, hours: int = 0) -> dt.datetime:
    return START + dt.timedelta(days=n, hours=hours)


def _month() -> dict[str, bytes]:
    """Four games: Ann wins with Atraxa, Ben wins (a pod of three), a draw, an unfinished game."""
    return {
        "ann.jsonl": won_by_life(P4, "Ann", start=_day(0), minutes=5,
                                 commanders={"Ann": (ATRAXA,), "Ben": ("Edgar Markov",)}),
        "ben.jsonl": won_by_life(("Ann", "Ben", "Cid"), "Ben", start=_day(7),
                                 commanders={"Ben": ("Edgar Markov",)}),
        "draw.jsonl": journal(("Cid", "Dee"), [a.Lose(("Cid", "Dee"))], start=_day(14)),
        "open.jsonl": journal(P4, [a.BecomeMonarch("Ben"), a.LifeChange("Cid", -7), a.EndTurn(),
                                   a.PoisonChange("Dee", 3)], start=_day(21)),
    }


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.history._service is not None:
        assert w.history._service.shutdown(10_000)
    w.session.close()


def _open_history(qtbot: QtBot, window: MainWindow) -> HistoryPage:
    with qtbot.waitSignal(window.history.service.loaded, timeout=LOAD_MS):
        window.action("history").trigger()
    page = window.history.page
    assert window.page() is page
    return page


def _listed(page: HistoryPage) -> list[tuple[str, ...]]:
    return [page.model.texts(row) for row in range(page.model.rowCount())]


def _write_month() -> None:
    for name, data in _month().items():
        write(games_dir(), name, data)


# -- the list ------------------------------------------------------------------------------------


def test_the_page_lists_every_game_with_its_winner_and_commanders(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    rows = _listed(page)
    assert len(rows) == 4
    # Newest first: the unfinished game, the draw, Ben's win, Ann's win.
    assert [r[games.RESULT] for r in rows] == ["Unfinished", "Draw", "Won by Ben", "Won by Ann"]
    assert rows[3][games.PLAYERS] == "Ann, Ben, Cid, Dee"
    assert rows[3][games.COMMANDERS] == f"{ATRAXA}; Edgar Markov"
    assert rows[2][games.COMMANDERS] == "Edgar Markov"
    assert rows[1][games.COMMANDERS] == games.NO_VALUE
    # Ann's game: 3 lines 5 minutes apart = 15 minutes, all in turn 1.
    assert (rows[3][games.TURNS], rows[3][games.MINUTES]) == ("1", "15")
    assert rows[0][games.TURNS] == "2"
    assert page.count_text() == "4 games, 3 finished"
    assert not page.note_texts()


def test_filters_narrow_the_list_and_the_count(qtbot: QtBot, window: MainWindow) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    bar = page.filters
    assert [bar.player.itemData(i) for i in range(1, bar.player.count())] == [
        "Cid", "Ann", "Ben", "Dee"]  # the profiles, the most played first
    bar.set_filter(Filter(player="Dee"))
    assert [r[games.RESULT] for r in _listed(page)] == ["Unfinished", "Draw", "Won by Ann"]
    assert page.count_text() == "3 of 4 games, 2 finished"
    bar.set_filter(Filter(commander="Edgar Markov"))
    assert [r[games.RESULT] for r in _listed(page)] == ["Won by Ben", "Won by Ann"]
    bar.set_filter(Filter(pod_size=3))
    assert [r[games.RESULT] for r in _listed(page)] == ["Won by Ben"]
    assert page.count_text() == "1 of 4 games, 1 finished"
    bar.set_filter(Filter(since=_day(5).date(), until=_day(15).date()))
    assert [r[games.RESULT] for r in _listed(page)] == ["Draw", "Won by Ben"]
    # Through the combo box, as a player picks: Ben played three games.
    bar.clear()
    bar.player.setCurrentIndex(bar.player.findData("Ben"))
    assert len(_listed(page)) == 3
    bar.clear_button.click()
    assert page.count_text() == "4 games, 3 finished"


def test_names_merged_into_one_profile_filter_as_one_player(
    qtbot: QtBot, window: MainWindow
) -> None:
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann", start=_day(0)))
    write(games_dir(), "b.jsonl", won_by_life(("Annie", "Ben"), "Annie", start=_day(1)))
    page = _open_history(qtbot, window)
    from companion.history import profiles
    from companion.history.store import History

    with History.open() as history:
        assert profiles.merge(history, "Ann", "Annie")
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.history.leave()
        window.history.show()
    bar = page.filters
    assert [bar.player.itemData(i) for i in range(1, bar.player.count())] == ["Ann", "Ben"]
    bar.set_filter(Filter(player="Ann"))
    assert len(_listed(page)) == 2


def test_sorting_by_a_column_keeps_the_selected_game(qtbot: QtBot, window: MainWindow) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    page.select_row(3)  # Ann's win, 1 turn
    page.table.sortByColumn(games.TURNS, Qt.SortOrder.DescendingOrder)
    assert _listed(page)[0][games.TURNS] == "2"
    current = page.current_listing()
    assert current is not None and current.row.winner == "Ann"
    page.table.sortByColumn(games.RESULT, Qt.SortOrder.AscendingOrder)
    assert [r[games.RESULT] for r in _listed(page)][-1] == "Unfinished"


def test_a_game_that_ends_is_listed_when_the_page_is_shown_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    page = _open_history(qtbot, window)
    assert page.count_text().startswith("No games yet")
    window.history.leave()
    assert window.page() is window.start_page
    window.files._start(a.NewGame(("Ann", "Ben"), 40))
    window.session.do(a.LifeChange("Ben", -40))
    assert window.session.state.game_over
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.history.show()
    assert [r[games.RESULT] for r in _listed(page)] == ["Won by Ann"]
    window.history.leave()
    assert window.page() is window.game_over


def test_a_game_played_on_since_is_listed_and_shown_as_it_now_is(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Its key (its first line) stays, its row changes: the texts cached for the old row go."""
    moves = [a.LifeChange("Cid", -7), a.EndTurn()]
    write(games_dir(), "open.jsonl", journal(P4, moves, start=_day(0), minutes=5))
    page = _open_history(qtbot, window)
    first = _listed(page)[0]
    assert (first[games.RESULT], first[games.TURNS], first[games.MINUTES]) == (
        "Unfinished", "2", "10")
    tip = page.model.data(page.model.index(0, games.PLAYERS), Qt.ItemDataRole.ToolTipRole)
    assert "♛" not in tip
    page.open_row(0)
    assert "Unfinished" in page.detail.title.text()
    window.history.leave()
    ended = [*moves, a.LifeChange("Ann", -40), a.LifeChange("Ben", -40), a.LifeChange("Cid", -33)]
    write(games_dir(), "open.jsonl", journal(P4, ended, start=_day(0), minutes=5))
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.history.show()
    assert len(_listed(page)) == 1
    now = _listed(page)[0]
    assert (now[games.RESULT], now[games.TURNS], now[games.MINUTES]) == ("Won by Dee", "2", "25")
    tip = page.model.data(page.model.index(0, games.PLAYERS), Qt.ItemDataRole.ToolTipRole)
    assert "Dee ♛" in tip
    # The game opened before shows the new version too.
    assert page.showing_game
    assert page.detail.listing is not None and page.detail.listing.row.winner == "Dee"
    assert "Won by Dee" in page.detail.title.text()
    assert page.detail.replay.last == len(ended)


def test_a_damaged_journal_is_listed_and_marked(qtbot: QtBot, window: MainWindow) -> None:
    data = won_by_life(P4, "Ann")
    write(games_dir(), "bad.jsonl", data + b'{"action": "no_such_action"}\n')
    write(games_dir(), "junk.jsonl", b"not a journal at all\n")
    page = _open_history(qtbot, window)
    index = page.model.index(0, games.RESULT)
    assert page.model.data(index, games.DAMAGED_ROLE) is True
    assert not page.model.data(index, Qt.ItemDataRole.DecorationRole).isNull()
    assert "damaged" in page.model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert page.note_texts() == ["1 journal in the games folder could not be read."]


def test_a_damaged_database_is_said_and_the_games_are_still_listed(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    db_path().parent.mkdir(parents=True, exist_ok=True)
    db_path().write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)  # truncated
    page = _open_history(qtbot, window)
    assert len(_listed(page)) == 4
    notes = page.note_texts()
    assert len(notes) == 1 and notes[0].startswith("The history's database was damaged")


def test_the_start_up_sync_s_notices_are_said_when_the_page_is_first_shown(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The start-up sync found the database damaged; the page's own sync then opens the rebuilt
    one fine: the notice is still said, once."""
    _write_month()
    db_path().parent.mkdir(parents=True, exist_ok=True)
    db_path().write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)  # truncated
    with qtbot.waitSignal(window.history.service.loaded, timeout=LOAD_MS):
        window.history._sync_quietly()
    assert window.history._page is None
    page = _open_history(qtbot, window)
    assert len(_listed(page)) == 4
    notes = page.note_texts()
    assert len(notes) == 1 and notes[0].startswith("The history's database was damaged")
    window.history.leave()
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.history.show()
    assert not page.note_texts()  # said once


# -- one game ------------------------------------------------------------------------------------


def test_opening_a_game_shows_its_stats_and_its_replay_reads_state_after(
    qtbot: QtBot, window: MainWindow
) -> None:
    from companion.core.journal import load_game

    _write_month()
    page = _open_history(qtbot, window)
    page.table.setFocus()
    page.select_row(0)  # the unfinished game
    QTest.keyClick(page.table, Qt.Key.Key_Return)
    assert page.showing_game
    detail = page.detail
    assert detail.stats is not None and detail.stats.isVisible()
    assert detail.stats.game is detail.game
    game, _ = load_game((games_dir() / "open.jsonl").read_bytes())
    detail.tabs.setCurrentIndex(1)
    replay = detail.replay
    assert replay.position == replay.last == game.entry_count() == 4
    for n in range(replay.last + 1):
        replay.show_position(n)
        state = game.state_after(n)
        rows = replay.state_texts()
        assert [r[0] for r in rows] == list(P4)
        assert [int(r[1]) for r in rows] == [p.life for p in state.players]
        assert [int(r[2]) for r in rows] == [p.poison for p in state.players]
        assert [r[4] == "♛" for r in rows] == [state.monarch == p for p in P4]
        assert replay.slider.value() == n and replay.list.currentIndex().row() == n
    replay.show_position(2)
    said = replay.entries.text(2)
    assert said.startswith("T1 · ") and "Cid loses 7 life" in said
    assert replay.state_texts()[2][1] == "33"
    assert replay.what.text() == said
    QTest.keyClick(replay.list, Qt.Key.Key_Down)
    assert replay.position == 3 and replay.slider.value() == 3
    # The turn that begins is said once, by the heading (not again under it).
    assert replay.where.text() == "Turn 2 — Ben · Untap" and replay.what.text() == ""
    # Read-only: the table has no game, nothing was opened.
    assert not window.session.has_game
    QTest.keyClick(detail, Qt.Key.Key_Escape)
    assert not page.showing_game


def test_a_game_whose_journal_is_gone_shows_nothing_of_the_game_shown_before(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    detail, replay = page.detail, page.detail.replay
    detail.tabs.setCurrentIndex(0)
    assert page.open_row(0)  # the unfinished game: its stats and replay
    assert detail.stats is not None and detail.stats.isVisible()
    assert replay.state_texts() and replay.where.text()
    page.show_list()
    gone = page.model.listing(1).path
    gone.unlink()
    assert not page.open_row(1)
    assert not detail.stats.isVisible()
    assert replay.entries.rowCount() == 0 and replay.state_texts() == []
    assert (replay.where.text(), replay.what.text(), replay.counter.text()) == ("", "", "")
    assert replay.slider.maximum() == 0 and not replay.next_button.isEnabled()
    assert detail.note.isVisibleTo(detail) and str(gone) in detail.note.text()
    # A game that can be read shows again.
    page.show_list()
    assert page.open_row(0)
    assert detail.stats.isVisible() and replay.state_texts()


def test_an_unfinished_game_can_be_played_on_at_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    finished = next(r for r in range(4) if page.model.listing(r).row.finished)
    page.open_row(finished)
    assert page.detail.open_button.isHidden()
    page.show_list()
    page.open_row(0)
    assert not page.detail.open_button.isHidden()
    page.detail.open_button.click()
    assert window.session.has_game and window.page() is window.game_page
    assert window.session.state.player("Cid").life == 33


def test_double_click_opens_a_game(qtbot: QtBot, window: MainWindow) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    table = page.table
    rect = table.visualRect(page.model.index(2, games.PLAYERS))
    # A double click is a click, then a press that is a double click (as a mouse sends them).
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not page.showing_game  # one click selects
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.showing_game
    assert page.detail.listing is not None and page.detail.listing.row.winner == "Ben"


def test_the_history_page_never_plays_the_game_behind_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.files._start(a.NewGame(P4, 40))
    page = _open_history(qtbot, window)
    step = window.session.state.step
    assert not window.action("next_step").isEnabled()
    QTest.keyClick(page.table, Qt.Key.Key_N)
    QTest.keyClick(page.table, Qt.Key.Key_Space)
    assert window.session.state.step == step
    assert window.action("new").isEnabled() and window.action("history").isChecked()
    window.action("history").trigger()  # again: back to the table
    assert window.page() is window.game_page
    assert window.action("next_step").isEnabled()


def test_the_start_page_has_a_history_button(qtbot: QtBot, window: MainWindow) -> None:
    window.show_start_page()
    with qtbot.waitSignal(window.history.service.loaded, timeout=LOAD_MS):
        window.start_page.history_button.click()
    assert window.page() is window.history.page
    QTest.keyClick(window.history.page.table, Qt.Key.Key_Escape)
    assert window.page() is window.start_page


# -- rebuild and import --------------------------------------------------------------------------


def test_rebuild_through_its_command_reads_every_journal_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    assert window.action("rebuild_history") in window.menus["help"].actions()
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.action("rebuild_history").trigger()
    job = window.history.job
    assert job is not None and job.snapshot is not None
    assert job.snapshot.report is not None and job.snapshot.report.added == 4
    assert not job.dialog.isVisible()
    assert len(_listed(page)) == 4


def test_import_through_its_command_adds_new_games_once(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    month = _month()
    write(games_dir(), "ann.jsonl", month["ann.jsonl"])  # already in the history
    backup = tmp_path / "backup"
    for name, data in month.items():
        write(backup, name, data)
    write(backup / "deeper", "copy.jsonl", month["ben.jsonl"])  # the same game twice
    write(backup, "broken.jsonl", b"garbage\n")
    asked: list[str] = []

    def folder(_parent: QWidget, title: str, *_: object) -> str:
        asked.append(title)
        return str(backup)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", folder)
    page = _open_history(qtbot, window)
    assert window.action("import_games") in window.menus["game"].actions()
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.action("import_games").trigger()
    job = window.history.job
    assert asked and job is not None and job.message is not None
    assert job.message.text() == "3 games added, 2 already in the history, 1 unreadable."
    assert len(_listed(page)) == 4
    job.message.close()
    # Once more: nothing new.
    with qtbot.waitSignal(page.loaded, timeout=LOAD_MS):
        window.action("import_games").trigger()
    message = window.history.job.message if window.history.job else None
    assert message is not None
    assert message.text() == "0 games added, 5 already in the history, 1 unreadable."
    message.close()


def test_import_cancelled_at_the_folder_does_nothing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_args: "")
    window.action("import_games").trigger()
    assert window.history.job is None
    assert QApplication.activeModalWidget() is None or not isinstance(
        QApplication.activeModalWidget(), QMessageBox)


# -- room ----------------------------------------------------------------------------------------

EIGHT = ("Annabelle", "Benedikt", "Cordelia", "Dimitrios", "Evangeline", "Fitzgerald",
         "Guinevere", "Hieronymus")


def _no_overlap(widgets: list[QWidget]) -> None:
    shown = [w for w in widgets if w.isVisible()]
    for i, one in enumerate(shown):
        r1 = one.rect().translated(one.mapTo(one.window(), QPoint(0, 0)))
        for other in shown[i + 1:]:
            r2 = other.rect().translated(other.mapTo(other.window(), QPoint(0, 0)))
            assert not r1.intersects(r2), (one.objectName(), other.objectName())


def test_eight_players_at_1280x720_columns_are_readable(
    qtbot: QtBot, window: MainWindow
) -> None:
    commanders = {p: (f"{p}'s very long commander name, the Unbreakable",) for p in EIGHT}
    for n in range(12):
        write(games_dir(), f"g{n}.jsonl",
              won_by_life(EIGHT, EIGHT[n % 8], start=_day(n), commanders=commanders))
    page = _open_history(qtbot, window)
    assert window.size().width() == 1280
    table = page.table
    header = table.horizontalHeader()
    metrics = table.fontMetrics()
    for column in (games.DATE, games.TURNS, games.MINUTES):  # whole, never cut
        for row in range(page.model.rowCount()):
            text = page.model.texts(row)[column]
            assert metrics.horizontalAdvance(text) + 8 <= header.sectionSize(column), text
        assert header.sectionSize(column) >= metrics.horizontalAdvance(
            games.header_texts()[column])
    result = "Won by Hieronymus"
    assert metrics.horizontalAdvance(result) + 8 <= header.sectionSize(games.RESULT)
    for column in (games.PLAYERS, games.COMMANDERS):  # the rest, shared: readable widths
        assert header.sectionSize(column) >= 200
    assert sum(header.sectionSize(c) for c in range(games.COLUMNS)) <= table.viewport().width()
    bar = page.filters
    _no_overlap([bar.player, bar.commander, bar.since, bar.until, bar.pod_size,
                 bar.clear_button, bar.player_label, bar.commander_label])
    assert bar.width() <= page.width()
    # The game opened: its replay's players all in view.
    page.open_row(0)
    page.detail.tabs.setCurrentIndex(1)
    players = page.detail.replay.players
    assert players.rowCount() == 8
    last = players.visualRect(players.model().index(7, 0))
    assert players.viewport().rect().contains(last)
    assert players.horizontalScrollBar().maximum() == 0


def test_the_list_of_ten_thousand_games_builds_no_widget_per_row(qtbot: QtBot) -> None:
    """A model, no per-row widgets: 10,000 listings, filtered and sorted, make texts only for the
    rows shown (the time it takes is measured in tests/benchmarks/history_bench.py, not here: a
    shared machine's clock is no test)."""
    from companion.history.record import WIN, GameRow, SeatRow
    from companion.history.store import Listing

    seats = tuple(SeatRow(i, i, p, "Atraxa", "", "", "", 0, 0, 0, i == 0)
                  for i, p in enumerate(P4))
    listings = [Listing(GameRow(f"{n:064x}", (START + dt.timedelta(hours=n)).isoformat(), "",
                                600.0, 10, 3, WIN, "Ann", "", "", False, seats),
                        Path(f"/games/{n}.jsonl")) for n in range(10_000)]
    from companion.app.history.tasks import HistoryService

    service = HistoryService()
    page = HistoryPage(service)
    page.refresh = lambda: None  # type: ignore[method-assign] # these listings, not the index's
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    page.listings = listings
    page.filters.set_choices(["Ann"], [item.row for item in listings])
    page.apply_filter()
    page.table.sortByColumn(games.TURNS, Qt.SortOrder.AscendingOrder)
    QApplication.processEvents()
    assert page.model.rowCount() == 10_000
    assert len(page.model._texts) < 200
    assert not page.table.findChildren(QLabel)  # no widget per row


def test_counts_are_written_the_language_s_way(qtbot: QtBot) -> None:
    """"10,000 games" in English, "10.000" in German: the locale's grouping, not "10000"."""
    from PySide6.QtCore import QLocale

    from companion.app.history.tasks import HistoryService
    from companion.history.record import DRAW, UNFINISHED, GameRow
    from companion.history.store import Listing

    rows = [GameRow(f"{n:064x}", "", "", None, 1, 1, DRAW if n % 2 else UNFINISHED, "", "", "",
                    False, ()) for n in range(10_001)]
    page = HistoryPage(HistoryService())
    qtbot.addWidget(page)
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("en_US"))
        page.listings = [Listing(row, Path(f"/games/{i}.jsonl")) for i, row in enumerate(rows)]
        page.ever_loaded = True
        page.apply_filter()
        assert page.count_text() == "10,001 games, 5,000 finished"
        page.shown_rows = rows[:1_234]
        page._show_count()
        assert page.count_text() == "1,234 of 10,001 games, 617 finished"
        QLocale.setDefault(QLocale("de_DE"))
        assert games.counted("%n game(s)", 10_001) == "10.001 games"
        assert games.counted("%n game(s)", 1) == "1 game"
    finally:
        QLocale.setDefault(before)


# -- stats across games, start-up ----------------------------------------------------------------


def test_the_charts_tab_shows_the_games_the_filters_keep(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.app.history import charts

    shown: list[tuple[list[str], str]] = []

    def show_rows(_self: object, rows: list[object], name: object) -> None:
        shown.append(([r.key for r in rows], name("ann")))  # type: ignore[attr-defined,operator]

    monkeypatch.setattr(charts.HistoryCharts, "show_rows", show_rows)
    _write_month()
    page = _open_history(qtbot, window)
    assert page.charts is None  # not before its tab is shown
    page.tabs.setCurrentIndex(1)
    assert isinstance(page.charts, charts.HistoryCharts)
    assert len(shown) == 1 and len(shown[0][0]) == 4
    assert shown[0][1] == "Ann"  # names as the profiles spell them
    page.filters.set_filter(Filter(pod_size=3))
    assert len(shown) == 2 and len(shown[1][0]) == 1
    page.tabs.setCurrentIndex(0)
    page.filters.clear()
    assert len(shown) == 2  # not drawn while hidden
    page.tabs.setCurrentIndex(1)
    assert len(shown) == 3 and len(shown[2][0]) == 4


def test_start_up_brings_the_history_up_to_date_in_the_background(
    qtbot: QtBot, window: MainWindow
) -> None:
    _write_month()
    assert window.history._page is None
    with qtbot.waitSignal(window.history.service.loaded, timeout=LOAD_MS) as loaded:
        window.history.sync_soon(0)
    snapshot = loaded.args[0]
    assert snapshot.report.added == 4 and len(snapshot.listings) == 4
    assert window.history._page is None
    page = _open_history(qtbot, window)  # listed at once, then brought up to date again
    assert len(_listed(page)) == 4


def test_the_page_speaks_the_new_language_at_once(qtbot: QtBot, window: MainWindow) -> None:
    _write_month()
    page = _open_history(qtbot, window)
    page.open_row(3)
    page.detail.tabs.setCurrentIndex(1)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        window.set_language("zh_CN")

        def said() -> bool:  # LanguageChange is posted to each widget
            return (page.model.texts(3)[games.PLAYERS] == "Ann、Ben、Cid、Dee"
                    and page.detail.details.text().startswith("Ann、Ben、Cid、Dee")
                    and page.detail.replay.where.text().startswith("第1回合"))

        qtbot.waitUntil(said, timeout=3000)
    finally:
        from companion.app import i18n

        i18n.switch(app, "en")


def test_the_replay_names_the_commander_damage_each_player_took(qtbot: QtBot) -> None:
    """Play-test (minor defect 27): the replay had no commander-damage column, so a game won by
    21 from one commander could not be followed; its step buttons were about 10 px."""
    from companion.app.history.replay import BUTTON_PX, ReplayView
    from companion.core.game import Game

    game = Game(a.NewGame(("Ann", "Ben"), 40, partners=("Ben",),
                          commanders=(("Ben", ("Kraum, Ludevic's Opus", "Tymna the Weaver")),)))
    game.apply(a.CombatDamage((a.Hit("Ben", "Ann", 7, commander=True),)))
    game.apply(a.CombatDamage((a.Hit("Ben", "Ann", 3, commander=True, partner=True),)))
    view = ReplayView()
    qtbot.addWidget(view)
    view.set_game(game)
    view.show_position(view.last)
    rows = {r[0]: r for r in view.state_texts()}
    assert rows["Ann"][3] == "Kraum 7 · Tymna 3"
    assert rows["Ben"][3] == ""
    assert view.players.horizontalHeaderItem(3).text() == "Commander damage"
    view.show()
    qtbot.waitExposed(view)
    buttons = [b for b in view.findChildren(QWidget) if type(b).__name__ == "QToolButton"]
    assert buttons and all(min(b.width(), b.height()) >= BUTTON_PX for b in buttons)
