// The lobby: choose a game, its players and options (from GET /v1/games/{game}), create a
// session (POST /v1/sessions), and hand out one link per seat and one for spectators.
// A seat's token travels only in the link's fragment (`#session=…&seat=…`), which the
// browser never sends to a server, so it stays out of every request line and log.
//
// A seat may be a bot's (`bots`: the referee plays it after a short delay), and a table
// may have a turn clock (`clock`: a bot plays a person's turn that runs out). With one
// person at the table, the lobby opens that seat in this tab at once; with none, the
// spectator view. A Cat Tower without a physical tower (`fall_model`: the referee draws
// what falls) is the default as soon as a bot plays a seat, since a bot has no hands.

import { byPlayer, clear, errorLines, h, plainHint, words } from "./dom.js";

const NAMES = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal"];
// Who plays a seat: a person ("") or a bot of one of the referee's levels (docs/bots.md).
const PLAYED_BY = [
  ["", "a person"],
  ["random", "random bot"],
  ["greedy", "greedy bot"],
  ["mcts", "mcts bot (strongest)"],
];
const TURN_SECONDS = { min: 5, max: 86400, default: 60 };
// The games whose table may leave what falls to the referee (`fall_model`, docs/sessions.md).
const FALL_MODEL_GAMES = new Set(["cattower"]);

export class Lobby {
  constructor(root, api, pageUrl) {
    this.root = root;
    this.api = api;
    this.pageUrl = pageUrl; // this page without its fragment: the seat links' base
  }

  stop() {
    this.stopped = true;
  }

  async open() {
    clear(this.root, h("p", { class: "loading" }, "Reading the games…"));
    try {
      this.games = (await this.api.games()).games;
      if (this.stopped) return; // the page moved on (a seat link) while this loaded
    } catch (error) {
      if (this.stopped) return;
      clear(
        this.root,
        h("section", { class: "problem", id: "problem", role: "alert" }, h("h1", {}, "The referee cannot be reached"), h("p", {}, error.message)),
      );
      return;
    }
    this.el = {
      game: h(
        "select",
        { id: "game", name: "game", onchange: () => this.chooseGame() },
        this.games.map((g) => h("option", { value: g.id }, g.name)),
      ),
      count: h("select", { id: "player-count", name: "count", onchange: () => this.renderPlayers() }),
      players: h("div", { id: "players", class: "players" }),
      starter: h("select", { id: "starter", name: "starter" }),
      seed: h("input", { id: "seed", name: "seed", type: "text", autocomplete: "off", spellcheck: "false" }),
      clock: h("input", { id: "clock", name: "clock", type: "checkbox", onchange: () => this.renderClock() }),
      seconds: h("input", {
        id: "clock-seconds",
        name: "clock-seconds",
        type: "number",
        value: String(TURN_SECONDS.default),
        min: TURN_SECONDS.min,
        max: TURN_SECONDS.max,
        step: "1",
        required: true,
        disabled: true,
      }),
      options: h("div", { id: "options", class: "options" }),
      problem: h("div", { id: "lobby-problem", "aria-live": "assertive" }),
      created: h("section", { id: "created", class: "created", "aria-label": "Seat links", hidden: true }),
    };
    const form = h(
      "form",
      { id: "lobby", class: "lobby", onsubmit: (e) => (e.preventDefault(), this.create()) },
      h("h1", {}, "A new table"),
      h("label", { class: "field" }, "Game ", this.el.game),
      h("label", { class: "field" }, "Players ", this.el.count),
      this.el.players,
      h("label", { class: "field" }, "Starter ", this.el.starter),
      h("fieldset", { class: "field-set" }, h("legend", {}, "Options"), this.el.options),
      h(
        "fieldset",
        { class: "field-set", id: "turn-clock" },
        h("legend", {}, "Turn clock"),
        h("label", { class: "field check" }, this.el.clock, " A time limit on every person's turn"),
        h(
          "label",
          { class: "field" },
          "Seconds per turn ",
          this.el.seconds,
          h(
            "span",
            { class: "hint" },
            `${TURN_SECONDS.min} to ${TURN_SECONDS.max}. When a person's time runs out, a greedy bot plays that turn for them.`,
          ),
        ),
      ),
      h(
        "label",
        { class: "field" },
        "Seed (optional) ",
        this.el.seed,
        h(
          "span",
          { class: "hint" },
          "The same seed deals the same game: for tests and replays. Leave it empty in play, or whoever chose it can foresee the deal.",
        ),
      ),
      this.el.problem,
      h("button", { type: "submit", id: "create", class: "primary" }, "Create the table"),
    );
    clear(this.root, h("div", { class: "lobby-page" }, form, this.el.created));
    await this.chooseGame();
  }

  async chooseGame() {
    const id = this.el.game.value;
    const form = document.getElementById("lobby");
    if (form) delete form.dataset.ready; // the form is about to be drawn for this game
    clear(this.el.problem);
    let info;
    try {
      info = await this.api.game(id);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (this.el.game.value !== id) return; // another game was chosen meanwhile: its own call draws
    this.info = info;
    this.fallChosen = false; // the person has not ticked or cleared the fall model's box yet
    const { min, max } = this.info.players;
    const keep = Number(this.el.count.value) || Math.min(Math.max(3, min), max);
    clear(
      this.el.count,
      Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) =>
        h("option", { value: String(n), selected: n === Math.min(Math.max(keep, min), max) }, String(n)),
      ),
    );
    this.renderPlayers();
    this.renderOptions();
    if (form) form.dataset.ready = id; // drawn: fill it in
  }

  // Each seat: its player's name, and who plays it (a person or a bot), kept when the
  // number of players changes.
  renderPlayers() {
    const count = Number(this.el.count.value);
    const names = [...this.el.players.querySelectorAll("input")].map((input) => input.value);
    const playedBy = [...this.el.players.querySelectorAll("select")].map((select) => select.value);
    clear(
      this.el.players,
      Array.from({ length: count }, (_, i) =>
        h(
          "div",
          { class: "player" },
          h(
            "label",
            { class: "field" },
            `Player ${i + 1} `,
            h("input", {
              type: "text",
              name: `player-${i + 1}`,
              value: names[i] || NAMES[i],
              pattern: "[A-Za-z0-9_.\\-]{1,32}",
              required: true,
              oninput: () => this.renderStarter(),
            }),
          ),
          h(
            "label",
            { class: "field played-by" },
            "Played by ",
            h(
              "select",
              { name: `bot-${i + 1}`, onchange: () => this.renderFallModel() },
              PLAYED_BY.map(([level, text]) => h("option", { value: level, selected: level === (playedBy[i] || "") }, text)),
            ),
          ),
        ),
      ),
    );
    this.renderStarter();
    this.renderFallModel();
  }

  // Until the person chooses, the referee decides what falls exactly when a bot plays a
  // seat: a bot cannot stack on a real tower.
  renderFallModel() {
    const box = this.el.fallModel;
    if (box && !this.fallChosen) box.checked = Object.keys(this.bots()).length > 0;
  }

  renderClock() {
    this.el.seconds.disabled = !this.el.clock.checked;
  }

  renderStarter() {
    const chosen = this.el.starter.value;
    clear(
      this.el.starter,
      h("option", { value: "" }, "the first player"),
      this.players().map((p) => h("option", { value: p, selected: p === chosen }, p)),
    );
  }

  players() {
    return [...this.el.players.querySelectorAll("input")].map((input) => input.value.trim());
  }

  // The seats a bot plays: player -> level.
  bots() {
    const levels = [...this.el.players.querySelectorAll("select")].map((select) => select.value);
    return byPlayer(
      Object.fromEntries(this.players().flatMap((player, i) => (levels[i] ? [[player, levels[i]]] : []))),
    );
  }

  // One control per option, by its type: a checkbox, a list of choices, a number with its
  // bounds, or the JSON of a list or object (folded away: the defaults suit most tables).
  renderOptions() {
    const simple = [];
    const advanced = [];
    for (const [name, spec] of Object.entries(this.info.options)) {
      const id = `option-${name}`;
      let control;
      if (spec.type === "boolean") {
        control = h("input", { type: "checkbox", id, checked: spec.default === true });
      } else if (spec.choices) {
        control = h(
          "select",
          { id },
          spec.choices.map((c) => h("option", { value: JSON.stringify(c), selected: c === spec.default }, String(c))),
        );
      } else if (spec.type === "integer") {
        control = h("input", { type: "number", id, value: String(spec.default), min: spec.minimum, max: spec.maximum, step: "1" });
      } else if (spec.type === "string") {
        control = h("input", { type: "text", id, value: spec.default });
      } else {
        control = h("textarea", { id, rows: "3", spellcheck: "false" }, JSON.stringify(spec.default));
      }
      control.dataset.option = name;
      control.dataset.type = spec.type;
      const label = h(
        "label",
        { class: spec.type === "boolean" ? "field check" : "field" },
        spec.type === "boolean" ? [control, " ", words(name)] : [words(name), " ", control],
        h("span", { class: "hint" }, plainHint(spec.description)),
      );
      (spec.type === "array" || spec.type === "object" ? advanced : simple).push(label);
    }
    this.el.fallModel = null;
    if (FALL_MODEL_GAMES.has(this.el.game.value)) {
      this.el.fallModel = h("input", {
        type: "checkbox",
        id: "fall-model",
        name: "fall-model",
        onchange: () => (this.fallChosen = true),
      });
      simple.unshift(
        h(
          "label",
          { class: "field check", id: "fall-model-field" },
          this.el.fallModel,
          " The referee decides what falls (no physical tower)",
          h(
            "span",
            { class: "hint" },
            "For a table without a real tower: at each stack the referee draws what fell by its fall model " +
              "(with physical dice, the die face and the token too). Ticked when a bot plays a seat: a bot has no hands.",
          ),
        ),
      );
      this.renderFallModel();
    }
    clear(
      this.el.options,
      simple.length ? simple : h("p", { class: "quiet" }, "No simple options."),
      advanced.length ? h("details", {}, h("summary", {}, "More options (JSON)"), advanced) : null,
    );
  }

  // The options that differ from their defaults (the referee fills in the rest).
  options() {
    const chosen = {};
    for (const control of this.el.options.querySelectorAll("[data-option]")) {
      const name = control.dataset.option;
      const spec = this.info.options[name];
      let value;
      if (spec.type === "boolean") value = control.checked;
      else if (spec.choices) value = JSON.parse(control.value);
      else if (spec.type === "integer") value = Number(control.value);
      else if (spec.type === "string") value = control.value;
      else {
        try {
          value = JSON.parse(control.value);
        } catch {
          throw new Error(`The option ${words(name)} is not valid JSON.`);
        }
      }
      if (JSON.stringify(value) !== JSON.stringify(spec.default)) chosen[name] = value;
    }
    return chosen;
  }

  async create() {
    clear(this.el.problem);
    let body;
    try {
      body = { game: this.el.game.value, players: this.players(), options: this.options() };
    } catch (error) {
      this.fail(error);
      return;
    }
    if (this.el.seed.value.trim()) body.seed = this.el.seed.value.trim();
    if (this.el.starter.value) body.starter = this.el.starter.value;
    const bots = this.bots();
    if (Object.keys(bots).length) body.bots = bots;
    if (this.el.fallModel?.checked) body.fall_model = true;
    if (this.el.clock.checked) body.clock = { turn_seconds: Number(this.el.seconds.value), on_timeout: "bot" };
    let created;
    try {
      created = await this.api.createSession(body);
    } catch (error) {
      this.fail(error);
      return;
    }
    const people = Object.keys(created.seats).filter((player) => !(player in bots));
    if (people.length > 1) {
      this.showLinks(created, bots);
      return;
    }
    // One person plays here, in this tab (the back button returns to the lobby); a table
    // of bots alone is watched.
    const fragment = { session: created.id };
    if (people.length) fragment.seat = created.seats[people[0]];
    location.hash = new URLSearchParams(fragment).toString();
  }

  fail(error) {
    const errors = error.problem?.errors;
    clear(
      this.el.problem,
      h(
        "div",
        { class: "message-box", role: "alert" },
        h("p", {}, error.message),
        errors ? h("ul", { class: "errors" }, errorLines(errors).map((line) => h("li", {}, line))) : null,
      ),
    );
  }

  showLinks(created, bots) {
    const link = (fragment) => `${this.pageUrl}#${new URLSearchParams(fragment).toString()}`;
    const item = (label, href, seat) =>
      h(
        "li",
        { dataset: seat === null ? { spectator: "" } : { seat } },
        h("a", { href, target: "_blank", rel: "noopener noreferrer", class: "seat-link" }, label),
        h("input", { type: "text", readonly: true, value: href, "aria-label": `Link: ${label}`, onfocus: (e) => e.target.select() }),
      );
    const seats = Object.entries(created.seats);
    const botSeats = seats.filter(([player]) => player in bots);
    clear(
      this.el.created,
      h("h2", {}, "Seat links"),
      h(
        "p",
        {},
        `Session ${created.id} (${this.info.name}). Give each player only their own link: it is their seat. `,
        "The links cannot be shown again.",
      ),
      h(
        "ul",
        { class: "links" },
        seats
          .filter(([player]) => !(player in bots))
          .map(([player, token]) => item(`Open ${player}'s seat`, link({ session: created.id, seat: token }), player)),
        item("Open the spectator view", link({ session: created.id }), null),
      ),
      botSeats.length
        ? h(
            "details",
            { class: "bot-seats" },
            h("summary", {}, `The bots' seats (${botSeats.map(([player]) => `${player}: ${bots[player]}`).join(", ")})`),
            h("p", { class: "quiet" }, "The referee plays these seats. Their links show the table from a bot's side."),
            h(
              "ul",
              { class: "links" },
              botSeats.map(([player, token]) =>
                item(`Open ${player}'s seat (${bots[player]} bot)`, link({ session: created.id, seat: token }), player),
              ),
            ),
          )
        : null,
    );
    this.el.created.hidden = false;
    this.el.created.scrollIntoView?.({ block: "start" });
  }
}
