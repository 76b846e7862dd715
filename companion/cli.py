"""Command line: `companion [options]` starts the app; `companion replay FILE` prints the state;
`companion import DIR` and `companion history --json` add to and read the playgroup's history.

Arguments are parsed before anything heavy is imported: `--version` and `replay` never load Qt, and
the GUI modules are imported only once we know a window is wanted.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from companion import __version__

EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Commander Companion: track a paper Commander game around the monarch.",
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    parser.add_argument("--demo", action="store_true", help="start a ready 4-player demo game")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="start the full window with the demo game, paint one frame and exit 0 (for CI)",
    )
    parser.add_argument("--lang", metavar="CODE", help="interface language: en, zh_CN, de, ru, es")
    parser.add_argument(
        "--overlay-port",
        type=int,
        metavar="N",
        default=None,
        help="serve the stream overlay on port N (0: any free port); see docs/streaming.md",
    )
    parser.add_argument(
        "--pod-port",
        type=int,
        metavar="N",
        default=None,
        help="let phones join on port N (0: any free port) and print each seat's link; see"
        " docs/pod.md",
    )
    parser.add_argument(
        "--pod-host",
        metavar="ADDR",
        default=None,
        help="with --pod-port: the address to bind and print (default: this computer's local"
        " network address)",
    )
    parser.add_argument("file", nargs="?", help="a journal (.jsonl) to open")
    return parser


def build_replay_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion replay",
        description="Apply a journal's actions in order and print the final state as JSON.",
    )
    parser.add_argument("file", help="a JSON Lines journal, or - for standard input")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")
    return parser


def replay_main(argv: Sequence[str]) -> int:
    from companion.replay import run_replay

    args = build_replay_parser().parse_args(argv)
    return run_replay(args.file, indent=args.indent)


def build_import_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion import",
        description="Add a folder of journals (another computer's, a backup) to the history: each"
        " game once; prints how many were added and skipped.",
    )
    parser.add_argument("folder", help="a folder holding journals (.jsonl), searched below too")
    return parser


def build_history_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion history",
        description="Print every player's and every commander's games, wins and win rate.",
    )
    parser.add_argument("--json", action="store_true", required=True,
                        help="as one JSON object (the only format)")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")
    return parser


def import_main(argv: Sequence[str]) -> int:
    from companion.history.commandline import run_import

    args = build_import_parser().parse_args(argv)
    return run_import(args.folder)


def history_main(argv: Sequence[str]) -> int:
    from companion.history.commandline import run_history

    args = build_history_parser().parse_args(argv)
    return run_history(indent=args.indent)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["replay"]:
        return replay_main(args_list[1:])
    if args_list[:1] == ["import"]:
        return import_main(args_list[1:])
    if args_list[:1] == ["history"]:
        return history_main(args_list[1:])
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args.pod_host is not None and args.pod_port is None:
        parser.error("--pod-host needs --pod-port")
    from companion.app.launch import exit_now, launch

    code = launch(args)
    if argv is None:  # the real process, not a test calling main(): no teardown after the writes
        exit_now(code)
    return code
