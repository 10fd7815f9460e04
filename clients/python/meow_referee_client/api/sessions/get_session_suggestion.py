from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_session_suggest_response import CatTowerSessionSuggestResponse
from ...models.copycat_session_suggest_response import CopycatSessionSuggestResponse
from ...models.meow_10_session_suggest_response import Meow10SessionSuggestResponse
from ...models.problem import Problem
from ...models.suggest_level import SuggestLevel
from ...models.super_meow_session_suggest_response import SuperMeowSessionSuggestResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    level: SuggestLevel | Unset = UNSET,
    iterations: int | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    seed: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_level: str | Unset = UNSET
    if not isinstance(level, Unset):
        json_level = level.value

    params["level"] = json_level

    params["iterations"] = iterations

    params["budget_ms"] = budget_ms

    params["seed"] = seed


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/suggest".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_suggest_response_type_0 = Meow10SessionSuggestResponse.from_dict(data)



                return componentsschemas_session_suggest_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_suggest_response_type_1 = CopycatSessionSuggestResponse.from_dict(data)



                return componentsschemas_session_suggest_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_suggest_response_type_2 = SuperMeowSessionSuggestResponse.from_dict(data)



                return componentsschemas_session_suggest_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_suggest_response_type_3 = CatTowerSessionSuggestResponse.from_dict(data)



            return componentsschemas_session_suggest_response_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    level: SuggestLevel | Unset = UNSET,
    iterations: int | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    seed: str | Unset = UNSET,

) -> Response[CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem]:
    """ A bot's move for the token's seat: a hint, from that seat's view alone.

     The same answer as POST /v1/games/{game}/suggest given the seat's view and the session's public log;
    the bot is never given more than the seat sees.

    Args:
        id (str):
        level (SuggestLevel | Unset): `random`: a uniformly random legal move; `greedy`: the best
            move one ply ahead by the game's heuristic; `mcts` (default): information-set Monte Carlo
            tree search.
        iterations (int | Unset):
        budget_ms (int | Unset):
        seed (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
level=level,
iterations=iterations,
budget_ms=budget_ms,
seed=seed,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    level: SuggestLevel | Unset = UNSET,
    iterations: int | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    seed: str | Unset = UNSET,

) -> CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem | None:
    """ A bot's move for the token's seat: a hint, from that seat's view alone.

     The same answer as POST /v1/games/{game}/suggest given the seat's view and the session's public log;
    the bot is never given more than the seat sees.

    Args:
        id (str):
        level (SuggestLevel | Unset): `random`: a uniformly random legal move; `greedy`: the best
            move one ply ahead by the game's heuristic; `mcts` (default): information-set Monte Carlo
            tree search.
        iterations (int | Unset):
        budget_ms (int | Unset):
        seed (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem
     """


    return sync_detailed(
        id=id,
client=client,
level=level,
iterations=iterations,
budget_ms=budget_ms,
seed=seed,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    level: SuggestLevel | Unset = UNSET,
    iterations: int | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    seed: str | Unset = UNSET,

) -> Response[CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem]:
    """ A bot's move for the token's seat: a hint, from that seat's view alone.

     The same answer as POST /v1/games/{game}/suggest given the seat's view and the session's public log;
    the bot is never given more than the seat sees.

    Args:
        id (str):
        level (SuggestLevel | Unset): `random`: a uniformly random legal move; `greedy`: the best
            move one ply ahead by the game's heuristic; `mcts` (default): information-set Monte Carlo
            tree search.
        iterations (int | Unset):
        budget_ms (int | Unset):
        seed (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
level=level,
iterations=iterations,
budget_ms=budget_ms,
seed=seed,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    level: SuggestLevel | Unset = UNSET,
    iterations: int | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    seed: str | Unset = UNSET,

) -> CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem | None:
    """ A bot's move for the token's seat: a hint, from that seat's view alone.

     The same answer as POST /v1/games/{game}/suggest given the seat's view and the session's public log;
    the bot is never given more than the seat sees.

    Args:
        id (str):
        level (SuggestLevel | Unset): `random`: a uniformly random legal move; `greedy`: the best
            move one ply ahead by the game's heuristic; `mcts` (default): information-set Monte Carlo
            tree search.
        iterations (int | Unset):
        budget_ms (int | Unset):
        seed (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionSuggestResponse | CopycatSessionSuggestResponse | Meow10SessionSuggestResponse | SuperMeowSessionSuggestResponse | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
level=level,
iterations=iterations,
budget_ms=budget_ms,
seed=seed,

    )).parsed
