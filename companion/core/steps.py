"""The steps of a turn, in order (CR 500-514), as the journal names them."""

from enum import StrEnum


class Step(StrEnum):
    """A step (or main phase) of a turn; the value is the journal's spelling."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def order(self) -> int:
        """Position in the turn, 0 for untap (not `index`, which would shadow `str.index`)."""
        return STEPS.index(self)


STEPS: tuple[Step, ...] = tuple(Step)


def steps_between(current: Step, target: Step) -> tuple[Step, ...]:
    """The steps entered when moving from `current` forward to `target`, `target` included."""
    return STEPS[current.order + 1 : target.order + 1]
