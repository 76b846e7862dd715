"""What the monarch cards' triggers and the dungeons' rooms do, in sentences people read.

Written as literals so that lupdate extracts them into the .ts files (contexts "CardTriggers" and
"Dungeons") and the banner, the log and the overlay show them in the player's language. The
trigger texts equal resources/card_triggers.json's "effect" (tests/shell/test_game_texts.py holds
the two equal); the room texts are the rooms' abilities as printed, and the dungeon and room names
stay as printed in English, like the card names: we have no official printed translations of them.
"""

from __future__ import annotations

from companion.core.marks import QT_TRANSLATE_NOOP, Text

# (card, trigger index) -> what it does.
TRIGGERS: dict[tuple[str, int], Text] = {
    ("Custodi Lich", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Target player sacrifices a creature.",
    ),
    ("Garrulous Sycophant", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Each opponent loses 1 life and you gain 1 life.",
    ),
    ("Keeper of Keys", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Creatures you control can't be blocked this turn.",
    ),
    ("Knights of the Black Rose", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "The new monarch loses 2 life and you gain 2 life.",
    ),
    ("Palace Jailer", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "The creature Palace Jailer exiled returns to the battlefield under its owner's "
        "control (a token stays gone).",
    ),
    ("Queen Marchesa", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create a 1/1 black Assassin creature token with deathtouch and haste.",
    ),
    ("Skyline Despot", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create a 5/5 red Dragon creature token with flying.",
    ),
    ("Throne Warden", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Put a +1/+1 counter on Throne Warden.",
    ),
    ("Court of Ambition", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Each opponent loses 3 life unless they discard a card; if you're the monarch, 6 "
        "life unless they discard two cards.",
    ),
    ("Court of Bounty", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "You may put a land card from your hand onto the battlefield; if you're the "
        "monarch, a creature or land card instead.",
    ),
    ("Court of Cunning", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Any number of target players each mill two cards; if you're the monarch, ten "
        "cards instead.",
    ),
    ("Court of Grace", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create a 1/1 white Spirit creature token with flying; if you're the monarch, a "
        "4/4 white Angel creature token with flying instead.",
    ),
    ("Court of Ire", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Court of Ire deals 2 damage to any target; if you're the monarch, 7 damage "
        "instead.",
    ),
    ("Starscream, Power Hungry // Starscream, Seeker Leader", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "If Starscream is on its Seeker Leader face, convert it.",
    ),
    ("Archivist of Gondor", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "The monarch draws an additional card.",
    ),
    ("Champions of Minas Tirith", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "The active player may pay {X} (X: the cards in their hand); if they don't, they "
        "can't attack you this combat.",
    ),
    ("Faramir, Steward of Gondor", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create two 1/1 white Human Soldier creature tokens.",
    ),
    ("Fealty to the Realm", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "The new monarch gains control of the enchanted creature; it attacks each combat "
        "if able and can't attack you.",
    ),
    ("Court of Ardenvale", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Return target permanent card with mana value 3 or less from your graveyard to "
        "your hand; if you're the monarch, to the battlefield instead.",
    ),
    ("Court of Embereth", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create a 3/1 red Knight creature token; then, if you're the monarch, Court of "
        "Embereth deals X damage to each opponent (X: the creatures you control).",
    ),
    ("Court of Garenbrig", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Distribute two +1/+1 counters among up to two target creatures; then, if you're "
        "the monarch, double the +1/+1 counters on each creature you control.",
    ),
    ("Court of Locthwain", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Exile the top card of target opponent's library (you may play it); if you're the"
        " monarch, you may also cast a spell from among those cards this turn without "
        "paying its mana cost.",
    ),
    ("Court of Vantress", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Choose up to one other target enchantment or artifact: if you're the monarch, "
        "you may create a token copy of it; if not, Court of Vantress may become a copy "
        "of it.",
    ),
    ("Garland, Royal Kidnapper", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Gain control of target creature the new monarch controls for as long as they're "
        "the monarch.",
    ),
    ("Grave Venerations", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Return up to one target creature card from your graveyard to your hand.",
    ),
    ("M'Baku, Jabari Chieftain", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Target opponent becomes the monarch.",
    ),
    ("Chief Magistrate of Mercadia", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Create a 2/1 red Goblin creature token with haste; then, if you're the monarch, "
        "create a copy of each creature token you control.",
    ),
    ("Tamiyo, Upriser Crowned", 0): QT_TRANSLATE_NOOP(
        "CardTriggers",
        "Tap the creatures that dealt the damage and put a stun counter on each of them.",
    ),
}

# Each room of every dungeon -> its ability.
ROOMS: dict[str, Text] = {
    "Secret Entrance": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Search your library for a basic land card, reveal it, put it into your hand, "
        "then shuffle.",
    ),
    "Forge": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Put two +1/+1 counters on target creature.",
    ),
    "Lost Well": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Scry 2.",
    ),
    "Trap!": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Target player loses 5 life.",
    ),
    "Arena": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Goad target creature.",
    ),
    "Stash": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a Treasure token.",
    ),
    "Archives": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Draw a card.",
    ),
    "Catacombs": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a 4/1 black Skeleton creature token with menace.",
    ),
    "Throne of the Dead Three": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Reveal the top ten cards of your library. Put a creature card from among them "
        "onto the battlefield with three +1/+1 counters on it. It gains hexproof until "
        "your next turn. Then shuffle.",
    ),
    "Cave Entrance": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Scry 1.",
    ),
    "Goblin Lair": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a 1/1 red Goblin creature token.",
    ),
    "Mine Tunnels": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a Treasure token.",
    ),
    "Storeroom": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Put a +1/+1 counter on target creature.",
    ),
    "Dark Pool": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Each opponent loses 1 life and you gain 1 life.",
    ),
    "Fungi Cavern": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Target creature gets -4/-0 until your next turn.",
    ),
    "Temple of Dumathoin": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Draw a card.",
    ),
    "Yawning Portal": QT_TRANSLATE_NOOP(
        "Dungeons",
        "You gain 1 life.",
    ),
    "Dungeon Level": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Scry 1.",
    ),
    "Goblin Bazaar": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a Treasure token.",
    ),
    "Twisted Caverns": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Target creature can't attack until your next turn.",
    ),
    "Lost Level": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Scry 2.",
    ),
    "Runestone Caverns": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Exile the top two cards of your library. You may play them.",
    ),
    "Muiral's Graveyard": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create two 1/1 black Skeleton creature tokens.",
    ),
    "Deep Mines": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Scry 3.",
    ),
    "Mad Wizard's Lair": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Draw three cards and reveal them. You may cast one of them without paying its "
        "mana cost.",
    ),
    "Trapped Entry": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Each player loses 1 life.",
    ),
    "Veils of Fear": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Each player loses 2 life unless they discard a card.",
    ),
    "Sandfall Cell": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Each player loses 2 life unless they sacrifice an artifact, a creature, or a "
        "land.",
    ),
    "Oubliette": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Discard a card and sacrifice an artifact, a creature, and a land.",
    ),
    "Cradle of the Death God": QT_TRANSLATE_NOOP(
        "Dungeons",
        "Create a 4/4 black God Horror creature token with deathtouch.",
    ),
}
