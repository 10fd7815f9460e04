from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_view_phase_type_0 import CopycatViewPhaseType0
from ..models.copycat_view_rules_version_type_0 import CopycatViewRulesVersionType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_field import CopycatField
  from ..models.copycat_options_in_force import CopycatOptionsInForce
  from ..models.copycat_view_coins import CopycatViewCoins
  from ..models.copycat_view_hands import CopycatViewHands
  from ..models.copycat_view_set_points import CopycatViewSetPoints





T = TypeVar("T", bound="CopycatView")



@_attrs_define
class CopycatView:
    """ 
        Attributes:
            players (list[str]):
            hands (CopycatViewHands): A hand the reader may see; another by its length.
            deck (int): Cards left.
            discard_pile (list[str]): The last card is the top.
            field (CopycatField | None):
            current (str):
            phase (CopycatViewPhaseType0 | str):
            removed (int): Cards taken out unseen (remove_two).
            coins (CopycatViewCoins):
            game_number (int): 1-based, within the set.
            starter (str): This game's starter.
            turns (int): Completed turns this game.
            set_number (int):
            set_points (CopycatViewSetPoints): Rank bonuses (C13).
            set_over (bool):
            options (CopycatOptionsInForce):
            rules_version (CopycatViewRulesVersionType0 | int | Unset): The edition of the readings it is played under;
                absent: the current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CopycatViewHands
    deck: int
    discard_pile: list[str]
    field: CopycatField | None
    current: str
    phase: CopycatViewPhaseType0 | str
    removed: int
    coins: CopycatViewCoins
    game_number: int
    starter: str
    turns: int
    set_number: int
    set_points: CopycatViewSetPoints
    set_over: bool
    options: CopycatOptionsInForce
    rules_version: CopycatViewRulesVersionType0 | int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_field import CopycatField # noqa: PLC0415
        from ..models.copycat_options_in_force import CopycatOptionsInForce # noqa: PLC0415
        from ..models.copycat_view_coins import CopycatViewCoins # noqa: PLC0415
        from ..models.copycat_view_hands import CopycatViewHands # noqa: PLC0415
        from ..models.copycat_view_set_points import CopycatViewSetPoints # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        deck = self.deck

        discard_pile = self.discard_pile



        field: dict[str, Any] | None
        if isinstance(self.field, CopycatField):
            field = self.field.to_dict()
        else:
            field = self.field

        current = self.current

        phase: str
        if isinstance(self.phase, CopycatViewPhaseType0):
            phase = self.phase.value
        else:
            phase = self.phase

        removed = self.removed

        coins = self.coins.to_dict()

        game_number = self.game_number

        starter = self.starter

        turns = self.turns

        set_number = self.set_number

        set_points = self.set_points.to_dict()

        set_over = self.set_over

        options = self.options.to_dict()

        rules_version: int | Unset
        if isinstance(self.rules_version, Unset):
            rules_version = UNSET
        elif isinstance(self.rules_version, CopycatViewRulesVersionType0):
            rules_version = self.rules_version.value
        else:
            rules_version = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
            "deck": deck,
            "discard_pile": discard_pile,
            "field": field,
            "current": current,
            "phase": phase,
            "removed": removed,
            "coins": coins,
            "game_number": game_number,
            "starter": starter,
            "turns": turns,
            "set_number": set_number,
            "set_points": set_points,
            "set_over": set_over,
            "options": options,
        })
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_field import CopycatField # noqa: PLC0415
        from ..models.copycat_options_in_force import CopycatOptionsInForce # noqa: PLC0415
        from ..models.copycat_view_coins import CopycatViewCoins # noqa: PLC0415
        from ..models.copycat_view_hands import CopycatViewHands # noqa: PLC0415
        from ..models.copycat_view_set_points import CopycatViewSetPoints # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CopycatViewHands.from_dict(d.pop("hands"))




        deck = d.pop("deck")

        discard_pile = cast(list[str], d.pop("discard_pile"))


        def _parse_field(data: object) -> CopycatField | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                field_type_0 = CopycatField.from_dict(data)



                return field_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatField | None, data)

        field = _parse_field(d.pop("field"))


        current = d.pop("current")

        def _parse_phase(data: object) -> CopycatViewPhaseType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = CopycatViewPhaseType0(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatViewPhaseType0 | str, data)

        phase = _parse_phase(d.pop("phase"))


        removed = d.pop("removed")

        coins = CopycatViewCoins.from_dict(d.pop("coins"))




        game_number = d.pop("game_number")

        starter = d.pop("starter")

        turns = d.pop("turns")

        set_number = d.pop("set_number")

        set_points = CopycatViewSetPoints.from_dict(d.pop("set_points"))




        set_over = d.pop("set_over")

        options = CopycatOptionsInForce.from_dict(d.pop("options"))




        def _parse_rules_version(data: object) -> CopycatViewRulesVersionType0 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rules_version_type_0 = CopycatViewRulesVersionType0(data)



                return rules_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatViewRulesVersionType0 | int | Unset, data)

        rules_version = _parse_rules_version(d.pop("rules_version", UNSET))


        copycat_view = cls(
            players=players,
            hands=hands,
            deck=deck,
            discard_pile=discard_pile,
            field=field,
            current=current,
            phase=phase,
            removed=removed,
            coins=coins,
            game_number=game_number,
            starter=starter,
            turns=turns,
            set_number=set_number,
            set_points=set_points,
            set_over=set_over,
            options=options,
            rules_version=rules_version,
        )

        return copycat_view

