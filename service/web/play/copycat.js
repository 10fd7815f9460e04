// Copy Cat Meow (docs/games/copycat.md): hands, the deck as a count, the field and the
// discard pile, coins (and set points with several sets), the game and set; leads,
// copies, the decline, Meow and the next game as controls; "Lead/Copy selected" sends
// the cards picked in the hand with a chosen number, listed or not, for the referee.

import { card, back, row, seatBox } from "./cards.js";
import { facts, h, plural, sentence, words } from "./dom.js";

const numbersOf = (code) => code.split("/").map(Number);

function face(code, extra = {}) {
  const numbers = numbersOf(code);
  const special = numbers.length > 1;
  return card({
    code,
    label: special ? `special ${numbers.join(", ")}` : `number ${code}`,
    corner: String(numbers[0]),
    main: special ? numbers.join("·") : code,
    caption: special ? "special" : "",
    cls: special ? "cc special" : "cc",
    ...extra,
  });
}

function gamesPerSet(state) {
  return state.players.length === 2 ? 8 : 2 * state.players.length; // C11
}

const OVER = new Set(["game_over", "match_over"]);

export default {
  id: "copycat",
  name: "Copy Cat Meow",

  ownCards(state, seat) {
    const hand = state?.hands?.[seat];
    return Array.isArray(hand) ? hand : null;
  },

  turnText(state, seat, { to_act: toAct, outcome }) {
    if (outcome.over) return "The match is over.";
    if (toAct.length > 1) return `Game ${state.game_number} is over: anyone may deal the next.`;
    const who = toAct[0] === seat ? "Your" : `${toAct[0]}'s`;
    const what = { lead: "lead", respond: "copy or decline", drawn: "lead or Meow" }[state.phase];
    return `${who} turn: ${what}.`;
  },

  renderView(state, ctx) {
    const sets = state.options?.sets || 1;
    const field = state.field;
    const over = OVER.has(state.phase);
    const pile = state.discard_pile || [];
    return [
      facts([
        ["Game", `${state.game_number} of ${gamesPerSet(state)}`],
        sets > 1 ? ["Set", `${state.set_number || 1} of ${sets}`] : null,
        ["Phase", words(state.phase)],
        ["Turns", state.turns ?? 0],
        ["Deck", plural(state.deck, "card")],
        state.removed ? ["Removed unseen", plural(state.removed, "card")] : null,
      ]),
      h(
        "div",
        { class: "piles" },
        h("div", { class: "pile" }, h("h3", {}, "Deck"), back(state.deck, "deck")),
        h(
          "div",
          { class: "pile field", id: "field" },
          h(
            "h3",
            {},
            "Field",
            field ? h("span", { class: "quiet" }, ` — number ${field.number}, led by ${field.parent}`) : null,
          ),
          field
            ? row(field.cards.map((c) => face(c)))
            : row([], "empty"),
          field && field.copiers.length
            ? h("p", { class: "quiet" }, `Copied by ${field.copiers.join(", ")}`)
            : null,
        ),
        h(
          "div",
          { class: "pile" },
          h("h3", {}, "Discard pile ", h("span", { class: "quiet" }, `(${pile.length})`)),
          row(pile.slice(-5).map((c) => face(c)), "empty"),
        ),
      ),
      h(
        "div",
        { class: "seats" },
        state.players.map((player) => {
          const hand = state.hands[player];
          const mine = player === ctx.seat && Array.isArray(hand) && !over;
          const cards = Array.isArray(hand)
            ? row(
                hand.map((c, i) =>
                  face(c, mine ? { selected: ctx.ui.selected.includes(i), onclick: (e) => ctx.toggle(i, e.currentTarget) } : {}),
                ),
                "no cards",
                "hand",
              )
            : row([back(hand, `${player}'s hand`)]);
          return seatBox(
            player,
            ctx.seating,
            facts(
              [
                ["Coins", state.coins[player]],
                sets > 1 ? ["Set points", (state.set_points || {})[player] ?? 0] : null,
              ],
              "facts small",
            ),
            cards,
          );
        }),
      ),
    ];
  },

  renderMoves(moves, ctx) {
    const button = (move, text) =>
      h(
        "button",
        { type: "button", class: "move", dataset: { move: JSON.stringify(move) }, onclick: () => ctx.send(move) },
        text,
      );
    const groups = { lead: [], copy: [], other: [] };
    for (const m of moves) (groups[m.type] || groups.other).push(m);
    return [
      groups.lead.length
        ? h("div", { class: "group" }, h("h3", {}, "Lead"), groups.lead.map((m) => button(m, `Lead ${m.cards.join(", ")} as ${m.number}`)))
        : null,
      groups.copy.length
        ? h("div", { class: "group" }, h("h3", {}, "Copy"), groups.copy.map((m) => button(m, `Copy ${m.number} with ${m.cards.join(", ")}`)))
        : null,
      groups.other.length
        ? h(
            "div",
            { class: "group" },
            groups.other.map((m) => {
              if (m.type === "draw") return button(m, "Decline: draw a card");
              if (m.type === "meow") return button(m, "Meow!");
              if (m.type === "next_game") return button(m, "Deal the next game");
              return button(m, words(m.type));
            }),
          )
        : null,
    ];
  },

  // A lead or copy of the selected cards with a chosen number: the referee judges it.
  renderCompose(ctx) {
    const state = ctx.state;
    const hand = this.ownCards(state, ctx.seat);
    const type = { lead: "lead", drawn: "lead", respond: "copy" }[state.phase];
    if (!hand || !type || ctx.mover !== ctx.seat) return null;
    const cards = ctx.ui.selected.map((i) => hand[i]).filter(Boolean);
    const shown = [...new Set(cards.flatMap(numbersOf))].sort((a, b) => a - b);
    const choices = [...new Set([...(state.field ? [state.field.number] : []), ...shown])];
    if (!choices.includes(ctx.ui.number)) ctx.ui.number = choices[0];
    const select = h(
      "select",
      {
        id: "compose-number",
        "aria-label": "Number to play",
        disabled: !choices.length,
        onchange: (e) => (ctx.ui.number = Number(e.target.value)),
      },
      choices.map((n) => h("option", { value: String(n), selected: n === ctx.ui.number }, String(n))),
    );
    const verb = type === "lead" ? "Lead" : "Copy";
    return h(
      "div",
      { class: "group compose" },
      h("h3", {}, `Your own ${type}`),
      h("p", { class: "quiet" }, cards.length ? `Selected: ${cards.join(", ")}` : "Pick cards in your hand."),
      h("label", {}, "Number ", select),
      h(
        "button",
        {
          type: "button",
          id: "play-selected",
          disabled: !cards.length,
          onclick: () => ctx.send({ type, player: ctx.seat, cards, number: ctx.ui.number }),
        },
        `${verb} selected`,
      ),
      h(
        "button",
        { type: "button", id: "clear-selection", disabled: !cards.length, onclick: () => ((ctx.ui.selected = []), ctx.rerender()) },
        "Clear selection",
      ),
    );
  },

  describeMove(move) {
    switch (move.type) {
      case "lead":
        return `leads ${move.cards.join(", ")} as ${move.number}`;
      case "copy":
        return `copies ${move.number} with ${move.cards.join(", ")}`;
      case "draw":
        return "declines and draws";
      case "meow":
        return "says Meow";
      case "next_game":
        return "deals the next game";
      default:
        return words(move.type);
    }
  },

  describeEvent(event) {
    switch (event.type) {
      case "cards_led":
      case "cards_copied":
        return null; // the move says it
      case "field_discarded":
        return `the field (${event.cards.join(", ")}) is discarded`;
      case "card_drawn":
        return `${event.player} drew a card (${event.deck} left)`;
      case "meow_declared":
        return `Meow ${event.success ? "succeeds" : "fails"}`;
      case "coins_paid":
        return `${event.from} pays ${event.to} ${plural(event.coins, "coin")}${event.loan ? " (a loan)" : ""}`;
      case "player_knocked_out":
        return `${event.player} is knocked out`;
      case "game_ended":
        return `game over (${words(event.end)}${event.by ? ` by ${event.by}` : ""})`;
      case "set_ended":
        return `set ${event.set_number} over`;
      case "match_ended":
        return `match over, won by ${event.winners.join(" and ")}`;
      case "game_started":
        return `game ${event.game_number} (set ${event.set_number}) starts with ${event.starter}`;
      default:
        return words(event.type);
    }
  },

  renderResult(result, state) {
    const sets = state.options?.sets || 1;
    const title = result.match_over ? "Match over" : result.set_over ? `Set ${state.set_number || 1} over` : `Game ${state.game_number} over`;
    const revealed = Object.keys(result.totals || {}).length > 0;
    return [
      h("h2", {}, title),
      h(
        "p",
        {},
        sentence(`${words(result.end)}${result.by ? ` by ${result.by}` : ""}.`),
        result.match_over
          ? ` Won by ${result.winners.join(" and ")}.`
          : result.next_starter
            ? ` ${result.next_starter} starts the next game.`
            : "",
      ),
      result.transfers.length
        ? h(
            "ul",
            { class: "transfers", "aria-label": "Coins paid" },
            result.transfers.map((t) =>
              h("li", {}, `${t.from} → ${t.to}: ${plural(t.coins, "coin")}${t.loan ? " (loan)" : ""}`),
            ),
          )
        : null,
      h(
        "table",
        { class: "scores" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, "Player"),
            revealed ? h("th", {}, "Hand total") : null,
            h("th", {}, "Coins"),
            sets > 1 && result.set_points ? h("th", {}, "Set points") : null,
          ),
        ),
        h(
          "tbody",
          {},
          state.players.map((p) =>
            h(
              "tr",
              { class: result.winners.includes(p) ? "winner" : null },
              h("th", {}, p),
              revealed ? h("td", {}, result.totals[p] ?? "—") : null,
              h("td", {}, result.coins[p]),
              sets > 1 && result.set_points ? h("td", {}, result.set_points[p]) : null,
            ),
          ),
        ),
      ),
    ];
  },
};
