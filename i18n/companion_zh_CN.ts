<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AmountEntry</name>
    <message>
        <location filename="../companion/app/dialogs/amount_entry.py" line="+59"/>
        <source>Type {minus}7 or +3 to change it, or 33 to set it.</source>
        <translation>输入{minus}7或+3来增减，或输入33直接设定。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Poison counters</source>
        <translation>中毒指示物</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Delete the last character</source>
        <translation>删除最后一个字符</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a number: type {minus}7, +3 or 33.</source>
        <translation>不是数字：请输入{minus}7、+3或33。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That would be below 0.</source>
        <translation>结果会低于0。</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+533"/>
        <source>{player} has %n life.</source>
        <translation>
            <numerusform>{player}有%n点生命。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has %n poison counter(s).</source>
        <translation>
            <numerusform>{player}有%n个中毒指示物。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has %n counter(s): {counter}.</source>
        <translation>
            <numerusform>{player}有%n个指示物：{counter}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>{source}的指挥官已对{player}造成%n点伤害。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s partner commander has dealt {player} %n damage.</source>
        <translation>
            <numerusform>{source}的拍档指挥官已对{player}造成%n点伤害。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) has dealt {player} %n damage.</source>
        <translation>
            <numerusform>{commander}（{source}）已对{player}造成%n点伤害。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That is too large: at most %n at once.</source>
        <translation>
            <numerusform>数值太大：一次最多%n。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BecomeMonarchDialog</name>
    <message>
        <location filename="../companion/app/dialogs/monarch.py" line="+98"/>
        <location line="+4"/>
        <source>Become the monarch</source>
        <translation>成为君主</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card made them the monarch? (optional)</source>
        <translation>是哪张牌让其成为君主的？（可选）</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not in the list of monarch cards; recorded as typed.</source>
        <translation>不在君主相关牌的列表中；按输入内容记录。</translation>
    </message>
</context>
<context>
    <name>CardChips</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+61"/>
        <source>Tap it when it leaves the battlefield.</source>
        <translation>它离开战场时，点击此处。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its one-time trigger has happened.</source>
        <translation>其只触发一次的异能已经触发过。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} leaves the battlefield</source>
        <translation>{card}离开战场</translation>
    </message>
</context>
<context>
    <name>CardEntersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/card_enters.py" line="+40"/>
        <source>A monarch card enters the battlefield</source>
        <translation>君主相关牌进战场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control</source>
        <translation>君主相关牌在{player}的操控下进战场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card?</source>
        <translation>哪张牌？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on the panel</source>
        <translation>放到面板上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch as it enters</source>
        <translation>它进战场时，{player}成为君主</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not a monarch card the app knows: choose one from the list.</source>
        <translation>不是本应用已知的君主相关牌：请从列表中选择。</translation>
    </message>
</context>
<context>
    <name>CardTriggers</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+16"/>
        <source>Target player sacrifices a creature.</source>
        <translation>目标牌手牺牲一个生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>每位对手各失去1点生命，且你获得1点生命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creatures you control can&apos;t be blocked this turn.</source>
        <translation>本回合中，你操控的生物不能被阻挡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch loses 2 life and you gain 2 life.</source>
        <translation>新的君主失去2点生命，且你获得2点生命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The creature Palace Jailer exiled returns to the battlefield under its owner&apos;s control (a token stays gone).</source>
        <translation>被Palace Jailer放逐的生物在其拥有者的操控下返回战场（衍生物则不会返回）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 black Assassin creature token with deathtouch and haste.</source>
        <translation>派出一个1/1黑色，具死触与敏捷异能的刺客衍生生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 5/5 red Dragon creature token with flying.</source>
        <translation>派出一个5/5红色，具飞行异能的龙衍生生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put a +1/+1 counter on Throne Warden.</source>
        <translation>在Throne Warden上放置一个+1/+1指示物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life unless they discard two cards.</source>
        <translation>每位对手各失去3点生命，除非其弃一张牌；如果你是君主，则改为各失去6点生命，除非其弃两张牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may put a land card from your hand onto the battlefield; if you&apos;re the monarch, a creature or land card instead.</source>
        <translation>你可以将一张地牌从你手上放进战场；如果你是君主，则改为一张生物或地牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number of target players each mill two cards; if you&apos;re the monarch, ten cards instead.</source>
        <translation>任意数量的目标牌手各磨两张牌；如果你是君主，则改为各磨十张牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 1/1 white Spirit creature token with flying; if you&apos;re the monarch, a 4/4 white Angel creature token with flying instead.</source>
        <translation>派出一个1/1白色，具飞行异能的精怪衍生生物；如果你是君主，则改为派出一个4/4白色，具飞行异能的天使衍生生物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court of Ire deals 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>Court of Ire对任意一个目标造成2点伤害；如果你是君主，则改为造成7点伤害。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If Starscream is on its Seeker Leader face, convert it.</source>
        <translation>如果Starscream处于其Seeker Leader面，则转化它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The monarch draws an additional card.</source>
        <translation>君主额外抓一张牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The active player may pay {X} (X: the cards in their hand); if they don&apos;t, they can&apos;t attack you this combat.</source>
        <translation>主动牌手可以支付{X}（X为其手牌数量）；若其未如此作，则本次战斗中其不能攻击你。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create two 1/1 white Human Soldier creature tokens.</source>
        <translation>派出两个1/1白色人类士兵衍生生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new monarch gains control of the enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>新的君主获得所结附生物的操控权；该生物每次战斗若能攻击则必须攻击，且不能攻击你。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return target permanent card with mana value 3 or less from your graveyard to your hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>将目标法术力值等于或小于3的永久物牌从你的坟墓场移回你手上；如果你是君主，则改为将它移回战场。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create a 3/1 red Knight creature token; then, if you&apos;re the monarch, Court of Embereth deals X damage to each opponent (X: the creatures you control).</source>
        <translation>派出一个3/1红色骑士衍生生物；然后，如果你是君主，则Court of Embereth对每位对手各造成X点伤害（X为你操控的生物数量）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Distribute two +1/+1 counters among up to two target creatures; then, if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>在至多两个目标生物上分配两个+1/+1指示物；然后，如果你是君主，则将你操控的每个生物上的+1/+1指示物数量加倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exile the top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may also cast a spell from among those cards this turn without paying its mana cost.</source>
        <translation>放逐目标对手的牌库顶牌（你可以使用该牌）；如果你是君主，则本回合中你还可以从这些牌中施放一个咒语，且不需支付其法术力费用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose up to one other target enchantment or artifact: if you&apos;re the monarch, you may create a token copy of it; if not, Court of Vantress may become a copy of it.</source>
        <translation>选择至多一个其他目标结界或神器：如果你是君主，你可以派出一个衍生物，此衍生物为它的复制品；否则，Court of Vantress可以成为它的复制品。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gain control of target creature the new monarch controls for as long as they&apos;re the monarch.</source>
        <translation>在新的君主身为君主期间，获得目标由其操控之生物的操控权。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return up to one target creature card from your graveyard to your hand.</source>
        <translation>将至多一张目标生物牌从你的坟墓场移回你手上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target opponent becomes the monarch.</source>
        <translation>目标对手成为君主。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 2/1 red Goblin creature token with haste; then, if you&apos;re the monarch, create a copy of each creature token you control.</source>
        <translation>派出一个2/1红色，具敏捷异能的鬼怪衍生生物；然后，如果你是君主，则为你操控的每个生物衍生物各派出一个复制品。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the creatures that dealt the damage and put a stun counter on each of them.</source>
        <translation>横置造成该伤害的生物，并在每个上面各放置一个晕眩指示物。</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../companion/app/charts/export.py" line="+47"/>
        <source>PNG image (*.png)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>PNG图像 (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CSV file (*.csv)</source>
        <extracomment>File type in the save dialog</extracomment>
        <translation>CSV文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {file}: {error}</source>
        <extracomment>After an export failed: the file and the system&apos;s reason</extracomment>
        <translation>无法保存{file}：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved {file}</source>
        <extracomment>After an export: the file written</extracomment>
        <translation>已保存{file}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export PNG…</source>
        <extracomment>Button of a chart view: save every chart as one image</extracomment>
        <translation>导出PNG…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <extracomment>Button of a chart view: save its figures in a CSV file</extracomment>
        <translation>导出CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the charts as an image</source>
        <extracomment>Tooltip of &quot;Export PNG…&quot;</extracomment>
        <translation>将图表保存为图像</translation>
    </message>
</context>
<context>
    <name>ChessClockDialog</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="+73"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs. At 0 it says so; nobody loses by it. A new time keeps what each player has used; Off takes the clocks away.</source>
        <translation>每位牌手在整盘游戏中共有这么多时间：正在进行回合的牌手的时钟会走。时间用完时会有提示，但没有人会因此输掉这盘游戏。设定新的时间会保留每位牌手已用的时间；选择“关闭”则撤下所有棋钟。</translation>
    </message>
</context>
<context>
    <name>ChromaWindow</name>
    <message>
        <location filename="../companion/app/overlay/chroma.py" line="+88"/>
        <source>Commander Companion overlay (chroma key)</source>
        <translation>Commander Companion叠加层（色度键）</translation>
    </message>
</context>
<context>
    <name>ClockMinutes</name>
    <message>
        <location filename="../companion/app/dialogs/chess_clock.py" line="-27"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s) per player</source>
        <translation>
            <numerusform>每位牌手%n分钟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../companion/app/dialogs/combat.py" line="+402"/>
        <source>&amp;Deal damage</source>
        <translation>造成伤害(&amp;D)</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>指挥官</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infect</source>
        <translation>侵染</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By whose creatures</source>
        <translation>由谁的生物造成</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What will happen:</source>
        <translation>将会发生：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First strike: deal the first-strike damage first, then the regular damage</source>
        <translation>先攻：先造成先攻伤害，再造成常规伤害</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n点生命</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n poison</source>
        <translation>
            <numerusform>，%n个中毒指示物</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not hit</source>
        <translation>未受伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage to {player}</source>
        <translation>对{player}的战斗伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: by a commander</source>
        <translation>{player}：由指挥官造成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: by the partner commander</source>
        <translation>{player}：由拍档指挥官造成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: infect</source>
        <translation>{player}：侵染</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creatures dealt damage to {player}</source>
        <translation>谁的生物对{player}造成了伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another source of damage to {player}</source>
        <translation>{player}受到的另一个伤害来源</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+177"/>
        <source>First-strike damage dealt. Now the regular combat damage (CR 510.4).</source>
        <translation>已造成先攻伤害。现在造成常规战斗伤害（规则510.4）。</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Turn {turn}, {player}&apos;s turn. Enter the combat damage each player was dealt.</source>
        <translation>第{turn}回合，{player}的回合。输入每位牌手受到的战斗伤害。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{player}&apos;s creatures cannot deal combat damage to {player}.</source>
        <translation>{player}的生物不能对{player}自己造成战斗伤害。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{player} has left the game: no creatures of theirs deal damage.</source>
        <translation>{player}已离开游戏：其生物不会造成伤害。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Note: only {active}&apos;s creatures attack this turn (CR 508.1), not {player}&apos;s.</source>
        <translation>注意：本回合只有{active}的生物会攻击（规则508.1），{player}的生物不会。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first commander</source>
        <translation>第一位指挥官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partner commander</source>
        <translation>拍档指挥官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticked: {partner}. Not ticked: {first}.</source>
        <translation>勾选：{partner}。不勾选：{first}。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} cannot be dealt damage by their own creatures.</source>
        <translation>{player}不会受到自己的生物造成的伤害。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal &amp;first-strike damage</source>
        <translation>造成先攻伤害(&amp;F)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The damage typed is not dealt yet. Deal damage deals it; Cancel again closes without dealing it.</source>
        <translation>已输入的伤害尚未造成。“造成伤害”会造成它；再按一次“取消”则关闭且不造成。</translation>
    </message>
</context>
<context>
    <name>CombatPreview</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-47"/>
        <source>Enter the combat damage each player was dealt.</source>
        <translation>输入每位牌手受到的战斗伤害。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This damage cannot be recorded: {reason}</source>
        <translation>无法记录此伤害：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} stays the monarch.</source>
        <translation>{player}仍是君主。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} keeps the initiative.</source>
        <translation>{player}仍握有先制。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: life {before} → {after}.</source>
        <translation>{player}：生命{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: poison counters {before} → {after}.</source>
        <translation>{player}：中毒指示物{before} → {after}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: commander damage from {source} {before} → {after}.</source>
        <translation>{player}：来自{source}的指挥官伤害{before} → {after}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: damage from {source}&apos;s partner commander {before} → {after}.</source>
        <translation>{player}：来自{source}的拍档指挥官的伤害{before} → {after}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player}: damage from {commander} ({source}) {before} → {after}.</source>
        <translation>{player}：来自{commander}（{source}）的伤害{before} → {after}。</translation>
    </message>
</context>
<context>
    <name>CombatQuestion</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+259"/>
        <source>Was this combat damage from a creature? Whose?</source>
        <translation>这是生物造成的战斗伤害吗？是谁的生物？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose creature?</source>
        <translation>谁的生物？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature controlled by this player dealt the damage</source>
        <translation>由该牌手操控的生物造成了此伤害</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not combat damage from a creature: just lose the life</source>
        <translation>不是生物造成的战斗伤害：只失去生命</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../companion/app/widgets/command_palette.py" line="+95"/>
        <source>Find a command</source>
        <translation>查找命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command to find</source>
        <translation>要查找的命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type what to do, e.g. monarch</source>
        <translation>输入要做的事，例如：君主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matching commands</source>
        <translation>匹配的命令</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No command matches “{query}”.</source>
        <translation>没有与“{query}”匹配的命令。</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../companion/shell/commands/table.py" line="+31"/>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game with the same &amp;players</source>
        <translation>同样的牌手再来一盘(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open journal…</source>
        <translation>打开对局记录(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save journal &amp;as…</source>
        <translation>对局记录另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import games…</source>
        <extracomment>Adds the games of a folder of journals (another computer&apos;s, a backup) to the history</extracomment>
        <translation>导入对局(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next step</source>
        <translation>下一步骤(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End turn</source>
        <translation>结束回合(&amp;E)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tep by step (the table calls every step)</source>
        <extracomment>A table that calls every step: the turn moves only when told (off: steps follow the play)</extracomment>
        <translation>逐步骤进行（由牌桌宣布每个步骤）(&amp;T)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw who goes &amp;first</source>
        <translation>随机决定先手(&amp;F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Combat damage…</source>
        <translation>战斗伤害(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commander &amp;damage by tapping panels</source>
        <translation>点击面板记录指挥官伤害(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It becomes da&amp;y (a card says so)</source>
        <translation>成为白昼（牌张效应）(&amp;Y)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It becomes ni&amp;ght (a card says so)</source>
        <translation>成为黑夜（牌张效应）(&amp;G)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A spell was cast (&amp;storm +1)</source>
        <translation>施放了一个咒语（风暴 +1）(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Storm −1 (counted by mistake)</source>
        <translation>风暴 −1（误记）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>C&amp;hess clock…</source>
        <translation>棋钟(&amp;H)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pause the chess clock</source>
        <translation>暂停棋钟(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done entering commander damage</source>
        <translation>完成记录指挥官伤害</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Done: the reminder is carried out</source>
        <translation>完成：提醒已执行(&amp;D)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select &amp;next player</source>
        <translation>选择下一位牌手(&amp;N)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select &amp;previous player</source>
        <translation>选择上一位牌手(&amp;P)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Select player</source>
        <translation>选择牌手(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {player}</source>
        <translation>选择{player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +1</source>
        <translation>生命 +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +1</source>
        <translation>{player}：生命 +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −1</source>
        <translation>生命 −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −1</source>
        <translation>{player}：生命 −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life +5</source>
        <translation>生命 +5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life +5</source>
        <translation>{player}：生命 +5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Life −5</source>
        <translation>生命 −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: life −5</source>
        <translation>{player}：生命 −5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison +1</source>
        <translation>中毒指示物 +1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison +1</source>
        <translation>{player}：中毒指示物 +1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poison −1</source>
        <translation>中毒指示物 −1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: poison −1</source>
        <translation>{player}：中毒指示物 −1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Type a life amount…</source>
        <translation>输入生命值(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type an amount for {player}’s life…</source>
        <translation>输入{player}的生命值…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Become the &amp;monarch…</source>
        <translation>成为君主(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} becomes the monarch…</source>
        <translation>{player}成为君主…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;6</source>
        <translation>掷d6(&amp;6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d6</source>
        <translation>{player}掷d6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll a d&amp;20</source>
        <translation>掷d20(&amp;2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a d20</source>
        <translation>{player}掷d20</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Roll a dN…</source>
        <translation>掷dN(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls a dN…</source>
        <translation>{player}掷dN…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Flip a c&amp;oin</source>
        <translation>掷硬币(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} flips a coin</source>
        <translation>{player}掷硬币</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll the &amp;planar die</source>
        <translation>掷时空骰(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} rolls the planar die</source>
        <translation>{player}掷时空骰</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cast the &amp;commander from the command zone</source>
        <translation>从统帅区施放指挥官(&amp;Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cast the &amp;partner commander from the command zone</source>
        <translation>从统帅区施放拍档指挥官(&amp;K)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;ounters…</source>
        <translation>指示物(&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s counters…</source>
        <translation>{player}的指示物…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Energy counter +1</source>
        <translation>能量指示物 +1(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an energy counter</source>
        <translation>{player}获得一个能量指示物</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xperience counter +1</source>
        <translation>经验指示物 +1(&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets an experience counter</source>
        <translation>{player}获得一个经验指示物</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rad counter +1</source>
        <translation>拉德指示物 +1(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets a rad counter</source>
        <translation>{player}获得一个拉德指示物</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Speed +1 (start your engines!)</source>
        <translation>速度 +1（启动引擎！）(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}’s speed increases</source>
        <translation>{player}的速度增加</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gets the &amp;city’s blessing</source>
        <translation>获得黄金城祝福(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets the city’s blessing</source>
        <translation>{player}获得黄金城祝福</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Ring &amp;tempts you…</source>
        <translation>魔戒引诱你(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ring tempts {player}…</source>
        <translation>魔戒引诱{player}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the &amp;initiative…</source>
        <translation>掌握先制(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative…</source>
        <translation>{player}掌握先制…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Venture into the dungeon (a card)…</source>
        <translation>深入地城（牌张效应）(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon (a card)…</source>
        <translation>{player}深入地城（牌张效应）…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A monarch card &amp;enters the battlefield…</source>
        <translation>君主相关牌进战场(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A monarch card enters under {player}’s control…</source>
        <translation>君主相关牌在{player}的操控下进战场…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Concede…</source>
        <translation>认输(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} concedes…</source>
        <translation>{player}认输…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Loses the game…</source>
        <translation>输掉这盘游戏(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game…</source>
        <translation>{player}输掉这盘游戏…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>E&amp;xtra turn after this one</source>
        <translation>在本回合后进行额外回合(&amp;X)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find a &amp;command…</source>
        <translation>查找命令(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rotate panels to face the seats</source>
        <translation>旋转面板朝向座位(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;log</source>
        <translation>游戏日志(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stats</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pl&amp;ayers…</source>
        <extracomment>The playgroup&apos;s players across games: merge two names of one person, split them again</extracomment>
        <translation>牌手名单(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream &amp;overlay</source>
        <translation>直播叠加层(&amp;O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invite &amp;phones</source>
        <translation>邀请手机加入(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History</source>
        <extracomment>The History page: every game played, filters, a game&apos;s replay, stats across games</extracomment>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The monarch’s &amp;rules</source>
        <translation>君主规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;build the history</source>
        <extracomment>Reads every game&apos;s journal again into the history&apos;s database (it is only an index)</extracomment>
        <translation>重建历史记录(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Commander Companion</source>
        <translation>关于Commander Companion(&amp;A)</translation>
    </message>
    <message>
        <location filename="../companion/app/commands.py" line="+26"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>回合(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>牌手(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>CounterBox</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-23"/>
        <source>{player}&apos;s partner commander</source>
        <translation>{player}的拍档指挥官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s commander</source>
        <translation>{player}的指挥官</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Poison counters: {player} loses at {lethal}.</source>
        <translation>中毒指示物：达到{lethal}个时{player}输掉这盘游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat damage dealt to {player} by {commander}. {player} loses at {lethal}. + adds a point of combat damage (and takes the life); − takes back damage entered by mistake (and gives the life back).</source>
        <translation>{commander}对{player}造成的战斗伤害。达到{lethal}点时{player}输掉这盘游戏。+ 记录一点战斗伤害（并扣除生命）；− 撤回误记的伤害（并返还生命）。</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+104"/>
        <source>Enter commander damage dealt to {player}: tap this, then the commander that dealt it on its player&apos;s panel</source>
        <translation>记录{player}受到的指挥官伤害：点击此处，再点击造成伤害的指挥官（在其牌手的面板上）</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+6"/>
        <source>Commander tax: casting {commander} from the command zone costs {tax} more (CR 903.8). Tap when it is cast; − takes back a cast entered by mistake.</source>
        <translation>指挥官税：从统帅区施放{commander}需额外支付{tax}（规则903.8）。施放时点击；− 撤回误记的一次施放。</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+24"/>
        <source>Partner tax</source>
        <translation>拍档税</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>⚔ Partner</source>
        <translation>⚔ 拍档</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+61"/>
        <source>⚔ Commander</source>
        <translation>⚔ 指挥官</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who dealt it? Tap that commander on its panel.</source>
        <translation>是谁造成的？点击其面板上的那个指挥官。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap the commander that dealt combat damage.</source>
        <translation>点击造成战斗伤害的指挥官。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 counted for {player}. Tap + there for each more point.</source>
        <translation>已为{player}计1点。每多1点就在那里点击 +。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now tap + on each player it dealt damage to.</source>
        <translation>现在在它造成伤害的每位牌手面板上点击 +。</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-15"/>
        <source>{player} (partner)</source>
        <translation>{player}（拍档）</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-406"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experience</source>
        <translation>经验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rad</source>
        <translation>拉德</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City&apos;s blessing</source>
        <translation>黄金城祝福</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring</source>
        <translation>魔戒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm</source>
        <translation>风暴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring: {bearer}</source>
        <translation>魔戒：{bearer}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring-bearer: {bearer}</source>
        <translation>持戒人：{bearer}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy counters: + gets one, − pays one. Tap the number to type an amount.</source>
        <translation>能量指示物：+ 获得一个，− 支付一个。点击数字可输入数量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience counters: + gets one, − removes one.</source>
        <translation>经验指示物：+ 获得一个，− 移去一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rad counters (CR {rule}): at the beginning of this player&apos;s precombat main phase they mill that many cards, then lose 1 life and a rad counter for each nonland card milled.</source>
        <translation>拉德指示物（规则{rule}）：在该牌手战斗前的行动阶段开始时，其磨等量的牌，然后每磨出一张非地牌，便失去1点生命并移去一个拉德指示物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of your playgroup&apos;s own: + and − change it.</source>
        <translation>你们牌桌自定的指示物：用 + 和 − 增减。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed (CR 702.179): it increases once each turn, when an opponent loses life during this player&apos;s turn (the app does it), to at most 4 (max speed).</source>
        <translation>速度（规则702.179）：在该牌手的回合中，当一位对手失去生命时，速度增加1（由本应用自动处理），每回合限一次，最多到4（最高速度）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The city&apos;s blessing (CR 702.131): for the rest of the game.</source>
        <translation>黄金城祝福（规则702.131）：在本盘游戏的剩余时间内一直拥有。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring (CR 701.54): + when it tempts this player again. Their emblem:</source>
        <translation>魔戒（规则701.54）：魔戒再次引诱该牌手时点击 +。其徽记：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your Ring-bearer is legendary and can&apos;t be blocked by creatures with greater power.</source>
        <translation>你的持戒人是传奇，且不能被力量较大的生物阻挡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your Ring-bearer attacks, draw a card, then discard a card.</source>
        <translation>每当你的持戒人攻击时，抓一张牌，然后弃一张牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whenever your Ring-bearer becomes blocked by a creature, that creature&apos;s controller sacrifices it at end of combat.</source>
        <translation>每当你的持戒人被一个生物阻挡时，该生物的操控者于战斗结束时牺牲之。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.</source>
        <translation>每当你的持戒人对一位牌手造成战斗伤害时，每位对手各失去3点生命。</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../companion/app/dialogs/counters.py" line="+56"/>
        <location line="+191"/>
        <source>Counters: {player}</source>
        <translation>指示物：{player}</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>A counter of your own</source>
        <translation>自定指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speed {speed} of 4: +1</source>
        <translation>速度{speed}/4：+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start your engines! (speed 1)</source>
        <translation>启动引擎！（速度1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Has the city’s blessing</source>
        <translation>✓ 已拥有黄金城祝福</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gets the city’s blessing</source>
        <translation>获得黄金城祝福</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Ring tempts again (level {level} of 4)…</source>
        <translation>魔戒再次引诱（目前{level}/4级）…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ring tempts you…</source>
        <translation>魔戒引诱你…</translation>
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
            <numerusform>{player}获得%n点生命</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life</source>
        <translation>
            <numerusform>{player}失去%n点生命</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n poison counter(s)</source>
        <translation>
            <numerusform>{player}获得%n个中毒指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} loses %n poison counter(s)</source>
        <translation>
            <numerusform>{player}失去%n个中毒指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source} deals %n infect combat damage to {target}</source>
        <translation>
            <numerusform>{source}对{target}造成%n点战斗伤害（侵染）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source}&apos;s commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source}的指挥官对{target}造成%n点战斗伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{source} deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source}对{target}造成%n点战斗伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{source}&apos;s partner commander deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{source}的拍档指挥官对{target}造成%n点战斗伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{commander} ({source}) deals %n combat damage to {target}</source>
        <translation>
            <numerusform>{commander}（{source}）对{target}造成%n点战斗伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s commander taken back</source>
        <translation>
            <numerusform>{target}：撤回{source}的指挥官造成的%n点伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {source}&apos;s partner commander taken back</source>
        <translation>
            <numerusform>{target}：撤回{source}的拍档指挥官造成的%n点伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{target}: %n damage from {commander} ({source}) taken back</source>
        <translation>
            <numerusform>{target}：撤回{commander}（{source}）造成的%n点伤害</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{player} gets %n energy counter(s)</source>
        <translation>
            <numerusform>{player}获得%n个能量指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n energy counter(s)</source>
        <translation>
            <numerusform>{player}移去%n个能量指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n experience counter(s)</source>
        <translation>
            <numerusform>{player}获得%n个经验指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n experience counter(s)</source>
        <translation>
            <numerusform>{player}移去%n个经验指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} gets %n rad counter(s)</source>
        <translation>
            <numerusform>{player}获得%n个拉德指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} removes %n rad counter(s)</source>
        <translation>
            <numerusform>{player}移去%n个拉德指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} gets %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player}获得%n个指示物：{counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} removes %n counter(s): {counter}</source>
        <translation>
            <numerusform>{player}移去%n个指示物：{counter}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} mills for rad: %n nonland card(s), as much life and as many rad counters lost</source>
        <translation>
            <numerusform>{player}因拉德指示物磨牌：磨出%n张非地牌，失去等量的生命并移去等量的拉德指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more spell(s) cast this turn (storm)</source>
        <translation>
            <numerusform>本回合多施放了%n个咒语（风暴）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n spell(s) fewer cast this turn (storm)</source>
        <translation>
            <numerusform>本回合施放的咒语减少%n个（风暴）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <source>{player} cast %n spell(s) this turn</source>
        <translation>
            <numerusform>{player}本回合施放了%n个咒语</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n life: combat damage?</source>
        <translation>
            <numerusform>{player}失去%n点生命：是战斗伤害吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player}&apos;s open loss is %n life less</source>
        <translation>
            <numerusform>{player}待定的生命损失减少%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Chess clock: %n minute(s) per player</source>
        <translation>
            <numerusform>棋钟：每位牌手%n分钟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrownLayer</name>
    <message>
        <location filename="../companion/app/widgets/crown.py" line="+336"/>
        <source>The monarch (CR {rule})</source>
        <translation>君主（完整规则{rule}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— the quoted rules say {term}</source>
        <translation>——所引规则写作{term}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drag the crown onto another player to make them the monarch.</source>
        <translation>把王冠拖到另一位牌手身上，使其成为君主。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crown: {player} is the monarch</source>
        <translation>王冠：{player}是君主</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-230"/>
        <source>Untap</source>
        <translation>重置步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upkeep</source>
        <translation>维持步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw step</source>
        <translation>抓牌步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 1</source>
        <translation>战斗前行动阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginning of combat</source>
        <translation>战斗开始步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare attackers</source>
        <translation>宣告攻击者步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare blockers</source>
        <translation>宣告阻挡者步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage step</source>
        <translation>战斗伤害步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of combat</source>
        <translation>战斗结束步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main phase 2</source>
        <translation>战斗后行动阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End step</source>
        <translation>结束步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cleanup</source>
        <translation>清除步骤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>21 commander damage from {commander} ({player})</source>
        <translation>来自{commander}（{player}）的21点指挥官伤害</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to {step}</source>
        <translation>前往{step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn: how many spells were cast?</source>
        <translation>结束回合：施放了几个咒语？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stops for what triggered</source>
        <translation>“结束回合”为触发的异能暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turn for {player}</source>
        <translation>{player}的额外回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes an extra turn after this one</source>
        <translation>{player}在本回合后进行一个额外回合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch</source>
        <translation>{player}成为君主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch ({card})</source>
        <translation>{player}成为君主（{card}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First-strike damage: {hits}</source>
        <extracomment>The first-strike combat damage step&apos;s damage (CR 510.4), then the hits dealt in it.</extracomment>
        <translation>先攻伤害：{hits}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{player}&apos;s speed increases</source>
        <translation>{player}的速度增加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gets the city&apos;s blessing</source>
        <translation>{player}获得黄金城祝福</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}</source>
        <translation>魔戒引诱{player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Ring tempts {player}; {bearer} is their Ring-bearer</source>
        <translation>魔戒引诱{player}；{bearer}是其持戒人</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An opponent lost life during {player}&apos;s turn: {player}&apos;s speed increases to {speed}.</source>
        <translation>在{player}的回合中有对手失去了生命：{player}的速度增加到{speed}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}&apos;s speed is now {speed}.</source>
        <translation>{player}的速度现在为{speed}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has rad counters: {player} mills a card for each, then loses 1 life and removes a rad counter for each nonland card milled.</source>
        <translation>{player}有拉德指示物：{player}每有一个拉德指示物便磨一张牌，然后每磨出一张非地牌，便失去1点生命并移去一个拉德指示物。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{player} draws a card (monarch)</source>
        <translation>{player}抓一张牌（君主）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): trigger done</source>
        <translation>{card}（{player}）：触发的异能已处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} casts their commander from the command zone</source>
        <translation>{player}从统帅区施放其指挥官</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts their partner commander from the command zone</source>
        <translation>{player}从统帅区施放其拍档指挥官</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} casts {commander} from the command zone</source>
        <translation>{player}从统帅区施放{commander}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast from the command zone taken back</source>
        <translation>{player}：撤销一次从统帅区的施放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: a cast of {commander} from the command zone taken back</source>
        <translation>{player}：撤销一次从统帅区施放{commander}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls a {die}: {result}</source>
        <translation>{player}掷{die}：{result}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first</source>
        <translation>{player}先手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes first (drawn at random)</source>
        <translation>{player}先手（随机决定）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} flips a coin: heads</source>
        <translation>{player}掷硬币：正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} flips a coin: tails</source>
        <translation>{player}掷硬币：反面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: planeswalk</source>
        <translation>{player}掷时空骰：时空换境</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} rolls the planar die: chaos</source>
        <translation>{player}掷时空骰：混沌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls the planar die: a blank face</source>
        <translation>{player}掷时空骰：空白面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative</source>
        <translation>{player}掌握先制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the initiative ({card})</source>
        <translation>{player}掌握先制（{card}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity</source>
        <translation>{player}深入地底城</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures: {room}</source>
        <translation>{player}深入地城：{room}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ventures into the dungeon ({card})</source>
        <translation>{player}深入地城（{card}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} enters the battlefield under {player}&apos;s control</source>
        <translation>{card}在{player}的操控下进战场</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} leaves the battlefield ({player})</source>
        <translation>{card}离开战场（{player}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} concedes</source>
        <translation>{player}认输</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game</source>
        <translation>{player}输掉这盘游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} lose the game</source>
        <translation>{players}输掉这盘游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reminder {id} done</source>
        <translation>提醒{id}已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes day (a card says so)</source>
        <translation>成为白昼（牌张效应）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night (a card says so)</source>
        <translation>成为黑夜（牌张效应）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No answer: not combat damage</source>
        <translation>未回答：不算作战斗伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: not combat damage</source>
        <translation>回答：不是战斗伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer: combat damage from {player}</source>
        <translation>回答：来自{player}的战斗伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: {players}</source>
        <translation>新游戏：{players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chess clock off</source>
        <translation>棋钟已关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock paused</source>
        <translation>棋钟已暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess clock running again</source>
        <translation>棋钟恢复计时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of time</source>
        <translation>时间到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess clock</source>
        <translation>棋钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s time · this turn&apos;s time</source>
        <translation>本盘游戏用时 · 本回合用时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{list}; {item}</source>
        <translation>{list}；{item}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{list}, {item}</source>
        <extracomment>Players&apos; names one after another: the list so far, and the next name.</extracomment>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch as the next player in turn order: the monarch left the game, and no active player is left to take the crown.</source>
        <translation>{player}作为依回合顺序的下一位牌手成为君主：君主离开了游戏，且没有可以接过王冠的主动牌手。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{player} left the game before anyone said whether their life loss was combat damage.</source>
        <translation>{player}在有人说明其生命损失是否为战斗伤害之前就离开了游戏。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It is day.</source>
        <translation>现在是白昼。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} takes the initiative and ventures into Undercity.</source>
        <translation>{player}掌握先制，并深入地底城。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative ({card}) and ventures into Undercity.</source>
        <translation>{player}掌握先制（{card}），并深入地底城。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the initiative again: it stays one initiative, but {player} ventures into Undercity again.</source>
        <translation>{player}再次掌握先制：先制仍只有一个，但{player}会再次深入地底城。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}&apos;s creatures dealt combat damage to {previous}, who had the initiative: {player} takes it and ventures into Undercity.</source>
        <translation>{player}的生物对握有先制的{previous}造成了战斗伤害：{player}掌握先制，并深入地底城。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the active player, takes the initiative and ventures into Undercity.</source>
        <translation>{previous}离开了游戏：主动牌手{player}掌握先制，并深入地底城。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{previous} left the game: {player}, the next player in turn order, takes the initiative and ventures into Undercity.</source>
        <translation>{previous}离开了游戏：依回合顺序的下一位牌手{player}掌握先制，并深入地底城。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{holder} left the game, so the initiative&apos;s trigger does nothing: {attacker} does not take the initiative from it.</source>
        <translation>{holder}已离开游戏，因此先制的触发式异能没有效果：{attacker}不会因此掌握先制。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} enters {room} ({dungeon}): {ability}</source>
        <translation>{player}进入{room}（{dungeon}）：{ability}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} enters {room}, the last room of {dungeon}: {ability} The dungeon is completed.</source>
        <translation>{player}进入{dungeon}的最后一个房间{room}：{ability}该地城已完成。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has the initiative: {player} ventures into Undercity.</source>
        <translation>{player}握有先制：{player}深入地底城。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers: {effect}</source>
        <translation>{card}（{player}）的异能触发：{effect}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} ({player}): its exile ends: {effect}</source>
        <translation>{card}（{player}）：放逐结束：{effect}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s venture is cancelled: {player} left the game.</source>
        <translation>{player}的这次深入已取消：{player}离开了游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}&apos;s trigger is cancelled: {player} left the game.</source>
        <translation>{card}的触发式异能已取消：{player}离开了游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many spells did {player} cast this turn? (Day and night.)</source>
        <translation>{player}本回合施放了几个咒语？（白昼与黑夜）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night.</source>
        <translation>现在是黑夜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It becomes night: {player} cast no spells last turn.</source>
        <translation>成为黑夜：{player}上回合没有施放咒语。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It becomes day: {player} cast two or more spells last turn.</source>
        <translation>成为白昼：{player}上回合施放了两个或更多咒语。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Moved on without an answer: {player} loses %n life, not as combat damage.</source>
        <translation>
            <numerusform>未回答就继续了：{player}失去%n点生命，但不算作战斗伤害。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s turn moved on after first strike: no regular combat damage was dealt.</source>
        <translation>{player}的回合在先攻伤害之后继续：未造成常规战斗伤害。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} is the monarch and draws a card first.</source>
        <translation>“结束回合”已暂停：{player}是君主，要先抓一张牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} draws a card first (the monarch). Press Done once they have.</source>
        <translation>{player}先抓一张牌（君主）。抓完后按“完成”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} ventures into Undercity first. Choose the room.</source>
        <translation>“结束回合”已暂停：{player}要先深入地底城。请选择房间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures into Undercity first: choose the room in the reminder.</source>
        <translation>{player}先深入地底城：请在提醒中选择房间。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn stopped: {player} ventures into Undercity first. Press Done once they have.</source>
        <translation>“结束回合”已暂停：{player}要先深入地底城。完成后按“完成”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity first: press Done in the reminder.</source>
        <translation>{player}要先深入地底城：请在提醒中按“完成”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped: {player} mills for rad first. Say how many nonland cards were milled.</source>
        <translation>“结束回合”已暂停：{player}要先因拉德指示物磨牌。请说明磨出了几张非地牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} mills for rad first: say how many nonland cards in the reminder.</source>
        <translation>{player}先因拉德指示物磨牌：请在提醒中填写磨出了几张非地牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {step}: carry out what triggered, then End turn again.</source>
        <translation>回合在{step}暂停：请先执行触发的异能，然后再按一次“结束回合”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn stopped at {player}&apos;s upkeep: carry out what triggered, then Done.</source>
        <translation>“结束回合”在{player}的维持步骤暂停：请先执行触发的异能，然后按“完成”。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{stop} %n more reminder(s) in the panels.</source>
        <translation>
            <numerusform>{stop}面板上还有%n条提醒。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+65"/>
        <source>{player} is the monarch.</source>
        <translation>{player}是君主。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has the initiative.</source>
        <translation>{player}握有先制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is in {dungeon}, in {room}.</source>
        <translation>{player}位于{dungeon}的{room}。</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-391"/>
        <source>conceded</source>
        <translation>认输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 life</source>
        <translation>0点生命</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 poison counters</source>
        <translation>10个中毒指示物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>21 commander damage from {player}</source>
        <translation>来自{player}的21点指挥官伤害</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lost the game</source>
        <translation>输掉这盘游戏</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>{player} becomes the monarch: {trigger}.</source>
        <translation>{player}成为君主：{trigger}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} becomes the monarch as the active player, because the monarch left the game.</source>
        <translation>{player}作为主动牌手成为君主，因为君主离开了游戏。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} becomes the monarch ({card}).</source>
        <translation>{player}成为君主（{card}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} becomes the monarch.</source>
        <translation>{player}成为君主。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is already the monarch; nothing happens.</source>
        <translation>{player}已经是君主；不会有任何变化。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and nobody can become the monarch.</source>
        <translation>{player}离开了游戏，没有牌手能成为君主。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{monarch} lost the game, so the combat damage trigger does not make {attacker} the monarch.</source>
        <translation>{monarch}已输掉这盘游戏，因此战斗伤害的触发式异能不会让{attacker}成为君主。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} leaves the game ({reason}).</source>
        <translation>{player}离开游戏（{reason}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left during their own turn; the turn ends without an active player.</source>
        <translation>{player}在自己的回合中离开了游戏；本回合在没有主动牌手的情况下进行到结束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is the monarch: {player} draws a card.</source>
        <translation>{player}是君主：{player}抓一张牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s monarch draw is cancelled: {player} left the game.</source>
        <translation>{player}作为君主的抓牌已取消：{player}离开了游戏。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is a draw: the last players left at the same time.</source>
        <translation>本盘游戏为平局：最后几位牌手同时离开了游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} wins the game!</source>
        <translation>{player}赢得这盘游戏！</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <location filename="../companion/app/dialogs/dice.py" line="+38"/>
        <source>Roll a die</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many sides has the die {player} rolls?</source>
        <translation>{player}要掷的骰子有几面？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
</context>
<context>
    <name>DungeonMap</name>
    <message>
        <location filename="../companion/app/widgets/panel_cards.py" line="+49"/>
        <source>Dungeons completed: %n</source>
        <translation>已完成的地城：%n</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The venture marker is here.</source>
        <translation>进度标记在此。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker can go here next.</source>
        <translation>进度标记下一步可以移到这里。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no dungeon in progress.</source>
        <translation>{player}没有正在进行的地城。</translation>
    </message>
</context>
<context>
    <name>Dungeons</name>
    <message>
        <location filename="../companion/shell/game_texts.py" line="+8"/>
        <source>Search your library for a basic land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>从你的牌库中搜寻一张基本地牌，展示该牌，将它置于你手上，然后洗牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put two +1/+1 counters on target creature.</source>
        <translation>在目标生物上放置两个+1/+1指示物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Scry 2.</source>
        <translation>占卜2。</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Target player loses 5 life.</source>
        <translation>目标牌手失去5点生命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goad target creature.</source>
        <translation>煽惑目标生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+28"/>
        <source>Create a Treasure token.</source>
        <translation>派出一个珍宝衍生物。</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+38"/>
        <source>Draw a card.</source>
        <translation>抓一张牌。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Create a 4/1 black Skeleton creature token with menace.</source>
        <translation>派出一个4/1黑色，具威慑异能的骷髅衍生生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.</source>
        <translation>展示你牌库顶的十张牌。将其中一张生物牌放进战场，且其上有三个+1/+1指示物。直到你的下一个回合，它获得辟邪异能。然后洗牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+32"/>
        <source>Scry 1.</source>
        <translation>占卜1。</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Create a 1/1 red Goblin creature token.</source>
        <translation>派出一个1/1红色鬼怪衍生生物。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a +1/+1 counter on target creature.</source>
        <translation>在目标生物上放置一个+1/+1指示物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each opponent loses 1 life and you gain 1 life.</source>
        <translation>每位对手各失去1点生命，且你获得1点生命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target creature gets -4/-0 until your next turn.</source>
        <translation>直到你的下一个回合，目标生物得-4/-0。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You gain 1 life.</source>
        <translation>你获得1点生命。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target creature can&apos;t attack until your next turn.</source>
        <translation>直到你的下一个回合，目标生物不能攻击。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exile the top two cards of your library. You may play them.</source>
        <translation>放逐你牌库顶的两张牌。你可以使用这些牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create two 1/1 black Skeleton creature tokens.</source>
        <translation>派出两个1/1黑色骷髅衍生生物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scry 3.</source>
        <translation>占卜3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw three cards and reveal them. You may cast one of them without paying its mana cost.</source>
        <translation>抓三张牌并展示之。你可以施放其中一张牌，且不需支付其法术力费用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player loses 1 life.</source>
        <translation>每位牌手各失去1点生命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they discard a card.</source>
        <translation>每位牌手各失去2点生命，除非其弃一张牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.</source>
        <translation>每位牌手各失去2点生命，除非其牺牲一个神器、生物或地。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard a card and sacrifice an artifact, a creature, and a land.</source>
        <translation>弃一张牌，并牺牲一个神器、一个生物和一个地。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a 4/4 black God Horror creature token with deathtouch.</source>
        <translation>派出一个4/4黑色，具死触异能的神祇惧妖衍生生物。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../companion/core/errors.py" line="+31"/>
        <source>an action must be a JSON object, not {kind}</source>
        <translation>操作必须是JSON对象，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an action needs an &quot;action&quot; field naming it</source>
        <translation>操作需要一个指明其名称的&quot;action&quot;字段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action {name}</source>
        <translation>未知操作{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{action}&quot; needs a &quot;{field}&quot; field</source>
        <translation>&quot;{action}&quot;需要&quot;{field}&quot;字段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a whole number, not {kind}</source>
        <translation>&quot;{field}&quot;必须是整数，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be true or false, not {kind}</source>
        <translation>&quot;{field}&quot;必须是true或false，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{field}&quot; must be a list of player names, not {kind}</source>
        <translation>&quot;{field}&quot;必须是牌手名称的列表，而不是{kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;{field}&quot; names {name} twice</source>
        <translation>&quot;{field}&quot;两次列出了{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text, not {kind}</source>
        <translation>{what}必须是文本，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must not be empty</source>
        <translation>{what}不能为空</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{what} is longer than %n character(s)</source>
        <translation>
            <numerusform>{what}超过%n个字符</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains control characters</source>
        <translation>{what} {name}包含控制字符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {name} contains {char}, a code point that is not a character</source>
        <translation>{what} {name}包含{char}，这个码位不是字符</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs {min} to {max} players, not {count}</source>
        <translation>一盘游戏需要{min}到{max}位牌手，而不是{count}位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;starting_life&quot; must be between {min} and {max}, not {value}</source>
        <translation>&quot;starting_life&quot;必须介于{min}和{max}之间，而不是{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;partners&quot; names {name}, who is not a player</source>
        <translation>&quot;partners&quot;（拍档）列出了{name}，但其不是牌手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; must map players to their commanders&apos; names, not {kind}</source>
        <translation>&quot;commanders&quot;必须为每位牌手给出其指挥官的名称，而不是{kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;commanders&quot; names {name}, who is not a player</source>
        <translation>&quot;commanders&quot;中的{name}不是牌手</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} can have the names of %n commander(s), in a list</source>
        <translation>
            <numerusform>{player}最多可以有%n个指挥官名称，以列表给出</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s commander must be named by text, not {kind}</source>
        <translation>{player}的指挥官名称必须是文本，而不是{kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a correction only takes commander damage back: &quot;delta&quot; must be below 0</source>
        <translation>更正只能撤回指挥官伤害：&quot;delta&quot;必须小于0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;to&quot; must be &quot;day&quot; or &quot;night&quot;, not {value}</source>
        <translation>&quot;to&quot;必须是&quot;day&quot;（白昼）或&quot;night&quot;（黑夜），而不是{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;reminders&quot; must be a list of reminder ids (whole numbers from 0)</source>
        <translation>“reminders”必须是提醒编号的列表（从0开始的整数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reminder {id} is not pending</source>
        <translation>提醒{id}不在待办中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no day or night, or the spells cast this turn were already said</source>
        <translation>没有白昼或黑夜，或本回合施放的咒语已经说过了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;count&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;count&quot;必须在0到{max}之间，而不是{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;hits&quot; must be a non-empty list</source>
        <translation>&quot;hits&quot;必须是非空列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number} must be an object, not {kind}</source>
        <translation>第{number}次伤害必须是对象，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit {number}: {reason}</source>
        <translation>第{number}次伤害：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;amount&quot; must be a positive number, not {value}</source>
        <translation>&quot;amount&quot;必须是正数，而不是{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;amount&quot; must be at most {max}</source>
        <translation>&quot;amount&quot;最多为{max}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot deal combat damage to themselves</source>
        <translation>{name}不能对自己造成战斗伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;partner&quot; needs &quot;commander&quot;: true</source>
        <translation>&quot;partner&quot;（拍档）需要&quot;commander&quot;: true</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must not be 0</source>
        <translation>&quot;delta&quot;不能为0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; must be between -{max} and {max}</source>
        <translation>&quot;delta&quot;必须介于-{max}和{max}之间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown step {step} (steps: {known})</source>
        <translation>未知步骤{step}（步骤：{known}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; must be a card name, not {kind}</source>
        <translation>&quot;source&quot;必须是牌名，而不是{kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;players&quot; must name at least one player</source>
        <translation>&quot;players&quot;必须至少列出一位牌手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;minutes&quot; of a chess clock must be between 0 and {max}, not {value}</source>
        <translation>棋钟的&quot;minutes&quot;必须介于0和{max}之间，而不是{value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player name</source>
        <translation>牌手名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter name</source>
        <translation>指示物名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name in &quot;{field}&quot;</source>
        <translation>&quot;{field}&quot;中的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a commander&apos;s name</source>
        <translation>指挥官名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>游戏已结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no player named {name}</source>
        <translation>没有名为{name}的牌手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} has left the game</source>
        <translation>{player}已离开游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn is already at {step}; steps only move forward (use end_turn to start the next turn)</source>
        <translation>本回合已处于{step}；步骤只能向前推进（用end_turn开始下一回合）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody is left to take a turn</source>
        <translation>已没有人可以进行回合</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has only %n poison counter(s)</source>
        <translation>
            <numerusform>{player}只有%n个中毒指示物</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} has taken only %n damage from {source}&apos;s commander</source>
        <translation>
            <numerusform>{player}只受到过{source}的指挥官造成的%n点伤害</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no reminder {number}</source>
        <translation>没有提醒{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already resolved</source>
        <translation>提醒{number}已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reminder {number} is already cancelled</source>
        <translation>提醒{number}已取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s life loss in combat is not answered yet (answer first)</source>
        <translation>尚未回答{player}在战斗中失去的生命是否为战斗伤害（请先回答）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s life loss in combat is not answered yet</source>
        <translation>尚未回答{player}在战斗中失去的生命是否为战斗伤害</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no life loss waiting for an answer</source>
        <translation>{player}没有等待回答的生命损失</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a combat question can only be asked from the first main phase to the combat damage step</source>
        <translation>战斗问题只能在战斗前行动阶段至战斗伤害步骤之间提出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is neither the monarch nor has the initiative</source>
        <translation>{player}既不是君主，也不握有先制</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>only %n life of {player} is waiting</source>
        <translation>
            <numerusform>{player}待回答的生命损失只有%n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no open question to answer</source>
        <translation>没有待回答的问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} still has to venture into Undercity (choose the room first)</source>
        <translation>{player}还需要深入地底城（请先选择房间）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no venture to make; for a card that says &quot;venture&quot;, name it in &quot;source&quot;</source>
        <translation>{player}没有待进行的深入；若是牌上写着“深入地城”，请在&quot;source&quot;中写出该牌的名称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this venture goes on in {expected}, not in {dungeon}</source>
        <translation>这次深入在{expected}中继续，而不是在{dungeon}中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no dungeon is in progress: &quot;dungeon&quot; must name one of {known}</source>
        <translation>没有正在进行的地城：&quot;dungeon&quot;必须是{known}之一</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercity can be entered only by venturing into Undercity (the initiative)</source>
        <translation>只有深入地底城（先制）才能进入地底城</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no dungeon named {dungeon} (the dungeons: {known})</source>
        <translation>没有名为{dungeon}的地城（地城：{known}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two arrows leave this room: &quot;room&quot; must be {rooms}</source>
        <translation>此房间引出两个箭头：&quot;room&quot;必须是{rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{room} is not the next room; the venture marker can move to {rooms}</source>
        <translation>{room}不是下一个房间；进度标记可以移到{rooms}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in the list of monarch cards</source>
        <translation>{card}不在君主相关牌的列表中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} controls no {card}</source>
        <translation>{player}没有操控{card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who goes first is chosen before the first turn&apos;s untap step ends</source>
        <translation>先手须在第一个回合的重置步骤结束前决定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;die&quot; must be &quot;coin&quot;, &quot;planar&quot; or d2 to d{max}, not {die}</source>
        <translation>&quot;die&quot;必须是&quot;coin&quot;、&quot;planar&quot;或d2到d{max}，而不是{die}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not a result of a {die}</source>
        <translation>{value}不是{die}可能掷出的结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;delta&quot; of a commander cast must be 1 or -1, not {value}</source>
        <translation>指挥官施放的&quot;delta&quot;必须为1或-1，而不是{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has not cast that commander from the command zone</source>
        <translation>{player}未曾从统帅区施放该指挥官</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the chess clock is already off</source>
        <translation>棋钟已经关闭</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the chess clock already gives each player %n minute(s)</source>
        <translation>
            <numerusform>棋钟已经是每位牌手%n分钟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no chess clock (turn it on first)</source>
        <translation>没有棋钟（请先开启）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is already paused</source>
        <translation>棋钟已经暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chess clock is not paused</source>
        <translation>棋钟没有暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;counter&quot; must be one of {known} (or &quot;named&quot;: true), not {counter}</source>
        <translation>&quot;counter&quot;必须是{known}之一（或&quot;named&quot;: true），而不是{counter}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;nonland&quot; must be between 0 and {max}, not {value}</source>
        <translation>&quot;nonland&quot;（磨出的非地牌数）必须介于0和{max}之间，而不是{value}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} has only %n counter(s) of that kind</source>
        <translation>
            <numerusform>{player}只有%n个这种指示物</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s speed is already 4, the most it can be</source>
        <translation>{player}的速度已经是4，即最高速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s speed already increased this turn; it can only once each turn</source>
        <translation>{player}的速度本回合已经增加过；每回合只能增加一次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} already has the city&apos;s blessing</source>
        <translation>{player}已经拥有黄金城祝福</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>only %n spell(s) were counted this turn</source>
        <translation>
            <numerusform>本回合只记录了%n个咒语</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no rad trigger waiting (it comes at their precombat main phase)</source>
        <translation>{player}没有待处理的拉德指示物的触发（它在其战斗前行动阶段触发）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s rad trigger waits for the number of nonland cards milled</source>
        <translation>{player}的拉德指示物的触发正在等待磨出的非地牌数量</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} milled only %n card(s) for their rad counters</source>
        <translation>
            <numerusform>{player}因拉德指示物只磨了%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a journal must start with a new_game action</source>
        <translation>对局记录必须以new_game操作开头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_game may only be the first action of a journal</source>
        <translation>new_game只能是对局记录中的第一个操作</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;joined&quot; must follow a game action of the same gesture</source>
        <translation>&quot;joined&quot;必须紧跟同一手势中的游戏操作</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no game is loaded</source>
        <translation>没有加载游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first action must be new_game</source>
        <translation>第一个操作必须是new_game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {line}: {reason}</source>
        <translation>第{line}行：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the journal is empty; its first line must be a new_game action</source>
        <translation>对局记录为空；第一行必须是new_game操作</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the line is longer than %n byte(s)</source>
        <translation>
            <numerusform>该行超过%n字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each line must be a JSON object</source>
        <translation>每一行都必须是JSON对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid UTF-8 text</source>
        <translation>该行不是有效的UTF-8文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the line is not valid JSON ({why})</source>
        <translation>该行不是有效的JSON（{why}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nested too deeply</source>
        <translation>嵌套过深</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at character {column}</source>
        <translation>第{column}个字符处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the key {key} appears more than once in the same object</source>
        <translation>键{key}在同一个对象中出现了不止一次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line contains {char}, half of a surrogate pair on its own, which is not text</source>
        <translation>该行包含{char}，这是代理对中单独的一半，不是文本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number is too long</source>
        <translation>数字过长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped an incomplete last line (the app was stopped while writing it)</source>
        <translation>已丢弃不完整的最后一行（写入时应用被中止）</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+39"/>
        <source>Could not write the game to {path}: {reason}</source>
        <translation>无法将游戏写入{path}：{reason}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Could not read the settings ({reason}); using the defaults.</source>
        <translation>无法读取设置（{reason}）；将使用默认值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file was unreadable ({reason}); it was kept as {name} and the defaults are used.</source>
        <translation>设置文件无法读取（{reason}）；已保存为{name}，并使用默认值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid JSON</source>
        <translation>不是有效的JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history&apos;s database was damaged ({reason}); it was kept as {name} and the history is built again from the games&apos; journals.</source>
        <translation>历史记录数据库已损坏（{reason}）；已将其保存为{name}，并根据各盘游戏的对局记录重建历史记录。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database was written by a newer version of Commander Companion; it is left as it is and the history is read from the games&apos; journals for now.</source>
        <translation>历史记录数据库由更新版本的Commander Companion写入；将保持原样，暂时从各盘游戏的对局记录读取历史记录。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database is in use by another program; the history is read from the games&apos; journals for now.</source>
        <translation>历史记录数据库正被另一个程序使用；暂时从各盘游戏的对局记录读取历史记录。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The history&apos;s database can&apos;t be written ({reason}); the history is read from the games&apos; journals for now.</source>
        <translation>无法写入历史记录数据库（{reason}）；暂时从各盘游戏的对局记录读取历史记录。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not UTF-8 text</source>
        <translation>不是UTF-8文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown settings version {version}</source>
        <translation>未知的设置版本：{version}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settings file was unreadable ({reason}) and could not be moved aside; the defaults are used.</source>
        <translation>设置文件无法读取（{reason}），也无法移到一旁；将使用默认值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); the file was kept as {name} and those settings are back to their defaults.</source>
        <translation>部分设置无效（{names}）；文件已保存为{name}，这些设置已恢复为默认值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some settings were not valid ({names}); they are back to their defaults.</source>
        <translation>部分设置无效（{names}）；已恢复为默认值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>larger than {size}</source>
        <translation>大于{size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a valid file path</source>
        <translation>不是有效的文件路径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not the data expected</source>
        <translation>不是预期的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record of the unfinished game could not be used ({reason}); it was kept as {name} and no game is offered to resume.</source>
        <translation>未完成对局的记录无法使用（{reason}）；已保存为{name}，因此没有可继续的对局。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record of the unfinished game could not be used ({reason}); no game is offered to resume.</source>
        <translation>未完成对局的记录无法使用（{reason}），因此没有可继续的对局。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path} is no game journal: {reason}</source>
        <translation>{path}不是对局记录：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not there</source>
        <translation>{path}不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule texts in {language} could not be read ({reason}); they are shown in English.</source>
        <translation>{language}的规则文本无法读取（{reason}），改为显示英文版。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule texts could not be read ({reason}); only the monarch&apos;s two triggers are shown.</source>
        <translation>规则文本无法读取（{reason}）；仅显示君主的两个触发式异能。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The glossary of official terms could not be read ({reason}).</source>
        <translation>官方术语表无法读取（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list of monarch cards could not be read ({reason}); card names are not suggested.</source>
        <translation>君主相关牌的列表无法读取（{reason}）；不会提示牌名。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game was not started: it can&apos;t be saved in {folder} ({reason}).</source>
        <translation>游戏未开始：无法保存到{folder}（{reason}）。</translation>
    </message>
</context>
<context>
    <name>FactsView</name>
    <message>
        <location filename="../companion/app/stats/facts_view.py" line="+61"/>
        <source>Actions</source>
        <translation>操作数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time played</source>
        <translation>游戏时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn to go first</source>
        <translation>随机决定的先手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First monarch</source>
        <translation>首位君主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown changes</source>
        <translation>王冠易手次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to take the initiative</source>
        <translation>首位掌握先制者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative changes</source>
        <translation>先制易手次数</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>nobody yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{player} (turn {turn})</source>
        <translation>{player}（第{turn}回合）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins</source>
        <translation>{player}获胜</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+4"/>
        <source>damaged at line {line}</source>
        <translation>第{line}行已损坏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} can&apos;t be read: {reason}</source>
        <translation>无法读取{name}：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game before that line.</source>
        <translation>其对局记录在第{line}行已损坏（{reason}）。继续时可以保留该行之前的游戏。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Damaged journal</source>
        <translation>对局记录已损坏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {line} of {file} can&apos;t be used: {reason}.</source>
        <translation>{file}的第{line}行无法使用：{reason}。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game before it can be kept: %n action(s), up to turn {turn}.</source>
        <translation>
            <numerusform>可以保留此前的游戏：%n个操作，直到第{turn}回合。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dropped: line {line} and everything after it, %n line(s) in all.</source>
        <translation>
            <numerusform>将丢弃：第{line}行及其后的全部内容，共%n行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kept game is saved as a new journal, {name}, in the games folder and opened from there. {file} itself stays as it is.</source>
        <translation>保留的游戏将另存为新的对局记录{name}（位于游戏文件夹中），并从那里打开。{file}本身保持不变。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the good part</source>
        <translation>保留完好的部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kept game could not be saved ({reason}); nothing was changed.</source>
        <translation>无法保存保留的游戏（{reason}）；未做任何更改。</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <location filename="../companion/app/history/filters.py" line="+121"/>
        <source>&amp;Player</source>
        <extracomment>History page filter: the player whose games are listed</extracomment>
        <translation>牌手(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Commander</source>
        <extracomment>History page filter: the commander whose games are listed</extracomment>
        <translation>指挥官(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;From</source>
        <extracomment>History page filter: games played on or after this date</extracomment>
        <translation>从(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;To</source>
        <extracomment>History page filter: games played on or before this date</extracomment>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod &amp;size</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>人数(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all</source>
        <extracomment>History page: the button that shows every game again</extracomment>
        <translation>显示全部</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <extracomment>History page date filter with no date picked (the short word for any date)</extracomment>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <extracomment>History page filter: no player picked, every game is listed</extracomment>
        <translation>所有牌手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any commander</source>
        <extracomment>History page filter: no commander picked, every game is listed</extracomment>
        <translation>所有指挥官</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any size</source>
        <extracomment>History page filter: no pod size picked, every game is listed</extracomment>
        <translation>不限人数</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n players</source>
        <extracomment>History page filter: games of this many players</extracomment>
        <translation>
            <numerusform>%n位牌手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <location filename="../companion/app/history/game_view.py" line="+154"/>
        <source>← All games</source>
        <extracomment>History page, an opened game: back to the list of games</extracomment>
        <translation>← 全部游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue at the table</source>
        <extracomment>History page, an opened game that is not finished: play it on at the table</extracomment>
        <translation>回到牌桌继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <extracomment>History page, an opened game: the tab of its statistics (charts and numbers)</extracomment>
        <translation>统计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <extracomment>History page, an opened game: the tab that steps through its log</extracomment>
        <translation>回放</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n turn(s)</source>
        <extracomment>History page, an opened game: how long it lasted</extracomment>
        <translation>
            <numerusform>%n个回合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s)</source>
        <extracomment>History page, an opened game: how long it lasted in minutes</extracomment>
        <translation>
            <numerusform>%n分钟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{turns}, {minutes}</source>
        <extracomment>History page, an opened game: its turns and its minutes (&quot;12 turns, 128 minutes&quot;)</extracomment>
        <translation>{turns}，{minutes}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Its journal is damaged at line {line} ({reason}): this is the game up to that line.</source>
        <extracomment>History page, an opened game whose journal has a bad line ({reason}: what is wrong)</extracomment>
        <translation>其对局记录在第{line}行已损坏（{reason}）：这里显示的是该行之前的游戏。</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../companion/app/history/model.py" line="+84"/>
        <source>Won by {player}</source>
        <extracomment>The History page&apos;s list of games: how a game ended, won by a player</extracomment>
        <translation>{player}获胜</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Its journal is damaged: this is the game up to the first bad line.</source>
        <extracomment>Tooltip of a game in the History page whose journal has a bad line</extracomment>
        <translation>其对局记录已损坏：这里显示的是第一个损坏行之前的游戏。</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Date</source>
        <extracomment>The History page&apos;s list of games: the column of when each game started</extracomment>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commanders</source>
        <extracomment>The column of the commanders played in each game</extracomment>
        <translation>指挥官</translation>
    </message>
</context>
<context>
    <name>HistoryCharts</name>
    <message>
        <location filename="../companion/app/history/charts.py" line="+244"/>
        <source>Seat {seat}</source>
        <extracomment>A row of the win rate by seat: the seat in turn order (1 took the first turn)</extracomment>
        <translation>座位{seat}</translation>
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
        <translation>尚无游戏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{wins} of {games} · {percent}</source>
        <extracomment>A win rate beside its bar: games won of games played, then the rate, e.g. &quot;3 of 4 · 75%&quot;. The count comes first so that &quot;1 of 1&quot; never reads as a plain 100%. {percent} is already written with its percent sign.</extracomment>
        <translation>{games}战{wins}胜 · {percent}</translation>
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
        <translation>21点指挥官伤害</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Show the first %n</source>
        <extracomment>Button under the players&apos; (commanders&apos;) win rates: show only the first ten again</extracomment>
        <translation>
            <numerusform>只显示前%n名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show all %n players</source>
        <extracomment>Button under the first ten players&apos; win rates: show every player</extracomment>
        <translation>
            <numerusform>显示全部%n位牌手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show all %n commanders</source>
        <extracomment>Button under the first ten commanders&apos; win rates: show every commander</extracomment>
        <translation>
            <numerusform>显示全部%n位指挥官</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n finished game(s) counted</source>
        <extracomment>The stats across games count finished games only (won or drawn)</extracomment>
        <translation>
            <numerusform>计入%n盘已结束的游戏</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n unfinished game(s) not counted</source>
        <extracomment>Unfinished games are listed on the History page but not counted in the stats</extracomment>
        <translation>
            <numerusform>%n盘未完成的游戏未计入</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Median: {turns} turns, {minutes} minutes</source>
        <extracomment>Under &quot;Game length&quot;: the median length of the finished games</extracomment>
        <translation>中位数：{turns}个回合，{minutes}分钟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median: {turns} turns</source>
        <extracomment>Under &quot;Game length&quot; when no game has times: the median length in turns</extracomment>
        <translation>中位数：{turns}个回合</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) without times, in turns only</source>
        <extracomment>Under &quot;Game length&quot;: games whose journal has no times count in turns only</extracomment>
        <translation>
            <numerusform>%n盘游戏没有用时记录，仅按回合数计入</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Export charts</source>
        <extracomment>Title of the file dialog that saves the stats across games as an image</extracomment>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figures</source>
        <extracomment>Title of the file dialog that saves the figures across games as a CSV file</extracomment>
        <translation>导出数据</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save every figure as tables in a CSV file</source>
        <extracomment>Tooltip of &quot;Export CSV…&quot; in the stats across games</extracomment>
        <translation>将所有数据以表格形式保存到一个CSV文件中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished games to count yet.</source>
        <extracomment>The stats across games when none of the games shown is finished</extracomment>
        <translation>尚无可计入的已结束游戏。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pale: fewer than %n games.</source>
        <extracomment>After the captions of the win rates: rates of fewer games have pale bars</extracomment>
        <translation>
            <numerusform>浅色：少于%n盘游戏。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate per player</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>各牌手胜率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won of games played, most games first.</source>
        <extracomment>Under &quot;Win rate per player&quot;</extracomment>
        <translation>获胜盘数占游戏盘数的比例，游戏盘数多者在前。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate per commander</source>
        <extracomment>Title of a chart in the stats across games</extracomment>
        <translation>各指挥官胜率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won of games played, most games first; partners count as a pair.</source>
        <extracomment>Under &quot;Win rate per commander&quot;</extracomment>
        <translation>获胜盘数占游戏盘数的比例，游戏盘数多者在前；拍档指挥官按一组计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate by seat</source>
        <extracomment>Title of the win rate by seat: does going first win?</extracomment>
        <translation>各座位胜率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In turn order: seat 1 took the first turn. Pods of every size.</source>
        <extracomment>Under &quot;Win rate by seat&quot;</extracomment>
        <translation>按回合顺序：座位1进行第一个回合。包括各种人数的牌局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held it longest, won the game?</source>
        <extracomment>Title: how often the player who held the crown (the initiative) longest won</extracomment>
        <translation>持有最久者是否获胜？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Of the games won in which one player held it for the most turns: how often that player won.</source>
        <extracomment>Under &quot;Held it longest, won the game?&quot;</extracomment>
        <translation>在有人获胜、且由某一位牌手持有回合数最多的游戏中：该牌手获胜的比例。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eliminations by cause</source>
        <extracomment>Title of a chart in the stats across games: how many players left by each cause</extracomment>
        <translation>出局原因</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players out of a game, by how they left (unfinished games too).</source>
        <extracomment>Under &quot;Eliminations by cause&quot;</extracomment>
        <translation>出局的牌手，按其离开的方式分类（含未完成的游戏）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <extracomment>Title of the histograms of how long games took, in turns and in minutes</extracomment>
        <translation>游戏长度</translation>
    </message>
</context>
<context>
    <name>HistoryJob</name>
    <message numerus="yes">
        <location filename="../companion/app/history/maintenance.py" line="+104"/>
        <source>%n game(s) added</source>
        <extracomment>An import of games: how many were added to the history</extracomment>
        <translation>
            <numerusform>新增%n盘游戏</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n already in the history</source>
        <extracomment>An import of games: how many the history had already (the same game, as long)</extracomment>
        <translation>
            <numerusform>%n盘已在历史记录中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreadable</source>
        <extracomment>An import of games: how many files held no game that could be read</extracomment>
        <translation>
            <numerusform>%n个无法读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n played on further</source>
        <extracomment>An import of games: games the history had, found played on further in the folder</extracomment>
        <translation>
            <numerusform>%n盘有后续进度</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../companion/app/history/page.py" line="+226"/>
        <source>← Back</source>
        <extracomment>The History page&apos;s button back to the game at the table (or the start page)</extracomment>
        <translation>← 返回</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games</source>
        <extracomment>The History page&apos;s tab that lists the games</extracomment>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stats across games</source>
        <extracomment>The History page&apos;s tab of charts: win rates, seats, lengths, across the games listed</extracomment>
        <translation>综合统计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game</source>
        <extracomment>The History page&apos;s button that opens the selected game (its stats and replay)</extracomment>
        <translation>查看该盘游戏</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Rebuilding the history: {done} of {total} games</source>
        <extracomment>History page, while the history is built again from every journal</extracomment>
        <translation>正在重建历史记录：{done}/{total}盘游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing games: {done} of {total}</source>
        <extracomment>History page, while a folder of journals is imported</extracomment>
        <translation>正在导入对局：{done}/{total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading new games: {done} of {total}</source>
        <extracomment>History page, while new or changed journals are read into the history</extracomment>
        <translation>正在读取新游戏：{done}/{total}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n journal(s) in the games folder could not be read.</source>
        <extracomment>History page: journals in the games folder that hold no game (listed nowhere)</extracomment>
        <translation>
            <numerusform>游戏文件夹中有%n个对局记录无法读取。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history could not be brought up to date: {reason}</source>
        <extracomment>History page: the history could not be read or brought up to date ({reason}: why)</extracomment>
        <translation>无法更新历史记录：{reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reading the games…</source>
        <extracomment>History page: the games are being read for the first time</extracomment>
        <translation>正在读取游戏…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every game played is listed here.</source>
        <extracomment>History page with no game in the history yet</extracomment>
        <translation>尚无游戏：玩过的每盘游戏都会列在这里。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{shown} of %n game(s)</source>
        <extracomment>History page with filters: how many games of all are listed (&quot;12 of 37 games&quot;)</extracomment>
        <translation>
            <numerusform>显示{shown}盘，共%n盘游戏</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{games}, %n finished</source>
        <extracomment>History page: the games listed, and how many of them are finished (won or drawn)</extracomment>
        <translation>
            <numerusform>{games}，%n盘已结束</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTasks</name>
    <message>
        <location filename="../companion/app/history/maintenance.py" line="-70"/>
        <source>Rebuild the history</source>
        <extracomment>The title of the progress dialog of Help &gt; Rebuild the history</extracomment>
        <translation>重建历史记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading every game’s journal…</source>
        <extracomment>Help &gt; Rebuild the history, while it runs</extracomment>
        <translation>正在读取每盘游戏的对局记录…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+78"/>
        <source>Import games</source>
        <extracomment>The title of the progress dialog of Game &gt; Import games…</extracomment>
        <translation>导入对局</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Reading the journals…</source>
        <extracomment>Game &gt; Import games…, while it runs</extracomment>
        <translation>正在读取对局记录…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>It could not be done: {reason}</source>
        <extracomment>A rebuild or import of the history failed ({reason}: why, in the system&apos;s words)</extracomment>
        <translation>无法完成：{reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{added}, {updated}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the four counts, in this order</extracomment>
        <translation>{added}，{updated}，{skipped}，{unreadable}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{added}, {skipped}, {unreadable}.</source>
        <extracomment>The end of an import of games: the three counts, in this order</extracomment>
        <translation>{added}，{skipped}，{unreadable}。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import the games of a folder</source>
        <extracomment>The title of the folder chooser of Game &gt; Import games…</extracomment>
        <translation>导入文件夹中的对局</translation>
    </message>
</context>
<context>
    <name>InitiativeToken</name>
    <message>
        <location filename="../companion/app/widgets/initiative_token.py" line="+68"/>
        <source>The initiative (CR {rule})</source>
        <translation>先制（完整规则{rule}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As they take it, and at the beginning of their upkeep, they venture into Undercity.</source>
        <translation>掌握先制时，以及在其维持步骤开始时，该牌手深入地底城。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose creatures deal combat damage to them takes the initiative.</source>
        <translation>若某牌手的生物对其造成战斗伤害，则该牌手掌握先制。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card says “take the initiative”: Take the initiative… in that player&apos;s menu.</source>
        <translation>牌上写着“掌握先制”时：使用该牌手菜单中的“掌握先制…”。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} has the initiative</source>
        <translation>{player}握有先制</translation>
    </message>
</context>
<context>
    <name>KeepAwake</name>
    <message>
        <location filename="../companion/app/keep_awake.py" line="+166"/>
        <source>A game is being played</source>
        <translation>正在进行一盘游戏</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../companion/app/dialogs/leave.py" line="+31"/>
        <source>{player} concedes and leaves the game.</source>
        <translation>{player}认输并离开游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses the game and leaves it.</source>
        <translation>{player}输掉这盘游戏，离开游戏。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} becomes the monarch as the active player (CR {rule}).</source>
        <translation>{player}作为主动牌手成为君主（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} becomes the monarch as the next player in turn order (CR {rule}).</source>
        <translation>{player}作为依回合顺序的下一位牌手成为君主（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody is left to become the monarch (CR {rule}).</source>
        <translation>已没有牌手可以成为君主（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} takes the initiative as the active player and ventures into Undercity (CR {rule}).</source>
        <translation>{player}作为主动牌手掌握先制，并深入地底城（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} takes the initiative as the next player in turn order and ventures into Undercity (CR {rule}).</source>
        <translation>{player}作为依回合顺序的下一位牌手掌握先制，并深入地底城（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} wins the game.</source>
        <translation>{player}赢得这盘游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is left: the game is a draw.</source>
        <translation>已没有牌手留在游戏中：本盘游戏为平局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This can be undone.</source>
        <translation>此操作可以撤销。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Concede</source>
        <translation>认输</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loses the game</source>
        <translation>输掉这盘游戏</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+127"/>
        <source>T{turn} · {step} — {action}</source>
        <translation>第{turn}回合 · {step} — {action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player}</source>
        <translation>第{turn}回合 — {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn} — {player} (extra turn)</source>
        <translation>第{turn}回合 — {player}（额外回合）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../companion/app/window/game_files.py" line="+319"/>
        <source>Open &amp;recent</source>
        <translation>最近的游戏(&amp;R)</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+192"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+103"/>
        <location line="+77"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="-75"/>
        <location line="+91"/>
        <source>Stats</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-150"/>
        <source>Could not open {path}: {reason}</source>
        <translation>无法打开{path}：{reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/window/game_files.py" line="-163"/>
        <source>A game is in progress (turn {turn}, {player}). Start a new game? This one stays saved: the start page offers to resume it.</source>
        <translation>有一盘游戏正在进行（第{turn}回合，{player}的回合）。要开始新游戏吗？这一盘会保留：可在开始页面继续。</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Game journals (*.jsonl)</source>
        <translation>对局记录 (*.jsonl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open journal</source>
        <translation>打开对局记录</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save journal as</source>
        <translation>对局记录另存为</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save {path}: {reason}</source>
        <translation>无法保存{path}：{reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No recent games</source>
        <translation>没有最近的游戏</translation>
    </message>
    <message>
        <location filename="../companion/app/window/docks.py" line="+60"/>
        <source>The stream overlay could not start on port {port}.</source>
        <translation>直播叠加层无法在端口{port}上启动。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Phones cannot join on {host} port {port}.</source>
        <translation>手机无法通过{host}的端口{port}加入。</translation>
    </message>
    <message>
        <location filename="../companion/app/window/openers.py" line="+78"/>
        <source>About Commander Companion</source>
        <translation>关于Commander Companion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander Companion {version}
Tracks a paper Commander game around the monarch.</source>
        <translation>Commander Companion {version}
围绕君主记录一盘实体牌的指挥官游戏。</translation>
    </message>
    <message>
        <location filename="../companion/app/window/main_window.py" line="+220"/>
        <source>Could not save the settings: {reason}</source>
        <translation>无法保存设置：{reason}</translation>
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
        <translation>进战场时：你成为君主。</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>ETB: you become the monarch. Can&apos;t attack unless the defending player is the monarch.</source>
        <translation>进战场时：你成为君主。除非防御牌手是君主，否则它不能攻击。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you become the monarch, target player sacrifices a creature (does not trigger if you were already the monarch).</source>
        <translation>进战场时：你成为君主。每当你成为君主时，目标牌手牺牲一个生物（如果你原本就是君主，则不会触发）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can block an additional creature each combat as long as you&apos;re the monarch.</source>
        <translation>进战场时：你成为君主。只要你是君主，它每次战斗便可以额外阻挡一个生物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, each opponent loses 1 life and you gain 1 life (intervening if).</source>
        <translation>在你的结束步骤开始时，如果你是君主，则每位对手各失去1点生命，且你获得1点生命（插入式“如果”子句）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, creatures you control can&apos;t be blocked this turn.</source>
        <translation>进战场时：你成为君主。在你的维持开始时，如果你是君主，则本回合中你操控的生物不能被阻挡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.</source>
        <translation>进战场时：你成为君主。每当一位对手成为君主时，如果本回合开始时你是君主，则该牌手失去2点生命，且你获得2点生命。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. (Also: whenever a creature attacks you or your planeswalker, its controller loses 1 life.)</source>
        <translation>进战场时：你成为君主。（此外：每当一个生物攻击你或你的鹏洛客时，其操控者失去1点生命。）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. ETB: exile target creature an opponent controls until an opponent becomes the monarch.</source>
        <translation>进战场时：你成为君主。进战场时：放逐目标由对手操控的生物，直到一位对手成为君主为止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. All damage that would be dealt to you is dealt to it instead (so combat damage never reaches you to steal the crown).</source>
        <translation>进战场时：你成为君主。所有将对你造成的伤害改为对它造成（因此战斗伤害永远到不了你身上，无法夺走王冠）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin with deathtouch and haste.</source>
        <translation>进战场时：你成为君主。在你的维持开始时，如果一位对手是君主，则派出一个1/1黑色，具有死触与敏捷异能的刺客衍生生物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever you tap a land for mana while you&apos;re the monarch, add one mana of any color.</source>
        <translation>进战场时：你成为君主。只要你是君主，每当你为法术力而横置地时，便额外加一点任意颜色的法术力。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. At the beginning of your upkeep, if you&apos;re the monarch, create a 5/5 red Dragon with flying.</source>
        <translation>进战场时：你成为君主。在你的维持开始时，如果你是君主，则派出一个5/5红色，具有飞行异能的龙衍生生物。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Land. {4}, {T}, Sacrifice: You become the monarch (instant speed).</source>
        <translation>地。{4}，{T}，牺牲它：你成为君主（瞬间速度）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the beginning of your end step, if you&apos;re the monarch, put a +1/+1 counter on it (intervening if).</source>
        <translation>在你的结束步骤开始时，如果你是君主，则在它上面放置一个+1/+1指示物（插入式“如果”子句）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, damage doesn&apos;t cause you to lose life.</source>
        <translation>进战场时：你成为君主。只要你是君主，伤害便不会导致你失去生命。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Can&apos;t be blocked by creatures the monarch controls.</source>
        <translation>进战场时：你成为君主。它不能被君主操控的生物阻挡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: each opponent loses 3 life unless they discard a card; if you&apos;re the monarch, 6 life / two cards instead.</source>
        <translation>进战场时：你成为君主。维持：每位对手各失去3点生命，除非其弃一张牌；如果你是君主，则改为6点生命／两张牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: you may put a land from hand onto the battlefield; if you&apos;re the monarch, a creature or land instead.</source>
        <translation>进战场时：你成为君主。维持：你可以将一张地牌从手牌放进战场；如果你是君主，则改为一张生物或地牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: any number of target players each mill two; if you&apos;re the monarch, ten instead.</source>
        <translation>进战场时：你成为君主。维持：任意数量的目标牌手各磨两张牌；如果你是君主，则改为各磨十张。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: create a 1/1 flying Spirit; if you&apos;re the monarch, a 4/4 flying Angel instead.</source>
        <translation>进战场时：你成为君主。维持：派出一个1/1具飞行异能的精怪衍生生物；如果你是君主，则改为一个4/4具飞行异能的天使衍生生物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: 2 damage to any target; if you&apos;re the monarch, 7 damage instead.</source>
        <translation>进战场时：你成为君主。维持：对任意一个目标造成2点伤害；如果你是君主，则改为7点。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, permanents you control have hexproof.</source>
        <translation>进战场时：你成为君主。只要你是君主，你操控的永久物便具有辟邪异能。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever an opponent attacks you while you&apos;re the monarch, it deals damage to that player equal to the number of cards in their hand.</source>
        <translation>进战场时：你成为君主。当你是君主时，每当一位对手攻击你，它便对该牌手造成伤害，其数量等同于该牌手的手牌数量。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: tap enchanted creature and you become the monarch. Enchanted creature doesn&apos;t untap during its controller&apos;s untap step unless that player is the monarch.</source>
        <translation>灵气。进战场时：横置所结附的生物，且你成为君主。所结附的生物在其操控者的重置步骤中不能重置，除非该牌手是君主。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sorcery: all creatures get -4/-4 until end of turn. You become the monarch.</source>
        <translation>法术：所有生物得-4/-4直到回合结束。你成为君主。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: target opponent becomes the monarch; you can&apos;t become the monarch this turn. While you&apos;re the monarch, damage to it is prevented and becomes +1/+1 counters.</source>
        <translation>进战场时：目标对手成为君主；本回合中你不能成为君主。当你是君主时，防止将对它造成的伤害，并改为在它上面放置等量的+1/+1指示物。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Front: whenever you draw a card, if you&apos;re the monarch, target opponent loses 2 life. Back: combat damage to a player, if there is no monarch, that player becomes the monarch; whenever you become the monarch, convert.</source>
        <translation>正面：每当你抓一张牌时，如果你是君主，则目标对手失去2点生命。背面：每当它对一位牌手造成战斗伤害时，如果没有君主，则该牌手成为君主；每当你成为君主时，转化它。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plane (Fiora). When one or more creatures you control deal combat damage to a player, if there is no monarch, you become the monarch.</source>
        <translation>时空（Fiora）。当你操控的一个或数个生物对一位牌手造成战斗伤害时，如果没有君主，则你成为君主。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever it attacks, up to one target creature can&apos;t block; if you&apos;re the monarch, creatures can&apos;t block this turn.</source>
        <translation>进战场时：你成为君主。每当它攻击时，至多一个目标生物不能进行阻挡；如果你是君主，则改为本回合中所有生物都不能进行阻挡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When your commander deals combat damage to a player, if there is no monarch, you become the monarch. At the beginning of the monarch&apos;s end step, that player draws a card (an extra draw).</source>
        <translation>当你的指挥官对一位牌手造成战斗伤害时，如果没有君主，则你成为君主。在君主的结束步骤开始时，该牌手抓一张牌（额外抓牌）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. At the beginning of combat on each opponent&apos;s turn, if you&apos;re the monarch, that opponent may pay {X} (cards in hand) or can&apos;t attack you this combat.</source>
        <translation>进战场时：你成为君主。在每位对手的回合中，战斗开始时，如果你是君主，则该对手可以支付{X}（X为其手牌数量），否则本次战斗中不能攻击你。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Equipment. When a legendary creature you control enters, if there is no monarch, you become the monarch. Equip costs {3} less if you&apos;re the monarch.</source>
        <translation>武具。当一个由你操控的传奇生物进战场时，如果没有君主，则你成为君主。如果你是君主，则佩带费用减少{3}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}{R}, {T}, Sacrifice: target player becomes the monarch; it deals 3 damage to any target.</source>
        <translation>{3}{R}，{T}，牺牲它：目标牌手成为君主；它对任意一个目标造成3点伤害。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: target player becomes the monarch; it deals damage equal to its power to any target.</source>
        <translation>进战场时：目标牌手成为君主；它对任意一个目标造成伤害，其数量等同于它的力量。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever a legendary creature with mana value 4+ you control enters, you become the monarch. End step: if you&apos;re the monarch, create two 1/1 Human Soldiers.</source>
        <translation>每当一个由你操控且法术力值等于或大于4的传奇生物进战场时，你成为君主。结束步骤：如果你是君主，则派出两个1/1人类士兵衍生生物。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aura. ETB: you become the monarch. The monarch controls enchanted creature; it attacks each combat if able and can&apos;t attack you.</source>
        <translation>灵气。进战场时：你成为君主。君主操控所结附的生物；它每次战斗若能攻击则必须攻击，且不能攻击你。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create X 2/2 Knights with trample and haste. Whenever one or more creatures you control deal combat damage to one or more players this turn, you become the monarch.</source>
        <translation>派出X个2/2具践踏与敏捷异能的骑士衍生生物。本回合中，每当你操控的一个或数个生物对一位或数位牌手造成战斗伤害时，你成为君主。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saga. Chapter III: put an indestructible counter on up to one target Human; you become the monarch.</source>
        <translation>传奇故事。第III章：在至多一个目标人类上放置一个不灭指示物；你成为君主。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slivers you control have: ETB, Slivers you control get +1/+1 until end of turn if you&apos;re the monarch; otherwise, you become the monarch.</source>
        <translation>你操控的裂片妖具有：“进战场时，如果你是君主，则你操控的裂片妖得+1/+1直到回合结束；否则你成为君主。”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: return target permanent card with MV 3 or less from graveyard to hand; if you&apos;re the monarch, to the battlefield instead.</source>
        <translation>进战场时：你成为君主。维持：将目标法术力值等于或小于3的永久物牌从坟墓场移回手上；如果你是君主，则改为移回战场。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 3/1 Knight; then if you&apos;re the monarch, deal X damage to each opponent (X = creatures you control).</source>
        <translation>进战场时：你成为君主。维持：派出一个3/1骑士衍生生物；然后如果你是君主，则对每位对手各造成X点伤害（X为你操控的生物数量）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: distribute two +1/+1 counters; then if you&apos;re the monarch, double the +1/+1 counters on each creature you control.</source>
        <translation>进战场时：你成为君主。维持：分配两个+1/+1指示物；然后如果你是君主，则将你操控的每个生物上的+1/+1指示物数量加倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Upkeep: exile top card of target opponent&apos;s library (you may play it); if you&apos;re the monarch, you may cast a spell from among those cards for free this turn.</source>
        <translation>进战场时：你成为君主。维持：放逐目标对手的牌库顶牌（你可以使用该牌）；如果你是君主，则本回合中你可以从这些牌中施放一个咒语，且无须支付其法术力费用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: choose up to one other artifact/enchantment; if you&apos;re the monarch, you may create a token copy; otherwise it may become a copy.</source>
        <translation>进战场时：你成为君主。维持：选择至多一个其他神器或结界；如果你是君主，则你可以派出一个衍生物，此衍生物为它的复制品；否则本牌可以成为它的复制品。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playtest card: whenever it attacks, if you have {E}, a Blood/Clue/Food/Map/Powerstone/Treasure, are the monarch, and have the city&apos;s blessing and the initiative, you win the game.</source>
        <translation>测试牌：每当它攻击时，如果你有{E}、血／线索／食物／地图／魔力石／珍宝各一个，身为君主，拥有黄金城祝福且握有先制，你便赢得这盘游戏。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}{W}, {T}, exile two creature cards from your graveyard, sacrifice: opponent picks one to bottom of library, the other returns tapped. You become the monarch.</source>
        <translation>{3}{W}，{T}，从你的坟墓场放逐两张生物牌，牺牲它：由一位对手选择其中一张置于牌库底，另一张横置移回战场。你成为君主。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: target opponent becomes the monarch. Whenever an opponent becomes the monarch, gain control of target creature that player controls for as long as they&apos;re the monarch.</source>
        <translation>进战场时：目标对手成为君主。每当一位对手成为君主时，在该牌手身为君主期间，获得目标由其操控之生物的操控权。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. End step: if you&apos;re the monarch, return up to one target creature card from your graveyard to hand.</source>
        <translation>进战场时：你成为君主。结束步骤：如果你是君主，则将至多一张目标生物牌从你的坟墓场移回手上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whenever your commander enters, you become the monarch.</source>
        <translation>每当你的指挥官进战场时，你成为君主。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ETB: you become the monarch. As long as you&apos;re the monarch, creatures with power 2 or less can&apos;t attack you.</source>
        <translation>进战场时：你成为君主。只要你是君主，力量等于或小于2的生物便不能攻击你。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{3}, exile this card from your graveyard: you become the monarch. Activate only if you control your commander.</source>
        <translation>{3}，从你的坟墓场放逐此牌：你成为君主。只能于你操控你的指挥官时起动。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Beginning of combat on your turn: +1/+1 counter on target creature; whenever it attacks the monarch this turn, it gains double strike and trample.</source>
        <translation>进战场时：你成为君主。在你回合的战斗开始时：在目标生物上放置一个+1/+1指示物；本回合中每当它攻击君主时，它获得连击与践踏异能。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prevent 1 damage from opponents&apos; sources to you. {2}, {T}, sacrifice: you may sacrifice a creature; if you do, return it with three +1/+1 counters and you become the monarch.</source>
        <translation>由对手操控的来源将对你造成伤害时，防止其中1点。{2}，{T}，牺牲它：你可以牺牲一个生物；若你如此作，将它移回战场并在其上放置三个+1/+1指示物，且你成为君主。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the beginning of your end step, if there is no monarch, target opponent becomes the monarch. Creatures attacking an opponent who is the monarch get +1/+1 and trample.</source>
        <translation>在你的结束步骤开始时，如果没有君主，则目标对手成为君主。攻击身为君主之对手的生物得+1/+1且具有践踏异能。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{3}, {T}, exile it: you become the monarch.</source>
        <translation>{3}，{T}，放逐它：你成为君主。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instant: +1/+1 counter and fight; when the opponent&apos;s creature dies this turn, if you control your commander, you become the monarch.</source>
        <translation>瞬间：放置+1/+1指示物并互斗；当该对手的生物于本回合死去时，如果你操控你的指挥官，则你成为君主。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: if there is no monarch, you become the monarch. Whenever equipped creature attacks the monarch, destroy target tapped nonland permanent that player controls.</source>
        <translation>进战场时：如果没有君主，则你成为君主。每当佩带此武具的生物攻击君主时，消灭目标由该牌手操控的已横置非地永久物。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ETB: you become the monarch. Upkeep: create a 2/1 haste Goblin; then if you&apos;re the monarch, copy each creature token you control.</source>
        <translation>进战场时：你成为君主。维持：派出一个2/1具敏捷异能的鬼怪衍生生物；然后如果你是君主，则为你操控的每个生物衍生物各派出一个复制品。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETB: you become the monarch. Whenever one or more creatures deal combat damage to you while you&apos;re the monarch, tap them and put a stun counter on each.</source>
        <translation>进战场时：你成为君主。当你是君主时，每当一个或数个生物对你造成战斗伤害，横置这些生物，并在每个上面各放置一个晕眩指示物。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../companion/app/dialogs/new_game.py" line="+135"/>
        <source>Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), to change it.</source>
        <translation>座位顺序即回合顺序。拖动一行，或使用其箭头（Alt+上 / Alt+下）来更改。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Start game</source>
        <translation>开始游戏(&amp;S)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Players:</source>
        <translation>牌手(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting life:</source>
        <translation>起始总生命：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom</source>
        <translation>自定义(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom starting life</source>
        <translation>自定义起始总生命</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw who goes first</source>
        <translation>随机决定先手(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hess clock:</source>
        <translation>棋钟(&amp;H)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player has this much time for the whole game: the clock of the player whose turn it is runs, and can be paused. At 0 it says so; nobody loses by it.</source>
        <translation>每位牌手在整盘游戏中共有这么多时间：正在进行回合的牌手的时钟会走，并可暂停。时间用完时会有提示，但没有人会因此输掉这盘游戏。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the game starts, the app picks the first player at random (for all to see); the seats stay, and Undo takes it back.</source>
        <translation>游戏开始时，本应用会随机选出先手牌手（所有人都能看到）；座位不变，可用“撤销”取消。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Player {number}</source>
        <translation>牌手{number}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Colour for {name}</source>
        <translation>{name}的颜色</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <location line="+1"/>
        <source>this player</source>
        <translation>该牌手</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{first} and {second} swapped colours.</source>
        <translation>{first}和{second}交换了颜色。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a name.</source>
        <translation>请输入名字。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Names can have at most %n characters.</source>
        <translation>
            <numerusform>名字最多%n个字符。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names cannot contain control characters (tabs, line breaks).</source>
        <translation>名字不能包含控制字符（制表符、换行符）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Another player has this name.</source>
        <translation>另一位牌手已使用此名字。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Fix the marked name(s) to start the game.</source>
        <translation>
            <numerusform>请修正标记的名字以开始游戏。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../companion/app/widgets/notices.py" line="+145"/>
        <source>Take back the last action</source>
        <translation>撤回上一个操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-10"/>
        <source>Undone: {action}</source>
        <translation>已撤销：{action}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not possible: {reason}</source>
        <translation>无法执行：{reason}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../companion/web/strings.py" line="+33"/>
        <source>Turn {turn}</source>
        <translation>第{turn}回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Turn {turn}</source>
        <translation>第{round}轮 · 第{turn}回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>combat?</source>
        <extracomment>After a life total, &quot;35 −5 · combat?&quot;: was this life loss combat damage? (not answered yet)</extracomment>
        <translation>战斗伤害？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commander tax</source>
        <extracomment>The initiative (CR 726, &quot;take the initiative&quot;): the name of its token beside a player The tooltip of &quot;✓2&quot; under a player: how many dungeons they have completed The tooltip of &quot;{4}&quot; beside a player: what the next cast of their commander costs more</extracomment>
        <translation>指挥官税</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-87"/>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>regular combat damage next</source>
        <extracomment>After &quot;Combat damage&quot;: first strike was dealt, the regular combat damage comes next</extracomment>
        <translation>接下来是常规战斗伤害</translation>
    </message>
    <message>
        <location filename="../companion/web/strings.py" line="+4"/>
        <source>how many spells did {player} cast this turn?</source>
        <extracomment>End turn&apos;s question while there is day or night; {player} is the turn&apos;s player</extracomment>
        <translation>{player}本回合施放了几个咒语？</translation>
    </message>
</context>
<context>
    <name>OverlayControls</name>
    <message>
        <location filename="../companion/app/overlay/controls.py" line="+103"/>
        <source>Serve a live overlay for OBS&apos;s Browser Source</source>
        <translation>为OBS的浏览器源提供实时叠加层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow the local network (every request needs the token)</source>
        <translation>允许局域网访问（每个请求都需要令牌）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chroma-key window</source>
        <translation>色度键窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Magenta</source>
        <translation>品红</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The overlay could not start: {error}</source>
        <translation>叠加层无法启动：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overlay is off.</source>
        <translation>叠加层已关闭。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving on the local network. Token: {token}</source>
        <translation>正在向局域网提供叠加层。令牌：{token}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serving on this computer only (127.0.0.1).</source>
        <translation>仅向本机提供叠加层（127.0.0.1）。</translation>
    </message>
</context>
<context>
    <name>PanelChrome</name>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="-327"/>
        <source>Player menu: monarch, concede, lose</source>
        <translation>牌手菜单：君主、认输、输掉这盘游戏</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+23"/>
        <source>Wins the game!</source>
        <translation>赢得这盘游戏！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Their turn</source>
        <translation>▶ 当前回合</translation>
    </message>
</context>
<context>
    <name>PanelClock</name>
    <message>
        <location line="-17"/>
        <source>Chess clock: {player} has used all of {total}; nobody loses by it.</source>
        <translation>棋钟：{player}已用完全部{total}；但不会因此输掉这盘游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, paused: {player} has {left} of {total} left.</source>
        <translation>棋钟（已暂停）：{player}剩余{left}（共{total}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock, running: {player} has {left} of {total} left.</source>
        <translation>棋钟（计时中）：{player}剩余{left}（共{total}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess clock: {player} has {left} of {total} left.</source>
        <translation>棋钟：{player}剩余{left}（共{total}）。</translation>
    </message>
</context>
<context>
    <name>PlayerMenu</name>
    <message>
        <location filename="../companion/app/widgets/panel_menu.py" line="+41"/>
        <source>C&amp;ounters</source>
        <translation>指示物(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dice</source>
        <translation>骰子(&amp;D)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to do for {player} now</source>
        <translation>{player}目前没有可执行的操作</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+66"/>
        <source>Left the game: {reason}</source>
        <translation>已离开游戏：{reason}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_model.py" line="+3"/>
        <source>Tap to type an amount; mouse wheel: +1 / −1</source>
        <translation>点击以输入数值；鼠标滚轮：+1 / −1</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../companion/app/dialogs/new_game_row.py" line="+226"/>
        <source>Commander (optional)</source>
        <translation>指挥官（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner (optional)</source>
        <translation>拍档（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to change the seat</source>
        <translation>拖动以更换座位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player&apos;s commander has a partner: damage from each of the two commanders counts separately.</source>
        <translation>该牌手的指挥官具有拍档异能：两个指挥官各自造成的伤害分别计算。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>player {number}</source>
        <translation>牌手{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the colour of {name}</source>
        <translation>选择{name}的颜色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of {name}</source>
        <translation>{name}的颜色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {name} up one seat</source>
        <translation>将{name}上移一个座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {name} down one seat</source>
        <translation>将{name}下移一个座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player {number}</source>
        <translation>牌手{number}的名字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander of {name}</source>
        <translation>{name}的指挥官</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner commander of {name}</source>
        <translation>{name}的拍档指挥官</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="+165"/>
        <source>Life now, or when the player left</source>
        <translation>当前生命，或该牌手离开时的生命</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns as the monarch</source>
        <translation>身为君主的回合数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player wearing the crown</source>
        <translation>结束时该牌手戴着王冠的回合数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Became the monarch</source>
        <translation>成为君主次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times the player became the monarch</source>
        <translation>该牌手成为君主的次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch draws</source>
        <translation>君主抓牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the monarch&apos;s end-step trigger (a draw still pending when the turn ended counts as drawn)</source>
        <translation>因君主结束步骤触发而抓的牌（回合结束时仍待抓的牌也计为已抓）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown lost to combat</source>
        <translation>因战斗失去王冠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the crown was stolen from this player</source>
        <translation>该牌手的王冠被夺走的次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crown stolen</source>
        <translation>夺得王冠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times this player stole the crown with combat damage</source>
        <translation>该牌手以战斗伤害夺得王冠的次数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commander damage dealt</source>
        <translation>造成的指挥官伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat damage dealt by this player&apos;s commander (partners included)</source>
        <translation>该牌手的指挥官造成的战斗伤害（含拍档指挥官）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combat damage taken from commanders</source>
        <translation>从指挥官处受到的战斗伤害</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turns with the initiative</source>
        <translation>握有先制的回合数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns that ended with the player having the initiative</source>
        <translation>结束时该牌手握有先制的回合数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Took the initiative</source>
        <translation>掌握先制次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player took the initiative from another player or from nobody</source>
        <translation>该牌手从其他牌手处（或在无人握有先制时）掌握先制的次数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dungeons whose last room the player&apos;s venture marker reached (Undercity and the dungeons cards venture into)</source>
        <translation>该牌手的进度标记抵达最后一个房间的地城数（包括地底城及因牌张效应而深入的地城）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commander tax paid</source>
        <translation>已付指挥官税</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generic mana the player paid as commander tax: each cast of a commander from the command zone costs {tax} more for each earlier cast (partners counted apart)</source>
        <translation>该牌手作为指挥官税支付的一般法术力：每次从统帅区施放指挥官，每有一次先前的施放便需额外支付{tax}（拍档分别计算）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turns taken</source>
        <translation>已进行回合数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s turns that have ended (the turn in progress counts once it ends)</source>
        <translation>该牌手已结束的回合数（进行中的回合在结束后计入）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average turn</source>
        <translation>平均回合用时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The average time of the player&apos;s turns, each from the end of the turn before (the first from the game&apos;s start) to its own end; a turn whose time was not recorded is left out</source>
        <translation>该牌手回合的平均用时，每个回合从上一回合结束时（第一个回合从游戏开始时）计到该回合结束；未记录用时的回合不计入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest turn</source>
        <translation>最长回合用时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The player&apos;s longest turn</source>
        <translation>该牌手用时最长的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time on their turns</source>
        <translation>回合总用时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of all the player&apos;s turns together</source>
        <translation>该牌手所有回合的用时总和</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{die} rolls</source>
        <translation>掷{die}次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the player rolled a {die}</source>
        <translation>该牌手掷{die}的次数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d20 average</source>
        <translation>d20平均点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The average result of the player&apos;s d20 rolls</source>
        <translation>该牌手掷d20的平均结果</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Coin flips: heads</source>
        <translation>掷硬币：正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up heads</source>
        <translation>该牌手掷硬币结果为正面的次数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coin flips: tails</source>
        <translation>掷硬币：反面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s coin flips that came up tails</source>
        <translation>该牌手掷硬币结果为反面的次数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Planar die: planeswalk</source>
        <translation>时空骰：时空换境</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up planeswalk</source>
        <translation>该牌手掷时空骰结果为时空换境的次数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: chaos</source>
        <translation>时空骰：混沌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up chaos</source>
        <translation>该牌手掷时空骰结果为混沌的次数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planar die: blank</source>
        <translation>时空骰：空白面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s planar die rolls that came up a blank face</source>
        <translation>该牌手掷时空骰结果为空白面的次数</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+1"/>
        <source>Left in turn {turn}: {reason}</source>
        <translation>于第{turn}回合离开：{reason}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../companion/app/history/players.py" line="+149"/>
        <source>Everyone who played, most games first. If one person was typed under two names (“Ann” and “ann b.”), select both and merge them: their games count as one player&apos;s. A name merged by mistake can be split off again.</source>
        <extracomment>At the top of the Players window. A profile is one person of the playgroup; the names are the ones typed in the games&apos; New game dialog</extracomment>
        <translation>所有玩过的牌手，游戏盘数多者在前。如果同一个人被输入成了两个名字（“Ann”和“ann b.”），请同时选中两者并合并：其游戏将算作同一位牌手的。误合并的名字可以再拆分出来。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>Column of the Players window: how many games the player played</extracomment>
        <translation>盘数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also known as</source>
        <extracomment>Column of the Players window: the other names this player was typed under</extracomment>
        <translation>其他名字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge…</source>
        <extracomment>Button of the Players window: make the selected players one player</extracomment>
        <translation>合并(&amp;M)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select two or more players who are one person, then merge them</source>
        <extracomment>Tooltip of the Players window&apos;s Merge… button</extracomment>
        <translation>选中属于同一个人的两位或更多牌手，然后将其合并</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Split a name off…</source>
        <extracomment>Button of the Players window: give one of a player&apos;s other names a profile of its own</extracomment>
        <translation>拆分名字(&amp;S)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give one of the selected player&apos;s other names a player of its own again</source>
        <extracomment>Tooltip of the Players window&apos;s &quot;Split a name off…&quot; button</extracomment>
        <translation>将所选牌手的某个其他名字重新拆分为一位独立的牌手</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Merge players</source>
        <extracomment>Title of the small window asking which name merged players keep</extracomment>
        <translation>合并牌手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} are one player. Which name do they keep?</source>
        <extracomment>{names}: the selected players&apos; names, e.g. &quot;Ann, ann b.&quot;</extracomment>
        <translation>{names}是同一位牌手。保留哪个名字？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Merge</source>
        <extracomment>The button that merges the players</extracomment>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{player} and {names} played in the same game: they are different players, not merged.</source>
        <extracomment>In the Players window: these names sat at the same game, so they are different people and were not merged. {names}: a list of names</extracomment>
        <translation>{player}和{names}曾在同一局游戏中出现：他们是不同的牌手，不予合并。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Split a name off</source>
        <extracomment>Title of the small window asking which name to split off a player</extracomment>
        <translation>拆分名字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which name is not {player}? Its games will count as another player&apos;s.</source>
        <extracomment>{player}: the player&apos;s name; the choices below are their other names</extracomment>
        <translation>哪个名字不是{player}？其游戏将算作另一位牌手的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Split off</source>
        <extracomment>The button that splits the chosen name off</extracomment>
        <translation>拆分(&amp;S)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The history is being updated. Try again in a moment.</source>
        <extracomment>In the Players window when another task (a sync, an import) is writing the history at the moment</extracomment>
        <translation>历史记录正在更新，请稍后再试。</translation>
    </message>
</context>
<context>
    <name>Pod</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="-26"/>
        <source>This phone changes only {seat}&apos;s totals. Ask the host for the rest.</source>
        <translation>此手机只能更改{seat}的数值。其他操作请找主持人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reminder is {player}&apos;s: their phone or the host marks it done.</source>
        <translation>这是{player}的提醒：由其手机或主持人标记为完成。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That reminder is no longer pending.</source>
        <translation>该提醒已不再等待执行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last change is no longer the game&apos;s last one: ask the host to undo.</source>
        <translation>你的上一次更改已不是本盘游戏的最后一步操作：请让主持人撤销。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This phone has nothing to undo: ask the host.</source>
        <translation>此手机没有可撤销的操作：请找主持人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The app could not read this request.</source>
        <translation>本应用无法读取此请求。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changed.</source>
        <translation>没有任何变化。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say how many of the milled cards were nonland.</source>
        <translation>请说明磨出的牌中有几张非地牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link is no longer valid: ask the host for a new one.</source>
        <translation>此链接已失效：请向主持人索取新链接。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s seat is taken: the host can free it.</source>
        <translation>{player}的座位已被占用：主持人可以将其空出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no seat for {player} in this game.</source>
        <translation>本盘游戏中没有{player}的座位。</translation>
    </message>
</context>
<context>
    <name>PodControls</name>
    <message>
        <location filename="../companion/app/pod/controls.py" line="+231"/>
        <source>Phones can join</source>
        <translation>允许手机加入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve the phone page on this address. Off: nothing is served.</source>
        <translation>在此地址上提供手机页面。关闭时不提供任何内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the link of the code on show</source>
        <translation>复制当前所示二维码的链接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any free seat</source>
        <translation>任意空座位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All totals</source>
        <extracomment>Heading of the Invite phones dock&apos;s column of check boxes, one a seat: checked, that seat&apos;s phone may change every player&apos;s totals, not only its own (keep it short)</extracomment>
        <translation>全部数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table&apos;s code: a phone picks its seat</source>
        <translation>显示牌桌的二维码：由手机自选座位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address phones reach this computer at</source>
        <translation>手机访问本机所用的地址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to show the code large, to scan from across the table</source>
        <extracomment>Tooltip of the QR code in the Invite phones dock: a click opens a large window</extracomment>
        <translation>点击放大显示二维码，方便从牌桌对面扫描</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{address} (this computer only)</source>
        <translation>{address}（仅限本机）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the address or the port is not available</source>
        <translation>该地址或端口不可用</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Phones cannot join: {error}</source>
        <translation>手机无法加入：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing is served until you turn it on.</source>
        <translation>已关闭：开启前不提供任何内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On, for this computer only: phones cannot reach it.</source>
        <translation>已开启，但仅限本机：手机无法访问。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on this network scan a code to join.</source>
        <translation>已开启：同一网络中的手机扫描二维码即可加入。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start or open a game: its players are the seats</source>
        <translation>请开始或打开一盘游戏：每位牌手对应一个座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan to join, then pick your seat</source>
        <translation>扫码加入，然后选择你的座位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for {player}: scan to join at this seat</source>
        <translation>仅限{player}：扫码加入此座位</translation>
    </message>
</context>
<context>
    <name>PodPage</name>
    <message>
        <location filename="../companion/pod/strings.py" line="+28"/>
        <source>{player}&apos;s partner</source>
        <extracomment>A heading: the commander damage this player took, one row per opposing commander A row of commander damage: the second commander of {player} (partners)</extracomment>
        <translation>{player}的拍档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters</source>
        <translation>指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast commander</source>
        <extracomment>A button: this player cast their commander from the command zone (the tax goes up {2})</extracomment>
        <translation>施放指挥官</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast partner</source>
        <extracomment>The same for the second (partner) commander</extracomment>
        <translation>施放拍档</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cast {commander}</source>
        <extracomment>The same for a commander named at setup: {commander} is its name as the panel&apos;s chip shows it (&quot;Kraum&quot; for &quot;Kraum, Ludevic&apos;s Opus&quot;)</extracomment>
        <translation>施放{commander}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>A button: flip a coin for this seat (beside the d6 and d20 buttons)</extracomment>
        <translation>硬币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back a cast</source>
        <extracomment>A button taking back a commander cast entered by mistake</extracomment>
        <translation>撤回施放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For you</source>
        <extracomment>A heading over this player&apos;s pending reminders (triggers to carry out)</extracomment>
        <translation>你的提醒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nonland cards milled</source>
        <extracomment>A reminder&apos;s button: its trigger was carried out The rad trigger: a field for how many of the milled cards were nonland</extracomment>
        <translation>磨出的非地牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table</source>
        <extracomment>A heading over everyone else&apos;s totals</extracomment>
        <translation>牌桌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a player to change their totals.</source>
        <extracomment>Under &quot;The table&quot; when the host lets this phone change everyone&apos;s totals: each other player&apos;s box there can be tapped to change their life and poison</extracomment>
        <translation>点击一位牌手以更改其数值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change {player}&apos;s totals</source>
        <extracomment>The tooltip and spoken name of another player&apos;s box when it can be tapped (the host lets this phone change everyone&apos;s totals); also the name of the panel it opens</extracomment>
        <translation>更改{player}的数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <extracomment>A button closing the panel where this phone changes another player&apos;s totals</extracomment>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn</source>
        <extracomment>The crown&apos;s alternative text beside a player (CR 725)</extracomment>
        <translation>你的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting…</source>
        <extracomment>The connection was lost; the page tries again by itself</extracomment>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This phone is no longer at its seat. Ask the host for a new link.</source>
        <extracomment>The host took this phone off its seat, or the game it joined is over</extracomment>
        <translation>此手机已不在其座位上。请向主持人索取新链接。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan the code the host shows to join the table.</source>
        <extracomment>A phone opened the page without a seat&apos;s code</extracomment>
        <translation>扫描主持人出示的二维码以加入牌桌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This link opens no seat at this table (it may be from an earlier game). Scan the code the host shows to join the table.</source>
        <extracomment>The app refused the phone&apos;s link: no seat of the game now played has it (a link from an earlier game, or a made-up one). The page stops trying; the player must scan again.</extracomment>
        <translation>此链接无法打开本牌桌的任何座位（可能来自之前的游戏）。请扫描主持人出示的二维码以加入牌桌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which seat is yours?</source>
        <extracomment>A heading: the phone joined with the table&apos;s code and picks whose seat it is</extracomment>
        <translation>哪个座位是你的？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat has its phone: ask the host for your seat&apos;s code.</source>
        <extracomment>Under that heading when every seat already has its phone</extracomment>
        <translation>每个座位都已有手机：请向主持人索取你座位的二维码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the game</source>
        <extracomment>The seat&apos;s player has left the game</extracomment>
        <translation>已离开游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is being played.</source>
        <translation>当前没有进行中的游戏。</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../companion/app/qt_words.py" line="+16"/>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../companion/app/history/replay.py" line="+233"/>
        <source>The start of the game</source>
        <extracomment>Replay of a past game: the first button goes to the game as it was set up</extracomment>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back one entry</source>
        <extracomment>Replay of a past game: one entry of the log back</extracomment>
        <translation>后退一条</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On one entry</source>
        <extracomment>Replay of a past game: one entry of the log on</extracomment>
        <translation>前进一条</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>Replay of a past game: the end of the game</extracomment>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is set up</source>
        <extracomment>Replay of a past game: the first line of its log, before anything was done</extracomment>
        <translation>游戏准备就绪</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>In the game</source>
        <extracomment>Replay of a past game: whether each player is still in the game, or why they left</extracomment>
        <translation>在游戏中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The monarch</source>
        <extracomment>Replay of a past game: tooltip of the crown in the monarch&apos;s row</extracomment>
        <translation>君主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Has the initiative</source>
        <extracomment>Replay of a past game: tooltip of the initiative&apos;s token in its holder&apos;s row</extracomment>
        <translation>握有先制</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>left: {reason}</source>
        <extracomment>Replay of a past game: a player who had left by then, and why (&quot;0 life&quot;)</extracomment>
        <translation>已离开：{reason}</translation>
    </message>
</context>
<context>
    <name>RingDialog</name>
    <message>
        <location filename="../companion/app/dialogs/ring.py" line="+43"/>
        <source>The Ring tempts you</source>
        <translation>魔戒引诱你</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Ring tempts {player}. Which creature of theirs becomes their Ring-bearer?</source>
        <translation>魔戒引诱{player}。由其操控的哪个生物成为其持戒人？</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A creature (empty: none)</source>
        <translation>一个生物（留空：无）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their emblem gains: {ability}</source>
        <translation>其徽记获得：{ability}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their emblem has all four abilities; this temptation still counts.</source>
        <translation>其徽记已具有全部四个异能；这次引诱仍然计算在内。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tempt</source>
        <translation>引诱</translation>
    </message>
</context>
<context>
    <name>RollDisplay</name>
    <message>
        <location filename="../companion/app/widgets/roll_display.py" line="+127"/>
        <source>coin</source>
        <translation>硬币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planar die</source>
        <translation>时空骰</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} · {die}</source>
        <translation>{player} · {die}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Heads</source>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tails</source>
        <translation>反面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planeswalk</source>
        <translation>时空换境</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chaos</source>
        <translation>混沌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank</source>
        <translation>空白</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-52"/>
        <source>official ruling</source>
        <translation>官方释疑</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>CR {number}</source>
        <translation>规则{number}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Why? ({rules})</source>
        <translation>为什么？（{rules}）</translation>
    </message>
</context>
<context>
    <name>RuleLinkLabel</name>
    <message>
        <location filename="../companion/app/widgets/rule_link.py" line="+84"/>
        <source>Open the rule in the Rules panel</source>
        <translation>在规则面板中打开该规则</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../companion/app/rules_panel.py" line="+86"/>
        <source>The monarch’s rules</source>
        <translation>君主规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+46"/>
        <source>{edition}, section {section}</source>
        <translation>{edition}，第{section}节</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>These rules say {term}; the cards and this app say {card_term}.</source>
        <translation>这些规则写作{term}；牌张和本应用写作{card_term}。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The two inherent triggered abilities</source>
        <translation>两个自然产生的触发式异能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Official rulings</source>
        <translation>单卡释疑</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The initiative</source>
        <translation>先制</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The initiative’s three inherent triggered abilities</source>
        <translation>先制的三个自然产生的触发式异能</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Venturing into the dungeon</source>
        <translation>深入地城</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+34"/>
        <source>Unofficial translation:</source>
        <translation>非官方译文：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current English wording (this edition predates it):</source>
        <translation>当前的英文措辞（此版本早于该措辞）：</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>(official English text: there is none in this language)</source>
        <translation>（官方英文原文——没有官方中文文本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(a summary in the app’s own words, not the text of the rules)</source>
        <translation>（本应用自己的概述，并非规则原文）</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../companion/app/pod/seats.py" line="+68"/>
        <source>Show {player}’s own code</source>
        <translation>显示{player}专属的二维码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revoke</source>
        <translation>作废</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new code for {player}: the phones with the old one are cut off</source>
        <translation>为{player}生成新的二维码：使用旧二维码的手机将被断开</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player}’s phone may change everyone’s totals too (life, poison, commander damage, counters, reminders), not only {player}’s own. Revoke, a new game or turning the pod off takes it back.</source>
        <extracomment>The tooltip of a seat&apos;s check box under &quot;All totals&quot; in the Invite phones dock</extracomment>
        <translation>{player}的手机也可以更改所有人的数值（生命、中毒指示物、指挥官伤害、指示物、提醒），而不只是{player}自己的。作废、开始新游戏或关闭“允许手机加入”都会收回此权限。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no phone</source>
        <translation>无手机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected ×{count}</source>
        <translation>已连接 ×{count}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../companion/app/help_dialogs.py" line="+45"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player keys act on the selected player (highlighted); 1 – 8 or ← → select.</source>
        <translation>牌手按键作用于选中的牌手（高亮显示）；用1–8或←→选择。</translation>
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
        <translation>上次游玩</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Can&apos;t be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Continue: turn {turn}, {player}’s turn</source>
        <translation>继续：第{turn}回合，{player}的回合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume the unfinished game</source>
        <translation>继续未完成的游戏</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo game</source>
        <translation>演示游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a journal…</source>
        <translation>打开对局记录…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent games</source>
        <translation>最近的游戏</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{winner} won</source>
        <translation>{winner}获胜</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>An unfinished game was found: {players}, turn {turn}.</source>
        <translation>找到一盘未完成的游戏：{players}，第{turn}回合。</translation>
    </message>
</context>
<context>
    <name>StatsPlots</name>
    <message>
        <location filename="../companion/app/stats/plots.py" line="+70"/>
        <source>effect</source>
        <translation>效应</translation>
    </message>
    <message numerus="yes">
        <location filename="../companion/shell/messages/table_game.py" line="+93"/>
        <source>Turn (each turn split into its %n step(s))</source>
        <translation>
            <numerusform>回合（每回合分为%n个步骤）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <location filename="../companion/app/stats/tables.py" line="-368"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes}分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours}小时{minutes:02d}分钟</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../companion/app/stats/panel.py" line="+217"/>
        <source>Turn 1</source>
        <translation>第1回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the game</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn {turn} · {step}</source>
        <translation>第{turn}回合 · {step}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Monarch: {player}</source>
        <translation>君主：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No monarch</source>
        <translation>没有君主</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Initiative: {player}</source>
        <translation>先制：{player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No initiative</source>
        <translation>无人握有先制</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export life totals</source>
        <translation>导出生命值</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game statistics</source>
        <translation>游戏统计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save every player&apos;s life at the end of each turn</source>
        <translation>保存每位牌手在每回合结束时的生命</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card</source>
        <translation>牌的效应</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crown and initiative changes:</source>
        <translation>王冠与先制易手：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown changes:</source>
        <translation>王冠易手：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player left</source>
        <translation>有牌手离开</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Game summary</source>
        <translation>游戏总结</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../companion/shell/messages/table_files.py" line="+7"/>
        <source>The game is stopped: the last action could not be saved ({reason}). Nothing before it is lost. Free some space and press Retry, or save a copy elsewhere and go on there.</source>
        <translation>游戏已暂停：上一步操作未能保存（{reason}）。此前的内容都没有丢失。请腾出磁盘空间后按“重试”，或将副本另存到别处并在那里继续。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion (process {pid}, since {since}). Close it there, then take over here.</source>
        <translation>只读：此游戏正在另一个Commander Companion中打开（进程{pid}，自{since}起）。请在那里关闭，然后在此接管。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read-only: this game is open in another Commander Companion. Close it there, then take over here.</source>
        <translation>只读：此游戏正在另一个Commander Companion中打开。请在那里关闭，然后在此接管。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is saved again. Go on.</source>
        <translation>游戏已恢复保存，可以继续了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk quota is used up</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to write there</source>
        <translation>没有在那里写入的权限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too many files are open</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk reported an error</source>
        <translation>磁盘报告了错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is gone</source>
        <translation>文件夹已不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy as…</source>
        <translation>副本另存为…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over</source>
        <translation>接管</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game open elsewhere</source>
        <translation>游戏已在别处打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is open in another Commander Companion (process {pid}, since {since}). Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file}正在另一个Commander Companion中打开（进程{pid}，自{since}起）。两个窗口同时写入同一盘游戏会损坏它。请在此以只读方式打开，或在那里关闭后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is open in another Commander Companion. Two windows writing one game would break it. Open it here read-only, or close it there and try again.</source>
        <translation>{file}正在另一个Commander Companion中打开。两个窗口同时写入同一盘游戏会损坏它。请在此以只读方式打开，或在那里关闭后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open read-only</source>
        <translation>以只读方式打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
</context>
<context>
    <name>SwatchPopup</name>
    <message>
        <location filename="../companion/app/dialogs/swatches.py" line="+114"/>
        <source>{color}: the colour of {player}</source>
        <translation>{color}：{player}的颜色</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{color}: {owner} has it; choosing it swaps your colours</source>
        <translation>{color}：{owner}正在使用；选择它会交换你们的颜色</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other colour…</source>
        <translation>其他颜色…</translation>
    </message>
</context>
<context>
    <name>Swatches</name>
    <message>
        <location line="-93"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violet</source>
        <translation>紫色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
</context>
<context>
    <name>TakeInitiativeDialog</name>
    <message>
        <location filename="../companion/app/dialogs/initiative.py" line="+37"/>
        <location line="+4"/>
        <source>Take the initiative</source>
        <translation>掌握先制</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Which card gives them the initiative? (optional)</source>
        <translation>是哪张牌让其掌握先制的？（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Aarakocra Sneak</source>
        <translation>牌名，例如Aarakocra Sneak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} already has the initiative: taking it again makes them venture again (CR {rule}).</source>
        <translation>{player}已经握有先制：再次掌握先制会让其再次深入地底城（规则{rule}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking it ventures into Undercity (CR {rule}); the reminder asks for the room.</source>
        <translation>掌握先制时会深入地底城（规则{rule}）；提醒会让你选择房间。</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+31"/>
        <source>Life</source>
        <translation>生命</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poison</source>
        <translation>中毒指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monarch</source>
        <extracomment>The monarch (CR 725): a column, a row, the crown&apos;s name beside a player</extracomment>
        <translation>君主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown</source>
        <extracomment>The monarch&apos;s crown in the charts: who held it, and how long</extracomment>
        <translation>王冠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <extracomment>The initiative (CR 726): a column, a chart&apos;s row, its token beside a player</extracomment>
        <translation>先制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander damage</source>
        <translation>指挥官伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander damage taken</source>
        <extracomment>A heading: the commander damage a player took, one row per opposing commander</extracomment>
        <translation>受到的指挥官伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat damage</source>
        <extracomment>The combat damage dialog&apos;s title and the turn bar&apos;s button that opens it</extracomment>
        <translation>战斗伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combat damage</source>
        <extracomment>How the crown or the initiative changed hands (a chart&apos;s legend): by combat damage</extracomment>
        <translation>战斗伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession</source>
        <extracomment>How the crown or the initiative changed hands: its holder left the game (CR 725.4, 726.4)</extracomment>
        <translation>继位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeons completed</source>
        <extracomment>How many dungeons a player has completed (CR 309.7)</extracomment>
        <translation>已完成的地城</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <extracomment>A player&apos;s second commander (CR 702.124)</extracomment>
        <translation>拍档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>A column heading: the player of the row</extracomment>
        <translation>牌手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <extracomment>A column heading or a title: the players of a game, or every player of the History</extracomment>
        <translation>牌手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns</source>
        <extracomment>A column heading or a chart&apos;s title: how many turns a game lasted</extracomment>
        <translation>回合数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes</source>
        <extracomment>A column heading or a chart&apos;s title: how many minutes a game lasted</extracomment>
        <translation>分钟数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <extracomment>A column heading: how a game ended (won by a player, a draw, unfinished)</extracomment>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <extracomment>How a game ended: nobody has won it yet (it may go on)</extracomment>
        <translation>未完成</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <extracomment>How many games (the History page&apos;s list, a bar of the charts across games)</extracomment>
        <translation>
            <numerusform>%n盘游戏</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+228"/>
        <source>Next step</source>
        <translation>下一步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next step ({key})</source>
        <translation>前往下一步骤（{key}）</translation>
    </message>
    <message>
        <location filename="../companion/app/launch.py" line="+171"/>
        <location filename="../companion/app/widgets/turn_bar.py" line="+2"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="-50"/>
        <source>Storm {count}</source>
        <translation>风暴{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spells cast this turn, for storm (CR 702.40): tap when one more is cast (Y); − takes one back (Shift+Y)</source>
        <translation>本回合施放的咒语，用于风暴（规则702.40）：每多施放一个就点击一次（Y）；− 撤回一个（Shift+Y）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One spell fewer (Shift+Y)</source>
        <translation>少记一个咒语（Shift+Y）</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_clock.py" line="+73"/>
        <location line="+31"/>
        <source>Resume clock</source>
        <translation>继续计时</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+27"/>
        <source>Pause clock</source>
        <translation>暂停计时</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Let the chess clock run again (H)</source>
        <translation>让棋钟继续计时（H）</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+35"/>
        <source>Start clock</source>
        <translation>开始计时</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Start the chess clock (H)</source>
        <translation>开始棋钟计时（H）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause the chess clock (H)</source>
        <translation>暂停棋钟（H）</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_bar.py" line="+48"/>
        <source>End this turn ({key}); stops once at the end step if the monarch must draw</source>
        <translation>结束本回合（{key}）；如果君主需要抓牌，会在结束步骤停一次</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter combat damage ({key})</source>
        <translation>输入战斗伤害（{key}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commander damage by tapping panels ({key}): tap the commander that dealt it, then + on each player it hit. Esc or this button ends it.</source>
        <translation>点击面板记录指挥官伤害（{key}）：点击造成伤害的指挥官，再在每位被击中的牌手面板上点击 +。按Esc或此按钮结束。</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-81"/>
        <source>Spells {player} cast this turn:</source>
        <translation>{player}本回合施放的咒语：</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/turn_steps.py" line="+48"/>
        <source>{step} (now)</source>
        <translation>{step}（当前）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to {step}</source>
        <translation>前往{step}</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="-11"/>
        <source>Round {round} · Turn {turn} —</source>
        <translation>第{round}轮 · 第{turn}回合 —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} left; no active player</source>
        <translation>{player}已离开；没有主动牌手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No active player</source>
        <translation>没有主动牌手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} (extra turn)</source>
        <translation>{player}（额外回合）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next: {who}</source>
        <translation>下一个：{who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night</source>
        <translation>黑夜</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day and night (CR {rule}): as the next turn begins, day becomes night if {player} cast no spells this turn, and night becomes day if they cast two or more.</source>
        <translation>白昼与黑夜（规则{rule}）：下一个回合开始时，若当前为白昼且{player}本回合没有施放咒语，则成为黑夜；若当前为黑夜且其施放了两个或更多咒语，则成为白昼。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Day</source>
        <translation>白昼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-102"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: {action}</source>
        <translation>撤销：{action}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: {action}</source>
        <translation>重做：{action}</translation>
    </message>
</context>
<context>
    <name>VentureDialog</name>
    <message>
        <location filename="../companion/app/dialogs/venture.py" line="+105"/>
        <source>Venture into the dungeon</source>
        <translation>深入地城</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} ventures into the dungeon</source>
        <translation>{player}深入地城</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card says “venture into the dungeon”?</source>
        <translation>是哪张牌写着“深入地城”？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name, e.g. Nadaar, Selfless Paladin</source>
        <translation>牌名，例如Nadaar, Selfless Paladin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Venture</source>
        <translation>深入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no dungeon in progress: the venture starts one.</source>
        <translation>{player}没有正在进行的地城：这次深入会开始一个新的地城。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which dungeon? (Undercity only through the initiative)</source>
        <translation>哪个地城？（地底城只能通过先制进入）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the dungeon to see the room it enters.</source>
        <translation>选择地城，以查看进度标记将进入的房间。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The marker enters {room}:</source>
        <translation>进度标记进入{room}：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two arrows lead on: choose the room.</source>
        <translation>前方有两个箭头：请选择房间。</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <location filename="../companion/app/widgets/winner.py" line="+135"/>
        <source>New game with the &amp;same players</source>
        <translation>同样的牌手再来一盘(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;table</source>
        <translation>显示牌桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="+63"/>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{winner} wins!</source>
        <translation>{winner}获胜！</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>共进行了%n个回合。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody became the monarch.</source>
        <translation>没有人成为君主。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} held the crown last.</source>
        <translation>最后持有王冠的是{player}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} had the initiative last.</source>
        <translation>最后握有先制的是{player}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game, in order:</source>
        <translation>依次离开游戏的牌手：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}. {player}: {reason} (turn {turn})</source>
        <translation>{number}. {player}：{reason}（第{turn}回合）</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../companion/app/words.py" line="+17"/>
        <source>Copy</source>
        <extracomment>A button copying a link (the overlay&apos;s address, the table&apos;s invitation) to the clipboard</extracomment>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <extracomment>A button showing a seat&apos;s (or the table&apos;s) link as a QR code for a phone to scan</extracomment>
        <translation>二维码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card name, e.g. Palace Jailer</source>
        <extracomment>The hint in the field where a monarch or battlefield card is named</extracomment>
        <translation>牌名，例如Palace Jailer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <extracomment>The game log&apos;s dock and its list</extracomment>
        <translation>游戏日志</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite phones</source>
        <extracomment>The dock (and its large window) where phones join the table</extracomment>
        <translation>邀请手机加入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <extracomment>The New game dialog&apos;s title, and the question before a game in play is replaced</extracomment>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream overlay</source>
        <extracomment>The overlay&apos;s dock and the switch that serves it</extracomment>
        <translation>直播叠加层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <extracomment>The History page&apos;s title and the start page&apos;s button that opens it</extracomment>
        <translation>历史记录</translation>
    </message>
</context>
<context>
    <name>_ReminderRow</name>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-61"/>
        <source>{player} draws a card (the monarch&apos;s end step trigger)</source>
        <translation>{player}抓一张牌（君主的结束步骤触发）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch when it triggered, so the card is still theirs.</source>
        <translation>该异能触发时{player}是君主，因此仍由{player}抓这张牌。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Rad: {player} mills %n card(s)</source>
        <translation>
            <numerusform>拉德：{player}磨%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For each nonland card milled, {player} loses 1 life and removes a rad counter.</source>
        <translation>每磨出一张非地牌，{player}便失去1点生命并移去一个拉德指示物。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ventures into Undercity (the initiative)</source>
        <translation>{player}深入地底城（先制）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} ventures on in {dungeon} (the initiative)</source>
        <translation>{player}在{dungeon}中继续深入（先制）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} had the initiative when it triggered, so the venture is theirs.</source>
        <translation>该异能触发时{player}握有先制，因此仍由{player}深入地底城。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the room:</source>
        <translation>选择房间：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} ({player}) triggers</source>
        <translation>{card}（{player}）的异能触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({player}): its exile ends</source>
        <translation>{card}（{player}）：放逐结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is the monarch now: the &quot;if you&apos;re the monarch&quot; part applies.</source>
        <translation>{player}现在是君主：“如果你是君主”的部分适用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is not the monarch now: the &quot;if you&apos;re the monarch&quot; part does not apply.</source>
        <translation>{player}现在不是君主：“如果你是君主”的部分不适用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent of {player} is the monarch now.</source>
        <translation>{player}的一位对手现在是君主。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No opponent of {player} is the monarch now: it does nothing.</source>
        <translation>{player}的对手现在都不是君主：该异能没有效果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no monarch now.</source>
        <translation>现在没有君主。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is a monarch now: it does nothing.</source>
        <translation>现在已有君主：该异能没有效果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was the monarch as the turn began.</source>
        <translation>本回合开始时{player}是君主。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} was not the monarch as the turn began: it does nothing.</source>
        <translation>本回合开始时{player}不是君主：该异能没有效果。</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="+76"/>
        <location filename="../companion/app/window/openers.py" line="+30"/>
        <source>&amp;Nonland cards milled:</source>
        <translation>磨出的非地牌(&amp;N)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is carried out at the table</source>
        <translation>已在牌桌上执行</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_shared.py" line="+91"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../companion/shell/messages/table_game.py" line="-23"/>
        <source>{room}: {ability}</source>
        <translation>{room}：{ability}</translation>
    </message>
    <message>
        <location filename="../companion/app/widgets/panel_reminders.py" line="-6"/>
        <source>The venture is made</source>
        <translation>已完成深入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The card is drawn</source>
        <translation>已抓牌</translation>
    </message>
</context>
</TS>
