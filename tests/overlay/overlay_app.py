"""A headless app for the end-to-end tests: the demo game, the overlay server, commands on stdin.

    python overlay_app.py [--port N] [--lan]

prints one JSON line {"url", "port", "ws_port", "token"} when listening, then reads one command per
line: a journal action as JSON (applied with session.do, answered with {"applied_ms": t} taken just
before the action is applied), or "quit".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSocketNotifier

from companion.app.session import GameSession
from companion.core.actions import NewGame, parse_action
from companion.core.demo import demo_actions
from companion.core.errors import ActionError
from companion.overlay.server import OverlayServer


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lan", action="store_true")
    parser.add_argument("--names", default="", help="comma-separated player names")
    args = parser.parse_args()
    app = QCoreApplication(sys.argv)
    session = GameSession()
    actions = demo_actions()
    first = actions[0]
    assert isinstance(first, NewGame)
    if args.names:
        names = tuple(args.names.split(","))
        rename = dict(zip(first.players, names, strict=False))
        actions = [parse_action(json.loads(_rename(json.dumps(a.to_json()), rename)))
                   for a in actions]
        first = actions[0]
        assert isinstance(first, NewGame)
    session.start(first, then=actions[1:])
    server = OverlayServer(session, args.port, allow_lan=args.lan)
    server.start()
    _say({"url": server.url, "port": server.port, "ws_port": server.ws_port,
          "token": server.token})

    def command() -> None:
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            server.stop()
            app.quit()
            return
        t = time.time() * 1000.0
        try:
            outcome = session.do(parse_action(json.loads(line)))
        except (ValueError, ActionError) as exc:
            _say({"applied_ms": t, "ok": False, "error": str(exc)})
            return
        _say({"applied_ms": t, "ok": outcome is not None})

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
