<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AmountEntry</name>
    <message>
        <location filename="../companion/app/dialogs/amount_entry.py" line="+59"/>
        <source>Type {minus}7 or +3 to change it, or 33 to set it.</source>
        <translation>Введите {minus}7 или +3, чтобы изменить значение, или 33, чтобы задать его.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Poison counters</source>
        <translation>Жетоны яда</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Delete the last character</source>
        <translation>Удалить последний символ</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a number: type {minus}7, +3 or 33.</source>
        <translation>Это не число: введите {minus}7, +3 или 33.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That would be below 0.</source>
        <translation>Получится меньше 0.</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+533"/>
        <source>{player} has %n life.</source>
        <translation>
            <numerusform>У игрока {player} %n жизнь.</numerusform>
            <numerusform>У игрока {player} %n жизни.</numerusform>
            <numerusform>У игрока {player} %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has %n poison counter(s).</source>
        <translation>
            <numerusform>У игрока {player} %n жетон яда.</numerusform>
            <numerusform>У игрока {player} %n жетона яда.</numerusform>
            <numerusform>У игрока {player} %n жетонов яда.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has %n counter(s): {counter}.</source>
        <translation>
            <numerusform>У игрока {player} %n жетон: {counter}.</numerusform>
            <numerusform>У игрока {player} %n жетона: {counter}.</numerusform>
            <numerusform>У игрока {player} %n жетонов: {counter}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>Командир игрока {source} нанёс игроку {player} %n повреждение.</numerusform>
            <numerusform>Командир игрока {source} нанёс игроку {player} %n повреждения.</numerusform>
            <numerusform>Командир игрока {source} нанёс игроку {player} %n повреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s partner commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>Командир-партнёр игрока {source} нанёс игроку {player} %n повреждение.</numerusform>
            <numerusform>Командир-партнёр игрока {source} нанёс игроку {player} %n повреждения.</numerusform>
            <numerusform>Командир-партнёр игрока {source} нанёс игроку {player} %n повреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) has dealt {player} %n damage.</source>
        <translation>
            <numerusform>Игроку {player} от {commander} ({source}) нанесено %n повреждение.</numerusform>
            <numerusform>Игроку {player} от {commander} ({source}) нанесено %n повреждения.</numerusform>
            <numerusform>Игроку {player} от {commander} ({source}) нанесено %n повреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That is too large: at most %n at once.</source>
        <translation>
            <numerusform>Слишком много: не больше %n за раз.</numerusform>
            <numerusform>Слишком много: не больше %n за раз.</numerusform>
            <numerusform>Слишком много: не больше %n за раз.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BecomeMonarchDialog</name>
    <message>
        <location filename="../companion/app/dialogs/monarch.py" line="+98"/>
        <location line="+4"/>
        <source>Become the monarch</source>
        <translation>Стать монархом</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card made them the monarch? (optional)</source>
        <translation>Какая карта сделала этого игрока монархом? (необязательно)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not in the list of monarch cards; recorded as typed.</source>
        <translation>Этой карты нет в списке карт с механикой монарха; записано как введено.</translation>
    </message>
</context>
<context>
    <name>CardChips</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+61"/>
        <source>Tap it when it leaves the battlefield.</source>
        <translation>Нажмите, когда карта покинет поле битвы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its one-time trigger has happened.</source>
        <translation>Разовая способность этой карты уже сработала.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} leaves the battlefield</source>
        <translation>{card} покидает поле битвы</translation>
    </message>
</context>
<context>
    <name>CardEntersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/card_enters.py" line="+40"/>
        <source>A monarch card enters the battlefield</source>
        <translation>Карта с механикой монарха выходит на поле битвы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control</source>
        <translation>Карта с механикой монарха выходит на поле битвы под контролем игрока {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card?</source>
        <translation>Какая карта?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on the panel</source>
        <translation>Положить на панель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch as it enters</source>
        <translation>{player} становится монархом, когда карта выходит на поле битвы</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not a monarch card the app knows: choose one from the list.</source>
        <translation>Приложение не знает такой карты с механикой монарха: выберите карту из списка.</translation>
    </message>
</context>
<context>
    <name>CardTriggers</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+16"/>
        <source>Target player sacrifices a creature.</source>
        <translation>Целевой игрок приносит в жертву существо.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Каждый оппонент теряет 1 жизнь, а вы получаете 1 жизнь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creatures you control can&apos;t be blocked this turn.</source>
        <translation>Существа под вашим контролем не могут быть заблокированы в этом ходу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch loses 2 life and you gain 2 life.</source>
        <translation>Новый монарх теряет 2 жизни, а вы получаете 2 жизни.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The creature Palace Jailer exiled returns to the battlefield under its owner&apos;s control (a token stays gone).</source>
        <translation>Существо, изгнанное картой Palace Jailer, возвращается на поле битвы под контролем его владельца (изгнанная фишка не возвращается).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 black Assassin creature token with deathtouch and haste.</source>
        <translation>Создайте фишку существа 1/1 чёрный Убийца со Смертельным касанием и Ускорением.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 5/5 red Dragon creature token with flying.</source>
        <translation>Создайте фишку существа 5/5 красный Дракон с Полётом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put a +1/+1 counter on Throne Warden.</source>
        <translation>Положите жетон +1/+1 на Throne Warden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life unless they discard two cards.</source>
        <translation>Каждый оппонент теряет 3 жизни, если только он не сбросит карту; если вы являетесь монархом — 6 жизней, если только он не сбросит две карты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may put a land card from your hand onto the battlefield; if you&apos;re the monarch, a creature or land card instead.</source>
        <translation>Вы можете положить карту земли из вашей руки на поле битвы; если вы являетесь монархом — вместо этого карту существа или земли.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number of target players each mill two cards; if you&apos;re the monarch, ten cards instead.</source>
        <translation>Любое количество целевых игроков скручивают по две карты; если вы являетесь монархом — вместо этого по десять карт.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 white Spirit creature token with flying; if you&apos;re the monarch, a 4/4 white Angel creature token with flying instead.</source>
        <translation>Создайте фишку существа 1/1 белый Дух с Полётом; если вы являетесь монархом — вместо этого фишку существа 4/4 белый Ангел с Полётом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court of Ire deals 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Court of Ire наносит 2 повреждения любой цели; если вы являетесь монархом — вместо этого 7 повреждений.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If Starscream is on its Seeker Leader face, convert it.</source>
        <translation>Если Starscream обращён стороной Seeker Leader, преобразуйте его.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The monarch draws an additional card.</source>
        <translation>Монарх берёт дополнительную карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The active player may pay {X} (X: the cards in their hand); if they don&apos;t, they can&apos;t attack you this combat.</source>
        <translation>Активный игрок может заплатить {X} (X — число карт в его руке); если он этого не делает, он не может атаковать вас в этом бою.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create two 1/1 white Human Soldier creature tokens.</source>
        <translation>Создайте две фишки существ 1/1 белый Человек Солдат.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch gains control of the enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>Новый монарх получает контроль над зачарованным существом; оно атакует в каждом бою, если может, и не может атаковать вас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return target permanent card with mana value 3 or less from your graveyard to your hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>Верните целевую карту перманента с мана-стоимостью 3 или меньше из вашего кладбища в вашу руку; если вы являетесь монархом — вместо этого на поле битвы.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 3/1 red Knight creature token; then, if you&apos;re the monarch, Court of Embereth deals X damage to each opponent (X: the creatures you control).</source>
        <translation>Создайте фишку существа 3/1 красный Рыцарь; затем, если вы являетесь монархом, Court of Embereth наносит каждому оппоненту X повреждений (X — число существ под вашим контролем).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Distribute two +1/+1 counters among up to two target creatures; then, if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>Распределите два жетона +1/+1 между не более чем двумя целевыми существами; затем, если вы являетесь монархом, удвойте число жетонов +1/+1 на каждом существе под вашим контролем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exile the top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may also cast a spell from among those cards this turn without paying its mana cost.</source>
        <translation>Изгоните верхнюю карту библиотеки целевого оппонента (вы можете сыграть её); если вы являетесь монархом, в этом ходу вы также можете разыграть заклинание из числа этих карт без уплаты его мана-стоимости.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose up to one other target enchantment or artifact: if you&apos;re the monarch, you may create a token copy of it; if not, Court of Vantress may become a copy of it.</source>
        <translation>Выберите не более одного другого целевого артефакта или чар: если вы являетесь монархом, вы можете создать фишку — копию этого перманента; если нет, Court of Vantress может стать копией этого перманента.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gain control of target creature the new monarch controls for as long as they&apos;re the monarch.</source>
        <translation>Получите контроль над целевым существом под контролем нового монарха, пока он остаётся монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return up to one target creature card from your graveyard to your hand.</source>
        <translation>Верните не более одной целевой карты существа из вашего кладбища в вашу руку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target opponent becomes the monarch.</source>
        <translation>Целевой оппонент становится монархом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 2/1 red Goblin creature token with haste; then, if you&apos;re the monarch, create a copy of each creature token you control.</source>
        <translation>Создайте фишку существа 2/1 красный Гоблин с Ускорением; затем, если вы являетесь монархом, создайте копию каждой фишки существа под вашим контролем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the creatures that dealt the damage and put a stun counter on each of them.</source>
        <translation>Поверните существа, которые нанесли эти повреждения, и положите на каждое из них жетон оглушения.</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../companion/app/charts/export.py" line="+47"/>
        <source>PNG image (*.png)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CSV file (*.csv)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>Файл CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {file}: {error}</source>
        <extracomment>After an export failed: the file and the system&apos;s reason</extracomment>
        <translation>Не удалось сохранить {file}: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved {file}</source>
        <extracomment>After an export: the file written</extracomment>
        <translation>Сохранено: {file}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export PNG…</source>
        <extracomment>Button of a chart view: save every chart as one image</extracomment>
        <translation>Экспорт PNG…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <extracomment>Button of a chart view: save its figures in a CSV file</extracomment>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the charts as an image</source>
        <extracomment>Tooltip of &quot;Export PNG…&quot;</extracomment>
        <translation>Сохранить графики как изображение</translation>
    </message>
</context>
<context>
    <name>ChessClockDialog</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="+73"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs. At 0 it says so; nobody loses by it. A new time keeps what each player has used; Off takes the clocks away.</source>
        <translation>На всю игру у каждого игрока есть столько времени: идут часы того игрока, чей сейчас ход. Когда время выйдет, часы сообщат об этом, но никто из-за этого не проигрывает. Если задать новое время, уже израсходованное каждым игроком время сохранится; «Выкл.» убирает часы.</translation>
    </message>
</context>
<context>
    <name>ChromaWindow</name>
    <message>
        <location filename="../companion/app/overlay/chroma.py" line="+88"/>
        <source>Commander Companion overlay (chroma key)</source>
        <translation>Commander Companion — оверлей (хромакей)</translation>
    </message>
</context>
<context>
    <name>ClockMinutes</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="-27"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s) per player</source>
        <translation>
            <numerusform>%n минута на игрока</numerusform>
            <numerusform>%n минуты на игрока</numerusform>
            <numerusform>%n минут на игрока</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../companion/app/dialogs/combat.py" line="+402"/>
        <source>&amp;Deal damage</source>
        <translation>&amp;Нанести повреждения</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Damage</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>Командир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infect</source>
        <translation>Инфекция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By whose creatures</source>
        <translation>Чьи существа</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What will happen:</source>
        <translation>Что произойдёт:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First strike: deal the first-strike damage first, then the regular damage</source>
        <translation>Первый удар: сначала нанесите повреждения с первым ударом, затем обычные</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n жизнь</numerusform>
            <numerusform>%n жизни</numerusform>
            <numerusform>%n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n poison</source>
        <translation>
            <numerusform>, %n жетон яда</numerusform>
            <numerusform>, %n жетона яда</numerusform>
            <numerusform>, %n жетонов яда</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not hit</source>
        <translation>без повреждений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage to {player}</source>
        <translation>Боевые повреждения игроку {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: by a commander</source>
        <translation>{player}: от командира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: by the partner commander</source>
        <translation>{player}: от командира-партнёра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: infect</source>
        <translation>{player}: инфекция</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creatures dealt damage to {player}</source>
        <translation>Чьи существа нанесли повреждения игроку {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another source of damage to {player}</source>
        <translation>Ещё один источник повреждений игроку {player}</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+177"/>
        <source>First-strike damage dealt. Now the regular combat damage (CR 510.4).</source>
        <translation>Повреждения с первым ударом нанесены. Теперь обычные боевые повреждения (правило 510.4).</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Turn {turn}, {player}&apos;s turn. Enter the combat damage each player was dealt.</source>
        <translation>Ход {turn}, ходит {player}. Введите боевые повреждения, нанесённые каждому игроку.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{player}&apos;s creatures cannot deal combat damage to {player}.</source>
        <translation>Существа игрока {player} не могут нанести боевые повреждения игроку {player}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{player} has left the game: no creatures of theirs deal damage.</source>
        <translation>Игрок {player} покинул игру: его существа не наносят повреждений.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Note: only {active}&apos;s creatures attack this turn (CR 508.1), not {player}&apos;s.</source>
        <translation>Примечание: в этом ходу атакуют только существа игрока {active} (правило 508.1), а не игрока {player}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first commander</source>
        <translation>первый командир</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partner commander</source>
        <translation>командир-партнёр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticked: {partner}. Not ticked: {first}.</source>
        <translation>Отмечено: {partner}. Не отмечено: {first}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} cannot be dealt damage by their own creatures.</source>
        <translation>Собственные существа не могут нанести повреждения игроку {player}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal &amp;first-strike damage</source>
        <translation>Нанести повреждения с &amp;первым ударом</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The damage typed is not dealt yet. Deal damage deals it; Cancel again closes without dealing it.</source>
        <translation>Введённые повреждения ещё не нанесены. «Нанести повреждения» наносит их; ещё раз «Отмена» закрывает окно, не нанося их.</translation>
    </message>
</context>
<context>
    <name>CombatPreview</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-47"/>
        <source>Enter the combat damage each player was dealt.</source>
        <translation>Введите боевые повреждения, нанесённые каждому игроку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This damage cannot be recorded: {reason}</source>
        <translation>Эти повреждения нельзя записать: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} stays the monarch.</source>
        <translation>{player} остаётся монархом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} keeps the initiative.</source>
        <translation>{player} сохраняет инициативу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: life {before} → {after}.</source>
        <translation>{player}: жизнь {before} → {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: poison counters {before} → {after}.</source>
        <translation>{player}: жетоны яда {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: commander damage from {source} {before} → {after}.</source>
        <translation>{player}: повреждения от командира игрока {source}: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: damage from {source}&apos;s partner commander {before} → {after}.</source>
        <translation>{player}: повреждения от командира-партнёра игрока {source}: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: damage from {commander} ({source}) {before} → {after}.</source>
        <translation>{player}: повреждения от {commander} ({source}): {before} → {after}.</translation>
    </message>
</context>
<context>
    <name>CombatQuestion</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+259"/>
        <source>Was this combat damage from a creature? Whose?</source>
        <translation>Это были боевые повреждения от существа? Чьего?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creature?</source>
        <translation>Чьё существо?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature controlled by this player dealt the damage</source>
        <translation>Повреждения нанесло существо под контролем этого игрока</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not combat damage from a creature: just lose the life</source>
        <translation>Не боевые повреждения от существа: просто потерять жизнь</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../companion/app/widgets/command_palette.py" line="+95"/>
        <source>Find a command</source>
        <translation>Поиск команды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command to find</source>
        <translation>Искомая команда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type what to do, e.g. monarch</source>
        <translation>Введите, что сделать, например: монарх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matching commands</source>
        <translation>Подходящие команды</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No command matches “{query}”.</source>
        <translation>Нет команд, подходящих под «{query}».</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../companion/shell/commands/table.py" line="+31"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game with the same &amp;players</source>
        <translation>Новая игра с теми же &amp;игроками</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open journal…</source>
        <translation>&amp;Открыть журнал…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save journal &amp;as…</source>
        <translation>Сохранить журнал &amp;как…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import games…</source>
        <extracomment>Adds the games of a folder of journals (another computer&apos;s, a backup) to the history</extracomment>
        <translation>И&amp;мпортировать игры…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next step</source>
        <translation>&amp;Следующий шаг</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End turn</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tep by step (the table calls every step)</source>
        <extracomment>A table that calls every step: the turn moves only when told (off: steps follow the play)</extracomment>
        <translation>По &amp;шагам (стол объявляет каждый шаг)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw who goes &amp;first</source>
        <translation>Определить &amp;первого игрока жребием</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Combat damage…</source>
        <translation>&amp;Боевые повреждения…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commander &amp;damage by tapping panels</source>
        <translation>Повреждения от &amp;командира нажатием на панели</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It becomes da&amp;y (a card says so)</source>
        <translation>Наступает &amp;день (по тексту карты)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It becomes ni&amp;ght (a card says so)</source>
        <translation>Наступает &amp;ночь (по тексту карты)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A spell was cast (&amp;storm +1)</source>
        <translation>Разыграно заклинание (&amp;шторм +1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Storm −1 (counted by mistake)</source>
        <translation>Шторм −1 (засчитано по ошибке)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>C&amp;hess clock…</source>
        <translation>Шахматные &amp;часы…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pause the chess clock</source>
        <translation>П&amp;ауза шахматных часов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done entering commander damage</source>
        <translation>Закончить ввод повреждений от командира</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Done: the reminder is carried out</source>
        <translation>&amp;Готово: напоминание выполнено</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select &amp;next player</source>
        <translation>Выбрать &amp;следующего игрока</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select &amp;previous player</source>
        <translation>Выбрать &amp;предыдущего игрока</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Select player</source>
        <translation>&amp;Выбрать игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {player}</source>
        <translation>Выбрать игрока {player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +1</source>
        <translation>Жизнь +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +1</source>
        <translation>{player}: жизнь +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −1</source>
        <translation>Жизнь −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −1</source>
        <translation>{player}: жизнь −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +5</source>
        <translation>Жизнь +5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +5</source>
        <translation>{player}: жизнь +5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −5</source>
        <translation>Жизнь −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −5</source>
        <translation>{player}: жизнь −5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison +1</source>
        <translation>Жетоны яда +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison +1</source>
        <translation>{player}: жетоны яда +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison −1</source>
        <translation>Жетоны яда −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison −1</source>
        <translation>{player}: жетоны яда −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Type a life amount…</source>
        <translation>&amp;Ввести количество жизней…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type an amount for {player}’s life…</source>
        <translation>Ввести количество жизней игрока {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Become the &amp;monarch…</source>
        <translation>Стать &amp;монархом…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch…</source>
        <translation>{player} становится монархом…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;6</source>
        <translation>Бросить d&amp;6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d6</source>
        <translation>{player} бросает d6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;20</source>
        <translation>Бросить d&amp;20</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d20</source>
        <translation>{player} бросает d20</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Roll a dN…</source>
        <translation>&amp;Бросить dN…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a dN…</source>
        <translation>{player} бросает dN…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Flip a c&amp;oin</source>
        <translation>Подбросить мо&amp;нету</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} flips a coin</source>
        <translation>{player} подбрасывает монету</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll the &amp;planar die</source>
        <translation>Бросить плана&amp;рный кубик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls the planar die</source>
        <translation>{player} бросает планарный кубик</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cast the &amp;commander from the command zone</source>
        <translation>Разыграть &amp;командира из зоны командования</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cast the &amp;partner commander from the command zone</source>
        <translation>Разыграть командира-партн&amp;ёра из зоны командования</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;ounters…</source>
        <translation>&amp;Жетоны…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s counters…</source>
        <translation>Жетоны игрока {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Energy counter +1</source>
        <translation>Жетон &amp;энергии +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an energy counter</source>
        <translation>{player} получает жетон энергии</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xperience counter +1</source>
        <translation>Жетон оп&amp;ыта +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an experience counter</source>
        <translation>{player} получает жетон опыта</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rad counter +1</source>
        <translation>Жетон р&amp;адиации +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets a rad counter</source>
        <translation>{player} получает жетон радиации</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Speed +1 (start your engines!)</source>
        <translation>Скорос&amp;ть +1 (заводите моторы!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s speed increases</source>
        <translation>Скорость игрока {player} увеличивается</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gets the &amp;city’s blessing</source>
        <translation>Получить благословение &amp;города</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets the city’s blessing</source>
        <translation>{player} получает благословение города</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Ring &amp;tempts you…</source>
        <translation>Кольцо иск&amp;ушает вас…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ring tempts {player}…</source>
        <translation>Кольцо искушает игрока {player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the &amp;initiative…</source>
        <translation>Взять &amp;инициативу…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative…</source>
        <translation>{player} берёт инициативу…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Venture into the dungeon (a card)…</source>
        <translation>&amp;Углубиться в подземелье (по карте)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon (a card)…</source>
        <translation>{player} углубляется в подземелье (по карте)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A monarch card &amp;enters the battlefield…</source>
        <translation>&amp;Карта с механикой монарха выходит на поле битвы…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control…</source>
        <translation>Карта с механикой монарха выходит на поле битвы под контролем игрока {player}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Concede…</source>
        <translation>С&amp;даться…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} concedes…</source>
        <translation>{player} сдаётся…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Loses the game…</source>
        <translation>&amp;Проиграть партию…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game…</source>
        <translation>{player} проигрывает партию…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xtra turn after this one</source>
        <translation>&amp;Дополнительный ход после этого хода</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find a &amp;command…</source>
        <translation>Найти &amp;команду…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rotate panels to face the seats</source>
        <translation>&amp;Повернуть панели к местам игроков</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stats</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pl&amp;ayers…</source>
        <extracomment>The playgroup&apos;s players across games: merge two names of one person, split them again</extracomment>
        <translation>И&amp;гроки…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream &amp;overlay</source>
        <translation>&amp;Оверлей для трансляции</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invite &amp;phones</source>
        <translation>Подключить &amp;телефоны</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History</source>
        <extracomment>The History page: every game played, filters, a game&apos;s replay, stats across games</extracomment>
        <translation>&amp;История</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The monarch’s &amp;rules</source>
        <translation>&amp;Правила о монархе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;build the history</source>
        <extracomment>Reads every game&apos;s journal again into the history&apos;s database (it is only an index)</extracomment>
        <translation>Перестроить &amp;историю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Commander Companion</source>
        <translation>&amp;О программе Commander Companion</translation>
    </message>
    <message>
        <location filename="../companion/app/commands.py" line="+26"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>И&amp;грок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
</context>
<context>
    <name>CounterBox</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-23"/>
        <source>{player}&apos;s partner commander</source>
        <translation>командир-партнёр игрока {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s commander</source>
        <translation>командир игрока {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Poison counters: {player} loses at {lethal}.</source>
        <translation>Жетоны яда: при {lethal} игрок {player} проигрывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat damage dealt to {player} by {commander}. {player} loses at {lethal}. + adds a point of combat damage (and takes the life); − takes back damage entered by mistake (and gives the life back).</source>
        <translation>Боевые повреждения игроку {player}. Источник — {commander}. При {lethal} игрок {player} проигрывает. «+» добавляет одно боевое повреждение (и отнимает 1 жизнь); «−» отменяет повреждение, введённое по ошибке (и возвращает жизнь).</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+104"/>
        <source>Enter commander damage dealt to {player}: tap this, then the commander that dealt it on its player&apos;s panel</source>
        <translation>Ввести повреждения от командира игроку {player}: нажмите здесь, затем на командира, который их нанёс, на панели его игрока</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+6"/>
        <source>Commander tax: casting {commander} from the command zone costs {tax} more (CR 903.8). Tap when it is cast; − takes back a cast entered by mistake.</source>
        <translation>Налог командира: разыгрывание {commander} из зоны командования стоит на {tax} больше (правило 903.8). Нажмите, когда он разыгран; − отменяет ошибочно введённое разыгрывание.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+24"/>
        <source>Partner tax</source>
        <translation>Налог (партнёр)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax</source>
        <translation>Налог</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>⚔ Partner</source>
        <translation>⚔ Партнёр</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+61"/>
        <source>⚔ Commander</source>
        <translation>⚔ Командир</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who dealt it? Tap that commander on its panel.</source>
        <translation>Кто их нанёс? Нажмите на этого командира на его панели.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap the commander that dealt combat damage.</source>
        <translation>Нажмите на командира, который нанёс боевые повреждения.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 counted for {player}. Tap + there for each more point.</source>
        <translation>{player}: засчитано 1. Нажмите + там за каждое следующее очко.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now tap + on each player it dealt damage to.</source>
        <translation>Теперь нажмите + у каждого игрока, которому он нанёс повреждения.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-15"/>
        <source>{player} (partner)</source>
        <translation>{player} (партнёр)</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-406"/>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experience</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rad</source>
        <translation>Радиация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City&apos;s blessing</source>
        <translation>Благословение города</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring</source>
        <translation>Кольцо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm</source>
        <translation>Шторм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring: {bearer}</source>
        <translation>Кольцо: {bearer}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring-bearer: {bearer}</source>
        <translation>Кольценосец: {bearer}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy counters: + gets one, − pays one. Tap the number to type an amount.</source>
        <translation>Жетоны энергии: «+» — получить один, «−» — заплатить один. Нажмите на число, чтобы ввести количество.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience counters: + gets one, − removes one.</source>
        <translation>Жетоны опыта: «+» — получить один, «−» — удалить один.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rad counters (CR {rule}): at the beginning of this player&apos;s precombat main phase they mill that many cards, then lose 1 life and a rad counter for each nonland card milled.</source>
        <translation>Жетоны радиации (правило {rule}): в начале первой главной фазы этого игрока он скручивает столько же карт, затем теряет 1 жизнь и удаляет один жетон радиации за каждую скрученную карту, не являющуюся землёй.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of your playgroup&apos;s own: + and − change it.</source>
        <translation>Собственный жетон вашей игровой компании: «+» и «−» меняют его количество.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed (CR 702.179): it increases once each turn, when an opponent loses life during this player&apos;s turn (the app does it), to at most 4 (max speed).</source>
        <translation>Скорость (правило 702.179): увеличивается один раз за ход, когда оппонент теряет жизнь во время хода этого игрока (приложение делает это само), но не выше 4 (максимальная скорость).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The city&apos;s blessing (CR 702.131): for the rest of the game.</source>
        <translation>Благословение города (правило 702.131): до конца игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring (CR 701.54): + when it tempts this player again. Their emblem:</source>
        <translation>Кольцо (правило 701.54): «+», когда оно снова искушает этого игрока. Эмблема игрока:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your Ring-bearer is legendary and can&apos;t be blocked by creatures with greater power.</source>
        <translation>Ваш Кольценосец — легендарный и не может быть заблокирован существами с большей силой.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your Ring-bearer attacks, draw a card, then discard a card.</source>
        <translation>Каждый раз, когда ваш Кольценосец атакует, возьмите карту, затем сбросьте карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whenever your Ring-bearer becomes blocked by a creature, that creature&apos;s controller sacrifices it at end of combat.</source>
        <translation>Каждый раз, когда ваш Кольценосец становится заблокированным каким-либо существом, контролирующий то существо игрок приносит его в жертву в конце боя.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.</source>
        <translation>Каждый раз, когда ваш Кольценосец наносит боевые повреждения игроку, каждый оппонент теряет 3 жизни.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/counters.py" line="+56"/>
        <location line="+191"/>
        <source>Counters: {player}</source>
        <translation>Жетоны: {player}</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>A counter of your own</source>
        <translation>Свой жетон</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speed {speed} of 4: +1</source>
        <translation>Скорость {speed} из 4: +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start your engines! (speed 1)</source>
        <translation>Заводите моторы! (скорость 1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Has the city’s blessing</source>
        <translation>✓ Есть благословение города</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gets the city’s blessing</source>
        <translation>Получить благословение города</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Ring tempts again (level {level} of 4)…</source>
        <translation>Кольцо снова искушает (уровень {level} из 4)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring tempts you…</source>
        <translation>Кольцо искушает вас…</translation>
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
            <numerusform>{player} получает %n жизнь</numerusform>
            <numerusform>{player} получает %n жизни</numerusform>
            <numerusform>{player} получает %n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life</source>
        <translation>
            <numerusform>{player} теряет %n жизнь</numerusform>
            <numerusform>{player} теряет %n жизни</numerusform>
            <numerusform>{player} теряет %n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n poison counter(s)</source>
        <translation>
            <numerusform>{player} получает %n жетон яда</numerusform>
            <numerusform>{player} получает %n жетона яда</numerusform>
            <numerusform>{player} получает %n жетонов яда</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} loses %n poison counter(s)</source>
        <translation>
            <numerusform>{player} теряет %n жетон яда</numerusform>
            <numerusform>{player} теряет %n жетона яда</numerusform>
            <numerusform>{player} теряет %n жетонов яда</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source} deals %n infect combat damage to {target}</source>
        <translation>
            <numerusform>{source} наносит игроку {target} %n боевое повреждение с инфекцией</numerusform>
            <numerusform>{source} наносит игроку {target} %n боевых повреждения с инфекцией</numerusform>
            <numerusform>{source} наносит игроку {target} %n боевых повреждений с инфекцией</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>Командир игрока {source} наносит игроку {target} %n боевое повреждение</numerusform>
            <numerusform>Командир игрока {source} наносит игроку {target} %n боевых повреждения</numerusform>
            <numerusform>Командир игрока {source} наносит игроку {target} %n боевых повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source} наносит игроку {target} %n боевое повреждение</numerusform>
            <numerusform>{source} наносит игроку {target} %n боевых повреждения</numerusform>
            <numerusform>{source} наносит игроку {target} %n боевых повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source}&apos;s partner commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>Командир-партнёр игрока {source} наносит игроку {target} %n боевое повреждение</numerusform>
            <numerusform>Командир-партнёр игрока {source} наносит игроку {target} %n боевых повреждения</numerusform>
            <numerusform>Командир-партнёр игрока {source} наносит игроку {target} %n боевых повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{commander} ({source}) наносит игроку {target} %n боевое повреждение</numerusform>
            <numerusform>{commander} ({source}) наносит игроку {target} %n боевых повреждения</numerusform>
            <numerusform>{commander} ({source}) наносит игроку {target} %n боевых повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s commander taken back</source>
        <translation>
            <numerusform>{target}: отменено %n повреждение от командира игрока {source}</numerusform>
            <numerusform>{target}: отменено %n повреждения от командира игрока {source}</numerusform>
            <numerusform>{target}: отменено %n повреждений от командира игрока {source}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s partner commander taken back</source>
        <translation>
            <numerusform>{target}: отменено %n повреждение от командира-партнёра игрока {source}</numerusform>
            <numerusform>{target}: отменено %n повреждения от командира-партнёра игрока {source}</numerusform>
            <numerusform>{target}: отменено %n повреждений от командира-партнёра игрока {source}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {commander} ({source}) taken back</source>
        <translation>
            <numerusform>{target}: отменено %n повреждение от {commander} ({source})</numerusform>
            <numerusform>{target}: отменено %n повреждения от {commander} ({source})</numerusform>
            <numerusform>{target}: отменено %n повреждений от {commander} ({source})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{player} gets %n energy counter(s)</source>
        <translation>
            <numerusform>{player} получает %n жетон энергии</numerusform>
            <numerusform>{player} получает %n жетона энергии</numerusform>
            <numerusform>{player} получает %n жетонов энергии</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n energy counter(s)</source>
        <translation>
            <numerusform>{player} удаляет %n жетон энергии</numerusform>
            <numerusform>{player} удаляет %n жетона энергии</numerusform>
            <numerusform>{player} удаляет %n жетонов энергии</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n experience counter(s)</source>
        <translation>
            <numerusform>{player} получает %n жетон опыта</numerusform>
            <numerusform>{player} получает %n жетона опыта</numerusform>
            <numerusform>{player} получает %n жетонов опыта</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n experience counter(s)</source>
        <translation>
            <numerusform>{player} удаляет %n жетон опыта</numerusform>
            <numerusform>{player} удаляет %n жетона опыта</numerusform>
            <numerusform>{player} удаляет %n жетонов опыта</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n rad counter(s)</source>
        <translation>
            <numerusform>{player} получает %n жетон радиации</numerusform>
            <numerusform>{player} получает %n жетона радиации</numerusform>
            <numerusform>{player} получает %n жетонов радиации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n rad counter(s)</source>
        <translation>
            <numerusform>{player} удаляет %n жетон радиации</numerusform>
            <numerusform>{player} удаляет %n жетона радиации</numerusform>
            <numerusform>{player} удаляет %n жетонов радиации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} получает %n жетон: {counter}</numerusform>
            <numerusform>{player} получает %n жетона: {counter}</numerusform>
            <numerusform>{player} получает %n жетонов: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player} удаляет %n жетон: {counter}</numerusform>
            <numerusform>{player} удаляет %n жетона: {counter}</numerusform>
            <numerusform>{player} удаляет %n жетонов: {counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} mills for rad: %n nonland card(s), as much life and as many rad counters lost</source>
        <translation>
            <numerusform>{player} скручивает карты из-за радиации: %n карта, не являющаяся землёй; потеряно столько же жизни и жетонов радиации</numerusform>
            <numerusform>{player} скручивает карты из-за радиации: %n карты, не являющиеся землями; потеряно столько же жизни и жетонов радиации</numerusform>
            <numerusform>{player} скручивает карты из-за радиации: %n карт, не являющихся землями; потеряно столько же жизни и жетонов радиации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more spell(s) cast this turn (storm)</source>
        <translation>
            <numerusform>В этом ходу разыграно ещё %n заклинание (шторм)</numerusform>
            <numerusform>В этом ходу разыграно ещё %n заклинания (шторм)</numerusform>
            <numerusform>В этом ходу разыграно ещё %n заклинаний (шторм)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n spell(s) fewer cast this turn (storm)</source>
        <translation>
            <numerusform>В этом ходу разыграно на %n заклинание меньше (шторм)</numerusform>
            <numerusform>В этом ходу разыграно на %n заклинания меньше (шторм)</numerusform>
            <numerusform>В этом ходу разыграно на %n заклинаний меньше (шторм)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <source>{player} cast %n spell(s) this turn</source>
        <translation>
            <numerusform>Заклинаний игрока {player} в этом ходу: %n</numerusform>
            <numerusform>Заклинаний игрока {player} в этом ходу: %n</numerusform>
            <numerusform>Заклинаний игрока {player} в этом ходу: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life: combat damage?</source>
        <translation>
            <numerusform>{player} теряет %n жизнь: боевые повреждения?</numerusform>
            <numerusform>{player} теряет %n жизни: боевые повреждения?</numerusform>
            <numerusform>{player} теряет %n жизней: боевые повреждения?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player}&apos;s open loss is %n life less</source>
        <translation>
            <numerusform>Потеря жизни игрока {player}, ожидающая ответа, уменьшена на %n жизнь</numerusform>
            <numerusform>Потеря жизни игрока {player}, ожидающая ответа, уменьшена на %n жизни</numerusform>
            <numerusform>Потеря жизни игрока {player}, ожидающая ответа, уменьшена на %n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Chess clock: %n minute(s) per player</source>
        <translation>
            <numerusform>Шахматные часы: %n минута на игрока</numerusform>
            <numerusform>Шахматные часы: %n минуты на игрока</numerusform>
            <numerusform>Шахматные часы: %n минут на игрока</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrownLayer</name>
    <message>
        <location filename="../companion/app/widgets/crown.py" line="+336"/>
        <source>The monarch (CR {rule})</source>
        <translation>Монарх (правило {rule})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— the quoted rules say {term}</source>
        <translation>— в цитируемых правилах: {term}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drag the crown onto another player to make them the monarch.</source>
        <translation>Перетащите корону на другого игрока, чтобы сделать его монархом.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crown: {player} is the monarch</source>
        <translation>Корона: {player} — монарх</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-230"/>
        <source>Untap</source>
        <translation>Шаг разворота</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upkeep</source>
        <translation>Шаг поддержки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw step</source>
        <translation>Шаг взятия карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 1</source>
        <translation>Первая главная фаза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginning of combat</source>
        <translation>Шаг начала боя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare attackers</source>
        <translation>Шаг объявления атакующих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare blockers</source>
        <translation>Шаг объявления блокирующих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage step</source>
        <translation>Шаг боевых повреждений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of combat</source>
        <translation>Шаг конца боя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 2</source>
        <translation>Вторая главная фаза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End step</source>
        <translation>Заключительный шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cleanup</source>
        <translation>Шаг очистки</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>21 commander damage from {commander} ({player})</source>
        <translation>21 повреждение от командира {commander} ({player})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to {step}</source>
        <translation>Переход: {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>Конец хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn: how many spells were cast?</source>
        <translation>Конец хода: сколько заклинаний разыграно?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stops for what triggered</source>
        <translation>«Завершить ход» останавливается ради сработавших способностей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turn for {player}</source>
        <translation>Дополнительный ход: {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes an extra turn after this one</source>
        <translation>Игрок {player} делает дополнительный ход после этого хода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch</source>
        <translation>{player} становится монархом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch ({card})</source>
        <translation>{player} становится монархом ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First-strike damage: {hits}</source>
        <extracomment>The first-strike combat damage step&apos;s damage (CR 510.4), then the hits dealt in it.</extracomment>
        <translation>Повреждения с первым ударом: {hits}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{player}&apos;s speed increases</source>
        <translation>Скорость игрока {player} увеличивается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gets the city&apos;s blessing</source>
        <translation>{player} получает благословение города</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}</source>
        <translation>Кольцо искушает игрока {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}; {bearer} is their Ring-bearer</source>
        <translation>Кольцо искушает игрока {player}; Кольценосец этого игрока — {bearer}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An opponent lost life during {player}&apos;s turn: {player}&apos;s speed increases to {speed}.</source>
        <translation>Оппонент потерял жизнь в ход игрока {player}: скорость игрока {player} увеличивается до {speed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}&apos;s speed is now {speed}.</source>
        <translation>Скорость игрока {player} теперь {speed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has rad counters: {player} mills a card for each, then loses 1 life and removes a rad counter for each nonland card milled.</source>
        <translation>У игрока {player} есть жетоны радиации: {player} скручивает по карте за каждый из них, затем теряет 1 жизнь и удаляет один жетон радиации за каждую скрученную карту, не являющуюся землёй.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{player} draws a card (monarch)</source>
        <translation>{player} берёт карту (монарх)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): trigger done</source>
        <translation>{card} ({player}): способность выполнена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} casts their commander from the command zone</source>
        <translation>{player} разыгрывает командира из зоны командования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts their partner commander from the command zone</source>
        <translation>{player} разыгрывает командира-партнёра из зоны командования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts {commander} from the command zone</source>
        <translation>{player} разыгрывает {commander} из зоны командования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast from the command zone taken back</source>
        <translation>{player}: разыгрывание из зоны командования отменено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast of {commander} from the command zone taken back</source>
        <translation>{player}: разыгрывание {commander} из зоны командования отменено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls a {die}: {result}</source>
        <translation>{player} бросает {die}: {result}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first</source>
        <translation>{player} начинает игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first (drawn at random)</source>
        <translation>{player} начинает игру (по жребию)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} flips a coin: heads</source>
        <translation>{player} подбрасывает монету: орёл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} flips a coin: tails</source>
        <translation>{player} подбрасывает монету: решка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: planeswalk</source>
        <translation>{player} бросает планарный кубик: планарное перемещение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls the planar die: chaos</source>
        <translation>{player} бросает планарный кубик: хаос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: a blank face</source>
        <translation>{player} бросает планарный кубик: пустая грань</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative</source>
        <translation>{player} берёт инициативу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the initiative ({card})</source>
        <translation>{player} берёт инициативу ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity</source>
        <translation>{player} углубляется в подземелье «Undercity»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures: {room}</source>
        <translation>{player} углубляется в подземелье: комната «{room}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures into the dungeon ({card})</source>
        <translation>{player} углубляется в подземелье ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} enters the battlefield under {player}&apos;s control</source>
        <translation>{card} выходит на поле битвы под контролем игрока {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} leaves the battlefield ({player})</source>
        <translation>{card} покидает поле битвы ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} concedes</source>
        <translation>{player} сдаётся</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game</source>
        <translation>{player} проигрывает партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} lose the game</source>
        <translation>{players} проигрывают партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reminder {id} done</source>
        <translation>Напоминание {id} выполнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes day (a card says so)</source>
        <translation>Наступает день (по тексту карты)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night (a card says so)</source>
        <translation>Наступает ночь (по тексту карты)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No answer: not combat damage</source>
        <translation>Нет ответа: не боевые повреждения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: not combat damage</source>
        <translation>Ответ: не боевые повреждения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: combat damage from {player}</source>
        <translation>Ответ: боевые повреждения от существ игрока {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: {players}</source>
        <translation>Новая игра: {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chess clock off</source>
        <translation>Шахматные часы выключены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock paused</source>
        <translation>Шахматные часы на паузе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock running again</source>
        <translation>Шахматные часы снова идут</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of time</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess clock</source>
        <translation>Шахматные часы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s time · this turn&apos;s time</source>
        <translation>Время игры · время этого хода</translation>
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
        <translation>{player} становится монархом как следующий по порядку хода игрок: монарх покинул игру, а активного игрока, который мог бы взять корону, нет.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{player} left the game before anyone said whether their life loss was combat damage.</source>
        <translation>Игрок {player} покинул игру раньше, чем выяснилось, была ли его потеря жизни боевыми повреждениями.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It is day.</source>
        <translation>Сейчас день.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative and ventures into Undercity.</source>
        <translation>{player} берёт инициативу и углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative ({card}) and ventures into Undercity.</source>
        <translation>{player} берёт инициативу ({card}) и углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative again: it stays one initiative, but {player} ventures into Undercity again.</source>
        <translation>{player} снова берёт инициативу: инициатива остаётся одна, но {player} снова углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}&apos;s creatures dealt combat damage to {previous}, who had the initiative: {player} takes it and ventures into Undercity.</source>
        <translation>Существа игрока {player} нанесли боевые повреждения игроку {previous}, у которого была инициатива: {player} берёт её и углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the active player, takes the initiative and ventures into Undercity.</source>
        <translation>Игрок {previous} покинул игру: {player} как активный игрок берёт инициативу и углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the next player in turn order, takes the initiative and ventures into Undercity.</source>
        <translation>Игрок {previous} покинул игру: {player} как следующий по порядку хода игрок берёт инициативу и углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{holder} left the game, so the initiative&apos;s trigger does nothing: {attacker} does not take the initiative from it.</source>
        <translation>Игрок {holder} покинул игру, поэтому срабатывающая способность инициативы ничего не делает: {attacker} не берёт по ней инициативу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} enters {room} ({dungeon}): {ability}</source>
        <translation>{player} входит в комнату «{room}» (подземелье «{dungeon}»): {ability}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} enters {room}, the last room of {dungeon}: {ability} The dungeon is completed.</source>
        <translation>{player} входит в комнату «{room}», последнюю в подземелье «{dungeon}»: {ability} Подземелье пройдено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has the initiative: {player} ventures into Undercity.</source>
        <translation>У игрока {player} инициатива: {player} углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers: {effect}</source>
        <translation>Срабатывает способность карты {card} ({player}): {effect}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): its exile ends: {effect}</source>
        <translation>{card} ({player}): изгнание заканчивается: {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s venture is cancelled: {player} left the game.</source>
        <translation>{player} не углубляется в подземелье: игрок {player} покинул игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}&apos;s trigger is cancelled: {player} left the game.</source>
        <translation>Способность карты {card} отменена: игрок {player} покинул игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many spells did {player} cast this turn? (Day and night.)</source>
        <translation>Сколько заклинаний игрок {player} разыграл в этом ходу? (День и ночь.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night.</source>
        <translation>Сейчас ночь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night: {player} cast no spells last turn.</source>
        <translation>Наступает ночь: игрок {player} не разыграл ни одного заклинания в прошлом ходу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It becomes day: {player} cast two or more spells last turn.</source>
        <translation>Наступает день: игрок {player} разыграл два или больше заклинаний в прошлом ходу.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Moved on without an answer: {player} loses %n life, not as combat damage.</source>
        <translation>
            <numerusform>Игра продолжена без ответа: {player} теряет %n жизнь не от боевых повреждений.</numerusform>
            <numerusform>Игра продолжена без ответа: {player} теряет %n жизни не от боевых повреждений.</numerusform>
            <numerusform>Игра продолжена без ответа: {player} теряет %n жизней не от боевых повреждений.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s turn moved on after first strike: no regular combat damage was dealt.</source>
        <translation>Ход игрока {player} продолжился после первого удара: обычные боевые повреждения не нанесены.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} is the monarch and draws a card first.</source>
        <translation>Остановка: {player} — монарх и сначала берёт карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} draws a card first (the monarch). Press Done once they have.</source>
        <translation>{player} сначала берёт карту (монарх). Когда карта будет взята, нажмите «Готово».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} ventures into Undercity first. Choose the room.</source>
        <translation>Остановка: {player} сначала углубляется в подземелье «Undercity». Выберите комнату.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity first: choose the room in the reminder.</source>
        <translation>{player} сначала углубляется в подземелье «Undercity»: выберите комнату в напоминании.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} ventures into Undercity first. Press Done once they have.</source>
        <translation>Остановка: {player} сначала углубляется в подземелье «Undercity». Нажмите «Готово», когда это сделано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity first: press Done in the reminder.</source>
        <translation>{player} сначала углубляется в подземелье «Undercity»: нажмите «Готово» в напоминании.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} mills for rad first. Say how many nonland cards were milled.</source>
        <translation>Остановка: {player} сначала скручивает карты из-за радиации. Укажите, сколько скручено карт, не являющихся землями.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} mills for rad first: say how many nonland cards in the reminder.</source>
        <translation>{player} сначала скручивает карты из-за радиации: укажите в напоминании, сколько среди них карт, не являющихся землями.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {step}: carry out what triggered, then End turn again.</source>
        <translation>Остановка на этапе «{step}»: выполните сработавшие способности, затем снова нажмите «Завершить ход».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {player}&apos;s upkeep: carry out what triggered, then Done.</source>
        <translation>Остановка на шаге поддержки игрока {player}: выполните сработавшие способности, затем нажмите «Готово».</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{stop} %n more reminder(s) in the panels.</source>
        <translation>
            <numerusform>{stop} Ещё %n напоминание на панелях.</numerusform>
            <numerusform>{stop} Ещё %n напоминания на панелях.</numerusform>
            <numerusform>{stop} Ещё %n напоминаний на панелях.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+65"/>
        <source>{player} is the monarch.</source>
        <translation>{player} — монарх.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has the initiative.</source>
        <translation>У игрока {player} инициатива.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is in {dungeon}, in {room}.</source>
        <translation>{player}: подземелье «{dungeon}», комната «{room}».</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-391"/>
        <source>conceded</source>
        <translation>сдача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 life</source>
        <translation>0 жизней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 poison counters</source>
        <translation>10 жетонов яда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>21 commander damage from {player}</source>
        <translation>21 повреждение от командира игрока {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lost the game</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>{player} becomes the monarch: {trigger}.</source>
        <translation>{player} становится монархом: {trigger}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch as the active player, because the monarch left the game.</source>
        <translation>{player} становится монархом как активный игрок, потому что монарх покинул игру.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch ({card}).</source>
        <translation>{player} становится монархом ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch.</source>
        <translation>{player} становится монархом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is already the monarch; nothing happens.</source>
        <translation>{player} уже монарх; ничего не происходит.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and nobody can become the monarch.</source>
        <translation>{player} покидает игру, и никто не может стать монархом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{monarch} lost the game, so the combat damage trigger does not make {attacker} the monarch.</source>
        <translation>{monarch} проигрывает партию, поэтому срабатывающая от боевых повреждений способность не делает игрока {attacker} монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} leaves the game ({reason}).</source>
        <translation>{player} покидает игру ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left during their own turn; the turn ends without an active player.</source>
        <translation>{player} покидает игру в свой ход: этот ход доигрывается без активного игрока.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is the monarch: {player} draws a card.</source>
        <translation>{player} — монарх: {player} берёт карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s monarch draw is cancelled: {player} left the game.</source>
        <translation>{player} не берёт карту монарха: игрок {player} покинул игру.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is a draw: the last players left at the same time.</source>
        <translation>Ничья: последние игроки покинули игру одновременно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} wins the game!</source>
        <translation>{player} выигрывает игру!</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <location filename="../companion/app/dialogs/dice.py" line="+38"/>
        <source>Roll a die</source>
        <translation>Бросок кубика</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many sides has the die {player} rolls?</source>
        <translation>Сколько граней у кубика, который бросает {player}?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
</context>
<context>
    <name>DungeonMap</name>
    <message>
        <location filename="../companion/app/widgets/panel_cards.py" line="+49"/>
        <source>Dungeons completed: %n</source>
        <translation>Пройдено подземелий: %n</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The venture marker is here.</source>
        <translation>Маркер находится здесь.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker can go here next.</source>
        <translation>Дальше маркер может перейти сюда.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no dungeon in progress.</source>
        <translation>У игрока {player} нет начатого подземелья.</translation>
    </message>
</context>
<context>
    <name>Dungeons</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+8"/>
        <source>Search your library for a basic land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>Найдите в вашей библиотеке карту базовой земли, покажите её, положите её в вашу руку, затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put two +1/+1 counters on target creature.</source>
        <translation>Положите два жетона +1/+1 на целевое существо.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Scry 2.</source>
        <translation>Предскажите 2.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Target player loses 5 life.</source>
        <translation>Целевой игрок теряет 5 жизней.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goad target creature.</source>
        <translation>Разъярите целевое существо.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+28"/>
        <source>Create a Treasure token.</source>
        <translation>Создайте фишку Сокровища.</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+38"/>
        <source>Draw a card.</source>
        <translation>Возьмите карту.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Create a 4/1 black Skeleton creature token with menace.</source>
        <translation>Создайте фишку существа 4/1 чёрный Скелет с Угрозой.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.</source>
        <translation>Покажите десять верхних карт вашей библиотеки. Положите карту существа из их числа на поле битвы с тремя жетонами +1/+1. Оно получает Порчеустойчивость до вашего следующего хода. Затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+32"/>
        <source>Scry 1.</source>
        <translation>Предскажите 1.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Create a 1/1 red Goblin creature token.</source>
        <translation>Создайте фишку существа 1/1 красный Гоблин.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a +1/+1 counter on target creature.</source>
        <translation>Положите жетон +1/+1 на целевое существо.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>Каждый оппонент теряет 1 жизнь, а вы получаете 1 жизнь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target creature gets -4/-0 until your next turn.</source>
        <translation>Целевое существо получает -4/-0 до вашего следующего хода.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You gain 1 life.</source>
        <translation>Вы получаете 1 жизнь.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target creature can&apos;t attack until your next turn.</source>
        <translation>Целевое существо не может атаковать до вашего следующего хода.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exile the top two cards of your library. You may play them.</source>
        <translation>Изгоните две верхние карты вашей библиотеки. Вы можете сыграть их.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create two 1/1 black Skeleton creature tokens.</source>
        <translation>Создайте две фишки существ 1/1 чёрный Скелет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scry 3.</source>
        <translation>Предскажите 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw three cards and reveal them. You may cast one of them without paying its mana cost.</source>
        <translation>Возьмите три карты и покажите их. Вы можете разыграть одну из них без уплаты её мана-стоимости.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player loses 1 life.</source>
        <translation>Каждый игрок теряет 1 жизнь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they discard a card.</source>
        <translation>Каждый игрок теряет 2 жизни, если только он не сбросит карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.</source>
        <translation>Каждый игрок теряет 2 жизни, если только он не принесёт в жертву артефакт, существо или землю.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard a card and sacrifice an artifact, a creature, and a land.</source>
        <translation>Сбросьте карту и пожертвуйте артефакт, существо и землю.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 4/4 black God Horror creature token with deathtouch.</source>
        <translation>Создайте фишку существа 4/4 чёрный Бог Ужас со Смертельным касанием.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../companion/core/errors.py" line="+31"/>
        <source>an action must be a JSON object, not {kind}</source>
        <translation>действие должно быть объектом JSON (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an action needs an &quot;action&quot; field naming it</source>
        <translation>у действия должно быть поле «action» с его названием</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action {name}</source>
        <translation>неизвестное действие {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{action}&quot; needs a &quot;{field}&quot; field</source>
        <translation>для «{action}» нужно поле «{field}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a whole number, not {kind}</source>
        <translation>«{field}» должно быть целым числом (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be true or false, not {kind}</source>
        <translation>«{field}» должно быть true или false (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a list of player names, not {kind}</source>
        <translation>«{field}» должно быть списком имён игроков (получено: {kind})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;{field}&quot; names {name} twice</source>
        <translation>имя {name} указано в «{field}» дважды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text, not {kind}</source>
        <translation>{what} должно быть текстом (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must not be empty</source>
        <translation>{what} не может быть пустым</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{what} is longer than %n character(s)</source>
        <translation>
            <numerusform>{what} длиннее %n символа</numerusform>
            <numerusform>{what} длиннее %n символов</numerusform>
            <numerusform>{what} длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains control characters</source>
        <translation>{what} {name} содержит управляющие символы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains {char}, a code point that is not a character</source>
        <translation>{what} {name} содержит {char} — кодовую позицию, которая не является символом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs {min} to {max} players, not {count}</source>
        <translation>для игры нужно от {min} до {max} игроков, а не {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;starting_life&quot; must be between {min} and {max}, not {value}</source>
        <translation>«starting_life» должно быть от {min} до {max}, а не {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;partners&quot; names {name}, who is not a player</source>
        <translation>в «partners» указано имя {name}, но такого игрока нет</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; must map players to their commanders&apos; names, not {kind}</source>
        <translation>«commanders» должно сопоставлять игрокам имена их командиров, а не {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; names {name}, who is not a player</source>
        <translation>в «commanders» указано имя {name}, но такого игрока нет</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} can have the names of %n commander(s), in a list</source>
        <translation>
            <numerusform>у игрока {player} может быть имя %n командира, списком</numerusform>
            <numerusform>у игрока {player} могут быть имена %n командиров, списком</numerusform>
            <numerusform>у игрока {player} могут быть имена %n командиров, списком</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s commander must be named by text, not {kind}</source>
        <translation>имя командира игрока {player} должно быть текстом, а не {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a correction only takes commander damage back: &quot;delta&quot; must be below 0</source>
        <translation>исправление только отменяет повреждения от командира: «delta» должно быть меньше 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;to&quot; must be &quot;day&quot; or &quot;night&quot;, not {value}</source>
        <translation>«to» должно быть «day» или «night», а не {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;reminders&quot; must be a list of reminder ids (whole numbers from 0)</source>
        <translation>«reminders» должен быть списком номеров напоминаний (целые числа от 0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reminder {id} is not pending</source>
        <translation>напоминание {id} не ожидает выполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no day or night, or the spells cast this turn were already said</source>
        <translation>нет ни дня, ни ночи, или заклинания этого хода уже названы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;count&quot; must be between 0 and {max}, not {value}</source>
        <translation>«count» должно быть от 0 до {max}, а не {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;hits&quot; must be a non-empty list</source>
        <translation>«hits» должно быть непустым списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number} must be an object, not {kind}</source>
        <translation>попадание {number} должно быть объектом (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number}: {reason}</source>
        <translation>попадание {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;amount&quot; must be a positive number, not {value}</source>
        <translation>«amount» должно быть положительным числом, а не {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;amount&quot; must be at most {max}</source>
        <translation>«amount» должно быть не больше {max}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot deal combat damage to themselves</source>
        <translation>{name} не может нанести боевые повреждения себе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;partner&quot; needs &quot;commander&quot;: true</source>
        <translation>для «partner» нужно &quot;commander&quot;: true</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must not be 0</source>
        <translation>«delta» не может быть равно 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must be between -{max} and {max}</source>
        <translation>«delta» должно быть от -{max} до {max}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown step {step} (steps: {known})</source>
        <translation>неизвестный шаг {step} (шаги: {known})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; must be a card name, not {kind}</source>
        <translation>«source» должно быть названием карты (получено: {kind})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;players&quot; must name at least one player</source>
        <translation>«players» должно называть хотя бы одного игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;minutes&quot; of a chess clock must be between 0 and {max}, not {value}</source>
        <translation>«minutes» шахматных часов должно быть от 0 до {max}, а не {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player name</source>
        <translation>имя игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter name</source>
        <translation>название жетона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name in &quot;{field}&quot;</source>
        <translation>имя в «{field}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a commander&apos;s name</source>
        <translation>имя командира</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no player named {name}</source>
        <translation>нет игрока с именем {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has left the game</source>
        <translation>игрок {player} уже покинул игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn is already at {step}; steps only move forward (use end_turn to start the next turn)</source>
        <translation>ход уже на этапе «{step}»; шаги идут только вперёд (следующий ход начинает end_turn)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody is left to take a turn</source>
        <translation>не осталось никого, кто мог бы сделать ход</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has only %n poison counter(s)</source>
        <translation>
            <numerusform>у игрока {player} только %n жетон яда</numerusform>
            <numerusform>у игрока {player} только %n жетона яда</numerusform>
            <numerusform>у игрока {player} только %n жетонов яда</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has taken only %n damage from {source}&apos;s commander</source>
        <translation>
            <numerusform>игрок {player} получил от командира игрока {source} только %n повреждение</numerusform>
            <numerusform>игрок {player} получил от командира игрока {source} только %n повреждения</numerusform>
            <numerusform>игрок {player} получил от командира игрока {source} только %n повреждений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no reminder {number}</source>
        <translation>напоминания {number} нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already resolved</source>
        <translation>напоминание {number} уже выполнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already cancelled</source>
        <translation>напоминание {number} уже отменено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s life loss in combat is not answered yet (answer first)</source>
        <translation>потеря жизни игрока {player} в бою ещё без ответа (сначала ответьте)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s life loss in combat is not answered yet</source>
        <translation>потеря жизни игрока {player} в бою ещё без ответа</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no life loss waiting for an answer</source>
        <translation>у игрока {player} нет потери жизни, ожидающей ответа</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a combat question can only be asked from the first main phase to the combat damage step</source>
        <translation>вопрос о бое можно задать только с первой главной фазы до шага боевых повреждений</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is neither the monarch nor has the initiative</source>
        <translation>игрок {player} не монарх, и у него нет инициативы</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>only %n life of {player} is waiting</source>
        <translation>
            <numerusform>у игрока {player} ответа ждёт только %n жизнь</numerusform>
            <numerusform>у игрока {player} ответа ждут только %n жизни</numerusform>
            <numerusform>у игрока {player} ответа ждут только %n жизней</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no open question to answer</source>
        <translation>нет открытого вопроса, на который нужно ответить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} still has to venture into Undercity (choose the room first)</source>
        <translation>игрок {player} ещё должен углубиться в подземелье «Undercity» (сначала выберите комнату)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no venture to make; for a card that says &quot;venture&quot;, name it in &quot;source&quot;</source>
        <translation>игроку {player} не нужно углубляться в подземелье; если углубиться в подземелье велит карта, укажите её в «source»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this venture goes on in {expected}, not in {dungeon}</source>
        <translation>маркер продвигается в подземелье «{expected}», а не «{dungeon}»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no dungeon is in progress: &quot;dungeon&quot; must name one of {known}</source>
        <translation>ни одно подземелье не начато: «dungeon» должно называть одно из: {known}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercity can be entered only by venturing into Undercity (the initiative)</source>
        <translation>войти в подземелье «Undercity» можно, только углубившись в него (инициатива)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no dungeon named {dungeon} (the dungeons: {known})</source>
        <translation>нет подземелья с названием «{dungeon}» (подземелья: {known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two arrows leave this room: &quot;room&quot; must be {rooms}</source>
        <translation>из этой комнаты ведут две стрелки: «room» должно быть одним из: {rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{room} is not the next room; the venture marker can move to {rooms}</source>
        <translation>«{room}» — не следующая комната; маркер может перейти в: {rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in the list of monarch cards</source>
        <translation>карты {card} нет в списке карт с механикой монарха</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} controls no {card}</source>
        <translation>под контролем игрока {player} нет карты {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who goes first is chosen before the first turn&apos;s untap step ends</source>
        <translation>первого игрока определяют до конца шага разворота первого хода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;die&quot; must be &quot;coin&quot;, &quot;planar&quot; or d2 to d{max}, not {die}</source>
        <translation>«die» должно быть «coin», «planar» или от d2 до d{max}, а не {die}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not a result of a {die}</source>
        <translation>{value} не может выпасть на {die}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; of a commander cast must be 1 or -1, not {value}</source>
        <translation>«delta» разыгрывания командира должно быть 1 или -1, а не {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has not cast that commander from the command zone</source>
        <translation>Игрок {player} не разыгрывал этого командира из зоны командования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the chess clock is already off</source>
        <translation>шахматные часы уже выключены</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the chess clock already gives each player %n minute(s)</source>
        <translation>
            <numerusform>шахматные часы уже дают каждому игроку %n минуту</numerusform>
            <numerusform>шахматные часы уже дают каждому игроку %n минуты</numerusform>
            <numerusform>шахматные часы уже дают каждому игроку %n минут</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no chess clock (turn it on first)</source>
        <translation>шахматных часов нет (сначала включите их)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is already paused</source>
        <translation>шахматные часы уже на паузе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is not paused</source>
        <translation>шахматные часы не на паузе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;counter&quot; must be one of {known} (or &quot;named&quot;: true), not {counter}</source>
        <translation>«counter» должно быть одним из: {known} (или &quot;named&quot;: true), а не {counter}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;nonland&quot; must be between 0 and {max}, not {value}</source>
        <translation>«nonland» должно быть от 0 до {max}, а не {value}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has only %n counter(s) of that kind</source>
        <translation>
            <numerusform>у игрока {player} только %n жетон этого вида</numerusform>
            <numerusform>у игрока {player} только %n жетона этого вида</numerusform>
            <numerusform>у игрока {player} только %n жетонов этого вида</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s speed is already 4, the most it can be</source>
        <translation>скорость игрока {player} уже 4 — это максимум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s speed already increased this turn; it can only once each turn</source>
        <translation>скорость игрока {player} уже увеличивалась в этом ходу; это возможно только один раз за ход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} already has the city&apos;s blessing</source>
        <translation>у игрока {player} уже есть благословение города</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>only %n spell(s) were counted this turn</source>
        <translation>
            <numerusform>в этом ходу засчитано только %n заклинание</numerusform>
            <numerusform>в этом ходу засчитано только %n заклинания</numerusform>
            <numerusform>в этом ходу засчитано только %n заклинаний</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no rad trigger waiting (it comes at their precombat main phase)</source>
        <translation>у игрока {player} нет ожидающей способности радиации (она срабатывает в начале его первой главной фазы)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s rad trigger waits for the number of nonland cards milled</source>
        <translation>способность радиации игрока {player} ждёт числа скрученных карт, не являющихся землями</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} milled only %n card(s) for their rad counters</source>
        <translation>
            <numerusform>игрок {player} скрутил из-за жетонов радиации только %n карту</numerusform>
            <numerusform>игрок {player} скрутил из-за жетонов радиации только %n карты</numerusform>
            <numerusform>игрок {player} скрутил из-за жетонов радиации только %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a journal must start with a new_game action</source>
        <translation>журнал должен начинаться с действия new_game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_game may only be the first action of a journal</source>
        <translation>new_game может быть только первым действием журнала</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;joined&quot; must follow a game action of the same gesture</source>
        <translation>«joined» должно следовать за игровым действием того же жеста</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is nothing to undo</source>
        <translation>нечего отменять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is nothing to redo</source>
        <translation>нечего повторять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no game is loaded</source>
        <translation>игра не загружена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first action must be new_game</source>
        <translation>первым действием должно быть new_game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {line}: {reason}</source>
        <translation>строка {line}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the journal is empty; its first line must be a new_game action</source>
        <translation>журнал пуст; его первой строкой должно быть действие new_game</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the line is longer than %n byte(s)</source>
        <translation>
            <numerusform>строка длиннее %n байта</numerusform>
            <numerusform>строка длиннее %n байт</numerusform>
            <numerusform>строка длиннее %n байт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each line must be a JSON object</source>
        <translation>каждая строка должна быть объектом JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid UTF-8 text</source>
        <translation>строка не является корректным текстом UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid JSON ({why})</source>
        <translation>строка не является корректным JSON ({why})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nested too deeply</source>
        <translation>слишком глубокая вложенность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at character {column}</source>
        <translation>на символе {column}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the key {key} appears more than once in the same object</source>
        <translation>ключ {key} встречается в одном объекте больше одного раза</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line contains {char}, half of a surrogate pair on its own, which is not text</source>
        <translation>строка содержит {char} — одиночную половину суррогатной пары, а это не текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number is too long</source>
        <translation>слишком длинное число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped an incomplete last line (the app was stopped while writing it)</source>
        <translation>неполная последняя строка отброшена (приложение остановили во время её записи)</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+39"/>
        <source>Could not write the game to {path}: {reason}</source>
        <translation>Не удалось записать игру в {path}: {reason}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Could not read the settings ({reason}); using the defaults.</source>
        <translation>Не удалось прочитать настройки ({reason}); используются значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file was unreadable ({reason}); it was kept as {name} and the defaults are used.</source>
        <translation>Файл настроек не удалось прочитать ({reason}); он сохранён как {name}, используются значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid JSON</source>
        <translation>некорректный JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history&apos;s database was damaged ({reason}); it was kept as {name} and the history is built again from the games&apos; journals.</source>
        <translation>База данных истории была повреждена ({reason}); она сохранена как {name}, а история строится заново по журналам игр.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database was written by a newer version of Commander Companion; it is left as it is and the history is read from the games&apos; journals for now.</source>
        <translation>База данных истории записана более новой версией Commander Companion; она оставлена без изменений, а история пока читается из журналов игр.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database is in use by another program; the history is read from the games&apos; journals for now.</source>
        <translation>База данных истории занята другой программой; история пока читается из журналов игр.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database can&apos;t be written ({reason}); the history is read from the games&apos; journals for now.</source>
        <translation>Не удаётся записать базу данных истории ({reason}); история пока читается из журналов игр.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not UTF-8 text</source>
        <translation>не текст в UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an object</source>
        <translation>не объект</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown settings version {version}</source>
        <translation>неизвестная версия настроек: {version}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settings file was unreadable ({reason}) and could not be moved aside; the defaults are used.</source>
        <translation>Файл настроек не удалось прочитать ({reason}), и отложить его в сторону тоже не удалось; используются значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); the file was kept as {name} and those settings are back to their defaults.</source>
        <translation>Некоторые настройки были некорректны ({names}); файл сохранён как {name}, для этих настроек восстановлены значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); they are back to their defaults.</source>
        <translation>Некоторые настройки были некорректны ({names}); для них восстановлены значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a regular file</source>
        <translation>не обычный файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>larger than {size}</source>
        <translation>больше {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a valid file path</source>
        <translation>некорректный путь к файлу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not the data expected</source>
        <translation>не те данные, что ожидались</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record of the unfinished game could not be used ({reason}); it was kept as {name} and no game is offered to resume.</source>
        <translation>Запись о незаконченной игре не удалось использовать ({reason}); она сохранена как {name}, продолжить игру не предлагается.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record of the unfinished game could not be used ({reason}); no game is offered to resume.</source>
        <translation>Запись о незаконченной игре не удалось использовать ({reason}); продолжить игру не предлагается.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path} is no game journal: {reason}</source>
        <translation>{path} не является журналом игры: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not there</source>
        <translation>{path} не найден</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule texts in {language} could not be read ({reason}); they are shown in English.</source>
        <translation>Тексты правил на языке «{language}» не удалось прочитать ({reason}); они показаны на английском.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule texts could not be read ({reason}); only the monarch&apos;s two triggers are shown.</source>
        <translation>Тексты правил не удалось прочитать ({reason}); показаны только две срабатывающие способности монарха.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The glossary of official terms could not be read ({reason}).</source>
        <translation>Глоссарий официальных терминов не удалось прочитать ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list of monarch cards could not be read ({reason}); card names are not suggested.</source>
        <translation>Список карт с механикой монарха не удалось прочитать ({reason}); названия карт не подсказываются.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game was not started: it can&apos;t be saved in {folder} ({reason}).</source>
        <translation>Игра не начата: её нельзя сохранить в {folder} ({reason}).</translation>
    </message>
</context>
<context>
    <name>FactsView</name>
    <message>
        <location filename="../companion/app/stats/facts_view.py" line="+61"/>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time played</source>
        <translation>Время игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn to go first</source>
        <translation>Первый игрок по жребию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First monarch</source>
        <translation>Первый монарх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown changes</source>
        <translation>Смены короны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to take the initiative</source>
        <translation>Первый обладатель инициативы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative changes</source>
        <translation>Смены инициативы</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>nobody yet</source>
        <translation>пока никто</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{player} (turn {turn})</source>
        <translation>{player} (ход {turn})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in progress</source>
        <translation>игра идёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins</source>
        <translation>победа: {player}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+4"/>
        <source>damaged at line {line}</source>
        <translation>повреждён в строке {line}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} can&apos;t be read: {reason}</source>
        <translation>{name} не удаётся прочитать: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game before that line.</source>
        <translation>Её журнал повреждён в строке {line} ({reason}). При продолжении можно сохранить игру до этой строки.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Damaged journal</source>
        <translation>Повреждённый журнал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {line} of {file} can&apos;t be used: {reason}.</source>
        <translation>Строку {line} файла {file} не удаётся использовать: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game before it can be kept: %n action(s), up to turn {turn}.</source>
        <translation>
            <numerusform>Игру до неё можно сохранить: %n действие, до хода {turn}.</numerusform>
            <numerusform>Игру до неё можно сохранить: %n действия, до хода {turn}.</numerusform>
            <numerusform>Игру до неё можно сохранить: %n действий, до хода {turn}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dropped: line {line} and everything after it, %n line(s) in all.</source>
        <translation>
            <numerusform>Будут отброшены строка {line} и всё после неё, всего %n строка.</numerusform>
            <numerusform>Будут отброшены строка {line} и всё после неё, всего %n строки.</numerusform>
            <numerusform>Будут отброшены строка {line} и всё после неё, всего %n строк.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kept game is saved as a new journal, {name}, in the games folder and opened from there. {file} itself stays as it is.</source>
        <translation>Сохранённая часть игры записывается в новый журнал {name} в папке игр и открывается оттуда. Сам файл {file} остаётся без изменений.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the good part</source>
        <translation>Сохранить неповреждённую часть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kept game could not be saved ({reason}); nothing was changed.</source>
        <translation>Не удалось сохранить восстановленную игру ({reason}); ничего не изменено.</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <location filename="../companion/app/history/filters.py" line="+121"/>
        <source>&amp;Player</source>
        <extracomment>History page filter: the player whose games are listed</extracomment>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Commander</source>
        <extracomment>History page filter: the commander whose games are listed</extracomment>
        <translation>&amp;Командир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;From</source>
        <extracomment>History page filter: games played on or after this date</extracomment>
        <translation>&amp;С</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;To</source>
        <extracomment>History page filter: games played on or before this date</extracomment>
        <translation>&amp;По</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod &amp;size</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>&amp;Число игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all</source>
        <extracomment>History page: the button that shows every game again</extracomment>
        <translation>Показать все</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <extracomment>History page date filter with no date picked (the short word for any date)</extracomment>
        <translation>любая</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <extracomment>History page filter: no player picked, every game is listed</extracomment>
        <translation>Все игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any commander</source>
        <extracomment>History page filter: no commander picked, every game is listed</extracomment>
        <translation>Любой командир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any size</source>
        <extracomment>History page filter: no pod size picked, every game is listed</extracomment>
        <translation>Любое число</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n players</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <location filename="../companion/app/history/game_view.py" line="+154"/>
        <source>← All games</source>
        <extracomment>History page, an opened game: back to the list of games</extracomment>
        <translation>← Все игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue at the table</source>
        <extracomment>History page, an opened game that is not finished: play it on at the table</extracomment>
        <translation>Продолжить за столом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <extracomment>History page, an opened game: the tab of its statistics (charts and numbers)</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <extracomment>History page, an opened game: the tab that steps through its log</extracomment>
        <translation>Повтор</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n turn(s)</source>
        <extracomment>History page, an opened game: how long it lasted</extracomment>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s)</source>
        <extracomment>History page, an opened game: how long it lasted in minutes</extracomment>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
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
        <translation>Журнал этой игры повреждён в строке {line} ({reason}): показана игра до этой строки.</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../companion/app/history/model.py" line="+84"/>
        <source>Won by {player}</source>
        <extracomment>The History page&apos;s list of games: how a game ended, won by a player</extracomment>
        <translation>Победа: {player}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Its journal is damaged: this is the game up to the first bad line.</source>
        <extracomment>Tooltip of a game in the History page whose journal has a bad line</extracomment>
        <translation>Журнал этой игры повреждён: показана игра до первой повреждённой строки.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Date</source>
        <extracomment>The History page&apos;s list of games: the column of when each game started</extracomment>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commanders</source>
        <extracomment>The column of the commanders played in each game</extracomment>
        <translation>Командиры</translation>
    </message>
</context>
<context>
    <name>HistoryCharts</name>
    <message>
        <location filename="../companion/app/history/charts.py" line="+244"/>
        <source>Seat {seat}</source>
        <extracomment>A row of the win rate by seat: the seat in turn order (1 took the first turn)</extracomment>
        <translation>Место {seat}</translation>
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
        <translation>игр пока нет</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{wins} of {games} · {percent}</source>
        <extracomment>A win rate beside its bar: games won of games played, then the rate, e.g. &quot;3 of 4 · 75%&quot;. The count comes first so that &quot;1 of 1&quot; never reads as a plain 100%. {percent} is already written with its percent sign.</extracomment>
        <translation>{wins} из {games} · {percent}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number}%</source>
        <extracomment>A percentage in the stats across games (&quot;75%&quot;); {number} is the whole number</extracomment>
        <translation>{number}%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>21 commander damage</source>
        <extracomment>A cause of elimination in the stats across games (the others are the game&apos;s words: &quot;0 life&quot;, &quot;10 poison counters&quot;, &quot;conceded&quot;, &quot;lost the game&quot;)</extracomment>
        <translation>21 повреждение от командира</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Show the first %n</source>
        <extracomment>Button under the players&apos; (commanders&apos;) win rates: show only the first ten again</extracomment>
        <translation>
            <numerusform>Показать только первые %n</numerusform>
            <numerusform>Показать только первые %n</numerusform>
            <numerusform>Показать только первые %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show all %n players</source>
        <extracomment>Button under the first ten players&apos; win rates: show every player</extracomment>
        <translation>
            <numerusform>Показать всех игроков (%n)</numerusform>
            <numerusform>Показать всех игроков (%n)</numerusform>
            <numerusform>Показать всех игроков (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show all %n commanders</source>
        <extracomment>Button under the first ten commanders&apos; win rates: show every commander</extracomment>
        <translation>
            <numerusform>Показать всех командиров (%n)</numerusform>
            <numerusform>Показать всех командиров (%n)</numerusform>
            <numerusform>Показать всех командиров (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n finished game(s) counted</source>
        <extracomment>The stats across games count finished games only (won or drawn)</extracomment>
        <translation>
            <numerusform>Учтено оконченных игр: %n</numerusform>
            <numerusform>Учтено оконченных игр: %n</numerusform>
            <numerusform>Учтено оконченных игр: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n unfinished game(s) not counted</source>
        <extracomment>Unfinished games are listed on the History page but not counted in the stats</extracomment>
        <translation>
            <numerusform>Не учтено незаконченных игр: %n</numerusform>
            <numerusform>Не учтено незаконченных игр: %n</numerusform>
            <numerusform>Не учтено незаконченных игр: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Median: {turns} turns, {minutes} minutes</source>
        <extracomment>Under &quot;Game length&quot;: the median length of the finished games</extracomment>
        <translation>Медиана: ходов — {turns}, минут — {minutes}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median: {turns} turns</source>
        <extracomment>Under &quot;Game length&quot; when no game has times: the median length in turns</extracomment>
        <translation>Медиана: ходов — {turns}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) without times, in turns only</source>
        <extracomment>Under &quot;Game length&quot;: games whose journal has no times count in turns only</extracomment>
        <translation>
            <numerusform>Игр без отметок времени (только в ходах): %n</numerusform>
            <numerusform>Игр без отметок времени (только в ходах): %n</numerusform>
            <numerusform>Игр без отметок времени (только в ходах): %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Export charts</source>
        <extracomment>Title of the file dialog that saves the stats across games as an image</extracomment>
        <translation>Экспорт графиков</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figures</source>
        <extracomment>Title of the file dialog that saves the figures across games as a CSV file</extracomment>
        <translation>Экспорт данных</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save every figure as tables in a CSV file</source>
        <extracomment>Tooltip of &quot;Export CSV…&quot; in the stats across games</extracomment>
        <translation>Сохранить все данные таблицами в файл CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished games to count yet.</source>
        <extracomment>The stats across games when none of the games shown is finished</extracomment>
        <translation>Пока нет оконченных игр для подсчёта.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pale: fewer than %n games.</source>
        <extracomment>After the captions of the win rates: rates of fewer games have pale bars</extracomment>
        <translation>
            <numerusform>Бледные столбцы: меньше %n игры.</numerusform>
            <numerusform>Бледные столбцы: меньше %n игр.</numerusform>
            <numerusform>Бледные столбцы: меньше %n игр.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate per player</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Доля побед по игрокам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won of games played, most games first.</source>
        <extracomment>Under &quot;Win rate per player&quot;</extracomment>
        <translation>Победы из сыгранных игр, по убыванию числа игр.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate per commander</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>Доля побед по командирам</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won of games played, most games first; partners count as a pair.</source>
        <extracomment>Under &quot;Win rate per commander&quot;</extracomment>
        <translation>Победы из сыгранных игр, по убыванию числа игр; партнёры считаются парой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate by seat</source>
        <extracomment>Title of the win rate by seat: does going first win?</extracomment>
        <translation>Доля побед по местам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In turn order: seat 1 took the first turn. Pods of every size.</source>
        <extracomment>Under &quot;Win rate by seat&quot;</extracomment>
        <translation>По порядку хода: место 1 ходило первым. Игры с любым числом игроков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held it longest, won the game?</source>
        <extracomment>Title: how often the player who held the crown (the initiative) longest won</extracomment>
        <translation>Дольше всех держал — выиграл игру?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Of the games won in which one player held it for the most turns: how often that player won.</source>
        <extracomment>Under &quot;Held it longest, won the game?&quot;</extracomment>
        <translation>Среди выигранных игр, где один игрок держал её больше всего ходов: как часто побеждал именно он.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eliminations by cause</source>
        <extracomment>Title of a chart in the stats across games: how many players left by each cause</extracomment>
        <translation>Выбывания по причинам</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players out of a game, by how they left (unfinished games too).</source>
        <extracomment>Under &quot;Eliminations by cause&quot;</extracomment>
        <translation>Игроки, покинувшие игру, по причине выбывания (включая незаконченные игры).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <extracomment>Title of the histograms of how long games took, in turns and in minutes</extracomment>
        <translation>Длительность игры</translation>
    </message>
</context>
<context>
    <name>HistoryJob</name>
    <message numerus="yes">
        <location filename="../companion/app/history/maintenance.py" line="+104"/>
        <source>%n game(s) added</source>
        <extracomment>An import of games: how many were added to the history</extracomment>
        <translation>
            <numerusform>%n игра добавлена</numerusform>
            <numerusform>%n игры добавлены</numerusform>
            <numerusform>%n игр добавлено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n already in the history</source>
        <extracomment>An import of games: how many the history had already (the same game, as long)</extracomment>
        <translation>
            <numerusform>%n уже в истории</numerusform>
            <numerusform>%n уже в истории</numerusform>
            <numerusform>%n уже в истории</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreadable</source>
        <extracomment>An import of games: how many files held no game that could be read</extracomment>
        <translation>
            <numerusform>%n файл не прочитан</numerusform>
            <numerusform>%n файла не прочитаны</numerusform>
            <numerusform>%n файлов не прочитано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n played on further</source>
        <extracomment>An import of games: games the history had, found played on further in the folder</extracomment>
        <translation>
            <numerusform>%n игра продолжена</numerusform>
            <numerusform>%n игры продолжены</numerusform>
            <numerusform>%n игр продолжено</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../companion/app/history/page.py" line="+226"/>
        <source>← Back</source>
        <extracomment>The History page&apos;s button back to the game at the table (or the start page)</extracomment>
        <translation>← Назад</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games</source>
        <extracomment>The History page&apos;s tab that lists the games</extracomment>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stats across games</source>
        <extracomment>The History page&apos;s tab of charts: win rates, seats, lengths, across the games listed</extracomment>
        <translation>Статистика по играм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game</source>
        <extracomment>The History page&apos;s button that opens the selected game (its stats and replay)</extracomment>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Rebuilding the history: {done} of {total} games</source>
        <extracomment>History page, while the history is built again from every journal</extracomment>
        <translation>Перестройка истории: игра {done} из {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing games: {done} of {total}</source>
        <extracomment>History page, while a folder of journals is imported</extracomment>
        <translation>Импорт игр: {done} из {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading new games: {done} of {total}</source>
        <extracomment>History page, while new or changed journals are read into the history</extracomment>
        <translation>Чтение новых игр: {done} из {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n journal(s) in the games folder could not be read.</source>
        <extracomment>History page: journals in the games folder that hold no game (listed nowhere)</extracomment>
        <translation>
            <numerusform>Не удалось прочитать %n журнал в папке игр.</numerusform>
            <numerusform>Не удалось прочитать %n журнала в папке игр.</numerusform>
            <numerusform>Не удалось прочитать %n журналов в папке игр.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history could not be brought up to date: {reason}</source>
        <extracomment>History page: the history could not be read or brought up to date ({reason}: why)</extracomment>
        <translation>Не удалось обновить историю: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reading the games…</source>
        <extracomment>History page: the games are being read for the first time</extracomment>
        <translation>Чтение игр…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every game played is listed here.</source>
        <extracomment>History page with no game in the history yet</extracomment>
        <translation>Игр пока нет: здесь будут все сыгранные игры.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{shown} of %n game(s)</source>
        <extracomment>History page with filters: how many games of all are listed (&quot;12 of 37 games&quot;)</extracomment>
        <translation>
            <numerusform>{shown} из %n игры</numerusform>
            <numerusform>{shown} из %n игр</numerusform>
            <numerusform>{shown} из %n игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{games}, %n finished</source>
        <extracomment>History page: the games listed, and how many of them are finished (won or drawn)</extracomment>
        <translation>
            <numerusform>{games}, из них %n окончена</numerusform>
            <numerusform>{games}, из них %n окончены</numerusform>
            <numerusform>{games}, из них %n окончено</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTasks</name>
    <message>
        <location filename="../companion/app/history/maintenance.py" line="-70"/>
        <source>Rebuild the history</source>
        <extracomment>The title of the progress dialog of Help &gt; Rebuild the history</extracomment>
        <translation>Перестройка истории</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading every game’s journal…</source>
        <extracomment>Help &gt; Rebuild the history, while it runs</extracomment>
        <translation>Чтение журналов всех игр…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+78"/>
        <source>Import games</source>
        <extracomment>The title of the progress dialog of Game &gt; Import games…</extracomment>
        <translation>Импорт игр</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Reading the journals…</source>
        <extracomment>Game &gt; Import games…, while it runs</extracomment>
        <translation>Чтение журналов…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>It could not be done: {reason}</source>
        <extracomment>A rebuild or import of the history failed ({reason}: why, in the system&apos;s words)</extracomment>
        <translation>Выполнить не удалось: {reason}</translation>
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
        <translation>Импорт игр из папки</translation>
    </message>
</context>
<context>
    <name>InitiativeToken</name>
    <message>
        <location filename="../companion/app/widgets/initiative_token.py" line="+68"/>
        <source>The initiative (CR {rule})</source>
        <translation>Инициатива (правило {rule})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As they take it, and at the beginning of their upkeep, they venture into Undercity.</source>
        <translation>Когда этот игрок берёт её, а также в начале своего шага поддержки он углубляется в подземелье «Undercity».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose creatures deal combat damage to them takes the initiative.</source>
        <translation>Игрок, чьи существа наносят боевые повреждения обладателю инициативы, берёт инициативу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card says “take the initiative”: Take the initiative… in that player&apos;s menu.</source>
        <translation>Если карта велит взять инициативу: «Взять инициативу…» в меню этого игрока.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} has the initiative</source>
        <translation>У игрока {player} инициатива</translation>
    </message>
</context>
<context>
    <name>KeepAwake</name>
    <message>
        <location filename="../companion/app/keep_awake.py" line="+166"/>
        <source>A game is being played</source>
        <translation>Идёт игра</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../companion/app/dialogs/leave.py" line="+31"/>
        <source>{player} concedes and leaves the game.</source>
        <translation>{player} сдаётся и покидает игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game and leaves it.</source>
        <translation>{player} проигрывает партию и покидает её.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} becomes the monarch as the active player (CR {rule}).</source>
        <translation>{player} становится монархом как активный игрок (правило {rule}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} becomes the monarch as the next player in turn order (CR {rule}).</source>
        <translation>{player} становится монархом как следующий по порядку хода игрок (правило {rule}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody is left to become the monarch (CR {rule}).</source>
        <translation>Не остаётся никого, кто мог бы стать монархом (правило {rule}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} takes the initiative as the active player and ventures into Undercity (CR {rule}).</source>
        <translation>{player} берёт инициативу как активный игрок и углубляется в подземелье «Undercity» (правило {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} takes the initiative as the next player in turn order and ventures into Undercity (CR {rule}).</source>
        <translation>{player} берёт инициативу как следующий по порядку хода игрок и углубляется в подземелье «Undercity» (правило {rule}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} wins the game.</source>
        <translation>{player} выигрывает игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is left: the game is a draw.</source>
        <translation>Никого не остаётся: игра заканчивается вничью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This can be undone.</source>
        <translation>Это можно отменить.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Concede</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loses the game</source>
        <translation>Проиграть партию</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+127"/>
        <source>T{turn} · {step} — {action}</source>
        <translation>Ход {turn} · {step} — {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player}</source>
        <translation>Ход {turn} — {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player} (extra turn)</source>
        <translation>Ход {turn} — {player} (дополнительный ход)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../companion/app/window/game_files.py" line="+319"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние игры</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+192"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+103"/>
        <location line="+77"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+91"/>
        <source>Stats</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-150"/>
        <source>Could not open {path}: {reason}</source>
        <translation>Не удалось открыть {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/window/game_files.py" line="-163"/>
        <source>A game is in progress (turn {turn}, {player}). Start a new game? This one stays saved: the start page offers to resume it.</source>
        <translation>Идёт игра (ход {turn}, {player}). Начать новую игру? Эта останется сохранённой: на начальной странице её можно будет продолжить.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Game journals (*.jsonl)</source>
        <translation>Журналы игр (*.jsonl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open journal</source>
        <translation>Открыть журнал</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save journal as</source>
        <translation>Сохранить журнал как</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {path}: {reason}</source>
        <translation>Не удалось сохранить {path}: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No recent games</source>
        <translation>Нет недавних игр</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+60"/>
        <source>The stream overlay could not start on port {port}.</source>
        <translation>Не удалось запустить оверлей для трансляции на порту {port}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Phones cannot join on {host} port {port}.</source>
        <translation>Телефоны не могут подключиться к {host} на порту {port}.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/openers.py" line="+78"/>
        <source>About Commander Companion</source>
        <translation>О программе Commander Companion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander Companion {version}
Tracks a paper Commander game around the monarch.</source>
        <translation>Commander Companion {version}
Помощник для бумажных партий Commander, построенный вокруг механики монарха.</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+220"/>
        <source>Could not save the settings: {reason}</source>
        <translation>Не удалось сохранить настройки: {reason}</translation>
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
        <translation>При выходе на поле битвы вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>ETB: you become the monarch. Can&apos;t attack unless the defending player is the monarch.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Не может атаковать, если только защищающийся игрок не является монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you become the monarch, target player sacrifices a creature (does not trigger if you were already the monarch).</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда вы становитесь монархом, целевой игрок приносит в жертву существо (не срабатывает, если вы уже были монархом).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can block an additional creature each combat as long as you&apos;re the monarch.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Пока вы являетесь монархом, может блокировать одно дополнительное существо в каждом бою.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, each opponent loses 1 life and you gain 1 life (intervening if).</source>
        <translation>В начале вашего заключительного шага, если вы являетесь монархом, каждый оппонент теряет 1 жизнь, а вы получаете 1 жизнь (промежуточное условие «если»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, creatures you control can&apos;t be blocked this turn.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. В начале вашего шага поддержки, если вы являетесь монархом, существа под вашим контролем не могут быть заблокированы в этом ходу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда оппонент становится монархом, если в начале хода монархом были вы, этот игрок теряет 2 жизни, а вы получаете 2 жизни.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. (Also: whenever a creature attacks you or your planeswalker, its controller loses 1 life.)</source>
        <translation>При выходе на поле битвы вы становитесь монархом. (Кроме того: каждый раз, когда существо атакует вас или вашего мироходца, контролирующий его игрок теряет 1 жизнь.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. ETB: exile target creature an opponent controls until an opponent becomes the monarch.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Также при выходе на поле битвы изгоните целевое существо под контролем оппонента, пока монархом не станет оппонент.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. All damage that would be dealt to you is dealt to it instead (so combat damage never reaches you to steal the crown).</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Все повреждения, которые должны быть нанесены вам, вместо этого наносятся ему (так что боевые повреждения не доходят до вас и не отнимают корону).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin with deathtouch and haste.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. В начале вашего шага поддержки, если монархом является оппонент, создайте фишку существа 1/1 чёрный Убийца со Смертельным касанием и Ускорением.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you tap a land for mana while you&apos;re the monarch, add one mana of any color.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда вы поворачиваете землю для получения маны, пока вы являетесь монархом, добавьте одну ману любого цвета.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, create a 5/5 red Dragon with flying.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. В начале вашего шага поддержки, если вы являетесь монархом, создайте фишку существа 5/5 красный Дракон с Полётом.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Land. {4}, {T}, Sacrifice: You become the monarch (instant speed).</source>
        <translation>Земля. {4}, {T}, пожертвуйте эту землю: вы становитесь монархом (в любой момент, когда можно разыграть мгновенное заклинание).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, put a +1/+1 counter on it (intervening if).</source>
        <translation>В начале вашего заключительного шага, если вы являетесь монархом, положите на это существо жетон +1/+1 (промежуточное условие «если»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, damage doesn&apos;t cause you to lose life.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Пока вы являетесь монархом, повреждения не заставляют вас терять жизнь.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can&apos;t be blocked by creatures the monarch controls.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Не может быть заблокировано существами под контролем монарха.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life / two cards instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: каждый оппонент теряет 3 жизни, если не сбросит карту; если вы являетесь монархом — вместо этого 6 жизней / две карты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: you may put a land from hand onto the battlefield; if you&apos;re the monarch, a creature or land instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: вы можете положить карту земли из руки на поле битвы; если вы являетесь монархом — вместо этого карту существа или земли.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: any number of target players each mill two; if you&apos;re the monarch, ten instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: любое количество целевых игроков скручивают по две карты; если вы являетесь монархом — вместо этого по десять.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: create a 1/1 flying Spirit; if you&apos;re the monarch, a 4/4 flying Angel instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: создайте фишку существа 1/1 Дух с Полётом; если вы являетесь монархом — вместо этого фишку 4/4 Ангел с Полётом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: 2 повреждения любой цели; если вы являетесь монархом — вместо этого 7 повреждений.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, permanents you control have hexproof.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Пока вы являетесь монархом, перманенты под вашим контролем имеют Порчеустойчивость.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent attacks you while you&apos;re the monarch, it deals damage to that player equal to the number of cards in their hand.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда оппонент атакует вас, пока вы являетесь монархом, это существо наносит этому игроку повреждения, равные количеству карт в его руке.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: tap enchanted creature and you become the monarch. Enchanted creature doesn&apos;t untap during its controller&apos;s untap step unless that player is the monarch.</source>
        <translation>Аура. При выходе на поле битвы поверните зачарованное существо, и вы становитесь монархом. Зачарованное существо не разворачивается во время шага разворота контролирующего его игрока, если только этот игрок не является монархом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sorcery: all creatures get -4/-4 until end of turn. You become the monarch.</source>
        <translation>Волшебство: все существа получают -4/-4 до конца хода. Вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: target opponent becomes the monarch; you can&apos;t become the monarch this turn. While you&apos;re the monarch, damage to it is prevented and becomes +1/+1 counters.</source>
        <translation>При выходе на поле битвы целевой оппонент становится монархом; вы не можете стать монархом в этом ходу. Пока вы являетесь монархом, повреждения этому существу предотвращаются и превращаются в жетоны +1/+1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Front: whenever you draw a card, if you&apos;re the monarch, target opponent loses 2 life. Back: combat damage to a player, if there is no monarch, that player becomes the monarch; whenever you become the monarch, convert.</source>
        <translation>Лицевая сторона: каждый раз, когда вы берёте карту, если вы являетесь монархом, целевой оппонент теряет 2 жизни. Обратная сторона: когда она наносит боевые повреждения игроку, если монарха нет, этот игрок становится монархом; каждый раз, когда вы становитесь монархом, преобразуйте её.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plane (Fiora). When one or more creatures you control deal combat damage to a player, if there is no monarch, you become the monarch.</source>
        <translation>План (Фиора). Когда одно или несколько существ под вашим контролем наносят боевые повреждения игроку, если монарха нет, вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever it attacks, up to one target creature can&apos;t block; if you&apos;re the monarch, creatures can&apos;t block this turn.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда это существо атакует, до одного целевого существа не может блокировать; если вы являетесь монархом — вместо этого в этом ходу не могут блокировать никакие существа.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When your commander deals combat damage to a player, if there is no monarch, you become the monarch. At the beginning of the monarch&apos;s end step, that player draws a card (an extra draw).</source>
        <translation>Когда ваш командир наносит боевые повреждения игроку, если монарха нет, вы становитесь монархом. В начале заключительного шага монарха этот игрок берёт карту (дополнительную).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. At the beginning of combat on each opponent&apos;s turn, if you&apos;re the monarch, that opponent may pay {X} (cards in hand) or can&apos;t attack you this combat.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. В начале боя в ходу каждого оппонента, если вы являетесь монархом, этот оппонент может заплатить {X} (X — число карт в его руке), иначе он не может атаковать вас в этом бою.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Equipment. When a legendary creature you control enters, if there is no monarch, you become the monarch. Equip costs {3} less if you&apos;re the monarch.</source>
        <translation>Снаряжение. Когда легендарное существо под вашим контролем выходит на поле битвы, если монарха нет, вы становитесь монархом. Снарядить стоит на {3} меньше, если вы являетесь монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}{R}, {T}, Sacrifice: target player becomes the monarch; it deals 3 damage to any target.</source>
        <translation>{3}{R}, {T}, пожертвуйте это существо: целевой игрок становится монархом; это существо наносит 3 повреждения любой цели.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: target player becomes the monarch; it deals damage equal to its power to any target.</source>
        <translation>При выходе на поле битвы целевой игрок становится монархом; это существо наносит любой цели повреждения, равные своей силе.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever a legendary creature with mana value 4+ you control enters, you become the monarch. End step: if you&apos;re the monarch, create two 1/1 Human Soldiers.</source>
        <translation>Каждый раз, когда легендарное существо с мана-стоимостью 4 или больше под вашим контролем выходит на поле битвы, вы становитесь монархом. Заключительный шаг: если вы являетесь монархом, создайте две фишки существ 1/1 Человек Солдат.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: you become the monarch. The monarch controls enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>Аура. При выходе на поле битвы вы становитесь монархом. Монарх контролирует зачарованное существо; оно атакует в каждом бою, если может, и не может атаковать вас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create X 2/2 Knights with trample and haste. Whenever one or more creatures you control deal combat damage to one or more players this turn, you become the monarch.</source>
        <translation>Создайте X фишек существ 2/2 Рыцарь с Пробивным ударом и Ускорением. Каждый раз, когда в этом ходу одно или несколько существ под вашим контролем наносят боевые повреждения одному или нескольким игрокам, вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saga. Chapter III: put an indestructible counter on up to one target Human; you become the monarch.</source>
        <translation>Сага. Глава III: положите жетон неразрушимости не более чем на одного целевого Человека; вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slivers you control have: ETB, Slivers you control get +1/+1 until end of turn if you&apos;re the monarch; otherwise, you become the monarch.</source>
        <translation>Слизни под вашим контролем имеют: «При выходе на поле битвы Слизни под вашим контролем получают +1/+1 до конца хода, если вы являетесь монархом; иначе вы становитесь монархом».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: return target permanent card with MV 3 or less from graveyard to hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: верните целевую карту перманента с мана-стоимостью 3 или меньше из вашего кладбища в руку; если вы являетесь монархом — вместо этого на поле битвы.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 3/1 Knight; then if you&apos;re the monarch, deal X damage to each opponent (X = creatures you control).</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: создайте фишку существа 3/1 Рыцарь; затем, если вы являетесь монархом, нанесите каждому оппоненту X повреждений (X — число существ под вашим контролем).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: distribute two +1/+1 counters; then if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: распределите два жетона +1/+1; затем, если вы являетесь монархом, удвойте число жетонов +1/+1 на каждом существе под вашим контролем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: exile top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may cast a spell from among those cards for free this turn.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: изгоните верхнюю карту библиотеки целевого оппонента (вы можете разыграть её); если вы являетесь монархом, в этом ходу вы можете разыграть заклинание из числа этих карт без уплаты его мана-стоимости.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: choose up to one other artifact/enchantment; if you&apos;re the monarch, you may create a token copy; otherwise it may become a copy.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: выберите не более одного другого артефакта или чар; если вы являетесь монархом, вы можете создать фишку — его копию; иначе эта карта может стать его копией.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playtest card: whenever it attacks, if you have {E}, a Blood/Clue/Food/Map/Powerstone/Treasure, are the monarch, and have the city&apos;s blessing and the initiative, you win the game.</source>
        <translation>Тестовая карта: каждый раз, когда она атакует, если у вас есть {E}, Кровь/Улика/Еда/Карта/Камень силы/Сокровище, вы являетесь монархом и у вас есть благословение города и инициатива, вы выигрываете игру.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}{W}, {T}, exile two creature cards from your graveyard, sacrifice: opponent picks one to bottom of library, the other returns tapped. You become the monarch.</source>
        <translation>{3}{W}, {T}, изгоните две карты существ из вашего кладбища, пожертвуйте этот артефакт: оппонент выбирает одну из них — она кладётся в низ библиотеки, другая возвращается на поле битвы повёрнутой. Вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: target opponent becomes the monarch. Whenever an opponent becomes the monarch, gain control of target creature that player controls for as long as they&apos;re the monarch.</source>
        <translation>При выходе на поле битвы целевой оппонент становится монархом. Каждый раз, когда оппонент становится монархом, получите контроль над целевым существом под контролем этого игрока, пока он остаётся монархом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. End step: if you&apos;re the monarch, return up to one target creature card from your graveyard to hand.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Заключительный шаг: если вы являетесь монархом, верните не более одной целевой карты существа из вашего кладбища в руку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your commander enters, you become the monarch.</source>
        <translation>Каждый раз, когда ваш командир выходит на поле битвы, вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, creatures with power 2 or less can&apos;t attack you.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Пока вы являетесь монархом, существа с силой 2 или меньше не могут атаковать вас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}, exile this card from your graveyard: you become the monarch. Activate only if you control your commander.</source>
        <translation>{3}, изгоните эту карту из вашего кладбища: вы становитесь монархом. Активируйте, только если вы контролируете своего командира.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Beginning of combat on your turn: +1/+1 counter on target creature; whenever it attacks the monarch this turn, it gains double strike and trample.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. В начале боя в вашем ходу: жетон +1/+1 на целевое существо; каждый раз, когда оно атакует монарха в этом ходу, оно получает Двойной удар и Пробивной удар.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prevent 1 damage from opponents&apos; sources to you. {2}, {T}, sacrifice: you may sacrifice a creature; if you do, return it with three +1/+1 counters and you become the monarch.</source>
        <translation>Если источник под контролем оппонента должен нанести вам повреждения, предотвратите 1 из них. {2}, {T}, пожертвуйте этот артефакт: вы можете принести в жертву существо; если вы это делаете, верните его с тремя жетонами +1/+1, и вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the beginning of your end step, if there is no monarch, target opponent becomes the monarch. Creatures attacking an opponent who is the monarch get +1/+1 and trample.</source>
        <translation>В начале вашего заключительного шага, если монарха нет, целевой оппонент становится монархом. Существа, атакующие оппонента-монарха, получают +1/+1 и Пробивной удар.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}, {T}, exile it: you become the monarch.</source>
        <translation>{3}, {T}, изгоните эту карту: вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instant: +1/+1 counter and fight; when the opponent&apos;s creature dies this turn, if you control your commander, you become the monarch.</source>
        <translation>Мгновенное заклинание: жетон +1/+1 и сражение; когда существо оппонента умирает в этом ходу, если вы контролируете своего командира, вы становитесь монархом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: if there is no monarch, you become the monarch. Whenever equipped creature attacks the monarch, destroy target tapped nonland permanent that player controls.</source>
        <translation>При выходе на поле битвы, если монарха нет, вы становитесь монархом. Каждый раз, когда экипированное существо атакует монарха, уничтожьте целевой повёрнутый перманент, не являющийся землёй, под контролем этого игрока.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 2/1 haste Goblin; then if you&apos;re the monarch, copy each creature token you control.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Шаг поддержки: создайте фишку существа 2/1 Гоблин с Ускорением; затем, если вы являетесь монархом, создайте копию каждой фишки существа под вашим контролем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever one or more creatures deal combat damage to you while you&apos;re the monarch, tap them and put a stun counter on each.</source>
        <translation>При выходе на поле битвы вы становитесь монархом. Каждый раз, когда одно или несколько существ наносят вам боевые повреждения, пока вы являетесь монархом, поверните их и положите на каждое жетон оглушения.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="+135"/>
        <source>Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), to change it.</source>
        <translation>Порядок мест — это порядок хода. Чтобы изменить его, перетащите строку или нажмите её стрелки (Alt+Вверх / Alt+Вниз).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Start game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting life:</source>
        <translation>Начальное количество жизней:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom</source>
        <translation>&amp;Другое</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom starting life</source>
        <translation>Своё начальное количество жизней</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw who goes first</source>
        <translation>Определить первого игрока &amp;жребием</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hess clock:</source>
        <translation>Шахматные &amp;часы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs, and can be paused. At 0 it says so; nobody loses by it.</source>
        <translation>На всю игру у каждого игрока есть столько времени: идут часы того игрока, чей сейчас ход, и их можно поставить на паузу. Когда время выйдет, часы сообщат об этом, но никто из-за этого не проигрывает.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the game starts, the app picks the first player at random (for all to see); the seats stay, and Undo takes it back.</source>
        <translation>В начале игры приложение случайным образом выбирает первого игрока (на виду у всех); места не меняются, а «Отменить» отменяет выбор.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Colour for {name}</source>
        <translation>Цвет: {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <location line="+1"/>
        <source>this player</source>
        <translation>игрок без имени</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{first} and {second} swapped colours.</source>
        <translation>{first} и {second} поменялись цветами.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a name.</source>
        <translation>Введите имя.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Names can have at most %n characters.</source>
        <translation>
            <numerusform>Имя может содержать не более %n символа.</numerusform>
            <numerusform>Имя может содержать не более %n символов.</numerusform>
            <numerusform>Имя может содержать не более %n символов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names cannot contain control characters (tabs, line breaks).</source>
        <translation>Имя не может содержать управляющие символы (табуляцию, перевод строки).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Another player has this name.</source>
        <translation>Это имя уже у другого игрока.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Fix the marked name(s) to start the game.</source>
        <translation>
            <numerusform>Исправьте отмеченное имя, чтобы начать игру.</numerusform>
            <numerusform>Исправьте отмеченные имена, чтобы начать игру.</numerusform>
            <numerusform>Исправьте отмеченные имена, чтобы начать игру.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../companion/app/widgets/notices.py" line="+145"/>
        <source>Take back the last action</source>
        <translation>Отменить последнее действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-10"/>
        <source>Undone: {action}</source>
        <translation>Отменено: {action}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not possible: {reason}</source>
        <translation>Невозможно: {reason}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../companion/web/strings.py" line="+33"/>
        <source>Turn {turn}</source>
        <translation>Ход {turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Turn {turn}</source>
        <translation>Раунд {round} · Ход {turn}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>combat?</source>
        <extracomment>After a life total, &quot;35 −5 · combat?&quot;: was this life loss combat damage? (not answered yet)</extracomment>
        <translation>боевые повреждения?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commander tax</source>
        <extracomment>The initiative (CR 726, &quot;take the initiative&quot;): the name of its token beside a player The tooltip of &quot;✓2&quot; under a player: how many dungeons they have completed The tooltip of &quot;{4}&quot; beside a player: what the next cast of their commander costs more</extracomment>
        <translation>Налог командира</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-87"/>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>regular combat damage next</source>
        <extracomment>After &quot;Combat damage&quot;: first strike was dealt, the regular combat damage comes next</extracomment>
        <translation>далее обычные боевые повреждения</translation>
    </message>
    <message>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>how many spells did {player} cast this turn?</source>
        <extracomment>End turn&apos;s question while there is day or night; {player} is the turn&apos;s player</extracomment>
        <translation>сколько заклинаний игрок {player} разыграл в этом ходу?</translation>
    </message>
</context>
<context>
    <name>OverlayControls</name>
    <message>
        <location filename="../companion/app/overlay/controls.py" line="+103"/>
        <source>Serve a live overlay for OBS&apos;s Browser Source</source>
        <translation>Отдавать живой оверлей для источника «Браузер» в OBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow the local network (every request needs the token)</source>
        <translation>Разрешить локальную сеть (каждому запросу нужен токен)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chroma-key window</source>
        <translation>Окно с хромакеем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Magenta</source>
        <translation>Пурпурный</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The overlay could not start: {error}</source>
        <translation>Не удалось запустить оверлей: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overlay is off.</source>
        <translation>Оверлей выключен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving on the local network. Token: {token}</source>
        <translation>Доступен в локальной сети. Токен: {token}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serving on this computer only (127.0.0.1).</source>
        <translation>Доступен только на этом компьютере (127.0.0.1).</translation>
    </message>
</context>
<context>
    <name>PanelChrome</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="-327"/>
        <source>Player menu: monarch, concede, lose</source>
        <translation>Меню игрока: монарх, сдаться, проигрыш</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+23"/>
        <source>Wins the game!</source>
        <translation>Побеждает!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Their turn</source>
        <translation>▶ Ходит</translation>
    </message>
</context>
<context>
    <name>PanelClock</name>
    <message>
        <location line="-17"/>
        <source>Chess clock: {player} has used all of {total}; nobody loses by it.</source>
        <translation>Шахматные часы: игрок {player} израсходовал всё время ({total}), но никто из-за этого не проигрывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, paused: {player} has {left} of {total} left.</source>
        <translation>Шахматные часы на паузе: у игрока {player} осталось {left} из {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, running: {player} has {left} of {total} left.</source>
        <translation>Шахматные часы идут: у игрока {player} осталось {left} из {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock: {player} has {left} of {total} left.</source>
        <translation>Шахматные часы: у игрока {player} осталось {left} из {total}.</translation>
    </message>
</context>
<context>
    <name>PlayerMenu</name>
    <message>
        <location filename="../companion/app/widgets/panel_menu.py" line="+41"/>
        <source>C&amp;ounters</source>
        <translation>&amp;Жетоны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dice</source>
        <translation>Ку&amp;бики</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to do for {player} now</source>
        <translation>Для игрока {player} сейчас нет действий</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+66"/>
        <source>Left the game: {reason}</source>
        <translation>Вне игры: {reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+3"/>
        <source>Tap to type an amount; mouse wheel: +1 / −1</source>
        <translation>Нажмите, чтобы ввести число; колёсико мыши: +1 / −1</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../companion/app/dialogs/new_game_row.py" line="+226"/>
        <source>Commander (optional)</source>
        <translation>Командир (необязательно)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner (optional)</source>
        <translation>Партнёр (необязательно)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to change the seat</source>
        <translation>Перетащите, чтобы сменить место</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player&apos;s commander has a partner: damage from each of the two commanders counts separately.</source>
        <translation>У командира этого игрока есть партнёр: повреждения от каждого из двух командиров считаются отдельно.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>player {number}</source>
        <translation>игрок {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the colour of {name}</source>
        <translation>Выбрать цвет: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of {name}</source>
        <translation>Цвет: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {name} up one seat</source>
        <translation>{name}: на место выше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {name} down one seat</source>
        <translation>{name}: на место ниже</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player {number}</source>
        <translation>Имя игрока {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander of {name}</source>
        <translation>{name}: командир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner commander of {name}</source>
        <translation>{name}: командир-партнёр</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="+165"/>
        <source>Life now, or when the player left</source>
        <translation>Жизнь сейчас или на момент, когда игрок покинул игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns as the monarch</source>
        <translation>Ходы в роли монарха</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player wearing the crown</source>
        <translation>Ходы, в конце которых игрок носил корону</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Became the monarch</source>
        <translation>Стал монархом (раз)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times the player became the monarch</source>
        <translation>Сколько раз игрок становился монархом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch draws</source>
        <translation>Карты, взятые монархом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the monarch&apos;s end-step trigger (a draw still pending when the turn ended counts as drawn)</source>
        <translation>Карты, взятые по способности заключительного шага монарха (взятие, не отмеченное к концу хода, тоже считается)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown lost to combat</source>
        <translation>Потери короны в бою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the crown was stolen from this player</source>
        <translation>Сколько раз у этого игрока отнимали корону</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crown stolen</source>
        <translation>Захваты короны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times this player stole the crown with combat damage</source>
        <translation>Сколько раз этот игрок отнимал корону боевыми повреждениями</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commander damage dealt</source>
        <translation>Нанесённые повреждения от командира</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage dealt by this player&apos;s commander (partners included)</source>
        <translation>Боевые повреждения, нанесённые командиром этого игрока (включая партнёров)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combat damage taken from commanders</source>
        <translation>Боевые повреждения, полученные от командиров</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turns with the initiative</source>
        <translation>Ходы с инициативой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player having the initiative</source>
        <translation>Ходы, в конце которых у игрока была инициатива</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took the initiative</source>
        <translation>Взятия инициативы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player took the initiative from another player or from nobody</source>
        <translation>Сколько раз игрок брал инициативу у другого игрока или когда её ни у кого не было</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dungeons whose last room the player&apos;s venture marker reached (Undercity and the dungeons cards venture into)</source>
        <translation>Подземелья, до последней комнаты которых дошёл маркер игрока (подземелье «Undercity» и подземелья, в которые велят углубиться карты)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commander tax paid</source>
        <translation>Уплачено налога командира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generic mana the player paid as commander tax: each cast of a commander from the command zone costs {tax} more for each earlier cast (partners counted apart)</source>
        <translation>Мана, уплаченная игроком как налог командира: каждое разыгрывание командира из зоны командования стоит на {tax} больше за каждое предыдущее (партнёры считаются отдельно)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turns taken</source>
        <translation>Сыграно ходов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s turns that have ended (the turn in progress counts once it ends)</source>
        <translation>Завершённые ходы игрока (текущий ход учитывается, когда он закончится)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average turn</source>
        <translation>Средняя длительность хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The average time of the player&apos;s turns, each from the end of the turn before (the first from the game&apos;s start) to its own end; a turn whose time was not recorded is left out</source>
        <translation>Среднее время ходов игрока; каждый ход длится от конца предыдущего хода (первый — от начала игры) до своего конца; ходы, время которых не записано, не учитываются</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest turn</source>
        <translation>Самый долгий ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The player&apos;s longest turn</source>
        <translation>Самый долгий ход игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time on their turns</source>
        <translation>Общее время ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of all the player&apos;s turns together</source>
        <translation>Суммарное время всех ходов игрока</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{die} rolls</source>
        <translation>Броски {die}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player rolled a {die}</source>
        <translation>Сколько раз игрок бросал {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d20 average</source>
        <translation>Среднее на d20</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The average result of the player&apos;s d20 rolls</source>
        <translation>Средний результат бросков d20 этого игрока</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Coin flips: heads</source>
        <translation>Монета: орёл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up heads</source>
        <translation>Сколько раз монета игрока выпала орлом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coin flips: tails</source>
        <translation>Монета: решка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up tails</source>
        <translation>Сколько раз монета игрока выпала решкой</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Planar die: planeswalk</source>
        <translation>Планарный кубик: планарное перемещение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up planeswalk</source>
        <translation>Сколько раз на планарном кубике игрока выпало планарное перемещение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: chaos</source>
        <translation>Планарный кубик: хаос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up chaos</source>
        <translation>Сколько раз на планарном кубике игрока выпал хаос</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: blank</source>
        <translation>Планарный кубик: пусто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up a blank face</source>
        <translation>Сколько раз на планарном кубике игрока выпала пустая грань</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+1"/>
        <source>Left in turn {turn}: {reason}</source>
        <translation>Вне игры с хода {turn}: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../companion/app/history/players.py" line="+149"/>
        <source>Everyone who played, most games first. If one person was typed under two names (“Ann” and “ann b.”), select both and merge them: their games count as one player&apos;s. A name merged by mistake can be split off again.</source>
        <extracomment>At the top of the Players window. A profile is one person of the playgroup; the names are the ones typed in the games&apos; New game dialog</extracomment>
        <translation>Все, кто играл, по убыванию числа игр. Если один человек записан под двумя именами («Ann» и «ann b.»), выберите оба и объедините их: их игры будут засчитываться одному игроку. Имя, объединённое по ошибке, можно снова отделить.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>Column of the Players window: how many games the player played</extracomment>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also known as</source>
        <extracomment>Column of the Players window: the other names this player was typed under</extracomment>
        <translation>Другие имена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge…</source>
        <extracomment>Button of the Players window: make the selected players one player</extracomment>
        <translation>&amp;Объединить…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select two or more players who are one person, then merge them</source>
        <extracomment>Tooltip of the Players window&apos;s Merge… button</extracomment>
        <translation>Выберите двух или более игроков, которые на самом деле один человек, и объедините их</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Split a name off…</source>
        <extracomment>Button of the Players window: give one of a player&apos;s other names a profile of its own</extracomment>
        <translation>Отделить &amp;имя…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give one of the selected player&apos;s other names a player of its own again</source>
        <extracomment>Tooltip of the Players window&apos;s &quot;Split a name off…&quot; button</extracomment>
        <translation>Снова сделать одно из других имён выбранного игрока отдельным игроком</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Merge players</source>
        <extracomment>Title of the small window asking which name merged players keep</extracomment>
        <translation>Объединить игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} are one player. Which name do they keep?</source>
        <extracomment>{names}: the selected players&apos; names, e.g. &quot;Ann, ann b.&quot;</extracomment>
        <translation>{names} — один и тот же игрок. Какое имя оставить?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Merge</source>
        <extracomment>The button that merges the players</extracomment>
        <translation>&amp;Объединить</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{player} and {names} played in the same game: they are different players, not merged.</source>
        <extracomment>In the Players window: these names sat at the same game, so they are different people and were not merged. {names}: a list of names</extracomment>
        <translation>{player} и {names} играли в одной игре: это разные игроки, они не объединены.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Split a name off</source>
        <extracomment>Title of the small window asking which name to split off a player</extracomment>
        <translation>Отделить имя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which name is not {player}? Its games will count as another player&apos;s.</source>
        <extracomment>{player}: the player&apos;s name; the choices below are their other names</extracomment>
        <translation>Какое имя не принадлежит игроку {player}? Игры под этим именем будут засчитываться другому игроку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Split off</source>
        <extracomment>The button that splits the chosen name off</extracomment>
        <translation>&amp;Отделить</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The history is being updated. Try again in a moment.</source>
        <extracomment>In the Players window when another task (a sync, an import) is writing the history at the moment</extracomment>
        <translation>История обновляется. Попробуйте чуть позже.</translation>
    </message>
</context>
<context>
    <name>Pod</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-26"/>
        <source>This phone changes only {seat}&apos;s totals. Ask the host for the rest.</source>
        <translation>С этого телефона меняются только значения игрока {seat}. Об остальном попросите ведущего.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reminder is {player}&apos;s: their phone or the host marks it done.</source>
        <translation>Это напоминание для игрока {player}: выполненным его отмечает телефон этого игрока или ведущий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That reminder is no longer pending.</source>
        <translation>Это напоминание больше не ожидает выполнения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last change is no longer the game&apos;s last one: ask the host to undo.</source>
        <translation>Ваше последнее изменение уже не последнее в игре: попросите ведущего отменить его.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This phone has nothing to undo: ask the host.</source>
        <translation>С этого телефона нечего отменять: обратитесь к ведущему.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The app could not read this request.</source>
        <translation>Приложение не смогло прочитать этот запрос.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changed.</source>
        <translation>Ничего не изменилось.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say how many of the milled cards were nonland.</source>
        <translation>Укажите, сколько скрученных карт не являются землями.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link is no longer valid: ask the host for a new one.</source>
        <translation>Эта ссылка больше не действует: попросите у ведущего новую.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s seat is taken: the host can free it.</source>
        <translation>Место игрока {player} занято: ведущий может его освободить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no seat for {player} in this game.</source>
        <translation>В этой игре нет места для игрока {player}.</translation>
    </message>
</context>
<context>
    <name>PodControls</name>
    <message>
        <location filename="../companion/app/pod/controls.py" line="+231"/>
        <source>Phones can join</source>
        <translation>Телефоны могут подключаться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve the phone page on this address. Off: nothing is served.</source>
        <translation>Открыть страницу для телефонов по этому адресу. Если выключено, страница для телефонов недоступна.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the link of the code on show</source>
        <translation>Скопировать ссылку показанного кода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any free seat</source>
        <translation>Любое свободное место</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All totals</source>
        <extracomment>Heading of the Invite phones dock&apos;s column of check boxes, one a seat: checked, that seat&apos;s phone may change every player&apos;s totals, not only its own (keep it short)</extracomment>
        <translation>Все значения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table&apos;s code: a phone picks its seat</source>
        <translation>Показать код стола: место выбирается на телефоне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address phones reach this computer at</source>
        <translation>Адрес, по которому телефоны подключаются к этому компьютеру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to show the code large, to scan from across the table</source>
        <extracomment>Tooltip of the QR code in the Invite phones dock: a click opens a large window</extracomment>
        <translation>Нажмите, чтобы увеличить код и сканировать его с другого конца стола</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{address} (this computer only)</source>
        <translation>{address} (только этот компьютер)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the address or the port is not available</source>
        <translation>адрес или порт недоступен</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Phones cannot join: {error}</source>
        <translation>Телефоны не могут подключиться: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing is served until you turn it on.</source>
        <translation>Выключено: страница для телефонов недоступна, пока вы её не включите.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On, for this computer only: phones cannot reach it.</source>
        <translation>Включено только для этого компьютера: телефоны не могут к нему подключиться.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on this network scan a code to join.</source>
        <translation>Включено: телефоны в этой сети подключаются, сканируя код.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start or open a game: its players are the seats</source>
        <translation>Начните или откройте игру: у каждого её игрока будет своё место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan to join, then pick your seat</source>
        <translation>Отсканируйте код, чтобы подключиться, затем выберите своё место</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for {player}: scan to join at this seat</source>
        <translation>Только для игрока {player}: отсканируйте, чтобы занять это место</translation>
    </message>
</context>
<context>
    <name>PodPage</name>
    <message>
        <location filename="../companion/pod/strings.py" line="+28"/>
        <source>{player}&apos;s partner</source>
        <extracomment>A heading: the commander damage this player took, one row per opposing commander A row of commander damage: the second commander of {player} (partners)</extracomment>
        <translation>{player} (партнёр)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast commander</source>
        <extracomment>A button: this player cast their commander from the command zone (the tax goes up {2})</extracomment>
        <translation>Разыграть командира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast partner</source>
        <extracomment>The same for the second (partner) commander</extracomment>
        <translation>Разыграть партнёра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cast {commander}</source>
        <extracomment>The same for a commander named at setup: {commander} is its name as the panel&apos;s chip shows it (&quot;Kraum&quot; for &quot;Kraum, Ludevic&apos;s Opus&quot;)</extracomment>
        <translation>Разыграть {commander}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>A button: flip a coin for this seat (beside the d6 and d20 buttons)</extracomment>
        <translation>Монета</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back a cast</source>
        <extracomment>A button taking back a commander cast entered by mistake</extracomment>
        <translation>Отменить разыгрывание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For you</source>
        <extracomment>A heading over this player&apos;s pending reminders (triggers to carry out)</extracomment>
        <translation>Для вас</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nonland cards milled</source>
        <extracomment>A reminder&apos;s button: its trigger was carried out The rad trigger: a field for how many of the milled cards were nonland</extracomment>
        <translation>Скручено карт, не являющихся землями</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table</source>
        <extracomment>A heading over everyone else&apos;s totals</extracomment>
        <translation>За столом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a player to change their totals.</source>
        <extracomment>Under &quot;The table&quot; when the host lets this phone change everyone&apos;s totals: each other player&apos;s box there can be tapped to change their life and poison</extracomment>
        <translation>Коснитесь игрока, чтобы изменить его значения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change {player}&apos;s totals</source>
        <extracomment>The tooltip and spoken name of another player&apos;s box when it can be tapped (the host lets this phone change everyone&apos;s totals); also the name of the panel it opens</extracomment>
        <translation>Изменить значения игрока {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <extracomment>A button closing the panel where this phone changes another player&apos;s totals</extracomment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn</source>
        <extracomment>The crown&apos;s alternative text beside a player (CR 725)</extracomment>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting…</source>
        <extracomment>The connection was lost; the page tries again by itself</extracomment>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This phone is no longer at its seat. Ask the host for a new link.</source>
        <extracomment>The host took this phone off its seat, or the game it joined is over</extracomment>
        <translation>Этот телефон больше не привязан к месту. Попросите у ведущего новую ссылку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan the code the host shows to join the table.</source>
        <extracomment>A phone opened the page without a seat&apos;s code</extracomment>
        <translation>Отсканируйте код, который показывает ведущий, чтобы сесть за стол.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link opens no seat at this table (it may be from an earlier game). Scan the code the host shows to join the table.</source>
        <extracomment>The app refused the phone&apos;s link: no seat of the game now played has it (a link from an earlier game, or a made-up one). The page stops trying; the player must scan again.</extracomment>
        <translation>Эта ссылка не ведёт ни к одному месту за этим столом (возможно, она из прошлой игры). Отсканируйте код, который показывает ведущий, чтобы сесть за стол.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which seat is yours?</source>
        <extracomment>A heading: the phone joined with the table&apos;s code and picks whose seat it is</extracomment>
        <translation>Какое место ваше?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat has its phone: ask the host for your seat&apos;s code.</source>
        <extracomment>Under that heading when every seat already has its phone</extracomment>
        <translation>У каждого места уже есть телефон: попросите у ведущего код вашего места.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the game</source>
        <extracomment>The seat&apos;s player has left the game</extracomment>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is being played.</source>
        <translation>Сейчас игра не идёт.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../companion/app/qt_words.py" line="+16"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../companion/app/history/replay.py" line="+233"/>
        <source>The start of the game</source>
        <extracomment>Replay of a past game: the first button goes to the game as it was set up</extracomment>
        <translation>Начало игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back one entry</source>
        <extracomment>Replay of a past game: one entry of the log back</extracomment>
        <translation>На запись назад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On one entry</source>
        <extracomment>Replay of a past game: one entry of the log on</extracomment>
        <translation>На запись вперёд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>Replay of a past game: the end of the game</extracomment>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is set up</source>
        <extracomment>Replay of a past game: the first line of its log, before anything was done</extracomment>
        <translation>Игра подготовлена</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>In the game</source>
        <extracomment>Replay of a past game: whether each player is still in the game, or why they left</extracomment>
        <translation>В игре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The monarch</source>
        <extracomment>Replay of a past game: tooltip of the crown in the monarch&apos;s row</extracomment>
        <translation>Монарх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Has the initiative</source>
        <extracomment>Replay of a past game: tooltip of the initiative&apos;s token in its holder&apos;s row</extracomment>
        <translation>У этого игрока инициатива</translation>
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
        <translation>да</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>left: {reason}</source>
        <extracomment>Replay of a past game: a player who had left by then, and why (&quot;0 life&quot;)</extracomment>
        <translation>вне игры: {reason}</translation>
    </message>
</context>
<context>
    <name>RingDialog</name>
    <message>
        <location filename="../companion/app/dialogs/ring.py" line="+43"/>
        <source>The Ring tempts you</source>
        <translation>Кольцо искушает вас</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Ring tempts {player}. Which creature of theirs becomes their Ring-bearer?</source>
        <translation>Кольцо искушает игрока {player}. Какое существо этого игрока станет его Кольценосцем?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A creature (empty: none)</source>
        <translation>Существо (пусто — нет)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their emblem gains: {ability}</source>
        <translation>Эмблема игрока получает: {ability}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their emblem has all four abilities; this temptation still counts.</source>
        <translation>У эмблемы игрока уже есть все четыре способности; это искушение всё равно засчитывается.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tempt</source>
        <translation>Искусить</translation>
    </message>
</context>
<context>
    <name>RollDisplay</name>
    <message>
        <location filename="../companion/app/widgets/roll_display.py" line="+127"/>
        <source>coin</source>
        <translation>монета</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planar die</source>
        <translation>планарный кубик</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} · {die}</source>
        <translation>{player} · {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Heads</source>
        <translation>Орёл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tails</source>
        <translation>Решка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planeswalk</source>
        <translation>Планарное перемещение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chaos</source>
        <translation>Хаос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank</source>
        <translation>Пусто</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-52"/>
        <source>official ruling</source>
        <translation>официальное разъяснение</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>CR {number}</source>
        <translation>правило {number}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Why? ({rules})</source>
        <translation>Почему? ({rules})</translation>
    </message>
</context>
<context>
    <name>RuleLinkLabel</name>
    <message>
        <location filename="../companion/app/widgets/rule_link.py" line="+84"/>
        <source>Open the rule in the Rules panel</source>
        <translation>Открыть правило на панели правил</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../companion/app/rules_panel.py" line="+86"/>
        <source>The monarch’s rules</source>
        <translation>Правила о монархе</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+46"/>
        <source>{edition}, section {section}</source>
        <translation>{edition}, раздел {section}</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>These rules say {term}; the cards and this app say {card_term}.</source>
        <translation>В этих правилах — {term}; на картах и в приложении — {card_term}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The two inherent triggered abilities</source>
        <translation>Две срабатывающие способности, присущие монарху</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Official rulings</source>
        <translation>Официальные разъяснения</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The initiative’s three inherent triggered abilities</source>
        <translation>Три срабатывающие способности, присущие инициативе</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Venturing into the dungeon</source>
        <translation>Углубление в подземелье</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+34"/>
        <source>Unofficial translation:</source>
        <translation>Неофициальный перевод:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current English wording (this edition predates it):</source>
        <translation>Текущая английская формулировка (новее этой редакции):</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>(official English text: there is none in this language)</source>
        <translation>(официальный текст на английском; на русском его нет)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(a summary in the app’s own words, not the text of the rules)</source>
        <translation>(краткое изложение словами приложения, а не текст правил)</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../companion/app/pod/seats.py" line="+68"/>
        <source>Show {player}’s own code</source>
        <translation>Показать личный код игрока {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new code for {player}: the phones with the old one are cut off</source>
        <translation>Новый код для игрока {player}: телефоны со старым кодом отключаются</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player}’s phone may change everyone’s totals too (life, poison, commander damage, counters, reminders), not only {player}’s own. Revoke, a new game or turning the pod off takes it back.</source>
        <extracomment>The tooltip of a seat&apos;s check box under &quot;All totals&quot; in the Invite phones dock</extracomment>
        <translation>Телефон игрока {player} может менять значения всех (жизнь, жетоны яда, повреждения от командира, жетоны, напоминания), а не только значения игрока {player}. Это право снимается кнопкой «Отозвать», новой игрой или отключением телефонов.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no phone</source>
        <translation>нет телефона</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>подключён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected ×{count}</source>
        <translation>подключено ×{count}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="+45"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player keys act on the selected player (highlighted); 1 – 8 or ← → select.</source>
        <translation>Клавиши игрока действуют на выбранного игрока (подсвечен); выбор — 1 – 8 или ← →.</translation>
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
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Can&apos;t be read</source>
        <translation>Не удаётся прочитать</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Continue: turn {turn}, {player}’s turn</source>
        <translation>Продолжить: ход {turn}, ходит {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume the unfinished game</source>
        <translation>Продолжить незаконченную игру</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo game</source>
        <translation>Демо-игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a journal…</source>
        <translation>Открыть журнал…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent games</source>
        <translation>Недавние игры</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{winner} won</source>
        <translation>Победа: {winner}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>An unfinished game was found: {players}, turn {turn}.</source>
        <translation>Найдена незаконченная игра: {players}, ход {turn}.</translation>
    </message>
</context>
<context>
    <name>StatsPlots</name>
    <message>
        <location filename="../companion/app/stats/plots.py" line="+70"/>
        <source>effect</source>
        <translation>эффект</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+93"/>
        <source>Turn (each turn split into its %n step(s))</source>
        <translation>
            <numerusform>Ход (каждый ход разделён на %n шаг)</numerusform>
            <numerusform>Ход (каждый ход разделён на %n шага)</numerusform>
            <numerusform>Ход (каждый ход разделён на %n шагов)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="-368"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} мин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours} ч {minutes:02d} мин</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../companion/app/stats/panel.py" line="+217"/>
        <source>Turn 1</source>
        <translation>Ход 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the game</source>
        <translation>Начало игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn {turn} · {step}</source>
        <translation>Ход {turn} · {step}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Monarch: {player}</source>
        <translation>Монарх: {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No monarch</source>
        <translation>Монарха нет</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Initiative: {player}</source>
        <translation>Инициатива: {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No initiative</source>
        <translation>Инициативы нет</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export life totals</source>
        <translation>Экспорт количества жизней</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game statistics</source>
        <translation>Статистика игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save every player&apos;s life at the end of each turn</source>
        <translation>Сохранять количество жизней каждого игрока в конце каждого хода</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown and initiative changes:</source>
        <translation>Смены короны и инициативы:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown changes:</source>
        <translation>Смены короны:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player left</source>
        <translation>игрок покинул игру</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Game summary</source>
        <translation>Итоги игры</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+7"/>
        <source>The game is stopped: the last action could not be saved ({reason}). Nothing before it is lost. Free some space and press Retry, or save a copy elsewhere and go on there.</source>
        <translation>Игра остановлена: последнее действие не удалось сохранить ({reason}). Всё, что было до него, сохранено. Освободите место и нажмите «Повторить» или сохраните копию в другом месте и продолжайте там.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion (process {pid}, since {since}). Close it there, then take over here.</source>
        <translation>Только чтение: эта игра открыта в другом окне Commander Companion (процесс {pid}, с {since}). Закройте её там, затем нажмите «Продолжить здесь».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion. Close it there, then take over here.</source>
        <translation>Только чтение: эта игра открыта в другом окне Commander Companion. Закройте её там, затем нажмите «Продолжить здесь».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is saved again. Go on.</source>
        <translation>Игра снова сохраняется. Можно продолжать.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk quota is used up</source>
        <translation>дисковая квота исчерпана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to write there</source>
        <translation>нет прав на запись туда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too many files are open</source>
        <translation>открыто слишком много файлов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk reported an error</source>
        <translation>диск сообщил об ошибке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is gone</source>
        <translation>папка больше не существует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy as…</source>
        <translation>Сохранить копию как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over</source>
        <translation>Продолжить здесь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game open elsewhere</source>
        <translation>Игра открыта в другом окне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is open in another Commander Companion (process {pid}, since {since}). Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} открыт в другом окне Commander Companion (процесс {pid}, с {since}). Если два окна будут записывать одну игру, она испортится. Откройте её здесь только для чтения или закройте там и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is open in another Commander Companion. Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file} открыт в другом окне Commander Companion. Если два окна будут записывать одну игру, она испортится. Откройте её здесь только для чтения или закройте там и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Попробовать снова</translation>
    </message>
</context>
<context>
    <name>SwatchPopup</name>
    <message>
        <location filename="../companion/app/dialogs/swatches.py" line="+114"/>
        <source>{color}: the colour of {player}</source>
        <translation>Цвет игрока {player}: {color}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{color}: {owner} has it; choosing it swaps your colours</source>
        <translation>Цвет «{color}» у игрока {owner}; выбрав его, вы поменяетесь цветами</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
</context>
<context>
    <name>Swatches</name>
    <message>
        <location line="-93"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violet</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>teal</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>оранжевый</translation>
    </message>
</context>
<context>
    <name>TakeInitiativeDialog</name>
    <message>
        <location filename="../companion/app/dialogs/initiative.py" line="+37"/>
        <location line="+4"/>
        <source>Take the initiative</source>
        <translation>Взять инициативу</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card gives them the initiative? (optional)</source>
        <translation>Какая карта даёт этому игроку инициативу? (необязательно)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Aarakocra Sneak</source>
        <translation>Название карты, например Aarakocra Sneak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} already has the initiative: taking it again makes them venture again (CR {rule}).</source>
        <translation>У игрока {player} уже есть инициатива: если взять её снова, этот игрок снова углубится в подземелье «Undercity» (правило {rule}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking it ventures into Undercity (CR {rule}); the reminder asks for the room.</source>
        <translation>Взявший её углубляется в подземелье «Undercity» (правило {rule}); комнату спросит напоминание.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+31"/>
        <source>Life</source>
        <translation>Жизнь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poison</source>
        <translation>Яд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch</source>
        <extracomment>The monarch (CR 725): a column, a row, the crown&apos;s name beside a player</extracomment>
        <translation>Монарх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown</source>
        <extracomment>The monarch&apos;s crown in the charts: who held it, and how long</extracomment>
        <translation>Корона</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <extracomment>The initiative (CR 726): a column, a chart&apos;s row, its token beside a player</extracomment>
        <translation>Инициатива</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander damage</source>
        <translation>Повреждения от командира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander damage taken</source>
        <extracomment>A heading: the commander damage a player took, one row per opposing commander</extracomment>
        <translation>Полученные повреждения от командира</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat damage</source>
        <extracomment>The combat damage dialog&apos;s title and the turn bar&apos;s button that opens it</extracomment>
        <translation>Боевые повреждения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combat damage</source>
        <extracomment>How the crown or the initiative changed hands (a chart&apos;s legend): by combat damage</extracomment>
        <translation>боевые повреждения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession</source>
        <extracomment>How the crown or the initiative changed hands: its holder left the game (CR 725.4, 726.4)</extracomment>
        <translation>престолонаследие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeons completed</source>
        <extracomment>How many dungeons a player has completed (CR 309.7)</extracomment>
        <translation>Пройдено подземелий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <extracomment>A player&apos;s second commander (CR 702.124)</extracomment>
        <translation>Партнёр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>A column heading: the player of the row</extracomment>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <extracomment>A column heading or a title: the players of a game, or every player of the History</extracomment>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns</source>
        <extracomment>A column heading or a chart&apos;s title: how many turns a game lasted</extracomment>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes</source>
        <extracomment>A column heading or a chart&apos;s title: how many minutes a game lasted</extracomment>
        <translation>Минуты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <extracomment>A column heading: how a game ended (won by a player, a draw, unfinished)</extracomment>
        <translation>Итог</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <extracomment>How a game ended: nobody has won it yet (it may go on)</extracomment>
        <translation>Не окончена</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <extracomment>How many games (the History page&apos;s list, a bar of the charts across games)</extracomment>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+228"/>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next step ({key})</source>
        <translation>Перейти к следующему шагу ({key})</translation>
    </message>
    <message>
        <location filename="../companion/app/launch.py" line="+171"/>
        <location filename="../companion/app/widgets/turn_bar.py" line="+2"/>
        <source>End turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="-50"/>
        <source>Storm {count}</source>
        <translation>Шторм {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spells cast this turn, for storm (CR 702.40): tap when one more is cast (Y); − takes one back (Shift+Y)</source>
        <translation>Заклинания, разыгранные в этом ходу, для шторма (правило 702.40): нажмите, когда разыграно ещё одно (Y); «−» отменяет одно (Shift+Y)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One spell fewer (Shift+Y)</source>
        <translation>На одно заклинание меньше (Shift+Y)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_clock.py" line="+73"/>
        <location line="+31"/>
        <source>Resume clock</source>
        <translation>Возобновить часы</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+27"/>
        <source>Pause clock</source>
        <translation>Пауза часов</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Let the chess clock run again (H)</source>
        <translation>Снова запустить шахматные часы (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+35"/>
        <source>Start clock</source>
        <translation>Запустить часы</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Start the chess clock (H)</source>
        <translation>Запустить шахматные часы (H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause the chess clock (H)</source>
        <translation>Поставить шахматные часы на паузу (H)</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+48"/>
        <source>End this turn ({key}); stops once at the end step if the monarch must draw</source>
        <translation>Завершить этот ход ({key}); один раз останавливается на заключительном шаге, если монарх должен взять карту</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter combat damage ({key})</source>
        <translation>Ввести боевые повреждения ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commander damage by tapping panels ({key}): tap the commander that dealt it, then + on each player it hit. Esc or this button ends it.</source>
        <translation>Повреждения от командира нажатием ({key}): нажмите на командира, который их нанёс, затем + у каждого задетого игрока. Esc или эта кнопка завершают ввод.</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-81"/>
        <source>Spells {player} cast this turn:</source>
        <translation>Заклинания игрока {player} в этом ходу:</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_steps.py" line="+48"/>
        <source>{step} (now)</source>
        <translation>{step} (сейчас)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to {step}</source>
        <translation>Перейти: {step}</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-11"/>
        <source>Round {round} · Turn {turn} —</source>
        <translation>Раунд {round} · Ход {turn} —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left; no active player</source>
        <translation>{player} вне игры, активного игрока нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No active player</source>
        <translation>Активного игрока нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} (extra turn)</source>
        <translation>{player} (дополнительный ход)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next: {who}</source>
        <translation>далее: {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day and night (CR {rule}): as the next turn begins, day becomes night if {player} cast no spells this turn, and night becomes day if they cast two or more.</source>
        <translation>День и ночь (правило {rule}): в начале следующего хода день сменяется ночью, если игрок {player} не разыграл в этом ходу ни одного заклинания, а ночь сменяется днём, если он разыграл два или больше.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-102"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: {action}</source>
        <translation>Отменить: {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: {action}</source>
        <translation>Повторить: {action}</translation>
    </message>
</context>
<context>
    <name>VentureDialog</name>
    <message>
        <location filename="../companion/app/dialogs/venture.py" line="+105"/>
        <source>Venture into the dungeon</source>
        <translation>Углубиться в подземелье</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon</source>
        <translation>{player} углубляется в подземелье</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card says “venture into the dungeon”?</source>
        <translation>Какая карта велит «углубиться в подземелье»?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Nadaar, Selfless Paladin</source>
        <translation>Название карты, например Nadaar, Selfless Paladin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Venture</source>
        <translation>Углубиться</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no dungeon in progress: the venture starts one.</source>
        <translation>У игрока {player} нет начатого подземелья: это начнёт новое подземелье.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which dungeon? (Undercity only through the initiative)</source>
        <translation>Какое подземелье? («Undercity» — только через инициативу)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the dungeon to see the room it enters.</source>
        <translation>Выберите подземелье, чтобы увидеть, в какую комнату войдёт маркер.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker enters {room}:</source>
        <translation>Маркер входит в комнату «{room}»:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two arrows lead on: choose the room.</source>
        <translation>Дальше ведут две стрелки: выберите комнату.</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <location filename="../companion/app/widgets/winner.py" line="+135"/>
        <source>New game with the &amp;same players</source>
        <translation>Новая игра с &amp;теми же игроками</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;table</source>
        <translation>Показать &amp;стол</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+63"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{winner} wins!</source>
        <translation>{winner} побеждает!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>Сыгран %n ход.</numerusform>
            <numerusform>Сыграно %n хода.</numerusform>
            <numerusform>Сыграно %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody became the monarch.</source>
        <translation>Никто не стал монархом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} held the crown last.</source>
        <translation>Последний монарх: {player}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} had the initiative last.</source>
        <translation>Последний обладатель инициативы: {player}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game, in order:</source>
        <translation>Покинули игру, по порядку:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}. {player}: {reason} (turn {turn})</source>
        <translation>{number}. {player}: {reason} (ход {turn})</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../companion/app/words.py" line="+17"/>
        <source>Copy</source>
        <extracomment>A button copying a link (the overlay&apos;s address, the table&apos;s invitation) to the clipboard</extracomment>
        <translation>Копировать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <extracomment>A button showing a seat&apos;s (or the table&apos;s) link as a QR code for a phone to scan</extracomment>
        <translation>Код</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card name, e.g. Palace Jailer</source>
        <extracomment>The hint in the field where a monarch or battlefield card is named</extracomment>
        <translation>Название карты, например Palace Jailer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <extracomment>The game log&apos;s dock and its list</extracomment>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite phones</source>
        <extracomment>The dock (and its large window) where phones join the table</extracomment>
        <translation>Подключить телефоны</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <extracomment>The New game dialog&apos;s title, and the question before a game in play is replaced</extracomment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream overlay</source>
        <extracomment>The overlay&apos;s dock and the switch that serves it</extracomment>
        <translation>Оверлей для трансляции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <extracomment>The History page&apos;s title and the start page&apos;s button that opens it</extracomment>
        <translation>История</translation>
    </message>
</context>
<context>
    <name>_ReminderRow</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-61"/>
        <source>{player} draws a card (the monarch&apos;s end step trigger)</source>
        <translation>{player} берёт карту (способность монарха на заключительном шаге)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch when it triggered, so the card is still theirs.</source>
        <translation>Когда способность сработала, монархом был игрок {player}, поэтому карту всё равно берёт {player}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Rad: {player} mills %n card(s)</source>
        <translation>
            <numerusform>Радиация: {player} скручивает %n карту</numerusform>
            <numerusform>Радиация: {player} скручивает %n карты</numerusform>
            <numerusform>Радиация: {player} скручивает %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For each nonland card milled, {player} loses 1 life and removes a rad counter.</source>
        <translation>За каждую скрученную карту, не являющуюся землёй, {player} теряет 1 жизнь и удаляет один жетон радиации.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity (the initiative)</source>
        <translation>{player} углубляется в подземелье «Undercity» (инициатива)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures on in {dungeon} (the initiative)</source>
        <translation>{player} углубляется дальше в подземелье «{dungeon}» (инициатива)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} had the initiative when it triggered, so the venture is theirs.</source>
        <translation>Когда способность сработала, инициатива была у игрока {player}, поэтому в подземелье углубляется именно этот игрок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the room:</source>
        <translation>Выберите комнату:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers</source>
        <translation>Срабатывает способность карты {card} ({player})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({player}): its exile ends</source>
        <translation>{card} ({player}): изгнание заканчивается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is the monarch now: the &quot;if you&apos;re the monarch&quot; part applies.</source>
        <translation>{player} сейчас монарх: часть «если вы являетесь монархом» действует.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is not the monarch now: the &quot;if you&apos;re the monarch&quot; part does not apply.</source>
        <translation>{player} сейчас не монарх: часть «если вы являетесь монархом» не действует.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent of {player} is the monarch now.</source>
        <translation>Сейчас монарх — оппонент игрока {player}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No opponent of {player} is the monarch now: it does nothing.</source>
        <translation>Сейчас ни один оппонент игрока {player} не является монархом: способность ничего не делает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no monarch now.</source>
        <translation>Сейчас монарха нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is a monarch now: it does nothing.</source>
        <translation>Сейчас монарх есть: способность ничего не делает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch as the turn began.</source>
        <translation>В начале хода монархом был игрок {player}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was not the monarch as the turn began: it does nothing.</source>
        <translation>В начале хода игрок {player} не был монархом: способность ничего не делает.</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="+76"/>
        <location filename="../companion/app/window/openers.py" line="+30"/>
        <source>&amp;Nonland cards milled:</source>
        <translation>&amp;Скручено карт, не являющихся землями:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is carried out at the table</source>
        <translation>Выполнено за столом</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+91"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-23"/>
        <source>{room}: {ability}</source>
        <translation>{room}: {ability}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="-6"/>
        <source>The venture is made</source>
        <translation>Игрок углубился в подземелье</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The card is drawn</source>
        <translation>Карта взята</translation>
    </message>
</context>
</TS>
