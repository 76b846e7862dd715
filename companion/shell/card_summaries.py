"""What each monarch card does, in a sentence for the Become-the-monarch dialog: one per card of
resources/monarch_cards.json (tests/shell/test_card_summaries.py holds the two equal).

Written as literals so that lupdate extracts them into the .ts files: a translator words each once
(many cards share "ETB: you become the monarch."), and the dialog shows the player's language.
These are the app's own summaries, not the cards' printed (Oracle) texts.
"""

from __future__ import annotations

from companion.core.marks import QT_TRANSLATE_NOOP, Text

SUMMARIES: dict[str, Text] = {
    "Canal Courier": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch.",
    ),
    "Crown-Hunter Hireling": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Can't attack unless the defending player is the"
        " monarch.",
    ),
    "Custodi Lich": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever you become the monarch, target player "
        "sacrifices a creature (does not trigger if you were already the monarch).",
    ),
    "Entourage of Trest": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Can block an additional creature each combat as"
        " long as you're the monarch.",
    ),
    "Garrulous Sycophant": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "At the beginning of your end step, if you're the monarch, each opponent "
        "loses 1 life and you gain 1 life (intervening if).",
    ),
    "Keeper of Keys": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. At the beginning of your upkeep, if you're the "
        "monarch, creatures you control can't be blocked this turn.",
    ),
    "Knights of the Black Rose": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever an opponent becomes the monarch, if "
        "you were the monarch as the turn began, that player loses 2 life and you "
        "gain 2 life.",
    ),
    "Marchesa's Decree": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. (Also: whenever a creature attacks you or your "
        "planeswalker, its controller loses 1 life.)",
    ),
    "Palace Jailer": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. ETB: exile target creature an opponent controls"
        " until an opponent becomes the monarch.",
    ),
    "Palace Sentinels": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch.",
    ),
    "Protector of the Crown": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. All damage that would be dealt to you is dealt "
        "to it instead (so combat damage never reaches you to steal the crown).",
    ),
    "Queen Marchesa": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. At the beginning of your upkeep, if an opponent"
        " is the monarch, create a 1/1 black Assassin with deathtouch and haste.",
    ),
    "Regal Behemoth": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever you tap a land for mana while you're "
        "the monarch, add one mana of any color.",
    ),
    "Skyline Despot": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. At the beginning of your upkeep, if you're the "
        "monarch, create a 5/5 red Dragon with flying.",
    ),
    "Thorn of the Black Rose": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch.",
    ),
    "Throne of the High City": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Land. {4}, {T}, Sacrifice: You become the monarch (instant speed).",
    ),
    "Throne Warden": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "At the beginning of your end step, if you're the monarch, put a +1/+1 "
        "counter on it (intervening if).",
    ),
    "Archon of Coronation": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. As long as you're the monarch, damage doesn't "
        "cause you to lose life.",
    ),
    "Azure Fleet Admiral": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Can't be blocked by creatures the monarch "
        "controls.",
    ),
    "Court of Ambition": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: each opponent loses 3 life unless they "
        "discard a card; if you're the monarch, 6 life / two cards instead.",
    ),
    "Court of Bounty": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: you may put a land from hand onto the "
        "battlefield; if you're the monarch, a creature or land instead.",
    ),
    "Court of Cunning": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: any number of target players each mill "
        "two; if you're the monarch, ten instead.",
    ),
    "Court of Grace": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: create a 1/1 flying Spirit; if you're "
        "the monarch, a 4/4 flying Angel instead.",
    ),
    "Court of Ire": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: 2 damage to any target; if you're the "
        "monarch, 7 damage instead.",
    ),
    "Crimson Fleet Commodore": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch.",
    ),
    "Dawnglade Regent": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. As long as you're the monarch, permanents you "
        "control have hexproof.",
    ),
    "Emberwilde Captain": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever an opponent attacks you while you're "
        "the monarch, it deals damage to that player equal to the number of cards in "
        "their hand.",
    ),
    "Fall from Favor": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Aura. ETB: tap enchanted creature and you become the monarch. Enchanted "
        "creature doesn't untap during its controller's untap step unless that player"
        " is the monarch.",
    ),
    "Feast of Succession": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Sorcery: all creatures get -4/-4 until end of turn. You become the monarch.",
    ),
    "Jared Carthalion, True Heir": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: target opponent becomes the monarch; you can't become the monarch this "
        "turn. While you're the monarch, damage to it is prevented and becomes +1/+1 "
        "counters.",
    ),
    "Staunch Throneguard": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch.",
    ),
    "Starscream, Power Hungry // Starscream, Seeker Leader": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Front: whenever you draw a card, if you're the monarch, target opponent "
        "loses 2 life. Back: combat damage to a player, if there is no monarch, that "
        "player becomes the monarch; whenever you become the monarch, convert.",
    ),
    "Paliano": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Plane (Fiora). When one or more creatures you control deal combat damage to "
        "a player, if there is no monarch, you become the monarch.",
    ),
    "Aragorn, King of Gondor": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever it attacks, up to one target creature "
        "can't block; if you're the monarch, creatures can't block this turn.",
    ),
    "Archivist of Gondor": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "When your commander deals combat damage to a player, if there is no monarch,"
        " you become the monarch. At the beginning of the monarch's end step, that "
        "player draws a card (an extra draw).",
    ),
    "Champions of Minas Tirith": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. At the beginning of combat on each opponent's "
        "turn, if you're the monarch, that opponent may pay {X} (cards in hand) or "
        "can't attack you this combat.",
    ),
    "Crown of Gondor": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Equipment. When a legendary creature you control enters, if there is no "
        "monarch, you become the monarch. Equip costs {3} less if you're the monarch.",
    ),
    "Denethor, Stone Seer": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "{3}{R}, {T}, Sacrifice: target player becomes the monarch; it deals 3 damage"
        " to any target.",
    ),
    "Éomer, King of Rohan": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: target player becomes the monarch; it deals damage equal to its power "
        "to any target.",
    ),
    "Faramir, Steward of Gondor": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Whenever a legendary creature with mana value 4+ you control enters, you "
        "become the monarch. End step: if you're the monarch, create two 1/1 Human "
        "Soldiers.",
    ),
    "Fealty to the Realm": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Aura. ETB: you become the monarch. The monarch controls enchanted creature; "
        "it attacks each combat if able and can't attack you.",
    ),
    "Forth Eorlingas!": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Create X 2/2 Knights with trample and haste. Whenever one or more creatures "
        "you control deal combat damage to one or more players this turn, you become "
        "the monarch.",
    ),
    "Oath of Eorl": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Saga. Chapter III: put an indestructible counter on up to one target Human; "
        "you become the monarch.",
    ),
    "Regal Sliver": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Slivers you control have: ETB, Slivers you control get +1/+1 until end of "
        "turn if you're the monarch; otherwise, you become the monarch.",
    ),
    "Court of Ardenvale": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: return target permanent card with MV 3 "
        "or less from graveyard to hand; if you're the monarch, to the battlefield "
        "instead.",
    ),
    "Court of Embereth": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: create a 3/1 Knight; then if you're the"
        " monarch, deal X damage to each opponent (X = creatures you control).",
    ),
    "Court of Garenbrig": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: distribute two +1/+1 counters; then if "
        "you're the monarch, double the +1/+1 counters on each creature you control.",
    ),
    "Court of Locthwain": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: exile top card of target opponent's "
        "library (you may play it); if you're the monarch, you may cast a spell from "
        "among those cards for free this turn.",
    ),
    "Court of Vantress": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: choose up to one other "
        "artifact/enchantment; if you're the monarch, you may create a token copy; "
        "otherwise it may become a copy.",
    ),
    "Wowzer, the Aspirational": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Playtest card: whenever it attacks, if you have {E}, a "
        "Blood/Clue/Food/Map/Powerstone/Treasure, are the monarch, and have the "
        "city's blessing and the initiative, you win the game.",
    ),
    "Coin of Fate": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "{3}{W}, {T}, exile two creature cards from your graveyard, sacrifice: "
        "opponent picks one to bottom of library, the other returns tapped. You "
        "become the monarch.",
    ),
    "Garland, Royal Kidnapper": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: target opponent becomes the monarch. Whenever an opponent becomes the "
        "monarch, gain control of target creature that player controls for as long as"
        " they're the monarch.",
    ),
    "Grave Venerations": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. End step: if you're the monarch, return up to "
        "one target creature card from your graveyard to hand.",
    ),
    "Nakia, Wakandan Operative": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Whenever your commander enters, you become the monarch.",
    ),
    "Queen Mother Ramonda": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. As long as you're the monarch, creatures with "
        "power 2 or less can't attack you.",
    ),
    "T'Chaka, Venerable King": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "{3}, exile this card from your graveyard: you become the monarch. Activate "
        "only if you control your commander.",
    ),
    "Okoye, Mighty and Adored": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Beginning of combat on your turn: +1/+1 counter"
        " on target creature; whenever it attacks the monarch this turn, it gains "
        "double strike and trample.",
    ),
    "Heart-Shaped Herb": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Prevent 1 damage from opponents' sources to you. {2}, {T}, sacrifice: you "
        "may sacrifice a creature; if you do, return it with three +1/+1 counters and"
        " you become the monarch.",
    ),
    "M'Baku, Jabari Chieftain": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "At the beginning of your end step, if there is no monarch, target opponent "
        "becomes the monarch. Creatures attacking an opponent who is the monarch get "
        "+1/+1 and trample.",
    ),
    "King Solomon's Frogs": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "{3}, {T}, exile it: you become the monarch.",
    ),
    "Fight for the Throne": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "Instant: +1/+1 counter and fight; when the opponent's creature dies this "
        "turn, if you control your commander, you become the monarch.",
    ),
    "The Spear of Bashenga": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: if there is no monarch, you become the monarch. Whenever equipped "
        "creature attacks the monarch, destroy target tapped nonland permanent that "
        "player controls.",
    ),
    "Chief Magistrate of Mercadia": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Upkeep: create a 2/1 haste Goblin; then if "
        "you're the monarch, copy each creature token you control.",
    ),
    "Tamiyo, Upriser Crowned": QT_TRANSLATE_NOOP(
        "MonarchCards",
        "ETB: you become the monarch. Whenever one or more creatures deal combat "
        "damage to you while you're the monarch, tap them and put a stun counter on "
        "each.",
    ),
}
