// Meow 10 (docs/games/meow10.md): hands, the draw pile as a count, the discard pile,
// penalty totals; plays, draws and the next round as controls; "Play selected" sends a
// play of the cards picked in the hand, listed or not, for the referee to judge.

import { card, back, row, seatBox } from "./cards.js";
import { facts, h, plural, sentence, words } from "./dom.js";

function parse(code) {
  if (code === "rainbow") return { type: "rainbow", number: null };
  const at = code.lastIndexOf("-");
  return { type: code.slice(0, at), number: Number(code.slice(at + 1)) };
}

function colourOf(state, type) {
  return (state?.options?.types || []).find((t) => t.id === type)?.color || "";
}

export function cardName(code, state) {
  const { type, number } = parse(code);
  if (type === "rainbow") return "rainbow";
  const colour = colourOf(state, type);
  return `${words(type)} ${number}${colour ? ` (${colour})` : ""}`;
}

function face(code, state, { cls = "", ...extra } = {}) {
  const { type, number } = parse(code);
  if (type === "rainbow") {
    return card({ code, label: "rainbow", corner: "★", main: "★", caption: "rainbow", cls: `m10 rainbow ${cls}`, ...extra });
  }
  const colour = colourOf(state, type);
  return card({
    code,
    label: cardName(code, state),
    corner: String(number),
    main: String(number),
    caption: words(type),
    cls: `m10 colour-${colour.replace(/[^a-z-]/gi, "")} ${cls}`,
    ...extra,
  });
}

function names(cards, state) {
  return cards.map((c) => cardName(c, state)).join(", ");
}

// Every card code in a message ("siamese-4") as the table names it ("siamese 4 (navy)").
function nameCards(text, state) {
  const types = (state?.options?.types || []).map((t) => t.id.replace(/[^a-z0-9_]/gi, ""));
  if (!types.length) return text;
  const code = new RegExp(`\\b(?:${types.join("|")})-\\d+\\b`, "g");
  return text.replace(code, (found) => cardName(found, state));
}

// N: what the top discard asks for (M3, M4): a number, or null on a rainbow.
function topNumber(state) {
  const pile = state.discard_pile || [];
  return pile.length ? parse(pile[pile.length - 1]).number : null;
}

export default {
  id: "meow10",
  name: "Meow 10",

  ownCards(state, seat) {
    const hand = state?.hands?.[seat];
    return Array.isArray(hand) ? hand : null;
  },

  turnText(state, seat, { to_act: toAct, outcome }) {
    if (outcome.over) return "The game is over.";
    if (toAct.length > 1) return `Round ${state.round || 1} is over: anyone may deal the next.`;
    return toAct[0] === seat ? "Your turn." : `${toAct[0]}'s turn.`;
  },

  renderView(state, ctx) {
    const pile = state.discard_pile || [];
    const top = pile.slice(-6);
    const n = topNumber(state);
    const playing = state.status === "playing";
    return [
      facts([
        ["Round", state.round || 1],
        ["Status", words(state.status)],
        ["Draw pile", plural(state.draw_pile, "card")],
        playing ? ["Asks for", n === null ? "1–4 cards (rainbow)" : `up to ${n}, or draw ${n}`] : null,
      ]),
      h(
        "div",
        { class: "piles" },
        h("div", { class: "pile" }, h("h3", {}, "Draw pile"), back(state.draw_pile, "draw pile")),
        h(
          "div",
          { class: "pile discard", id: "discard" },
          h("h3", {}, "Discard pile ", h("span", { class: "quiet" }, `(${pile.length}, top on the right)`)),
          row(top.map((c, i) => face(c, state, i === top.length - 1 ? { cls: "top" } : {})), "empty"),
        ),
      ),
      h(
        "div",
        { class: "seats" },
        state.players.map((player) => {
          const hand = state.hands[player];
          const mine = Array.isArray(hand) && player === ctx.seat;
          const cards = Array.isArray(hand)
            ? row(
                hand.map((c, i) =>
                  face(
                    c,
                    state,
                    mine && playing
                      ? { selected: ctx.ui.selected.includes(i), onclick: (e) => ctx.toggle(i, e.currentTarget) }
                      : {},
                  ),
                ),
                "no cards",
                "hand",
              )
            : row([back(hand, `${player}'s hand`)]);
          return seatBox(
            player,
            ctx.seating,
            facts([["Penalty points", (state.totals || {})[player] ?? 0]], "facts small"),
            cards,
          );
        }),
      ),
    ];
  },

  renderMoves(moves, ctx) {
    const state = ctx.state;
    const n = topNumber(state);
    const button = (move, text) =>
      h(
        "button",
        { type: "button", class: "move", dataset: { move: JSON.stringify(move) }, onclick: () => ctx.send(move) },
        text,
      );
    const plays = moves.filter((m) => m.type === "play");
    const others = moves.filter((m) => m.type !== "play");
    return [
      plays.length
        ? h("div", { class: "group" }, h("h3", {}, "Play"), plays.map((m) => button(m, `Play ${names(m.cards, state)}`)))
        : null,
      h(
        "div",
        { class: "group" },
        others.map((m) => {
          if (m.type === "draw") return button(m, `Draw ${m.count ?? n}`);
          if (m.type === "next_round") return button(m, "Deal the next round");
          return button(m, words(m.type));
        }),
      ),
    ];
  },

  // Any play of the selected cards, in the order they were picked: the referee judges it.
  renderCompose(ctx) {
    const state = ctx.state;
    const hand = this.ownCards(state, ctx.seat);
    if (!hand || ctx.mover !== ctx.seat) return null;
    const cards = ctx.ui.selected.map((i) => hand[i]).filter(Boolean);
    return h(
      "div",
      { class: "group compose" },
      h("h3", {}, "Your own play"),
      h("p", { class: "quiet" }, cards.length ? `Selected: ${names(cards, state)}` : "Pick cards in your hand, in the order to play them."),
      h(
        "button",
        {
          type: "button",
          id: "play-selected",
          disabled: !cards.length,
          onclick: () => ctx.send({ type: "play", player: ctx.seat, cards }),
        },
        "Play selected",
      ),
      h(
        "button",
        { type: "button", id: "clear-selection", disabled: !cards.length, onclick: () => ((ctx.ui.selected = []), ctx.rerender()) },
        "Clear selection",
      ),
    );
  },

  nameCards,

  describeMove(move, state) {
    if (move.type === "play") return `plays ${names(move.cards, state)}`;
    if (move.type === "draw") return move.count ? `draws ${move.count}` : "draws";
    if (move.type === "next_round") return "deals the next round";
    return words(move.type);
  },

  describeEvent(event) {
    switch (event.type) {
      case "cards_played":
        return null; // the move says it
      case "cards_drawn":
        return `${event.player} drew ${plural(event.count, "card")}`;
      case "round_ended":
        return `round over (${words(event.end)}${event.by ? ` by ${event.by}` : ""})`;
      case "game_ended":
        return `game over, won by ${event.winners.join(" and ")}`;
      case "round_started":
        return `round ${event.round} starts with ${event.starter}`;
      default:
        return words(event.type);
    }
  },

  renderResult(result, state) {
    const players = state.players;
    return [
      h("h2", {}, result.game_over ? "Game over" : `Round ${state.round || 1} over`),
      h(
        "p",
        {},
        sentence(`${words(result.end)}${result.by ? ` by ${result.by}` : ""}.`),
        result.game_over
          ? ` Won by ${result.winners.join(" and ")} (fewest penalty points).`
          : ` ${result.next_starter} starts the next round.`,
      ),
      h(
        "table",
        { class: "scores" },
        h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "This round"), h("th", {}, "Total"))),
        h(
          "tbody",
          {},
          players.map((p) =>
            h(
              "tr",
              { class: result.winners.includes(p) ? "winner" : null },
              h("th", {}, p),
              h("td", {}, result.penalties[p]),
              h("td", {}, result.totals[p]),
            ),
          ),
        ),
      ),
    ];
  },
};
