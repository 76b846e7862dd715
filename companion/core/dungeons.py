"""The dungeons a venture marker moves through (CR 309, 701.49): rooms and the arrows between them.

Rules data, not text: the rooms' abilities are carried out at the table, and the app shows them in
the player's language (`companion.shell.dungeon_texts`). The first room of each dungeon is the
first listed; a room with no arrow leaving it is the last.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

UNDERCITY = "Undercity"

# Each room and the rooms directly below it (the arrows), in the card's left-to-right order.
DUNGEONS: Mapping[str, Mapping[str, tuple[str, ...]]] = MappingProxyType({
    # Commander Legends: Battle for Baldur's Gate; entered only by venturing into Undercity (the
    # initiative, CR 726.2).
    UNDERCITY: MappingProxyType({
        "Secret Entrance": ("Forge", "Lost Well"),
        "Forge": ("Trap!", "Arena"),
        "Lost Well": ("Arena", "Stash"),
        "Trap!": ("Archives",),
        "Arena": ("Archives", "Catacombs"),
        "Stash": ("Catacombs",),
        "Archives": ("Throne of the Dead Three",),
        "Catacombs": ("Throne of the Dead Three",),
        "Throne of the Dead Three": (),
    }),
    # Adventures in the Forgotten Realms: the dungeons "venture into the dungeon" may start.
    "Lost Mine of Phandelver": MappingProxyType({
        "Cave Entrance": ("Goblin Lair", "Mine Tunnels"),
        "Goblin Lair": ("Storeroom", "Dark Pool"),
        "Mine Tunnels": ("Dark Pool", "Fungi Cavern"),
        "Storeroom": ("Temple of Dumathoin",),
        "Dark Pool": ("Temple of Dumathoin",),
        "Fungi Cavern": ("Temple of Dumathoin",),
        "Temple of Dumathoin": (),
    }),
    "Dungeon of the Mad Mage": MappingProxyType({
        "Yawning Portal": ("Dungeon Level",),
        "Dungeon Level": ("Goblin Bazaar", "Twisted Caverns"),
        "Goblin Bazaar": ("Lost Level",),
        "Twisted Caverns": ("Lost Level",),
        "Lost Level": ("Runestone Caverns", "Muiral's Graveyard"),
        "Runestone Caverns": ("Deep Mines",),
        "Muiral's Graveyard": ("Deep Mines",),
        "Deep Mines": ("Mad Wizard's Lair",),
        "Mad Wizard's Lair": (),
    }),
    "Tomb of Annihilation": MappingProxyType({
        "Trapped Entry": ("Veils of Fear", "Oubliette"),
        "Veils of Fear": ("Sandfall Cell",),
        "Sandfall Cell": ("Cradle of the Death God",),
        "Oubliette": ("Cradle of the Death God",),
        "Cradle of the Death God": (),
    }),
})

# The dungeons "venture into the dungeon" can start (701.49a): every one but Undercity (701.49c).
CARD_DUNGEONS: tuple[str, ...] = tuple(name for name in DUNGEONS if name != UNDERCITY)


def first_room(dungeon: str) -> str:
    return next(iter(DUNGEONS[dungeon]))


def rooms_after(dungeon: str, room: str) -> tuple[str, ...]:
    """The rooms directly below `room`, along its arrows."""
    return DUNGEONS[dungeon][room]


def is_last(dungeon: str, room: str) -> bool:
    return not DUNGEONS[dungeon][room]


def depth(dungeon: str) -> dict[str, int]:
    """Each room's row on the card (0 for the first room), for drawing the map."""
    rows = {first_room(dungeon): 0}
    for room, below in DUNGEONS[dungeon].items():
        for after in below:
            rows[after] = max(rows.get(after, 0), rows[room] + 1)
    return rows
