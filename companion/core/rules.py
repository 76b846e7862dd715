"""Rule numbers and thresholds in one place.

Section numbers move between editions of the Comprehensive Rules (the monarch was 716 in 2016, 720
in 2022, 722 in 2024 and 724 in 2025), so code and tests cite them through these constants.
"""

MONARCH = "724"
MONARCH_TRIGGERS = "724.2"
ONE_MONARCH = "724.3"
MONARCH_SUCCESSION = "724.4"
INITIATIVE_SUCCESSION = "725.4"
LEAVING_MULTIPLAYER = "800.4a"
TURN_WITHOUT_ACTIVE_PLAYER = "800.4j"
CONCEDE = "104.3a"
ZERO_LIFE = "704.5a"
TEN_POISON = "704.5c"
COMMANDER_DAMAGE = "903.10a"
ALL_LOSE_DRAW = "104.4a"
LAST_STANDING_WINS = "104.2a"

RAD_COUNTERS = "727"
SPEED = "702.179"
CITYS_BLESSING = "702.131"
RING_TEMPTS = "701.54"
STORM = "702.40"

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
