"""The one change cursor (core/cursor.py): what a reader that saw some entries must drop and
add, after new actions, an undo, and an undo then other actions (compared by identity)."""

from __future__ import annotations

from companion.core.actions import LifeChange, NewGame, Undo
from companion.core.cursor import changes_since
from companion.core.game import Game


def test_new_actions_an_undo_and_an_undo_then_others() -> None:
    game = Game(NewGame(("Ann", "Ben"), 40))
    for _ in range(30):
        game.apply(LifeChange("Ann", -1))
    seen = list(game.entries)
    assert changes_since(seen, game).kept == 30 and not changes_since(seen, game).added
    game.apply(LifeChange("Ben", -1))
    changes = changes_since(seen, game)
    assert changes.kept == 30 and [e.action for e in changes.added] == [LifeChange("Ben", -1)]
    seen = list(game.entries)
    for _ in range(25):  # back past the cursor's first look (16), then on with others
        game.apply(Undo())
    game.apply(LifeChange("Ben", -5))
    changes = changes_since(seen, game)
    assert changes.kept == 6
    assert [e.action for e in changes.added] == [LifeChange("Ben", -5)]
    assert changes_since([], game).kept == 0 and len(changes_since([], game).added) == 7
