/* Commander Companion's phone page (the pod, docs/pod.md): one player's seat at the table.

   The app's session is the one writer: this page only sends requests ({"type": "do", "id", "cmd",
   ...}) and shows the state the app pushes (the whole table each time). Every request has an id;
   one not acknowledged when the connection drops is sent again, with the same id, once the page
   is back: the app applies an id once. The seat's token comes in the address's fragment and is
   kept in localStorage (a closed tab or one the phone evicted finds its seat again; the token dies with the game anyway); the page reconnects by itself (backoff capped at 1 s).
   Every word comes from /pod/i18n/<lang>.json in the phone's language; every name is set with
   textContent, never as HTML. A seat the host lets change everyone's totals (the welcome's
   "granted", then {"type": "rights", "all"}) may tap another player's box in the table's row: a
   panel with that player's life and poison, whose requests name the player ("player"). */
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const root = document.documentElement;
  const MINUS = "\u2212";
  const SWORDS = "\u2694\ufe0e ";  // commander damage, before the commander's name (as the panels)
  const RETRY_FIRST_MS = 100;
  const RETRY_MAX_MS = 1000;  // so a phone is back within 2 s of the network returning
  const PING_MS = 4000;  // the page's heartbeat: a connection dead without a close is noticed
  const SILENT_MS = 9000;
  const TOAST_MS = 5000;
  const KINDS = ["energy", "experience", "rad"];  // counters a player has that the app knows
  const STORE = { seat: "pod.seat", join: "pod.join" };

  // Read by the end-to-end tests (tests/pod): the seat, when each request was sent and when
  // each state was shown (same clock as the app's: Date.now()), how words are said.
  const status = {
    seat: null, seq: 0, renderedMs: 0, connected: false, welcomedMs: 0, connects: 0,
    lang: null, sent: {}, acks: {}, errors: [], vibrated: 0, closedWith: null, stopped: false,
    tries: 0,  // connect() calls not cut short (none after the app refused the token)
    granted: false,  // the host lets this seat change everyone's totals
    sheet: null,  // whose totals the panel shows (granted only), or null
  };
  window.__pod = status;

  let words = null;
  let wsPort = 0;
  let ws = null;
  let retry = RETRY_FIRST_MS;
  let timer = 0;
  let stopped = false;  // revoked, or a token the app does not know: wait for a new link
  let last = null;  // the last state message
  let heard = 0;
  let counter = 0;
  let granted = false;  // the host lets this seat change everyone's totals
  let sheetFor = null;  // the other player whose life and poison the panel shows
  const pending = new Map();  // request id -> request, until its ack
  const seenReminders = new Set();
  const memory = { seat: null, join: null };  // the tokens, if localStorage is refused

  // -- the token ---------------------------------------------------------------------------

  // A seat's (or the table's) token in the address's fragment: kept, and taken off the address.
  // True if there was one.
  function takeTokenFromAddress() {
    const hash = new URLSearchParams(location.hash.slice(1));
    const seat = hash.get("seat"), join = hash.get("join");
    try {
      if (seat) { localStorage.setItem(STORE.seat, seat); localStorage.removeItem(STORE.join); }
      if (join && !seat) { localStorage.setItem(STORE.join, join); localStorage.removeItem(STORE.seat); }
    } catch (e) { /* storage refused: the fragment is read again on a reload */ }
    if (seat || join) {
      memory.seat = seat; memory.join = join;
      history.replaceState(null, "", location.pathname);  // the token off the address bar
    }
    return Boolean(seat || join);
  }
  takeTokenFromAddress();
  function stored(kind) {
    try { return localStorage.getItem(STORE[kind]) || memory[kind]; } catch (e) { return memory[kind]; }
  }
  function store(kind, value) {
    memory[kind] = value;
    try {
      if (value) localStorage.setItem(STORE[kind], value); else localStorage.removeItem(STORE[kind]);
    } catch (e) { /* kept in memory for this page */ }
  }

  // -- words -------------------------------------------------------------------------------

  // Messages ({key, params, n}) said in the page's language: resources/common/messages.js.
  const { format, say } = window.CompanionMessages.speaker(() => words);
  function ui(key, values) { return words ? format(words.ui[key] || "", values) : ""; }
  status.say = say;

  // The phone's language among the app's (navigator.languages, in order), else the host's.
  function language(config) {
    const offered = config.languages || [];
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const parts = String(tag).toLowerCase().split(/[-_]/);
      if (parts[0] === "zh" && offered.includes("zh_CN")) return "zh_CN";
      const found = offered.find((code) => code.toLowerCase() === parts[0]);
      if (found) return found;
    }
    return offered.includes(config.lang) ? config.lang : "en";
  }

  async function getJSON(path) {
    const reply = await fetch(path, { cache: "no-store", credentials: "omit" });
    if (!reply.ok) throw new Error(path + ": " + reply.status);
    return reply.json();
  }

  // -- the connection ------------------------------------------------------------------------

  async function connect() {
    timer = 0;
    if (stopped || (ws && ws.readyState <= 1)) return;
    status.tries += 1;
    const token = stored("seat") || stored("join");
    if (!token) {
      if (!words) await loadWords().catch(() => null);
      notice(ui("no_link") || "\u2026");
      showLink();  // nothing to connect with: no "Connecting…"
      return;
    }
    try {
      await loadWords();
    } catch (e) {
      later();
      return;
    }
    status.connects += 1;
    const socket = new WebSocket("ws://" + location.hostname + ":" + wsPort + "/");
    ws = socket;
    socket.onopen = () => {
      heard = Date.now();
      socket.send(JSON.stringify({ type: "hello", token, lang: status.lang }));
    };
    socket.onmessage = (event) => {
      if (ws !== socket) return;
      heard = Date.now();
      let msg;
      try { msg = JSON.parse(event.data); } catch (e) { return; }
      if (msg && typeof msg === "object") receive(msg);
    };
    socket.onclose = (event) => {
      if (ws !== socket) return;
      ws = null;
      status.connected = false;
      status.closedWith = event.code;
      if (event.code === 4001 || event.code === 4003) {  // never tried again: the app said no
        stop(event.code === 4001 ? ui("revoked") : ui("bad_link"));
        return;
      }
      showLink();
      later();
    };
  }
  async function loadWords() {
    const config = await getJSON("/pod/config");
    if (wsPort && config.ws_port !== wsPort) {
      location.reload();  // the app started again on another port: a fresh page, a fresh CSP
      return;
    }
    wsPort = config.ws_port;
    const lang = language(config);
    if (!words || status.lang !== lang) {
      words = await getJSON("/pod/i18n/" + lang + ".json");
      status.lang = lang;
      root.lang = words.lang;
      root.dir = words.dir;
      staticWords();
    }
  }
  function later() {
    if (stopped || timer) return;
    timer = setTimeout(connect, retry);
    retry = Math.min(retry * 2, RETRY_MAX_MS);
  }
  function now() {  // the network came back, or the phone woke: try at once
    retry = RETRY_FIRST_MS;
    if (timer) { clearTimeout(timer); timer = 0; }
    connect();
  }
  window.addEventListener("online", now);
  // A new link opened in this tab (only its fragment differs from this page's address, so the
  // browser does not load the page again): the page starts over with its token.
  window.addEventListener("hashchange", () => {
    if (!takeTokenFromAddress()) return;
    stopped = false;
    status.stopped = false;
    status.closedWith = null;
    $("notice").hidden = true;
    $("toast").hidden = true;
    const old = ws;
    ws = null;
    status.connected = false;
    if (old) { try { old.close(); } catch (e) { /* already gone */ } }
    now();
  });
  // The phone knows it lost the network before its socket does (that can take ~10 s): say so at
  // once, so a tap that waits to be sent is not tapped again (play-test).
  window.addEventListener("offline", () => {
    const dead = ws;
    ws = null;
    status.connected = false;
    if (dead) { try { dead.close(); } catch (e) { /* already gone */ } }
    showLink();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !status.connected) now();
  });
  setInterval(() => {
    if (!ws || ws.readyState !== 1) return;
    if (Date.now() - heard > SILENT_MS) {  // dead without a close (WiFi gone): start again
      const dead = ws;
      ws = null;
      status.connected = false;
      try { dead.close(); } catch (e) { /* already gone */ }
      showLink();
      now();
      return;
    }
    send({ type: "ping" });
  }, PING_MS);

  function send(data) {
    if (!ws || ws.readyState !== 1) return false;
    ws.send(JSON.stringify(data));
    return true;
  }
  // The app refused this phone's token (4003: no seat of this game has it, a made-up link or one
  // from an earlier game) or took its seat back (4001): one message saying what to do, no toast,
  // no "Connecting…", and no more tries until a new link is opened.
  function stop(text) {
    stopped = true;
    status.stopped = true;
    status.connected = false;
    if (timer) { clearTimeout(timer); timer = 0; }
    store("seat", null);
    store("join", null);
    pending.clear();
    setGranted(false);
    $("seat").hidden = true;
    $("picker").hidden = true;
    $("toast").hidden = true;
    notice(text || ui("bad_link"));
    showLink();
  }

  // One request: kept until its ack, sent again with the same id after a reconnect.
  function request(cmd, args) {
    counter += 1;
    const id = Date.now().toString(36) + "-" + counter.toString(36) + "-" +
      Math.random().toString(36).slice(2, 8);
    const data = Object.assign({ type: "do", id, cmd }, args || {});
    pending.set(id, data);
    status.sent[id] = Date.now();
    send(data);
    return id;
  }

  function receive(msg) {
    switch (msg.type) {
      case "welcome":
        welcome(msg);
        break;
      case "state":
        last = msg;
        render();
        break;
      case "ack":
        if (typeof msg.id === "string") {
          pending.delete(msg.id);
          status.acks[msg.id] = msg;
        }
        if (!msg.ok && msg.error) toast(say(msg.error));
        break;
      case "refused":  // a refused token is said once, by stop(), when the app closes (4003)
        if (!msg.error || msg.error.key !== "pod.bad_token") toast(say(msg.error));
        break;
      case "revoked":
        stop(ui("revoked"));
        break;
      case "rights":  // the host granted (or took back) everyone's totals
        setGranted(msg.all === true);
        break;
      default:
        break;
    }
  }

  function welcome(msg) {
    retry = RETRY_FIRST_MS;
    status.connected = true;
    status.welcomedMs = Date.now();
    showLink();
    if (msg.token && msg.seat) {  // a seat picked with the table's link: its own token now
      store("seat", msg.token);
      store("join", null);
    }
    status.seat = msg.seat || null;
    setGranted(Boolean(msg.seat) && msg.granted === true);
    if (!msg.seat) {
      picker(msg.free || []);
      return;
    }
    $("picker").hidden = true;
    $("notice").hidden = true;
    $("toast").hidden = true;  // what was said while picking ("that seat is taken") is over
    $("seat").hidden = false;
    for (const data of pending.values()) send(data);  // the same ids: applied once at most
  }

  // -- rendering -----------------------------------------------------------------------------

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function button(text, cls, onClick) {
    const node = el("button", cls, text);
    node.type = "button";
    node.addEventListener("click", onClick);
    return node;
  }
  function signed(n) {
    n = Number(n);
    return n > 0 ? "+" + n : n < 0 ? MINUS + Math.abs(n) : "\u00b10";
  }
  function notice(text) {
    $("notice-text").textContent = text;
    $("notice").hidden = false;
  }
  let toastTimer = 0;
  // A toast covers nothing for good: the page gets room under its last row to scroll it clear
  // (play-test: it covered the table's totals), and a tap puts it away.
  function hideToast() {
    $("toast").hidden = true;
    document.body.style.paddingBottom = "";
  }
  function toast(text) {
    if (!text) return;
    status.errors.push(text);
    const node = $("toast");
    node.textContent = text;
    node.hidden = false;
    document.body.style.paddingBottom = (node.offsetHeight + 24) + "px";
    clearTimeout(toastTimer);
    toastTimer = setTimeout(hideToast, TOAST_MS);
  }
  $("toast").addEventListener("click", hideToast);
  function showLink() {  // "Connecting…" only while there is something to connect to
    const node = $("link");
    const idle = stopped || !(stored("seat") || stored("join"));
    const down = !status.connected && !idle;
    node.textContent = down ? ui(status.connects > 1 ? "reconnecting" : "connecting") : "";
    node.classList.toggle("down", down);
  }
  function staticWords() {
    document.querySelector("#life-label").textContent = ui("life");
    $("undo").textContent = ui("undo");
    $("others-title").textContent = ui("table");
    $("others-hint").textContent = ui("tap_other");
    $("sheet-life-label").textContent = ui("life");
    $("sheet-poison").querySelector(".what").textContent = ui("poison");
    $("sheet-close").title = ui("close");
    $("sheet-close").setAttribute("aria-label", ui("close"));
    $("pick-title").textContent = ui("pick_seat");
    $("your-turn").textContent = ui("your_turn");
    $("left").textContent = ui("left");
    for (const img of document.querySelectorAll("img.crown")) img.alt = ui("monarch");
    for (const img of document.querySelectorAll("img.initiative")) img.alt = ui("initiative");
    showLink();
    if (last) render();
  }

  function picker(free) {
    $("seat").hidden = true;
    $("notice").hidden = true;
    const list = $("seats");
    list.replaceChildren();
    for (const name of free) {
      const li = el("li");
      li.append(button(name, "pick", () => send({ type: "claim", player: name })));
      list.append(li);
    }
    if (!free.length) list.append(el("li", "none", ui("no_free_seat")));  // not an empty page
    $("picker").hidden = false;
  }

  function player(state, name) {
    return (state.players || []).find((p) => p.name === name) || null;
  }

  function render() {
    if (!last || !words) return;
    status.seq = last.seq;
    const state = last.state;
    const me = status.seat;
    if (!state) {
      notice(ui("no_game"));
      return;
    }
    if (me && $("notice").hidden === false && !stopped) $("notice").hidden = true;
    renderTurn(state);
    const p = me ? player(state, me) : null;
    if (p) {
      renderMe(state, p);
      renderReminders(me);
      renderTotals(state, p);
      renderTax(p);
      renderDice(state, p);
    }
    renderOthers(state, me);
    renderSheet(state);
    status.renderedMs = Date.now();
  }

  function renderTurn(state) {
    const number = state.round ? ui("round_turn", { round: state.round, turn: state.turn })
      : ui("turn", { turn: state.turn });
    const step = say({ key: "step." + state.step });
    // The regular combat damage still owed after first strike (CR 510.4), as the app says it.
    const owed = (state.first_strike || []).length ? " \u00b7 " + ui("regular_damage_next") : "";
    $("turn").textContent = number + " \u00b7 " + (state.turn_player || "") + " \u00b7 " + step + owed;
  }

  function renderMe(state, p) {
    const head = $("name");
    head.querySelector(".name").textContent = p.name;
    head.querySelector(".crown").hidden = state.monarch !== p.name;
    head.querySelector(".initiative").hidden = state.initiative !== p.name;
    $("your-turn").hidden = state.turn_player !== p.name;
    const color = last.colors[p.name];
    if (/^#[0-9a-fA-F]{6}$/.test(color || "")) head.style.borderColor = color;
    const question = state.question;
    const asked = question && question.player === p.name ? Number(question.amount) : 0;
    $("life").textContent = String(p.life - asked);
    const run = last.run;
    $("run").textContent = run && run.player === p.name && run.kind === "life"
      ? signed(run.amount) + " \u2192 " + run.after : "";
    $("left").hidden = p.in_game !== false;
    $("life-buttons").hidden = p.in_game === false;
  }

  // The lists are updated in place, each item kept by its key: a push never replaces the button
  // under a finger (a tap between touch and click would be lost) nor the count being typed.
  function sync(list, entries) {
    const old = new Map([...list.children].map((node) => [node.dataset.key, node]));
    let at = 0;
    for (const entry of entries) {
      let node = old.get(entry.key);
      if (node) old.delete(entry.key);
      else { node = entry.make(); node.dataset.key = entry.key; }
      entry.update(node);
      if (list.children[at] !== node) list.insertBefore(node, list.children[at] || null);
      at += 1;
    }
    for (const node of old.values()) node.remove();
  }
  function setText(node, text) {
    if (node.textContent !== text) node.textContent = text;
  }

  // One row: a label, the running total of a run on it, −, the value, +.
  function totalRow(key, cmd, args, label, value, runText, out) {
    return {
      key,
      make: () => {
        const li = el("li", "total");
        li.dataset.cmd = cmd;
        if (args.source !== undefined) li.dataset.source = args.source;
        if (args.counter !== undefined) li.dataset.counter = args.counter;
        const minus = button(MINUS, "minus", () => request(cmd, Object.assign({ delta: -1 }, args)));
        const plus = button("+", "plus", () => request(cmd, Object.assign({ delta: 1 }, args)));
        li.append(el("span", "what"), el("span", "run"), minus, el("span", "value"), plus);
        return li;
      },
      update: (li) => {
        setText(li.querySelector(".what"), label);
        setText(li.querySelector(".run"), runText || "");
        setText(li.querySelector(".value"), String(value));
        for (const b of li.querySelectorAll("button")) b.disabled = out;
      },
    };
  }
  function heading(key, text) {
    return { key, make: () => el("li", "heading"), update: (li) => setText(li, text) };
  }
  function runOn(kind, source, partner, who) {
    const run = last.run;
    if (!run || run.player !== (who || status.seat) || run.kind !== kind) return "";
    if ((run.source || "") !== (source || "") || Boolean(run.partner) !== Boolean(partner)) return "";
    return signed(run.amount) + " \u2192 " + run.after;
  }

  function renderTotals(state, p) {
    const out = p.in_game === false;
    const setup = last.setup || { partners: [], commanders: {} };
    // The phone's own labels, capitalised alike in every language (the glossary's terms, such as
    // "poison counter", are words for sentences, not labels).
    const rows = [totalRow("poison", "poison", {}, ui("poison"), p.poison, runOn("poison"), out)];
    const others = state.players.filter((q) => q.name !== p.name);
    if (others.length) rows.push(heading("h-commander", ui("commander_damage")));
    // Each row names the commander, as the window's chips do ("⚔ Kraum (Ben)", else "⚔ Ben").
    for (const q of others) {
      const named = (setup.short || {})[q.name] || [];
      const first = SWORDS + (named[0] ? named[0] + " (" + q.name + ")" : q.name);
      rows.push(totalRow("c0:" + q.name, "commander_damage", { source: q.name, partner: false },
        first, (p.commander_damage || {})[q.name] || 0, runOn("commander", q.name, false), out));
      if ((setup.partners || []).includes(q.name)) {
        const second = SWORDS + (named[1] ? named[1] + " (" + q.name + ")"
          : ui("partner_of", { player: q.name }));
        rows.push(totalRow("c1:" + q.name, "commander_damage", { source: q.name, partner: true },
          second, (p.partner_commander_damage || {})[q.name] || 0,
          runOn("commander", q.name, true), out));
      }
    }
    const counters = Object.entries(p.counters || {});
    const named = Object.entries(p.named_counters || {});
    rows.push(heading("h-counters", ui("counters")));
    for (const [kind, n] of counters) {
      rows.push(totalRow("k:" + kind, "counter", { counter: kind, named: false },
        say({ key: "counter." + kind }), n, runOn("counter", kind, false), out));
    }
    for (const [name, n] of named) {
      rows.push(totalRow("n:" + name, "counter", { counter: name, named: true }, name, n,
        runOn("counter", name, true), out));
    }
    // The known kinds not in use yet, one tap away (play-test: a phone could not start energy or
    // rad until the desktop had): "+ Energy", "+ Experience", "+ Rad".
    const unused = KINDS.filter((kind) => !(kind in (p.counters || {})));
    if (unused.length && !out) {
      rows.push({
        key: "add:" + unused.join(","),
        make: () => {
          const li = el("li", "add-counters");
          for (const kind of unused) {
            li.append(button("", "add-counter", () => request("counter",
              { counter: kind, named: false, delta: 1 })));
          }
          return li;
        },
        update: (li) => {
          [...li.children].forEach((b, i) => setText(b, "+ " + say({ key: "counter." + unused[i] })));
        },
      });
    }
    sync($("totals"), rows);
  }

  function renderTax(p) {
    const setup = last.setup || { partners: [] };
    const named = (setup.short || {})[p.name] || [];  // "Cast Tymna the Weaver", "Cast Kraum"
    // Each commander's casts and the tax its next cast costs, as the app gives them (CR 903.8).
    const casts = [[p.commander_casts || 0, false, "cast", p.commander_tax || 0]];
    if ((setup.partners || []).includes(p.name)) {
      casts.push([p.partner_casts || 0, true, "cast_partner", p.partner_tax || 0]);
    }
    const out = p.in_game === false;
    sync($("tax"), casts.map(([n, partner, label, due]) => ({
      key: String(partner),
      make: () => {
        const line = el("div", "cast");
        line.dataset.partner = String(partner);
        const tax = el("span", "tax-value");
        const take = button(MINUS, "minus", () => request("cast", { partner, delta: -1 }));
        const cast = button("", "cast-button", () => request("cast", { partner, delta: 1 }));
        line.append(tax, take, cast);
        return line;
      },
      update: (line) => {
        const [tax, take, cast] = line.children;
        setText(tax, "{" + Number(due) + "}");
        tax.title = ui("commander_tax");
        take.title = ui("uncast");
        take.setAttribute("aria-label", ui("uncast"));
        take.disabled = !n || out;
        const name = named[partner ? 1 : 0];
        setText(cast, name ? ui("cast_named", { commander: name }) : ui(label));
        cast.disabled = out;
      },
    })));
  }

  // Dice and a coin for this seat (docs/pod.md): the app draws fairly and says the result, on
  // the desktop's panel and here ("Ann rolls a d20: 17"), until this seat rolls again.
  const DICE = ["d6", "d20", "coin"];
  const rollMessage = window.CompanionMessages.rollMessage;  // resources/common/messages.js
  function renderDice(state, p) {
    const box = $("dice").querySelector(".dice-buttons");
    if (!box.children.length) {
      for (const die of DICE) {
        const b = button("", "die", () => request("roll", { die }));
        b.dataset.die = die;
        box.append(b);
      }
    }
    for (const b of box.children) {
      setText(b, b.dataset.die === "coin" ? ui("coin") : b.dataset.die);
      b.disabled = p.in_game === false;
    }
    const r = state.last_roll;
    const line = $("rolled");
    line.hidden = !r || r.player !== p.name;
    setText(line, line.hidden ? "" : say(rollMessage(r)));
  }

  function renderReminders(me) {
    const mine = (last.reminders || []).filter((r) => r.player === me);  // each phone its own
    let fresh = false;
    for (const r of mine) {
      if (!seenReminders.has(r.id)) { seenReminders.add(r.id); fresh = true; }
    }
    const list = $("reminders");
    const items = mine.map((r) => ({
      key: String(r.id),
      make: () => reminderItem(r),
      update: (li) => {
        setText(li.querySelector(".what"), say(r.message));
        const condition = li.querySelector(".condition");
        setText(condition, r.condition ? say(r.condition) : "");
        condition.hidden = !r.condition;
        const input = li.querySelector("input");
        if (input) input.max = String(r.count || 0);
      },
    }));
    // End turn's open question (day and night, CR 730.2), on the turn's player's phone.
    if (last.state && last.state.spells_asked === me) {
      items.push({
        key: "spells",
        make: spellsItem,
        update: (li) => setText(li.querySelector(".what"), ui("spells_asked", { player: me })),
      });
    }
    sync(list, items);
    list.hidden = !items.length;
    // "You draw a card": felt, where the browser allows it (once the page has been touched).
    const allowed = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (fresh && navigator.vibrate && allowed) {
      try { if (navigator.vibrate(200)) status.vibrated += 1; } catch (e) { /* not allowed */ }
    }
  }
  function spellsItem() {
    const li = el("li", "reminder spells");
    const condition = el("p", "condition");
    condition.hidden = true;
    li.append(el("p", "what"), condition);
    const actions = el("div", "reminder-actions");
    for (const [count, label] of [[0, "0"], [1, "1"], [2, "2+"]]) {  // 2: two or more
      actions.append(button(label, "count", () => request("spells", { count })));
    }
    li.append(actions);
    return li;
  }

  function reminderItem(r) {
    const li = el("li", "reminder");
    li.dataset.id = String(r.id);
    li.append(el("p", "what"), el("p", "condition"));
    const actions = el("div", "reminder-actions");
    if (r.kind === "rad") {  // the rad trigger asks how many of the milled cards were nonland
      const field = el("label", "nonland");
      const input = el("input");
      input.type = "number";
      input.min = "0";
      input.value = "0";
      input.inputMode = "numeric";
      field.append(el("span", "", ui("nonland")), input);
      actions.append(field, button(ui("done"), "done", () => {
        const most = Number(input.max || 0);
        const n = Math.max(0, Math.min(most, parseInt(input.value, 10) || 0));
        request("done", { reminder: r.id, nonland: n });
      }));
    } else if (r.kind === "venture" && Array.isArray(r.rooms) && r.rooms.length > 1) {
      actions.append(el("span", "choose", say({ key: "reminder.choose_room" })));
      for (const room of r.rooms) {  // rooms are proper names, shown as printed
        actions.append(button(room, "room", () => request("done", { reminder: r.id, room })));
      }
    } else {
      actions.append(button(ui("done"), "done", () => request("done", { reminder: r.id })));
    }
    li.append(actions);
    return li;
  }

  function renderOthers(state, me) {
    sync($("others"), state.players.filter((q) => q.name !== me).map((q) => ({
      key: q.name,
      make: () => {
        const li = el("li", "other");
        li.dataset.player = q.name;
        const icons = el("span", "icons");
        for (const kind of ["crown", "initiative"]) {
          const img = el("img", kind);
          img.src = "/pod/" + kind + ".svg";
          img.hidden = true;
          icons.append(img);
        }
        const name = el("span", "name", q.name);
        name.title = q.name;
        const edit = el("span", "edit", "\u00b1");  // what a tap does, when it does something
        edit.setAttribute("aria-hidden", "true");
        edit.hidden = true;
        li.append(icons, name, el("span", "life"), el("span", "poison"), edit);
        li.addEventListener("click", () => {
          if (li.classList.contains("editable")) openSheet(li.dataset.player, li);
        });
        li.addEventListener("keydown", (event) => {
          if (!li.classList.contains("editable")) return;
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            openSheet(li.dataset.player, li);
          }
        });
        return li;
      },
      update: (li) => {
        li.classList.toggle("out", q.in_game === false);
        // Tappable while the host lets this seat change everyone's totals (not one who left).
        const editable = granted && q.in_game !== false;
        if (li.classList.contains("editable") !== editable) {
          li.classList.toggle("editable", editable);
          li.querySelector(".edit").hidden = !editable;
          if (editable) {
            li.tabIndex = 0;
            li.setAttribute("role", "button");
          } else {
            li.removeAttribute("tabindex");
            li.removeAttribute("role");
            li.removeAttribute("aria-label");
            li.removeAttribute("title");
          }
        }
        if (editable) {
          const label = ui("change_other", { player: q.name });
          if (li.getAttribute("aria-label") !== label) {
            li.setAttribute("aria-label", label);
            li.title = label;
          }
        }
        li.classList.toggle("turn", state.turn_player === q.name);
        const color = last.colors[q.name];
        if (/^#[0-9a-fA-F]{6}$/.test(color || "")) li.style.borderColor = color;
        const crown = li.querySelector("img.crown"), initiative = li.querySelector("img.initiative");
        crown.hidden = state.monarch !== q.name;
        crown.alt = ui("monarch");
        initiative.hidden = state.initiative !== q.name;
        initiative.alt = ui("initiative");
        li.querySelector(".icons").hidden = crown.hidden && initiative.hidden;  // no gap for none
        const life = li.querySelector(".life");
        setText(life, String(q.life));
        life.title = ui("life");
        const poison = li.querySelector(".poison");
        setText(poison, q.poison ? "\u2620" + q.poison : "");
        poison.hidden = !q.poison;
        poison.title = ui("poison");
      },
    })));
  }

  // -- another player's totals (the host granted everyone's) ---------------------------------

  function setGranted(on) {
    granted = on;
    status.granted = on;
    $("others-hint").hidden = !on;
    if (!on) closeSheet();
    if (last && words) render();
  }
  let opener = null;  // the box that opened the panel: the focus goes back to it
  function openSheet(name, from) {
    if (!granted || !last || !last.state) return;
    sheetFor = name;
    status.sheet = name;
    opener = from || null;
    $("sheet").hidden = false;
    $("shade").hidden = false;
    document.body.classList.add("sheet-open");
    renderSheet(last.state);
    if (sheetFor) $("sheet-close").focus({ preventScroll: true });
  }
  function closeSheet() {
    if (sheetFor === null && $("sheet").hidden) return;
    sheetFor = null;
    status.sheet = null;
    $("sheet").hidden = true;
    $("shade").hidden = true;
    document.body.classList.remove("sheet-open");
    if (opener && opener.isConnected && document.activeElement === $("sheet-close")) {
      opener.focus({ preventScroll: true });
    }
    opener = null;
  }
  // The panel follows the table: it closes when that player leaves the game or the table, or
  // when the host takes the grant back.
  function renderSheet(state) {
    if (sheetFor === null) return;
    const q = granted && status.seat ? player(state, sheetFor) : null;
    if (!q || q.in_game === false || q.name === status.seat) {
      closeSheet();
      return;
    }
    const sheet = $("sheet");
    setText(sheet.querySelector("#sheet-name .name"), q.name);
    sheet.setAttribute("aria-label", ui("change_other", { player: q.name }));
    const color = last.colors[q.name];
    $("sheet-name").style.borderLeftColor = /^#[0-9a-fA-F]{6}$/.test(color || "") ? color : "";
    const question = state.question;
    const asked = question && question.player === q.name ? Number(question.amount) : 0;
    setText($("sheet-life"), String(q.life - asked));
    setText($("sheet-run"), runOn("life", "", false, q.name));
    const poison = $("sheet-poison");
    setText(poison.querySelector(".value"), String(q.poison || 0));
    setText(poison.querySelector(".run"), runOn("poison", "", false, q.name));
  }
  for (const b of document.querySelectorAll("#sheet-buttons button")) {
    b.addEventListener("click", () => {
      if (sheetFor) request("life", { player: sheetFor, delta: Number(b.dataset.delta) });
    });
  }
  for (const b of document.querySelectorAll("#sheet-poison button")) {
    b.addEventListener("click", () => {
      if (sheetFor) request("poison", { player: sheetFor, delta: Number(b.dataset.delta) });
    });
  }
  $("sheet-close").addEventListener("click", closeSheet);
  $("shade").addEventListener("click", closeSheet);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && sheetFor !== null) closeSheet();
  });

  // -- the buttons ---------------------------------------------------------------------------

  for (const b of document.querySelectorAll("#life-buttons button")) {
    b.addEventListener("click", () => request("life", { delta: Number(b.dataset.delta) }));
  }
  $("undo").addEventListener("click", () => request("undo", {}));

  connect();
})();
