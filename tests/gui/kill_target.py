"""Run by test_resume_after_kill: plays actions through a GameSession, then waits to be killed."""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtWidgets import QApplication

from companion.app.session import GameSession
from companion.core.action_json import parse_action


def main() -> None:
    app = QApplication(sys.argv[:1])
    actions = [parse_action(json.loads(line)) for line in sys.stdin.read().splitlines()]
    session = GameSession()
    session.start(actions[0])  # type: ignore[arg-type]
    for action in actions[1:]:
        session.do(action)
    app.processEvents()
    print("ready", flush=True)
    time.sleep(120)  # killed long before this


if __name__ == "__main__":
    main()
