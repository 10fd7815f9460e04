"""Play a whole session game of each of the four games against a running referee.

    make run                                   # in one terminal
    python examples/play_sessions.py --base http://127.0.0.1:8000

Standard library only. Every player is a seat with its own token: each move is one the
seat's legal-moves listing offered, sent back unchanged with `expected_version`, so a
move that lost a race is refused (409) instead of applied to a state its seat never saw,
and with an `Idempotency-Key` of its own, so that a 503 (the store busy or away; a move
whose answer was lost may have landed) is retried safely: the same request again, after
`Retry-After`, applies the move at most once.
A spectator (no token) reads the public view and the log at the end. Prints one line a
game and exits 0 when every game finished.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.error
import urllib.request
from typing import Any

PLAYERS = ["ann", "bob", "cy"]
# Which of the listed moves to play: the last for Meow 10 and Copy Cat (the longest plays
# shed cards fastest), the first for Super Meow and Cat Tower (buying and stacking before
# passing); each ends its game in a few hundred moves.
PICK = {"meow10": -1, "copycat": -1, "supermeow": 0, "cattower": 0}
MAX_MOVES = 3000
RETRIES = 5  # of a GET, or a move with its Idempotency-Key, answered 503


class Referee:
    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")

    def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        token: str | None = None,
        key: str | None = None,
    ) -> Any:
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        if key is not None:
            headers["Idempotency-Key"] = key
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data, headers, method=method)
        safe_to_repeat = method == "GET" or key is not None
        tries = 0
        while True:
            try:
                with urllib.request.urlopen(request, timeout=30) as response:
                    return json.loads(response.read())
            except urllib.error.HTTPError as exc:  # a problem+json body says why
                problem, tries = exc.read().decode(), tries + 1
                if exc.code != 503 or not safe_to_repeat or tries > RETRIES:
                    raise SystemExit(f"{method} {path}: {exc.code} {problem}") from None
                time.sleep(float(exc.headers.get("Retry-After", "1")))


def play(referee: Referee, game: str, seed: str) -> dict[str, Any]:
    body = {"game": game, "players": PLAYERS, "seed": seed}
    created = referee.call("POST", "/v1/sessions", body)
    url, tokens = f"/v1/sessions/{created['id']}", created["seats"]
    # Every answer says who may act (`to_act`) and how the game stands (`outcome`), the
    # same for every game: no rules of the game here.
    answer, moves = created, 0
    while not answer["outcome"]["over"]:
        if moves >= MAX_MOVES:
            raise SystemExit(f"{game}: no end after {MAX_MOVES} moves")
        for seat in answer["to_act"]:  # the seat that must act, or each that may
            listing = referee.call("GET", f"{url}/legal-moves", token=tokens[seat])
            if listing["moves"]:
                break
        else:
            raise SystemExit(f"{game}: nobody in {answer['to_act']} has a move")
        move = listing["moves"][PICK[game]]
        sent = {"move": move, "expected_version": listing["version"]}
        key = f"{seat}-{listing['version']}"  # one intended move: this seat at this version
        answer = referee.call("POST", f"{url}/moves", sent, token=tokens[seat], key=key)
        moves += 1
    public = referee.call("GET", url)  # a spectator: the public view
    logged, page = 0, f"{url}/log?limit=1000"
    while page:  # the log comes a page at a time; `next` is the next page's path
        log = referee.call("GET", page)
        logged, page = logged + len(log["moves"]), log.get("next")
    if public["version"] != moves or logged != moves:
        raise SystemExit(f"{game}: {moves} moves, but the session has {public['version']}")
    outcome = answer["outcome"]
    return {"game": game, "moves": moves, "winners": outcome["winners"], "end": outcome["end"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="http://127.0.0.1:8000", help="the referee's URL")
    parser.add_argument("--seed", default="example", help="the sessions' seed")
    args = parser.parse_args(argv)
    referee = Referee(args.base)
    for game in referee.call("GET", "/v1/games")["games"]:
        summary = play(referee, game["id"], args.seed)
        print(json.dumps(summary), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
