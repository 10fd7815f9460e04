// A table: one session seen from one seat (a seat token) or by a spectator (none).
//
// What it shows comes from the API only: the view from GET /v1/sessions/{id} and then
// the stream's events (each move event carries the reader's view after it), the log from
// GET .../log once and then from the stream, and a seat's controls from
// GET .../legal-moves, read again after every move (on the event: no polling). A move is
// sent with the listing's version as `expected_version` and an Idempotency-Key, so a
// retry after a lost answer is applied once and a move made on an old listing is refused
// (409) instead of landing on a table the player did not see.
//
// A seat with moves to make may ask for a hint (GET .../suggest: a bot's move from that
// seat's view alone): the move's button is marked, and the hint names it in the button's
// own words. A hint is for its version only; the next move takes it away.
//
// Seats the referee plays (`bots` in every answer) are labelled as bots, and their moves
// (a log entry's or move event's `by`: "bot", or "timeout" for a person's turn that ran
// out) are named as the bot's, in the log and above the table. A session with a turn
// clock says whose deadline runs (`clock`); that seat shows it counting down, ticked
// here from the referee's deadline, each answer bringing the next.
//
// A digital Cat Tower (`fall_model` in the session's answers) has no real tower: the
// referee draws what fell, so the game's controls send bare stacks and ask for no report.

import { ApiError } from "./api.js";
import { byPlayer, clear, errorLines, h, plainLists, randomKey } from "./dom.js";
import { countdown, tickAll } from "./clock.js";
import { LiveStream } from "./stream.js";
import cattower from "./cattower.js";
import copycat from "./copycat.js";
import meow10 from "./meow10.js";
import supermeow from "./supermeow.js";

const GAMES = { meow10, copycat, supermeow, cattower };

// A move as JSON with its keys in order: the listing's and a hint's may differ in order.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// The kind of a problem: the last part of its `type` ("…/turn-timed-out").
function problemKind(problem) {
  return String(problem?.type || "").split(/[/:#]/).pop();
}

const TICK_MS = 250; // a second's change shows within a quarter of one
const BY_TEXT = { bot: "bot", timeout: "out of time: a bot played" };
const STREAM_TEXT = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  closed: "Not live",
};

export class Table {
  constructor(root, api, lobbyHref, sessionId, token) {
    this.root = root;
    this.api = api;
    this.lobbyHref = lobbyHref;
    this.sessionId = sessionId;
    this.token = token || null;
    this.version = null;
    this.view = null;
    // Who may act and how the game stands, as every answer with a state says beside it:
    // the table works neither out from the rules of a game.
    this.progress = null;
    this.log = new Map(); // version -> {version, move, events, result}
    this.listing = null; // the seat's legal moves at this.version
    this.listSeq = 0;
    this.sending = false;
    this.notice = null; // a refused move's reason, or another message, until dismissed
    this.ended = null;
    this.ui = {}; // per-game control state (selected cards, the fall report), kept across renders
    this.suggestion = null; // the hint asked for: {version, move}
    this.suggesting = false;
    this.noHints = false; // no bot plays this game here: the hint button goes
    this.bots = byPlayer(); // player -> bot level, for the seats the referee plays
    this.clock = null; // {seat, deadline} while a person's turn runs on the clock
    this.fallModel = false; // the referee draws what falls (Cat Tower without a tower)
    this.ticker = null;
  }

  async open() {
    clear(this.root, h("p", { class: "loading" }, "Opening the table…"));
    let body;
    try {
      body = await this.api.session(this.sessionId, this.token);
    } catch (error) {
      if (!this.stopped) this.refuse(error);
      return;
    }
    if (this.stopped) return; // the page moved on (another link) while this one loaded
    this.game = GAMES[body.game];
    if (!this.game) {
      return this.refuse(new ApiError(0, null, `This page cannot show the game ${body.game}.`));
    }
    this.seat = body.seat;
    try {
      this.info = await this.api.game(body.game); // names, reason descriptions, components
    } catch {
      this.info = null; // the table still works without them
    }
    if (this.stopped) return;
    this.build();
    this.replace(body);
    this.ticker = setInterval(() => tickAll(this.el.table), TICK_MS);
    this.stream = new LiveStream(this.api, this.sessionId, this.token, {
      lastVersion: () => this.version,
      onSession: (session) => this.replace(session),
      onMove: (event) => this.moved(event),
      onEnd: (end) => this.end(end),
      onStatus: (status, detail) => this.streamStatus(status, detail),
    });
    this.stream.start();
  }

  stop() {
    this.stopped = true;
    clearInterval(this.ticker);
    if (this.stream) this.stream.stop();
  }

  // A link that cannot open a table says why, and offers the lobby.
  refuse(error) {
    let title = "This table cannot be opened";
    let text = error.message;
    if (error.status === 404) {
      title = "No such session";
      text =
        "The referee has no session with this id: it may have been deleted or have expired, " +
        "or the link is incomplete.";
    } else if (error.status === 401) {
      title = "This seat link is not valid";
      text =
        "Its seat token is not a seat of this session: the link is mistyped, or it belongs " +
        "to another session.";
    }
    clear(
      this.root,
      h(
        "section",
        { class: "problem", id: "problem", role: "alert", dataset: { status: String(error.status) } },
        h("h1", {}, title),
        h("p", {}, text),
        h("p", {}, h("a", { href: this.lobbyHref }, "Start a new table in the lobby")),
      ),
    );
  }

  build() {
    const name = this.info?.name || this.game.name;
    this.el = {
      version: h("output", { id: "version", "aria-label": "Version" }),
      turn: h("p", { id: "turn", class: "turn", "aria-live": "polite" }),
      botMoves: h("p", { id: "bot-moves", class: "bot-moves", "aria-live": "polite" }),
      stream: h("span", { id: "stream-status", class: "stream", role: "status" }),
      notice: h("div", { id: "notice", class: "notice", "aria-live": "assertive" }),
      result: h("section", { id: "result", class: "result", "aria-label": "Result", hidden: true }),
      view: h("section", { id: "view", class: "view", "aria-label": "The table" }),
      moves: this.token
        ? h("section", { id: "moves", class: "moves", "aria-label": "Your moves" })
        : null,
      log: h("ol", { id: "log", class: "log" }),
    };
    this.el.table = h(
      "section",
      {
        id: "table",
        class: ["table", `game-${this.game.id}`],
        dataset: { game: this.game.id, seat: this.seat || "", session: this.sessionId },
      },
      h(
        "header",
        { class: "table-head" },
        h("h1", {}, name),
        h(
          "p",
          { class: "who" },
          this.seat ? ["Seat ", h("strong", { id: "seat" }, this.seat)] : h("strong", { id: "seat" }, "Spectator"),
          " · version ",
          this.el.version,
          " · ",
          this.el.stream,
        ),
        this.el.turn,
        this.el.botMoves,
      ),
      this.el.notice,
      h(
        "div",
        { class: "table-body" },
        h("div", { class: "play-area" }, this.el.result, this.el.view, this.el.moves),
        h("section", { class: "log-area", "aria-label": "Log" }, h("h2", {}, "Log"), this.el.log),
      ),
    );
    clear(this.root, this.el.table);
  }

  // The whole view, replaced: the first read, a stream's `session` event (the referee
  // re-synced after its store lost writes), a version that went back.
  replace(body) {
    for (const version of [...this.log.keys()]) if (version > body.version) this.log.delete(version);
    this.setView(body.version, body.state, body, true);
    this.renderLog();
    this.loadLog();
    this.refreshListing();
  }

  moved(event) {
    if (this.version !== null && event.version <= this.version) {
      if (!this.log.has(event.version)) this.addLog(event); // known view, log still missing it
      return;
    }
    if (this.version !== null && event.version > this.version + 1) {
      this.resync(); // a gap: the stream promises none, but never show a table out of order
      return;
    }
    this.addLog(event);
    this.setView(event.version, event.state, event);
    this.refreshListing();
  }

  async resync() {
    try {
      this.replace(await this.api.session(this.sessionId, this.token));
    } catch (error) {
      this.say(error);
    }
  }

  async loadLog() {
    try {
      const log = await this.api.log(this.sessionId, this.token);
      for (const entry of log.moves) if (!this.log.has(entry.version)) this.log.set(entry.version, entry);
      this.renderLog();
      this.renderResult();
    } catch (error) {
      this.say(error);
    }
  }

  addLog(event) {
    const { version, move, events, result, by } = event;
    this.log.set(version, { version, move, events, result, by });
    this.renderLog();
  }

  // `whole`: the answer is the session's own (GET, a stream's `session` event), which
  // names every bot seat; a move's answer that names none keeps those known.
  setView(version, state, { to_act, outcome, bots, clock, fall_model }, whole = false) {
    if (bots || whole) this.bots = byPlayer(bots);
    if (fall_model !== undefined || whole) this.fallModel = fall_model === true;
    this.clock = clock || null;
    const hand = JSON.stringify(this.game.ownCards?.(this.view, this.seat));
    this.version = version;
    this.view = state;
    this.progress = { to_act, outcome };
    this.listing = null; // the controls of another version are not shown
    if (this.suggestion?.version !== version) this.suggestion = null;
    if (hand !== JSON.stringify(this.game.ownCards?.(state, this.seat))) this.ui.selected = [];
    this.render();
  }

  async refreshListing() {
    if (!this.token || this.ended) return;
    const seq = ++this.listSeq;
    try {
      const listing = await this.api.legalMoves(this.sessionId, this.token);
      if (seq !== this.listSeq || listing.version !== this.version) return; // a newer one is coming
      this.listing = listing;
      this.renderMoves();
    } catch (error) {
      if (seq === this.listSeq) this.say(error);
    }
  }

  async send(move) {
    if (this.sending || !this.token) return;
    const expected = this.listing ? this.listing.version : this.version;
    const key = randomKey(); // one per intended move: retries reuse it
    this.sending = true;
    this.notice = null;
    this.renderNotice();
    this.renderMoves();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const answer = await this.api.move(this.sessionId, this.token, move, expected, key);
          this.ui.report = null;
          this.moved({ ...answer, move });
          break;
        } catch (error) {
          const retry = (error.status === 0 || error.status === 503) && attempt < 3;
          if (!retry) throw error;
          await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
        }
      }
    } catch (error) {
      this.refused(error, move);
    } finally {
      this.sending = false;
      this.renderMoves();
    }
  }

  async suggest() {
    if (this.suggesting || !this.token) return;
    this.suggesting = true;
    this.renderMoves();
    try {
      const answer = await this.api.suggest(this.sessionId, this.token);
      if (answer.version === this.version) this.suggestion = { version: answer.version, move: answer.move };
    } catch (error) {
      if (error.status === 404 && error.problem.type?.endsWith(":not-found")) {
        this.noHints = true;
        this.say("No bot plays this game here yet, so there are no hints.");
      } else {
        this.say(error);
      }
    } finally {
      this.suggesting = false;
      this.renderMoves();
    }
  }

  refused(error, move) {
    const p = error.problem;
    if (error.status === 409 && problemKind(p) === "turn-timed-out") {
      this.say("Your time for this turn ran out before your move arrived, so a bot played it for you.");
      this.refreshListing();
      return;
    }
    if (error.status === 409 && problemKind(p) === "seat-is-bot") {
      this.say(`A bot plays ${move.player}'s seat now, so the referee makes its moves: yours was not played.`);
      this.resync(); // the session names the seat's bot: its controls go
      return;
    }
    if (error.status === 409 || error.status === 412) {
      this.say("The table moved on before your move arrived: here are your moves now.");
      this.refreshListing();
      return;
    }
    if (p.code) {
      const known = this.info?.reason_codes?.find((r) => r.code === p.code);
      this.notice = {
        kind: "reason",
        move,
        code: p.code,
        rule: p.rule,
        message: p.detail,
        description: known?.description,
      };
      this.renderNotice();
      return;
    }
    if (p.errors) {
      const { player } = move;
      const head = `The referee refused your move: ${player} ${this.describe(move)}.`;
      this.notice = { kind: "message", text: head, errors: p.errors };
      this.renderNotice();
      return;
    }
    this.say(error);
  }

  say(what) {
    const text = what instanceof Error ? what.message : String(what);
    const errors = what instanceof ApiError && what.problem.errors ? what.problem.errors : null;
    this.notice = { kind: "message", text, errors };
    this.renderNotice();
  }

  end(end) {
    this.ended = end;
    const why = {
      deleted: "This session was deleted: the table is closed.",
      expired: "This session expired: the table is closed.",
      gone: "This session no longer exists: the table is closed.",
      refused: "The referee no longer accepts this seat's token: the table is closed.",
      revoked: "The host gave this seat a new token: this page's no longer plays it.",
    };
    this.notice = { kind: "message", text: why[end.reason] || "The table is closed." };
    this.listing = null;
    this.render();
  }

  streamStatus(status, detail) {
    if (!this.el) return;
    this.el.stream.textContent = STREAM_TEXT[status] || status;
    this.el.stream.title = detail || "";
    this.el.table.dataset.stream = status;
    if (detail) this.el.stream.textContent += ` — ${detail}`;
  }

  // Rendering.

  context() {
    const ui = this.ui;
    ui.selected = ui.selected || [];
    // The one seat that must act now; null when any may, or nobody can.
    const mover = this.progress.to_act.length === 1 ? this.progress.to_act[0] : null;
    return {
      seat: this.seat,
      state: this.view,
      progress: this.progress,
      mover,
      // What each game's seat boxes show beside a player's name (cards.js seatBox).
      seating: { seat: this.seat, current: mover, bots: this.bots, clock: this.clock },
      info: this.info,
      fallModel: this.fallModel,
      ui,
      canAct: Boolean(this.listing && this.listing.moves.length && !this.sending && !this.ended),
      send: (move) => this.send(move),
      rerender: () => this.render(),
      // A card of one's hand picked or put back: that button and the controls change,
      // nothing else is redrawn, so the keyboard focus stays on the card.
      toggle: (index, button) => {
        const at = ui.selected.indexOf(index);
        if (at >= 0) ui.selected.splice(at, 1);
        else ui.selected.push(index);
        button.classList.toggle("selected", at < 0);
        button.setAttribute("aria-pressed", at < 0 ? "true" : "false");
        this.renderMoves();
      },
    };
  }

  render() {
    if (!this.el) return;
    const state = this.view;
    this.el.table.dataset.version = String(this.version);
    this.el.version.textContent = String(this.version);
    this.renderTurn();
    clear(this.el.view, this.game.renderView(state, this.context()));
    this.renderResult();
    this.renderMoves();
    this.renderNotice();
  }

  renderMoves() {
    const panel = this.el?.moves;
    if (!panel) return;
    if (this.ended) {
      clear(panel);
      return;
    }
    const bot = this.seat ? this.bots[this.seat] : null;
    if (bot) {
      delete panel.dataset.version;
      clear(
        panel,
        h("h2", {}, "Your moves"),
        h("p", { class: "quiet", id: "seat-bot" }, `A ${bot} bot plays this seat: the referee makes its moves.`),
      );
      return;
    }
    const listing = this.listing;
    if (!listing) {
      delete panel.dataset.version;
      clear(panel, h("h2", {}, "Your moves"), h("p", { class: "quiet" }, "Reading your moves…"));
      return;
    }
    panel.dataset.version = String(listing.version);
    panel.dataset.count = String(listing.moves.length);
    const ctx = this.context();
    const body = listing.moves.length
      ? this.game.renderMoves(listing.moves, ctx)
      : h("p", { class: "quiet" }, this.waitingText());
    clear(
      panel,
      h("h2", {}, "Your moves"),
      body,
      listing.truncated ? h("p", { class: "quiet" }, "More moves exist than are listed.") : null,
      this.game.renderCompose ? this.game.renderCompose(ctx, listing) : null,
    );
    if (listing.moves.length && !this.noHints) panel.append(this.renderHint(panel));
    if (this.sending) for (const button of panel.querySelectorAll("button")) button.disabled = true;
  }

  // The hint button, and the hint once asked: its move's button marked, and named as
  // that button names it (the game's own words for cards), else as the log would.
  renderHint(panel) {
    let said = null;
    const hint = this.suggestion;
    if (hint && hint.version === this.version) {
      const wanted = canonical(hint.move);
      const button = [...panel.querySelectorAll("button.move")].find(
        (b) => canonical(JSON.parse(b.dataset.move)) === wanted,
      );
      if (button) {
        button.classList.add("suggested");
        button.setAttribute("aria-describedby", "suggestion");
      }
      said = button ? button.textContent : this.describe(hint.move);
    }
    return h(
      "div",
      { class: "group suggest" },
      h(
        "button",
        { type: "button", id: "hint", disabled: this.suggesting, onclick: () => this.suggest() },
        this.suggesting ? "Thinking…" : "Hint",
      ),
      h(
        "output",
        { id: "suggestion", dataset: hint ? { move: JSON.stringify(hint.move) } : {} },
        said === null ? "" : `Hint: ${said}`,
      ),
    );
  }

  // Whose turn it is, that seat's time left when it runs on the clock, and a bot's seat
  // said to be one.
  renderTurn() {
    const clock = this.clock;
    const mover = this.progress.to_act.length === 1 ? this.progress.to_act[0] : null;
    const bot = mover && !this.progress.outcome.over ? this.bots[mover] : null;
    clear(
      this.el.turn,
      this.turnText(),
      bot ? ` A ${bot} bot plays ${mover === this.seat ? "your seat" : "it"}.` : null,
      clock
        ? [" ", countdown(clock.deadline, `${clock.seat === this.seat ? "Your" : `${clock.seat}'s`} time left`), " left"]
        : null,
    );
    this.el.table.dataset.clock = clock ? clock.seat : "";
  }

  turnText() {
    const { to_act: toAct, outcome } = this.progress;
    if (!outcome.over && !toAct.length) return "Nobody can move now.";
    return this.game.turnText(this.view, this.seat, this.progress);
  }

  waitingText() {
    if (!this.progress.to_act.length && !this.listing.moves.length) return "Nothing more to play.";
    const who = this.listing.player;
    if (who && this.bots[who]) return `Waiting for ${who} (${this.bots[who]} bot).`;
    return who ? `Waiting for ${who}.` : "Nothing to do now.";
  }

  // The result of the move that ended what is over now (the round, game or match): the
  // last move, when it made a result, since an ended round or game stays as it ended
  // until the next is dealt.
  renderResult() {
    const panel = this.el?.result;
    if (!panel || !this.view) return;
    const last = this.log.get(this.version);
    if (!last?.result) {
      panel.hidden = true;
      clear(panel);
      return;
    }
    panel.hidden = false;
    panel.dataset.version = String(last.version);
    clear(panel, this.game.renderResult(last.result, this.view, this.context()));
  }

  renderNotice() {
    const panel = this.el?.notice;
    if (!panel) return;
    const n = this.notice;
    if (!n) {
      clear(panel);
      panel.removeAttribute("role");
      return;
    }
    panel.setAttribute("role", "alert");
    const dismiss = h(
      "button",
      { type: "button", class: "dismiss", onclick: () => ((this.notice = null), this.renderNotice()) },
      "Dismiss",
    );
    if (n.kind === "reason") {
      clear(
        panel,
        h(
          "div",
          { class: "reason", id: "reason", dataset: { code: n.code, rule: n.rule || "" } },
          h("p", { class: "reason-head" }, "The referee refused your move: ", n.move.player, " ", this.describe(n.move), "."),
          h(
            "p",
            {},
            h("code", { class: "code" }, n.code),
            " · rule ",
            h("strong", { class: "rule" }, n.rule || "—"),
          ),
          h("p", { class: "message" }, this.plain(n.message)),
          n.description ? h("p", { class: "quiet" }, n.description) : null,
          dismiss,
        ),
      );
      return;
    }
    clear(
      panel,
      h(
        "div",
        { class: "message-box", id: "message" },
        h("p", {}, n.text),
        n.errors
          ? h("ul", { class: "errors" }, errorLines(n.errors).map((line) => h("li", {}, this.plain(line))))
          : null,
        dismiss,
      ),
    );
  }

  // A referee's message in the table's words: its lists and card codes as the page names
  // them.
  plain(text) {
    const listed = plainLists(text || "");
    return this.game.nameCards ? this.game.nameCards(listed, this.view) : listed;
  }

  // A move in the game's words, as this table plays it (the referee may draw what fell).
  describe(move) {
    return this.game.describeMove(move, this.view, { fallModel: this.fallModel });
  }

  renderLog() {
    const list = this.el?.log;
    if (!list) return;
    const entries = [...this.log.values()].sort((a, b) => a.version - b.version);
    const shown = list.children.length;
    // Appending keeps a long log cheap; anything else (a gap filled, a re-sync) redraws it.
    const appendOnly =
      shown <= entries.length &&
      entries.slice(0, shown).every((entry, i) => list.children[i].dataset.version === String(entry.version));
    if (!appendOnly) clear(list);
    for (const entry of entries.slice(appendOnly ? shown : 0)) list.append(this.logItem(entry));
    list.dataset.count = String(entries.length);
    const last = entries[entries.length - 1];
    list.dataset.last = last ? String(last.version) : "0";
    list.scrollTop = list.scrollHeight; // the newest move in sight
    this.renderBotMoves(entries);
  }

  // The moves the referee made since a person last moved (the last few), so a person
  // sees what the bots did while they waited.
  renderBotMoves(entries) {
    const trail = [];
    for (let i = entries.length - 1; i >= 0 && entries[i].by && trail.length < 4; i--) trail.unshift(entries[i]);
    clear(
      this.el.botMoves,
      trail.map((entry) => h("span", { class: "bot-move", dataset: { version: String(entry.version), by: entry.by } }, this.botMoveText(entry), " ")),
    );
  }

  botMoveText({ move, by }) {
    const what = this.describe(move);
    if (by === "timeout") {
      return move.player === this.seat
        ? `Your time ran out: a bot played for you (${what}).`
        : `${move.player} ran out of time: a bot played for them (${what}).`;
    }
    const level = this.bots[move.player];
    return `${move.player} (${level ? `${level} bot` : "bot"}) ${what}.`;
  }

  logItem(entry) {
    const events = (entry.events || [])
      .map((event) => this.game.describeEvent(event))
      .filter(Boolean);
    return h(
      "li",
      { dataset: { version: String(entry.version) }, class: entry.result ? "with-result" : null },
      h("span", { class: "v" }, `${entry.version}.`),
      " ",
      h("strong", {}, entry.move.player),
      entry.by ? [" ", h("span", { class: ["by", `by-${entry.by}`] }, `(${BY_TEXT[entry.by] || entry.by})`)] : null,
      " ",
      this.describe(entry.move),
      events.length ? h("span", { class: "events" }, " — ", events.join("; ")) : null,
    );
  }
}
