"""What one player's panel shows, built from the game as it is now: the panel's view model.

The name and status, the total (in gold while the combat question waits for an answer), why the
player left, the combat question, the commander-damage box, the chips (poison, commander damage,
the counters, the commander's tax) and the marks, as one Content (panel_content). Apart from the
widget (player_panel), which keeps the geometry, the input and the painting: what a panel says
can be read, and changed, without the events and the rectangles around it.

It reads the session (the state, the run of taps, the commander-damage mode, the players'
colours) and never changes it. Its texts are in the current language through Qt's translate,
which keeps it in the Qt app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from companion.app import describe
from companion.app.widgets.panel_cards import card_chips, dungeon_mark
from companion.app.widgets.panel_content import Chip, Content, ModeBox, Question, RollFace
from companion.app.widgets.panel_counters import counter_chips, counter_of_chip
from companion.app.widgets.panel_fit import plain_tip
from companion.app.widgets.panel_paint import GONE_GREY
from companion.app.widgets.panel_parts import Key
from companion.app.widgets.panel_reminders import mine, reminder_boxes, reminder_command
from companion.core import rules, values
from companion.core.actions import LifeChange
from companion.core.counters import commander_tax
from companion.core.model import GameState, PlayerState
from companion.shell import flow, taps
from companion.shell.damage_mode import DamageMode, commanders_of, name_forms, short_name
from companion.shell.messages import leave_reason_message, msg
from companion.shell.palette import CROWN_GOLD

SWORDS = "\u2694 "  # crossed swords: commander damage, before the commander's name

if TYPE_CHECKING:
    from companion.app.session import GameSession
    from companion.app.widgets.panel_clock import ClockFace

# GameState's fields a panel may show, all but the players (compared one by one) and the
# game-long histories (never shown on a panel, and long).
_TABLE_FIELDS = tuple(
    f.name
    for f in values.fields(GameState)
    if f.name not in ("players", "reminders", "monarch_history", "initiative_history")
)
POISON_GREEN = "#7ac74f"
TAX_ACCENT = "#c9b98a"  # a commander's tax: the colourless mana symbol's beige
TAX_CHIPS = ("tax", "partner_tax")


def tax_symbol(casts: int) -> str:
    """The tax the next cast from the command zone costs after `casts` casts, as the mana symbol
    of the core's figure (CR 903.8): "{0}", "{2}"…"""
    return "{" + str(commander_tax(casts)) + "}"


# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py). The
# contexts are those of the widgets these texts first lived in, so no translation is lost.
translate = QCoreApplication.translate


def pending_life(state: GameState | None, name: str) -> int:
    """Life player `name` lost by hand in combat, waiting for the combat question's answer."""
    question = state.question if state else None
    return question.amount if question and question.player == name else 0


class PanelModel:
    """What player `name`'s panel shows (`content`), and what that is built from (`inputs`)."""

    def __init__(self, session: GameSession, name: str) -> None:
        self._session = session
        self.name = name
        self.color = session.color(name)
        game = session.game
        self._setup = game.setup if game is not None else None
        self._partners = game.setup.partners if game is not None else ()
        self.roll: RollFace | None = None  # the player's roll, while roll_display shows it

    def inputs(self, state: GameState, clock: ClockFace | None) -> tuple[object, ...]:
        """Everything `content` reads, cheap to compare: the table's own fields (turn, step,
        crown, question...), this player's state (a new object only when it changed), who is
        still in the game, the run of taps, the commander-damage mode and the clock. The combat
        question this player is asked and the mode read the whole table: then the state itself."""
        mode = self._session.damage_mode
        question = state.question
        asked = question is not None and question.player == self.name
        # The player's reminders, and what their words read (the crown as the turn began).
        reminders = mine(state, self.name)
        began = state.monarch_as_turn_began() if reminders else None
        return (
            tuple(getattr(state, name) for name in _TABLE_FIELDS),
            state.player(self.name),
            tuple(p.in_game for p in state.players),
            self._session.tap_run(self.name),
            mode,
            clock,
            state if asked or mode is not None else None,
            reminders,
            began,
            self.roll,
        )

    def content(self, state: GameState, clock: ClockFace | None) -> Content:
        """What the panel shows now. It reads only what `inputs` lists: a panel whose inputs are
        the same as last time is not built again (tests/gui/test_action_cost.py)."""
        me = state.player(self.name)
        playing = me.in_game and not state.game_over
        pending = pending_life(state, self.name)
        gone = not me.in_game
        mode = self._session.damage_mode
        box = self._mode_box(state, mode) if mode is not None and playing and not pending else None
        # While the question is open the total shows what it will be, in gold: not final yet.
        return Content(
            name=self.name,
            color=self.color,
            header_color=GONE_GREY if gone else self.color,
            gone=gone,
            status=self._status(state, me),
            menu_tip=translate("PanelChrome", "Player menu: monarch, concede, lose"),
            life=str(me.life - pending),
            life_color="#6b6d75" if gone else CROWN_GOLD if pending else "#ffffff",
            life_tip=translate("PlayerPanel", "Tap to type an amount; mouse wheel: +1 / −1"),
            run=(runs := self._run_texts() or ("",))[0],
            run_forms=runs[1:],
            crowned=state.monarch == self.name,
            playing=playing,
            reason=self._reason(me),
            question=self._question(state, pending),
            chips=() if pending or box is not None else self._chips(state, me, playing),
            mode=box,
            initiative=state.initiative == self.name and me.in_game,
            dungeon=dungeon_mark(me),
            # The question and the commander-damage box need the room; the cards come back after.
            cards=() if pending or box is not None else card_chips(me),
            clock=None if gone else clock,
            reminders=reminder_boxes(state, self.name) if playing else (),
            roll=self.roll,
        )

    def part_command(
        self, key: Key, state: GameState | None
    ) -> tuple[str, dict[str, object]] | None:
        """The command a tap on a part runs and its arguments, or None for the panel's own parts
        (its menu, an amount typed, picking a commander): the parts are the model's."""
        kind, what = key[0], key[1] if len(key) > 1 else None
        if kind == "remind":
            return reminder_command(key, self.name)
        if kind == "life" and isinstance(what, int):
            return "tap", {"counter": taps.life(self.name), "delta": what}
        if kind == "answer":
            return "answer", {"source": what if isinstance(what, str) else None}
        if kind in ("chip", "minus") and what in TAX_CHIPS:
            return "cast", {"partner": what == "partner_tax", "delta": -1 if kind == "minus" else 1}
        if kind in ("plus", "chip") and what in ("speed", "ring"):  # a bare chip: its tap
            return ("speed" if what == "speed" else "ring_tempts"), {}
        if kind in ("plus", "minus"):
            counter = self.counter_of(what)
            if counter is not None:
                return "tap", {"counter": counter, "delta": 1 if kind == "plus" else -1}
        if kind == "chip" and what == "add_poison":
            return "tap", {"counter": taps.poison(self.name), "delta": 1}
        if kind == "deal" and isinstance(what, int):
            mode = self._session.damage_mode
            counter = mode.counter_for(state, self.name) if mode and state else None
            if counter is not None:
                return "tap", {"counter": counter, "delta": what}
        return None

    def counter_of(self, chip: object) -> taps.Counter | None:
        """The counter a chip shows: "poison", (opponent, partner?) for commander damage, or a
        counter on the player ("counter:energy", "named:Lore")."""
        if chip == "poison":
            return taps.poison(self.name)
        mine = counter_of_chip(self.name, chip)
        if mine is not None:
            return mine
        if isinstance(chip, tuple) and len(chip) == 2:
            opponent, partner = chip
            return taps.commander(self.name, str(opponent), bool(partner))
        return None

    def _reason(self, me: PlayerState) -> str:
        """Why the player left ("Left the game: conceded"), "" while they play."""
        departure = me.departure
        if departure is None:
            return ""
        said = leave_reason_message(
            departure.reason, departure.source, self._setup, departure.partner
        )
        return _break_after_colon(describe.say(msg("panel.left", reason=said)))

    def _run_texts(self) -> tuple[str, ...]:
        """The taps under way on one of this player's counters, as "−14 → 26", longest form
        first ("Queen Marchesa +7 → 7", "Queen +7 → 7", "+7 → 7"); () if none."""
        run = self._session.tap_run(self.name)
        if run is None:
            return ()
        amount = taps.signed(run.amount)
        counter = run.counter
        named: tuple[str, ...] = (amount,)
        if counter.kind == "poison":
            named = ("\u2620 " + amount,)
        elif counter.kind == "commander":
            named = (*(f"{form} {amount}" for form in self._caption_forms(counter)), amount)
        return tuple(f"{text} \u2192 {run.after}" for text in named)

    def _caption_forms(self, counter: taps.Counter) -> tuple[str, ...]:
        named = self._setup.commander_name(counter.source, counter.partner) if self._setup else ""
        if named:
            return name_forms(named)
        return (self._chip_caption(counter.source, counter.partner),)

    def _chip_caption(self, opponent: str, partner: bool) -> str:
        """A commander as a chip names it: its name from setup, short ("Kraum"), else its
        player's name ("Ben", "Ben (partner)")."""
        named = self._setup.commander_name(opponent, partner) if self._setup else ""
        if named:
            return short_name(named)
        if partner:
            return describe.text("panel.partner_of").format(player=opponent)
        return opponent

    def _damage_forms(self, opponent: str, partner: bool) -> tuple[str, ...]:
        """A commander-damage counter's captions, longest first: "⚔ Kraum" (its name from
        setup, in its shorter forms), else "⚔ Ben", "⚔ Ben (partner)"."""
        named = self._setup.commander_name(opponent, partner) if self._setup else ""
        if named:
            return tuple(SWORDS + form for form in name_forms(named))
        return (SWORDS + self._chip_caption(opponent, partner),)

    def _commander_title(self, opponent: str, partner: bool) -> str:
        """A commander in a sentence: "Kraum, Ludevic's Opus (Ben)" or "Ben's commander"."""
        named = self._setup.commander_name(opponent, partner) if self._setup else ""
        if named:
            return f"{named} ({opponent})"
        if partner:
            return describe.text("panel.partner_commander").format(player=opponent)
        return describe.text("panel.commander").format(player=opponent)

    def _status(self, state: GameState, me: PlayerState) -> str:
        if state.winner == me.name:
            return describe.text("panel.wins")
        if not me.in_game:
            return describe.text("panel.out")
        if state.active_player == me.name:
            return describe.text("panel.their_turn")
        return ""

    def _question(self, state: GameState, pending: int) -> Question | None:
        if not pending:
            return None
        return Question(
            amount=describe.action_label(LifeChange(self.name, -pending)),
            text=translate("CombatQuestion", "Was this combat damage from a creature? Whose?"),
            # The same question where a small panel has room for one short line
            short=translate("CombatQuestion", "Whose creature?"),
            after=str(state.player(self.name).life - pending),
            options=tuple((n, self._session.color(n)) for n in flow.attackers(state, self.name)),
            no=translate("CombatQuestion", "No"),
            no_tip=translate(
                "CombatQuestion", "Not combat damage from a creature: just lose the life"
            ),
            player_tip=translate(
                "CombatQuestion", "A creature controlled by this player dealt the damage"
            ),
        )

    def _chips(self, state: GameState, me: PlayerState, playing: bool) -> tuple[Chip, ...]:
        """Poison, the commanders that have dealt this player damage, and a chip that starts
        entering commander damage: only what is in use takes room (and can be read across the
        table), the rest is one tap away."""
        run = self._session.tap_run(self.name)
        running = run.counter if run is not None else None
        chips: list[Chip] = []
        if me.poison or (running is not None and running.kind == "poison"):
            chips.append(
                Chip(
                    "poison",
                    "\u2620",  # skull and crossbones
                    value=me.poison,
                    danger=me.poison >= rules.LETHAL_POISON // 2,
                    accent=POISON_GREEN,
                    plus=playing,
                    minus=playing and me.poison > 0,
                    tooltip=self._poison_tip(),
                )
            )
        chips.extend(self._damage_chips(state, me, playing, running))
        chips.extend(counter_chips(state, me, playing, running))
        if playing:
            poisoned = any(chip.id == "poison" for chip in chips)
            chips.extend(self._button_chips(me, poisoned=poisoned))
        return tuple(chips)

    def _poison_tip(self) -> str:
        tip = describe.text("panel.poison_tip")
        return plain_tip(tip.format(lethal=rules.LETHAL_POISON, player=self.name))

    def _damage_chips(
        self, state: GameState, me: PlayerState, playing: bool, running: taps.Counter | None
    ) -> list[Chip]:
        """A chip per commander that has dealt this player combat damage, or whose damage is
        being tapped now (shown from its first tap)."""
        damage_tip = describe.text("panel.damage_tip")
        chips = []
        for opponent in state.names:
            if opponent == self.name:
                continue
            alive = state.player(opponent).in_game
            for partner in (False, True) if opponent in self._partners else (False,):
                damage = (me.partner_damage if partner else me.commander_damage).get(opponent, 0)
                shown = running == taps.commander(self.name, opponent, partner)
                if not damage and not shown:
                    continue
                forms = self._damage_forms(opponent, partner)
                chips.append(
                    Chip(
                        (opponent, partner),
                        forms[0],
                        forms=forms[1:],
                        value=damage,
                        danger=damage >= rules.LETHAL_COMMANDER_DAMAGE // 2,
                        accent=self._session.color(opponent),
                        plus=playing and alive,
                        minus=playing and damage > 0,
                        tooltip=plain_tip(
                            damage_tip.format(
                                player=self.name,
                                commander=self._commander_title(opponent, partner),
                                lethal=rules.LETHAL_COMMANDER_DAMAGE,
                            )
                        ),
                    )
                )
        return chips

    def _button_chips(self, me: PlayerState, *, poisoned: bool) -> list[Chip]:
        """The buttons after the counters while the player plays: "☠ +1" (until there is a
        poison chip), "⚔ Commander damage", and the commander's tax."""
        chips = []
        if not poisoned:
            chips.append(
                Chip(
                    "add_poison",
                    "\u2620 +1",
                    value=None,
                    danger=False,
                    accent=POISON_GREEN,
                    plus=True,
                    minus=None,
                    tooltip=self._poison_tip(),
                )
            )
        chips.append(
            Chip(
                "commander",
                SWORDS + describe.say(msg("term.commander_damage")),
                forms=(translate("CounterBox", "\u2694 Commander"), SWORDS.strip()),
                value=None,
                danger=False,
                accent="#8a8d99",
                plus=True,
                minus=None,
                tooltip=translate(
                    "CounterBox",
                    "Enter commander damage dealt to {player}: tap this, then the "
                    "commander that dealt it on its player's panel",
                ).format(player=self.name),
            )
        )
        chips.extend(self._tax_chips(me))
        return chips

    def _tax_chips(self, me: PlayerState) -> list[Chip]:
        """A button per commander of this player (both partners) saying the tax its next cast
        from the command zone costs (CR 903.8): "Kraum {4}". A tap counts a cast; its − (once
        there is a cast) takes one back."""
        tip = describe.text("panel.tax_tip")
        chips = []
        for partner in (False, True) if self.name in self._partners else (False,):
            casts = me.partner_casts if partner else me.commander_casts
            named = self._setup.commander_name(self.name, partner) if self._setup else ""
            forms: tuple[str, ...] = ()
            if named:
                caption, *shorter = name_forms(named)
                forms = tuple(shorter)
            elif partner:
                caption = translate("CounterBox", "Partner tax")
            else:
                caption = translate("CounterBox", "Tax")
            tax = tax_symbol(casts)
            chips.append(
                Chip(
                    "partner_tax" if partner else "tax",
                    caption,
                    value=None,
                    danger=False,
                    accent=TAX_ACCENT,
                    plus=True,
                    minus=True if casts else None,
                    tooltip=plain_tip(
                        tip.format(commander=self._commander_title(self.name, partner), tax=tax)
                    ),
                    tail=tax,
                    forms=forms,
                )
            )
        return chips

    def _mode_box(self, state: GameState, mode: DamageMode) -> ModeBox:
        """What this panel shows while commander damage is entered by tapping panels."""
        attacker = mode.attacker
        sources = tuple(
            (
                self._damage_forms(self.name, c.partner)
                if self._setup and self._setup.commander_name(self.name, c.partner)
                else (translate("CounterBox", "\u2694 Partner"),)
                if c.partner
                else (translate("CounterBox", "\u2694 Commander"),),
                c.partner,
                attacker == c,
            )
            for c in commanders_of(self._partners, self.name)
        )
        counter = mode.counter_for(state, self.name)
        deal = None
        if counter is not None and attacker is not None:
            value = counter.value(state)
            forms = self._damage_forms(attacker.player, attacker.partner)
            if self._setup and self._setup.commander_name(attacker.player, attacker.partner):
                forms = (f"{forms[0]} ({attacker.player})", *forms)
            deal = (forms, value, value > 0)
        if mode.defender == self.name and attacker is None:
            hint = translate("CounterBox", "Who dealt it? Tap that commander on its panel.")
        elif attacker is None:
            hint = translate("CounterBox", "Tap the commander that dealt combat damage.")
        elif attacker.player == self.name and mode.defender is not None and _first_point(
            state, mode
        ):
            # Started from the player hit: picking the commander counted their first point
            # (play-test: the hint said "tap + on each player", 7 taps of + gave 8).
            hint = translate(
                "CounterBox", "1 counted for {player}. Tap + there for each more point."
            ).format(player=mode.defender)
        elif attacker.player == self.name:
            hint = translate("CounterBox", "Now tap + on each player it dealt damage to.")
        else:
            hint = ""
        return ModeBox(hint=hint, sources=sources, deal=deal)


def _first_point(state: GameState, mode: DamageMode) -> bool:
    """Whether the point the pick counted is still the only one (the hint says so until a +)."""
    counter = mode.counter_for(state, mode.defender) if mode.defender is not None else None
    return counter is not None and counter.value(state) == 1


def _break_after_colon(text: str) -> str:
    """ "Left the game: conceded" on two lines, at the colon: a strip is narrow, and Chinese (no
    spaces) would otherwise break inside a word ("认 / 输")."""
    for colon in ("\uff1a", ": "):  # the full-width colon first
        head, found, tail = text.partition(colon)
        if found and tail:
            return f"{head}{colon.strip()}\n{tail}"
    return text
