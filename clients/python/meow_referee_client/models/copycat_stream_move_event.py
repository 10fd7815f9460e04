from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_stream_move_event_by_type_0 import CopycatStreamMoveEventByType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.copycat_card_drawn_event import CopycatCardDrawnEvent
  from ..models.copycat_cards_copied_event import CopycatCardsCopiedEvent
  from ..models.copycat_cards_led_event import CopycatCardsLedEvent
  from ..models.copycat_coins_paid_event import CopycatCoinsPaidEvent
  from ..models.copycat_copy import CopycatCopy
  from ..models.copycat_draw import CopycatDraw
  from ..models.copycat_field_discarded_event import CopycatFieldDiscardedEvent
  from ..models.copycat_game_ended_event import CopycatGameEndedEvent
  from ..models.copycat_game_started_event import CopycatGameStartedEvent
  from ..models.copycat_lead import CopycatLead
  from ..models.copycat_match_ended_event import CopycatMatchEndedEvent
  from ..models.copycat_meow import CopycatMeow
  from ..models.copycat_meow_declared_event import CopycatMeowDeclaredEvent
  from ..models.copycat_next_game import CopycatNextGame
  from ..models.copycat_player_knocked_out_event import CopycatPlayerKnockedOutEvent
  from ..models.copycat_result import CopycatResult
  from ..models.copycat_set_ended_event import CopycatSetEndedEvent
  from ..models.copycat_view import CopycatView
  from ..models.outcome import Outcome
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="CopycatStreamMoveEvent")



@_attrs_define
class CopycatStreamMoveEvent:
    """ 
        Attributes:
            game (Literal['copycat']):
            version (int): The version the move made.
            move (CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame): A move, by its `type`.
            events (list[CopycatCardDrawnEvent | CopycatCardsCopiedEvent | CopycatCardsLedEvent | CopycatCoinsPaidEvent |
                CopycatFieldDiscardedEvent | CopycatGameEndedEvent | CopycatGameStartedEvent | CopycatMatchEndedEvent |
                CopycatMeowDeclaredEvent | CopycatPlayerKnockedOutEvent | CopycatSetEndedEvent | UnknownEvent]): Public: every
                seat is sent the same events.
            result (CopycatResult | None): Set when the move ends a round, game or match.
            state (CopycatView):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            by (CopycatStreamMoveEventByType0 | str | Unset): Only on a move the referee made: `bot`, a bot seat's;
                `timeout`, a person's turn that ran out, played by a bot. Not hashed into the chain.
            clock (Clock | None | Unset): Only for a session with a clock: whose deadline runs, and when it ends; null while
                none runs (a bot is to act, or the game is over).
            chain (str | Unset): The chain's head after the move.
     """

    game: Literal['copycat']
    version: int
    move: CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame
    events: list[CopycatCardDrawnEvent | CopycatCardsCopiedEvent | CopycatCardsLedEvent | CopycatCoinsPaidEvent | CopycatFieldDiscardedEvent | CopycatGameEndedEvent | CopycatGameStartedEvent | CopycatMatchEndedEvent | CopycatMeowDeclaredEvent | CopycatPlayerKnockedOutEvent | CopycatSetEndedEvent | UnknownEvent]
    result: CopycatResult | None
    state: CopycatView
    to_act: list[str]
    outcome: Outcome
    by: CopycatStreamMoveEventByType0 | str | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    chain: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.copycat_card_drawn_event import CopycatCardDrawnEvent # noqa: PLC0415
        from ..models.copycat_cards_copied_event import CopycatCardsCopiedEvent # noqa: PLC0415
        from ..models.copycat_cards_led_event import CopycatCardsLedEvent # noqa: PLC0415
        from ..models.copycat_coins_paid_event import CopycatCoinsPaidEvent # noqa: PLC0415
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_field_discarded_event import CopycatFieldDiscardedEvent # noqa: PLC0415
        from ..models.copycat_game_ended_event import CopycatGameEndedEvent # noqa: PLC0415
        from ..models.copycat_game_started_event import CopycatGameStartedEvent # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_match_ended_event import CopycatMatchEndedEvent # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_meow_declared_event import CopycatMeowDeclaredEvent # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_player_knocked_out_event import CopycatPlayerKnockedOutEvent # noqa: PLC0415
        from ..models.copycat_result import CopycatResult # noqa: PLC0415
        from ..models.copycat_set_ended_event import CopycatSetEndedEvent # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        game = self.game

        version = self.version

        move: dict[str, Any]
        if isinstance(self.move, CopycatLead):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatCopy):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatMeow):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CopycatCardsLedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatCardsCopiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatFieldDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatMeowDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatCoinsPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatPlayerKnockedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatSetEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatMatchEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CopycatGameStartedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, CopycatResult):
            result = self.result.to_dict()
        else:
            result = self.result

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        by: str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        elif isinstance(self.by, CopycatStreamMoveEventByType0):
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
        from ..models.copycat_card_drawn_event import CopycatCardDrawnEvent # noqa: PLC0415
        from ..models.copycat_cards_copied_event import CopycatCardsCopiedEvent # noqa: PLC0415
        from ..models.copycat_cards_led_event import CopycatCardsLedEvent # noqa: PLC0415
        from ..models.copycat_coins_paid_event import CopycatCoinsPaidEvent # noqa: PLC0415
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_field_discarded_event import CopycatFieldDiscardedEvent # noqa: PLC0415
        from ..models.copycat_game_ended_event import CopycatGameEndedEvent # noqa: PLC0415
        from ..models.copycat_game_started_event import CopycatGameStartedEvent # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_match_ended_event import CopycatMatchEndedEvent # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_meow_declared_event import CopycatMeowDeclaredEvent # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_player_knocked_out_event import CopycatPlayerKnockedOutEvent # noqa: PLC0415
        from ..models.copycat_result import CopycatResult # noqa: PLC0415
        from ..models.copycat_set_ended_event import CopycatSetEndedEvent # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['copycat'] , d.pop("game"))
        if game != 'copycat':
            raise ValueError(f"game must match const 'copycat', got '{game}'")

        version = d.pop("version")

        def _parse_move(data: object) -> CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_0 = CopycatLead.from_dict(data)



                return componentsschemas_copycat_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_1 = CopycatCopy.from_dict(data)



                return componentsschemas_copycat_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_2 = CopycatDraw.from_dict(data)



                return componentsschemas_copycat_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_3 = CopycatMeow.from_dict(data)



                return componentsschemas_copycat_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_copycat_move_type_4 = CopycatNextGame.from_dict(data)



            return componentsschemas_copycat_move_type_4

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> CopycatCardDrawnEvent | CopycatCardsCopiedEvent | CopycatCardsLedEvent | CopycatCoinsPaidEvent | CopycatFieldDiscardedEvent | CopycatGameEndedEvent | CopycatGameStartedEvent | CopycatMatchEndedEvent | CopycatMeowDeclaredEvent | CopycatPlayerKnockedOutEvent | CopycatSetEndedEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_0 = CopycatCardsLedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_1 = CopycatCardsCopiedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_2 = CopycatFieldDiscardedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_3 = CopycatCardDrawnEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_4 = CopycatMeowDeclaredEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_5 = CopycatCoinsPaidEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_6 = CopycatPlayerKnockedOutEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_7 = CopycatGameEndedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_8 = CopycatSetEndedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_9 = CopycatMatchEndedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_copycat_event_type_10 = CopycatGameStartedEvent.from_dict(data)



                    return componentsschemas_copycat_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_event_type_11 = UnknownEvent.from_dict(data)



                return componentsschemas_copycat_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> CopycatResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CopycatResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatResult | None, data)

        result = _parse_result(d.pop("result"))


        state = CopycatView.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        def _parse_by(data: object) -> CopycatStreamMoveEventByType0 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = CopycatStreamMoveEventByType0(data)



                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatStreamMoveEventByType0 | str | Unset, data)

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

        copycat_stream_move_event = cls(
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

        return copycat_stream_move_event

