"""The declarations of engines/wire.py and what is derived from them: the codec, the
hidden places, the tags; and that a class without a declaration is refused."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

import pytest

from engines import wire
from engines.meow10 import Draw, Meow10, State
from engines.wire import Sight


class Mood(StrEnum):
    CALM = "calm"
    CROSS = "cross"


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    players: tuple[str, ...] = wire.players()
    hands: Mapping[str, tuple[str, ...]] = wire.hands()
    stock: tuple[str, ...] = wire.codes(sight=Sight.NOBODY)
    mood: Mood = wire.choice(Mood)
    naps: Mapping[str, int] = wire.counts(default=0)
    round: int = wire.integer(default=1)


@dataclass(frozen=True, slots=True, kw_only=True)
class Purr:
    TYPE: ClassVar[str] = "purr"
    player: str = wire.player()
    loud: int | None = wire.integer(omit_none=True)


def test_a_trusted_wire_value_is_read_with_its_defaults_and_written_back_in_order():
    codec = wire.codec(Table)
    given = {"players": ["b", "a"], "hands": {"a": ["x"], "b": []}, "stock": ["y", "z"],
             "mood": "cross"}  # fmt: skip
    table = codec.from_wire(given)
    assert table.mood is Mood.CROSS and table.round == 1
    assert dict(table.naps) == {"b": 0, "a": 0}
    assert list(table.hands) == ["b", "a"], "hands come back in seat order"
    assert codec.to_wire(table) == {**given, "hands": {"b": [], "a": ["x"]},
                                    "naps": {"b": 0, "a": 0}, "round": 1}  # fmt: skip
    assert list(codec.to_wire(table)) == ["players", "hands", "stock", "mood", "naps", "round"]


def test_counts_keep_the_order_sent():
    table = wire.codec(Table).from_wire(
        {
            "players": ["b", "a"],
            "hands": {"a": [], "b": []},
            "stock": [],
            "mood": "calm",
            "naps": {"a": 2, "b": 1},
        }  # fmt: skip
    )
    assert list(wire.codec(Table).to_wire(table)["naps"]) == ["a", "b"]


def test_a_field_written_only_when_set_is_left_out_when_none():
    codec = wire.union((Purr,))
    assert codec.to_wire(Purr(player="a")) == {"type": "purr", "player": "a"}
    assert codec.to_wire(Purr(player="a", loud=3)) == {"type": "purr", "player": "a", "loud": 3}
    assert codec.from_wire({"type": "purr", "player": "a"}) == Purr(player="a")


def test_hidden_places_follow_the_sights():
    table = Table(players=("a", "b", "c"), hands={"a": (), "b": (), "c": ()}, stock=(),
                  mood=Mood.CALM, naps={}, round=1)  # fmt: skip
    assert list(wire.hidden_places(Table, table, "b")) == [("hands", "a"), ("hands", "c"),
                                                           ("stock",)]  # fmt: skip
    assert len(list(wire.hidden_places(Table, table, None))) == 4


def test_the_game_declares_its_maps_tags_and_hidden_places():
    assert wire.player_maps(State) == ("hands", "totals")
    assert Meow10.move_types == ("play", "draw", "next_round")
    assert Meow10().move_to_wire(Draw(player="a")) == {"type": "draw", "player": "a"}


def test_a_field_without_a_declaration_is_refused():
    @dataclass(frozen=True)
    class Loose:
        name: str

    with pytest.raises(TypeError, match="no wire declaration"):
        wire.codec(Loose)


def test_a_field_written_only_when_set_keeps_its_declared_place():
    @dataclass(frozen=True, kw_only=True)
    class Placed:
        note: str | None = wire.optional_text()
        player: str = wire.player()

    encode = wire.codec(Placed).to_wire
    assert list(encode(Placed(note="purr", player="ann"))) == ["note", "player"]
    assert list(encode(Placed(player="ann"))) == ["player"]


def test_a_field_set_late_is_written_after_every_other():
    @dataclass(frozen=True, kw_only=True)
    class Won:
        current: str = wire.player()
        winner: str | None = wire.player_when_set()
        round: int = wire.integer(default=1)

    encode = wire.codec(Won).to_wire
    assert list(encode(Won(current="ann", winner="ann", round=2))) == ["current", "round", "winner"]
    assert list(encode(Won(current="ann", round=2))) == ["current", "round"]


# -- Copy Cat's kinds: signed and fractional maps, maps built as sent, two layouts ------


@dataclass(frozen=True, slots=True, kw_only=True)
class Pot:
    players: tuple[str, ...] = wire.players()
    hands: Mapping[str, tuple[str, ...]] = wire.hands(as_sent=True)
    stock: tuple[str, ...] = wire.codes()
    debts: Mapping[str, int] = wire.integers(as_sent=True)
    shares: Mapping[str, int | float] = wire.points(default=0, as_sent=True)
    spare: tuple[str, ...] = wire.codes(default=())
    spare_first: bool = wire.layout("spare", after="stock")


def test_maps_built_as_sent_are_in_seat_order_only_when_they_hold_exactly_the_players():
    decode = wire.codec(Pot).from_wire
    pot = decode({"players": ["b", "a"], "hands": {"a": ["x"], "b": []}, "stock": [],
                  "debts": {"a": -3, "b": 2}, "shares": {"a": 0.5, "b": -0.5}})  # fmt: skip
    assert list(pot.hands) == list(pot.debts) == list(pot.shares) == ["b", "a"]
    assert pot.debts["a"] == -3 and pot.shares["a"] == 0.5 and pot.spare == ()
    wrong = decode({"players": ["b", "a"], "hands": {"a": [], "c": ["y"]}, "stock": [],
                    "debts": {"c": 1}})  # fmt: skip
    assert dict(wrong.hands) == {"a": (), "c": ("y",)}, "kept as sent, for the game to name"
    assert dict(wrong.debts) == {"c": 1} and dict(wrong.shares) == {"b": 0, "a": 0}
    assert wire.player_maps(Pot) == (), "the game checks maps built as sent itself"


def test_a_layout_says_where_its_field_is_written_and_is_read_from_the_key_order():
    codec = wire.codec(Pot)
    declared = {"players": ["a", "b"], "hands": {"a": [], "b": []}, "stock": [],
                "debts": {"a": 0, "b": 0}, "shares": {"a": 0, "b": 0}, "spare": ["z"]}  # fmt: skip
    dealt = {**dict(list(declared.items())[:3]), "spare": ["z"], **declared}
    assert list(dealt) == ["players", "hands", "stock", "spare", "debts", "shares"]
    for wire_value, first in ((declared, False), (dealt, True)):
        pot = codec.from_wire(wire_value)
        assert pot.spare_first is first
        assert list(codec.to_wire(pot)) == list(wire_value), "each layout written back as read"
    given = codec.from_wire({**dealt, "spare_first": False})
    assert list(codec.to_wire(given)) == list(declared), "a loader may say the layout"
    assert given == codec.from_wire(dealt), "one state, whichever its layout"


def test_the_schemas_of_copy_cats_kinds():
    from marshmallow import ValidationError

    from schemas import derive
    from schemas.lists import BoundedList

    @dataclass(frozen=True, kw_only=True)
    class Seen:
        by: tuple[str, ...] = wire.player_list(max_items=2)

    loaded = derive.nested("PotSchema", Pot)
    assert "spare_first" not in loaded._declared_fields, "a layout is not on the wire"
    sent = {"players": ["a", "b"], "hands": {}, "stock": [], "debts": {"a": -1}}
    assert loaded().load(sent) == sent, "optional fields may be left out"
    with pytest.raises(ValidationError) as refused:
        loaded().load({"players": ["a", "b"], "hands": {}, "stock": [], "debts": {"a": 1.5},
                       "shares": {"a": "x"}})  # fmt: skip
    assert refused.value.messages == {"debts": {"a": ["must be an integer"]},
                                      "shares": {"a": ["must be a number"]}}  # fmt: skip
    assert isinstance(derive.nested("SeenSchema", Seen)._declared_fields["by"], BoundedList)
    view = derive.view("Pot", "copycat", Pot, (loaded, loaded))
    assert list(view._declared_fields)[:5] == ["players", "hands", "stock", "spare", "debts"]
    assert view._declared_fields["shares"].metadata["additionalProperties"] == {"type": "number"}


class Mark(StrEnum):
    PAW = "paw"
    TAIL = "tail"
    WHISKER = "whisker"


@dataclass(frozen=True, slots=True, kw_only=True)
class Paid:
    TYPE: ClassVar[str] = "paid"
    from_: str = wire.keyed("from", wire.player())
    mark: Mark = wire.choice_among(Mark, (Mark.PAW, Mark.TAIL))
    loan: bool | None = wire.flag_when_set()
    shares: Mapping[str, int | float] | None = wire.points(omit_none=True)


def test_a_keyed_field_is_on_the_wire_under_its_key_and_optional_ones_only_when_set():
    codec = wire.union((Paid,))
    paid = Paid(from_="ann", mark=Mark.PAW)
    assert codec.to_wire(paid) == {"type": "paid", "from": "ann", "mark": "paw"}
    assert codec.from_wire({"type": "paid", "from": "ann", "mark": "paw"}) == paid
    full = Paid(from_="ann", mark=Mark.TAIL, loan=True, shares={"ann": 0.5})
    assert list(codec.to_wire(full)) == ["type", "from", "mark", "loan", "shares"]


def test_the_schema_of_a_keyed_field_and_of_a_choice_among_some_values():
    from marshmallow import ValidationError

    from schemas import derive

    schema = derive.move("Test", Paid)
    assert list(schema._declared_fields) == ["type", "from", "mark", "loan", "shares"]
    with pytest.raises(ValidationError) as refused:
        schema().load({"type": "paid", "from": "ann", "mark": "whisker"})
    assert list(refused.value.messages) == ["mark"], "a member left out is refused"
    assert schema().load({"type": "paid", "from": "ann", "mark": "tail"})["from"] == "ann"
