from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
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
  from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="SuperMeowSuggestLogEntry")



@_attrs_define
class SuperMeowSuggestLogEntry:
    """ 
        Attributes:
            version (int):
            move (SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway): A move, by its `type`.
            events (list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent |
                SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent |
                SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]):
            result (None | SuperMeowResult | Unset):
            commitment (str | Unset):
            hash_ (str | Unset):
     """

    version: int
    move: SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway
    events: list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent | SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent | SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]
    result: None | SuperMeowResult | Unset = UNSET
    commitment: str | Unset = UNSET
    hash_: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
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



        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, SuperMeowResult):
            result = self.result.to_dict()
        else:
            result = self.result

        commitment = self.commitment

        hash_ = self.hash_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "move": move,
            "events": events,
        })
        if result is not UNSET:
            field_dict["result"] = result
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if hash_ is not UNSET:
            field_dict["hash"] = hash_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
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


        def _parse_result(data: object) -> None | SuperMeowResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SuperMeowResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperMeowResult | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        commitment = d.pop("commitment", UNSET)

        hash_ = d.pop("hash", UNSET)

        super_meow_suggest_log_entry = cls(
            version=version,
            move=move,
            events=events,
            result=result,
            commitment=commitment,
            hash_=hash_,
        )

        return super_meow_suggest_log_entry

