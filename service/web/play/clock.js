// A turn clock's countdown: the time left until the referee's deadline for a seat
// (`clock.deadline` of a session answer, RFC 3339 UTC), as m:ss (h:mm:ss past an hour).
// The page counts against its own clock; the referee's deadline is the one that counts.

import { h } from "./dom.js";

const SHORT_MS = 10_000; // the last seconds are marked

// "1:05" for 65 seconds left; "0:00" once the deadline has passed.
export function timeLeft(deadline, now = Date.now()) {
  const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  const two = (n) => String(n).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}

// A countdown to `deadline`, named `what` for a screen reader; `tickAll` keeps it going.
export function countdown(deadline, what) {
  const el = h("span", { class: "countdown", role: "timer", "aria-label": what, dataset: { deadline } });
  tick(el, Date.now());
  return el;
}

// Every countdown under `root`, to the second.
export function tickAll(root) {
  const now = Date.now();
  for (const el of root.querySelectorAll(".countdown[data-deadline]")) tick(el, now);
}

function tick(el, now) {
  const text = timeLeft(el.dataset.deadline, now);
  if (el.textContent !== text) el.textContent = text;
  const left = Date.parse(el.dataset.deadline) - now;
  el.classList.toggle("short", left < SHORT_MS);
  el.classList.toggle("over", left <= 0);
}
