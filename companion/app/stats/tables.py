"""The numbers beside the charts: a row per player (the game's facts are facts_view's).

Plain Qt (no charts), so these are cheap. Names are plain text (table items and PlainText labels
never interpret markup); strings use the explicit context "StatsTables".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from companion.app import describe
from companion.core.actions import NewGame
from companion.shell import clock
from companion.shell.messages import leave_reason_message, msg
from companion.shell.palette import text_on
from companion.stats import PlayerFacts
from companion.stats.facts import die_sides


def duration_text(seconds: float | None) -> str:
    if seconds is None:
        return QCoreApplication.translate("StatsTables", "unknown")
    minutes = round(seconds / 60)
    if minutes < 60:
        return QCoreApplication.translate("StatsTables", "{minutes} min").format(minutes=minutes)
    return QCoreApplication.translate("StatsTables", "{hours} h {minutes:02d} min").format(
        hours=minutes // 60, minutes=minutes % 60
    )


def turn_time_text(seconds: float | None) -> str:
    """A turn's time as the turn bar's clock shows it (2:03, 1:02:03); a dash when unknown."""
    return NO_VALUE if seconds is None else clock.duration(round(seconds))


Title = tuple[str, str]  # a row's title and its tooltip
RollRow = tuple[str, str, str, list[str]]  # key, title, tooltip, a value per player

NO_VALUE = "–"  # a number a player has none of (no timed turn, no d20 rolled)
NAME_PAD = 6  # around a name in its cell
MIN_PT = 8.0  # the smallest the table's text gets to fit its room


class _UprightNames(QStyledItemDelegate):
    """The names' row when the names stand upright (read bottom to top, like a score sheet's
    column heads): each column then is as narrow as its numbers."""

    def __init__(self, table: PlayerTable) -> None:
        super().__init__(table)
        self.table = table

    def _upright(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        return self.table.upright_names and index.row() == 0 and index.column() > 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if not self._upright(index):
            super().paint(painter, option, index)
            return
        rect: QRect = option.rect
        painter.save()
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if isinstance(background, QBrush):
            painter.fillRect(rect, background)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if isinstance(foreground, QBrush):
            painter.setPen(foreground.color())
        font = index.data(Qt.ItemDataRole.FontRole)
        painter.setFont(font if isinstance(font, QFont) else self.table.font())
        painter.translate(rect.left(), rect.bottom() + 1)
        painter.rotate(-90)
        turned = QRect(NAME_PAD, 0, rect.height() - 2 * NAME_PAD, rect.width())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(turned, align, str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        painter.restore()

    def sizeHint(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        return size.transposed() if self._upright(index) else size


class PlayerTable(QTableWidget):
    """A column per player (seat order), a row per number: reads down a column, like a score sheet.

    Players are columns so the row titles can be long and translated without clipping, and up to
    eight short names fit side by side. The first row holds the names in the players' colours;
    where eight names don't fit side by side (a dock beside the table), they stand upright.
    The initiative's rows are shown only in a game where someone has had the initiative or
    ventured into a dungeon; the turns' times only when the journal's lines have times; the rolls'
    rows (after the fixed ones) only for what someone rolled: a row per die kind, the d20s'
    average, the coin's two faces, the planar die's three.
    """

    ROWS = 17  # the fixed rows; the rolls' follow
    INITIATIVE_ROWS = (9, 10, 11)  # turns with the initiative, times taken, dungeons completed
    TAX_ROW = 12  # commander tax paid: shown once someone cast a commander (CR 903.8)
    TIME_ROWS = (13, 14, 15, 16)  # turns taken, average turn, longest turn, time on their turns

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.ROWS, 1, parent)
        self.setObjectName("statsPlayerTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.upright_names = False
        self._pt = 10.0
        self.roll_rows: dict[str, int] = {}  # "dice:d20", "d20_average", "heads"... -> its row
        self._shown: tuple[Sequence[PlayerFacts], Mapping[str, str], NewGame | None] | None = None
        self.setItemDelegate(_UprightNames(self))
        self.retranslate()

    def retranslate(self) -> None:
        rows = [
            *self._crown_titles(),  # the names, life and the crown: rows 0 to 6
            *self._damage_titles(),
            *self._initiative_titles(),  # INITIATIVE_ROWS
            self._tax_title(),  # TAX_ROW
            *self._time_titles(),  # TIME_ROWS
        ]
        for row, (title, tip) in enumerate(rows):
            self._title(row, title, tip)
        if self._shown is not None:
            self.set_facts(*self._shown)  # the rolls' rows say their die in their titles

    # -- the fixed rows' titles and tooltips, in row order -------------------------------------

    def _crown_titles(self) -> list[Title]:
        return [
            (describe.say(msg("term.player")), ""),
            (describe.say(msg("term.life")), self.tr("Life now, or when the player left")),
            (
                self.tr("Turns as the monarch"),
                self.tr("Turns that ended with the player wearing the crown"),
            ),
            (self.tr("Became the monarch"), self.tr("Times the player became the monarch")),
            (
                self.tr("Monarch draws"),
                self.tr(
                    "Cards drawn from the monarch's end-step trigger (a draw still pending when "
                    "the turn ended counts as drawn)"
                ),
            ),
            (
                self.tr("Crown lost to combat"),
                self.tr("Times the crown was stolen from this player"),
            ),
            (
                self.tr("Crown stolen"),
                self.tr("Times this player stole the crown with combat damage"),
            ),
        ]

    def _damage_titles(self) -> list[Title]:
        return [
            (
                self.tr("Commander damage dealt"),
                self.tr("Combat damage dealt by this player's commander (partners included)"),
            ),
            (
                describe.say(msg("term.commander_damage_taken")),
                self.tr("Combat damage taken from commanders"),
            ),
        ]

    def _initiative_titles(self) -> list[Title]:
        return [
            (
                self.tr("Turns with the initiative"),
                self.tr("Turns that ended with the player having the initiative"),
            ),
            (
                self.tr("Took the initiative"),
                self.tr("Times the player took the initiative from another player or from nobody"),
            ),
            (
                describe.say(msg("term.dungeons_completed")),
                self.tr(
                    "Dungeons whose last room the player's venture marker reached (Undercity "
                    "and the dungeons cards venture into)"
                ),
            ),
        ]

    def _tax_title(self) -> Title:
        return (
            self.tr("Commander tax paid"),
            self.tr(
                "Generic mana the player paid as commander tax: each cast of a commander "
                "from the command zone costs {tax} more for each earlier cast (partners "
                "counted apart)"
            ).format(tax="{2}"),
        )

    def _time_titles(self) -> list[Title]:
        return [
            (
                self.tr("Turns taken"),
                self.tr(
                    "The player's turns that have ended (the turn in progress counts once it "
                    "ends)"
                ),
            ),
            (
                self.tr("Average turn"),
                self.tr(
                    "The average time of the player's turns, each from the end of the turn "
                    "before (the first from the game's start) to its own end; a turn whose "
                    "time was not recorded is left out"
                ),
            ),
            (self.tr("Longest turn"), self.tr("The player's longest turn")),
            (
                self.tr("Time on their turns"),
                self.tr("The time of all the player's turns together"),
            ),
        ]

    def _title(self, row: int, title: str, tip: str) -> None:
        item = QTableWidgetItem(title)
        item.setToolTip(tip)
        item.setForeground(QBrush(self.palette().color(self.palette().ColorRole.PlaceholderText)))
        self.setItem(row, 0, item)

    def set_facts(
        self,
        facts: Sequence[PlayerFacts],
        colors: Mapping[str, str],
        setup: NewGame | None = None,
    ) -> None:
        """One column per player; with the game's `setup`, a player who left to 21 commander
        damage says the commander by the name given at setup."""
        self._shown = (facts, colors, setup)
        header = self.horizontalHeader()
        # Cell by cell with the columns sized to their contents, every cell would size its
        # column again (a cost growing with the square of the rows): sized once, when full.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        try:
            self._fill(facts, colors, setup)
        finally:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fit_height()

    def _fill(
        self, facts: Sequence[PlayerFacts], colors: Mapping[str, str], setup: NewGame | None
    ) -> None:
        rolls = self._roll_rows(facts)
        self.setRowCount(self.ROWS + len(rolls))
        self.setColumnCount(len(facts) + 1)
        dungeons = any(f.initiatives or f.ventures or f.dungeons_completed for f in facts)
        for row in self.INITIATIVE_ROWS:
            self.setRowHidden(row, not dungeons)
        self.setRowHidden(self.TAX_ROW, not any(f.commander_casts for f in facts))
        timed = any(f.timed_turns for f in facts)
        for row in self.TIME_ROWS:
            self.setRowHidden(row, not timed)
        self.roll_rows = {}
        for row, (key, title, tip, texts) in enumerate(rolls, start=self.ROWS):
            self.roll_rows[key] = row
            self.setRowHidden(row, False)
            self._title(row, title, tip)
            for column, text in enumerate(texts, start=1):
                self._number(row, column, text)
        for column, f in enumerate(facts, start=1):
            name = QTableWidgetItem(f.name)
            color = colors.get(f.name, "#999999")
            name.setBackground(QBrush(QColor(color)))
            name.setForeground(QBrush(QColor(text_on(color))))
            name.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if f.departure is not None:
                d = f.departure
                reason = leave_reason_message(d.reason, d.source, setup, d.partner)
                left = msg("panel.left_in_turn", turn=f.departure.turn, reason=reason)
                name.setToolTip(describe.say(left))
                font = name.font()
                font.setStrikeOut(True)
                name.setFont(font)
            self.setItem(0, column, name)
            values: list[int | str] = [
                f.life,
                f.turns_as_monarch,
                f.crowns,
                f.monarch_draws,
                f.crown_stolen_from,
                f.crown_stolen_by,
                f.commander_damage_dealt,
                f.commander_damage_taken,
                f.turns_with_initiative,
                f.initiatives,
                f.dungeons_completed,
                f.commander_tax_paid,
                f.turns_taken,
                turn_time_text(f.average_turn),
                turn_time_text(f.longest_turn),
                turn_time_text(f.time_on_turns if f.timed_turns else None),
            ]
            for row, value in enumerate(values, start=1):
                self._number(
                    row, column, QLocale().toString(value) if isinstance(value, int) else value
                )

    def _number(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setItem(row, column, item)

    def _roll_rows(self, facts: Sequence[PlayerFacts]) -> list[RollRow]:
        """(key, title, tooltip, a value per player) for what someone rolled, dice first."""
        locale = QLocale()
        rows = self._dice_rows(facts, locale)
        if any(f.heads or f.tails for f in facts):
            rows += self._coin_rows(facts, locale)
        if any(any(f.planar) for f in facts):
            rows += self._planar_rows(facts, locale)
        return rows

    def _dice_rows(self, facts: Sequence[PlayerFacts], locale: QLocale) -> list[RollRow]:
        """A row per die kind someone rolled (fewest sides first), and the d20s' average."""
        rows = []
        kinds = sorted({die for f in facts for die, _ in f.dice}, key=die_sides)
        for die in kinds:
            rows.append(
                (
                    f"dice:{die}",
                    self.tr("{die} rolls").format(die=die),
                    self.tr("Times the player rolled a {die}").format(die=die),
                    [locale.toString(dict(f.dice).get(die, 0)) for f in facts],
                )
            )
        if "d20" in kinds:
            rows.append(
                (
                    "d20_average",
                    self.tr("d20 average"),
                    self.tr("The average result of the player's d20 rolls"),
                    [
                        NO_VALUE if (average := f.d20_average) is None
                        else locale.toString(average, "f", 1)
                        for f in facts
                    ],
                )
            )
        return rows

    def _coin_rows(self, facts: Sequence[PlayerFacts], locale: QLocale) -> list[RollRow]:
        return [
            (
                "heads",
                self.tr("Coin flips: heads"),
                self.tr("The player's coin flips that came up heads"),
                [locale.toString(f.heads) for f in facts],
            ),
            (
                "tails",
                self.tr("Coin flips: tails"),
                self.tr("The player's coin flips that came up tails"),
                [locale.toString(f.tails) for f in facts],
            ),
        ]

    def _planar_rows(self, facts: Sequence[PlayerFacts], locale: QLocale) -> list[RollRow]:
        """The planar die's three faces, each a row."""
        faces = (
            (
                "planeswalk",
                self.tr("Planar die: planeswalk"),
                self.tr("The player's planar die rolls that came up planeswalk"),
            ),
            (
                "chaos",
                self.tr("Planar die: chaos"),
                self.tr("The player's planar die rolls that came up chaos"),
            ),
            (
                "blank",
                self.tr("Planar die: blank"),
                self.tr("The player's planar die rolls that came up a blank face"),
            ),
        )
        return [
            (key, title, tip, [locale.toString(f.planar[index]) for f in facts])
            for index, (key, title, tip) in enumerate(faces)
        ]

    def value(self, player: int, row: int) -> str:
        """The text in `row` for the `player`-th player (0-based, seat order)."""
        item = self.item(row, player + 1)
        return item.text() if item is not None else ""

    def set_font_size(self, pt: float) -> None:
        """The size the panel asks for; `fit_width` may take up to a fifth off to fit."""
        self._pt = pt
        self._apply(self.upright_names, pt)
        self.fit_height()

    def fit_width(self, available: int) -> None:
        """Names side by side when the table then fits `available` pixels, else upright, and
        then, if still too wide (long translated row titles), a smaller font (to MIN_PT)."""
        if self.columnCount() > 1:
            tries = [(False, self._pt), (True, self._pt)]
            pt = self._pt
            while pt - 0.5 >= max(MIN_PT, self._pt * 0.8):
                pt -= 0.5
                tries.append((True, pt))
            for upright, size in tries:
                self._apply(upright, size)
                if self.natural_width() <= available:
                    break
            else:
                self._wrap_titles(available)
        self.fit_height()

    def _wrap_titles(self, available: int) -> None:
        """Still too wide at the smallest font: the row titles break onto two lines (each word
        whole) in the room the players' columns leave, so no number is ever behind a scroll."""
        others = sum(self.columnWidth(c) for c in range(1, self.columnCount()))
        room = available - others - 2 * self.frameWidth()
        if room >= self.columnWidth(0) // 2:
            self.setWordWrap(True)
            self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
            self.setColumnWidth(0, room)

    def _apply(self, upright: bool, pt: float) -> None:
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        if self.font().pointSizeF() != pt:
            font = QFont(self.font())
            font.setPointSizeF(pt)
            self.setFont(font)
            self.verticalHeader().setDefaultSectionSize(int(pt * 1.9))
        self.upright_names = upright
        # Upright names leave the columns as narrow as their numbers.
        self.horizontalHeader().setMinimumSectionSize(int(pt * (2.6 if upright else 4.5)))
        self.verticalHeader().resizeSection(0, self.verticalHeader().defaultSectionSize())
        self.resizeColumnsToContents()
        self.viewport().update()

    def natural_width(self) -> int:
        """The width that shows every column whole."""
        columns = sum(self.columnWidth(c) for c in range(self.columnCount()))
        return columns + 2 * self.frameWidth()

    def fit_height(self) -> None:
        """Columns as wide as their text (the titles' as `_wrap_titles` left it), and exactly
        as tall as the rows: nothing is clipped."""
        wrapped = self.wordWrap()  # the titles on two lines: their column keeps its width
        for column in range(1 if wrapped else 0, self.columnCount()):
            self.resizeColumnToContents(column)
        if wrapped:
            self.resizeRowsToContents()
        if self.upright_names:
            names = [self.item(0, c) for c in range(1, self.columnCount())]
            metrics = QFontMetrics(self.font())
            tallest = max(
                (metrics.horizontalAdvance(item.text()) for item in names if item is not None),
                default=0,
            )
            self.setRowHeight(0, max(tallest + 2 * NAME_PAD + 4, self.rowHeight(1)))
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()) if not self.isRowHidden(r))
        bar = self.horizontalScrollBar()
        scroll = bar.sizeHint().height() if bar.maximum() > 0 else 0
        self.setFixedHeight(rows + scroll + 2 * self.frameWidth())
