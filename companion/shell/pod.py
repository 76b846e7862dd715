"""The pod (issue 17): every player's phone joins the table; its seat token says whose it is.

Two pieces, both Qt-free (`companion.pod` is the network around them):

- `Seats`: one secret token per player of the current game (`secrets.token_urlsafe(32)`: 256
  bits) and one table "join" token, with which a phone may claim a free seat. A token names its
  seat only through `seat_for`, which compares it with every token in constant time. The host may
  `revoke` a seat (it gets a new token: the phones holding the old one are cut off) and
  `grant_all` a seat the right to change everyone's totals. Every token is dropped with the game
  (`follow` a new or another game, `clear` when the pod is turned off): they expire with it.
- `Requests`: one phone message made into a call on the table's one session (the desktop's
  `GameSession`: the same flow and command layer as the desktop's own clicks, so the journal,
  undo, the overlay and the log see one stream), with the seat's rights enforced: its own life
  (as taps: the desktop's tap merging), poison, the commander damage it took, its own counters
  and commander casts, Done on its own reminders, a roll for itself, and Undo of its own last
  gesture while that is still the game's last one. Each request has an id; the last KEEP_IDS ids
  of a seat and their answers are kept, so a retry after a dropped connection gets the same
  answer again and changes nothing. Every refusal is a message (`shell.messages`), said in the
  phone's language by the phone.

The wire format (the JSON the phone sends) is docs/pod.md's and companion/pod's; this module
takes it already decoded.
"""

from __future__ import annotations

import hmac
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from companion.core import actions as a
from companion.core.errors import ActionError
from companion.core.game import Entry, Outcome
from companion.core.model import RAD, VENTURE, GameState
from companion.core.names import validate_name
from companion.shell import commands, dice, messages, taps
from companion.shell.answers import Refused, phone
from companion.shell.messages import Msg, msg
from companion.shell.session_view import GameView, SessionDriver

TOKEN_BYTES = 32  # secrets.token_urlsafe(32): 256 random bits, 43 characters
MAX_TOKEN = 128  # characters of a token a phone may send (ours are 43)
KEEP_IDS = 256  # request ids (and their answers) kept per seat
MAX_DELTA = 999  # the most one request may add to or take from a total
REQUEST_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
COMMANDS = ("life", "poison", "commander_damage", "counter", "cast", "done", "roll", "undo",
            "spells")

Json = dict[str, Any]




def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def _same(expected: str, given: bytes) -> bool:
    return hmac.compare_digest(expected.encode("ascii"), given)


class Seats:
    """The seats of the current game and their tokens (see the module).

    `clock` (seconds) stamps when a seat was last claimed; `token` makes the tokens (tests may
    pass a predictable one)."""

    def __init__(self, clock: Callable[[], float] = time.time,
                 token: Callable[[], str] = new_token) -> None:
        self._clock = clock
        self._new = token
        self._game: object | None = None
        self._tokens: dict[str, str] = {}  # player -> seat token
        self._join: str | None = None
        self._claimed: dict[str, float] = {}  # seats handed out by a claim: when
        self._phones: dict[str, int] = {}  # seat -> phones connected on it now
        self._granted: set[str] = set()

    # -- the game ---------------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._tokens)

    def follow(self, game: object | None, players: Sequence[str]) -> bool:
        """The session's game is `game` (an object that is the same for as long as the game is,
        the app's `session.game.initial_state`; None: no game) with `players`. Another game
        drops every token and makes new ones; True if it did."""
        if game is self._game and game is not None and tuple(players) == self.players:
            return False
        self.clear()
        self._game = game
        if game is not None:
            self._tokens = {player: self._new() for player in players}
            self._join = self._new()
        return True

    def clear(self) -> None:
        """Every token is dropped (the pod is off, or the game is over and gone)."""
        self._game = None
        self._tokens = {}
        self._join = None
        self._claimed = {}
        self._phones = {}
        self._granted = set()

    # -- tokens -----------------------------------------------------------------------------

    def token(self, player: str) -> str:
        """`player`'s seat token (KeyError: no such seat)."""
        return self._tokens[player]

    @property
    def join_token(self) -> str | None:
        return self._join

    def seat_for(self, token: str | None) -> str | None:
        """The seat `token` is the token of, or None. Compared with every seat's token, each in
        constant time and without stopping at a match, so the time taken says nothing of which
        token, or how much of one, was right."""
        given = _given(token)
        found = None
        for player, expected in self._tokens.items():
            if _same(expected, given):
                found = player
        return found

    def is_join(self, token: str | None) -> bool:
        """Whether `token` is the table's join token (constant time)."""
        return self._join is not None and _same(self._join, _given(token))

    def revoke(self, player: str) -> None:
        """`player`'s seat gets a new token: every phone holding the old one is cut off, and the
        seat may be claimed again. What the host granted it is taken back. The table's join code
        changes too: whoever took the seat with it (a stranger in a game store) can't take it
        back with the same link; the table's own phones keep their seats."""
        if player in self._tokens:
            self._tokens[player] = self._new()
            self._claimed.pop(player, None)
            self._granted.discard(player)
            if self._join is not None:
                self._join = self._new()

    def claim_refusal(self, join_token: str | None, player: object) -> Msg | None:
        """Why a phone with `join_token` may not take `player`'s seat, or None: it may."""
        if not self.is_join(join_token):
            return msg("pod.bad_token")
        if not isinstance(player, str) or player not in self._tokens:
            return msg("pod.no_seat", player=str(player)[:64])
        if player in self._claimed or self._phones.get(player, 0):
            return msg("pod.seat_taken", player=player)
        return None

    def claim(self, join_token: str | None, player: object) -> str | None:
        """The seat token for a phone that picks `player`'s free seat with the join link, or None
        (a wrong join token, no such seat, or a seat a phone holds: connected now or claimed
        before, until the host revokes it)."""
        if self.claim_refusal(join_token, player) is not None:
            return None
        assert isinstance(player, str)
        self._claimed[player] = self._clock()
        return self._tokens[player]

    def claimed_at(self, player: str) -> float | None:
        return self._claimed.get(player)

    # -- phones -----------------------------------------------------------------------------

    def attach(self, player: str) -> None:
        """A phone with `player`'s token is connected."""
        self._phones[player] = self._phones.get(player, 0) + 1

    def detach(self, player: str) -> None:
        left = self._phones.get(player, 0) - 1
        if left > 0:
            self._phones[player] = left
        else:
            self._phones.pop(player, None)

    def connected(self, player: str) -> int:
        return self._phones.get(player, 0)

    # -- rights -----------------------------------------------------------------------------

    def grant_all(self, player: str, granted: bool = True) -> None:
        """The host lets `player`'s phone change everyone's totals (or takes that back)."""
        if granted and player in self._tokens:
            self._granted.add(player)
        else:
            self._granted.discard(player)

    def granted(self, player: str) -> bool:
        return player in self._granted

    def may_change(self, seat: str, player: str) -> bool:
        """Whether `seat`'s phone may change `player`'s totals."""
        return seat == player or seat in self._granted


def _given(token: str | None) -> bytes:
    """A token as sent, as bytes to compare (too long a one as a wrong one of our length)."""
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
        return b"\x00"
    return token.encode("utf-8", "replace")


class _Refused(Exception):  # noqa: N818 - control flow inside this module
    def __init__(self, message: Msg) -> None:
        super().__init__(message.key)
        self.message = message


def _bad() -> _Refused:
    return _Refused(msg("pod.bad_request"))


class Requests:
    """Phone requests made into session calls with the seat's rights (see the module)."""

    def __init__(self, table: SessionDriver, seats: Seats) -> None:
        self._table = table
        # The one command table, bound to the same session: a phone's request runs the command
        # a panel's part runs, offered by the same predicates, for the phone's seat.
        self._commands = commands.build(table)
        self._seats = seats
        self._answers: dict[str, OrderedDict[str, Json]] = {}  # seat -> id -> answer
        self._last: dict[str, Entry] = {}  # seat -> the last entry of its phone's last gesture
        self.applied = 0  # requests that changed the game (for tests)

    def reset(self) -> None:
        """Another game: every id and every phone's last gesture are forgotten."""
        self._answers.clear()
        self._last.clear()

    def handle(self, seat: str, request: Mapping[str, Any]) -> Json:
        """The answer (an ack) to `seat`'s request {"type": "do", "id", "cmd", ...}: applied
        once, whatever number of times the same id comes."""
        rid = request.get("id")
        if not isinstance(rid, str) or not REQUEST_ID.match(rid):
            return _ack(None, msg("pod.bad_request"))
        kept = self._answers.setdefault(seat, OrderedDict())
        if rid in kept:
            kept.move_to_end(rid)
            return dict(kept[rid])
        try:
            self._apply(seat, request)
            answer = _ack(rid)
            self.applied += 1
        except _Refused as refused:
            answer = _ack(rid, refused.message)
        kept[rid] = answer
        while len(kept) > KEEP_IDS:
            kept.popitem(last=False)
        return dict(answer)

    # -- one request ------------------------------------------------------------------------

    def _apply(self, seat: str, request: Mapping[str, Any]) -> None:
        table = self._table
        if not table.has_game:
            raise _Refused(msg("error.no_game"))
        cmd = request.get("cmd")
        if cmd not in COMMANDS:
            raise _bad()
        state = table.state
        names = {p.name for p in state.players}
        if cmd == "undo":
            self._undo(seat)
            return
        if cmd == "done":
            self._done(seat, request, state)
            return
        if cmd == "spells":
            self._spells(seat, request, state)
            return
        player = request.get("player", seat)
        if not isinstance(player, str) or player not in names:
            raise _bad()
        if not self._seats.may_change(seat, player):
            raise _Refused(msg("pod.not_your_seat", seat=seat))
        if cmd == "roll":
            die = request.get("die")
            if not isinstance(die, str) or len(die) > 8:
                raise _bad()
            try:
                dice.roll(player, die)  # a die the app knows (its draw is the command's)
            except ValueError:
                raise _bad() from None
            self._call(seat, "roll", player, die=die)
        elif cmd == "cast":
            delta = request.get("delta", 1)
            if delta not in (1, -1) or isinstance(delta, bool):
                raise _bad()
            self._call(seat, "cast", player, partner=_flag(request, "partner"), delta=delta)
        else:
            counter = self._counter(cmd, player, request, names)
            self._call(seat, "tap", player, counter=counter, delta=_delta(request))

    def _counter(self, cmd: str, player: str, request: Mapping[str, Any],
                 names: set[str]) -> taps.Counter:
        if cmd == "life":
            return taps.life(player)
        if cmd == "poison":
            return taps.poison(player)
        if cmd == "commander_damage":  # the damage `player` took from `source`'s commander
            source = request.get("source")
            if not isinstance(source, str) or source not in names or source == player:
                raise _bad()
            return taps.commander(player, source, _flag(request, "partner"))
        named = _flag(request, "named")
        kind = request.get("counter")
        if named:
            try:
                kind = validate_name(kind, '"counter"')
            except ActionError as error:
                raise _Refused(messages.error_message(error)) from None
        elif kind not in a.PLAYER_COUNTERS:
            raise _bad()
        assert isinstance(kind, str)
        return taps.counter(player, kind, named)

    def _done(self, seat: str, request: Mapping[str, Any], state: GameState) -> None:
        rid = request.get("reminder")
        if not isinstance(rid, int) or isinstance(rid, bool):
            raise _bad()
        reminder = next((r for r in state.pending_reminders() if r.id == rid), None)
        if reminder is None:
            raise _Refused(msg("pod.reminder_gone"))
        if not self._seats.may_change(seat, reminder.player):
            raise _Refused(msg("pod.not_your_reminder", player=reminder.player))
        if reminder.kind == RAD:
            nonland = request.get("nonland")
            if nonland is None:
                raise _Refused(msg("pod.rad_count"))
            if not isinstance(nonland, int) or isinstance(nonland, bool) or \
                    not 0 <= nonland <= MAX_DELTA:
                raise _bad()
            self._call(seat, "rad_mill", reminder.player, nonland=nonland)
            return
        room = request.get("room")
        if reminder.kind == VENTURE and room is not None:
            if not isinstance(room, str) or len(room) > 80:
                raise _bad()
            self._call(seat, "venture_room", reminder.player, room=room)
            return
        self._call(seat, "done_reminder", reminder=rid)

    def _spells(self, seat: str, request: Mapping[str, Any], state: GameState) -> None:
        """End turn's open question (day and night, CR 731.2), answered on the phone of the
        turn's player (or a granted one): 0, 1 or 2 (two or more); the turn then ends."""
        count = request.get("count")
        if count not in (0, 1, 2) or isinstance(count, bool):
            raise _bad()
        if not state.spells_asked:
            raise _Refused(msg("pod.not_applied"))
        if not self._seats.may_change(seat, state.turn_player):
            raise _Refused(msg("pod.not_your_seat", seat=seat))
        self._call(seat, "spells", count=count)

    def _undo(self, seat: str) -> None:
        game = self._table.game
        mine = self._last.get(seat)
        if game is None or mine is None:
            raise _Refused(msg("pod.nothing_to_undo"))
        gesture = game.next_undo()
        if not gesture or gesture[-1] is not mine:
            raise _Refused(msg("pod.undo_not_yours"))
        self._call(seat, "undo", undoing=True)

    def _call(self, seat: str, name: str, player: str | None = None, *, undoing: bool = False,
              **args: object) -> None:
        """Run command `name` (for `player`, with `args`) for the seat's phone, through the
        registry; a refusal (answered to this phone only, never shown on the desktop) is raised
        as the phone's answer. The gesture's last entry is remembered for the seat's Undo."""
        before = _tail(self._table.game)

        def command() -> Outcome | None:
            done = self._commands.invoke(name, player, **args)
            if done is commands.NOT_OFFERED:
                raise _Refused(msg("pod.not_applied"))
            return done if isinstance(done, Outcome) else None

        result = self._table.run(command, phone(seat))
        if isinstance(result, Refused):
            raise _Refused(messages.not_possible(result.reason))
        if result.outcome is None:
            raise _Refused(msg("pod.not_applied"))
        after = _tail(self._table.game)
        # Its own only if this call made it: taps that add up to nothing take the run's entry
        # back, and the entry then last is an earlier gesture's, maybe another seat's.
        if after and not undoing and not any(after[-1] is entry for entry in before):
            self._last[seat] = after[-1]
        else:
            self._last.pop(seat, None)


def _tail(game: GameView | None) -> Sequence[Entry]:
    """The game's last two entries: a tap joining a run replaces the last one, or takes it back."""
    if game is None:
        return ()
    return game.entries_from(max(0, game.entry_count() - 2))


def _flag(request: Mapping[str, Any], key: str) -> bool:
    value = request.get(key, False)
    if not isinstance(value, bool):
        raise _bad()
    return value


def _delta(request: Mapping[str, Any]) -> int:
    delta = request.get("delta")
    if not isinstance(delta, int) or isinstance(delta, bool) or not delta or \
            abs(delta) > MAX_DELTA:
        raise _bad()
    return delta


def _ack(rid: str | None, error: Msg | None = None) -> Json:
    if error is None:
        return {"type": "ack", "id": rid, "ok": True}
    return {"type": "ack", "id": rid, "ok": False, "error": error.to_json()}
