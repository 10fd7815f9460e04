from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_session_response_seed_source_type_0 import CopycatSessionResponseSeedSourceType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.copycat_session_response_bots import CopycatSessionResponseBots
  from ..models.copycat_view import CopycatView
  from ..models.deal_waiting import DealWaiting
  from ..models.outcome import Outcome
  from ..models.session_ended import SessionEnded





T = TypeVar("T", bound="CopycatSessionResponse")



@_attrs_define
class CopycatSessionResponse:
    """ 
        Attributes:
            id (str):
            game (Literal['copycat']):
            version (int):
            state (CopycatView | None): The token's seat view, or the public view; null until a seats' deal is dealt. A
                view: the game's state shape, with every hand, pile or pool its reader may not see replaced by its length (an
                integer) and `seed` absent.
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            seat (None | str): The player the token seats, or null.
            rules_version (int | Unset): The edition of the readings the session is played under.
            seed_source (CopycatSessionResponseSeedSourceType0 | str | Unset): `referee`: drawn by the referee (256 bits);
                `caller`: chosen by whoever created the session, who may have picked the deal; `seats`: the referee's part mixed
                with every seat's contribution once all have joined.
            seed_commitment (str | Unset): HMAC-SHA256 of the seed keyed by a secret salt, hex: the proof reveals both.
            chain (str | Unset): The hash of the last log entry (of the creation at first); absent until a seats' deal is
                dealt.
            deal (DealWaiting | Unset):
            bots (CopycatSessionResponseBots | Unset): Only for a session with bot seats: each one's level. The referee
                plays them.
            clock (Clock | None | Unset): Only for a session with a clock: whose deadline runs, and when it ends; null while
                none runs (a bot is to act, or the game is over).
            fall_model (bool | Unset): Only when true: what falls is drawn by the referee.
            ended (SessionEnded | Unset):
     """

    id: str
    game: Literal['copycat']
    version: int
    state: CopycatView | None
    to_act: list[str]
    outcome: Outcome
    seat: None | str
    rules_version: int | Unset = UNSET
    seed_source: CopycatSessionResponseSeedSourceType0 | str | Unset = UNSET
    seed_commitment: str | Unset = UNSET
    chain: str | Unset = UNSET
    deal: DealWaiting | Unset = UNSET
    bots: CopycatSessionResponseBots | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    fall_model: bool | Unset = UNSET
    ended: SessionEnded | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.copycat_session_response_bots import CopycatSessionResponseBots # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.deal_waiting import DealWaiting # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_ended import SessionEnded # noqa: PLC0415
        id = self.id

        game = self.game

        version = self.version

        state: dict[str, Any] | None
        if isinstance(self.state, CopycatView):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        seat: None | str
        seat = self.seat

        rules_version = self.rules_version

        seed_source: str | Unset
        if isinstance(self.seed_source, Unset):
            seed_source = UNSET
        elif isinstance(self.seed_source, CopycatSessionResponseSeedSourceType0):
            seed_source = self.seed_source.value
        else:
            seed_source = self.seed_source

        seed_commitment = self.seed_commitment

        chain = self.chain

        deal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.to_dict()

        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        fall_model = self.fall_model

        ended: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ended, Unset):
            ended = self.ended.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "state": state,
            "to_act": to_act,
            "outcome": outcome,
            "seat": seat,
        })
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if seed_source is not UNSET:
            field_dict["seed_source"] = seed_source
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if chain is not UNSET:
            field_dict["chain"] = chain
        if deal is not UNSET:
            field_dict["deal"] = deal
        if bots is not UNSET:
            field_dict["bots"] = bots
        if clock is not UNSET:
            field_dict["clock"] = clock
        if fall_model is not UNSET:
            field_dict["fall_model"] = fall_model
        if ended is not UNSET:
            field_dict["ended"] = ended

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.copycat_session_response_bots import CopycatSessionResponseBots # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.deal_waiting import DealWaiting # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_ended import SessionEnded # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['copycat'] , d.pop("game"))
        if game != 'copycat':
            raise ValueError(f"game must match const 'copycat', got '{game}'")

        version = d.pop("version")

        def _parse_state(data: object) -> CopycatView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = CopycatView.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatView | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))


        rules_version = d.pop("rules_version", UNSET)

        def _parse_seed_source(data: object) -> CopycatSessionResponseSeedSourceType0 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seed_source_type_0 = CopycatSessionResponseSeedSourceType0(data)



                return seed_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatSessionResponseSeedSourceType0 | str | Unset, data)

        seed_source = _parse_seed_source(d.pop("seed_source", UNSET))


        seed_commitment = d.pop("seed_commitment", UNSET)

        chain = d.pop("chain", UNSET)

        _deal = d.pop("deal", UNSET)
        deal: DealWaiting | Unset
        if isinstance(_deal,  Unset):
            deal = UNSET
        else:
            deal = DealWaiting.from_dict(_deal)




        _bots = d.pop("bots", UNSET)
        bots: CopycatSessionResponseBots | Unset
        if isinstance(_bots,  Unset):
            bots = UNSET
        else:
            bots = CopycatSessionResponseBots.from_dict(_bots)




        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        fall_model = d.pop("fall_model", UNSET)

        _ended = d.pop("ended", UNSET)
        ended: SessionEnded | Unset
        if isinstance(_ended,  Unset):
            ended = UNSET
        else:
            ended = SessionEnded.from_dict(_ended)




        copycat_session_response = cls(
            id=id,
            game=game,
            version=version,
            state=state,
            to_act=to_act,
            outcome=outcome,
            seat=seat,
            rules_version=rules_version,
            seed_source=seed_source,
            seed_commitment=seed_commitment,
            chain=chain,
            deal=deal,
            bots=bots,
            clock=clock,
            fall_model=fall_model,
            ended=ended,
        )

        return copycat_session_response

