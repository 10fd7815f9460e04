"""Bots that choose a seat's move from its view alone (docs/bots.md).

Pure like engines/: no Flask, no Redis, no I/O; all randomness from a seed.
"""
