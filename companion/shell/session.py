"""The game in progress: one Game, its journal file, its flow, and the one way to change it.

Views (the window, the overlay, next the phones) never change the game themselves: they send a
command here (`change_life`, `end_turn`, `done`, `do` for a finished action from a dialog) and
render what the listener is told. Each accepted action's journal line is written, flushed and synced
before anyone hears of it, so what the players see is on disk. A gesture of several actions (Done
resolves the draw and ends the turn) is checked whole first, then written line by line and told as
one change, undone as one step.

Never losing a game: the session holds the journal's lock while it writes (one writer per
journal; `storage.py`), writes each line before the game moves on, and after a failed write refuses
every command until the journal on disk equals the game again (`retry_storage`, or `save_as`
elsewhere). Starting, opening and Save As are all-or-nothing: if anything fails, the game before
stays open and unchanged.

Qt-free: `companion.app.session.GameSession` turns the listener calls into Qt signals.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from pathlib import Path

from companion.core.actions import Action, GameAction, JsonDict, NewGame, Redo, StopAt, Undo
from companion.core.engine import apply as apply_action
from companion.core.errors import ActionError
from companion.core.events import TurnStarted
from companion.core.game import Entry, Game, Outcome, Proposal
from companion.core.journal import JournalWriter
from companion.core.model import GameState
from companion.core.steps import Step
from companion.core.values import replace
from companion.shell import flow, games, taps
from companion.shell.answers import DESKTOP, Applied, Refusal, Refused, Result
from companion.shell.damage_mode import DamageMode
from companion.shell.flow import FlowNotice, Plan
from companion.shell.projections import Projections
from companion.shell.session_files import GameFiles
from companion.shell.session_view import GameView, Listener
from companion.shell.storage import (
    JournalLock,
    NotSaved,
    Owner,
    ReadOnly,
    StorageRefusal,
)


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Session(GameFiles):
    """The live game and its journal file (`GameFiles`). `listener` hears of every change."""

    def __init__(self, listener: Listener, clock: Callable[[], float] = time.monotonic) -> None:
        self._listener = listener
        self._clock = clock  # seconds; tests pass a fake one
        self._run: taps.Run | None = None  # the taps on one counter a moment apart (taps.py)
        # A tap's run, recorded once its action is applied and before anyone is told of it.
        self._starting: Callable[[], taps.Run] | None = None
        self._initiator = DESKTOP  # who the command running now is for (answers.py)
        self._refused: Refusal | None = None  # why the command running now was refused
        self._game: Game | None = None
        self._view: GameView | None = None
        self.path: Path | None = None
        self.colors: dict[str, str] = {}
        self._writer: JournalWriter | None = None
        self._lock: JournalLock | None = None
        # Set after a failed write: every command is refused until the journal is whole again.
        self._storage_error: OSError | None = None
        # Set while the game is open read-only (another instance holds its lock).
        self._read_only: ReadOnly | None = None
        # Commander damage by tapping panels (damage_mode.py): what is picked, or None when off.
        self._damage_mode: DamageMode | None = None
        # The game's pictures for the overlay and the phones: one per state (projections.py).
        self.projections = Projections(self)
        # A table that calls every step (the setting "Step by step"): the turn moves only when
        # told. Off: steps follow the play (flow.walk_in, flow.lead_in).
        self.step_by_step = False
        # The time the game was closed, said once on the next line written ("closed").
        self._closed_since: dt.datetime | None = None
        self._reopened: dt.datetime | None = None

    def _stamp(self) -> str:
        return _now()

    @property
    def closed_pending(self) -> float:
        """The seconds from the journal's last line to the game's reopening (the app was closed
        meanwhile: play-test, a quit and Continue counted 25 s), until a line says them."""
        if self._closed_since is None or self._reopened is None:
            return 0.0
        return max(0.0, (self._reopened - self._closed_since).total_seconds())

    def _line_extra(self, *, carries: bool = True) -> JsonDict:
        """The fields of the next line: its time, and on the first game action's line after
        reopening (`carries`: an Undo's or Redo's line is no entry to keep it), the time the
        game was closed."""
        extra: JsonDict = {"at": _now()}
        closed = round(self.closed_pending, 1)
        if carries and closed > 0:
            extra["closed"] = closed
            self._closed_since = self._reopened = None
        return extra

    # -- reading ------------------------------------------------------------------------------

    @property
    def game(self) -> GameView | None:
        return self._view

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def state(self) -> GameState:
        if self._game is None:
            raise RuntimeError("no game is loaded")
        return self._game.state

    def color(self, name: str) -> str:
        return self.colors.get(name, "#999999")

    def stopped_at(self) -> frozenset[int]:
        """The reminders End turn stopped at (their banner should say Done goes on): the game's
        (StopAt lines), so a restart and an Undo keep them."""
        return self._game.state.stopped_at if self._game is not None else frozenset()

    def playing(self) -> bool:
        return self._game is not None and not self._game.state.game_over

    @property
    def read_only(self) -> bool:
        """Open read-only: another instance writes this journal; nothing here changes it."""
        return self._read_only is not None

    @property
    def owner(self) -> Owner | None:
        """Who holds the journal while it is open read-only (None if unknown or not read-only)."""
        return self._read_only.owner if self._read_only is not None else None

    @property
    def storage_error(self) -> OSError | None:
        """The failed write the game is stopped at, or None when the journal equals the game."""
        return self._storage_error

    def refusal(self) -> StorageRefusal | None:
        """Why no command can change the game now (read-only, or not saved), or None."""
        if self._read_only is not None:
            return self._read_only
        if self._storage_error is not None:
            error = self._storage_error
            return NotSaved(str(self.path), error.strerror or str(error), error.errno)
        return None

    @property
    def damage_mode(self) -> DamageMode | None:
        """Commander damage by tapping panels (damage_mode.py), or None when it is off."""
        return self._damage_mode

    def set_damage_mode(self, mode: DamageMode | None) -> None:
        """Turn the mode on (or change what it has picked) or off; only while a game is played."""
        if mode is not None and not self.playing():
            mode = None
        if mode != self._damage_mode:
            self._damage_mode = mode
            self._listener.damage_mode_changed()

    def toggle_damage_mode(self) -> None:
        self.set_damage_mode(None if self._damage_mode is not None else DamageMode())

    def _follow_damage_mode(self, outcome: Outcome) -> None:
        """The game moved on: the mode ends with the game and with the turn (combat damage is
        the turn's: play-test, the mode stood into the next player's turn, where a stray tap
        counted damage); a commander whose player left is picked no more."""
        mode = self._damage_mode
        if mode is None:
            return
        turned = any(isinstance(event, TurnStarted) for event in outcome.events)
        if not self.playing() or turned:
            self.set_damage_mode(None)
        elif mode.attacker is not None and not self.state.player(mode.attacker.player).in_game:
            self.set_damage_mode(DamageMode())

    # -- commands: what a gesture means is flow's to say ----------------------------------------

    @property
    def auto(self) -> bool:
        """Whether steps follow the play (the turn moves by itself where the table does)."""
        return not self.step_by_step

    def change_life(self, player: str, delta: int) -> Outcome | None:
        return self._carry_out(lambda s: flow.change_life(s, player, delta, self.auto))

    def tap(
        self, counter: taps.Counter, delta: int, author: str | None = None
    ) -> Outcome | None:
        """A tap (or a repeat, or a wheel notch) worth `delta` on `counter`. Within taps.PAUSE of
        the last tap on the same counter by the same `author` (by default the command's
        initiator: the desktop, or a phone's seat), with nothing else done since, it joins that
        run: one action for the whole amount, one log line, one undo step. A life loss the flow
        turns into the monarch's combat question is that question, as `change_life` says."""
        game = self._game
        if game is None or delta == 0:
            return None
        author = self._initiator if author is None else author
        now = self._clock()
        run = self._run
        question = game.state.question
        if counter.kind == "life" and question is not None and question.player == counter.player:
            counter = taps.asked(counter.player)  # its taps change the open question
        if run is not None and run.joins(counter, now, self._last_entry(), author):
            return self._join(run, delta, now)
        self._run = None
        before = counter.value(game.state)
        base = self._last_entry()
        plan = None
        if counter.kind == "life":
            # The flow says what the tap means now and which counter it runs on: the life total,
            # or the monarch's loss in combat waiting for its answer (CR 725.2).
            plan = flow.change_life(game.state, counter.player, delta, self.auto)
            if plan.run is None:
                return self._carry_out(lambda _s: plan)  # a refusal, or two actions: not a run
            counter = plan.run
        ran = counter

        def starting() -> taps.Run:
            return taps.Run(ran, before, delta, now, self._last_entry(), base, author)

        self._starting = starting  # recorded by _tell, before the change is told
        try:
            if plan is not None:
                return self._carry_out(lambda _s: plan)
            return self.do(counter.action(delta))
        finally:
            self._starting = None

    def tap_run(self, player: str) -> taps.Run | None:
        """The run of taps on one of `player`'s counters still open to the next tap, if any."""
        run = self._run
        if run is None or run.counter.player != player or not run.live(self._clock()):
            return None
        if not run.joins(run.counter, run.last, self._last_entry(), run.author):
            return None  # something else happened since: the run is over
        return run

    def _last_entry(self) -> Entry | None:
        game = self._game
        if game is None or not game.entry_count():
            return None
        return game.entries_from(game.entry_count() - 1)[-1]

    def _join(self, run: taps.Run, delta: int, now: float) -> Outcome | None:
        """Replace the run's gesture by one for the run's new amount: an Undo line and the new
        gesture's lines (the steps the turn passed before it, `flow.lead_in`, then the action),
        written together (all or none), then applied; told as one change."""
        game = self._require_game()
        try:
            self._refuse_if_stopped()
        except _Stopped:
            return None
        amount = run.amount + delta
        counter = run.counter
        actions: list[Action] = [Undo(merge=True)] if run.entry is not None else []
        gesture: list[GameAction] = []
        if amount:
            start = game.entry_count() - len(game.next_undo()) if actions else game.entry_count()
            base = game.state_after(start)  # where the run's gesture began
            try:
                counter, gesture = self._run_gesture(base, counter, amount)
            except _NotARun:  # neither (a refusal, two actions): a gesture of its own
                self._run = None
                return self.tap(taps.life(counter.player), delta, run.author)
            except ActionError as exc:
                self._refuse(exc)
                return None
        lines = self._run_lines(actions, gesture, run.entry)
        actions.extend(gesture)
        if self._writer is not None:
            try:
                self._writer.append(*(Game.line_for(a, e, j) for a, e, j in lines))
            except OSError as exc:
                assert self.path is not None
                self._storage_error = exc
                self._listener.storage_failed(self.path, exc)
                return None
        applied = [game.apply(a, e, joined=j) for a, e, j in lines]
        outcome = applied[-1]
        entry = self._last_entry() if amount else None
        self._run = taps.Run(counter, run.before, amount, now, entry, run.base, run.author)
        merged = len(actions) - len(gesture)  # the merging Undo, if any
        events = tuple(e for o in applied[merged:] for e in o.events)
        # What the merge took back stays in the report (the run's last action, now replaced).
        undone = tuple(e for o in applied for e in o.undone)
        # Told as the action written last: the run's new action, or (a run back to nothing) the
        # merging Undo, which is no undo to speak of.
        return self._tell(Outcome(actions[-1], outcome.state, events, undone=undone))

    def _run_lines(
        self, undo: list[Action], gesture: list[GameAction], replaced: Entry | None
    ) -> list[tuple[Action, JsonDict, bool]]:
        """Each line of a run's step, with its fields: the merging Undo's, then the gesture's,
        joined after its first. The time the game was closed goes on the gesture's first line,
        or stays there when a merge writes the run's action again."""
        extra = self._line_extra(carries=bool(gesture))
        closed = extra.pop("closed", 0.0) or (replaced.closed if replaced is not None else 0.0)
        first = {**extra, "closed": closed} if closed else extra
        return [(a, extra, False) for a in undo] + [
            (a, first if index == 0 else extra, index > 0) for index, a in enumerate(gesture)
        ]

    def _run_gesture(
        self, base: GameState, counter: taps.Counter, amount: int
    ) -> tuple[taps.Counter, list[GameAction]]:
        """What a run of `amount` on `counter` is from `base`, where its gesture began: the
        counter it runs on and the gesture's actions, checked (raises ActionError). A life run
        means what the whole amount means there (a life change, or the monarch's loss in combat
        waiting for its answer, CR 725.2, whichever way it went); `_NotARun` if neither."""
        probe = counter.action(amount)
        lead = flow.lead_in(base, (probe,), self.auto).actions
        state = base
        for step in lead:
            state = apply_action(state, step).state
        if counter.kind in ("life", "asked"):
            plan = flow.change_life(state, counter.player, amount, self.auto)
            if plan.run is None:
                raise _NotARun
            counter = plan.run
        action = counter.action(amount)
        apply_action(state, action)
        return counter, [*lead, action]

    def answer(self, source: str | None) -> Outcome | None:
        """Answer the open combat question: `source`'s creatures dealt it, or None: not combat."""
        return self._carry_out(lambda s: flow.answer(s, source))

    def step_to(self, step: Step) -> Outcome | None:
        return self._carry_out(lambda s: flow.step_to(s, step))

    def next_step(self) -> Outcome | None:
        return self._carry_out(lambda s: flow.next_step(s, s.stopped_at, self.auto))

    def end_turn(self) -> Outcome | None:
        return self._carry_out(lambda s: flow.end_turn(s, s.stopped_at, self.auto))

    def spells(self, count: int) -> Outcome | None:
        """The spells the turn's player cast (2: two or more), then the turn ends (day/night)."""
        return self._carry_out(
            lambda s: flow.spells_then_end_turn(s, count, s.stopped_at, self.auto)
        )

    def done(self, reminder_id: int | None = None) -> Outcome | None:
        """Done on the monarch's draw (the first pending one, or `reminder_id`)."""
        return self._carry_out(lambda s: flow.done(s, s.stopped_at, reminder_id, self.auto))

    def venture(self, player: str, room: str) -> Outcome | None:
        """`player` makes their owed venture into Undercity, into `room` (and the turn goes on
        if End turn had stopped for it)."""
        return self._carry_out(lambda s: flow.venture(s, player, room, s.stopped_at, self.auto))

    def rad_mill(self, player: str, nonland: int) -> Outcome | None:
        """`player` milled for their rad counters and `nonland` of the cards were nonland (and
        the turn goes on if End turn had stopped for it)."""
        return self._carry_out(
            lambda s: flow.rad_mill(s, player, nonland, s.stopped_at, self.auto)
        )

    def card_enters(self, player: str, card: str, crowned: bool) -> Outcome | None:
        """A monarch card enters under `player`'s control (and, `crowned`, its ETB makes them
        the monarch), as one gesture."""
        return self._carry_out(lambda s: flow.card_enters(s, player, card, crowned))

    def undo(self) -> Outcome | None:
        return self.do(Undo())

    def redo(self) -> Outcome | None:
        return self.do(Redo())

    def do(self, action: Action) -> Outcome | None:
        """Apply one finished action (from a dialog, say), with the steps the turn has passed
        before it (`flow.lead_in`); a refusal goes to the listener."""
        game = self._game
        if (
            game is not None
            and not isinstance(action, NewGame | Undo | Redo)
            and flow.lead_in(game.state, (action,), self.auto).actions
        ):
            return self._carry_out(lambda _s: Plan((action,)))
        try:
            return self.try_action(action)
        except ActionError as exc:
            self._refuse(exc)
            return None
        except _Stopped:
            return None

    def try_action(self, action: Action) -> Outcome:
        """Apply exactly this action (no step taken with it) or raise ActionError; the journal
        line is on disk before `changed`.

        While the game can't be saved (read-only, or after a failed write) the refusal goes to
        the listener and this raises `_Stopped`; `do` turns that into None."""
        game = self._require_game()
        self._run = None  # anything else done (even if undone again) ends a run of taps
        self._refuse_if_stopped()
        outcome = self._commit(game, action, joined=False)
        return self._tell(outcome)

    def _carry_out(self, decide: Callable[[GameState], Plan]) -> Outcome | None:
        if self._game is None:
            return None
        self._run = None  # a tap sets its run again once its own action is applied
        state = self._game.state
        plan = decide(state)
        lead = flow.lead_in(state, plan.actions, self.auto)
        if lead.actions:  # the steps the turn has passed, in the same gesture
            plan = replace(
                plan, actions=(*lead.actions, *plan.actions), stop=plan.stop or lead.stop
            )
        if plan.refused is not None:
            self._refuse(plan.refused)
            return None
        outcome = None
        if plan.actions or plan.stop:
            try:
                self._refuse_if_stopped()
            except _Stopped:
                return None
        if not plan.actions and plan.stop and self._stop_for(self.state) is None:
            said = self._stop_notice()  # stopped where it had stopped before: say it again
            if said is not None:
                self._listener.notice(said)
        elif plan.actions or plan.stop:
            outcome = self._apply_gesture(plan.actions, stop=plan.stop)
            if outcome is None:
                return None
        if plan.notice is not None:
            self._listener.notice(plan.notice)
        if plan.offer_combat and self.playing():
            self._listener.combat_offered()
        return outcome

    def _apply_gesture(
        self, actions: tuple[GameAction, ...], *, stop: bool = False
    ) -> Outcome | None:
        """Check the whole gesture, then write and apply each action; tell it as one change.

        If a write fails part-way, the game stops where the journal stops: what was written
        is applied (and told), nothing after it."""
        game = self._require_game()
        try:
            proposals = game.preview(actions)  # the whole gesture checked first, once
            stop_at = self._stop_for(proposals[-1].state if proposals else game.state)
            if stop and stop_at is not None:  # End turn's stops, in the same gesture
                proposals.append(game.propose(stop_at, proposals[-1] if proposals else None))
        except ActionError as exc:
            self._refuse(exc)
            return None
        # End turn pressed where only its note of the stop is new (a venture taken mid-turn):
        # the note joins the gesture before, so Undo is not spent on a line that shows nothing.
        lone = not actions and len(proposals) == 1 and game.may_join(proposals[0].action)
        outcomes = []
        for index, proposal in enumerate(proposals):
            try:
                outcomes.append(self._commit(game, proposal, joined=index > 0 or lone))
            except _Stopped:
                break
        if not outcomes:
            return None
        first = outcomes[0]
        combined = Outcome(
            first.action,
            outcomes[-1].state,
            tuple(e for o in outcomes for e in o.events),
        )
        return self._tell(combined, stop=stop and len(outcomes) == len(proposals))

    def _commit(self, game: Game, action: Action | Proposal, *, joined: bool) -> Outcome:
        """Check (or take the gesture's check), write the line (whole), and only then accept
        what the check made: the game never moves on past what is on disk, and the engine runs
        once. The line syncs while the action is shown (`JournalWriter`, deferred): the next
        line waits for it. A failed write, or the line before's failed sync, stops the game
        (`_Stopped`)."""
        proposal = action if isinstance(action, Proposal) else game.propose(action)
        action = proposal.action
        if joined and not game.may_join(action):
            raise ActionError("joined_misplaced")
        extra = self._line_extra(carries=not isinstance(action, Undo | Redo))
        if self._writer is not None:
            try:
                self._writer.append(Game.line_for(action, extra, joined))
            except OSError as exc:
                assert self.path is not None
                self._storage_error = exc
                self._listener.storage_failed(self.path, exc)
                raise _Stopped from exc
        return game.accept(proposal, extra, joined=joined)

    def _refuse_if_stopped(self) -> None:
        refusal = self.refusal()
        if refusal is not None:
            self._refuse(refusal)
            raise _Stopped

    @staticmethod
    def _stop_for(state: GameState) -> StopAt | None:
        """End turn stops at every pending reminder it has not stopped at yet."""
        ids = tuple(r.id for r in state.pending_reminders() if r.id not in state.stopped_at)
        return StopAt(ids) if ids else None

    def _stop_notice(self) -> FlowNotice | None:
        """What to say of End turn's stop: the first reminder that needs someone (a venture's
        room, then rad's count, then the monarch's draw, then the cards), and how many more are
        up beside it."""
        state = self.state
        pending = state.pending_reminders()
        more = max(0, len(pending) - 1)
        venture = flow.venture_owed(state)
        rad = flow.rad_owed(state)
        draw = flow.draw_this_turn(state)
        if venture is not None:
            one_way = flow.one_way(state, venture.player)
            return flow.VentureStop(venture.player, venture.id, one_way, more)
        if rad is not None:
            return flow.RadStop(rad.player, rad.id, more)
        if draw is not None:
            return flow.DrawStop(draw.player, draw.id, more)
        if pending:
            if state.step is Step.UPKEEP and state.active_player is not None:
                return flow.UpkeepStop(state.active_player, more)
            return flow.TriggersStop(state.step)
        return None

    def run(self, command: Callable[[], Outcome | None], initiator: str = DESKTOP) -> Result:
        """Run one command for `initiator` and answer it: what changed, or why nothing did. The
        listeners hear the change with its initiator; a refusal is told with it too, so that
        only the one who asked is shown it (answers.py)."""
        outer = self._initiator, self._refused
        self._initiator, self._refused = initiator, None
        try:
            outcome = command()
            refused = self._refused
        finally:
            self._initiator, self._refused = outer
        return Refused(refused) if refused is not None else Applied(outcome)

    @property
    def initiator(self) -> str:
        """Who the command running now is for (the desktop when none is running)."""
        return self._initiator

    def _refuse(self, reason: Refusal) -> None:
        self._refused = reason
        self._starting = None
        self._listener.rejected(reason, self._initiator)

    def _tell(self, outcome: Outcome, *, stop: bool = False) -> Outcome:
        # The resume pointer follows the game both ways: empty at its end, set again by an undo.
        games.keep_current(self.path, outcome.state.game_over)
        # What the change makes of the session is final before anyone hears of it: a tap's run,
        # End turn's stops, the commander-damage mode.
        if self._starting is not None:
            self._run, self._starting = self._starting(), None
        said = self._stop_notice() if stop else None
        self._follow_damage_mode(outcome)
        outcome = replace(outcome, initiator=self._initiator)
        self._listener.changed(outcome)
        if said is not None:
            self._listener.notice(said)
        return outcome

    def _require_game(self) -> Game:
        if self._game is None:
            raise ActionError("no_game")
        return self._game


class _NotARun(Exception):  # noqa: N818 - control flow, never seen outside this module
    """A run's new amount is no run any more (a refusal, or two actions)."""


class _Stopped(Exception):  # noqa: N818 - control flow, never seen outside this module
    """A command met a stopped game (read-only, or not saved): already said to the listener."""
