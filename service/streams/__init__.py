"""Push streams: every seat of a session told of each move as it lands (Server-Sent Events).

`hub` follows sessions for the streams a process serves (one follower a session, fed by
the store's feed, service/store/feed.py); `events` turns what a follower holds into the
SSE events a reader may see.
"""
