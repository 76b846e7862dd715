<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../companion/app/dialogs/combat.py" line="+69"/>
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
        <location line="+5"/>
        <source>not hit</source>
        <translation>nicht getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage to {player}</source>
        <translation>Kampfschaden an {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: by a commander</source>
        <translation>{player}: durch einen Kommandeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: by the partner commander</source>
        <translation>{player}: durch den Partner-Kommandeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: infect</source>
        <translation>{player}: Infizieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whose creatures dealt damage to {player}</source>
        <translation>Wessen Kreaturen {player} Schaden zugefügt haben</translation>
    </message>
</context>
<context>
    <name>BecomeMonarchDialog</name>
    <message>
        <location filename="../companion/app/dialogs/monarch.py" line="+55"/>
        <location line="+20"/>
        <source>Become the monarch</source>
        <translation>Herrscher werden</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Which card made them the monarch? (optional)</source>
        <translation>Welche Karte hat diesen Spieler zum Herrscher gemacht? (optional)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{player} becomes the monarch</source>
        <translation>{player} wird der Herrscher</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Card name, e.g. Palace Jailer</source>
        <translation>Kartenname, z. B. Palace Jailer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Not in the list of monarch cards; recorded as typed.</source>
        <translation>Nicht in der Liste der Herrscher-Karten; so erfasst, wie eingegeben.</translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../companion/app/dialogs/combat.py" line="+29"/>
        <source>Combat damage</source>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Deal damage</source>
        <translation>Schaden &amp;zufügen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>Kommandeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infect</source>
        <translation>Infizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By whose creatures</source>
        <translation>Durch wessen Kreaturen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What will happen:</source>
        <translation>Was passieren wird:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turn {turn}, {player}&apos;s turn. Enter the combat damage each player was dealt.</source>
        <translation>Zug {turn}, {player} ist am Zug. Den Kampfschaden eingeben, den jeder Spieler erlitten hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is the monarch.</source>
        <translation>{player} ist der Herrscher.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}&apos;s creatures cannot deal combat damage to {player}.</source>
        <translation>Kreaturen von {player} können {player} keinen Kampfschaden zufügen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{player} cannot be dealt damage by their own creatures.</source>
        <translation>{player} kann von den eigenen Kreaturen kein Schaden zugefügt werden.</translation>
    </message>
</context>
<context>
    <name>CombatPreview</name>
    <message>
        <location filename="../companion/app/dialogs/combat_preview.py" line="+28"/>
        <source>Enter the combat damage each player was dealt.</source>
        <translation>Den Kampfschaden eingeben, den jeder Spieler erlitten hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This damage cannot be recorded: {reason}</source>
        <translation>Dieser Schaden kann nicht erfasst werden: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} stays the monarch.</source>
        <translation>{player} bleibt der Herrscher.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: {before} → {after} life.</source>
        <translation>{player}: {before} → {after} Lebenspunkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}: {before} → {after} poison counters.</source>
        <translation>{player}: {before} → {after} Giftmarken.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: {before} → {after} commander damage from {source}.</source>
        <translation>{player}: {before} → {after} Kommandeurschaden von {source}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: {before} → {after} damage from {source}&apos;s partner commander.</source>
        <translation>{player}: {before} → {after} Schaden vom Partner-Kommandeur von {source}.</translation>
    </message>
</context>
<context>
    <name>CombatQuestion</name>
    <message>
        <location filename="../companion/app/widgets/panel_question.py" line="+39"/>
        <source>Was this combat damage from a creature? Whose?</source>
        <translation>War das Kampfschaden durch eine Kreatur? Wessen?</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A creature controlled by this player dealt the damage</source>
        <translation>Eine Kreatur, die dieser Spieler beherrscht, hat den Schaden zugefügt</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <name>Commands</name>
    <message>
        <location filename="../companion/app/commands.py" line="+30"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game with the same &amp;players</source>
        <translation>Neues Spiel mit denselben &amp;Spielern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open journal…</source>
        <translation>Protokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save journal &amp;as…</source>
        <translation>Protokoll speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>&amp;Nächstes Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Combat damage…</source>
        <translation>&amp;Kampfschaden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Done: the monarch drew</source>
        <translation>&amp;Erledigt: der Herrscher hat gezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select &amp;next player</source>
        <translation>&amp;Nächsten Spieler auswählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select &amp;previous player</source>
        <translation>&amp;Vorherigen Spieler auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Life +1</source>
        <translation>Lebenspunkte +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Life −1</source>
        <translation>Lebenspunkte −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Life +5</source>
        <translation>Lebenspunkte +5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Life −5</source>
        <translation>Lebenspunkte −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poison +1</source>
        <translation>Giftmarken +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poison −1</source>
        <translation>Giftmarken −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Become the &amp;monarch…</source>
        <translation>&amp;Herrscher werden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concede…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Loses the game…</source>
        <translation>&amp;Verliert das Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rotate panels to face the seats</source>
        <translation>Felder zu den Plätzen &amp;drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monarch’s &amp;rules</source>
        <translation>&amp;Regeln zum Herrscher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Commander Companion</source>
        <translation>&amp;Über Commander Companion</translation>
    </message>
    <message>
        <location line="+6"/>
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
    <message>
        <location line="+33"/>
        <source>Select the player in that seat</source>
        <translation>Den Spieler auf diesem Platz auswählen</translation>
    </message>
</context>
<context>
    <name>CounterBox</name>
    <message>
        <location filename="../companion/app/widgets/panel_counter_box.py" line="+34"/>
        <source>Poison counters: {lethal} make {player} lose</source>
        <translation>Giftmarken: bei {lethal} verliert {player}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{player} (partner)</source>
        <translation>{player} (Partner)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Combat damage dealt to {player} by {opponent}&apos;s commander. {lethal} makes {player} lose. It can only go up: use Undo to fix a mistake.</source>
        <translation>Kampfschaden, den der Kommandeur von {opponent} {player} zugefügt hat. Bei {lethal} verliert {player}. Der Wert kann nur steigen: Fehler mit „Rückgängig“ beheben.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../companion/app/describe.py" line="+27"/>
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
        <location line="+3"/>
        <source>{player} gets %n poison counter(s)</source>
        <translation>
            <numerusform>{player} erhält %n Giftmarke</numerusform>
            <numerusform>{player} erhält %n Giftmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n poison counter(s)</source>
        <translation>
            <numerusform>{player} verliert %n Giftmarke</numerusform>
            <numerusform>{player} verliert %n Giftmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n infect combat damage to {target}</source>
        <translation>
            <numerusform>{source} fügt {target} %n Kampfschaden mit Infizieren zu</numerusform>
            <numerusform>{source} fügt {target} %n Kampfschaden mit Infizieren zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>Der Kommandeur von {source} fügt {target} %n Kampfschaden zu</numerusform>
            <numerusform>Der Kommandeur von {source} fügt {target} %n Kampfschaden zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source} fügt {target} %n Kampfschaden zu</numerusform>
            <numerusform>{source} fügt {target} %n Kampfschaden zu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrownLayer</name>
    <message>
        <location filename="../companion/app/widgets/crown.py" line="+284"/>
        <source>The monarch (CR {rule})</source>
        <translation>Der Herrscher (Umfassende Regeln {rule})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is the monarch.</source>
        <translation>{player} ist der Herrscher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the beginning of the monarch’s end step, that player draws a card.</source>
        <translation>Zu Beginn des Endsegments des Herrschers zieht dieser Spieler eine Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.</source>
        <translation>Immer wenn eine Kreatur dem Herrscher Kampfschaden zufügt, wird ihr Beherrscher der Herrscher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the crown onto another player to make them the monarch.</source>
        <translation>Die Krone auf einen anderen Spieler ziehen, um ihn zum Herrscher zu machen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crown: {player} is the monarch</source>
        <translation>Krone: {player} ist der Herrscher</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../companion/app/describe.py" line="+15"/>
        <location filename="../companion/overlay/strings.py" line="+23"/>
        <source>Untap</source>
        <translation>Enttappsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Upkeep</source>
        <translation>Versorgungssegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Draw step</source>
        <translation>Ziehsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Main phase 1</source>
        <translation>Erste Hauptphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Beginning of combat</source>
        <translation>Beginn des Kampfes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Declare attackers</source>
        <translation>Angreifer deklarieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Declare blockers</source>
        <translation>Blocker deklarieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Combat damage step</source>
        <translation>Kampfschadensegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>End of combat</source>
        <translation>Ende des Kampfes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Main phase 2</source>
        <translation>Zweite Hauptphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>End step</source>
        <translation>Endsegment</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>Cleanup</source>
        <translation>Aufräumsegment</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Go to {step}</source>
        <translation>Weiter zu: {step}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra turn for {player}</source>
        <translation>Zusätzlicher Zug für {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch</source>
        <translation>{player} wird der Herrscher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch ({card})</source>
        <translation>{player} wird der Herrscher ({card})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{player} concedes</source>
        <translation>{player} gibt auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{players} lose the game</source>
        <translation>{players} verlieren das Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reminder {id} done</source>
        <translation>Erinnerung {id} erledigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game: {players}</source>
        <translation>Neues Spiel: {players}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../companion/overlay/strings.py" line="+47"/>
        <source>conceded</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>0 life</source>
        <translation>0 Lebenspunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>10 poison counters</source>
        <translation>10 Giftmarken</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>21 commander damage from {player}</source>
        <translation>21 Kommandeurschaden von {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>lost the game</source>
        <translation>hat das Spiel verloren</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../companion/overlay/strings.py" line="-46"/>
        <source>{player} becomes the monarch: a creature they control dealt combat damage to the monarch.</source>
        <translation>{player} wird der Herrscher: Eine Kreatur, die {player} beherrscht, hat dem Herrscher Kampfschaden zugefügt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../companion/overlay/strings.py" line="+4"/>
        <source>{player} becomes the monarch as the active player, because the monarch left the game.</source>
        <translation>{player} wird als aktiver Spieler der Herrscher, weil der Herrscher das Spiel verlassen hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../companion/overlay/strings.py" line="+4"/>
        <source>{player} becomes the monarch as the next player in turn order, because the monarch left the game during their own turn.</source>
        <translation>{player} wird als nächster Spieler in Spielreihenfolge der Herrscher, weil der Herrscher das Spiel während des eigenen Zuges verlassen hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../companion/overlay/strings.py" line="+5"/>
        <source>{player} becomes the monarch ({card}).</source>
        <translation>{player} wird der Herrscher ({card}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>{player} becomes the monarch.</source>
        <translation>{player} wird der Herrscher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>{player} is already the monarch; nothing happens.</source>
        <translation>{player} ist bereits der Herrscher; nichts geschieht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+3"/>
        <source>{player} left the game and nobody can become the monarch.</source>
        <translation>{player} hat das Spiel verlassen und niemand kann der Herrscher werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+3"/>
        <source>{monarch} lost the game, so the combat damage trigger does not make {attacker} the monarch.</source>
        <translation>{monarch} hat das Spiel verloren, daher macht die Kampfschaden-Fähigkeit {attacker} nicht zum Herrscher.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../companion/overlay/strings.py" line="+5"/>
        <source>{player} leaves the game ({reason}).</source>
        <translation>{player} verlässt das Spiel ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>{player} left during their own turn; the turn ends without an active player.</source>
        <translation>{player} ist während des eigenen Zuges ausgeschieden; der Zug endet ohne aktiven Spieler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../companion/overlay/strings.py" line="+4"/>
        <source>{player} is the monarch: {player} draws a card.</source>
        <translation>{player} ist der Herrscher: {player} zieht eine Karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+1"/>
        <source>{player}&apos;s monarch draw is cancelled: {player} left the game.</source>
        <translation>Das Ziehen des Herrschers {player} entfällt: {player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+3"/>
        <source>The game is a draw: the last players left at the same time.</source>
        <translation>Das Spiel endet unentschieden: Die letzten Spieler sind gleichzeitig ausgeschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../companion/overlay/strings.py" line="+3"/>
        <source>{player} wins the game!</source>
        <translation>{player} gewinnt das Spiel!</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../companion/app/widgets/log_panel.py" line="+102"/>
        <source>T{turn} · {step} — {action}</source>
        <translation>Z{turn} · {step} — {action}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location line="+74"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../companion/app/main_window.py" line="+131"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not open {path}: {reason}</source>
        <translation>{path} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open journal</source>
        <translation>Protokoll öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save journal as</source>
        <translation>Protokoll speichern unter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{player} concedes the game?</source>
        <translation>{player} gibt das Spiel auf?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} loses the game?</source>
        <translation>{player} verliert das Spiel?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About Commander Companion</source>
        <translation>Über Commander Companion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander Companion {version}
Tracks a paper Commander game around the monarch.</source>
        <translation>Commander Companion {version}
Begleitet eine Commander-Partie mit echten Karten rund um den Herrscher.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Could not save the settings: {reason}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="+182"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), to change it.</source>
        <translation>Die Sitzordnung ist die Spielreihenfolge. Zum Ändern eine Zeile ziehen oder ihre Pfeile benutzen (Alt+Hoch / Alt+Runter).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting life:</source>
        <translation>Start-Lebenspunkte:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Custom</source>
        <translation>&amp;Eigene</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom starting life</source>
        <translation>Eigene Start-Lebenspunkte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Colour for {name}</source>
        <translation>Farbe für {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this player</source>
        <translation>dieser Spieler</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+8"/>
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
        <location filename="../companion/app/widgets/notices.py" line="+51"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last action</source>
        <translation>Die letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Undone: {action}</source>
        <translation>Rückgängig gemacht: {action}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not possible: {reason}</source>
        <translation>Nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../companion/overlay/strings.py" line="+12"/>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
</context>
<context>
    <name>PanelChrome</name>
    <message>
        <location filename="../companion/app/widgets/panel_chrome.py" line="+50"/>
        <source>Player menu: monarch, concede, lose</source>
        <translation>Spielermenü: Herrscher, Aufgeben, Verlieren</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Wins the game!</source>
        <translation>Gewinnt das Spiel!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ Their turn</source>
        <translation>▶ Am Zug</translation>
    </message>
</context>
<context>
    <name>PlayerMenu</name>
    <message>
        <location filename="../companion/app/widgets/panel_menu.py" line="+45"/>
        <source>Become the monarch…</source>
        <translation>Herrscher werden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concede…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses the game…</source>
        <translation>Verliert das Spiel…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} concedes and leaves the game. This can be undone.</source>
        <translation>{player} gibt auf und verlässt das Spiel. Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} loses the game and leaves it. This can be undone.</source>
        <translation>{player} verliert das Spiel und scheidet aus. Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loses the game</source>
        <translation>Verliert das Spiel</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../companion/app/widgets/player_panel.py" line="+83"/>
        <source>Mouse wheel: +1 / −1</source>
        <translation>Mausrad: +1 / −1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Left the game: {reason}</source>
        <translation>Hat das Spiel verlassen: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="-298"/>
        <source>Drag to change the seat</source>
        <translation>Ziehen, um den Platz zu ändern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player&apos;s commander has a partner: damage from each of the two commanders counts separately.</source>
        <translation>Der Kommandeur dieses Spielers hat einen Partner: Schaden von jedem der beiden Kommandeure zählt getrennt.</translation>
    </message>
    <message>
        <location line="+47"/>
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
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="+54"/>
        <source>The monarch’s rules</source>
        <translation>Die Regeln zum Herrscher</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>724.1. The monarch is a designation a player can have. There is no monarch in a game until an effect instructs a player to become the monarch.</source>
        <translation>716.1. Der Herrscher ist eine Bezeichnung, die ein Spieler haben kann. Es gibt im Spiel keinen Herrscher bis ein Effekt besagt, dass ein Spieler der Herrscher wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>724.2. There are two inherent triggered abilities associated with being the monarch. These triggered abilities have no source and are controlled by the player who was the monarch at the time the abilities triggered. The full texts of these abilities are “At the beginning of the monarch’s end step, that player draws a card” and “Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.”</source>
        <translation>716.2. Es gibt zwei ausgelöste Fähigkeiten, die direkt damit verbunden sind, Herrscher zu sein. Diese ausgelösten Fähigkeiten haben keine Quelle und werden von dem Spieler kontrolliert, der zu dem Zeitpunkt, an dem sie ausgelöst wurden, Herrscher war. Dies stellt eine Ausnahme zu Regel 112.8 dar. Der vollständige Text dieser Fähigkeiten ist „Zu Beginn des Endsegments des Herrschers zieht dieser Spieler eine Karte“ und „Immer wenn eine Kreatur dem Herrscher Kampfschaden zufügt, wird ihr Beherrscher der Herrscher“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>724.3. Only one player can be the monarch at a time. As a player becomes the monarch, the current monarch ceases to be the monarch.</source>
        <translation>716.3. Zu jedem Zeitpunkt kann höchstens ein Spieler der Herrscher sein. Sobald ein anderer Spieler der Herrscher wird, ist der bisherige Herrscher nicht mehr der Herrscher.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>724.4. If the monarch leaves the game, the active player becomes the monarch at the same time as that player leaves the game. If the active player is leaving the game or if there is no active player, the next player in turn order becomes the monarch.</source>
        <translation>716.4. Sowie der Herrscher das Spiel verlässt, wird der aktive Spieler zum selben Zeitpunkt der Herrscher, an dem der bisherige Herrscher das Spiel verlassen hat. Falls der aktive Spieler zu diesem Zeitpunkt das Spiel verlässt oder es keinen aktiven Spieler gibt, wird der nächste Spieler in Spielreihenfolge der Herrscher.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../companion/app/rules_panel.py" line="+69"/>
        <source>The monarch’s rules</source>
        <translation>Die Regeln zum Herrscher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{edition}, section {section}</source>
        <translation>{edition}, Abschnitt {section}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{edition}. Source: {source}</source>
        <translation>{edition}. Quelle: {source}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The two inherent triggered abilities</source>
        <translation>Die zwei ausgelösten Fähigkeiten des Herrschers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Official rulings</source>
        <translation>Offizielle Regelklarstellungen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Current English wording (this edition predates it):</source>
        <translation>Aktueller englischer Wortlaut (diese Ausgabe ist älter):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(English — no official text in this language)</source>
        <translation>(Englisch – kein offizieller Text in dieser Sprache)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="-63"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player keys act on the selected player (highlighted); 1 – 8 or ← → select.</source>
        <translation>Spielertasten wirken auf den ausgewählten Spieler (hervorgehoben); 1 – 8 oder ← → wählen aus.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../companion/app/start_page.py" line="+72"/>
        <source>Commander Companion</source>
        <translation>Commander Companion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the unfinished game</source>
        <translation>Unterbrochenes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{players} — turn {turn}</source>
        <translation>{players} — Zug {turn}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{winner} won</source>
        <translation>{winner} hat gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An unfinished game was found: {players}, turn {turn}.</source>
        <translation>Ein unterbrochenes Spiel wurde gefunden: {players}, Zug {turn}.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+76"/>
        <source>Next step</source>
        <translation>Nächstes Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step (N)</source>
        <translation>Zum nächsten Segment (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this turn (E); stops once at the end step if the monarch must draw</source>
        <translation>Diesen Zug beenden (E); hält einmal im Endsegment an, wenn der Herrscher ziehen muss</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat damage</source>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter combat damage (C)</source>
        <translation>Kampfschaden eingeben (C)</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>{step} (now)</source>
        <translation>{step} (jetzt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to {step}</source>
        <translation>Weiter zu: {step}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn {turn} —</source>
        <translation>Zug {turn} —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} left; no active player</source>
        <translation>{player} ist ausgeschieden; kein aktiver Spieler</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+37"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <location filename="../companion/app/widgets/undo_labels.py" line="+22"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: {action}</source>
        <translation>Rückgängig: {action}</translation>
    </message>
    <message>
        <location line="+7"/>
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
    <name>WinnerScreen</name>
    <message>
        <location filename="../companion/app/widgets/winner.py" line="+99"/>
        <source>New game with the &amp;same players</source>
        <translation>Neues Spiel mit &amp;denselben Spielern</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>&amp;Tisch zeigen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} wins!</source>
        <translation>{winner} gewinnt!</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>%n Zug gespielt.</numerusform>
            <numerusform>%n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody became the monarch.</source>
        <translation>Niemand wurde Herrscher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} held the crown last.</source>
        <translation>{player} trug die Krone zuletzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game, in order:</source>
        <translation>Haben das Spiel verlassen, in dieser Reihenfolge:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{number}. {player}: {reason} (turn {turn})</source>
        <translation>{number}. {player}: {reason} (Zug {turn})</translation>
    </message>
</context>
<context>
    <name>_ReminderRow</name>
    <message>
        <location filename="../companion/app/widgets/reminders.py" line="+63"/>
        <source>{player} draws a card (the monarch&apos;s end step trigger)</source>
        <translation>{player} zieht eine Karte (Auslösung im Endsegment des Herrschers)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the beginning of the monarch’s end step, that player draws a card.</source>
        <translation>Zu Beginn des Endsegments des Herrschers zieht dieser Spieler eine Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{text}”</source>
        <translation>„{text}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was the monarch when it triggered, so the card is still theirs.</source>
        <translation>{player} war der Herrscher, als die Fähigkeit ausgelöst wurde, daher zieht weiterhin {player} die Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card is drawn</source>
        <translation>Die Karte ist gezogen</translation>
    </message>
</context>
</TS>
