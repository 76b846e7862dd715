"""The Invite phones dock: the pod's switch, its address, the join codes and the seats.

Off until the host turns it on: nothing is served, and the server (`companion.pod.server`, with
Qt's HTTP and WebSocket modules) is not even imported before then. On, it shows one big QR code at
a time: the table's ("any free seat": the phone picks its seat) or one seat's (the host hands that
code to the player), as large as the dock allows (a click shows it as large as the screen allows),
its link on one line with Copy, and per seat whether a phone is connected, with Revoke (the seat
gets a new code; its phones are cut off) and "All totals" (the host lets that seat's phone change
everyone's totals; Revoke, another game or turning the pod off takes it back). When eight seats
and the smallest code that scans do not fit the dock's height, it scrolls.

The main window docks one `PodControls` and, for `--pod-port N`, sets `port` and `host` and calls
`start()`. Everything shown is read from the server (`url`, `join_url()`, `seat_url()`,
`phones()`, `granted()`) when it says something changed; nothing here keeps the game's state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.app.pod.addresses import LOOPBACK, lan_addresses
from companion.app.pod.qr import MAX_MODULE, MIN_MODULE, QrView, QrWindow
from companion.app.pod.seats import SEAT_BUTTONS, SeatRow
from companion.app.pod.server_api import MakeServer, Server
from companion.app.retranslating import Retranslating
from companion.app.serving import LinkField, server_switch
from companion.app.session import GameSession
from companion.app.words import word

DEFAULT_PORT = 47900
TABLE = ""  # the code shown: the table's join link, or a seat's name
DOCK_SHARE = 0.25  # the most of the window's width the dock asks for, to show a larger code


def real_server(session: GameSession, port: int, host: str) -> Server:
    """The pod's server, imported on first use (Qt's network modules with it)."""
    from companion.pod.server import PodServer

    return PodServer(session, port=port, host=host)


class PodControls(Retranslating, QWidget):
    """Signals: `runningChanged(bool)`; `shownChanged(str)`: the code on show ("" the table's,
    else a seat's name)."""

    runningChanged = Signal(bool)
    shownChanged = Signal(str)

    def __init__(
        self,
        session: GameSession,
        parent: QWidget | None = None,
        *,
        port: int = DEFAULT_PORT,
        host: str | None = None,
        make_server: MakeServer | None = None,
        addresses: Callable[[], list[str]] = lan_addresses,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PodControls")
        self.session = session
        self.port = port
        self.server: Server | None = None
        self.shown = TABLE
        self.error = ""  # why the last start failed, shown until the next start
        self._make_server = make_server or real_server
        self._seats: list[str] = []
        self.seat_rows: dict[str, SeatRow] = {}

        self.toggle = server_switch()  # the overlay's switch: unmistakably on
        self.toggle.toggled.connect(self._toggled)
        self.host_label = QLabel()
        self.host = QComboBox()
        self.host.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.host_label.setBuddy(self.host)
        self._addresses = [*addresses()]
        self._fill_hosts(host)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.large: QrWindow | None = None  # the code as large as the screen allows, once asked
        self._build_code_box()
        self._build_seats()
        self.host.currentIndexChanged.connect(self._reserve_link)
        self._build_column()

        # Queued: the server hears a new game first and drops the old codes; then we read.
        queued = QtCore.Qt.ConnectionType.QueuedConnection
        session.reset.connect(self._refresh, queued)
        # Not on every change: a game's seats are its players, fixed; the phones at them change
        # with the server's phonesChanged (0.4 ms an action saved, pod_latency.py).
        self.retranslate()
        self._refresh()

    def _build_column(self) -> None:
        """The switch, the address, the code and the seats, one under the other."""
        top = QHBoxLayout()
        top.addWidget(self.toggle)
        top.addStretch(1)
        address = QHBoxLayout()
        address.addWidget(self.host_label)
        address.addWidget(self.host, 1)
        # Everything in one column that scrolls when it cannot fit (eight seats at 720 p with a
        # long caption): nothing is squeezed over anything else. The room left at the bottom.
        self.body = QWidget()
        self.body.setObjectName("PodBody")
        self._column_layout = layout = QVBoxLayout(self.body)
        layout.addLayout(top)
        layout.addLayout(address)
        layout.addWidget(self.status)
        layout.addWidget(self.code_box)
        layout.addLayout(self.seat_grid)
        layout.addStretch(1)
        self.column = FitScroll()
        self.column.setWidget(self.body)
        self.column.viewport().installEventFilter(self)
        self.body.installEventFilter(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.column)

    def _build_code_box(self) -> None:
        """The code on show, its words and its link with Copy."""
        self.qr = QrView()
        self.qr.set_module(MIN_MODULE)  # until the dock's size is known (fit_code)
        self.qr.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.qr.clicked.connect(self.show_large)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # a seat's name, as text
        self.caption.setAlignment(QtCore.Qt.AlignmentFlag.AlignHCenter)
        self.url = LinkField()  # its secret cut to its room; whole in its tooltip and focused
        self.url.setObjectName("PodLink")
        self.copy = QPushButton()
        self.copy.setStyleSheet(SEAT_BUTTONS)  # as compact as the seats' (the link's room)
        self.copy.clicked.connect(self.copy_url)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.copy)
        self.code_box = QWidget()
        code_layout = QVBoxLayout(self.code_box)
        code_layout.setContentsMargins(0, 0, 0, 0)
        code_layout.addWidget(self.qr)
        code_layout.addWidget(self.caption)
        code_layout.addLayout(url_row)

    def _build_seats(self) -> None:
        """The table's code first, then one row per player (built when the players are known)."""
        self.codes = QButtonGroup(self)
        self.codes.setExclusive(True)
        self.codes.buttonClicked.connect(self._code_clicked)
        self.table_code = QPushButton()
        self.table_code.setStyleSheet(SEAT_BUTTONS)
        self.table_code.setCheckable(True)
        self.table_code.setChecked(True)
        self.table_code.setProperty("seat", TABLE)
        self.codes.addButton(self.table_code)
        self.table_label = QLabel()
        self.seat_grid = QGridLayout()
        self.seat_grid.setContentsMargins(0, 4, 0, 0)
        self.seat_grid.setVerticalSpacing(2)
        self.seat_grid.setColumnStretch(1, 1)
        self.seat_grid.addWidget(self.table_label, 0, 0, 1, 2)
        self.seat_grid.addWidget(self.table_code, 0, 2)
        # The check boxes' heading, over their column (and Revoke's: a box is narrow).
        self.grant_header = QLabel()
        self.grant_header.setObjectName("PodGrantHeader")
        self.grant_header.setAlignment(
            QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignBottom
        )
        self.seat_grid.addWidget(self.grant_header, 1, 3, 1, 2)

    # -- the code's size --------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.column.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_code()
        elif watched is self.body and event.type() == QEvent.Type.LayoutRequest:
            self.column.updateGeometry()  # the column's least width is its content's: the dock's
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide enough for the largest code where the window is wide (a quarter of it at the
        most: the table keeps its room); the dock takes it when it opens."""
        hint = super().sizeHint()
        margins = self._column_layout.contentsMargins()
        extra = hint.width() - self.body.minimumSizeHint().width() + margins.left() + \
            margins.right()
        largest = self.qr.side() * MAX_MODULE + extra
        share = int(self.window().width() * DOCK_SHARE)
        return QSize(max(hint.width(), min(largest, share)), hint.height())

    def fit_code(self) -> None:
        """The code as large as the dock lets it be, in whole pixels per module: as wide as the
        column, and as high as what the rest leaves (MIN_MODULE at the least: the column then
        scrolls; MAX_MODULE at the most)."""
        if not self.code_box.isVisibleTo(self):
            return
        layout = self._column_layout
        margins = layout.contentsMargins()
        viewport = self.column.viewport()
        width = viewport.width()
        side = self.qr.side()
        total = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else \
            layout.totalSizeHint().height()
        rest = total - self.qr.minimumHeight()  # its fixed height
        across = (width - margins.left() - margins.right()) // side
        down = (viewport.height() - rest) // side
        self.qr.set_module(max(MIN_MODULE, min(across, down, MAX_MODULE)))

    # -- words ------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.toggle.setText(self.tr("Phones can join"))
        self.toggle.setToolTip(
            self.tr("Serve the phone page on this address. Off: nothing is served.")
        )
        self.copy.setText(word("copy"))
        self.copy.setToolTip(self.tr("Copy the link of the code on show"))
        self.table_label.setText(self.tr("Any free seat"))
        #: Heading of the Invite phones dock's column of check boxes, one a seat: checked, that
        #: seat's phone may change every player's totals, not only its own (keep it short)
        self.grant_header.setText(self.tr("All totals"))
        self.table_code.setText(word("code"))
        self.table_code.setToolTip(self.tr("Show the table's code: a phone picks its seat"))
        self.host_label.setText(self.tr("&Address:"))
        self.host.setToolTip(self.tr("The address phones reach this computer at"))
        #: Tooltip of the QR code in the Invite phones dock: a click opens a large window
        self.qr.setToolTip(self.tr("Click to show the code large, to scan from across the table"))
        self._name_hosts()
        for row in self.seat_rows.values():
            row.retranslate()
            row.grant.setAccessibleName(self.grant_header.text())
        self._refresh()
        self.column.updateGeometry()  # other words, another width

    # -- the address ------------------------------------------------------------------------------

    def _name_hosts(self) -> None:
        for i in range(self.host.count()):
            address = str(self.host.itemData(i))
            if address == LOOPBACK:
                self.host.setItemText(i, self.tr("{address} (this computer only)").format(
                    address=address))
            else:
                self.host.setItemText(i, address)

    def _fill_hosts(self, wanted: str | None) -> None:
        for address in [*self._addresses, LOOPBACK]:
            self.host.addItem(address, address)
        if wanted is not None:
            self.set_host(wanted)

    def set_host(self, address: str) -> None:
        """Bind `address` next time the pod starts (one the machine has, or loopback; another
        one, given with --pod-host, is added to the choices)."""
        index = self.host.findData(address)
        if index < 0:
            self.host.addItem(address, address)
            index = self.host.count() - 1
            self._name_hosts()
        self.host.setCurrentIndex(index)

    @property
    def host_address(self) -> str:
        return str(self.host.currentData() or LOOPBACK)

    # -- on and off -------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self) -> bool:
        """Serve on the chosen address and `self.port`; False (and the reason shown) if it
        cannot listen."""
        if self.server is not None:
            return True
        server = self._make_server(self.session, self.port, self.host_address)
        try:
            ok = server.start()
            reason = str(getattr(server, "error", "") or "")
        except OSError as exc:
            ok, reason = False, str(exc)
        if not ok:
            server.deleteLater()
            self.error = reason or self.tr("the address or the port is not available")
            self._set_toggle(False)
            self._refresh()
            return False
        self.server = server
        self.error = ""
        server.phonesChanged.connect(self._refresh_seats)
        self._set_toggle(True)
        self._refresh()
        self.runningChanged.emit(True)
        return True

    def stop(self) -> None:
        """Stop serving: every phone is cut off and every code forgotten."""
        server = self.server
        if server is None:
            return
        self.server = None
        server.stop()
        server.deleteLater()
        self._set_toggle(False)
        self._refresh()
        self.runningChanged.emit(False)

    def _set_toggle(self, on: bool) -> None:
        with QtCore.QSignalBlocker(self.toggle):
            self.toggle.setChecked(on)

    def _toggled(self, on: bool) -> None:
        if on:
            self.start()
        else:
            self.stop()

    # -- the codes --------------------------------------------------------------------------------

    def show_code(self, seat: str = TABLE) -> None:
        """Show the table's code (`TABLE`) or `seat`'s."""
        if seat != TABLE and seat not in self.seat_rows:
            seat = TABLE
        button = self.table_code if seat == TABLE else self.seat_rows[seat].code
        button.setChecked(True)
        if seat != self.shown:
            self.shown = seat
            self.shownChanged.emit(seat)
        self._refresh_code()

    def shown_url(self) -> str:
        """The link of the code on show ("" while the pod is off, or without a game)."""
        if self.server is None:
            return ""
        if self.shown == TABLE:
            return self.server.join_url()
        return self.server.seat_url(self.shown)

    def copy_url(self) -> None:
        url = self.shown_url()
        if url:
            QGuiApplication.clipboard().setText(url)

    def show_large(self) -> QrWindow | None:
        """The code on show in a window as large as the screen allows (None while off); it
        follows the code on show until closed."""
        if not self.shown_url():
            return None
        if self.large is None:
            self.large = QrWindow(self)
        self._refresh_code()
        self.large.open_large()
        return self.large

    def revoke(self, player: str) -> None:
        """`player`'s seat gets a new code; the phones that had the old one are cut off (and
        what the host granted the seat is taken back)."""
        if self.server is not None:
            self.server.revoke(player)
        self._refresh()  # the new code on show at once, whatever the server says when

    def grant_all(self, player: str, granted: bool) -> None:
        """Let `player`'s phone change everyone's totals, or take that back."""
        if self.server is not None:
            self.server.grant_all(player, granted)
        self._refresh_seats()  # what the server says now

    def _code_clicked(self, button: QAbstractButton) -> None:
        self.show_code(str(button.property("seat") or TABLE))

    # -- showing ----------------------------------------------------------------------------------

    def _refresh(self, *_args: object) -> None:
        self._refresh_seats()
        running = self.server is not None
        self.host.setEnabled(not running)
        self._reserve_link()
        self.code_box.setVisible(running)
        if not running and self.error:
            self.status.setText(
                self.tr("Phones cannot join: {error}").format(error=self.error)
            )
        elif not running:
            self.status.setText(self.tr("Off: nothing is served until you turn it on."))
        elif self.host_address == LOOPBACK:
            self.status.setText(self.tr("On, for this computer only: phones cannot reach it."))
        else:
            self.status.setText(
                self.tr("On: phones on this network scan a code to join.")
            )
        self._refresh_code()

    def _reserve_link(self) -> None:
        """The link's field as wide as the chosen address (and port) and a bit of the secret:
        what a person reads of it is never cut, and the dock does not widen when it starts."""
        host = self.host_address
        host = f"[{host}]" if ":" in host else host
        port = self.port or 65535  # 0: any free port, up to five digits
        self.url.setMinimumWidth(self.url.width_for(f"http://{host}:{port}/pod#seat=ab…yz"))

    def _refresh_code(self) -> None:
        url = self.shown_url()
        self.qr.set_url(url)
        self.url.set_link(url)
        self.copy.setEnabled(bool(url))
        if not self.session.has_game:
            self.caption.setText(self.tr("Start or open a game: its players are the seats"))
        elif self.shown == TABLE:
            self.caption.setText(self.tr("Scan to join, then pick your seat"))
        else:
            self.caption.setText(
                self.tr("Only for {player}: scan to join at this seat").format(player=self.shown)
            )
        large = self.large
        if large is not None:
            if url:
                large.show_code(url, self.caption.text())
                # The title of the window that shows the pod's QR code large
                large.setWindowTitle(word("invite_phones"))
            else:
                large.close()  # off: no code to show
        self.fit_code()

    def _refresh_seats(self, *_args: object) -> None:
        seats = [*self.session.state.names] if self.session.has_game else []
        if seats != self._seats:
            self._rebuild_seats(seats)
        phones: dict[str, list[str]] = {seat: [] for seat in seats}
        if self.server is not None:
            for phone in self.server.phones():
                phones.setdefault(phone.seat, []).append(phone.address)
        running = self.server is not None
        self.table_code.setEnabled(running)
        for seat, row in self.seat_rows.items():
            row.show_phones(phones.get(seat, []), running)
            row.show_grant(running and self.server is not None and self.server.granted(seat))
        if self.shown != TABLE and self.shown not in self.seat_rows:
            self.show_code(TABLE)

    def _rebuild_seats(self, seats: list[str]) -> None:
        for row in self.seat_rows.values():
            self.codes.removeButton(row.code)
            row.remove()
        self.seat_rows = {}
        self.grant_header.setVisible(bool(seats))
        for i, seat in enumerate(seats, start=2):  # under the table's row and the heading
            row = SeatRow(seat, self)
            row.grant.setAccessibleName(self.grant_header.text())
            row.code.setProperty("seat", seat)
            self.codes.addButton(row.code)
            row.revoke.clicked.connect(lambda _=False, s=seat: self.revoke(s))
            row.grant.clicked.connect(lambda on, s=seat: self.grant_all(s, on))
            row.place(self.seat_grid, i)
            self.seat_rows[seat] = row
        self._seats = seats
        self.column.updateGeometry()  # the widest name may be another


class FitScroll(QScrollArea):
    """The dock's one column, scrolling up and down when it must, never sideways: as wide as
    its content at the least (a scroll bar's width kept for when it shows), so that no word is
    cut and nothing is drawn over anything else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PodScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _width(self, inner: QSize) -> int:
        bar = self.verticalScrollBar().sizeHint().width()
        return inner.width() + bar + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        widget = self.widget()
        if widget is None:
            return super().minimumSizeHint()
        return QSize(self._width(widget.minimumSizeHint()), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint()
        return QSize(self._width(widget.minimumSizeHint()), hint.height())
