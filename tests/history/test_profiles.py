"""Players' profiles: one per player whatever the case typed; merged and split by hand."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from companion.history import figures, profiles
from companion.history.store import History
from companion.shell.paths import games_dir
from tests.history.games import START, won_by_life, write


def _history() -> History:
    write(games_dir(), "a.jsonl", won_by_life(("Ann", "Ben"), "Ann",
                                              commanders={"Ann": ("Edgar Markov",)},
                                              colours={"Ann": "#aa0000", "Ben": "#0000aa"}))
    write(games_dir(), "b.jsonl", won_by_life(("ann b.", "ben"), "ben",
                                              start=START + dt.timedelta(days=1),
                                              commanders={"ann b.": ("Edgar Markov",)}))
    history = History.open()
    history.sync()
    return history


def test_a_name_in_another_case_is_the_same_player() -> None:
    with _history() as history:
        found = {p.name: p for p in profiles.profiles(history)}
        assert set(found) == {"Ann", "Ben", "ann b."}
        assert found["Ben"].games == 2 and found["Ben"].colour == "#0000aa"
        assert profiles.match(history, ["BEN", "Zoe"]) == {"BEN": "Ben", "Zoe": "Zoe"}
        assert "Zoe" in {p.name for p in profiles.profiles(history)}


def test_merging_counts_two_names_as_one_player_and_split_undoes_it() -> None:
    with _history() as history:
        assert profiles.merge(history, "Ann", "ann b.")
        assert not profiles.merge(history, "Ann", "ann b.")  # one profile already
        assert not profiles.merge(history, "Ann", "Nobody")
        name = figures.names_of(profiles.alias_map(history))
        rates = {r.name: (r.games, r.wins) for r in figures.per_player(history.rows(), name)}
        assert rates == {"Ann": (2, 1), "Ben": (2, 1)}
        ann = next(p for p in profiles.profiles(history) if p.name == "Ann")
        assert ann.aliases == ("ann b.",) and ann.games == 2
        assert profiles.commanders(history, "ann b.") == ["Edgar Markov"]
        assert profiles.split(history, "ann b.")
        name = figures.names_of(profiles.alias_map(history))
        rates = {r.name: r.games for r in figures.per_player(history.rows(), name)}
        assert rates == {"Ann": 1, "Ben": 2, "ann b.": 1}


def test_profiles_and_merges_outlive_a_rebuild() -> None:
    with _history() as history:
        profiles.merge(history, "Ann", "ann b.")
        history.rebuild(workers=1)
        assert profiles.alias_map(history)["ann b."] == "Ann"


def test_merges_outlive_a_damaged_index(tmp_path: Path) -> None:
    """Play-test: a damaged history.sqlite3 was rebuilt without the names merged by hand (the
    one thing no journal holds). They are kept beside it too, and merged again."""
    with _history() as history:
        assert profiles.merge(history, "Ann", "ann b.")
        path = history.path
    assert path is not None
    path.write_bytes(b"not a database" * 64)
    with History.open() as history:
        assert [m.key for m in history.notices] == ["history.damaged"]
        history.sync()
        assert profiles.alias_map(history)["ann b."] == "Ann"
        assert profiles.split(history, "ann b.")
    (path.parent / "history.sqlite3").unlink()
    with History.open() as history:
        history.sync()
        assert profiles.alias_map(history)["ann b."] == "ann b."  # the split is kept too


def test_a_bad_file_of_merges_is_kept_aside() -> None:
    from companion.history import merges

    merges.merges_path().parent.mkdir(parents=True, exist_ok=True)
    merges.merges_path().write_bytes(b"{not json")
    with _history() as history:
        assert "Ann" in {p.name for p in profiles.profiles(history)}
    assert list(merges.merges_path().parent.glob("players.json.bad-*"))
