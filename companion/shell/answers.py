"""Who asked for a command, and what they are answered.

Every command runs for an initiator: the desktop (the window's menus, keys, panels and turn
bar), a phone's seat ("pod:Ann"), or a script. The session tells every listener each change with
its initiator (`Outcome.initiator`), and answers the one who asked: `Applied` with the change, or
`Refused` with the reason as a message key. A refusal is said only to its initiator: the desktop
shows its own, a phone's goes back to that phone (docs/architecture.md, "One way in").
"""

from __future__ import annotations

from companion.core.errors import ActionError
from companion.core.game import Outcome
from companion.core.values import frozen
from companion.shell import storage
from companion.shell.flow import FlowNotice

DESKTOP = "desktop"
SCRIPT = "script"

Refusal = ActionError | FlowNotice | storage.StorageRefusal


def phone(seat: str) -> str:
    """The initiator of a request from a phone on `seat`."""
    return f"pod:{seat}"


@frozen
class Applied:
    """The command was carried out: `outcome` is the change it made (None: it changed nothing
    in the game, as a stop at a reminder or an empty gesture)."""

    outcome: Outcome | None


@frozen
class Refused:
    """The command changed nothing, for `reason` (a key with its parameters)."""

    reason: Refusal


Result = Applied | Refused
