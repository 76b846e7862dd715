"""One journal as the history's row: the engine decides who won and how each player left."""

from __future__ import annotations

import datetime as dt

from companion.core import actions as a
from companion.core.model import MonarchCause, MonarchChange
from companion.history.record import DRAW, UNFINISHED, WIN, read_row, turns_held
from tests.history.games import START, journal, won_by_life

P4 = ("Ann", "Ben", "Cid", "Dee")


def test_last_player_standing_wins_and_each_loss_has_its_cause() -> None:
    """CR 104.2a (the last player in the game wins), 704.5a (life), 704.5c (poison),
    903.10a (21 combat damage from one commander), 104.3a (conceding)."""
    moves = [
        a.PoisonChange("Ben", 10),
        a.CombatDamage((a.Hit("Ann", "Cid", 21, commander=True),)),
        a.Concede("Dee"),
    ]
    row = read_row(journal(P4, moves, commanders={"Ann": ("Atraxa, Praetors' Voice",)}))
    assert row is not None
    assert (row.ending, row.winner) == (WIN, "Ann")
    causes = {s.player: s.departure for s in row.seats}
    assert causes == {"Ann": "", "Ben": "poison", "Cid": "commander_damage", "Dee": "conceded"}
    assert [s.won for s in row.seats] == [True, False, False, False]
    assert row.seats[0].commander == "Atraxa, Praetors' Voice"
    assert row.seconds == 6 * 60 and row.started.startswith("2026-11-06T19:00")


def test_a_game_everyone_loses_at_once_is_a_draw() -> None:
    """CR 104.4a: all the remaining players lose at once: the game is a draw."""
    row = read_row(journal(("Ann", "Ben"), [a.Lose(("Ann", "Ben"))]))
    assert row is not None and (row.ending, row.winner) == (DRAW, "")
    assert not any(s.won for s in row.seats)


def test_an_unfinished_game_is_unfinished() -> None:
    row = read_row(journal(P4, [a.LifeChange("Ben", -5), a.EndTurn()]))
    assert row is not None and row.ending == UNFINISHED and not row.finished
    assert row.turns == 2


def test_turn_order_starts_from_the_first_player() -> None:
    row = read_row(journal(P4, [a.FirstPlayer("Cid")]))
    assert row is not None
    assert {s.player: s.order for s in row.seats} == {"Cid": 0, "Dee": 1, "Ann": 2, "Ben": 3}


def test_partners_are_named_apart() -> None:
    data = won_by_life(("Ann", "Ben"), "Ann", partners=("Ann",),
                       commanders={"Ann": ("Kraum, Ludevic's Opus", "Tymna the Weaver")})
    row = read_row(data)
    assert row is not None
    assert (row.seats[0].commander, row.seats[0].partner) == (
        "Kraum, Ludevic's Opus", "Tymna the Weaver")


def test_the_crown_held_longest_counts_the_turns_it_ended_on() -> None:
    """CR 725.1: the monarch draws at the end step, so a turn counts for whoever holds the crown
    when it ends. Ben takes it in turn 1 and holds it at the ends of turns 1 and 2; Cid takes
    it in turn 3 and holds it through turn 4 (the turn the game is in): 2 and 2, never more
    turns than the game had (play-test: a row added up to 12 in a 7-turn game)."""
    moves = [a.BecomeMonarch("Ben"), a.EndTurn(), a.EndTurn(), a.BecomeMonarch("Cid"), a.EndTurn()]
    row = read_row(journal(P4, moves))
    assert row is not None
    turns = {s.player: s.monarch_turns for s in row.seats}
    assert turns == {"Ann": 0, "Ben": 2, "Cid": 2, "Dee": 0}
    assert sum(turns.values()) <= row.turns == 4


def test_a_crown_passed_within_a_turn_counts_that_turn_once() -> None:
    history = [MonarchChange("Ann", 1, MonarchCause.EFFECT), MonarchChange("Ben", 1,
                                                                          MonarchCause.EFFECT)]
    assert turns_held(history, 1) == {"Ben": 1}


def test_a_tie_for_the_crown_is_nobody() -> None:
    history = [MonarchChange("Ann", 1, MonarchCause.EFFECT), MonarchChange("Ben", 2,
                                                                          MonarchCause.EFFECT)]
    assert turns_held(history, 2) == {"Ann": 1, "Ben": 1}
    row = read_row(journal(P4, [a.BecomeMonarch("Ann"), a.EndTurn(), a.BecomeMonarch("Ben")]))
    assert row is not None and row.crown_longest == ""


def test_a_damaged_journal_gives_its_good_part_and_garbage_gives_nothing() -> None:
    good = journal(P4, [a.LifeChange("Ben", -5)])
    row = read_row(good + b'{"action": "life", "player": "Nobody", "delta": 1}\n')
    assert row is not None and row.damaged and row.turns == 1
    assert read_row(b"not a journal\n") is None
    assert read_row(b"") is None


def test_the_same_content_is_the_same_key() -> None:
    data = journal(P4)
    first, second = read_row(data), read_row(bytes(data))
    assert first is not None and second is not None and first.key == second.key
    later = read_row(journal(P4, [a.EndTurn()]))  # the same game, played on
    assert later is not None and later.key == first.key and later.lines == first.lines + 1
    other = read_row(journal(P4, start=START + dt.timedelta(seconds=1)))
    assert other is not None and other.key != first.key
