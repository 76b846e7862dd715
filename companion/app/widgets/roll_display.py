"""A roll shown big in the roller's own panel, facing them: "Ann · d20" and "17" for a few seconds.

A die or a coin is rolled by the app (companion.shell.dice) and kept in the journal; this shows
only the last one, as the session's `changed` says (a `Rolled` event). A short roll of faces comes
first; a tap skips it, a tap on the result (or the next action, or HOLD_MS) puts it away. It is in
the roller's panel (panel_reminder_layout), turned with it, above the counters: it covers no
one's buttons or totals, as the box over the table's centre did. The player's name is text.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, QVariantAnimation

from companion.app.session import GameSession
from companion.app.widgets.panel_content import RollFace
from companion.app.widgets.table import TableView
from companion.core.events import Rolled
from companion.core.game import Outcome
from companion.core.model import Roll

ROLL_MS = 700  # the faces turning before the result
HOLD_MS = 4000  # the result stays this long, unless a tap or the next action puts it away
FACES = 9  # faces shown while it rolls


class RollDisplay(QObject):
    """The last roll, on its player's panel of `table`. `caption` and `result` are what it says."""

    def __init__(self, session: GameSession, table: TableView) -> None:
        super().__init__(table)
        self._session = session
        self._table = table
        self._roll: Roll | None = None
        self.caption = ""
        self.result = ""
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0)
        self.anim.setEndValue(FACES)
        self.anim.setDuration(ROLL_MS)
        self.anim.valueChanged.connect(self._turn)
        self.anim.finished.connect(self._land)
        self.hold = QTimer(self)
        self.hold.setSingleShot(True)
        self.hold.setInterval(HOLD_MS)
        self.hold.timeout.connect(self.dismiss)
        session.changed.connect(self._on_changed)
        session.reset.connect(self.dismiss)
        table.rollTapped.connect(self.tapped)

    # -- what happens ---------------------------------------------------------------------------

    def _on_changed(self, outcome: object) -> None:
        events = outcome.events if isinstance(outcome, Outcome) else ()
        rolls = [ev.roll for ev in events if isinstance(ev, Rolled)]
        if rolls:
            self.show_roll(rolls[-1])
        else:
            self.dismiss()  # the next action puts the roll away

    def show_roll(self, roll: Roll) -> None:
        """Roll the faces, then show `roll`'s result."""
        self._roll = roll
        self.caption = self._caption(roll)
        self.hold.stop()
        self.anim.stop()
        self._turn(0)
        self.anim.start()

    @property
    def rolling(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def skip(self) -> None:
        """The result now, without the rest of the roll."""
        if self.rolling:
            self.anim.stop()
            self._land()

    def dismiss(self) -> None:
        self.anim.stop()
        self.hold.stop()
        self._roll = None
        self._table.show_roll(None, None)

    def tapped(self) -> None:
        """A tap skips the roll, or puts the result away."""
        if self.rolling:
            self.skip()
        else:
            self.dismiss()

    @property
    def showing(self) -> bool:
        """Whether a roll is on show."""
        return self._roll is not None

    def face(self) -> RollFace | None:
        """What the roller's panel shows now."""
        roll = self._roll
        if roll is None:
            return None
        color = self._session.color(roll.player)
        return RollFace(self.caption, self.result, rolling=self.rolling, color=color)

    def _show(self) -> None:
        self._table.show_roll(self._roll.player if self._roll else None, self.face())

    def _turn(self, value: object) -> None:
        """One face of the roll (not the result: only the last face is drawn by the app)."""
        if self._roll is None:
            return
        step = int(value) if isinstance(value, int | float) else 0
        self.result = self._face(self._roll, step)
        self._show()

    def _land(self) -> None:
        if self._roll is None:
            return
        self.result = self._result(self._roll)
        self.hold.start()
        self._show()

    # -- words -----------------------------------------------------------------------------------

    def _die(self, die: str) -> str:
        if die == "coin":
            return self.tr("coin")
        if die == "planar":
            return self.tr("planar die")
        return die  # "d20": the same in every language the app speaks

    def _caption(self, roll: Roll) -> str:
        template = self.tr("{player} · {die}")
        try:
            return template.format(player=roll.player, die=self._die(roll.die))
        except (KeyError, IndexError, ValueError):
            return f"{roll.player} · {self._die(roll.die)}"

    def _result(self, roll: Roll) -> str:
        words = {
            ("coin", "heads"): self.tr("Heads"),
            ("coin", "tails"): self.tr("Tails"),
            ("planar", "planeswalk"): self.tr("Planeswalk"),
            ("planar", "chaos"): self.tr("Chaos"),
            ("planar", "blank"): self.tr("Blank"),
        }
        return words.get((roll.die, roll.result), roll.result)

    def _face(self, roll: Roll, step: int) -> str:
        if roll.die == "coin":
            return self._result(Roll(roll.player, "coin", ("heads", "tails")[step % 2], 0))
        if roll.die == "planar":
            faces = ("planeswalk", "blank", "chaos", "blank")
            return self._result(Roll(roll.player, "planar", faces[step % 4], 0))
        sides = int(roll.die[1:]) if roll.die[1:].isdigit() else 20
        return str((step * 7 + 3) % sides + 1)  # a spread of faces, not the result
