"""What a player panel shows, as values: its view model (panel_model) builds a Content from the
game, the layout (panel_layout) places it, the painter (panel_paint) draws it.

A module of their own because all three read them and none should import another for them. Equal
when every slot is (PanelValue): a panel compares the new content with the old and repaints
nothing when they are equal, and only the parts that changed when their shape is the same.
"""

from __future__ import annotations

from companion.app.widgets.panel_clock import ClockFace

ChipId = tuple[str, bool] | str  # "poison", "tax"/"partner_tax", or (opponent, partner commander?)


class PanelValue:
    """Equal when every slot is: two equal values paint the same pixels."""

    __slots__: tuple[str, ...] = ()

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, slot) for slot in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PanelValue)
            and type(other) is type(self)
            and (self._fields() == other._fields())
        )

    def __hash__(self) -> int:
        return hash(self._fields())


class Chip(PanelValue):
    """One small counter: `caption  value  [−] [+]`. `minus` is None when it can only go up, and
    `plus` None when it can't be changed on the panel (the city's blessing); `shown` is said
    instead of the number ("✓"). A chip with `value` None is a button that says what a tap on it
    does (its caption). `tail` is said after the caption and never cut short (a commander's tax
    "{4}": the name gives way). `forms` are shorter captions chosen for narrow panels, longest
    first ("Tymna the Weaver", then "Tymna"; "⚔ Commander damage", then "⚔"): a caption is
    shown whole in one of its forms, never cut to letters."""

    __slots__ = (
        "accent", "caption", "danger", "forms", "id", "minus", "plus", "shown", "tail", "tooltip",
        "value",
    )

    def __init__(
        self,
        chip_id: ChipId,
        caption: str,
        *,
        value: int | None,
        danger: bool,
        accent: str,
        plus: bool | None,
        minus: bool | None,
        tooltip: str,
        tail: str = "",
        shown: str = "",
        forms: tuple[str, ...] = (),
    ) -> None:
        self.id = chip_id
        self.caption = caption
        self.forms = forms
        self.tail = tail
        self.shown = shown
        self.value = value
        self.danger = danger
        self.accent = accent
        self.plus = plus
        self.minus = minus
        self.tooltip = tooltip


class Question(PanelValue):
    """The monarch's open combat question: the amount, the question, and one answer per player
    (name, colour), the first being the default; "No" comes last."""

    __slots__ = ("after", "amount", "no", "no_tip", "options", "player_tip", "short", "text")

    def __init__(
        self,
        *,
        amount: str,
        text: str,
        short: str,
        after: str,
        options: tuple[tuple[str, str], ...],
        no: str,
        no_tip: str,
        player_tip: str,
    ) -> None:
        self.amount = amount
        self.text = text
        self.short = short  # the question's short form, for a panel the whole one would crowd
        self.after = after  # the total after the loss, said on the line where the box takes all
        self.options = options
        self.no = no
        self.no_tip = no_tip
        self.player_tip = player_tip


class ReminderBox(PanelValue):
    """One of the player's pending reminders as their own panel shows it, facing them: the
    headline ("Ann draws a card"), the lines under it (the trigger's words; then the notes: who
    holds the crown now, whether the card's "if" holds), the buttons (`choices`: what a tap
    says, its label and tooltip: Done, a room of the dungeon, a count of nonland cards) and the
    "Why?" link's text and rule. `accent` is the box's edge: gold for the crown's, green for rad."""

    __slots__ = ("accent", "choices", "headline", "id", "italic", "lines", "notes", "rule", "why")

    def __init__(
        self,
        reminder_id: int,
        *,
        headline: str,
        lines: tuple[str, ...],
        notes: tuple[str, ...] = (),
        choices: tuple[tuple[object, str, str], ...],
        rule: str | None,
        why: str,
        accent: str,
        italic: bool = False,
    ) -> None:
        self.id = reminder_id
        self.italic = italic  # the lines quote the rule or the card: italic if the language has it
        self.headline = headline
        self.lines = lines  # what it does: the trigger's words, the rooms' abilities
        self.notes = notes  # asides, the first to give way: the crown moved, the card's "if"
        self.choices = choices
        self.rule = rule
        self.why = why
        self.accent = accent


class RollFace(PanelValue):
    """The player's roll as their panel shows it for a moment: "Ann · d20" and "17" (a face
    while it still rolls), in a box the player's colour edges; a tap skips or puts it away."""

    __slots__ = ("caption", "color", "result", "rolling")

    def __init__(self, caption: str, result: str, *, rolling: bool, color: str) -> None:
        self.caption = caption
        self.result = result
        self.rolling = rolling
        self.color = color


class ModeBox(PanelValue):
    """Commander damage by tapping panels (shell/damage_mode.py), as this panel shows it: a hint,
    the player's own commanders to pick as the attacker (label, partner?, picked?), and when
    another player's commander is picked, the damage it has dealt this player with −/+."""

    __slots__ = ("deal", "hint", "sources")

    def __init__(
        self,
        *,
        hint: str,
        sources: tuple[tuple[tuple[str, ...], bool, bool], ...],
        deal: tuple[tuple[str, ...], int, bool] | None,
    ) -> None:
        self.hint = hint
        self.sources = sources  # (the commander's captions, longest first; partner?; picked?)
        self.deal = deal  # (who dealt it, its captions longest first; damage so far; can go down?)


class DungeonMark(PanelValue):
    """The player's dungeon as their panel maps it (dungeon_map): the dungeon in progress and
    the marker's room (None: none in progress), the dungeons completed, the map's tooltip and
    each room's (room, tooltip)."""

    __slots__ = ("completed", "dungeon", "room", "room_tips", "tooltip")

    def __init__(
        self,
        *,
        dungeon: str | None,
        room: str | None,
        completed: int,
        tooltip: str,
        room_tips: tuple[tuple[str, str], ...],
    ) -> None:
        self.dungeon = dungeon
        self.room = room
        self.completed = completed
        self.tooltip = tooltip
        self.room_tips = room_tips


class CardChip(PanelValue):
    """A monarch card the player controls: its name, the chip's caption (the name before the
    comma), what it does (the tooltip), and whether its one-time trigger has happened."""

    __slots__ = ("caption", "card", "spent", "tooltip")

    def __init__(self, card: str, caption: str, *, tooltip: str, spent: bool = False) -> None:
        self.card = card
        self.caption = caption
        self.tooltip = tooltip
        self.spent = spent


class Content(PanelValue):
    """Everything a panel shows, as values: two equal contents paint the same pixels."""

    __slots__ = (
        "cards",
        "chips",
        "clock",
        "color",
        "crowned",
        "dungeon",
        "gone",
        "header_color",
        "initiative",
        "life",
        "life_color",
        "life_tip",
        "menu_tip",
        "mode",
        "name",
        "playing",
        "question",
        "reason",
        "reminders",
        "roll",
        "run",
        "run_forms",
        "status",
    )

    def __init__(
        self,
        *,
        name: str,
        color: str,
        header_color: str,
        gone: bool,
        status: str,
        menu_tip: str,
        life: str,
        life_color: str,
        life_tip: str,
        run: str = "",
        run_forms: tuple[str, ...] = (),
        crowned: bool = False,
        playing: bool,
        reason: str,
        question: Question | None,
        chips: tuple[Chip, ...],
        mode: ModeBox | None = None,
        initiative: bool = False,
        dungeon: DungeonMark | None = None,
        cards: tuple[CardChip, ...] = (),
        clock: ClockFace | None = None,
        reminders: tuple[ReminderBox, ...] = (),
        roll: RollFace | None = None,
    ) -> None:
        self.name = name
        self.color = color
        self.header_color = header_color
        self.gone = gone
        self.status = status
        self.menu_tip = menu_tip
        self.life = life
        self.life_color = life_color
        self.life_tip = life_tip
        self.run = run  # taps under way on one of the counters: "−14 → 26" (taps.py)
        self.run_forms = run_forms  # its shorter forms, for a narrow panel ("Queen +7 → 7")
        self.crowned = crowned  # the monarch's panel keeps a place for the crown
        self.playing = playing
        self.reason = reason
        self.question = question
        self.chips = chips
        self.mode = mode
        self.initiative = initiative  # the initiative's token has a place beside the crown's
        self.dungeon = dungeon  # the player's dungeon map, if they ever ventured
        self.cards = cards  # the monarch cards the player controls, one row of chips
        self.clock = clock  # the chess clock under the total (panel_clock), if there is one
        self.reminders = reminders  # the player's pending reminders, in their panel
        self.roll = roll  # the player's roll, for a moment (roll_display)

    def shape(self) -> tuple[object, ...]:
        """What decides where things go (not what colour they are or which number they show)."""
        question = self.question
        return (
            self.name,
            self.gone,
            self.status,
            self.reason,
            len(self.chips),
            self.crowned,
            self.initiative,
            self.dungeon,
            None if self.clock is None else (self.clock.template, self.clock.out),
            tuple((c.caption, c.spent) for c in self.cards),
            tuple((c.caption, c.tail) for c in self.chips),
            tuple(c.minus is None for c in self.chips),
            tuple(c.value is None for c in self.chips),
            None
            if self.mode is None
            else (self.mode.hint, self.mode.sources, self.mode.deal is None),
            None
            if question is None
            else (question.amount, question.text, question.options, question.no),
            self.reminders,
            None if self.roll is None else (self.roll.caption, self.roll.result),
        )
