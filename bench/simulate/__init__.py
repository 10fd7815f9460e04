"""Seeded games of bots for a game designer or a group testing a house rule
(docs/simulate.md): `python -m bench.simulate`. The arena (`python -m bench.arena`) plays its
games through the same runner."""
