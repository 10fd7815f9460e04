// A small session client typed by clients/typescript/openapi.d.ts (openapi-typescript):
// it plays a whole Meow 10 game from two seats. Each seat reads its own hand from its
// view and sends a move from its typed listing unchanged; nothing is cast (the test
// greps for casts and for the any type). Run: node build/client.js http://127.0.0.1:8000
import type { components } from "../../clients/typescript/openapi.js" with { "resolution-mode": "import" };

type Schemas = components["schemas"];

async function call<T>(base: string, method: string, path: string, token?: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token !== undefined) headers["Authorization"] = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function main(base: string): Promise<void> {
  const request: Schemas["SessionCreateRequest"] = { game: "meow10", players: ["ann", "bob"], seed: "typescript" };
  const created = await call<Schemas["SessionCreateResponse"]>(base, "POST", "/v1/sessions", undefined, request);
  if (created.game !== "meow10") throw new Error(`a ${created.game} session`);
  const seats = ["ann", "bob"];
  const url = `/v1/sessions/${created.id}`;
  let moves = 0;
  // null only for a seats' deal, dealt once every seat has joined: this one deals now
  if (created.state === null) throw new Error("a session dealt now has a state");
  // Every answer says whether the game is over (`outcome`), the same for every game.
  let over = created.outcome.over;
  let handSeen = 0;
  while (!over) {
    if (moves > 500) throw new Error("the game did not end");
    for (const seat of seats) {
      const token = created.seats[seat];
      if (token === undefined) throw new Error(`no token for ${seat}`);
      const view = await call<Schemas["SessionResponse"]>(base, "GET", url, token);
      if (view.game !== "meow10") throw new Error(`a ${view.game} view`);
      if (view.state === null) throw new Error("a session dealt now has a state");
      const hand = view.state.hands[seat];
      if (typeof hand !== "object" || hand === undefined) throw new Error(`${seat} cannot see their hand`);
      handSeen = Math.max(handSeen, hand.length);
      const listing = await call<Schemas["SessionLegalMovesResponse"]>(base, "GET", `${url}/legal-moves`, token);
      if (listing.game !== "meow10") throw new Error(`a ${listing.game} listing`);
      const move = listing.moves[listing.moves.length - 1];
      if (move === undefined) continue;
      const body: Schemas["Meow10SessionMoveRequest"] = { move, expected_version: listing.version };
      const answer = await call<Schemas["MoveResponse"]>(base, "POST", `${url}/moves`, token, body);
      if (answer.game !== "meow10") throw new Error(`a ${answer.game} answer`);
      over = answer.outcome.over;
      moves += 1;
      break;
    }
  }
  const log = await call<Schemas["LogResponse"]>(base, "GET", `${url}/log`);
  if (log.game !== "meow10") throw new Error(`a ${log.game} log`);
  const ends = log.moves.flatMap((entry) => entry.events).filter((event) => event.type === "game_ended");
  const winners = ends.flatMap((event) => (event.type === "game_ended" ? event.winners : []));
  console.log(JSON.stringify({ moves, logged: log.moves.length, handSeen, winners }));
}

const base = process.argv[2];
if (base === undefined) throw new Error("usage: node client.js BASE_URL");
main(base).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
