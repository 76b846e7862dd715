"""Settings: defaults, atomic round-trip, and a corrupt file never stops the app from starting."""

from __future__ import annotations

import json
from pathlib import Path

from companion.shell.settings import (
    MAX_COUNTER_NAMES,
    MAX_PLAYGROUPS,
    SETTINGS_VERSION,
    Settings,
    load_settings,
    playgroup_counters,
    pod_commanders,
    pod_from,
    remember_counter,
    save_settings,
    settings_path,
)


def test_missing_file_gives_defaults_without_warning() -> None:
    settings, warnings = load_settings()
    assert settings == Settings()
    assert warnings == []


def test_round_trip_is_atomic_and_lives_under_companion_home(companion_home: Path) -> None:
    settings = Settings(language="de", starting_life=30, rotate_panels=False, recent=["/x.jsonl"])
    save_settings(settings)
    path = settings_path()
    assert path.is_relative_to(companion_home)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == SETTINGS_VERSION
    assert load_settings() == (settings, [])
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


def test_corrupt_file_falls_back_to_defaults_with_a_warning_and_is_kept_aside() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "language": "de"')  # torn
    settings, warnings = load_settings()
    assert settings == Settings()
    assert len(warnings) == 1 and "defaults" in str(warnings[0])
    assert warnings[0].key == "error.settings_bad"  # a message, said in the user's language
    kept = [p.name for p in path.parent.iterdir()]
    assert len(kept) == 1 and kept[0].startswith("settings.json.bad-")
    assert kept[0] in str(warnings[0])  # the notice names where it is
    assert path.with_name(kept[0]).read_bytes() == b'{"version": 1, "language": "de"'
    assert not path.exists()


def test_unknown_version_and_bad_values_fall_back() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 99, "language": "de"}), encoding="utf-8")
    settings, warnings = load_settings()
    assert settings.language == "" and warnings
    bad = {
        "version": 1,
        "starting_life": "forty",
        "rotate_panels": 3,
        "theme": "light",
        "language": "de",
    }
    path.write_text(json.dumps(bad), encoding="utf-8")
    settings, warnings = load_settings()
    assert settings.starting_life == 40
    assert settings.rotate_panels is True
    assert settings.language == "de"  # the good values are kept
    # Wrong types: the file is kept aside, the notice names the settings, the good ones are
    # written back at once.
    assert [w.key for w in warnings] == ["error.settings_values"]
    assert "starting_life, rotate_panels" in str(warnings[0])
    kept = [json.loads(k.read_text(encoding="utf-8")) for k in path.parent.glob("*.bad-*")]
    assert sorted(kept, key=len) == [{"version": 99, "language": "de"}, bad]  # both, never over
    assert load_settings() == (settings, [])


def test_a_file_with_keys_no_longer_used_still_loads() -> None:
    """`theme` was saved by earlier versions and never read; it was removed, and such files load
    as they are, keeping every setting still in use."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    old = {
        "version": 1,
        "language": "de",
        "theme": "light",
        "overlay_lan": True,
        "chroma_key": "#ff00ff",
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    settings, warnings = load_settings()
    assert warnings == []
    assert (settings.language, settings.overlay_lan, settings.chroma_key) == ("de", True, "#ff00ff")
    assert not hasattr(settings, "theme")
    save_settings(settings)
    assert "theme" not in json.loads(path.read_text(encoding="utf-8"))


def test_binary_garbage_is_not_a_crash() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00garbage")
    settings, warnings = load_settings()
    assert settings == Settings() and warnings


def test_the_last_pod_is_kept_and_a_bad_one_is_not() -> None:
    pod = {"players": ["Ann", "Bén", "Cid"], "colors": ["#E69F00", "#56B4E9", "#009E73"],
           "partners": ["Bén"]}  # fmt: skip
    save_settings(Settings(last_pod=pod))
    assert load_settings() == (Settings(last_pod=pod), [])
    path = settings_path()
    for bad in (
        {"players": ["Ann"], "colors": ["#E69F00"], "partners": []},  # one player
        {"players": ["Ann", "Ben"], "colors": ["#E69F00"], "partners": []},  # a colour short
        {"players": ["Ann", "Ben"], "colors": ["#E69F00", "red"], "partners": []},
        {"players": ["Ann", "Ben"], "colors": ["#E69F00", "#56B4E9"], "partners": ["Zed"]},
        {"players": ["Ann", "Ann"], "colors": ["#E69F00", "#56B4E9"], "partners": []},
        {"players": ["Ann", "\x00"], "colors": ["#E69F00", "#56B4E9"], "partners": []},
        ["Ann", "Ben"],
    ):
        path.write_text(json.dumps({"version": 1, "last_pod": bad}), encoding="utf-8")
        settings, warnings = load_settings()
        assert settings.last_pod == {} and warnings, bad


def test_the_last_pods_commanders_round_trip_and_an_old_pod_still_loads() -> None:
    pod = pod_from(
        ["Ann", "Ben", "Cid"],
        ["#D83850", "#98A8F8", "#FFF800"],
        ["Ben"],
        [("Ann", ("Kenrith",)), ("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus"))],
    )
    assert pod["commanders"] == {
        "Ann": ["Kenrith"],
        "Ben": ["Tymna the Weaver", "Kraum, Ludevic's Opus"],
    }
    save_settings(Settings(last_pod=pod))
    loaded, warnings = load_settings()
    assert warnings == [] and loaded.last_pod == pod
    assert pod_commanders(loaded.last_pod) == {
        "Ann": ("Kenrith",),
        "Ben": ("Tymna the Weaver", "Kraum, Ludevic's Opus"),
    }
    assert "commanders" not in pod_from(["Ann", "Ben"], ["#D83850", "#98A8F8"], [])
    # A file written before commanders were named: the pod loads as it was, with none.
    old = {"players": ["Ann", "Ben"], "colors": ["#E69F00", "#56B4E9"], "partners": []}
    settings_path().write_text(json.dumps({"version": 1, "last_pod": old}), encoding="utf-8")
    loaded, warnings = load_settings()
    assert warnings == [] and loaded.last_pod == old and pod_commanders(loaded.last_pod) == {}


def test_a_pod_with_commanders_the_journal_would_refuse_is_not_kept() -> None:
    base = {"players": ["Ann", "Ben"], "colors": ["#D83850", "#98A8F8"], "partners": []}
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for commanders in (
        {"Zed": ["Kenrith"]},  # not a player
        {"Ann": ["Tymna", "Kraum"]},  # two names without a partner
        {"Ann": ["x" * 151]},  # too long
        {"Ann": [3]},
        ["Kenrith"],
    ):
        bad = {**base, "commanders": commanders}
        path.write_text(json.dumps({"version": 1, "last_pod": bad}), encoding="utf-8")
        settings, warnings = load_settings()
        assert settings.last_pod == {} and warnings, commanders
    path.write_text(
        json.dumps({"version": 1, "last_pod": {**base, "extra": 1}}), encoding="utf-8"
    )
    assert load_settings()[0].last_pod == {}


def test_a_playgroups_counters_are_kept_for_its_next_game_in_any_seats() -> None:
    """Issue 16: custom counters are kept per playgroup: the same players in other seats find
    them again, another playgroup does not; a bad list is not kept."""
    settings = Settings()
    assert remember_counter(settings, ["Ben", "Ann", "Cid"], "Bounty")
    assert not remember_counter(settings, ["Ann", "Ben", "Cid"], "Bounty")  # kept already
    remember_counter(settings, ["Ann", "Ben", "Cid"], "Lore")
    save_settings(settings)
    loaded, warnings = load_settings()
    assert warnings == []
    assert playgroup_counters(loaded, ["Cid", "Ann", "Ben"]) == ["Bounty", "Lore"]
    assert playgroup_counters(loaded, ["Ann", "Ben", "Dee"]) == []
    path = settings_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["counter_names"] = {"Ann\nBen": ["", "x" * 41]}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_settings()[0].counter_names == {}


def test_the_oldest_playgroups_and_counters_give_way() -> None:
    settings = Settings()
    for group in range(MAX_PLAYGROUPS + 3):
        remember_counter(settings, [f"P{group}", "Q"], "Lore")
    assert len(settings.counter_names) == MAX_PLAYGROUPS
    assert playgroup_counters(settings, ["P0", "Q"]) == []  # the oldest went first
    for number in range(MAX_COUNTER_NAMES + 2):
        remember_counter(settings, ["A", "B"], f"C{number}")
    assert playgroup_counters(settings, ["A", "B"])[-1] == f"C{MAX_COUNTER_NAMES + 1}"
    assert len(playgroup_counters(settings, ["A", "B"])) == MAX_COUNTER_NAMES
