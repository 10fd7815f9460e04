// Cat Tower (docs/games/cattower.md): hands, the tower (or each Rush tower), the Fatty
// Catty supply and the token pool as counts, the discarded cards, who must act and how;
// rolls, stacks, gives and finish as controls. The tower stands on a real table, so what
// fell is reported in a small form before stacking (T4), and with `physical_dice` the
// die face rolled and the token flipped too (T3). A digital tower (`fall_model`: the
// referee draws what falls, and any die face and token) asks for none of it: a roll or a
// stack is sent as listed, and the log says what the referee drew.

import { card, back, chip, row, seatBox } from "./cards.js";
import { facts, h, plural, words } from "./dom.js";

const cardName = (code) => code.replace("cat-", "cat ");

function face(code) {
  const n = code.replace("cat-", "");
  return card({ code, label: cardName(code), corner: n, main: n, caption: "cat", cls: `ct ct-${n}` });
}

function tower(t, label) {
  return h(
    "div",
    { class: "tower", role: "group", "aria-label": label },
    h("div", { class: "tower-cards" }, t.cat_cards.map(face)),
    h(
      "p",
      { class: "small" },
      plural(t.fatty_cards, "Fatty Catty card"),
      t.tokens.length ? " · tokens: " : "",
      t.tokens.map((token) => chip(words(token), `token ${words(token)}`)),
    ),
  );
}

function pendingText(p, seat, toAct) {
  if (!p) return "";
  const who = toAct.length > 1 ? "Anyone" : toAct[0] === seat ? "You" : toAct[0];
  if (p.action === "roll") return `${who}: roll the die.`;
  if (p.action === "give") return `${who}: give a cat card${p.to ? ` to ${p.to}` : " to another player"}.`;
  if (toAct.length > 1) return "Anyone: stack a cat card on your own tower, or finish with an empty hand.";
  if (p.kind === "fatty") return `${who}: stack a Fatty Catty card.`;
  if (p.card) return `${who}: stack ${cardName(p.card)}.`;
  const n = p.remaining ?? 1;
  return `${who}: stack ${plural(n, "cat card")}${p.upside_down ? " upside down" : ""}.`;
}

const NO_FALL = { stacked: false, cat_cards: 0, fatty_cards: 0, tokens: 0 };

export default {
  id: "cattower",
  name: "Cat Tower",

  turnText(state, seat, { to_act: toAct, outcome }) {
    if (outcome.over) return `Game over: ${outcome.winners.join(", ")} wins.`;
    return pendingText(state.pending, seat, toAct);
  },

  renderView(state, ctx) {
    const rush = state.options?.variant === "rush";
    return [
      ctx.fallModel
        ? h(
            "p",
            { class: "small quiet", id: "fall-model-note" },
            `No physical tower: the referee draws what falls at each stack${state.options?.physical_dice ? ", the die face and the token" : ""} (its fall model).`,
          )
        : null,
      facts([
        ["Direction", state.direction === 1 ? "clockwise" : "counterclockwise"],
        ["Fatty Catty supply", state.fatty_supply],
        ["Token pool", `${state.token_pool} face down`],
        ["Discarded", state.discarded.length ? state.discarded.map(cardName).join(", ") : "none"],
        state.options?.physical_dice ? ["Dice", ctx.fallModel ? "drawn by the referee" : "physical (reported)"] : null,
      ]),
      rush ? null : h("section", { class: "tower-area", id: "tower", "aria-label": "Tower" }, h("h3", {}, "Tower"), tower(state.tower, "the tower")),
      h(
        "div",
        { class: "seats" },
        state.players.map((player) => {
          const hand = state.hands[player];
          return seatBox(
            player,
            ctx.seating,
            Array.isArray(hand) ? row(hand.map(face), "no cards", "hand") : row([back(hand, `${player}'s hand`)]),
            rush ? tower(state.tower[player], `${player}'s tower`) : null,
          );
        }),
      ),
    ];
  },

  renderMoves(moves, ctx) {
    const ui = ctx.ui;
    ui.report = ui.report || { ...NO_FALL };
    const report = ui.report;
    const button = (move, text, send = () => move) =>
      h(
        "button",
        { type: "button", class: "move", dataset: { move: JSON.stringify(move) }, onclick: () => ctx.send(send()) },
        text,
      );
    const rolls = moves.filter((m) => m.type === "roll");
    const stacks = moves.filter((m) => m.type === "stack");
    const gives = moves.filter((m) => m.type === "give");
    const finishes = moves.filter((m) => m.type === "finish");
    const parts = [];

    // A digital tower: nothing to report, each move as listed (the referee draws the rest).
    if (ctx.fallModel) {
      if (rolls.length) parts.push(h("div", { class: "group" }, button(rolls[0], "Roll the die")));
      if (stacks.length) {
        const cats = stacks.filter((m) => m.card);
        const fatty = stacks.find((m) => !m.card);
        parts.push(
          h(
            "div",
            { class: "group" },
            h("h3", {}, "Stack"),
            cats.map((m) => button(m, `Stack ${cardName(m.card)}`)),
            fatty ? button(fatty, "Stack a Fatty Catty card") : null,
          ),
        );
      }
    }

    // A stack with what fell, read when it is sent: the report replaces any token (a fall
    // ends the turn, so nothing is flipped).
    const withFall = (move) => () => {
      const fell = Object.fromEntries(Object.entries(report).filter(([k, v]) => k in NO_FALL && v));
      if (!Object.keys(fell).length) return move;
      const { token: _dropped, ...rest } = move;
      return { ...rest, fell };
    };

    if (rolls.length && !ctx.fallModel) {
      const faces = rolls.map((m) => m.face).filter(Boolean);
      if (faces.length) {
        if (!faces.includes(ui.face)) ui.face = faces[0];
        parts.push(
          h(
            "div",
            { class: "group" },
            h("h3", {}, "The die"),
            h(
              "label",
              {},
              "Face rolled ",
              h(
                "select",
                { id: "die-face", onchange: (e) => (ui.face = e.target.value) },
                faces.map((f) => h("option", { value: f, selected: f === ui.face }, words(f))),
              ),
            ),
            button(rolls[0], "Report the roll", () => ({ ...rolls[0], face: ui.face })),
          ),
        );
      } else {
        parts.push(h("div", { class: "group" }, button(rolls[0], "Roll the die")));
      }
    }

    if (stacks.length && !ctx.fallModel) {
      const cats = stacks.filter((m) => m.card);
      const fatties = stacks.filter((m) => !m.card);
      const tokens = fatties.map((m) => m.token).filter(Boolean);
      if (tokens.length && !tokens.includes(ui.token)) ui.token = tokens[0];
      const number = (field, text, max = 99) =>
        h(
          "label",
          {},
          text,
          " ",
          h("input", {
            type: "number",
            min: "0",
            max: String(max),
            value: String(report[field]),
            id: `fell-${field}`,
            oninput: (e) => (report[field] = Math.max(0, Number(e.target.value) || 0)),
          }),
        );
      parts.push(
        h(
          "fieldset",
          { class: "group report", id: "fall-report" },
          h("legend", {}, "What fell when stacking (leave at 0 if nothing did)"),
          h(
            "label",
            {},
            h("input", {
              type: "checkbox",
              id: "fell-stacked",
              checked: report.stacked,
              onchange: (e) => (report.stacked = e.target.checked),
            }),
            " the piece being stacked",
          ),
          number("cat_cards", "cat cards"),
          number("fatty_cards", "Fatty Catty cards"),
          number("tokens", "tokens"),
        ),
      );
      const stackButtons = cats.map((m) => button(m, `Stack ${cardName(m.card)}`, withFall(m)));
      if (fatties.length) {
        if (tokens.length) {
          stackButtons.push(
            h(
              "label",
              {},
              "Token flipped ",
              h(
                "select",
                { id: "token-flipped", onchange: (e) => (ui.token = e.target.value) },
                [...new Set(tokens)].map((t) => h("option", { value: t, selected: t === ui.token }, words(t))),
              ),
            ),
            button(fatties[0], "Stack a Fatty Catty card", () =>
              withFall({ ...fatties[0], token: ui.token })(),
            ),
          );
        } else {
          stackButtons.push(button(fatties[0], "Stack a Fatty Catty card", withFall(fatties[0])));
        }
      }
      parts.push(h("div", { class: "group" }, h("h3", {}, "Stack"), stackButtons));
    }

    if (gives.length) {
      parts.push(
        h(
          "div",
          { class: "group" },
          h("h3", {}, "Give"),
          gives.map((m) => button(m, `Give ${cardName(m.card)} to ${m.to}`)),
        ),
      );
    }
    if (finishes.length) {
      parts.push(h("div", { class: "group" }, finishes.map((m) => button(m, "Finish: claim the win"))));
    }
    return h("form", { id: "physical", class: "moves-form", onsubmit: (e) => e.preventDefault() }, parts);
  },

  nameCards: (text) => text.replace(/\bcat-(\d+)\b/g, "cat $1"),

  // `fallModel`: the referee drew the face and what fell, which the events say.
  describeMove(move, _state, { fallModel = false } = {}) {
    switch (move.type) {
      case "roll":
        return move.face && !fallModel ? `reports the die: ${words(move.face)}` : "rolls";
      case "stack": {
        const what = move.card ? cardName(move.card) : "a Fatty Catty card";
        const token = move.token && !fallModel ? `, flipping ${words(move.token)}` : "";
        const fell = move.fell && !fallModel ? " (a fall reported)" : "";
        return `stacks ${what}${token}${fell}`;
      }
      case "give":
        return `gives ${cardName(move.card)} to ${move.to}`;
      case "finish":
        return "finishes";
      default:
        return words(move.type);
    }
  },

  describeEvent(event) {
    switch (event.type) {
      case "rolled":
        return `rolled ${words(event.face)}`;
      case "stacked":
      case "card_given":
        return null; // the move says it
      case "fell": {
        const parts = [
          event.stacked ? "the stacked piece" : null,
          event.cat_cards ? plural(event.cat_cards, "cat card") : null,
          event.fatty_cards ? plural(event.fatty_cards, "Fatty Catty card") : null,
          event.tokens ? plural(event.tokens, "token") : null,
        ].filter(Boolean);
        const taken = event.taken.length ? `, ${event.player} takes ${event.taken.map(cardName).join(", ")}` : "";
        return `fell: ${parts.join(", ")}${taken}`;
      }
      case "token_flipped":
        return `token: ${words(event.token)}`;
      case "direction_reversed":
        return `direction reversed`;
      case "player_skipped":
        return `${event.player} is skipped`;
      case "cards_redistributed":
        return "all hands pooled and dealt again";
      case "action_skipped":
        return `nothing to do (${words(event.reason)})`;
      case "turn_started":
        return `${event.player}'s turn`;
      case "game_ended":
        return `${event.winner} wins`;
      default:
        return words(event.type);
    }
  },

  renderResult(result) {
    return [
      h("h2", {}, "Game over"),
      h("p", {}, `${result.winner} wins (${words(result.end)}).`),
    ];
  },
};
