"""Game statistics, computed from a core `Game` without Qt or numpy (the charts add those).

`Timeline` holds the per-action series, `facts` the numbers per player and per game, `export` the
CSV. Importing this package stays cheap: start-up and the core's tests never pay for charts.
"""

from companion.stats.export import csv_text, initiative_per_turn, life_per_turn, write_csv
from companion.stats.facts import GameFacts, PlayerFacts, game_facts, player_facts
from companion.stats.timeline import (
    STEPS_PER_TURN,
    CrownChange,
    CrownSegment,
    Departed,
    Timeline,
    x_of,
)

__all__ = [
    "STEPS_PER_TURN",
    "CrownChange",
    "CrownSegment",
    "Departed",
    "GameFacts",
    "PlayerFacts",
    "Timeline",
    "csv_text",
    "game_facts",
    "initiative_per_turn",
    "life_per_turn",
    "player_facts",
    "write_csv",
    "x_of",
]
