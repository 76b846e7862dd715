"""Never lose a game, under faults: one writer per journal, a full disk, a failed open or new game.

Each test drives the Qt-free shell session as the window does and ends by checking that the
journal on disk replays to exactly the game the session shows.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.core.actions import BecomeMonarch, EndTurn, LifeChange, NewGame
from companion.core.errors import ActionError
from companion.core.game import Outcome
from companion.core.journal import build_game, decode
from companion.core.snapshot import state_json
from companion.core.steps import Step
from companion.shell.flow import FlowNotice
from companion.shell.session import Session
from companion.shell.storage import (
    JournalInUseError,
    JournalLock,
    NotSaved,
    ReadOnly,
    StorageRefusal,
    owner_of,
)

PLAYERS = ("Ann", "Ben", "Cid")


class Recorder:
    def __init__(self) -> None:
        self.changes: list[Outcome] = []
        self.rejections: list[ActionError | FlowNotice | StorageRefusal] = []
        self.initiators: list[str] = []  # of each refusal, in order
        self.failures: list[OSError] = []
        self.restored = 0
        self.resets = 0

    def reset(self) -> None:
        self.resets += 1

    def changed(self, outcome: Outcome) -> None:
        self.changes.append(outcome)

    def rejected(self, reason: ActionError | FlowNotice | StorageRefusal, initiator: str) -> None:
        self.rejections.append(reason)
        self.initiators.append(initiator)

    def notice(self, notice: FlowNotice) -> None:
        pass

    def damage_mode_changed(self) -> None:
        pass

    def combat_offered(self) -> None:
        pass

    def storage_failed(self, path: Path, error: OSError) -> None:
        self.failures.append(error)

    def storage_restored(self) -> None:
        self.restored += 1


_OPEN: list[Session] = []


@pytest.fixture(autouse=True)
def _close_sessions() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()


def session_with(listener: Recorder | None = None) -> tuple[Session, Recorder]:
    heard = listener or Recorder()
    session = Session(heard)
    _OPEN.append(session)
    return session, heard


def disk_equals_game(session: Session) -> None:
    """The journal file replays to exactly the state the session shows."""
    assert session.path is not None
    on_disk = build_game(decode(session.path.read_bytes()))
    assert state_json(on_disk.state) == state_json(session.state)
    assert not session.path.read_bytes() or session.path.read_bytes().endswith(b"\n")


# -- one writer per journal ---------------------------------------------------------------------


def test_a_second_session_cannot_write_an_open_journal(tmp_path: Path) -> None:
    first, _ = session_with()
    first.start(NewGame(PLAYERS), path=tmp_path / "game.jsonl")
    first.do(LifeChange("Ann", -3))
    second, heard = session_with()
    with pytest.raises(JournalInUseError) as raised:
        second.open(tmp_path / "game.jsonl")
    assert raised.value.owner is not None and raised.value.owner.pid == os.getpid()
    assert not second.has_game  # nothing half-opened

    # Read-only: the game is shown, nothing it does reaches the file.
    second.open(tmp_path / "game.jsonl", read_only=True)
    assert second.read_only and second.state == first.state
    size = (tmp_path / "game.jsonl").stat().st_size
    assert second.do(EndTurn()) is None
    assert second.change_life("Ben", -1) is None
    assert second.undo() is None
    assert [type(r) for r in heard.rejections] == [ReadOnly, ReadOnly, ReadOnly]
    assert (tmp_path / "game.jsonl").stat().st_size == size
    with pytest.raises(JournalInUseError):
        second.take_over()
    assert second.read_only

    # The first goes on; once it lets go, the second takes over with everything it wrote.
    first.do(EndTurn())
    first.close()
    second.take_over()
    assert not second.read_only
    assert second.state.turn == 2 and second.state.player("Ann").life == 37
    second.do(LifeChange("Cid", -2))
    disk_equals_game(second)


def test_a_lock_of_a_killed_process_is_free(tmp_path: Path) -> None:
    """The OS drops the lock with its process: a stale lock file is never in the way."""
    journal = tmp_path / "game.jsonl"
    holder = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from companion.shell.storage import JournalLock
        lock = JournalLock.acquire(Path({str(journal)!r}))
        print("held", flush=True)
        sys.stdin.read()  # until the test kills it
        """
    )
    with subprocess.Popen(
        [sys.executable, "-c", holder],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as proc:
        try:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
            owner = owner_of(journal)
            assert owner is not None and owner.pid == proc.pid
            with pytest.raises(JournalInUseError):
                JournalLock.acquire(journal)
        finally:
            proc.kill()  # SIGKILL: no chance to let go of anything
            proc.wait(timeout=30)
    assert owner_of(journal) is None
    JournalLock.acquire(journal).release()


# -- a full disk --------------------------------------------------------------------------------


@pytest.fixture(params=["tmpfs", "injected"])
def small_disk(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Path, str]]:
    """A folder on a real 256 KiB tmpfs where the machine allows mounting one (CI runs as root),
    else, and also as a second run, a plain folder whose writes the test makes fail ("injected":
    half a line reaches the file, then ENOSPC, as a full disk does)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = (
        request.param == "tmpfs"
        and sys.platform.startswith("linux")
        and os.geteuid() == 0
        and subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)],
            capture_output=True,
            check=False,
            timeout=30,
        ).returncode
        == 0
    )
    yield folder, "tmpfs" if mounted else "injected"
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False, timeout=30)


def fill(folder: Path, mode: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Make the disk full: fill the tmpfs, or make every journal write fail half-way."""
    filler = folder / "filler.bin"
    if mode == "tmpfs":
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:
            while True:
                os.write(fd, b"\0" * 512)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
        finally:
            os.close(fd)
        return filler
    from companion.core import journal

    real_write = os.write

    def half_then_full(fd: int, data: bytes | memoryview) -> int:
        if len(data) > 1:
            real_write(fd, bytes(data[: len(data) // 2]))  # a torn line, as a full disk leaves
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal.os, "write", half_then_full)
    filler.write_bytes(b"")
    return filler


def free(filler: Path, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    filler.unlink()
    if mode == "injected":
        monkeypatch.undo()


def test_a_full_disk_stops_the_game_and_loses_nothing(
    small_disk: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, mode = small_disk
    session, heard = session_with()
    session.start(NewGame(PLAYERS), path=folder / "game.jsonl")
    session.do(BecomeMonarch("Ben"))
    session.step_to(Step.END)  # past combat: the monarch's losses are plain ones, never asked
    filler = fill(folder, mode, monkeypatch)

    # 120 taps on a full disk (a tmpfs still takes a few lines into the page the journal ends in):
    # the first write that fails stops the game; every tap after it is refused, not dropped.
    changes = len(heard.changes)
    for tap in range(120):
        session.change_life("Ben", 1 if tap % 2 else -1)
    assert len(heard.failures) == 1 and heard.failures[0].errno == errno.ENOSPC
    saved = len(heard.changes) - changes
    assert saved < 120
    assert all(isinstance(r, NotSaved) for r in heard.rejections)
    assert len(heard.rejections) == 120 - saved - 1
    disk_equals_game(session)  # no half line, nothing missing: the game stopped where the disk did
    assert session.retry_storage() is False  # still full: still stopped
    assert session.storage_error is not None
    life = session.state.player("Ben").life

    free(filler, mode, monkeypatch)
    assert session.retry_storage() is True and heard.restored == 1
    for _ in range(10):
        session.change_life("Ben", -1)
    assert session.state.player("Ben").life == life - 10
    disk_equals_game(session)


def test_a_damaged_tail_is_rewritten_whole_on_retry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If even cutting off the half line fails, Retry rewrites the journal from memory."""
    from companion.core import journal

    session, _heard = session_with()
    session.start(NewGame(PLAYERS), path=tmp_path / "game.jsonl")
    session.do(LifeChange("Ann", -1))
    real_write = os.write

    def torn(fd: int, data: bytes | memoryview) -> int:
        real_write(fd, bytes(data[:5]))
        raise OSError(errno.EIO, "Input/output error")

    def no_truncate(fd: int, size: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(journal.os, "write", torn)
    monkeypatch.setattr(journal.os, "ftruncate", no_truncate)
    session.do(LifeChange("Ann", -1))
    assert session.storage_error is not None and session.state.player("Ann").life == 39
    monkeypatch.undo()
    assert session.retry_storage()
    disk_equals_game(session)
    session.do(LifeChange("Ann", -1))
    disk_equals_game(session)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".game.jsonl.lock", "game.jsonl"]


def test_a_failed_sync_stops_the_game_at_the_next_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line syncs while its action is shown (JournalWriter, deferred): a sync that failed is
    heard at the next action, which is refused; Retry rewrites the journal whole from the game,
    the action whose sync failed included, and the game goes on."""
    from companion.core import journal

    session, heard = session_with()
    session.start(NewGame(PLAYERS), path=tmp_path / "game.jsonl")
    session.do(LifeChange("Ann", -1))

    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(journal.os, "fsync", failing)
    session.do(LifeChange("Ann", -2))  # shown; its line written, its sync failing meanwhile
    assert session.state.player("Ann").life == 37 and heard.failures == []
    assert session.do(LifeChange("Ann", -3)) is None  # the game does not go on past it
    assert [f.errno for f in heard.failures] == [errno.EIO]
    assert session.state.player("Ann").life == 37
    assert isinstance(session.refusal(), NotSaved)
    monkeypatch.undo()
    assert session.retry_storage() and heard.restored == 1
    disk_equals_game(session)
    session.do(LifeChange("Ann", -3))
    assert session.state.player("Ann").life == 34
    disk_equals_game(session)


def test_save_as_elsewhere_is_the_way_out_of_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.core import journal

    session, heard = session_with()
    session.start(NewGame(PLAYERS), path=tmp_path / "full.jsonl")
    session.do(LifeChange("Ann", -1))

    def full(fd: int, data: bytes | memoryview) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal.os, "write", full)
    session.do(LifeChange("Ann", -1))
    assert isinstance(session.refusal(), NotSaved)
    monkeypatch.undo()
    session.save_as(tmp_path / "elsewhere.jsonl")
    assert session.refusal() is None and heard.restored == 1
    session.do(LifeChange("Ann", -1))
    assert session.path == tmp_path / "elsewhere.jsonl"
    disk_equals_game(session)


# -- open and new game are all-or-nothing --------------------------------------------------------


def test_a_journal_that_cannot_be_written_leaves_the_game_before_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, _heard = session_with()
    session.start(NewGame(PLAYERS), path=tmp_path / "current.jsonl")
    session.do(LifeChange("Ann", -4))
    other, _ = session_with()
    other.start(NewGame(("Dee", "Eve")), path=tmp_path / "other.jsonl")
    other.close()
    from companion.core import journal

    real_open = os.open

    def read_only_file(path: str | Path, flags: int, mode: int = 0o777) -> int:
        if Path(path).name == "other.jsonl" and flags & os.O_WRONLY:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, mode)

    monkeypatch.setattr(journal.os, "open", read_only_file)
    with pytest.raises(PermissionError):
        session.open(tmp_path / "other.jsonl")
    monkeypatch.undo()
    # Still the game before, still saving where it did, and the other journal is not held.
    assert session.state.names == PLAYERS and session.path == tmp_path / "current.jsonl"
    session.do(LifeChange("Ann", -1))
    disk_equals_game(session)
    assert owner_of(tmp_path / "other.jsonl") is None


def test_new_game_when_file_descriptors_run_out_changes_nothing(tmp_path: Path) -> None:
    """Real fd exhaustion, in a child process: New game fails, the game before plays on."""
    code = textwrap.dedent(
        f"""
        import os, resource
        from pathlib import Path
        from companion.core.actions import LifeChange, NewGame
        from companion.core.journal import build_game, decode
        from companion.shell.session import Session

        class Quiet:
            def __getattr__(self, name):
                return lambda *args: None

        folder = Path({str(tmp_path)!r})
        session = Session(Quiet())
        session.start(NewGame(("Ann", "Ben")), path=folder / "first.jsonl")
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        hog = []
        try:
            while True:
                hog.append(os.open(os.devnull, os.O_RDONLY))
        except OSError:
            pass
        try:
            session.start(NewGame(("Cid", "Dee")), path=folder / "second.jsonl")
        except OSError as exc:
            print("refused", exc.errno)
        for fd in hog:
            os.close(fd)
        session.do(LifeChange("Ann", -2))
        game = build_game(decode((folder / "first.jsonl").read_bytes()))
        print(session.path.name, game.state == session.state, game.state.player("Ann").life)
        print(sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"refused {errno.EMFILE}"
    assert lines[1] == "first.jsonl True 38"
    assert lines[2] == "['first.jsonl']"  # no journal of a game nobody saw


def test_new_game_whose_file_cannot_be_written_keeps_the_game_before(
    tmp_path: Path,
) -> None:
    session, _ = session_with()
    session.start(NewGame(PLAYERS), path=tmp_path / "game.jsonl")
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder should be")
    with pytest.raises(OSError):
        session.start(NewGame(("Dee", "Eve")), path=blocked / "new.jsonl")
    assert session.state.names == PLAYERS
    session.do(LifeChange("Ben", -1))
    disk_equals_game(session)


def test_a_journal_deleted_under_the_game_stops_it_and_retry_writes_it_again(
    tmp_path: Path,
) -> None:
    """Play-test: the journal of the game at the table deleted (a cleanup, a sync tool): the
    moves went on into the deleted file and nothing was on disk after quitting. The next action
    is refused as for a full disk, and Retry writes the whole game there again."""
    session, heard = session_with()
    path = tmp_path / "game.jsonl"
    session.start(NewGame(PLAYERS), path=path)
    session.do(BecomeMonarch("Ben"))
    session.step_to(Step.END)  # past combat: the monarch's losses are plain ones, never asked
    session.change_life("Ben", -3)
    life = session.state.player("Ben").life
    path.unlink()
    session.change_life("Ben", -1)
    assert len(heard.failures) == 1 and heard.failures[0].errno == errno.ENOENT
    assert session.state.player("Ben").life == life  # not applied: it could not be written
    assert session.retry_storage() is True
    disk_equals_game(session)
    session.change_life("Ben", -1)
    assert session.state.player("Ben").life == life - 1
    disk_equals_game(session)
