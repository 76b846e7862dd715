"""Peak and retained memory of replaying generated journals (docs/performance.md).

Run: python tests/benchmarks/measure_memory.py [ACTIONS ...]   (default 1000 10000 100000)
The whole game stays in memory for undo: every effective action, and a state every 64 actions.
"""

from __future__ import annotations

import gc
import platform
import sys
import time
import tracemalloc

from journal_gen import generate, journal_bytes

from companion.core.journal import build_game, decode


def measure(actions: int) -> None:
    data = journal_bytes(generate(actions))
    gc.collect()
    started = time.perf_counter()
    build_game(decode(data))
    seconds = time.perf_counter() - started
    gc.collect()
    tracemalloc.start()
    game = build_game(decode(data))
    retained, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"{actions:>7} actions  {len(data) / 1e6:6.2f} MB journal  replay {seconds:6.3f} s  "
        f"peak {peak / 1e6:7.1f} MB  kept {retained / 1e6:7.1f} MB  "
        f"({retained / actions:,.0f} B/action, {len(game.entries)} entries)"
    )


if __name__ == "__main__":
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    for n in [int(a) for a in sys.argv[1:]] or [1_000, 10_000, 100_000]:
        measure(n)
