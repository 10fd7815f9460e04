from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_session_legal_moves_response import CatTowerSessionLegalMovesResponse
from ...models.copycat_session_legal_moves_response import CopycatSessionLegalMovesResponse
from ...models.meow_10_session_legal_moves_response import Meow10SessionLegalMovesResponse
from ...models.problem import Problem
from ...models.super_meow_session_legal_moves_response import SuperMeowSessionLegalMovesResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    limit: int | Unset = 1000,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/legal-moves".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_legal_moves_response_type_0 = Meow10SessionLegalMovesResponse.from_dict(data)



                return componentsschemas_session_legal_moves_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_legal_moves_response_type_1 = CopycatSessionLegalMovesResponse.from_dict(data)



                return componentsschemas_session_legal_moves_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_legal_moves_response_type_2 = SuperMeowSessionLegalMovesResponse.from_dict(data)



                return componentsschemas_session_legal_moves_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_legal_moves_response_type_3 = CatTowerSessionLegalMovesResponse.from_dict(data)



            return componentsschemas_session_legal_moves_response_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem]:
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
    limit: int | Unset = 1000,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem]:
    """ The legal moves of the token's seat at the current version.

     Our addition: the stateless listing needs the whole state, which no seat sees. Lists only the seat's
    own moves, in the stateless listing's order (`player` as there); empty when the seat may not act
    now.

    Args:
        id (str):
        limit (int | Unset):  Default: 1000.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 1000,
    if_none_match: str | Unset = UNSET,

) -> Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem | None:
    """ The legal moves of the token's seat at the current version.

     Our addition: the stateless listing needs the whole state, which no seat sees. Lists only the seat's
    own moves, in the stateless listing's order (`player` as there); empty when the seat may not act
    now.

    Args:
        id (str):
        limit (int | Unset):  Default: 1000.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem
     """


    return sync_detailed(
        id=id,
client=client,
limit=limit,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 1000,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem]:
    """ The legal moves of the token's seat at the current version.

     Our addition: the stateless listing needs the whole state, which no seat sees. Lists only the seat's
    own moves, in the stateless listing's order (`player` as there); empty when the seat may not act
    now.

    Args:
        id (str):
        limit (int | Unset):  Default: 1000.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 1000,
    if_none_match: str | Unset = UNSET,

) -> Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem | None:
    """ The legal moves of the token's seat at the current version.

     Our addition: the stateless listing needs the whole state, which no seat sees. Lists only the seat's
    own moves, in the stateless listing's order (`player` as there); empty when the seat may not act
    now.

    Args:
        id (str):
        limit (int | Unset):  Default: 1000.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CatTowerSessionLegalMovesResponse | CopycatSessionLegalMovesResponse | Meow10SessionLegalMovesResponse | SuperMeowSessionLegalMovesResponse | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
limit=limit,
if_none_match=if_none_match,

    )).parsed
