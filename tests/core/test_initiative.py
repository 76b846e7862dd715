"""The initiative, CR 726, and venturing into Undercity, 701.49 (RULES.md quotes 725 and
summarises 701.49 and Undercity's rooms).

726.2's three inherent triggers: the venture at the holder's upkeep, the take by "one or more
creatures a player controls" dealing combat damage to the holder, and the venture on every take.
726.4: succession when the holder leaves. 726.5: taking it again still ventures.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.errors import ActionError
from companion.core.events import InitiativeTaken, StealFizzled, Ventured
from companion.core.game import Game
from companion.core.model import VENTURE, MonarchCause, ReminderStatus

Play = Callable[..., Game]
FOUR = ("Ann", "Ben", "Cid", "Dee")


def take(player: str, source: str | None = "Aarakocra Sneak") -> dict[str, Any]:
    line: dict[str, Any] = {"action": "take_initiative", "player": player}
    if source:
        line["source"] = source
    return line


def venture(player: str, room: str | None = None, **more: Any) -> dict[str, Any]:
    line: dict[str, Any] = {"action": "venture", "player": player, **more}
    if room is not None:
        line["room"] = room
    return line


def step(to: str) -> dict[str, Any]:
    return {"action": "step", "to": to}


def hits(*triples: tuple[str, str, int]) -> dict[str, Any]:
    return {
        "action": "combat_damage",
        "hits": [{"from": a, "to": b, "amount": n} for a, b, n in triples],
    }


END = {"action": "end_turn"}


def pending_ventures(game: Game) -> list[str]:
    return [
        r.player for r in game.state.reminders
        if r.kind == VENTURE and r.status is ReminderStatus.PENDING
    ]


def test_taking_the_initiative_ventures_into_undercity(play: Play) -> None:
    """726.1/726.2: an effect gives it; taking it triggers a venture into Undercity, which starts
    Undercity at its first room (701.49)."""
    game = play(take("Ben"))
    assert game.state.initiative == "Ben"
    assert pending_ventures(game) == ["Ben"]
    game.apply_json(venture("Ben"))
    ben = game.state.player("Ben")
    assert (ben.dungeon, ben.room) == ("Undercity", "Secret Entrance")
    assert pending_ventures(game) == []
    assert [e for e in game.entries[-1].events if isinstance(e, Ventured)] == [
        Ventured("Ben", "Undercity", "Secret Entrance")
    ]


def test_taking_it_again_ventures_again_unlike_the_monarch(play: Play) -> None:
    """726.5: the holder told to take it ventures again, with no second designation and no new
    history entry (becoming the monarch again does nothing, by the Custodi Lich ruling)."""
    game = play(take("Ben"), venture("Ben"), take("Ben", "White Plume Adventurer"))
    assert pending_ventures(game) == ["Ben"]
    assert len(game.state.initiative_history) == 1
    taken = [e for e in game.entries[-1].events if isinstance(e, InitiativeTaken)]
    assert taken == [InitiativeTaken("Ben", "Ben", MonarchCause.EFFECT, "White Plume Adventurer")]


def test_only_one_player_has_it(play: Play) -> None:
    """726.3: as a player takes it, the one who had it ceases to have it."""
    game = play(take("Ben"), venture("Ben"), take("Cid"))
    assert game.state.initiative == "Cid"
    assert [c.player for c in game.state.initiative_history] == ["Ben", "Cid"]
    assert game.state.initiative_history[-1].previous == "Ben"


def test_ending_the_turn_through_the_holders_upkeep_owes_a_venture(play: Play) -> None:
    """726.2: end_turn enters every step left, the holder's upkeep too, and its venture is owed."""
    game = play(take("Ann"), venture("Ann"))
    with pytest.raises(ActionError, match="Ann still has to venture"):
        game.apply_json(END)


def test_a_venture_at_the_holders_upkeep_only(play: Play) -> None:
    """726.2: "At the beginning of the upkeep of the player who has the initiative": Ann's
    upkeep makes no venture for Ben; Ben's does."""
    game = play(take("Ben"), venture("Ben"), step("upkeep"))
    assert pending_ventures(game) == []
    game.apply_json(END)
    game.apply_json(step("upkeep"))
    assert pending_ventures(game) == ["Ben"]
    assert game.state.reminders[-1].turn == 2


def test_two_arrows_need_a_room_and_an_unreachable_room_is_refused(play: Play) -> None:
    """701.49: the marker moves to a room directly below, along an arrow of the player's choice."""
    game = play(take("Ann"), venture("Ann"), take("Ann"))
    with pytest.raises(ActionError, match="two arrows"):
        game.apply_json(venture("Ann"))
    with pytest.raises(ActionError, match="'Archives' is not the next room"):
        game.apply_json(venture("Ann", "Archives"))
    game.apply_json(venture("Ann", "Forge"))
    assert game.state.player("Ann").room == "Forge"


def test_a_single_arrow_needs_no_room_and_the_last_room_completes_it(play: Play) -> None:
    """701.49 and 309.7: from the last room the dungeon is completed and removed; the next
    venture into Undercity starts it again."""
    game = play()
    for room in ("Secret Entrance", "Forge", "Trap!", None, None):
        game.apply_json(take("Ann"))
        game.apply_json(venture("Ann", room))
    ann = game.state.player("Ann")
    assert (ann.dungeon, ann.room, ann.dungeons_completed) == (None, None, 1)
    assert isinstance(game.entries[-1].events[-1], Ventured)
    assert game.entries[-1].events[-1] == Ventured("Ann", "Undercity", "Throne of the Dead Three",
                                                   completed=True)
    game.apply_json(take("Ann"))
    game.apply_json(venture("Ann"))
    assert game.state.player("Ann").room == "Secret Entrance"


def test_a_venture_for_nobody_owed_needs_a_card(play: Play) -> None:
    """A venture without a pending reminder is a card's ("venture into the dungeon", 701.49a):
    it must name the card, and a new dungeon must be chosen, never Undercity (701.49c)."""
    game = play()
    with pytest.raises(ActionError, match="no venture to make"):
        game.apply_json(venture("Ann"))
    with pytest.raises(ActionError, match="no dungeon is in progress"):
        game.apply_json(venture("Ann", source="Nadaar, Selfless Paladin"))
    with pytest.raises(ActionError, match="Undercity can be entered only"):
        game.apply_json(venture("Ann", source="Nadaar", dungeon="Undercity"))
    with pytest.raises(ActionError, match="no dungeon named"):
        game.apply_json(venture("Ann", source="Nadaar", dungeon="Moria"))
    game.apply_json(venture("Ann", source="Nadaar", dungeon="Tomb of Annihilation"))
    assert game.state.player("Ann").room == "Trapped Entry"


def test_the_initiative_continues_a_dungeon_in_progress(play: Play) -> None:
    """701.49 (RULES.md): venturing into Undercity with a dungeon in progress moves the marker on
    in that dungeon; a card's venture likewise continues Undercity."""
    game = play(venture("Ann", source="Nadaar", dungeon="Lost Mine of Phandelver"), take("Ann"))
    with pytest.raises(ActionError, match="goes on in Lost Mine of Phandelver"):
        game.apply_json(venture("Ann", "Secret Entrance", dungeon="Undercity"))
    game.apply_json(venture("Ann", "Mine Tunnels"))
    assert game.state.player("Ann").dungeon == "Lost Mine of Phandelver"


def test_the_turn_cannot_end_with_a_venture_owed(play: Play) -> None:
    """The room is the player's choice, so the app can't assume it: end_turn waits for it. The
    upkeep it passes through would trigger one too (726.2), so this starts after it."""
    game = play(step("main1"), take("Ann"))
    with pytest.raises(ActionError, match="still has to venture"):
        game.apply_json(END)
    game.apply_json(venture("Ann"))
    game.apply_json(END)
    assert game.state.turn == 2


def test_two_attackers_of_one_player_are_one_trigger(play: Play) -> None:
    """726.2: "one or more creatures a player controls": Cid's two creatures hitting Ben, who has
    the initiative, make one take and one venture, not two."""
    game = play(take("Ben"), venture("Ben"), step("combat_damage"))
    game.apply_json(hits(("Cid", "Ben", 2), ("Cid", "Ben", 3)))
    assert game.state.initiative == "Cid"
    assert pending_ventures(game) == ["Cid"]
    taken = [e for e in game.entries[-1].events if isinstance(e, InitiativeTaken)]
    assert len(taken) == 1


def test_two_players_hitting_the_holder_each_take_it_in_turn(play: Play) -> None:
    """726.2: one trigger per player whose creatures dealt damage; each take ventures."""
    game = play(take("Ben"), venture("Ben"), step("combat_damage"), players=FOUR)
    game.apply_json(hits(("Cid", "Ben", 2), ("Dee", "Ben", 1), ("Cid", "Ben", 1)))
    assert game.state.initiative == "Dee"
    assert pending_ventures(game) == ["Cid", "Dee"]


def test_the_crown_and_the_initiative_move_in_one_combat_damage_step(play: Play) -> None:
    """725.2 and 726.2 together: Ann is the monarch and Ben has the initiative; Cid hits Ann and
    Dee hits Ben in the same step. Cid becomes the monarch and Dee takes the initiative."""
    game = play(
        {"action": "become_monarch", "player": "Ann"}, take("Ben"), venture("Ben"),
        step("combat_damage"), players=FOUR,
    )
    game.apply_json(hits(("Cid", "Ann", 3), ("Dee", "Ben", 2)))
    assert (game.state.monarch, game.state.initiative) == ("Cid", "Dee")
    assert pending_ventures(game) == ["Dee"]


def test_one_player_holding_both_loses_both_to_one_attacker(play: Play) -> None:
    game = play(
        {"action": "become_monarch", "player": "Ann"}, take("Ann"), venture("Ann"),
        step("combat_damage"),
    )
    game.apply_json(hits(("Ben", "Ann", 1)))
    assert (game.state.monarch, game.state.initiative) == ("Ben", "Ben")


def test_succession_when_the_holder_leaves(play: Play) -> None:
    """726.4: the active player takes it as the holder leaves; taking it ventures (726.2)."""
    game = play(take("Cid"), venture("Cid"))
    game.apply_json({"action": "concede", "player": "Cid"})
    assert game.state.initiative == "Ann"
    assert game.state.initiative_history[-1].cause is MonarchCause.SUCCESSION
    assert pending_ventures(game) == ["Ann"]


def test_the_holder_leaving_during_their_own_upkeep_with_a_venture_owed(play: Play) -> None:
    """726.4 with 800.4a: Ann has the initiative and leaves in her own upkeep before venturing:
    her venture is cancelled (a trigger of a player who left does nothing, 800.4d), and with no
    active player the next player in turn order, Ben, takes it and ventures."""
    game = play(take("Ann"), venture("Ann"), step("upkeep"))
    assert pending_ventures(game) == ["Ann"]
    game.apply_json({"action": "concede", "player": "Ann"})
    assert game.state.initiative == "Ben"
    statuses = [(r.player, r.status) for r in game.state.reminders if r.kind == VENTURE]
    assert statuses[-2:] == [("Ann", ReminderStatus.CANCELLED), ("Ben", ReminderStatus.PENDING)]


def test_the_holder_lost_to_the_damage_so_the_steal_does_not_resolve(play: Play) -> None:
    """As with the crown: the take triggers are the holder's (726.2) and leave with them; 726.4
    already gave the initiative to the active player."""
    game = play(take("Ben"), venture("Ben"), step("combat_damage"), life=5)
    game.apply_json(hits(("Cid", "Ben", 5)))
    assert game.state.initiative == "Ann"
    assert StealFizzled("Cid", "Ben", initiative=True) in game.entries[-1].events


def test_a_question_in_combat_for_the_holder(play: Play) -> None:
    """The combat question covers the initiative: life the holder loses by hand in combat damage
    may be combat damage, which passes it (726.2)."""
    game = play(take("Ben"), venture("Ben"), step("combat_damage"))
    game.apply_json({"action": "ask", "player": "Ben", "delta": -2})
    game.apply_json({"action": "answer", "from": "Cid"})
    assert game.state.initiative == "Cid"
    assert game.state.player("Ben").life == 38
