from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_finish import CatTowerFinish
  from ..models.cat_tower_give import CatTowerGive
  from ..models.cat_tower_proof_entry_events_item import CatTowerProofEntryEventsItem
  from ..models.cat_tower_proof_entry_result_type_0 import CatTowerProofEntryResultType0
  from ..models.cat_tower_roll import CatTowerRoll
  from ..models.cat_tower_stack import CatTowerStack





T = TypeVar("T", bound="CatTowerProofEntry")



@_attrs_define
class CatTowerProofEntry:
    """ 
        Attributes:
            version (int):
            move (CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack): A move, by its `type`.
            events (list[CatTowerProofEntryEventsItem]):
            result (CatTowerProofEntryResultType0 | None):
            commitment (str): HMAC-SHA256 of the state after the move, keyed by the salt (by the seed where `seed_salt` is
                null).
            hash_ (str): SHA-256 of the previous entry's hash and this entry.
     """

    version: int
    move: CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack
    events: list[CatTowerProofEntryEventsItem]
    result: CatTowerProofEntryResultType0 | None
    commitment: str
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_proof_entry_events_item import CatTowerProofEntryEventsItem # noqa: PLC0415
        from ..models.cat_tower_proof_entry_result_type_0 import CatTowerProofEntryResultType0 # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
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
            events_item = events_item_data.to_dict()
            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, CatTowerProofEntryResultType0):
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
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_proof_entry_events_item import CatTowerProofEntryEventsItem # noqa: PLC0415
        from ..models.cat_tower_proof_entry_result_type_0 import CatTowerProofEntryResultType0 # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
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
            events_item = CatTowerProofEntryEventsItem.from_dict(events_item_data)



            events.append(events_item)


        def _parse_result(data: object) -> CatTowerProofEntryResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CatTowerProofEntryResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerProofEntryResultType0 | None, data)

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

