from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_options_in_force_decks_type_0 import CopycatOptionsInForceDecksType0
from ..models.copycat_options_in_force_sets_type_0 import CopycatOptionsInForceSetsType0
from ..models.copycat_options_in_force_special_meow_value_type_0 import CopycatOptionsInForceSpecialMeowValueType0
from typing import cast






T = TypeVar("T", bound="CopycatOptionsInForce")



@_attrs_define
class CopycatOptionsInForce:
    """ 
        Attributes:
            deck (list[str]): C1 (provisional): one copy of the deck as card codes (`7`, `6/7/8`).
            decks (CopycatOptionsInForceDecksType0 | int): C14: copies of `deck` shuffled together (two allow 6-8 players).
                Default: CopycatOptionsInForceDecksType0.VALUE_1.
            special_meow_value (CopycatOptionsInForceSpecialMeowValueType0 | str): C7: the declarer's special cards count as
                their lowest number or their sum. Default: CopycatOptionsInForceSpecialMeowValueType0.LOWEST.
            shared_meow_penalty (bool): C7: a blocked declarer pays 6 in all, split among the blockers. Default: False.
            knockout (bool): C10: no loans; a payment that takes a player below 0 ends the match (or set). Default: False.
            reverse_after_cycle (bool): C12: counterclockwise play and rotation from the second cycle on. Default: False.
            stakes (int): C12: coin amounts are multiplied from the second cycle on. Default: 1.
            remove_two (bool): C12: 2 unseen cards leave the deck after each deal. Default: False.
            meow_locked_turns (int): C12: Meow is refused until this many turns of the game are done. Default: 0.
            min_coins_for_meow (int): C12: Meow needs at least this many coins. Default: 0.
            sets (CopycatOptionsInForceSetsType0 | int): C13: sets in the match; coins reset each set, rank bonuses decide.
                Default: CopycatOptionsInForceSetsType0.VALUE_1.
     """

    deck: list[str]
    decks: CopycatOptionsInForceDecksType0 | int = CopycatOptionsInForceDecksType0.VALUE_1
    special_meow_value: CopycatOptionsInForceSpecialMeowValueType0 | str = CopycatOptionsInForceSpecialMeowValueType0.LOWEST
    shared_meow_penalty: bool = False
    knockout: bool = False
    reverse_after_cycle: bool = False
    stakes: int = 1
    remove_two: bool = False
    meow_locked_turns: int = 0
    min_coins_for_meow: int = 0
    sets: CopycatOptionsInForceSetsType0 | int = CopycatOptionsInForceSetsType0.VALUE_1





    def to_dict(self) -> dict[str, Any]:
        deck = self.deck



        decks: int
        if isinstance(self.decks, CopycatOptionsInForceDecksType0):
            decks = self.decks.value
        else:
            decks = self.decks

        special_meow_value: str
        if isinstance(self.special_meow_value, CopycatOptionsInForceSpecialMeowValueType0):
            special_meow_value = self.special_meow_value.value
        else:
            special_meow_value = self.special_meow_value

        shared_meow_penalty = self.shared_meow_penalty

        knockout = self.knockout

        reverse_after_cycle = self.reverse_after_cycle

        stakes = self.stakes

        remove_two = self.remove_two

        meow_locked_turns = self.meow_locked_turns

        min_coins_for_meow = self.min_coins_for_meow

        sets: int
        if isinstance(self.sets, CopycatOptionsInForceSetsType0):
            sets = self.sets.value
        else:
            sets = self.sets


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck": deck,
            "decks": decks,
            "special_meow_value": special_meow_value,
            "shared_meow_penalty": shared_meow_penalty,
            "knockout": knockout,
            "reverse_after_cycle": reverse_after_cycle,
            "stakes": stakes,
            "remove_two": remove_two,
            "meow_locked_turns": meow_locked_turns,
            "min_coins_for_meow": min_coins_for_meow,
            "sets": sets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck"))


        def _parse_decks(data: object) -> CopycatOptionsInForceDecksType0 | int:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                decks_type_0 = CopycatOptionsInForceDecksType0(data)



                return decks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatOptionsInForceDecksType0 | int, data)

        decks = _parse_decks(d.pop("decks"))


        def _parse_special_meow_value(data: object) -> CopycatOptionsInForceSpecialMeowValueType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                special_meow_value_type_0 = CopycatOptionsInForceSpecialMeowValueType0(data)



                return special_meow_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatOptionsInForceSpecialMeowValueType0 | str, data)

        special_meow_value = _parse_special_meow_value(d.pop("special_meow_value"))


        shared_meow_penalty = d.pop("shared_meow_penalty")

        knockout = d.pop("knockout")

        reverse_after_cycle = d.pop("reverse_after_cycle")

        stakes = d.pop("stakes")

        remove_two = d.pop("remove_two")

        meow_locked_turns = d.pop("meow_locked_turns")

        min_coins_for_meow = d.pop("min_coins_for_meow")

        def _parse_sets(data: object) -> CopycatOptionsInForceSetsType0 | int:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                sets_type_0 = CopycatOptionsInForceSetsType0(data)



                return sets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatOptionsInForceSetsType0 | int, data)

        sets = _parse_sets(d.pop("sets"))


        copycat_options_in_force = cls(
            deck=deck,
            decks=decks,
            special_meow_value=special_meow_value,
            shared_meow_penalty=shared_meow_penalty,
            knockout=knockout,
            reverse_after_cycle=reverse_after_cycle,
            stakes=stakes,
            remove_two=remove_two,
            meow_locked_turns=meow_locked_turns,
            min_coins_for_meow=min_coins_for_meow,
            sets=sets,
        )

        return copycat_options_in_force

