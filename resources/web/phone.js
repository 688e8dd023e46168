// Zündstoff phone page: one seat's hand and choices. It knows only what the table sends this
// seat (docs/phone-protocol.md); no build step, no libraries, no network but its own table.
"use strict";

const PROTOCOL = 1;
const MARK = { red: "▲", yellow: "●", blue: "■", black: "◆", sun: "☀", planet: "↻" };
const SIDES = ["N", "E", "S", "W"];
const BACKOFF_MS = [500, 1000, 2000, 3000, 5000, 8000, 10000, 15000];
const MAX_ATTEMPTS = 40; // about eight minutes of trying, then a button to try again

// every string the page shows, in both languages
const STRINGS = {
  en: {
    connecting: "Connecting to the table…",
    lost: "Connection lost — reconnecting…",
    lostTry: "Connection lost — reconnecting (try {0})…",
    gaveUp: "The table cannot be reached.",
    tryAgain: "Try again",
    revoked: "This code no longer works. Ask the table for your new QR code.",
    left: "Your seat is now played at the table, not on this phone.",
    gone: "This code no longer works. Ask at the table whether your seat has a new QR code.",
    replaced: "Your seat was opened on another page. This page stays quiet.",
    reopen: "Use this page",
    finished: "The game is over — thanks for playing!",
    sentWait: "Sent — waiting for the table.",
    round: "Round {0}",
    you: "you",
    yourHand: "Your hand",
    turnedOver: "Turned over",
    boardLine: "Face-down planets left: {0} · the sun's top points {1}",
    table: "At the table",
    lay: "Lay face down",
    layChosen: "Lay {0} face down",
    chooseFirst: "Choose your first card",
    chooseSecond: "Choose your second card",
    tapCard: "Tap a card, then lay it face down.",
    laid: "Your card is laid face down",
    laidCard: "{0} lies face down on the table.",
    laidHint: "Only you can see which card it is.",
    waitingFor: "Waiting for {0}.",
    allLaid: "Everyone has chosen: the cards are turned over.",
    othersChoose: "The others choose their cards.",
    choosing: "choosing…",
    hasChosen: "has chosen ✓",
    thinking: "thinking…",
    isThinking: "{0} is thinking…",
    turn: "{0}'s turn",
    yourTurn: "Your turn!",
    toPlay: "to play",
    rotateMe: "Turn a planet (planet-rotation card)",
    rotateOther: "{0} turns a planet",
    pickMe: "You won {0}: choose the colour to fly",
    pickOther: "{0} chooses the colour to fly",
    stopMe: "You fly {0}: where do you stop?",
    stopOther: "{0} flies {1}",
    flipMe: "Turn the planet face up: where does its top point?",
    flipOther: "{0} turns a planet face up",
    over: "Game over",
    youWin: "You win!",
    wins: "{0} wins!",
    win2: "{0} win!",
    orTable: "You can also decide on the table's screen.",
    turnOwn: "Turn your planet ({0}) a quarter",
    turnBy: "Turn {0} by",
    q1: "¼ turn", q2: "½ turn", q3: "¾ turn",
    fly: "Fly {0}",
    stopOn: "Stop on {0}",
    stepOf: "disc {0} of {1} on the path",
    top: "Top to the {0}",
    topTo: "The planet's top points to the …",
    sideN: "N", sideE: "E", sideS: "S", sideW: "W",
    sun: "the sun", earth: "Earth", planetN: "planet {0}", faceDown: "a face-down planet",
    l_sun: "Sun", l_earth: "Earth", l_planetN: "Planet {0}", l_faceDown: "Face-down planet",
    red: "red", yellow: "yellow", blue: "blue", and: " and ",
    north: "north", east: "east", south: "south", west: "west",
    card_sun: "Sun rotation", card_planet: "Planet rotation", card_red2: "Red 2", card_red3: "Red 3",
    card_yellow2: "Yellow 2", card_yellow3: "Yellow 3", card_blue2: "Blue 2", card_blue3: "Blue 3",
    card_black1: "Black 1", card_black3: "Black 3",
    first: "1st", second: "2nd", cardsLeft: "{0} cards", cardsLeft1: "1 card",
    chips: "chips", noChips: "no chips",
    kind_phone: "phone", kind_person: "at the table", kind_computer: "computer",
    flying: "flies {0}",
    r_stale: "Too late: the game had moved on.",
    "r_already-decided": "Your choice for this step was already made.",
    "r_not-pending": "It is not your turn.",
    r_illegal: "That is not possible now.",
    "r_bad-message": "The table did not understand this page. Reload it.",
    "r_bad-json": "The table did not understand this page. Reload it.",
    "r_too-large": "The table did not understand this page. Reload it.",
    r_protocol: "This page is out of date. Reload it.",
    "r_no-game": "No game is on the table yet.",
    "r_bad-version": "The page is out of step. Reload it.",
  },
  de: {
    connecting: "Verbindung zum Tisch …",
    lost: "Verbindung verloren – neuer Versuch …",
    lostTry: "Verbindung verloren – neuer Versuch ({0}) …",
    gaveUp: "Der Tisch ist nicht erreichbar.",
    tryAgain: "Erneut versuchen",
    revoked: "Dieser Code gilt nicht mehr. Lass dir am Tisch deinen neuen QR-Code zeigen.",
    left: "Dein Platz wird jetzt am Tisch gespielt, nicht mehr auf diesem Handy.",
    gone: "Dieser Code gilt nicht mehr. Frag am Tisch, ob es für deinen Platz einen neuen QR-Code gibt.",
    replaced: "Dein Platz wurde auf einer anderen Seite geöffnet. Diese Seite bleibt still.",
    reopen: "Diese Seite nutzen",
    finished: "Das Spiel ist zu Ende – danke fürs Mitspielen!",
    sentWait: "Gesendet – wartet auf den Tisch.",
    round: "Runde {0}",
    you: "Du",
    yourHand: "Deine Karten",
    turnedOver: "Aufgedeckt",
    boardLine: "Noch verdeckte Planeten: {0} · die Oberseite der Sonne zeigt nach {1}",
    table: "Am Tisch",
    lay: "Verdeckt ablegen",
    layChosen: "{0} verdeckt ablegen",
    chooseFirst: "Wähle deine erste Karte",
    chooseSecond: "Wähle deine zweite Karte",
    tapCard: "Tippe auf eine Karte und leg sie verdeckt ab.",
    laid: "Deine Karte liegt verdeckt",
    laidCard: "{0} liegt verdeckt auf dem Tisch.",
    laidHint: "Nur du siehst, welche Karte es ist.",
    waitingFor: "Warten auf {0}.",
    allLaid: "Alle haben gewählt: Die Karten werden aufgedeckt.",
    othersChoose: "Die anderen wählen ihre Karten.",
    choosing: "wählt …",
    hasChosen: "hat gewählt ✓",
    thinking: "denkt nach …",
    isThinking: "{0} denkt nach …",
    turn: "{0} ist am Zug",
    yourTurn: "Du bist am Zug!",
    toPlay: "am Zug",
    rotateMe: "Dreh einen Planeten (Planeten-Drehkarte)",
    rotateOther: "{0} dreht einen Planeten",
    pickMe: "Du hast {0} gewonnen: Wähle die Farbe, mit der du fliegst",
    pickOther: "{0} wählt die Farbe, mit der geflogen wird",
    stopMe: "Du fliegst mit {0}: Wo hältst du an?",
    stopOther: "{0} fliegt mit {1}",
    flipMe: "Deck den Planeten auf: Wohin zeigt seine Oberseite?",
    flipOther: "{0} deckt einen Planeten auf",
    over: "Spielende",
    youWin: "Du hast gewonnen!",
    wins: "{0} gewinnt!",
    win2: "{0} gewinnen!",
    orTable: "Du kannst auch am Bildschirm des Tisches entscheiden.",
    turnOwn: "Deinen Planeten ({0}) um eine Vierteldrehung drehen",
    turnBy: "{0} drehen um",
    q1: "¼ Drehung", q2: "½ Drehung", q3: "¾ Drehung",
    fly: "Mit {0} fliegen",
    stopOn: "Anhalten auf {0}",
    stepOf: "Scheibe {0} von {1} auf dem Weg",
    top: "Oberseite nach {0}",
    topTo: "Die Oberseite des Planeten zeigt nach …",
    sideN: "N", sideE: "O", sideS: "S", sideW: "W",
    sun: "der Sonne", earth: "der Erde", planetN: "Planet {0}", faceDown: "einem verdeckten Planeten",
    l_sun: "Sonne", l_earth: "Erde", l_planetN: "Planet {0}", l_faceDown: "Verdeckter Planet",
    red: "Rot", yellow: "Gelb", blue: "Blau", and: " und ",
    north: "Norden", east: "Osten", south: "Süden", west: "Westen",
    card_sun: "Sonnen-Drehkarte", card_planet: "Planeten-Drehkarte", card_red2: "Rot 2", card_red3: "Rot 3",
    card_yellow2: "Gelb 2", card_yellow3: "Gelb 3", card_blue2: "Blau 2", card_blue3: "Blau 3",
    card_black1: "Schwarz 1", card_black3: "Schwarz 3",
    first: "1.", second: "2.", cardsLeft: "{0} Karten", cardsLeft1: "1 Karte",
    chips: "Chips", noChips: "keine Chips",
    kind_phone: "Handy", kind_person: "am Tisch", kind_computer: "Computer",
    flying: "fliegt mit {0}",
    r_stale: "Zu spät: Das Spiel ist schon weiter.",
    "r_already-decided": "Deine Wahl für diesen Schritt ist schon getroffen.",
    "r_not-pending": "Du bist nicht am Zug.",
    r_illegal: "Das ist jetzt nicht möglich.",
    "r_bad-message": "Der Tisch hat diese Seite nicht verstanden. Lade sie neu.",
    "r_bad-json": "Der Tisch hat diese Seite nicht verstanden. Lade sie neu.",
    "r_too-large": "Der Tisch hat diese Seite nicht verstanden. Lade sie neu.",
    r_protocol: "Diese Seite ist veraltet. Lade sie neu.",
    "r_no-game": "Auf dem Tisch liegt noch kein Spiel.",
    "r_bad-version": "Die Seite ist nicht auf dem Stand. Lade sie neu.",
  },
};

// the person's browser language first, else the table's
function browserLanguage() {
  const list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  for (const tag of list) {
    const primary = String(tag).toLowerCase().split("-")[0];
    if (primary in STRINGS) return primary;
  }
  return null;
}

const page = {
  lang: browserLanguage() || "en",
  browserLang: browserLanguage(),
  state: null,
  selected: null,
  ws: null,
  attempt: 0,
  timer: null,
  outbox: new Map(), // id -> message not yet answered (sent again after a reconnect)
  over: false, // ended or replaced: no more reconnecting
  ended: "", // why this page is over for good: "revoked", "left", "gone" or "finished"
  quiet: false, // replaced by a newer page of the same seat: shows, accepts nothing, sends nothing
  wanted: "", // the offer the phone last vibrated for
  sentOffer: null, // the offer a decision was sent for (no second tap until the game moves on)
  sentDecision: null, // that decision (its option is marked while the table has not moved on)
  toastTimer: null,
};

function t(key, ...args) {
  const table = STRINGS[page.lang] || STRINGS.en;
  let text = key in table ? table[key] : (STRINGS.en[key] || key);
  args.forEach((a, i) => { text = text.split("{" + i + "}").join(String(a)); });
  return text;
}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function $(id) { return document.getElementById(id); }

function newId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// ------------------------------------------------------------------ connection
function socketUrl() {
  const base = location.pathname.endsWith("/") ? location.pathname : location.pathname + "/";
  return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + base + "ws";
}

function connect() {
  if (page.over) return;
  clearTimeout(page.timer);
  let ws;
  try {
    ws = new WebSocket(socketUrl());
  } catch (e) {
    scheduleReconnect();
    return;
  }
  page.ws = ws;
  ws.onopen = () => {
    page.attempt = 0;
    showBanner(null);
    send({ type: "hello", protocol: PROTOCOL, id: newId() });
    for (const msg of page.outbox.values()) send(msg); // same ids: applied at most once
  };
  ws.onmessage = (event) => receive(event.data);
  ws.onclose = (event) => {
    if (page.ws !== ws) return;
    page.ws = null;
    if (event.code === 4403) return ended("revoked");
    if (event.code === 4410) return ended("left");
    if (event.code === 4409) return replaced();
    if (gameFinished()) return ended("finished"); // the table closes after the end: nothing to retry
    scheduleReconnect();
  };
  ws.onerror = () => { /* onclose follows */ };
}

function gameFinished() {
  return page.state !== null && page.state.phase === "over";
}

function scheduleReconnect() {
  if (page.over) return;
  page.attempt += 1;
  if (page.attempt > MAX_ATTEMPTS) {
    showBanner(t("gaveUp"), t("tryAgain"), () => { page.attempt = 0; connect(); });
    return;
  }
  showBanner(page.attempt > 1 ? t("lostTry", page.attempt) : t("lost"));
  const delay = BACKOFF_MS[Math.min(page.attempt - 1, BACKOFF_MS.length - 1)];
  page.timer = setTimeout(checkThenConnect, delay);
}

// a failed WebSocket handshake looks the same as a lost network to a page; the page's own
// URL tells them apart (404: the code was re-issued)
function checkThenConnect() {
  fetch(location.pathname, { cache: "no-store", redirect: "follow" }).then((r) => {
    if (r.status === 404) ended(gameFinished() ? "finished" : "gone"); else connect();
  }, () => connect());
}

// this page is over for good: its code was re-issued ("revoked"), its seat left the phones
// ("left"), its code stopped working while the page was away ("gone": the 404 does not say
// why), or the game ended and the table closed ("finished": the final state stays on show)
function ended(why) {
  page.over = true;
  page.ended = why;
  page.quiet = false;
  clearTimeout(page.timer);
  page.outbox.clear();
  page.selected = null;
  page.sentOffer = page.sentDecision = null;
  // nothing of a game stays on a page whose code was re-issued (a lost or shared phone)
  if (why !== "finished") page.state = null;
  render();
  if (why === "finished") showBanner(null);
  else showBanner(t(why), null, null, why === "revoked" ? "" : "info");
}

// a newer page of the same seat took over: this one accepts nothing and keeps nothing to send;
// "Use this page" takes the seat back and starts from the table's current state
function replaced() {
  page.over = true;
  page.quiet = true;
  page.outbox.clear();
  page.selected = null;
  page.sentOffer = page.sentDecision = null;
  render();
  showBanner(t("replaced"), t("reopen"), takeOver, "info");
}

function takeOver() {
  if (!page.quiet) return;
  page.quiet = false;
  page.over = false;
  page.state = null; // the table sends the current state as soon as the socket opens
  page.outbox.clear();
  page.attempt = 0;
  showBanner(null);
  render();
  connect();
}

// after a phone sleeps, try at once rather than waiting for the next back-off step
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !page.ws && !page.over) { page.attempt = 0; connect(); }
});
window.addEventListener("online", () => { if (!page.ws && !page.over) { page.attempt = 0; connect(); } });

function send(msg) {
  if (page.ws && page.ws.readyState === WebSocket.OPEN) page.ws.send(JSON.stringify(msg));
}

function decide(decision) {
  if (!page.state || page.over || page.quiet || waitingForTable()) return;
  const msg = { type: "decide", id: newId(), version: page.state.version, decision };
  page.outbox.set(msg.id, msg);
  page.sentOffer = page.state.offer;
  page.sentDecision = decision;
  send(msg);
  render(); // the option stays marked with "Sent — waiting for the table" until the game moves on
}

function receive(data) {
  let msg;
  try { msg = JSON.parse(data); } catch (e) { return; }
  if (!msg || typeof msg !== "object") return;
  if (page.quiet || page.ended) return; // (a message that was under way when this page stopped)
  if (msg.type === "state") {
    if (page.state && msg.version < page.state.version) return; // an older state sent late
    page.state = msg;
    if (!page.browserLang && (msg.lang in STRINGS)) page.lang = msg.lang;
    render();
  } else if (msg.type === "ok") {
    page.outbox.delete(msg.id);
  } else if (msg.type === "refused") {
    if (msg.id) page.outbox.delete(msg.id);
    page.sentOffer = page.sentDecision = null;
    render();
    const key = "r_" + msg.code;
    toast(key in STRINGS.en ? t(key) : String(msg.text || msg.code), 4000);
  }
}

// ------------------------------------------------------------------ drawing
function showBanner(text, button, action, kind) {
  const b = $("banner");
  b.textContent = "";
  b.className = "banner" + (kind ? " " + kind : "");
  if (!text) { b.hidden = true; return; }
  b.append(el("span", "text", text));
  if (button) {
    const btn = el("button", "", button);
    btn.type = "button";
    btn.addEventListener("click", action);
    b.append(btn);
  }
  b.hidden = false;
}

// at the top, below a banner: never over the lay button or the choices' thumb area
function toast(text, ms) {
  const box = $("toast");
  const banner = $("banner");
  box.style.top = (banner.hidden ? 0 : Math.round(banner.getBoundingClientRect().height)) + 10 + "px";
  box.textContent = text;
  box.hidden = false;
  clearTimeout(page.toastTimer);
  page.toastTimer = setTimeout(() => { box.hidden = true; }, ms);
}

function cardKind(card) { return card === "sun" || card === "planet" ? card : card.slice(0, -1); }
function cardName(card) { return t("card_" + card); }

function cardNode(card, opts = {}) {
  const kind = cardKind(card);
  const node = el(opts.button ? "button" : "div", "card" + (opts.small ? " small" : ""));
  const value = kind === "sun" || kind === "planet" ? "" : card.slice(-1);
  node.append(el("span", "band k-" + kind, MARK[kind] + value));
  node.append(el("span", "name", cardName(card)));
  node.setAttribute("aria-label", cardName(card));
  node.title = cardName(card);
  return node;
}

function backNode(text) {
  const node = el("div", "card back");
  node.append(el("span", "band", "★"));
  node.append(el("span", "name", text || ""));
  return node;
}

// a disc inside a sentence ("Stop on the sun", German: "Anhalten auf der Sonne"), or on its
// own as a label ("l_": "Sonne"); a face-down planet is never named (its number is not sent)
function discText(label, alone) {
  if (!label) return "";
  const p = alone ? "l_" : "";
  if (label.disc === "sun") return t(p + "sun");
  if (label.disc === "earth") return t(p + "earth");
  if (label.disc === "planet") return t(p + "planetN", label.number);
  return t(p + "faceDown");
}

function names(seats) {
  const st = page.state;
  const list = seats.map((s) => (s === st.seat ? t("you") : st.players[s].name));
  if (list.length <= 1) return list.join("");
  return list.slice(0, -1).join(", ") + t("and") + list[list.length - 1];
}

function chipNode(colour) {
  const node = el("span", "chip k-" + colour, MARK[colour]);
  node.title = t(colour);
  node.setAttribute("aria-label", t(colour));
  return node;
}

function render() {
  document.documentElement.lang = page.lang;
  const st = page.state;
  if (!st) {
    // connecting; or an ended page: the banner says why, nothing of a game stays on it (a
    // re-issued code: a lost or shared phone), no empty boxes
    const status = $("status");
    status.className = "status";
    status.hidden = page.over;
    $("status-text").textContent = page.over ? "" : t("connecting");
    $("status-sub").textContent = "";
    for (const id of ["moment", "laid", "revealed", "choices", "hand", "players", "board"]) $(id).textContent = "";
    for (const id of ["moment", "laid", "revealed", "choices", "hand-box", "table-box"]) $(id).hidden = true;
    $("me-piece").className = "piece";
    $("me-piece").hidden = true;
    document.querySelector("header.top").hidden = page.over;
    $("me-name").textContent = "";
    $("round").textContent = "";
    return;
  }
  const me = st.players[st.seat];
  $("me-piece").className = "piece p-" + me.piece;
  $("me-piece").hidden = false;
  document.querySelector("header.top").hidden = false;
  $("me-name").textContent = me.name;
  $("round").textContent = t("round", st.round);
  renderStatus(st, me);
  document.body.classList.toggle("game-over", st.phase === "over"); // (no hand: the table takes the width)
  const moment = $("moment");
  moment.textContent = st.moment || "";
  moment.hidden = !st.moment || page.ended === "finished";
  renderLaid(st);
  renderRevealed(st);
  renderChoices(st);
  renderHand(st);
  renderPlayers(st);
  if (!page.quiet) vibrateIfWanted(st);
}

function renderStatus(st, me) {
  const status = $("status");
  status.hidden = page.quiet; // the banner says it all; the other page plays
  const sent = waitingForTable();
  const mine = st.decisions.length > 0 && !page.quiet;
  status.className = "status" + (page.ended === "finished" ? " done" : sent && mine ? " sent" : mine ? " mine" : "");
  let main = "";
  let sub = "";
  const pendingOthers = st.pending.filter((s) => s !== st.seat);
  const cur = st.pending.length ? st.players[st.pending[0]] : null;
  if (st.phase === "over") {
    main = page.ended === "finished" ? t("finished") : t("over");
    if (st.winners.includes(st.seat)) sub = t("youWin");
    else if (st.winners.length) sub = t(st.winners.length > 1 ? "win2" : "wins", names(st.winners));
  } else if (st.waiting_for === "card") {
    if (mine) {
      main = t(st.phase === "first_card" ? "chooseFirst" : "chooseSecond");
      sub = t("tapCard");
    } else if (st.laid) {
      main = t("laid");
      sub = pendingOthers.length ? t("waitingFor", names(pendingOthers)) : t("allLaid");
    } else {
      main = t("othersChoose");
      sub = pendingOthers.length ? t("waitingFor", names(pendingOthers)) : "";
    }
  } else if (cur) {
    const colour = st.flight ? t(st.flight.colour) : "";
    if (mine) {
      const won = me.won.map((c) => t(c)).join(t("and"));
      main = { rotate: t("rotateMe"), pick: t("pickMe", won), stop: t("stopMe", colour), flip: t("flipMe") }[st.waiting_for] || t("yourTurn");
      // only a table with a screen offers the same choice there (old tables: no field, a window)
      if (st.screen !== false) sub = t("orTable");
    } else {
      main = { rotate: t("rotateOther", cur.name), pick: t("pickOther", cur.name),
        stop: t("stopOther", cur.name, colour), flip: t("flipOther", cur.name) }[st.waiting_for] || t("turn", cur.name);
    }
  }
  if (mine && sent) sub = t("sentWait");
  if (st.thinking !== null && st.thinking !== undefined && st.players[st.thinking]) {
    sub = (sub ? sub + " " : "") + t("isThinking", st.players[st.thinking].name);
  }
  $("status-text").textContent = main;
  $("status-sub").textContent = sub;
}

function renderLaid(st) {
  const box = $("laid");
  box.textContent = "";
  if (!st.laid) { box.hidden = true; return; }
  box.append(cardNode(st.laid, { small: true }));
  const text = el("div");
  text.append(el("p", "", t("laidCard", cardName(st.laid))));
  text.append(el("p", "sub", t("laidHint")));
  box.append(text);
  box.hidden = false;
}

function waitingForTable() {
  return page.state !== null && page.sentOffer !== null && page.sentOffer === page.state.offer;
}

function sameDecision(a, b) {
  return !!a && !!b && JSON.stringify(a) === JSON.stringify(b);
}

// the cards turned over this round, compactly above the hand (a phone shows the table's list
// below the hand; a tablet shows it beside and hides this strip)
function renderRevealed(st) {
  const box = $("revealed");
  box.textContent = "";
  const shown = st.players.filter((p) => p.first || p.second);
  const busy = st.decisions.some((d) => d.kind !== "card"); // a public choice of mine comes first
  if (!shown.length || st.phase === "over" || busy) { box.hidden = true; return; }
  box.append(el("h2", "", t("turnedOver")));
  const row = box.appendChild(el("div", "row"));
  for (const p of shown) {
    const item = row.appendChild(el("div", "item"));
    item.append(el("span", "piece p-" + p.piece), el("span", "n", p.seat === st.seat ? t("you") : p.name));
    for (const c of [p.first, p.second]) if (c) item.append(cardNode(c, { small: true }));
  }
  box.hidden = false;
}

function choiceButton(text, decision, cls) {
  const b = el("button", "choice" + (cls ? " " + cls : ""), text);
  b.type = "button";
  b.disabled = waitingForTable();
  if (b.disabled && sameDecision(decision, page.sentDecision)) {
    b.classList.add("chosen"); // the option sent: marked until the table moves on
    b.setAttribute("aria-pressed", "true");
    b.prepend(el("span", "tick", "✓"));
  }
  b.addEventListener("click", () => {
    for (const other of document.querySelectorAll(".choice")) other.disabled = true;
    decide(decision);
  });
  return b;
}

function strip(d) {
  // the decision as the protocol wants it back: its own fields, no labels
  const out = { kind: d.kind };
  for (const key of { card: ["card"], rotate: ["target", "quarters"], pick: ["colour"], stop: ["cell"], flip: ["rotation"] }[d.kind]) out[key] = d[key];
  return out;
}

function renderChoices(st) {
  const box = $("choices");
  box.textContent = "";
  const public_ = page.quiet ? [] : st.decisions.filter((d) => d.kind !== "card");
  if (!public_.length) { box.hidden = true; return; }
  const kind = public_[0].kind;
  if (kind === "rotate") {
    const byTarget = new Map();
    for (const d of public_) {
      const key = d.target.join(",");
      if (!byTarget.has(key)) byTarget.set(key, []);
      byTarget.get(key).push(d);
    }
    for (const list of byTarget.values()) {
      const group = el("div", "group");
      const label = discText(list[0].label, true);
      if (list.length === 1 && list[0].own) {
        group.appendChild(el("div", "row")).append(choiceButton(t("turnOwn", label), strip(list[0])));
      } else {
        group.append(el("h3", "", t("turnBy", label)));
        const row = group.appendChild(el("div", "row"));
        for (const d of list) row.append(choiceButton(t("q" + d.quarters), strip(d)));
      }
      box.append(group);
    }
  } else if (kind === "pick") {
    const row = box.appendChild(el("div", "group")).appendChild(el("div", "row"));
    for (const d of public_) {
      const b = choiceButton("", strip(d), "c-" + d.colour);
      b.append(el("span", "mark", MARK[d.colour]), t("fly", t(d.colour)));
      row.append(b);
    }
  } else if (kind === "stop") {
    const group = box.appendChild(el("div", "group"));
    const list = public_.slice().sort((a, b) => a.step - b.step);
    for (const d of list) {
      const b = choiceButton(t("stopOn", discText(d.label)), strip(d));
      b.append(el("div", "sub", "(" + t("stepOf", d.step, list.length) + ")"));
      group.append(b);
      b.classList.add("wide");
    }
    group.classList.add("stack");
  } else if (kind === "flip") {
    const group = box.appendChild(el("div", "group"));
    group.append(el("h3", "", t("topTo")));
    const rose = group.appendChild(el("div", "compass"));
    rose.append(el("div", "c", "✥"));
    for (const d of public_) {
      const side = SIDES[d.rotation];
      const word = t(["north", "east", "south", "west"][d.rotation]);
      const b = choiceButton("", strip(d), side.toLowerCase());
      b.append(el("span", "big", t("side" + side)), el("span", "word", word));
      b.setAttribute("aria-label", t("top", word));
      rose.append(b);
    }
  }
  box.hidden = false;
}

function renderHand(st) {
  const box = $("hand-box");
  const hand = $("hand");
  hand.textContent = "";
  $("hand-title").textContent = t("yourHand");
  const legal = new Set(page.quiet ? [] : st.decisions.filter((d) => d.kind === "card").map((d) => d.card));
  const choosing = legal.size > 0;
  if (!choosing || !legal.has(page.selected)) page.selected = null;
  if (!st.hand.length || st.phase === "over") { box.hidden = true; return; }
  for (const card of st.hand) {
    const node = cardNode(card, { button: true });
    node.type = "button";
    node.setAttribute("role", "option");
    node.setAttribute("aria-selected", String(choosing && page.selected === card));
    node.disabled = !choosing || !legal.has(card) || waitingForTable();
    node.addEventListener("click", () => {
      if (page.quiet || page.over || waitingForTable()) return;
      page.selected = card;
      renderHand(page.state);
    });
    hand.append(node);
  }
  // a card held twice shows twice; only the first copy is marked selected
  let marked = false;
  for (const node of hand.children) {
    if (node.getAttribute("aria-selected") === "true") {
      if (marked) node.setAttribute("aria-selected", "false");
      marked = true;
    }
  }
  const lay = $("lay");
  const sent = waitingForTable();
  lay.hidden = !choosing;
  lay.disabled = !page.selected || sent;
  lay.textContent = sent ? t("sentWait") : page.selected ? t("layChosen", cardName(page.selected)) : t("lay");
  lay.onclick = () => {
    if (!page.selected || page.quiet || page.over) return;
    lay.disabled = true;
    decide({ kind: "card", card: page.selected });
  };
  box.hidden = false;
}

function renderPlayers(st) {
  const list = $("players");
  list.textContent = "";
  $("table-title").textContent = t("table");
  for (const p of st.players) {
    const li = el("li", (p.seat === st.seat ? "me" : "") + (p.pending ? " pending" : ""));
    const name = el("div", "pname");
    name.append(el("span", "piece p-" + p.piece), el("span", "n", p.seat === st.seat ? p.name + " (" + t("you") + ")" : p.name));
    li.append(name);
    let state = "";
    let cls = "pstate";
    if (p.thinking) state = t("thinking");
    else if (st.waiting_for === "card" && p.chosen) { state = t("hasChosen"); cls += " chosen"; }
    else if (st.waiting_for === "card" && p.pending) { state = t("choosing"); cls += " wait"; }
    else if (st.flight && st.flight.seat === p.seat) { state = t("flying", t(st.flight.colour)); cls += " wait"; }
    else if (p.pending) { state = t("toPlay"); cls += " wait"; }
    else state = t("kind_" + p.kind);
    li.append(el("div", cls, state));
    const row = el("div", "cards");
    if (p.first) row.append(el("span", "", t("first")), cardNode(p.first, { small: true }));
    if (p.second) row.append(el("span", "", t("second")), cardNode(p.second, { small: true }));
    if (p.chips.length) for (const c of p.chips) row.append(chipNode(c));
    else row.append(el("span", "", t("noChips")));
    const left = p.cards === 1 ? t("cardsLeft1") : t("cardsLeft", p.cards);
    row.append(el("span", "", "· " + left + " · " + discText(p.at, true)));
    li.append(row);
    list.append(li);
  }
  const board = st.board || {};
  const side = { N: "north", E: "east", S: "south", W: "west" }[board.sun];
  $("board").textContent = t("boardLine", board.face_down, side ? t(side) : "?");
  $("table-box").hidden = false;
}

function vibrateIfWanted(st) {
  if (!st.decisions.length) { page.wanted = ""; return; }
  const key = st.round + ":" + st.phase + ":" + st.waiting_for;
  if (key !== page.wanted) {
    page.wanted = key;
    // browsers allow vibrating only after the person has touched the page once
    const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (navigator.vibrate && touched && document.visibilityState === "visible") {
      try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed: fine */ }
    }
  }
}

render();
connect();
