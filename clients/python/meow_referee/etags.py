"""The referee's entity tags: `"<version>"` or `"<version>.<write>"` (docs/sessions.md,
"Reading again without the body"). The write part tells two writes of one version apart."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ETag:
    version: int
    write: str | None  # None for a bare version ("0", or one a client made up)

    @classmethod
    def parse(cls, header: str) -> ETag:
        """An ETag header as the referee sends it; ValueError for anything else."""
        text = header.strip()
        if len(text) < 3 or text[0] != '"' or text[-1] != '"':
            raise ValueError(f"not a quoted entity tag: {header!r}")
        version, dot, write = text[1:-1].partition(".")
        if not (version.isascii() and version.isdigit()) or (dot and not write):
            raise ValueError(f"not a referee entity tag: {header!r}")
        return cls(int(version), write if dot else None)

    @classmethod
    def of_version(cls, version: int) -> ETag:
        """A tag naming a version only: If-Match then compares the version alone (a
        client that knows the version from a stream event, not the write)."""
        return cls(version, None)

    def __str__(self) -> str:
        """The header's value, quotes included: what If-Match and If-None-Match take."""
        inner = str(self.version) if self.write is None else f"{self.version}.{self.write}"
        return f'"{inner}"'
