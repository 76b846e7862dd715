"""The overlay's switch in the main window: start/stop, the URL with a copy button, the
local-network option (with its token), and the chroma-key window with its key colour.

The main window docks one `OverlayControls` and, for `--overlay-port N`, sets `port` and calls
`start()`. It builds it with the saved choices (`lan`, `key_color`) and saves them again when
`lanChanged` / `keyColorChanged` say the streamer changed them.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.app import i18n
from companion.app.overlay.chroma import ChromaWindow
from companion.app.retranslating import Retranslating
from companion.app.serving import server_switch
from companion.app.words import word
from companion.app.wrapping_check import WrappingCheckBox
from companion.overlay.server import OverlayServer
from companion.web.source import GameSource

DEFAULT_PORT = 47800
KEY_COLORS = ("#00FF00", "#0000FF", "#FF00FF")


class OverlayControls(Retranslating, QWidget):
    """Signals: `runningChanged(bool)`, `urlChanged(str)` ("" when stopped), and the streamer's
    choices to remember: `lanChanged(bool)`, `keyColorChanged(str)` ("#RRGGBB")."""

    runningChanged = Signal(bool)
    urlChanged = Signal(str)
    lanChanged = Signal(bool)
    keyColorChanged = Signal(str)

    def __init__(
        self,
        session: GameSource,
        port: int = DEFAULT_PORT,
        parent: QWidget | None = None,
        *,
        lan: bool = False,
        key_color: str = KEY_COLORS[0],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("OverlayControls")
        self.session = session
        self.port = port
        self.server: OverlayServer | None = None
        self.chroma: ChromaWindow | None = None
        self.error = ""  # why the last start failed, shown until the next start
        self.toggle = server_switch()  # green when on: a streamer glances at it mid-game
        self.toggle.toggled.connect(self._toggled)
        self.lan = WrappingCheckBox()  # its words wrap: the dock stays narrow
        self.lan.setChecked(lan)
        self.lan.toggled.connect(self.lanChanged)
        self.url = QLineEdit(readOnly=True)
        self.url.setMinimumWidth(160)  # it sits in a side dock; the text scrolls, Copy takes all
        self.copy = QPushButton()
        self.copy.clicked.connect(self.copy_url)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.key = QComboBox()
        # The three offered colours, and a colour from the settings file that is none of them.
        valid = key_color.startswith("#") and QColor.isValidColorName(key_color)
        wanted = QColor(key_color).name().upper() if valid else KEY_COLORS[0]
        self._colors = [*KEY_COLORS] if wanted in KEY_COLORS else [*KEY_COLORS, wanted]
        self._initial_key = self._colors.index(wanted)
        self.key.currentIndexChanged.connect(self._key_changed)
        self.chroma_button = QPushButton()
        self.chroma_button.clicked.connect(self.show_chroma)
        row = QHBoxLayout()
        row.addWidget(self.toggle)
        row.addStretch(1)
        row.addWidget(self.copy)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        chroma_row = QHBoxLayout()
        chroma_row.addWidget(self.chroma_button)
        chroma_row.addWidget(self.key)
        chroma_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(url_row)
        layout.addWidget(self.lan)
        layout.addWidget(self.status)
        layout.addLayout(chroma_row)
        layout.addStretch(1)
        self.retranslate()
        self._refresh()

    def retranslate(self) -> None:
        self.toggle.setText(word("stream_overlay"))
        self.toggle.setToolTip(self.tr("Serve a live overlay for OBS's Browser Source"))
        self.lan.setText(self.tr("Allow the local network (every request needs the token)"))
        self.copy.setText(word("copy"))
        self.chroma_button.setText(self.tr("Chroma-key window"))
        names = (self.tr("Green"), self.tr("Blue"), self.tr("Magenta"))
        current = self.key.currentIndex() if self.key.count() else self._initial_key
        with QSignalBlocker(self.key):  # the same colour, in other words: nothing changed
            self.key.clear()
            for i, color in enumerate(self._colors):
                self.key.addItem(names[i] if i < len(names) else color, color)
            self.key.setCurrentIndex(current)
        self._refresh()

    # -- actions ----------------------------------------------------------------------------------

    def start(self) -> bool:
        """Start serving on `self.port`; False (and the reason shown) if it cannot listen."""
        if self.server is not None:
            return True
        server = OverlayServer(
            self.session,
            self.port,
            allow_lan=self.lan.isChecked(),
            parent=self,
        )
        try:
            server.start()
        except OSError as exc:
            server.deleteLater()
            self.error = str(exc)
            self.toggle.setChecked(False)
            self._refresh()
            return False
        self.server = server
        self.error = ""
        self.toggle.setChecked(True)
        self._refresh()
        self.runningChanged.emit(True)
        self.urlChanged.emit(server.url)
        return True

    def stop(self) -> None:
        if self.server is None:
            return
        self.server.stop()
        self.server.deleteLater()
        self.server = None
        self.toggle.setChecked(False)
        self._refresh()
        self.runningChanged.emit(False)
        self.urlChanged.emit("")

    def copy_url(self) -> None:
        if self.server is not None:
            QGuiApplication.clipboard().setText(self.server.url)

    @property
    def key_color(self) -> str:
        """The chosen key colour, "#RRGGBB"."""
        return str(self.key.currentData() or KEY_COLORS[0])

    def show_chroma(self) -> ChromaWindow:
        key = self.key_color
        if self.chroma is None:
            self.chroma = ChromaWindow(self.session, i18n.current_language(), key)
        else:
            self.chroma.set_key_color(key)
            self.chroma.set_language(i18n.current_language())
        self.chroma.show()
        self.chroma.raise_()
        return self.chroma

    def _key_changed(self, _index: int) -> None:
        if self.chroma is not None:
            self.chroma.set_key_color(self.key_color)
        self.keyColorChanged.emit(self.key_color)

    def _toggled(self, on: bool) -> None:
        if on and self.server is None:
            self.start()
        elif not on and self.server is not None:
            self.stop()

    def _refresh(self) -> None:
        running = self.server is not None
        self.url.setText(self.server.url if self.server else "")
        self.copy.setEnabled(running)
        self.lan.setEnabled(not running)
        if self.server is None and self.error:
            self.status.setText(
                self.tr("The overlay could not start: {error}").format(error=self.error)
            )
        elif self.server is None:
            self.status.setText(self.tr("The overlay is off."))
        elif self.server.token:
            self.status.setText(
                self.tr("Serving on the local network. Token: {token}").format(
                    token=self.server.token
                )
            )
        else:
            self.status.setText(self.tr("Serving on this computer only (127.0.0.1)."))
