"""Test clients for the overlay: blocking ones (run them through the `off_loop` fixture) and
`Attack`, local attackers run by a thread (tests/overlay/test_overlay_limits.py and the benchmark
tests/benchmarks/action_latency.py --attack)."""

from __future__ import annotations

import contextlib
import http.client
import selectors
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def get(port: int, path: str, method: str = "GET", headers: dict[str, str] | None = None,
        body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


def raw(port: int, data: bytes, timeout: float = 0.5) -> bytes:
    """Send bytes as they are (no client-side normalisation); read until the server closes.

    The server must answer and close within `timeout` seconds in all: a server that hangs raises
    TimeoutError, so a hang fails the test instead of looking like a refusal. A reset after the
    server's answer (it closed with our bytes unread) counts as closed.
    """
    deadline = time.monotonic() + timeout
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer and no close in {timeout} s; got {chunks!r}")
            sock.settimeout(left)
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            except TimeoutError:
                raise TimeoutError(
                    f"no answer and no close in {timeout} s; got {chunks!r}"
                ) from None
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)


def request_line(path: str, host: str = "127.0.0.1") -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()


def journal_length(session: Any) -> int:
    """Lines in the session's journal file on disk: what any change to the game would append to."""
    return len(Path(session.path).read_text(encoding="utf-8").splitlines())


def journal_state(session: Any) -> Any:
    """The game as its journal on disk tells it (what a restart would load), replay schema."""
    from companion.core.journal import read_game
    from companion.core.snapshot import state_json

    game, errors = read_game(Path(session.path))
    assert not errors, errors
    return state_json(game.state)


# -- attackers: local processes that try to exhaust the overlay (docs/streaming.md, Limits) --------

LOOPBACK = ("127.0.0.1", "::1")
_GUID_KEY = "dGhlIHNhbXBsZSBub25jZQ=="  # any 16 bytes in base64 will do for a client


def upgrade_request(port: int, query: str = "") -> bytes:
    """A WebSocket handshake as a non-browser client sends it (no Origin)."""
    return (f"GET /{query} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {_GUID_KEY}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n").encode()


@dataclass
class Tally:
    """What one kind of attacker got: connections opened, refused at once (503), closed by the
    server later, and what it sent and read."""

    opened: int = 0
    refused: int = 0
    closed: int = 0
    sent: int = 0
    received: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    lifetimes: list[float] = field(default_factory=list)  # seconds from first byte to close


class _Conn:
    def __init__(self, kind: str, sock: socket.socket, now: float) -> None:
        self.kind, self.sock = kind, sock
        self.opened = now
        self.first_byte = 0.0
        self.next_send = now
        self.head = b""
        self.upgraded = False
        self.out = b""


class Attack:
    """Attackers on the overlay from this machine, run by one thread (`start`/`stop`) or in the
    caller's (`run`); loopback only, bounded in connections, bytes and time; ends by itself.

    - `pipeline`: connections that send pipelined GETs of `path` as fast as the server takes them
      and never read an answer (the receive buffer shrunk to 4 KiB, as an attacker would), until
      they have sent `max_bytes`;
    - `slowloris`: connections that send a request line, then one header byte every `dribble_s`;
    - `idle`: connections that send nothing at all;
    - `sleepers`: WebSocket clients that finish the handshake, then never read again;
    Each kind keeps its number of connections open, reconnecting (at most `connects_per_s` per
    second for each kind) when the server closes one, unless `reconnect` is False.
    """

    def __init__(self, http_port: int, ws_port: int = 0, *, pipeline: int = 0, slowloris: int = 0,
                 idle: int = 0, sleepers: int = 0, seconds: float = 5.0, dribble_s: float = 1.0,
                 path: str = "/overlay.js", reconnect: bool = True, connects_per_s: int = 200,
                 max_bytes: int = 1 << 30, host: str = "127.0.0.1") -> None:
        assert host in LOOPBACK, "attacks go to this machine only"
        assert pipeline + slowloris + idle + sleepers <= 3000 and seconds <= 600
        self.host, self.http_port, self.ws_port = host, http_port, ws_port
        self.want = {"pipeline": pipeline, "slowloris": slowloris, "idle": idle,
                     "sleepers": sleepers}
        self.asked = dict(self.want)  # (want["pipeline"] drops to 0 once max_bytes are sent)
        self.seconds, self.dribble_s, self.reconnect = seconds, dribble_s, reconnect
        self.connects_per_s, self.max_bytes = connects_per_s, max_bytes
        self.tally = {kind: Tally() for kind in self.want}
        self._request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{http_port}\r\n\r\n"
                         .encode() * 64)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.open = {kind: 0 for kind in self.want}

    def start(self) -> Attack:
        self._thread = threading.Thread(target=self.run, name="overlay-attack", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
            assert not self._thread.is_alive()

    @property
    def done(self) -> bool:
        return self._thread is not None and not self._thread.is_alive()

    def run(self) -> None:
        self._sel = selectors.DefaultSelector()
        self._conns: set[_Conn] = set()
        end = time.monotonic() + self.seconds
        budget = {kind: float(self.connects_per_s) for kind in self.want}
        budget_at, checked = time.monotonic(), 0.0
        try:
            while not self._stop.is_set() and time.monotonic() < end:
                now = time.monotonic()
                for kind, n in self.want.items():
                    budget[kind] = min(float(self.connects_per_s),
                                       budget[kind] + (now - budget_at) * self.connects_per_s)
                    while self.open[kind] < n and budget[kind] >= 1 and (
                            self.reconnect or self.tally[kind].opened < n):
                        budget[kind] -= 1
                        if not self._connect(kind, now):
                            break
                budget_at = now
                wait = min([c.next_send - now for c in self._conns if c.kind == "slowloris"]
                           + [0.05])
                for key, events in self._sel.select(max(wait, 0.0)):
                    self._serve(key.data, events)
                now = time.monotonic()
                for conn in [c for c in self._conns if c.kind == "slowloris"]:
                    if now >= conn.next_send:
                        self._dribble(conn, now)
                if now - checked > 0.1:  # sleepers never read: ask the kernel if they were closed
                    checked = now
                    for conn in [c for c in self._conns if c.upgraded and _tcp_closed(c.sock)]:
                        self._closed(conn)
                started = all(self.tally[k].opened >= n for k, n in self.want.items())
                if not self.reconnect and started and not self._conns:
                    break
                if self.tally["pipeline"].sent >= self.max_bytes and self.want["pipeline"]:
                    self.want["pipeline"] = 0  # enough pipelining: the other kinds go on
                    for conn in [c for c in self._conns if c.kind == "pipeline"]:
                        self._drop(conn)
        finally:
            for conn in list(self._conns):
                self._drop(conn)
            self._sel.close()

    # -- one connection -------------------------------------------------------------------------

    def _connect(self, kind: str, now: float) -> bool:
        port = self.ws_port if kind == "sleepers" else self.http_port
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        if kind != "slowloris":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        try:
            sock.connect((self.host, port))
        except BlockingIOError:
            pass
        except OSError:
            sock.close()
            return False
        conn = _Conn(kind, sock, now)
        if kind == "slowloris":
            conn.out = b"GET /state HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port
        elif kind == "sleepers":
            conn.out = upgrade_request(port)
        self.tally[kind].opened += 1
        self.open[kind] += 1
        self._conns.add(conn)
        self._sel.register(sock, self._events(conn), conn)
        return True

    @staticmethod
    def _events(conn: _Conn) -> int:
        events = 0
        if conn.kind == "pipeline" or conn.out:
            events |= selectors.EVENT_WRITE
        if conn.kind != "pipeline":
            events |= selectors.EVENT_READ  # a sleeper reads its handshake's answer, then stops
        return events

    def _serve(self, conn: _Conn, events: int) -> None:
        sent = 0
        try:
            if events & selectors.EVENT_READ:
                data = conn.sock.recv(65536)
                if not data:
                    raise ConnectionResetError
                self._heard(conn, data)
            if events & selectors.EVENT_WRITE:
                if conn.kind == "pipeline":
                    sent = conn.sock.send(self._request)
                elif conn.out and (conn.kind == "sleepers" or not conn.first_byte):
                    sent = conn.sock.send(conn.out[:1 if conn.first_byte else None])
                    conn.out = conn.out[sent:]
                if sent and not conn.first_byte:
                    conn.first_byte = time.monotonic()
                    conn.next_send = conn.first_byte + self.dribble_s
        except (ConnectionError, OSError):
            self._closed(conn)
            return
        self.tally[conn.kind].sent += sent
        if conn.upgraded:
            self._sel.unregister(conn.sock)  # never read again (watched by _tcp_closed)
        else:
            self._sel.modify(conn.sock, self._events(conn), conn)

    def _heard(self, conn: _Conn, data: bytes) -> None:
        tally = self.tally[conn.kind]
        tally.received += len(data)
        conn.head += data[:200]
        if b"\r\n" in conn.head and not conn.head.startswith(b"#"):
            status = conn.head.split(b"\r\n", 1)[0].decode("latin-1")
            tally.statuses[status] = tally.statuses.get(status, 0) + 1
            if " 503 " in status:
                tally.refused += 1
            conn.head = b"#"  # counted once
            if conn.kind == "sleepers" and " 101 " in status:
                conn.upgraded = True  # and from now on it never reads

    def _dribble(self, conn: _Conn, now: float) -> None:
        conn.next_send = now + self.dribble_s
        if not conn.first_byte:
            return
        try:
            self.tally[conn.kind].sent += conn.sock.send(b"X")
        except (ConnectionError, OSError):
            self._closed(conn)

    def _closed(self, conn: _Conn) -> None:
        tally = self.tally[conn.kind]
        tally.closed += 1
        if conn.first_byte:
            tally.lifetimes.append(time.monotonic() - conn.first_byte)
        self._drop(conn)

    def _drop(self, conn: _Conn) -> None:
        if conn in self._conns:
            self._conns.discard(conn)
            self.open[conn.kind] -= 1
            with contextlib.suppress(KeyError, ValueError):
                self._sel.unregister(conn.sock)
            conn.sock.close()


def _tcp_closed(sock: socket.socket) -> bool:
    """Whether the peer closed or reset a connection we do not read (Linux: TCP_INFO's state is
    no longer ESTABLISHED)."""
    try:
        return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0] != 1
    except OSError:
        return True


class FeedReader:
    """A page's feed, read as a page does (a thread with a blocking socket): counts the messages
    and keeps the last one. `start()`, then `messages`, `last`, `closed`; `stop()`."""

    def __init__(self, ws_port: int, host: str = "127.0.0.1", seconds: float = 120.0) -> None:
        assert host in LOOPBACK
        self.host, self.port, self.seconds = host, ws_port, seconds
        self.messages = 0
        self.last = b""
        self.closed = False
        self.error = ""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="feed-reader", daemon=True)

    def start(self) -> FeedReader:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        end = time.monotonic() + self.seconds
        try:
            with socket.create_connection((self.host, self.port), timeout=5) as sock:
                sock.sendall(upgrade_request(self.port))
                buf = b""
                while b"\r\n\r\n" not in buf:
                    chunk = sock.recv(4096)
                    if not chunk:
                        raise ConnectionError(f"no handshake: {buf[:100]!r}")
                    buf += chunk
                head, buf = buf.split(b"\r\n\r\n", 1)
                if not head.startswith(b"HTTP/1.1 101"):
                    raise ConnectionError(head.split(b"\r\n")[0].decode("latin-1"))
                sock.settimeout(0.1)
                while not self._stop.is_set() and time.monotonic() < end:
                    buf = self._frames(buf)
                    try:
                        chunk = sock.recv(1 << 20)
                    except TimeoutError:
                        continue
                    if not chunk:
                        break
                    buf += chunk
        except (OSError, ConnectionError) as exc:
            self.error = str(exc)
        self.closed = True

    def _frames(self, buf: bytes) -> bytes:
        while len(buf) >= 2:
            n, at = buf[1] & 0x7F, 2
            if n >= 126:
                at = 4 if n == 126 else 10
                if len(buf) < at:
                    break
                n = int.from_bytes(buf[2:at], "big")
            if len(buf) < at + n:
                break
            if buf[0] & 0x0F == 0x1:
                self.messages += 1
                self.last = buf[at:at + n]
            buf = buf[at + n:]
        return buf
