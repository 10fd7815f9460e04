from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_scores import OutcomeScores





T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            over (bool): Whether the game (Copy Cat: the match) is over.
            winners (list[str]): Who won, in seat order (ties share a win); empty until over.
            end (None | str): Once over, the game's own word for how it ended (docs/games/); null until then.
            scores (OutcomeScores): Every player's running standing in the game's own terms (docs/games/): Meow 10 their
                penalty points (the fewest win); Copy Cat the match's coins, or with sets its set points, which may be fractions
                (the most win); Super Meow 1 for the player who took the Super Meow card; Cat Tower the cards each still holds
                (the first to hold none wins). Empty before a seats' deal.
     """

    over: bool
    winners: list[str]
    end: None | str
    scores: OutcomeScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_scores import OutcomeScores # noqa: PLC0415
        over = self.over

        winners = self.winners



        end: None | str
        end = self.end

        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "over": over,
            "winners": winners,
            "end": end,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_scores import OutcomeScores # noqa: PLC0415
        d = dict(src_dict)
        over = d.pop("over")

        winners = cast(list[str], d.pop("winners"))


        def _parse_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end = _parse_end(d.pop("end"))


        scores = OutcomeScores.from_dict(d.pop("scores"))




        outcome = cls(
            over=over,
            winners=winners,
            end=end,
            scores=scores,
        )

        return outcome

