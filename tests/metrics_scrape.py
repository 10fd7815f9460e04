"""Reading a /metrics scrape in tests: prometheus_client's own parser, samples by labels."""

from __future__ import annotations

from dataclasses import dataclass

from prometheus_client.parser import text_string_to_metric_families


@dataclass(frozen=True)
class Scrape:
    text: str
    samples: dict[tuple[str, frozenset[tuple[str, str]]], float]

    @classmethod
    def parse(cls, text: str) -> Scrape:
        samples = {}
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                samples[(sample.name, frozenset(sample.labels.items()))] = sample.value
        return cls(text, samples)

    def value(self, name: str, **labels: str) -> float:
        """The sample with exactly these labels; 0 when it was never counted."""
        return self.samples.get((name, frozenset(labels.items())), 0.0)

    def total(self, name: str, **labels: str) -> float:
        """The sum of every sample of `name` whose labels include these."""
        wanted = set(labels.items())
        return sum(v for (n, ls), v in self.samples.items() if n == name and wanted <= ls)

    def labelled(self, name: str) -> dict[frozenset[tuple[str, str]], float]:
        return {ls: v for (n, ls), v in self.samples.items() if n == name}

    def minus(self, before: Scrape) -> Scrape:
        """What changed since `before` (counters only grow)."""
        keys = self.samples.keys() | before.samples.keys()
        return Scrape(
            self.text,
            {k: self.samples.get(k, 0.0) - before.samples.get(k, 0.0) for k in keys},
        )
