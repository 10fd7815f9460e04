from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seat_token import SeatToken
from typing import cast



def _get_kwargs(
    id: str,
    player: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/seats/{player}/token".format(id=quote(str(id), safe=""),player=quote(str(player), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatToken | None:
    if response.status_code == 201:
        response_201 = SeatToken.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    player: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SeatToken]:
    """ Issue a seat a new token (host token); the old one stops working.

     For a player who lost their token: the new one is shown once, and the old one no longer reads, moves
    or opens a stream.

    Args:
        id (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
     """


    kwargs = _get_kwargs(
        id=id,
player=player,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    player: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SeatToken | None:
    """ Issue a seat a new token (host token); the old one stops working.

     For a player who lost their token: the new one is shown once, and the old one no longer reads, moves
    or opens a stream.

    Args:
        id (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
     """


    return sync_detailed(
        id=id,
player=player,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    player: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SeatToken]:
    """ Issue a seat a new token (host token); the old one stops working.

     For a player who lost their token: the new one is shown once, and the old one no longer reads, moves
    or opens a stream.

    Args:
        id (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
     """


    kwargs = _get_kwargs(
        id=id,
player=player,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    player: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SeatToken | None:
    """ Issue a seat a new token (host token); the old one stops working.

     For a player who lost their token: the new one is shown once, and the old one no longer reads, moves
    or opens a stream.

    Args:
        id (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
     """


    return (await asyncio_detailed(
        id=id,
player=player,
client=client,

    )).parsed
