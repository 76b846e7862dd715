"""The "becomes the monarch" dialog: card completion, summary, and the request that applies it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from companion.app.dialogs.monarch import BecomeMonarchDialog, request_monarch
from companion.app.session import GameSession
from companion.core.actions import BecomeMonarch
from companion.shell.resources import monarch_cards

# The offscreen platform cannot resize, raise or grab for a window; real platforms can.
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support (propagateSizeHints|raise|grabbing the keyboard)"
)


def open_dialog(qtbot: QtBot, player: str = "Ann") -> BecomeMonarchDialog:
    dialog = BecomeMonarchDialog(player)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.card_edit.hasFocus)  # the card field is where typing goes
    return dialog


def completions(dialog: BecomeMonarchDialog) -> list[str]:
    c = dialog.completer
    found = []
    for row in range(c.completionCount()):
        c.setCurrentRow(row)
        found.append(c.currentCompletion())
    return found


def summary_of(name: str) -> str:
    return next(str(c["summary"]) for c in monarch_cards() if c["name"] == name)


def test_heading_names_the_player_as_plain_text(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "<b>x</b>")
    assert dialog.heading.text() == "<b>x</b> becomes the monarch"
    assert dialog.heading.textFormat() == Qt.TextFormat.PlainText


def test_completer_finds_cards_by_any_part_of_the_name(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    qtbot.keyClicks(dialog.card_edit, "pala")
    found = completions(dialog)
    assert "Palace Jailer" in found
    assert all("pala" in name.casefold() for name in found)
    dialog.card_edit.clear()
    qtbot.keyClicks(dialog.card_edit, "JAILER")  # case-insensitive, and not just prefixes
    assert "Palace Jailer" in completions(dialog)


def test_choosing_a_card_from_the_popup_shows_its_summary(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    qtbot.keyClicks(dialog.card_edit, "jailer")
    popup = dialog.completer.popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.card_edit.text() == "Palace Jailer"
    assert dialog.source() == "Palace Jailer"
    assert dialog.summary.text() == summary_of("Palace Jailer")
    assert dialog.summary.textFormat() == Qt.TextFormat.PlainText


def test_source_is_none_when_empty_and_the_list_spelling_when_known(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.source() is None
    assert dialog.summary.text() == ""
    qtbot.keyClicks(dialog.card_edit, "   ")
    assert dialog.source() is None
    dialog.card_edit.clear()
    qtbot.keyClicks(dialog.card_edit, "palace jailer ")
    assert dialog.source() == "Palace Jailer"
    assert dialog.summary.text() == summary_of("Palace Jailer")
    dialog.card_edit.clear()
    qtbot.keyClicks(dialog.card_edit, "My Homebrew Throne")
    assert dialog.source() == "My Homebrew Throne"
    assert "Not in the list" in dialog.summary.text()


def test_request_monarch_applies_the_card_as_source(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)

    def fill_and_accept(dialog: BecomeMonarchDialog) -> int:
        assert dialog.heading.text() == "Cid becomes the monarch"
        qtbot.keyClicks(dialog.card_edit, "Palace Jailer")
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(BecomeMonarchDialog, "exec", fill_and_accept)
    assert request_monarch(parent, session, "Cid") is True
    assert session.state.monarch == "Cid"
    assert session.game is not None
    assert session.game.entries[-1].action == BecomeMonarch("Cid", "Palace Jailer")


def test_request_monarch_without_a_card(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    monkeypatch.setattr(BecomeMonarchDialog, "exec", lambda d: int(QDialog.DialogCode.Accepted))
    assert request_monarch(parent, session, "Dee") is True
    assert session.game is not None
    assert session.game.entries[-1].action == BecomeMonarch("Dee", None)


def test_cancel_changes_nothing(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    monkeypatch.setattr(BecomeMonarchDialog, "exec", lambda d: int(QDialog.DialogCode.Rejected))
    assert request_monarch(parent, session, "Ann") is False
    assert session.state.monarch is None
    assert session.game is not None
    assert session.game.entries == ()


def test_refused_request_returns_false(
    qtbot: QtBot, session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    monkeypatch.setattr(BecomeMonarchDialog, "exec", lambda d: int(QDialog.DialogCode.Accepted))
    with qtbot.waitSignal(session.rejected):
        assert request_monarch(parent, session, "Nobody") is False
    assert session.state.monarch is None


def test_a_long_card_summary_shows_whole(qtbot: QtBot) -> None:
    """The longest summaries (German ones, of Queen Marchesa's kind) grow the dialog instead of
    losing their last words."""
    dialog = BecomeMonarchDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.card_edit.setText("Palace Jailer")
    dialog.summary.setText(" ".join(["Ein sehr langer Satz über die Karte."] * 12))
    dialog._fit_summary()
    label = dialog.summary
    assert label.height() >= label.heightForWidth(label.width())
