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
  only covers the time after an answer);
- connections are admitted by `limits.Admission` (per address and in total; a refused one gets 503
  and is never seen by Qt), read at most limits.READ_BUFFER ahead, and a connection whose unsent
  answers pass limits.MAX_UNSENT (a client pipelining requests without reading the answers) is
  closed before Qt answers its next request.

Everything else (parsing, answers) is Qt's, configured in server._limits().
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from companion.overlay import limits

REQUEST_MS = 5000
IDLE_MS = 15_000  # as long as Qt's keep-alive: browsers open connections ahead of their requests
_SNIFF = 18  # bytes enough to see a method and its space ("OPTIONS " is 8; CRLFs may lead)
_START = re.compile(rb"^(\r?\n)*[A-Z]{1,16} ")
_STILL_POSSIBLE = re.compile(rb"^(\r?\n)*[A-Z]{0,16}\r?$")  # could still become a request line


def _answer(status: str, extra: str = "") -> bytes:
    return (f"HTTP/1.1 {status}\r\n{extra}Connection: close\r\nContent-Length: 0\r\n\r\n"
            .encode("ascii"))


BUSY = _answer("503 Service Unavailable", "Retry-After: 1\r\n")


class GuardedTcpServer(QTcpServer):
    """A QTcpServer for QHttpServer.bind() whose connections are admitted by `admission` and
    watched by a `_Doorman`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.admission = limits.Admission()
        self.peak_unsent = 0  # the most answer bytes any connection had queued when checked
        self.closed_unread = 0  # connections closed for not reading their answers

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 (Qt's name)
        socket = QTcpSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        slot = self.admission.admit(limits.peer(socket), socket.abort)
        if slot is None:
            refuse(socket, BUSY)
            return
        limits.tune(socket)
        socket.disconnected.connect(slot.release)
        socket.destroyed.connect(slot.release)
        _Doorman(socket, slot, self)
        self.addPendingConnection(socket)


def refuse(socket: QTcpSocket, answer: bytes) -> None:
    """Answer a connection nobody else will see, close it and delete it: at once, when the kernel
    takes the few bytes of the answer (it always does on a new connection), so a burst of refused
    connections holds no file descriptors."""
    socket.disconnected.connect(socket.deleteLater)
    socket.write(answer)
    socket.flush()
    limits.close_soon(socket)


class _Doorman(QObject):
    """Lives on one socket (its child): checks the first bytes, bounds each request's time and the
    answers queued for the client."""

    def __init__(self, socket: QTcpSocket, slot: limits.Slot, server: GuardedTcpServer) -> None:
        super().__init__(socket)
        self._socket = socket
        self._slot = slot
        self._server = server
        self._sniffing = True
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(REQUEST_MS)
        self._deadline.timeout.connect(lambda: self._refuse("408 Request Timeout"))
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(lambda: limits.close_soon(socket))
        socket.readyRead.connect(self._on_read)
        socket.bytesWritten.connect(self._on_answered)
        self._idle.start()

    def _on_read(self) -> None:
        # Qt answers one request per readyRead and emits it again for the next pipelined one, so
        # this runs before every answer: the queue is checked before it can grow further.
        unsent = self._socket.bytesToWrite()
        self._server.peak_unsent = max(self._server.peak_unsent, unsent)
        if unsent > limits.MAX_UNSENT:
            self._server.closed_unread += 1
            self._cut()
            return
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
        self._slot.progress()
        # Pipelined bytes already waiting are the next request: its clock starts now.
        if self._socket.bytesAvailable() > 0:
            self._deadline.start()
        else:
            self._deadline.stop()

    def _stop_watching(self) -> None:
        self._deadline.stop()
        self._idle.stop()
        self._sniffing = False
        socket = self._socket
        socket.bytesWritten.disconnect(self._on_answered)
        socket.readyRead.disconnect(self._on_read)
        socket.readAll()  # nothing is left for Qt's parser to read after this slot

    def _cut(self) -> None:
        """Close, dropping what the client never read. Qt's parser hears of no more requests (its
        readyRead is disconnected and the bytes read away), and the socket is aborted once Qt is
        done with this event: Qt may still look at it before (and warn if it were closed)."""
        self._stop_watching()
        socket = self._socket
        socket.readyRead.disconnect()  # every receiver, Qt's own included
        QTimer.singleShot(0, socket, socket.abort)

    def _refuse(self, status: str) -> None:
        self._stop_watching()
        self._socket.write(_answer(status))
        limits.close_soon(self._socket)  # after the answer is sent; Qt cleans the socket up
