"""The new-game dialog: defaults, validation, seat order, colours, commanders, life, its NewGame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QColorDialog
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.core import rules
from companion.core.action_json import checked_new_game
from companion.core.actions import NewGame
from companion.shell.palette import PLAYER_COLORS

# The offscreen platform warns whenever a top-level window with a layout is shown; harmless.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def make(qtbot: QtBot, **kwargs: object) -> NewGameDialog:
    dialog = NewGameDialog(**kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.open()
    return dialog


def names(dialog: NewGameDialog) -> list[str]:
    return [row.name() for row in dialog.rows()]


def test_defaults_four_players_forty_life_the_palette(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert names(dialog) == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert dialog.count.value() == 4
    assert dialog.life_buttons[40].isChecked()
    assert not dialog.custom_life.isEnabled()
    assert dialog.ok_button.isEnabled()
    setup, colors = dialog.setup()
    assert setup == NewGame(("Player 1", "Player 2", "Player 3", "Player 4"), 40, ())
    assert list(colors.values()) == list(PLAYER_COLORS[:4])


def test_player_count_adds_and_removes_seats(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.count.setValue(rules.MAX_PLAYERS)
    assert len(dialog.rows()) == 8
    assert len(set(names(dialog))) == 8
    assert [r.color for r in dialog.rows()] == list(PLAYER_COLORS)
    dialog.count.setValue(rules.MIN_PLAYERS)
    assert names(dialog) == ["Player 1", "Player 2"]
    assert dialog.count.minimum() == 2 and dialog.count.maximum() == 8


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("", "Enter a name."),
        ("   ", "Enter a name."),
        ("x" * (rules.MAX_NAME_LENGTH + 1), "at most"),
        ("A\nB", "control characters"),
        ("Player 1", "Another player has this name."),
        ("player 1", "Another player has this name."),
    ],
)
def test_invalid_names_disable_ok_and_say_why(qtbot: QtBot, bad: str, message: str) -> None:
    dialog = make(qtbot)
    row = dialog.rows()[1]
    row.name_edit.setText(bad)
    assert not dialog.ok_button.isEnabled()
    assert message in row.problem.text()
    assert not row.problem.isHidden()
    row.name_edit.setText("Ben")
    assert dialog.ok_button.isEnabled()
    assert row.problem.isHidden()


def test_longest_allowed_name_is_fine(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.rows()[0].name_edit.setText("x" * rules.MAX_NAME_LENGTH)
    assert dialog.ok_button.isEnabled()


def test_accept_refuses_while_invalid(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.rows()[0].name_edit.setText("")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted


def test_reorder_with_buttons_and_keyboard(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben", "Cid", "Dee"])
    rows = dialog.rows()
    assert not rows[0].up.isEnabled() and not rows[3].down.isEnabled()
    rows[0].down.click()
    assert names(dialog) == ["Ben", "Ann", "Cid", "Dee"]
    rows[3].up.click()
    assert names(dialog) == ["Ben", "Ann", "Dee", "Cid"]
    # Alt+Up in a name field moves that seat (keyboard access without the mouse).
    cid = dialog.rows()[3]
    cid.name_edit.setFocus()
    qtbot.keyClick(cid.name_edit, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert names(dialog) == ["Ben", "Ann", "Cid", "Dee"]
    assert dialog.rows()[2].seat.text() == "3."
    assert dialog.setup()[0].players == ("Ben", "Ann", "Cid", "Dee")


def test_drag_moves_keep_each_players_widgets(qtbot: QtBot) -> None:
    """A drop in the list is a model row move; the row widgets (and their edits) go with it."""
    dialog = make(qtbot, players=["Ann", "Ben", "Cid"], colors={"Ann": "#111111"})
    dialog.rows()[0].partner.setChecked(True)
    assert dialog.seats.dragDropMode() == QAbstractItemView.DragDropMode.InternalMove
    model = dialog.seats.model()
    assert model.moveRow(QModelIndex(), 0, QModelIndex(), 3)  # Ann to the last seat
    assert names(dialog) == ["Ben", "Cid", "Ann"]
    setup, colors = dialog.setup()
    assert setup.partners == ("Ann",)
    assert colors["Ann"] == "#111111"
    assert [r.seat.text() for r in dialog.rows()] == ["1.", "2.", "3."]
    assert not dialog.rows()[2].down.isEnabled()


def test_other_colour_opens_qts_colour_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = make(qtbot)
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor("#123456"))
    dialog.rows()[1].swatch.click()
    assert dialog.swatch_popup is not None and dialog.swatch_popup.isVisible()
    dialog.swatch_popup.other.click()
    assert dialog.setup()[1]["Player 2"] == "#123456"
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor())  # cancelled
    dialog.rows()[1].swatch.click()
    assert dialog.swatch_popup is not None
    dialog.swatch_popup.other.click()
    assert dialog.setup()[1]["Player 2"] == "#123456"


def test_the_swatches_offer_the_eight_colours_and_say_whose_they_are(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben", "Cid"])
    dialog.rows()[0].swatch.click()
    popup = dialog.swatch_popup
    assert popup is not None and popup.isVisible()
    assert [b.property("color") for b in popup.swatches] == list(PLAYER_COLORS)
    texts = [b.text() for b in popup.swatches]
    assert texts[:4] == ["\u2713", "Be", "Ci", ""]  # Ann's own, Ben's, Cid's, free
    assert popup.swatches[0].toolTip() == "red: the colour of Ann"
    assert popup.swatches[1].toolTip() == "blue: Ben has it; choosing it swaps your colours"
    assert popup.swatches[3].toolTip() == "green"
    assert all(b.width() >= 48 and b.height() >= 48 for b in popup.swatches)  # big targets
    assert popup.focusWidget() is popup.swatches[0]  # the current colour, for the arrow keys
    qtbot.keyClick(popup, Qt.Key.Key_Right)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    assert popup.focusWidget() is popup.swatches[5]
    popup.swatches[3].click()  # green, which nobody has
    assert not popup.isVisible()
    assert dialog.rows()[0].color == PLAYER_COLORS[3]
    assert dialog.swapped.isHidden()


def test_a_colour_another_player_has_is_swapped_and_said(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben", "Cid"])
    ann, ben = dialog.rows()[:2]
    before = ann.color, ben.color
    ann.swatch.click()
    assert dialog.swatch_popup is not None
    dialog.swatch_popup.swatches[1].click()  # Ben's blue
    assert (ann.color, ben.color) == (before[1], before[0])
    assert len({r.color for r in dialog.rows()}) == 3  # never two players with one colour
    assert not dialog.swapped.isHidden()
    assert dialog.swapped.text() == "Ann and Ben swapped colours."
    _, colors = dialog.setup()
    assert colors == {"Ann": before[1], "Ben": before[0], "Cid": PLAYER_COLORS[2]}


def test_a_colour_from_other_that_another_player_has_is_swapped_too(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = make(qtbot, players=["Ann", "Ben"], colors={"Ann": "#123456", "Ben": "#ABCDEF"})
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor("#abcdef"))
    dialog.rows()[0].swatch.click()
    assert dialog.swatch_popup is not None
    dialog.swatch_popup.other.click()
    assert dialog.setup()[1] == {"Ann": "#ABCDEF", "Ben": "#123456"}
    assert not dialog.swapped.isHidden()


def test_life_quick_choices_and_custom(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.life_buttons[20].click()
    assert dialog.setup()[0].starting_life == 20
    dialog.life_buttons[30].click()
    assert dialog.starting_life() == 30
    dialog.custom_button.click()
    assert dialog.custom_life.isEnabled()
    dialog.custom_life.setValue(25)
    assert dialog.setup()[0].starting_life == 25
    assert dialog.custom_life.minimum() == 1 and dialog.custom_life.maximum() == 999


def test_uncommon_starting_life_selects_custom(qtbot: QtBot) -> None:
    dialog = make(qtbot, starting_life=57)
    assert dialog.custom_button.isChecked()
    assert dialog.starting_life() == 57


def test_setup_returns_players_in_seat_order_with_partners(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    for row, name in zip(dialog.rows(), ["  Ann ", "Ben", "Cid", "Dee"], strict=True):
        row.name_edit.setText(name)
    dialog.rows()[2].partner.setChecked(True)
    dialog.life_buttons[30].click()
    setup, colors = dialog.setup()
    assert setup == NewGame(("Ann", "Ben", "Cid", "Dee"), 30, ("Cid",))
    assert set(colors) == {"Ann", "Ben", "Cid", "Dee"}


def test_a_name_typed_decomposed_is_the_composed_name(qtbot: QtBot) -> None:
    """"é" typed as e + a combining accent is the same name as "é": one player, NFC in the game."""
    dialog = make(qtbot)
    dialog.rows()[0].name_edit.setText("Zo\u00eb")
    dialog.rows()[1].name_edit.setText("Zoe\u0308")
    assert "Another player has this name." in dialog.rows()[1].problem.text()
    dialog.rows()[1].name_edit.setText("Jo\u0308rg")
    setup, colors = dialog.setup()
    assert setup.players[:2] == ("Zo\u00eb", "J\u00f6rg")
    assert "J\u00f6rg" in colors


def test_rematch_is_prefilled(qtbot: QtBot) -> None:
    colors = {"Ann": "#0072B2", "Ben": "#D55E00", "Cid": "#CC79A7"}
    dialog = make(
        qtbot, starting_life=30, players=["Ann", "Ben", "Cid"], colors=colors, partners=["Ben"]
    )
    assert names(dialog) == ["Ann", "Ben", "Cid"]
    assert dialog.count.value() == 3
    assert dialog.life_buttons[30].isChecked()
    assert [r.partner.isChecked() for r in dialog.rows()] == [False, True, False]
    setup, got = dialog.setup()
    assert setup == NewGame(("Ann", "Ben", "Cid"), 30, ("Ben",))
    assert got == colors


def test_names_are_plain_text(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["<b>x</b>", "Ben"])
    assert dialog.rows()[0].name_edit.text() == "<b>x</b>"
    assert dialog.setup()[0].players[0] == "<b>x</b>"


def test_ok_accepts(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.ok_button.click()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted


# -- commanders ------------------------------------------------------------------------------------


def test_commander_names_are_optional_and_go_into_the_new_game(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben", "Cid"])
    ann, ben, cid = dialog.rows()
    assert ann.commander_edit.placeholderText() == "Commander (optional)"
    assert ann.commander_edit.maxLength() == rules.MAX_COMMANDER_NAME
    assert dialog.setup()[0].commanders == ()  # none given: none in the game
    ann.commander_edit.setText("  Kenrith  ")
    ben.partner.setChecked(True)
    ben.commander_edit.setText("Tymna the Weaver")
    ben.partner_edit.setText("Kraum, Ludevic\u2019s Opus")
    cid.partner.setChecked(True)
    cid.partner_edit.setText("Thrasios")  # only the partner named
    setup, _ = dialog.setup()
    assert setup == NewGame(
        ("Ann", "Ben", "Cid"),
        40,
        ("Ben", "Cid"),
        (
            ("Ann", ("Kenrith",)),
            ("Ben", ("Tymna the Weaver", "Kraum, Ludevic\u2019s Opus")),
            ("Cid", ("", "Thrasios")),
        ),
    )
    assert checked_new_game(setup) == setup  # the journal takes it as it is
    assert setup.commander_name("Ben", partner=True) == "Kraum, Ludevic\u2019s Opus"
    assert dialog.ok_button.isEnabled()


def test_the_partner_field_comes_and_goes_with_the_partner_box(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben"])
    row = dialog.rows()[0]
    assert row.partner_edit.isHidden()
    assert row.partner_edit.placeholderText() == "Partner (optional)"
    row.partner.setChecked(True)
    assert row.partner_edit.isVisibleTo(dialog)
    row.partner_edit.setText("Kraum")
    assert dialog.setup()[0].commanders == (("Ann", ("", "Kraum")),)
    geometry = row.commander_edit.geometry()
    row.partner.setChecked(False)
    assert row.partner_edit.isHidden()
    assert row.commander_edit.geometry() == geometry  # its place kept: nothing moves
    # Without a partner the partner's name is not part of the game.
    assert dialog.setup()[0].commanders == ()
    assert dialog.setup()[0].partners == ()


def test_commanders_follow_their_player_when_seats_move(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben", "Cid"], commanders={"Ann": ["Kenrith"]})
    assert dialog.rows()[0].commander_edit.text() == "Kenrith"
    dialog.rows()[0].down.click()
    assert names(dialog) == ["Ben", "Ann", "Cid"]
    assert dialog.rows()[1].commander_edit.text() == "Kenrith"
    assert dialog.setup()[0].commanders == (("Ann", ("Kenrith",)),)


def test_prefilled_commanders_with_partners(qtbot: QtBot) -> None:
    dialog = make(
        qtbot,
        players=["Ann", "Ben"],
        partners=["Ben"],
        commanders={"Ben": ("Tymna the Weaver", "Kraum")},
    )
    ben = dialog.rows()[1]
    assert ben.partner.isChecked() and ben.partner_edit.isVisibleTo(dialog)
    assert (ben.commander_edit.text(), ben.partner_edit.text()) == ("Tymna the Weaver", "Kraum")
    assert dialog.setup()[0].commanders == (("Ben", ("Tymna the Weaver", "Kraum")),)


def test_a_commander_name_the_journal_would_refuse_disables_start(qtbot: QtBot) -> None:
    dialog = make(qtbot, players=["Ann", "Ben"])
    dialog.rows()[0].commander_edit.setText("Bad \ufffe name")  # a noncharacter
    assert not dialog.ok_button.isEnabled()
    assert "U+FFFE" in dialog.problem.text() and not dialog.problem.isHidden()
    dialog.rows()[0].commander_edit.setText("Kenrith")
    assert dialog.ok_button.isEnabled() and dialog.problem.isHidden()


def test_new_seats_are_named_by_their_number_and_fewer_seats_leave_no_gap(qtbot: QtBot) -> None:
    """Play-test: raising 4 named players to 8 named seats 5-8 "Spieler 1" to "Spieler 4";
    lowering 8 to 6 left gaps and the dialog kept its height."""
    dialog = make(qtbot, players=("Ann", "Ben", "Cid", "Dee"))
    qtbot.waitExposed(dialog)
    dialog.count.setValue(8)
    assert names(dialog) == ["Ann", "Ben", "Cid", "Dee", *(f"Player {n}" for n in range(5, 9))]
    tall = dialog.height()
    dialog.count.setValue(6)
    assert dialog.height() < tall  # the dialog shrinks with its seats
    seats = dialog.seats
    last = seats.visualItemRect(seats.item(seats.count() - 1))
    assert seats.viewport().height() - last.bottom() <= 12  # no empty room under the last seat
