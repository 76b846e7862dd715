"""Wall-clock start-up of the frozen program against the installed one (docs/performance.md).

    python packaging/measure_startup.py dist/CommanderCompanion/CommanderCompanion \
        "$(command -v companion)" JOURNAL.jsonl [--runs 10]

Each command runs --runs times, each with a fresh COMPANION_HOME and QT_QPA_PLATFORM=offscreen;
prints the median and the range as Markdown table rows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time


def timed(cmd: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = {**os.environ, "COMPANION_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
            started = time.perf_counter()
            result = subprocess.run(cmd, env=env, capture_output=True, check=False)
            times.append((time.perf_counter() - started) * 1000)
            if result.returncode != 0:
                raise SystemExit(f"{cmd}: exit {result.returncode}: {result.stderr.decode()}")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("frozen")
    parser.add_argument("installed")
    parser.add_argument("journal")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    print("| command | median | range |\n| --- | ---: | ---: |")
    for args_ in (["--smoke"], ["--version"], ["replay", args.journal]):
        for label, program in (("frozen", args.frozen), ("installed", args.installed)):
            t = timed([program, *args_], args.runs)
            name = " ".join(a if a != args.journal else "JOURNAL" for a in args_)
            print(
                f"| {label} `{name}` | {statistics.median(t):.0f} ms | "
                f"{min(t):.0f}-{max(t):.0f} ms |"
            )


if __name__ == "__main__":
    main()
