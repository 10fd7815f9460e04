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
    this.handlers.onStatus(this.failures ? "reconnecting" : "connecting");
    const params = {};
    if (this.token) {
      params.ticket = (await this.api.streamTicket(this.sessionId, this.token)).ticket;
    }
    const after = this.handlers.lastVersion();
    if (after !== null) params.last_event_id = String(after);
    if (this.stopped) return;
    const source = new EventSource(this.api.streamUrl(this.sessionId, params));
    this.source = source;
    const mine = (listener) => (event) => {
      if (this.source === source) listener(event);
    };
    source.addEventListener("open", mine(() => {
      this.failures = 0;
      this.handlers.onStatus("live");
    }));
    source.addEventListener("session", mine((e) => this.handlers.onSession(JSON.parse(e.data))));
    source.addEventListener("move", mine((e) => this.handlers.onMove(JSON.parse(e.data))));
    source.addEventListener("end", mine((e) => {
      this.stop();
      this.handlers.onEnd(JSON.parse(e.data));
    }));
    source.addEventListener("error", mine(() => {
      if (this.token || source.readyState === EventSource.CLOSED) {
        source.close();
        this.source = null;
        this.retry();
      } else {
        this.handlers.onStatus("reconnecting"); // the browser retries, with Last-Event-ID
      }
    }));
  }

  retry() {
    if (this.stopped) return;
    this.failures += 1;
    const detail =
      this.failures > QUIET_FAILURES
        ? "The live stream cannot be opened: the referee may be down, or this seat has too many tabs open."
        : "";
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
