from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent
  from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent
  from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent
  from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent
  from ..models.cat_tower_fell_event import CatTowerFellEvent
  from ..models.cat_tower_finish import CatTowerFinish
  from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent
  from ..models.cat_tower_give import CatTowerGive
  from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent
  from ..models.cat_tower_result import CatTowerResult
  from ..models.cat_tower_roll import CatTowerRoll
  from ..models.cat_tower_rolled_event import CatTowerRolledEvent
  from ..models.cat_tower_stack import CatTowerStack
  from ..models.cat_tower_stacked_event import CatTowerStackedEvent
  from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent
  from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="CatTowerProofEntry")



@_attrs_define
class CatTowerProofEntry:
    """ 
        Attributes:
            version (int):
            move (CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack): A move, by its `type`.
            events (list[CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent |
                CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent |
                CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent |
                UnknownEvent]):
            result (CatTowerResult | None):
            commitment (str): HMAC-SHA256 of the state after the move, keyed by the salt (by the seed where `seed_salt` is
                null).
            hash_ (str): SHA-256 of the previous entry's hash and this entry.
     """

    version: int
    move: CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack
    events: list[CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent | CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent | CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent | UnknownEvent]
    result: CatTowerResult | None
    commitment: str
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent # noqa: PLC0415
        from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent # noqa: PLC0415
        from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent # noqa: PLC0415
        from ..models.cat_tower_fell_event import CatTowerFellEvent # noqa: PLC0415
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_result import CatTowerResult # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_rolled_event import CatTowerRolledEvent # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        from ..models.cat_tower_stacked_event import CatTowerStackedEvent # noqa: PLC0415
        from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent # noqa: PLC0415
        from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        version = self.version

        move: dict[str, Any]
        if isinstance(self.move, CatTowerRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerStack):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerGive):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CatTowerRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerStackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerFellEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerTokenFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerDirectionReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerPlayerSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerCardsRedistributedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerCardGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerActionSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerGameEndedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, CatTowerResult):
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
            "result": result,
            "commitment": commitment,
            "hash": hash_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent # noqa: PLC0415
        from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent # noqa: PLC0415
        from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent # noqa: PLC0415
        from ..models.cat_tower_fell_event import CatTowerFellEvent # noqa: PLC0415
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_result import CatTowerResult # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_rolled_event import CatTowerRolledEvent # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        from ..models.cat_tower_stacked_event import CatTowerStackedEvent # noqa: PLC0415
        from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent # noqa: PLC0415
        from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_move(data: object) -> CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_0 = CatTowerRoll.from_dict(data)



                return componentsschemas_cat_tower_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_1 = CatTowerStack.from_dict(data)



                return componentsschemas_cat_tower_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_2 = CatTowerGive.from_dict(data)



                return componentsschemas_cat_tower_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_cat_tower_move_type_3 = CatTowerFinish.from_dict(data)



            return componentsschemas_cat_tower_move_type_3

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent | CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent | CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_0 = CatTowerRolledEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_1 = CatTowerStackedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_2 = CatTowerFellEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_3 = CatTowerTokenFlippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_4 = CatTowerDirectionReversedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_5 = CatTowerPlayerSkippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_6 = CatTowerCardsRedistributedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_7 = CatTowerCardGivenEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_8 = CatTowerActionSkippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_9 = CatTowerTurnStartedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_10 = CatTowerGameEndedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_event_type_11 = UnknownEvent.from_dict(data)



                return componentsschemas_cat_tower_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> CatTowerResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CatTowerResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerResult | None, data)

        result = _parse_result(d.pop("result"))


        commitment = d.pop("commitment")

        hash_ = d.pop("hash")

        cat_tower_proof_entry = cls(
            version=version,
            move=move,
            events=events,
            result=result,
            commitment=commitment,
            hash_=hash_,
        )

        return cat_tower_proof_entry

