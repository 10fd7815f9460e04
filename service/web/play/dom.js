// A small element builder: h("button", {class: "move", onclick: f}, "Draw").
// Attributes starting with "on" become listeners; `dataset` and `aria` take objects;
// children may be strings, nodes, arrays, or null/false (skipped).

const SVG = "http://www.w3.org/2000/svg";

export function h(tag, attrs = {}, ...children) {
  const el = tag.startsWith("svg:")
    ? document.createElementNS(SVG, tag.slice(4))
    : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "class") {
      el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// "card_bought" -> "card bought"
export function words(code) {
  return String(code).replaceAll("_", " ").replaceAll("-", " ");
}

// A list the referee wrote as code ("['tabby-1', 'fox-2']") as words ("tabby-1, fox-2"),
// before a game's module names the cards in it.
export function plainLists(text) {
  return String(text).replace(/\[((?:'[^'\]]*'(?:, )?)+)\]/g, (_, items) => items.replaceAll("'", ""));
}

// A rule's note as a newcomer reads it: no Markdown backticks, and no leading rule id
// ("C1 (provisional): one copy of `7`" -> "Provisional: one copy of 7").
export function plainHint(text) {
  const bare = String(text || "").replaceAll("`", "");
  const ruled = bare.match(/^[A-Z]\d+(?: \(([^)]*)\))?: (.*)$/s);
  if (!ruled) return bare;
  return sentence(ruled[1] ? `${ruled[1]}: ${ruled[2]}` : ruled[2]);
}

// A refusal's field errors ({"move": {"fell": {"cat_cards": ["..."]}}}) as lines of
// words, each named by its field ("cat cards: only 1 in the tower (T4)").
export function errorLines(errors, field = "") {
  if (Array.isArray(errors)) {
    return errors.flatMap((e) => (typeof e === "string" ? [field ? `${field}: ${e}` : e] : errorLines(e, field)));
  }
  if (errors && typeof errors === "object") {
    return Object.entries(errors).flatMap(([key, value]) =>
      errorLines(value, /^\d+$/.test(key) ? `${field} ${Number(key) + 1}`.trim() : words(key)),
    );
  }
  return [field ? `${field}: ${errors}` : String(errors)];
}

// "empty hand by ann" -> "Empty hand by ann"
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n, one, many = one + "s") {
  return `${n} ${n === 1 ? one : many}`;
}

// A short list of labelled values: [["coins", 25], ...] -> <dl>.
export function facts(pairs, cls = "facts") {
  return h(
    "dl",
    { class: cls },
    pairs.filter(Boolean).map(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]),
  );
}

// A map by player of an answer's object, with no inherited keys: a player may be named
// `constructor` or `toString`, which a plain object would already seem to hold.
export function byPlayer(object) {
  return Object.assign(Object.create(null), object || {});
}

// Random bytes as hex: Idempotency-Keys. crypto.getRandomValues works outside secure
// contexts too (a table on a LAN address over http), unlike crypto.randomUUID.
export function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
