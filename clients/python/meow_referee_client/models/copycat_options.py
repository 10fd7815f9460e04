from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_options_decks import CopycatOptionsDecks
from ..models.copycat_options_sets import CopycatOptionsSets
from ..models.copycat_options_special_meow_value import CopycatOptionsSpecialMeowValue
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CopycatOptions")



@_attrs_define
class CopycatOptions:
    """ 
        Attributes:
            deck (list[str] | Unset): C1 (provisional): one copy of the deck as card codes (`7`, `6/7/8`).
            decks (CopycatOptionsDecks | Unset): C14: copies of `deck` shuffled together (two allow 6-8 players). Default:
                CopycatOptionsDecks.VALUE_1.
            special_meow_value (CopycatOptionsSpecialMeowValue | Unset): C7: the declarer's special cards count as their
                lowest number or their sum. Default: CopycatOptionsSpecialMeowValue.LOWEST.
            shared_meow_penalty (bool | Unset): C7: a blocked declarer pays 6 in all, split among the blockers. Default:
                False.
            knockout (bool | Unset): C10: no loans; a payment that takes a player below 0 ends the match (or set). Default:
                False.
            reverse_after_cycle (bool | Unset): C12: counterclockwise play and rotation from the second cycle on. Default:
                False.
            stakes (int | Unset): C12: coin amounts are multiplied from the second cycle on. Default: 1.
            remove_two (bool | Unset): C12: 2 unseen cards leave the deck after each deal. Default: False.
            meow_locked_turns (int | Unset): C12: Meow is refused until this many turns of the game are done. Default: 0.
            min_coins_for_meow (int | Unset): C12: Meow needs at least this many coins. Default: 0.
            sets (CopycatOptionsSets | Unset): C13: sets in the match; coins reset each set, rank bonuses decide. Default:
                CopycatOptionsSets.VALUE_1.
     """

    deck: list[str] | Unset = UNSET
    decks: CopycatOptionsDecks | Unset = CopycatOptionsDecks.VALUE_1
    special_meow_value: CopycatOptionsSpecialMeowValue | Unset = CopycatOptionsSpecialMeowValue.LOWEST
    shared_meow_penalty: bool | Unset = False
    knockout: bool | Unset = False
    reverse_after_cycle: bool | Unset = False
    stakes: int | Unset = 1
    remove_two: bool | Unset = False
    meow_locked_turns: int | Unset = 0
    min_coins_for_meow: int | Unset = 0
    sets: CopycatOptionsSets | Unset = CopycatOptionsSets.VALUE_1





    def to_dict(self) -> dict[str, Any]:
        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck



        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value


        special_meow_value: str | Unset = UNSET
        if not isinstance(self.special_meow_value, Unset):
            special_meow_value = self.special_meow_value.value


        shared_meow_penalty = self.shared_meow_penalty

        knockout = self.knockout

        reverse_after_cycle = self.reverse_after_cycle

        stakes = self.stakes

        remove_two = self.remove_two

        meow_locked_turns = self.meow_locked_turns

        min_coins_for_meow = self.min_coins_for_meow

        sets: int | Unset = UNSET
        if not isinstance(self.sets, Unset):
            sets = self.sets.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if decks is not UNSET:
            field_dict["decks"] = decks
        if special_meow_value is not UNSET:
            field_dict["special_meow_value"] = special_meow_value
        if shared_meow_penalty is not UNSET:
            field_dict["shared_meow_penalty"] = shared_meow_penalty
        if knockout is not UNSET:
            field_dict["knockout"] = knockout
        if reverse_after_cycle is not UNSET:
            field_dict["reverse_after_cycle"] = reverse_after_cycle
        if stakes is not UNSET:
            field_dict["stakes"] = stakes
        if remove_two is not UNSET:
            field_dict["remove_two"] = remove_two
        if meow_locked_turns is not UNSET:
            field_dict["meow_locked_turns"] = meow_locked_turns
        if min_coins_for_meow is not UNSET:
            field_dict["min_coins_for_meow"] = min_coins_for_meow
        if sets is not UNSET:
            field_dict["sets"] = sets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck", UNSET))


        _decks = d.pop("decks", UNSET)
        decks: CopycatOptionsDecks | Unset
        if isinstance(_decks,  Unset):
            decks = UNSET
        else:
            decks = CopycatOptionsDecks(_decks)




        _special_meow_value = d.pop("special_meow_value", UNSET)
        special_meow_value: CopycatOptionsSpecialMeowValue | Unset
        if isinstance(_special_meow_value,  Unset):
            special_meow_value = UNSET
        else:
            special_meow_value = CopycatOptionsSpecialMeowValue(_special_meow_value)




        shared_meow_penalty = d.pop("shared_meow_penalty", UNSET)

        knockout = d.pop("knockout", UNSET)

        reverse_after_cycle = d.pop("reverse_after_cycle", UNSET)

        stakes = d.pop("stakes", UNSET)

        remove_two = d.pop("remove_two", UNSET)

        meow_locked_turns = d.pop("meow_locked_turns", UNSET)

        min_coins_for_meow = d.pop("min_coins_for_meow", UNSET)

        _sets = d.pop("sets", UNSET)
        sets: CopycatOptionsSets | Unset
        if isinstance(_sets,  Unset):
            sets = UNSET
        else:
            sets = CopycatOptionsSets(_sets)




        copycat_options = cls(
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

        return copycat_options

