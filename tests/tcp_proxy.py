"""A TCP proxy on a loopback port, run by an asyncio loop in a thread of its own: the
base of the tests' faulty links to a real redis-server (each subclass says what its link
does to the bytes, in `_client`)."""

from __future__ import annotations

import asyncio
import threading

from tests.redis_server import free_port


class TcpProxy:
    """127.0.0.1:port -> upstream, once started; `close()` stops it and its connections."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream, self.port = upstream, free_port()
        self.loop = asyncio.new_event_loop()
        self.writers: list[asyncio.StreamWriter] = []  # every side of every connection
        ready = threading.Event()
        self.thread = threading.Thread(target=self._serve, args=(ready,), daemon=True)
        self.thread.start()
        assert ready.wait(10), "the proxy did not start"

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.append(writer)
        await self._client(reader, writer)

    async def _upstream(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await asyncio.open_connection(*self.upstream)
        self.writers.append(writer)
        return reader, writer

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raise NotImplementedError

    def _serve(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(
            asyncio.start_server(self._accept, "127.0.0.1", self.port)
        )
        ready.set()
        self.loop.run_forever()
        server.close()
        tasks = asyncio.all_tasks(self.loop)
        for task in tasks:
            task.cancel()
        self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
        self.loop.run_until_complete(server.wait_closed())
        for writer in self.writers:  # closed here, never by the collector after the loop
            writer.transport.abort()
        self.loop.run_until_complete(asyncio.sleep(0))
        self.loop.close()

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
