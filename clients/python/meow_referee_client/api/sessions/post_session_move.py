from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_move_response import CatTowerMoveResponse
from ...models.cat_tower_session_move_request import CatTowerSessionMoveRequest
from ...models.copycat_move_response import CopycatMoveResponse
from ...models.copycat_session_move_request import CopycatSessionMoveRequest
from ...models.meow_10_move_response import Meow10MoveResponse
from ...models.meow_10_session_move_request import Meow10SessionMoveRequest
from ...models.problem import Problem
from ...models.super_meow_move_response import SuperMeowMoveResponse
from ...models.super_meow_session_move_request import SuperMeowSessionMoveRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest | SuperMeowSessionMoveRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/moves".format(id=quote(str(id), safe=""),),
    }

    
    if isinstance(body, Meow10SessionMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CopycatSessionMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SuperMeowSessionMoveRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_response_type_0 = Meow10MoveResponse.from_dict(data)



                return componentsschemas_move_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_response_type_1 = CopycatMoveResponse.from_dict(data)



                return componentsschemas_move_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_response_type_2 = SuperMeowMoveResponse.from_dict(data)



                return componentsschemas_move_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_response_type_3 = CatTowerMoveResponse.from_dict(data)



            return componentsschemas_move_response_type_3

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem]:
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
    body: CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest | SuperMeowSessionMoveRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem]:
    """ Make a move for the token's seat.

     The move follows the session's game (see its move schemas). `If-Match: "n"` or `expected_version`
    applies it only at version n. `Idempotency-Key` makes retries safe: the first answer is returned
    again.

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest |
            SuperMeowSessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest | SuperMeowSessionMoveRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem | None:
    """ Make a move for the token's seat.

     The move follows the session's game (see its move schemas). `If-Match: "n"` or `expected_version`
    applies it only at version n. `Idempotency-Key` makes retries safe: the first answer is returned
    again.

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest |
            SuperMeowSessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest | SuperMeowSessionMoveRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem]:
    """ Make a move for the token's seat.

     The move follows the session's game (see its move schemas). `If-Match: "n"` or `expected_version`
    applies it only at version n. `Idempotency-Key` makes retries safe: the first answer is returned
    again.

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest |
            SuperMeowSessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest | SuperMeowSessionMoveRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem | None:
    """ Make a move for the token's seat.

     The move follows the session's game (see its move schemas). `If-Match: "n"` or `expected_version`
    applies it only at version n. `Idempotency-Key` makes retries safe: the first answer is returned
    again.

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (CatTowerSessionMoveRequest | CopycatSessionMoveRequest | Meow10SessionMoveRequest |
            SuperMeowSessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerMoveResponse | CopycatMoveResponse | Meow10MoveResponse | SuperMeowMoveResponse | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
