from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_state_phase import CopycatStatePhase
from ..models.copycat_state_rules_version import CopycatStateRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_field import CopycatField
  from ..models.copycat_options import CopycatOptions
  from ..models.copycat_state_coins import CopycatStateCoins
  from ..models.copycat_state_hands import CopycatStateHands
  from ..models.copycat_state_set_points import CopycatStateSetPoints





T = TypeVar("T", bound="CopycatState")



@_attrs_define
class CopycatState:
    """ 
        Attributes:
            players (list[str]):
            hands (CopycatStateHands):
            deck (list[str]): Index 0 is the top.
            discard_pile (list[str]): The last card is the top.
            field (CopycatField | None):
            current (str):
            phase (CopycatStatePhase):
            coins (CopycatStateCoins): Below 0 only under the knockout option, once the move that took them there has ended
                the set (C10).
            game_number (int): 1-based, within the set (C11).
            starter (str): This game's starter.
            signature (str | Unset): Set by the referee when signing is configured: send the state back unchanged. Any
                altered field makes it fail (422).
            turns (int | Unset): Completed turns this game (C12).
            set_number (int | Unset):
            set_points (CopycatStateSetPoints | Unset): Cumulative rank bonuses (C13).
            removed (list[str] | Unset): Taken out unseen (remove_two).
            set_over (bool | Unset): At game_over: the set is over (C13, C10).
            options (CopycatOptions | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            rules_version (CopycatStateRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CopycatStateHands
    deck: list[str]
    discard_pile: list[str]
    field: CopycatField | None
    current: str
    phase: CopycatStatePhase
    coins: CopycatStateCoins
    game_number: int
    starter: str
    signature: str | Unset = UNSET
    turns: int | Unset = UNSET
    set_number: int | Unset = UNSET
    set_points: CopycatStateSetPoints | Unset = UNSET
    removed: list[str] | Unset = UNSET
    set_over: bool | Unset = UNSET
    options: CopycatOptions | Unset = UNSET
    seed: str | Unset = UNSET
    rules_version: CopycatStateRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_field import CopycatField # noqa: PLC0415
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.copycat_state_coins import CopycatStateCoins # noqa: PLC0415
        from ..models.copycat_state_hands import CopycatStateHands # noqa: PLC0415
        from ..models.copycat_state_set_points import CopycatStateSetPoints # noqa: PLC0415
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

        phase = self.phase.value

        coins = self.coins.to_dict()

        game_number = self.game_number

        starter = self.starter

        signature = self.signature

        turns = self.turns

        set_number = self.set_number

        set_points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.set_points, Unset):
            set_points = self.set_points.to_dict()

        removed: list[str] | Unset = UNSET
        if not isinstance(self.removed, Unset):
            removed = self.removed



        set_over = self.set_over

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        rules_version: int | Unset = UNSET
        if not isinstance(self.rules_version, Unset):
            rules_version = self.rules_version.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
            "deck": deck,
            "discard_pile": discard_pile,
            "field": field,
            "current": current,
            "phase": phase,
            "coins": coins,
            "game_number": game_number,
            "starter": starter,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature
        if turns is not UNSET:
            field_dict["turns"] = turns
        if set_number is not UNSET:
            field_dict["set_number"] = set_number
        if set_points is not UNSET:
            field_dict["set_points"] = set_points
        if removed is not UNSET:
            field_dict["removed"] = removed
        if set_over is not UNSET:
            field_dict["set_over"] = set_over
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_field import CopycatField # noqa: PLC0415
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.copycat_state_coins import CopycatStateCoins # noqa: PLC0415
        from ..models.copycat_state_hands import CopycatStateHands # noqa: PLC0415
        from ..models.copycat_state_set_points import CopycatStateSetPoints # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CopycatStateHands.from_dict(d.pop("hands"))




        deck = cast(list[str], d.pop("deck"))


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

        phase = CopycatStatePhase(d.pop("phase"))




        coins = CopycatStateCoins.from_dict(d.pop("coins"))




        game_number = d.pop("game_number")

        starter = d.pop("starter")

        signature = d.pop("signature", UNSET)

        turns = d.pop("turns", UNSET)

        set_number = d.pop("set_number", UNSET)

        _set_points = d.pop("set_points", UNSET)
        set_points: CopycatStateSetPoints | Unset
        if isinstance(_set_points,  Unset):
            set_points = UNSET
        else:
            set_points = CopycatStateSetPoints.from_dict(_set_points)




        removed = cast(list[str], d.pop("removed", UNSET))


        set_over = d.pop("set_over", UNSET)

        _options = d.pop("options", UNSET)
        options: CopycatOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CopycatOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _rules_version = d.pop("rules_version", UNSET)
        rules_version: CopycatStateRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = CopycatStateRulesVersion(_rules_version)




        copycat_state = cls(
            players=players,
            hands=hands,
            deck=deck,
            discard_pile=discard_pile,
            field=field,
            current=current,
            phase=phase,
            coins=coins,
            game_number=game_number,
            starter=starter,
            signature=signature,
            turns=turns,
            set_number=set_number,
            set_points=set_points,
            removed=removed,
            set_over=set_over,
            options=options,
            seed=seed,
            rules_version=rules_version,
        )

        return copycat_state

