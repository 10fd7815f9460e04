"""`python -m simulate` (simulate/cli.py)."""

from simulate.cli import main

raise SystemExit(main())
