from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_session_create_response import CatTowerSessionCreateResponse
from ...models.copycat_session_create_response import CopycatSessionCreateResponse
from ...models.meow_10_session_create_response import Meow10SessionCreateResponse
from ...models.problem import Problem
from ...models.session_create_request import SessionCreateRequest
from ...models.super_meow_session_create_response import SuperMeowSessionCreateResponse
from typing import cast



def _get_kwargs(
    *,
    body: SessionCreateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_create_response_type_0 = Meow10SessionCreateResponse.from_dict(data)



                return componentsschemas_session_create_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_create_response_type_1 = CopycatSessionCreateResponse.from_dict(data)



                return componentsschemas_session_create_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_create_response_type_2 = SuperMeowSessionCreateResponse.from_dict(data)



                return componentsschemas_session_create_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_create_response_type_3 = CatTowerSessionCreateResponse.from_dict(data)



            return componentsschemas_session_create_response_type_3

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem]:
    """ Start a session: the referee keeps the game and its seed.

     Each client address may create a limited number of sessions (CREATE_RATE_LIMIT, counted on every
    host); a deployment with CREATE_KEYS needs one of them as `Authorization: Bearer <key>` (the spec
    such a deployment serves says so: `createKey`).

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem]
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
    body: SessionCreateRequest,

) -> CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem | None:
    """ Start a session: the referee keeps the game and its seed.

     Each client address may create a limited number of sessions (CREATE_RATE_LIMIT, counted on every
    host); a deployment with CREATE_KEYS needs one of them as `Authorization: Bearer <key>` (the spec
    such a deployment serves says so: `createKey`).

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem]:
    """ Start a session: the referee keeps the game and its seed.

     Each client address may create a limited number of sessions (CREATE_RATE_LIMIT, counted on every
    host); a deployment with CREATE_KEYS needs one of them as `Authorization: Bearer <key>` (the spec
    such a deployment serves says so: `createKey`).

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem]
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
    body: SessionCreateRequest,

) -> CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem | None:
    """ Start a session: the referee keeps the game and its seed.

     Each client address may create a limited number of sessions (CREATE_RATE_LIMIT, counted on every
    host); a deployment with CREATE_KEYS needs one of them as `Authorization: Bearer <key>` (the spec
    such a deployment serves says so: `createKey`).

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionCreateResponse | CopycatSessionCreateResponse | Meow10SessionCreateResponse | SuperMeowSessionCreateResponse | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
