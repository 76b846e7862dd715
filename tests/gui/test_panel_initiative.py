"""What a panel shows of the initiative, the dungeons and the monarch cards: the token on the
holder's panel only (it moves with the initiative), the dungeon map with the marker's room filled
and each room's ability in its tooltip, and the cards' chips that say a card left. At 8 players
in a 1280 x 720 window the crown, the token and the map cover nothing and leave the life total
large."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPolygonF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app import describe
from companion.app.session import GameSession
from companion.app.widgets.dungeon_map import ACCENT, lay_out_map
from companion.app.widgets.panel_parts import WORD_WRAP
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.widgets.table import TableView
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    CardLeaves,
    Concede,
    NewGame,
    TakeInitiative,
    Venture,
)
from companion.shell.card_summaries import SUMMARIES
from companion.shell.game_texts import ROOMS
from companion.shell.messages import msg, room_key
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
JAILER = "Palace Jailer"
STARSCREAM = "Starscream, Power Hungry // Starscream, Seeker Leader"
TOMB = "Tomb of Annihilation"


def make_table(qtbot: QtBot, session: GameSession, w: int = 1600, h: int = 900) -> TableView:
    table = TableView(session)
    qtbot.addWidget(table)
    table.resize(w, h)
    table.show()
    qtbot.waitExposed(table)
    return table


def panel_of(table: TableView, name: str) -> PlayerPanel:
    panel = table.panel(name)
    assert panel is not None
    return panel


def token_shown(panel: PlayerPanel) -> bool:
    return panel.token is not None and panel.token.isVisible()


def keys(panel: PlayerPanel, kind: str) -> list[object]:
    """The keys of the parts of `kind` shown, in order (numbers first)."""
    found = [part.key[1] for part in panel.parts() if part.key[0] == kind]
    return sorted(found, key=lambda k: (not isinstance(k, int), str(k).zfill(3)))


# -- the initiative's token -----------------------------------------------------------------------


def test_the_token_is_on_the_holders_panel_only_and_moves(
    qtbot: QtBot, session: GameSession
) -> None:
    table = make_table(qtbot, session)
    assert not any(token_shown(p) for p in table.panels())
    session.do(TakeInitiative("Ben"))
    assert [p.name for p in table.panels() if token_shown(p)] == ["Ben"]
    ben = panel_of(table, "Ben")
    token = ben.token
    assert token is not None
    assert token.accessibleName() == "Ben has the initiative"
    assert "Ben has the initiative." in token.toolTip()
    # Where the panel keeps its place, turned with the panel (Ben sits across the table).
    part = ben.part(("initiative",))
    assert part is not None
    assert token.geometry() == ben.transform().mapRect(part.rect).toAlignedRect()
    assert token.angle == ben.angle == 180
    session.do(TakeInitiative("Dee", "Aarakocra Sneak"))
    assert [p.name for p in table.panels() if token_shown(p)] == ["Dee"]
    assert panel_of(table, "Dee").token.accessibleName() == "Dee has the initiative"  # type: ignore[union-attr]
    assert ben.part(("initiative",)) is None
    session.undo()
    assert [p.name for p in table.panels() if token_shown(p)] == ["Ben"]
    # The holder leaves: the initiative passes on (CR 726.4), the token with it.
    session.do(Concede("Ben"))
    holder = session.state.initiative
    assert holder is not None and holder != "Ben"
    assert [p.name for p in table.panels() if token_shown(p)] == [holder]


def test_the_token_sits_beside_the_crown(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    session.do(BecomeMonarch("Ann"))
    session.do(TakeInitiative("Ann"))
    ann = panel_of(table, "Ann")
    crown, token = ann.part(("crown",)), ann.part(("initiative",))
    assert crown is not None and token is not None
    assert not crown.rect.intersects(token.rect)
    # Side by side (or one above the other), about as large as each other.
    assert 0.7 < token.rect.height() / crown.rect.height() < 1.3


def test_a_click_on_the_token_selects_its_player(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    session.do(TakeInitiative("Cid"))
    token = panel_of(table, "Cid").token
    assert token is not None
    with qtbot.waitSignal(table.playerSelected) as selected:
        qtbot.mouseClick(token, pytest.importorskip("PySide6.QtCore").Qt.MouseButton.LeftButton)
    assert selected.args == ["Cid"]


# -- the dungeon map ------------------------------------------------------------------------------


def pixel_at(panel: PlayerPanel, point: QPointF) -> QColor:
    image = panel.grab().toImage()
    return image.pixelColor(panel.to_widget(point))


def test_the_map_shows_the_markers_room(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    ben = panel_of(table, "Ben")
    assert ben.part(("dungeon",)) is None  # no dungeon ever: no map
    session.do(TakeInitiative("Ben"))
    session.do(Venture("Ben"))
    assert ben.part(("dungeon",)) is not None
    assert ben.content is not None and ben.content.dungeon is not None
    assert ben.content.dungeon.room == "Secret Entrance"
    assert set(keys(ben, "room")) == {
        "Secret Entrance", "Forge", "Lost Well", "Trap!", "Arena", "Stash", "Archives",
        "Catacombs", "Throne of the Dead Three",
    }
    session.do(TakeInitiative("Ben"))
    session.do(Venture("Ben", "Lost Well"))
    mark = ben.content.dungeon
    assert mark.room == "Lost Well"
    # The marker's room is filled with the map's teal, on screen, turned with the panel.
    slot = ben.part(("dungeon",))
    assert slot is not None
    spots = {s.name: s for s in lay_out_map(mark.dungeon, 0, slot.rect).rooms}
    filled, empty = pixel_at(ben, spots["Lost Well"].center), pixel_at(ben, spots["Forge"].center)
    assert filled == QColor(ACCENT)
    assert empty != QColor(ACCENT)


def test_a_rooms_tooltip_says_its_ability(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    session.do(Venture("Cid", None, TOMB, "Nadaar"))
    cid = panel_of(table, "Cid")
    here, next_room = cid.part(("room", "Trapped Entry")), cid.part(("room", "Oubliette"))
    assert here is not None and next_room is not None
    assert "Trapped Entry" in here.tooltip
    assert ROOMS["Trapped Entry"].source in here.tooltip  # said by the translator ("Dungeons")
    assert describe.say(msg(room_key("Oubliette"))) in next_room.tooltip.replace("&#x27;", "'")
    assert "The venture marker is here." in here.tooltip
    assert "The marker can go here next." in next_room.tooltip
    whole = cid.part(("dungeon",))
    assert whole is not None and "Cid is in Tomb of Annihilation, in Trapped Entry." in (
        whole.tooltip
    )


def test_a_completed_dungeon_leaves_its_count(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    for room in ("Trapped Entry", "Oubliette", "Cradle of the Death God"):
        session.do(Venture("Dee", room, TOMB, "Nadaar"))
    dee = panel_of(table, "Dee")
    assert session.state.player("Dee").dungeons_completed == 1
    assert dee.part(("dungeon",)) is not None  # ✓1
    assert keys(dee, "room") == []
    assert dee.content is not None and dee.content.dungeon is not None
    assert dee.content.dungeon.completed == 1
    session.do(Venture("Dee", None, "Lost Mine of Phandelver", "Nadaar"))  # a second one
    assert "Cave Entrance" in keys(dee, "room")


# -- the cards ------------------------------------------------------------------------------------


def test_card_chips_come_and_go(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    ann = panel_of(table, "Ann")
    assert keys(ann, "card") == []
    session.do(CardEnters("Ann", JAILER))
    session.do(CardEnters("Ann", STARSCREAM))
    assert keys(ann, "card") == [0, 1]
    assert [ann.part(("card", i)).text for i in (0, 1)] == [JAILER, "Starscream"]  # type: ignore[union-attr]
    tip = ann.part(("card", 0)).tooltip  # type: ignore[union-attr]
    assert JAILER in tip and SUMMARIES[JAILER].source.split(".")[0] in tip
    # A tap offers "leaves the battlefield", which takes the card off.
    ann.click(("card", 0))
    menu = ann.card_menu
    assert menu is not None
    actions = menu.actions()
    assert [a.text() for a in actions] == [f"{JAILER} leaves the battlefield"]
    actions[0].trigger()
    assert [p.card for p in session.state.player("Ann").cards] == [STARSCREAM]
    assert session.game is not None and session.game.entries[-1].action == CardLeaves("Ann", JAILER)
    assert [ann.part(("card", i)).text for i in keys(ann, "card")] == ["Starscream"]  # type: ignore[union-attr]
    session.do(CardLeaves("Ann", STARSCREAM))
    assert keys(ann, "card") == []


def test_once_the_game_is_over_a_card_chip_offers_nothing(
    qtbot: QtBot, session: GameSession
) -> None:
    table = make_table(qtbot, session)
    session.do(CardEnters("Ann", JAILER))
    ann = panel_of(table, "Ann")
    assert ann.part(("card", 0)).enabled  # type: ignore[union-attr]
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    assert session.state.game_over
    chip = ann.part(("card", 0))
    assert chip is not None and chip.text == JAILER and not chip.enabled
    ann.click(("card", 0))
    assert ann.card_menu is None


def test_more_cards_than_room_make_one_row_and_plus_n(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session, 1000, 600)
    cards = ["Court of Grace", "Queen Marchesa", "Knights of the Black Rose", "Archivist of Gondor",
             "Court of Ambition", "Throne Warden"]
    for card in cards:
        session.do(CardEnters("Ben", card))
    ben = panel_of(table, "Ben")
    shown = keys(ben, "card")
    assert "more" in shown and 0 < len(shown) - 1 < len(cards)
    rows = {round(ben.part(("card", k)).rect.top()) for k in shown}  # type: ignore[union-attr]
    assert len(rows) == 1
    more = ben.part(("card", "more"))
    assert more is not None and more.text == f"+{len(cards) - (len(shown) - 1)}"
    hidden = cards[len(shown) - 1 :]
    assert all(name in more.tooltip for name in hidden)
    ben.click(("card", "more"))
    assert ben.card_menu is not None
    assert [a.property("card") for a in ben.card_menu.actions()] == hidden


# -- room at 8 players ----------------------------------------------------------------------------


def inked(panel: PlayerPanel, kinds: tuple[str, ...]) -> list[tuple[str, QPolygonF]]:
    """Where the texts of the parts of `kinds` are inked, in the table's coordinates."""
    boxes = []
    for part in panel.parts():
        if part.key[0] not in kinds or not part.text:
            continue
        metrics = QFontMetricsF(part.font(panel.font()))
        box = QRectF(part.rect)
        if not part.align & WORD_WRAP:
            box = QRectF(0, 0, min(box.width(), metrics.horizontalAdvance(part.text)),
                         min(box.height(), metrics.capHeight() * 1.05))
            box.moveCenter(part.rect.center())
            if part.align & 0x01:
                box.moveLeft(part.rect.left())
            elif part.align & 0x02:
                box.moveRight(part.rect.right())
        polygon = panel.transform().map(QPolygonF(box)).translated(QPointF(panel.pos()))
        boxes.append((repr(part.key), polygon))
    return boxes


def in_table(panel: PlayerPanel, rect: QRectF) -> QPolygonF:
    return panel.transform().map(QPolygonF(rect)).translated(QPointF(panel.pos()))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_eight_players_the_marks_cover_nothing(
    qtbot: QtBot, make_session: Callable[..., GameSession], size: tuple[int, int]
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(NAMES, 40))
    try:
        window.show()
        qtbot.waitExposed(window)
        table, crown_layer = window.game_page.table, window.game_page.crown
        bare = {n: panel_of(table, n).part(("total",)).pixels for n in NAMES}  # type: ignore[union-attr]
        # Each seat in turn holds everything: the crown, the initiative, a dungeon, two cards.
        for holder in NAMES:
            session.do(BecomeMonarch(holder))
            session.do(TakeInitiative(holder))
            session.do(Venture(holder))
            session.do(CardEnters(holder, JAILER))
            session.do(CardEnters(holder, STARSCREAM))
            QApplication.processEvents()
            panel = panel_of(table, holder)
            crown = crown_layer.crown_target()
            token = panel.token
            assert crown is not None and token is not None and token.isVisible()
            token_box = QRect(token.mapTo(table, token.rect().topLeft()), token.size())
            slot = panel.part(("dungeon",))
            assert slot is not None
            map_box = in_table(panel, slot.rect)
            marks = {
                "crown": QPolygonF(QRectF(crown)),
                "token": QPolygonF(QRectF(token_box)),
                "map": map_box,
            }
            panel_box = QRectF(table.panel_rect(holder))
            for name, shape in marks.items():
                assert panel_box.contains(shape.boundingRect()), (holder, name)
            names = list(marks)
            for i, a in enumerate(names):
                for b in names[i + 1 :]:
                    overlap = marks[a].intersected(marks[b]).boundingRect()
                    assert overlap.width() * overlap.height() < 1, (holder, a, b)
            texts = inked(panel, ("name", "status", "total", "life", "card", "caption", "menu"))
            for name, shape in marks.items():
                for what, box in texts:
                    overlap = shape.intersected(box).boundingRect()
                    assert overlap.width() * overlap.height() < 1, (holder, name, what)
            # The life total stays large: no smaller than 60% of what it is without the marks and
            # the cards (whose row is a finger's 40 px, issue 28 item 4), and read across a table.
            total = panel.part(("total",))
            assert total is not None and total.pixels >= 0.6 * bare[holder], holder
            assert total.pixels >= 36, holder
            # The cards keep to one row of chips.
            assert len({round(panel.part(("card", k)).rect.top())  # type: ignore[union-attr]
                        for k in keys(panel, "card")}) == 1
            session.do(CardLeaves(holder, JAILER))
            session.do(CardLeaves(holder, STARSCREAM))
    finally:
        session.close()
