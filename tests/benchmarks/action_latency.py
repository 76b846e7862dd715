"""Time from an action to the repaint being done, early in a game and late in a long one.

Run from the repository root (a script, not a test; docs/performance.md, Action latency):

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/action_latency.py [rounds] [--profile]
    (add --verbose to list the widgets one click paints)

What it builds: the real MainWindow (as `companion` does: the app, its theme, English, default
settings, 1400x860, the log dock shown), once per game, with a game of 20 and one of 5,000 log rows
(effective actions), at 4 and at 8 players. The games come from journal_gen.py (a realistic table
mix) and are opened from a journal file, as *Game > Open journal* does.

What one sample is (the resume pointer set to its window's game first, untimed: see
`_Bench.point_here`): a +1 or -1 life click (`QPushButton.click()` on the panel's life button, the
same signal path as a mouse click: LifeButton.stepped -> PlayerPanel.change_life -> the session,
journal line written (and synced in a thread meanwhile; the next line waits for it), `changed`
emitted to every view) on a player who is not the
monarch, and then the event loop run until the window is painted: `processEvents()` again and
again until a pass delivers no Paint, UpdateRequest or LayoutRequest event (posted during a pass
means delivered in the next one, so a layout change that schedules a repaint is waited for). The
widgets repaint into the window's backing store exactly as on screen; the offscreen platform only
skips the final copy to a display. No `repaint()` of the whole window is forced: that would paint
what did not change and hide the difference a view that repaints only its changed part makes.

Early and late windows are measured alternately (A/B, order flipped every round) so drift of the
shared machine hits both alike; the figures are medians of wall-clock time, with the process's CPU
time (`time.process_time`, all its threads) beside them, which other load on the machine disturbs
less. `--profile` also runs cProfile over the
late 8-player samples and prints the top of it.

The last line reads: `action latency: early X ms, late Y ms, ratio R`, for the configuration (4 or
8 players) whose late median is the highest.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="companion-bench-")
os.environ["COMPANION_HOME"] = _HOME  # never touch the user's games or settings
sys.path.insert(0, str(Path(__file__).resolve().parent))

from journal_gen import PLAYERS, generate  # noqa: E402
from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.core.action_json import parse_action  # noqa: E402
from companion.core.game import Game  # noqa: E402
from companion.shell import games  # noqa: E402
from companion.shell.atomic import write_journal  # noqa: E402

EARLY, LATE = 20, 5_000
WATCHED = (QEvent.Type.Paint, QEvent.Type.UpdateRequest, QEvent.Type.LayoutRequest)


class _Painted(QObject):
    """Counts the events that mean "there is still drawing to do", and who got painted."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.painted: dict[str, int] = {}
        self.panels: dict[str, int] = {}
        self.record = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in WATCHED:
            self.count += 1
            if self.record and event.type() == QEvent.Type.Paint:
                name = type(watched).__name__ + ":" + (watched.objectName() or "-")
                self.painted[name] = self.painted.get(name, 0) + 1
                if name == "PlayerPanel:PlayerPanel":
                    player = str(getattr(watched, "name", "?"))
                    self.panels[player] = self.panels.get(player, 0) + 1
        return False


def _journal(rows: int, players: int, folder: Path) -> Path:
    """A journal whose game has exactly `rows` effective actions."""
    lines = generate(int(rows * 1.1) + 60, players=PLAYERS[:players])
    game = Game.from_actions([parse_action(lines[0])])
    for line in lines[1:]:
        if len(game.entries) >= rows:
            break
        game.apply_json(line)
    assert len(game.entries) == rows, (len(game.entries), rows)
    path = folder / f"game-{players}p-{rows}.jsonl"
    write_journal(path, game.journal)
    return path


def _drain(app: QApplication, painted: _Painted) -> int:
    """Run the event loop until nothing is left to lay out or paint; returns the passes."""
    for passes in range(1, 50):
        before = painted.count
        app.processEvents()
        if painted.count == before:
            return passes
    return passes


class _PartButton:
    """A life button of the painted panel, clicked like a QPushButton."""

    def __init__(self, panel: object, delta: int) -> None:
        self.panel, self.delta = panel, delta

    def click(self) -> None:
        self.panel.click(("life", self.delta))  # type: ignore[attr-defined]


class _Bench:
    def __init__(self, app: QApplication, painted: _Painted, path: Path) -> None:
        from companion.app.window.main_window import MainWindow
        from companion.shell.settings import Settings

        self.app, self.painted = app, painted
        # The log open whatever the screen (it is closed by default on a small one).
        self.window = MainWindow(Settings(log_open=True))
        self.window.resize(1400, 860)
        assert self.window.files.open_journal(path)
        self.window.show()
        _drain(app, painted)
        state = self.window.session.state
        self.player = next(p.name for p in state.players if p.in_game and p.name != state.monarch)
        panel = self.window.game_page.table.panel(self.player)
        assert panel is not None
        if hasattr(panel, "click"):  # the painted panel: a press and release on its parts
            self.buttons = tuple(_PartButton(panel, delta) for delta in (1, -1))
        else:  # the widget panel before it (A/B runs against older commits)
            self.buttons = (panel.buttons[1], panel.buttons[-1])
        self.rows = self.window.docks.log.log_model.rowCount()
        self.flip = 0
        self.samples: list[float] = []
        self.cpu: list[float] = []

    def point_here(self) -> None:
        """The resume pointer (games.keep_current) names this window's game, untimed: the app
        plays one game and writes it once, but two windows clicked in turn here would rewrite
        it (an atomic write and its fsync) on every click, which no player's click does."""
        games.keep_current(self.window.session.path, self.window.session.state.game_over)

    def sample(self) -> float:
        button = self.buttons[self.flip]
        self.flip ^= 1
        self.point_here()
        start, cpu = time.perf_counter(), time.process_time()
        button.click()
        _drain(self.app, self.painted)
        elapsed = (time.perf_counter() - start) * 1000
        self.samples.append(elapsed)
        self.cpu.append((time.process_time() - cpu) * 1000)
        return elapsed


def main(rounds: int = 40, profile: bool = False, verbose: bool = False) -> None:
    from companion.app import i18n
    from companion.app.launch import create_app

    app = create_app()
    i18n.install(app, "en")
    painted = _Painted()
    app.installEventFilter(painted)
    folder = Path(_HOME) / "journals"
    folder.mkdir()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
          f"platform {app.platformName()}, {rounds} rounds")
    results = []
    for players in (4, 8):
        early = _Bench(app, painted, _journal(EARLY, players, folder))
        late = _Bench(app, painted, _journal(LATE, players, folder))
        assert (early.rows, late.rows) == (EARLY, LATE), (early.rows, late.rows)
        for _ in range(5):  # warm up both (first paints, caches)
            early.sample()
            late.sample()
        for bench in (early, late):
            bench.samples.clear()
            bench.cpu.clear()
        for i in range(rounds):
            pair = (early, late) if i % 2 == 0 else (late, early)
            for bench in pair:
                bench.sample()
        # Which widgets one action repaints (same for early and late: the log's rows differ).
        painted.painted.clear()
        painted.panels.clear()
        painted.record = True
        late.sample()
        painted.record = False
        e, lt = statistics.median(early.samples), statistics.median(late.samples)
        print(f"{players} players: early ({EARLY} rows) median {e:.1f} ms "
              f"[{min(early.samples):.1f}-{max(early.samples):.1f}], "
              f"late ({LATE} rows) median {lt:.1f} ms "
              f"[{min(late.samples):.1f}-{max(late.samples):.1f}], ratio {lt / e:.2f}")
        ec, lc = statistics.median(early.cpu), statistics.median(late.cpu)
        print(f"  CPU time of the process (less noisy on a shared machine): early {ec:.1f} ms, "
              f"late {lc:.1f} ms, ratio {lc / ec:.2f}")
        panels = sorted(painted.panels)
        print(f"  paint events for one life click (late): {sum(painted.painted.values())} "
              f"in {len(painted.painted)} kinds of widget; player panels painted: "
              f"{sum(painted.panels.values())} ({', '.join(panels)}; the click was on "
              f"{late.player})")
        if verbose:
            for name, count in sorted(painted.painted.items(), key=lambda kv: -kv[1]):
                print(f"    {count:4d} {name}")
        if profile and players == 8:
            import cProfile
            import pstats

            prof = cProfile.Profile()
            prof.enable()
            for _ in range(20):
                late.sample()
            prof.disable()
            pstats.Stats(prof).sort_stats("cumulative").print_stats(35)
        results.append((lt, e, players))
        for bench in (early, late):
            bench.window.session.close()
            bench.window.hide()
            bench.window.deleteLater()
        _drain(app, painted)
    late_ms, early_ms, players = max(results)
    print(f"(worst configuration: {players} players)")
    print(f"action latency: early {early_ms:.1f} ms, late {late_ms:.1f} ms, "
          f"ratio {late_ms / early_ms:.2f}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(
        int(args[0]) if args else 40,
        profile="--profile" in sys.argv,
        verbose="--verbose" in sys.argv,
    )
