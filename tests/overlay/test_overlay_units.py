"""The overlay's pieces without a network: words, payloads, path rules, what the server side may
import, the chroma window and the controls the main window shows."""

from __future__ import annotations

import ast
import functools
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QPainter

from companion.app import describe, i18n
from companion.app.overlay import chroma
from companion.app.overlay.chroma import ChromaWindow
from companion.app.overlay.controls import OverlayControls
from companion.app.session import GameSession
from companion.core import dungeons
from companion.core import events as e
from companion.core.actions import (
    Answer,
    Ask,
    BecomeMonarch,
    CardEnters,
    NewGame,
    Resolve,
    StepTo,
    TakeInitiative,
    Venture,
)
from companion.core.game import Game
from companion.core.model import LeaveReason, MonarchCause, Reminder
from companion.core.steps import Step
from companion.overlay import payload
from companion.overlay.server import static_root
from companion.shell import messages, rule_data
from companion.shell.projections import Projections
from companion.web import security, strings

EVENTS = [
    e.MonarchChanged("Ann", "Ben", MonarchCause.COMBAT_DAMAGE),
    e.MonarchChanged("Ann", "Ben", MonarchCause.SUCCESSION, as_active_player=True),
    e.MonarchChanged("Ann", "Ben", MonarchCause.SUCCESSION),
    e.MonarchChanged("Ann", None, MonarchCause.EFFECT, source="Palace Jailer"),
    e.MonarchChanged("Ann", None, MonarchCause.EFFECT),
    e.AlreadyMonarch("Ann"),
    e.MonarchVacant("Ann"),
    e.StealFizzled("Ann", "Ben"),
    *(e.PlayerLeft("<b>Ann</b>", reason, "Ben") for reason in LeaveReason),
    e.TurnWithoutActivePlayer("Ann"),
    e.ReminderCreated(Reminder(1, "monarch_draw", "Ann", 3)),
    e.ReminderCancelled(Reminder(1, "monarch_draw", "Ann", 3)),
    e.GameEnded(None),
    e.GameEnded("Ann"),
]


def page_say(item: dict[str, Any], words: dict[str, Any]) -> str:
    """What overlay.js's say() makes of a message (texts without plural forms; the browser tests
    check the page itself, plurals included)."""
    template = words["texts"][item["key"]]
    params = item.get("params", {})
    assert isinstance(template, str), "plural forms are chosen in the page"

    def fill(text: str, values: dict[str, Any]) -> str:
        def value(m: re.Match[str]) -> str:
            v = values.get(m.group(1))
            if v is None:
                return m.group(0)
            return page_say(v, words) if isinstance(v, dict) else str(v)

        return re.sub(r"\{(\w+)\}", value, text)

    if item["key"] == messages.LIST:
        said = [page_say(params[str(i)], words) for i in range(len(params))]
        return functools.reduce(lambda a, b: fill(template, {"list": a, "item": b}), said)
    return fill(template, params)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_events_say_exactly_what_the_app_says(qapp: Any, code: str) -> None:
    """Every explanation the feed pushes is the window's own message, and the page words it in
    each language exactly as the window does in that language."""
    i18n.switch(qapp, code)
    try:
        for event in EVENTS:
            said = messages.event_message(event)
            assert said is not None
            item = payload.event_json(event)
            assert item == said.to_json()
            in_window = describe.event_sentence(event)
            assert page_say(item, strings.table(code)) == in_window, (code, item)
            assert strings.say(messages.Msg.from_json(item), code) == in_window
            if code == "en":
                assert in_window == str(said)
    finally:
        i18n.switch(qapp, "en")


def test_routine_events_carry_no_sentence() -> None:
    assert payload.event_json(e.StepEntered(Step.MAIN1)) is None


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_language_has_every_word(code: str) -> None:
    table = strings.table(code)
    assert set(table["texts"]) == set(messages.TEXTS)  # the app's one table, nothing listed again
    for key, text in table["texts"].items():
        entry = messages.TEXTS[key]
        if isinstance(entry, messages.Text) and entry.counted:  # a form per sample count
            assert isinstance(text, list) and len(text) == len(table["samples"]), key
            assert all("%n" in form for form in text), (key, text)
        else:
            assert isinstance(text, str) and text, key
    assert table["texts"]["trigger.draw"] == rule_data.rule_texts(code).quoted_trigger("draw")
    assert table["terms"]["monarch"] == rule_data.term("monarch", code)
    assert set(table["ui"]) == set(strings.UI)
    if code != "en":  # the overlay's own words are translated, not left in English (the game's
        # terms among them are the message table's, checked with it: German "Initiative" is one)
        assert all(table["ui"][k] != text.source for k, text in strings.UI.items()
                   if text.context == "Overlay"), table["ui"]


def test_the_page_gets_each_dungeons_rooms_language_neutral() -> None:
    """The venture marker's map: each dungeon's rooms in the card's order, each with its row
    (dungeons.depth) and the rooms its arrows lead to, the same table in every language."""
    maps = strings.dungeon_maps()
    assert list(maps) == list(dungeons.DUNGEONS)
    for name, rooms in maps.items():
        rows = dungeons.depth(name)
        assert [r["room"] for r in rooms] == list(dungeons.DUNGEONS[name])
        for r in rooms:
            assert r["row"] == rows[r["room"]]
            assert tuple(r["below"]) == dungeons.rooms_after(name, r["room"])
            assert all(rows[after] > r["row"] for after in r["below"])  # arrows lead down
    assert [(r["room"], r["row"]) for r in maps[dungeons.UNDERCITY]] == [
        ("Secret Entrance", 0), ("Forge", 1), ("Lost Well", 1), ("Trap!", 2), ("Arena", 2),
        ("Stash", 2), ("Archives", 3), ("Catacombs", 3), ("Throne of the Dead Three", 4)]
    assert json.loads(json.dumps(maps)) == maps
    for code in i18n.LANGUAGES:
        assert strings.table(code)["dungeons"] == maps, code


def test_the_overlays_own_words_for_the_initiative_and_the_dungeons() -> None:
    # The game's terms, as the message table words them for every screen.
    assert strings.UI["initiative"] == messages.TEXTS["term.initiative"]
    assert strings.UI["dungeons_completed"] == messages.TEXTS["term.dungeons_completed"]
    ui = strings.table("en")["ui"]
    assert ui["initiative"] == "Initiative" and ui["dungeons_completed"] == "Dungeons completed"


def test_the_push_carries_each_commanders_casts() -> None:
    """The page shows the commander tax (CR 903.8) from the casts each push carries."""
    assert strings.table("en")["ui"]["commander_tax"] == "Commander tax"
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40, partners=("Ben",)))
    source = _Source(game)
    assert "commander_casts" not in payload.message(source, 1)["state"]["players"][1]
    game.apply_json({"action": "commander_cast", "player": "Ben"})
    game.apply_json({"action": "commander_cast", "player": "Ben", "partner": True})
    game.apply_json({"action": "commander_cast", "player": "Ben", "partner": True})
    ben = payload.message(source, 2)["state"]["players"][1]
    assert (ben["commander_casts"], ben["partner_casts"]) == (1, 2)


class _Source:
    """The least a push reads of a game (GameSource without the signals)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.has_game = True
        self.colors = {"Ann": "#aa0000"}
        self.closed_pending = 0.0
        self.projections = Projections(self)  # type: ignore[arg-type]

    @property
    def state(self) -> Any:
        return self.game.state


def test_the_push_carries_the_initiative_and_each_dungeon() -> None:
    """Ben takes the initiative and ventures into Undercity, then to Forge; Cid takes it from him:
    each push says who has it and where each venture marker stands, as the state does."""
    game = Game(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    source = _Source(game)
    pushed = payload.message(source, 1)
    assert pushed["state"]["initiative"] is None and pushed["state"]["dungeons"] == {}
    game.apply_json({"action": "take_initiative", "player": "Ben"})
    game.apply_json({"action": "venture", "player": "Ben"})
    outcome = game.apply_json({"action": "venture", "player": "Ben", "room": "Forge",
                               "source": "Seasoned Dungeoneer"})
    pushed = payload.message(source, 2, outcome)
    assert pushed["action"] == "venture"
    assert pushed["state"]["initiative"] == "Ben"
    assert pushed["state"]["dungeons"] == {
        "Ben": {"dungeon": "Undercity", "room": "Forge", "completed": 0}}
    words = strings.table("en")
    for item in pushed["events"]:  # the page words any key of the app's table
        assert item["key"] in words["texts"], item
    game.apply_json({"action": "take_initiative", "player": "Cid"})
    outcome = game.apply_json({"action": "venture", "player": "Cid"})  # its venture (726.2)
    pushed = payload.message(source, 3, outcome)
    assert pushed["state"]["initiative"] == "Cid"
    assert pushed["state"]["dungeons"]["Cid"] == {
        "dungeon": "Undercity", "room": "Secret Entrance", "completed": 0}
    assert pushed["state"]["dungeons"]["Ben"]["room"] == "Forge"  # his marker stays
    # The histories are /state's, not the pushes' (they grow all evening; the page shows none).
    assert "initiative_history" not in pushed["state"]
    assert [c["player"] for c in payload.state(source)["initiative_history"]] == ["Ben", "Cid"]


def test_the_push_carries_every_pending_reminder_with_its_sentence() -> None:
    """This turn's pending reminders travel with each push as the app's sentences: a monarch
    card's trigger (its effect nested, the page has no card book), a venture, the monarch's draw;
    each goes from the push once it is done (the venture made, the trigger resolved)."""
    game = Game(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    source = _Source(game)
    assert payload.message(source, 1)["reminders"] == []
    game.apply_json({"action": "card_enters", "player": "Ann", "card": "Custodi Lich"})
    game.apply_json({"action": "become_monarch", "player": "Ann"})  # its trigger: a reminder
    outcome = game.apply_json({"action": "take_initiative", "player": "Ben"})  # a venture
    pushed = payload.message(source, 2, outcome)
    card, venture = game.state.pending_reminders()
    effect = {"key": messages.trigger_key("Custodi Lich", 0), "params": {}}
    room = {"room": "Secret Entrance", "ability": {"key": messages.room_key("Secret Entrance"),
                                                    "params": {}}}
    assert pushed["reminders"] == [
        {"id": card.id, "message": {"key": "event.reminder_card", "params": {
            "player": "Ann", "card": "Custodi Lich", "effect": effect}}, "condition": None,
         "headline": {"key": "reminder.card", "params": {"player": "Ann", "card": "Custodi Lich"}},
         "quote": effect, "aside": None, "rooms": []},
        {"id": venture.id, "message": {"key": "event.reminder_venture",
                                       "params": {"player": "Ben"}}, "condition": None,
         "headline": {"key": "reminder.venture", "params": {"player": "Ben"}},
         "quote": None, "aside": None, "rooms": [room]},
    ]
    # The banner's words for each are the same function's (messages.reminder_words).
    assert [messages.reminder_words(game.state, r).headline.to_json() for r in (card, venture)] \
        == [r["headline"] for r in pushed["reminders"]]
    words = strings.table("en")
    said = [page_say(r["message"], words) for r in pushed["reminders"]]
    assert said == ["Custodi Lich (Ann) triggers: Target player sacrifices a creature.",
                    "Ben has the initiative: Ben ventures into Undercity."]
    assert said == [strings.say(messages.reminder_message(r), "en") for r in (card, venture)]
    assert json.loads(json.dumps(pushed)) == pushed  # what the feed sends

    outcome = game.apply_json({"action": "venture", "player": "Ben"})  # the venture is made
    pushed = payload.message(source, 3, outcome)
    assert [r["id"] for r in pushed["reminders"]] == [card.id]
    game.apply_json({"action": "resolve", "reminder": card.id})
    assert payload.message(source, 4)["reminders"] == []

    game.apply_json({"action": "step", "to": "end"})  # Ann is the monarch: her draw
    (draw,) = payload.message(source, 5)["reminders"]
    assert draw["message"] == {"key": "event.reminder_draw", "params": {"player": "Ann"}}
    source.has_game = False
    assert payload.message(source, 6)["reminders"] == []


def test_a_courts_reminder_says_whether_its_monarch_part_applies_now() -> None:
    """The Courts trigger either way; "if you're the monarch" is read from the crown now, on
    the overlay as at the table."""
    game = Game(NewGame(("Ann", "Ben"), 40))
    source = _Source(game)
    game.apply_json({"action": "card_enters", "player": "Ann", "card": "Court of Grace"})
    game.apply_json({"action": "become_monarch", "player": "Ben"})
    game.apply_json({"action": "step", "to": "upkeep"})
    (court,) = payload.message(source, 1)["reminders"]
    words = strings.table("en")
    assert page_say(court["condition"], words) == (
        "Ann is not the monarch now: the \"if you're the monarch\" part does not apply."
    )
    game.apply_json({"action": "become_monarch", "player": "Ann"})
    (court,) = payload.message(source, 2)["reminders"]
    assert court["condition"] == {"key": "reminder.if_monarch_yes", "params": {"player": "Ann"}}


def test_unknown_language_is_refused() -> None:
    with pytest.raises(KeyError):
        strings.table("xx")


def test_token_comparison() -> None:
    token = security.new_token()
    assert security.token_ok(None, None)
    assert security.token_ok(token, token)
    assert not security.token_ok(token, None) and not security.token_ok(token, token[:-1] + "x")


def test_static_resolution_stays_in_the_folder(tmp_path: Path) -> None:
    root = static_root()
    assert security.resolve_static(root, "/overlay.js") == (Path(root) / "overlay.js").resolve()
    for bad in ("/../crown.svg", "/%2e%2e/crown.svg", "/%252e%252e%252fcrown.svg", "/",
                "/overlay.js/", "/sub/overlay.js", "/.hidden.js", "/overlay.py", "/nope.js"):
        assert security.resolve_static(root, bad) is None, bad
    outside = tmp_path / "secret.js"
    outside.write_text("x")
    (Path(tmp_path) / "root").mkdir()
    link = tmp_path / "root" / "link.js"
    link.symlink_to(outside)
    assert security.resolve_static(tmp_path / "root", "/link.js") is None  # symlinks out


def test_hosts_and_origins() -> None:
    assert security.host_ok("127.0.0.1:8000", 8000, allow_lan=False)
    assert security.host_ok("localhost:8000", 8000, allow_lan=False)
    assert not security.host_ok("evil.example:8000", 8000, allow_lan=False)
    assert not security.host_ok("127.0.0.1:9", 8000, allow_lan=False)
    assert security.host_ok("192.168.1.5:8000", 8000, allow_lan=True)
    assert not security.host_ok("a b", 8000, allow_lan=True)
    assert security.origin_ok("", 8000, allow_lan=False)
    assert security.origin_ok("http://127.0.0.1:8000", 8000, allow_lan=False)
    assert not security.origin_ok("http://evil.example", 8000, allow_lan=False)
    assert not security.origin_ok("null", 8000, allow_lan=True)


def test_chroma_window_paints_the_key_and_the_game(qtbot: Any, demo_session: GameSession) -> None:
    window = ChromaWindow(demo_session, "de", "#0000FF")
    qtbot.addWidget(window)
    window.resize(960, 540)
    assert window.windowFlags() & window.windowFlags().FramelessWindowHint
    image = window.grab().toImage()
    assert image.pixelColor(480, 100).name() == "#0000ff"
    card_pixel = image.pixelColor(100, 540 - 40)
    assert card_pixel.name() != "#0000ff"  # a player card along the bottom
    window.set_key_color("#FF00FF")
    assert window.grab().toImage().pixelColor(480, 100).name() == "#ff00ff"
    demo_session.do(BecomeMonarch("Cid"))
    demo_session.do(StepTo(Step.END))  # the monarch's draw is pending: a toast above the cards
    toast = window.grab().toImage()
    assert any(toast.pixelColor(480, y).name() != "#ff00ff" for y in range(300, 460))


def test_chroma_window_shows_the_open_combat_question(qtbot: Any,
                                                      demo_session: GameSession) -> None:
    window = ChromaWindow(demo_session, "de")
    qtbot.addWidget(window)
    window.resize(960, 540)
    assert window.pending_text("Ben") == ""
    before = window.grab().toImage()
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    demo_session.do(Ask("Ben", -5))  # the monarch loses 5; combat damage or not is not said yet
    assert demo_session.state.question is not None
    word = strings.table("de")["ui"]["combat_question"]
    assert window.pending_text("Ben") == f"\u22125 \u00b7 {word}" and word == "Kampfschaden?"
    assert window.pending_text("Ann") == ""
    assert window.grab().toImage() != before
    demo_session.do(Answer(None))
    assert window.pending_text("Ben") == ""


class _Drawn:
    """Every text a QPainter draws while installed, with where (the chroma window paints text
    only through drawText)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[tuple[str, QRectF]] = []
        original = QPainter.drawText

        def spy(painter: QPainter, *args: Any) -> Any:
            if len(args) == 3 and isinstance(args[0], QRectF):
                self.texts.append((str(args[2]), QRectF(args[0])))
            return original(painter, *args)

        monkeypatch.setattr(QPainter, "drawText", spy)

    def of(self, window: ChromaWindow) -> list[tuple[str, QRectF]]:
        self.texts.clear()
        window.grab()
        return list(self.texts)


def _teal(image: Any, area: QRectF) -> int:
    """How many pixels in `area` are teal (the initiative's field), as drawn."""
    hits = 0
    for x in range(int(area.left()), int(area.right())):
        for y in range(int(area.top()), int(area.bottom())):
            c = image.pixelColor(x, y)
            hits += 160 <= c.hslHue() <= 190 and c.hslSaturation() > 80 and c.lightness() > 40
    return hits


def test_chroma_window_shows_the_initiative_the_rooms_and_every_reminder(
    qtbot: Any, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The green-screen window draws what the page shows: the initiative's token beside the
    crown on its holder alone, each venture marker's dungeon and room as text, "✓1" for a
    completed dungeon, and this turn's pending venture and card trigger until they are done."""
    drawn = _Drawn(monkeypatch)
    window = ChromaWindow(demo_session, "en", "#0000FF")
    qtbot.addWidget(window)
    window.resize(960, 540)
    assert demo_session.state.initiative is None
    cards = window.card_rects()
    assert window.card_parts(cards["Ben"], token_slot=False).token is None
    texts = [t for t, _ in drawn.of(window)]
    assert not any("\u00b7 " in t and "Undercity" in t for t in texts)

    demo_session.do(TakeInitiative("Ben"))  # its venture is pending
    demo_session.do(CardEnters("Ann", "Custodi Lich"))
    demo_session.do(BecomeMonarch("Ann"))  # Custodi Lich triggers: pending too
    image = window.grab().toImage()
    cards = window.card_rects()
    slots = {n: window.card_parts(r, token_slot=True).token for n, r in cards.items()}
    assert all(slot is not None and slot.intersects(cards[n]) for n, slot in slots.items())
    assert _teal(image, slots["Ben"]) > 30  # the token, on Ben's card, beside the crown's place
    assert all(_teal(image, slot) == 0 for n, slot in slots.items() if n != "Ben")
    venture = "Ben has the initiative: Ben ventures into Undercity."
    card = "Custodi Lich (Ann) triggers: Target player sacrifices a creature."
    shown = drawn.of(window)
    assert {venture, card} <= {t for t, _ in shown}
    assert [window.reminder_text(r) for r in demo_session.state.pending_reminders()] == [
        strings.say(messages.reminder_message(r), "en")
        for r in demo_session.state.pending_reminders()
    ]

    demo_session.do(Venture("Ben"))  # the initiative's venture: Secret Entrance
    demo_session.do(Venture("Ben", room="Forge", source="Seasoned Dungeoneer"))
    for step in ("Tomb of Annihilation", "Oubliette", None):  # Dee completes a dungeon
        dungeon, room = (step, None) if step and "Tomb" in step else (None, step)
        demo_session.do(Venture("Dee", room=room, dungeon=dungeon, source="Card"))
    shown = drawn.of(window)
    cards = window.card_rects()
    said = {t for t, _ in shown}
    assert venture not in said and card in said  # the venture is done, the trigger is not
    assert window.dungeon_text("Ben") == ("Undercity \u00b7 Forge", "")
    assert window.dungeon_text("Dee") == ("", "\u27131")
    assert window.dungeon_text("Ann") == ("", "")
    where = {t: r for t, r in shown}
    assert cards["Ben"].contains(where["Undercity \u00b7 Forge"])
    assert cards["Dee"].contains(where["\u27131"])
    demo_session.do(Resolve(demo_session.state.pending_reminders()[0].id))
    assert card not in {t for t, _ in drawn.of(window)}


def test_chroma_window_marks_the_initiative_without_its_artwork(
    qtbot: Any, demo_session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without resources/initiative.svg the holder still gets a mark: the initial of the
    overlay's word for the initiative on teal, in the window's language."""
    shipped = chroma.resource
    monkeypatch.setattr(chroma, "resource", lambda name: (
        Path("/nonexistent") / name if name == "initiative.svg" else shipped(name)))
    drawn = _Drawn(monkeypatch)
    window = ChromaWindow(demo_session, "en", "#0000FF")
    qtbot.addWidget(window)
    window.resize(960, 540)
    demo_session.do(TakeInitiative("Cid"))
    shown = drawn.of(window)
    cards = window.card_rects()
    slot = window.card_parts(cards["Cid"], token_slot=True).token
    assert slot is not None
    assert ("I", slot) in shown  # "Initiative"
    assert not any(t == "I" for t, r in shown if r != slot)


def test_controls_start_copy_and_stop(qtbot: Any, demo_session: GameSession) -> None:
    controls = OverlayControls(demo_session, port=0)
    qtbot.addWidget(controls)
    with qtbot.waitSignal(controls.runningChanged):
        controls.toggle.click()
    assert controls.server is not None and controls.server.running
    assert controls.url.text().startswith("http://127.0.0.1:")
    assert not controls.lan.isEnabled()
    controls.copy.click()
    assert QGuiApplication.clipboard().text() == controls.url.text()
    controls.toggle.click()
    assert controls.server is None and controls.url.text() == ""


def test_controls_lan_mode_shows_the_token(qtbot: Any, demo_session: GameSession) -> None:
    controls = OverlayControls(demo_session, port=0)
    qtbot.addWidget(controls)
    controls.lan.setChecked(True)
    assert controls.start()
    assert controls.server is not None and controls.server.token
    assert controls.server.token in controls.status.text()
    assert f"token={controls.server.token}" in controls.url.text()
    controls.stop()


def test_controls_report_a_taken_port(qtbot: Any, demo_session: GameSession) -> None:
    first = OverlayControls(demo_session, port=0)
    qtbot.addWidget(first)
    assert first.start() and first.server is not None
    second = OverlayControls(demo_session, port=first.server.port)
    qtbot.addWidget(second)
    assert not second.start()
    assert not second.toggle.isChecked() and second.server is None
    assert str(first.server.port) in second.status.text()
    first.stop()


def test_chroma_from_the_controls_follows_the_game(qtbot: Any, demo_session: GameSession) -> None:
    controls = OverlayControls(demo_session, port=0)
    qtbot.addWidget(controls)
    controls.key.setCurrentIndex(1)
    window = controls.show_chroma()
    qtbot.addWidget(window)
    assert window.key.name() == "#0000ff" and window.isVisible()
    demo_session.do(BecomeMonarch("Dee"))
    window.close()


# -- the server side stays headless ---------------------------------------------------------------

SERVER_SIDE = Path(payload.__file__).parent
QT_ALLOWED = {"PySide6.QtCore", "PySide6.QtNetwork", "PySide6.QtHttpServer",
              "PySide6.QtWebSockets", "PySide6.QtConcurrent"}  # QtHttpServer's binding loads it


def _imported(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):  # every import, lazy ones inside functions too
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
    return names


def test_the_server_side_imports_no_widgets_and_nothing_of_the_app() -> None:
    files = sorted([*SERVER_SIDE.glob("*.py"), *SERVER_SIDE.with_name("web").glob("*.py")])
    assert {f.stem for f in files} >= {"server", "feed", "payload", "security", "strings", "source"}
    for file in files:
        for name in _imported(ast.parse(file.read_text(encoding="utf-8"))):
            qt = name.startswith("PySide6.Qt") and name.split(".")[1].startswith("Qt")
            assert not qt or ".".join(name.split(".")[:2]) in QT_ALLOWED, (file.name, name)
            assert not name.startswith(("companion.app", "pyqtgraph")), (file.name, name)
    code = (
        "import importlib, json, pkgutil, sys\n"
        "import companion.overlay as o\n"
        "for m in pkgutil.iter_modules(o.__path__, 'companion.overlay.'):\n"
        "    importlib.import_module(m.name)\n"
        "seen = [m for m in sys.modules if m.startswith(('PySide6.Qt', 'companion.app'))]\n"
        "print(json.dumps(seen))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, check=True)
    assert set(json.loads(result.stdout)) <= QT_ALLOWED, result.stdout


def test_the_apps_session_is_a_game_source(demo_session: GameSession) -> None:
    from companion.web.source import GameSource

    assert isinstance(demo_session, GameSource)


def test_a_player_who_left_to_a_named_commander_says_which() -> None:
    """Play-test: the overlay's strip read "21 commander damage from Ben" where the window says
    "... from Kraum, Ludevic's Opus (Ben)" (issue 16 item 7): the state carries the app's
    message for the page to word."""
    game = Game(
        NewGame(
            ("Ann", "Ben", "Cid"), 40, partners=("Ben",),
            commanders=(("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),),
        )
    )
    game.apply_json({"action": "step", "to": "combat_damage"})
    game.apply_json({"action": "combat_damage", "hits": [
        {"from": "Ben", "to": "Cid", "amount": 21, "commander": True, "partner": True},
    ]})
    cid = payload.state(_Source(game))["players"][2]  # type: ignore[index]
    said = cid["left"]["said"]
    assert said["key"] == "reason.commander_damage_named"
    assert said["params"] == {"commander": "Kraum, Ludevic's Opus", "player": "Ben"}


def test_the_overlay_words_the_round_as_the_turn_bar_does() -> None:
    assert strings.table("de")["ui"]["round_turn"] == "Runde {round} · Zug {turn}"
    assert strings.table("en")["ui"]["round_turn"] == "Round {round} · Turn {turn}"


def test_the_push_carries_the_clocks_as_of_its_own_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16 item 5: each push says the game's and this turn's seconds and, with a chess
    clock, each player's time left and whose runs, as of its `applied_ms`; the page counts on
    from there (no push a second). /state keeps the replay schema: no clocks in it."""
    import datetime as dt

    from companion.core.actions import ChessClock, ClockPause, EndTurn

    t0 = dt.datetime(2026, 12, 1, 20, 0, 0, tzinfo=dt.UTC)

    def at(seconds: float) -> dict[str, str]:
        return {"at": (t0 + dt.timedelta(seconds=seconds)).isoformat().replace("+00:00", "Z")}

    game = Game(NewGame(("Ann", "Ben", "Cid"), 40), at(0))
    source = _Source(game)
    monkeypatch.setattr(payload.time, "time", lambda: t0.timestamp() + 100)
    push = payload.message(source, 1)
    assert push["applied_ms"] == (t0.timestamp() + 100) * 1000
    assert push["clock"] == {"game": 100.0, "turn": 100.0, "running": True, "chess": None}
    game.apply(ChessClock(20), at(10))
    game.apply(EndTurn(), at(40))  # Ann used 30 s; Ben's clock runs from 40
    clocks = payload.message(source, 2)["clock"]
    assert (clocks["game"], clocks["turn"]) == (100.0, 60.0)
    assert clocks["chess"] == {
        "minutes": 20, "paused": False, "warn_below": 120.0,
        "players": {
            "Ann": {"remaining": 1170.0, "running": False},
            "Ben": {"remaining": 1140.0, "running": True},
            "Cid": {"remaining": 1200.0, "running": False},
        },
    }
    game.apply(ClockPause(), at(70))
    chess = payload.message(source, 3)["clock"]["chess"]
    assert chess["paused"] and chess["players"]["Ben"] == {"remaining": 1170.0, "running": False}
    assert "clock" not in payload.state(source)  # type: ignore[operator]
    assert "chess_clock" in payload.state(source)  # type: ignore[operator]  # the setting
    texts = strings.table("en")["texts"]  # the page's words: the app's, as the panels say them
    assert (texts["clock.out_of_time"], texts["action.clock_pause"]) == (
        "Out of time", "Chess clock paused")
