"""The pod's seats and requests (companion/shell/pod.py), Qt-free: a phone's rights, its request
ids, its Undo, its token.

Driven through the shell's Session with a fake clock (taps merge as on the desktop); each request
runs for its seat (`Session.run`), which answers it. Seats: Ann, Ben,
Cid in turn order; turn 1 is Ann's.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeClock
from test_storage import Recorder

from companion.core.actions import (
    BecomeMonarch,
    CounterChange,
    EndTurn,
    LifeChange,
    NewGame,
    StepTo,
)
from companion.core.model import RAD
from companion.core.steps import Step
from companion.shell import messages, pod, taps
from companion.shell.pod import Requests, Seats
from companion.shell.session import Session

PLAYERS = ("Ann", "Ben", "Cid")
HOSTILE = "<img src=x onerror=alert(1)>\"';--"


class Heard(Recorder):
    """The session's listener: what every listener hears (a phone's refusal is answered to the
    phone, and heard with its initiator)."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: Requests | None = None

    def notice(self, notice: Any) -> None:
        pass


class Pod:
    """A game, its seats and the requests of its phones."""

    def __init__(self, tmp_path: Path, clock: FakeClock, players: tuple[str, ...]) -> None:
        self.heard = Heard()
        self.clock = clock
        self.session = Session(self.heard, clock=clock)
        self.session.start(NewGame(players, 40), path=tmp_path / "game.jsonl")
        self.seats = Seats(clock=clock)
        self.follow()
        self.requests = Requests(self.session, self.seats)
        self.heard.requests = self.requests
        self._ids = itertools.count(1)

    def follow(self) -> bool:
        game = self.session.game
        assert game is not None
        return self.seats.follow(game.initial_state, [p.name for p in game.state.players])

    def send(self, seat: str, cmd: str, rid: str | None = None, **args: Any) -> dict[str, Any]:
        self.clock.wait(0.2)
        rid = rid or f"r{next(self._ids)}"
        return self.requests.handle(seat, {"type": "do", "id": rid, "cmd": cmd, **args})

    def lines(self) -> int:
        assert self.session.path is not None
        return len(self.session.path.read_text(encoding="utf-8").splitlines())


@pytest.fixture
def table(tmp_path: Path, clock: FakeClock) -> Iterator[Pod]:
    made = Pod(tmp_path, clock, PLAYERS)
    yield made
    made.session.close()


def refused(answer: dict[str, Any], key: str) -> dict[str, Any]:
    assert answer["ok"] is False, answer
    error = answer["error"]
    assert error["key"] == key, error
    messages.Msg.from_json(error)  # a message of the one table, with its parameters
    return dict(error["params"])


def ok(answer: dict[str, Any]) -> None:
    assert answer == {"type": "ack", "id": answer["id"], "ok": True}, answer


# -- the rights of a seat --------------------------------------------------------------------


def test_a_seats_life_taps_merge_as_the_desktops(table: Pod) -> None:
    for _ in range(3):
        ok(table.send("Ann", "life", delta=-1))
    assert table.session.state.player("Ann").life == 37
    assert table.session.game is not None
    # The first play took the turn out of its untap step; the taps are one change after it.
    assert [e.action for e in table.session.game.entries] == [
        StepTo(Step.MAIN1), LifeChange("Ann", -3),
    ]
    run = table.session.tap_run("Ann")
    assert run is not None and (run.amount, run.after) == (-3, 37)


def test_a_seat_changes_its_own_totals(table: Pod) -> None:
    ok(table.send("Ann", "poison", delta=2))
    ok(table.send("Ann", "commander_damage", source="Ben", partner=False, delta=4))
    ok(table.send("Ann", "counter", counter="energy", named=False, delta=3))
    ok(table.send("Ann", "counter", counter=HOSTILE, named=True, delta=1))
    ok(table.send("Ann", "cast", partner=False, delta=1))
    ok(table.send("Ann", "roll", die="d20"))
    ann = table.session.state.player("Ann")
    assert ann.poison == 2 and ann.commander_damage == {"Ben": 4} and ann.life == 36
    assert ann.counters == {"energy": 3} and ann.named_counters == {HOSTILE: 1}
    assert ann.commander_casts == 1
    roll = table.session.state.last_roll
    assert roll is not None and roll.player == "Ann" and 1 <= int(roll.result) <= 20


@pytest.mark.parametrize("cmd, args", [
    ("life", {"delta": -1}),
    ("poison", {"delta": 1}),
    ("commander_damage", {"source": "Ann", "delta": 3}),  # the damage Ben took from Ann
    ("counter", {"counter": "energy", "delta": 1}),
    ("cast", {"delta": 1}),
    ("roll", {"die": "d6"}),
])
def test_a_seat_cannot_change_another_seats_totals(table: Pod, cmd: str, args: dict[str, Any],
                                                   ) -> None:
    before = table.lines()
    answer = table.send("Ann", cmd, player="Ben", **args)
    assert refused(answer, "pod.not_your_seat") == {"seat": "Ann"}
    assert table.lines() == before
    assert table.session.state == table.session.game.initial_state  # type: ignore[union-attr]


def test_commander_damage_is_only_the_damage_the_seat_took(table: Pod) -> None:
    """Ann's phone says Ben's commander hit Ann; it cannot say Ann's commander hit Ben."""
    ok(table.send("Ann", "commander_damage", source="Ben", delta=2))
    refused(table.send("Ann", "commander_damage", player="Ben", source="Ann", delta=2),
            "pod.not_your_seat")
    assert table.session.state.player("Ben").commander_damage == {}
    refused(table.send("Ann", "commander_damage", source="Ann", delta=2), "pod.bad_request")


def test_the_host_may_grant_a_seat_everyones_totals_and_revoking_takes_it_back(
        table: Pod) -> None:
    table.seats.grant_all("Ann")
    ok(table.send("Ann", "life", player="Ben", delta=-5))
    assert table.session.state.player("Ben").life == 35
    table.seats.revoke("Ann")
    assert not table.seats.granted("Ann")
    refused(table.send("Ann", "life", player="Ben", delta=-5), "pod.not_your_seat")
    table.seats.grant_all("Cid")
    table.seats.grant_all("Cid", False)
    refused(table.send("Cid", "life", player="Ben", delta=-5), "pod.not_your_seat")


def test_a_granted_seat_changes_every_total_of_another_until_the_host_takes_it_back(
        table: Pod) -> None:
    """What the dock's "All totals" gives: everything a seat may do for itself, for another."""
    session = table.session
    table.seats.grant_all("Ann")
    assert table.seats.granted("Ann") and not table.seats.granted("Ben")
    ok(table.send("Ann", "poison", player="Ben", delta=2))
    ok(table.send("Ann", "commander_damage", player="Ben", source="Cid", delta=4))
    ok(table.send("Ann", "counter", player="Ben", counter="experience", delta=3))
    ok(table.send("Ann", "cast", player="Ben", delta=1))
    ok(table.send("Ann", "roll", player="Ben", die="d6"))
    ben = session.state.player("Ben")
    assert (ben.poison, ben.commander_damage, ben.counters, ben.commander_casts) == \
        (2, {"Cid": 4}, {"experience": 3}, 1)
    assert session.state.last_roll is not None and session.state.last_roll.player == "Ben"
    session.do(BecomeMonarch("Ben"))
    session.do(EndTurn())
    session.step_to(Step.END)  # Ben's end step: the monarch draws
    (draw,) = session.state.pending_reminders()
    assert draw.player == "Ben"
    ok(table.send("Ann", "done", reminder=draw.id))
    assert session.state.pending_reminders() == ()
    table.seats.grant_all("Ann", False)  # the host unticks it
    assert not table.seats.granted("Ann")
    refused(table.send("Ann", "poison", player="Ben", delta=1), "pod.not_your_seat")
    ok(table.send("Ann", "poison", delta=1))  # its own, as ever
    table.seats.grant_all("Nobody")  # no such seat: nothing granted
    assert not table.seats.granted("Nobody")
    table.seats.grant_all("Ann")
    table.seats.clear()  # the pod is off
    assert not table.seats.granted("Ann")


def test_done_only_on_the_seats_own_reminder(table: Pod) -> None:
    session = table.session
    session.do(BecomeMonarch("Ann"))
    session.step_to(Step.END)
    (draw,) = session.state.pending_reminders()
    assert draw.player == "Ann"
    assert refused(table.send("Ben", "done", reminder=draw.id),
                   "pod.not_your_reminder") == {"player": "Ann"}
    assert session.state.pending_reminders() == (draw,)
    ok(table.send("Ann", "done", reminder=draw.id))
    assert session.state.pending_reminders() == ()
    refused(table.send("Ann", "done", reminder=draw.id, rid="again"), "pod.reminder_gone")


def test_the_rad_reminder_asks_its_count(table: Pod) -> None:
    session = table.session
    session.do(CounterChange("Ben", "rad", 3))
    session.end_turn()  # Ben's turn stops at its first main phase: the rad trigger (727)
    (rad,) = [r for r in session.state.pending_reminders() if r.kind == RAD]
    refused(table.send("Ben", "done", reminder=rad.id), "pod.rad_count")
    refused(table.send("Ben", "done", reminder=rad.id, nonland="2"), "pod.bad_request")
    ok(table.send("Ben", "done", reminder=rad.id, nonland=2))
    ben = session.state.player("Ben")
    assert (ben.life, ben.counters["rad"]) == (38, 1)


def test_a_refusal_of_the_game_comes_back_as_its_message(table: Pod) -> None:
    before = table.lines()
    params = refused(table.send("Ann", "counter", counter="energy", delta=-1),
                     "notice.not_possible")
    assert params["reason"]["key"] == "error.too_few_counters"
    refused(table.send("Ann", "counter", counter="a\x00b", named=True, delta=1),
            "error.name_control")
    assert table.lines() == before


@pytest.mark.parametrize("request_", [
    {"type": "do", "cmd": "life", "delta": -1},  # no id
    {"type": "do", "id": "", "cmd": "life", "delta": -1},
    {"type": "do", "id": "x" * 65, "cmd": "life", "delta": -1},
    {"type": "do", "id": "a b", "cmd": "life", "delta": -1},
    {"type": "do", "id": 7, "cmd": "life", "delta": -1},
    {"type": "do", "id": "a1", "cmd": "concede"},
    {"type": "do", "id": "a2", "cmd": "life", "delta": 0},
    {"type": "do", "id": "a3", "cmd": "life", "delta": True},
    {"type": "do", "id": "a4", "cmd": "life", "delta": 1000},
    {"type": "do", "id": "a5", "cmd": "life", "delta": 1.5},
    {"type": "do", "id": "a6", "cmd": "life", "player": "Nobody", "delta": -1},
    {"type": "do", "id": "a7", "cmd": "counter", "counter": "mana", "delta": 1},
    {"type": "do", "id": "a8", "cmd": "commander_damage", "source": "Ben", "delta": 1,
     "partner": "yes"},
    {"type": "do", "id": "a9", "cmd": "cast", "delta": 2},
    {"type": "do", "id": "b1", "cmd": "roll", "die": "d1001"},
    {"type": "do", "id": "b2", "cmd": "done", "reminder": "1"},
    {"type": "do", "id": "b3", "cmd": "commander_damage", "source": "Zed", "delta": 1},
])
def test_a_malformed_request_changes_nothing(table: Pod, request_: dict[str, Any]) -> None:
    before = table.lines()
    refused(table.requests.handle("Ann", request_), "pod.bad_request")
    assert table.lines() == before and table.requests.applied == 0


# -- request ids -----------------------------------------------------------------------------


def test_a_repeated_id_gets_the_same_answer_and_applies_nothing(table: Pod) -> None:
    first = table.send("Ann", "life", rid="k3f9", delta=-5)
    lines = table.lines()
    table.clock.wait(5)  # not a run any more: applied again, it would be another change
    for _ in range(3):
        assert table.send("Ann", "life", rid="k3f9", delta=-5) == first
    assert table.session.state.player("Ann").life == 35 and table.lines() == lines
    no = table.send("Ann", "life", rid="nope", player="Ben", delta=-1)
    assert table.send("Ann", "life", rid="nope", delta=-1) == no  # the same refusal, not applied
    assert table.requests.applied == 1


def test_ids_are_per_seat_and_the_last_ones_are_kept(table: Pod) -> None:
    ok(table.send("Ann", "life", rid="same", delta=-1))
    ok(table.send("Ben", "life", rid="same", delta=-1))  # another seat's id space
    assert table.session.state.player("Ben").life == 39
    for n in range(pod.KEEP_IDS):
        table.clock.wait(2)
        ok(table.send("Cid", "poison", rid=f"c{n}", delta=1 if n % 2 == 0 else -1))
    applied = table.requests.applied
    ok(table.send("Cid", "poison", rid=f"c{pod.KEEP_IDS - 1}", delta=-1))
    assert table.requests.applied == applied  # still kept
    ok(table.send("Ann", "life", rid="same", delta=-1))
    assert table.requests.applied == applied  # Ann's own ids are kept apart from Cid's


def test_a_new_game_forgets_the_ids(table: Pod) -> None:
    ok(table.send("Ann", "life", rid="one", delta=-1))
    table.requests.reset()
    table.clock.wait(5)
    ok(table.send("Ann", "life", rid="one", delta=-1))
    assert table.session.state.player("Ann").life == 38


# -- undo ------------------------------------------------------------------------------------


def test_undo_takes_back_only_the_phones_own_last_gesture(table: Pod) -> None:
    refused(table.send("Ann", "undo"), "pod.nothing_to_undo")
    ok(table.send("Ann", "life", delta=-1))
    ok(table.send("Ann", "life", delta=-1))  # one run: one gesture
    table.clock.wait(5)
    ok(table.send("Ben", "poison", delta=1))
    refused(table.send("Ann", "undo"), "pod.undo_not_yours")
    ok(table.send("Ben", "undo"))
    assert table.session.state.player("Ben").poison == 0
    refused(table.send("Ben", "undo"), "pod.nothing_to_undo")  # once: the gesture is gone
    ok(table.send("Ann", "undo"))  # Ann's run is the last gesture again
    assert table.session.state.player("Ann").life == 40
    ok(table.send("Cid", "life", delta=3))
    table.session.do(EndTurn())  # the desktop's gesture after it
    refused(table.send("Cid", "undo"), "pod.undo_not_yours")
    assert table.session.state.turn == 2


def test_the_desktops_tap_on_a_phones_run_is_a_change_of_its_own(table: Pod) -> None:
    """Play-test: the host's −1 on Ann's life joined her phone's run, and her phone's Undo then
    took the host's tap back too. One run, one pair of hands: the desktop's tap is its own
    change, so the phone's later taps are too, and its Undo is refused (the host's is last)."""
    ok(table.send("Ann", "life", delta=-1))
    ok(table.send("Ann", "life", delta=-1))
    lines = table.lines()
    table.clock.wait(0.2)
    table.session.tap(taps.life("Ann"), -1)  # the host, within the pause
    assert table.lines() == lines + 1  # a line of its own, not the phone's run rewritten
    refused(table.send("Ann", "undo"), "pod.undo_not_yours")
    ok(table.send("Ann", "life", delta=-1))  # a new run of the phone's, after the host's
    ok(table.send("Ann", "undo"))
    assert table.session.state.player("Ann").life == 37  # the host's −1 and the phone's −2 stay
    table.session.undo()
    assert table.session.state.player("Ann").life == 38


def test_taps_adding_up_to_nothing_leave_no_gesture_to_undo(table: Pod) -> None:
    """+1 then −1 on Ann's life is no change at all; the last gesture then is Ben's, which Ann's
    phone must not take back."""
    ok(table.send("Ben", "poison", delta=1))
    table.clock.wait(5)
    ok(table.send("Ann", "life", delta=1))
    ok(table.send("Ann", "life", delta=-1))
    refused(table.send("Ann", "undo"), "pod.nothing_to_undo")
    assert table.session.state.player("Ben").poison == 1


# -- tokens ----------------------------------------------------------------------------------


def test_every_seat_and_the_table_have_their_own_unguessable_token(table: Pod) -> None:
    seats = table.seats
    tokens = [seats.token(p) for p in PLAYERS]
    assert seats.join_token is not None
    assert len({*tokens, seats.join_token}) == 4
    assert all(len(t) >= 43 for t in tokens)  # 32 random bytes
    assert [seats.seat_for(t) for t in tokens] == list(PLAYERS)
    assert seats.seat_for(seats.join_token) is None and seats.is_join(seats.join_token)
    for wrong in (None, "", tokens[0][:-1], tokens[0] + "x", tokens[0].upper(), "é" * 43,
                  "x" * 10_000, 42):
        assert seats.seat_for(wrong) is None  # type: ignore[arg-type]
        assert not seats.is_join(wrong)  # type: ignore[arg-type]


def test_a_token_is_compared_with_every_seat_in_constant_time(
        table: Pod, monkeypatch: pytest.MonkeyPatch) -> None:
    compared: list[tuple[bytes, bytes]] = []
    real = pod.hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(pod.hmac, "compare_digest", spy)
    first = table.seats.token("Ann")
    assert table.seats.seat_for(first) == "Ann"
    assert len(compared) == len(PLAYERS)  # no stop at the first seat's match
    compared.clear()
    assert table.seats.seat_for("wrong") is None
    assert len(compared) == len(PLAYERS) and all(isinstance(a, bytes) for a, _ in compared)


def test_revoke_cuts_the_old_token_off(table: Pod) -> None:
    old = table.seats.token("Ben")
    table.seats.revoke("Ben")
    assert table.seats.seat_for(old) is None
    assert table.seats.seat_for(table.seats.token("Ben")) == "Ben"
    assert table.seats.token("Ben") != old
    assert table.seats.seat_for(table.seats.token("Ann")) == "Ann"  # others keep theirs


def test_revoke_also_changes_the_join_code(table: Pod) -> None:
    """Play-test: a stranger with the table's link took Ben's seat back after each Revoke. Now a
    revoke changes the table's code too: the old link claims nothing; the new one (shown by
    the host) offers the freed seat."""
    seats = table.seats
    old_join = seats.join_token
    stranger = seats.claim(old_join, "Ben")
    assert stranger is not None
    seats.revoke("Ben")
    assert seats.seat_for(stranger) is None
    assert seats.claim(old_join, "Ben") is None
    assert seats.claim_refusal(old_join, "Ben") == messages.msg("pod.bad_token")
    assert seats.join_token != old_join and seats.claim(seats.join_token, "Ben") is not None


def test_a_phone_claims_a_free_seat_with_the_join_token(table: Pod, clock: FakeClock) -> None:
    seats = table.seats
    join = seats.join_token
    assert seats.claim("wrong", "Ann") is None
    assert seats.claim_refusal("wrong", "Ann") == messages.msg("pod.bad_token")
    assert seats.claim_refusal(join, "Zed") == messages.msg("pod.no_seat", player="Zed")
    token = seats.claim(join, "Ann")
    assert token == seats.token("Ann") and seats.claimed_at("Ann") == clock.now
    # A seat handed out is not handed out again (a stranger with the join link can't take it)...
    assert seats.claim(join, "Ann") is None
    assert seats.claim_refusal(join, "Ann") == messages.msg("pod.seat_taken", player="Ann")
    # ...nor one a phone holds with its seat link...
    seats.attach("Ben")
    seats.attach("Ben")
    assert seats.claim(join, "Ben") is None
    seats.detach("Ben")
    assert seats.connected("Ben") == 1 and seats.claim(join, "Ben") is None
    seats.detach("Ben")
    assert seats.connected("Ben") == 0
    # ...until the host revokes it: then it is free again, with a new token (and the table a new
    # join code: the old link claims nothing).
    seats.revoke("Ann")
    assert seats.claim(join, "Ann") is None
    again = seats.claim(seats.join_token, "Ann")
    assert again is not None and again != token


def test_tokens_are_dropped_with_the_game(table: Pod, tmp_path: Path) -> None:
    seats = table.seats
    old = {p: seats.token(p) for p in PLAYERS}
    join = seats.join_token
    seats.grant_all("Ann")
    assert not table.follow()  # the same game (a Save As keeps it): the same tokens
    assert {p: seats.token(p) for p in PLAYERS} == old
    table.session.start(NewGame(PLAYERS, 40), path=tmp_path / "next.jsonl")
    assert table.follow()
    assert all(seats.seat_for(t) is None for t in old.values())
    assert not seats.is_join(join) and not seats.granted("Ann")
    assert seats.seat_for(seats.token("Ann")) == "Ann"
    seats.clear()  # the pod is off
    assert seats.players == () and seats.join_token is None
    assert seats.seat_for(old["Ann"]) is None


def test_no_game_no_request(table: Pod) -> None:
    table.seats.follow(None, ())
    assert table.seats.players == () and table.seats.join_token is None

    requests = Requests(Session(Heard()), table.seats)  # a session with no game
    refused(requests.handle("Ann", {"type": "do", "id": "a", "cmd": "life", "delta": 1}),
            "error.no_game")


def test_a_hostile_name_is_plain_data(tmp_path: Path, clock: FakeClock) -> None:
    """A player's name is data everywhere: their seat, their requests and the refusals that name
    them carry it as it is, never interpreted."""
    made = Pod(tmp_path, clock, ("Ann", HOSTILE))
    try:
        token = made.seats.token(HOSTILE)
        assert made.seats.seat_for(token) == HOSTILE
        ok(made.send(HOSTILE, "life", delta=-2))
        assert made.session.state.player(HOSTILE).life == 38
        assert refused(made.send(HOSTILE, "life", player="Ann", delta=-1),
                       "pod.not_your_seat") == {"seat": HOSTILE}
        assert made.seats.claim_refusal(made.seats.join_token, HOSTILE) is None
        assert made.seats.claim(made.seats.join_token, HOSTILE) == token
        said = messages.render(messages.msg("pod.seat_taken", player=HOSTILE), messages.english)
        assert HOSTILE in said
    finally:
        made.session.close()


def test_every_refusal_is_a_message_of_the_one_table() -> None:
    keys = [k for k in messages.TEXTS if k.startswith("pod.")]
    assert keys and all(isinstance(messages.TEXTS[k], messages.Text) for k in keys)
    assert {messages.TEXTS[k].context for k in keys} == {"Pod"}  # type: ignore[union-attr]
    source = Path(pod.__file__).read_text(encoding="utf-8")
    said = {line.split('msg("', 1)[1].split('"', 1)[0]
            for line in source.splitlines() if 'msg("' in line}
    assert said <= set(messages.TEXTS) and said >= {"pod.not_your_seat", "pod.undo_not_yours"}
