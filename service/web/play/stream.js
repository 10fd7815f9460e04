// The session's live stream (GET /v1/sessions/{id}/stream, Server-Sent Events), kept open.
//
// A seat's EventSource needs a ticket (EventSource cannot send an Authorization header,
// and a seat token never goes into a URL). A ticket is good for one connection, so when
// a seat's stream drops, the browser's own reconnect would present a spent ticket: this
// closes it at once and opens a new EventSource with a new ticket and
// `last_event_id=<the last version the table has>`, from which the referee sends the
// moves missed. A spectator's EventSource (no ticket) reconnects by itself, sending
// Last-Event-ID; only when the browser gives up (an answer that is not a stream) does this
// open a new one. Before reopening it reads the session once: that says whether it is
// gone (404), whether the seat is refused (401), and whether the referee's version went
// back (its store lost writes), in which case the table is reloaded whole.
//
// An EventSource that fails before it opens gives no answer to read, so the page asks
// the same URL once with fetch: a refusal's problem+json (say 503 streams-not-served, or
// 429 too-many-streams) is shown as the referee words it. The referee spends a ticket
// only on a stream that opens, so the probe may reuse the refused one; a probe that opens
// after all is closed at once.

const MAX_DELAY_MS = 4000;
const QUIET_FAILURES = 4; // reconnects that fail before the page says something is wrong

export class LiveStream {
  // handlers: lastVersion() -> int | null; onSession(body); onMove(body); onEnd(body);
  // onStatus(status, detail) with status "connecting" | "live" | "reconnecting" | "closed".
  constructor(api, sessionId, token, handlers) {
    this.api = api;
    this.sessionId = sessionId;
    this.token = token;
    this.handlers = handlers;
    this.source = null;
    this.timer = null;
    this.failures = 0;
    this.stopped = false;
    this.refusal = ""; // the referee's own words for the last refused stream
  }

  async start() {
    this.stopped = false;
    try {
      await this.connect();
    } catch (error) {
      this.failed(error);
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.source) this.source.close();
    this.source = null;
    this.handlers.onStatus("closed");
  }

  async connect() {
    this.handlers.onStatus(this.failures ? "reconnecting" : "connecting", this.refusal);
    const params = {};
    if (this.token) {
      params.ticket = (await this.api.streamTicket(this.sessionId, this.token)).ticket;
    }
    const after = this.handlers.lastVersion();
    if (after !== null) params.last_event_id = String(after);
    if (this.stopped) return;
    const url = this.api.streamUrl(this.sessionId, params);
    const source = new EventSource(url);
    this.source = source;
    let opened = false;
    const mine = (listener) => (event) => {
      if (this.source === source) listener(event);
    };
    source.addEventListener("open", mine(() => {
      opened = true;
      this.failures = 0;
      this.refusal = "";
      this.handlers.onStatus("live");
    }));
    source.addEventListener("session", mine((e) => this.handlers.onSession(JSON.parse(e.data))));
    source.addEventListener("move", mine((e) => this.handlers.onMove(JSON.parse(e.data))));
    source.addEventListener("end", mine((e) => {
      this.stop();
      this.handlers.onEnd(JSON.parse(e.data));
    }));
    source.addEventListener("error", mine(async () => {
      if (this.token || source.readyState === EventSource.CLOSED) {
        source.close();
        this.source = null;
        if (!opened || !this.token) this.refusal = await this.probe(url);
        this.retry();
      } else {
        this.handlers.onStatus("reconnecting"); // the browser retries, with Last-Event-ID
      }
    }));
  }

  // The referee's words for a stream it refuses at `url` ("" when it cannot be reached,
  // or opens the stream after all).
  async probe(url) {
    const abort = new AbortController();
    try {
      const response = await fetch(url, {
        cache: "no-store",
        credentials: "omit",
        referrerPolicy: "no-referrer",
        signal: abort.signal,
      });
      if (response.ok) return "";
      const problem = await response.json().catch(() => ({}));
      const title = problem.title ? ` ${problem.title}` : "";
      const detail = problem.detail ? `: ${problem.detail}` : ".";
      return `The referee refused the live stream (${response.status}${title})${detail}`;
    } catch {
      return "";
    } finally {
      abort.abort(); // a stream that opened after all is not kept
    }
  }

  retry() {
    if (this.stopped) return;
    this.failures += 1;
    const detail =
      this.refusal ||
      (this.failures > QUIET_FAILURES
        ? "The live stream cannot be opened: the referee does not answer it."
        : "");
    this.handlers.onStatus("reconnecting", detail);
    const delay = Math.min(MAX_DELAY_MS, 250 * 2 ** (this.failures - 1));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.recover(), delay);
  }

  async recover() {
    if (this.stopped) return;
    try {
      const now = await this.api.session(this.sessionId, this.token);
      const had = this.handlers.lastVersion();
      if (had !== null && now.version < had) this.handlers.onSession(now);
      await this.connect();
    } catch (error) {
      this.failed(error);
    }
  }

  failed(error) {
    if (error.status === 404) {
      this.stop();
      this.handlers.onEnd({ reason: "gone" });
    } else if (error.status === 401) {
      this.stop();
      this.handlers.onEnd({ reason: "refused" });
    } else {
      this.retry();
    }
  }
}
