"""One test per rule of the monarch (CR 725) and of what surrounds it: losing, leaving, winning.

Each test cites its rule through `companion.core.rules` (the `cites` decorator appends "CR <number>"
to the docstring), so a renumbering of the Comprehensive Rules is a one-line change.
Seats are Ann, Ben, Cid (and Dee) in turn order; turn 1 is Ann's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from companion.core import rules
from companion.core.errors import ActionError
from companion.core.events import AlreadyMonarch, MonarchVacant, StealFizzled
from companion.core.game import Game
from companion.core.model import LeaveReason, MonarchCause, ReminderStatus
from companion.core.snapshot import state_json
from companion.core.steps import Step

F = TypeVar("F", bound=Callable[..., Any])
Play = Callable[..., Game]
FOUR = ("Ann", "Ben", "Cid", "Dee")


def cites(*numbers: str) -> Callable[[F], F]:
    def mark(test: F) -> F:
        test.__doc__ = f"{(test.__doc__ or '').strip()} (CR {', '.join(numbers)})"
        return test

    return mark


def step(to: str) -> dict[str, Any]:
    return {"action": "step", "to": to}


def end_turn(next_player: str | None = None) -> dict[str, Any]:
    return {"action": "end_turn"} | ({"next": next_player} if next_player else {})


def crown(player: str, source: str | None = None) -> dict[str, Any]:
    return {"action": "become_monarch", "player": player} | ({"source": source} if source else {})


def hit(
    src: str, dst: str, amount: int, *, commander: bool = False, infect: bool = False, **more: Any
) -> dict[str, Any]:
    fields = {"from": src, "to": dst, "amount": amount, "commander": commander, "infect": infect}
    return fields | more


def damage(*hits: dict[str, Any]) -> dict[str, Any]:
    return {"action": "combat_damage", "hits": list(hits)}


def life(player: str, delta: int) -> dict[str, Any]:
    return {"action": "life", "player": player, "delta": delta}


def poison(player: str, delta: int) -> dict[str, Any]:
    return {"action": "poison", "player": player, "delta": delta}


def concede(player: str) -> dict[str, Any]:
    return {"action": "concede", "player": player}


def lose(*players: str) -> dict[str, Any]:
    return {"action": "lose", "players": list(players)}


def resolve(reminder: int) -> dict[str, Any]:
    return {"action": "resolve", "reminder": reminder}


def causes(game: Game) -> list[tuple[str, str, str | None]]:
    return [(m.player, m.cause.value, m.previous) for m in game.state.monarch_history]


# --- 725.1 - 725.3: having the crown ---------------------------------------------------------


@cites(rules.MONARCH)
def test_no_monarch_until_an_effect_makes_one(play: Play) -> None:
    """The game starts without a monarch; damage and end steps do nothing until an effect."""
    game = play(step("combat_damage"), damage(hit("Ann", "Ben", 3)), end_turn())
    assert game.state.monarch is None
    assert game.state.reminders == ()
    assert game.state.monarch_history == ()
    game.apply_json(crown("Ben", "Palace Jailer"))
    assert game.state.monarch == "Ben"
    (change,) = game.state.monarch_history
    assert (change.player, change.turn, change.cause, change.source) == (
        "Ben",
        2,
        MonarchCause.EFFECT,
        "Palace Jailer",
    )
    assert change.previous is None


@cites(rules.ONE_MONARCH)
def test_only_one_monarch_the_old_one_ceases(play: Play) -> None:
    """As a player becomes the monarch, the current monarch ceases to be the monarch."""
    game = play(crown("Ann"), crown("Ben", "Throne Warden"))
    assert game.state.monarch == "Ben"
    assert causes(game) == [("Ann", "effect", None), ("Ben", "effect", "Ann")]


@cites(rules.ONE_MONARCH)
def test_becoming_monarch_again_changes_nothing(play: Play) -> None:
    """Ruling (Custodi Lich): becoming the monarch while the monarch is no event, no history."""
    game = play(crown("Ann"))
    before = game.state
    outcome = game.apply_json(crown("Ann", "Palace Jailer"))
    assert game.state == before
    assert len(game.state.monarch_history) == 1
    assert outcome.events == (AlreadyMonarch("Ann"),)


# --- 725.2: the end-step draw ----------------------------------------------------------------


@cites(rules.MONARCH_TRIGGERS)
def test_draw_reminder_at_the_beginning_of_the_monarchs_end_step(play: Play) -> None:
    """Entering the monarch's own end step creates a monarch_draw reminder for the monarch."""
    game = play(crown("Ann"), step("main2"))
    assert game.state.reminders == ()
    game.apply_json(step("end"))
    (reminder,) = game.state.reminders
    assert (reminder.id, reminder.kind, reminder.player, reminder.turn, reminder.status) == (
        1,
        "monarch_draw",
        "Ann",
        1,
        ReminderStatus.PENDING,
    )


@cites(rules.MONARCH_TRIGGERS)
def test_no_reminder_in_another_players_end_step(play: Play) -> None:
    """"At the beginning of the monarch's end step": Ben's end step does nothing for monarch Ann."""
    game = play(crown("Ann"), end_turn(), step("end"))
    assert game.state.active_player == "Ben"
    assert [(r.player, r.turn) for r in game.state.reminders] == [("Ann", 1)]  # Ann's own, turn 1
    game.apply_json(end_turn())
    game.apply_json(end_turn())
    game.apply_json(step("end"))  # Ann's turn 4
    assert [(r.id, r.player, r.turn) for r in game.state.reminders] == [
        (1, "Ann", 1),
        (2, "Ann", 4),
    ]


@cites(rules.MONARCH_TRIGGERS)
def test_reminder_stays_with_the_first_monarch_when_the_crown_moves(play: Play) -> None:
    """Ruling: a different player becoming the monarch before the draw resolves; the first draws."""
    game = play(crown("Ann"), step("end"), crown("Ben"))
    (reminder,) = game.state.reminders
    assert reminder.player == "Ann"
    assert reminder.status is ReminderStatus.PENDING
    game.apply_json(resolve(1))
    assert game.state.reminders[0].status is ReminderStatus.RESOLVED
    assert game.state.monarch == "Ben"


@cites(rules.MONARCH_TRIGGERS, rules.LEAVING_MULTIPLAYER)
def test_reminder_cancelled_when_its_player_leaves(play: Play) -> None:
    """A trigger controlled by a player who left ceases to exist: the draw is cancelled."""
    game = play(crown("Ann"), step("end"), crown("Ben"), concede("Ann"))
    assert game.state.reminders[0].status is ReminderStatus.CANCELLED
    with pytest.raises(ActionError, match="already cancelled"):
        game.apply_json(resolve(1))


@cites(rules.MONARCH_TRIGGERS)
def test_becoming_monarch_during_own_end_step_is_too_late(play: Play) -> None:
    """Ruling (Throne Warden): the end step has already begun, so no draw triggers this turn."""
    game = play(step("end"), crown("Ann"), step("cleanup"))
    assert game.state.reminders == ()
    game.apply_json(end_turn())
    assert game.state.reminders == ()


@cites(rules.MONARCH_TRIGGERS)
def test_end_turn_enters_the_end_step_and_resolves_its_reminder(play: Play) -> None:
    """end_turn enters the steps not yet reached, so the draw still triggers; it is then done."""
    game = play(crown("Ann"), step("main1"))
    outcome = game.apply_json(end_turn())
    (reminder,) = game.state.reminders
    assert (reminder.player, reminder.turn, reminder.status) == ("Ann", 1, ReminderStatus.RESOLVED)
    assert Step.END in [getattr(e, "step", None) for e in outcome.events]
    assert (game.state.turn, game.state.active_player, game.state.step) == (2, "Ben", Step.UNTAP)


def test_steps_only_move_forward(play: Play) -> None:
    """`step` to the current or an earlier step is an error and changes nothing."""
    game = play(step("main1"))
    before = game.state
    for to in ("main1", "upkeep", "untap"):
        with pytest.raises(ActionError, match="only move forward"):
            game.apply_json(step(to))
    assert game.state == before


# --- 725.2: stealing the crown with combat damage --------------------------------------------


@cites(rules.MONARCH_TRIGGERS)
def test_combat_damage_to_the_monarch_steals_the_crown_for_any_controller(play: Play) -> None:
    """The creature's controller becomes the monarch, even when it is not their turn."""
    game = play(crown("Cid"), step("combat_damage"), damage(hit("Ben", "Cid", 2)))
    assert game.state.active_player == "Ann"
    assert game.state.monarch == "Ben"
    last = game.state.monarch_history[-1]
    assert (last.player, last.cause, last.source, last.previous, last.step) == (
        "Ben",
        MonarchCause.COMBAT_DAMAGE,
        None,
        "Cid",
        Step.COMBAT_DAMAGE,
    )


@cites(rules.MONARCH_TRIGGERS)
def test_combat_damage_to_someone_else_does_not_steal(play: Play) -> None:
    game = play(crown("Cid"), damage(hit("Ann", "Ben", 5)))
    assert game.state.monarch == "Cid"
    assert len(game.state.monarch_history) == 1


@cites(rules.MONARCH_TRIGGERS, rules.MONARCH_SUCCESSION)
def test_damage_that_makes_the_monarch_lose_does_not_steal(play: Play) -> None:
    """Ruling: the trigger does not resolve; the active player inherits by succession."""
    game = play(crown("Cid"), life("Cid", -37), step("combat_damage"))
    outcome = game.apply_json(damage(hit("Ben", "Cid", 5)))
    assert not game.state.player("Cid").in_game
    assert game.state.monarch == "Ann"  # the active player, not the attacker Ben
    assert causes(game)[-1] == ("Ann", "succession", "Cid")
    assert "combat_damage" not in [c for _, c, _ in causes(game)]
    assert StealFizzled("Ben", "Cid") in outcome.events


@cites(rules.MONARCH_SUCCESSION)
def test_active_player_killing_the_monarch_becomes_monarch_by_succession(play: Play) -> None:
    game = play(crown("Cid"), life("Cid", -37), damage(hit("Ann", "Cid", 3)))
    assert game.state.monarch == "Ann"
    assert causes(game) == [("Cid", "effect", None), ("Ann", "succession", "Cid")]


@cites(rules.MONARCH_TRIGGERS)
def test_first_strike_then_regular_damage_only_the_first_steals(play: Play) -> None:
    """Two combat damage steps are two actions; in the second, Cid is no longer the monarch."""
    game = play(crown("Cid"), step("combat_damage"), damage(hit("Ann", "Cid", 2)))
    assert game.state.monarch == "Ann"
    game.apply_json(damage(hit("Ann", "Cid", 3)))
    assert game.state.monarch == "Ann"
    assert causes(game) == [("Cid", "effect", None), ("Ann", "combat_damage", "Cid")]
    assert game.state.player("Cid").life == 35


@cites(rules.MONARCH_TRIGGERS)
@pytest.mark.parametrize(("first", "second"), [("Ann", "Ben"), ("Ben", "Ann")])
def test_several_hits_on_the_monarch_resolve_in_list_order(
    play: Play, first: str, second: str
) -> None:
    """One trigger per hit, resolved in list order: the last hit's controller holds the crown."""
    game = play(crown("Cid"), damage(hit(first, "Cid", 1), hit(second, "Cid", 1)))
    assert game.state.monarch == second
    assert causes(game)[1:] == [(first, "combat_damage", "Cid"), (second, "combat_damage", first)]


# --- 704.5 / 903.10a: state-based losses -----------------------------------------------------


@cites(rules.ZERO_LIFE, rules.TEN_POISON, rules.COMMANDER_DAMAGE)
def test_state_based_losses_are_simultaneous(play: Play) -> None:
    """0 life, 10 poison and 21 damage from one commander, all in one action: one event."""
    game = play(
        life("Ben", -38),
        poison("Cid", 8),
        damage(hit("Ann", "Dee", 20, commander=True)),
        players=FOUR,
    )
    assert game.state.in_game == FOUR
    outcome = game.apply_json(
        damage(
            hit("Ann", "Ben", 2),
            hit("Ann", "Cid", 2, infect=True),
            hit("Ann", "Dee", 1, commander=True),
        )
    )
    left = {p.name: p.departure for p in game.state.players if p.departure}
    assert {n: (d.reason, d.source) for n, d in left.items()} == {
        "Ben": (LeaveReason.LIFE, None),
        "Cid": (LeaveReason.POISON, None),
        "Dee": (LeaveReason.COMMANDER_DAMAGE, "Ann"),
    }
    assert (game.state.winner, game.state.game_over) == ("Ann", True)
    assert sum(type(e).__name__ == "PlayerLeft" for e in outcome.events) == 3


@cites(rules.ZERO_LIFE, rules.TEN_POISON)
def test_exactly_zero_life_or_ten_poison_loses_and_one_less_does_not(play: Play) -> None:
    game = play(life("Ben", -39), poison("Cid", 9))
    assert game.state.in_game == ("Ann", "Ben", "Cid")
    game.apply_json(life("Ben", -1))
    game.apply_json(poison("Cid", 1))
    assert game.state.player("Ben").departure.reason is LeaveReason.LIFE  # type: ignore[union-attr]
    assert game.state.player("Cid").departure.reason is LeaveReason.POISON  # type: ignore[union-attr]


@cites(rules.COMMANDER_DAMAGE)
def test_twenty_plus_one_from_two_commanders_is_not_lethal(play: Play) -> None:
    game = play(
        damage(hit("Ann", "Ben", 20, commander=True)),
        damage(hit("Cid", "Ben", 1, commander=True)),
        life=99,
    )
    assert game.state.player("Ben").in_game
    assert dict(game.state.player("Ben").commander_damage) == {"Ann": 20, "Cid": 1}
    game.apply_json(damage(hit("Ann", "Ben", 1, commander=True)))
    assert not game.state.player("Ben").in_game


@cites(rules.COMMANDER_DAMAGE)
def test_partner_commander_damage_counts_separately(play: Play) -> None:
    """Each of two partner commanders is a separate commander: 11 + 11 is not 21."""
    game = play(
        damage(hit("Ann", "Ben", 11, commander=True)),
        damage(hit("Ann", "Ben", 11, commander=True, partner=True)),
        life=99,
        partners=["Ann"],
    )
    ben = state_json(game.state)["players"][1]
    assert ben["commander_damage"] == {"Ann": 11}
    assert ben["partner_commander_damage"] == {"Ann": 11}
    assert ben["in_game"] is True
    game.apply_json(damage(hit("Ann", "Ben", 10, commander=True, partner=True)))
    departure = game.state.player("Ben").departure
    assert departure is not None
    assert (departure.reason, departure.source) == (LeaveReason.COMMANDER_DAMAGE, "Ann")


@cites(rules.TEN_POISON, rules.COMMANDER_DAMAGE)
def test_infect_gives_poison_and_a_commanders_infect_is_commander_damage(play: Play) -> None:
    game = play(damage(hit("Ann", "Ben", 3, infect=True)))
    assert (game.state.player("Ben").life, game.state.player("Ben").poison) == (40, 3)
    game.apply_json(damage(hit("Cid", "Ben", 5, commander=True, infect=True)))
    assert dict(game.state.player("Ben").commander_damage) == {"Cid": 5}
    assert game.state.player("Ben").life == 40
    game = play(
        damage(hit("Ann", "Ben", 16, commander=True)),
        damage(hit("Ann", "Ben", 5, commander=True, infect=True)),
        life=99,
    )
    departure = game.state.player("Ben").departure
    assert departure is not None
    assert departure.reason is LeaveReason.COMMANDER_DAMAGE
    assert game.state.player("Ben").poison == 5


# --- 725.4 / 800.4: the monarch leaves ------------------------------------------------------


@cites(rules.MONARCH_SUCCESSION, rules.CONCEDE)
def test_monarch_conceding_on_another_players_turn_crowns_the_active_player(play: Play) -> None:
    game = play(end_turn(), crown("Cid"), concede("Cid"))  # Ben's turn
    assert game.state.monarch == "Ben"
    assert causes(game)[-1] == ("Ben", "succession", "Cid")
    assert game.state.active_player == "Ben"


@cites(rules.MONARCH_SUCCESSION, rules.TURN_WITHOUT_ACTIVE_PLAYER)
def test_monarch_conceding_on_own_turn_crowns_the_next_player(play: Play) -> None:
    """The turn continues with no active player; the next turn goes to the next player in game."""
    game = play(crown("Ben"), step("main1"), lose("Cid"), players=FOUR)  # Cid is out
    game.apply_json(end_turn())  # Ben's turn 2
    game.apply_json(concede("Ben"))
    assert game.state.monarch == "Dee"  # next after Ben, skipping Cid who has left
    assert causes(game)[-1] == ("Dee", "succession", "Ben")
    assert (game.state.active_player, game.state.turn_player, game.state.turn) == (None, "Ben", 2)
    assert state_json(game.state)["active_player"] is None
    game.apply_json(step("end"))  # the turn runs on; nobody's end step, no draw
    assert game.state.reminders == ()
    game.apply_json(end_turn())
    assert (game.state.turn, game.state.active_player) == (3, "Dee")


@cites(rules.MONARCH_SUCCESSION, rules.TURN_WITHOUT_ACTIVE_PLAYER)
def test_monarch_leaving_during_a_turn_without_active_player(play: Play) -> None:
    """No active player: the next player in turn order after the player whose turn it is."""
    game = play(end_turn(), crown("Ann"), concede("Ben"), concede("Ann"), players=FOUR)
    assert game.state.active_player is None
    assert game.state.monarch == "Cid"
    game.apply_json(crown("Cid"))  # already: nothing
    game.apply_json(concede("Cid"))
    assert game.state.monarch == "Dee"


@cites(rules.MONARCH_SUCCESSION)
def test_active_player_and_monarch_leaving_together_skip_both(play: Play) -> None:
    game = play(crown("Ben"), lose("Ann", "Ben"), players=FOUR)
    assert game.state.monarch == "Cid"
    assert game.state.active_player is None
    game = play(crown("Ann"), lose("Ann", "Ben"), players=FOUR)
    assert game.state.monarch == "Cid"


@cites(rules.MONARCH_SUCCESSION)
def test_crown_never_goes_to_a_player_who_has_left(play: Play) -> None:
    game = play(crown("Dee"), concede("Ben"), players=FOUR)
    with pytest.raises(ActionError, match="has left the game"):
        game.apply_json(crown("Ben"))
    with pytest.raises(ActionError, match="has left the game"):
        game.apply_json(damage(hit("Ben", "Dee", 1)))
    game.apply_json(lose("Ann", "Dee"))  # active player and monarch; Ben has already left
    assert game.state.monarch == "Cid"
    assert all(game.state.player(m.player).in_game for m in game.state.monarch_history[-1:])


@cites(rules.MONARCH_SUCCESSION, rules.ALL_LOSE_DRAW)
def test_no_player_can_take_the_crown_leaves_no_monarch(play: Play) -> None:
    game = play(crown("Ben"), players=("Ann", "Ben"))
    outcome = game.apply_json(lose("Ann", "Ben"))
    assert game.state.monarch is None
    assert MonarchVacant("Ben") in outcome.events
    assert len(game.state.monarch_history) == 1


# --- 104: the end of the game ----------------------------------------------------------------


@cites(rules.LAST_STANDING_WINS)
def test_last_player_standing_wins(play: Play) -> None:
    game = play(concede("Ben"))
    assert (game.state.winner, game.state.game_over) == (None, False)
    game.apply_json(damage(hit("Ann", "Cid", 40)))
    assert (game.state.winner, game.state.game_over) == ("Ann", True)


@cites(rules.ALL_LOSE_DRAW)
def test_all_remaining_players_losing_together_is_a_draw(play: Play) -> None:
    game = play(concede("Cid"), damage(hit("Ann", "Ben", 40), hit("Ben", "Ann", 40)))
    assert (game.state.winner, game.state.game_over) == (None, True)
    assert state_json(game.state)["winner"] is None


@pytest.mark.parametrize(
    "line",
    [
        step("end"),
        end_turn(),
        crown("Ann"),
        damage(hit("Ann", "Ben", 1)),
        life("Ann", 1),
        poison("Ann", 1),
        concede("Ann"),
        lose("Ann"),
        resolve(1),
    ],
    ids=lambda line: line["action"],
)
def test_actions_after_game_over_are_errors(play: Play, line: dict[str, Any]) -> None:
    game = play(crown("Ann"), step("end"), concede("Cid"), concede("Ben"))
    assert game.state.game_over
    before = game.state
    with pytest.raises(ActionError, match="the game is over"):
        game.apply_json(line)
    assert game.state == before
    game.apply_json({"action": "undo"})  # a mistaken loss can still be taken back
    assert not game.state.game_over


def turn_order(game: Game, turns: int) -> list[str]:
    order = []
    for _ in range(turns):
        game.apply_json(end_turn())
        order.append(str(game.state.active_player))
    return order


def test_an_extra_turn_for_a_later_player_returns_to_the_scheduled_turn(play: Play) -> None:
    """CR 500.7's own example: Cid gets an extra turn during Ann's turn in the pod Ann, Ben, Cid,
    Dee; the order is Ann, Cid (extra), Ben, Cid, Dee."""
    game = play(end_turn("Cid"), players=("Ann", "Ben", "Cid", "Dee"))
    assert game.state.active_player == "Cid"
    assert turn_order(game, 4) == ["Ben", "Cid", "Dee", "Ann"]


def test_extra_turns_stack_most_recent_first(play: Play) -> None:
    """CR 500.7: extra turns given one after another are taken most recent first, then play
    resumes with the turn scheduled before any of them (Ben's, after Ann's)."""
    game = play(end_turn("Dee"), end_turn("Cid"), players=("Ann", "Ben", "Cid", "Dee"))
    assert game.state.active_player == "Cid"  # given during Dee's extra turn: taken next
    assert turn_order(game, 3) == ["Ben", "Cid", "Dee"]


def test_the_scheduled_player_who_left_is_skipped(play: Play) -> None:
    """CR 800.4k: a player who left doesn't begin a turn; the next one in turn order does."""
    game = play(end_turn("Dee"), concede("Ben"), players=("Ann", "Ben", "Cid", "Dee"))
    assert turn_order(game, 2) == ["Cid", "Dee"]


def test_extra_turn_then_back_to_turn_order(play: Play) -> None:
    """CR 500.7: after an extra turn, the turn that was already scheduled next follows."""
    game = play(end_turn("Ann"))
    assert (game.state.turn, game.state.active_player) == (2, "Ann")
    game.apply_json(end_turn())
    assert (game.state.turn, game.state.active_player) == (3, "Ben")
    game.apply_json(end_turn("Cid"))  # Cid's extra turn comes right after Ben's
    game.apply_json(end_turn())
    # Cid's own turn was scheduled after Ben's, so it follows the extra one (it used to go to
    # Ann, the player after Cid: wrong by 500.7).
    assert (game.state.turn, game.state.active_player) == (5, "Cid")
    game.apply_json(end_turn())
    assert (game.state.turn, game.state.active_player) == (6, "Ann")
    game.apply_json(concede("Ben"))
    for name, match in (("Ben", "has left"), ("Zed", "no player named")):
        with pytest.raises(ActionError, match=match):
            game.apply_json(end_turn(name))


def test_extra_turns_given_during_a_turn_are_taken_as_it_ends(play: Play) -> None:
    """CR 500.7: an extra turn given during Ann's turn (Time Warp) comes right after it; two given
    in one turn are taken most recent first; then the turn that was scheduled (Ben's)."""
    game = play(
        {"action": "extra_turn", "player": "Dee"},
        {"action": "extra_turn", "player": "Cid"},
        players=("Ann", "Ben", "Cid", "Dee"),
    )
    assert game.state.extra_turns == ("Dee", "Cid")
    assert turn_order(game, 4) == ["Cid", "Dee", "Ben", "Cid"]
    assert game.state.extra_turns == ()


def test_an_extra_turn_of_a_player_who_left_is_not_taken(play: Play) -> None:
    """CR 800.4k: a player who left doesn't begin a turn, extra or not."""
    game = play(
        {"action": "extra_turn", "player": "Cid"},
        concede("Cid"),
        players=("Ann", "Ben", "Cid", "Dee"),
    )
    assert turn_order(game, 2) == ["Ben", "Dee"]


def test_replay_says_whose_turn_comes_after_the_extra_turns(play: Play) -> None:
    """The replay output carries 500.7's bookkeeping: extra turns waiting, and whose turn play
    resumes with."""
    game = play({"action": "extra_turn", "player": "Cid"}, players=("Ann", "Ben", "Cid", "Dee"))
    assert state_json(game.state)["extra_turns"] == ["Cid"]
    game.apply_json(end_turn())
    out = state_json(game.state)
    assert (out["extra_turns"], out["resume"], out["active_player"]) == ([], "Ben", "Cid")
