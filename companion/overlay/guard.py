"""The HTTP port's doorman: what Qt's HTTP parser would otherwise wait on for ever.

QHttpServer's parser waits for the end of a request line however long it takes and whatever the
bytes are, and its keep-alive timeout only starts after an answer. So a client that sends binary
junk (a TLS hello to the plain port) or half a request and then nothing would hold a connection
open for as long as it likes. `GuardedTcpServer` hands Qt its connections with a `_Doorman` on each,
whose slots run before Qt's (they were connected first):

- a connection's first bytes must look like a request line (`METHOD SP`, the method an upper-case
  token, as every HTTP/1 client sends): anything else is answered 400 and closed at once;
- from the first byte of a request to its answer there are at most REQUEST_MS; a request still
  incomplete by then is answered 408 and closed;
- a connection that never sends a byte is closed, silently, after IDLE_MS (Qt's keep-alive timeout
  only covers the time after an answer).

Everything else (limits, parsing, answers) is Qt's, configured in server._limits().
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QTcpServer, QTcpSocket

REQUEST_MS = 5000
IDLE_MS = 15_000  # as long as Qt's keep-alive: browsers open connections ahead of their requests
_SNIFF = 18  # bytes enough to see a method and its space ("OPTIONS " is 8; CRLFs may lead)
_START = re.compile(rb"^(\r?\n)*[A-Z]{1,16} ")
_STILL_POSSIBLE = re.compile(rb"^(\r?\n)*[A-Z]{0,16}\r?$")  # could still become a request line


def _answer(status: str) -> bytes:
    return f"HTTP/1.1 {status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n".encode("ascii")


class GuardedTcpServer(QTcpServer):
    """A QTcpServer for QHttpServer.bind() whose connections are watched by a `_Doorman`."""

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        socket = QTcpSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        _Doorman(socket)
        self.addPendingConnection(socket)


class _Doorman(QObject):
    """Lives on one socket (its child): checks the first bytes, and bounds each request's time."""

    def __init__(self, socket: QTcpSocket) -> None:
        super().__init__(socket)
        self._socket = socket
        self._sniffing = True
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(REQUEST_MS)
        self._deadline.timeout.connect(lambda: self._refuse("408 Request Timeout"))
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(socket.disconnectFromHost)
        socket.readyRead.connect(self._on_read)
        socket.bytesWritten.connect(self._on_answered)
        self._idle.start()

    def _on_read(self) -> None:
        self._idle.stop()
        if not self._deadline.isActive():
            self._deadline.start()  # a request has begun: it has REQUEST_MS to be answered
        if not self._sniffing:
            return
        head = bytes(self._socket.peek(_SNIFF).data())
        if _START.match(head):
            self._sniffing = False
        elif not _STILL_POSSIBLE.match(head):
            self._refuse("400 Bad Request")

    def _on_answered(self, _written: int) -> None:
        # Pipelined bytes already waiting are the next request: its clock starts now.
        if self._socket.bytesAvailable() > 0:
            self._deadline.start()
        else:
            self._deadline.stop()

    def _refuse(self, status: str) -> None:
        self._deadline.stop()
        self._idle.stop()
        self._sniffing = False
        socket = self._socket
        socket.bytesWritten.disconnect(self._on_answered)
        socket.readyRead.disconnect(self._on_read)
        socket.readAll()  # nothing is left for Qt's parser to read after this slot
        socket.write(_answer(status))
        socket.disconnectFromHost()  # after the answer is sent; Qt cleans the socket up
