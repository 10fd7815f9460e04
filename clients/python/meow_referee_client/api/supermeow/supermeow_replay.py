from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.super_meow_replay_request import SuperMeowReplayRequest
from ...models.super_meow_replay_response import SuperMeowReplayResponse
from typing import cast



def _get_kwargs(
    *,
    body: SuperMeowReplayRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/supermeow/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SuperMeowReplayResponse | None:
    if response.status_code == 200:
        response_200 = SuperMeowReplayResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SuperMeowReplayResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowReplayRequest,

) -> Response[Problem | SuperMeowReplayResponse]:
    """ Replay a game from its setup and moves.

     Replay a game from its setup and moves. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowReplayResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowReplayRequest,

) -> Problem | SuperMeowReplayResponse | None:
    """ Replay a game from its setup and moves.

     Replay a game from its setup and moves. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowReplayResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowReplayRequest,

) -> Response[Problem | SuperMeowReplayResponse]:
    """ Replay a game from its setup and moves.

     Replay a game from its setup and moves. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowReplayResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowReplayRequest,

) -> Problem | SuperMeowReplayResponse | None:
    """ Replay a game from its setup and moves.

     Replay a game from its setup and moves. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowReplayResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
