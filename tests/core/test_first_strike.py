"""First strike, CR 510.4: "If at least one attacking or blocking creature has first strike ... as
the combat damage step begins, the only creatures that assign combat damage in that step are those
with first strike or double strike. After that step, instead of proceeding to the end of combat
step, the phase gets a second combat damage step." The regular damage owed after the first-strike
damage is state: journaled, so a game quit between the two passes still owes it."""

from __future__ import annotations

from companion.core.action_json import parse_action
from companion.core.actions import CombatDamage, Hit, NewGame, StepTo
from companion.core.game import Game
from companion.core.journal import build_game, decode, encode
from companion.core.model import Dealt
from companion.core.snapshot import state_json
from companion.core.steps import Step

FIRST = CombatDamage((Hit("Ben", "Ann", 3), Hit("Ben", "Cid", 2)), first_strike=True)


def _in_combat() -> Game:
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40))
    game.apply(StepTo(Step.COMBAT_DAMAGE))
    return game


def test_first_strike_damage_owes_the_regular_damage_with_what_it_dealt() -> None:
    game = _in_combat()
    game.apply(FIRST)
    assert game.state.first_strike == (Dealt("Ben", "Ann", 3), Dealt("Ben", "Cid", 2))
    assert game.state.player("Ann").life == 37
    assert state_json(game.state)["first_strike"] == [
        {"from": "Ben", "to": "Ann", "amount": 3}, {"from": "Ben", "to": "Cid", "amount": 2}]
    game.apply(CombatDamage((Hit("Cid", "Ann", 4),)))  # the regular combat damage step
    assert game.state.first_strike == () and "first_strike" not in state_json(game.state)


def test_leaving_the_step_leaves_nothing_owed() -> None:
    game = _in_combat()
    game.apply(FIRST)
    game.apply(StepTo(Step.END_OF_COMBAT))
    assert game.state.first_strike == ()


def test_the_owed_pass_is_in_the_journal_and_back_after_a_restart() -> None:
    game = _in_combat()
    game.apply(FIRST)
    line = game.journal[-1]
    assert line["first_strike"] is True and parse_action(line) == FIRST
    again = build_game(decode(encode(list(game.journal))))
    assert again.state.first_strike == game.state.first_strike
    assert "first_strike" not in CombatDamage((Hit("Ben", "Ann", 3),)).to_json()  # old lines
