"""The History page's filters: a player (by profile: names merged count as one player), a
commander, a date range and a pod size, as one `figures.Filter`.

The dates have no value until one is picked: their lowest date, the day before the first game,
is shown as "any".
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from companion.app.retranslating import Retranslating
from companion.core.errors import english_plural
from companion.history.figures import Filter, started_on
from companion.history.record import GameRow

DATE_FORMAT = "yyyy-MM-dd"  # the same in every language: short and never ambiguous


def commanders_played(rows: Iterable[GameRow]) -> list[str]:
    """Every commander (partner pairs as "A + B") of `rows`, the most played first."""
    pairs: Counter[tuple[str, str]] = Counter(
        (s.commander, s.partner) for r in rows for s in r.seats if s.commander or s.partner)
    count: Counter[str] = Counter()
    for (commander, partner), n in pairs.items():  # as figures.commander_of names them
        count[" + ".join(name for name in (commander, partner) if name)] += n
    return sorted(count, key=lambda c: (-count[c], c.casefold()))


def _first_and_last(rows: Sequence[GameRow]) -> tuple[dt.date | None, dt.date | None]:
    """The days of the first and the last game (by their times as written: ISO, sortable)."""
    started = [r for r in rows if r.started]
    if not started:
        return None, None
    first = min(started, key=lambda r: r.started)
    last = max(started, key=lambda r: r.started)
    return started_on(first), started_on(last)


def _to_qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _to_date(day: QDate) -> dt.date:
    return dt.date(day.year(), day.month(), day.day())


class FilterBar(Retranslating, QWidget):
    """Player, commander, from, to, pod size and a button that clears them; `changed` on any."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryFilters")
        self._quiet = False  # filling the choices: no `changed` for each
        self.player = self._combo("HistoryPlayer")
        self.commander = self._combo("HistoryCommander")
        self.commander.setMinimumContentsLength(24)  # most names whole; the list shows all
        self.pod_size = self._combo("HistoryPodSize")
        self.since = self._date("HistorySince")
        self.until = self._date("HistoryUntil")
        self.player_label, self.commander_label = QLabel(), QLabel()
        self.since_label, self.until_label, self.size_label = QLabel(), QLabel(), QLabel()
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("HistoryClearFilters")
        self.clear_button.clicked.connect(self.clear)
        self._sizes: list[int] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for label, field in ((self.player_label, self.player),
                             (self.commander_label, self.commander),
                             (self.since_label, self.since), (self.until_label, self.until),
                             (self.size_label, self.pod_size)):
            label.setBuddy(field)
            layout.addWidget(label)
            layout.addWidget(field)
            layout.addSpacing(6)
        layout.addStretch(1)
        layout.addWidget(self.clear_button)
        self.set_range(None, None)
        self.retranslate()

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(10)
        combo.setMaxVisibleItems(20)
        combo.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        combo.currentIndexChanged.connect(self._changed)
        return combo

    def _date(self, name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat(DATE_FORMAT)
        edit.dateChanged.connect(self._changed)
        return edit

    def _changed(self, *_: object) -> None:
        if not self._quiet:
            self.changed.emit()

    def retranslate(self) -> None:
        #: History page filter: the player whose games are listed
        self.player_label.setText(self.tr("&Player"))
        #: History page filter: the commander whose games are listed
        self.commander_label.setText(self.tr("&Commander"))
        #: History page filter: games played on or after this date
        self.since_label.setText(self.tr("&From"))
        #: History page filter: games played on or before this date
        self.until_label.setText(self.tr("&To"))
        #: History page filter: games of this many players
        self.size_label.setText(self.tr("Pod &size"))
        #: History page: the button that shows every game again
        self.clear_button.setText(self.tr("Show all"))
        #: History page date filter with no date picked (the short word for any date)
        anytime = self.tr("any")
        self.since.setSpecialValueText(anytime)
        self.until.setSpecialValueText(anytime)
        self._quiet = True
        #: History page filter: no player picked, every game is listed
        self._set_item(self.player, 0, self.tr("Everyone"))
        #: History page filter: no commander picked, every game is listed
        self._set_item(self.commander, 0, self.tr("Any commander"))
        #: History page filter: no pod size picked, every game is listed
        self._set_item(self.pod_size, 0, self.tr("Any size"))
        for i, size in enumerate(self._sizes, start=1):
            self._set_item(self.pod_size, i, self._size_text(size))
        self._quiet = False

    def _size_text(self, size: int) -> str:
        #: History page filter: games of this many players
        return english_plural(self.tr("%n players", "", size), size)

    @staticmethod
    def _set_item(combo: QComboBox, index: int, text: str) -> None:
        if combo.count() <= index:
            combo.addItem(text)
        else:
            combo.setItemText(index, text)

    # -- choices -----------------------------------------------------------------------------------

    def set_choices(self, players: Sequence[str], rows: Sequence[GameRow]) -> None:
        """What can be picked: the profiles' names, the commanders and pod sizes of `rows`, their
        dates; a choice that is still there stays picked."""
        self._quiet = True
        try:
            self._refill(self.player, players)
            self._refill(self.commander, commanders_played(rows))
            self._sizes = sorted({r.pod_size for r in rows if r.pod_size})
            size = self.pod_size.currentData()
            while self.pod_size.count() > 1:
                self.pod_size.removeItem(1)
            for s in self._sizes:
                self.pod_size.addItem(self._size_text(s), s)
            found = self.pod_size.findData(size) if size else 0
            self.pod_size.setCurrentIndex(max(found, 0))
            self.set_range(*_first_and_last(rows))
        finally:
            self._quiet = False

    def _refill(self, combo: QComboBox, values: Sequence[str]) -> None:
        chosen = combo.currentData() if combo.currentIndex() > 0 else None
        while combo.count() > 1:
            combo.removeItem(1)
        for value in values:
            combo.addItem(value, value)
        found = combo.findData(chosen) if chosen else -1
        combo.setCurrentIndex(max(found, 0))

    def set_range(self, first: dt.date | None, last: dt.date | None) -> None:
        """The days of the games: the lowest date (shown as "any") the day before the first."""
        quiet, self._quiet = self._quiet, True
        try:
            first = first or dt.date.today()
            top = max(last or first, dt.date.today())
            for edit in (self.since, self.until):
                picked = None if self._is_any(edit) else edit.date()
                edit.setDateRange(_to_qdate(first - dt.timedelta(days=1)), _to_qdate(top))
                edit.setDate(picked if picked is not None else edit.minimumDate())
        finally:
            self._quiet = quiet

    @staticmethod
    def _is_any(edit: QDateEdit) -> bool:
        return edit.date() <= edit.minimumDate()

    # -- the filter --------------------------------------------------------------------------------

    def filter(self) -> Filter:
        player = self.player.currentData() if self.player.currentIndex() > 0 else ""
        commander = self.commander.currentData() if self.commander.currentIndex() > 0 else ""
        size = self.pod_size.currentData() if self.pod_size.currentIndex() > 0 else 0
        return Filter(
            player=player or "",
            commander=commander or "",
            since=None if self._is_any(self.since) else _to_date(self.since.date()),
            until=None if self._is_any(self.until) else _to_date(self.until.date()),
            pod_size=int(size or 0),
        )

    def set_filter(self, flt: Filter) -> None:
        """Pick what `flt` says (a choice that is not offered is left at "any")."""
        self._quiet = True
        try:
            for combo, value in ((self.player, flt.player), (self.commander, flt.commander),
                                 (self.pod_size, flt.pod_size)):
                found = combo.findData(value) if value else 0
                combo.setCurrentIndex(max(found, 0))
            for edit, day in ((self.since, flt.since), (self.until, flt.until)):
                edit.setDate(edit.minimumDate() if day is None else _to_qdate(day))
        finally:
            self._quiet = False
        self.changed.emit()

    def clear(self) -> None:
        self.set_filter(Filter())

    @property
    def active(self) -> bool:
        return self.filter() != Filter()
