"""The monarch cards' own triggers (resources/card_triggers.json), reminded at the moment the
rules say (CR 603.2, 603.4) and owned like the monarch's draw (725.2): by the card's controller
when it triggers, cancelled if they leave (800.4a).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from companion.core.cards import Condition, When, book, parse_book
from companion.core.errors import ActionError
from companion.core.game import Game
from companion.core.model import CARD, ReminderStatus

Play = Callable[..., Game]
ROOT = Path(__file__).resolve().parents[2]
FOUR = ("Ann", "Ben", "Cid", "Dee")


def enters(player: str, card: str) -> dict[str, Any]:
    return {"action": "card_enters", "player": player, "card": card}


def leaves(player: str, card: str) -> dict[str, Any]:
    return {"action": "card_leaves", "player": player, "card": card}


def monarch(player: str) -> dict[str, Any]:
    return {"action": "become_monarch", "player": player}


def step(to: str) -> dict[str, Any]:
    return {"action": "step", "to": to}


END = {"action": "end_turn"}


def card_reminders(game: Game, status: ReminderStatus = ReminderStatus.PENDING) -> list[tuple]:
    return [(r.player, r.card) for r in game.state.reminders
            if r.kind == CARD and r.status is status]


def test_every_monarch_card_is_in_the_trigger_book() -> None:
    names = [c["name"] for c in json.loads((ROOT / "resources/monarch_cards.json").read_text())]
    assert list(book()) == names


def test_a_broken_book_is_refused_with_the_card_named() -> None:
    with pytest.raises(ValueError, match="Court of Ire"):
        parse_book({"cards": {"Court of Ire": [{"when": "at_tea_time", "effect": "x"}]}})


def test_a_card_not_in_the_list_is_refused(play: Play) -> None:
    game = play()
    with pytest.raises(ActionError, match="not in the list of monarch cards"):
        game.apply_json(enters("Ann", "Llanowar Elves"))
    with pytest.raises(ActionError, match="controls no 'Court of Grace'"):
        game.apply_json(leaves("Ann", "Court of Grace"))


def test_palace_jailer_creature_returns_when_an_opponent_becomes_the_monarch(play: Play) -> None:
    """Palace Jailer's ruling: the creature returns when an opponent *becomes* the monarch, once;
    not while one already is, and not when its controller takes the crown back."""
    game = play(enters("Ben", "Palace Jailer"), monarch("Ben"))
    assert card_reminders(game) == []
    game.apply_json(monarch("Cid"))
    assert card_reminders(game) == [("Ben", "Palace Jailer")]
    game.apply_json(monarch("Ben"))
    game.apply_json(monarch("Ann"))
    assert card_reminders(game) == [("Ben", "Palace Jailer")]  # the exile ended already


def test_queen_marchesa_at_upkeep_only_if_an_opponent_is_the_monarch(play: Play) -> None:
    """Intervening if (603.4): no trigger at all while Ann herself is the monarch."""
    game = play(enters("Ann", "Queen Marchesa"), monarch("Ann"), step("upkeep"))
    assert card_reminders(game) == []
    game.apply_json(monarch("Ben"))
    game.apply_json(END)
    for _ in range(2):
        game.apply_json(END)
    game.apply_json(step("upkeep"))
    assert card_reminders(game) == [("Ann", "Queen Marchesa")]


def test_a_court_triggers_either_way_and_its_condition_is_read_now(play: Play) -> None:
    """Courts: "…if you're the monarch, …" is no intervening if: the upkeep trigger happens
    whoever is the monarch; the condition chooses the effect (the app shows which)."""
    game = play(enters("Ann", "Court of Grace"), step("upkeep"))
    assert card_reminders(game) == [("Ann", "Court of Grace")]
    trigger = book()["Court of Grace"][0]
    assert trigger.condition is Condition.YOU_ARE_MONARCH and not trigger.intervening


def test_custodi_lich_only_when_its_controller_becomes_the_monarch(play: Play) -> None:
    """The Custodi Lich ruling: not if already the monarch."""
    game = play(monarch("Ann"), enters("Ann", "Custodi Lich"), monarch("Ann"))
    assert card_reminders(game) == []
    game.apply_json(monarch("Ben"))
    game.apply_json(monarch("Ann"))
    assert card_reminders(game) == [("Ann", "Custodi Lich")]


def test_fealty_to_the_realm_follows_every_new_monarch(play: Play) -> None:
    game = play(enters("Cid", "Fealty to the Realm"), monarch("Cid"), monarch("Ben"))
    assert card_reminders(game) == [("Cid", "Fealty to the Realm")] * 2


def test_knights_need_the_crown_as_the_turn_began(play: Play) -> None:
    """Knights of the Black Rose: "if you were the monarch as the turn began" (intervening)."""
    game = play(enters("Ann", "Knights of the Black Rose"), monarch("Ann"), monarch("Ben"))
    assert card_reminders(game) == []  # Ann became the monarch during this turn
    game.apply_json(monarch("Ann"))
    game.apply_json(END)
    game.apply_json(monarch("Cid"))
    assert card_reminders(game) == [("Ann", "Knights of the Black Rose")]


def test_end_step_triggers_and_the_archivist(play: Play) -> None:
    """Throne Warden at its controller's end step if they are the monarch; Archivist of Gondor at
    the monarch's end step, whoever's turn it is, owned by its controller."""
    game = play(enters("Ann", "Throne Warden"), enters("Cid", "Archivist of Gondor"),
                monarch("Ann"), step("end"))
    assert card_reminders(game) == [("Ann", "Throne Warden"), ("Cid", "Archivist of Gondor")]
    game.apply_json(END)
    assert card_reminders(game) == []  # end_turn resolves them, as the draw
    assert len(card_reminders(game, ReminderStatus.RESOLVED)) == 2


def test_champions_at_each_opponents_beginning_of_combat(play: Play) -> None:
    game = play(enters("Ben", "Champions of Minas Tirith"), monarch("Ben"),
                step("beginning_of_combat"))
    assert card_reminders(game) == [("Ben", "Champions of Minas Tirith")]


def test_tamiyo_on_combat_damage_to_the_monarch(play: Play) -> None:
    game = play(enters("Ann", "Tamiyo, Upriser Crowned"), monarch("Ann"), step("combat_damage"))
    game.apply_json({"action": "combat_damage",
                     "hits": [{"from": "Ben", "to": "Ann", "amount": 1},
                              {"from": "Ben", "to": "Ann", "amount": 2}]})
    assert card_reminders(game) == [("Ann", "Tamiyo, Upriser Crowned")]  # one or more: one


def test_succession_triggers_the_cards_and_a_leaver_takes_theirs_along(play: Play) -> None:
    """725.4 makes someone the monarch: "whenever an opponent becomes the monarch" triggers.
    The cards of a player who leaves leave with them (800.4a) and trigger nothing."""
    game = play(enters("Cid", "Palace Jailer"), enters("Ann", "Palace Jailer"), monarch("Ann"),
                players=FOUR)
    game.apply_json({"action": "concede", "player": "Ann"})
    assert game.state.monarch == "Ben"
    assert card_reminders(game) == [("Cid", "Palace Jailer")]
    assert game.state.player("Ann").cards == ()


def test_a_card_reminder_is_cancelled_when_its_owner_leaves(play: Play) -> None:
    game = play(enters("Ann", "Court of Ire"), step("upkeep"))
    game.apply_json({"action": "concede", "player": "Ann"})
    assert card_reminders(game, ReminderStatus.CANCELLED) == [("Ann", "Court of Ire")]


def test_every_trigger_uses_the_known_vocabulary() -> None:
    for triggers in book().values():
        for trigger in triggers:
            assert isinstance(trigger.when, When)
            assert trigger.effect.strip() and trigger.effect.endswith(".")
            if trigger.intervening:
                assert trigger.condition is not None


def test_palace_jailer_gone_still_returns_the_creature_once(play: Play) -> None:
    """The Palace Jailer ruling: it leaving the battlefield doesn't return the exiled creature;
    the game keeps watching for the next time an opponent becomes the monarch."""
    game = play(enters("Ben", "Palace Jailer"), monarch("Ben"), leaves("Ben", "Palace Jailer"))
    assert game.state.player("Ben").cards == ()
    assert game.state.player("Ben").watching == ("Palace Jailer",)
    assert card_reminders(game) == []
    game.apply_json(monarch("Cid"))
    assert card_reminders(game) == [("Ben", "Palace Jailer")]
    assert game.state.player("Ben").watching == ()
    game.apply_json(monarch("Ben"))
    game.apply_json(monarch("Ann"))
    assert card_reminders(game) == [("Ben", "Palace Jailer")]  # once only


def test_a_spent_jailer_or_a_court_leaving_watches_nothing(play: Play) -> None:
    game = play(enters("Ben", "Palace Jailer"), enters("Ann", "Court of Grace"), monarch("Cid"),
                leaves("Ben", "Palace Jailer"), leaves("Ann", "Court of Grace"))
    assert (game.state.player("Ben").watching, game.state.player("Ann").watching) == ((), ())
