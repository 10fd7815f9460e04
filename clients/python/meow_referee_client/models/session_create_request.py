from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_create_request_deal import SessionCreateRequestDeal
from ..models.session_create_request_game import SessionCreateRequestGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_options import CatTowerOptions
  from ..models.clock_settings import ClockSettings
  from ..models.copycat_options import CopycatOptions
  from ..models.meow_10_options import Meow10Options
  from ..models.session_create_request_bots import SessionCreateRequestBots
  from ..models.super_meow_options import SuperMeowOptions
  from ..models.webhook_settings import WebhookSettings





T = TypeVar("T", bound="SessionCreateRequest")



@_attrs_define
class SessionCreateRequest:
    """ 
        Attributes:
            game (SessionCreateRequestGame): A game id from GET /v1/games.
            players (list[str]):
            options (CatTowerOptions | CopycatOptions | Meow10Options | SuperMeowOptions | Unset): Any game's options: the
                session's game decides which apply.
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            starter (str | Unset): Who starts; default the first player.
            rules_version (int | Unset): One of the game's `rules_versions` (GET /v1/games/{game}); default the current one.
                The session is played under it to its end.
            deal (SessionCreateRequestDeal | Unset): `now` (default): the referee deals at once from its own seed (or
                `seed`). `seats`: the deal waits until every seat has joined (POST /v1/sessions/{id}/join) with entropy of its
                own, so that nobody, the creator included, chooses it; not with `seed` (docs/fairness.md).
            bots (SessionCreateRequestBots | Unset): Seats the referee plays, by player, with each one's level: it moves for
                them after a short delay (`BOT_DELAY_MS`), from their view only. Each still gets a token, so the host can hand
                the seat back to a person.
            clock (ClockSettings | Unset):
            fall_model (bool | Unset): Cat Tower only: a fully digital table. What falls at each stack (and, with
                `physical_dice`, the face rolled) is drawn by the referee's documented fall model (docs/bots.md), for people as
                for bots; what a move reports is replaced.
            webhook (WebhookSettings | Unset):
     """

    game: SessionCreateRequestGame
    players: list[str]
    options: CatTowerOptions | CopycatOptions | Meow10Options | SuperMeowOptions | Unset = UNSET
    seed: str | Unset = UNSET
    starter: str | Unset = UNSET
    rules_version: int | Unset = UNSET
    deal: SessionCreateRequestDeal | Unset = UNSET
    bots: SessionCreateRequestBots | Unset = UNSET
    clock: ClockSettings | Unset = UNSET
    fall_model: bool | Unset = UNSET
    webhook: WebhookSettings | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.clock_settings import ClockSettings # noqa: PLC0415
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.session_create_request_bots import SessionCreateRequestBots # noqa: PLC0415
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.webhook_settings import WebhookSettings # noqa: PLC0415
        game = self.game.value

        players = self.players



        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Meow10Options):
            options = self.options.to_dict()
        elif isinstance(self.options, CopycatOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, SuperMeowOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        seed = self.seed

        starter = self.starter

        rules_version = self.rules_version

        deal: str | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.value


        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        fall_model = self.fall_model

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if starter is not UNSET:
            field_dict["starter"] = starter
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if deal is not UNSET:
            field_dict["deal"] = deal
        if bots is not UNSET:
            field_dict["bots"] = bots
        if clock is not UNSET:
            field_dict["clock"] = clock
        if fall_model is not UNSET:
            field_dict["fall_model"] = fall_model
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.clock_settings import ClockSettings # noqa: PLC0415
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.session_create_request_bots import SessionCreateRequestBots # noqa: PLC0415
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.webhook_settings import WebhookSettings # noqa: PLC0415
        d = dict(src_dict)
        game = SessionCreateRequestGame(d.pop("game"))




        players = cast(list[str], d.pop("players"))


        def _parse_options(data: object) -> CatTowerOptions | CopycatOptions | Meow10Options | SuperMeowOptions | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_options_type_0 = Meow10Options.from_dict(data)



                return componentsschemas_session_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_options_type_1 = CopycatOptions.from_dict(data)



                return componentsschemas_session_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_options_type_2 = SuperMeowOptions.from_dict(data)



                return componentsschemas_session_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_options_type_3 = CatTowerOptions.from_dict(data)



            return componentsschemas_session_options_type_3

        options = _parse_options(d.pop("options", UNSET))


        seed = d.pop("seed", UNSET)

        starter = d.pop("starter", UNSET)

        rules_version = d.pop("rules_version", UNSET)

        _deal = d.pop("deal", UNSET)
        deal: SessionCreateRequestDeal | Unset
        if isinstance(_deal,  Unset):
            deal = UNSET
        else:
            deal = SessionCreateRequestDeal(_deal)




        _bots = d.pop("bots", UNSET)
        bots: SessionCreateRequestBots | Unset
        if isinstance(_bots,  Unset):
            bots = UNSET
        else:
            bots = SessionCreateRequestBots.from_dict(_bots)




        _clock = d.pop("clock", UNSET)
        clock: ClockSettings | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ClockSettings.from_dict(_clock)




        fall_model = d.pop("fall_model", UNSET)

        _webhook = d.pop("webhook", UNSET)
        webhook: WebhookSettings | Unset
        if isinstance(_webhook,  Unset):
            webhook = UNSET
        else:
            webhook = WebhookSettings.from_dict(_webhook)




        session_create_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            starter=starter,
            rules_version=rules_version,
            deal=deal,
            bots=bots,
            clock=clock,
            fall_model=fall_model,
            webhook=webhook,
        )

        return session_create_request

