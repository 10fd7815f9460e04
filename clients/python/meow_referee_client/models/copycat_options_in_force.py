from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_options_in_force_decks import CopycatOptionsInForceDecks
from ..models.copycat_options_in_force_sets import CopycatOptionsInForceSets
from ..models.copycat_options_in_force_special_meow_value import CopycatOptionsInForceSpecialMeowValue
from typing import cast






T = TypeVar("T", bound="CopycatOptionsInForce")



@_attrs_define
class CopycatOptionsInForce:
    """ 
        Attributes:
            deck (list[str]): C1 (provisional): one copy of the deck as card codes (`7`, `6/7/8`).
            decks (CopycatOptionsInForceDecks): C14: copies of `deck` shuffled together (two allow 6-8 players). Default:
                CopycatOptionsInForceDecks.VALUE_1.
            special_meow_value (CopycatOptionsInForceSpecialMeowValue): C7: the declarer's special cards count as their
                lowest number or their sum. Default: CopycatOptionsInForceSpecialMeowValue.LOWEST.
            shared_meow_penalty (bool): C7: a blocked declarer pays 6 in all, split among the blockers. Default: False.
            knockout (bool): C10: no loans; a payment that takes a player below 0 ends the match (or set). Default: False.
            reverse_after_cycle (bool): C12: counterclockwise play and rotation from the second cycle on. Default: False.
            stakes (int): C12: coin amounts are multiplied from the second cycle on. Default: 1.
            remove_two (bool): C12: 2 unseen cards leave the deck after each deal. Default: False.
            meow_locked_turns (int): C12: Meow is refused until this many turns of the game are done. Default: 0.
            min_coins_for_meow (int): C12: Meow needs at least this many coins. Default: 0.
            sets (CopycatOptionsInForceSets): C13: sets in the match; coins reset each set, rank bonuses decide. Default:
                CopycatOptionsInForceSets.VALUE_1.
     """

    deck: list[str]
    decks: CopycatOptionsInForceDecks = CopycatOptionsInForceDecks.VALUE_1
    special_meow_value: CopycatOptionsInForceSpecialMeowValue = CopycatOptionsInForceSpecialMeowValue.LOWEST
    shared_meow_penalty: bool = False
    knockout: bool = False
    reverse_after_cycle: bool = False
    stakes: int = 1
    remove_two: bool = False
    meow_locked_turns: int = 0
    min_coins_for_meow: int = 0
    sets: CopycatOptionsInForceSets = CopycatOptionsInForceSets.VALUE_1





    def to_dict(self) -> dict[str, Any]:
        deck = self.deck



        decks = self.decks.value

        special_meow_value = self.special_meow_value.value

        shared_meow_penalty = self.shared_meow_penalty

        knockout = self.knockout

        reverse_after_cycle = self.reverse_after_cycle

        stakes = self.stakes

        remove_two = self.remove_two

        meow_locked_turns = self.meow_locked_turns

        min_coins_for_meow = self.min_coins_for_meow

        sets = self.sets.value


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


        decks = CopycatOptionsInForceDecks(d.pop("decks"))




        special_meow_value = CopycatOptionsInForceSpecialMeowValue(d.pop("special_meow_value"))




        shared_meow_penalty = d.pop("shared_meow_penalty")

        knockout = d.pop("knockout")

        reverse_after_cycle = d.pop("reverse_after_cycle")

        stakes = d.pop("stakes")

        remove_two = d.pop("remove_two")

        meow_locked_turns = d.pop("meow_locked_turns")

        min_coins_for_meow = d.pop("min_coins_for_meow")

        sets = CopycatOptionsInForceSets(d.pop("sets"))




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

