from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_stream_move_event_by_type_0 import SuperMeowStreamMoveEventByType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.outcome import Outcome
  from ..models.super_meow_buy import SuperMeowBuy
  from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent
  from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent
  from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent
  from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent
  from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent
  from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent
  from ..models.super_meow_mouse import SuperMeowMouse
  from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent
  from ..models.super_meow_pass import SuperMeowPass
  from ..models.super_meow_result import SuperMeowResult
  from ..models.super_meow_throw_away import SuperMeowThrowAway
  from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent
  from ..models.super_meow_view import SuperMeowView
  from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="SuperMeowStreamMoveEvent")



@_attrs_define
class SuperMeowStreamMoveEvent:
    """ 
        Attributes:
            game (Literal['supermeow']):
            version (int): The version the move made.
            move (SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway): A move, by its `type`.
            events (list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent |
                SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent |
                SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]): Public: every seat is sent the
                same events.
            result (None | SuperMeowResult): Set when the move ends a round, game or match.
            state (SuperMeowView):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            by (str | SuperMeowStreamMoveEventByType0 | Unset): Only on a move the referee made: `bot`, a bot seat's;
                `timeout`, a person's turn that ran out, played by a bot. Not hashed into the chain.
            clock (Clock | None | Unset): Only for a session with a clock: whose deadline runs, and when it ends; null while
                none runs (a bot is to act, or the game is over).
            chain (str | Unset): The chain's head after the move.
     """

    game: Literal['supermeow']
    version: int
    move: SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway
    events: list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent | SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent | SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]
    result: None | SuperMeowResult
    state: SuperMeowView
    to_act: list[str]
    outcome: Outcome
    by: str | SuperMeowStreamMoveEventByType0 | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    chain: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent # noqa: PLC0415
        from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent # noqa: PLC0415
        from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent # noqa: PLC0415
        from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent # noqa: PLC0415
        from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent # noqa: PLC0415
        from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        game = self.game

        version = self.version

        move: dict[str, Any]
        if isinstance(self.move, SuperMeowBuy):
            move = self.move.to_dict()
        elif isinstance(self.move, SuperMeowThrowAway):
            move = self.move.to_dict()
        elif isinstance(self.move, SuperMeowMouse):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SuperMeowCardBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowCardThrownAwayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowMouseUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowTurnPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowHandWashedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowWashingMachineShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowHandRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowGameEndedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, SuperMeowResult):
            result = self.result.to_dict()
        else:
            result = self.result

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        by: str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        elif isinstance(self.by, SuperMeowStreamMoveEventByType0):
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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent # noqa: PLC0415
        from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent # noqa: PLC0415
        from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent # noqa: PLC0415
        from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent # noqa: PLC0415
        from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent # noqa: PLC0415
        from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['supermeow'] , d.pop("game"))
        if game != 'supermeow':
            raise ValueError(f"game must match const 'supermeow', got '{game}'")

        version = d.pop("version")

        def _parse_move(data: object) -> SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_0 = SuperMeowBuy.from_dict(data)



                return componentsschemas_super_meow_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_1 = SuperMeowThrowAway.from_dict(data)



                return componentsschemas_super_meow_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_2 = SuperMeowMouse.from_dict(data)



                return componentsschemas_super_meow_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_super_meow_move_type_3 = SuperMeowPass.from_dict(data)



            return componentsschemas_super_meow_move_type_3

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent | SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent | SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_0 = SuperMeowCardBoughtEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_1 = SuperMeowCardThrownAwayEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_2 = SuperMeowMouseUsedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_3 = SuperMeowTurnPassedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_4 = SuperMeowHandWashedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_5 = SuperMeowWashingMachineShuffledEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_6 = SuperMeowCardsDrawnEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_7 = SuperMeowHandRevealedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_8 = SuperMeowGameEndedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_event_type_9 = UnknownEvent.from_dict(data)



                return componentsschemas_super_meow_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> None | SuperMeowResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SuperMeowResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperMeowResult, data)

        result = _parse_result(d.pop("result"))


        state = SuperMeowView.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        def _parse_by(data: object) -> str | SuperMeowStreamMoveEventByType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = SuperMeowStreamMoveEventByType0(data)



                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowStreamMoveEventByType0 | Unset, data)

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

        super_meow_stream_move_event = cls(
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

        return super_meow_stream_move_event

