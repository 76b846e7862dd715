<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AmountEntry</name>
    <message>
        <location filename="../companion/app/dialogs/amount_entry.py" line="+59"/>
        <source>Type {minus}7 or +3 to change it, or 33 to set it.</source>
        <translation>Escribe {minus}7 o +3 para restar o sumar, o 33 para fijar el valor.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Poison counters</source>
        <translation>Contadores de veneno</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Delete the last character</source>
        <translation>Borrar el último carácter</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a number: type {minus}7, +3 or 33.</source>
        <translation>No es un número: escribe {minus}7, +3 o 33.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That would be below 0.</source>
        <translation>Quedaría por debajo de 0.</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+533"/>
        <source>{player} has %n life.</source>
        <translation>
            <numerusform>{player} tiene %n vida.</numerusform>
            <numerusform>{player} tiene %n vidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has %n poison counter(s).</source>
        <translation>
            <numerusform>{player} tiene %n contador de veneno.</numerusform>
            <numerusform>{player} tiene %n contadores de veneno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has %n counter(s): {counter}.</source>
        <translation>
            <numerusform>{player} tiene %n contador: {counter}.</numerusform>
            <numerusform>{player} tiene %n contadores: {counter}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>El comandante de {source} ha infligido %n punto de daño a {player}.</numerusform>
            <numerusform>El comandante de {source} ha infligido %n puntos de daño a {player}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s partner commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>El comandante camarada de {source} ha infligido %n punto de daño a {player}.</numerusform>
            <numerusform>El comandante camarada de {source} ha infligido %n puntos de daño a {player}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) has dealt {player} %n damage.</source>
        <translation>
            <numerusform>{commander} ({source}) ha infligido %n punto de daño a {player}.</numerusform>
            <numerusform>{commander} ({source}) ha infligido %n puntos de daño a {player}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That is too large: at most %n at once.</source>
        <translation>
            <numerusform>Es demasiado: como mucho %n de una vez.</numerusform>
            <numerusform>Es demasiado: como mucho %n de una vez.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BecomeMonarchDialog</name>
    <message>
        <location filename="../companion/app/dialogs/monarch.py" line="+98"/>
        <location line="+4"/>
        <source>Become the monarch</source>
        <translation>Convertirse en el monarca</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card made them the monarch? (optional)</source>
        <translation>¿Qué carta hizo que se convirtiera en el monarca? (opcional)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not in the list of monarch cards; recorded as typed.</source>
        <translation>No está en la lista de cartas de monarca; se anota tal como está escrito.</translation>
    </message>
</context>
<context>
    <name>CardChips</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+61"/>
        <source>Tap it when it leaves the battlefield.</source>
        <translation>Toca aquí cuando la carta deje el campo de batalla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its one-time trigger has happened.</source>
        <translation>Su habilidad, que solo se dispara una vez, ya se disparó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} leaves the battlefield</source>
        <translation>{card} deja el campo de batalla</translation>
    </message>
</context>
<context>
    <name>CardEntersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/card_enters.py" line="+40"/>
        <source>A monarch card enters the battlefield</source>
        <translation>Una carta de monarca entra al campo de batalla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control</source>
        <translation>Una carta de monarca entra bajo el control de {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card?</source>
        <translation>¿Qué carta?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on the panel</source>
        <translation>Ponerla en el panel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch as it enters</source>
        <translation>{player} se convierte en el monarca cuando entra</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not a monarch card the app knows: choose one from the list.</source>
        <translation>No es una carta de monarca que la aplicación conozca: elige una de la lista.</translation>
    </message>
</context>
<context>
    <name>CardTriggers</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+16"/>
        <source>Target player sacrifices a creature.</source>
        <translation>El jugador objetivo sacrifica una criatura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Cada oponente pierde 1 vida y tú ganas 1 vida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creatures you control can&apos;t be blocked this turn.</source>
        <translation>Las criaturas que controlas no pueden ser bloqueadas este turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch loses 2 life and you gain 2 life.</source>
        <translation>El nuevo monarca pierde 2 vidas y tú ganas 2 vidas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The creature Palace Jailer exiled returns to the battlefield under its owner&apos;s control (a token stays gone).</source>
        <translation>La criatura que exilió Palace Jailer regresa al campo de batalla bajo el control de su propietario (si era una ficha, no regresa).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 black Assassin creature token with deathtouch and haste.</source>
        <translation>Crea una ficha de criatura Asesino negra 1/1 con toque mortal y prisa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 5/5 red Dragon creature token with flying.</source>
        <translation>Crea una ficha de criatura Dragón roja 5/5 con la habilidad de volar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put a +1/+1 counter on Throne Warden.</source>
        <translation>Pon un contador +1/+1 sobre Throne Warden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life unless they discard two cards.</source>
        <translation>Cada oponente pierde 3 vidas a menos que descarte una carta; si eres el monarca, 6 vidas a menos que descarte dos cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may put a land card from your hand onto the battlefield; if you&apos;re the monarch, a creature or land card instead.</source>
        <translation>Puedes poner en el campo de batalla una carta de tierra de tu mano; si eres el monarca, una carta de criatura o de tierra en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number of target players each mill two cards; if you&apos;re the monarch, ten cards instead.</source>
        <translation>Cualquier número de jugadores objetivo muelen dos cartas cada uno; si eres el monarca, diez cartas en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 white Spirit creature token with flying; if you&apos;re the monarch, a 4/4 white Angel creature token with flying instead.</source>
        <translation>Crea una ficha de criatura Espíritu blanca 1/1 con la habilidad de volar; si eres el monarca, una ficha de criatura Ángel blanca 4/4 con la habilidad de volar en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court of Ire deals 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Court of Ire inflige 2 puntos de daño a cualquier objetivo; si eres el monarca, 7 puntos de daño en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If Starscream is on its Seeker Leader face, convert it.</source>
        <translation>Si Starscream está boca arriba por su cara Seeker Leader, conviértelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The monarch draws an additional card.</source>
        <translation>El monarca roba una carta adicional.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The active player may pay {X} (X: the cards in their hand); if they don&apos;t, they can&apos;t attack you this combat.</source>
        <translation>El jugador activo puede pagar {X} (X: las cartas de su mano); si no lo hace, no puede atacarte en este combate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create two 1/1 white Human Soldier creature tokens.</source>
        <translation>Crea dos fichas de criatura Soldado Humano blancas 1/1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch gains control of the enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>El nuevo monarca gana el control de la criatura encantada; esta ataca en cada combate si puede y no puede atacarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return target permanent card with mana value 3 or less from your graveyard to your hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>Regresa la carta de permanente objetivo con valor de maná de 3 o menos de tu cementerio a tu mano; si eres el monarca, al campo de batalla en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 3/1 red Knight creature token; then, if you&apos;re the monarch, Court of Embereth deals X damage to each opponent (X: the creatures you control).</source>
        <translation>Crea una ficha de criatura Caballero roja 3/1; luego, si eres el monarca, Court of Embereth inflige X puntos de daño a cada oponente (X: las criaturas que controlas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Distribute two +1/+1 counters among up to two target creatures; then, if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>Distribuye dos contadores +1/+1 entre hasta dos criaturas objetivo; luego, si eres el monarca, duplica los contadores +1/+1 sobre cada criatura que controlas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exile the top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may also cast a spell from among those cards this turn without paying its mana cost.</source>
        <translation>Exilia la primera carta de la biblioteca del oponente objetivo (puedes jugarla); si eres el monarca, este turno también puedes lanzar un hechizo de entre esas cartas sin pagar su coste de maná.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose up to one other target enchantment or artifact: if you&apos;re the monarch, you may create a token copy of it; if not, Court of Vantress may become a copy of it.</source>
        <translation>Elige hasta otro encantamiento o artefacto objetivo: si eres el monarca, puedes crear una ficha que sea una copia de él; si no, Court of Vantress puede convertirse en una copia de él.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gain control of target creature the new monarch controls for as long as they&apos;re the monarch.</source>
        <translation>Gana el control de la criatura objetivo que controla el nuevo monarca mientras siga siendo el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return up to one target creature card from your graveyard to your hand.</source>
        <translation>Regresa hasta una carta de criatura objetivo de tu cementerio a tu mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target opponent becomes the monarch.</source>
        <translation>El oponente objetivo se convierte en el monarca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 2/1 red Goblin creature token with haste; then, if you&apos;re the monarch, create a copy of each creature token you control.</source>
        <translation>Crea una ficha de criatura Trasgo roja 2/1 con prisa; luego, si eres el monarca, crea una copia de cada ficha de criatura que controlas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the creatures that dealt the damage and put a stun counter on each of them.</source>
        <translation>Gira las criaturas que infligieron el daño y pon un contador de aturdimiento sobre cada una de ellas.</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../companion/app/charts/export.py" line="+47"/>
        <source>PNG image (*.png)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CSV file (*.csv)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>Archivo CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {file}: {error}</source>
        <extracomment>After an export failed: the file and the system&apos;s reason</extracomment>
        <translation>No se pudo guardar {file}: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved {file}</source>
        <extracomment>After an export: the file written</extracomment>
        <translation>Se guardó {file}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export PNG…</source>
        <extracomment>Button of a chart view: save every chart as one image</extracomment>
        <translation>Exportar PNG…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <extracomment>Button of a chart view: save its figures in a CSV file</extracomment>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the charts as an image</source>
        <extracomment>Tooltip of &quot;Export PNG…&quot;</extracomment>
        <translation>Guardar los gráficos como imagen</translation>
    </message>
</context>
<context>
    <name>ChessClockDialog</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="+73"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs. At 0 it says so; nobody loses by it. A new time keeps what each player has used; Off takes the clocks away.</source>
        <translation>Cada jugador dispone de este tiempo para toda la partida: corre el reloj del jugador al que le toca el turno. Al llegar a 0, lo indica; nadie pierde la partida por ello. Un tiempo nuevo conserva lo que cada jugador ya ha usado; «Desactivado» quita los relojes.</translation>
    </message>
</context>
<context>
    <name>ChromaWindow</name>
    <message>
        <location filename="../companion/app/overlay/chroma.py" line="+88"/>
        <source>Commander Companion overlay (chroma key)</source>
        <translation>Commander Companion: superposición para directos (croma)</translation>
    </message>
</context>
<context>
    <name>ClockMinutes</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="-27"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s) per player</source>
        <translation>
            <numerusform>%n minuto por jugador</numerusform>
            <numerusform>%n minutos por jugador</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../companion/app/dialogs/combat.py" line="+402"/>
        <source>&amp;Deal damage</source>
        <translation>&amp;Infligir daño</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infect</source>
        <translation>Infectar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By whose creatures</source>
        <translation>Criaturas de</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What will happen:</source>
        <translation>Lo que pasará:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First strike: deal the first-strike damage first, then the regular damage</source>
        <translation>Dañar primero: primero el daño de las criaturas con dañar primero y luego el resto</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n vida</numerusform>
            <numerusform>%n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n poison</source>
        <translation>
            <numerusform>, %n contador de veneno</numerusform>
            <numerusform>, %n contadores de veneno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not hit</source>
        <translation>sin daño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage to {player}</source>
        <translation>Daño de combate a {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: by a commander</source>
        <translation>{player}: de un comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: by the partner commander</source>
        <translation>{player}: del comandante camarada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: infect</source>
        <translation>{player}: infectar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creatures dealt damage to {player}</source>
        <translation>De quién son las criaturas que infligieron daño a {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another source of damage to {player}</source>
        <translation>Otra fuente de daño a {player}</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+177"/>
        <source>First-strike damage dealt. Now the regular combat damage (CR 510.4).</source>
        <translation>Ya se infligió el daño de dañar primero. Ahora, el daño de combate normal (regla 510.4).</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Turn {turn}, {player}&apos;s turn. Enter the combat damage each player was dealt.</source>
        <translation>Turno {turn}, le toca a {player}. Introduce el daño de combate que recibió cada jugador.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{player}&apos;s creatures cannot deal combat damage to {player}.</source>
        <translation>Las criaturas de {player} no pueden infligir daño de combate a {player}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{player} has left the game: no creatures of theirs deal damage.</source>
        <translation>{player} ha abandonado la partida: sus criaturas no infligen daño.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Note: only {active}&apos;s creatures attack this turn (CR 508.1), not {player}&apos;s.</source>
        <translation>Nota: este turno solo atacan las criaturas de {active} (regla 508.1), no las de {player}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first commander</source>
        <translation>el primer comandante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partner commander</source>
        <translation>el comandante camarada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticked: {partner}. Not ticked: {first}.</source>
        <translation>Marcado: {partner}. Sin marcar: {first}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} cannot be dealt damage by their own creatures.</source>
        <translation>Las criaturas de {player} no pueden infligirle daño.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal &amp;first-strike damage</source>
        <translation>Infligir daño de &amp;dañar primero</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The damage typed is not dealt yet. Deal damage deals it; Cancel again closes without dealing it.</source>
        <translation>El daño escrito aún no se ha infligido. «Infligir daño» lo inflige; «Cancelar» otra vez cierra sin infligirlo.</translation>
    </message>
</context>
<context>
    <name>CombatPreview</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-47"/>
        <source>Enter the combat damage each player was dealt.</source>
        <translation>Introduce el daño de combate que recibió cada jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This damage cannot be recorded: {reason}</source>
        <translation>Este daño no se puede registrar: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} stays the monarch.</source>
        <translation>{player} sigue siendo el monarca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} keeps the initiative.</source>
        <translation>{player} sigue teniendo la iniciativa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: life {before} → {after}.</source>
        <translation>{player}: vidas {before} → {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: poison counters {before} → {after}.</source>
        <translation>{player}: contadores de veneno {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: commander damage from {source} {before} → {after}.</source>
        <translation>{player}: daño del comandante de {source} {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: damage from {source}&apos;s partner commander {before} → {after}.</source>
        <translation>{player}: daño del comandante camarada de {source} {before} → {after}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: damage from {commander} ({source}) {before} → {after}.</source>
        <translation>{player}: daño de {commander} ({source}) {before} → {after}.</translation>
    </message>
</context>
<context>
    <name>CombatQuestion</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+259"/>
        <source>Was this combat damage from a creature? Whose?</source>
        <translation>¿Fue daño de combate de una criatura? ¿De quién?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creature?</source>
        <translation>¿La criatura de quién?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature controlled by this player dealt the damage</source>
        <translation>Una criatura controlada por este jugador infligió el daño</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not combat damage from a creature: just lose the life</source>
        <translation>No fue daño de combate de una criatura: solo se pierden las vidas</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../companion/app/widgets/command_palette.py" line="+95"/>
        <source>Find a command</source>
        <translation>Buscar un comando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command to find</source>
        <translation>Comando que buscar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type what to do, e.g. monarch</source>
        <translation>Escribe qué hacer, p. ej. monarca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matching commands</source>
        <translation>Comandos que coinciden</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No command matches “{query}”.</source>
        <translation>Ningún comando coincide con «{query}».</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../companion/shell/commands/table.py" line="+31"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game with the same &amp;players</source>
        <translation>Nueva partida con los mismos &amp;jugadores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open journal…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save journal &amp;as…</source>
        <translation>Guardar partida &amp;como…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import games…</source>
        <extracomment>Adds the games of a folder of journals (another computer&apos;s, a backup) to the history</extracomment>
        <translation>&amp;Importar partidas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next step</source>
        <translation>&amp;Siguiente paso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End turn</source>
        <translation>&amp;Terminar turno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tep by step (the table calls every step)</source>
        <extracomment>A table that calls every step: the turn moves only when told (off: steps follow the play)</extracomment>
        <translation>Paso a pas&amp;o (la mesa anuncia cada paso)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw who goes &amp;first</source>
        <translation>Sortear quién juega &amp;primero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Combat damage…</source>
        <translation>&amp;Daño de combate…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commander &amp;damage by tapping panels</source>
        <translation>Daño de &amp;comandante tocando los paneles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It becomes da&amp;y (a card says so)</source>
        <translation>Se hace de &amp;día (lo dice una carta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It becomes ni&amp;ght (a card says so)</source>
        <translation>Se hace de &amp;noche (lo dice una carta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A spell was cast (&amp;storm +1)</source>
        <translation>Se lanzó un hechizo (tor&amp;menta +1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Storm −1 (counted by mistake)</source>
        <translation>Tormenta −1 (hechizo contado por error)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>C&amp;hess clock…</source>
        <translation>&amp;Reloj de ajedrez…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pause the chess clock</source>
        <translation>P&amp;ausar el reloj de ajedrez</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done entering commander damage</source>
        <translation>Terminar de anotar el daño de comandante</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Done: the reminder is carried out</source>
        <translation>&amp;Hecho: el recordatorio ya se cumplió</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select &amp;next player</source>
        <translation>Seleccionar el &amp;siguiente jugador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select &amp;previous player</source>
        <translation>Seleccionar el jugador &amp;anterior</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Select player</source>
        <translation>Seleccionar &amp;jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {player}</source>
        <translation>Seleccionar a {player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +1</source>
        <translation>Vidas +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +1</source>
        <translation>{player}: vidas +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −1</source>
        <translation>Vidas −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −1</source>
        <translation>{player}: vidas −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +5</source>
        <translation>Vidas +5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +5</source>
        <translation>{player}: vidas +5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −5</source>
        <translation>Vidas −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −5</source>
        <translation>{player}: vidas −5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison +1</source>
        <translation>Veneno +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison +1</source>
        <translation>{player}: veneno +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison −1</source>
        <translation>Veneno −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison −1</source>
        <translation>{player}: veneno −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Type a life amount…</source>
        <translation>Escribir las &amp;vidas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type an amount for {player}’s life…</source>
        <translation>Escribir las vidas de {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Become the &amp;monarch…</source>
        <translation>Convertirse en el &amp;monarca…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch…</source>
        <translation>{player} se convierte en el monarca…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;6</source>
        <translation>Tirar un d&amp;6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d6</source>
        <translation>{player} tira un d6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;20</source>
        <translation>Tirar un d&amp;20</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d20</source>
        <translation>{player} tira un d20</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Roll a dN…</source>
        <translation>Tirar un d&amp;N…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a dN…</source>
        <translation>{player} tira un dN…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Flip a c&amp;oin</source>
        <translation>Lanzar una m&amp;oneda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} flips a coin</source>
        <translation>{player} lanza una moneda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll the &amp;planar die</source>
        <translation>Tirar el &amp;dado planar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls the planar die</source>
        <translation>{player} tira el dado planar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cast the &amp;commander from the command zone</source>
        <translation>Lanzar el comandante desde la zona de &amp;mando</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cast the &amp;partner commander from the command zone</source>
        <translation>Lanzar el comandante camarada desde la &amp;zona de mando</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;ounters…</source>
        <translation>C&amp;ontadores…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s counters…</source>
        <translation>Contadores de {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Energy counter +1</source>
        <translation>Contador de ener&amp;gía +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an energy counter</source>
        <translation>{player} obtiene un contador de energía</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xperience counter +1</source>
        <translation>Contador de e&amp;xperiencia +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an experience counter</source>
        <translation>{player} obtiene un contador de experiencia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rad counter +1</source>
        <translation>Contador de &amp;radiación +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets a rad counter</source>
        <translation>{player} obtiene un contador de radiación</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Speed +1 (start your engines!)</source>
        <translation>&amp;Velocidad +1 (¡Enciende el motor!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s speed increases</source>
        <translation>La velocidad de {player} aumenta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gets the &amp;city’s blessing</source>
        <translation>Obtener la &amp;bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets the city’s blessing</source>
        <translation>{player} obtiene la bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Ring &amp;tempts you…</source>
        <translation>E&amp;l Anillo te tienta…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ring tempts {player}…</source>
        <translation>El Anillo tienta a {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the &amp;initiative…</source>
        <translation>Tomar la &amp;iniciativa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative…</source>
        <translation>{player} toma la iniciativa…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Venture into the dungeon (a card)…</source>
        <translation>Adent&amp;rarse en la mazmorra (una carta)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon (a card)…</source>
        <translation>{player} se adentra en la mazmorra (una carta)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A monarch card &amp;enters the battlefield…</source>
        <translation>Una carta de monarca &amp;entra al campo de batalla…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control…</source>
        <translation>Una carta de monarca entra bajo el control de {player}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Concede…</source>
        <translation>&amp;Conceder…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} concedes…</source>
        <translation>{player} concede…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Loses the game…</source>
        <translation>&amp;Perder la partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game…</source>
        <translation>{player} pierde la partida…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xtra turn after this one</source>
        <translation>&amp;Turno adicional después de este</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find a &amp;command…</source>
        <translation>Buscar un &amp;comando…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rotate panels to face the seats</source>
        <translation>&amp;Girar los paneles hacia los asientos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stats</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pl&amp;ayers…</source>
        <extracomment>The playgroup&apos;s players across games: merge two names of one person, split them again</extracomment>
        <translation>&amp;Jugadores…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream &amp;overlay</source>
        <translation>Superposición para &amp;directos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invite &amp;phones</source>
        <translation>Invitar &amp;móviles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History</source>
        <extracomment>The History page: every game played, filters, a game&apos;s replay, stats across games</extracomment>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The monarch’s &amp;rules</source>
        <translation>&amp;Reglas del monarca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;build the history</source>
        <extracomment>Reads every game&apos;s journal again into the history&apos;s database (it is only an index)</extracomment>
        <translation>Reconstruir el &amp;historial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Commander Companion</source>
        <translation>&amp;Acerca de Commander Companion</translation>
    </message>
    <message>
        <location filename="../companion/app/commands.py" line="+26"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>CounterBox</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-23"/>
        <source>{player}&apos;s partner commander</source>
        <translation>el comandante camarada de {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s commander</source>
        <translation>el comandante de {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Poison counters: {player} loses at {lethal}.</source>
        <translation>Contadores de veneno: con {lethal}, {player} pierde la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat damage dealt to {player} by {commander}. {player} loses at {lethal}. + adds a point of combat damage (and takes the life); − takes back damage entered by mistake (and gives the life back).</source>
        <translation>Daño de combate que {commander} ha infligido a {player}. Con {lethal}, {player} pierde la partida. + anota un punto de daño de combate (y quita esa vida); − deshace daño anotado por error (y devuelve la vida).</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+104"/>
        <source>Enter commander damage dealt to {player}: tap this, then the commander that dealt it on its player&apos;s panel</source>
        <translation>Anotar el daño de comandante que recibió {player}: toca aquí y luego, en el panel de su jugador, el comandante que lo infligió</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+6"/>
        <source>Commander tax: casting {commander} from the command zone costs {tax} more (CR 903.8). Tap when it is cast; − takes back a cast entered by mistake.</source>
        <translation>Impuesto de comandante: lanzar a {commander} desde la zona de mando cuesta {tax} más (regla 903.8). Toca cuando se lance; − deshace un lanzamiento anotado por error.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+24"/>
        <source>Partner tax</source>
        <translation>Impuesto (Camarada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax</source>
        <translation>Impuesto</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>⚔ Partner</source>
        <translation>⚔ Camarada</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+61"/>
        <source>⚔ Commander</source>
        <translation>⚔ Comandante</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who dealt it? Tap that commander on its panel.</source>
        <translation>¿Quién lo infligió? Toca ese comandante en su panel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap the commander that dealt combat damage.</source>
        <translation>Toca el comandante que infligió daño de combate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 counted for {player}. Tap + there for each more point.</source>
        <translation>1 contado para {player}. Toca + allí por cada punto más.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now tap + on each player it dealt damage to.</source>
        <translation>Ahora toca + en cada jugador al que infligió daño.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-15"/>
        <source>{player} (partner)</source>
        <translation>{player} (camarada)</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-406"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experience</source>
        <translation>Experiencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rad</source>
        <translation>Radiación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City&apos;s blessing</source>
        <translation>Bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring</source>
        <translation>El Anillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring: {bearer}</source>
        <translation>Anillo: {bearer}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring-bearer: {bearer}</source>
        <translation>Portador del Anillo: {bearer}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy counters: + gets one, − pays one. Tap the number to type an amount.</source>
        <translation>Contadores de energía: + obtiene uno, − paga uno. Toca el número para escribir una cantidad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience counters: + gets one, − removes one.</source>
        <translation>Contadores de experiencia: + obtiene uno, − quita uno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rad counters (CR {rule}): at the beginning of this player&apos;s precombat main phase they mill that many cards, then lose 1 life and a rad counter for each nonland card milled.</source>
        <translation>Contadores de radiación (regla {rule}): al comienzo de la fase principal precombate de este jugador, muele esa cantidad de cartas y luego pierde 1 vida y un contador de radiación por cada carta molida así que no sea tierra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of your playgroup&apos;s own: + and − change it.</source>
        <translation>Un contador propio de tu grupo de juego: + y − lo cambian.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed (CR 702.179): it increases once each turn, when an opponent loses life during this player&apos;s turn (the app does it), to at most 4 (max speed).</source>
        <translation>Velocidad (regla 702.179): aumenta una vez por turno, cuando un oponente pierde vidas durante el turno de este jugador (la aplicación lo hace sola), hasta un máximo de 4 (velocidad máxima).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The city&apos;s blessing (CR 702.131): for the rest of the game.</source>
        <translation>La bendición de la ciudad (regla 702.131): para el resto de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring (CR 701.54): + when it tempts this player again. Their emblem:</source>
        <translation>El Anillo (regla 701.54): + cuando vuelva a tentar a este jugador. Su emblema:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your Ring-bearer is legendary and can&apos;t be blocked by creatures with greater power.</source>
        <translation>Tu portador del Anillo es legendario y no puede ser bloqueado por criaturas con una fuerza mayor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your Ring-bearer attacks, draw a card, then discard a card.</source>
        <translation>Siempre que tu portador del Anillo ataque, roba una carta y luego descarta una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whenever your Ring-bearer becomes blocked by a creature, that creature&apos;s controller sacrifices it at end of combat.</source>
        <translation>Siempre que tu portador del Anillo sea bloqueado por una criatura, el controlador de esa criatura la sacrifica al final del combate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.</source>
        <translation>Siempre que tu portador del Anillo haga daño de combate a un jugador, cada oponente pierde 3 vidas.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/counters.py" line="+56"/>
        <location line="+191"/>
        <source>Counters: {player}</source>
        <translation>Contadores: {player}</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>A counter of your own</source>
        <translation>Un contador propio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speed {speed} of 4: +1</source>
        <translation>Velocidad {speed} de 4: +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start your engines! (speed 1)</source>
        <translation>¡Enciende el motor! (velocidad 1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Has the city’s blessing</source>
        <translation>✓ Tiene la bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gets the city’s blessing</source>
        <translation>Obtener la bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Ring tempts again (level {level} of 4)…</source>
        <translation>El Anillo vuelve a tentar (nivel {level} de 4)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring tempts you…</source>
        <translation>El Anillo te tienta…</translation>
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
            <numerusform>{player} gana %n vida</numerusform>
            <numerusform>{player} gana %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life</source>
        <translation>
            <numerusform>{player} pierde %n vida</numerusform>
            <numerusform>{player} pierde %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n poison counter(s)</source>
        <translation>
            <numerusform>{player} obtiene %n contador de veneno</numerusform>
            <numerusform>{player} obtiene %n contadores de veneno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} loses %n poison counter(s)</source>
        <translation>
            <numerusform>{player} pierde %n contador de veneno</numerusform>
            <numerusform>{player} pierde %n contadores de veneno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source} deals %n infect combat damage to {target}</source>
        <translation>
            <numerusform>{source} inflige %n punto de daño de combate con infectar a {target}</numerusform>
            <numerusform>{source} inflige %n puntos de daño de combate con infectar a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>El comandante de {source} inflige %n punto de daño de combate a {target}</numerusform>
            <numerusform>El comandante de {source} inflige %n puntos de daño de combate a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source} inflige %n punto de daño de combate a {target}</numerusform>
            <numerusform>{source} inflige %n puntos de daño de combate a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source}&apos;s partner commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>El comandante camarada de {source} inflige %n punto de daño de combate a {target}</numerusform>
            <numerusform>El comandante camarada de {source} inflige %n puntos de daño de combate a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{commander} ({source}) inflige %n punto de daño de combate a {target}</numerusform>
            <numerusform>{commander} ({source}) inflige %n puntos de daño de combate a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s commander taken back</source>
        <translation>
            <numerusform>{target}: se deshace %n punto de daño del comandante de {source}</numerusform>
            <numerusform>{target}: se deshacen %n puntos de daño del comandante de {source}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s partner commander taken back</source>
        <translation>
            <numerusform>{target}: se deshace %n punto de daño del comandante camarada de {source}</numerusform>
            <numerusform>{target}: se deshacen %n puntos de daño del comandante camarada de {source}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {commander} ({source}) taken back</source>
        <translation>
            <numerusform>{target}: se deshace %n punto de daño de {commander} ({source})</numerusform>
            <numerusform>{target}: se deshacen %n puntos de daño de {commander} ({source})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{player} gets %n energy counter(s)</source>
        <translation>
            <numerusform>{player} obtiene %n contador de energía</numerusform>
            <numerusform>{player} obtiene %n contadores de energía</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n energy counter(s)</source>
        <translation>
            <numerusform>{player} quita %n contador de energía</numerusform>
            <numerusform>{player} quita %n contadores de energía</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n experience counter(s)</source>
        <translation>
            <numerusform>{player} obtiene %n contador de experiencia</numerusform>
            <numerusform>{player} obtiene %n contadores de experiencia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n experience counter(s)</source>
        <translation>
            <numerusform>{player} quita %n contador de experiencia</numerusform>
            <numerusform>{player} quita %n contadores de experiencia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n rad counter(s)</source>
        <translation>
            <numerusform>{player} obtiene %n contador de radiación</numerusform>
            <numerusform>{player} obtiene %n contadores de radiación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n rad counter(s)</source>
        <translation>
            <numerusform>{player} quita %n contador de radiación</numerusform>
            <numerusform>{player} quita %n contadores de radiación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} obtiene %n contador: {counter}</numerusform>
            <numerusform>{player} obtiene %n contadores: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} quita %n contador: {counter}</numerusform>
            <numerusform>{player} quita %n contadores: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} mills for rad: %n nonland card(s), as much life and as many rad counters lost</source>
        <translation>
            <numerusform>{player} muele por radiación: %n carta que no es tierra; pierde %n vida y %n contador de radiación</numerusform>
            <numerusform>{player} muele por radiación: %n cartas que no son tierra; pierde %n vidas y %n contadores de radiación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more spell(s) cast this turn (storm)</source>
        <translation>
            <numerusform>%n hechizo más lanzado este turno (tormenta)</numerusform>
            <numerusform>%n hechizos más lanzados este turno (tormenta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n spell(s) fewer cast this turn (storm)</source>
        <translation>
            <numerusform>%n hechizo menos lanzado este turno (tormenta)</numerusform>
            <numerusform>%n hechizos menos lanzados este turno (tormenta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <source>{player} cast %n spell(s) this turn</source>
        <translation>
            <numerusform>{player} lanzó %n hechizo este turno</numerusform>
            <numerusform>{player} lanzó %n hechizos este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life: combat damage?</source>
        <translation>
            <numerusform>{player} pierde %n vida: ¿daño de combate?</numerusform>
            <numerusform>{player} pierde %n vidas: ¿daño de combate?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player}&apos;s open loss is %n life less</source>
        <translation>
            <numerusform>La pérdida pendiente de {player} baja en %n vida</numerusform>
            <numerusform>La pérdida pendiente de {player} baja en %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Chess clock: %n minute(s) per player</source>
        <translation>
            <numerusform>Reloj de ajedrez: %n minuto por jugador</numerusform>
            <numerusform>Reloj de ajedrez: %n minutos por jugador</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrownLayer</name>
    <message>
        <location filename="../companion/app/widgets/crown.py" line="+336"/>
        <source>The monarch (CR {rule})</source>
        <translation>El monarca (Reglas Completas {rule})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— the quoted rules say {term}</source>
        <translation>— las reglas citadas dicen {term}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drag the crown onto another player to make them the monarch.</source>
        <translation>Arrastra la corona hasta otro jugador para que se convierta en el monarca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crown: {player} is the monarch</source>
        <translation>Corona: {player} es el monarca</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-230"/>
        <source>Untap</source>
        <translation>Paso de enderezar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upkeep</source>
        <translation>Paso de mantenimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw step</source>
        <translation>Paso de robar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 1</source>
        <translation>Fase principal 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginning of combat</source>
        <translation>Paso de inicio del combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare attackers</source>
        <translation>Paso de declarar atacantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare blockers</source>
        <translation>Paso de declarar bloqueadoras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage step</source>
        <translation>Paso de daño de combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of combat</source>
        <translation>Paso de final del combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 2</source>
        <translation>Fase principal 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End step</source>
        <translation>Paso final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cleanup</source>
        <translation>Paso de limpieza</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>21 commander damage from {commander} ({player})</source>
        <translation>21 puntos de daño de comandante de {commander} ({player})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to {step}</source>
        <translation>Avanzar a: {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn: how many spells were cast?</source>
        <translation>Terminar turno: ¿cuántos hechizos se lanzaron?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stops for what triggered</source>
        <translation>«Terminar turno» se detiene por lo que se disparó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turn for {player}</source>
        <translation>Turno adicional para {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes an extra turn after this one</source>
        <translation>{player} juega un turno adicional después de este</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch</source>
        <translation>{player} se convierte en el monarca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch ({card})</source>
        <translation>{player} se convierte en el monarca ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First-strike damage: {hits}</source>
        <extracomment>The first-strike combat damage step&apos;s damage (CR 510.4), then the hits dealt in it.</extracomment>
        <translation>Daño de dañar primero: {hits}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{player}&apos;s speed increases</source>
        <translation>La velocidad de {player} aumenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gets the city&apos;s blessing</source>
        <translation>{player} obtiene la bendición de la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}</source>
        <translation>El Anillo tienta a {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}; {bearer} is their Ring-bearer</source>
        <translation>El Anillo tienta a {player}; {bearer} es su portador del Anillo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An opponent lost life during {player}&apos;s turn: {player}&apos;s speed increases to {speed}.</source>
        <translation>Un oponente perdió vidas durante el turno de {player}: la velocidad de {player} aumenta a {speed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}&apos;s speed is now {speed}.</source>
        <translation>La velocidad de {player} ahora es {speed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has rad counters: {player} mills a card for each, then loses 1 life and removes a rad counter for each nonland card milled.</source>
        <translation>{player} tiene contadores de radiación: {player} muele una carta por cada uno y luego pierde 1 vida y quita un contador de radiación por cada carta molida así que no sea tierra.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{player} draws a card (monarch)</source>
        <translation>{player} roba una carta (monarca)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): trigger done</source>
        <translation>{card} ({player}): habilidad resuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} casts their commander from the command zone</source>
        <translation>{player} lanza su comandante desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts their partner commander from the command zone</source>
        <translation>{player} lanza su comandante camarada desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts {commander} from the command zone</source>
        <translation>{player} lanza a {commander} desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast from the command zone taken back</source>
        <translation>{player}: se deshace un lanzamiento desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast of {commander} from the command zone taken back</source>
        <translation>{player}: se deshace un lanzamiento de {commander} desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls a {die}: {result}</source>
        <translation>{player} tira un {die}: {result}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first</source>
        <translation>{player} juega primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first (drawn at random)</source>
        <translation>{player} juega primero (por sorteo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} flips a coin: heads</source>
        <translation>{player} lanza una moneda: cara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} flips a coin: tails</source>
        <translation>{player} lanza una moneda: cruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: planeswalk</source>
        <translation>{player} tira el dado planar: caminar por los planos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls the planar die: chaos</source>
        <translation>{player} tira el dado planar: caos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: a blank face</source>
        <translation>{player} tira el dado planar: una cara en blanco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative</source>
        <translation>{player} toma la iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the initiative ({card})</source>
        <translation>{player} toma la iniciativa ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity</source>
        <translation>{player} se adentra en Undercity</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures: {room}</source>
        <translation>{player} se adentra: {room}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures into the dungeon ({card})</source>
        <translation>{player} se adentra en la mazmorra ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} enters the battlefield under {player}&apos;s control</source>
        <translation>{card} entra al campo de batalla bajo el control de {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} leaves the battlefield ({player})</source>
        <translation>{card} deja el campo de batalla ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} concedes</source>
        <translation>{player} concede la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game</source>
        <translation>{player} pierde la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} lose the game</source>
        <translation>{players} pierden la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reminder {id} done</source>
        <translation>Recordatorio {id} resuelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes day (a card says so)</source>
        <translation>Se hace de día (lo dice una carta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night (a card says so)</source>
        <translation>Se hace de noche (lo dice una carta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No answer: not combat damage</source>
        <translation>Sin respuesta: no es daño de combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: not combat damage</source>
        <translation>Respuesta: no es daño de combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: combat damage from {player}</source>
        <translation>Respuesta: daño de combate de {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: {players}</source>
        <translation>Nueva partida: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chess clock off</source>
        <translation>Reloj de ajedrez desactivado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock paused</source>
        <translation>Reloj de ajedrez en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock running again</source>
        <translation>El reloj de ajedrez vuelve a correr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of time</source>
        <translation>Tiempo agotado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess clock</source>
        <translation>Reloj de ajedrez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s time · this turn&apos;s time</source>
        <translation>Tiempo de la partida · tiempo de este turno</translation>
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
        <translation>{player} se convierte en el monarca como siguiente jugador en orden de turno: el monarca abandonó la partida y no queda ningún jugador activo que tome la corona.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{player} left the game before anyone said whether their life loss was combat damage.</source>
        <translation>{player} abandonó la partida antes de que nadie dijera si su pérdida de vidas fue daño de combate.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It is day.</source>
        <translation>Es de día.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative and ventures into Undercity.</source>
        <translation>{player} toma la iniciativa y se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative ({card}) and ventures into Undercity.</source>
        <translation>{player} toma la iniciativa ({card}) y se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative again: it stays one initiative, but {player} ventures into Undercity again.</source>
        <translation>{player} vuelve a tomar la iniciativa: sigue habiendo una sola iniciativa, pero {player} vuelve a adentrarse en Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}&apos;s creatures dealt combat damage to {previous}, who had the initiative: {player} takes it and ventures into Undercity.</source>
        <translation>Las criaturas de {player} infligieron daño de combate a {previous}, que tenía la iniciativa: {player} la toma y se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the active player, takes the initiative and ventures into Undercity.</source>
        <translation>{previous} abandonó la partida: {player} toma la iniciativa como jugador activo y se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the next player in turn order, takes the initiative and ventures into Undercity.</source>
        <translation>{previous} abandonó la partida: {player} toma la iniciativa como siguiente jugador en orden de turno y se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{holder} left the game, so the initiative&apos;s trigger does nothing: {attacker} does not take the initiative from it.</source>
        <translation>{holder} abandonó la partida, así que la habilidad disparada de la iniciativa no hace nada: {attacker} no toma la iniciativa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} enters {room} ({dungeon}): {ability}</source>
        <translation>{player} entra en {room} ({dungeon}): {ability}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} enters {room}, the last room of {dungeon}: {ability} The dungeon is completed.</source>
        <translation>{player} entra en {room}, la última sala de {dungeon}: {ability} La mazmorra se completa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has the initiative: {player} ventures into Undercity.</source>
        <translation>{player} tiene la iniciativa: {player} se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers: {effect}</source>
        <translation>Se dispara la habilidad de {card} ({player}): {effect}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): its exile ends: {effect}</source>
        <translation>Termina el exilio de {card} ({player}). {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s venture is cancelled: {player} left the game.</source>
        <translation>{player} ya no se adentra: {player} abandonó la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}&apos;s trigger is cancelled: {player} left the game.</source>
        <translation>Se cancela la habilidad disparada de {card}: {player} abandonó la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many spells did {player} cast this turn? (Day and night.)</source>
        <translation>¿Cuántos hechizos lanzó {player} este turno? (Día y noche.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night.</source>
        <translation>Es de noche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night: {player} cast no spells last turn.</source>
        <translation>Se hace de noche: {player} no lanzó hechizos el turno anterior.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It becomes day: {player} cast two or more spells last turn.</source>
        <translation>Se hace de día: {player} lanzó dos o más hechizos el turno anterior.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Moved on without an answer: {player} loses %n life, not as combat damage.</source>
        <translation>
            <numerusform>Se avanzó sin respuesta: {player} pierde %n vida, pero no como daño de combate.</numerusform>
            <numerusform>Se avanzó sin respuesta: {player} pierde %n vidas, pero no como daño de combate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s turn moved on after first strike: no regular combat damage was dealt.</source>
        <translation>El turno de {player} siguió tras el daño de dañar primero: no se infligió daño de combate normal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} is the monarch and draws a card first.</source>
        <translation>«Terminar turno» se detuvo: {player} es el monarca y primero roba una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} draws a card first (the monarch). Press Done once they have.</source>
        <translation>{player} roba primero una carta (el monarca). Cuando la haya robado, pulsa «Hecho».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} ventures into Undercity first. Choose the room.</source>
        <translation>«Terminar turno» se detuvo: primero {player} se adentra en Undercity. Elige la sala.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity first: choose the room in the reminder.</source>
        <translation>Primero {player} se adentra en Undercity: elige la sala en el recordatorio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} ventures into Undercity first. Press Done once they have.</source>
        <translation>«Terminar turno» se detuvo: primero {player} se adentra en Undercity. Pulsa «Hecho» cuando lo haya hecho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity first: press Done in the reminder.</source>
        <translation>Primero {player} se adentra en Undercity: pulsa «Hecho» en el recordatorio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} mills for rad first. Say how many nonland cards were milled.</source>
        <translation>«Terminar turno» se detuvo: primero {player} muele por sus contadores de radiación. Indica cuántas cartas que no son tierra se molieron.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} mills for rad first: say how many nonland cards in the reminder.</source>
        <translation>Primero {player} muele por sus contadores de radiación: indica en el recordatorio cuántas cartas que no son tierra se molieron.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {step}: carry out what triggered, then End turn again.</source>
        <translation>El turno se detuvo en {step}: resuelve lo que se disparó y vuelve a pulsar «Terminar turno».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {player}&apos;s upkeep: carry out what triggered, then Done.</source>
        <translation>«Terminar turno» se detuvo en el paso de mantenimiento de {player}: resuelve lo que se disparó y luego pulsa «Hecho».</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{stop} %n more reminder(s) in the panels.</source>
        <translation>
            <numerusform>{stop} %n recordatorio más en los paneles.</numerusform>
            <numerusform>{stop} %n recordatorios más en los paneles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+65"/>
        <source>{player} is the monarch.</source>
        <translation>{player} es el monarca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has the initiative.</source>
        <translation>{player} tiene la iniciativa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is in {dungeon}, in {room}.</source>
        <translation>{player} está en {dungeon}, en la sala {room}.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-391"/>
        <source>conceded</source>
        <translation>concedió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 life</source>
        <translation>0 vidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 poison counters</source>
        <translation>10 contadores de veneno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>21 commander damage from {player}</source>
        <translation>21 puntos de daño del comandante de {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lost the game</source>
        <translation>perdió la partida</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>{player} becomes the monarch: {trigger}.</source>
        <translation>{player} se convierte en el monarca: {trigger}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch as the active player, because the monarch left the game.</source>
        <translation>{player} se convierte en el monarca como jugador activo, porque el monarca abandonó la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch ({card}).</source>
        <translation>{player} se convierte en el monarca ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch.</source>
        <translation>{player} se convierte en el monarca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is already the monarch; nothing happens.</source>
        <translation>{player} ya es el monarca; no pasa nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and nobody can become the monarch.</source>
        <translation>{player} abandonó la partida y nadie puede convertirse en el monarca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{monarch} lost the game, so the combat damage trigger does not make {attacker} the monarch.</source>
        <translation>{monarch} perdió la partida, así que la habilidad disparada por el daño de combate no convierte a {attacker} en el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} leaves the game ({reason}).</source>
        <translation>{player} abandona la partida ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left during their own turn; the turn ends without an active player.</source>
        <translation>{player} abandonó la partida durante su propio turno; el turno termina sin jugador activo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is the monarch: {player} draws a card.</source>
        <translation>{player} es el monarca: {player} roba una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s monarch draw is cancelled: {player} left the game.</source>
        <translation>Se cancela el robo de {player} como monarca: {player} abandonó la partida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is a draw: the last players left at the same time.</source>
        <translation>La partida termina en empate: los últimos jugadores abandonaron la partida a la vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} wins the game!</source>
        <translation>¡{player} gana la partida!</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <location filename="../companion/app/dialogs/dice.py" line="+38"/>
        <source>Roll a die</source>
        <translation>Tirar un dado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many sides has the die {player} rolls?</source>
        <translation>¿Cuántas caras tiene el dado que tira {player}?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
</context>
<context>
    <name>DungeonMap</name>
    <message>
        <location filename="../companion/app/widgets/panel_cards.py" line="+49"/>
        <source>Dungeons completed: %n</source>
        <translation>Mazmorras completadas: %n</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The venture marker is here.</source>
        <translation>El marcador está aquí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker can go here next.</source>
        <translation>El marcador puede avanzar hasta aquí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no dungeon in progress.</source>
        <translation>{player} no tiene ninguna mazmorra en curso.</translation>
    </message>
</context>
<context>
    <name>Dungeons</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+8"/>
        <source>Search your library for a basic land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>Busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put two +1/+1 counters on target creature.</source>
        <translation>Pon dos contadores +1/+1 sobre la criatura objetivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Scry 2.</source>
        <translation>Adivina 2.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Target player loses 5 life.</source>
        <translation>El jugador objetivo pierde 5 vidas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goad target creature.</source>
        <translation>Incita a la criatura objetivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+28"/>
        <source>Create a Treasure token.</source>
        <translation>Crea una ficha de Tesoro.</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+38"/>
        <source>Draw a card.</source>
        <translation>Roba una carta.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Create a 4/1 black Skeleton creature token with menace.</source>
        <translation>Crea una ficha de criatura Esqueleto negra 4/1 con amenaza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.</source>
        <translation>Muestra las diez primeras cartas de tu biblioteca. Pon en el campo de batalla una carta de criatura de entre ellas con tres contadores +1/+1 sobre ella. Esa criatura gana antimaleficio hasta tu próximo turno. Luego baraja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+32"/>
        <source>Scry 1.</source>
        <translation>Adivina 1.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Create a 1/1 red Goblin creature token.</source>
        <translation>Crea una ficha de criatura Trasgo roja 1/1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a +1/+1 counter on target creature.</source>
        <translation>Pon un contador +1/+1 sobre la criatura objetivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Cada oponente pierde 1 vida y tú ganas 1 vida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target creature gets -4/-0 until your next turn.</source>
        <translation>La criatura objetivo obtiene -4/-0 hasta tu próximo turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You gain 1 life.</source>
        <translation>Ganas 1 vida.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target creature can&apos;t attack until your next turn.</source>
        <translation>La criatura objetivo no puede atacar hasta tu próximo turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exile the top two cards of your library. You may play them.</source>
        <translation>Exilia las dos primeras cartas de tu biblioteca. Puedes jugarlas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create two 1/1 black Skeleton creature tokens.</source>
        <translation>Crea dos fichas de criatura Esqueleto negras 1/1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scry 3.</source>
        <translation>Adivina 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw three cards and reveal them. You may cast one of them without paying its mana cost.</source>
        <translation>Roba tres cartas y muéstralas. Puedes lanzar una de ellas sin pagar su coste de maná.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player loses 1 life.</source>
        <translation>Cada jugador pierde 1 vida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they discard a card.</source>
        <translation>Cada jugador pierde 2 vidas a menos que descarte una carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.</source>
        <translation>Cada jugador pierde 2 vidas a menos que sacrifique un artefacto, una criatura o una tierra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard a card and sacrifice an artifact, a creature, and a land.</source>
        <translation>Descarta una carta y sacrifica un artefacto, una criatura y una tierra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 4/4 black God Horror creature token with deathtouch.</source>
        <translation>Crea una ficha de criatura Dios Horror negra 4/4 con toque mortal.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../companion/core/errors.py" line="+31"/>
        <source>an action must be a JSON object, not {kind}</source>
        <translation>una acción debe ser un objeto JSON, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an action needs an &quot;action&quot; field naming it</source>
        <translation>una acción necesita un campo &quot;action&quot; que la nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action {name}</source>
        <translation>acción desconocida {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{action}&quot; needs a &quot;{field}&quot; field</source>
        <translation>&quot;{action}&quot; necesita un campo &quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a whole number, not {kind}</source>
        <translation>&quot;{field}&quot; debe ser un número entero, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be true or false, not {kind}</source>
        <translation>&quot;{field}&quot; debe ser true o false, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a list of player names, not {kind}</source>
        <translation>&quot;{field}&quot; debe ser una lista de nombres de jugadores, no {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;{field}&quot; names {name} twice</source>
        <translation>&quot;{field}&quot; nombra dos veces a {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text, not {kind}</source>
        <translation>{what} debe ser texto, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must not be empty</source>
        <translation>{what} no puede estar vacío</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{what} is longer than %n character(s)</source>
        <translation>
            <numerusform>{what} tiene más de %n carácter</numerusform>
            <numerusform>{what} tiene más de %n caracteres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains control characters</source>
        <translation>{what} {name} contiene caracteres de control</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains {char}, a code point that is not a character</source>
        <translation>{what} {name} contiene {char}, un punto de código que no es un carácter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs {min} to {max} players, not {count}</source>
        <translation>una partida necesita de {min} a {max} jugadores, no {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;starting_life&quot; must be between {min} and {max}, not {value}</source>
        <translation>&quot;starting_life&quot; debe estar entre {min} y {max}, no {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;partners&quot; names {name}, who is not a player</source>
        <translation>&quot;partners&quot; nombra a {name}, que no es un jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; must map players to their commanders&apos; names, not {kind}</source>
        <translation>&quot;commanders&quot; debe asignar a cada jugador los nombres de sus comandantes, no {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; names {name}, who is not a player</source>
        <translation>&quot;commanders&quot; nombra a {name}, que no es un jugador</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} can have the names of %n commander(s), in a list</source>
        <translation>
            <numerusform>{player} puede tener el nombre de %n comandante, en una lista</numerusform>
            <numerusform>{player} puede tener los nombres de %n comandantes, en una lista</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s commander must be named by text, not {kind}</source>
        <translation>el comandante de {player} debe nombrarse con texto, no con {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a correction only takes commander damage back: &quot;delta&quot; must be below 0</source>
        <translation>una corrección solo deshace daño de comandante: &quot;delta&quot; debe ser menor que 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;to&quot; must be &quot;day&quot; or &quot;night&quot;, not {value}</source>
        <translation>&quot;to&quot; debe ser &quot;day&quot; o &quot;night&quot;, no {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;reminders&quot; must be a list of reminder ids (whole numbers from 0)</source>
        <translation>«reminders» debe ser una lista de números de recordatorio (enteros desde 0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reminder {id} is not pending</source>
        <translation>el recordatorio {id} no está pendiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no day or night, or the spells cast this turn were already said</source>
        <translation>no hay día ni noche, o ya se dijeron los hechizos lanzados este turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;count&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;count&quot; debe estar entre 0 y {max}, no {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;hits&quot; must be a non-empty list</source>
        <translation>&quot;hits&quot; debe ser una lista no vacía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number} must be an object, not {kind}</source>
        <translation>el impacto {number} debe ser un objeto, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number}: {reason}</source>
        <translation>impacto {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;amount&quot; must be a positive number, not {value}</source>
        <translation>&quot;amount&quot; debe ser un número positivo, no {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;amount&quot; must be at most {max}</source>
        <translation>&quot;amount&quot; debe ser como máximo {max}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot deal combat damage to themselves</source>
        <translation>{name} no puede recibir daño de combate de sus propias criaturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;partner&quot; needs &quot;commander&quot;: true</source>
        <translation>&quot;partner&quot; requiere &quot;commander&quot;: true</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must not be 0</source>
        <translation>&quot;delta&quot; no puede ser 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must be between -{max} and {max}</source>
        <translation>&quot;delta&quot; debe estar entre -{max} y {max}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown step {step} (steps: {known})</source>
        <translation>paso desconocido {step} (pasos: {known})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; must be a card name, not {kind}</source>
        <translation>&quot;source&quot; debe ser un nombre de carta, no {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;players&quot; must name at least one player</source>
        <translation>&quot;players&quot; debe nombrar al menos a un jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;minutes&quot; of a chess clock must be between 0 and {max}, not {value}</source>
        <translation>el campo &quot;minutes&quot; de un reloj de ajedrez debe estar entre 0 y {max}, no {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player name</source>
        <translation>el nombre del jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter name</source>
        <translation>el nombre del contador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name in &quot;{field}&quot;</source>
        <translation>un nombre en &quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a commander&apos;s name</source>
        <translation>el nombre de un comandante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a boolean</source>
        <translation>un valor booleano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no player named {name}</source>
        <translation>no hay ningún jugador llamado {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has left the game</source>
        <translation>{player} ya ha abandonado la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn is already at {step}; steps only move forward (use end_turn to start the next turn)</source>
        <translation>el turno ya está en {step}; los pasos solo avanzan (usa end_turn para empezar el siguiente turno)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody is left to take a turn</source>
        <translation>no queda nadie que pueda jugar un turno</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has only %n poison counter(s)</source>
        <translation>
            <numerusform>{player} solo tiene %n contador de veneno</numerusform>
            <numerusform>{player} solo tiene %n contadores de veneno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has taken only %n damage from {source}&apos;s commander</source>
        <translation>
            <numerusform>{player} solo ha recibido %n punto de daño del comandante de {source}</numerusform>
            <numerusform>{player} solo ha recibido %n puntos de daño del comandante de {source}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no reminder {number}</source>
        <translation>no hay ningún recordatorio {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already resolved</source>
        <translation>el recordatorio {number} ya está resuelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already cancelled</source>
        <translation>el recordatorio {number} ya está cancelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s life loss in combat is not answered yet (answer first)</source>
        <translation>la pérdida de vidas de {player} en combate aún no tiene respuesta (responde primero)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s life loss in combat is not answered yet</source>
        <translation>la pérdida de vidas de {player} en combate aún no tiene respuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no life loss waiting for an answer</source>
        <translation>{player} no tiene ninguna pérdida de vidas esperando respuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a combat question can only be asked from the first main phase to the combat damage step</source>
        <translation>una pregunta de combate solo se puede hacer desde la fase principal 1 hasta el paso de daño de combate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is neither the monarch nor has the initiative</source>
        <translation>{player} no es el monarca ni tiene la iniciativa</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>only %n life of {player} is waiting</source>
        <translation>
            <numerusform>solo hay %n vida de {player} pendiente de respuesta</numerusform>
            <numerusform>solo hay %n vidas de {player} pendientes de respuesta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no open question to answer</source>
        <translation>no hay ninguna pregunta abierta que responder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} still has to venture into Undercity (choose the room first)</source>
        <translation>{player} todavía tiene que adentrarse en Undercity (elige primero la sala)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no venture to make; for a card that says &quot;venture&quot;, name it in &quot;source&quot;</source>
        <translation>{player} no tiene que adentrarse ahora; para una carta que diga «adéntrate», nómbrala en &quot;source&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this venture goes on in {expected}, not in {dungeon}</source>
        <translation>al adentrarse ahora, el marcador avanza en {expected}, no en {dungeon}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no dungeon is in progress: &quot;dungeon&quot; must name one of {known}</source>
        <translation>no hay ninguna mazmorra en curso: &quot;dungeon&quot; debe nombrar una de estas: {known}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercity can be entered only by venturing into Undercity (the initiative)</source>
        <translation>solo se puede entrar en Undercity adentrándose en Undercity (la iniciativa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no dungeon named {dungeon} (the dungeons: {known})</source>
        <translation>no hay ninguna mazmorra llamada {dungeon} (mazmorras: {known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two arrows leave this room: &quot;room&quot; must be {rooms}</source>
        <translation>de esta sala salen dos flechas: &quot;room&quot; debe ser {rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{room} is not the next room; the venture marker can move to {rooms}</source>
        <translation>{room} no es la sala siguiente; el marcador puede moverse a {rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in the list of monarch cards</source>
        <translation>{card} no está en la lista de cartas de monarca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} controls no {card}</source>
        <translation>{player} no controla {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who goes first is chosen before the first turn&apos;s untap step ends</source>
        <translation>quién juega primero se decide antes de que termine el paso de enderezar del primer turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;die&quot; must be &quot;coin&quot;, &quot;planar&quot; or d2 to d{max}, not {die}</source>
        <translation>&quot;die&quot; debe ser &quot;coin&quot;, &quot;planar&quot; o de d2 a d{max}, no {die}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not a result of a {die}</source>
        <translation>{value} no es un resultado posible de un {die}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; of a commander cast must be 1 or -1, not {value}</source>
        <translation>el &quot;delta&quot; de un lanzamiento de comandante debe ser 1 o -1, no {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has not cast that commander from the command zone</source>
        <translation>{player} no ha lanzado ese comandante desde la zona de mando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the chess clock is already off</source>
        <translation>el reloj de ajedrez ya está desactivado</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the chess clock already gives each player %n minute(s)</source>
        <translation>
            <numerusform>el reloj de ajedrez ya da %n minuto a cada jugador</numerusform>
            <numerusform>el reloj de ajedrez ya da %n minutos a cada jugador</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no chess clock (turn it on first)</source>
        <translation>no hay reloj de ajedrez (actívalo primero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is already paused</source>
        <translation>el reloj de ajedrez ya está en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is not paused</source>
        <translation>el reloj de ajedrez no está en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;counter&quot; must be one of {known} (or &quot;named&quot;: true), not {counter}</source>
        <translation>&quot;counter&quot; debe ser uno de estos: {known} (o &quot;named&quot;: true), no {counter}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;nonland&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;nonland&quot; debe estar entre 0 y {max}, no {value}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has only %n counter(s) of that kind</source>
        <translation>
            <numerusform>{player} solo tiene %n contador de ese tipo</numerusform>
            <numerusform>{player} solo tiene %n contadores de ese tipo</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s speed is already 4, the most it can be</source>
        <translation>la velocidad de {player} ya es 4, la máxima posible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s speed already increased this turn; it can only once each turn</source>
        <translation>la velocidad de {player} ya aumentó este turno; solo puede aumentar una vez por turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} already has the city&apos;s blessing</source>
        <translation>{player} ya tiene la bendición de la ciudad</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>only %n spell(s) were counted this turn</source>
        <translation>
            <numerusform>solo se contó %n hechizo este turno</numerusform>
            <numerusform>solo se contaron %n hechizos este turno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no rad trigger waiting (it comes at their precombat main phase)</source>
        <translation>{player} no tiene pendiente ninguna habilidad disparada de radiación (llega en su fase principal precombate)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s rad trigger waits for the number of nonland cards milled</source>
        <translation>la habilidad disparada de radiación de {player} espera el número de cartas molidas que no son tierra</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} milled only %n card(s) for their rad counters</source>
        <translation>
            <numerusform>{player} solo molió %n carta por sus contadores de radiación</numerusform>
            <numerusform>{player} solo molió %n cartas por sus contadores de radiación</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a journal must start with a new_game action</source>
        <translation>un archivo de partida debe empezar con una acción new_game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_game may only be the first action of a journal</source>
        <translation>new_game solo puede ser la primera acción de un archivo de partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;joined&quot; must follow a game action of the same gesture</source>
        <translation>&quot;joined&quot; debe seguir a una acción de juego del mismo gesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is nothing to undo</source>
        <translation>no hay nada que deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is nothing to redo</source>
        <translation>no hay nada que rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no game is loaded</source>
        <translation>no hay ninguna partida cargada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first action must be new_game</source>
        <translation>la primera acción debe ser new_game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {line}: {reason}</source>
        <translation>línea {line}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the journal is empty; its first line must be a new_game action</source>
        <translation>el archivo de partida está vacío; su primera línea debe ser una acción new_game</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the line is longer than %n byte(s)</source>
        <translation>
            <numerusform>la línea tiene más de %n byte</numerusform>
            <numerusform>la línea tiene más de %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each line must be a JSON object</source>
        <translation>cada línea debe ser un objeto JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid UTF-8 text</source>
        <translation>la línea no es texto UTF-8 válido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid JSON ({why})</source>
        <translation>la línea no es JSON válido ({why})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nested too deeply</source>
        <translation>anidado a demasiada profundidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at character {column}</source>
        <translation>en el carácter {column}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the key {key} appears more than once in the same object</source>
        <translation>la clave {key} aparece más de una vez en el mismo objeto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line contains {char}, half of a surrogate pair on its own, which is not text</source>
        <translation>la línea contiene {char}, la mitad suelta de un par sustituto, que no es texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number is too long</source>
        <translation>un número es demasiado largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped an incomplete last line (the app was stopped while writing it)</source>
        <translation>se descartó una última línea incompleta (la aplicación se detuvo mientras la escribía)</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+39"/>
        <source>Could not write the game to {path}: {reason}</source>
        <translation>No se pudo escribir la partida en {path}: {reason}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Could not read the settings ({reason}); using the defaults.</source>
        <translation>No se pudo leer la configuración ({reason}); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file was unreadable ({reason}); it was kept as {name} and the defaults are used.</source>
        <translation>El archivo de configuración era ilegible ({reason}); se guardó como {name} y se usan los valores predeterminados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid JSON</source>
        <translation>JSON no válido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history&apos;s database was damaged ({reason}); it was kept as {name} and the history is built again from the games&apos; journals.</source>
        <translation>La base de datos del historial estaba dañada ({reason}); se ha conservado como {name} y el historial se reconstruye a partir de los archivos de partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database was written by a newer version of Commander Companion; it is left as it is and the history is read from the games&apos; journals for now.</source>
        <translation>La base de datos del historial la escribió una versión más reciente de Commander Companion; se deja tal como está y, por ahora, el historial se lee de los archivos de partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database is in use by another program; the history is read from the games&apos; journals for now.</source>
        <translation>Otro programa está usando la base de datos del historial; por ahora, el historial se lee de los archivos de partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database can&apos;t be written ({reason}); the history is read from the games&apos; journals for now.</source>
        <translation>No se puede escribir en la base de datos del historial ({reason}); por ahora, el historial se lee de los archivos de partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an object</source>
        <translation>no es un objeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown settings version {version}</source>
        <translation>versión de configuración desconocida: {version}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settings file was unreadable ({reason}) and could not be moved aside; the defaults are used.</source>
        <translation>El archivo de configuración era ilegible ({reason}) y no se pudo apartar; se usan los valores predeterminados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); the file was kept as {name} and those settings are back to their defaults.</source>
        <translation>Algunos valores de la configuración no eran válidos ({names}); el archivo se guardó como {name} y esos valores vuelven a los predeterminados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); they are back to their defaults.</source>
        <translation>Algunos valores de la configuración no eran válidos ({names}); vuelven a los predeterminados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>larger than {size}</source>
        <translation>ocupa más de {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a valid file path</source>
        <translation>no es una ruta de archivo válida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not the data expected</source>
        <translation>no son los datos esperados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record of the unfinished game could not be used ({reason}); it was kept as {name} and no game is offered to resume.</source>
        <translation>No se pudo usar la información de la partida sin terminar ({reason}); se guardó como {name} y no se ofrece ninguna partida para reanudar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record of the unfinished game could not be used ({reason}); no game is offered to resume.</source>
        <translation>No se pudo usar la información de la partida sin terminar ({reason}); no se ofrece ninguna partida para reanudar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path} is no game journal: {reason}</source>
        <translation>{path} no es un archivo de partida: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not there</source>
        <translation>{path} no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule texts in {language} could not be read ({reason}); they are shown in English.</source>
        <translation>No se pudieron leer los textos de las reglas en {language} ({reason}); se muestran en inglés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule texts could not be read ({reason}); only the monarch&apos;s two triggers are shown.</source>
        <translation>No se pudieron leer los textos de las reglas ({reason}); solo se muestran las dos habilidades disparadas del monarca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The glossary of official terms could not be read ({reason}).</source>
        <translation>No se pudo leer el glosario de términos oficiales ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list of monarch cards could not be read ({reason}); card names are not suggested.</source>
        <translation>No se pudo leer la lista de cartas de monarca ({reason}); no se sugieren nombres de cartas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game was not started: it can&apos;t be saved in {folder} ({reason}).</source>
        <translation>La partida no se inició: no se puede guardar en {folder} ({reason}).</translation>
    </message>
</context>
<context>
    <name>FactsView</name>
    <message>
        <location filename="../companion/app/stats/facts_view.py" line="+61"/>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time played</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn to go first</source>
        <translation>Juega primero (por sorteo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First monarch</source>
        <translation>Primer monarca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown changes</source>
        <translation>Cambios de corona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to take the initiative</source>
        <translation>Primero en tomar la iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative changes</source>
        <translation>Cambios de iniciativa</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>nobody yet</source>
        <translation>todavía nadie</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{player} (turn {turn})</source>
        <translation>{player} (turno {turn})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins</source>
        <translation>{player} gana</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+4"/>
        <source>damaged at line {line}</source>
        <translation>dañado en la línea {line}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} can&apos;t be read: {reason}</source>
        <translation>{name} no se puede leer: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game before that line.</source>
        <translation>Su archivo de partida está dañado en la línea {line} ({reason}). Al reanudarla, se ofrece conservar la partida hasta esa línea.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Damaged journal</source>
        <translation>Archivo de partida dañado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {line} of {file} can&apos;t be used: {reason}.</source>
        <translation>La línea {line} de {file} no se puede usar: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game before it can be kept: %n action(s), up to turn {turn}.</source>
        <translation>
            <numerusform>Se puede conservar la partida hasta ese punto: %n acción, hasta el turno {turn}.</numerusform>
            <numerusform>Se puede conservar la partida hasta ese punto: %n acciones, hasta el turno {turn}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dropped: line {line} and everything after it, %n line(s) in all.</source>
        <translation>
            <numerusform>Se descarta: la línea {line} y todo lo que sigue, %n línea en total.</numerusform>
            <numerusform>Se descarta: la línea {line} y todo lo que sigue, %n líneas en total.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kept game is saved as a new journal, {name}, in the games folder and opened from there. {file} itself stays as it is.</source>
        <translation>La partida conservada se guarda como un archivo nuevo, {name}, en la carpeta de partidas y se abre desde allí. {file} queda tal como está.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the good part</source>
        <translation>Conservar la parte intacta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kept game could not be saved ({reason}); nothing was changed.</source>
        <translation>No se pudo guardar la partida conservada ({reason}); no se cambió nada.</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <location filename="../companion/app/history/filters.py" line="+121"/>
        <source>&amp;Player</source>
        <extracomment>History page filter: the player whose games are listed</extracomment>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Commander</source>
        <extracomment>History page filter: the commander whose games are listed</extracomment>
        <translation>&amp;Comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;From</source>
        <extracomment>History page filter: games played on or after this date</extracomment>
        <translation>&amp;Desde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;To</source>
        <extracomment>History page filter: games played on or before this date</extracomment>
        <translation>&amp;Hasta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod &amp;size</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>&amp;Tamaño de mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all</source>
        <extracomment>History page: the button that shows every game again</extracomment>
        <translation>Mostrar todas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <extracomment>History page date filter with no date picked (the short word for any date)</extracomment>
        <translation>cualquiera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <extracomment>History page filter: no player picked, every game is listed</extracomment>
        <translation>Todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any commander</source>
        <extracomment>History page filter: no commander picked, every game is listed</extracomment>
        <translation>Cualquier comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any size</source>
        <extracomment>History page filter: no pod size picked, every game is listed</extracomment>
        <translation>Cualquier tamaño</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n players</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <location filename="../companion/app/history/game_view.py" line="+154"/>
        <source>← All games</source>
        <extracomment>History page, an opened game: back to the list of games</extracomment>
        <translation>← Todas las partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue at the table</source>
        <extracomment>History page, an opened game that is not finished: play it on at the table</extracomment>
        <translation>Continuar en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <extracomment>History page, an opened game: the tab of its statistics (charts and numbers)</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <extracomment>History page, an opened game: the tab that steps through its log</extracomment>
        <translation>Repetición</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n turn(s)</source>
        <extracomment>History page, an opened game: how long it lasted</extracomment>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s)</source>
        <extracomment>History page, an opened game: how long it lasted in minutes</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
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
        <translation>Su archivo de partida está dañado en la línea {line} ({reason}): esta es la partida hasta esa línea.</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../companion/app/history/model.py" line="+84"/>
        <source>Won by {player}</source>
        <extracomment>The History page&apos;s list of games: how a game ended, won by a player</extracomment>
        <translation>Ganó {player}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Its journal is damaged: this is the game up to the first bad line.</source>
        <extracomment>Tooltip of a game in the History page whose journal has a bad line</extracomment>
        <translation>Su archivo de partida está dañado: esta es la partida hasta la primera línea errónea.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Date</source>
        <extracomment>The History page&apos;s list of games: the column of when each game started</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commanders</source>
        <extracomment>The column of the commanders played in each game</extracomment>
        <translation>Comandantes</translation>
    </message>
</context>
<context>
    <name>HistoryCharts</name>
    <message>
        <location filename="../companion/app/history/charts.py" line="+244"/>
        <source>Seat {seat}</source>
        <extracomment>A row of the win rate by seat: the seat in turn order (1 took the first turn)</extracomment>
        <translation>Asiento {seat}</translation>
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
        <translation>aún no hay partidas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{wins} of {games} · {percent}</source>
        <extracomment>A win rate beside its bar: games won of games played, then the rate, e.g. &quot;3 of 4 · 75%&quot;. The count comes first so that &quot;1 of 1&quot; never reads as a plain 100%. {percent} is already written with its percent sign.</extracomment>
        <translation>{wins} de {games} · {percent}</translation>
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
        <translation>21 puntos de daño de comandante</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Show the first %n</source>
        <extracomment>Button under the players&apos; (commanders&apos;) win rates: show only the first ten again</extracomment>
        <translation>
            <numerusform>Mostrar solo los %n primeros</numerusform>
            <numerusform>Mostrar solo los %n primeros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show all %n players</source>
        <extracomment>Button under the first ten players&apos; win rates: show every player</extracomment>
        <translation>
            <numerusform>Mostrar %n jugador</numerusform>
            <numerusform>Mostrar los %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show all %n commanders</source>
        <extracomment>Button under the first ten commanders&apos; win rates: show every commander</extracomment>
        <translation>
            <numerusform>Mostrar %n comandante</numerusform>
            <numerusform>Mostrar los %n comandantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n finished game(s) counted</source>
        <extracomment>The stats across games count finished games only (won or drawn)</extracomment>
        <translation>
            <numerusform>Se cuenta %n partida terminada</numerusform>
            <numerusform>Se cuentan %n partidas terminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n unfinished game(s) not counted</source>
        <extracomment>Unfinished games are listed on the History page but not counted in the stats</extracomment>
        <translation>
            <numerusform>No se cuenta %n partida sin terminar</numerusform>
            <numerusform>No se cuentan %n partidas sin terminar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Median: {turns} turns, {minutes} minutes</source>
        <extracomment>Under &quot;Game length&quot;: the median length of the finished games</extracomment>
        <translation>Mediana: {turns} turnos, {minutes} minutos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median: {turns} turns</source>
        <extracomment>Under &quot;Game length&quot; when no game has times: the median length in turns</extracomment>
        <translation>Mediana: {turns} turnos</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) without times, in turns only</source>
        <extracomment>Under &quot;Game length&quot;: games whose journal has no times count in turns only</extracomment>
        <translation>
            <numerusform>%n partida sin tiempos registrados: solo cuenta en turnos</numerusform>
            <numerusform>%n partidas sin tiempos registrados: solo cuentan en turnos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Export charts</source>
        <extracomment>Title of the file dialog that saves the stats across games as an image</extracomment>
        <translation>Exportar gráficos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figures</source>
        <extracomment>Title of the file dialog that saves the figures across games as a CSV file</extracomment>
        <translation>Exportar cifras</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save every figure as tables in a CSV file</source>
        <extracomment>Tooltip of &quot;Export CSV…&quot; in the stats across games</extracomment>
        <translation>Guardar todas las cifras como tablas en un archivo CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished games to count yet.</source>
        <extracomment>The stats across games when none of the games shown is finished</extracomment>
        <translation>Aún no hay partidas terminadas que contar.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pale: fewer than %n games.</source>
        <extracomment>After the captions of the win rates: rates of fewer games have pale bars</extracomment>
        <translation>
            <numerusform>Barras claras: menos de %n partida.</numerusform>
            <numerusform>Barras claras: menos de %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate per player</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Porcentaje de victorias por jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won of games played, most games first.</source>
        <extracomment>Under &quot;Win rate per player&quot;</extracomment>
        <translation>Partidas ganadas sobre las jugadas, empezando por quien más ha jugado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate per commander</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Porcentaje de victorias por comandante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won of games played, most games first; partners count as a pair.</source>
        <extracomment>Under &quot;Win rate per commander&quot;</extracomment>
        <translation>Partidas ganadas sobre las jugadas, empezando por el más jugado; los camaradas cuentan como pareja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate by seat</source>
        <extracomment>Title of the win rate by seat: does going first win?</extracomment>
        <translation>Porcentaje de victorias por asiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In turn order: seat 1 took the first turn. Pods of every size.</source>
        <extracomment>Under &quot;Win rate by seat&quot;</extracomment>
        <translation>En orden de turno: el asiento 1 jugó el primer turno. Mesas de todos los tamaños.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held it longest, won the game?</source>
        <extracomment>Title: how often the player who held the crown (the initiative) longest won</extracomment>
        <translation>¿Quien la tuvo más tiempo ganó la partida?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Of the games won in which one player held it for the most turns: how often that player won.</source>
        <extracomment>Under &quot;Held it longest, won the game?&quot;</extracomment>
        <translation>De las partidas ganadas en las que un jugador la tuvo durante más turnos que nadie: con qué frecuencia ganó ese jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eliminations by cause</source>
        <extracomment>Title of a chart in the stats across games: how many players left by each cause</extracomment>
        <translation>Eliminaciones por causa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players out of a game, by how they left (unfinished games too).</source>
        <extracomment>Under &quot;Eliminations by cause&quot;</extracomment>
        <translation>Jugadores que abandonaron la partida, según el motivo (también en partidas sin terminar).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <extracomment>Title of the histograms of how long games took, in turns and in minutes</extracomment>
        <translation>Duración de la partida</translation>
    </message>
</context>
<context>
    <name>HistoryJob</name>
    <message numerus="yes">
        <location filename="../companion/app/history/maintenance.py" line="+104"/>
        <source>%n game(s) added</source>
        <extracomment>An import of games: how many were added to the history</extracomment>
        <translation>
            <numerusform>%n partida añadida</numerusform>
            <numerusform>%n partidas añadidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n already in the history</source>
        <extracomment>An import of games: how many the history had already (the same game, as long)</extracomment>
        <translation>
            <numerusform>%n ya estaba en el historial</numerusform>
            <numerusform>%n ya estaban en el historial</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreadable</source>
        <extracomment>An import of games: how many files held no game that could be read</extracomment>
        <translation>
            <numerusform>%n ilegible</numerusform>
            <numerusform>%n ilegibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n played on further</source>
        <extracomment>An import of games: games the history had, found played on further in the folder</extracomment>
        <translation>
            <numerusform>%n que siguió jugándose</numerusform>
            <numerusform>%n que siguieron jugándose</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../companion/app/history/page.py" line="+226"/>
        <source>← Back</source>
        <extracomment>The History page&apos;s button back to the game at the table (or the start page)</extracomment>
        <translation>← Volver</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games</source>
        <extracomment>The History page&apos;s tab that lists the games</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stats across games</source>
        <extracomment>The History page&apos;s tab of charts: win rates, seats, lengths, across the games listed</extracomment>
        <translation>Estadísticas globales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game</source>
        <extracomment>The History page&apos;s button that opens the selected game (its stats and replay)</extracomment>
        <translation>Mostrar la partida</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Rebuilding the history: {done} of {total} games</source>
        <extracomment>History page, while the history is built again from every journal</extracomment>
        <translation>Reconstruyendo el historial: {done} de {total} partidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing games: {done} of {total}</source>
        <extracomment>History page, while a folder of journals is imported</extracomment>
        <translation>Importando partidas: {done} de {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading new games: {done} of {total}</source>
        <extracomment>History page, while new or changed journals are read into the history</extracomment>
        <translation>Leyendo partidas nuevas: {done} de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n journal(s) in the games folder could not be read.</source>
        <extracomment>History page: journals in the games folder that hold no game (listed nowhere)</extracomment>
        <translation>
            <numerusform>No se pudo leer %n archivo de partida de la carpeta de partidas.</numerusform>
            <numerusform>No se pudieron leer %n archivos de partida de la carpeta de partidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history could not be brought up to date: {reason}</source>
        <extracomment>History page: the history could not be read or brought up to date ({reason}: why)</extracomment>
        <translation>No se pudo actualizar el historial: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reading the games…</source>
        <extracomment>History page: the games are being read for the first time</extracomment>
        <translation>Leyendo las partidas…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every game played is listed here.</source>
        <extracomment>History page with no game in the history yet</extracomment>
        <translation>Aún no hay partidas: aquí aparecerán todas las que se jueguen.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{shown} of %n game(s)</source>
        <extracomment>History page with filters: how many games of all are listed (&quot;12 of 37 games&quot;)</extracomment>
        <translation>
            <numerusform>{shown} de %n partida</numerusform>
            <numerusform>{shown} de %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{games}, %n finished</source>
        <extracomment>History page: the games listed, and how many of them are finished (won or drawn)</extracomment>
        <translation>
            <numerusform>{games}, %n terminada</numerusform>
            <numerusform>{games}, %n terminadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTasks</name>
    <message>
        <location filename="../companion/app/history/maintenance.py" line="-70"/>
        <source>Rebuild the history</source>
        <extracomment>The title of the progress dialog of Help &gt; Rebuild the history</extracomment>
        <translation>Reconstruir el historial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading every game’s journal…</source>
        <extracomment>Help &gt; Rebuild the history, while it runs</extracomment>
        <translation>Leyendo los archivos de todas las partidas…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+78"/>
        <source>Import games</source>
        <extracomment>The title of the progress dialog of Game &gt; Import games…</extracomment>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Reading the journals…</source>
        <extracomment>Game &gt; Import games…, while it runs</extracomment>
        <translation>Leyendo los archivos de partida…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>It could not be done: {reason}</source>
        <extracomment>A rebuild or import of the history failed ({reason}: why, in the system&apos;s words)</extracomment>
        <translation>No se pudo hacer: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{added}, {updated}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the four counts, in this order</extracomment>
        <translation>{added}, {updated}, {skipped} y {unreadable}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{added}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the three counts, in this order</extracomment>
        <translation>{added}, {skipped} y {unreadable}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import the games of a folder</source>
        <extracomment>The title of the folder chooser of Game &gt; Import games…</extracomment>
        <translation>Importar las partidas de una carpeta</translation>
    </message>
</context>
<context>
    <name>InitiativeToken</name>
    <message>
        <location filename="../companion/app/widgets/initiative_token.py" line="+68"/>
        <source>The initiative (CR {rule})</source>
        <translation>La iniciativa (Reglas Completas {rule})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As they take it, and at the beginning of their upkeep, they venture into Undercity.</source>
        <translation>Al tomarla, y al comienzo de su mantenimiento, se adentra en Undercity.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose creatures deal combat damage to them takes the initiative.</source>
        <translation>El jugador cuyas criaturas le inflijan daño de combate toma la iniciativa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card says “take the initiative”: Take the initiative… in that player&apos;s menu.</source>
        <translation>Si una carta dice «tomas la iniciativa»: «Tomar la iniciativa…» en el menú de ese jugador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} has the initiative</source>
        <translation>{player} tiene la iniciativa</translation>
    </message>
</context>
<context>
    <name>KeepAwake</name>
    <message>
        <location filename="../companion/app/keep_awake.py" line="+166"/>
        <source>A game is being played</source>
        <translation>Hay una partida en curso</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../companion/app/dialogs/leave.py" line="+31"/>
        <source>{player} concedes and leaves the game.</source>
        <translation>{player} concede la partida y abandona la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game and leaves it.</source>
        <translation>{player} pierde la partida y la abandona.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} becomes the monarch as the active player (CR {rule}).</source>
        <translation>{player} se convierte en el monarca como jugador activo (regla {rule}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} becomes the monarch as the next player in turn order (CR {rule}).</source>
        <translation>{player} se convierte en el monarca como siguiente jugador en orden de turno (regla {rule}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody is left to become the monarch (CR {rule}).</source>
        <translation>No queda nadie que pueda convertirse en el monarca (regla {rule}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} takes the initiative as the active player and ventures into Undercity (CR {rule}).</source>
        <translation>{player} toma la iniciativa como jugador activo y se adentra en Undercity (regla {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} takes the initiative as the next player in turn order and ventures into Undercity (CR {rule}).</source>
        <translation>{player} toma la iniciativa como siguiente jugador en orden de turno y se adentra en Undercity (regla {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} wins the game.</source>
        <translation>{player} gana la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is left: the game is a draw.</source>
        <translation>No queda nadie: la partida termina en empate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This can be undone.</source>
        <translation>Se puede deshacer.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Concede</source>
        <translation>Conceder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loses the game</source>
        <translation>Perder la partida</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+127"/>
        <source>T{turn} · {step} — {action}</source>
        <translation>T{turn} · {step} — {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player}</source>
        <translation>Turno {turn} — {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player} (extra turn)</source>
        <translation>Turno {turn} — {player} (turno adicional)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../companion/app/window/game_files.py" line="+319"/>
        <source>Open &amp;recent</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+192"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+103"/>
        <location line="+77"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+91"/>
        <source>Stats</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-150"/>
        <source>Could not open {path}: {reason}</source>
        <translation>No se pudo abrir {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/window/game_files.py" line="-163"/>
        <source>A game is in progress (turn {turn}, {player}). Start a new game? This one stays saved: the start page offers to resume it.</source>
        <translation>Hay una partida en curso (turno {turn}, {player}). ¿Empezar una partida nueva? Esta queda guardada: la página de inicio te ofrece reanudarla.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Game journals (*.jsonl)</source>
        <translation>Partidas guardadas (*.jsonl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open journal</source>
        <translation>Abrir partida guardada</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save journal as</source>
        <translation>Guardar partida como</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {path}: {reason}</source>
        <translation>No se pudo guardar {path}: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+60"/>
        <source>The stream overlay could not start on port {port}.</source>
        <translation>La superposición para directos no pudo iniciarse en el puerto {port}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Phones cannot join on {host} port {port}.</source>
        <translation>Los móviles no pueden unirse en {host}, puerto {port}.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/openers.py" line="+78"/>
        <source>About Commander Companion</source>
        <translation>Acerca de Commander Companion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander Companion {version}
Tracks a paper Commander game around the monarch.</source>
        <translation>Commander Companion {version}
Lleva la cuenta de una partida de Commander en papel en torno al monarca.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+220"/>
        <source>Could not save the settings: {reason}</source>
        <translation>No se pudo guardar la configuración: {reason}</translation>
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
        <translation>Al entrar: te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>ETB: you become the monarch. Can&apos;t attack unless the defending player is the monarch.</source>
        <translation>Al entrar: te conviertes en el monarca. No puede atacar a menos que el jugador defensor sea el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you become the monarch, target player sacrifices a creature (does not trigger if you were already the monarch).</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que te conviertas en el monarca, el jugador objetivo sacrifica una criatura (no se dispara si ya eras el monarca).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can block an additional creature each combat as long as you&apos;re the monarch.</source>
        <translation>Al entrar: te conviertes en el monarca. Puede bloquear a una criatura adicional en cada combate mientras seas el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, each opponent loses 1 life and you gain 1 life (intervening if).</source>
        <translation>Al comienzo de tu paso final, si eres el monarca, cada oponente pierde 1 vida y tú ganas 1 vida (cláusula «si» interviniente).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, creatures you control can&apos;t be blocked this turn.</source>
        <translation>Al entrar: te conviertes en el monarca. Al comienzo de tu mantenimiento, si eres el monarca, las criaturas que controlas no pueden ser bloqueadas este turno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que un oponente se convierta en el monarca, si eras el monarca al comenzar el turno, ese jugador pierde 2 vidas y tú ganas 2 vidas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. (Also: whenever a creature attacks you or your planeswalker, its controller loses 1 life.)</source>
        <translation>Al entrar: te conviertes en el monarca. (Además: siempre que una criatura te ataque a ti o a tu planeswalker, su controlador pierde 1 vida.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. ETB: exile target creature an opponent controls until an opponent becomes the monarch.</source>
        <translation>Al entrar: te conviertes en el monarca. Al entrar: exilia la criatura objetivo que controla un oponente hasta que un oponente se convierta en el monarca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. All damage that would be dealt to you is dealt to it instead (so combat damage never reaches you to steal the crown).</source>
        <translation>Al entrar: te conviertes en el monarca. Todo el daño que se te fuera a infligir se le inflige a esta criatura en su lugar (así el daño de combate nunca te alcanza para arrebatarte la corona).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin with deathtouch and haste.</source>
        <translation>Al entrar: te conviertes en el monarca. Al comienzo de tu mantenimiento, si un oponente es el monarca, crea una ficha de criatura Asesino negra 1/1 con toque mortal y prisa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you tap a land for mana while you&apos;re the monarch, add one mana of any color.</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que gires una tierra para obtener maná mientras seas el monarca, agrega un maná de cualquier color.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, create a 5/5 red Dragon with flying.</source>
        <translation>Al entrar: te conviertes en el monarca. Al comienzo de tu mantenimiento, si eres el monarca, crea una ficha de criatura Dragón roja 5/5 con la habilidad de volar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Land. {4}, {T}, Sacrifice: You become the monarch (instant speed).</source>
        <translation>Tierra. {4}, {T}, sacrifícala: te conviertes en el monarca (a velocidad de instantáneo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, put a +1/+1 counter on it (intervening if).</source>
        <translation>Al comienzo de tu paso final, si eres el monarca, pon un contador +1/+1 sobre esta criatura (cláusula «si» interviniente).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, damage doesn&apos;t cause you to lose life.</source>
        <translation>Al entrar: te conviertes en el monarca. Mientras seas el monarca, el daño no hace que pierdas vidas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can&apos;t be blocked by creatures the monarch controls.</source>
        <translation>Al entrar: te conviertes en el monarca. No puede ser bloqueada por criaturas que controle el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life / two cards instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: cada oponente pierde 3 vidas a menos que descarte una carta; si eres el monarca, 6 vidas / dos cartas en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: you may put a land from hand onto the battlefield; if you&apos;re the monarch, a creature or land instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: puedes poner una tierra de tu mano en el campo de batalla; si eres el monarca, una criatura o una tierra en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: any number of target players each mill two; if you&apos;re the monarch, ten instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: cualquier número de jugadores objetivo muelen dos cartas cada uno; si eres el monarca, diez en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: create a 1/1 flying Spirit; if you&apos;re the monarch, a 4/4 flying Angel instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: crea un Espíritu 1/1 con la habilidad de volar; si eres el monarca, un Ángel 4/4 con la habilidad de volar en su lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: 2 puntos de daño a cualquier objetivo; si eres el monarca, 7 en su lugar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, permanents you control have hexproof.</source>
        <translation>Al entrar: te conviertes en el monarca. Mientras seas el monarca, los permanentes que controlas tienen antimaleficio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent attacks you while you&apos;re the monarch, it deals damage to that player equal to the number of cards in their hand.</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que un oponente te ataque mientras seas el monarca, esta criatura le inflige a ese jugador tanto daño como cartas tenga en la mano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: tap enchanted creature and you become the monarch. Enchanted creature doesn&apos;t untap during its controller&apos;s untap step unless that player is the monarch.</source>
        <translation>Aura. Al entrar: gira la criatura encantada y te conviertes en el monarca. La criatura encantada no se endereza durante el paso de enderezar de su controlador a menos que ese jugador sea el monarca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sorcery: all creatures get -4/-4 until end of turn. You become the monarch.</source>
        <translation>Conjuro: todas las criaturas obtienen -4/-4 hasta el final del turno. Te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: target opponent becomes the monarch; you can&apos;t become the monarch this turn. While you&apos;re the monarch, damage to it is prevented and becomes +1/+1 counters.</source>
        <translation>Al entrar: el oponente objetivo se convierte en el monarca; no puedes convertirte en el monarca este turno. Mientras seas el monarca, el daño que se le fuera a infligir se previene y se convierte en contadores +1/+1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Front: whenever you draw a card, if you&apos;re the monarch, target opponent loses 2 life. Back: combat damage to a player, if there is no monarch, that player becomes the monarch; whenever you become the monarch, convert.</source>
        <translation>Anverso: siempre que robes una carta, si eres el monarca, el oponente objetivo pierde 2 vidas. Reverso: siempre que haga daño de combate a un jugador, si no hay monarca, ese jugador se convierte en el monarca; siempre que te conviertas en el monarca, conviértelo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plane (Fiora). When one or more creatures you control deal combat damage to a player, if there is no monarch, you become the monarch.</source>
        <translation>Plano (Fiora). Cuando una o más criaturas que controlas inflijan daño de combate a un jugador, si no hay monarca, te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever it attacks, up to one target creature can&apos;t block; if you&apos;re the monarch, creatures can&apos;t block this turn.</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que ataque, hasta una criatura objetivo no puede bloquear; si eres el monarca, ninguna criatura puede bloquear este turno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When your commander deals combat damage to a player, if there is no monarch, you become the monarch. At the beginning of the monarch&apos;s end step, that player draws a card (an extra draw).</source>
        <translation>Cuando tu comandante inflija daño de combate a un jugador, si no hay monarca, te conviertes en el monarca. Al comienzo del paso final del monarca, ese jugador roba una carta (un robo adicional).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. At the beginning of combat on each opponent&apos;s turn, if you&apos;re the monarch, that opponent may pay {X} (cards in hand) or can&apos;t attack you this combat.</source>
        <translation>Al entrar: te conviertes en el monarca. Al comienzo del combate en el turno de cada oponente, si eres el monarca, ese oponente puede pagar {X} (las cartas de su mano); si no lo hace, no puede atacarte en este combate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Equipment. When a legendary creature you control enters, if there is no monarch, you become the monarch. Equip costs {3} less if you&apos;re the monarch.</source>
        <translation>Equipo. Cuando una criatura legendaria que controlas entre, si no hay monarca, te conviertes en el monarca. Equipar cuesta {3} menos si eres el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}{R}, {T}, Sacrifice: target player becomes the monarch; it deals 3 damage to any target.</source>
        <translation>{3}{R}, {T}, sacrifícalo: el jugador objetivo se convierte en el monarca; inflige 3 puntos de daño a cualquier objetivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: target player becomes the monarch; it deals damage equal to its power to any target.</source>
        <translation>Al entrar: el jugador objetivo se convierte en el monarca; esta criatura inflige a cualquier objetivo una cantidad de daño igual a su fuerza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever a legendary creature with mana value 4+ you control enters, you become the monarch. End step: if you&apos;re the monarch, create two 1/1 Human Soldiers.</source>
        <translation>Siempre que una criatura legendaria con valor de maná de 4 o más que controlas entre, te conviertes en el monarca. Paso final: si eres el monarca, crea dos fichas de criatura Soldado Humano 1/1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: you become the monarch. The monarch controls enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>Aura. Al entrar: te conviertes en el monarca. El monarca controla la criatura encantada; esta ataca en cada combate si puede y no puede atacarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create X 2/2 Knights with trample and haste. Whenever one or more creatures you control deal combat damage to one or more players this turn, you become the monarch.</source>
        <translation>Crea X fichas de criatura Caballero 2/2 con arrollar y prisa. Siempre que una o más criaturas que controlas inflijan daño de combate a uno o más jugadores este turno, te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saga. Chapter III: put an indestructible counter on up to one target Human; you become the monarch.</source>
        <translation>Saga. Capítulo III: pon un contador de indestructible sobre hasta un Humano objetivo; te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slivers you control have: ETB, Slivers you control get +1/+1 until end of turn if you&apos;re the monarch; otherwise, you become the monarch.</source>
        <translation>Las Fragmentadoras que controlas tienen: al entrar, las Fragmentadoras que controlas obtienen +1/+1 hasta el final del turno si eres el monarca; si no, te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: return target permanent card with MV 3 or less from graveyard to hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: regresa la carta de permanente objetivo con valor de maná de 3 o menos de tu cementerio a tu mano; si eres el monarca, al campo de batalla en su lugar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 3/1 Knight; then if you&apos;re the monarch, deal X damage to each opponent (X = creatures you control).</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: crea un Caballero 3/1; luego, si eres el monarca, inflige X puntos de daño a cada oponente (X = criaturas que controlas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: distribute two +1/+1 counters; then if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: reparte dos contadores +1/+1; luego, si eres el monarca, duplica los contadores +1/+1 sobre cada criatura que controlas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: exile top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may cast a spell from among those cards for free this turn.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: exilia la primera carta de la biblioteca del oponente objetivo (puedes jugarla); si eres el monarca, este turno puedes lanzar un hechizo de entre esas cartas sin pagar su coste de maná.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: choose up to one other artifact/enchantment; if you&apos;re the monarch, you may create a token copy; otherwise it may become a copy.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: elige hasta otro artefacto o encantamiento; si eres el monarca, puedes crear una ficha que sea una copia de él; si no, esta carta puede convertirse en una copia de él.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playtest card: whenever it attacks, if you have {E}, a Blood/Clue/Food/Map/Powerstone/Treasure, are the monarch, and have the city&apos;s blessing and the initiative, you win the game.</source>
        <translation>Carta de prueba: siempre que ataque, si tienes {E}, una ficha de Sangre/Pista/Comida/Mapa/Piedra de poder/Tesoro, eres el monarca y tienes la bendición de la ciudad y la iniciativa, ganas la partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}{W}, {T}, exile two creature cards from your graveyard, sacrifice: opponent picks one to bottom of library, the other returns tapped. You become the monarch.</source>
        <translation>{3}{W}, {T}, exilia dos cartas de criatura de tu cementerio, sacrifícalo: un oponente elige una, que va al fondo de tu biblioteca; la otra regresa al campo de batalla girada. Te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: target opponent becomes the monarch. Whenever an opponent becomes the monarch, gain control of target creature that player controls for as long as they&apos;re the monarch.</source>
        <translation>Al entrar: el oponente objetivo se convierte en el monarca. Siempre que un oponente se convierta en el monarca, ganas el control de la criatura objetivo que controla ese jugador mientras siga siendo el monarca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. End step: if you&apos;re the monarch, return up to one target creature card from your graveyard to hand.</source>
        <translation>Al entrar: te conviertes en el monarca. Paso final: si eres el monarca, regresa hasta una carta de criatura objetivo de tu cementerio a tu mano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your commander enters, you become the monarch.</source>
        <translation>Siempre que tu comandante entre, te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, creatures with power 2 or less can&apos;t attack you.</source>
        <translation>Al entrar: te conviertes en el monarca. Mientras seas el monarca, las criaturas con fuerza de 2 o menos no pueden atacarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}, exile this card from your graveyard: you become the monarch. Activate only if you control your commander.</source>
        <translation>{3}, exilia esta carta de tu cementerio: te conviertes en el monarca. Activa esta habilidad solo si controlas a tu comandante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Beginning of combat on your turn: +1/+1 counter on target creature; whenever it attacks the monarch this turn, it gains double strike and trample.</source>
        <translation>Al entrar: te conviertes en el monarca. Al comienzo del combate en tu turno: un contador +1/+1 sobre la criatura objetivo; siempre que ataque al monarca este turno, gana las habilidades de dañar dos veces y arrollar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prevent 1 damage from opponents&apos; sources to you. {2}, {T}, sacrifice: you may sacrifice a creature; if you do, return it with three +1/+1 counters and you become the monarch.</source>
        <translation>Prevén 1 punto de cada daño que te fueran a infligir las fuentes de tus oponentes. {2}, {T}, sacrifícala: puedes sacrificar una criatura; si lo haces, regrésala con tres contadores +1/+1 y te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the beginning of your end step, if there is no monarch, target opponent becomes the monarch. Creatures attacking an opponent who is the monarch get +1/+1 and trample.</source>
        <translation>Al comienzo de tu paso final, si no hay monarca, el oponente objetivo se convierte en el monarca. Las criaturas que atacan a un oponente que es el monarca obtienen +1/+1 y la habilidad de arrollar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}, {T}, exile it: you become the monarch.</source>
        <translation>{3}, {T}, exílialo: te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instant: +1/+1 counter and fight; when the opponent&apos;s creature dies this turn, if you control your commander, you become the monarch.</source>
        <translation>Instantáneo: un contador +1/+1 y pelea; cuando la criatura del oponente muera este turno, si controlas a tu comandante, te conviertes en el monarca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: if there is no monarch, you become the monarch. Whenever equipped creature attacks the monarch, destroy target tapped nonland permanent that player controls.</source>
        <translation>Al entrar: si no hay monarca, te conviertes en el monarca. Siempre que la criatura equipada ataque al monarca, destruye el permanente objetivo girado que no sea tierra y que controla ese jugador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 2/1 haste Goblin; then if you&apos;re the monarch, copy each creature token you control.</source>
        <translation>Al entrar: te conviertes en el monarca. Mantenimiento: crea un Trasgo 2/1 con prisa; luego, si eres el monarca, copia cada ficha de criatura que controlas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever one or more creatures deal combat damage to you while you&apos;re the monarch, tap them and put a stun counter on each.</source>
        <translation>Al entrar: te conviertes en el monarca. Siempre que una o más criaturas te inflijan daño de combate mientras seas el monarca, gíralas y pon un contador de aturdimiento sobre cada una.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="+135"/>
        <source>Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), to change it.</source>
        <translation>El orden de los asientos es el orden de turno. Arrastra una fila o usa sus flechas (Alt+Arriba / Alt+Abajo) para cambiarlo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Start game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting life:</source>
        <translation>Total de vidas inicial:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom</source>
        <translation>&amp;Personalizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom starting life</source>
        <translation>Total de vidas inicial personalizado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw who goes first</source>
        <translation>&amp;Sortear quién juega primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hess clock:</source>
        <translation>&amp;Reloj de ajedrez:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs, and can be paused. At 0 it says so; nobody loses by it.</source>
        <translation>Cada jugador dispone de este tiempo para toda la partida: corre el reloj del jugador al que le toca el turno, y se puede pausar. Al llegar a 0, lo indica; nadie pierde la partida por ello.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the game starts, the app picks the first player at random (for all to see); the seats stay, and Undo takes it back.</source>
        <translation>Al empezar la partida, la aplicación sortea qué jugador juega primero (a la vista de todos); los asientos no cambian y «Deshacer» anula el sorteo.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Colour for {name}</source>
        <translation>Color para {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <location line="+1"/>
        <source>this player</source>
        <translation>este jugador</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{first} and {second} swapped colours.</source>
        <translation>{first} y {second} han intercambiado sus colores.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a name.</source>
        <translation>Introduce un nombre.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Names can have at most %n characters.</source>
        <translation>
            <numerusform>Los nombres pueden tener como máximo %n carácter.</numerusform>
            <numerusform>Los nombres pueden tener como máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names cannot contain control characters (tabs, line breaks).</source>
        <translation>Los nombres no pueden contener caracteres de control (tabulaciones, saltos de línea).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Another player has this name.</source>
        <translation>Otro jugador tiene este nombre.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Fix the marked name(s) to start the game.</source>
        <translation>
            <numerusform>Corrige el nombre marcado para empezar la partida.</numerusform>
            <numerusform>Corrige los nombres marcados para empezar la partida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../companion/app/widgets/notices.py" line="+145"/>
        <source>Take back the last action</source>
        <translation>Deshacer la última acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-10"/>
        <source>Undone: {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not possible: {reason}</source>
        <translation>No es posible: {reason}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../companion/web/strings.py" line="+33"/>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Turn {turn}</source>
        <translation>Ronda {round} · Turno {turn}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>combat?</source>
        <extracomment>After a life total, &quot;35 −5 · combat?&quot;: was this life loss combat damage? (not answered yet)</extracomment>
        <translation>¿combate?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commander tax</source>
        <extracomment>The initiative (CR 726, &quot;take the initiative&quot;): the name of its token beside a player The tooltip of &quot;✓2&quot; under a player: how many dungeons they have completed The tooltip of &quot;{4}&quot; beside a player: what the next cast of their commander costs more</extracomment>
        <translation>Impuesto de comandante</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-87"/>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>regular combat damage next</source>
        <extracomment>After &quot;Combat damage&quot;: first strike was dealt, the regular combat damage comes next</extracomment>
        <translation>luego el daño de combate normal</translation>
    </message>
    <message>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>how many spells did {player} cast this turn?</source>
        <extracomment>End turn&apos;s question while there is day or night; {player} is the turn&apos;s player</extracomment>
        <translation>¿cuántos hechizos lanzó {player} este turno?</translation>
    </message>
</context>
<context>
    <name>OverlayControls</name>
    <message>
        <location filename="../companion/app/overlay/controls.py" line="+103"/>
        <source>Serve a live overlay for OBS&apos;s Browser Source</source>
        <translation>Ofrecer una superposición en directo para la fuente de navegador de OBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow the local network (every request needs the token)</source>
        <translation>Permitir la red local (cada petición necesita la clave de acceso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chroma-key window</source>
        <translation>Ventana de croma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Magenta</source>
        <translation>Magenta</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The overlay could not start: {error}</source>
        <translation>No se pudo iniciar la superposición: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overlay is off.</source>
        <translation>La superposición está desactivada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving on the local network. Token: {token}</source>
        <translation>Disponible en la red local. Clave de acceso: {token}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serving on this computer only (127.0.0.1).</source>
        <translation>Disponible solo en este equipo (127.0.0.1).</translation>
    </message>
</context>
<context>
    <name>PanelChrome</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="-327"/>
        <source>Player menu: monarch, concede, lose</source>
        <translation>Menú del jugador: monarca, conceder, perder</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+23"/>
        <source>Wins the game!</source>
        <translation>¡Gana la partida!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Their turn</source>
        <translation>▶ Su turno</translation>
    </message>
</context>
<context>
    <name>PanelClock</name>
    <message>
        <location line="-17"/>
        <source>Chess clock: {player} has used all of {total}; nobody loses by it.</source>
        <translation>Reloj de ajedrez: {player} ha agotado todo su tiempo ({total}); nadie pierde la partida por ello.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, paused: {player} has {left} of {total} left.</source>
        <translation>Reloj de ajedrez, en pausa: a {player} le quedan {left} de {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, running: {player} has {left} of {total} left.</source>
        <translation>Reloj de ajedrez, en marcha: a {player} le quedan {left} de {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock: {player} has {left} of {total} left.</source>
        <translation>Reloj de ajedrez: a {player} le quedan {left} de {total}.</translation>
    </message>
</context>
<context>
    <name>PlayerMenu</name>
    <message>
        <location filename="../companion/app/widgets/panel_menu.py" line="+41"/>
        <source>C&amp;ounters</source>
        <translation>C&amp;ontadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dice</source>
        <translation>&amp;Dados</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to do for {player} now</source>
        <translation>Nada que hacer para {player} ahora</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+66"/>
        <source>Left the game: {reason}</source>
        <translation>Abandonó la partida: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+3"/>
        <source>Tap to type an amount; mouse wheel: +1 / −1</source>
        <translation>Toca para escribir una cantidad; rueda del ratón: +1 / −1</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../companion/app/dialogs/new_game_row.py" line="+226"/>
        <source>Commander (optional)</source>
        <translation>Comandante (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner (optional)</source>
        <translation>Camarada (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to change the seat</source>
        <translation>Arrastra para cambiar el asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player&apos;s commander has a partner: damage from each of the two commanders counts separately.</source>
        <translation>El comandante de este jugador tiene camarada: el daño de cada uno de los dos comandantes cuenta por separado.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>player {number}</source>
        <translation>jugador {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the colour of {name}</source>
        <translation>Elegir el color de {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of {name}</source>
        <translation>Color de {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {name} up one seat</source>
        <translation>Subir a {name} un asiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {name} down one seat</source>
        <translation>Bajar a {name} un asiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player {number}</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander of {name}</source>
        <translation>Comandante de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner commander of {name}</source>
        <translation>Comandante camarada de {name}</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="+165"/>
        <source>Life now, or when the player left</source>
        <translation>Vidas ahora, o cuando el jugador abandonó la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns as the monarch</source>
        <translation>Turnos como monarca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player wearing the crown</source>
        <translation>Turnos que terminaron con el jugador llevando la corona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Became the monarch</source>
        <translation>Se convirtió en el monarca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times the player became the monarch</source>
        <translation>Veces que el jugador se convirtió en el monarca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch draws</source>
        <translation>Cartas robadas como monarca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the monarch&apos;s end-step trigger (a draw still pending when the turn ended counts as drawn)</source>
        <translation>Cartas robadas por la habilidad disparada del paso final del monarca (un robo aún pendiente al acabar el turno cuenta como hecho)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown lost to combat</source>
        <translation>Corona perdida en combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the crown was stolen from this player</source>
        <translation>Veces que le arrebataron la corona a este jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crown stolen</source>
        <translation>Corona arrebatada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times this player stole the crown with combat damage</source>
        <translation>Veces que este jugador arrebató la corona con daño de combate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commander damage dealt</source>
        <translation>Daño de comandante infligido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage dealt by this player&apos;s commander (partners included)</source>
        <translation>Daño de combate infligido por el comandante de este jugador (camaradas incluidos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combat damage taken from commanders</source>
        <translation>Daño de combate recibido de comandantes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turns with the initiative</source>
        <translation>Turnos con la iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player having the initiative</source>
        <translation>Turnos que terminaron con el jugador teniendo la iniciativa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took the initiative</source>
        <translation>Tomó la iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player took the initiative from another player or from nobody</source>
        <translation>Veces que el jugador tomó la iniciativa, de otro jugador o de nadie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dungeons whose last room the player&apos;s venture marker reached (Undercity and the dungeons cards venture into)</source>
        <translation>Mazmorras en cuya última sala entró el marcador del jugador (Undercity y las mazmorras de las cartas que dicen «adéntrate en la mazmorra»)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commander tax paid</source>
        <translation>Impuesto de comandante pagado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generic mana the player paid as commander tax: each cast of a commander from the command zone costs {tax} more for each earlier cast (partners counted apart)</source>
        <translation>Maná genérico que el jugador pagó como impuesto de comandante: cada lanzamiento de un comandante desde la zona de mando cuesta {tax} más por cada lanzamiento anterior (los camaradas se cuentan por separado)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turns taken</source>
        <translation>Turnos jugados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s turns that have ended (the turn in progress counts once it ends)</source>
        <translation>Turnos del jugador que ya han terminado (el turno en curso cuenta cuando termine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average turn</source>
        <translation>Duración media del turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The average time of the player&apos;s turns, each from the end of the turn before (the first from the game&apos;s start) to its own end; a turn whose time was not recorded is left out</source>
        <translation>Duración media de los turnos del jugador, cada uno desde el final del turno anterior (el primero, desde el inicio de la partida) hasta su propio final; no se cuentan los turnos cuyo tiempo no se registró</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest turn</source>
        <translation>Turno más largo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The player&apos;s longest turn</source>
        <translation>El turno más largo del jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time on their turns</source>
        <translation>Tiempo en sus turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of all the player&apos;s turns together</source>
        <translation>El tiempo de todos los turnos del jugador sumados</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{die} rolls</source>
        <translation>Tiradas de {die}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player rolled a {die}</source>
        <translation>Veces que el jugador tiró un {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d20 average</source>
        <translation>Media de d20</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The average result of the player&apos;s d20 rolls</source>
        <translation>Resultado medio de las tiradas de d20 del jugador</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Coin flips: heads</source>
        <translation>Monedas: cara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up heads</source>
        <translation>Lanzamientos de moneda del jugador que salieron cara</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coin flips: tails</source>
        <translation>Monedas: cruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up tails</source>
        <translation>Lanzamientos de moneda del jugador que salieron cruz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Planar die: planeswalk</source>
        <translation>Dado planar: caminar por los planos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up planeswalk</source>
        <translation>Tiradas del dado planar del jugador que salieron «caminar por los planos»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: chaos</source>
        <translation>Dado planar: caos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up chaos</source>
        <translation>Tiradas del dado planar del jugador que salieron caos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: blank</source>
        <translation>Dado planar: en blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up a blank face</source>
        <translation>Tiradas del dado planar del jugador que cayeron en una cara en blanco</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+1"/>
        <source>Left in turn {turn}: {reason}</source>
        <translation>Abandonó la partida en el turno {turn}: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../companion/app/history/players.py" line="+149"/>
        <source>Everyone who played, most games first. If one person was typed under two names (“Ann” and “ann b.”), select both and merge them: their games count as one player&apos;s. A name merged by mistake can be split off again.</source>
        <extracomment>At the top of the Players window. A profile is one person of the playgroup; the names are the ones typed in the games&apos; New game dialog</extracomment>
        <translation>Todos los que han jugado, empezando por quien más partidas tiene. Si una misma persona se anotó con dos nombres («Ann» y «ann b.»), selecciona ambos y fusiónalos: sus partidas contarán como las de un solo jugador. Un nombre fusionado por error se puede volver a separar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>Column of the Players window: how many games the player played</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also known as</source>
        <extracomment>Column of the Players window: the other names this player was typed under</extracomment>
        <translation>Otros nombres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge…</source>
        <extracomment>Button of the Players window: make the selected players one player</extracomment>
        <translation>&amp;Fusionar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select two or more players who are one person, then merge them</source>
        <extracomment>Tooltip of the Players window&apos;s Merge… button</extracomment>
        <translation>Selecciona dos o más jugadores que sean la misma persona y fusiónalos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Split a name off…</source>
        <extracomment>Button of the Players window: give one of a player&apos;s other names a profile of its own</extracomment>
        <translation>&amp;Separar un nombre…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give one of the selected player&apos;s other names a player of its own again</source>
        <extracomment>Tooltip of the Players window&apos;s &quot;Split a name off…&quot; button</extracomment>
        <translation>Hace que uno de los otros nombres del jugador seleccionado vuelva a ser un jugador aparte</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Merge players</source>
        <extracomment>Title of the small window asking which name merged players keep</extracomment>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} are one player. Which name do they keep?</source>
        <extracomment>{names}: the selected players&apos; names, e.g. &quot;Ann, ann b.&quot;</extracomment>
        <translation>{names} son un solo jugador. ¿Qué nombre se conserva?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Merge</source>
        <extracomment>The button that merges the players</extracomment>
        <translation>&amp;Fusionar</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{player} and {names} played in the same game: they are different players, not merged.</source>
        <extracomment>In the Players window: these names sat at the same game, so they are different people and were not merged. {names}: a list of names</extracomment>
        <translation>{player} y {names} jugaron en la misma partida: son jugadores distintos y no se fusionan.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Split a name off</source>
        <extracomment>Title of the small window asking which name to split off a player</extracomment>
        <translation>Separar un nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which name is not {player}? Its games will count as another player&apos;s.</source>
        <extracomment>{player}: the player&apos;s name; the choices below are their other names</extracomment>
        <translation>¿Qué nombre no corresponde a {player}? Sus partidas contarán como las de otro jugador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Split off</source>
        <extracomment>The button that splits the chosen name off</extracomment>
        <translation>&amp;Separar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The history is being updated. Try again in a moment.</source>
        <extracomment>In the Players window when another task (a sync, an import) is writing the history at the moment</extracomment>
        <translation>El historial se está actualizando. Vuelve a intentarlo en un momento.</translation>
    </message>
</context>
<context>
    <name>Pod</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-26"/>
        <source>This phone changes only {seat}&apos;s totals. Ask the host for the rest.</source>
        <translation>Este móvil solo cambia los totales de {seat}. Para lo demás, pídeselo al anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reminder is {player}&apos;s: their phone or the host marks it done.</source>
        <translation>Este recordatorio es de {player}: lo marca como hecho su móvil o el anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That reminder is no longer pending.</source>
        <translation>Ese recordatorio ya no está pendiente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last change is no longer the game&apos;s last one: ask the host to undo.</source>
        <translation>Tu último cambio ya no es el último de la partida: pide al anfitrión que lo deshaga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This phone has nothing to undo: ask the host.</source>
        <translation>Este móvil no tiene nada que deshacer: pídeselo al anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The app could not read this request.</source>
        <translation>La aplicación no pudo leer esta petición.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say how many of the milled cards were nonland.</source>
        <translation>Indica cuántas de las cartas molidas no son tierra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link is no longer valid: ask the host for a new one.</source>
        <translation>Este enlace ya no es válido: pide uno nuevo al anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s seat is taken: the host can free it.</source>
        <translation>El asiento de {player} está ocupado: el anfitrión puede liberarlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no seat for {player} in this game.</source>
        <translation>En esta partida no hay ningún asiento para {player}.</translation>
    </message>
</context>
<context>
    <name>PodControls</name>
    <message>
        <location filename="../companion/app/pod/controls.py" line="+231"/>
        <source>Phones can join</source>
        <translation>Los móviles pueden unirse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve the phone page on this address. Off: nothing is served.</source>
        <translation>Ofrecer la página para móviles en esta dirección. Desactivado: no se ofrece nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the link of the code on show</source>
        <translation>Copiar el enlace del código que se muestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any free seat</source>
        <translation>Cualquier asiento libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All totals</source>
        <extracomment>Heading of the Invite phones dock&apos;s column of check boxes, one a seat: checked, that seat&apos;s phone may change every player&apos;s totals, not only its own (keep it short)</extracomment>
        <translation>Totales de todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table&apos;s code: a phone picks its seat</source>
        <translation>Mostrar el código de la mesa: cada móvil elige su asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address phones reach this computer at</source>
        <translation>La dirección por la que los móviles acceden a este equipo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to show the code large, to scan from across the table</source>
        <extracomment>Tooltip of the QR code in the Invite phones dock: a click opens a large window</extracomment>
        <translation>Haz clic para ver el código en grande y escanearlo desde el otro lado de la mesa</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{address} (this computer only)</source>
        <translation>{address} (solo este equipo)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the address or the port is not available</source>
        <translation>la dirección o el puerto no están disponibles</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Phones cannot join: {error}</source>
        <translation>Los móviles no pueden unirse: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing is served until you turn it on.</source>
        <translation>Desactivado: no se ofrece nada hasta que lo actives.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On, for this computer only: phones cannot reach it.</source>
        <translation>Activado, solo para este equipo: los móviles no pueden acceder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on this network scan a code to join.</source>
        <translation>Activado: los móviles de esta red escanean un código para unirse.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start or open a game: its players are the seats</source>
        <translation>Empieza o abre una partida: sus jugadores son los asientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan to join, then pick your seat</source>
        <translation>Escanea para unirte y luego elige tu asiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for {player}: scan to join at this seat</source>
        <translation>Solo para {player}: escanea para ocupar este asiento</translation>
    </message>
</context>
<context>
    <name>PodPage</name>
    <message>
        <location filename="../companion/pod/strings.py" line="+28"/>
        <source>{player}&apos;s partner</source>
        <extracomment>A heading: the commander damage this player took, one row per opposing commander A row of commander damage: the second commander of {player} (partners)</extracomment>
        <translation>Camarada de {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast commander</source>
        <extracomment>A button: this player cast their commander from the command zone (the tax goes up {2})</extracomment>
        <translation>Lanzar comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast partner</source>
        <extracomment>The same for the second (partner) commander</extracomment>
        <translation>Lanzar camarada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cast {commander}</source>
        <extracomment>The same for a commander named at setup: {commander} is its name as the panel&apos;s chip shows it (&quot;Kraum&quot; for &quot;Kraum, Ludevic&apos;s Opus&quot;)</extracomment>
        <translation>Lanzar {commander}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>A button: flip a coin for this seat (beside the d6 and d20 buttons)</extracomment>
        <translation>Moneda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back a cast</source>
        <extracomment>A button taking back a commander cast entered by mistake</extracomment>
        <translation>Deshacer lanzamiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For you</source>
        <extracomment>A heading over this player&apos;s pending reminders (triggers to carry out)</extracomment>
        <translation>Para ti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nonland cards milled</source>
        <extracomment>A reminder&apos;s button: its trigger was carried out The rad trigger: a field for how many of the milled cards were nonland</extracomment>
        <translation>Cartas molidas que no son tierra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table</source>
        <extracomment>A heading over everyone else&apos;s totals</extracomment>
        <translation>La mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a player to change their totals.</source>
        <extracomment>Under &quot;The table&quot; when the host lets this phone change everyone&apos;s totals: each other player&apos;s box there can be tapped to change their life and poison</extracomment>
        <translation>Toca a un jugador para cambiar sus totales.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change {player}&apos;s totals</source>
        <extracomment>The tooltip and spoken name of another player&apos;s box when it can be tapped (the host lets this phone change everyone&apos;s totals); also the name of the panel it opens</extracomment>
        <translation>Cambiar los totales de {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <extracomment>A button closing the panel where this phone changes another player&apos;s totals</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn</source>
        <extracomment>The crown&apos;s alternative text beside a player (CR 725)</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting…</source>
        <extracomment>The connection was lost; the page tries again by itself</extracomment>
        <translation>Reconectando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This phone is no longer at its seat. Ask the host for a new link.</source>
        <extracomment>The host took this phone off its seat, or the game it joined is over</extracomment>
        <translation>Este móvil ya no ocupa su asiento. Pide un enlace nuevo al anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan the code the host shows to join the table.</source>
        <extracomment>A phone opened the page without a seat&apos;s code</extracomment>
        <translation>Escanea el código que muestra el anfitrión para unirte a la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link opens no seat at this table (it may be from an earlier game). Scan the code the host shows to join the table.</source>
        <extracomment>The app refused the phone&apos;s link: no seat of the game now played has it (a link from an earlier game, or a made-up one). The page stops trying; the player must scan again.</extracomment>
        <translation>Este enlace no abre ningún asiento de esta mesa (puede ser de una partida anterior). Escanea el código que muestra el anfitrión para unirte a la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which seat is yours?</source>
        <extracomment>A heading: the phone joined with the table&apos;s code and picks whose seat it is</extracomment>
        <translation>¿Cuál es tu asiento?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat has its phone: ask the host for your seat&apos;s code.</source>
        <extracomment>Under that heading when every seat already has its phone</extracomment>
        <translation>Todos los asientos tienen su móvil: pide al anfitrión el código de tu asiento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the game</source>
        <extracomment>The seat&apos;s player has left the game</extracomment>
        <translation>Fuera de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is being played.</source>
        <translation>No se está jugando ninguna partida.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../companion/app/qt_words.py" line="+16"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../companion/app/history/replay.py" line="+233"/>
        <source>The start of the game</source>
        <extracomment>Replay of a past game: the first button goes to the game as it was set up</extracomment>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back one entry</source>
        <extracomment>Replay of a past game: one entry of the log back</extracomment>
        <translation>Una entrada atrás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On one entry</source>
        <extracomment>Replay of a past game: one entry of the log on</extracomment>
        <translation>Una entrada adelante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>Replay of a past game: the end of the game</extracomment>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is set up</source>
        <extracomment>Replay of a past game: the first line of its log, before anything was done</extracomment>
        <translation>La partida está preparada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>In the game</source>
        <extracomment>Replay of a past game: whether each player is still in the game, or why they left</extracomment>
        <translation>En la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The monarch</source>
        <extracomment>Replay of a past game: tooltip of the crown in the monarch&apos;s row</extracomment>
        <translation>El monarca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Has the initiative</source>
        <extracomment>Replay of a past game: tooltip of the initiative&apos;s token in its holder&apos;s row</extracomment>
        <translation>Tiene la iniciativa</translation>
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
        <translation>sí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>left: {reason}</source>
        <extracomment>Replay of a past game: a player who had left by then, and why (&quot;0 life&quot;)</extracomment>
        <translation>abandonó: {reason}</translation>
    </message>
</context>
<context>
    <name>RingDialog</name>
    <message>
        <location filename="../companion/app/dialogs/ring.py" line="+43"/>
        <source>The Ring tempts you</source>
        <translation>El Anillo te tienta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Ring tempts {player}. Which creature of theirs becomes their Ring-bearer?</source>
        <translation>El Anillo tienta a {player}. ¿Qué criatura suya se convierte en su portador del Anillo?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A creature (empty: none)</source>
        <translation>Una criatura (vacío: ninguna)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their emblem gains: {ability}</source>
        <translation>Su emblema gana: {ability}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their emblem has all four abilities; this temptation still counts.</source>
        <translation>Su emblema ya tiene las cuatro habilidades; esta tentación cuenta igualmente.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tempt</source>
        <translation>Tentar</translation>
    </message>
</context>
<context>
    <name>RollDisplay</name>
    <message>
        <location filename="../companion/app/widgets/roll_display.py" line="+127"/>
        <source>coin</source>
        <translation>moneda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planar die</source>
        <translation>dado planar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} · {die}</source>
        <translation>{player} · {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Heads</source>
        <translation>Cara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tails</source>
        <translation>Cruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planeswalk</source>
        <translation>Caminar por los planos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chaos</source>
        <translation>Caos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank</source>
        <translation>En blanco</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-52"/>
        <source>official ruling</source>
        <translation>aclaración oficial</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>CR {number}</source>
        <translation>Regla {number}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Why? ({rules})</source>
        <translation>¿Por qué? ({rules})</translation>
    </message>
</context>
<context>
    <name>RuleLinkLabel</name>
    <message>
        <location filename="../companion/app/widgets/rule_link.py" line="+84"/>
        <source>Open the rule in the Rules panel</source>
        <translation>Abrir la regla en el panel de reglas</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../companion/app/rules_panel.py" line="+86"/>
        <source>The monarch’s rules</source>
        <translation>Las reglas del monarca</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+46"/>
        <source>{edition}, section {section}</source>
        <translation>{edition}, sección {section}</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>These rules say {term}; the cards and this app say {card_term}.</source>
        <translation>Estas reglas dicen {term}; las cartas y esta aplicación dicen {card_term}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The two inherent triggered abilities</source>
        <translation>Las dos habilidades disparadas inherentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Official rulings</source>
        <translation>Aclaraciones oficiales</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The initiative</source>
        <translation>La iniciativa</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The initiative’s three inherent triggered abilities</source>
        <translation>Las tres habilidades disparadas inherentes de la iniciativa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Venturing into the dungeon</source>
        <translation>Adentrarse en la mazmorra</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+34"/>
        <source>Unofficial translation:</source>
        <translation>Traducción no oficial:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current English wording (this edition predates it):</source>
        <translation>Redacción actual en inglés (esta edición es anterior):</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>(official English text: there is none in this language)</source>
        <translation>(texto oficial en inglés: no existe en español)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(a summary in the app’s own words, not the text of the rules)</source>
        <translation>(un resumen con palabras de la aplicación, no el texto de las reglas)</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../companion/app/pod/seats.py" line="+68"/>
        <source>Show {player}’s own code</source>
        <translation>Mostrar el código personal de {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new code for {player}: the phones with the old one are cut off</source>
        <translation>Un código nuevo para {player}: los móviles con el anterior se desconectan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player}’s phone may change everyone’s totals too (life, poison, commander damage, counters, reminders), not only {player}’s own. Revoke, a new game or turning the pod off takes it back.</source>
        <extracomment>The tooltip of a seat&apos;s check box under &quot;All totals&quot; in the Invite phones dock</extracomment>
        <translation>El móvil de {player} también puede cambiar los totales de todos (vidas, veneno, daño de comandante, contadores, recordatorios), no solo los de {player}. Este permiso se retira con «Revocar», con una partida nueva o al desactivar «Los móviles pueden unirse».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no phone</source>
        <translation>sin móvil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected ×{count}</source>
        <translation>conectados ×{count}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="+45"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player keys act on the selected player (highlighted); 1 – 8 or ← → select.</source>
        <translation>Las teclas de jugador actúan sobre el jugador seleccionado (resaltado); 1 – 8 o ← → para elegir.</translation>
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
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Can&apos;t be read</source>
        <translation>No se puede leer</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Continue: turn {turn}, {player}’s turn</source>
        <translation>Continuar: turno {turn}, le toca a {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume the unfinished game</source>
        <translation>Reanudar la partida sin terminar</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo game</source>
        <translation>Partida de demostración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a journal…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{winner} won</source>
        <translation>ganó {winner}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>An unfinished game was found: {players}, turn {turn}.</source>
        <translation>Se encontró una partida sin terminar: {players}, turno {turn}.</translation>
    </message>
</context>
<context>
    <name>StatsPlots</name>
    <message>
        <location filename="../companion/app/stats/plots.py" line="+70"/>
        <source>effect</source>
        <translation>efecto</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+93"/>
        <source>Turn (each turn split into its %n step(s))</source>
        <translation>
            <numerusform>Turno (cada turno dividido en su %n paso)</numerusform>
            <numerusform>Turno (cada turno dividido en sus %n pasos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="-368"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours} h {minutes:02d} min</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../companion/app/stats/panel.py" line="+217"/>
        <source>Turn 1</source>
        <translation>Turno 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn {turn} · {step}</source>
        <translation>Turno {turn} · {step}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Monarch: {player}</source>
        <translation>Monarca: {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No monarch</source>
        <translation>Sin monarca</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Initiative: {player}</source>
        <translation>Iniciativa: {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No initiative</source>
        <translation>Sin iniciativa</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export life totals</source>
        <translation>Exportar totales de vidas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game statistics</source>
        <translation>Estadísticas de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save every player&apos;s life at the end of each turn</source>
        <translation>Guardar las vidas de cada jugador al final de cada turno</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown and initiative changes:</source>
        <translation>Cambios de corona y de iniciativa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown changes:</source>
        <translation>Cambios de corona:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player left</source>
        <translation>abandono de un jugador</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Game summary</source>
        <translation>Resumen de la partida</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+7"/>
        <source>The game is stopped: the last action could not be saved ({reason}). Nothing before it is lost. Free some space and press Retry, or save a copy elsewhere and go on there.</source>
        <translation>La partida está detenida: la última acción no se pudo guardar ({reason}). No se pierde nada de lo anterior. Libera espacio y pulsa «Reintentar», o guarda una copia en otro sitio y sigue allí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion (process {pid}, since {since}). Close it there, then take over here.</source>
        <translation>Solo lectura: esta partida está abierta en otro Commander Companion (proceso {pid}, desde {since}). Ciérrala allí y luego toma el control aquí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion. Close it there, then take over here.</source>
        <translation>Solo lectura: esta partida está abierta en otro Commander Companion. Ciérrala allí y luego toma el control aquí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is saved again. Go on.</source>
        <translation>La partida vuelve a guardarse. Puedes seguir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk quota is used up</source>
        <translation>se agotó la cuota de disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to write there</source>
        <translation>no hay permiso para escribir ahí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too many files are open</source>
        <translation>hay demasiados archivos abiertos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk reported an error</source>
        <translation>el disco informó de un error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is gone</source>
        <translation>la carpeta ya no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy as…</source>
        <translation>Guardar una copia como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over</source>
        <translation>Tomar el control</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game open elsewhere</source>
        <translation>Partida abierta en otro sitio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is open in another Commander Companion (process {pid}, since {since}). Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} está abierta en otro Commander Companion (proceso {pid}, desde {since}). Si dos ventanas escribieran en la misma partida, se estropearía. Ábrela aquí en solo lectura o ciérrala allí y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is open in another Commander Companion. Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} está abierta en otro Commander Companion. Si dos ventanas escribieran en la misma partida, se estropearía. Ábrela aquí en solo lectura o ciérrala allí y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Volver a intentarlo</translation>
    </message>
</context>
<context>
    <name>SwatchPopup</name>
    <message>
        <location filename="../companion/app/dialogs/swatches.py" line="+114"/>
        <source>{color}: the colour of {player}</source>
        <translation>{color}: el color de {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{color}: {owner} has it; choosing it swaps your colours</source>
        <translation>{color}: lo tiene {owner}; si lo eliges, se intercambian los colores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other colour…</source>
        <translation>Otro color…</translation>
    </message>
</context>
<context>
    <name>Swatches</name>
    <message>
        <location line="-93"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>teal</source>
        <translation>verde azulado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
</context>
<context>
    <name>TakeInitiativeDialog</name>
    <message>
        <location filename="../companion/app/dialogs/initiative.py" line="+37"/>
        <location line="+4"/>
        <source>Take the initiative</source>
        <translation>Tomar la iniciativa</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card gives them the initiative? (optional)</source>
        <translation>¿Qué carta le da la iniciativa? (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Aarakocra Sneak</source>
        <translation>Nombre de la carta, p. ej. Aarakocra Sneak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} already has the initiative: taking it again makes them venture again (CR {rule}).</source>
        <translation>{player} ya tiene la iniciativa: si vuelve a tomarla, vuelve a adentrarse (regla {rule}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking it ventures into Undercity (CR {rule}); the reminder asks for the room.</source>
        <translation>Al tomarla, se adentra en Undercity (regla {rule}); el recordatorio pide la sala.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+31"/>
        <source>Life</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch</source>
        <extracomment>The monarch (CR 725): a column, a row, the crown&apos;s name beside a player</extracomment>
        <translation>Monarca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown</source>
        <extracomment>The monarch&apos;s crown in the charts: who held it, and how long</extracomment>
        <translation>Corona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <extracomment>The initiative (CR 726): a column, a chart&apos;s row, its token beside a player</extracomment>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander damage</source>
        <translation>Daño de comandante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander damage taken</source>
        <extracomment>A heading: the commander damage a player took, one row per opposing commander</extracomment>
        <translation>Daño de comandante recibido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat damage</source>
        <extracomment>The combat damage dialog&apos;s title and the turn bar&apos;s button that opens it</extracomment>
        <translation>Daño de combate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combat damage</source>
        <extracomment>How the crown or the initiative changed hands (a chart&apos;s legend): by combat damage</extracomment>
        <translation>daño de combate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession</source>
        <extracomment>How the crown or the initiative changed hands: its holder left the game (CR 725.4, 726.4)</extracomment>
        <translation>sucesión</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeons completed</source>
        <extracomment>How many dungeons a player has completed (CR 309.7)</extracomment>
        <translation>Mazmorras completadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <extracomment>A player&apos;s second commander (CR 702.124)</extracomment>
        <translation>Camarada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>A column heading: the player of the row</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <extracomment>A column heading or a title: the players of a game, or every player of the History</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns</source>
        <extracomment>A column heading or a chart&apos;s title: how many turns a game lasted</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes</source>
        <extracomment>A column heading or a chart&apos;s title: how many minutes a game lasted</extracomment>
        <translation>Minutos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <extracomment>A column heading: how a game ended (won by a player, a draw, unfinished)</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <extracomment>How a game ended: nobody has won it yet (it may go on)</extracomment>
        <translation>Sin terminar</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <extracomment>How many games (the History page&apos;s list, a bar of the charts across games)</extracomment>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+228"/>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next step ({key})</source>
        <translation>Ir al siguiente paso ({key})</translation>
    </message>
    <message>
        <location filename="../companion/app/launch.py" line="+171"/>
        <location filename="../companion/app/widgets/turn_bar.py" line="+2"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="-50"/>
        <source>Storm {count}</source>
        <translation>Tormenta {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spells cast this turn, for storm (CR 702.40): tap when one more is cast (Y); − takes one back (Shift+Y)</source>
        <translation>Hechizos lanzados este turno, para tormenta (regla 702.40): toca aquí cuando se lance uno más (Y); − resta uno (Mayús+Y)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One spell fewer (Shift+Y)</source>
        <translation>Un hechizo menos (Mayús+Y)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_clock.py" line="+73"/>
        <location line="+31"/>
        <source>Resume clock</source>
        <translation>Reanudar reloj</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+27"/>
        <source>Pause clock</source>
        <translation>Pausar reloj</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Let the chess clock run again (H)</source>
        <translation>Reanudar el reloj de ajedrez (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+35"/>
        <source>Start clock</source>
        <translation>Iniciar reloj</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Start the chess clock (H)</source>
        <translation>Iniciar el reloj de ajedrez (H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause the chess clock (H)</source>
        <translation>Pausar el reloj de ajedrez (H)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+48"/>
        <source>End this turn ({key}); stops once at the end step if the monarch must draw</source>
        <translation>Terminar este turno ({key}); se detiene una vez en el paso final si el monarca debe robar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter combat damage ({key})</source>
        <translation>Introducir daño de combate ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commander damage by tapping panels ({key}): tap the commander that dealt it, then + on each player it hit. Esc or this button ends it.</source>
        <translation>Daño de comandante tocando los paneles ({key}): toca el comandante que lo infligió y luego + en cada jugador al que golpeó. Esc o este botón lo terminan.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-81"/>
        <source>Spells {player} cast this turn:</source>
        <translation>Hechizos que lanzó {player} este turno:</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_steps.py" line="+48"/>
        <source>{step} (now)</source>
        <translation>{step} (ahora)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to {step}</source>
        <translation>Avanzar a: {step}</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-11"/>
        <source>Round {round} · Turn {turn} —</source>
        <translation>Ronda {round} · Turno {turn} —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left; no active player</source>
        <translation>{player} abandonó; sin jugador activo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No active player</source>
        <translation>Sin jugador activo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} (extra turn)</source>
        <translation>{player} (turno adicional)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next: {who}</source>
        <translation>después: {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day and night (CR {rule}): as the next turn begins, day becomes night if {player} cast no spells this turn, and night becomes day if they cast two or more.</source>
        <translation>Día y noche (regla {rule}): al empezar el turno siguiente, si es de día y {player} no lanzó hechizos este turno, se hace de noche; si es de noche y lanzó dos o más, se hace de día.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-102"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: {action}</source>
        <translation>Deshacer: {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: {action}</source>
        <translation>Rehacer: {action}</translation>
    </message>
</context>
<context>
    <name>VentureDialog</name>
    <message>
        <location filename="../companion/app/dialogs/venture.py" line="+105"/>
        <source>Venture into the dungeon</source>
        <translation>Adentrarse en la mazmorra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon</source>
        <translation>{player} se adentra en la mazmorra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card says “venture into the dungeon”?</source>
        <translation>¿Qué carta dice «adéntrate en la mazmorra»?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Nadaar, Selfless Paladin</source>
        <translation>Nombre de la carta, p. ej. Nadaar, Selfless Paladin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Venture</source>
        <translation>Adentrarse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no dungeon in progress: the venture starts one.</source>
        <translation>{player} no tiene ninguna mazmorra en curso: al adentrarse, empieza una.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which dungeon? (Undercity only through the initiative)</source>
        <translation>¿Qué mazmorra? (a Undercity solo se entra con la iniciativa)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the dungeon to see the room it enters.</source>
        <translation>Elige la mazmorra para ver en qué sala entra el marcador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker enters {room}:</source>
        <translation>El marcador entra en {room}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two arrows lead on: choose the room.</source>
        <translation>Salen dos flechas: elige la sala.</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <location filename="../companion/app/widgets/winner.py" line="+135"/>
        <source>New game with the &amp;same players</source>
        <translation>Nueva partida con los &amp;mismos jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;table</source>
        <translation>Mostrar la &amp;mesa</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+63"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{winner} wins!</source>
        <translation>¡{winner} gana!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>Se jugó %n turno.</numerusform>
            <numerusform>Se jugaron %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody became the monarch.</source>
        <translation>Nadie se convirtió en el monarca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} held the crown last.</source>
        <translation>La última persona en llevar la corona fue {player}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} had the initiative last.</source>
        <translation>La última persona con la iniciativa fue {player}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game, in order:</source>
        <translation>Abandonaron la partida, en orden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}. {player}: {reason} (turn {turn})</source>
        <translation>{number}. {player}: {reason} (turno {turn})</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../companion/app/words.py" line="+17"/>
        <source>Copy</source>
        <extracomment>A button copying a link (the overlay&apos;s address, the table&apos;s invitation) to the clipboard</extracomment>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <extracomment>A button showing a seat&apos;s (or the table&apos;s) link as a QR code for a phone to scan</extracomment>
        <translation>Código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card name, e.g. Palace Jailer</source>
        <extracomment>The hint in the field where a monarch or battlefield card is named</extracomment>
        <translation>Nombre de la carta, p. ej. Palace Jailer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <extracomment>The game log&apos;s dock and its list</extracomment>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite phones</source>
        <extracomment>The dock (and its large window) where phones join the table</extracomment>
        <translation>Invitar móviles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <extracomment>The New game dialog&apos;s title, and the question before a game in play is replaced</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream overlay</source>
        <extracomment>The overlay&apos;s dock and the switch that serves it</extracomment>
        <translation>Superposición para directos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <extracomment>The History page&apos;s title and the start page&apos;s button that opens it</extracomment>
        <translation>Historial</translation>
    </message>
</context>
<context>
    <name>_ReminderRow</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-61"/>
        <source>{player} draws a card (the monarch&apos;s end step trigger)</source>
        <translation>{player} roba una carta (habilidad disparada del paso final del monarca)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch when it triggered, so the card is still theirs.</source>
        <translation>{player} era el monarca cuando se disparó la habilidad, así que la carta sigue siendo suya.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Rad: {player} mills %n card(s)</source>
        <translation>
            <numerusform>Radiación: {player} muele %n carta</numerusform>
            <numerusform>Radiación: {player} muele %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For each nonland card milled, {player} loses 1 life and removes a rad counter.</source>
        <translation>Por cada carta molida así que no sea tierra, {player} pierde 1 vida y quita un contador de radiación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity (the initiative)</source>
        <translation>{player} se adentra en Undercity (la iniciativa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures on in {dungeon} (the initiative)</source>
        <translation>{player} se adentra y avanza en {dungeon} (la iniciativa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} had the initiative when it triggered, so the venture is theirs.</source>
        <translation>{player} tenía la iniciativa cuando se disparó la habilidad, así que es quien se adentra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the room:</source>
        <translation>Elige la sala:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers</source>
        <translation>Se dispara la habilidad de {card} ({player})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({player}): its exile ends</source>
        <translation>Termina el exilio de {card} ({player})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is the monarch now: the &quot;if you&apos;re the monarch&quot; part applies.</source>
        <translation>{player} es el monarca ahora: se aplica la parte «si eres el monarca».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is not the monarch now: the &quot;if you&apos;re the monarch&quot; part does not apply.</source>
        <translation>{player} no es el monarca ahora: no se aplica la parte «si eres el monarca».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent of {player} is the monarch now.</source>
        <translation>Ahora el monarca es un oponente de {player}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No opponent of {player} is the monarch now: it does nothing.</source>
        <translation>Ahora ningún oponente de {player} es el monarca: no hace nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no monarch now.</source>
        <translation>Ahora no hay monarca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is a monarch now: it does nothing.</source>
        <translation>Ahora hay monarca: no hace nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch as the turn began.</source>
        <translation>{player} era el monarca al comenzar el turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was not the monarch as the turn began: it does nothing.</source>
        <translation>{player} no era el monarca al comenzar el turno: no hace nada.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="+76"/>
        <location filename="../companion/app/window/openers.py" line="+30"/>
        <source>&amp;Nonland cards milled:</source>
        <translation>&amp;Cartas molidas que no son tierra:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is carried out at the table</source>
        <translation>Se lleva a cabo en la mesa</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+91"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-23"/>
        <source>{room}: {ability}</source>
        <translation>{room}: {ability}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="-6"/>
        <source>The venture is made</source>
        <translation>Ya se adentró</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The card is drawn</source>
        <translation>La carta ya se robó</translation>
    </message>
</context>
</TS>
