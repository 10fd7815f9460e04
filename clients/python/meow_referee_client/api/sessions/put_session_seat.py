from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_session_response import CatTowerSessionResponse
from ...models.copycat_session_response import CopycatSessionResponse
from ...models.meow_10_session_response import Meow10SessionResponse
from ...models.problem import Problem
from ...models.seat_change import SeatChange
from ...models.super_meow_session_response import SuperMeowSessionResponse
from typing import cast



def _get_kwargs(
    id: str,
    player: str,
    *,
    body: SeatChange,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/sessions/{id}/seats/{player}".format(id=quote(str(id), safe=""),player=quote(str(player), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_response_type_0 = Meow10SessionResponse.from_dict(data)



                return componentsschemas_session_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_response_type_1 = CopycatSessionResponse.from_dict(data)



                return componentsschemas_session_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_response_type_2 = SuperMeowSessionResponse.from_dict(data)



                return componentsschemas_session_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_response_type_3 = CatTowerSessionResponse.from_dict(data)



            return componentsschemas_session_response_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem]:
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
    body: SeatChange,

) -> Response[CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem]:
    """ Hand a seat to a bot, or back to a person (host token).

     `{"bot": "greedy"}` makes the referee play the seat from its view after the bot delay; `{"bot":
    null}` hands it back to its token. A bot seat's turn, if it is now, is played soon after.

    Args:
        id (str):
        player (str):
        body (SeatChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
player=player,
body=body,

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
    body: SeatChange,

) -> CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem | None:
    """ Hand a seat to a bot, or back to a person (host token).

     `{"bot": "greedy"}` makes the referee play the seat from its view after the bot delay; `{"bot":
    null}` hands it back to its token. A bot seat's turn, if it is now, is played soon after.

    Args:
        id (str):
        player (str):
        body (SeatChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem
     """


    return sync_detailed(
        id=id,
player=player,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    player: str,
    *,
    client: AuthenticatedClient,
    body: SeatChange,

) -> Response[CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem]:
    """ Hand a seat to a bot, or back to a person (host token).

     `{"bot": "greedy"}` makes the referee play the seat from its view after the bot delay; `{"bot":
    null}` hands it back to its token. A bot seat's turn, if it is now, is played soon after.

    Args:
        id (str):
        player (str):
        body (SeatChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
player=player,
body=body,

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
    body: SeatChange,

) -> CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem | None:
    """ Hand a seat to a bot, or back to a person (host token).

     `{"bot": "greedy"}` makes the referee play the seat from its view after the bot delay; `{"bot":
    null}` hands it back to its token. A bot seat's turn, if it is now, is played soon after.

    Args:
        id (str):
        player (str):
        body (SeatChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionResponse | CopycatSessionResponse | Meow10SessionResponse | SuperMeowSessionResponse | Problem
     """


    return (await asyncio_detailed(
        id=id,
player=player,
client=client,
body=body,

    )).parsed
