"""The dialogs of the initiative, a card's venture and a monarch card entering: what each asks,
when OK may be pressed, and the action (and journal line, and log words) the answer makes. Each
is reached from a panel's menu, as from the menu bar and the palette (one registry)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from companion.app import describe
from companion.app.dialogs import card_enters, initiative, venture
from companion.app.dialogs.card_enters import CardEntersDialog, request_card
from companion.app.dialogs.initiative import TakeInitiativeDialog, request_initiative
from companion.app.dialogs.leave import bind_player_dialogs
from companion.app.dialogs.venture import VentureDialog, request_venture
from companion.app.session import GameSession
from companion.app.widgets.player_panel import PlayerPanel
from companion.core.actions import (
    Action,
    BecomeMonarch,
    CardEnters,
    StepTo,
    TakeInitiative,
    Venture,
)
from companion.core.dungeons import CARD_DUNGEONS
from companion.core.steps import Step
from companion.shell.commands import build as build_commands
from companion.shell.commands import plain
from companion.shell.game_texts import ROOMS

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support (propagateSizeHints|raise|grabbing the keyboard)"
)

LOST_MINE = "Lost Mine of Phandelver"


def journal_tail(session: GameSession) -> dict[str, object]:
    """The journal's last line without its time, nor whether it joined the step the first play
    took before it (flow.lead_in): what was written for the last action."""
    assert session.path is not None
    line = json.loads(session.path.read_text(encoding="utf-8").splitlines()[-1])
    line.pop("at", None)
    line.pop("joined", None)
    return dict(line)


def last_action(session: GameSession) -> Action:
    assert session.game is not None
    return session.game.entries[-1].action


def answering(
    monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], answer: Callable[..., object]
) -> list[QDialog]:
    """`cls`'s dialogs answer as `answer(dialog)` says instead of waiting for a person; the
    dialogs shown are kept in the returned list."""
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> int:
        shown.append(dialog)
        accepted = answer(dialog)
        return int(QDialog.DialogCode.Accepted if accepted else QDialog.DialogCode.Rejected)

    monkeypatch.setattr(cls, "exec", run)
    return shown


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


# -- taking the initiative ------------------------------------------------------------------------


def test_taking_the_initiative_records_the_card(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(dialog: TakeInitiativeDialog) -> bool:
        assert dialog.heading.text() == "Cid takes the initiative"
        assert dialog.ok_button.isEnabled()  # the card is optional
        assert "Undercity" in dialog.note.text()
        qtbot.keyClicks(dialog.card_edit, "  Aarakocra Sneak ")
        return True

    answering(monkeypatch, TakeInitiativeDialog, fill)
    assert request_initiative(parent, session, "Cid") is True
    assert session.state.initiative == "Cid"
    assert last_action(session) == TakeInitiative("Cid", "Aarakocra Sneak")
    assert journal_tail(session) == {
        "action": "take_initiative", "player": "Cid", "source": "Aarakocra Sneak"
    }
    assert describe.action_label(last_action(session)) == (
        "Cid takes the initiative (Aarakocra Sneak)"
    )
    # Taking it ventures into Undercity: the reminder banner asks for the room.
    assert [r.kind for r in session.state.pending_reminders()] == ["venture"]


def test_taking_it_without_a_card_and_again(
    session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = answering(monkeypatch, TakeInitiativeDialog, lambda d: True)
    assert request_initiative(parent, session, "Dee") is True
    assert journal_tail(session) == {"action": "take_initiative", "player": "Dee"}
    assert describe.action_label(last_action(session)) == "Dee takes the initiative"
    # The holder may take it again (CR 726.5): the dialog says what that does.
    assert request_initiative(parent, session, "Dee") is True
    note = shown[-1].note.text()  # type: ignore[attr-defined]
    assert "already has the initiative" in note and "726.5" in note
    assert last_action(session) == TakeInitiative("Dee", None)


def test_cancelling_takes_nothing(
    session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    answering(monkeypatch, TakeInitiativeDialog, lambda d: False)
    assert request_initiative(parent, session, "Ann") is False
    assert session.state.initiative is None
    assert session.game is not None and session.game.entries == ()


# -- a card's venture -----------------------------------------------------------------------------


def test_a_first_venture_needs_the_card_and_a_dungeon(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(dialog: VentureDialog) -> bool:
        assert dialog.heading.text() == "Ann ventures into the dungeon"
        assert list(dialog.dungeon_buttons) == list(CARD_DUNGEONS)  # never Undercity
        assert not dialog.ok_button.isEnabled()
        qtbot.keyClicks(dialog.card_edit, "Nadaar, Selfless Paladin")
        assert not dialog.ok_button.isEnabled()  # no dungeon yet
        dialog.dungeon_buttons[LOST_MINE].click()
        # The first room is the only way in: no choice, its ability shown.
        assert dialog.room_buttons == {}
        assert dialog.room_label.text() == "The marker enters Cave Entrance:"
        assert dialog.abilities["Cave Entrance"].text() == ROOMS["Cave Entrance"].source
        assert dialog.ok_button.isEnabled()
        dialog.card_edit.clear()
        assert not dialog.ok_button.isEnabled()  # the card is required
        qtbot.keyClicks(dialog.card_edit, "Nadaar, Selfless Paladin")
        return True

    answering(monkeypatch, VentureDialog, fill)
    assert request_venture(parent, session, "Ann") is True
    assert last_action(session) == Venture(
        "Ann", "Cave Entrance", LOST_MINE, "Nadaar, Selfless Paladin"
    )
    assert journal_tail(session) == {
        "action": "venture",
        "player": "Ann",
        "room": "Cave Entrance",
        "dungeon": LOST_MINE,
        "source": "Nadaar, Selfless Paladin",
    }
    assert describe.action_label(last_action(session)) == (
        "Ann ventures into the dungeon (Nadaar, Selfless Paladin)"
    )
    ann = session.state.player("Ann")
    assert (ann.dungeon, ann.room) == (LOST_MINE, "Cave Entrance")


def test_where_two_arrows_leave_the_room_is_chosen(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    session.do(Venture("Ann", None, LOST_MINE, "Nadaar"))

    def fill(dialog: VentureDialog) -> bool:
        assert dialog.dungeon_buttons == {}  # one in progress: no dungeon to choose
        assert dialog.where.text() == f"Ann is in {LOST_MINE}, in Cave Entrance."
        assert list(dialog.room_buttons) == ["Goblin Lair", "Mine Tunnels"]
        for room, label in dialog.abilities.items():
            assert label.text() == ROOMS[room].source
        qtbot.keyClicks(dialog.card_edit, "Nadaar")
        assert not dialog.ok_button.isEnabled()  # the room is the player's choice
        dialog.room_buttons["Mine Tunnels"].click()
        assert dialog.ok_button.isEnabled()
        return True

    answering(monkeypatch, VentureDialog, fill)
    assert request_venture(parent, session, "Ann") is True
    assert last_action(session) == Venture("Ann", "Mine Tunnels", None, "Nadaar")
    assert journal_tail(session) == {
        "action": "venture", "player": "Ann", "room": "Mine Tunnels", "source": "Nadaar"
    }
    assert session.state.player("Ann").room == "Mine Tunnels"


def test_a_card_venture_goes_on_in_undercity(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entered by the initiative, Undercity is the dungeon a card's venture moves on in."""
    session.do(TakeInitiative("Ben"))
    session.do(Venture("Ben"))  # the initiative's: Secret Entrance

    def fill(dialog: VentureDialog) -> bool:
        assert list(dialog.room_buttons) == ["Forge", "Lost Well"]
        qtbot.keyClicks(dialog.card_edit, "Dungeon Delver")
        dialog.room_buttons["Lost Well"].click()
        return True

    answering(monkeypatch, VentureDialog, fill)
    assert request_venture(parent, session, "Ben") is True
    assert session.state.player("Ben").room == "Lost Well"
    assert last_action(session) == Venture("Ben", "Lost Well", None, "Dungeon Delver")


# -- a monarch card enters ------------------------------------------------------------------------


def test_a_card_enters_only_by_a_name_from_the_list(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(dialog: CardEntersDialog) -> bool:
        assert dialog.heading.text() == "A monarch card enters under Ben’s control"
        assert not dialog.ok_button.isEnabled()
        qtbot.keyClicks(dialog.card_edit, "jailer")
        completer = dialog.completer
        assert completer is not None and completer.completionCount() >= 1
        assert not dialog.ok_button.isEnabled()  # part of a name is not a card
        assert "choose one from the list" in dialog.summary.text()
        dialog.card_edit.clear()
        qtbot.keyClicks(dialog.card_edit, "PALACE JAILER ")
        assert dialog.ok_button.isEnabled()
        assert dialog.summary.text().startswith("ETB: you become the monarch.")
        # Its ETB makes Ben the monarch: offered, and done with it unless unticked.
        assert dialog.crowned.isVisibleTo(dialog) and dialog.crowned.isChecked()
        assert dialog.crowned.text() == "Ben becomes the monarch as it enters"
        return True

    answering(monkeypatch, CardEntersDialog, fill)
    assert request_card(parent, session, "Ben") is True
    assert session.game is not None
    gesture = [e.action for e in session.game.next_undo()]
    assert gesture == [  # the first play: the turn goes to its first main phase with it
        StepTo(Step.MAIN1),
        CardEnters("Ben", "Palace Jailer"),
        BecomeMonarch("Ben", "Palace Jailer"),
    ]
    lines = [{k: v for k, v in line.items() if k not in ("at", "joined")}
             for line in session.game.journal[-2:]]
    assert lines == [
        {"action": "card_enters", "player": "Ben", "card": "Palace Jailer"},
        {"action": "become_monarch", "player": "Ben", "source": "Palace Jailer"},
    ]
    assert describe.action_label(gesture[1]) == (
        "Palace Jailer enters the battlefield under Ben's control"
    )
    assert [p.card for p in session.state.player("Ben").cards] == ["Palace Jailer"]
    assert session.state.monarch == "Ben"
    session.undo()  # one gesture, one Undo
    assert session.state.monarch is None and session.state.player("Ben").cards == ()


def test_a_card_that_does_not_crown_enters_alone_and_the_crown_can_be_declined(
    qtbot: QtBot, session: GameSession, parent: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def warden(dialog: CardEntersDialog) -> bool:
        qtbot.keyClicks(dialog.card_edit, "Throne Warden")
        assert not dialog.crowned.isVisibleTo(dialog)  # no "you become the monarch" as it enters
        return True

    answering(monkeypatch, CardEntersDialog, warden)
    assert request_card(parent, session, "Ann") is True
    assert last_action(session) == CardEnters("Ann", "Throne Warden")

    def declined(dialog: CardEntersDialog) -> bool:
        qtbot.keyClicks(dialog.card_edit, "Court of Grace")
        dialog.crowned.setChecked(False)  # it entered earlier; the crown has moved on since
        return True

    answering(monkeypatch, CardEntersDialog, declined)
    assert request_card(parent, session, "Ann") is True
    assert last_action(session) == CardEnters("Ann", "Court of Grace")
    assert session.state.monarch is None


def test_choosing_from_the_completer(qtbot: QtBot) -> None:
    dialog = CardEntersDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.card_edit.hasFocus)  # typing goes to the card's name first
    qtbot.keyClicks(dialog.card_edit, "court of gr")
    popup = dialog.completer.popup()  # type: ignore[union-attr]
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.card() == "Court of Grace"
    assert dialog.ok_button.isEnabled()


# -- reached from a panel's menu ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Take the initiative…", (initiative, "request_initiative")),
        ("Venture into the dungeon (a card)…", (venture, "request_venture")),
        ("A monarch card enters the battlefield…", (card_enters, "request_card")),
    ],
)
def test_each_is_asked_from_the_players_menu(
    qtbot: QtBot,
    session: GameSession,
    monkeypatch: pytest.MonkeyPatch,
    text: str,
    target: tuple[object, str],
) -> None:
    asked: list[str] = []
    module, name = target
    monkeypatch.setattr(module, name, lambda _parent, _session, player: asked.append(player))
    commands = build_commands(session)
    bind_player_dialogs(commands, session, None)
    panel = PlayerPanel(session, "Dee", commands=commands)
    qtbot.addWidget(panel)
    menu = panel.menu.build(panel)
    matches = [a for a in menu.actions() if plain(a.text()) == text]
    assert matches, [plain(a.text()) for a in menu.actions()]
    matches[0].trigger()
    assert asked == ["Dee"]


def test_the_initiative_card_is_the_highlighted_name_not_the_typed_part(qtbot: QtBot) -> None:
    """Play-test: "Aarakocra", Down, Enter, Enter recorded "Ann takes the initiative
    (Aarakocra)". The initiative's cards are offered as the name is typed, and the highlighted
    one is what Enter takes, then OK."""
    dialog = TakeInitiativeDialog("Ann", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.card_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "Aarakocra")
    completer = dialog.completer
    assert completer is not None and completer.popup().isVisible()
    popup = completer.popup()
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert edit.text() == "Aarakocra Sneak" and dialog.isVisible()
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.source() == "Aarakocra Sneak"


def test_enter_on_the_offers_takes_the_first_whole_name(qtbot: QtBot) -> None:
    """Play-test (issue 28, minor 12): "Palace Jai", Enter, recorded "Palace Jai" as the card
    that made the monarch. Enter while the offers show takes the first one whole; the next
    Enter becomes the monarch with it."""
    from companion.app.dialogs.monarch import BecomeMonarchDialog

    for dialog in (BecomeMonarchDialog("Ann", None), TakeInitiativeDialog("Ann", None)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        edit = dialog.card_edit
        edit.setFocus()
        typed = "Palace Jai" if isinstance(dialog, BecomeMonarchDialog) else "Aarakocra"
        qtbot.keyClicks(edit, typed)
        completer = dialog.completer
        assert completer is not None and completer.popup().isVisible()
        qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)
        whole = "Palace Jailer" if isinstance(dialog, BecomeMonarchDialog) else "Aarakocra Sneak"
        assert edit.text() == whole and dialog.isVisible()
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert dialog.result() == QDialog.DialogCode.Accepted
        assert dialog.source() == whole
