// @meow-referee/client: typed fetch calls over the types openapi-typescript makes of
// openapi.yaml (../openapi.d.ts), and what a generator cannot do: a move sent with
// If-Match and an Idempotency-Key and retried safely, the stream read as typed events and
// resumed with Last-Event-ID, the log followed page by page. No runtime dependency: fetch
// and ReadableStream, as in Node 20 and every browser.
import type { components, operations } from "../openapi.js";

export type { components, operations, paths } from "../openapi.js";

type Schemas = components["schemas"];
export type SessionCreateRequest = Schemas["SessionCreateRequest"];
export type Created = Schemas["SessionCreateResponse"];
export type SessionView = Schemas["SessionResponse"];
export type Listing = Schemas["SessionLegalMovesResponse"];
/** A move of any game, as a listing gives it. */
export type Move = Listing["moves"][number];
export type MoveRequest = operations["postSessionMove"]["requestBody"]["content"]["application/json"];
export type MoveAnswer = Schemas["MoveResponse"];
export type LogPage = Schemas["LogResponse"];
export type LogEntry = LogPage["moves"][number];
export type StreamMove = Schemas["StreamMoveEvent"];
export type StreamEnd = Schemas["StreamEnd"];
export type StreamTicket = Schemas["StreamTicket"];
export type Problem = Schemas["Problem"];

/** What a stream yields: the reader's whole view, a move as it lands, or the end. */
export type StreamEvent =
  | { event: "session"; id: number; data: SessionView }
  | { event: "move"; id: number; data: StreamMove }
  | { event: "end"; data: StreamEnd };

const RETRIES = 3; // of a read, or a keyed move, answered 503 or lost on the way
const TIMEOUT_MS = 10_000; // a request's answer, whole, as the Python SDK's default
const MAX_WAIT_MS = 30_000; // the most a Retry-After is obeyed

// -- Entity tags: "<version>" or "<version>.<write>" ----------------------------------

export interface ETag {
  version: number;
  write: string | null; // null for a bare version
}

/** An ETag header as the referee sends it; throws on anything else. */
export function parseETag(header: string): ETag {
  const found = /^\s*"(\d+)(?:\.([^".]+))?"\s*$/.exec(header);
  if (found === null || found[1] === undefined) throw new Error(`not a referee entity tag: ${header}`);
  return { version: Number(found[1]), write: found[2] ?? null };
}

/** The header's value, quotes included: what If-Match takes. */
export function formatETag(tag: ETag): string {
  return tag.write === null ? `"${tag.version}"` : `"${tag.version}.${tag.write}"`;
}

// -- Errors ---------------------------------------------------------------------------

/** A 4xx or 5xx answer; `problem` is null when the body was no problem+json. */
export class RefereeError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly body: string,
  ) {
    super(`${status}: ${problem?.detail ?? body.slice(0, 200)}`);
    this.name = "RefereeError";
  }

  /** The problem type's last part, e.g. "precondition-failed", "illegal-move". */
  get slug(): string | null {
    return this.problem === null ? null : (this.problem.type.split(":").pop() ?? null);
  }
}

/** 412: the move's If-Match no longer names the session; `current` is its tag now. */
export class PreconditionFailed extends RefereeError {
  constructor(
    status: number,
    problem: Problem | null,
    body: string,
    readonly current: ETag | null,
  ) {
    super(status, problem, body);
    this.name = "PreconditionFailed";
  }
}

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    typeof value.type === "string" &&
    "status" in value &&
    typeof value.status === "number"
  );
}

async function refused(response: Response): Promise<RefereeError> {
  const body = await response.text();
  let problem: Problem | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (isProblem(parsed)) problem = parsed;
  } catch {
    // not JSON: a proxy's page
  }
  if (response.status === 412) {
    const header = response.headers.get("ETag");
    return new PreconditionFailed(412, problem, body, header === null ? null : parseETag(header));
  }
  return new RefereeError(response.status, problem, body);
}

/** A new Idempotency-Key: 128 random bits as hex. crypto.getRandomValues works outside
 * secure contexts too (a table on a LAN address over http), unlike crypto.randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function tagOf(response: Response): ETag {
  const header = response.headers.get("ETag");
  if (header === null) throw new RefereeError(response.status, null, "an answer without an ETag");
  return parseETag(header);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response | null, attempt: number): number {
  const value = response?.headers.get("Retry-After") ?? "";
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_WAIT_MS);
  return Math.min(500 * 2 ** (attempt - 1), MAX_WAIT_MS);
}

// -- Server-Sent Events -----------------------------------------------------------------

export interface Message {
  event: string; // "message" when the server named none
  data: string;
  lastEventId: string | null; // the last `id:` so far
}

/** Reads SSE lines (without line ends) as the HTML standard says; returns each message. */
export class SseParser {
  lastEventId: string | null = null;
  retryMs: number | null = null;
  private event = "";
  private data: string[] = [];

  feed(line: string): Message | null {
    if (line === "") {
      const message = { event: this.event || "message", data: this.data.join("\n"), lastEventId: this.lastEventId };
      const empty = this.data.length === 0;
      this.event = "";
      this.data = [];
      return empty ? null : message;
    }
    if (line.startsWith(":")) return null; // a comment: the referee's heartbeats
    const colon = line.indexOf(":");
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (name === "event") this.event = value;
    else if (name === "data") this.data.push(value);
    else if (name === "id" && !value.includes("\0")) this.lastEventId = value;
    else if (name === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}

/** A `session`, `move` or `end` event's data as its type; null for a kind not known yet. */
export function parseStreamEvent(event: string, data: string, lastEventId: string | null): StreamEvent | null {
  if (event === "end") return { event, data: JSON.parse(data) };
  if (event !== "session" && event !== "move") return null;
  const id = Number(lastEventId);
  if (event === "session") return { event, id, data: JSON.parse(data) };
  return { event, id, data: JSON.parse(data) };
}

/** Splits decoded text into lines at \n, \r\n or \r, across chunks. */
class Lines {
  private buffer = "";

  push(text: string): string[] {
    this.buffer += text;
    const lines: string[] = [];
    const pattern = /\r\n|\r|\n/g;
    let start = 0;
    for (let found = pattern.exec(this.buffer); found !== null; found = pattern.exec(this.buffer)) {
      if (found[0] === "\r" && found.index === this.buffer.length - 1) break; // \n may follow
      lines.push(this.buffer.slice(start, found.index));
      start = found.index + found[0].length;
    }
    this.buffer = this.buffer.slice(start);
    return lines;
  }
}

/** The events of one open stream answer (from fetch), until it closes. */
export async function* streamEvents(response: Response, parser = new SseParser()): AsyncGenerator<StreamEvent> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const lines = new Lines();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const line of lines.push(decoder.decode(chunk.value, { stream: true }))) {
        const message = parser.feed(line);
        if (message === null) continue;
        const event = parseStreamEvent(message.event, message.data, message.lastEventId);
        if (event !== null) yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined); // the reader stopped: close the connection
  }
}

// -- The referee and its tables ---------------------------------------------------------

export interface RefereeOptions {
  fetch?: typeof fetch; // another fetch (a test's, a framework's)
  retries?: number;
  timeoutMs?: number; // a request that is not a stream: its answer within this, or it is lost
}

export interface Opened {
  session: Created; // seat tokens and the host token: shown once
  etag: ETag;
  location: string;
}

export interface Moved {
  answer: MoveAnswer;
  etag: ETag; // the next move's If-Match
  replayed: boolean; // the stored first answer to this Idempotency-Key
  idempotencyKey: string;
}

export class Referee {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly retries: number;
  readonly timeoutMs: number;

  constructor(baseUrl: string, options: RefereeOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.retries = options.retries ?? RETRIES;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  /** POST /v1/sessions. Not retried: a lost answer may have created a session. */
  async create(request: SessionCreateRequest): Promise<Opened> {
    const response = await this.fetch(`${this.baseUrl}/v1/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status !== 201) throw await refused(response);
    const session: Created = await response.json();
    const location = response.headers.get("Location") ?? `/v1/sessions/${session.id}`;
    return { session, etag: tagOf(response), location };
  }

  /** A session through a seat's token (or the host's; none: the public view). */
  table(sessionId: string, token?: string): Table {
    return new Table(this, sessionId, token);
  }
}

export class Table {
  /** The last tag an answer gave: the next move's If-Match. */
  etag: ETag | null = null;
  readonly path: string;

  constructor(
    readonly referee: Referee,
    readonly id: string,
    private readonly token?: string,
  ) {
    this.path = `/v1/sessions/${encodeURIComponent(id)}`;
  }

  /** GET /v1/sessions/{id}: the token's view. */
  async view(): Promise<SessionView> {
    const response = await this.ok(await this.send("GET", this.path), 200);
    this.etag = tagOf(response);
    return response.json();
  }

  /** The seat's moves now (empty when it may not act). */
  async legalMoves(limit = 1000): Promise<Listing> {
    const response = await this.ok(await this.send("GET", `${this.path}/legal-moves?limit=${limit}`), 200);
    this.etag = tagOf(response);
    return response.json();
  }

  /** POST /moves with If-Match (the given tag, else the table's last; "*" for none) and an
   * Idempotency-Key (new unless given). A 503 or a lost answer is sent again unchanged, so
   * the move applies at most once. 412 throws PreconditionFailed with the tag now; the
   * table's own tag stays the one its seat read, so the same move is refused again until
   * the seat reads the session (view, legalMoves). */
  async move(move: Move, options: { idempotencyKey?: string; ifMatch?: ETag | string } = {}): Promise<Moved> {
    const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
    const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey };
    const precondition = options.ifMatch ?? this.etag;
    if (precondition !== null) {
      headers["If-Match"] = typeof precondition === "string" ? precondition : formatETag(precondition);
    }
    const body: { move: Move } = { move };
    const response = await this.send("POST", `${this.path}/moves`, headers, JSON.stringify(body));
    if (response.status !== 200) throw await refused(response);
    this.etag = tagOf(response);
    const answer: MoveAnswer = await response.json();
    const replayed = response.headers.get("Idempotent-Replayed") === "true";
    return { answer, etag: this.etag, replayed, idempotencyKey };
  }

  /** DELETE: the host's, or a seat's once the game is over. Every stream gets `end`. */
  async end(): Promise<void> {
    await this.ok(await this.send("DELETE", this.path), 204);
  }

  /** GET /log a page at a time, each the one the last page's `next` names. */
  async *logPages(options: { after?: number; limit?: number } = {}): AsyncGenerator<LogPage> {
    let page: string | undefined = `${this.path}/log?after=${options.after ?? 0}&limit=${options.limit ?? 100}`;
    while (page !== undefined) {
      const response = await this.ok(await this.send("GET", page), 200);
      const body: LogPage = await response.json();
      yield body;
      page = body.next;
    }
  }

  /** The URL of this seat's stream with a fresh ticket (once, within 30 s), for an
   * EventSource, which cannot send the token: the token stays out of the URL. */
  async eventSourceUrl(lastEventId?: number): Promise<string> {
    const response = await this.ok(await this.send("POST", `${this.path}/stream-tickets`), 201);
    const ticket: StreamTicket = await response.json();
    const resume = lastEventId === undefined ? "" : `&last_event_id=${lastEventId}`;
    return `${this.referee.baseUrl}${this.path}/stream?ticket=${encodeURIComponent(ticket.ticket)}${resume}`;
  }

  /** GET /stream as typed events, the token in the header: the whole view first (again
   * after a resume too far behind), each move as it lands, `end` last. A connection that
   * drops is opened again with Last-Event-ID: nothing missed, nothing twice. Break out of
   * the loop (or abort `signal`) to close it. */
  async *stream(options: { lastEventId?: number; signal?: AbortSignal } = {}): AsyncGenerator<StreamEvent> {
    let last = options.lastEventId === undefined ? null : String(options.lastEventId);
    let retryMs = 1000;
    let failures = 0;
    const aborted = (): boolean => options.signal?.aborted === true; // read anew each time
    while (!aborted()) {
      const headers: Record<string, string> = { Accept: "text/event-stream" };
      if (last !== null) headers["Last-Event-ID"] = last;
      let response: Response;
      try {
        response = await this.request("GET", `${this.path}/stream`, headers, undefined, options.signal);
      } catch (error) {
        if (aborted()) return;
        if ((failures += 1) > this.referee.retries) throw error;
        await sleep(retryMs);
        continue;
      }
      if (response.status !== 200) {
        if ((response.status !== 429 && response.status !== 503) || failures >= this.referee.retries) {
          throw await refused(response);
        }
        failures += 1;
        await response.body?.cancel();
        await sleep(retryAfterMs(response, failures));
        continue;
      }
      failures = 0;
      const parser = new SseParser();
      try {
        for await (const event of streamEvents(response, parser)) {
          if (parser.retryMs !== null) retryMs = parser.retryMs;
          if (event.event === "end") {
            yield event;
            return;
          }
          last = String(event.id);
          yield event;
        }
      } catch (error) {
        if (aborted()) return;
        if ((failures += 1) > this.referee.retries) throw error; // dropped: resume below
      }
      await sleep(retryMs);
    }
  }

  private async ok(response: Response, status: number): Promise<Response> {
    if (response.status !== status) throw await refused(response);
    return response;
  }

  /** The request, sent again on a 503 (after its Retry-After) or a lost answer: only
   * what is safe to repeat comes here (a read, a keyed move, a DELETE). */
  private async send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | null = null;
      try {
        const answered = AbortSignal.timeout(this.referee.timeoutMs); // else it is lost
        response = await this.request(method, path, headers, body, answered);
      } catch (error) {
        if (attempt > this.referee.retries) throw error;
      }
      if (response !== null && (response.status !== 503 || attempt > this.referee.retries)) return response;
      await response?.body?.cancel();
      await sleep(retryAfterMs(response, attempt));
    }
  }

  private request(method: string, path: string, headers: Record<string, string>, body?: string, signal?: AbortSignal): Promise<Response> {
    const all: Record<string, string> = { ...headers };
    if (this.token !== undefined) all["Authorization"] = `Bearer ${this.token}`;
    const init: RequestInit = { method, headers: all };
    if (body !== undefined) init.body = body;
    if (signal !== undefined) init.signal = signal;
    return this.referee.fetch(`${this.referee.baseUrl}${path}`, init);
  }
}
