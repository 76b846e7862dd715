"""Figures across games: what counts for a win rate, seats in turn order, the crown's holders."""

from __future__ import annotations

import datetime as dt

import pytest

from companion.core import actions as a
from companion.history import figures
from companion.history.figures import Filter, Rate
from companion.history.record import GameRow, read_row
from tests.history.games import START, journal, won_by_life

DAY = dt.timedelta(days=1)


def _row(data: bytes) -> GameRow:
    row = read_row(data)
    assert row is not None
    return row


def _evening() -> list[GameRow]:
    return [
        # Cid goes first and wins; Ann held the crown longest (CR 725) and lost.
        _row(journal(("Ann", "Ben", "Cid"),
                     [a.FirstPlayer("Cid"), a.BecomeMonarch("Ann"), a.EndTurn(), a.EndTurn(),
                      a.LifeChange("Ann", -40), a.Concede("Ben")],
                     commanders={"Cid": ("Kraum, Ludevic's Opus", "Tymna the Weaver")},
                     partners=("Cid",))),
        # A draw (CR 104.4a): both lose at once.
        _row(journal(("Ann", "Ben"), [a.Lose(("Ann", "Ben"))], start=START + DAY)),
        # Ann wins holding the crown longest, Ben poisoned out (704.5c).
        _row(journal(("Ann", "Ben"), [a.BecomeMonarch("Ann"), a.PoisonChange("Ben", 10)],
                     start=START + 2 * DAY, commanders={"Ann": ("Edgar Markov",)})),
        # Unfinished: counts for nobody's rate.
        _row(journal(("Ann", "Ben", "Cid", "Dee"), [a.EndTurn()], start=START + 3 * DAY)),
    ]


def test_win_rates_count_finished_games_with_draws_and_concessions() -> None:
    """A draw is a game for each player and a win for nobody; a concession a game lost."""
    rows = _evening()
    assert figures.per_player(rows) == [Rate("Ann", 3, 1), Rate("Ben", 3, 0), Rate("Cid", 1, 1)]
    assert figures.per_commander(rows) == [
        Rate("Edgar Markov", 1, 1), Rate("Kraum, Ludevic's Opus + Tymna the Weaver", 1, 1)]
    assert Rate("Cid", 1, 1).rate == 1.0 and Rate("x", 0, 0).rate is None


def test_seats_are_turn_order_from_the_first_player() -> None:
    rows = _evening()
    # Game 1: Cid 1st (won), Ann 2nd, Ben 3rd; games 2 and 3: Ann 1st, Ben 2nd (Ann won game 3).
    assert figures.per_seat(rows) == [Rate("1", 3, 2), Rate("2", 3, 0), Rate("3", 1, 0)]


def test_the_crown_held_longest_and_the_winner() -> None:
    rows = _evening()
    crown = figures.crown_won(rows)
    assert (crown.games, crown.won) == (2, 1)
    assert figures.initiative_won(rows).games == 0 and figures.initiative_won(rows).rate is None


def test_eliminations_by_cause_and_lengths() -> None:
    rows = _evening()
    assert figures.eliminations(rows) == {"life": 1, "conceded": 1, "poison": 1, "lost": 2}
    assert [turns for turns, _minutes in figures.lengths(rows)] == [3, 1, 1]


def test_filters_by_player_commander_date_and_pod_size() -> None:
    rows = _evening()
    assert len(figures.select(rows, Filter(player="Cid"))) == 2
    assert len(figures.select(rows, Filter(commander="Edgar Markov"))) == 1
    assert len(figures.select(rows, Filter(pod_size=2))) == 2
    since = (START + DAY).date()
    assert len(figures.select(rows, Filter(since=since, until=since + DAY))) == 2
    merged = figures.names_of({"ann": "Ann", "Annie": "Ann"})
    annie = _row(won_by_life(("Annie", "Ben"), "Annie", start=START + 9 * DAY))
    assert figures.per_player([*rows, annie], merged)[0] == Rate("Ann", 4, 2)
    assert len(figures.select([*rows, annie], Filter(player="Ann"), merged)) == 5


def test_a_game_is_on_the_day_it_began_where_it_is_looked_at(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test: the date filter used the UTC day while the list shows local times, so an
    American evening game was on the next day's filter."""
    import time

    row = _row(won_by_life(("Ann", "Ben"), "Ann",
                           start=dt.datetime(2026, 11, 6, 2, 0, tzinfo=dt.UTC)))
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        assert figures.started_on(row) == dt.date(2026, 11, 5)
        assert figures.select([row], Filter(since=dt.date(2026, 11, 5),
                                            until=dt.date(2026, 11, 5))) == [row]
    finally:
        monkeypatch.undo()
        time.tzset()
