"""A tap to its repaint done, at 2, 4 and 8 players: a life change, a step change, a crown move,
and the crown's flight frame by frame.

Run from the repository root (a script, not a test; docs/performance.md, Tap latency):

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/tap_latency.py [rounds] [--verbose]
    (the code of another checkout: run it from there, `cd DIR && PYTHONPATH=DIR python
    /path/to/tap_latency.py`; its life buttons are clicked as that code's panel has them)

What it builds: the real MainWindow (the app, its theme, English, default settings, 1920x1080, the
log dock shown) with a new game of 2, 4 or 8 players, as the New game dialog starts one.

One sample: the action as a player makes it, then the event loop run until the window is painted
(`processEvents()` until a pass delivers no Paint, UpdateRequest or LayoutRequest event), timed
with the wall clock:
- life: a press and release on the −1/+1 button of a player who is not the monarch;
- step: a click on Next step (back to the first step with End turn, untimed, when the turn ends);
- crown: "Become the monarch" for the next player (the session's command, as the crown dropped
  on a panel does), timed to its own repaint; the flight that follows is untimed here.
Each sample also counts the widgets that got a Paint event; `--verbose` lists them.

The flight: the crown moved between two panels at 8 players while the loop runs freely; each
paint of the crown is a frame. Reported: the delay from the action to the first frame, frames
per second over the move, and the longest gap between two frames.

Medians of `rounds` samples per action and size (default 30), the sizes interleaved round by
round so a busy moment of the shared machine hits them alike.
"""

from __future__ import annotations

import itertools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["COMPANION_HOME"] = tempfile.mkdtemp(prefix="companion-bench-")

from PySide6.QtCore import QEvent, QEventLoop, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from companion.core.actions import BecomeMonarch, EndTurn, NewGame
from companion.core.steps import Step

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
SIZES = (2, 4, 8)
WATCHED = (QEvent.Type.Paint, QEvent.Type.UpdateRequest, QEvent.Type.LayoutRequest)


class Painted(QObject):
    """Counts the events that mean "there is still drawing to do", who got painted, and when
    the crown did."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.painted: dict[str, int] = {}
        self.crown_frames: list[float] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in WATCHED:
            self.count += 1
            if event.type() == QEvent.Type.Paint:
                name = type(watched).__name__ + ":" + (watched.objectName() or "-")
                player = getattr(watched, "name", None)
                if isinstance(player, str) and type(watched).__name__ == "PlayerPanel":
                    name += ":" + player
                self.painted[name] = self.painted.get(name, 0) + 1
                if type(watched).__name__ == "CrownBadge":
                    self.crown_frames.append(time.perf_counter())
        return False


def drain(app: QApplication, painted: Painted) -> None:
    """Run the event loop until nothing is left to lay out or paint."""
    for _ in range(50):
        before = painted.count
        app.processEvents()
        if painted.count == before:
            return


class Table:
    """One window with an `n`-player game."""

    def __init__(self, app: QApplication, painted: Painted, n: int) -> None:
        from companion.app.window.main_window import MainWindow
        from companion.shell.settings import Settings

        self.app, self.painted, self.n = app, painted, n
        # The log open whatever the screen (it is closed by default on a small one).
        self.window = MainWindow(Settings(log_open=True))
        self.window.resize(1920, 1080)
        self.session = self.window.session
        self.session.start(NewGame(NAMES[:n], 40))
        self.session.do(BecomeMonarch(NAMES[0]))
        self.window.show()
        drain(app, painted)
        self.flip = 0
        self.samples: dict[str, list[float]] = {"life": [], "step": [], "crown": []}
        self.widgets: dict[str, list[int]] = {"life": [], "step": [], "crown": []}

    def timed(self, kind: str, act: Callable[[], None]) -> dict[str, int]:
        self.painted.painted = {}
        start = time.perf_counter()
        act()
        drain(self.app, self.painted)
        self.samples[kind].append((time.perf_counter() - start) * 1000)
        self.widgets[kind].append(len(self.painted.painted))
        return dict(self.painted.painted)

    def life(self) -> dict[str, int]:
        state = self.session.state
        player = next(n for n in state.names if n != state.monarch)
        panel = self.window.game_page.table.panel(player)
        assert panel is not None
        self.flip ^= 1
        delta = -1 if self.flip else 1
        if hasattr(panel, "part_center"):  # the painted panel: a press and release on the part
            return self.timed("life", lambda: press(panel, panel.part_center(("life", delta))))
        button = panel.buttons[delta]  # type: ignore[attr-defined]  # the widget panel before
        return self.timed("life", button.click)

    def step(self) -> dict[str, int]:
        if self.session.state.step is Step.CLEANUP:
            self.session.do(EndTurn())
            drain(self.app, self.painted)
        bar = self.window.game_page.turn_bar
        return self.timed("step", bar.next_button.click)

    def crown(self) -> dict[str, int]:
        state = self.session.state
        names = state.names
        nxt = names[(names.index(state.monarch or names[0]) + 1) % len(names)]
        painted = self.timed("crown", lambda: self.session.do(BecomeMonarch(nxt)))
        settle_flight(self)
        return painted


def press(widget: QWidget, at: object) -> None:
    point = QPointF(at)  # type: ignore[call-overload]
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            point,
            widget.mapToGlobal(point),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(widget, event)


def settle_flight(table: Table) -> None:
    """Let a crown flight finish (untimed)."""
    crown = table.window.game_page.crown
    deadline = time.perf_counter() + 3
    while crown.is_animating() and time.perf_counter() < deadline:
        table.app.processEvents()
    drain(table.app, table.painted)


def flight(table: Table) -> tuple[float, float, float]:
    """(delay to the first frame ms, frames per second, longest gap ms) of one crown move, with
    the event loop waiting for its timers as the app's does (not spinning)."""
    crown = table.window.game_page.crown
    state = table.session.state
    names = state.names
    target = names[(names.index(state.monarch or names[0]) + len(names) // 2) % len(names)]
    table.painted.crown_frames = []
    loop = QEventLoop()
    check = QTimer()
    check.timeout.connect(lambda: None if crown.is_animating() else loop.quit())
    QTimer.singleShot(3000, loop.quit)
    start = time.perf_counter()
    table.session.do(BecomeMonarch(target))
    check.start(50)
    loop.exec()
    check.stop()
    frames = table.painted.crown_frames
    drain(table.app, table.painted)
    if len(frames) < 2:
        return float("nan"), 0.0, float("nan")
    gaps = [b - a for a, b in itertools.pairwise(frames)]
    return (
        (frames[0] - start) * 1000,
        (len(frames) - 1) / (frames[-1] - frames[0]),
        max(gaps) * 1000,
    )


def main(rounds: int = 30, verbose: bool = False) -> None:
    from companion.app import i18n
    from companion.app.launch import create_app

    app = create_app()
    i18n.install(app, "en")
    painted = Painted()
    app.installEventFilter(painted)
    tables = {n: Table(app, painted, n) for n in SIZES}
    for table in tables.values():  # one untimed round: caches, first paint of each glyph size
        table.life(), table.step(), table.crown()
    for _ in range(rounds):
        for table in tables.values():
            for action in (table.life, table.step, table.crown):
                what = action()
                if verbose and _ == 0:
                    print(f"{table.n}p {action.__name__}: {sorted(what.items())}")
    print("players  action  median ms  (min-max)      widgets painted (median)")
    worst = 0.0
    for n, table in tables.items():
        for kind, values in table.samples.items():
            median = statistics.median(values)
            worst = max(worst, median)
            print(
                f"{n:7d}  {kind:6s}  {median:9.1f}  ({min(values):.1f}-{max(values):.1f})"
                f"  {statistics.median(table.widgets[kind]):.0f}"
            )
    delays, rates, gaps = [], [], []
    for _ in range(5):
        delay, fps, gap = flight(tables[8])
        delays.append(delay), rates.append(fps), gaps.append(gap)
    print(
        "crown flight at 8 players (5 moves): first frame after"
        f" {statistics.median(delays):.1f} ms,"
        f" {statistics.median(rates):.0f} fps, longest gap {max(gaps):.1f} ms"
    )
    print(f"tap latency: worst median {worst:.1f} ms")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 30, verbose="--verbose" in sys.argv)
