"""What an action caused, as values views can explain ("Cid loses; Ann becomes the monarch").

The state says what is; events say what happened and why. Views use them for the log, the crown's
animation and the explanations; nothing in the core depends on them.
"""

from __future__ import annotations

from companion.core.model import DayNight, LeaveReason, MonarchCause, Question, Reminder, Roll
from companion.core.steps import Step
from companion.core.values import frozen


@frozen
class StepEntered:
    step: Step


@frozen
class TurnStarted:
    turn: int
    player: str
    extra: bool = False


@frozen
class MonarchChanged:
    player: str
    previous: str | None
    cause: MonarchCause
    source: str | None = None
    # For succession: whether the new monarch was the active player or the next in turn order.
    as_active_player: bool = False


@frozen
class AlreadyMonarch:
    """Becoming the monarch while already the monarch: nothing happens (CR 725 rulings)."""

    player: str


@frozen
class MonarchVacant:
    """The monarch left and no player still in the game could take the crown (725.4)."""

    previous: str


@frozen
class StealFizzled:
    """The combat-damage trigger did not resolve: its controller (the monarch, or with
    `initiative` the player who had the initiative) lost the game."""

    attacker: str
    monarch: str
    initiative: bool = False


@frozen
class InitiativeTaken:
    """`player` took the initiative (CR 726); `previous` is who had it (the same player when
    they took it again, which still makes them venture, 726.5)."""

    player: str
    previous: str | None
    cause: MonarchCause
    source: str | None = None
    as_active_player: bool = False


@frozen
class Ventured:
    """`player`'s venture marker entered `room` of `dungeon` (701.49); `completed`: it was the
    last room, so the dungeon is done (309.7). `source`: the card that said "venture"."""

    player: str
    dungeon: str
    room: str
    completed: bool = False
    source: str | None = None


@frozen
class FirstPlayerChosen:
    player: str
    random: bool = False


@frozen
class Rolled:
    roll: Roll


@frozen
class SpeedIncreased:
    """`player`'s speed became `speed` (702.179); `automatic`: by its own trigger, as an opponent
    lost life during their turn (said apart: nobody asked for it)."""

    player: str
    speed: int
    automatic: bool = False


@frozen
class RadMilled:
    """`player`'s rad trigger resolved (727): `milled` cards milled, `nonland` of them nonland."""

    player: str
    milled: int
    nonland: int


@frozen
class CardEntered:
    player: str
    card: str


@frozen
class CardLeft:
    player: str
    card: str


@frozen
class PlayerLeft:
    player: str
    reason: LeaveReason
    source: str | None = None  # the opponent whose commander dealt 21
    partner: bool = False  # ...and it was their partner commander


@frozen
class TurnWithoutActivePlayer:
    """The active player left during their own turn; it runs on without one (800.4j)."""

    player: str


@frozen
class ReminderCreated:
    reminder: Reminder


@frozen
class ReminderResolved:
    reminder: Reminder


@frozen
class ReminderCancelled:
    reminder: Reminder


@frozen
class GameEnded:
    winner: str | None  # None: the last players lost together, a draw (104.4a)


@frozen
class QuestionAsked:
    """The monarch lost life by hand in combat damage: was it combat damage, and whose?"""

    question: Question


@frozen
class QuestionAnswered:
    """The open question was answered: `source`'s creatures dealt it, or (None) it was no combat
    damage. `lapsed`: nobody answered before the game moved on, so it counted as no combat damage.
    """

    question: Question
    source: str | None
    lapsed: bool = False


@frozen
class QuestionDropped:
    """The questioned player left the game (or it ended) before anyone answered."""

    question: Question


@frozen
class DayNightChanged:
    """It became day or night: set by a card (`spells` None), or as a turn began (CR 731.2)
    because its previous turn's active player (`player`) cast `spells` spells."""

    to: DayNight
    player: str | None = None
    spells: int | None = None


Event = (
    StepEntered
    | TurnStarted
    | MonarchChanged
    | AlreadyMonarch
    | MonarchVacant
    | StealFizzled
    | InitiativeTaken
    | Ventured
    | Rolled
    | SpeedIncreased
    | RadMilled
    | FirstPlayerChosen
    | CardEntered
    | CardLeft
    | PlayerLeft
    | TurnWithoutActivePlayer
    | ReminderCreated
    | ReminderResolved
    | ReminderCancelled
    | GameEnded
    | QuestionAsked
    | QuestionAnswered
    | QuestionDropped
    | DayNightChanged
)

