"""The game rules: a pure-Python engine with no Qt, driven by journal actions.

Everything outside this package (the window, the overlay, the charts, `companion replay`) is a
view of the state this package derives from a game's journal. A test (import-linter contract)
keeps Qt out.
"""

from companion.core.action_json import parse_action
from companion.core.actions import Action
from companion.core.errors import ActionError, JournalError
from companion.core.game import Game
from companion.core.model import GameState, PlayerState, Reminder
from companion.core.steps import STEPS, Step

__all__ = [
    "STEPS",
    "Action",
    "ActionError",
    "Game",
    "GameState",
    "JournalError",
    "PlayerState",
    "Reminder",
    "Step",
    "parse_action",
]
