"""Each wire field of a game declared once, and what is derived from the declarations.

A game's state, moves, events and results are frozen dataclasses whose fields carry
their wire declaration (`dataclasses.field(metadata=...)`, made by the helpers below):
the JSON kind, the bounds, whether a client must send it and what stands in when it
does not, the description, and who may see it. From that one declaration come:

- the codec (`codec(cls)`): a class's `from_wire` / `to_wire` (and a state's `load`, a
  client's state built with its typed options), compiled once per class;
- `hidden_places`: what a seat may not see of a state (docs/api.md#views);
- the tags of moves and events (`tags`), which `move_types` and `event_types` list;
- in schemas/derive.py, the marshmallow schemas of the state, its view, each move and
  event, and the result, and so their OpenAPI components.

The declarations are data and these helpers the standard library alone, so engines stay
pure (tests/test_architecture.py); only schemas/ knows marshmallow.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cache
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, TypeVar

K = TypeVar("K")
V = TypeVar("V")
# A place in a wire state, as the keys leading to it: ("hands", "bob"), ("draw_pile",).
Place = tuple[str, ...]
WIRE = "wire"  # the metadata key of a field's declaration


class _NoDefault(Enum):
    NO_DEFAULT = "no default"


NO_DEFAULT = _NoDefault.NO_DEFAULT  # a field a trusted wire value always holds


def readonly(mapping: dict[K, V]) -> Mapping[K, V]:
    """A typed value's per-player data: a mapping nobody can change (the dict is owned)."""
    return MappingProxyType(mapping)


class Sight(Enum):
    """Who may see a field in a view (docs/api.md#views)."""

    PUBLIC = "public"
    OWNER = "owner"  # a per-player map: each player sees only their own entry
    NOBODY = "nobody"  # shown to every reader as its length
    NEVER = "never"  # left out of every view (a state's seed)


class Kind(Enum):
    """The JSON kinds a field can be; schemas/derive.py maps each to its marshmallow field."""

    PLAYER = "player"  # a player id
    PLAYERS = "players"  # the seat order: 2-8 distinct player ids
    PLAYER_LIST = "player_list"  # player ids, any number (winners)
    CODES = "codes"  # a pile of card or token codes
    HANDS = "hands"  # player -> codes
    COUNTS = "counts"  # player -> a non-negative integer
    SCORES = "scores"  # player -> an integer of either sign (a result's)
    INTEGER = "integer"
    FLAG = "flag"  # a boolean
    CHOICE = "choice"  # one value of a StrEnum
    TEXT = "text"  # a string
    SEED = "seed"  # a state's seed: any string, never in a view
    OPTIONS = "options"  # the game's options (their vocabulary is the OptionSpecs')
    # -- kinds added for Super Meow and Cat Tower (helpers in "-- more kinds" below) --
    CODE = "code"  # one card code
    INDEX = "index"  # an index from `minimum` to `maximum`, each listed (a hand's slot)
    PILE_COUNTS = "pile_counts"  # card code -> the cards left in its pile (a supply)
    RECORDS = "records"  # player -> a declared record (`record`: a Super Meow tableau area)
    BOOLEAN = "boolean"  # true or false, as a client sends it (never "yes" or 1)
    INTEGER_CHOICE = "integer_choice"  # one of a few integers (`values`)
    OBJECT = "object"  # read and written by the game's own `decode` / `encode`
    # -- kinds added for Copy Cat (helpers in "-- Copy Cat's kinds" below) --
    INTEGERS = "integers"  # player -> an integer of either sign, in a state (coins)
    POINTS = "points"  # player -> any finite number (rank bonuses: ties share halves)
    LAYOUT = "layout"  # not on the wire: which of two places a field is written in


@dataclass(frozen=True, slots=True)
class Wire:
    """One field's declaration. `required`: a client must send it; `default` is what a
    trusted wire value without it means (for a per-player map, each player's entry),
    and a field that is not required and has no default is filled in before the codec
    reads it (a state's seed). `omit_none`: None is written by leaving the field out
    (a draw without a count). `view_description` documents the field in a view where
    its meaning there differs (a hidden pile is its length)."""

    kind: Kind
    description: str = ""
    required: bool = True
    default: Any = NO_DEFAULT
    minimum: int | None = None
    maximum: int | None = None
    max_items: int | None = None
    nullable: bool = False
    omit_none: bool = False
    sight: Sight = Sight.PUBLIC
    view_description: str | None = None
    choices: type[StrEnum] | None = None
    decode: Callable[[Any], Any] | None = None  # OPTIONS: the typed value of the wire's
    encode: Callable[[Any], Any] | None = None  # OPTIONS: the wire's value of the typed
    # -- added for Super Meow: a RECORDS field's declared class. (A CODES field's
    # `maximum` is the most cards the rules allow there: the engine checks it, so that
    # its error names the rule, and the JSON schema of a record documents it.)
    record: type | None = None
    values: tuple[int, ...] = ()  # INTEGER_CHOICE: the integers allowed
    last: bool = False  # with omit_none: written after every other field, wherever declared
    # -- added for Copy Cat. `as_sent`: a per-player map built as a client sends it (in
    # seat order once it holds exactly the players), for the game's own check to name
    # what is wrong with it in the game's order; not in `player_maps`. A LAYOUT field's
    # `moved` is the field written right after `after` when the layout field is true.
    as_sent: bool = False
    moved: str | None = None
    after: str | None = None
    key: str | None = None  # the wire name, where the attribute cannot spell it (`keyed`)
    among: tuple[str, ...] = ()  # CHOICE: the values allowed, when not every member's


def _field(declared: Wire, default: Any = dataclasses.MISSING) -> Any:
    return dataclasses.field(default=default, metadata={WIRE: declared})


def player(description: str = "", *, nullable: bool = False) -> Any:
    return _field(Wire(Kind.PLAYER, description, nullable=nullable))


def players(description: str = "") -> Any:
    return _field(Wire(Kind.PLAYERS, description))


def player_list(description: str = "", *, max_items: int | None = None) -> Any:
    """Player ids, any number; `max_items`: at most that many (counted before any is read)."""
    return _field(Wire(Kind.PLAYER_LIST, description, max_items=max_items))


def codes(
    description: str = "",
    *,
    max_items: int | None = None,
    sight: Sight = Sight.PUBLIC,
    view_description: str | None = None,
    default: tuple[str, ...] | None = None,
) -> Any:
    """A pile of codes; `default`: what a client's leaving it out means."""
    return _field(
        Wire(
            Kind.CODES,
            description,
            required=default is None,
            default=NO_DEFAULT if default is None else default,
            max_items=max_items,
            sight=sight,
            view_description=view_description,
        )
    )


def hands(
    description: str = "",
    *,
    sight: Sight = Sight.OWNER,
    view_description: str | None = None,
    as_sent: bool = False,
) -> Any:
    """Player -> codes, in seat order; `as_sent`: a client's built as sent (`Wire`)."""
    declared = Wire(
        Kind.HANDS, description, sight=sight, view_description=view_description, as_sent=as_sent
    )
    return _field(declared)


def counts(
    description: str = "", *, default: int | None = None, view_description: str | None = None
) -> Any:
    """Player -> a non-negative integer, kept in the order sent; `default`: each player's
    value when a client leaves the map out."""
    required = default is None
    return _field(
        Wire(
            Kind.COUNTS,
            description,
            required=required,
            default=NO_DEFAULT if required else default,
            view_description=view_description,
        )
    )


def scores(description: str = "") -> Any:
    return _field(Wire(Kind.SCORES, description))


def integer(
    description: str = "",
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    default: int | None = None,
    omit_none: bool = False,
    view_description: str | None = None,
) -> Any:
    """An integer; `default` is the value a client may leave out; with `omit_none` the
    field is optional and None, written by leaving it out, is the typed value's default."""
    wire = Wire(
        Kind.INTEGER,
        description,
        required=default is None and not omit_none,
        default=NO_DEFAULT if default is None else default,
        minimum=minimum,
        maximum=maximum,
        omit_none=omit_none,
        view_description=view_description,
    )
    return _field(wire, None if omit_none else dataclasses.MISSING)


def flag(description: str = "") -> Any:
    return _field(Wire(Kind.FLAG, description))


def choice(enum: type[StrEnum], description: str = "") -> Any:
    return _field(Wire(Kind.CHOICE, description, choices=enum))


def text(description: str = "", *, required: bool = True) -> Any:
    return _field(Wire(Kind.TEXT, description, required=required))


def seed() -> Any:
    """A state's seed: a client may leave it out (one is derived from the content)."""
    return _field(Wire(Kind.SEED, required=False, sight=Sight.NEVER))


def options(
    decode: Callable[[Any], Any], encode: Callable[[Any], Any], description: str = ""
) -> Any:
    """The options in force: a client may leave them out (every default); the state's are
    the typed options `decode` builds of the resolved ones."""
    return _field(Wire(Kind.OPTIONS, description, required=False, decode=decode, encode=encode))


# -- more kinds: a code, a client's boolean, a few integers, a game's own object --------


def code(description: str = "", *, omit_none: bool = False) -> Any:
    """One card code; with `omit_none`, optional and None when absent."""
    return _field(
        Wire(Kind.CODE, description, required=not omit_none, omit_none=omit_none),
        None if omit_none else dataclasses.MISSING,
    )


def optional_text(description: str = "") -> Any:
    """A string written only when set (None: left out)."""
    return _field(Wire(Kind.TEXT, description, required=False, omit_none=True), None)


def optional_choice(enum: type[StrEnum], description: str = "") -> Any:
    """One value of `enum`, or None, written by leaving the field out."""
    declared = Wire(Kind.CHOICE, description, required=False, omit_none=True, choices=enum)
    return _field(declared, None)


def optional_player(description: str = "") -> Any:
    """A player id or null, which a client may leave out (meaning null)."""
    return _field(Wire(Kind.PLAYER, description, required=False, default=None, nullable=True))


def boolean(description: str = "", *, default: bool | None = None) -> Any:
    """true or false; `default`: what a client's leaving it out means, and the typed
    value's default."""
    if default is None:
        return _field(Wire(Kind.BOOLEAN, description))
    return _field(Wire(Kind.BOOLEAN, description, required=False, default=default), default)


def optional_integer(
    description: str = "", *, default: int, minimum: int | None = None, maximum: int | None = None
) -> Any:
    """An integer a client may leave out: `default` is then its value, and the typed
    value's default."""
    declared = Wire(
        Kind.INTEGER,
        description,
        required=False,
        default=default,
        minimum=minimum,
        maximum=maximum,
    )
    return _field(declared, default)


def integer_choice(values: tuple[int, ...], description: str = "") -> Any:
    return _field(Wire(Kind.INTEGER_CHOICE, description, values=values))


def game_object(
    decode: Callable[[Any], Any],
    encode: Callable[[Any], Any],
    description: str = "",
    *,
    nullable: bool = False,
    omit_none: bool = False,
) -> Any:
    """A value whose wire form the game reads (`decode`, of the trusted wire value or
    None when absent) and writes (`encode`) itself, and whose schema field the game's
    schemas give (schemas/derive.py `given_*`): for a shape no generic kind says."""
    declared = Wire(
        Kind.OBJECT,
        description,
        required=not omit_none,
        nullable=nullable,
        omit_none=omit_none,
        decode=decode,
        encode=encode,
    )
    return _field(declared, None if omit_none else dataclasses.MISSING)


def index(description: str = "", *, size: int) -> Any:
    """An index into `size` places (0 to size - 1), each value listed (a hand's slot)."""
    return _field(Wire(Kind.INDEX, description, minimum=0, maximum=size - 1))


def counter(description: str = "", *, view_description: str | None = None) -> Any:
    """A count the game keeps, from 0; a client may leave it out (0)."""
    wire = Wire(
        Kind.INTEGER,
        description,
        required=False,
        default=0,
        minimum=0,
        view_description=view_description,
    )
    return _field(wire)


def player_when_set(description: str = "") -> Any:
    """A player id or null, written only when set, after every other field (as the move
    that sets it appends it: a winner)."""
    wire = Wire(Kind.PLAYER, description, required=False, nullable=True, omit_none=True, last=True)
    return _field(wire, None)


def pile_counts(description: str, *, empty: Mapping[str, int], max_items: int) -> Any:
    """Card code -> the cards left in its pile, at most `max_items` piles; a pile a client
    leaves out is `empty`'s (every pile the game has, each empty). A pile the game has
    not is kept, for the engine to name."""
    return _field(Wire(Kind.PILE_COUNTS, description, default=empty, max_items=max_items))


def records(record: type, description: str = "") -> Any:
    """Player -> a `record` (a declared dataclass), in seat order. Its fields' sights say
    who may see each: `Sight.OWNER`, the entry's player; `Sight.NOBODY`, no reader."""
    return _field(Wire(Kind.RECORDS, description, record=record))


def pile(
    description: str = "",
    *,
    most: int | None = None,
    sight: Sight = Sight.PUBLIC,
    view_description: str | None = None,
) -> Any:
    """A record's pile of codes (`codes`), with `most`: the most cards the rules allow
    there (the engine checks it; the record's JSON schema documents it)."""
    wire = Wire(
        Kind.CODES, description, maximum=most, sight=sight, view_description=view_description
    )
    return _field(wire)


# -- Copy Cat's kinds: signed and fractional per-player numbers, a state's two layouts --


def integers(
    description: str = "", *, view_description: str | None = None, as_sent: bool = False
) -> Any:
    """Player -> an integer of either sign (the engine says where one may be negative);
    `as_sent`: a client's built as sent (`Wire`)."""
    declared = Wire(Kind.INTEGERS, description, view_description=view_description, as_sent=as_sent)
    return _field(declared)


def points(
    description: str = "",
    *,
    default: int | None = None,
    view_description: str | None = None,
    as_sent: bool = False,
    omit_none: bool = False,
) -> Any:
    """Player -> any finite number (a score shared by tied players may be a fraction);
    `default`: each player's when a client leaves the map out; `as_sent` as `integers`';
    `omit_none`: optional, and None written by leaving it out (a result's, without sets)."""
    declared = Wire(
        Kind.POINTS,
        description,
        required=default is None and not omit_none,
        default=NO_DEFAULT if default is None else default,
        view_description=view_description,
        as_sent=as_sent,
        omit_none=omit_none,
    )
    return _field(declared, None if omit_none else dataclasses.MISSING)


def optional_flag(description: str = "", *, view_description: str | None = None) -> Any:
    """true or false, which a client may leave out: the game fills in what that means
    before the codec reads it (as a state's seed), so a trusted wire value always holds it."""
    declared = Wire(Kind.BOOLEAN, description, required=False, view_description=view_description)
    return _field(declared)


def layout(moved: str, *, after: str) -> Any:
    """Not on the wire: true when the field `moved` (a wire name, as `after`) is written
    right after the field `after`, where a state the referee deals has it, rather than
    in its declared place, where a client's state the game loaded has it (Copy Cat's
    `removed`: clients hold states in both layouts, and every answer keeps its bytes).
    `from_wire` reads it from the key order of a stored state, unless the value holds it
    under its own name (a loader that writes every state it loads in the declared place).
    A view documents the field in the dealt place: views are of sessions, whose games
    the referee dealt. Not compared: two states that differ only in it are one state."""
    declared = Wire(Kind.LAYOUT, required=False, moved=moved, after=after)
    return dataclasses.field(default=False, compare=False, metadata={WIRE: declared})


def keyed(key: str, declared_field: Any) -> Any:
    """A field made by a helper above, on the wire as `key`, which its attribute cannot
    spell (a transfer's `from`, a Python keyword: the attribute is `from_`)."""
    declared = dataclasses.replace(declared_field.metadata[WIRE], key=key)
    return _field(declared, declared_field.default)


def flag_when_set(description: str = "") -> Any:
    """true, or None: written only when true (a C10 loan among the coins paid)."""
    return _field(Wire(Kind.FLAG, description, required=False, omit_none=True), None)


def choice_among(enum: type[StrEnum], members: Iterable[StrEnum], description: str = "") -> Any:
    """One of some of `enum`'s values (the ends POST /score can name, not a knockout's)."""
    among = tuple(member.value for member in members)
    return _field(Wire(Kind.CHOICE, description, choices=enum, among=among))


# -- reading the declarations ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declared:
    """One declared field: its attribute, its declaration and its wire name (`key`: the
    attribute's, unless declared `keyed`)."""

    name: str
    wire: Wire
    key: str


@cache
def declared(cls: type) -> tuple[Declared, ...]:
    """The wire fields of a declared dataclass, in wire order (the class's field order)."""
    out = []
    for each in dataclasses.fields(cls):
        wire = each.metadata.get(WIRE)
        if not isinstance(wire, Wire):
            raise TypeError(f"{cls.__name__}.{each.name} has no wire declaration (engines/wire.py)")
        out.append(Declared(each.name, wire, wire.key or each.name))
    return tuple(out)


class Tagged(Protocol):
    """A move or event class: its wire `type`, a class attribute (`TYPE = "play"`)."""

    TYPE: ClassVar[str]


def tags(classes: Iterable[type[Tagged]]) -> tuple[str, ...]:
    return tuple(cls.TYPE for cls in classes)


def player_maps(cls: type) -> tuple[str, ...]:
    """The fields keyed by player id, each of which must hold exactly the players."""
    maps = (Kind.HANDS, Kind.COUNTS, Kind.SCORES, Kind.RECORDS, Kind.INTEGERS, Kind.POINTS)
    return tuple(
        each.name for each in declared(cls) if each.wire.kind in maps and not each.wire.as_sent
    )


def options_decoder(cls: type) -> Callable[[Any], Any]:
    """The typed options' builder a state declares (its `options` field's `decode`)."""
    (decode,) = (each.wire.decode for each in declared(cls) if each.wire.kind is Kind.OPTIONS)
    assert decode is not None
    return decode


def hidden_places(cls: type, state: Any, seat: str | None) -> Iterator[Place]:
    """The places of `state` (a `cls`) that `seat` (None: the public) may not see, as
    the fields' sights declare them: each other player's entry of an owner-only map, and
    every pile nobody sees."""
    for each in declared(cls):
        if each.wire.sight is Sight.OWNER:
            yield from ((each.name, p) for p in getattr(state, each.name) if p != seat)
        elif each.wire.sight is Sight.NOBODY:
            yield (each.name,)
        elif each.wire.kind is Kind.RECORDS:  # added for Super Meow
            yield from _hidden_in_records(each, getattr(state, each.name), seat)


def _hidden_in_records(
    each: Declared, entries: Mapping[str, Any], seat: str | None
) -> Iterator[Place]:
    """The places of a player -> record map `seat` may not see, entry by entry."""
    assert each.wire.record is not None
    inner = declared(each.wire.record)
    for p in entries:
        for field in inner:
            if field.wire.sight is Sight.NOBODY or (field.wire.sight is Sight.OWNER and p != seat):
                yield (each.name, p, field.name)


# -- the codec ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Codec:
    """A declared class's way in from trusted wire JSON and its way out; for a class with
    options (a state), `load` is the way in of a client's value: `load(wire, options,
    seed)` builds it with the typed options and the seed given, read nowhere else."""

    from_wire: Callable[[Mapping[str, Any]], Any]
    to_wire: Callable[[Any], dict[str, Any]]
    load: Callable[[Mapping[str, Any], Any, str], Any] | None = None


_CODECS: dict[type, Codec] = {}


def codec(cls: type) -> Codec:
    """The codec of a declared class, compiled once: each field's reading and writing is
    written out as one function's source (as dataclasses writes `__init__`), so the
    codec costs what a hand-written one does."""
    found = _CODECS.get(cls)
    if found is None:
        found = _CODECS[cls] = _compile(cls)
    return found


def _decoded(each: Declared, value: str, names: dict[str, Any]) -> str:
    """The expression of a field's typed value, of the expression `value` of its wire
    value; a map in seat order reads the `players` already decoded."""
    kind = each.wire.kind
    if kind in (Kind.PLAYERS, Kind.PLAYER_LIST, Kind.CODES):
        return f"tuple({value})"
    if each.wire.as_sent:  # added for Copy Cat
        sent = "codes_as_sent" if kind is Kind.HANDS else "values_as_sent"
        names[sent] = _codes_as_sent if kind is Kind.HANDS else _values_as_sent
        return f"{sent}({value}, players, seats)"
    if kind is Kind.HANDS:
        return f"readonly({{p: tuple({value}[p]) for p in players}})"
    if kind in (Kind.COUNTS, Kind.SCORES):
        return f"readonly(dict({value}))"
    if kind is Kind.CHOICE:
        enum = each.wire.choices
        assert enum is not None
        names[f"{each.name}_of"] = enum
        return f"{each.name}_of({value})"
    if kind is Kind.OPTIONS:
        names[f"{each.name}_of"] = each.wire.decode
        return f"{each.name}_of({value})"
    if kind is Kind.PILE_COUNTS:  # added for Super Meow
        names[f"{each.name}_empty"] = each.wire.default
        return f"readonly({each.name}_empty | {value})"
    if kind is Kind.RECORDS:  # added for Super Meow
        assert each.wire.record is not None
        names[f"{each.name}_record"] = codec(each.wire.record).from_wire
        return f"readonly({{p: {each.name}_record({value}[p]) for p in players}})"
    if kind is Kind.OBJECT:
        names[f"{each.name}_of"] = each.wire.decode
        return f"{each.name}_of({value})"
    if kind in (Kind.INTEGERS, Kind.POINTS):  # added for Copy Cat
        return f"readonly(dict({value}))"
    return value


def _codes_as_sent(
    value: Mapping[str, Iterable[str]], players: tuple[str, ...], seats: set[str]
) -> Mapping[str, tuple[str, ...]]:
    """A client's player -> codes map, in seat order when it holds exactly the players
    (every trusted one does), else as sent, for the game's check to name why."""
    return readonly({p: tuple(value[p]) for p in (players if value.keys() == seats else value)})


def _values_as_sent(
    value: Mapping[str, V], players: tuple[str, ...], seats: set[str]
) -> Mapping[str, V]:
    """`_codes_as_sent` for a map of numbers."""
    return readonly({p: value[p] for p in (players if value.keys() == seats else value)})


def _encoded(each: Declared, value: str, names: dict[str, Any]) -> str:
    """The expression of a field's wire value, of the expression `value` of its typed one."""
    kind = each.wire.kind
    if kind in (Kind.PLAYERS, Kind.PLAYER_LIST, Kind.CODES):
        return f"list({value})"
    if kind is Kind.HANDS:
        return f"{{p: list(h) for p, h in {value}.items()}}"
    if kind in (Kind.COUNTS, Kind.SCORES):
        return f"dict({value})"
    if kind is Kind.CHOICE:
        return f"{value}.value"
    if kind is Kind.OPTIONS:
        names[f"{each.name}_to"] = each.wire.encode
        return f"{each.name}_to({value})"
    if kind is Kind.PILE_COUNTS:  # added for Super Meow
        return f"dict({value})"
    if kind is Kind.RECORDS:  # added for Super Meow
        assert each.wire.record is not None
        names[f"{each.name}_record_to"] = codec(each.wire.record).to_wire
        return f"{{p: {each.name}_record_to(r) for p, r in {value}.items()}}"
    if kind is Kind.OBJECT:
        names[f"{each.name}_to"] = each.wire.encode
        return f"{each.name}_to({value})"
    if kind in (Kind.INTEGERS, Kind.POINTS):  # a read-only map's own copy: the fastest
        return f"{value}.copy()"
    return value


def _reading(each: Declared, names: dict[str, Any]) -> str:
    """How `from_wire` reads one field: present, or what its absence means."""
    wire, key = each.wire, repr(each.key)
    if wire.omit_none and wire.kind is Kind.OBJECT:  # its decode reads an absent one
        return _decoded(each, f"wire.get({key})", names)
    if wire.omit_none and wire.kind is Kind.CHOICE:
        decoded = _decoded(each, "given", names)
        return f"(None if (given := wire.get({key})) is None else {decoded})"
    if wire.omit_none:
        return f"wire.get({key})"
    if wire.default is NO_DEFAULT or wire.kind is Kind.PILE_COUNTS:
        return _decoded(each, f"wire[{key}]", names)
    names[f"{each.name}_default"] = wire.default
    if wire.kind in (Kind.COUNTS, Kind.HANDS, Kind.INTEGERS, Kind.POINTS):
        given = _decoded(each, "given", names)
        absent = f"readonly(dict.fromkeys(players, {each.name}_default))"
        return f"({given} if (given := wire.get({key})) is not None else {absent})"
    return _decoded(each, f"wire.get({key}, {each.name}_default)", names)


def _layout_reading(cls: type, each: Declared) -> str:
    """A LAYOUT field's value: given under its name, else whether its moved field comes
    before the field declared after `after` (a field every wire value holds)."""
    wire = each.wire
    assert wire.moved is not None and wire.after is not None
    placed = [f.key for f in declared_on_wire(cls) if f.key != wire.moved]
    following = placed[placed.index(wire.after) + 1]
    moved, key = repr(wire.moved), repr(each.name)
    found = f"({moved} in wire and (keys := list(wire)).index({moved}) < keys.index({following!r}))"
    return f"(given if (given := wire.get({key})) is not None else {found})"


def declared_on_wire(cls: type) -> tuple[Declared, ...]:
    """The fields of `cls` that are on the wire (every one but a LAYOUT), in declared order."""
    return tuple(each for each in declared(cls) if each.wire.kind is not Kind.LAYOUT)


def laid_out(cls: type, names: Iterable[str]) -> list[str]:
    """`names` (in declared order) in the layout a LAYOUT field of `cls` names: its moved
    field right after `after`. The declared order when `cls` has none."""
    order = list(names)
    for each in declared(cls):
        moved, after = each.wire.moved, each.wire.after
        if each.wire.kind is Kind.LAYOUT and moved in order and after is not None:
            order.remove(moved)
            order.insert(order.index(after) + 1, moved)
    return order


def _decoder(
    name: str, cls: type, fields: tuple[Declared, ...], names: dict[str, Any]
) -> list[str]:
    """The source of `name(wire)`, or of `name(wire, options, seed)` (`load`), which takes
    the typed options and the seed as given rather than reading them from `wire`."""
    given = {Kind.OPTIONS: "options", Kind.SEED: "seed"} if name == "load" else {}
    reads = [
        f"{each.name}={_layout_reading(cls, each)}"
        if each.wire.kind is Kind.LAYOUT
        else f"{each.name}={given.get(each.wire.kind) or _reading(each, names)}"
        for each in fields
    ]
    decode = [f"def {name}(wire{', options, seed' if given else ''}):"]
    if any(each.name == "players" for each in fields):  # seat-ordered maps read them
        decode.append("    players = tuple(wire['players'])")
        reads = ["players=players" if r.startswith("players=") else r for r in reads]
    if any(each.wire.as_sent for each in fields):
        decode.append("    seats = set(players)")
    decode.append(f"    return cls({', '.join(reads)})")
    return decode


def _compile(cls: type) -> Codec:
    fields = declared(cls)
    tag = getattr(cls, "TYPE", None)
    names: dict[str, Any] = {"cls": cls, "readonly": readonly}
    decode = _decoder("from_wire", cls, fields, names)
    loads = any(each.wire.kind is Kind.OPTIONS for each in fields)
    if loads:
        decode += _decoder("load", cls, fields, names)

    leading = [f"'type': {tag!r}"] if tag is not None else []
    encode = ["def to_wire(value):"]
    switch = [each for each in fields if each.wire.kind is Kind.LAYOUT]
    fields = declared_on_wire(cls)
    omitted = [each for each in fields if each.wire.omit_none]
    kept = [each for each in fields if not each.wire.omit_none]
    entries = leading + [
        f"{each.key!r}: {_encoded(each, f'value.{each.name}', names)}" for each in kept
    ]
    if switch:  # added for Copy Cat: two layouts of one state
        assert len(switch) == 1 and not omitted, "one layout, of fields always written"
        by_name = dict(zip([each.key for each in kept], entries[len(leading) :], strict=True))
        moved = laid_out(cls, by_name)
        encode.append(f"    if value.{switch[0].name}:")
        encode.append(f"        return {{{', '.join(leading + [by_name[n] for n in moved])}}}")
        encode.append(f"    return {{{', '.join(entries)}}}")
        exec("\n".join([*decode, *encode]), names)  # noqa: S102 - source made above
        return Codec(names["from_wire"], names["to_wire"], names["load"] if loads else None)
    # Written when set, after every other field, wherever declared (Super Meow's winner,
    # as the move that sets it appends it); other fields written only when set keep their
    # declared place.
    late = [each for each in omitted if each.wire.last]
    placed = tuple(each for each in fields if not each.wire.last)
    inline = [each for each in omitted if not each.wire.last]
    if inline and placed[-len(inline) :] != tuple(inline):
        encode[1:] = _in_order(placed, leading, names)
        omitted = late
    else:
        encode.append(f"    out = {{{', '.join(entries)}}}")
        omitted = inline + late
    for each in omitted:
        encode.append(f"    if value.{each.name} is not None:")
        encode.append(f"        out[{each.key!r}] = {_encoded(each, f'value.{each.name}', names)}")
    encode.append("    return out")
    exec("\n".join([*decode, *encode]), names)  # noqa: S102 - source made above from declarations
    return Codec(names["from_wire"], names["to_wire"], names["load"] if loads else None)


def _in_order(fields: tuple[Declared, ...], leading: list[str], names: dict[str, Any]) -> list[str]:
    """`to_wire`'s body when a field written only when set comes before others (Cat
    Tower's `stacked` event: `card` before `upside_down`): each key set in the wire's order."""
    lines = [f"    out = {{{', '.join(leading)}}}"]
    for each in fields:
        written = _encoded(each, f"value.{each.name}", names)
        if each.wire.omit_none:
            lines.append(f"    if value.{each.name} is not None:")
            lines.append(f"        out[{each.key!r}] = {written}")
        else:
            lines.append(f"    out[{each.key!r}] = {written}")
    return lines


@cache
def union(classes: tuple[type, ...]) -> Codec:
    """The codec of a union of tagged classes (a game's moves), built once: read by the
    wire's `type`."""
    decoders = {tag: codec(cls).from_wire for tag, cls in zip(tags(classes), classes, strict=True)}
    encoders = {cls: codec(cls).to_wire for cls in classes}

    def from_wire(wire: Mapping[str, Any]) -> Any:
        return decoders[wire["type"]](wire)

    def to_wire(value: Any) -> dict[str, Any]:
        return encoders[type(value)](value)

    return Codec(from_wire, to_wire)


def write(value: Any) -> dict[str, Any]:
    """A declared value (an event, a result) as wire JSON (a compiled codec found without
    `codec`'s call: a move writes its events through here)."""
    found = _CODECS.get(type(value)) or codec(type(value))
    return found.to_wire(value)
