// The referee's HTTP API, as docs/api.md describes it. Every call answers the parsed
// body, or throws an ApiError: `status` 0 when the referee could not be reached, else
// the HTTP status with the problem+json body (`code`, `rule`, `detail`, ...).

export class ApiError extends Error {
  constructor(status, problem, message) {
    super(message || problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

// Where the API is: `?api=<origin>` when given (the page then runs from another origin,
// through CORS), else the origin and path prefix the page itself was served from
// (`<prefix>/play/`).
export function apiBase(location = window.location) {
  const given = new URLSearchParams(location.search).get("api");
  if (given) {
    const url = new URL(given); // throws on a malformed value: app.js says so
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new TypeError(`?api= must be an http(s) URL, not ${given}`);
    }
    return url.href.replace(/\/+$/, "");
  }
  const at = location.pathname.lastIndexOf("/play/");
  return location.origin + (at >= 0 ? location.pathname.slice(0, at) : "");
}

export class Api {
  constructor(base) {
    this.base = base;
  }

  async request(method, path, { token, body, headers = {} } = {}) {
    const sent = { ...headers };
    if (token) sent.Authorization = `Bearer ${token}`;
    if (body !== undefined) sent["Content-Type"] = "application/json";
    let response;
    try {
      response = await fetch(this.base + path, {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
        credentials: "omit", // seat tokens are the only credential; never cookies
        referrerPolicy: "no-referrer",
      });
    } catch (error) {
      throw new ApiError(0, null, `The referee at ${this.base} cannot be reached (${error.message}).`);
    }
    const text = await response.text();
    let parsed = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!response.ok) throw new ApiError(response.status, parsed);
    return parsed;
  }

  games() {
    return this.request("GET", "/v1/games");
  }

  game(id) {
    return this.request("GET", `/v1/games/${encodeURIComponent(id)}`);
  }

  createSession(body) {
    return this.request("POST", "/v1/sessions", { body });
  }

  session(id, token) {
    return this.request("GET", `/v1/sessions/${encodeURIComponent(id)}`, { token });
  }

  log(id, token) {
    return this.request("GET", `/v1/sessions/${encodeURIComponent(id)}/log`, { token });
  }

  legalMoves(id, token) {
    return this.request("GET", `/v1/sessions/${encodeURIComponent(id)}/legal-moves`, { token });
  }

  // A bot's move for the token's seat, from that seat's view alone (a hint).
  suggest(id, token) {
    return this.request("GET", `/v1/sessions/${encodeURIComponent(id)}/suggest`, { token });
  }

  move(id, token, move, expectedVersion, key) {
    return this.request("POST", `/v1/sessions/${encodeURIComponent(id)}/moves`, {
      token,
      body: { move, expected_version: expectedVersion },
      headers: { "Idempotency-Key": key },
    });
  }

  streamTicket(id, token) {
    return this.request("POST", `/v1/sessions/${encodeURIComponent(id)}/stream-tickets`, { token });
  }

  streamUrl(id, params) {
    const query = new URLSearchParams(params).toString();
    return `${this.base}/v1/sessions/${encodeURIComponent(id)}/stream${query ? "?" + query : ""}`;
  }
}
