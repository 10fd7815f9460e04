"""Lists and maps whose length is checked before any item is loaded."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields


class BoundedList(fields.List[Any]):
    """A list of at most `max_items` items, counted before any item is loaded: an item
    loads in microseconds and a refused one adds its errors to the answer, so a body of
    300,000 tiny items would otherwise keep a worker for seconds and answer megabytes."""

    def __init__(self, inner: fields.Field[Any], max_items: int, **kwargs: Any) -> None:
        self.max_items = max_items
        kwargs["metadata"] = {"maxItems": max_items, **kwargs.get("metadata", {})}
        super().__init__(inner, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> list[Any]:
        check_length(value, self.max_items)
        return super()._deserialize(value, attr, data, **kwargs)


class BoundedDict(fields.Dict):
    """A map of at most `max_items` entries, counted before any key or value is loaded,
    for BoundedList's reason."""

    def __init__(self, max_items: int, **kwargs: Any) -> None:
        self.max_items = max_items
        kwargs["metadata"] = {"maxProperties": max_items, **kwargs.get("metadata", {})}
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if type(value) is dict and len(value) > self.max_items:
            raise ValidationError(f"must hold at most {self.max_items} entries")
        return super()._deserialize(value, attr, data, **kwargs)  # type: ignore[no-untyped-call]


def check_length(value: Any, max_items: int) -> None:
    """BoundedList's check, which the compiled loader runs too (schemas/loader.py)."""
    if type(value) is list and len(value) > max_items:
        raise ValidationError(f"must hold at most {max_items} items")
