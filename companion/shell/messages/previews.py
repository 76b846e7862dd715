"""The combat preview: what dealing the entered damage would do, said before it is dealt.
"""

from __future__ import annotations

from companion.core import actions as a
from companion.core import events as e
from companion.core.engine import apply
from companion.core.errors import ActionError
from companion.core.model import (
    GameState,
    PlayerState,
)
from companion.shell.messages.say_events import explain
from companion.shell.messages.say_outcomes import error_message
from companion.shell.messages.text import Msg, msg

_CROWN_EVENTS = (e.MonarchChanged, e.AlreadyMonarch, e.MonarchVacant, e.StealFizzled)


def combat_preview(
    state: GameState, hits: tuple[a.Hit, ...], setup: a.NewGame | None = None
) -> list[Msg]:
    """What a combat damage action would do, before anyone confirms it: the totals that change,
    then what the damage causes. Runs the pure engine on `state`, so it is exactly what confirming
    will do. With the game's `setup`, commanders named at setup are named."""
    if not hits:
        return [msg("preview.empty")]
    try:
        transition = apply(state, a.CombatDamage(hits))
    except ActionError as exc:
        return [msg("preview.refused", reason=error_message(exc))]
    lines: list[Msg] = []
    for target in dict.fromkeys(h.target for h in hits):
        lines.extend(_changes(state.player(target), transition.state.player(target), setup))
    lines.extend(explain(transition.events))
    moved = transition.events
    if state.monarch and not any(
        isinstance(ev, _CROWN_EVENTS) and not getattr(ev, "initiative", False) for ev in moved
    ):
        lines.append(msg("preview.stays", player=state.monarch))
    if state.initiative and not any(
        isinstance(ev, e.InitiativeTaken)
        or (isinstance(ev, e.StealFizzled) and ev.initiative)
        for ev in moved
    ):
        lines.append(msg("preview.initiative_stays", player=state.initiative))
    return lines


def _changes(
    before: PlayerState, after: PlayerState, setup: a.NewGame | None = None
) -> list[Msg]:
    name = before.name
    out: list[Msg] = []
    if after.life != before.life:
        out.append(msg("preview.life", player=name, before=before.life, after=after.life))
    if after.poison != before.poison:
        out.append(msg("preview.poison", player=name, before=before.poison, after=after.poison))
    for partner, key, old_damage, new_damage in (
        (False, "preview.commander", before.commander_damage, after.commander_damage),
        (True, "preview.partner", before.partner_damage, after.partner_damage),
    ):
        for source, total in new_damage.items():
            old = old_damage.get(source, 0)
            if total == old:
                continue
            named = setup.commander_name(source, partner) if setup else ""
            if named:  # "Ann: damage from Kraum (Ben) 0 → 6."
                said = msg(
                    "preview.named",
                    player=name,
                    before=old,
                    after=total,
                    commander=named,
                    source=source,
                )
                out.append(said)
            else:
                out.append(msg(key, player=name, before=old, after=total, source=source))
    return out
