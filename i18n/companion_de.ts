<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AmountEntry</name>
    <message>
        <location filename="../companion/app/dialogs/amount_entry.py" line="+59"/>
        <source>Type {minus}7 or +3 to change it, or 33 to set it.</source>
        <translation>{minus}7 oder +3 eingeben, um den Wert zu ändern, oder 33, um ihn festzulegen.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Poison counters</source>
        <translation>Giftmarken</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Delete the last character</source>
        <translation>Letztes Zeichen löschen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a number: type {minus}7, +3 or 33.</source>
        <translation>Keine Zahl: {minus}7, +3 oder 33 eingeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That would be below 0.</source>
        <translation>Das wäre weniger als 0.</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+533"/>
        <source>{player} has %n life.</source>
        <translation>
            <numerusform>{player} hat %n Lebenspunkt.</numerusform>
            <numerusform>{player} hat %n Lebenspunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has %n poison counter(s).</source>
        <translation>
            <numerusform>{player} hat %n Giftmarke.</numerusform>
            <numerusform>{player} hat %n Giftmarken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has %n counter(s): {counter}.</source>
        <translation>
            <numerusform>{player} hat %n Marke: {counter}.</numerusform>
            <numerusform>{player} hat %n Marken: {counter}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>Der Kommandeur von {source} hat {player} %n Schadenspunkt zugefügt.</numerusform>
            <numerusform>Der Kommandeur von {source} hat {player} %n Schadenspunkte zugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s partner commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>Der Partner-Kommandeur von {source} hat {player} %n Schadenspunkt zugefügt.</numerusform>
            <numerusform>Der Partner-Kommandeur von {source} hat {player} %n Schadenspunkte zugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) has dealt {player} %n damage.</source>
        <translation>
            <numerusform>{commander} ({source}) hat {player} %n Schadenspunkt zugefügt.</numerusform>
            <numerusform>{commander} ({source}) hat {player} %n Schadenspunkte zugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That is too large: at most %n at once.</source>
        <translation>
            <numerusform>Das ist zu viel: höchstens %n auf einmal.</numerusform>
            <numerusform>Das ist zu viel: höchstens %n auf einmal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BecomeMonarchDialog</name>
    <message>
        <location filename="../companion/app/dialogs/monarch.py" line="+98"/>
        <location line="+4"/>
        <source>Become the monarch</source>
        <translation>Zum Monarchen werden</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card made them the monarch? (optional)</source>
        <translation>Welche Karte hat diesen Spieler zum Monarchen gemacht? (optional)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not in the list of monarch cards; recorded as typed.</source>
        <translation>Nicht in der Liste der Monarch-Karten; wird so erfasst, wie eingegeben.</translation>
    </message>
</context>
<context>
    <name>CardChips</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+61"/>
        <source>Tap it when it leaves the battlefield.</source>
        <translation>Antippen, wenn die Karte das Spiel verlässt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its one-time trigger has happened.</source>
        <translation>Ihre einmalige Fähigkeit hat bereits ausgelöst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} leaves the battlefield</source>
        <translation>{card} verlässt das Spiel</translation>
    </message>
</context>
<context>
    <name>CardEntersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/card_enters.py" line="+40"/>
        <source>A monarch card enters the battlefield</source>
        <translation>Eine Monarch-Karte kommt ins Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control</source>
        <translation>Eine Monarch-Karte kommt unter der Kontrolle von {player} ins Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card?</source>
        <translation>Welche Karte?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on the panel</source>
        <translation>Aufs Feld legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch as it enters</source>
        <translation>{player} wird zum Monarchen, wenn sie ins Spiel kommt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not a monarch card the app knows: choose one from the list.</source>
        <translation>Keine Monarch-Karte, die die App kennt: eine aus der Liste wählen.</translation>
    </message>
</context>
<context>
    <name>CardTriggers</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+16"/>
        <source>Target player sacrifices a creature.</source>
        <translation>Ein Spieler deiner Wahl opfert eine Kreatur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Jeder Gegner verliert 1 Lebenspunkt und du erhältst 1 Lebenspunkt dazu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creatures you control can&apos;t be blocked this turn.</source>
        <translation>Kreaturen, die du kontrollierst, können in diesem Zug nicht geblockt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch loses 2 life and you gain 2 life.</source>
        <translation>Der neue Monarch verliert 2 Lebenspunkte und du erhältst 2 Lebenspunkte dazu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The creature Palace Jailer exiled returns to the battlefield under its owner&apos;s control (a token stays gone).</source>
        <translation>Die von Palace Jailer ins Exil geschickte Kreatur kehrt unter der Kontrolle ihres Besitzers ins Spiel zurück (ein Spielstein kehrt nicht zurück).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 black Assassin creature token with deathtouch and haste.</source>
        <translation>Erzeuge einen 1/1 schwarzen Assassine-Kreaturenspielstein mit Todesberührung und Eile.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 5/5 red Dragon creature token with flying.</source>
        <translation>Erzeuge einen 5/5 roten Drache-Kreaturenspielstein mit Flugfähigkeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put a +1/+1 counter on Throne Warden.</source>
        <translation>Lege eine +1/+1-Marke auf Throne Warden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life unless they discard two cards.</source>
        <translation>Jeder Gegner verliert 3 Lebenspunkte, außer er wirft eine Karte ab; falls du der Monarch bist, stattdessen 6 Lebenspunkte, außer er wirft zwei Karten ab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may put a land card from your hand onto the battlefield; if you&apos;re the monarch, a creature or land card instead.</source>
        <translation>Du kannst eine Länderkarte aus deiner Hand ins Spiel bringen; falls du der Monarch bist, stattdessen eine Kreaturen- oder Länderkarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number of target players each mill two cards; if you&apos;re the monarch, ten cards instead.</source>
        <translation>Beliebig viele Spieler deiner Wahl millen je zwei Karten; falls du der Monarch bist, stattdessen je zehn Karten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 white Spirit creature token with flying; if you&apos;re the monarch, a 4/4 white Angel creature token with flying instead.</source>
        <translation>Erzeuge einen 1/1 weißen Geist-Kreaturenspielstein mit Flugfähigkeit; falls du der Monarch bist, stattdessen einen 4/4 weißen Engel-Kreaturenspielstein mit Flugfähigkeit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court of Ire deals 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Court of Ire fügt einem Ziel deiner Wahl 2 Schadenspunkte zu; falls du der Monarch bist, stattdessen 7 Schadenspunkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If Starscream is on its Seeker Leader face, convert it.</source>
        <translation>Falls bei Starscream die Seite Seeker Leader oben liegt, wandle die Karte um.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The monarch draws an additional card.</source>
        <translation>Der Monarch zieht eine zusätzliche Karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The active player may pay {X} (X: the cards in their hand); if they don&apos;t, they can&apos;t attack you this combat.</source>
        <translation>Der aktive Spieler kann {X} bezahlen (X = Anzahl der Karten auf seiner Hand); tut er es nicht, kann er dich in diesem Kampf nicht angreifen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create two 1/1 white Human Soldier creature tokens.</source>
        <translation>Erzeuge zwei 1/1 weiße Mensch-Soldat-Kreaturenspielsteine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch gains control of the enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>Der neue Monarch erhält die Kontrolle über die verzauberte Kreatur; sie greift in jedem Kampf an, falls möglich, und kann dich nicht angreifen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return target permanent card with mana value 3 or less from your graveyard to your hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>Bringe eine bleibende Karte deiner Wahl mit Manabetrag 3 oder weniger aus deinem Friedhof auf deine Hand zurück; falls du der Monarch bist, bringe sie stattdessen ins Spiel zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 3/1 red Knight creature token; then, if you&apos;re the monarch, Court of Embereth deals X damage to each opponent (X: the creatures you control).</source>
        <translation>Erzeuge einen 3/1 roten Ritter-Kreaturenspielstein; falls du danach der Monarch bist, fügt Court of Embereth jedem Gegner X Schadenspunkte zu (X = Anzahl der Kreaturen, die du kontrollierst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Distribute two +1/+1 counters among up to two target creatures; then, if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>Verteile zwei +1/+1-Marken auf bis zu zwei Kreaturen deiner Wahl; falls du danach der Monarch bist, verdopple die Anzahl an +1/+1-Marken auf jeder Kreatur, die du kontrollierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exile the top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may also cast a spell from among those cards this turn without paying its mana cost.</source>
        <translation>Schicke die oberste Karte der Bibliothek eines Gegners deiner Wahl ins Exil (du kannst sie spielen); falls du der Monarch bist, kannst du in diesem Zug außerdem einen Zauberspruch aus diesen Karten wirken, ohne seine Manakosten zu bezahlen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose up to one other target enchantment or artifact: if you&apos;re the monarch, you may create a token copy of it; if not, Court of Vantress may become a copy of it.</source>
        <translation>Bestimme bis zu eine andere Verzauberung oder ein anderes Artefakt deiner Wahl: Falls du der Monarch bist, kannst du einen Spielstein erzeugen, der eine Kopie davon ist; andernfalls kann Court of Vantress zu einer Kopie davon werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gain control of target creature the new monarch controls for as long as they&apos;re the monarch.</source>
        <translation>Übernimm die Kontrolle über eine Kreatur deiner Wahl, die der neue Monarch kontrolliert, solange dieser Spieler der Monarch ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return up to one target creature card from your graveyard to your hand.</source>
        <translation>Bringe bis zu eine Kreaturenkarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target opponent becomes the monarch.</source>
        <translation>Ein Gegner deiner Wahl wird zum Monarchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 2/1 red Goblin creature token with haste; then, if you&apos;re the monarch, create a copy of each creature token you control.</source>
        <translation>Erzeuge einen 2/1 roten Goblin-Kreaturenspielstein mit Eile; falls du danach der Monarch bist, erzeuge eine Kopie jedes Kreaturenspielsteins, den du kontrollierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the creatures that dealt the damage and put a stun counter on each of them.</source>
        <translation>Tappe die Kreaturen, die den Schaden zugefügt haben, und lege auf jede von ihnen eine Betäubungsmarke.</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../companion/app/charts/export.py" line="+47"/>
        <source>PNG image (*.png)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CSV file (*.csv)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {file}: {error}</source>
        <extracomment>After an export failed: the file and the system&apos;s reason</extracomment>
        <translation>{file} konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved {file}</source>
        <extracomment>After an export: the file written</extracomment>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export PNG…</source>
        <extracomment>Button of a chart view: save every chart as one image</extracomment>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <extracomment>Button of a chart view: save its figures in a CSV file</extracomment>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the charts as an image</source>
        <extracomment>Tooltip of &quot;Export PNG…&quot;</extracomment>
        <translation>Die Diagramme als Bild speichern</translation>
    </message>
</context>
<context>
    <name>ChessClockDialog</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="+73"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs. At 0 it says so; nobody loses by it. A new time keeps what each player has used; Off takes the clocks away.</source>
        <translation>Jeder Spieler hat so viel Zeit für das ganze Spiel: Es läuft die Uhr des Spielers, der am Zug ist. Bei 0 wird das angezeigt; niemand verliert dadurch. Eine neue Zeit behält bei, was jeder Spieler schon verbraucht hat; „Aus“ entfernt die Uhren.</translation>
    </message>
</context>
<context>
    <name>ChromaWindow</name>
    <message>
        <location filename="../companion/app/overlay/chroma.py" line="+88"/>
        <source>Commander Companion overlay (chroma key)</source>
        <translation>Commander Companion – Overlay (Chroma-Key)</translation>
    </message>
</context>
<context>
    <name>ClockMinutes</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="-27"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s) per player</source>
        <translation>
            <numerusform>%n Minute pro Spieler</numerusform>
            <numerusform>%n Minuten pro Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../companion/app/dialogs/combat.py" line="+402"/>
        <source>&amp;Deal damage</source>
        <translation>Schaden &amp;zufügen</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>Kommandeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infect</source>
        <translation>Infizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By whose creatures</source>
        <translation>Kreaturen von</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What will happen:</source>
        <translation>Was passiert:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First strike: deal the first-strike damage first, then the regular damage</source>
        <translation>Erstschlag: zuerst den Erstschlagschaden zufügen, dann den regulären Schaden</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n Lebenspunkt</numerusform>
            <numerusform>%n Lebenspunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n poison</source>
        <translation>
            <numerusform>, %n Giftmarke</numerusform>
            <numerusform>, %n Giftmarken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not hit</source>
        <translation>nicht getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage to {player}</source>
        <translation>Kampfschaden an {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: by a commander</source>
        <translation>{player}: durch einen Kommandeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: by the partner commander</source>
        <translation>{player}: durch den Partner-Kommandeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: infect</source>
        <translation>{player}: Infizieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creatures dealt damage to {player}</source>
        <translation>Wessen Kreaturen {player} Schaden zugefügt haben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another source of damage to {player}</source>
        <translation>Eine weitere Schadensquelle für {player}</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+177"/>
        <source>First-strike damage dealt. Now the regular combat damage (CR 510.4).</source>
        <translation>Erstschlagschaden zugefügt. Jetzt der reguläre Kampfschaden (Regel 510.4).</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Turn {turn}, {player}&apos;s turn. Enter the combat damage each player was dealt.</source>
        <translation>Zug {turn}, {player} ist am Zug. Den Kampfschaden eingeben, den jeder Spieler erlitten hat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{player}&apos;s creatures cannot deal combat damage to {player}.</source>
        <translation>Kreaturen von {player} können {player} keinen Kampfschaden zufügen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{player} has left the game: no creatures of theirs deal damage.</source>
        <translation>{player} hat das Spiel verlassen: Kreaturen von {player} fügen keinen Schaden zu.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Note: only {active}&apos;s creatures attack this turn (CR 508.1), not {player}&apos;s.</source>
        <translation>Hinweis: In diesem Zug greifen nur Kreaturen von {active} an (Regel 508.1), nicht die von {player}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first commander</source>
        <translation>der erste Kommandeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partner commander</source>
        <translation>der Partner-Kommandeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticked: {partner}. Not ticked: {first}.</source>
        <translation>Angehakt: {partner}. Nicht angehakt: {first}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} cannot be dealt damage by their own creatures.</source>
        <translation>{player} kann durch die eigenen Kreaturen keinen Schaden erleiden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal &amp;first-strike damage</source>
        <translation>&amp;Erstschlagschaden zufügen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The damage typed is not dealt yet. Deal damage deals it; Cancel again closes without dealing it.</source>
        <translation>Der eingegebene Schaden ist noch nicht zugefügt. „Schaden zufügen“ fügt ihn zu; noch einmal „Abbrechen“ schließt, ohne ihn zuzufügen.</translation>
    </message>
</context>
<context>
    <name>CombatPreview</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-47"/>
        <source>Enter the combat damage each player was dealt.</source>
        <translation>Den Kampfschaden eingeben, den jeder Spieler erlitten hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This damage cannot be recorded: {reason}</source>
        <translation>Dieser Schaden kann nicht erfasst werden: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} stays the monarch.</source>
        <translation>{player} bleibt der Monarch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} keeps the initiative.</source>
        <translation>{player} behält die Initiative.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: life {before} → {after}.</source>
        <translation>{player}: Lebenspunkte {before} → {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: poison counters {before} → {after}.</source>
        <translation>{player}: Giftmarken {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: commander damage from {source} {before} → {after}.</source>
        <translation>{player}: Kommandeurschaden von {source}: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: damage from {source}&apos;s partner commander {before} → {after}.</source>
        <translation>{player}: Schaden vom Partner-Kommandeur von {source}: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: damage from {commander} ({source}) {before} → {after}.</source>
        <translation>{player}: Schaden von {commander} ({source}): {before} → {after}.</translation>
    </message>
</context>
<context>
    <name>CombatQuestion</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+259"/>
        <source>Was this combat damage from a creature? Whose?</source>
        <translation>War das Kampfschaden durch eine Kreatur? Wenn ja, wessen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creature?</source>
        <translation>Wessen Kreatur?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature controlled by this player dealt the damage</source>
        <translation>Eine Kreatur, die dieser Spieler kontrolliert, hat den Schaden zugefügt</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not combat damage from a creature: just lose the life</source>
        <translation>Kein Kampfschaden durch eine Kreatur: nur die Lebenspunkte verlieren</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../companion/app/widgets/command_palette.py" line="+95"/>
        <source>Find a command</source>
        <translation>Befehl suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command to find</source>
        <translation>Gesuchter Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type what to do, e.g. monarch</source>
        <translation>Eingeben, was zu tun ist, z. B. Monarch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matching commands</source>
        <translation>Passende Befehle</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No command matches “{query}”.</source>
        <translation>Kein Befehl passt zu „{query}“.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../companion/shell/commands/table.py" line="+31"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game with the same &amp;players</source>
        <translation>Neues Spiel mit denselben &amp;Spielern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open journal…</source>
        <translation>Protokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save journal &amp;as…</source>
        <translation>Protokoll speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import games…</source>
        <extracomment>Adds the games of a folder of journals (another computer&apos;s, a backup) to the history</extracomment>
        <translation>Spiele &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next step</source>
        <translation>&amp;Nächstes Segment</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tep by step (the table calls every step)</source>
        <extracomment>A table that calls every step: the turn moves only when told (off: steps follow the play)</extracomment>
        <translation>Se&amp;gment für Segment (jedes wird angesagt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw who goes &amp;first</source>
        <translation>Startspieler &amp;auslosen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Combat damage…</source>
        <translation>&amp;Kampfschaden…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commander &amp;damage by tapping panels</source>
        <translation>Kommandeurs&amp;chaden durch Tippen auf die Felder</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It becomes da&amp;y (a card says so)</source>
        <translation>Es wird &amp;Tag (laut einer Karte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It becomes ni&amp;ght (a card says so)</source>
        <translation>Es wird Nac&amp;ht (laut einer Karte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A spell was cast (&amp;storm +1)</source>
        <translation>Ein Zauberspruch wurde gewirkt (&amp;Sturm +1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Storm −1 (counted by mistake)</source>
        <translation>Sturm −1 (versehentlich gezählt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>C&amp;hess clock…</source>
        <translation>Schach&amp;uhr…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pause the chess clock</source>
        <translation>Schachuhr &amp;pausieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done entering commander damage</source>
        <translation>Kommandeurschaden fertig eingetragen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Done: the reminder is carried out</source>
        <translation>E&amp;rledigt: Die Erinnerung ist ausgeführt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select &amp;next player</source>
        <translation>&amp;Nächsten Spieler auswählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select &amp;previous player</source>
        <translation>&amp;Vorherigen Spieler auswählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Select player</source>
        <translation>Spieler &amp;wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {player}</source>
        <translation>{player} auswählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +1</source>
        <translation>Lebenspunkte +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +1</source>
        <translation>{player}: Lebenspunkte +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −1</source>
        <translation>Lebenspunkte −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −1</source>
        <translation>{player}: Lebenspunkte −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +5</source>
        <translation>Lebenspunkte +5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +5</source>
        <translation>{player}: Lebenspunkte +5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −5</source>
        <translation>Lebenspunkte −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −5</source>
        <translation>{player}: Lebenspunkte −5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison +1</source>
        <translation>Giftmarken +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison +1</source>
        <translation>{player}: Giftmarken +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison −1</source>
        <translation>Giftmarken −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison −1</source>
        <translation>{player}: Giftmarken −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Type a life amount…</source>
        <translation>&amp;Lebenspunkte eingeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type an amount for {player}’s life…</source>
        <translation>Lebenspunkte von {player} eingeben…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Become the &amp;monarch…</source>
        <translation>Zum &amp;Monarchen werden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch…</source>
        <translation>{player} wird zum Monarchen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;6</source>
        <translation>W&amp;6 würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d6</source>
        <translation>{player} würfelt einen W6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;20</source>
        <translation>W&amp;20 würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d20</source>
        <translation>{player} würfelt einen W20</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Roll a dN…</source>
        <translation>WN wü&amp;rfeln…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a dN…</source>
        <translation>{player} würfelt einen WN…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Flip a c&amp;oin</source>
        <translation>&amp;Münze werfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} flips a coin</source>
        <translation>{player} wirft eine Münze</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll the &amp;planar die</source>
        <translation>Mit dem &amp;Welten-Würfel würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls the planar die</source>
        <translation>{player} würfelt mit dem Welten-Würfel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cast the &amp;commander from the command zone</source>
        <translation>Kommandeur aus der Kommando&amp;zone wirken</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cast the &amp;partner commander from the command zone</source>
        <translation>&amp;Partner-Kommandeur aus der Kommandozone wirken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;ounters…</source>
        <translation>Mark&amp;en…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s counters…</source>
        <translation>Marken von {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Energy counter +1</source>
        <translation>Ener&amp;giemarke +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an energy counter</source>
        <translation>{player} erhält eine Energiemarke</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xperience counter +1</source>
        <translation>Er&amp;fahrungsmarke +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an experience counter</source>
        <translation>{player} erhält eine Erfahrungsmarke</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rad counter +1</source>
        <translation>Verstrahl&amp;ungsmarke +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets a rad counter</source>
        <translation>{player} erhält eine Verstrahlungsmarke</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Speed +1 (start your engines!)</source>
        <translation>Temp&amp;o +1 (Starte die Motoren!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s speed increases</source>
        <translation>Das Tempo von {player} erhöht sich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gets the &amp;city’s blessing</source>
        <translation>Den Segen der S&amp;tadt erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets the city’s blessing</source>
        <translation>{player} erhält den Segen der Stadt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Ring &amp;tempts you…</source>
        <translation>Der Ring führt di&amp;ch in Versuchung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ring tempts {player}…</source>
        <translation>Der Ring führt {player} in Versuchung…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the &amp;initiative…</source>
        <translation>Die &amp;Initiative übernehmen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative…</source>
        <translation>{player} übernimmt die Initiative…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Venture into the dungeon (a card)…</source>
        <translation>Sich ins &amp;Gewölbe wagen (durch eine Karte)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon (a card)…</source>
        <translation>{player} wagt sich ins Gewölbe (durch eine Karte)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A monarch card &amp;enters the battlefield…</source>
        <translation>Eine Monarch-&amp;Karte kommt ins Spiel…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control…</source>
        <translation>Eine Monarch-Karte kommt unter der Kontrolle von {player} ins Spiel…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Concede…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} concedes…</source>
        <translation>{player} gibt auf…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Loses the game…</source>
        <translation>Das &amp;Spiel verlieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game…</source>
        <translation>{player} verliert das Spiel…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xtra turn after this one</source>
        <translation>&amp;Zusätzlicher Zug nach diesem</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find a &amp;command…</source>
        <translation>&amp;Befehl suchen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rotate panels to face the seats</source>
        <translation>Felder zu den Plätzen &amp;drehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;log</source>
        <translation>Spielver&amp;lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stats</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pl&amp;ayers…</source>
        <extracomment>The playgroup&apos;s players across games: merge two names of one person, split them again</extracomment>
        <translation>S&amp;pieler…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream &amp;overlay</source>
        <translation>Stream-&amp;Overlay</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invite &amp;phones</source>
        <translation>&amp;Handys einladen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History</source>
        <extracomment>The History page: every game played, filters, a game&apos;s replay, stats across games</extracomment>
        <translation>&amp;Chronik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The monarch’s &amp;rules</source>
        <translation>&amp;Regeln zum Monarchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;build the history</source>
        <extracomment>Reads every game&apos;s journal again into the history&apos;s database (it is only an index)</extracomment>
        <translation>Chronik neu auf&amp;bauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Commander Companion</source>
        <translation>&amp;Über Commander Companion</translation>
    </message>
    <message>
        <location filename="../companion/app/commands.py" line="+26"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>CounterBox</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-23"/>
        <source>{player}&apos;s partner commander</source>
        <translation>den Partner-Kommandeur von {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s commander</source>
        <translation>den Kommandeur von {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Poison counters: {player} loses at {lethal}.</source>
        <translation>Giftmarken: Bei {lethal} verliert {player} das Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat damage dealt to {player} by {commander}. {player} loses at {lethal}. + adds a point of combat damage (and takes the life); − takes back damage entered by mistake (and gives the life back).</source>
        <translation>Kampfschaden an {player} durch {commander}. Bei {lethal} verliert {player} das Spiel. + trägt einen Punkt Kampfschaden ein (und zieht die Lebenspunkte ab); − nimmt versehentlich eingetragenen Schaden zurück (und gibt die Lebenspunkte zurück).</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+104"/>
        <source>Enter commander damage dealt to {player}: tap this, then the commander that dealt it on its player&apos;s panel</source>
        <translation>Kommandeurschaden für {player} eintragen: hier tippen, dann auf den Kommandeur, der ihn zugefügt hat, im Feld seines Spielers</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+6"/>
        <source>Commander tax: casting {commander} from the command zone costs {tax} more (CR 903.8). Tap when it is cast; − takes back a cast entered by mistake.</source>
        <translation>Kommandeurssteuer: {commander} aus der Kommandozone zu wirken kostet {tax} mehr (Regel 903.8). Antippen, wenn er gewirkt wird; − nimmt ein versehentlich eingegebenes Wirken zurück.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+24"/>
        <source>Partner tax</source>
        <translation>Steuer (Partner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>⚔ Partner</source>
        <translation>⚔ Partner</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+61"/>
        <source>⚔ Commander</source>
        <translation>⚔ Kommandeur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who dealt it? Tap that commander on its panel.</source>
        <translation>Wer hat ihn zugefügt? Auf diesen Kommandeur in seinem Feld tippen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap the commander that dealt combat damage.</source>
        <translation>Auf den Kommandeur tippen, der Kampfschaden zugefügt hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 counted for {player}. Tap + there for each more point.</source>
        <translation>1 für {player} gezählt. Für jeden weiteren Punkt dort auf + tippen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now tap + on each player it dealt damage to.</source>
        <translation>Jetzt bei jedem Spieler, dem er Schaden zugefügt hat, auf + tippen.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-15"/>
        <source>{player} (partner)</source>
        <translation>{player} (Partner)</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-406"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rad</source>
        <translation>Verstrahlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City&apos;s blessing</source>
        <translation>Segen der Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring</source>
        <translation>Der Ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring: {bearer}</source>
        <translation>Ring: {bearer}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring-bearer: {bearer}</source>
        <translation>Ringträger: {bearer}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy counters: + gets one, − pays one. Tap the number to type an amount.</source>
        <translation>Energiemarken: + erhält eine, − bezahlt eine. Auf die Zahl tippen, um eine Anzahl einzugeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience counters: + gets one, − removes one.</source>
        <translation>Erfahrungsmarken: + erhält eine, − entfernt eine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rad counters (CR {rule}): at the beginning of this player&apos;s precombat main phase they mill that many cards, then lose 1 life and a rad counter for each nonland card milled.</source>
        <translation>Verstrahlungsmarken (Regel {rule}): Zu Beginn der ersten Hauptphase dieses Spielers millt er so viele Karten, wie er Verstrahlungsmarken hat, und verliert dann für jede gemillte Nichtland-Karte 1 Lebenspunkt und eine Verstrahlungsmarke.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of your playgroup&apos;s own: + and − change it.</source>
        <translation>Eine eigene Marke eurer Spielrunde: + und − ändern sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed (CR 702.179): it increases once each turn, when an opponent loses life during this player&apos;s turn (the app does it), to at most 4 (max speed).</source>
        <translation>Tempo (Regel 702.179): Es erhöht sich einmal pro Zug, wenn ein Gegner im Zug dieses Spielers Lebenspunkte verliert (das übernimmt die App), bis höchstens 4 (Maximaltempo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The city&apos;s blessing (CR 702.131): for the rest of the game.</source>
        <translation>Segen der Stadt (Regel 702.131): für den Rest des Spiels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring (CR 701.54): + when it tempts this player again. Their emblem:</source>
        <translation>Der Ring (Regel 701.54): +, wenn er diesen Spieler erneut in Versuchung führt. Das Emblem des Spielers:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your Ring-bearer is legendary and can&apos;t be blocked by creatures with greater power.</source>
        <translation>Dein Ringträger ist legendär und kann nicht von Kreaturen mit größerer Stärke geblockt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your Ring-bearer attacks, draw a card, then discard a card.</source>
        <translation>Immer wenn dein Ringträger angreift, ziehe eine Karte und wirf dann eine Karte ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whenever your Ring-bearer becomes blocked by a creature, that creature&apos;s controller sacrifices it at end of combat.</source>
        <translation>Immer wenn dein Ringträger von einer Kreatur geblockt wird, opfert der Beherrscher jener Kreatur sie am Ende des Kampfes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.</source>
        <translation>Immer wenn dein Ringträger einem Spieler Kampfschaden zufügt, verliert jeder Gegner 3 Lebenspunkte.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/counters.py" line="+56"/>
        <location line="+191"/>
        <source>Counters: {player}</source>
        <translation>Marken: {player}</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>A counter of your own</source>
        <translation>Eine eigene Marke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speed {speed} of 4: +1</source>
        <translation>Tempo {speed} von 4: +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start your engines! (speed 1)</source>
        <translation>Starte die Motoren! (Tempo 1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Has the city’s blessing</source>
        <translation>✓ Hat den Segen der Stadt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gets the city’s blessing</source>
        <translation>Segen der Stadt erhalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Ring tempts again (level {level} of 4)…</source>
        <translation>Der Ring führt erneut in Versuchung (Stufe {level} von 4)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring tempts you…</source>
        <translation>Der Ring führt dich in Versuchung…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{counter} −1</source>
        <translation>{counter} −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{counter} +1</source>
        <translation>{counter} +1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="-125"/>
        <source>{player} gains %n life</source>
        <translation>
            <numerusform>{player} erhält %n Lebenspunkt</numerusform>
            <numerusform>{player} erhält %n Lebenspunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life</source>
        <translation>
            <numerusform>{player} verliert %n Lebenspunkt</numerusform>
            <numerusform>{player} verliert %n Lebenspunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n poison counter(s)</source>
        <translation>
            <numerusform>{player} erhält %n Giftmarke</numerusform>
            <numerusform>{player} erhält %n Giftmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} loses %n poison counter(s)</source>
        <translation>
            <numerusform>{player} verliert %n Giftmarke</numerusform>
            <numerusform>{player} verliert %n Giftmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source} deals %n infect combat damage to {target}</source>
        <translation>
            <numerusform>{source} fügt {target} %n Punkt Kampfschaden mit Infizieren zu</numerusform>
            <numerusform>{source} fügt {target} %n Punkte Kampfschaden mit Infizieren zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>Der Kommandeur von {source} fügt {target} %n Punkt Kampfschaden zu</numerusform>
            <numerusform>Der Kommandeur von {source} fügt {target} %n Punkte Kampfschaden zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source} fügt {target} %n Punkt Kampfschaden zu</numerusform>
            <numerusform>{source} fügt {target} %n Punkte Kampfschaden zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source}&apos;s partner commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>Der Partner-Kommandeur von {source} fügt {target} %n Punkt Kampfschaden zu</numerusform>
            <numerusform>Der Partner-Kommandeur von {source} fügt {target} %n Punkte Kampfschaden zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{commander} ({source}) fügt {target} %n Punkt Kampfschaden zu</numerusform>
            <numerusform>{commander} ({source}) fügt {target} %n Punkte Kampfschaden zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s commander taken back</source>
        <translation>
            <numerusform>{target}: %n Schadenspunkt vom Kommandeur von {source} zurückgenommen</numerusform>
            <numerusform>{target}: %n Schadenspunkte vom Kommandeur von {source} zurückgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s partner commander taken back</source>
        <translation>
            <numerusform>{target}: %n Schadenspunkt vom Partner-Kommandeur von {source} zurückgenommen</numerusform>
            <numerusform>{target}: %n Schadenspunkte vom Partner-Kommandeur von {source} zurückgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {commander} ({source}) taken back</source>
        <translation>
            <numerusform>{target}: %n Schadenspunkt von {commander} ({source}) zurückgenommen</numerusform>
            <numerusform>{target}: %n Schadenspunkte von {commander} ({source}) zurückgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{player} gets %n energy counter(s)</source>
        <translation>
            <numerusform>{player} erhält %n Energiemarke</numerusform>
            <numerusform>{player} erhält %n Energiemarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n energy counter(s)</source>
        <translation>
            <numerusform>{player} entfernt %n Energiemarke</numerusform>
            <numerusform>{player} entfernt %n Energiemarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n experience counter(s)</source>
        <translation>
            <numerusform>{player} erhält %n Erfahrungsmarke</numerusform>
            <numerusform>{player} erhält %n Erfahrungsmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n experience counter(s)</source>
        <translation>
            <numerusform>{player} entfernt %n Erfahrungsmarke</numerusform>
            <numerusform>{player} entfernt %n Erfahrungsmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n rad counter(s)</source>
        <translation>
            <numerusform>{player} erhält %n Verstrahlungsmarke</numerusform>
            <numerusform>{player} erhält %n Verstrahlungsmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n rad counter(s)</source>
        <translation>
            <numerusform>{player} entfernt %n Verstrahlungsmarke</numerusform>
            <numerusform>{player} entfernt %n Verstrahlungsmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} erhält %n Marke: {counter}</numerusform>
            <numerusform>{player} erhält %n Marken: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} entfernt %n Marke: {counter}</numerusform>
            <numerusform>{player} entfernt %n Marken: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} mills for rad: %n nonland card(s), as much life and as many rad counters lost</source>
        <translation>
            <numerusform>{player} millt wegen Verstrahlung Karten, darunter %n Nichtland-Karte: ein Lebenspunkt und eine Verstrahlungsmarke verloren</numerusform>
            <numerusform>{player} millt wegen Verstrahlung Karten, darunter %n Nichtland-Karten: ebenso viele Lebenspunkte und Verstrahlungsmarken verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more spell(s) cast this turn (storm)</source>
        <translation>
            <numerusform>%n weiterer Zauberspruch in diesem Zug gewirkt (Sturm)</numerusform>
            <numerusform>%n weitere Zaubersprüche in diesem Zug gewirkt (Sturm)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n spell(s) fewer cast this turn (storm)</source>
        <translation>
            <numerusform>%n Zauberspruch weniger in diesem Zug gewirkt (Sturm)</numerusform>
            <numerusform>%n Zaubersprüche weniger in diesem Zug gewirkt (Sturm)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <source>{player} cast %n spell(s) this turn</source>
        <translation>
            <numerusform>{player} hat in diesem Zug %n Zauberspruch gewirkt</numerusform>
            <numerusform>{player} hat in diesem Zug %n Zaubersprüche gewirkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life: combat damage?</source>
        <translation>
            <numerusform>{player} verliert %n Lebenspunkt: Kampfschaden?</numerusform>
            <numerusform>{player} verliert %n Lebenspunkte: Kampfschaden?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player}&apos;s open loss is %n life less</source>
        <translation>
            <numerusform>Offener Lebenspunkteverlust von {player}: %n Lebenspunkt weniger</numerusform>
            <numerusform>Offener Lebenspunkteverlust von {player}: %n Lebenspunkte weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Chess clock: %n minute(s) per player</source>
        <translation>
            <numerusform>Schachuhr: %n Minute pro Spieler</numerusform>
            <numerusform>Schachuhr: %n Minuten pro Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrownLayer</name>
    <message>
        <location filename="../companion/app/widgets/crown.py" line="+336"/>
        <source>The monarch (CR {rule})</source>
        <translation>Der Monarch (Regel {rule})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— the quoted rules say {term}</source>
        <translation>– die zitierten Regeln sagen {term}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drag the crown onto another player to make them the monarch.</source>
        <translation>Die Krone auf einen anderen Spieler ziehen, um ihn zum Monarchen zu machen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crown: {player} is the monarch</source>
        <translation>Krone: {player} ist der Monarch</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-230"/>
        <source>Untap</source>
        <translation>Enttappsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upkeep</source>
        <translation>Versorgungssegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw step</source>
        <translation>Ziehsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 1</source>
        <translation>Erste Hauptphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginning of combat</source>
        <translation>Beginn-des-Kampfes-Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare attackers</source>
        <translation>Angreifer-deklarieren-Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare blockers</source>
        <translation>Blocker-deklarieren-Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage step</source>
        <translation>Kampfschadensegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of combat</source>
        <translation>Ende-des-Kampfes-Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 2</source>
        <translation>Zweite Hauptphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End step</source>
        <translation>Endsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cleanup</source>
        <translation>Aufräumsegment</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>21 commander damage from {commander} ({player})</source>
        <translation>21 Punkte Kommandeurschaden durch {commander} ({player})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to {step}</source>
        <translation>Weiter zu „{step}“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn: how many spells were cast?</source>
        <translation>Zug beenden: Wie viele Zaubersprüche wurden gewirkt?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stops for what triggered</source>
        <translation>„Zug beenden“ hält für das Ausgelöste an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turn for {player}</source>
        <translation>Zusätzlicher Zug für {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes an extra turn after this one</source>
        <translation>{player} macht nach diesem Zug einen zusätzlichen Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch</source>
        <translation>{player} wird zum Monarchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch ({card})</source>
        <translation>{player} wird zum Monarchen ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First-strike damage: {hits}</source>
        <extracomment>The first-strike combat damage step&apos;s damage (CR 510.4), then the hits dealt in it.</extracomment>
        <translation>Erstschlagschaden: {hits}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{player}&apos;s speed increases</source>
        <translation>Das Tempo von {player} erhöht sich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gets the city&apos;s blessing</source>
        <translation>{player} erhält den Segen der Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}</source>
        <translation>Der Ring führt {player} in Versuchung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}; {bearer} is their Ring-bearer</source>
        <translation>Der Ring führt {player} in Versuchung; Ringträger: {bearer}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An opponent lost life during {player}&apos;s turn: {player}&apos;s speed increases to {speed}.</source>
        <translation>Ein Gegner hat im Zug von {player} Lebenspunkte verloren: Das Tempo von {player} erhöht sich auf {speed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}&apos;s speed is now {speed}.</source>
        <translation>Das Tempo von {player} ist jetzt {speed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has rad counters: {player} mills a card for each, then loses 1 life and removes a rad counter for each nonland card milled.</source>
        <translation>{player} hat Verstrahlungsmarken: {player} millt für jede eine Karte, verliert dann für jede gemillte Nichtland-Karte 1 Lebenspunkt und entfernt eine Verstrahlungsmarke.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{player} draws a card (monarch)</source>
        <translation>{player} zieht eine Karte (als Monarch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): trigger done</source>
        <translation>{card} ({player}): ausgelöste Fähigkeit erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} casts their commander from the command zone</source>
        <translation>{player} wirkt den Kommandeur aus der Kommandozone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts their partner commander from the command zone</source>
        <translation>{player} wirkt den Partner-Kommandeur aus der Kommandozone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts {commander} from the command zone</source>
        <translation>{player} wirkt {commander} aus der Kommandozone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast from the command zone taken back</source>
        <translation>{player}: Wirken aus der Kommandozone zurückgenommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast of {commander} from the command zone taken back</source>
        <translation>{player}: Wirken von {commander} aus der Kommandozone zurückgenommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls a {die}: {result}</source>
        <translation>{player} würfelt einen {die}: {result}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first</source>
        <translation>{player} beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first (drawn at random)</source>
        <translation>{player} beginnt (zufällig ausgelost)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} flips a coin: heads</source>
        <translation>{player} wirft eine Münze: Kopf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} flips a coin: tails</source>
        <translation>{player} wirft eine Münze: Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: planeswalk</source>
        <translation>{player} würfelt mit dem Welten-Würfel: Weltenwanderer-Symbol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls the planar die: chaos</source>
        <translation>{player} würfelt mit dem Welten-Würfel: Chaos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: a blank face</source>
        <translation>{player} würfelt mit dem Welten-Würfel: eine leere Seite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative</source>
        <translation>{player} übernimmt die Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the initiative ({card})</source>
        <translation>{player} übernimmt die Initiative ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity</source>
        <translation>{player} wagt sich in Undercity</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures: {room}</source>
        <translation>{player} wagt sich ins Gewölbe: {room}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures into the dungeon ({card})</source>
        <translation>{player} wagt sich ins Gewölbe ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} enters the battlefield under {player}&apos;s control</source>
        <translation>{card} kommt unter der Kontrolle von {player} ins Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} leaves the battlefield ({player})</source>
        <translation>{card} verlässt das Spiel ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} concedes</source>
        <translation>{player} gibt auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game</source>
        <translation>{player} verliert das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} lose the game</source>
        <translation>{players} verlieren das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reminder {id} done</source>
        <translation>Erinnerung {id} erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes day (a card says so)</source>
        <translation>Es wird Tag (laut einer Karte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night (a card says so)</source>
        <translation>Es wird Nacht (laut einer Karte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No answer: not combat damage</source>
        <translation>Keine Antwort: kein Kampfschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: not combat damage</source>
        <translation>Antwort: kein Kampfschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: combat damage from {player}</source>
        <translation>Antwort: Kampfschaden von {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: {players}</source>
        <translation>Neues Spiel: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chess clock off</source>
        <translation>Schachuhr aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock paused</source>
        <translation>Schachuhr pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock running again</source>
        <translation>Schachuhr läuft wieder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess clock</source>
        <translation>Schachuhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s time · this turn&apos;s time</source>
        <translation>Spielzeit · Zeit dieses Zuges</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{list}; {item}</source>
        <translation>{list}; {item}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{list}, {item}</source>
        <extracomment>Players&apos; names one after another: the list so far, and the next name.</extracomment>
        <translation>{list}, {item}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch as the next player in turn order: the monarch left the game, and no active player is left to take the crown.</source>
        <translation>{player} wird als nächster Spieler in Spielreihenfolge zum Monarchen: Der Monarch hat das Spiel verlassen, und kein aktiver Spieler ist mehr da, der es werden könnte.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{player} left the game before anyone said whether their life loss was combat damage.</source>
        <translation>{player} hat das Spiel verlassen, bevor jemand gesagt hat, ob der Lebenspunkteverlust Kampfschaden war.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It is day.</source>
        <translation>Es ist Tag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative and ventures into Undercity.</source>
        <translation>{player} übernimmt die Initiative und wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative ({card}) and ventures into Undercity.</source>
        <translation>{player} übernimmt die Initiative ({card}) und wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative again: it stays one initiative, but {player} ventures into Undercity again.</source>
        <translation>{player} übernimmt erneut die Initiative: Es bleibt bei einer Initiative, aber {player} wagt sich erneut in Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}&apos;s creatures dealt combat damage to {previous}, who had the initiative: {player} takes it and ventures into Undercity.</source>
        <translation>Kreaturen von {player} haben dem Spieler mit der Initiative, {previous}, Kampfschaden zugefügt: {player} übernimmt sie und wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the active player, takes the initiative and ventures into Undercity.</source>
        <translation>{previous} hat das Spiel verlassen: {player} übernimmt als aktiver Spieler die Initiative und wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the next player in turn order, takes the initiative and ventures into Undercity.</source>
        <translation>{previous} hat das Spiel verlassen: {player} übernimmt als nächster Spieler in Spielreihenfolge die Initiative und wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{holder} left the game, so the initiative&apos;s trigger does nothing: {attacker} does not take the initiative from it.</source>
        <translation>{holder} hat das Spiel verlassen, daher bewirkt die ausgelöste Fähigkeit der Initiative nichts: {attacker} übernimmt durch sie nicht die Initiative.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} enters {room} ({dungeon}): {ability}</source>
        <translation>{player} betritt {room} ({dungeon}): {ability}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} enters {room}, the last room of {dungeon}: {ability} The dungeon is completed.</source>
        <translation>{player} betritt {room}, den letzten Raum von {dungeon}: {ability} Das Gewölbe ist absolviert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has the initiative: {player} ventures into Undercity.</source>
        <translation>{player} hat die Initiative: {player} wagt sich in Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers: {effect}</source>
        <translation>{card} ({player}) löst aus: {effect}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): its exile ends: {effect}</source>
        <translation>{card} ({player}): Das Exil endet: {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s venture is cancelled: {player} left the game.</source>
        <translation>{player} wagt sich nicht mehr ins Gewölbe: {player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}&apos;s trigger is cancelled: {player} left the game.</source>
        <translation>Die ausgelöste Fähigkeit von {card} entfällt: {player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many spells did {player} cast this turn? (Day and night.)</source>
        <translation>Wie viele Zaubersprüche hat {player} in diesem Zug gewirkt? (Tag und Nacht.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night.</source>
        <translation>Es ist Nacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night: {player} cast no spells last turn.</source>
        <translation>Es wird Nacht: {player} hat im letzten Zug keine Zaubersprüche gewirkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It becomes day: {player} cast two or more spells last turn.</source>
        <translation>Es wird Tag: {player} hat im letzten Zug zwei oder mehr Zaubersprüche gewirkt.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Moved on without an answer: {player} loses %n life, not as combat damage.</source>
        <translation>
            <numerusform>Ohne Antwort fortgefahren: {player} verliert %n Lebenspunkt, nicht durch Kampfschaden.</numerusform>
            <numerusform>Ohne Antwort fortgefahren: {player} verliert %n Lebenspunkte, nicht durch Kampfschaden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s turn moved on after first strike: no regular combat damage was dealt.</source>
        <translation>Der Zug von {player} ging nach dem Erstschlag weiter: Es wurde kein regulärer Kampfschaden zugefügt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} is the monarch and draws a card first.</source>
        <translation>„Zug beenden“ angehalten: {player} ist der Monarch und zieht zuerst eine Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} draws a card first (the monarch). Press Done once they have.</source>
        <translation>{player} zieht zuerst eine Karte (als Monarch). Danach „Erledigt“ drücken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} ventures into Undercity first. Choose the room.</source>
        <translation>„Zug beenden“ angehalten: {player} wagt sich zuerst in Undercity. Den Raum wählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity first: choose the room in the reminder.</source>
        <translation>{player} wagt sich zuerst in Undercity: den Raum in der Erinnerung wählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} ventures into Undercity first. Press Done once they have.</source>
        <translation>„Zug beenden“ angehalten: {player} wagt sich zuerst in Undercity. „Erledigt“, sobald es geschehen ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity first: press Done in the reminder.</source>
        <translation>{player} wagt sich zuerst in Undercity: „Erledigt“ in der Erinnerung drücken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} mills for rad first. Say how many nonland cards were milled.</source>
        <translation>„Zug beenden“ angehalten: {player} millt zuerst wegen Verstrahlung. Angeben, wie viele Nichtland-Karten gemillt wurden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} mills for rad first: say how many nonland cards in the reminder.</source>
        <translation>{player} millt zuerst wegen Verstrahlung: in der Erinnerung angeben, wie viele Nichtland-Karten es waren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {step}: carry out what triggered, then End turn again.</source>
        <translation>„Zug beenden“ bei „{step}“ angehalten: erst ausführen, was ausgelöst hat, dann erneut „Zug beenden“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {player}&apos;s upkeep: carry out what triggered, then Done.</source>
        <translation>„Zug beenden“ in {player}s Versorgungssegment angehalten: erst ausführen, was ausgelöst hat, dann „Erledigt“.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{stop} %n more reminder(s) in the panels.</source>
        <translation>
            <numerusform>{stop} Noch %n Erinnerung in den Feldern.</numerusform>
            <numerusform>{stop} Noch %n Erinnerungen in den Feldern.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+65"/>
        <source>{player} is the monarch.</source>
        <translation>{player} ist der Monarch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has the initiative.</source>
        <translation>{player} hat die Initiative.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is in {dungeon}, in {room}.</source>
        <translation>{player} ist in {dungeon}, im Raum {room}.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-391"/>
        <source>conceded</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 life</source>
        <translation>0 Lebenspunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 poison counters</source>
        <translation>10 Giftmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>21 commander damage from {player}</source>
        <translation>21 Punkte Kommandeurschaden von {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lost the game</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>{player} becomes the monarch: {trigger}.</source>
        <translation>{player} wird zum Monarchen: {trigger}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch as the active player, because the monarch left the game.</source>
        <translation>{player} wird als aktiver Spieler zum Monarchen, weil der Monarch das Spiel verlassen hat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch ({card}).</source>
        <translation>{player} wird zum Monarchen ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch.</source>
        <translation>{player} wird zum Monarchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is already the monarch; nothing happens.</source>
        <translation>{player} ist bereits der Monarch; nichts geschieht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and nobody can become the monarch.</source>
        <translation>{player} hat das Spiel verlassen und niemand kann zum Monarchen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{monarch} lost the game, so the combat damage trigger does not make {attacker} the monarch.</source>
        <translation>{monarch} hat das Spiel verloren, daher macht die Kampfschaden-Fähigkeit {attacker} nicht zum Monarchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} leaves the game ({reason}).</source>
        <translation>{player} verlässt das Spiel ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left during their own turn; the turn ends without an active player.</source>
        <translation>{player} ist im eigenen Zug ausgeschieden; der Zug läuft ohne aktiven Spieler zu Ende.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is the monarch: {player} draws a card.</source>
        <translation>{player} ist der Monarch: {player} zieht eine Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s monarch draw is cancelled: {player} left the game.</source>
        <translation>Die Karte, die {player} als Monarch ziehen sollte, entfällt: {player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is a draw: the last players left at the same time.</source>
        <translation>Das Spiel endet unentschieden: Die letzten Spieler sind gleichzeitig ausgeschieden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} wins the game!</source>
        <translation>{player} gewinnt das Spiel!</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <location filename="../companion/app/dialogs/dice.py" line="+38"/>
        <source>Roll a die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many sides has the die {player} rolls?</source>
        <translation>Wie viele Seiten hat der Würfel, mit dem {player} würfelt?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>DungeonMap</name>
    <message>
        <location filename="../companion/app/widgets/panel_cards.py" line="+49"/>
        <source>Dungeons completed: %n</source>
        <translation>Absolvierte Gewölbe: %n</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The venture marker is here.</source>
        <translation>Hier liegt der Gewölbemarker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker can go here next.</source>
        <translation>Hierhin kann der Marker als Nächstes ziehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no dungeon in progress.</source>
        <translation>{player} ist in keinem Gewölbe.</translation>
    </message>
</context>
<context>
    <name>Dungeons</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+8"/>
        <source>Search your library for a basic land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>Durchsuche deine Bibliothek nach einer Standardlandkarte, zeige sie offen vor, nimm sie auf deine Hand und mische dann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put two +1/+1 counters on target creature.</source>
        <translation>Lege zwei +1/+1-Marken auf eine Kreatur deiner Wahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Scry 2.</source>
        <translation>Hellsicht 2.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Target player loses 5 life.</source>
        <translation>Ein Spieler deiner Wahl verliert 5 Lebenspunkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goad target creature.</source>
        <translation>Stachle eine Kreatur deiner Wahl an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+28"/>
        <source>Create a Treasure token.</source>
        <translation>Erzeuge einen Schatz-Spielstein.</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+38"/>
        <source>Draw a card.</source>
        <translation>Ziehe eine Karte.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Create a 4/1 black Skeleton creature token with menace.</source>
        <translation>Erzeuge einen 4/1 schwarzen Skelett-Kreaturenspielstein mit Bedrohlich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.</source>
        <translation>Decke die obersten zehn Karten deiner Bibliothek auf. Bringe eine Kreaturenkarte unter ihnen mit drei +1/+1-Marken darauf ins Spiel. Sie erhält Fluchsicherheit bis zu deinem nächsten Zug. Mische dann.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+32"/>
        <source>Scry 1.</source>
        <translation>Hellsicht 1.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Create a 1/1 red Goblin creature token.</source>
        <translation>Erzeuge einen 1/1 roten Goblin-Kreaturenspielstein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a +1/+1 counter on target creature.</source>
        <translation>Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Jeder Gegner verliert 1 Lebenspunkt und du erhältst 1 Lebenspunkt dazu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target creature gets -4/-0 until your next turn.</source>
        <translation>Eine Kreatur deiner Wahl erhält -4/-0 bis zu deinem nächsten Zug.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You gain 1 life.</source>
        <translation>Du erhältst 1 Lebenspunkt dazu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target creature can&apos;t attack until your next turn.</source>
        <translation>Eine Kreatur deiner Wahl kann bis zu deinem nächsten Zug nicht angreifen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exile the top two cards of your library. You may play them.</source>
        <translation>Schicke die obersten zwei Karten deiner Bibliothek ins Exil. Du kannst sie spielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create two 1/1 black Skeleton creature tokens.</source>
        <translation>Erzeuge zwei 1/1 schwarze Skelett-Kreaturenspielsteine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scry 3.</source>
        <translation>Hellsicht 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw three cards and reveal them. You may cast one of them without paying its mana cost.</source>
        <translation>Ziehe drei Karten und zeige sie offen vor. Du kannst eine davon wirken, ohne ihre Manakosten zu bezahlen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player loses 1 life.</source>
        <translation>Jeder Spieler verliert 1 Lebenspunkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they discard a card.</source>
        <translation>Jeder Spieler verliert 2 Lebenspunkte, außer er wirft eine Karte ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.</source>
        <translation>Jeder Spieler verliert 2 Lebenspunkte, außer er opfert ein Artefakt, eine Kreatur oder ein Land.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard a card and sacrifice an artifact, a creature, and a land.</source>
        <translation>Wirf eine Karte ab und opfere ein Artefakt, eine Kreatur und ein Land.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 4/4 black God Horror creature token with deathtouch.</source>
        <translation>Erzeuge einen 4/4 schwarzen Gott-Schrecken-Kreaturenspielstein mit Todesberührung.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../companion/core/errors.py" line="+31"/>
        <source>an action must be a JSON object, not {kind}</source>
        <translation>eine Aktion muss ein JSON-Objekt sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an action needs an &quot;action&quot; field naming it</source>
        <translation>eine Aktion braucht ein Feld &quot;action&quot;, das sie benennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action {name}</source>
        <translation>unbekannte Aktion {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{action}&quot; needs a &quot;{field}&quot; field</source>
        <translation>&quot;{action}&quot; braucht ein Feld &quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a whole number, not {kind}</source>
        <translation>&quot;{field}&quot; muss eine ganze Zahl sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be true or false, not {kind}</source>
        <translation>&quot;{field}&quot; muss true oder false sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a list of player names, not {kind}</source>
        <translation>&quot;{field}&quot; muss eine Liste von Spielernamen sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;{field}&quot; names {name} twice</source>
        <translation>&quot;{field}&quot; nennt {name} zweimal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text, not {kind}</source>
        <translation>{what} muss Text sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must not be empty</source>
        <translation>{what} darf nicht leer sein</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{what} is longer than %n character(s)</source>
        <translation>
            <numerusform>{what} ist länger als %n Zeichen</numerusform>
            <numerusform>{what} ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains control characters</source>
        <translation>{what} {name} enthält Steuerzeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains {char}, a code point that is not a character</source>
        <translation>{what} {name} enthält {char}, einen Codepunkt, der kein Zeichen ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs {min} to {max} players, not {count}</source>
        <translation>ein Spiel braucht {min} bis {max} Spieler, nicht {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;starting_life&quot; must be between {min} and {max}, not {value}</source>
        <translation>&quot;starting_life&quot; muss zwischen {min} und {max} liegen, nicht bei {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;partners&quot; names {name}, who is not a player</source>
        <translation>&quot;partners&quot; nennt {name}, aber {name} ist kein Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; must map players to their commanders&apos; names, not {kind}</source>
        <translation>&quot;commanders&quot; muss Spielern die Namen ihrer Kommandeure zuordnen (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; names {name}, who is not a player</source>
        <translation>&quot;commanders&quot; nennt {name}, aber {name} ist kein Spieler</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} can have the names of %n commander(s), in a list</source>
        <translation>
            <numerusform>für {player} wird eine Liste mit dem Namen von %n Kommandeur erwartet</numerusform>
            <numerusform>für {player} wird eine Liste mit den Namen von bis zu %n Kommandeuren erwartet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s commander must be named by text, not {kind}</source>
        <translation>Der Kommandeur von {player} muss als Text benannt sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a correction only takes commander damage back: &quot;delta&quot; must be below 0</source>
        <translation>eine Korrektur nimmt nur Kommandeurschaden zurück: &quot;delta&quot; muss unter 0 liegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;to&quot; must be &quot;day&quot; or &quot;night&quot;, not {value}</source>
        <translation>&quot;to&quot; muss &quot;day&quot; oder &quot;night&quot; sein (gefunden: {value})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;reminders&quot; must be a list of reminder ids (whole numbers from 0)</source>
        <translation>„reminders“ muss eine Liste von Erinnerungsnummern sein (ganze Zahlen ab 0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reminder {id} is not pending</source>
        <translation>Erinnerung {id} steht nicht aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no day or night, or the spells cast this turn were already said</source>
        <translation>es gibt weder Tag noch Nacht, oder die in diesem Zug gewirkten Zaubersprüche wurden schon angegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;count&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;count&quot; muss zwischen 0 und {max} liegen (gefunden: {value})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;hits&quot; must be a non-empty list</source>
        <translation>&quot;hits&quot; muss eine nicht leere Liste sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number} must be an object, not {kind}</source>
        <translation>Treffer {number} muss ein Objekt sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number}: {reason}</source>
        <translation>Treffer {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;amount&quot; must be a positive number, not {value}</source>
        <translation>&quot;amount&quot; muss eine positive Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;amount&quot; must be at most {max}</source>
        <translation>&quot;amount&quot; darf höchstens {max} sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot deal combat damage to themselves</source>
        <translation>{name} kann sich nicht selbst Kampfschaden zufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;partner&quot; needs &quot;commander&quot;: true</source>
        <translation>&quot;partner&quot; erfordert &quot;commander&quot;: true</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must not be 0</source>
        <translation>&quot;delta&quot; darf nicht 0 sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must be between -{max} and {max}</source>
        <translation>&quot;delta&quot; muss zwischen -{max} und {max} liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown step {step} (steps: {known})</source>
        <translation>unbekanntes Segment {step} (Segmente: {known})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; must be a card name, not {kind}</source>
        <translation>&quot;source&quot; muss ein Kartenname sein (gefunden: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;players&quot; must name at least one player</source>
        <translation>&quot;players&quot; muss mindestens einen Spieler nennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;minutes&quot; of a chess clock must be between 0 and {max}, not {value}</source>
        <translation>&quot;minutes&quot; einer Schachuhr muss zwischen 0 und {max} liegen (gefunden: {value})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter name</source>
        <translation>Markenname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name in &quot;{field}&quot;</source>
        <translation>ein Name in &quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a commander&apos;s name</source>
        <translation>der Name eines Kommandeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no player named {name}</source>
        <translation>es gibt keinen Spieler namens {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has left the game</source>
        <translation>{player} hat das Spiel verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn is already at {step}; steps only move forward (use end_turn to start the next turn)</source>
        <translation>der Zug ist bereits bei „{step}“; Segmente gehen nur vorwärts (end_turn beginnt den nächsten Zug)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody is left to take a turn</source>
        <translation>niemand ist mehr übrig, der einen Zug machen könnte</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has only %n poison counter(s)</source>
        <translation>
            <numerusform>{player} hat nur %n Giftmarke</numerusform>
            <numerusform>{player} hat nur %n Giftmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has taken only %n damage from {source}&apos;s commander</source>
        <translation>
            <numerusform>{player} hat vom Kommandeur von {source} nur %n Schadenspunkt erlitten</numerusform>
            <numerusform>{player} hat vom Kommandeur von {source} nur %n Schadenspunkte erlitten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no reminder {number}</source>
        <translation>es gibt keine Erinnerung {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already resolved</source>
        <translation>Erinnerung {number} ist bereits erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already cancelled</source>
        <translation>Erinnerung {number} ist bereits aufgehoben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s life loss in combat is not answered yet (answer first)</source>
        <translation>der Lebenspunkteverlust von {player} im Kampf ist noch nicht beantwortet (zuerst antworten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s life loss in combat is not answered yet</source>
        <translation>der Lebenspunkteverlust von {player} im Kampf ist noch nicht beantwortet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no life loss waiting for an answer</source>
        <translation>{player} hat keinen Lebenspunkteverlust, der auf eine Antwort wartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a combat question can only be asked from the first main phase to the combat damage step</source>
        <translation>eine Kampffrage kann nur von der ersten Hauptphase bis zum Kampfschadensegment gestellt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is neither the monarch nor has the initiative</source>
        <translation>{player} ist nicht der Monarch und hat nicht die Initiative</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>only %n life of {player} is waiting</source>
        <translation>
            <numerusform>von {player} wartet nur %n Lebenspunkt auf eine Antwort</numerusform>
            <numerusform>von {player} warten nur %n Lebenspunkte auf eine Antwort</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no open question to answer</source>
        <translation>es gibt keine offene Frage zu beantworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} still has to venture into Undercity (choose the room first)</source>
        <translation>{player} muss sich noch in Undercity wagen (zuerst den Raum wählen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no venture to make; for a card that says &quot;venture&quot;, name it in &quot;source&quot;</source>
        <translation>{player} muss sich gerade nicht ins Gewölbe wagen; eine Karte, die „wage dich ins Gewölbe“ sagt, in &quot;source&quot; nennen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this venture goes on in {expected}, not in {dungeon}</source>
        <translation>wer sich jetzt ins Gewölbe wagt, geht in {expected} weiter, nicht in {dungeon}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no dungeon is in progress: &quot;dungeon&quot; must name one of {known}</source>
        <translation>der Spieler ist in keinem Gewölbe: &quot;dungeon&quot; muss eines dieser Gewölbe nennen: {known}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercity can be entered only by venturing into Undercity (the initiative)</source>
        <translation>Undercity betritt man nur, indem man sich in Undercity wagt (die Initiative)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no dungeon named {dungeon} (the dungeons: {known})</source>
        <translation>es gibt kein Gewölbe namens {dungeon} (die Gewölbe: {known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two arrows leave this room: &quot;room&quot; must be {rooms}</source>
        <translation>von diesem Raum gehen zwei Pfeile ab: &quot;room&quot; muss {rooms} sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{room} is not the next room; the venture marker can move to {rooms}</source>
        <translation>{room} ist nicht der nächste Raum; der Gewölbemarker kann auf {rooms} weiterziehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in the list of monarch cards</source>
        <translation>{card} steht nicht in der Liste der Monarch-Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} controls no {card}</source>
        <translation>{player} kontrolliert keine Karte namens {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who goes first is chosen before the first turn&apos;s untap step ends</source>
        <translation>wer beginnt, wird vor dem Ende des Enttappsegments des ersten Zugs bestimmt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;die&quot; must be &quot;coin&quot;, &quot;planar&quot; or d2 to d{max}, not {die}</source>
        <translation>&quot;die&quot; muss &quot;coin&quot;, &quot;planar&quot; oder d2 bis d{max} sein (gefunden: {die})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not a result of a {die}</source>
        <translation>{value} ist kein mögliches Ergebnis für {die}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; of a commander cast must be 1 or -1, not {value}</source>
        <translation>&quot;delta&quot; eines Kommandeur-Wirkens muss 1 oder -1 sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has not cast that commander from the command zone</source>
        <translation>{player} hat diesen Kommandeur nicht aus der Kommandozone gewirkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the chess clock is already off</source>
        <translation>die Schachuhr ist bereits aus</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the chess clock already gives each player %n minute(s)</source>
        <translation>
            <numerusform>die Schachuhr gibt jedem Spieler bereits %n Minute</numerusform>
            <numerusform>die Schachuhr gibt jedem Spieler bereits %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no chess clock (turn it on first)</source>
        <translation>es gibt keine Schachuhr (zuerst einschalten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is already paused</source>
        <translation>die Schachuhr ist bereits pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is not paused</source>
        <translation>die Schachuhr ist nicht pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;counter&quot; must be one of {known} (or &quot;named&quot;: true), not {counter}</source>
        <translation>&quot;counter&quot; muss eines von {known} sein (oder &quot;named&quot;: true; gefunden: {counter})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;nonland&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;nonland&quot; muss zwischen 0 und {max} liegen (gefunden: {value})</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has only %n counter(s) of that kind</source>
        <translation>
            <numerusform>{player} hat nur %n Marke dieser Art</numerusform>
            <numerusform>{player} hat nur %n Marken dieser Art</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s speed is already 4, the most it can be</source>
        <translation>das Tempo von {player} ist bereits 4, das Maximaltempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s speed already increased this turn; it can only once each turn</source>
        <translation>das Tempo von {player} hat sich in diesem Zug bereits erhöht; das geht nur einmal pro Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} already has the city&apos;s blessing</source>
        <translation>{player} hat bereits den Segen der Stadt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>only %n spell(s) were counted this turn</source>
        <translation>
            <numerusform>in diesem Zug wurde nur %n Zauberspruch gezählt</numerusform>
            <numerusform>in diesem Zug wurden nur %n Zaubersprüche gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no rad trigger waiting (it comes at their precombat main phase)</source>
        <translation>für {player} steht keine Verstrahlungs-Fähigkeit aus (sie löst in der ersten Hauptphase von {player} aus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s rad trigger waits for the number of nonland cards milled</source>
        <translation>die Verstrahlungs-Fähigkeit von {player} wartet auf die Anzahl der gemillten Nichtland-Karten</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} milled only %n card(s) for their rad counters</source>
        <translation>
            <numerusform>{player} hat wegen Verstrahlung nur %n Karte gemillt</numerusform>
            <numerusform>{player} hat wegen Verstrahlung nur %n Karten gemillt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a journal must start with a new_game action</source>
        <translation>ein Protokoll muss mit einer new_game-Aktion beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_game may only be the first action of a journal</source>
        <translation>new_game darf nur die erste Aktion eines Protokolls sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;joined&quot; must follow a game action of the same gesture</source>
        <translation>&quot;joined&quot; muss auf eine Spielaktion derselben Geste folgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is nothing to undo</source>
        <translation>es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is nothing to redo</source>
        <translation>es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no game is loaded</source>
        <translation>es ist kein Spiel geladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first action must be new_game</source>
        <translation>die erste Aktion muss new_game sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {line}: {reason}</source>
        <translation>Zeile {line}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the journal is empty; its first line must be a new_game action</source>
        <translation>das Protokoll ist leer; seine erste Zeile muss eine new_game-Aktion sein</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the line is longer than %n byte(s)</source>
        <translation>
            <numerusform>die Zeile ist länger als %n Byte</numerusform>
            <numerusform>die Zeile ist länger als %n Byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each line must be a JSON object</source>
        <translation>jede Zeile muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid UTF-8 text</source>
        <translation>die Zeile ist kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid JSON ({why})</source>
        <translation>die Zeile ist kein gültiges JSON ({why})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at character {column}</source>
        <translation>bei Zeichen {column}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the key {key} appears more than once in the same object</source>
        <translation>der Schlüssel {key} kommt im selben Objekt mehr als einmal vor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line contains {char}, half of a surrogate pair on its own, which is not text</source>
        <translation>die Zeile enthält {char}, eine einzelne Hälfte eines Surrogatpaars, also keinen Text</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number is too long</source>
        <translation>eine Zahl ist zu lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped an incomplete last line (the app was stopped while writing it)</source>
        <translation>eine unvollständige letzte Zeile wurde verworfen (die App wurde beim Schreiben beendet)</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+39"/>
        <source>Could not write the game to {path}: {reason}</source>
        <translation>Das Spiel konnte nicht in {path} geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Could not read the settings ({reason}); using the defaults.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden ({reason}); es gelten die Standardwerte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file was unreadable ({reason}); it was kept as {name} and the defaults are used.</source>
        <translation>Die Einstellungsdatei war unlesbar ({reason}); sie wurde als {name} aufbewahrt, es gelten die Standardwerte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history&apos;s database was damaged ({reason}); it was kept as {name} and the history is built again from the games&apos; journals.</source>
        <translation>Die Datenbank der Chronik war beschädigt ({reason}); sie wurde als {name} aufbewahrt, und die Chronik wird aus den Protokollen der Spiele neu aufgebaut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database was written by a newer version of Commander Companion; it is left as it is and the history is read from the games&apos; journals for now.</source>
        <translation>Die Datenbank der Chronik stammt von einer neueren Version von Commander Companion; sie bleibt unverändert, und die Chronik wird vorerst aus den Protokollen der Spiele gelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database is in use by another program; the history is read from the games&apos; journals for now.</source>
        <translation>Die Datenbank der Chronik wird von einem anderen Programm verwendet; die Chronik wird vorerst aus den Protokollen der Spiele gelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database can&apos;t be written ({reason}); the history is read from the games&apos; journals for now.</source>
        <translation>In die Datenbank der Chronik kann nicht geschrieben werden ({reason}); die Chronik wird vorerst aus den Protokollen der Spiele gelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not UTF-8 text</source>
        <translation>kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown settings version {version}</source>
        <translation>unbekannte Version der Einstellungen: {version}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settings file was unreadable ({reason}) and could not be moved aside; the defaults are used.</source>
        <translation>Die Einstellungsdatei war unlesbar ({reason}) und konnte nicht beiseitegelegt werden; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); the file was kept as {name} and those settings are back to their defaults.</source>
        <translation>Einige Einstellungen waren ungültig ({names}); die Datei wurde als {name} aufbewahrt, und diese Einstellungen stehen wieder auf ihren Standardwerten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); they are back to their defaults.</source>
        <translation>Einige Einstellungen waren ungültig ({names}); sie stehen wieder auf ihren Standardwerten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a regular file</source>
        <translation>keine normale Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>larger than {size}</source>
        <translation>größer als {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a valid file path</source>
        <translation>kein gültiger Dateipfad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not the data expected</source>
        <translation>nicht die erwarteten Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record of the unfinished game could not be used ({reason}); it was kept as {name} and no game is offered to resume.</source>
        <translation>Der Vermerk zum unterbrochenen Spiel war nicht verwendbar ({reason}); er wurde als {name} aufbewahrt, und es wird kein Spiel zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record of the unfinished game could not be used ({reason}); no game is offered to resume.</source>
        <translation>Der Vermerk zum unterbrochenen Spiel war nicht verwendbar ({reason}); es wird kein Spiel zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path} is no game journal: {reason}</source>
        <translation>{path} ist kein Spielprotokoll: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not there</source>
        <translation>{path} ist nicht vorhanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule texts in {language} could not be read ({reason}); they are shown in English.</source>
        <translation>Die Regeltexte auf {language} konnten nicht gelesen werden ({reason}); sie werden auf Englisch angezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule texts could not be read ({reason}); only the monarch&apos;s two triggers are shown.</source>
        <translation>Die Regeltexte konnten nicht gelesen werden ({reason}); nur die beiden ausgelösten Fähigkeiten des Monarchen werden angezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The glossary of official terms could not be read ({reason}).</source>
        <translation>Das Glossar der offiziellen Begriffe konnte nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list of monarch cards could not be read ({reason}); card names are not suggested.</source>
        <translation>Die Liste der Monarch-Karten konnte nicht gelesen werden ({reason}); Kartennamen werden nicht vorgeschlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game was not started: it can&apos;t be saved in {folder} ({reason}).</source>
        <translation>Das Spiel wurde nicht gestartet: Es kann nicht in {folder} gespeichert werden ({reason}).</translation>
    </message>
</context>
<context>
    <name>FactsView</name>
    <message>
        <location filename="../companion/app/stats/facts_view.py" line="+61"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time played</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn to go first</source>
        <translation>Als Startspieler ausgelost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First monarch</source>
        <translation>Erster Monarch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown changes</source>
        <translation>Kronenwechsel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to take the initiative</source>
        <translation>Erster mit der Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative changes</source>
        <translation>Initiativwechsel</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{player} (turn {turn})</source>
        <translation>{player} (Zug {turn})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in progress</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins</source>
        <translation>{player} gewinnt</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+4"/>
        <source>damaged at line {line}</source>
        <translation>beschädigt in Zeile {line}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} can&apos;t be read: {reason}</source>
        <translation>{name} ist nicht lesbar: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game before that line.</source>
        <translation>Sein Protokoll ist in Zeile {line} beschädigt ({reason}). Beim Fortsetzen lässt sich das Spiel bis vor diese Zeile behalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Damaged journal</source>
        <translation>Beschädigtes Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {line} of {file} can&apos;t be used: {reason}.</source>
        <translation>Zeile {line} von {file} ist nicht verwendbar: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game before it can be kept: %n action(s), up to turn {turn}.</source>
        <translation>
            <numerusform>Das Spiel davor kann behalten werden: %n Aktion, bis Zug {turn}.</numerusform>
            <numerusform>Das Spiel davor kann behalten werden: %n Aktionen, bis Zug {turn}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dropped: line {line} and everything after it, %n line(s) in all.</source>
        <translation>
            <numerusform>Verworfen wird: Zeile {line} und alles danach, insgesamt %n Zeile.</numerusform>
            <numerusform>Verworfen wird: Zeile {line} und alles danach, insgesamt %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kept game is saved as a new journal, {name}, in the games folder and opened from there. {file} itself stays as it is.</source>
        <translation>Das behaltene Spiel wird als neues Protokoll {name} im Ordner der Spiele gespeichert und von dort geöffnet. {file} selbst bleibt, wie es ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the good part</source>
        <translation>Intakten Teil behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kept game could not be saved ({reason}); nothing was changed.</source>
        <translation>Das behaltene Spiel konnte nicht gespeichert werden ({reason}); nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <location filename="../companion/app/history/filters.py" line="+121"/>
        <source>&amp;Player</source>
        <extracomment>History page filter: the player whose games are listed</extracomment>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Commander</source>
        <extracomment>History page filter: the commander whose games are listed</extracomment>
        <translation>&amp;Kommandeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;From</source>
        <extracomment>History page filter: games played on or after this date</extracomment>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;To</source>
        <extracomment>History page filter: games played on or before this date</extracomment>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod &amp;size</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>Spieler&amp;zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all</source>
        <extracomment>History page: the button that shows every game again</extracomment>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <extracomment>History page date filter with no date picked (the short word for any date)</extracomment>
        <translation>beliebig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <extracomment>History page filter: no player picked, every game is listed</extracomment>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any commander</source>
        <extracomment>History page filter: no commander picked, every game is listed</extracomment>
        <translation>Alle Kommandeure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any size</source>
        <extracomment>History page filter: no pod size picked, every game is listed</extracomment>
        <translation>Beliebig</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n players</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <location filename="../companion/app/history/game_view.py" line="+154"/>
        <source>← All games</source>
        <extracomment>History page, an opened game: back to the list of games</extracomment>
        <translation>← Alle Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue at the table</source>
        <extracomment>History page, an opened game that is not finished: play it on at the table</extracomment>
        <translation>Am Tisch weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <extracomment>History page, an opened game: the tab of its statistics (charts and numbers)</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <extracomment>History page, an opened game: the tab that steps through its log</extracomment>
        <translation>Wiedergabe</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n turn(s)</source>
        <extracomment>History page, an opened game: how long it lasted</extracomment>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s)</source>
        <extracomment>History page, an opened game: how long it lasted in minutes</extracomment>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{turns}, {minutes}</source>
        <extracomment>History page, an opened game: its turns and its minutes (&quot;12 turns, 128 minutes&quot;)</extracomment>
        <translation>{turns}, {minutes}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Its journal is damaged at line {line} ({reason}): this is the game up to that line.</source>
        <extracomment>History page, an opened game whose journal has a bad line ({reason}: what is wrong)</extracomment>
        <translation>Das Protokoll dieses Spiels ist in Zeile {line} beschädigt ({reason}): Gezeigt wird das Spiel bis zu dieser Zeile.</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../companion/app/history/model.py" line="+84"/>
        <source>Won by {player}</source>
        <extracomment>The History page&apos;s list of games: how a game ended, won by a player</extracomment>
        <translation>Sieg: {player}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Its journal is damaged: this is the game up to the first bad line.</source>
        <extracomment>Tooltip of a game in the History page whose journal has a bad line</extracomment>
        <translation>Das Protokoll ist beschädigt: Gezeigt wird das Spiel bis zur ersten fehlerhaften Zeile.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Date</source>
        <extracomment>The History page&apos;s list of games: the column of when each game started</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commanders</source>
        <extracomment>The column of the commanders played in each game</extracomment>
        <translation>Kommandeure</translation>
    </message>
</context>
<context>
    <name>HistoryCharts</name>
    <message>
        <location filename="../companion/app/history/charts.py" line="+244"/>
        <source>Seat {seat}</source>
        <extracomment>A row of the win rate by seat: the seat in turn order (1 took the first turn)</extracomment>
        <translation>Sitzplatz {seat}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{count} · {percent}</source>
        <extracomment>Beside a cause of elimination: how many players left so, and their share</extracomment>
        <translation>{count} · {percent}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no games yet</source>
        <extracomment>Beside &quot;Crown&quot; or &quot;Initiative&quot; in the stats across games when no game counts yet</extracomment>
        <translation>noch keine Spiele</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{wins} of {games} · {percent}</source>
        <extracomment>A win rate beside its bar: games won of games played, then the rate, e.g. &quot;3 of 4 · 75%&quot;. The count comes first so that &quot;1 of 1&quot; never reads as a plain 100%. {percent} is already written with its percent sign.</extracomment>
        <translation>{wins} von {games} · {percent}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number}%</source>
        <extracomment>A percentage in the stats across games (&quot;75%&quot;); {number} is the whole number</extracomment>
        <translation>{number}&#xa0;%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>21 commander damage</source>
        <extracomment>A cause of elimination in the stats across games (the others are the game&apos;s words: &quot;0 life&quot;, &quot;10 poison counters&quot;, &quot;conceded&quot;, &quot;lost the game&quot;)</extracomment>
        <translation>21 Punkte Kommandeurschaden</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Show the first %n</source>
        <extracomment>Button under the players&apos; (commanders&apos;) win rates: show only the first ten again</extracomment>
        <translation>
            <numerusform>Nur die ersten %n zeigen</numerusform>
            <numerusform>Nur die ersten %n zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show all %n players</source>
        <extracomment>Button under the first ten players&apos; win rates: show every player</extracomment>
        <translation>
            <numerusform>Alle %n Spieler zeigen</numerusform>
            <numerusform>Alle %n Spieler zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show all %n commanders</source>
        <extracomment>Button under the first ten commanders&apos; win rates: show every commander</extracomment>
        <translation>
            <numerusform>%n Kommandeur zeigen</numerusform>
            <numerusform>Alle %n Kommandeure zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n finished game(s) counted</source>
        <extracomment>The stats across games count finished games only (won or drawn)</extracomment>
        <translation>
            <numerusform>%n beendetes Spiel gezählt</numerusform>
            <numerusform>%n beendete Spiele gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n unfinished game(s) not counted</source>
        <extracomment>Unfinished games are listed on the History page but not counted in the stats</extracomment>
        <translation>
            <numerusform>%n nicht beendetes Spiel ausgenommen</numerusform>
            <numerusform>%n nicht beendete Spiele ausgenommen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Median: {turns} turns, {minutes} minutes</source>
        <extracomment>Under &quot;Game length&quot;: the median length of the finished games</extracomment>
        <translation>Median – Züge: {turns}, Minuten: {minutes}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median: {turns} turns</source>
        <extracomment>Under &quot;Game length&quot; when no game has times: the median length in turns</extracomment>
        <translation>Median – Züge: {turns}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) without times, in turns only</source>
        <extracomment>Under &quot;Game length&quot;: games whose journal has no times count in turns only</extracomment>
        <translation>
            <numerusform>%n Spiel ohne Zeitangaben, nur in Zügen</numerusform>
            <numerusform>%n Spiele ohne Zeitangaben, nur in Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Export charts</source>
        <extracomment>Title of the file dialog that saves the stats across games as an image</extracomment>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figures</source>
        <extracomment>Title of the file dialog that saves the figures across games as a CSV file</extracomment>
        <translation>Zahlen exportieren</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save every figure as tables in a CSV file</source>
        <extracomment>Tooltip of &quot;Export CSV…&quot; in the stats across games</extracomment>
        <translation>Alle Zahlen als Tabellen in einer CSV-Datei speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished games to count yet.</source>
        <extracomment>The stats across games when none of the games shown is finished</extracomment>
        <translation>Noch keine beendeten Spiele zum Auswerten.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pale: fewer than %n games.</source>
        <extracomment>After the captions of the win rates: rates of fewer games have pale bars</extracomment>
        <translation>
            <numerusform>Blasse Balken: weniger als %n Spiel.</numerusform>
            <numerusform>Blasse Balken: weniger als %n Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate per player</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Siegquote pro Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won of games played, most games first.</source>
        <extracomment>Under &quot;Win rate per player&quot;</extracomment>
        <translation>Gewonnene von gespielten Spielen, die meisten Spiele zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate per commander</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Siegquote pro Kommandeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won of games played, most games first; partners count as a pair.</source>
        <extracomment>Under &quot;Win rate per commander&quot;</extracomment>
        <translation>Gewonnene von gespielten Spielen, die meisten Spiele zuerst; Partner zählen als Paar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate by seat</source>
        <extracomment>Title of the win rate by seat: does going first win?</extracomment>
        <translation>Siegquote nach Sitzplatz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In turn order: seat 1 took the first turn. Pods of every size.</source>
        <extracomment>Under &quot;Win rate by seat&quot;</extracomment>
        <translation>In Spielreihenfolge: Sitzplatz 1 hatte den ersten Zug. Spiele mit jeder Spielerzahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held it longest, won the game?</source>
        <extracomment>Title: how often the player who held the crown (the initiative) longest won</extracomment>
        <translation>Am längsten gehalten – auch gewonnen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Of the games won in which one player held it for the most turns: how often that player won.</source>
        <extracomment>Under &quot;Held it longest, won the game?&quot;</extracomment>
        <translation>Von den gewonnenen Spielen, in denen ein Spieler sie die meisten Züge lang hatte: wie oft dieser Spieler gewann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eliminations by cause</source>
        <extracomment>Title of a chart in the stats across games: how many players left by each cause</extracomment>
        <translation>Ausscheiden nach Grund</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players out of a game, by how they left (unfinished games too).</source>
        <extracomment>Under &quot;Eliminations by cause&quot;</extracomment>
        <translation>Spieler, die ein Spiel verlassen haben, nach Grund (auch aus nicht beendeten Spielen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <extracomment>Title of the histograms of how long games took, in turns and in minutes</extracomment>
        <translation>Spieldauer</translation>
    </message>
</context>
<context>
    <name>HistoryJob</name>
    <message numerus="yes">
        <location filename="../companion/app/history/maintenance.py" line="+104"/>
        <source>%n game(s) added</source>
        <extracomment>An import of games: how many were added to the history</extracomment>
        <translation>
            <numerusform>%n Spiel hinzugefügt</numerusform>
            <numerusform>%n Spiele hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n already in the history</source>
        <extracomment>An import of games: how many the history had already (the same game, as long)</extracomment>
        <translation>
            <numerusform>%n bereits in der Chronik</numerusform>
            <numerusform>%n bereits in der Chronik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreadable</source>
        <extracomment>An import of games: how many files held no game that could be read</extracomment>
        <translation>
            <numerusform>%n nicht lesbar</numerusform>
            <numerusform>%n nicht lesbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n played on further</source>
        <extracomment>An import of games: games the history had, found played on further in the folder</extracomment>
        <translation>
            <numerusform>%n weitergespielt</numerusform>
            <numerusform>%n weitergespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../companion/app/history/page.py" line="+226"/>
        <source>← Back</source>
        <extracomment>The History page&apos;s button back to the game at the table (or the start page)</extracomment>
        <translation>← Zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games</source>
        <extracomment>The History page&apos;s tab that lists the games</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stats across games</source>
        <extracomment>The History page&apos;s tab of charts: win rates, seats, lengths, across the games listed</extracomment>
        <translation>Gesamtstatistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game</source>
        <extracomment>The History page&apos;s button that opens the selected game (its stats and replay)</extracomment>
        <translation>Spiel anzeigen</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Rebuilding the history: {done} of {total} games</source>
        <extracomment>History page, while the history is built again from every journal</extracomment>
        <translation>Chronik wird neu aufgebaut: {done} von {total} Spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing games: {done} of {total}</source>
        <extracomment>History page, while a folder of journals is imported</extracomment>
        <translation>Spiele werden importiert: {done} von {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading new games: {done} of {total}</source>
        <extracomment>History page, while new or changed journals are read into the history</extracomment>
        <translation>Neue Spiele werden eingelesen: {done} von {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n journal(s) in the games folder could not be read.</source>
        <extracomment>History page: journals in the games folder that hold no game (listed nowhere)</extracomment>
        <translation>
            <numerusform>%n Protokoll im Ordner der Spiele konnte nicht gelesen werden.</numerusform>
            <numerusform>%n Protokolle im Ordner der Spiele konnten nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history could not be brought up to date: {reason}</source>
        <extracomment>History page: the history could not be read or brought up to date ({reason}: why)</extracomment>
        <translation>Die Chronik konnte nicht aktualisiert werden: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reading the games…</source>
        <extracomment>History page: the games are being read for the first time</extracomment>
        <translation>Spiele werden eingelesen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every game played is listed here.</source>
        <extracomment>History page with no game in the history yet</extracomment>
        <translation>Noch keine Spiele: Hier erscheint jedes gespielte Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{shown} of %n game(s)</source>
        <extracomment>History page with filters: how many games of all are listed (&quot;12 of 37 games&quot;)</extracomment>
        <translation>
            <numerusform>{shown} von %n Spiel</numerusform>
            <numerusform>{shown} von %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{games}, %n finished</source>
        <extracomment>History page: the games listed, and how many of them are finished (won or drawn)</extracomment>
        <translation>
            <numerusform>{games}, %n beendet</numerusform>
            <numerusform>{games}, %n beendet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTasks</name>
    <message>
        <location filename="../companion/app/history/maintenance.py" line="-70"/>
        <source>Rebuild the history</source>
        <extracomment>The title of the progress dialog of Help &gt; Rebuild the history</extracomment>
        <translation>Chronik neu aufbauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading every game’s journal…</source>
        <extracomment>Help &gt; Rebuild the history, while it runs</extracomment>
        <translation>Die Protokolle aller Spiele werden gelesen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+78"/>
        <source>Import games</source>
        <extracomment>The title of the progress dialog of Game &gt; Import games…</extracomment>
        <translation>Spiele importieren</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Reading the journals…</source>
        <extracomment>Game &gt; Import games…, while it runs</extracomment>
        <translation>Protokolle werden gelesen…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>It could not be done: {reason}</source>
        <extracomment>A rebuild or import of the history failed ({reason}: why, in the system&apos;s words)</extracomment>
        <translation>Der Vorgang ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{added}, {updated}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the four counts, in this order</extracomment>
        <translation>{added}, {updated}, {skipped}, {unreadable}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{added}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the three counts, in this order</extracomment>
        <translation>{added}, {skipped}, {unreadable}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import the games of a folder</source>
        <extracomment>The title of the folder chooser of Game &gt; Import games…</extracomment>
        <translation>Spiele aus einem Ordner importieren</translation>
    </message>
</context>
<context>
    <name>InitiativeToken</name>
    <message>
        <location filename="../companion/app/widgets/initiative_token.py" line="+68"/>
        <source>The initiative (CR {rule})</source>
        <translation>Initiative (Regel {rule})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As they take it, and at the beginning of their upkeep, they venture into Undercity.</source>
        <translation>Beim Übernehmen und zu Beginn des eigenen Versorgungssegments wagt sich dieser Spieler in Undercity.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose creatures deal combat damage to them takes the initiative.</source>
        <translation>Ein Spieler, dessen Kreaturen diesem Spieler Kampfschaden zufügen, übernimmt die Initiative.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card says “take the initiative”: Take the initiative… in that player&apos;s menu.</source>
        <translation>Lässt eine Karte jemanden die Initiative übernehmen: „Die Initiative übernehmen…“ im Menü dieses Spielers.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} has the initiative</source>
        <translation>{player} hat die Initiative</translation>
    </message>
</context>
<context>
    <name>KeepAwake</name>
    <message>
        <location filename="../companion/app/keep_awake.py" line="+166"/>
        <source>A game is being played</source>
        <translation>Ein Spiel läuft</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../companion/app/dialogs/leave.py" line="+31"/>
        <source>{player} concedes and leaves the game.</source>
        <translation>{player} gibt auf und verlässt das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game and leaves it.</source>
        <translation>{player} verliert das Spiel und verlässt es.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} becomes the monarch as the active player (CR {rule}).</source>
        <translation>{player} wird als aktiver Spieler zum Monarchen (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} becomes the monarch as the next player in turn order (CR {rule}).</source>
        <translation>{player} wird als nächster Spieler in Spielreihenfolge zum Monarchen (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody is left to become the monarch (CR {rule}).</source>
        <translation>Niemand ist mehr da, der zum Monarchen werden kann (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} takes the initiative as the active player and ventures into Undercity (CR {rule}).</source>
        <translation>{player} übernimmt als aktiver Spieler die Initiative und wagt sich in Undercity (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} takes the initiative as the next player in turn order and ventures into Undercity (CR {rule}).</source>
        <translation>{player} übernimmt als nächster Spieler in Spielreihenfolge die Initiative und wagt sich in Undercity (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} wins the game.</source>
        <translation>{player} gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is left: the game is a draw.</source>
        <translation>Niemand bleibt übrig: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This can be undone.</source>
        <translation>Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loses the game</source>
        <translation>Spiel verlieren</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+127"/>
        <source>T{turn} · {step} — {action}</source>
        <translation>Zug {turn} · {step} — {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player}</source>
        <translation>Zug {turn} — {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player} (extra turn)</source>
        <translation>Zug {turn} — {player} (zusätzlicher Zug)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../companion/app/window/game_files.py" line="+319"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+192"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+103"/>
        <location line="+77"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+91"/>
        <source>Stats</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-150"/>
        <source>Could not open {path}: {reason}</source>
        <translation>{path} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/window/game_files.py" line="-163"/>
        <source>A game is in progress (turn {turn}, {player}). Start a new game? This one stays saved: the start page offers to resume it.</source>
        <translation>Ein Spiel läuft (Zug {turn}, {player}). Ein neues Spiel beginnen? Dieses bleibt gespeichert: Die Startseite bietet an, es fortzusetzen.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Game journals (*.jsonl)</source>
        <translation>Spielprotokolle (*.jsonl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open journal</source>
        <translation>Protokoll öffnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save journal as</source>
        <translation>Protokoll speichern unter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No recent games</source>
        <translation>Keine kürzlich gespielten Spiele</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+60"/>
        <source>The stream overlay could not start on port {port}.</source>
        <translation>Das Stream-Overlay konnte auf Port {port} nicht starten.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Phones cannot join on {host} port {port}.</source>
        <translation>Handys können unter {host}, Port {port}, nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/openers.py" line="+78"/>
        <source>About Commander Companion</source>
        <translation>Über Commander Companion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander Companion {version}
Tracks a paper Commander game around the monarch.</source>
        <translation>Commander Companion {version}
Begleitet eine Commander-Partie mit echten Karten rund um den Monarchen.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+220"/>
        <source>Could not save the settings: {reason}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>MonarchCards</name>
    <message>
        <location filename="../companion/shell/card_summaries.py" line="+14"/>
        <location line="+45"/>
        <location line="+24"/>
        <location line="+48"/>
        <location line="+31"/>
        <source>ETB: you become the monarch.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>ETB: you become the monarch. Can&apos;t attack unless the defending player is the monarch.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Kann nur angreifen, wenn der verteidigende Spieler der Monarch ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you become the monarch, target player sacrifices a creature (does not trigger if you were already the monarch).</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn du zum Monarchen wirst, opfert ein Spieler deiner Wahl eine Kreatur (löst nicht aus, wenn du bereits der Monarch warst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can block an additional creature each combat as long as you&apos;re the monarch.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Kann in jedem Kampf eine zusätzliche Kreatur blocken, solange du der Monarch bist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, each opponent loses 1 life and you gain 1 life (intervening if).</source>
        <translation>Zu Beginn deines Endsegments und falls du der Monarch bist, verliert jeder Gegner 1 Lebenspunkt und du erhältst 1 Lebenspunkt dazu (die Bedingung wird beim Auslösen und beim Verrechnen geprüft).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, creatures you control can&apos;t be blocked this turn.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Zu Beginn deines Versorgungssegments und falls du der Monarch bist, können Kreaturen, die du kontrollierst, in diesem Zug nicht geblockt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn ein Gegner zum Monarchen wird und falls du zu Beginn des Zuges der Monarch warst, verliert dieser Spieler 2 Lebenspunkte und du erhältst 2 Lebenspunkte dazu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. (Also: whenever a creature attacks you or your planeswalker, its controller loses 1 life.)</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. (Außerdem: Immer wenn eine Kreatur dich oder deinen Planeswalker angreift, verliert ihr Beherrscher 1 Lebenspunkt.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. ETB: exile target creature an opponent controls until an opponent becomes the monarch.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Kommt ins Spiel: Schicke eine Kreatur deiner Wahl, die ein Gegner kontrolliert, ins Exil, bis ein Gegner zum Monarchen wird.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. All damage that would be dealt to you is dealt to it instead (so combat damage never reaches you to steal the crown).</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Jeglicher Schaden, der dir zugefügt würde, wird stattdessen dieser Kreatur zugefügt (so erreicht dich nie Kampfschaden, der dir die Krone nehmen könnte).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin with deathtouch and haste.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Zu Beginn deines Versorgungssegments und falls ein Gegner der Monarch ist, erzeuge einen 1/1 schwarzen Assassinen mit Todesberührung und Eile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you tap a land for mana while you&apos;re the monarch, add one mana of any color.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn du ein Land für Mana tappst, während du der Monarch bist, erzeuge ein Mana einer beliebigen Farbe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, create a 5/5 red Dragon with flying.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Zu Beginn deines Versorgungssegments und falls du der Monarch bist, erzeuge einen 5/5 roten Drachen mit Flugfähigkeit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Land. {4}, {T}, Sacrifice: You become the monarch (instant speed).</source>
        <translation>Land. {4}, {T}, opfere das Land: Du wirst zum Monarchen (jederzeit wie ein Spontanzauber).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, put a +1/+1 counter on it (intervening if).</source>
        <translation>Zu Beginn deines Endsegments und falls du der Monarch bist, lege eine +1/+1-Marke auf diese Kreatur (die Bedingung wird beim Auslösen und beim Verrechnen geprüft).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, damage doesn&apos;t cause you to lose life.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Solange du der Monarch bist, führt Schaden nicht dazu, dass du Lebenspunkte verlierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can&apos;t be blocked by creatures the monarch controls.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Kann nicht von Kreaturen geblockt werden, die der Monarch kontrolliert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life / two cards instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Jeder Gegner verliert 3 Lebenspunkte, außer er wirft eine Karte ab; bist du der Monarch, stattdessen 6 Lebenspunkte / zwei Karten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: you may put a land from hand onto the battlefield; if you&apos;re the monarch, a creature or land instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Du kannst ein Land aus deiner Hand ins Spiel bringen; bist du der Monarch, stattdessen eine Kreatur oder ein Land.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: any number of target players each mill two; if you&apos;re the monarch, ten instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Beliebig viele Spieler deiner Wahl millen je zwei Karten; bist du der Monarch, stattdessen je zehn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: create a 1/1 flying Spirit; if you&apos;re the monarch, a 4/4 flying Angel instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Erzeuge einen 1/1 Geist mit Flugfähigkeit; bist du der Monarch, stattdessen einen 4/4 Engel mit Flugfähigkeit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: 2 Schadenspunkte an ein Ziel deiner Wahl; bist du der Monarch, stattdessen 7 Schadenspunkte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, permanents you control have hexproof.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Solange du der Monarch bist, haben bleibende Karten, die du kontrollierst, Fluchsicherheit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent attacks you while you&apos;re the monarch, it deals damage to that player equal to the number of cards in their hand.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn ein Gegner dich angreift, während du der Monarch bist, fügt die Karte diesem Spieler so viele Schadenspunkte zu, wie er Karten auf der Hand hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: tap enchanted creature and you become the monarch. Enchanted creature doesn&apos;t untap during its controller&apos;s untap step unless that player is the monarch.</source>
        <translation>Aura. Kommt ins Spiel: Tappe die verzauberte Kreatur und du wirst zum Monarchen. Die verzauberte Kreatur enttappt während des Enttappsegments ihres Beherrschers nicht, außer dieser Spieler ist der Monarch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sorcery: all creatures get -4/-4 until end of turn. You become the monarch.</source>
        <translation>Hexerei: Alle Kreaturen erhalten -4/-4 bis zum Ende des Zuges. Du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: target opponent becomes the monarch; you can&apos;t become the monarch this turn. While you&apos;re the monarch, damage to it is prevented and becomes +1/+1 counters.</source>
        <translation>Kommt ins Spiel: Ein Gegner deiner Wahl wird zum Monarchen; du kannst in diesem Zug nicht zum Monarchen werden. Solange du der Monarch bist, wird Schaden, der dieser Kreatur zugefügt würde, verhindert und stattdessen zu +1/+1-Marken.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Front: whenever you draw a card, if you&apos;re the monarch, target opponent loses 2 life. Back: combat damage to a player, if there is no monarch, that player becomes the monarch; whenever you become the monarch, convert.</source>
        <translation>Vorderseite: Immer wenn du eine Karte ziehst und falls du der Monarch bist, verliert ein Gegner deiner Wahl 2 Lebenspunkte. Rückseite: Kampfschaden an einen Spieler: Falls es keinen Monarchen gibt, wird dieser Spieler zum Monarchen; immer wenn du zum Monarchen wirst, wandle die Karte um.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plane (Fiora). When one or more creatures you control deal combat damage to a player, if there is no monarch, you become the monarch.</source>
        <translation>Weltenkarte (Fiora). Wenn eine oder mehrere Kreaturen, die du kontrollierst, einem Spieler Kampfschaden zufügen und falls es keinen Monarchen gibt, wirst du zum Monarchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever it attacks, up to one target creature can&apos;t block; if you&apos;re the monarch, creatures can&apos;t block this turn.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn diese Kreatur angreift, kann bis zu eine Kreatur deiner Wahl nicht blocken; bist du der Monarch, können in diesem Zug keine Kreaturen blocken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When your commander deals combat damage to a player, if there is no monarch, you become the monarch. At the beginning of the monarch&apos;s end step, that player draws a card (an extra draw).</source>
        <translation>Wenn dein Kommandeur einem Spieler Kampfschaden zufügt und falls es keinen Monarchen gibt, wirst du zum Monarchen. Zu Beginn des Endsegments des Monarchen zieht dieser Spieler eine Karte (eine zusätzliche Karte).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. At the beginning of combat on each opponent&apos;s turn, if you&apos;re the monarch, that opponent may pay {X} (cards in hand) or can&apos;t attack you this combat.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Zu Beginn des Kampfes im Zug jedes Gegners und falls du der Monarch bist, kann dieser Gegner {X} bezahlen (X = Karten auf seiner Hand); tut er es nicht, kann er dich in diesem Kampf nicht angreifen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Equipment. When a legendary creature you control enters, if there is no monarch, you become the monarch. Equip costs {3} less if you&apos;re the monarch.</source>
        <translation>Ausrüstung. Wenn eine legendäre Kreatur unter deiner Kontrolle ins Spiel kommt und falls es keinen Monarchen gibt, wirst du zum Monarchen. Ausrüsten kostet {3} weniger, falls du der Monarch bist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}{R}, {T}, Sacrifice: target player becomes the monarch; it deals 3 damage to any target.</source>
        <translation>{3}{R}, {T}, opfere die Karte: Ein Spieler deiner Wahl wird zum Monarchen; die Karte fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: target player becomes the monarch; it deals damage equal to its power to any target.</source>
        <translation>Kommt ins Spiel: Ein Spieler deiner Wahl wird zum Monarchen; die Kreatur fügt einem Ziel deiner Wahl Schadenspunkte in Höhe ihrer Stärke zu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever a legendary creature with mana value 4+ you control enters, you become the monarch. End step: if you&apos;re the monarch, create two 1/1 Human Soldiers.</source>
        <translation>Immer wenn eine legendäre Kreatur mit Manabetrag 4 oder mehr unter deiner Kontrolle ins Spiel kommt, wirst du zum Monarchen. Endsegment: Falls du der Monarch bist, erzeuge zwei 1/1 Mensch-Soldaten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: you become the monarch. The monarch controls enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>Aura. Kommt ins Spiel: Du wirst zum Monarchen. Der Monarch kontrolliert die verzauberte Kreatur; sie greift in jedem Kampf an, falls möglich, und kann dich nicht angreifen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create X 2/2 Knights with trample and haste. Whenever one or more creatures you control deal combat damage to one or more players this turn, you become the monarch.</source>
        <translation>Erzeuge X 2/2 Ritter mit Trampelschaden und Eile. Immer wenn in diesem Zug eine oder mehrere Kreaturen, die du kontrollierst, einem oder mehreren Spielern Kampfschaden zufügen, wirst du zum Monarchen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saga. Chapter III: put an indestructible counter on up to one target Human; you become the monarch.</source>
        <translation>Saga. Kapitel III: Lege eine Unzerstörbar-Marke auf bis zu einen Menschen deiner Wahl; du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slivers you control have: ETB, Slivers you control get +1/+1 until end of turn if you&apos;re the monarch; otherwise, you become the monarch.</source>
        <translation>Sliver, die du kontrollierst, haben: „Kommt ins Spiel: Falls du der Monarch bist, erhalten Sliver, die du kontrollierst, +1/+1 bis zum Ende des Zuges; andernfalls wirst du zum Monarchen.“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: return target permanent card with MV 3 or less from graveyard to hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Bringe eine bleibende Karte deiner Wahl mit Manabetrag 3 oder weniger aus deinem Friedhof auf deine Hand zurück; bist du der Monarch, stattdessen ins Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 3/1 Knight; then if you&apos;re the monarch, deal X damage to each opponent (X = creatures you control).</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Erzeuge einen 3/1 Ritter; bist du dann der Monarch, füge jedem Gegner X Schadenspunkte zu (X = Anzahl der Kreaturen, die du kontrollierst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: distribute two +1/+1 counters; then if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Verteile zwei +1/+1-Marken; bist du dann der Monarch, verdopple die +1/+1-Marken auf jeder Kreatur, die du kontrollierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: exile top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may cast a spell from among those cards for free this turn.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Schicke die oberste Karte der Bibliothek eines Gegners deiner Wahl ins Exil (du kannst sie spielen); bist du der Monarch, kannst du in diesem Zug einen Zauberspruch aus diesen Karten wirken, ohne seine Manakosten zu bezahlen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: choose up to one other artifact/enchantment; if you&apos;re the monarch, you may create a token copy; otherwise it may become a copy.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Bestimme bis zu ein anderes Artefakt oder eine andere Verzauberung; bist du der Monarch, kannst du einen Spielstein erzeugen, der eine Kopie davon ist; andernfalls kann die Karte zu einer Kopie davon werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playtest card: whenever it attacks, if you have {E}, a Blood/Clue/Food/Map/Powerstone/Treasure, are the monarch, and have the city&apos;s blessing and the initiative, you win the game.</source>
        <translation>Playtest-Karte: Immer wenn sie angreift und falls du {E}, je ein Blut-, Hinweis-, Nahrungs-, Landkarten-, Kraftstein- und Schatz-Artefakt hast, der Monarch bist und den Segen der Stadt sowie die Initiative hast, gewinnst du das Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}{W}, {T}, exile two creature cards from your graveyard, sacrifice: opponent picks one to bottom of library, the other returns tapped. You become the monarch.</source>
        <translation>{3}{W}, {T}, schicke zwei Kreaturenkarten aus deinem Friedhof ins Exil, opfere die Karte: Ein Gegner wählt eine davon, die unter deine Bibliothek kommt; die andere kehrt getappt ins Spiel zurück. Du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: target opponent becomes the monarch. Whenever an opponent becomes the monarch, gain control of target creature that player controls for as long as they&apos;re the monarch.</source>
        <translation>Kommt ins Spiel: Ein Gegner deiner Wahl wird zum Monarchen. Immer wenn ein Gegner zum Monarchen wird, übernimm die Kontrolle über eine Kreatur deiner Wahl, die dieser Spieler kontrolliert, solange er der Monarch ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. End step: if you&apos;re the monarch, return up to one target creature card from your graveyard to hand.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Endsegment: Falls du der Monarch bist, bringe bis zu eine Kreaturenkarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your commander enters, you become the monarch.</source>
        <translation>Immer wenn dein Kommandeur ins Spiel kommt, wirst du zum Monarchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, creatures with power 2 or less can&apos;t attack you.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Solange du der Monarch bist, können Kreaturen mit einer Stärke von 2 oder weniger dich nicht angreifen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}, exile this card from your graveyard: you become the monarch. Activate only if you control your commander.</source>
        <translation>{3}, schicke diese Karte aus deinem Friedhof ins Exil: Du wirst zum Monarchen. Aktiviere diese Fähigkeit nur, falls du deinen Kommandeur kontrollierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Beginning of combat on your turn: +1/+1 counter on target creature; whenever it attacks the monarch this turn, it gains double strike and trample.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Zu Beginn des Kampfes in deinem Zug: eine +1/+1-Marke auf eine Kreatur deiner Wahl; immer wenn sie in diesem Zug den Monarchen angreift, erhält sie Doppelschlag und Trampelschaden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prevent 1 damage from opponents&apos; sources to you. {2}, {T}, sacrifice: you may sacrifice a creature; if you do, return it with three +1/+1 counters and you become the monarch.</source>
        <translation>Verhindere 1 Schadenspunkt, den dir eine Quelle eines Gegners zufügen würde. {2}, {T}, opfere die Karte: Du kannst eine Kreatur opfern; falls du dies tust, bringe sie mit drei +1/+1-Marken zurück und du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the beginning of your end step, if there is no monarch, target opponent becomes the monarch. Creatures attacking an opponent who is the monarch get +1/+1 and trample.</source>
        <translation>Zu Beginn deines Endsegments und falls es keinen Monarchen gibt, wird ein Gegner deiner Wahl zum Monarchen. Kreaturen, die einen Gegner angreifen, der der Monarch ist, erhalten +1/+1 und Trampelschaden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}, {T}, exile it: you become the monarch.</source>
        <translation>{3}, {T}, schicke die Karte ins Exil: Du wirst zum Monarchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instant: +1/+1 counter and fight; when the opponent&apos;s creature dies this turn, if you control your commander, you become the monarch.</source>
        <translation>Spontanzauber: +1/+1-Marke und Kampf; wenn die Kreatur des Gegners in diesem Zug stirbt und falls du deinen Kommandeur kontrollierst, wirst du zum Monarchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: if there is no monarch, you become the monarch. Whenever equipped creature attacks the monarch, destroy target tapped nonland permanent that player controls.</source>
        <translation>Kommt ins Spiel: Falls es keinen Monarchen gibt, wirst du zum Monarchen. Immer wenn die ausgerüstete Kreatur den Monarchen angreift, zerstöre eine getappte bleibende Nichtland-Karte deiner Wahl, die dieser Spieler kontrolliert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 2/1 haste Goblin; then if you&apos;re the monarch, copy each creature token you control.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Versorgungssegment: Erzeuge einen 2/1 Goblin mit Eile; bist du dann der Monarch, erzeuge eine Kopie jedes Kreaturenspielsteins, den du kontrollierst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever one or more creatures deal combat damage to you while you&apos;re the monarch, tap them and put a stun counter on each.</source>
        <translation>Kommt ins Spiel: Du wirst zum Monarchen. Immer wenn eine oder mehrere Kreaturen dir Kampfschaden zufügen, während du der Monarch bist, tappe sie und lege auf jede eine Betäubungsmarke.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="+135"/>
        <source>Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), to change it.</source>
        <translation>Die Sitzordnung ist die Spielreihenfolge. Zum Ändern eine Zeile ziehen oder ihre Pfeile benutzen (Alt+Hoch / Alt+Runter).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting life:</source>
        <translation>Start-Lebenspunkte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom</source>
        <translation>&amp;Eigener Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom starting life</source>
        <translation>Eigene Start-Lebenspunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw who goes first</source>
        <translation>Startspieler &amp;auslosen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hess clock:</source>
        <translation>Schach&amp;uhr:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs, and can be paused. At 0 it says so; nobody loses by it.</source>
        <translation>Jeder Spieler hat so viel Zeit für das ganze Spiel: Es läuft die Uhr des Spielers, der am Zug ist; sie lässt sich pausieren. Bei 0 wird das angezeigt; niemand verliert dadurch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the game starts, the app picks the first player at random (for all to see); the seats stay, and Undo takes it back.</source>
        <translation>Zu Spielbeginn lost die App den Startspieler zufällig aus (für alle sichtbar); die Sitzordnung bleibt, und Rückgängig nimmt die Auslosung zurück.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Colour for {name}</source>
        <translation>Farbe für {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <location line="+1"/>
        <source>this player</source>
        <translation>dieser Spieler</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{first} and {second} swapped colours.</source>
        <translation>{first} und {second} haben die Farben getauscht.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a name.</source>
        <translation>Einen Namen eingeben.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Names can have at most %n characters.</source>
        <translation>
            <numerusform>Namen dürfen höchstens %n Zeichen haben.</numerusform>
            <numerusform>Namen dürfen höchstens %n Zeichen haben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names cannot contain control characters (tabs, line breaks).</source>
        <translation>Namen dürfen keine Steuerzeichen (Tabulatoren, Zeilenumbrüche) enthalten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Another player has this name.</source>
        <translation>Ein anderer Spieler hat diesen Namen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Fix the marked name(s) to start the game.</source>
        <translation>
            <numerusform>Den markierten Namen korrigieren, um das Spiel zu starten.</numerusform>
            <numerusform>Die markierten Namen korrigieren, um das Spiel zu starten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../companion/app/widgets/notices.py" line="+145"/>
        <source>Take back the last action</source>
        <translation>Die letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-10"/>
        <source>Undone: {action}</source>
        <translation>Rückgängig gemacht: {action}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not possible: {reason}</source>
        <translation>Nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../companion/web/strings.py" line="+33"/>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Turn {turn}</source>
        <translation>Runde {round} · Zug {turn}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>combat?</source>
        <extracomment>After a life total, &quot;35 −5 · combat?&quot;: was this life loss combat damage? (not answered yet)</extracomment>
        <translation>Kampfschaden?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commander tax</source>
        <extracomment>The initiative (CR 726, &quot;take the initiative&quot;): the name of its token beside a player The tooltip of &quot;✓2&quot; under a player: how many dungeons they have completed The tooltip of &quot;{4}&quot; beside a player: what the next cast of their commander costs more</extracomment>
        <translation>Kommandeurssteuer</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-87"/>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>regular combat damage next</source>
        <extracomment>After &quot;Combat damage&quot;: first strike was dealt, the regular combat damage comes next</extracomment>
        <translation>dann regulärer Kampfschaden</translation>
    </message>
    <message>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>how many spells did {player} cast this turn?</source>
        <extracomment>End turn&apos;s question while there is day or night; {player} is the turn&apos;s player</extracomment>
        <translation>wie viele Zaubersprüche hat {player} in diesem Zug gewirkt?</translation>
    </message>
</context>
<context>
    <name>OverlayControls</name>
    <message>
        <location filename="../companion/app/overlay/controls.py" line="+103"/>
        <source>Serve a live overlay for OBS&apos;s Browser Source</source>
        <translation>Ein Live-Overlay für die Browserquelle von OBS bereitstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow the local network (every request needs the token)</source>
        <translation>Lokales Netzwerk erlauben (jede Anfrage braucht das Token)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chroma-key window</source>
        <translation>Chroma-Key-Fenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Magenta</source>
        <translation>Magenta</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The overlay could not start: {error}</source>
        <translation>Das Overlay konnte nicht starten: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overlay is off.</source>
        <translation>Das Overlay ist aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving on the local network. Token: {token}</source>
        <translation>Im lokalen Netzwerk verfügbar. Token: {token}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serving on this computer only (127.0.0.1).</source>
        <translation>Nur auf diesem Computer verfügbar (127.0.0.1).</translation>
    </message>
</context>
<context>
    <name>PanelChrome</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="-327"/>
        <source>Player menu: monarch, concede, lose</source>
        <translation>Spielermenü: Monarch, Aufgeben, Verlieren</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+23"/>
        <source>Wins the game!</source>
        <translation>Gewinnt das Spiel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Their turn</source>
        <translation>▶ Am Zug</translation>
    </message>
</context>
<context>
    <name>PanelClock</name>
    <message>
        <location line="-17"/>
        <source>Chess clock: {player} has used all of {total}; nobody loses by it.</source>
        <translation>Schachuhr: {player} hat die ganzen {total} verbraucht; niemand verliert dadurch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, paused: {player} has {left} of {total} left.</source>
        <translation>Schachuhr, pausiert: {player} hat noch {left} von {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, running: {player} has {left} of {total} left.</source>
        <translation>Schachuhr, läuft: {player} hat noch {left} von {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock: {player} has {left} of {total} left.</source>
        <translation>Schachuhr: {player} hat noch {left} von {total}.</translation>
    </message>
</context>
<context>
    <name>PlayerMenu</name>
    <message>
        <location filename="../companion/app/widgets/panel_menu.py" line="+41"/>
        <source>C&amp;ounters</source>
        <translation>&amp;Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dice</source>
        <translation>&amp;Würfel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to do for {player} now</source>
        <translation>Für {player} gibt es gerade nichts zu tun</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+66"/>
        <source>Left the game: {reason}</source>
        <translation>Spiel verlassen: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+3"/>
        <source>Tap to type an amount; mouse wheel: +1 / −1</source>
        <translation>Tippen, um einen Wert einzugeben; Mausrad: +1 / −1</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../companion/app/dialogs/new_game_row.py" line="+226"/>
        <source>Commander (optional)</source>
        <translation>Kommandeur (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner (optional)</source>
        <translation>Partner (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to change the seat</source>
        <translation>Ziehen, um den Platz zu ändern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player&apos;s commander has a partner: damage from each of the two commanders counts separately.</source>
        <translation>Der Kommandeur dieses Spielers hat einen Partner: Schaden von jedem der beiden Kommandeure zählt getrennt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the colour of {name}</source>
        <translation>Farbe von {name} wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of {name}</source>
        <translation>Farbe von {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {name} up one seat</source>
        <translation>{name} einen Platz nach oben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {name} down one seat</source>
        <translation>{name} einen Platz nach unten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander of {name}</source>
        <translation>Kommandeur von {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner commander of {name}</source>
        <translation>Partner-Kommandeur von {name}</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="+165"/>
        <source>Life now, or when the player left</source>
        <translation>Lebenspunkte jetzt oder beim Ausscheiden des Spielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns as the monarch</source>
        <translation>Züge als Monarch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player wearing the crown</source>
        <translation>Züge, an deren Ende der Spieler die Krone trug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Became the monarch</source>
        <translation>Wurde Monarch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times the player became the monarch</source>
        <translation>Wie oft der Spieler zum Monarchen wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch draws</source>
        <translation>Als Monarch gezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the monarch&apos;s end-step trigger (a draw still pending when the turn ended counts as drawn)</source>
        <translation>Durch die Fähigkeit im Endsegment des Monarchen gezogene Karten (eine bei Zugende noch offene Karte zählt als gezogen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown lost to combat</source>
        <translation>Krone im Kampf verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the crown was stolen from this player</source>
        <translation>Wie oft diesem Spieler die Krone im Kampf genommen wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crown stolen</source>
        <translation>Krone erobert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times this player stole the crown with combat damage</source>
        <translation>Wie oft dieser Spieler die Krone mit Kampfschaden eroberte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commander damage dealt</source>
        <translation>Zugefügter Kommandeurschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage dealt by this player&apos;s commander (partners included)</source>
        <translation>Kampfschaden, den der Kommandeur dieses Spielers zugefügt hat (Partner eingeschlossen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combat damage taken from commanders</source>
        <translation>Von Kommandeuren erlittener Kampfschaden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turns with the initiative</source>
        <translation>Züge mit Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player having the initiative</source>
        <translation>Züge, an deren Ende der Spieler die Initiative hatte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took the initiative</source>
        <translation>Initiative übernommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player took the initiative from another player or from nobody</source>
        <translation>Wie oft der Spieler die Initiative übernommen hat, von einem anderen Spieler oder von niemandem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dungeons whose last room the player&apos;s venture marker reached (Undercity and the dungeons cards venture into)</source>
        <translation>Gewölbe, in deren letzten Raum der Gewölbemarker des Spielers gelangt ist (Undercity und die Gewölbe, in die man sich durch Karten wagt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commander tax paid</source>
        <translation>Gezahlte Kommandeurssteuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generic mana the player paid as commander tax: each cast of a commander from the command zone costs {tax} more for each earlier cast (partners counted apart)</source>
        <translation>Generisches Mana, das der Spieler als Kommandeurssteuer bezahlt hat: Jedes Wirken eines Kommandeurs aus der Kommandozone kostet für jedes frühere Wirken {tax} mehr (Partner werden getrennt gezählt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turns taken</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s turns that have ended (the turn in progress counts once it ends)</source>
        <translation>Beendete Züge des Spielers (der laufende Zug zählt, sobald er endet)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average turn</source>
        <translation>Zugdauer im Schnitt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The average time of the player&apos;s turns, each from the end of the turn before (the first from the game&apos;s start) to its own end; a turn whose time was not recorded is left out</source>
        <translation>Die durchschnittliche Dauer der Züge des Spielers, jeweils vom Ende des vorigen Zuges (beim ersten vom Spielbeginn) bis zum eigenen Ende; Züge ohne aufgezeichnete Zeit zählen nicht mit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest turn</source>
        <translation>Längster Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The player&apos;s longest turn</source>
        <translation>Der längste Zug des Spielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time on their turns</source>
        <translation>Zeit in eigenen Zügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of all the player&apos;s turns together</source>
        <translation>Die Dauer aller Züge des Spielers zusammen</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{die} rolls</source>
        <translation>{die}-Würfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player rolled a {die}</source>
        <translation>Wie oft der Spieler einen {die} gewürfelt hat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d20 average</source>
        <translation>W20-Durchschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The average result of the player&apos;s d20 rolls</source>
        <translation>Das durchschnittliche Ergebnis der W20-Würfe des Spielers</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Coin flips: heads</source>
        <translation>Münzwürfe: Kopf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up heads</source>
        <translation>Münzwürfe des Spielers mit dem Ergebnis Kopf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coin flips: tails</source>
        <translation>Münzwürfe: Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up tails</source>
        <translation>Münzwürfe des Spielers mit dem Ergebnis Zahl</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Planar die: planeswalk</source>
        <translation>Welten-Würfel: Weltenwanderer-Symbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up planeswalk</source>
        <translation>Würfe des Spielers mit dem Welten-Würfel mit dem Ergebnis Weltenwanderer-Symbol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: chaos</source>
        <translation>Welten-Würfel: Chaos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up chaos</source>
        <translation>Würfe des Spielers mit dem Welten-Würfel mit dem Ergebnis Chaos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: blank</source>
        <translation>Welten-Würfel: leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up a blank face</source>
        <translation>Würfe des Spielers mit dem Welten-Würfel, die eine leere Seite zeigten</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+1"/>
        <source>Left in turn {turn}: {reason}</source>
        <translation>Ausgeschieden in Zug {turn}: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../companion/app/history/players.py" line="+149"/>
        <source>Everyone who played, most games first. If one person was typed under two names (“Ann” and “ann b.”), select both and merge them: their games count as one player&apos;s. A name merged by mistake can be split off again.</source>
        <extracomment>At the top of the Players window. A profile is one person of the playgroup; the names are the ones typed in the games&apos; New game dialog</extracomment>
        <translation>Alle, die gespielt haben, die meisten Spiele zuerst. Wurde eine Person unter zwei Namen eingegeben („Ann“ und „ann b.“), beide auswählen und zusammenführen: Ihre Spiele zählen dann für einen Spieler. Ein versehentlich zusammengeführter Name lässt sich wieder abtrennen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>Column of the Players window: how many games the player played</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also known as</source>
        <extracomment>Column of the Players window: the other names this player was typed under</extracomment>
        <translation>Weitere Namen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge…</source>
        <extracomment>Button of the Players window: make the selected players one player</extracomment>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select two or more players who are one person, then merge them</source>
        <extracomment>Tooltip of the Players window&apos;s Merge… button</extracomment>
        <translation>Zwei oder mehr Spieler auswählen, die dieselbe Person sind, und sie dann zusammenführen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Split a name off…</source>
        <extracomment>Button of the Players window: give one of a player&apos;s other names a profile of its own</extracomment>
        <translation>Namen &amp;abtrennen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give one of the selected player&apos;s other names a player of its own again</source>
        <extracomment>Tooltip of the Players window&apos;s &quot;Split a name off…&quot; button</extracomment>
        <translation>Einen der weiteren Namen des ausgewählten Spielers wieder zu einem eigenen Spieler machen</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Merge players</source>
        <extracomment>Title of the small window asking which name merged players keep</extracomment>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} are one player. Which name do they keep?</source>
        <extracomment>{names}: the selected players&apos; names, e.g. &quot;Ann, ann b.&quot;</extracomment>
        <translation>{names} sind ein und derselbe Spieler. Welcher Name soll bleiben?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Merge</source>
        <extracomment>The button that merges the players</extracomment>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{player} and {names} played in the same game: they are different players, not merged.</source>
        <extracomment>In the Players window: these names sat at the same game, so they are different people and were not merged. {names}: a list of names</extracomment>
        <translation>{player} und {names} haben im selben Spiel gespielt: Das sind verschiedene Spieler, sie werden nicht zusammengeführt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Split a name off</source>
        <extracomment>Title of the small window asking which name to split off a player</extracomment>
        <translation>Namen abtrennen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which name is not {player}? Its games will count as another player&apos;s.</source>
        <extracomment>{player}: the player&apos;s name; the choices below are their other names</extracomment>
        <translation>Welcher Name gehört nicht zu {player}? Die Spiele unter diesem Namen zählen dann für einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Split off</source>
        <extracomment>The button that splits the chosen name off</extracomment>
        <translation>&amp;Abtrennen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The history is being updated. Try again in a moment.</source>
        <extracomment>In the Players window when another task (a sync, an import) is writing the history at the moment</extracomment>
        <translation>Die Chronik wird gerade aktualisiert. Gleich noch einmal versuchen.</translation>
    </message>
</context>
<context>
    <name>Pod</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-26"/>
        <source>This phone changes only {seat}&apos;s totals. Ask the host for the rest.</source>
        <translation>Dieses Handy ändert nur die Werte von {seat}. Für alles andere frag den Gastgeber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reminder is {player}&apos;s: their phone or the host marks it done.</source>
        <translation>Diese Erinnerung betrifft {player}: Nur das Handy von {player} oder der Gastgeber kann sie als erledigt markieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That reminder is no longer pending.</source>
        <translation>Diese Erinnerung ist nicht mehr offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last change is no longer the game&apos;s last one: ask the host to undo.</source>
        <translation>Deine letzte Änderung ist nicht mehr die letzte im Spiel: Rückgängig machen kann jetzt nur der Gastgeber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This phone has nothing to undo: ask the host.</source>
        <translation>Auf diesem Handy gibt es nichts rückgängig zu machen: Frag den Gastgeber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The app could not read this request.</source>
        <translation>Die App konnte diese Anfrage nicht lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changed.</source>
        <translation>Es hat sich nichts geändert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say how many of the milled cards were nonland.</source>
        <translation>Gib an, wie viele der gemillten Karten Nichtland-Karten waren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link is no longer valid: ask the host for a new one.</source>
        <translation>Dieser Link ist nicht mehr gültig: Frag den Gastgeber nach einem neuen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s seat is taken: the host can free it.</source>
        <translation>Der Platz von {player} ist besetzt: Der Gastgeber kann ihn freigeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no seat for {player} in this game.</source>
        <translation>In diesem Spiel gibt es keinen Platz für {player}.</translation>
    </message>
</context>
<context>
    <name>PodControls</name>
    <message>
        <location filename="../companion/app/pod/controls.py" line="+231"/>
        <source>Phones can join</source>
        <translation>Handys können beitreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve the phone page on this address. Off: nothing is served.</source>
        <translation>Die Handy-Seite unter dieser Adresse bereitstellen. Aus: Es wird nichts bereitgestellt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the link of the code on show</source>
        <translation>Den Link des angezeigten Codes kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any free seat</source>
        <translation>Freie Platzwahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All totals</source>
        <extracomment>Heading of the Invite phones dock&apos;s column of check boxes, one a seat: checked, that seat&apos;s phone may change every player&apos;s totals, not only its own (keep it short)</extracomment>
        <translation>Alle Werte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table&apos;s code: a phone picks its seat</source>
        <translation>Den Code des Tisches zeigen: Ein Handy wählt seinen Platz selbst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address phones reach this computer at</source>
        <translation>Die Adresse, unter der Handys diesen Computer erreichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to show the code large, to scan from across the table</source>
        <extracomment>Tooltip of the QR code in the Invite phones dock: a click opens a large window</extracomment>
        <translation>Klicken, um den Code groß anzuzeigen – zum Scannen von der anderen Tischseite aus</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{address} (this computer only)</source>
        <translation>{address} (nur dieser Computer)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the address or the port is not available</source>
        <translation>die Adresse oder der Port ist nicht verfügbar</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Phones cannot join: {error}</source>
        <translation>Handys können nicht beitreten: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing is served until you turn it on.</source>
        <translation>Aus: Bis zum Einschalten wird nichts bereitgestellt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On, for this computer only: phones cannot reach it.</source>
        <translation>An, nur für diesen Computer: Handys können ihn nicht erreichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on this network scan a code to join.</source>
        <translation>An: Handys in diesem Netzwerk scannen einen Code, um beizutreten.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start or open a game: its players are the seats</source>
        <translation>Ein Spiel starten oder öffnen: Jeder seiner Spieler bekommt einen Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan to join, then pick your seat</source>
        <translation>Zum Beitreten scannen, dann den eigenen Platz wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for {player}: scan to join at this seat</source>
        <translation>Nur für {player}: Zum Beitreten an diesem Platz scannen</translation>
    </message>
</context>
<context>
    <name>PodPage</name>
    <message>
        <location filename="../companion/pod/strings.py" line="+28"/>
        <source>{player}&apos;s partner</source>
        <extracomment>A heading: the commander damage this player took, one row per opposing commander A row of commander damage: the second commander of {player} (partners)</extracomment>
        <translation>Partner von {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast commander</source>
        <extracomment>A button: this player cast their commander from the command zone (the tax goes up {2})</extracomment>
        <translation>Kommandeur wirken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast partner</source>
        <extracomment>The same for the second (partner) commander</extracomment>
        <translation>Partner wirken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cast {commander}</source>
        <extracomment>The same for a commander named at setup: {commander} is its name as the panel&apos;s chip shows it (&quot;Kraum&quot; for &quot;Kraum, Ludevic&apos;s Opus&quot;)</extracomment>
        <translation>{commander} wirken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>A button: flip a coin for this seat (beside the d6 and d20 buttons)</extracomment>
        <translation>Münze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back a cast</source>
        <extracomment>A button taking back a commander cast entered by mistake</extracomment>
        <translation>Wirken zurücknehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For you</source>
        <extracomment>A heading over this player&apos;s pending reminders (triggers to carry out)</extracomment>
        <translation>Für dich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nonland cards milled</source>
        <extracomment>A reminder&apos;s button: its trigger was carried out The rad trigger: a field for how many of the milled cards were nonland</extracomment>
        <translation>Gemillte Nichtland-Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table</source>
        <extracomment>A heading over everyone else&apos;s totals</extracomment>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a player to change their totals.</source>
        <extracomment>Under &quot;The table&quot; when the host lets this phone change everyone&apos;s totals: each other player&apos;s box there can be tapped to change their life and poison</extracomment>
        <translation>Tippe auf einen Spieler, um seine Werte zu ändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change {player}&apos;s totals</source>
        <extracomment>The tooltip and spoken name of another player&apos;s box when it can be tapped (the host lets this phone change everyone&apos;s totals); also the name of the panel it opens</extracomment>
        <translation>Werte von {player} ändern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <extracomment>A button closing the panel where this phone changes another player&apos;s totals</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn</source>
        <extracomment>The crown&apos;s alternative text beside a player (CR 725)</extracomment>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting…</source>
        <extracomment>The connection was lost; the page tries again by itself</extracomment>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This phone is no longer at its seat. Ask the host for a new link.</source>
        <extracomment>The host took this phone off its seat, or the game it joined is over</extracomment>
        <translation>Dieses Handy hat keinen Platz mehr am Tisch. Frag den Gastgeber nach einem neuen Link.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan the code the host shows to join the table.</source>
        <extracomment>A phone opened the page without a seat&apos;s code</extracomment>
        <translation>Scanne den Code, den der Gastgeber zeigt, um am Tisch Platz zu nehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link opens no seat at this table (it may be from an earlier game). Scan the code the host shows to join the table.</source>
        <extracomment>The app refused the phone&apos;s link: no seat of the game now played has it (a link from an earlier game, or a made-up one). The page stops trying; the player must scan again.</extracomment>
        <translation>Dieser Link führt zu keinem Platz an diesem Tisch (vielleicht stammt er aus einem früheren Spiel). Scanne den Code, den der Gastgeber zeigt, um am Tisch Platz zu nehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which seat is yours?</source>
        <extracomment>A heading: the phone joined with the table&apos;s code and picks whose seat it is</extracomment>
        <translation>Welcher Platz ist deiner?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat has its phone: ask the host for your seat&apos;s code.</source>
        <extracomment>Under that heading when every seat already has its phone</extracomment>
        <translation>Jeder Platz hat sein Handy: Frag den Gastgeber nach dem Code deines Platzes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the game</source>
        <extracomment>The seat&apos;s player has left the game</extracomment>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is being played.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../companion/app/qt_words.py" line="+16"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../companion/app/history/replay.py" line="+233"/>
        <source>The start of the game</source>
        <extracomment>Replay of a past game: the first button goes to the game as it was set up</extracomment>
        <translation>Zum Spielbeginn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back one entry</source>
        <extracomment>Replay of a past game: one entry of the log back</extracomment>
        <translation>Einen Eintrag zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On one entry</source>
        <extracomment>Replay of a past game: one entry of the log on</extracomment>
        <translation>Einen Eintrag weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>Replay of a past game: the end of the game</extracomment>
        <translation>Zum Spielende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is set up</source>
        <extracomment>Replay of a past game: the first line of its log, before anything was done</extracomment>
        <translation>Das Spiel ist vorbereitet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>In the game</source>
        <extracomment>Replay of a past game: whether each player is still in the game, or why they left</extracomment>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The monarch</source>
        <extracomment>Replay of a past game: tooltip of the crown in the monarch&apos;s row</extracomment>
        <translation>Der Monarch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Has the initiative</source>
        <extracomment>Replay of a past game: tooltip of the initiative&apos;s token in its holder&apos;s row</extracomment>
        <translation>Hat die Initiative</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>{position} / {last}</source>
        <extracomment>Replay of a past game: which entry is shown, of how many (&quot;12 / 240&quot;)</extracomment>
        <translation>{position} / {last}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>yes</source>
        <extracomment>Replay of a past game: the player is still in the game at that moment</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>left: {reason}</source>
        <extracomment>Replay of a past game: a player who had left by then, and why (&quot;0 life&quot;)</extracomment>
        <translation>ausgeschieden: {reason}</translation>
    </message>
</context>
<context>
    <name>RingDialog</name>
    <message>
        <location filename="../companion/app/dialogs/ring.py" line="+43"/>
        <source>The Ring tempts you</source>
        <translation>Der Ring führt dich in Versuchung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Ring tempts {player}. Which creature of theirs becomes their Ring-bearer?</source>
        <translation>Der Ring führt {player} in Versuchung. Welche Kreatur von {player} wird zum Ringträger?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A creature (empty: none)</source>
        <translation>Eine Kreatur (leer: keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their emblem gains: {ability}</source>
        <translation>Das Emblem erhält: {ability}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their emblem has all four abilities; this temptation still counts.</source>
        <translation>Das Emblem hat bereits alle vier Fähigkeiten; die Versuchung zählt trotzdem.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tempt</source>
        <translation>In Versuchung führen</translation>
    </message>
</context>
<context>
    <name>RollDisplay</name>
    <message>
        <location filename="../companion/app/widgets/roll_display.py" line="+127"/>
        <source>coin</source>
        <translation>Münze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planar die</source>
        <translation>Welten-Würfel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} · {die}</source>
        <translation>{player} · {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Heads</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tails</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planeswalk</source>
        <translation>Weltenwanderer-Symbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chaos</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-52"/>
        <source>official ruling</source>
        <translation>offizielle Regelklarstellung</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>CR {number}</source>
        <translation>Regel {number}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Why? ({rules})</source>
        <translation>Warum? ({rules})</translation>
    </message>
</context>
<context>
    <name>RuleLinkLabel</name>
    <message>
        <location filename="../companion/app/widgets/rule_link.py" line="+84"/>
        <source>Open the rule in the Rules panel</source>
        <translation>Die Regel in der Regelübersicht öffnen</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../companion/app/rules_panel.py" line="+86"/>
        <source>The monarch’s rules</source>
        <translation>Die Regeln zum Monarchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+46"/>
        <source>{edition}, section {section}</source>
        <translation>{edition}, Abschnitt {section}</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>These rules say {term}; the cards and this app say {card_term}.</source>
        <translation>Diese Regeln sagen {term}; die Karten und diese App sagen {card_term}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The two inherent triggered abilities</source>
        <translation>Die beiden ausgelösten Fähigkeiten des Monarchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Official rulings</source>
        <translation>Offizielle Regelklarstellungen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The initiative’s three inherent triggered abilities</source>
        <translation>Die drei ausgelösten Fähigkeiten der Initiative</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Venturing into the dungeon</source>
        <translation>Sich ins Gewölbe wagen</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+34"/>
        <source>Unofficial translation:</source>
        <translation>Inoffizielle Übersetzung:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current English wording (this edition predates it):</source>
        <translation>Aktueller englischer Wortlaut (diese Ausgabe ist älter):</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>(official English text: there is none in this language)</source>
        <translation>(offizieller englischer Text – auf Deutsch gibt es keinen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(a summary in the app’s own words, not the text of the rules)</source>
        <translation>(eine Zusammenfassung in eigenen Worten der App, nicht der Regeltext)</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../companion/app/pod/seats.py" line="+68"/>
        <source>Show {player}’s own code</source>
        <translation>Den eigenen Code von {player} zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new code for {player}: the phones with the old one are cut off</source>
        <translation>Ein neuer Code für {player}: Handys mit dem alten Code werden getrennt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player}’s phone may change everyone’s totals too (life, poison, commander damage, counters, reminders), not only {player}’s own. Revoke, a new game or turning the pod off takes it back.</source>
        <extracomment>The tooltip of a seat&apos;s check box under &quot;All totals&quot; in the Invite phones dock</extracomment>
        <translation>Das Handy von {player} darf auch die Werte aller anderen ändern (Lebenspunkte, Giftmarken, Kommandeurschaden, Marken, Erinnerungen), nicht nur die eigenen. „Widerrufen“, ein neues Spiel oder das Ausschalten von „Handys können beitreten“ nimmt das wieder zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no phone</source>
        <translation>kein Handy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected ×{count}</source>
        <translation>verbunden ×{count}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="+45"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player keys act on the selected player (highlighted); 1 – 8 or ← → select.</source>
        <translation>Spielertasten wirken auf den ausgewählten Spieler (hervorgehoben); 1 – 8 oder ← → wählen aus.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../companion/app/start_page.py" line="+156"/>
        <source>Commander Companion</source>
        <translation>Commander Companion</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Can&apos;t be read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Continue: turn {turn}, {player}’s turn</source>
        <translation>Weiterspielen: Zug {turn}, {player} ist am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume the unfinished game</source>
        <translation>Unterbrochenes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo game</source>
        <translation>Demo-Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a journal…</source>
        <translation>Protokoll öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{winner} won</source>
        <translation>{winner} hat gewonnen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>An unfinished game was found: {players}, turn {turn}.</source>
        <translation>Ein unterbrochenes Spiel wurde gefunden: {players}, Zug {turn}.</translation>
    </message>
</context>
<context>
    <name>StatsPlots</name>
    <message>
        <location filename="../companion/app/stats/plots.py" line="+70"/>
        <source>effect</source>
        <translation>Effekt</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+93"/>
        <source>Turn (each turn split into its %n step(s))</source>
        <translation>
            <numerusform>Zug (jeder Zug in %n Abschnitt unterteilt)</numerusform>
            <numerusform>Zug (jeder Zug in %n Abschnitte unterteilt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="-368"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours} Std. {minutes:02d} Min.</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../companion/app/stats/panel.py" line="+217"/>
        <source>Turn 1</source>
        <translation>Zug 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the game</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn {turn} · {step}</source>
        <translation>Zug {turn} · {step}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Monarch: {player}</source>
        <translation>Monarch: {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No monarch</source>
        <translation>Kein Monarch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Initiative: {player}</source>
        <translation>Initiative: {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No initiative</source>
        <translation>Keine Initiative</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export life totals</source>
        <translation>Lebenspunkte exportieren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game statistics</source>
        <translation>Spielstatistik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save every player&apos;s life at the end of each turn</source>
        <translation>Die Lebenspunkte jedes Spielers am Ende jedes Zuges speichern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown and initiative changes:</source>
        <translation>Kronen- und Initiativwechsel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown changes:</source>
        <translation>Kronenwechsel:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player left</source>
        <translation>Spieler ausgeschieden</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Game summary</source>
        <translation>Spielzusammenfassung</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+7"/>
        <source>The game is stopped: the last action could not be saved ({reason}). Nothing before it is lost. Free some space and press Retry, or save a copy elsewhere and go on there.</source>
        <translation>Das Spiel ist angehalten: Die letzte Aktion konnte nicht gespeichert werden ({reason}). Alles davor ist gesichert. Speicherplatz freigeben und „Erneut versuchen“ drücken oder eine Kopie woanders speichern und dort weiterspielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion (process {pid}, since {since}). Close it there, then take over here.</source>
        <translation>Schreibgeschützt: Dieses Spiel ist in einem anderen Commander Companion geöffnet (Prozess {pid}, seit {since}). Dort schließen, dann hier übernehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion. Close it there, then take over here.</source>
        <translation>Schreibgeschützt: Dieses Spiel ist in einem anderen Commander Companion geöffnet. Dort schließen, dann hier übernehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is saved again. Go on.</source>
        <translation>Das Spiel wird wieder gespeichert. Weiter geht’s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to write there</source>
        <translation>keine Berechtigung, dort zu schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too many files are open</source>
        <translation>zu viele Dateien sind geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk reported an error</source>
        <translation>der Datenträger meldet einen Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is gone</source>
        <translation>der Ordner ist nicht mehr da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy as…</source>
        <translation>Kopie speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game open elsewhere</source>
        <translation>Spiel anderswo geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is open in another Commander Companion (process {pid}, since {since}). Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} ist in einem anderen Commander Companion geöffnet (Prozess {pid}, seit {since}). Zwei Fenster, die in dasselbe Spiel schreiben, würden es beschädigen. Hier schreibgeschützt öffnen oder dort schließen und erneut versuchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is open in another Commander Companion. Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} ist in einem anderen Commander Companion geöffnet. Zwei Fenster, die in dasselbe Spiel schreiben, würden es beschädigen. Hier schreibgeschützt öffnen oder dort schließen und erneut versuchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>SwatchPopup</name>
    <message>
        <location filename="../companion/app/dialogs/swatches.py" line="+114"/>
        <source>{color}: the colour of {player}</source>
        <translation>{color}: die Farbe von {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{color}: {owner} has it; choosing it swaps your colours</source>
        <translation>{color}: gehört {owner}; Auswählen tauscht die Farben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other colour…</source>
        <translation>Andere Farbe…</translation>
    </message>
</context>
<context>
    <name>Swatches</name>
    <message>
        <location line="-93"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violet</source>
        <translation>Violett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>teal</source>
        <translation>Petrol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
</context>
<context>
    <name>TakeInitiativeDialog</name>
    <message>
        <location filename="../companion/app/dialogs/initiative.py" line="+37"/>
        <location line="+4"/>
        <source>Take the initiative</source>
        <translation>Die Initiative übernehmen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card gives them the initiative? (optional)</source>
        <translation>Durch welche Karte übernimmt dieser Spieler die Initiative? (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Aarakocra Sneak</source>
        <translation>Kartenname, z. B. Aarakocra Sneak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} already has the initiative: taking it again makes them venture again (CR {rule}).</source>
        <translation>{player} hat die Initiative bereits: Übernimmt {player} sie erneut, wagt sich {player} erneut in Undercity (Regel {rule}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking it ventures into Undercity (CR {rule}); the reminder asks for the room.</source>
        <translation>Wer sie übernimmt, wagt sich in Undercity (Regel {rule}); die Erinnerung fragt nach dem Raum.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+31"/>
        <source>Life</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poison</source>
        <translation>Giftmarken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch</source>
        <extracomment>The monarch (CR 725): a column, a row, the crown&apos;s name beside a player</extracomment>
        <translation>Monarch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown</source>
        <extracomment>The monarch&apos;s crown in the charts: who held it, and how long</extracomment>
        <translation>Krone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <extracomment>The initiative (CR 726): a column, a chart&apos;s row, its token beside a player</extracomment>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander damage</source>
        <translation>Kommandeurschaden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander damage taken</source>
        <extracomment>A heading: the commander damage a player took, one row per opposing commander</extracomment>
        <translation>Erlittener Kommandeurschaden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat damage</source>
        <extracomment>The combat damage dialog&apos;s title and the turn bar&apos;s button that opens it</extracomment>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combat damage</source>
        <extracomment>How the crown or the initiative changed hands (a chart&apos;s legend): by combat damage</extracomment>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession</source>
        <extracomment>How the crown or the initiative changed hands: its holder left the game (CR 725.4, 726.4)</extracomment>
        <translation>Nachfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeons completed</source>
        <extracomment>How many dungeons a player has completed (CR 309.7)</extracomment>
        <translation>Absolvierte Gewölbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <extracomment>A player&apos;s second commander (CR 702.124)</extracomment>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>A column heading: the player of the row</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <extracomment>A column heading or a title: the players of a game, or every player of the History</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns</source>
        <extracomment>A column heading or a chart&apos;s title: how many turns a game lasted</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes</source>
        <extracomment>A column heading or a chart&apos;s title: how many minutes a game lasted</extracomment>
        <translation>Minuten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <extracomment>A column heading: how a game ended (won by a player, a draw, unfinished)</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <extracomment>How a game ended: nobody has won it yet (it may go on)</extracomment>
        <translation>Nicht beendet</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <extracomment>How many games (the History page&apos;s list, a bar of the charts across games)</extracomment>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+228"/>
        <source>Next step</source>
        <translation>Nächstes Segment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next step ({key})</source>
        <translation>Zum nächsten Segment ({key})</translation>
    </message>
    <message>
        <location filename="../companion/app/launch.py" line="+171"/>
        <location filename="../companion/app/widgets/turn_bar.py" line="+2"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="-50"/>
        <source>Storm {count}</source>
        <translation>Sturm {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spells cast this turn, for storm (CR 702.40): tap when one more is cast (Y); − takes one back (Shift+Y)</source>
        <translation>In diesem Zug gewirkte Zaubersprüche, für Sturm (Regel 702.40): tippen, wenn ein weiterer gewirkt wird (Y); − nimmt einen zurück (Umschalt+Y)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One spell fewer (Shift+Y)</source>
        <translation>Ein Zauberspruch weniger (Umschalt+Y)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_clock.py" line="+73"/>
        <location line="+31"/>
        <source>Resume clock</source>
        <translation>Uhr fortsetzen</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+27"/>
        <source>Pause clock</source>
        <translation>Uhr pausieren</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Let the chess clock run again (H)</source>
        <translation>Schachuhr weiterlaufen lassen (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+35"/>
        <source>Start clock</source>
        <translation>Uhr starten</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Start the chess clock (H)</source>
        <translation>Die Schachuhr starten (H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause the chess clock (H)</source>
        <translation>Schachuhr pausieren (H)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+48"/>
        <source>End this turn ({key}); stops once at the end step if the monarch must draw</source>
        <translation>Diesen Zug beenden ({key}); hält einmal im Endsegment an, wenn der Monarch ziehen muss</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter combat damage ({key})</source>
        <translation>Kampfschaden eingeben ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commander damage by tapping panels ({key}): tap the commander that dealt it, then + on each player it hit. Esc or this button ends it.</source>
        <translation>Kommandeurschaden durch Tippen auf die Felder ({key}): auf den Kommandeur tippen, der ihn zugefügt hat, dann bei jedem getroffenen Spieler auf +. Esc oder diese Schaltfläche beendet das Eintragen.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-81"/>
        <source>Spells {player} cast this turn:</source>
        <translation>Von {player} in diesem Zug gewirkte Zaubersprüche:</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_steps.py" line="+48"/>
        <source>{step} (now)</source>
        <translation>{step} (jetzt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to {step}</source>
        <translation>Weiter zu „{step}“</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-11"/>
        <source>Round {round} · Turn {turn} —</source>
        <translation>Runde {round} · Zug {turn} —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left; no active player</source>
        <translation>Kein aktiver Spieler ({player} ist ausgeschieden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No active player</source>
        <translation>Kein aktiver Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} (extra turn)</source>
        <translation>{player} (zusätzlicher Zug)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next: {who}</source>
        <translation>als Nächstes: {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day and night (CR {rule}): as the next turn begins, day becomes night if {player} cast no spells this turn, and night becomes day if they cast two or more.</source>
        <translation>Tag und Nacht (Regel {rule}): Zu Beginn des nächsten Zuges wird es Nacht, wenn es Tag ist und {player} in diesem Zug keine Zaubersprüche gewirkt hat, und Tag, wenn es Nacht ist und es zwei oder mehr waren.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-102"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: {action}</source>
        <translation>Rückgängig: {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: {action}</source>
        <translation>Wiederholen: {action}</translation>
    </message>
</context>
<context>
    <name>VentureDialog</name>
    <message>
        <location filename="../companion/app/dialogs/venture.py" line="+105"/>
        <source>Venture into the dungeon</source>
        <translation>Sich ins Gewölbe wagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon</source>
        <translation>{player} wagt sich ins Gewölbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card says “venture into the dungeon”?</source>
        <translation>Welche Karte sagt „wage dich ins Gewölbe“?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Nadaar, Selfless Paladin</source>
        <translation>Kartenname, z. B. Nadaar, Selfless Paladin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Venture</source>
        <translation>Ins Gewölbe wagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no dungeon in progress: the venture starts one.</source>
        <translation>{player} ist in keinem Gewölbe: Dies beginnt ein neues.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which dungeon? (Undercity only through the initiative)</source>
        <translation>Welches Gewölbe? (Undercity nur durch die Initiative)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the dungeon to see the room it enters.</source>
        <translation>Das Gewölbe wählen, um zu sehen, welchen Raum der Gewölbemarker betritt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker enters {room}:</source>
        <translation>Der Marker betritt {room}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two arrows lead on: choose the room.</source>
        <translation>Zwei Pfeile führen weiter: den Raum wählen.</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <location filename="../companion/app/widgets/winner.py" line="+135"/>
        <source>New game with the &amp;same players</source>
        <translation>Neues Spiel mit &amp;denselben Spielern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;table</source>
        <translation>&amp;Spieltisch zeigen</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+63"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{winner} wins!</source>
        <translation>{winner} gewinnt!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>%n Zug gespielt.</numerusform>
            <numerusform>%n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody became the monarch.</source>
        <translation>Niemand wurde zum Monarchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} held the crown last.</source>
        <translation>{player} trug die Krone zuletzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} had the initiative last.</source>
        <translation>{player} hatte zuletzt die Initiative.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game, in order:</source>
        <translation>In dieser Reihenfolge haben Spieler das Spiel verlassen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}. {player}: {reason} (turn {turn})</source>
        <translation>{number}. {player}: {reason} (Zug {turn})</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../companion/app/words.py" line="+17"/>
        <source>Copy</source>
        <extracomment>A button copying a link (the overlay&apos;s address, the table&apos;s invitation) to the clipboard</extracomment>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <extracomment>A button showing a seat&apos;s (or the table&apos;s) link as a QR code for a phone to scan</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card name, e.g. Palace Jailer</source>
        <extracomment>The hint in the field where a monarch or battlefield card is named</extracomment>
        <translation>Kartenname, z. B. Palace Jailer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <extracomment>The game log&apos;s dock and its list</extracomment>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite phones</source>
        <extracomment>The dock (and its large window) where phones join the table</extracomment>
        <translation>Handys einladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <extracomment>The New game dialog&apos;s title, and the question before a game in play is replaced</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream overlay</source>
        <extracomment>The overlay&apos;s dock and the switch that serves it</extracomment>
        <translation>Stream-Overlay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <extracomment>The History page&apos;s title and the start page&apos;s button that opens it</extracomment>
        <translation>Chronik</translation>
    </message>
</context>
<context>
    <name>_ReminderRow</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-61"/>
        <source>{player} draws a card (the monarch&apos;s end step trigger)</source>
        <translation>{player} zieht eine Karte (Fähigkeit des Monarchen im Endsegment)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch when it triggered, so the card is still theirs.</source>
        <translation>{player} war der Monarch, als die Fähigkeit ausgelöst wurde, daher zieht weiterhin {player} die Karte.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Rad: {player} mills %n card(s)</source>
        <translation>
            <numerusform>Verstrahlung: {player} millt %n Karte</numerusform>
            <numerusform>Verstrahlung: {player} millt %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For each nonland card milled, {player} loses 1 life and removes a rad counter.</source>
        <translation>Für jede gemillte Nichtland-Karte verliert {player} 1 Lebenspunkt und entfernt eine Verstrahlungsmarke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity (the initiative)</source>
        <translation>{player} wagt sich in Undercity (durch die Initiative)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures on in {dungeon} (the initiative)</source>
        <translation>{player} wagt sich in {dungeon} weiter vor (durch die Initiative)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} had the initiative when it triggered, so the venture is theirs.</source>
        <translation>{player} hatte die Initiative, als die Fähigkeit ausgelöst wurde, daher wagt sich {player} ins Gewölbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the room:</source>
        <translation>Den Raum wählen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers</source>
        <translation>{card} ({player}) löst aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({player}): its exile ends</source>
        <translation>{card} ({player}): Das Exil endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is the monarch now: the &quot;if you&apos;re the monarch&quot; part applies.</source>
        <translation>{player} ist jetzt der Monarch: Der Teil „falls du der Monarch bist“ gilt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is not the monarch now: the &quot;if you&apos;re the monarch&quot; part does not apply.</source>
        <translation>{player} ist jetzt nicht der Monarch: Der Teil „falls du der Monarch bist“ gilt nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent of {player} is the monarch now.</source>
        <translation>Ein Gegner von {player} ist jetzt der Monarch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No opponent of {player} is the monarch now: it does nothing.</source>
        <translation>Kein Gegner von {player} ist jetzt der Monarch: Die Fähigkeit bewirkt nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no monarch now.</source>
        <translation>Es gibt gerade keinen Monarchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is a monarch now: it does nothing.</source>
        <translation>Es gibt gerade einen Monarchen: Die Fähigkeit bewirkt nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch as the turn began.</source>
        <translation>{player} war zu Beginn des Zuges der Monarch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was not the monarch as the turn began: it does nothing.</source>
        <translation>{player} war zu Beginn des Zuges nicht der Monarch: Die Fähigkeit bewirkt nichts.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="+76"/>
        <location filename="../companion/app/window/openers.py" line="+30"/>
        <source>&amp;Nonland cards milled:</source>
        <translation>Gemillte &amp;Nichtland-Karten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is carried out at the table</source>
        <translation>Die Fähigkeit ist am Tisch ausgeführt</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+91"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-23"/>
        <source>{room}: {ability}</source>
        <translation>{room}: {ability}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="-6"/>
        <source>The venture is made</source>
        <translation>Ins Gewölbe gewagt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The card is drawn</source>
        <translation>Die Karte ist gezogen</translation>
    </message>
</context>
</TS>
