"""The simulator's figures (docs/simulate.md): PNGs drawn with matplotlib's Agg canvas.

Figures are built with `matplotlib.figure.Figure`, never pyplot: no global state and no
display, so a process pool or a server without a screen draws them the same way. Each
option set is one colour throughout.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from .runs import GameResult

COLOURS = ("#3b75af", "#ef8636")  # the first option set, the compared one
DPI = 100


@dataclass(frozen=True, slots=True)
class SetRun:
    """One option set's games and their summary (bench.simulate.summary.summarise)."""

    label: str
    summary: Mapping[str, Any]
    results: Sequence[GameResult]


def draw_all(
    out: Path, title: str, runs: Sequence[SetRun], standing: str, rounds: str = "rounds"
) -> list[Path]:
    """win-rate.png, length.png, standings.png and summary.png (all of them in one) in
    `out`; returns their paths."""
    has_rounds = any(run.summary["rounds"] is not None for run in runs)
    paths = []

    fig, ax = _figure(1, 1, (8, 4.5))
    win_rates(ax[0], runs)
    paths.append(_save(fig, out / "win-rate.png", title))

    fig, ax = _figure(1, 2 if has_rounds else 1, (11 if has_rounds else 7, 4.2))
    lengths(ax[0], runs, "moves", "moves in the game")
    if has_rounds:
        lengths(ax[1], runs, "rounds", rounds)
    paths.append(_save(fig, out / "length.png", title))

    fig, ax = _figure(1, 1, (8, 4.5))
    standings(ax[0], runs, standing)
    paths.append(_save(fig, out / "standings.png", title))

    fig, ax = _figure(2, 2, (12, 8.5))
    win_rates(ax[0], runs)
    standings(ax[1], runs, standing)
    lengths(ax[2], runs, "moves", "moves in the game")
    if has_rounds:
        lengths(ax[3], runs, "rounds", rounds)
    else:
        ax[3].set_visible(False)
    paths.append(_save(fig, out / "summary.png", title))
    return paths


def win_rates(ax: Axes, runs: Sequence[SetRun]) -> None:
    """Each seat's win rate and the first mover's, a bar per option set, with 95% Wilson
    intervals, against the fair share 1/players."""
    seats = runs[0].summary["seats"]
    groups = [_seat_label(runs[0].results, i, p) for i, p in enumerate(seats)] + ["first to move"]
    width = 0.8 / len(runs)
    for k, run in enumerate(runs):
        rates = [run.summary["win_by_seat"][p] for p in seats] + [run.summary["first_mover"]]
        xs = [i + (k - (len(runs) - 1) / 2) * width for i in range(len(groups))]
        heights = [r["rate"] for r in rates]
        errors = [[r["rate"] - r["low"] for r in rates], [r["high"] - r["rate"] for r in rates]]
        ax.bar(xs, heights, width * 0.95, color=COLOURS[k], label=run.label)
        ax.errorbar(xs, heights, yerr=errors, fmt="none", ecolor="black", capsize=3, lw=1)
    fair = runs[0].summary["fair_share"]
    ax.axhline(fair, color="grey", ls="--", lw=1, label=f"fair share 1/{len(seats)}")
    ax.set_xticks(range(len(groups)), groups)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (a shared win split)")
    ax.set_title("Win rate by seat, 95% Wilson intervals")
    ax.legend(fontsize="small")


def lengths(ax: Axes, runs: Sequence[SetRun], key: str, unit: str | None = None) -> None:
    """The distribution of game lengths in `key` (moves, rounds, named `unit` on the
    axes), one outline a set."""
    unit = unit or key
    values = [
        [float(getattr(r, key)) for r in run.results if getattr(r, key) is not None] for run in runs
    ]
    pooled = [v for vs in values for v in vs]
    if not pooled:
        return
    low, high = min(pooled), max(pooled)
    bins: int | list[float]
    if key == "rounds" and high - low <= 40:
        bins = [n - 0.5 for n in range(int(low), int(high) + 2)]  # one bar a whole round
    else:
        bins = 30
    for k, (run, vs) in enumerate(zip(runs, values, strict=True)):
        if not vs:
            continue
        mean = sum(vs) / len(vs)
        ax.hist(vs, bins=bins, color=COLOURS[k], alpha=0.35, label=f"{run.label} (mean {mean:.1f})")
        ax.hist(vs, bins=bins, color=COLOURS[k], histtype="step", lw=1.5)
        ax.axvline(mean, color=COLOURS[k], ls="--", lw=1)
    if key == "rounds":
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(unit)
    ax.set_ylabel("games played")
    ax.set_title(f"Length: {unit}")
    ax.legend(fontsize="small")


def standings(ax: Axes, runs: Sequence[SetRun], standing: str) -> None:
    """Each seat's final standing, a box a set: median, quartiles, 1.5 IQR whiskers."""
    seats = runs[0].summary["seats"]
    width = 0.8 / len(runs)
    for k, run in enumerate(runs):
        data = [[r.standings[p] for r in run.results] for p in seats]
        xs = [i + (k - (len(runs) - 1) / 2) * width for i in range(len(seats))]
        boxes = ax.boxplot(
            data,
            positions=xs,
            widths=width * 0.85,
            patch_artist=True,
            manage_ticks=False,
            flierprops={"markersize": 3, "markeredgecolor": COLOURS[k]},
            medianprops={"color": "black"},
        )
        for box in boxes["boxes"]:
            box.set_facecolor(COLOURS[k])
            box.set_alpha(0.6)
        ax.plot([], [], "s", color=COLOURS[k], label=run.label)
    ax.set_xticks(
        range(len(seats)), [_seat_label(runs[0].results, i, p) for i, p in enumerate(seats)]
    )
    ax.set_ylabel(standing)
    ax.set_title("Final standing by seat")
    ax.legend(fontsize="small", loc="best")


def _seat_label(results: Sequence[GameResult], index: int, player: str) -> str:
    bots = {r.bots[index] for r in results}
    return f"seat {index + 1}\n{bots.pop() if len(bots) == 1 else 'rotated'}"


def _figure(rows: int, cols: int, size: tuple[float, float]) -> tuple[Figure, list[Axes]]:
    fig = Figure(figsize=size, dpi=DPI, layout="constrained")
    axes = fig.subplots(rows, cols, squeeze=False)
    return fig, [ax for row in axes for ax in row]


def _save(fig: Figure, path: Path, title: str) -> Path:
    fig.suptitle(title)
    fig.savefig(path, format="png")
    return path
