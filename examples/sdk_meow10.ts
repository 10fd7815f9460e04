// A whole Meow 10 session game through @meow-referee/client, each seat driven by its stream
// (the same game as examples/sdk_meow10.py). In a folder with the package installed
// (clients/README.md): tsc, then `node sdk_meow10.js http://127.0.0.1:8000`.
//
// ann, bob and cy are people, each reading its own seat's stream and moving when the
// stream says it may act (`to_act`). Every move is sent with the
// ETag its seat last read as If-Match: when two seats may act at once, the one that lands
// second is refused (412) and waits for the next event. A spectator reads the public
// stream, stops after a few moves and resumes from the last version it saw; once the game
// is over the host ends the session, which ends every stream. bob also opens his stream
// the way a browser's EventSource would, with a ticket. Prints one JSON line.
import { PreconditionFailed, Referee, streamEvents } from "@meow-referee/client";
import type { LogEntry, LogPage, StreamEvent, Table } from "@meow-referee/client";

const PEOPLE = ["ann", "bob", "cy"];
const DEADLINE_MS = 240_000; // the host ends a game still going by then, and the run fails

interface Seat {
  moves: number;
  refused: number; // moves another seat's move beat (412)
  replayed: boolean; // the retry of its first move got the first answer back
}

async function play(table: Table, seat: string, end: () => Promise<void>, done: Seat): Promise<void> {
  try {
    for await (const event of table.stream()) {
      if (event.event === "end") return;
      if (event.data.outcome.over || !event.data.to_act.includes(seat)) continue;
      const listing = await table.legalMoves(); // its ETag becomes the move's If-Match
      const move = listing.moves[listing.moves.length - 1];
      if (move === undefined) continue;
      const sentWith = table.etag ?? undefined;
      try {
        const moved = await table.move(move);
        done.moves += 1;
        if (done.moves === 1) {
          // what a retry after a lost answer gets: the same answer, applied once
          const again = await table.move(move, { idempotencyKey: moved.idempotencyKey, ifMatch: sentWith });
          done.replayed = again.replayed && again.answer.version === moved.answer.version;
        }
      } catch (error) {
        if (!(error instanceof PreconditionFailed)) throw error;
        done.refused += 1; // another seat moved first: its event is on the way
      }
    }
  } catch (error) {
    await end(); // the run fails; end the session so that nothing waits on it
    throw error;
  }
}

// The public stream, read in two parts (the second resumes from the last version the first
// saw), until the session ends; the seats `begin` once it shows version 0.
async function watch(
  spectator: Table,
  begin: () => void,
  end: () => Promise<void>,
): Promise<{ starts: number[]; events: StreamEvent[] }> {
  const events: StreamEvent[] = [];
  const starts: number[] = [];
  let last: number | undefined;
  for (let part = 0; part < 2; part += 1) {
    for await (const event of spectator.stream({ lastEventId: last })) {
      events.push(event);
      if (event.event === "end") return { starts, events };
      if (starts.length === part) starts.push(event.id);
      if (events.length === 1) begin(); // the spectator sees the game from its first move
      last = event.id;
      if (event.data.outcome.over) await end(); // every stream gets its `end`
      if (part === 0 && last >= 5) break; // stop reading; the second part resumes from `last`
    }
  }
  throw new Error("the public stream closed without an end");
}

async function main(base: string): Promise<void> {
  const referee = new Referee(base);
  const opened = await referee.create({
    game: "meow10",
    players: PEOPLE,
    seed: "sdk-ts",
  });
  const session = opened.session;
  const host = referee.table(session.id, session.host);
  const end = (): Promise<void> => host.end(); // a second DELETE is harmless
  const seats = new Map(PEOPLE.map((seat) => [seat, { moves: 0, refused: 0, replayed: false }]));
  const tables = PEOPLE.map((seat) => referee.table(session.id, session.seats[seat]));

  // bob's stream as an EventSource opens it: a ticket in the URL, never his token.
  const bob = tables[1];
  if (bob === undefined) throw new Error("no table for bob");
  const byTicket = await fetch(await bob.eventSourceUrl());
  let ticketSeat: string | null = null;
  for await (const event of streamEvents(byTicket)) {
    if (event.event === "session") ticketSeat = event.data.seat;
    break;
  }

  const overdue = setTimeout(() => void end(), DEADLINE_MS);
  const playing: Promise<void>[] = [];
  const begin = (): void => {
    PEOPLE.forEach((seat, i) => {
      const table = tables[i];
      const done = seats.get(seat);
      if (table === undefined || done === undefined) throw new Error(`no table for ${seat}`);
      playing.push(play(table, seat, end, done));
    });
  };
  const { starts, events } = await watch(referee.table(session.id), begin, end);
  clearTimeout(overdue);
  await Promise.all(playing);

  const pages: LogPage[] = [];
  const logged: LogEntry[] = [];
  for await (const page of referee.table(session.id).logPages({ limit: 8 })) {
    pages.push(page);
    logged.push(...page.moves);
  }
  const moved = events.flatMap((event) => (event.event === "move" ? [event.data] : []));
  const byVersion = new Map(logged.map((entry) => [entry.version, JSON.stringify(entry.move)]));
  const last = moved[moved.length - 1];
  const done = [...seats.values()];
  console.log(
    JSON.stringify({
      game: session.game,
      location: opened.location,
      moves: done.reduce((sum, seat) => sum + seat.moves, 0),
      refused: done.reduce((sum, seat) => sum + seat.refused, 0),
      replayed: done.every((seat) => seat.replayed),
      streamed: moved.map((event) => event.version),
      stream_starts: starts,
      ended: events[events.length - 1]?.event === "end",
      pages: pages.length,
      logged: logged.map((entry) => entry.version),
      same_moves: moved.every((event) => byVersion.get(event.version) === JSON.stringify(event.move)),
      over: last?.outcome.over ?? false,
      winners: last?.outcome.winners ?? [],
      ticket_seat: ticketSeat,
      sdk: import.meta.resolve("@meow-referee/client"),
    }),
  );
  if (last?.outcome.over !== true) process.exit(1);
}

const base = process.argv[2];
if (base === undefined) throw new Error("usage: node sdk_meow10.js BASE_URL");
main(base).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
