from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_stream_move_event_by_type_0 import Meow10StreamMoveEventByType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent
  from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent
  from ..models.meow_10_draw import Meow10Draw
  from ..models.meow_10_game_ended_event import Meow10GameEndedEvent
  from ..models.meow_10_next_round import Meow10NextRound
  from ..models.meow_10_play import Meow10Play
  from ..models.meow_10_result import Meow10Result
  from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent
  from ..models.meow_10_round_started_event import Meow10RoundStartedEvent
  from ..models.meow_10_view import Meow10View
  from ..models.outcome import Outcome
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="Meow10StreamMoveEvent")



@_attrs_define
class Meow10StreamMoveEvent:
    """ 
        Attributes:
            game (Literal['meow10']):
            version (int): The version the move made.
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
            events (list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent |
                Meow10RoundStartedEvent | UnknownEvent]): Public: every seat is sent the same events.
            result (Meow10Result | None): Set when the move ends a round, game or match.
            state (Meow10View):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            by (Meow10StreamMoveEventByType0 | str | Unset): Only on a move the referee made: `bot`, a bot seat's;
                `timeout`, a person's turn that ran out, played by a bot. Not hashed into the chain.
            clock (Clock | None | Unset): Only for a session with a clock: whose deadline runs, and when it ends; null while
                none runs (a bot is to act, or the game is over).
            chain (str | Unset): The chain's head after the move.
     """

    game: Literal['meow10']
    version: int
    move: Meow10Draw | Meow10NextRound | Meow10Play
    events: list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent | Meow10RoundStartedEvent | UnknownEvent]
    result: Meow10Result | None
    state: Meow10View
    to_act: list[str]
    outcome: Outcome
    by: Meow10StreamMoveEventByType0 | str | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    chain: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.meow_10_view import Meow10View # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        game = self.game

        version = self.version

        move: dict[str, Any]
        if isinstance(self.move, Meow10Play):
            move = self.move.to_dict()
        elif isinstance(self.move, Meow10Draw):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, Meow10CardsPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10CardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10RoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10RoundStartedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, Meow10Result):
            result = self.result.to_dict()
        else:
            result = self.result

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        by: str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        elif isinstance(self.by, Meow10StreamMoveEventByType0):
            by = self.by.value
        else:
            by = self.by

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        chain = self.chain


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "move": move,
            "events": events,
            "result": result,
            "state": state,
            "to_act": to_act,
            "outcome": outcome,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if clock is not UNSET:
            field_dict["clock"] = clock
        if chain is not UNSET:
            field_dict["chain"] = chain

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.meow_10_view import Meow10View # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['meow10'] , d.pop("game"))
        if game != 'meow10':
            raise ValueError(f"game must match const 'meow10', got '{game}'")

        version = d.pop("version")

        def _parse_move(data: object) -> Meow10Draw | Meow10NextRound | Meow10Play:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_move_type_0 = Meow10Play.from_dict(data)



                return componentsschemas_meow_10_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_move_type_1 = Meow10Draw.from_dict(data)



                return componentsschemas_meow_10_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_meow_10_move_type_2 = Meow10NextRound.from_dict(data)



            return componentsschemas_meow_10_move_type_2

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent | Meow10RoundStartedEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_0 = Meow10CardsPlayedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_1 = Meow10CardsDrawnEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_2 = Meow10RoundEndedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_3 = Meow10GameEndedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_4 = Meow10RoundStartedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_event_type_5 = UnknownEvent.from_dict(data)



                return componentsschemas_meow_10_event_type_5

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> Meow10Result | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Meow10Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10Result | None, data)

        result = _parse_result(d.pop("result"))


        state = Meow10View.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        def _parse_by(data: object) -> Meow10StreamMoveEventByType0 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = Meow10StreamMoveEventByType0(data)



                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10StreamMoveEventByType0 | str | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        chain = d.pop("chain", UNSET)

        meow_10_stream_move_event = cls(
            game=game,
            version=version,
            move=move,
            events=events,
            result=result,
            state=state,
            to_act=to_act,
            outcome=outcome,
            by=by,
            clock=clock,
            chain=chain,
        )

        return meow_10_stream_move_event

