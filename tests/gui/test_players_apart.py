"""Two names who sat at the same game are two people: the Players window does not merge them
(play-test: merged, each game they shared counted twice for one player, "745 of 3,226")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from companion.app.history.players import PlayersDialog
from companion.history import figures, profiles
from companion.history.store import History
from tests.gui.playgroup_games import playgroup

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_names_at_the_same_game_are_not_merged(qtbot: QtBot) -> None:
    playgroup()  # Ann and Ben sat at games 1 and 2; Ann and "ann b." never together
    dialog = PlayersDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.merge("Ann", ["Ben", "ann b."])
    assert dialog.problem.isVisible() and "Ben" in dialog.problem.text()
    with History.open() as history:
        names = figures.names_of(profiles.alias_map(history))
        assert names("ann b.") == "Ann" and names("Ben") == "Ben"
        assert not profiles.merge(history, "Ann", "Ben")
        games = {r.name: r.games for r in figures.per_player(history.rows(), names)}
        assert games["Ann"] == 5 and sum(r.pod_size for r in history.rows()) == sum(
            r.games for r in figures.per_player(history.rows(), names))  # no seat counted twice
    dialog.reject()
