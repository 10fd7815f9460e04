// Super Meow (docs/games/supermeow.md): the supply with prices, each tableau (backpack as
// a count, the hand face down until its owner's turn, the washing machine), the trash;
// buy, throw away, mouse and pass as controls.

import { card, back, row, seatBox } from "./cards.js";
import { h, plural, words } from "./dom.js";

const FACES = {
  start: { main: "1", caption: "start", label: "start card (1 coin)" },
  "start-keep": { main: "1★", caption: "keeper", label: "start-keep card (1 coin, kept)" },
  coin2: { main: "2", caption: "coins", label: "2 coins" },
  coin3: { main: "3", caption: "coins", label: "3 coins" },
  mouse: { main: "M", caption: "mouse", label: "mouse" },
  catfood: { main: "F", caption: "cat food", label: "cat food" },
  cat: { main: "C", caption: "cat", label: "cat" },
  cape: { main: "Ca", caption: "cape", label: "cape" },
};

const nameOf = (code) => FACES[code]?.label || code;

function face(code) {
  const f = FACES[code] || { main: code, caption: "", label: code };
  return card({ code, label: f.label, corner: f.main, main: f.main, caption: f.caption, cls: `sm sm-${code}` });
}

function price(state, code) {
  const amount = state.options?.prices?.[code];
  if (amount === undefined) return "";
  return code === "cat" ? plural(amount, "cat food") : plural(amount, "coin");
}

export default {
  id: "supermeow",
  name: "Super Meow",

  turnText(state, seat, { to_act: toAct, outcome }) {
    if (outcome.over) return `Super Meow! ${outcome.winners.join(", ")} wins.`;
    return toAct[0] === seat ? "Your turn: one action." : `${toAct[0]}'s turn.`;
  },

  renderView(state, ctx) {
    return [
      h(
        "section",
        { class: "supply", "aria-label": "Supply" },
        h("h3", {}, "Supply"),
        h(
          "div",
          { class: "cards" },
          Object.entries(state.supply).map(([code, left]) =>
            h(
              "div",
              { class: "supply-pile", dataset: { card: code } },
              face(code),
              h("span", { class: "small" }, `${left} left`),
              h("span", { class: "small quiet" }, price(state, code)),
            ),
          ),
        ),
      ),
      h("section", { class: "trash", "aria-label": "Trash" }, h("h3", {}, "Trash"), row(state.trash.map(face), "empty")),
      h(
        "div",
        { class: "seats" },
        state.players.map((player) => {
          const t = state.tableau[player];
          return seatBox(
            player,
            ctx.seating,
            h(
              "div",
              { class: "tableau" },
              h("div", {}, h("h4", {}, "Backpack"), back(t.backpack, `${player}'s backpack`)),
              h(
                "div",
                {},
                h("h4", {}, "Hand"),
                Array.isArray(t.hand) ? row(t.hand.map(face), "no cards", "hand") : row([back(t.hand, `${player}'s hand`)]),
              ),
              h("div", {}, h("h4", {}, "Washing machine"), row(t.washing_machine.map(face), "empty", "compact")),
            ),
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
    const by = (type) => moves.filter((m) => m.type === type);
    const group = (title, list, text) =>
      list.length ? h("div", { class: "group" }, h("h3", {}, title), list.map((m) => button(m, text(m)))) : null;
    return [
      group("Buy", by("buy"), (m) => `Buy ${FACES[m.card]?.label || m.card} (${price(ctx.state, m.card)})`),
      group("Throw away", by("throw_away"), (m) => `Throw away ${FACES[m.card]?.label || m.card}`),
      group("Mouse", by("mouse"), (m) => `Mouse: flip ${m.target}'s slot ${m.slot + 1}`),
      group("Or", by("pass"), () => "Pass"),
    ];
  },

  // The codes that are not words already ("coin2" -> "2 coins").
  nameCards: (text) => text.replace(/\b(?:start-keep|coin2|coin3|catfood)\b/g, nameOf),

  describeMove(move) {
    switch (move.type) {
      case "buy":
        return `buys ${nameOf(move.card)}`;
      case "throw_away":
        return `throws away ${nameOf(move.card)}`;
      case "mouse":
        return `sends a mouse to ${move.target}'s slot ${move.slot + 1}`;
      case "pass":
        return "passes";
      default:
        return words(move.type);
    }
  },

  describeEvent(event) {
    switch (event.type) {
      case "card_bought":
      case "turn_passed":
      case "card_thrown_away":
        return null; // the move says it
      case "mouse_used":
        return `the mouse flips ${event.card}${event.stolen ? ", stolen" : ", which stays"}`;
      case "hand_washed":
        return event.cards.length ? `${event.player} washes ${event.cards.join(", ")}` : null;
      case "cards_drawn":
        return `${event.player} draws ${event.count}`;
      case "washing_machine_shuffled":
        return `${event.player} shuffles the washing machine (${plural(event.cards, "card")})`;
      case "hand_revealed":
        return `${event.player} reveals ${event.hand.join(", ") || "an empty hand"}`;
      case "game_ended":
        return `Super Meow! ${event.winner} wins`;
      default:
        return words(event.type);
    }
  },

  renderResult(result) {
    return [
      h("h2", {}, "Game over"),
      h("p", {}, `Super Meow: ${result.winner} reveals a cat and a cape, and wins.`),
    ];
  },
};
