"""View > Players…: the playgroup's profiles, merged when two names are one person and split again.

A merge makes the figures count both names as one player (figures.per_player over
profiles.alias_map); a split undoes it. At 1280x720 with 30 players nothing overlaps.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from companion.app.history.players import NameChoice, PlayersDialog
from companion.app.window.main_window import MainWindow
from companion.history import figures, profiles, store
from companion.history.profiles import Profile
from companion.history.store import History
from companion.shell.settings import Settings
from tests.gui.playgroup_games import COLOURS, playgroup

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def dialog(qtbot: QtBot) -> Iterator[PlayersDialog]:
    playgroup()
    made = PlayersDialog()
    qtbot.addWidget(made)
    made.show()
    yield made
    made.reject()


def per_player() -> dict[str, tuple[int, int]]:
    """(games, wins) of each player as the History page counts them, from the file."""
    with History.open() as history:
        name = figures.names_of(profiles.alias_map(history))
        return {r.name: (r.games, r.wins) for r in figures.per_player(history.rows(), name)}


def answer(monkeypatch: pytest.MonkeyPatch, pick: str | None) -> list[NameChoice]:
    """The name chooser answers `pick` (None: Cancel); returns the choosers shown."""
    shown: list[NameChoice] = []

    def exec_(chooser: NameChoice) -> int:
        shown.append(chooser)
        if pick is None:
            return QDialog.DialogCode.Rejected
        chooser.buttons[[b.text() for b in chooser.buttons].index(pick)].setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NameChoice, "exec", exec_)
    return shown


def listed(dialog: PlayersDialog) -> list[tuple[str, str, str]]:
    tree = dialog.list
    out = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        assert item is not None
        out.append((item.text(0), item.text(1), item.text(2)))
    return out


def test_the_profiles_most_played_first(dialog: PlayersDialog) -> None:
    assert listed(dialog) == [
        ("Ann", "3", ""), ("ann b.", "2", ""), ("Ben", "2", ""), ("Cid", "2", ""),
        ("Dee", "2", ""),
    ]  # fmt: skip
    swatch = dialog.list.topLevelItem(0).icon(0).pixmap(16, 16).toImage()  # type: ignore[union-attr]
    assert swatch.pixelColor(8, 8).name().upper() == COLOURS["Ann"]
    assert not dialog.merge_button.isEnabled() and not dialog.split_button.isEnabled()


def test_merging_two_names_makes_them_one_player_split_undoes_it(
    dialog: PlayersDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = per_player()
    assert before["Ann"] == (3, 2) and before["ann b."] == (2, 1)
    changed: list[bool] = []
    dialog.changed.connect(lambda: changed.append(True))
    dialog.select("Ann", "ann b.")
    assert dialog.merge_button.isEnabled()
    shown = answer(monkeypatch, "Ann")
    dialog.merge_button.click()
    assert [b.text() for b in shown[0].buttons] == ["Ann", "ann b."]
    assert listed(dialog)[0] == ("Ann", "5", "ann b.")
    assert "ann b." not in [row[0] for row in listed(dialog)]
    assert [p.name for p in dialog.selected()] == ["Ann"] and changed == [True]
    after = per_player()
    assert after["Ann"] == (5, 3) and "ann b." not in after  # one player's games and wins
    assert sum(g for g, _ in after.values()) == sum(g for g, _ in before.values())

    # Split off again: each name its own player, as before.
    assert dialog.split_button.isEnabled()
    shown = answer(monkeypatch, "ann b.")
    dialog.split_button.click()
    assert [b.text() for b in shown[-1].buttons] == ["ann b."]
    assert per_player() == before
    assert ("ann b.", "2", "") in listed(dialog) and listed(dialog)[0] == ("Ann", "3", "")
    assert changed == [True, True]


def test_the_host_chooses_which_name_is_kept(
    dialog: PlayersDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog.select("Ann", "ann b.")
    answer(monkeypatch, "ann b.")
    dialog.ask_merge()
    assert listed(dialog)[0] == ("ann b.", "5", "Ann")
    assert per_player()["ann b."] == (5, 3)


def test_cancel_changes_nothing(dialog: PlayersDialog, monkeypatch: pytest.MonkeyPatch) -> None:
    before = listed(dialog)
    dialog.select("Ann", "Ben")
    answer(monkeypatch, None)
    dialog.ask_merge()
    assert listed(dialog) == before


def test_a_history_being_written_says_so_and_changes_nothing(dialog: PlayersDialog) -> None:
    other = sqlite3.connect(store.db_path(), timeout=0, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a sync's write, say
    try:
        assert not dialog.merge("Ann", ["ann b."])
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert dialog.problem.isVisibleTo(dialog) and "Try again" in dialog.problem.text()
    assert per_player()["ann b."] == (2, 1)
    assert dialog.merge("Ann", ["ann b."])
    assert not dialog.problem.isVisibleTo(dialog)


def test_a_history_only_in_memory_is_shown_not_changed(qtbot: QtBot, tmp_path: Path) -> None:
    history = History.open(tmp_path)  # a folder: it can't be opened, read into memory instead
    assert history.path is None and history.notices
    profiles.match(history, ["Ann", "Ben"])
    shown = PlayersDialog(history=history)
    qtbot.addWidget(shown)
    shown.select("Ann", "Ben")
    assert not shown.merge_button.isEnabled()
    assert shown.notices.isVisibleTo(shown) and shown.notices.text()


def test_view_players_opens_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    playgroup()
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    seen: list[list[Profile]] = []
    monkeypatch.setattr(PlayersDialog, "exec", lambda d: seen.append(d.profiles()) or 0)
    assert window.commands.run("players")
    assert [p.name for p in seen[0]][:2] == ["Ann", "ann b."]
    assert window.actions_by_key["players"] in window.menus["view"].actions()
    window.session.close()


def test_a_merge_or_split_updates_the_history_page_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page's filters and figures count the merged names as one player while the window is
    still open (not only once the page is left and shown again)."""
    playgroup()
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.history.service.loaded, timeout=20_000):
        window.history.show()
    page = window.history.page
    bar = page.filters

    def choices() -> list[str]:
        return [bar.player.itemData(i) for i in range(1, bar.player.count())]

    assert "ann b." in choices()

    def merge(d: PlayersDialog) -> int:
        with qtbot.waitSignal(page.loaded, timeout=20_000):
            assert d.merge("Ann", ["ann b."])
        return 0

    monkeypatch.setattr(PlayersDialog, "exec", merge)
    assert window.commands.run("players")
    assert "ann b." not in choices() and page.name("ann b.") == "Ann"
    bar.set_filter(figures.Filter(player="Ann"))
    assert page.model.rowCount() == 5

    def split(d: PlayersDialog) -> int:
        with qtbot.waitSignal(page.loaded, timeout=20_000):
            assert d.split("ann b.")
        return 0

    monkeypatch.setattr(PlayersDialog, "exec", split)
    assert window.commands.run("players")
    assert "ann b." in choices() and page.name("ann b.") == "ann b."
    assert page.model.rowCount() == 3  # Ann's own games again
    assert window.history.service.shutdown(10_000)
    window.session.close()


# -- layout ----------------------------------------------------------------------------------------


def _parts(dialog: PlayersDialog) -> list[QWidget]:
    """The dialog's visible parts that must not overlap: the list, labels, buttons."""
    return [
        child for child in dialog.findChildren(QWidget)
        if child.isVisibleTo(dialog)
        and (child is dialog.list or isinstance(child, QLabel | QAbstractButton))
        and child.parentWidget() in (dialog, dialog.close_box)
    ]


def _rect(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def test_at_1280x720_with_30_players_nothing_overlaps(qtbot: QtBot) -> None:
    names = [f"Player with a long name {i:02d}" for i in range(30)]
    with History.open() as history:
        profiles.match(history, names, {n: "#56B4E9" for n in names})
        profiles.match(history, ["Ann", "ann b.", "Annie", "A."])
        for other in ("ann b.", "Annie", "A."):
            profiles.merge(history, "Ann", other)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    dialog = PlayersDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1280 and dialog.height() <= 720
    dialog.select("Ann")
    parts = _parts(dialog)
    assert dialog.list in parts and dialog.merge_button in parts and dialog.split_button in parts
    whole = dialog.rect()
    for i, part in enumerate(parts):
        rect = _rect(part, dialog)
        assert whole.contains(rect), part.objectName()
        if isinstance(part, QAbstractButton):
            assert part.width() >= part.sizeHint().width(), part.text()  # its words whole
        for other in parts[i + 1:]:
            assert not rect.intersects(_rect(other, dialog)), (part, other)
    # The list's columns: every name whole or elided in its column, the games in view.
    tree = dialog.list
    assert tree.columnWidth(0) + tree.columnWidth(1) < tree.viewport().width()
    assert tree.topLevelItemCount() == 31
    assert dialog.split_button.isEnabled()  # Ann has three other names


def test_the_chooser_lists_the_names_as_typed(qtbot: QtBot) -> None:
    chooser = NameChoice(None, "Merge players", "Which?", ["R&D", "Ann"], "Merge")
    qtbot.addWidget(chooser)
    assert [b.text() for b in chooser.buttons] == ["R&&D", "Ann"]  # no mnemonic made of "&"
    assert chooser.chosen() == "R&D"
    chooser.buttons[1].setChecked(True)
    assert chooser.chosen() == "Ann"

