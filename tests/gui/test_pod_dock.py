"""View > Invite phones: the pod's dock. Off by default (nothing built, nothing served); turned on
it serves on the chosen address and shows the table's join code and each seat's, which a phone
decodes to the link beside it; the seats say who is connected, Revoke cuts a seat's phones off and
All totals grants a seat everyone's totals (until revoked, or the game ends); names are shown as
text. At 1280x720 and 1920x1080, with four and eight players, in English, German and Chinese,
nothing is drawn over anything else or cut: every word whole, the link's address whole (its secret
cut only in the middle), the code as large as the room allows with no empty band around it; too
short a dock scrolls. A click on the code shows it large.

Most tests drive a stand-in with `PodServer`'s API (tests/gui/fake_pod.py), to say what the dock
does with each answer; the ones that ask for `real_pod` drive the real server on loopback, with a
test phone (tests/pod/phones.py) at a seat. The server's own tests are in tests/pod/.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import segno

# Imported at collection time: the first import of QtHttpServer prints a Qt message that would
# otherwise fail whichever test happened to import it first (as tests/pod/conftest.py does).
from PySide6 import QtHttpServer  # noqa: F401
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from companion.app import i18n
from companion.app.pod import controls as pod_controls
from companion.app.pod.controls import TABLE, PodControls
from companion.app.pod.qr import BORDER, GOOD_MODULE, MIN_MODULE, QrView
from companion.app.serving import LinkField
from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame
from companion.pod.server import PodServer
from companion.shell.settings import Settings
from tests.gui.fake_pod import FakePodServer
from tests.pod.phones import RawPhone, until

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

REPO = Path(__file__).resolve().parents[2]
EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")


@pytest.fixture
def real_pod() -> None:
    """This test drives the real PodServer (on loopback)."""


@pytest.fixture(autouse=True)
def fake_server(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if "real_pod" in request.fixturenames:
        yield
        return
    FakePodServer.made.clear()
    monkeypatch.setattr(pod_controls, "real_server", FakePodServer)
    yield
    FakePodServer.made.clear()


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _window(qtbot: QtBot, players: tuple[str, ...] = ("Ann", "Ben", "Cid", "Dev"), *,
            log: bool = False) -> MainWindow:
    window = MainWindow(Settings(log_open=log))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.session.start(NewGame(players, 40))
    _settle()
    return window


def _on(window: MainWindow) -> PodControls:
    """Open the dock, choose loopback and turn the pod on, as a host would."""
    window.action("pod").trigger()
    controls = window.docks.pod_controls
    controls.set_host("127.0.0.1")
    controls.toggle.click()
    _settle()
    assert controls.running
    return controls


def _server(controls: PodControls) -> FakePodServer:
    server = controls.server
    assert isinstance(server, FakePodServer)
    return server


def read_modules(view: QrView) -> list[list[bool]]:
    """The modules as painted on screen: the centre pixel of each, dark or not (quiet zone off)."""
    image: QImage = view.grab().toImage()
    rect, module = view.code_rect(), view.module()
    side = rect.width() // module
    quiet = [
        image.pixelColor(rect.x() + module * i + module // 2, rect.y() + module // 2).lightness()
        for i in range(side)
    ]
    assert min(quiet) > 200  # the quiet zone's top row is white, whatever the theme
    return [
        [
            image.pixelColor(
                rect.x() + module * x + module // 2, rect.y() + module * y + module // 2
            ).lightness() < 128
            for x in range(BORDER, side - BORDER)
        ]
        for y in range(BORDER, side - BORDER)
    ]


def _expected(url: str) -> list[list[bool]]:
    return [[bool(bit) for bit in row] for row in segno.make(url, micro=False).matrix]


# -- off by default --------------------------------------------------------------------------------


def test_the_pod_is_off_until_the_host_turns_it_on(qtbot: QtBot) -> None:
    window = _window(qtbot)
    assert window.docks.pod_dock is None  # nothing of it is built before it is asked for
    action = window.action("pod")
    assert action.isCheckable() and not action.isChecked()
    assert "Invite phones" in action.text().replace("&", "")
    action.trigger()
    _settle()
    dock = window.docks.pod_dock
    assert dock is not None and dock.isVisible() and action.isChecked()
    controls = window.docks.pod_controls
    # Opening the dock serves nothing: no server built, no code shown, the switch off.
    assert FakePodServer.made == [] and controls.server is None
    assert not controls.toggle.isChecked() and not controls.qr.isVisible()
    assert controls.status.text() == "Off: nothing is served until you turn it on."
    # The address is the machine's local-network one unless the host chooses loopback.
    assert controls.host.itemData(controls.host.count() - 1) == "127.0.0.1"
    if controls.host.count() > 1:
        assert controls.host_address != "127.0.0.1"
    assert all(not row.revoke.isEnabled() for row in controls.seat_rows.values())
    action.trigger()  # closed again from the menu: the check mark follows
    _settle()
    assert not dock.isVisible() and not action.isChecked()


def test_turning_it_on_serves_on_the_chosen_address_and_off_stops_it(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    (server,) = FakePodServer.made
    assert server.running and server.host == "127.0.0.1" and server.port == controls.port
    assert controls.toggle.isChecked() and controls.qr.isVisible()
    assert not controls.host.isEnabled()  # the address is chosen while off
    assert controls.status.text() == "On, for this computer only: phones cannot reach it."
    assert controls.url.link() == server.join_url()
    controls.copy.click()
    assert QGuiApplication.clipboard().text() == server.join_url()
    controls.toggle.click()
    _settle()
    assert not server.running and controls.server is None and not controls.qr.isVisible()
    assert controls.host.isEnabled() and controls.url.link() == ""
    controls.toggle.click()  # on again: a new server (every old code forgotten)
    assert len(FakePodServer.made) == 2 and FakePodServer.made[1].running
    window.close()
    assert not FakePodServer.made[1].running  # closing the app stops it


def test_a_failed_start_says_why_and_stays_off(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(session: object, port: int, host: str) -> FakePodServer:
        server = FakePodServer(session, port, host)
        server.fail = "The address is not available"
        return server

    monkeypatch.setattr(pod_controls, "real_server", failing)
    window = _window(qtbot)
    window.docks.show_pod()
    controls = window.docks.pod_controls
    controls.toggle.click()
    assert controls.server is None and not controls.toggle.isChecked()
    assert controls.status.text() == "Phones cannot join: The address is not available"


def test_without_a_game_the_dock_says_the_seats_come_with_one(qtbot: QtBot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.docks.show_pod()
    controls = window.docks.pod_controls
    controls.set_host("127.0.0.1")
    controls.toggle.click()
    assert controls.running and controls.seat_rows == {}
    assert controls.caption.text() == "Start or open a game: its players are the seats"
    window.files.start_demo()
    _settle()
    assert list(controls.seat_rows) == list(window.session.state.names)
    assert controls.caption.text() == "Scan to join, then pick your seat"


# -- the codes ---------------------------------------------------------------------------------


def test_each_code_decodes_to_the_link_beside_it(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = _server(controls)
    assert controls.shown == TABLE
    assert controls.caption.text() == "Scan to join, then pick your seat"
    assert read_modules(controls.qr) == _expected(server.join_url())
    assert controls.url.link() == server.join_url()
    for seat in ("Ben", "Dev"):
        controls.seat_rows[seat].code.click()
        _settle()
        assert controls.shown == seat and controls.url.link() == server.seat_url(seat)
        assert controls.caption.text() == f"Only for {seat}: scan to join at this seat"
        assert read_modules(controls.qr) == _expected(server.seat_url(seat))
        controls.copy.click()
        assert QGuiApplication.clipboard().text() == server.seat_url(seat)
    controls.table_code.click()
    assert read_modules(controls.qr) == _expected(server.join_url())
    # Big enough to scan across a table: whole pixels per module, at least MIN_MODULE of them.
    assert controls.qr.module() >= MIN_MODULE
    assert controls.qr.rect().contains(controls.qr.code_rect())


def test_revoke_calls_through_and_the_seat_list_follows(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = _server(controls)
    rows = controls.seat_rows
    assert list(rows) == ["Ann", "Ben", "Cid", "Dev"]
    assert [r.phones.text() for r in rows.values()] == ["no phone"] * 4
    server.join("Ben", "127.0.0.1")
    assert rows["Ben"].phones.text() == "connected"
    assert rows["Ben"].phones.toolTip() == "<p style='white-space:pre'>127.0.0.1</p>"
    server.join("Ben", "127.0.0.2")
    assert rows["Ben"].phones.text() == "connected ×2"
    rows["Ben"].code.click()
    old = controls.url.link()
    rows["Ben"].revoke.click()
    assert server.revoked == ["Ben"]
    assert rows["Ben"].phones.text() == "no phone"
    # The code on show is the seat's new one: the old one, seen by anyone, no longer works.
    assert controls.url.link() == server.seat_url("Ben") != old
    assert read_modules(controls.qr) == _expected(controls.url.link())


def test_a_new_game_shows_its_own_seats_and_codes(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    controls.seat_rows["Dev"].code.click()
    old = controls.url.link()
    window.session.start(NewGame(("Eve", "Fay", "Gus"), 40))
    _settle()
    assert list(controls.seat_rows) == ["Eve", "Fay", "Gus"]
    assert controls.shown == TABLE  # Dev's seat is gone
    assert controls.url.link() == _server(controls).join_url() != old


def test_names_are_shown_as_text(qtbot: QtBot) -> None:
    hostile = "<b>Eve</b><img src=x>"
    window = _window(qtbot, ("Ann", hostile))
    controls = _on(window)
    row = controls.seat_rows[hostile]
    assert row.name.textFormat().name == "PlainText"
    assert hostile.startswith(row.name.text().removesuffix("…"))  # cut to its room, as text
    # Tooltips read markup as markup: the name's is escaped.
    for tip in (row.name.toolTip(), row.code.toolTip(), row.revoke.toolTip(), row.grant.toolTip()):
        assert "&lt;b&gt;Eve&lt;/b&gt;&lt;img src=x&gt;" in tip and "<b>" not in tip
    row.code.click()
    assert controls.caption.textFormat().name == "PlainText"
    assert controls.caption.text() == f"Only for {hostile}: scan to join at this seat"


# -- with the real server ----------------------------------------------------------------------


def test_with_the_real_server_a_phone_joins_and_revoke_cuts_it_off(
    qtbot: QtBot, real_pod: None
) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = controls.server
    assert isinstance(server, PodServer) and server.running
    assert server.url == f"http://127.0.0.1:{server.port}/pod"
    assert controls.url.link() == server.join_url() and "#join=" in server.join_url()
    assert read_modules(controls.qr) == _expected(server.join_url())
    rows = controls.seat_rows
    assert [r.phones.text() for r in rows.values()] == ["no phone"] * 4
    # Ben's phone, with the token of Ben's code as the dock shows it.
    rows["Ben"].code.click()
    ben_url = controls.url.link()
    assert read_modules(controls.qr) == _expected(ben_url)
    phone = RawPhone(server.ws_port, server.port)
    until(qtbot, [phone], lambda: phone.status is not None)
    assert phone.status == 101
    phone.hello(ben_url.split("#seat=", 1)[1])
    until(qtbot, [phone], lambda: rows["Ben"].phones.text() == "connected")
    assert phone.of_type("welcome")[0]["seat"] == "Ben"
    assert "127.0.0.1" in rows["Ben"].phones.toolTip()
    rows["Ben"].revoke.click()
    until(qtbot, [phone], lambda: phone.close_code is not None)
    assert phone.of_type("revoked") and phone.close_code == 4001
    assert rows["Ben"].phones.text() == "no phone"
    new_url = controls.url.link()
    assert new_url == server.seat_url("Ben") != ben_url  # the new code on show at once
    assert read_modules(controls.qr) == _expected(new_url)
    phone.close()
    controls.toggle.click()  # off: nothing is served any more
    assert not server.running and controls.server is None


def test_pod_port_flag_with_the_real_server(companion_home: Path, real_pod: None) -> None:
    result = _run_companion(
        "import sys\n"
        "from companion.cli import main\n"
        "rc = main(['--demo', '--pod-port', '0', '--pod-host', '127.0.0.1', '--smoke'])\n"
        "assert rc == 0 and 'companion.pod.server' in sys.modules\n",
        companion_home,
    )
    assert result.returncode == 0, result.stderr + result.stdout
    pod, *seats = [ln for ln in result.stdout.splitlines() if ln.startswith(("pod ", "seat "))]
    url = pod.removeprefix("pod ")
    assert url.startswith("http://127.0.0.1:") and url.split("#")[0].endswith("/pod")
    assert int(url.split(":")[2].split("/")[0]) > 0  # port 0 picked a free one, printed
    assert [line.split(" ")[1] for line in seats] == ["Ann", "Ben", "Cid", "Dee"]  # the demo's
    tokens = {url.split("#join=")[1]} | {line.rsplit("#seat=", 1)[1] for line in seats}
    assert len(tokens) == 5 and all(len(t) >= 43 for t in tokens)  # one secret each


# -- how it reads: 1280x720 and 1920x1080, four and eight players, three languages -----------------


LANGUAGES = ("en", "de", "zh_CN")  # German runs long; Chinese needs its own font


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Switch the app's language for one test (English again after it)."""
    yield lambda code: (i18n.switch(qapp, code), _settle())
    i18n.switch(qapp, "en")


def _inside(widget: QWidget, outer: QWidget) -> bool:
    rect = QRect(widget.mapTo(outer, widget.rect().topLeft()), widget.size())
    return outer.rect().contains(rect)


def _parts(controls: PodControls) -> list[QWidget]:
    """Every widget of the dock a person reads or uses, as shown now."""
    parts: list[QWidget] = [
        controls.toggle, controls.host_label, controls.host, controls.status, controls.qr,
        controls.caption, controls.url, controls.copy, controls.table_label, controls.table_code,
        controls.grant_header,
    ]
    for row in controls.seat_rows.values():
        parts += [row.name, row.phones, row.code, row.revoke, row.grant]
    return [part for part in parts if part.isVisible()]


def _where(widget: QWidget, controls: PodControls) -> QRect:
    return QRect(widget.mapTo(controls.body, widget.rect().topLeft()), widget.size())


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QAbstractButton, QLabel)) else ""
    return f"{type(widget).__name__}({widget.objectName()}) {text!r}"


def _reads_well(controls: PodControls) -> None:
    """Nothing over anything else, every word whole, nothing past the column's edges, and the
    column no wider than the dock (it never scrolls sideways)."""
    body, viewport = controls.body, controls.column.viewport()
    assert body.width() <= viewport.width()
    parts = _parts(controls)
    rects = [_where(part, controls) for part in parts]
    for part, rect in zip(parts, rects, strict=True):
        assert body.rect().contains(rect), _name(part)
        hint = part.sizeHint()
        if isinstance(part, QAbstractButton):
            assert part.width() >= hint.width(), _name(part)  # its words whole
        elif isinstance(part, QLabel) and part.wordWrap():
            assert part.height() >= part.heightForWidth(part.width()), _name(part)
        elif isinstance(part, QLabel):
            text = part.text().replace("&", "") if part.buddy() else part.text()  # a mnemonic
            need = QFontMetrics(part.font()).horizontalAdvance(text)
            assert need <= part.contentsRect().width(), _name(part)
    for i, (one, rect) in enumerate(zip(parts, rects, strict=True)):
        for other, other_rect in zip(parts[i + 1:], rects[i + 1:], strict=True):
            assert not rect.intersects(other_rect), f"{_name(one)} over {_name(other)}"
    if not controls.column.verticalScrollBar().isVisible():
        assert body.height() <= viewport.height()


def _link_reads_well(field: LinkField, url: str) -> None:
    """The link's field shows its address whole and its end, cut only in the middle of the
    secret, and no text past its edge; the whole link is its tooltip."""
    shown = field.text()
    assert url and field.link() == url
    assert field.fontMetrics().horizontalAdvance(shown) <= field.room(), shown
    assert field.cursorPosition() == 0  # scrolled to its start
    address = url[: url.index("=") + 1]  # http://HOST:PORT/pod#join=
    assert shown.startswith(address), shown
    if shown != url:
        start, end = shown[len(address):].split("…")
        assert len(start) >= 2 and len(end) >= 2 and url.endswith(end), shown
        assert url[len(address):].startswith(start), shown
    assert url in field.toolTip()


def _scannable(controls: PodControls, smallest: int = 180) -> None:
    """The code as drawn decodes to the link beside it; whole pixels per module, at least
    `smallest` pixels wide, with no empty band above or below it in its widget."""
    qr = controls.qr
    assert read_modules(qr) == _expected(controls.url.link())
    assert qr.module() >= MIN_MODULE and qr.code_rect().width() >= smallest
    assert qr.code_rect().top() == 0 and qr.code_rect().height() == qr.height()
    assert qr.rect().contains(qr.code_rect())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("log", [False, True])
def test_the_dock_reads_well_at_1280x720_with_eight_players(
    qtbot: QtBot, speak: Callable[[str], None], log: bool, lang: str
) -> None:
    speak(lang)
    window = _window(qtbot, EIGHT, log=log)
    controls = _on(window)
    server = _server(controls)
    server.join("Cid")
    controls.seat_rows["Benedikt"].grant.click()
    _settle()
    dock = window.docks.pod_dock
    assert dock is not None and dock.isVisible() and _inside(controls.column, dock)
    assert window.game_page.table.width() >= 0.55 * window.width()  # the table keeps its room
    # Eight seats fit without scrolling, the code large enough to scan from a seat nearby.
    assert not controls.column.verticalScrollBar().isVisible()
    buttons = controls.findChildren(QAbstractButton)
    # switch, Copy, the table's Code; per seat Code, Revoke and All totals
    assert len(buttons) == 3 + 3 * len(EIGHT)
    assert all(button.isVisible() for button in buttons)
    _reads_well(controls)
    _link_reads_well(controls.url, server.join_url())
    _scannable(controls)
    controls.seat_rows["Benedikt"].code.click()  # a seat's code: the same, for a long name too
    _settle()
    _reads_well(controls)
    _link_reads_well(controls.url, server.seat_url("Benedikt"))
    _scannable(controls)
    # Dragged as narrow as it goes, the dock keeps the width of its words.
    window.resizeDocks([dock], [60], Qt.Orientation.Horizontal)
    _settle()
    _reads_well(controls)
    _link_reads_well(controls.url, server.seat_url("Benedikt"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [4, 8])
def test_at_1920x1080_the_code_is_larger_and_reads_well(
    qtbot: QtBot, speak: Callable[[str], None], players: int, lang: str
) -> None:
    speak(lang)
    window = _window(qtbot, EIGHT[:players], log=True)
    window.resize(1920, 1080)
    controls = _on(window)
    _settle()
    assert window.game_page.table.width() >= 0.7 * window.width()
    assert not controls.column.verticalScrollBar().isVisible()
    _reads_well(controls)
    _link_reads_well(controls.url, _server(controls).join_url())
    _scannable(controls, smallest=300)  # some 8 cm at 96 dpi: read from across the corner
    assert controls.qr.module() > GOOD_MODULE


def test_four_players_at_1280x720_in_german(qtbot: QtBot, speak: Callable[[str], None]) -> None:
    window = _window(qtbot, EIGHT[:4], log=True)
    controls = _on(window)
    speak("de")  # switched while the dock is open: its words, its widths and its code follow
    assert controls.toggle.text() == "Handys können beitreten"
    assert not controls.column.verticalScrollBar().isVisible()
    _reads_well(controls)
    _link_reads_well(controls.url, _server(controls).join_url())
    _scannable(controls, smallest=240)


def test_a_long_lan_address_is_read_whole(qtbot: QtBot, speak: Callable[[str], None]) -> None:
    """The dock widens for the longest address the host may choose, so it never cuts it."""
    speak("zh_CN")  # the narrowest words: the field's own room decides
    window = _window(qtbot, EIGHT)
    window.action("pod").trigger()
    controls = window.docks.pod_controls
    controls.set_host("192.168.178.123")
    controls.toggle.click()
    _settle()
    server = _server(controls)
    assert server.host == "192.168.178.123"
    _reads_well(controls)
    _link_reads_well(controls.url, server.join_url())
    assert controls.url.text().startswith("http://192.168.178.123:47900/pod#join=")


def test_when_eight_seats_do_not_fit_the_dock_scrolls(qtbot: QtBot) -> None:
    window = _window(qtbot, EIGHT)
    controls = _on(window)
    dock = window.docks.pod_dock
    assert dock is not None
    dock.setFloating(True)  # a short dock of its own: less room than the seats and the code
    dock.resize(dock.width(), 420)
    _settle()
    bar = controls.column.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    assert controls.qr.module() == MIN_MODULE  # the code gave what it could first
    _reads_well(controls)  # squeezed over nothing: the column is taller than its view
    _scannable(controls, smallest=controls.qr.side() * MIN_MODULE)
    last = controls.seat_rows["Hal"].grant
    controls.column.ensureWidgetVisible(last)
    _settle()
    top = last.mapTo(controls.column.viewport(), last.rect().topLeft())
    assert controls.column.viewport().rect().contains(QRect(top, last.size()))


def test_the_link_is_cut_in_the_middle_of_its_secret_and_whole_when_focused(
    qtbot: QtBot,
) -> None:
    field = LinkField()
    qtbot.addWidget(field)
    link = "http://192.168.178.123:47900/pod#seat=" + "k" * 20 + "END"
    field.set_link(link)
    field.resize(field.width_for(link), 30)
    field.show()
    assert field.text() == link  # room enough: whole
    field.resize(field.width_for("http://192.168.178.123:47900/pod#seat=kk…ND"), 30)
    assert field.text() == "http://192.168.178.123:47900/pod#seat=kk…ND"
    field.resize(field.width_for("http://192.1…0/pod#seat=kk…ND") - 40, 30)
    shown = field.text()  # too little room for the address: cut in the middle, still no edge
    assert shown.startswith("http://") and shown.endswith("END") and "…" in shown
    assert field.fontMetrics().horizontalAdvance(shown) <= field.room()
    assert field.toolTip() == f"<p style='white-space:pre'>{link}</p>"
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    _settle()
    assert field.text() == link and field.selectedText() == link  # Ctrl+C copies it whole
    field.clearFocus()
    assert field.text() == shown


def test_the_code_opens_large_and_follows_the_code_on_show(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = _server(controls)
    assert controls.large is None
    qtbot.mouseClick(controls.qr, Qt.MouseButton.LeftButton, pos=controls.qr.code_rect().center())
    large = controls.large
    assert large is not None and large.isVisible()
    assert read_modules(large.qr) == _expected(server.join_url())
    assert large.qr.code_rect().width() > 2 * controls.qr.code_rect().width()
    assert large.caption.text() == "Scan to join, then pick your seat"
    controls.seat_rows["Ben"].code.click()
    assert read_modules(large.qr) == _expected(server.seat_url("Ben"))
    assert large.caption.text() == "Only for Ben: scan to join at this seat"
    controls.seat_rows["Ben"].revoke.click()  # the new code at once, there too
    assert large.qr.url == server.seat_url("Ben") == controls.url.link()
    qtbot.mouseClick(large.qr, Qt.MouseButton.LeftButton, pos=large.qr.code_rect().center())
    assert not large.isVisible()  # a click on it closes it
    controls.show_large()
    controls.toggle.click()  # off: no code to show
    assert not large.isVisible()
    assert controls.show_large() is None


# -- All totals: the host grants a seat everyone's totals ------------------------------------------


def test_all_totals_grants_a_seat_everyones_totals_until_revoked(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = _server(controls)
    rows = controls.seat_rows
    assert controls.grant_header.text() == "All totals"
    assert all(row.grant.isEnabled() and not row.grant.isChecked() for row in rows.values())
    assert "Ben’s phone may change everyone’s totals" in rows["Ben"].grant.toolTip()
    assert rows["Ben"].grant.accessibleName() == "All totals"
    rows["Ben"].grant.click()
    assert server.grants == [("Ben", True)] and server.granted("Ben")
    assert rows["Ben"].grant.isChecked()
    rows["Ben"].grant.click()
    assert server.grants[-1] == ("Ben", False) and not rows["Ben"].grant.isChecked()
    rows["Ben"].grant.click()
    rows["Ben"].revoke.click()  # a new code for the seat: what it was granted goes too
    assert not server.granted("Ben") and not rows["Ben"].grant.isChecked()
    rows["Cid"].grant.click()
    controls.toggle.click()  # off: nothing granted, nothing to grant
    assert not rows["Cid"].grant.isChecked() and not rows["Cid"].grant.isEnabled()
    controls.toggle.click()
    new = _server(controls)
    assert new is not server and not controls.seat_rows["Cid"].grant.isChecked()


def test_all_totals_goes_with_the_game(qtbot: QtBot) -> None:
    window = _window(qtbot)
    controls = _on(window)
    controls.seat_rows["Ann"].grant.click()
    window.session.start(NewGame(("Ann", "Ben"), 40))
    _settle()
    assert not _server(controls).granted("Ann")
    assert not controls.seat_rows["Ann"].grant.isChecked()


def test_with_the_real_server_all_totals_lets_a_phone_change_another_seat(
    qtbot: QtBot, real_pod: None
) -> None:
    window = _window(qtbot)
    controls = _on(window)
    server = controls.server
    assert isinstance(server, PodServer)
    rows = controls.seat_rows
    rows["Ann"].code.click()
    phone = RawPhone(server.ws_port, server.port)
    until(qtbot, [phone], lambda: phone.status is not None)
    phone.hello(controls.url.link().split("#seat=", 1)[1])
    until(qtbot, [phone], lambda: rows["Ann"].phones.text() == "connected")
    phone.do("a", "life", player="Ben", delta=-5)
    until(qtbot, [phone], lambda: phone.ack("a"))
    assert phone.ack("a")["ok"] is False  # type: ignore[index]
    rows["Ann"].grant.click()
    assert server.granted("Ann")
    phone.do("b", "life", player="Ben", delta=-5)
    until(qtbot, [phone], lambda: phone.ack("b"))
    assert phone.ack("b")["ok"] is True  # type: ignore[index]
    qtbot.waitUntil(lambda: window.session.state.player("Ben").life == 35, timeout=3000)
    rows["Ann"].revoke.click()  # the phone is cut off and the seat's grant is gone
    until(qtbot, [phone], lambda: phone.close_code is not None)
    assert not server.granted("Ann") and not rows["Ann"].grant.isChecked()
    phone.close()


# -- --pod-port ------------------------------------------------------------------------------------


def test_start_pod_prints_the_join_link_and_one_line_per_seat(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    window = _window(qtbot, ("Ann", "Ben Two"))
    assert window.docks.start_pod(0, "127.0.0.1")
    server = _server(window.docks.pod_controls)
    assert server.host == "127.0.0.1" and server.running
    assert capsys.readouterr().out.splitlines() == [
        f"pod {server.join_url()}",
        f"seat Ann {server.seat_url('Ann')}",
        f"seat Ben Two {server.seat_url('Ben Two')}",
    ]


def _run_companion(code: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COMPANION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )


def test_pod_port_flag_starts_the_pod_with_the_app_and_prints_the_links(
    companion_home: Path,
) -> None:
    code = (
        "import sys\n"
        "from companion.app.pod import controls\n"
        "from tests.gui.fake_pod import FakePodServer\n"
        "controls.real_server = FakePodServer\n"
        "from companion.cli import main\n"
        "rc = main(['--demo', '--pod-port', '0', '--pod-host', '127.0.0.1', '--smoke'])\n"
        "assert rc == 0\n"
    )
    result = _run_companion(code, companion_home)
    assert result.returncode == 0, result.stderr + result.stdout
    lines = [ln for ln in result.stdout.splitlines() if ln.startswith(("pod ", "seat "))]
    pod, *seats = lines
    assert pod.startswith("pod http://127.0.0.1:") and "/pod#join=" in pod
    names = [line.removeprefix("seat ").rsplit(" ", 1)[0] for line in seats]
    assert len(names) == 4 and len(set(names)) == 4  # the demo's four players, one line each
    for line in seats:
        url = line.rsplit(" ", 1)[1]
        assert url.startswith("http://127.0.0.1:") and "/pod#seat=" in url
    assert "first frame painted" in result.stdout  # and the app went on to start as usual


def test_pod_host_without_a_port_is_refused(companion_home: Path) -> None:
    result = _run_companion(
        "from companion.cli import main\nmain(['--pod-host', '127.0.0.1', '--smoke'])\n",
        companion_home,
    )
    assert result.returncode == 2 and "--pod-host needs --pod-port" in result.stderr
