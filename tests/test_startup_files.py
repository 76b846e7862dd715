"""Start-up never fails on bad files: each is refused without blocking, kept aside with a notice,
and replaced by the defaults; leftovers of atomic writes cut off by a kill are cleaned up.

The real `companion --smoke` runs for some (a subprocess, as a user starts it); the rest check the
reading itself. The window's side (the notes on the start page) is in tests/gui/test_start_files.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.shell import games, reading, rule_data, startup
from companion.shell.paths import config_dir, data_dir, games_dir
from companion.shell.reading import (
    SETTINGS_LIMIT,
    UnusableFileError,
    clean_temporary,
    read_bounded,
    take_reports,
)
from companion.shell.settings import Settings, load_settings, settings_path

NEW = b'{"action": "new_game", "players": ["Ann", "Ben"]}\n'
LIFE = b'{"action": "life", "player": "Ann", "delta": -3}\n'

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


@pytest.fixture(autouse=True)
def _no_reports_left() -> Iterator[None]:
    take_reports()
    yield
    take_reports()


def _within(seconds: float, work: Callable[[], Any]) -> Any:
    """Run `work` in a thread; fail (instead of hanging) if it has not returned in `seconds`."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:  # handed to the test below
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"blocked for over {seconds} s"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def _write_settings(data: bytes) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def _kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.bad-*"))


def _pointer() -> Path:
    path = data_dir() / "current.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _point_at(target: str) -> Path:
    pointer = _pointer()
    pointer.write_text(json.dumps({"path": target}), encoding="utf-8")
    return pointer


# -- the settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "content", "key"),
    [
        ("invalid JSON", b'{"version": 1,', "error.settings_bad"),
        ("not UTF-8", b'{"version": 1, "language": "\xff"}', "error.settings_bad"),
        ("nested too deeply", b"[" * 200_000 + b"]" * 200_000, "error.settings_bad"),
        ("huge", b'{"version": 1, "x": "' + b"x" * SETTINGS_LIMIT + b'"}', "error.settings_bad"),
        ("non-ASCII geometry", '{"version": 1, "geometry": "AdnQyw=ü"}'.encode(),
         "error.settings_values"),
        ("geometry not base64", b'{"version": 1, "geometry": "not base64!"}',
         "error.settings_values"),
        ("NUL in the recent list", b'{"version": 1, "recent": ["/games/a\\u0000b.jsonl"]}',
         "error.settings_values"),
        ("lone surrogate in the recent list", b'{"version": 1, "recent": ["/a\\ud800.jsonl"]}',
         "error.settings_values"),
        ("recent list too long",
         json.dumps({"version": 1, "recent": [f"/g/{i}.jsonl" for i in range(500)]}).encode(),
         "error.settings_values"),
        ("wrong types", b'{"version": 1, "recent": "/g/a.jsonl", "overlay_lan": "yes"}',
         "error.settings_values"),
        ("bad colour", b'{"version": 1, "chroma_key": "url(javascript:1)"}',
         "error.settings_values"),
    ],
)
def test_a_bad_settings_file_is_kept_aside_with_a_notice(
    name: str, content: bytes, key: str
) -> None:
    path = _write_settings(content)
    settings, warnings = load_settings()
    assert settings == Settings(), name
    assert [w.key for w in warnings] == [key], name
    [kept] = _kept_aside(path)
    assert kept.read_bytes() == content  # kept, byte for byte, never deleted
    assert kept.name in str(warnings[0])
    if key == "error.settings_values":  # the good values (none here) written back at once
        assert load_settings() == (Settings(), [])
    else:
        assert not path.exists()


@needs_fifo
def test_settings_that_are_a_fifo_a_folder_or_a_link_to_dev_zero_are_refused_without_blocking(
    tmp_path: Path,
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    for make in (
        lambda: os.mkfifo(path),
        lambda: path.mkdir(),
        lambda: path.symlink_to("/dev/zero"),
    ):
        make()
        settings, warnings = _within(10, load_settings)
        assert settings == Settings()
        assert [w.key for w in warnings] == ["error.settings_bad"]
        assert "not a regular file" in str(warnings[0])
        assert not os.path.lexists(path)
    assert len(_kept_aside(path)) == 3


def test_unreadable_settings_are_left_alone_with_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write_settings(b'{"version": 1}')

    def denied(_path: object, _limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("companion.shell.settings.read_bounded", denied)
    settings, warnings = load_settings()
    assert settings == Settings()
    assert [w.key for w in warnings] == ["error.settings_unreadable"]
    assert path.exists() and not _kept_aside(path)  # maybe another user's: not ours to move


# -- the current-game pointer ---------------------------------------------------------------------


def _journal(name: str = "game.jsonl", data: bytes = NEW + LIFE) -> Path:
    path = games_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("invalid JSON", b'{"path": ', "not valid JSON"),
        ("NUL in the path", b'{"path": "/games/a\\u0000b.jsonl"}', "not a valid file path"),
        ("a path that is no text", b'{"path": 7}', "not a valid file path"),
        ("huge", b'{"path": "' + b"x" * 100_000 + b'"}', "larger than 64 KiB"),
    ],
)
def test_a_bad_pointer_is_kept_aside_and_no_game_is_offered(
    name: str, content: bytes, reason: str
) -> None:
    pointer = _pointer()
    pointer.write_bytes(content)
    assert _within(10, games.unfinished_game) is None
    [notice] = take_reports()
    assert notice.key == "error.pointer_bad" and reason in str(notice), name
    [kept] = _kept_aside(pointer)
    assert kept.read_bytes() == content and kept.name in str(notice)
    assert games.unfinished_game() is None and take_reports() == []  # said once


@needs_fifo
@pytest.mark.parametrize("target", ["/dev/zero", "fifo", "folder", "missing"])
def test_a_pointer_to_something_that_is_no_journal_is_kept_aside(
    target: str, tmp_path: Path
) -> None:
    if target == "fifo":
        os.mkfifo(tmp_path / "fifo")
    elif target == "folder":
        (tmp_path / "folder").mkdir()
    path = target if target.startswith("/") else str(tmp_path / target)
    pointer = _point_at(path)
    startup_check = _within(10, games.check_pointer)  # the cheap check at start
    assert startup_check is None
    [notice] = take_reports()
    assert notice.key == "error.pointer_bad" and path in str(notice)
    expected = "is not there" if target == "missing" else "not a regular file"
    assert expected in str(notice)
    assert not pointer.exists() and len(_kept_aside(pointer)) == 1
    assert games.unfinished_game() is None


@needs_fifo
def test_the_start_page_read_of_a_pointer_to_a_fifo_never_blocks(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.jsonl")
    _point_at(str(tmp_path / "game.jsonl"))
    assert _within(10, games.unfinished_game) is None
    assert [n.key for n in take_reports()] == ["error.pointer_bad"]


def test_a_pointer_to_a_journal_with_nothing_to_keep_is_kept_aside() -> None:
    journal = _journal(data=b'{"action": "life"}\n' + LIFE)
    pointer = _point_at(str(journal))
    assert games.unfinished_game() is None
    [notice] = take_reports()
    assert "line 1" in str(notice)
    assert not pointer.exists()
    assert journal.read_bytes() == b'{"action": "life"}\n' + LIFE  # a journal is never moved


def test_an_empty_pointer_means_no_game_and_no_notice() -> None:
    _pointer().write_text("{}", encoding="utf-8")
    assert games.unfinished_game() is None
    assert take_reports() == []
    assert _pointer().exists()


# -- the journals listed, and reading in general ------------------------------------------------


@needs_fifo
def test_journals_that_are_special_files_are_described_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.jsonl")
    for path in (Path("/dev/zero"), tmp_path / "fifo.jsonl", tmp_path):
        found = _within(10, lambda p=path: games.inspect(p))
        assert isinstance(found, games.Unreadable)
        assert str(found.reason) == "not a regular file"
    assert games.inspect(tmp_path / "missing.jsonl") is None


def test_read_bounded_caps_the_size(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 1000)
    assert read_bounded(path, 1000) == b"x" * 1000
    with pytest.raises(UnusableFileError, match="larger than"):
        read_bounded(path, 999)
    with pytest.raises(UnusableFileError, match="not a valid file path"):
        read_bounded(tmp_path / "a\x00b", 10)
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "missing", 10)


# -- shipped data ----------------------------------------------------------------------------------


@pytest.fixture
def broken_resources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped data to break; the caches are emptied before and after."""
    import shutil

    from companion.shell import resources

    root = tmp_path / "resources"
    shutil.copytree(resources.resource("rules"), root / "rules")
    shutil.copytree(resources.resource("i18n/glossary"), root / "i18n" / "glossary")
    shutil.copy(resources.resource("monarch_cards.json"), root / "monarch_cards.json")
    caches = (rule_data._raw, rule_data.rule_texts, rule_data.glossary, resources.monarch_cards)
    for cached in caches:
        cached.cache_clear()
    monkeypatch.setattr(resources, "resource", lambda name: root / name)
    monkeypatch.setattr(rule_data, "resource", lambda name: root / name)
    yield root
    for cached in caches:
        cached.cache_clear()


def test_broken_shipped_data_gives_defaults_and_notices(broken_resources: Path) -> None:
    from companion.shell.resources import monarch_cards

    (broken_resources / "rules" / "de.json").write_text('{"name": "Deutsch"}', encoding="utf-8")
    (broken_resources / "i18n" / "glossary" / "de.json").write_bytes(b"\xff\xfe")
    (broken_resources / "monarch_cards.json").unlink()
    (broken_resources / "monarch_cards.json").mkdir()
    notices = startup.check_files("de")
    wanted = {"error.rules_bad", "error.glossary_bad", "error.cards_bad"}
    assert {n.key for n in notices} == wanted
    german = rule_data.rule_texts("de")
    english = rule_data.rule_texts("en")
    assert german.triggers == english.triggers  # English stands in
    assert german.rules and all(r.fallback and r.language == "en" for r in german.rules)
    assert rule_data.glossary()["languages"]["de"] == {}
    assert monarch_cards() == []
    assert (broken_resources / "rules" / "de.json").exists()  # shipped files are never moved


def test_broken_english_rules_keep_the_two_triggers(broken_resources: Path) -> None:
    (broken_resources / "rules" / "en.json").write_text("[]", encoding="utf-8")
    texts = rule_data.rule_texts("en")
    assert texts.rules == () and texts.quoted_trigger("draw").startswith("“At the beginning")
    assert [n.key for n in take_reports()] == ["error.rules_bad_en"]


# -- leftovers of atomic writes -------------------------------------------------------------------


def test_leftover_temporary_files_are_cleaned_up_at_start() -> None:
    old = time.time() - 3600
    leftovers = []
    for folder, name in (
        (config_dir(), ".settings.json.k3j_9xq2.tmp"),
        (data_dir(), ".current.json.ab12cd34.tmp"),
        (games_dir(), ".game-20250101-000000-abcdef.jsonl.zz99yy88.tmp"),
    ):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"half")
        os.utime(folder / name, (old, old))
        leftovers.append(folder / name)
    keep = [
        data_dir() / ".current.json.fresh000.tmp",  # being written by another instance now
        data_dir() / "current.json",  # no temporary
        games_dir() / ".game.jsonl.lock",  # a journal lock (storage.py)
        games_dir() / "notes.tmp",  # not ours
    ]
    for path in keep:
        path.write_bytes(b"{}")
    for path in keep[1:]:
        os.utime(path, (old, old))
    startup.check_files("en")
    assert not any(p.exists() for p in leftovers)
    assert all(p.exists() for p in keep)


def test_cleaning_touches_no_folder_or_link(tmp_path: Path) -> None:
    old = time.time() - 3600
    (tmp_path / ".a.json.abcdefgh.tmp").mkdir()
    (tmp_path / ".b.json.abcdefgh.tmp").symlink_to(tmp_path / "elsewhere")
    assert clean_temporary(tmp_path, now=old + 7200) == []
    assert clean_temporary(tmp_path / "missing") == []


# -- the real app ---------------------------------------------------------------------------------


def _smoke(home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COMPANION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "companion", "--smoke"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )


@pytest.mark.slow
def test_the_app_starts_with_a_non_ascii_geometry(companion_home: Path) -> None:
    path = _write_settings('{"version": 1, "geometry": "ü", "language": "de"}'.encode())
    result = _smoke(companion_home)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "first frame painted" in result.stdout and "language de" in result.stdout
    assert "notice: Einige Einstellungen waren ungültig (geometry)" in result.stdout
    [kept] = _kept_aside(path)
    assert json.loads(kept.read_text(encoding="utf-8"))["geometry"] == "ü"


@pytest.mark.slow
@needs_fifo
def test_the_app_starts_with_bad_pointers_and_recent_lists(
    companion_home: Path, tmp_path: Path
) -> None:
    _write_settings(b'{"version": 1, "recent": ["/g/a\\u0000.jsonl"]}')
    os.mkfifo(tmp_path / "fifo")
    for target in ("/dev/zero", str(tmp_path / "fifo"), "/a\x00b"):
        _point_at(target)
        result = _smoke(companion_home)
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        assert "notice: The record of the unfinished game could not be used" in result.stdout
    settings = config_dir() / "settings.json"
    assert len(_kept_aside(settings)) == 1 and len(_kept_aside(_pointer())) == 3
    recent = load_settings()[0].recent
    assert len(recent) == 3 and all(Path(p).parent == games_dir() for p in recent)  # the demos


@pytest.mark.slow
def test_the_app_starts_with_a_huge_settings_file(companion_home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as fh:
        fh.truncate(2 * 1024**3)  # 2 GiB of NULs, sparse: never read
    result = _smoke(companion_home)
    assert result.returncode == 0, result.stderr
    assert "notice: The settings file was unreadable (larger than 1 MiB)" in result.stdout
    assert len(_kept_aside(path)) == 1


def test_reports_are_said_once() -> None:
    from companion.shell.messages import msg

    reading.report(msg("error.file_not_regular"))
    reading.report(msg("error.file_not_regular"))
    assert len(take_reports()) == 1 and take_reports() == []
