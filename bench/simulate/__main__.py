"""`python -m bench.simulate` (bench/simulate/cli.py)."""

from bench.simulate.cli import main

raise SystemExit(main())
