"""Which address the pod binds and prints: the machine's local-network IPv4 address by default.

A phone at the table reaches the computer on the local network, so the pod offers the machine's
non-loopback IPv4 addresses (the first is the default) and loopback ("this computer only") for a
test or a second window on the same machine. No address at all (no network): loopback.
"""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

LOOPBACK = "127.0.0.1"


def lan_addresses() -> list[str]:
    """The IPv4 addresses of the interfaces that are up, not loopback, in the system's order;
    link-local ones (169.254.x.x: no DHCP answered) last, as a phone rarely shares them."""
    found: list[str] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            ipv4 = ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            if ipv4 and not ip.isLoopback() and ip.toString() not in found:
                found.append(ip.toString())
    return sorted(found, key=lambda address: address.startswith("169.254."))


def default_host() -> str:
    """The address `--pod-host` and the dock use unless told otherwise."""
    addresses = lan_addresses()
    return addresses[0] if addresses else LOOPBACK
