"""A player who leaves takes their dungeon with them (CR 800.4a: every object they own leaves the
game; a dungeon is a card in their command zone), as their monarch cards go. A play-test found
the stream overlay still drawing the map of a player who had conceded; the count of dungeons
they completed stays (it is history, for the stats)."""

from __future__ import annotations

from collections.abc import Callable

from companion.core import rules
from companion.core.game import Game
from companion.core.snapshot import state_json
from tests.core.test_initiative import take, venture
from tests.core.test_monarch_rules import cites

Play = Callable[..., Game]


@cites(rules.LEAVING_MULTIPLAYER)
def test_the_dungeon_leaves_with_the_player(play: Play) -> None:
    game = play(take("Cid"), venture("Cid"), players=("Ann", "Ben", "Cid", "Dee"))
    game.apply_json({"action": "venture", "player": "Dee", "source": "Nadaar, Selfless Paladin",
                     "dungeon": "Tomb of Annihilation"})
    for room in ("Veils of Fear", "Sandfall Cell", "Cradle of the Death God"):
        game.apply_json({"action": "venture", "player": "Dee", "source": "Nadaar, Selfless Paladin",
                         **({"room": room} if room == "Veils of Fear" else {})})
    game.apply_json({"action": "venture", "player": "Dee", "source": "Nadaar, Selfless Paladin",
                     "dungeon": "Lost Mine of Phandelver"})
    assert game.state.player("Dee").dungeons_completed == 1
    assert game.state.player("Dee").dungeon == "Lost Mine of Phandelver"
    game.apply_json({"action": "concede", "player": "Cid"})
    game.apply_json({"action": "lose", "players": ["Dee"]})
    for name in ("Cid", "Dee"):
        gone = game.state.player(name)
        assert (gone.dungeon, gone.room) == (None, None), name
        assert name not in state_json(game.state)["dungeons"] or (
            state_json(game.state)["dungeons"][name]["dungeon"] is None
        )
    assert game.state.player("Dee").dungeons_completed == 1  # what they did stays said
    game.apply_json({"action": "undo"})
    assert game.state.player("Dee").dungeon == "Lost Mine of Phandelver"  # back with her
