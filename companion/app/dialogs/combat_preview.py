"""What a combat damage action would do, in words, before anyone confirms it.

The preview runs the candidate action through the pure engine on the current state (never on the
session), so what it says is exactly what confirming will do: the same losses, the same 724.4
succession, the same steal triggers.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.app.describe import explain
from companion.core import events as e
from companion.core.actions import CombatDamage, Hit
from companion.core.engine import apply
from companion.core.errors import ActionError
from companion.core.model import GameState, PlayerState

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate

_CROWN_EVENTS = (e.MonarchChanged, e.AlreadyMonarch, e.MonarchVacant, e.StealFizzled)


def preview(state: GameState, hits: tuple[Hit, ...]) -> str:
    """The totals that change and the sentences for what the damage causes, one per line."""
    if not hits:
        return translate("CombatPreview", "Enter the combat damage each player was dealt.")
    try:
        transition = apply(state, CombatDamage(hits))
    except ActionError as exc:
        return translate("CombatPreview", "This damage cannot be recorded: {reason}").format(
            reason=str(exc)
        )
    lines: list[str] = []
    for target in dict.fromkeys(h.target for h in hits):
        lines.extend(_changes(state.player(target), transition.state.player(target)))
    lines.extend(explain(transition.events))
    if state.monarch and not any(isinstance(ev, _CROWN_EVENTS) for ev in transition.events):
        lines.append(
            translate("CombatPreview", "{player} stays the monarch.").format(player=state.monarch)
        )
    return "\n".join(lines)


def _changes(before: PlayerState, after: PlayerState) -> list[str]:
    name = before.name
    out: list[str] = []
    if after.life != before.life:
        out.append(
            translate("CombatPreview", "{player}: {before} → {after} life.").format(
                player=name, before=before.life, after=after.life
            )
        )
    if after.poison != before.poison:
        out.append(
            translate("CombatPreview", "{player}: {before} → {after} poison counters.").format(
                player=name, before=before.poison, after=after.poison
            )
        )
    for source, total in after.commander_damage.items():
        old = before.commander_damage.get(source, 0)
        if total != old:
            out.append(
                translate(
                    "CombatPreview", "{player}: {before} → {after} commander damage from {source}."
                ).format(player=name, before=old, after=total, source=source)
            )
    for source, total in after.partner_damage.items():
        old = before.partner_damage.get(source, 0)
        if total != old:
            out.append(
                translate(
                    "CombatPreview",
                    "{player}: {before} → {after} damage from {source}'s partner commander.",
                ).format(player=name, before=old, after=total, source=source)
            )
    return out
