"""Walking a JSON value by paths (tuples of keys and indices): the fuzz and contract
tests change or read one node at a time."""

from __future__ import annotations

from typing import Any


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += paths(item, (*prefix, i))
    return out


def node_at(root: Any, path: tuple) -> Any:
    """The node at `path` (a tuple of keys and indices) inside `root`."""
    for key in path:
        root = root[key]
    return root


def parent_of(root: Any, target: tuple) -> tuple[Any, Any]:
    """(the container that holds the node at `target`, its key there); `target` not ()."""
    return node_at(root, target[:-1]), target[-1]
