"""bench.streams and its raw stream client: the parts that could be wrong without showing.

The parser must read every event of a chunked HTTP response however the bytes are split;
the matching must pair each event with the move that made its version, once per reader,
and count what is missing, repeated or foreign. Then the client against real gunicorn
tiers on a real Redis: the events it reads are the moves it sent, each once per stream."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench import procs, workloads
from bench.sse_client import (
    Answer,
    LoopThread,
    ProtocolError,
    StreamClient,
    StreamParser,
    parse_block,
)
from bench.streams import (
    Sent,
    Table,
    create_tables,
    host_port,
    match_deliveries,
    paced_moves,
    parse_args,
    percentile,
    readers_for,
    stream_lines,
)
from engines import REGISTRY


def chunked(*pieces: bytes) -> bytes:
    head = (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    return head + b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n"


BODY = [
    b"retry: 1000\n\n",
    b'id: 7\nevent: session\ndata: {"version": 7}\n\n',
    b": heartbeat\n\n",
    b'id: 8\nevent: move\ndata: {"version": 8}\n\nid: 9\nevent: mo',  # one event split over
    b've\ndata: {"version": 9}\n\n',  # two chunks, two events in one
    b'event: end\ndata: {"reason": "deleted", "version": 9}\n\n',
]


def events_of(parser: StreamParser, data: bytes, step: int) -> list[Any]:
    got = []
    for start in range(0, len(data), step):
        got += parser.feed(data[start : start + step])
    return got


@pytest.mark.parametrize("step", [1, 2, 3, 7, 64, 10_000])
def test_the_parser_reads_every_event_of_a_chunked_response_however_it_is_split(
    step: int,
) -> None:
    parser = StreamParser()
    got = events_of(parser, chunked(*BODY), step)
    assert parser.status == 200 and parser.headers["content-type"] == "text/event-stream"
    assert [(e.event, e.id) for e in got] == [
        (None, None),
        ("session", 7),
        (None, None),
        ("move", 8),
        ("move", 9),
        ("end", None),
    ]
    assert got[0].retry == 1000 and got[2].comment == b"heartbeat"
    assert [orjson.loads(e.data)["version"] for e in got if e.data] == [7, 8, 9, 9]
    assert parser.ended


def test_a_body_that_is_not_chunked_runs_to_the_close_and_a_refusal_keeps_its_answer() -> None:
    parser = StreamParser()
    plain = b"HTTP/1.0 200 OK\r\n\r\n" + b"".join(BODY)
    assert [e.id for e in events_of(parser, plain, 5) if e.event == "move"] == [8, 9]
    assert not parser.ended
    refused = StreamParser()
    problem = b'{"type": "urn:meow-referee:problem:streams-not-served"}'
    answer = b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: %d\r\n\r\n%s" % (
        len(problem),
        problem,
    )
    assert events_of(refused, answer, 4) == []
    assert refused.status == 503 and bytes(refused.body) == problem


def test_bad_framing_is_an_error_not_a_silent_loss() -> None:
    head = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
    with pytest.raises(ProtocolError):
        StreamParser().feed(head + b"zz\r\n")
    with pytest.raises(ProtocolError):
        StreamParser().feed(head + b"3\r\nabcXY")  # no CRLF after the chunk's data
    with pytest.raises(ProtocolError):
        StreamParser().feed(b"SSH-2.0-OpenSSH\r\n\r\n")


def test_a_block_is_read_as_event_source_reads_its_fields() -> None:
    event = parse_block(b": note\nid: 12\nevent: move\ndata: a\ndata:b\nretry: 500")
    assert (event.event, event.id, event.data, event.comment, event.retry) == (
        "move",
        12,
        b"a\nb",
        b"note",
        500,
    )


def answer(status: int, version: int | None, sent: float, answered: float) -> Answer:
    body = orjson.dumps({"version": version}) if version is not None else b"{}"
    return Answer(status, body, sent, answered)


def test_each_event_is_matched_to_the_move_that_made_its_version_once_per_reader() -> None:
    readers: dict[str, list[str | None]] = {"s1": ["ann", None], "s2": ["bob"]}
    sent = [
        Sent("s1", 1, answer(200, 1, 10.000, 10.004), 0.0),
        Sent("s1", 2, answer(200, 2, 11.000, 11.003), 0.0),
        Sent("s2", 1, answer(200, 1, 10.500, 10.502), 0.0),
        Sent("s2", 2, answer(409, None, 12.000, 12.001), 0.0),  # refused: expects nothing
    ]
    arrivals = [
        ("s1", "ann", 1, 10.005),
        ("s1", None, 1, 10.010),
        ("s1", "ann", 1, 10.020),  # the same event twice
        ("s1", "ann", 2, 11.002),  # before the move's own answer
        ("s2", "bob", 1, 10.501),
        ("s2", "bob", 2, 12.002),  # a version no applied move made
        ("s1", "cy", 1, 10.006),  # a reader that holds no stream there
    ]
    got = match_deliveries(sent, arrivals, readers)
    assert got.expected == 5  # s1's two moves to two readers, s2's one to one
    assert (got.missing, got.duplicates, got.unmatched) == (1, 1, 2)  # s1/None missed v2
    assert [round(x, 3) for x in got.latency_s] == [0.005, 0.010, 0.002, 0.001]
    assert [round(x, 3) for x in got.after_answer_s] == [0.001, 0.006, -0.001, -0.001]
    # only moves that reached all their readers: s1 v1 (last at 10.010) and s2 v1
    assert sorted(round(x, 3) for x in got.last_reader_s) == [0.001, 0.010]


def test_percentiles_are_nearest_rank_values_that_occurred() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0 and percentile(values, 99) == 99.0
    assert percentile(values, 100) == 100.0 and percentile([3.0], 99) == 3.0
    assert percentile([], 50) is None


def test_a_session_s_streams_are_its_seats_then_the_public_one() -> None:
    assert readers_for(["ann", "bob", "cy"], 4) == ["ann", "bob", "cy", None]
    assert readers_for(["ann", "bob", "cy"], 2) == ["ann", "bob"]
    with pytest.raises(SystemExit):
        parse_args(["--game", "copycat", "--readers", "5"])  # 3 seats and the public


def test_wrk_lines_go_on_from_each_session_s_version_version_major_per_thread(
    tmp_path: Path,
) -> None:
    plans = workloads.session_plans(REGISTRY["copycat"], 3, 4, "lines")
    tables = [
        Table(plan, f"s{i}", {p: f"tok-{p}" for p in plan.players}) for i, plan in enumerate(plans)
    ]
    tables[0].version, tables[1].version, tables[2].version = 1, 3, 0
    written = stream_lines(tables, tmp_path / "b", 2, threads=2)

    def read(tid: int) -> list[tuple[str, int]]:
        out = []
        for line in (tmp_path / f"b.{tid}").read_bytes().splitlines():
            path, token, body = line.split(b"\t", 2)
            sent = orjson.loads(body)
            out.append((path.decode().split("/")[3], sent["expected_version"]))
            assert token.decode() == f"tok-{sent['move']['player']}"
        return out

    # thread 0 has s0 and s2, thread 1 has s1, whose plan ends at version 4
    assert read(0) == [("s0", 1), ("s2", 0), ("s0", 2), ("s2", 1)]
    assert read(1) == [("s1", 3)]
    assert written == 5


@pytest.mark.redis
def test_the_client_reads_each_move_it_sent_once_on_every_stream_of_real_tiers(
    redis_node: Any, tmp_path: Path
) -> None:
    env = {**procs.SERVER_ENV, **os.environ, "REDIS_URL": redis_node.url, "STREAM_HEARTBEAT": "0.5"}
    app = "service.app:create_app()"
    streams_env = {**env, "GUNICORN_WORKER_CLASS": "gevent", "WEB_CONCURRENCY": "1"}
    with (
        procs.gunicorn(app, env, tmp_path / "api.log") as api,
        procs.gunicorn(app, streams_env, tmp_path / "streams.log") as streams,
    ):
        plans = workloads.session_plans(REGISTRY["copycat"], 3, 6, "client")
        tables = create_tables(api, plans, readers=4)
        loop = LoopThread()
        client = StreamClient(*host_port(streams))
        try:
            for table in tables:
                for reader in table.readers:
                    token = table.seats[reader] if reader is not None else None
                    loop.run(client.open(table.id, reader, token), timeout=20)
            loop.call(lambda: setattr(client, "record", True))
            sent = loop.run(paced_moves(*host_port(api), tables, 40.0, 0.3), timeout=30)
            assert len(sent) == 12 and all(s.answer.status == 200 for s in sent)
            deadline = time.monotonic() + 20
            while loop.call(lambda: client.move_events) < 48 and time.monotonic() < deadline:
                time.sleep(0.05)
            while loop.call(lambda: min(s.heartbeats for s in client.streams)) == 0:
                assert time.monotonic() < deadline, "a stream had no heartbeat"
                time.sleep(0.05)
            got = match_deliveries(sent, list(client.arrivals), {t.id: t.readers for t in tables})
            assert (got.expected, got.missing, got.duplicates, got.unmatched) == (48, 0, 0, 0)
            assert all(x > 0 for x in got.latency_s)  # an event never precedes its send
            assert [s.last_id for s in client.streams] == [4] * 12  # 4 moves a session
            assert not any(s.problems for s in client.streams)
        finally:
            loop.call(client.close_all)
            loop.stop()
