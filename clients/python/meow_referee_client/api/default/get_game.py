from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_detail import GameDetail
from ...models.get_game_game import GetGameGame
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game: GetGameGame,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameDetail | Problem | None:
    if response.status_code == 200:
        response_200 = GameDetail.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameDetail | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GetGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameDetail | Problem]:
    """ Catalogue, options, moves, reason codes.

    Args:
        game (GetGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDetail | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GetGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> GameDetail | Problem | None:
    """ Catalogue, options, moves, reason codes.

    Args:
        game (GetGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDetail | Problem
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: GetGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameDetail | Problem]:
    """ Catalogue, options, moves, reason codes.

    Args:
        game (GetGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDetail | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GetGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> GameDetail | Problem | None:
    """ Catalogue, options, moves, reason codes.

    Args:
        game (GetGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDetail | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
