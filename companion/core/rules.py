"""Rule numbers and thresholds in one place.

Section numbers move between editions of the Comprehensive Rules (the monarch was 716 in 2016, 720
in 2022, 722 in 2024, 724 in 2025 and 725 since the edition of 25 September 2026 inserted "722.
Preparation Cards"), so code and tests cite them through `NUMBERS`, keyed by what the rule is.
The English rule texts (resources/rules/en.json) number them the same way; every other language's
text carries its own edition's numbers (companion.shell.rule_data).
"""

from collections.abc import Mapping
from types import MappingProxyType

EDITION = "2026-09-25"  # the Comprehensive Rules in effect, whose numbers NUMBERS gives
NUMBERS: Mapping[str, str] = MappingProxyType({
    "monarch": "725",
    "monarch.triggers": "726.2",
    "monarch.one": "726.3",
    "monarch.succession": "726.4",
    "initiative": "726",
    "initiative.triggers": "726.2",
    "initiative.succession": "726.4",
    "initiative.again": "726.5",
    "rad": "728",
    "day_night": "731",
    "venture": "701.49",
    "ring_tempts": "701.54",
    "city_blessing": "702.131",
    "speed": "702.179",
    "storm": "702.40",
})

MONARCH = NUMBERS["monarch"]
MONARCH_TRIGGERS = NUMBERS["monarch.triggers"]
ONE_MONARCH = NUMBERS["monarch.one"]
MONARCH_SUCCESSION = NUMBERS["monarch.succession"]
INITIATIVE = NUMBERS["initiative"]
INITIATIVE_SUCCESSION = NUMBERS["initiative.succession"]
LEAVING_MULTIPLAYER = "800.4a"
TURN_WITHOUT_ACTIVE_PLAYER = "800.4j"
CONCEDE = "104.3a"
ZERO_LIFE = "704.5a"
TEN_POISON = "704.5c"
COMMANDER_DAMAGE = "903.10a"
ALL_LOSE_DRAW = "104.4a"
LAST_STANDING_WINS = "104.2a"

RAD_COUNTERS = NUMBERS["rad"]
DAY_AND_NIGHT = NUMBERS["day_night"]
SPEED = NUMBERS["speed"]
CITYS_BLESSING = NUMBERS["city_blessing"]
RING_TEMPTS = NUMBERS["ring_tempts"]
STORM = NUMBERS["storm"]

LETHAL_POISON = 10
MAX_SPEED = 4
RING_ABILITIES = 4  # the Ring's emblem gains one ability each time it tempts you, four in all
LETHAL_COMMANDER_DAMAGE = 21
MIN_PLAYERS = 2
MAX_PLAYERS = 8
DEFAULT_STARTING_LIFE = 40
MAX_NAME_LENGTH = 40
# The longest card name printed is 141 characters (an Unfinity joke card).
MAX_COMMANDER_NAME = 150
# The largest life change, poison change or hit a journal may record. No card comes close; the
# bound keeps totals small enough to print (Python refuses to print ints over 4300 digits).
MAX_AMOUNT = 1_000_000
MAX_SPELLS = 999  # spells one player casts in a turn (a storm turn stays far below)
