// The table's entry point: the fragment says what to show. `#session=<id>&seat=<token>`
// is a seat, `#session=<id>` the spectator view, nothing the lobby. `?api=<url>` points
// the page at a referee on another origin (through CORS).

import { Api, apiBase } from "./api.js";
import { clear, h } from "./dom.js";
import { Lobby } from "./lobby.js";
import { Table } from "./table.js";

const root = document.getElementById("app");
let shown = null;

function problem(title, text, lobbyHref) {
  clear(
    root,
    h(
      "section",
      { class: "problem", id: "problem", role: "alert" },
      h("h1", {}, title),
      h("p", {}, text),
      lobbyHref ? h("p", {}, h("a", { href: lobbyHref }, "Start a new table in the lobby")) : null,
    ),
  );
}

function route() {
  if (shown?.stop) shown.stop();
  shown = null;
  const pageUrl = location.origin + location.pathname + location.search;
  document.getElementById("home").href = pageUrl;
  let api;
  try {
    api = new Api(apiBase());
  } catch (error) {
    problem("This link's API address is not valid", error.message, null);
    return;
  }
  const fragment = new URLSearchParams(location.hash.slice(1));
  const session = fragment.get("session");
  const seat = fragment.get("seat");
  if (fragment.has("seat") && !seat) {
    problem("This seat link is not valid", "Its seat token is empty: copy the whole link.", pageUrl);
  } else if (seat && !session) {
    problem("This seat link is not valid", "It names no session: copy the whole link.", pageUrl);
  } else if (session) {
    document.title = seat ? "Seat · meow-referee table" : "Spectator · meow-referee table";
    shown = new Table(root, api, pageUrl, session, seat);
    shown.open();
  } else {
    document.title = "Lobby · meow-referee table";
    shown = new Lobby(root, api, pageUrl);
    shown.open();
  }
}

window.addEventListener("hashchange", route);
route();
