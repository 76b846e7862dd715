"""A headless app for the end-to-end tests: the demo game, the overlay server, commands on stdin.

    python overlay_app.py [--port N] [--lan] [--names A,B,...] [--partners A,...] [--nofile N]

prints one JSON line {"url", "port", "ws_port", "token", "journal"} when listening, then reads one
command per line: a journal action as JSON (applied with session.do, answered with {"applied_ms": t}
taken just before the action is applied, "ok" or the "error", and the journal's path),
{"save_as": PATH} (the game's Save As), or "quit".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSocketNotifier

from companion.app.session import GameSession
from companion.core.action_json import parse_action
from companion.core.actions import NewGame
from companion.core.demo import demo_actions
from companion.core.errors import ActionError
from companion.overlay.server import OverlayServer

PARTNERS = ("Kraum, Ludevic's Opus", "Tymna the Weaver")


def _partnered(
    first: NewGame, partners: str, named: bool = False
) -> tuple[NewGame, list[NewGame]]:
    """A new game of the same players, `partners` (comma-separated) with partner commanders,
    with `named` Kraum and Tymna for each."""
    who = tuple(partners.split(","))
    commanders = tuple((p, PARTNERS) for p in who) if named else ()
    game = NewGame(first.players, 40, partners=who, commanders=commanders)
    return game, [game]


def main() -> int:  # noqa: PLR0915 - the options, then the app, in order
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lan", action="store_true")
    parser.add_argument("--names", default="", help="comma-separated player names")
    parser.add_argument("--nofile", type=int, default=0,
                        help="the open-file limit (soft and hard), as a desktop session's 1024")
    parser.add_argument("--partners", default="",
                        help="comma-separated players with partner commanders (a new game)")
    parser.add_argument("--named", action="store_true",
                        help="the partners' commanders named at setup (Kraum and Tymna)")
    args = parser.parse_args()
    if args.nofile:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (args.nofile, args.nofile))
    app = QCoreApplication(sys.argv)
    session = GameSession()
    actions = demo_actions()
    first = actions[0]
    assert isinstance(first, NewGame)
    names_given = tuple(args.names.split(",")) if args.names else ()
    if names_given and len(names_given) != len(first.players):
        actions = [NewGame(names_given, 40)]  # another pod size than the demo's: a new game
        first = actions[0]
        assert isinstance(first, NewGame)
    elif args.names:
        names = tuple(args.names.split(","))
        rename = dict(zip(first.players, names, strict=False))
        actions = [parse_action(json.loads(_rename(json.dumps(a.to_json()), rename)))
                   for a in actions]
        first = actions[0]
        assert isinstance(first, NewGame)
    if args.partners:
        first, actions = _partnered(first, args.partners, args.named)
    session.start(first, then=actions[1:])
    server = OverlayServer(session, args.port, allow_lan=args.lan)
    server.start()
    _say({"url": server.url, "port": server.port, "ws_port": server.ws_port,
          "token": server.token, "journal": str(session.path)})

    def command() -> None:
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            server.stop()
            app.quit()
            return
        t = time.time() * 1000.0
        try:
            data = json.loads(line)
            if "save_as" in data:
                session.save_as(Path(data["save_as"]))
                outcome = True
            else:
                outcome = session.do(parse_action(data))
        except (ValueError, ActionError, OSError) as exc:  # OSError: a file (no fds left?)
            _say({"applied_ms": t, "ok": False, "error": str(exc)})
            return
        _say({"applied_ms": t, "ok": outcome is not None, "journal": str(session.path)})

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    code = app.exec()
    session.close()
    return code


def _rename(text: str, rename: dict[str, str]) -> str:
    for old, new in rename.items():
        text = text.replace(json.dumps(old), json.dumps(new))
    return text


def _say(data: object) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
