"""What a combat damage action would do, in words, before anyone confirms it.

The preview runs the candidate action through the pure engine on the current state (never on the
session), so what it says is exactly what confirming will do: the same losses, the same 725.4
succession, the same steal triggers. The sentences are the shell's (`messages.combat_preview`),
said in the current language.
"""

from __future__ import annotations

from companion.app.describe import say_all
from companion.core.actions import Hit, NewGame
from companion.core.model import GameState
from companion.shell.messages import combat_preview


def preview(state: GameState, hits: tuple[Hit, ...], setup: NewGame | None = None) -> str:
    """The totals that change and the sentences for what the damage causes, one per line
    (commanders by the names given at setup, if any)."""
    return "\n".join(say_all(combat_preview(state, hits, setup)))
