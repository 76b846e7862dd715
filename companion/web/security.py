"""What keeps the overlay safe by default: the token, the allowed hosts, the headers, the files.

The overlay binds loopback unless the user allows the local network; then every request and the
WebSocket need the random token shown in the app. Static files come only from resources/overlay/
(and resources/common/, the pages' shared script, under /common/), by a single file name, whatever
the percent-encoding of the request.
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import unquote

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
STATIC_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
}
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)+$")
_HOST = re.compile(r"^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$")


def new_token() -> str:
    """A random token for the local-network mode (URL-safe, 256 bits)."""
    return secrets.token_urlsafe(32)


def token_ok(expected: str | None, given: str | None) -> bool:
    """True when no token is required, or `given` equals it (constant-time comparison)."""
    if expected is None:
        return True
    if not given:
        return False
    return hmac.compare_digest(expected.encode(), given.encode())


def host_ok(host: str, port: int, allow_lan: bool) -> bool:
    """Whether a Host header may reach us: any well-formed host in LAN mode (the token guards it),
    else only loopback names with our port, which defeats DNS rebinding from a web page."""
    if not host:
        return True  # HTTP/1.0 clients send none: no browser, nothing to rebind
    if not _HOST.match(host):
        return False
    if allow_lan:
        return True
    return host in {f"{h}:{port}" for h in LOOPBACK_HOSTS}


def origin_ok(origin: str, port: int, allow_lan: bool) -> bool:
    """Whether a browser page from `origin` may open the WebSocket: only our own pages.

    Non-browser clients send no Origin; they are let through (and need the token in LAN mode)."""
    if not origin:
        return True
    if not origin.startswith("http://"):
        return False
    return host_ok(origin.removeprefix("http://"), port, allow_lan)


def host_named(host: str, port: int, names: Iterable[str]) -> bool:
    """Whether a Host header names one of `names` (host names or IP addresses, IPv6 ones in
    brackets) with `port`: stricter than `host_ok` for a server bound to a local-network address,
    so that a page whose own name was rebound to that address (DNS rebinding) is refused. No
    Host (HTTP/1.0, no browser) passes, as in `host_ok`."""
    if not host:
        return True
    if not _HOST.match(host):
        return False
    return host.lower() in {f"{name.lower()}:{port}" for name in names}


def origin_named(origin: str, port: int, names: Iterable[str]) -> bool:
    """Whether a WebSocket's Origin is one of our pages at `names` and `port` (`host_named`).
    Non-browser clients send no Origin: they pass (a token guards what they may do)."""
    if not origin:
        return True
    if not origin.startswith("http://"):
        return False
    rest = origin.removeprefix("http://")
    return bool(rest) and host_named(rest, port, names)


def csp(host: str, ws_port: int) -> str:
    """The page may load and connect only to this server's origin and its WebSocket."""
    ws_host = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    ws = f"ws://{ws_host}:{ws_port}" if host and _HOST.match(host) else ""
    return (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        f"font-src 'self'; connect-src 'self' {ws}; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    ).replace("  ", " ")


SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}


def static_files(root: Path, prefix: str = "/") -> dict[str, tuple[str, bytes]]:
    """The files of `root` a page may load (every known type but HTML), by request path
    (`prefix` + name) as `resolve_static` finds them: (content type, bytes), read once."""
    files = {}
    for file in sorted(root.iterdir()):
        suffix = file.suffix.lower()
        path = prefix + file.name
        if file.is_file() and suffix in STATIC_TYPES and suffix != ".html" and \
                resolve_static(root, path, prefix) == file.resolve():
            files[path] = (STATIC_TYPES[suffix], file.read_bytes())
    return files


# The crown and the initiative's token, shipped once (resources/) and served to both pages.
MARKS = ("crown.svg", "initiative.svg")


def marks(root: Path, prefix: str = "/") -> dict[str, tuple[str, bytes]]:
    """The crown and the initiative's token from `root` (the app's own pictures, which the
    window draws too), by request path (`prefix` + name), read once."""
    return {prefix + name: (STATIC_TYPES[".svg"], (root / name).read_bytes()) for name in MARKS}


def resolve_static(root: Path, encoded_path: str, prefix: str = "/") -> Path | None:
    """The file under `root` named by the request path, or None (then the answer is 404).

    The path is percent-decoded until it stops changing (double encoding), must be exactly one
    plain file name with a known extension, and the resolved file must sit directly in `root`.
    """
    if not encoded_path.startswith(prefix):
        return None
    name = encoded_path[len(prefix):]
    for _ in range(5):
        decoded = unquote(name)
        if decoded == name:
            break
        name = decoded
    else:
        return None
    if not _NAME.match(name) or ".." in name:
        return None
    if Path(name).suffix.lower() not in STATIC_TYPES:
        return None
    base = root.resolve()
    candidate = (base / name).resolve()
    if candidate.parent != base or not candidate.is_file():
        return None
    return candidate
