"""docs/sessions.md's flow, run: each curl request of it goes to the app as curl would
send it, and every answer the doc shows (status, headers, JSON) must be what the app
answers. Shown JSON may leave keys out (abridged), never change a value; `<id>`,
`<token>` and `<write>` stand for the random session id, tokens and write ids. The
variables the doc sets from the create answer (ID, ANN...) are evaluated from their jq
paths."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

DOC = Path(__file__).resolve().parents[2] / "docs/sessions.md"
PLACEHOLDERS = {"<id>", "<token>"}


def flow() -> list[str]:
    text = DOC.read_text()
    block = text[text.index("## The flow") :]
    block = block[block.index("```sh\n") + 6 :]
    return block[: block.index("```\n")].splitlines()


def steps(lines: list[str]) -> list[dict[str, Any]]:
    """Each curl command with the answer shown under it, and each variable set."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("curl "):
            command = line
            while command.endswith("\\"):
                i += 1
                command = command[:-1] + lines[i]
            step: dict[str, Any] = {"curl": command, "status": None, "headers": {}, "json": []}
            pending = ""
            i += 1
            while i < len(lines) and lines[i].startswith("#"):
                shown = lines[i][1:].strip()
                if pending or shown.startswith("{"):
                    pending += " " + shown
                    try:
                        step["json"].append(json.loads(pending))
                        pending = ""
                    except json.JSONDecodeError:
                        pass
                elif m := re.fullmatch(r"HTTP/1\.1 (\d{3}) .+", shown):
                    step["status"] = int(m.group(1))
                elif m := re.fullmatch(r"([A-Za-z-]+): (.+)", shown):
                    step["headers"][m.group(1)] = m.group(2)
                i += 1
            assert not pending, f"unparsed JSON in the doc: {pending}"
            out.append(step)
            continue
        if m := re.fullmatch(r"(\w+)=\$\(tail -n 1 created\.http \| jq -r ([.\w]+)\)", line):
            out.append({"variable": m.group(1), "path": m.group(2)})
        i += 1
    return out


def request_of(command: str, variables: dict[str, str]) -> dict[str, Any]:
    for name, value in variables.items():
        command = command.replace(f"${name}", value)
    words = shlex.split(command.split(" | ")[0])
    assert words[0] == "curl"
    req: dict[str, Any] = {"method": None, "headers": {}, "data": None, "url": None}
    args = iter(words[1:])
    for word in args:
        if word == "-X":
            req["method"] = next(args)
        elif word == "-H":
            name, value = next(args).split(": ", 1)
            req["headers"][name] = value
        elif word == "-d":
            req["data"] = next(args)
        elif word.startswith("-"):
            assert set(word[1:]) <= {"s", "i"}, word  # silent, include headers
        else:
            req["url"] = word
    assert req["url"].startswith("localhost:8000/")
    req["path"] = req["url"].removeprefix("localhost:8000")
    req["method"] = req["method"] or ("POST" if req["data"] is not None else "GET")
    return req


def shown_in(shown: Any, actual: Any) -> bool:
    """Whether `shown` is `actual` with object keys left out (placeholders match any text)."""
    if isinstance(shown, str) and shown in PLACEHOLDERS:
        return isinstance(actual, str)
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(
            k in actual and shown_in(v, actual[k]) for k, v in shown.items()
        )
    if isinstance(shown, list):
        return (
            isinstance(actual, list)
            and len(shown) == len(actual)
            and all(shown_in(s, a) for s, a in zip(shown, actual, strict=True))
        )
    return type(shown) is type(actual) and bool(shown == actual)


def test_the_documented_session_flow_gives_the_documented_answers() -> None:
    client = create_app(Settings(), store=MemoryStore()).test_client()
    variables: dict[str, str] = {}
    created: Any = None
    checked = 0
    for step in steps(flow()):
        if "variable" in step:
            value: Any = created
            for key in step["path"].strip(".").split("."):
                value = value[key]
            variables[step["variable"]] = value
            continue
        req = request_of(step["curl"], variables)
        # curl -d sends a form content type; the referee reads the body as JSON anyway.
        kwargs: dict[str, Any] = {"headers": req["headers"]}
        if req["data"] is not None:
            kwargs["data"] = req["data"]
            kwargs["content_type"] = "application/x-www-form-urlencoded"
        answer = client.open(req["path"], method=req["method"], **kwargs)
        body = answer.get_json(silent=True)
        if created is None:
            created = body
        if step["status"] is not None:
            assert answer.status_code == step["status"], (step["curl"], body)
        else:
            assert answer.status_code == 200, (step["curl"], body)
        for name, value in step["headers"].items():
            # `<write>` stands for the random id of the write an ETag names.
            expected = re.escape(value.replace("<id>", created["id"])).replace(
                re.escape("<write>"), "[0-9a-f]{16}"
            )
            shown_header = answer.headers.get(name, "")
            assert re.fullmatch(expected, shown_header), (step["curl"], name, shown_header)
        for shown in step["json"]:
            assert shown_in(shown, body), (step["curl"], shown, body)
            checked += 1
    assert set(variables) == {"ID", "ANN", "BOB", "CY", "HOST"}
    assert checked >= 5  # every answer the doc shows was compared
