"""A headless app for the pod's end-to-end tests: a game, the pod server on 127.0.0.1, commands on
stdin.

    python pod_app.py [--port N] [--names A,B,...] [--partners A,...] [--panels]

prints one JSON line {"url", "port", "ws_port", "seats": {name: seat URL}, "join", "journal"} once
listening, then reads one command per line (JSON) and answers each with one JSON line:
{"do": <journal action>} (applied with session.do: "ok"), {"changes": true} (every change of the
session so far: its time, ms since the epoch, and each player's life and poison), {"revoke": NAME}
(the seat's new URL), {"new_game": true} (the same players start another game: every seat's
new URL and the table's), {"state": true} (lives, poison, pending reminder ids, entries),
{"grant": NAME, "on": bool} (the dock's All totals for that seat),
{"panel": NAME} (with --panels: what the desktop's player panel of NAME shows, its life and run),
{"kill": NAME} (that seat's phones' sockets aborted, as a network that drops
them: "killed_ms" and how many), {"phones": true} (the seats with a phone), or "quit".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSocketNotifier
from PySide6.QtWidgets import QApplication

from companion.app.session import GameSession
from companion.core.action_json import parse_action
from companion.core.actions import NewGame
from companion.core.errors import ActionError
from companion.pod.server import PodServer


def main() -> int:  # noqa: PLR0915 - the options, the app, its commands, in order
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--names", default="Ann,Ben,Cid,Dee")
    parser.add_argument("--partners", default="")
    parser.add_argument("--commanders", default="{}", help='JSON: {"Ann": ["Tymna the Weaver"]}')
    parser.add_argument("--panels", action="store_true", help="the desktop's player panels too")
    args = parser.parse_args()
    app = QApplication(sys.argv) if args.panels else QCoreApplication(sys.argv)
    session = GameSession()
    names = tuple(args.names.split(","))
    partners = tuple(p for p in args.partners.split(",") if p)
    commanders = tuple((p, tuple(n)) for p, n in json.loads(args.commanders).items())
    session.start(NewGame(names, 40, partners=partners, commanders=commanders))
    server = PodServer(session, args.port, "127.0.0.1")
    if not server.start():
        _say({"error": server.error})
        return 1
    changes: list[dict[str, Any]] = []

    def changed(*_: object) -> None:
        state = session.state
        changes.append({
            "ms": time.time() * 1000.0,
            "life": {p.name: p.life for p in state.players},
            "poison": {p.name: p.poison for p in state.players},
        })

    session.changed.connect(changed)
    panels: dict[str, Any] = {}
    if args.panels:  # the desktop's own panels, following the session as in the app
        from companion.app.widgets.player_panel import PlayerPanel
        panels = {name: PlayerPanel(session, name) for name in names}
        for panel in panels.values():
            panel.resize(400, 300)
    _say({"url": server.url, "port": server.port, "ws_port": server.ws_port,
          "seats": {name: server.seat_url(name) for name in names},
          "join": server.join_url(), "journal": str(session.path)})

    def command() -> None:
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            server.stop()
            app.quit()
            return
        try:
            data = json.loads(line)
            if "do" in data:
                _say({"ok": session.do(parse_action(data["do"])) is not None})
            elif "changes" in data:
                _say({"changes": changes})
            elif "revoke" in data:
                server.revoke(data["revoke"])
                _say({"url": server.seat_url(data["revoke"])})
            elif "new_game" in data:
                session.start(NewGame(names, 40, partners=partners, commanders=commanders))
                _say({"seats": {name: server.seat_url(name) for name in names},
                      "join": server.join_url()})
            elif "kill" in data:
                killed = 0
                socket = server._socket
                for connection in socket.connections() if socket else []:
                    if connection.seat == data["kill"]:
                        connection.socket.abort()
                        killed += 1
                _say({"killed_ms": time.time() * 1000.0, "n": killed})
            elif "state" in data:
                state = session.state
                _say({"life": {p.name: p.life for p in state.players},
                      "poison": {p.name: p.poison for p in state.players},
                      "counters": {p.name: dict(p.counters) for p in state.players},
                      "pending": [r.id for r in state.pending_reminders()],
                      "turn": state.turn,
                      "entries": session.game.entry_count() if session.game else 0})
            elif "grant" in data:
                server.grant_all(data["grant"], bool(data.get("on", True)))
                _say({"granted": server.granted(data["grant"])})
            elif "panel" in data:
                content = panels[data["panel"]].content
                _say({"life": content.life if content else None,
                      "run": content.run if content else None})
            elif "phones" in data:
                _say({"phones": [p.seat for p in server.phones()]})
            else:
                _say({"error": "unknown command"})
        except (ValueError, KeyError, ActionError) as exc:
            _say({"error": str(exc)})

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    code = app.exec()
    session.close()
    return code


def _say(data: object) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
