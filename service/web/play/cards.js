// Cards drawn with CSS (play.css): a face with a corner mark, a large main mark and a
// caption, or a back with the count of a face-down pile. No artwork: type, colour and
// number are written out, so a card reads the same to a screen reader and in greyscale.

import { countdown } from "./clock.js";
import { byPlayer, h } from "./dom.js";

// A face. With `onclick` it is a toggle button (a card one may select in one's hand).
// `code` is the card's code on the wire, kept in data-card for scripts and tests.
export function card({ code, label, corner = "", main = "", caption = "", cls = "", selected, onclick }) {
  const dataset = code === undefined ? undefined : { card: code };
  const parts = [
    h("span", { class: "corner", "aria-hidden": "true" }, corner),
    h("span", { class: "main", "aria-hidden": "true" }, main),
    h("span", { class: "caption", "aria-hidden": "true" }, caption),
  ];
  if (onclick) {
    return h(
      "button",
      {
        type: "button",
        class: ["card", cls, selected ? "selected" : ""],
        "aria-label": label,
        "aria-pressed": selected ? "true" : "false",
        dataset,
        onclick,
      },
      parts,
    );
  }
  return h("span", { class: ["card", cls], role: "img", "aria-label": label, dataset }, parts);
}

// A face-down pile or hand: its count is all a reader may know. An empty one is no card.
export function back(count, what) {
  if (count === 0) return h("span", { class: "quiet no-cards", dataset: { empty: what } }, "no cards");
  return h(
    "span",
    { class: "card back", role: "img", "aria-label": `${what}: ${count} face down` },
    h("span", { class: "count", "aria-hidden": "true" }, String(count)),
  );
}

// A row of cards; `empty` says what an empty row means.
export function row(cards, empty = "none", cls = "") {
  return cards.length
    ? h("div", { class: ["cards", cls] }, cards)
    : h("div", { class: ["cards", "empty", cls] }, h("span", { class: "quiet" }, empty));
}

// A round marker: tokens, die faces, coins.
export function chip(text, label, cls = "") {
  return h("span", { class: ["chip", cls], role: "img", "aria-label": label || text }, text);
}

// A player's area: name, markers (you, a bot's level, to play, the time left on the
// turn clock), then what they have. `bots` (player -> level) and `clock` ({seat,
// deadline} or null) are the session answer's.
export function seatBox(player, { seat, current, bots = byPlayer(), clock = null, extra = [] }, ...content) {
  const bot = bots[player];
  const timed = clock?.seat === player;
  return h(
    "section",
    {
      class: ["seat", player === seat ? "mine" : "", player === current ? "current" : "", bot ? "bot" : ""],
      "aria-label": [player, player === seat ? "(you)" : "", bot ? `(${bot} bot)` : ""].filter(Boolean).join(" "),
      dataset: bot ? { player, bot } : { player },
    },
    h(
      "h3",
      {},
      player,
      player === seat ? h("span", { class: "tag" }, "you") : null,
      bot ? h("span", { class: "tag bot-tag" }, `${bot} bot`) : null,
      player === current ? h("span", { class: "tag turn-tag" }, "to play") : null,
      timed
        ? h("span", { class: "tag clock-tag" }, countdown(clock.deadline, `${player === seat ? "Your" : `${player}'s`} time left`))
        : null,
      extra,
    ),
    content,
  );
}
