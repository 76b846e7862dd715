/* Commander Companion overlay: renders the pushed game state. Read-only: it never sends anything.
   Every player-supplied text goes through textContent, never innerHTML. Query parameters:
   layout=bar|corners|compact, theme=dark|light, scale=0.25..4, lang=<code>, players=A,B, token=. */
"use strict";
(() => {
  const params = new URLSearchParams(location.search);
  const token = params.get("token") || "";
  const q = token ? "?token=" + encodeURIComponent(token) : "";
  const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);
  const layout = pick(params.get("layout"), ["bar", "corners", "compact"], "bar");
  const theme = pick(params.get("theme"), ["dark", "light"], "dark");
  const scale = Math.min(4, Math.max(0.25, parseFloat(params.get("scale")) || 1));
  const wanted = (params.get("lang") || "").replace("-", "_");
  const only = (params.get("players") || "").split(",").map((s) => s.trim()).filter(Boolean);
  const COLOR = /^#[0-9a-fA-F]{6}$/;
  const TOAST_MS = 7000;
  const ROLL_MS = 5000;  // a die or a coin rolled shows big this long (or until the next action)

  const root = document.documentElement;
  root.className = "theme-" + theme + " layout-" + layout;
  root.style.setProperty("--scale", String(scale));

  const $ = (id) => document.getElementById(id);
  const stage = $("stage"), list = $("players"), toasts = $("toasts");
  // The crown (the monarch) and the initiative's token: one image each, flown to its holder's row.
  const tokens = {
    crown: { img: $("crown"), slot: ".crown-slot", holder: (s) => s.monarch, on: null },
    initiative: { img: $("initiative"), slot: ".initiative-slot", holder: (s) => s.initiative,
                  on: null },
  };
  const SVG = "http://www.w3.org/2000/svg";
  const status = { seq: 0, appliedMs: 0, renderedMs: 0, connected: false, lang: null };
  window.__overlay = status;  // read by the end-to-end tests (latency, language)

  let words = null;
  let last = null;
  let rows = new Map();
  let retry = 250;
  let wsPort = 0;

  // Words: the app's message table in this page's language (words.texts, by key); a message
  // ({key, params, n}) is said as the app says it by resources/common/messages.js.
  const { format, say } = window.CompanionMessages.speaker(() => words);
  status.say = say;  // the end-to-end tests check the page words messages as the app does

  async function getJSON(path) {
    const reply = await fetch(path + q, { cache: "no-store" });
    if (!reply.ok) throw new Error(path + ": " + reply.status);
    return reply.json();
  }

  async function connect() {
    try {
      const config = await getJSON("/config");
      if (wsPort && config.ws_port !== wsPort) {
        location.reload();  // the app restarted on another feed port: a fresh page, a fresh CSP
        return;
      }
      wsPort = config.ws_port;
      const lang = config.languages.includes(wanted) ? wanted : config.lang;
      if (!words || status.lang !== lang) {
        words = await getJSON("/i18n/" + lang + ".json");
        status.lang = lang;
        root.lang = words.lang;
        root.dir = words.dir;
      }
      const ws = new WebSocket("ws://" + location.hostname + ":" + config.ws_port + "/" + q);
      ws.onopen = () => { retry = 250; status.connected = true; };
      let greeted = false;  // the first message of a connection repeats the latest push
      ws.onmessage = (event) => {
        let msg;
        try { msg = JSON.parse(event.data); } catch (e) { return; }
        if (msg && msg.type === "state") render(msg, greeted);
        greeted = true;
      };
      ws.onclose = () => { status.connected = false; schedule(); };
    } catch (e) {
      schedule();
    }
  }
  function schedule() {
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 2000);
  }

  // -- rendering ----------------------------------------------------------------------------------

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function makeRow(name) {
    const li = el("li", "player");
    li.dataset.player = name;
    const slots = el("span", "tokens");
    slots.append(el("span", "crown-slot"), el("span", "initiative-slot"));
    const label = el("span", "name", name);
    label.title = name;
    const stats = el("span", "stats");
    const pending = el("span", "pending");
    pending.hidden = true;
    const clock = el("span", "badge clock");
    clock.hidden = true;
    stats.append(
      el("span", "badge poison"), el("span", "badge cmd"), el("span", "badge tax"), clock,
      el("span", "life"), pending);
    const line = el("span", "status");
    const counters = el("span", "counters");
    counters.hidden = true;
    const dungeon = el("span", "dungeon");
    dungeon.hidden = true;
    const done = el("span", "done");
    dungeon.append(document.createElementNS(SVG, "svg"), el("span", "room"), done);
    li.append(slots, label, stats, line, counters, dungeon);
    return li;
  }

  // What a player has besides life, poison and damage (issue 16), as their panel shows it: each
  // counter in use with its count (the pod's own by the name they gave it), speed, the city's
  // blessing and the Ring (its bearer, the part of the name before the comma, and its level).
  function shortName(name) {
    const head = String(name).split(",")[0].trim();
    return head || String(name).trim();
  }
  // Partners named at setup: each tax after its commander ("Kraum {4} · Tymna {2}"), on the
  // counters' line, which wraps (beside the life a long badge pushed the name off the card).
  function namedTaxes(p) {
    if (!p.partner_casts || !Array.isArray(p.tax_names)) return "";
    const taxes = [p.commander_tax || 0, p.partner_tax || 0];  // the app's figures (CR 903.8)
    return taxes.map((n, i) => p.tax_names[i] + "\u00a0{" + Number(n) + "}").join(" \u00b7 ");
  }
  function countersText(p) {
    const parts = [];
    const taxes = namedTaxes(p);
    if (taxes) parts.push(taxes);
    for (const [kind, n] of Object.entries(p.counters || {})) {
      parts.push(say({ key: "counter." + kind }) + "\u00a0" + Number(n));
    }
    for (const [name, n] of Object.entries(p.named_counters || {})) {
      parts.push(name + "\u00a0" + Number(n));
    }
    if (p.speed) parts.push(say({ key: "counter.speed" }) + "\u00a0" + Number(p.speed));
    if (p.citys_blessing) parts.push("\u2713\u00a0" + say({ key: "counter.citys_blessing" }));
    if (p.ring) {
      const level = Math.min(Number(p.ring.tempted), 4);
      const named = p.ring.bearer
        ? say({ key: "counter.ring_bearer", params: { bearer: shortName(p.ring.bearer) } })
        : say({ key: "counter.ring" });
      parts.push(named + "\u00a0" + level);
    }
    return parts.join(" \u00b7 ");
  }

  // The commander tax the next cast from the command zone costs (CR 903.8, the snapshot's
  // commander_tax and partner_tax), "{4}", each partner apart ("{4} {2}"); "" before any cast.
  function taxText(p) {
    if (!p.commander_casts && !p.partner_casts) return "";
    const taxes = [p.commander_tax || 0, p.partner_tax || 0];  // as the app gives them
    const shown = p.partner_casts ? taxes : [taxes[0]];
    return shown.map((n) => "{" + Number(n) + "}").join(" ");
  }

  // The monarch's life lost in the combat damage step while the table has not said whether it was
  // combat damage: not in the total yet, so it is shown beside it, pending ("35 −5 · combat?").
  function renderQuestion(li, p, question) {
    const node = li.querySelector(".pending");
    const asked = Boolean(question && question.player === p.name && question.amount);
    li.classList.toggle("asked", asked);
    node.hidden = !asked;
    node.textContent = asked
      ? "\u2212" + Math.abs(Number(question.amount)) + " \u00b7 " + words.ui.combat_question : "";
  }

  // The venture marker (CR 701.49): a map of the dungeon's rooms, the card's rows left to right
  // (words.dungeons: each room's row and the rooms below it), the marker's room lit and named,
  // and "✓N" for the dungeons completed. Room and dungeon names are proper names, as printed.
  function drawMap(svg, name) {
    const rooms = words.dungeons[name] || [];
    const at = new Map(), perRow = new Map();
    for (const r of rooms) {
      const k = perRow.get(r.row) || 0;
      at.set(r.room, { row: r.row, k });
      perRow.set(r.row, k + 1);
    }
    const tall = Math.max(1, ...perRow.values());
    const wide = Math.max(1, ...perRow.keys()) + 1;
    const DX = 8, DY = 7, PAD = 3.6;
    const place = (room) => {
      const p = at.get(room);
      const n = perRow.get(p.row);
      return [PAD + p.row * DX, PAD + (p.k - (n - 1) / 2) * DY + ((tall - 1) / 2) * DY];
    };
    const w = 2 * PAD + (wide - 1) * DX, h = 2 * PAD + (tall - 1) * DY;
    svg.setAttribute("viewBox", "0 0 " + w + " " + h);
    svg.setAttribute("class", "map");
    svg.dataset.dungeon = name;
    svg.style.setProperty("--aspect", String(w / h));
    const lines = [], dots = [];
    for (const r of rooms) {
      const [x1, y1] = place(r.room);
      for (const below of r.below) {
        if (!at.has(below)) continue;
        const [x2, y2] = place(below);
        const line = document.createElementNS(SVG, "line");
        for (const [a, v] of [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2]]) {
          line.setAttribute(a, String(v));
        }
        lines.push(line);
      }
      const dot = document.createElementNS(SVG, "circle");
      dot.setAttribute("cx", String(x1));
      dot.setAttribute("cy", String(y1));
      dot.setAttribute("r", "2.3");
      dot.dataset.room = r.room;
      dots.push(dot);
    }
    svg.replaceChildren(...lines, ...dots);
  }

  function renderDungeon(li, d) {
    const box = li.querySelector(".dungeon");
    const inside = Boolean(d && d.dungeon);
    const completed = d ? Number(d.completed) || 0 : 0;
    box.hidden = !inside && !completed;
    li.classList.toggle("venturing", !box.hidden);
    const svg = box.querySelector("svg");
    if (inside && svg.dataset.dungeon !== d.dungeon) drawMap(svg, d.dungeon);
    svg.toggleAttribute("hidden", !inside);
    for (const dot of svg.querySelectorAll("circle")) {
      const here = inside && dot.dataset.room === d.room;
      dot.classList.toggle("here", here);
      dot.setAttribute("r", here ? "3.4" : "2.3");
    }
    const room = box.querySelector(".room");
    room.textContent = inside ? String(d.room || "") : "";
    room.hidden = !inside;
    box.title = inside ? d.dungeon + " \u2014 " + (d.room || "") : "";
    box.dataset.dungeon = inside ? d.dungeon : "";
    box.dataset.room = inside ? String(d.room || "") : "";
    const done = box.querySelector(".done");
    done.hidden = !completed;
    done.textContent = completed ? "\u2713" + completed : "";
    done.title = words.ui.dungeons_completed;
  }

  function renderPlayers(state, colors) {
    let shown = state.players;
    if (only.length) {
      const subset = shown.filter((p) => only.includes(p.name));
      if (subset.length) shown = subset;
    }
    const names = shown.map((p) => p.name);
    // Four and more players share the bar: each card puts its name on a line of its own.
    list.classList.toggle("crowded", shown.length >= 4);
    root.classList.toggle("crowded", shown.length >= 4);
    if (names.join("\u0000") !== [...rows.keys()].join("\u0000")) {
      rows = new Map(names.map((n) => [n, makeRow(n)]));
      list.replaceChildren(...rows.values());
      for (const t of Object.values(tokens)) t.on = null;
    }
    // The initiative's place beside each name exists while someone has it (CR 725).
    root.classList.toggle("has-initiative", Boolean(state.initiative));
    shown.forEach((p, i) => {
      const li = rows.get(p.name);
      const color = colors[p.name];
      li.style.setProperty("--player", COLOR.test(color || "") ? color : "#999999");
      li.classList.toggle("active", p.name === state.active_player);
      li.classList.toggle("out", !p.in_game);
      li.classList.toggle("winner", p.name === state.winner);
      li.classList.toggle("monarch", p.name === state.monarch);
      li.classList.toggle("initiative", p.name === state.initiative);
      li.className = li.className.replace(/\bc\d\b/g, "").trim() + " c" + corner(i, shown.length);
      li.querySelector(".life").textContent = String(p.life);
      renderQuestion(li, p, state.question);
      const poison = li.querySelector(".poison");
      poison.textContent = String(p.poison);
      poison.hidden = !p.poison;
      poison.title = words.terms.poison;
      // The commander that dealt the most, named ("⚔ Kraum 7"; the swords are the CSS's).
      const cmd = li.querySelector(".cmd");
      const chip = (last.damage || {})[p.name];  // msg.damage: the app's chips (projections)
      cmd.textContent = !chip ? ""
        : (chip.commander ? chip.commander + "\u00a0" : "") + Number(chip.amount);
      cmd.hidden = !chip;
      cmd.title = words.terms.commander_damage + (chip ? " (" + chip.player + ")" : "");
      const tax = li.querySelector(".tax");
      tax.textContent = namedTaxes(p) ? "" : taxText(p);  // named: on the counters' line
      tax.hidden = !tax.textContent;
      tax.title = words.ui.commander_tax;
      const line = li.querySelector(".status");
      line.hidden = !p.left;
      line.textContent = !p.left ? ""  // as the app says it (a commander named at setup)
        : say(p.left.said || { key: "reason." + p.left.reason, params: { player: p.left.source || "?" } });
      const counters = li.querySelector(".counters");
      counters.textContent = p.in_game ? countersText(p) : "";
      counters.hidden = !counters.textContent;
      renderDungeon(li, (state.dungeons || {})[p.name]);
    });
    stack(shown);
  }

  // The corner of the i-th of n seats: clockwise from the top left in turn order, players next
  // in turn sharing a corner (8 players: Ann and Ben top left, Cid and Dee top right…), the
  // first of a corner nearest to it.
  function corner(i, n) {
    return n <= 4 ? i : Math.floor((i * 4) / n);
  }

  // Cards grow with a dungeon line: the corners stack two cards by their real heights, and the
  // bar keeps the turn and the toasts clear of its tallest card.
  function stack(shown) {
    const cards = shown.map((p) => rows.get(p.name));
    const rem = parseFloat(getComputedStyle(root).fontSize);
    const offset = [];
    cards.forEach((li, i) => {  // 5.6rem apart, or more past a taller card in the same corner
      const before = i > 0 && corner(i - 1, cards.length) === corner(i, cards.length) ? i - 1 : -1;
      const above = before >= 0 ? cards[before] : null;
      offset[i] = above ? offset[before] + Math.max(5.6 * rem, above.offsetHeight + 0.6 * rem) : 0;
      li.style.setProperty("--stack", offset[i] + "px");
    });
    root.style.setProperty("--bar", list.offsetHeight + "px");
  }

  function renderTurn(state) {
    $("turn").hidden = false;
    $("turn-number").textContent = words.ui.round_turn
      ? format(words.ui.round_turn, { round: state.round || 1, turn: state.turn })
      : format(words.ui.turn, { turn: state.turn });
    $("turn-player").textContent = state.turn_player;
    let owed = (state.first_strike || []).length ? " \u00b7 " + words.ui.regular_damage_next : "";
    if (state.spells_asked) owed += " \u00b7 " + format(words.ui.spells_asked, { player: state.spells_asked });
    $("turn-step").textContent = (say({ key: "step." + state.step }) || state.step) + owed;
    // Day and night (CR 730): shown once a card has brought it into the game.
    const dayNight = $("turn-daynight");
    dayNight.hidden = !state.day_night;
    if (state.day_night === "night") dayNight.textContent = "\u263e " + words.ui.night;
    else if (state.day_night === "day") dayNight.textContent = "\u2600 " + words.ui.day;
    // Storm (CR 702.40): the spells cast this turn, once one is counted.
    const storm = $("turn-storm");
    storm.hidden = !state.storm;
    storm.textContent = state.storm ? say({ key: "counter.storm" }) + " " + Number(state.storm) : "";
  }

  // This turn's pending reminders (msg.reminders: {id, message, aside, ...}, worded by the app:
  // its sentence, a card's effect nested in it, and what to show under it), shown until resolved
  // or cancelled: the monarch's draw with its trigger quoted, a venture (the initiative), a
  // monarch card's trigger with its "if" as it stands. A reminder's toast is
  // kept while it is pending (no new entrance on every push), in the order the app made them.
  const REMINDER_KINDS = {
    "event.reminder_draw": "draw", "event.reminder_venture": "venture",
    "event.reminder_card": "card", "event.reminder_exile_ends": "card",
  };
  function renderReminders(pending) {
    const wanted = new Set(pending.map((r) => String(r.id)));
    const have = new Map();
    toasts.querySelectorAll(".reminder").forEach((t) => {
      if (wanted.has(t.dataset.reminder)) have.set(t.dataset.reminder, t);
      else t.remove();
    });
    let at = toasts.firstElementChild;
    for (const r of pending) {
      const id = String(r.id);
      let toast = have.get(id);
      if (!toast) {
        toast = el("div", "toast reminder");
        toast.dataset.reminder = id;
        toast.append(el("span", "said"), el("span", "quote"));
      }
      const key = r.message && r.message.key;
      toast.dataset.kind = REMINDER_KINDS[key] || "other";
      toast.querySelector(".said").textContent = say(r.message);
      const quote = toast.querySelector(".quote");
      quote.textContent = r.aside ? say(r.aside) : "";  // the app's: the draw's trigger, an "if"
      quote.hidden = !quote.textContent;
      if (toast !== at) toasts.insertBefore(toast, at);
      else at = at.nextElementSibling;
    }
  }

  function renderToasts(pending, events) {
    renderReminders(pending);
    // What just happened, for a few seconds; a reminder said persistently above is not repeated.
    const persistent = new Set(pending.map((r) => JSON.stringify(r.message)));
    for (const item of events) {
      if (["event.winner", "event.game_draw"].includes(item.key)) continue;
      if (item.key in REMINDER_KINDS && persistent.has(JSON.stringify(item))) continue;
      const text = say(item);
      if (!text) continue;
      const toast = el("div", "toast event", text);
      toasts.append(toast);
      setTimeout(() => toast.remove(), TOAST_MS);
    }
    const extra = toasts.querySelectorAll(".event");
    for (let i = 0; i < extra.length - 3; i++) extra[i].remove();
  }

  // A roll (a die, a coin, the planar die): shown big in the middle for a few seconds, when a
  // new push is of a roll (so two equal rolls in a row each show, and a page that opens later does
  // not show an old one); the next action puts it away. The sentence is the app's, in the page's
  // language; a number is shown huge above it. Built with textContent: names stay text.
  const roll = el("div", "roll");
  roll.id = "roll";
  roll.hidden = true;
  roll.append(el("div", "roll-result"), el("div", "roll-said"));
  stage.append(roll);
  let rollTimer = 0;
  const rollMessage = window.CompanionMessages.rollMessage;  // resources/common/messages.js
  function renderRoll(msg, prior) {
    const r = msg.state && msg.state.last_roll;
    // The push a page gets as it (re)connects repeats the latest one: not a roll made now.
    const fresh = Boolean(prior) && prior.seq !== msg.seq;
    if (msg.action !== "roll" || !r || !fresh) {
      if (msg.action) { roll.hidden = true; clearTimeout(rollTimer); }  // the next action
      return;
    }
    const number = typeof r.result === "number";
    roll.classList.toggle("words", !number);
    roll.dataset.player = r.player;
    roll.dataset.die = r.die;
    roll.querySelector(".roll-result").textContent = number ? String(r.result) : "";
    roll.querySelector(".roll-result").hidden = !number;
    roll.querySelector(".roll-said").textContent = say(rollMessage(r));
    const color = (msg.colors || {})[r.player];
    roll.style.borderColor = COLOR.test(color || "") ? color : "";  // the roller's colour
    roll.hidden = false;
    roll.classList.remove("shown");
    void roll.offsetWidth;  // restart the pop for a second roll in a row
    roll.classList.add("shown");
    clearTimeout(rollTimer);
    rollTimer = setTimeout(() => { roll.hidden = true; }, ROLL_MS);
  }

  // The clocks (issue 16 item 5): msg.clock has the game's and this turn's seconds and each chess
  // clock's time left as of msg.applied_ms (the app's clock); the page counts on from them by
  // itself, so the app pushes only when the game changes. `skew`: how far this computer's clock
  // is ahead of the app's, the least seen on a push made while the page listened (a push arrives
  // late, never early); 0 until one came.
  let skew = null;
  const two = (n) => String(n).padStart(2, "0");
  function duration(seconds) {  // 1:02:03 from an hour on, else 2:03 (the turn bar's format)
    const s = Math.max(0, Math.floor(seconds));
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
    return h ? h + ":" + two(m) + ":" + two(s % 60) : m + ":" + two(s % 60);
  }
  function setText(node, text) {
    if (node.textContent !== text) node.textContent = text;
  }
  function tickClocks() {
    const state = last && last.state;
    const c = state ? last.clock : null;
    const since = c ? Math.max(0, (Date.now() - (skew || 0) - last.applied_ms) / 1000) : 0;
    const times = $("turn-clock");
    times.hidden = !(c && typeof c.game === "number");
    if (!times.hidden) {
      const run = c.running ? since : 0;
      const turn = typeof c.turn === "number" ? c.turn : c.game;
      const length = times.textContent.length;
      setText(times, duration(c.game + run) + " \u00b7 " + duration(turn + run));
      if (times.textContent.length !== length) {  // 9:59 -> 10:00: the turn grew, toasts move
        root.style.setProperty("--turn-w", $("turn").offsetWidth + "px");
      }
      times.title = say({ key: "clock.game_time" });
    }
    const chess = c ? c.chess : null;
    const paused = $("turn-paused");
    paused.hidden = !(chess && chess.paused && !state.game_over);
    setText(paused, say({ key: "action.clock_pause" }));  // "Chess clock paused"
    for (const [name, li] of rows) {
      const node = li.querySelector(".clock");
      const mine = chess && chess.players ? chess.players[name] : null;
      const player = mine ? state.players.find((p) => p.name === name) : null;
      node.hidden = !(mine && player && player.in_game);
      if (node.hidden) continue;
      const remaining = Number(mine.remaining) - (mine.running ? since : 0);
      const out = remaining <= 0;
      node.classList.toggle("running", Boolean(mine.running));
      node.classList.toggle("warning", !out && remaining < Number(chess.warn_below));
      node.classList.toggle("out", out);
      node.classList.toggle("paused", Boolean(chess.paused) && name === state.turn_player && !out);
      // Time left in whole seconds, rounded up: 0:00 only once it is out (as on the panels).
      setText(node, out ? say({ key: "clock.out_of_time" }) : duration(Math.ceil(remaining)));
      node.title = say({ key: "clock.chess_clock" });
    }
  }
  status.tickClocks = tickClocks;  // the end-to-end tests tick with a fake clock
  setInterval(tickClocks, 250);

  function renderWinner(state) {
    const box = $("winner");
    box.hidden = !state.game_over;
    if (state.game_over) {
      box.textContent = state.winner
        ? say({ key: "event.winner", params: { player: state.winner } })
        : say({ key: "event.game_draw" });
    }
  }

  function place(token, animate) {
    const img = token.img;
    const holder = last && last.state ? token.holder(last.state) : null;
    const row = holder ? rows.get(holder) : null;
    if (!row) { img.hidden = true; img.removeAttribute("data-on"); token.on = null; return; }
    img.hidden = false;
    const slot = row.querySelector(token.slot).getBoundingClientRect();
    const base = stage.getBoundingClientRect();
    const w = img.offsetWidth || slot.width, h = img.offsetHeight || slot.height;
    const x = slot.left - base.left + (slot.width - w) / 2;
    const y = slot.top - base.top + (slot.height - h) / 2;
    img.classList.toggle("moving", Boolean(animate && token.on && token.on !== holder));
    img.style.transform = "translate(" + x + "px, " + y + "px)";
    img.dataset.on = holder;
    token.on = holder;
  }
  function placeTokens(animate) {
    tokens.initiative.img.alt = words ? words.ui.initiative : "";
    for (const t of Object.values(tokens)) place(t, animate);
  }

  function render(msg, live) {
    if (!words) return;
    const prior = last;
    last = msg;
    const state = msg.state;
    if (!state) {
      list.replaceChildren(); rows = new Map();
      $("turn").hidden = true; $("winner").hidden = true; toasts.replaceChildren();
      $("turn-clock").hidden = true; $("turn-paused").hidden = true;
      roll.hidden = true;
    } else {
      renderPlayers(state, msg.colors || {});
      renderTurn(state);
      renderToasts(msg.reminders || [], msg.events || []);
      renderWinner(state);
      renderRoll(msg, prior);
    }
    if (live && typeof msg.applied_ms === "number") {
      const ahead = Date.now() - msg.applied_ms;  // pushed just now: this is the skew, or more
      skew = skew === null ? ahead : Math.min(skew, ahead);
    }
    tickClocks();
    if (state) root.style.setProperty("--turn-w", $("turn").offsetWidth + "px");
    placeTokens(true);
    status.seq = msg.seq;
    status.appliedMs = msg.applied_ms;
    status.renderedMs = Date.now();
    root.dataset.seq = String(msg.seq);
  }

  const relayout = () => {
    if (last && last.state) stack(last.state.players.filter((p) => rows.has(p.name)));
    for (const t of Object.values(tokens)) t.on = null;
    placeTokens(false);
  };
  window.addEventListener("resize", relayout);
  for (const t of Object.values(tokens)) t.img.addEventListener("load", relayout);
  connect();
})();
