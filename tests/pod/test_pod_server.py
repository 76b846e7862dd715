"""The pod's server over real loopback sockets: phones join by token, their taps reach the session
and every phone, and every attack of issue 17 is refused (a wrong or revoked token, a forged Origin,
a wrong Host, a replayed request id, an oversized frame, a flood, too many connections, a seat
changing another seat's totals). Test phones are plain sockets polled while qtbot pumps Qt.
"""

from __future__ import annotations

import http.client
import json
from collections.abc import Callable
from typing import Any

import pytest
from phones import RawPhone, until

from companion.app.session import GameSession
from companion.core.actions import BecomeMonarch, LifeChange, NewGame, StepTo
from companion.core.snapshot import state_json
from companion.core.steps import Step
from companion.pod import payload
from companion.pod import server as pod_server
from companion.pod import socket as pod_socket
from companion.pod.server import PodServer
from companion.shell import messages
from companion.shell.resources import resource
from companion.web import limits

Phone = Callable[..., RawPhone]


def get(pod: PodServer, path: str, host: str | None = None,
        method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", pod.port, timeout=5)
    try:
        conn.putrequest(method, path, skip_host=True)
        conn.putheader("Host", f"127.0.0.1:{pod.port}" if host is None else host)
        conn.endheaders()
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


def applied(table: GameSession) -> int:
    assert table.game is not None
    return table.game.entry_count()


# -- off by default; joining -------------------------------------------------------------------


def test_nothing_is_served_until_the_pod_is_started(table: GameSession) -> None:
    server = PodServer(table, 0, "127.0.0.1")
    assert not server.running and server.url == "" and server.port == 0
    assert server.seat_url("Ann") == "" and server.join_url() == ""
    assert server.start()
    try:
        assert server.url == f"http://127.0.0.1:{server.port}/pod"
        assert server.seat_url("Ann") == f"{server.url}#seat={server.seats.token('Ann')}"
        assert server.join_url() == f"{server.url}#join={server.seats.join_token}"
        assert server.seat_url("Nobody") == ""
        assert server.ws_port == server.port + 1 or server.ws_port
    finally:
        server.stop()
    assert not server.running and server.seats.players == ()


def test_a_taken_port_is_a_reason_not_an_exception(table: GameSession, pod: PodServer) -> None:
    other = PodServer(table, pod.port, "127.0.0.1")
    assert not other.start() and other.error
    bad = PodServer(table, 0, "not-an-address")
    assert not bad.start() and "not-an-address" in bad.error


def test_a_seat_token_joins_its_seat_and_gets_the_whole_state(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone) -> None:
    with qtbot.waitSignal(pod.phonesChanged):
        ann = phone("Ann")
    welcome = ann.of_type("welcome")[0]
    assert welcome["seat"] == "Ann" and welcome["players"] == ["Ann", "Ben", "Cid", "Dee"]
    state = ann.last_state()
    assert state is not None
    expected = state_json(table.state)
    for history in payload.HISTORIES:
        del expected[history]
    assert {key: state["state"][key] for key in expected} == expected
    assert not set(payload.HISTORIES) & set(state["state"])
    ann.send({"type": "ping"})
    until(qtbot, [ann], lambda: ann.of_type("pong"))
    assert state["state"]["players"][0]["life"] == 40 and state["colors"] == table.colors
    (seated,) = pod.phones()
    assert (seated.seat, seated.address) == ("Ann", "127.0.0.1")
    ann.close()
    qtbot.waitUntil(lambda: pod.phones() == [], timeout=5000)


def test_a_tap_reaches_the_session_and_every_phone(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone) -> None:
    phones = [phone(p) for p in ("Ann", "Ben", "Cid", "Dee")]
    ann = phones[0]
    ann.do("t1", "life", delta=-1)
    ann.do("t2", "life", delta=-1)
    ann.do("t3", "life", delta=-1)

    def everyone_sees(life: int) -> bool:
        for p in phones:
            state = p.last_state()
            if state is None or state["state"]["players"][0]["life"] != life:
                return False
        return True

    until(qtbot, phones, lambda: everyone_sees(37) and ann.ack("t3"))
    assert ann.ack("t1") == {"type": "ack", "id": "t1", "ok": True}
    assert table.state.player("Ann").life == 37
    assert table.game is not None
    # One run, after the step the first play took (out of the untap step, flow.lead_in).
    assert [e.action for e in table.game.entries] == [StepTo(Step.MAIN1), LifeChange("Ann", -3)]
    run = phones[2].last_state()["run"]  # type: ignore[index]
    assert run == {"player": "Ann", "kind": "life", "source": "", "partner": False,
                   "amount": -3, "after": 37}
    # The run is over: every phone is told (the running total leaves the page).
    until(qtbot, phones, lambda: all(p.last_state()["run"] is None  # type: ignore[index]
                                     for p in phones), timeout=5000)
    # The desktop's own change reaches the phones too.
    table.do(BecomeMonarch("Cid"))
    until(qtbot, phones, lambda: all(p.last_state()["state"]["monarch"] == "Cid"  # type: ignore
                                     for p in phones))


def test_the_state_is_made_once_for_every_phone(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone,
        monkeypatch: pytest.MonkeyPatch) -> None:
    phones = [phone(p) for p in ("Ann", "Ben", "Cid", "Dee", "Ann", "Ben", "Cid", "Dee")]
    made: list[int] = []
    real = payload.message

    def counting(*args: Any) -> Any:
        made.append(1)
        return real(*args)

    monkeypatch.setattr(pod_server.payload, "message", counting)
    before = [len(p.of_type("state")) for p in phones]
    table.do(BecomeMonarch("Ann"))
    until(qtbot, phones, lambda: all(len(p.of_type("state")) > n
                                     for p, n in zip(phones, before, strict=True)))
    assert made == [1]
    frames = {json.dumps(p.last_state(), sort_keys=True) for p in phones}
    assert len(frames) == 1  # the same message for all


def test_a_reminder_names_its_player(qtbot: Any, pod: PodServer, table: GameSession,
                                     phone: Phone) -> None:
    ben = phone("Ben")
    table.do(BecomeMonarch("Ann"))
    table.step_to(Step.END)
    until(qtbot, [ben], lambda: ben.last_state()["reminders"])  # type: ignore[index]
    (reminder,) = ben.last_state()["reminders"]  # type: ignore[index]
    assert reminder["player"] == "Ann" and reminder["kind"] == "monarch_draw"
    ben.do("d", "done", reminder=reminder["id"])
    until(qtbot, [ben], lambda: ben.ack("d"))
    assert ben.ack("d")["error"]["key"] == "pod.not_your_reminder"  # type: ignore[index]
    assert table.state.pending_reminders()


# -- the attacks -------------------------------------------------------------------------------


@pytest.mark.parametrize("token", ["wrong", "", None, 42, "x" * 1500])
def test_a_wrong_token_is_refused(qtbot: Any, pod: PodServer, table: GameSession,
                                  phone: Phone, token: object) -> None:
    before = applied(table)
    intruder = phone(None, token=token)
    intruder.do("x", "life", delta=-10)
    until(qtbot, [intruder], lambda: intruder.gone)
    assert intruder.close_code == pod_socket.BAD_TOKEN
    refusal = intruder.of_type("refused")[0]["error"]
    assert refusal == messages.msg("pod.bad_token").to_json()
    assert not intruder.of_type("state") and not intruder.of_type("ack")
    assert applied(table) == before and pod.phones() == []


def test_a_revoked_token_is_cut_off_and_refused(qtbot: Any, pod: PodServer, table: GameSession,
                                                phone: Phone) -> None:
    old = pod.seats.token("Ben")
    ben, ann = phone("Ben"), phone("Ann")
    with qtbot.waitSignal(pod.phonesChanged):
        pod.revoke("Ben")
    until(qtbot, [ben], lambda: ben.gone)
    assert ben.of_type("revoked") and ben.close_code == pod_socket.REVOKED
    assert [p.seat for p in pod.phones()] == ["Ann"]
    again = phone(None, token=old)
    until(qtbot, [again], lambda: again.gone)
    assert again.close_code == pod_socket.BAD_TOKEN
    new = phone("Ben")  # the host's new link works
    new.do("n1", "life", delta=-2)
    until(qtbot, [new, ann], lambda: new.ack("n1"))
    assert table.state.player("Ben").life == 38
    assert not ann.gone


def test_a_forged_origin_cannot_connect(qtbot: Any, pod: PodServer, phone: Phone) -> None:
    for origin in ("http://evil.example", f"http://evil.example:{pod.port}",
                   f"http://127.0.0.1:{pod.port + 7}", "null", f"https://127.0.0.1:{pod.port}"):
        evil = phone(hello=False, origin=origin)
        until(qtbot, [evil], lambda evil=evil: evil.status is not None and evil.gone)
        assert evil.status == 403, origin
    ok = phone(hello=False, origin=f"http://localhost:{pod.port}")
    until(qtbot, [ok], lambda: ok.status is not None)
    assert ok.status == 101


def test_a_wrong_host_is_refused_dns_rebinding(qtbot: Any, pod: PodServer, phone: Phone,
                                               off_loop: Any) -> None:
    for host in (f"evil.example:{pod.ws_port}", f"127.0.0.1:{pod.ws_port + 9}", "",
                 f"companion.local.evil.example:{pod.ws_port}"):
        evil = phone(hello=False, host=host)
        until(qtbot, [evil], lambda evil=evil: evil.status is not None and evil.gone)
        assert evil.status == 403, host
    assert off_loop(get, pod, "/pod", f"evil.example:{pod.port}")[0] == 403
    assert off_loop(get, pod, "/pod/config", f"192.168.1.7:{pod.port}")[0] == 403
    assert off_loop(get, pod, "/pod", f"companion.local:{pod.port}")[0] == 200


def test_a_replayed_request_id_applies_once(qtbot: Any, pod: PodServer, table: GameSession,
                                            phone: Phone) -> None:
    ann = phone("Ann")
    ann.do("k3f9", "poison", delta=1)
    until(qtbot, [ann], lambda: ann.ack("k3f9"))
    ann.close()
    again = phone("Ann")  # a retry after a dropped connection
    for _ in range(3):
        again.do("k3f9", "poison", delta=1)
    until(qtbot, [again], lambda: len(again.of_type("ack")) == 3)
    assert all(a == {"type": "ack", "id": "k3f9", "ok": True} for a in again.of_type("ack"))
    assert table.state.player("Ann").poison == 1


def test_an_oversized_frame_closes_the_connection(qtbot: Any, pod: PodServer,
                                                  table: GameSession, phone: Phone) -> None:
    ann = phone("Ann")
    padded = json.dumps({"type": "do", "id": "big", "cmd": "life", "delta": -1,
                         "pad": "x" * pod_socket.MAX_FRAME})
    ann.send_frame(padded.encode())
    until(qtbot, [ann], lambda: ann.gone)
    assert ann.close_code == 1009 and table.state.player("Ann").life == 40
    fits = phone("Ann")
    request = {"type": "do", "id": "fits", "cmd": "life", "delta": -1, "pad": ""}
    request["pad"] = "x" * (pod_socket.MAX_FRAME - len(json.dumps(request)))
    fits.send(request)
    until(qtbot, [fits], lambda: fits.ack("fits"))
    assert table.state.player("Ann").life == 39


@pytest.mark.parametrize("opcode, fin", [(0x2, True), (0x1, False)])
def test_binary_or_fragmented_frames_are_refused(qtbot: Any, pod: PodServer, phone: Phone,
                                                 opcode: int, fin: bool) -> None:
    ann = phone("Ann")
    ann.send_frame(b'{"type":"do"}', opcode, fin)
    until(qtbot, [ann], lambda: ann.gone)
    assert ann.close_code == 1003


def test_a_frame_flood_closes_the_connection(qtbot: Any, pod: PodServer, table: GameSession,
                                             phone: Phone, monkeypatch: pytest.MonkeyPatch,
                                             ) -> None:
    now = limits.now_ms()
    # The hellos and the flood all in one instant (a busy machine put the hello in the rate's
    # previous window, and the flood then had the whole burst).
    monkeypatch.setattr(limits, "now_ms", lambda: now)
    ann, ben = phone("Ann"), phone("Ben")
    for n in range(3 * pod_socket.MAX_RATE):  # −1 life each (poison would knock Ann out at 10)
        ann.do(f"f{n}", "life", delta=-1)
    until(qtbot, [ann, ben], lambda: ann.gone)
    assert ann.close_code == 1008
    lost = 40 - table.state.player("Ann").life
    assert lost == pod_socket.MAX_RATE - 1  # the hello took one of the burst
    assert not ben.gone  # only the flooder


def test_no_hello_within_the_deadline_is_closed(qtbot: Any, pod: PodServer, phone: Phone,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pod_socket, "HELLO_MS", 200)
    silent = phone(hello=False)
    until(qtbot, [silent], lambda: silent.gone, timeout=3000)
    assert silent.status == 101 and silent.close_code == 1008
    rude = phone(hello=False)
    until(qtbot, [rude], lambda: rude.status == 101)
    rude.do("x", "life", delta=-1)  # a request before any hello
    until(qtbot, [rude], lambda: rude.gone)
    assert rude.close_code == 1008


def test_at_most_sixteen_connections(qtbot: Any, pod: PodServer, phone: Phone) -> None:
    seats = ("Ann", "Ben", "Cid", "Dee")
    phones = [phone(seats[n % 4]) for n in range(pod_socket.MAX_PHONES)]
    assert len(pod.phones()) == pod_socket.MAX_PHONES
    extra = phone(hello=False)
    until(qtbot, [extra], lambda: extra.gone)
    assert extra.status == 503
    assert all(not p.gone for p in phones)
    phones[0].close()
    qtbot.waitUntil(lambda: len(pod.phones()) == pod_socket.MAX_PHONES - 1, timeout=5000)
    back = phone("Ann")
    assert back.of_type("welcome")


def test_strangers_that_say_nothing_give_way_to_a_phone(qtbot: Any, pod: PodServer,
                                                        phone: Phone) -> None:
    silent = [phone(hello=False) for _ in range(pod_socket.MAX_PHONES)]
    until(qtbot, silent, lambda: all(s.status == 101 for s in silent))
    ann = phone("Ann")  # takes the place of the oldest that has not said hello
    assert ann.of_type("welcome")
    until(qtbot, silent, lambda: silent[0].gone)


def test_a_seat_cannot_change_another_seats_totals(qtbot: Any, pod: PodServer,
                                                   table: GameSession, phone: Phone) -> None:
    ann = phone("Ann")
    before = applied(table)
    attempts = {
        "a": {"cmd": "life", "player": "Ben", "delta": -5},
        "b": {"cmd": "poison", "player": "Ben", "delta": 5},
        "c": {"cmd": "commander_damage", "player": "Ben", "source": "Ann", "delta": 21},
        "d": {"cmd": "counter", "player": "Ben", "counter": "rad", "delta": 3},
        "e": {"cmd": "cast", "player": "Ben", "delta": 1},
    }
    for rid, args in attempts.items():
        ann.send({"type": "do", "id": rid, **args})
    until(qtbot, [ann], lambda: len(ann.of_type("ack")) == len(attempts))
    for rid in attempts:
        error = ann.ack(rid)["error"]  # type: ignore[index]
        assert error == messages.msg("pod.not_your_seat", seat="Ann").to_json()
    assert applied(table) == before and table.state.player("Ben").life == 40
    pod.grant_all("Ann")
    ann.do("g", "life", player="Ben", delta=-5)
    until(qtbot, [ann], lambda: ann.ack("g"))
    assert table.state.player("Ben").life == 35


def test_a_phone_that_does_not_read_is_dropped_and_the_desktop_goes_on(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_FEED_UNSENT", 32 * 1024)
    frozen = phone("Ann", rcvbuf=4096)
    frozen.reading = False
    other = phone("Ben")
    pushes = 0
    while pod._socket is not None and pod._socket.dropped_slow == 0 and pushes < 2000:
        pod._push()  # the whole state each time, as after a change
        pushes += 1
    assert pod._socket is not None and pod._socket.dropped_slow == 1
    qtbot.waitUntil(lambda: [p.seat for p in pod.phones()] == ["Ben"], timeout=5000)
    table.do(BecomeMonarch("Dee"))
    until(qtbot, [other], lambda: other.last_state()["state"]["monarch"] == "Dee")  # type: ignore


def test_a_phone_joins_with_the_table_link_and_picks_a_free_seat(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone) -> None:
    phone("Ben")
    first = phone(None, token=pod.seats.join_token)
    until(qtbot, [first], lambda: first.of_type("welcome"))
    welcome = first.of_type("welcome")[0]
    assert welcome["seat"] is None and welcome["free"] == ["Ann", "Cid", "Dee"]
    first.do("early", "life", delta=-1)  # no seat yet: nothing to change
    first.send({"type": "claim", "player": "Ann"})
    until(qtbot, [first], lambda: len(first.of_type("welcome")) == 2 and first.ack("early"))
    assert first.ack("early")["ok"] is False  # type: ignore[index]
    seated = first.of_type("welcome")[1]
    assert seated["seat"] == "Ann" and seated["token"] == pod.seats.token("Ann")
    second = phone(None, token=pod.seats.join_token)
    second.send({"type": "claim", "player": "Ann"})
    second.send({"type": "claim", "player": "Ben"})
    until(qtbot, [second], lambda: len(second.of_type("refused")) == 2)
    assert [r["error"]["key"] for r in second.of_type("refused")] == ["pod.seat_taken"] * 2
    first.do("mine", "life", delta=-1)
    until(qtbot, [first], lambda: first.ack("mine"))
    assert table.state.player("Ann").life == 39


def test_a_new_game_cuts_every_phone_off(qtbot: Any, pod: PodServer, table: GameSession,
                                         phone: Phone, tmp_path: Any) -> None:
    old = pod.seats.token("Ann")
    ann, ben = phone("Ann"), phone("Ben")
    table.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    until(qtbot, [ann, ben], lambda: ann.gone and ben.gone)
    assert ann.close_code == ben.close_code == pod_socket.REVOKED
    assert pod.seats.token("Ann") != old and pod.phones() == []
    table.save_as(tmp_path / "copy.jsonl")  # the same game: the tokens stay
    fresh = phone("Ann")
    assert fresh.of_type("welcome") and not fresh.gone


def test_a_phone_heard_of_no_more_is_dropped(qtbot: Any, table: GameSession,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A phone that slept or lost the network answers no ping: its seat is free again soon."""
    monkeypatch.setattr(pod_socket, "PING_MS", 50)
    monkeypatch.setattr(pod_socket, "SILENT_MS", 300)
    server = PodServer(table, 0, "127.0.0.1")
    assert server.start()
    try:
        awake = RawPhone(server.ws_port, server.port)
        asleep = RawPhone(server.ws_port, server.port)
        until(qtbot, [awake, asleep], lambda: awake.status == asleep.status == 101)
        awake.hello(server.seats.token("Ann"))
        asleep.hello(server.seats.token("Ben"))
        until(qtbot, [awake, asleep], lambda: len(server.phones()) == 2)
        asleep.reading = False  # answers no ping from now on
        until(qtbot, [awake, asleep], lambda: [p.seat for p in server.phones()] == ["Ann"],
              timeout=3000)
        assert server._socket is not None and server._socket.dropped_silent == 1
        awake.close()
        asleep.close()
    finally:
        server.stop()


def test_stopping_cuts_every_phone_off(qtbot: Any, pod: PodServer, phone: Phone) -> None:
    ann = phone("Ann")
    pod.stop()
    until(qtbot, [ann], lambda: ann.gone)
    assert pod.phones() == []


# -- HTTP ----------------------------------------------------------------------------------------


def test_the_page_its_files_config_and_words(pod: PodServer, off_loop: Any) -> None:
    status, headers, body = off_loop(get, pod, "/pod")
    assert status == 200 and body.startswith(b"<!DOCTYPE html>")
    csp = headers["content-security-policy"]
    assert "script-src 'self'" in csp and f"ws://127.0.0.1:{pod.ws_port}" in csp
    assert headers["referrer-policy"] == "no-referrer"
    assert off_loop(get, pod, "/pod/pod.js")[1]["content-type"].startswith("text/javascript")
    # The pages' shared script (the overlay's too), loaded by the page before its own.
    status, headers, shared = off_loop(get, pod, "/pod/common/messages.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    assert shared == (resource("common") / "messages.js").read_bytes()
    assert 0 <= body.index(b'src="/pod/common/messages.js"') < body.index(b'src="/pod/pod.js"')
    status, _, body = off_loop(get, pod, "/pod/config")
    assert status == 200 and json.loads(body)["ws_port"] == pod.ws_port
    status, _, body = off_loop(get, pod, "/pod/i18n/de.json")
    words = json.loads(body)
    assert status == 200 and words["lang"] == "de" and "life" in words["ui"]
    assert "pod.not_your_seat" in words["texts"] and "step.upkeep" in words["texts"]
    for path in ("/pod/i18n/xx.json", "/pod/../pyproject.toml", "/pod/%2e%2e/x.js", "/state",
                 "/overlay", "/pod/pod.html", "/pod/", "/common/messages.js", "/pod/common/",
                 "/pod/common/pod.js", "/pod/common/%2e%2e%2fpod.js"):
        assert off_loop(get, pod, path)[0] == 404, path
    assert off_loop(get, pod, "/pod", None, "POST")[0] == 405


# -- everyone's totals: what the host grants a seat ------------------------------------------------


def rights(phone: RawPhone) -> list[bool]:
    return [m["all"] for m in phone.of_type("rights")]


def test_a_seats_phones_are_told_when_the_host_grants_everyones_totals(
        qtbot: Any, pod: PodServer, phone: Phone) -> None:
    ann, also, ben = phone("Ann"), phone("Ann"), phone("Ben")
    assert ann.of_type("welcome")[0]["granted"] is False
    pod.grant_all("Ann")
    pod.grant_all("Ann")  # no change: nothing said again
    until(qtbot, [ann, also, ben], lambda: rights(ann) == rights(also) == [True])
    later = phone("Ann")  # a phone that joins now is told in its welcome
    assert later.of_type("welcome")[0]["granted"] is True and rights(later) == []
    pod.grant_all("Ann", False)  # unticked
    until(qtbot, [ann, also, later, ben], lambda: rights(later) == [False])
    assert rights(ann) == rights(also) == [True, False]
    pod.grant_all("Ann")
    with qtbot.waitSignal(pod.phonesChanged):
        pod.revoke("Ann")  # the grant goes with the token: said, then cut off
    until(qtbot, [ann], lambda: ann.gone)
    assert [m["type"] for m in ann.messages[-2:]] == ["rights", "revoked"]
    assert rights(ann) == [True, False, True, False]
    assert ann.close_code == pod_socket.REVOKED
    assert rights(ben) == [] and not ben.gone  # only that seat's phones were told anything
    back = phone("Ann")
    assert back.of_type("welcome")[0]["granted"] is False
    pod.grant_all("Ben")
    until(qtbot, [ben, back], lambda: rights(ben) == [True])
    assert rights(back) == []


def test_another_game_takes_back_the_grant(qtbot: Any, pod: PodServer, table: GameSession,
                                           phone: Phone) -> None:
    cid = phone("Cid")
    pod.grant_all("Cid")
    until(qtbot, [cid], lambda: rights(cid) == [True])
    table.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    until(qtbot, [cid], lambda: cid.gone)
    assert [m["type"] for m in cid.messages[-2:]] == ["rights", "revoked"]
    assert rights(cid) == [True, False] and not pod.granted("Cid")
    fresh = phone("Cid")
    assert fresh.of_type("welcome")[0]["granted"] is False


def test_a_granted_phone_changes_another_players_life_through_the_desktops_session(
        qtbot: Any, pod: PodServer, table: GameSession, phone: Phone) -> None:
    ann, ben = phone("Ann"), phone("Ben")
    ann.do("early", "life", player="Ben", delta=-1)  # not granted yet: refused
    until(qtbot, [ann], lambda: ann.ack("early"))
    error = ann.ack("early")["error"]  # type: ignore[index]
    assert error == messages.msg("pod.not_your_seat", seat="Ann").to_json()
    assert table.state.player("Ben").life == 40
    pod.grant_all("Ann")
    for n, delta in enumerate((-1, -1, -5, 1)):
        ann.do(f"b{n}", "life", player="Ben", delta=delta)
    ann.do("p", "poison", player="Ben", delta=2)
    until(qtbot, [ann, ben], lambda: ann.ack("p") and ben.last_state()  # type: ignore[index]
          ["state"]["players"][1]["poison"] == 2)
    assert all(ann.ack(f"b{n}")["ok"] for n in range(4))  # type: ignore[index]
    assert table.state.player("Ben").life == 34 and table.state.player("Ann").life == 40
    assert table.game is not None
    # The taps were one run, as the desktop's own taps are: one change of Ben's life.
    assert [e.action for e in table.game.entries][:2] == [
        StepTo(Step.MAIN1), LifeChange("Ben", -6),
    ]
    shown = ben.last_state()["state"]["players"][1]  # type: ignore[index]
    assert (shown["name"], shown["life"]) == ("Ben", 34)
    ann.do("u", "undo")  # the phone's own last gesture (Ben's poison): its to undo
    until(qtbot, [ann], lambda: ann.ack("u"))
    assert ann.ack("u")["ok"] and table.state.player("Ben").poison == 0  # type: ignore[index]
    pod.grant_all("Ann", False)
    ann.do("late", "life", player="Ben", delta=-1)
    until(qtbot, [ann], lambda: ann.ack("late"))
    assert ann.ack("late")["ok"] is False  # type: ignore[index]
    assert table.state.player("Ben").life == 34
