"""How long the stats of a 1,000-turn game take to open and to redraw (docs/performance.md, Stats).

    cd tests/benchmarks && QT_QPA_PLATFORM=offscreen ../../.venv/bin/python stats_bench.py [turns]

Measures, on a generated 8-player journal (journal_gen.py, ~6.4 actions per turn): replaying it,
importing pyqtgraph + numpy (paid once, on first open), building the timeline, building the panel,
its first paint, one redraw after a new action (what `session.changed` costs), a hover, and a
repaint after zooming in. Prints the median of several runs for the repeated ones.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from journal_gen import generate

from companion.core.action_json import parse_action
from companion.core.actions import LifeChange
from companion.core.game import Game


def _game_with_turns(turns: int) -> Game:
    lines = generate(int(turns * 6.4) + 50)
    game = Game.from_actions([parse_action(lines[0])])
    for line in lines[1:]:
        if game.state.turn > turns:
            break
        game.apply_json(line)
    return game


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def main(turns: int = 1000) -> None:
    t = time.perf_counter()
    game = _game_with_turns(turns)
    print(
        f"game: {game.state.turn} turns, {len(game.entries)} effective actions, "
        f"{len(game.state.monarch_history)} crown changes; replay {_ms(time.perf_counter() - t)}"
    )

    from companion.stats import Timeline, game_facts, player_facts

    t = time.perf_counter()
    timeline = Timeline(game)
    player_facts(game, timeline)
    game_facts(game, timeline)
    print(f"timeline + facts (pure)        {_ms(time.perf_counter() - t)}")

    from PySide6.QtWidgets import QApplication

    from companion.app.theme import apply_theme

    app = QApplication(sys.argv[:1])
    apply_theme(app)
    t = time.perf_counter()
    from companion.app.stats.panel import StatsView

    print(f"import panel (pyqtgraph+numpy) {_ms(time.perf_counter() - t)}")

    t = time.perf_counter()
    view = StatsView(game)
    view.resize(1600, 1000)
    built = time.perf_counter() - t
    view.show()
    app.processEvents()
    view.plots.view.viewport().repaint()
    shown = time.perf_counter() - t
    print(f"build panel                    {_ms(built)}")
    print(f"build + first paint            {_ms(shown)}")

    redraws, paints, hovers = [], [], []
    viewport = view.plots.view.viewport()
    for i in range(15):
        game.apply(LifeChange("Ann", -1 if i % 2 else 1))
        t = time.perf_counter()
        view.refresh()
        redraws.append(time.perf_counter() - t)
        t = time.perf_counter()
        app.processEvents()
        viewport.repaint()
        paints.append(time.perf_counter() - t)
    for i in range(15):
        t = time.perf_counter()
        view.plots.show_index(len(game.entries) // (i + 2))
        app.processEvents()
        viewport.repaint()
        hovers.append(time.perf_counter() - t)
    print(f"redraw after one action        {_ms(statistics.median(redraws))} (median of 15)")
    print(f"  + repaint of the charts      {_ms(statistics.median(paints))} (median of 15)")
    print(f"hover (line, dots, text)       {_ms(statistics.median(hovers))} (median of 15)")
    view.plots.life.setXRange(400, 430)
    t = time.perf_counter()
    app.processEvents()
    viewport.repaint()
    print(f"repaint zoomed to 30 turns     {_ms(time.perf_counter() - t)}")
    view.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
