from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_copy import CopycatCopy
  from ..models.copycat_draw import CopycatDraw
  from ..models.copycat_lead import CopycatLead
  from ..models.copycat_meow import CopycatMeow
  from ..models.copycat_next_game import CopycatNextGame
  from ..models.copycat_proof_entry_events_item import CopycatProofEntryEventsItem
  from ..models.copycat_proof_entry_result_type_0 import CopycatProofEntryResultType0





T = TypeVar("T", bound="CopycatProofEntry")



@_attrs_define
class CopycatProofEntry:
    """ 
        Attributes:
            version (int):
            move (CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame): A move, by its `type`.
            events (list[CopycatProofEntryEventsItem]):
            result (CopycatProofEntryResultType0 | None):
            commitment (str): HMAC-SHA256 of the state after the move, keyed by the salt (by the seed where `seed_salt` is
                null).
            hash_ (str): SHA-256 of the previous entry's hash and this entry.
     """

    version: int
    move: CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame
    events: list[CopycatProofEntryEventsItem]
    result: CopycatProofEntryResultType0 | None
    commitment: str
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_proof_entry_events_item import CopycatProofEntryEventsItem # noqa: PLC0415
        from ..models.copycat_proof_entry_result_type_0 import CopycatProofEntryResultType0 # noqa: PLC0415
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
            events_item = events_item_data.to_dict()
            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, CopycatProofEntryResultType0):
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
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_proof_entry_events_item import CopycatProofEntryEventsItem # noqa: PLC0415
        from ..models.copycat_proof_entry_result_type_0 import CopycatProofEntryResultType0 # noqa: PLC0415
        d = dict(src_dict)
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
            events_item = CopycatProofEntryEventsItem.from_dict(events_item_data)



            events.append(events_item)


        def _parse_result(data: object) -> CopycatProofEntryResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CopycatProofEntryResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatProofEntryResultType0 | None, data)

        result = _parse_result(d.pop("result"))


        commitment = d.pop("commitment")

        hash_ = d.pop("hash")

        copycat_proof_entry = cls(
            version=version,
            move=move,
            events=events,
            result=result,
            commitment=commitment,
            hash_=hash_,
        )

        return copycat_proof_entry

