"""The screen stays on while a game runs (issue 16 item 6): the platform's "don't idle" request
is held exactly while a game is played and the window is not minimised, and given back when the
game ends or the app closes. A fake inhibitor stands in for the desktop's service."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from companion.app.keep_awake import DBusInhibitor, KeepAwake
from companion.app.window.main_window import MainWindow
from companion.core.actions import Concede, NewGame
from companion.shell.settings import Settings


class FakeInhibitor:
    def __init__(self, works: bool = True) -> None:
        self.works = works
        self.calls: list[str] = []

    def inhibit(self, reason: str) -> bool:
        self.calls.append("inhibit")
        return self.works

    def release(self) -> None:
        self.calls.append("release")


def test_held_while_playing_and_shown_only() -> None:
    fake = FakeInhibitor()
    awake = KeepAwake(fake)
    awake.set_playing(True)
    assert awake.held and fake.calls == ["inhibit"]
    awake.set_minimised(True)
    assert not awake.held and fake.calls == ["inhibit", "release"]
    awake.set_minimised(False)
    awake.set_playing(True)  # asked again: held once, not twice
    assert fake.calls == ["inhibit", "release", "inhibit"]
    awake.release()
    assert not awake.held and fake.calls[-1] == "release"


def test_no_service_changes_nothing() -> None:
    """No bus or no screensaver service: the app goes on without it."""
    fake = FakeInhibitor(works=False)
    awake = KeepAwake(fake)
    awake.set_playing(True)
    assert not awake.held
    awake.set_playing(True)  # every action says "playing": a failed request is not retried
    assert fake.calls == ["inhibit"]
    awake.set_playing(False)
    assert fake.calls == ["inhibit"]  # nothing to give back
    awake.set_playing(True)  # a new game: asked again
    assert fake.calls == ["inhibit", "inhibit"]
    assert DBusInhibitor().inhibit("test") in (True, False)  # never raises without a bus


def test_the_window_holds_it_during_a_game_and_gives_it_back_at_the_end(
    qtbot: QtBot, companion_home: object, monkeypatch: object
) -> None:
    import companion.app.keep_awake as module

    fake = FakeInhibitor()
    monkeypatch.setattr(module, "platform_inhibitor", lambda: fake)  # type: ignore[attr-defined]
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.finish_start_up()  # as after the first frame
    assert window.keep_awake is None  # nothing built before a game
    window.session.start(NewGame(("Ann", "Ben"), 40))
    try:
        assert window.keep_awake is not None and window.keep_awake.held
        window.session.do(Concede("Ben"))  # the game ends
        assert not window.keep_awake.held and fake.calls == ["inhibit", "release"]
        window.session.undo()  # back in play
        assert window.keep_awake.held
    finally:
        window.session.close()


def test_a_game_shown_in_the_first_frame_is_kept_awake_once_the_frame_is_up(
    qtbot: QtBot, companion_home: object, monkeypatch: object
) -> None:
    """The demo's first frame builds no inhibitor (D-Bus, ctypes); the frame up, it holds."""
    import companion.app.keep_awake as module

    fake = FakeInhibitor()
    monkeypatch.setattr(module, "platform_inhibitor", lambda: fake)  # type: ignore[attr-defined]
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.session.start(NewGame(("Ann", "Ben"), 40))
    try:
        assert window.keep_awake is None
        window.finish_start_up()
        assert window.keep_awake is not None and window.keep_awake.held
        assert fake.calls == ["inhibit"]
    finally:
        window.session.close()
