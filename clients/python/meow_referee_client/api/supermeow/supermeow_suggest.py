from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.super_meow_suggest_request import SuperMeowSuggestRequest
from ...models.super_meow_suggest_response import SuperMeowSuggestResponse
from typing import cast



def _get_kwargs(
    *,
    body: SuperMeowSuggestRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/supermeow/suggest",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SuperMeowSuggestResponse | None:
    if response.status_code == 200:
        response_200 = SuperMeowSuggestResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SuperMeowSuggestResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowSuggestRequest,

) -> Response[Problem | SuperMeowSuggestResponse]:
    """ A bot's move for a seat, from that seat's view alone.

     The bot sees only what the body gives it: a seat's view (hidden places as their lengths, no seed)
    and the public log. A full state, a seat that is not to act or a game that is over is a 422 naming
    the field, as is a budget over SUGGEST_MAX_ITERATIONS or SUGGEST_MAX_BUDGET_MS. Without a `seed`,
    the same body gets the same answer.

    Args:
        body (SuperMeowSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowSuggestResponse]
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
    body: SuperMeowSuggestRequest,

) -> Problem | SuperMeowSuggestResponse | None:
    """ A bot's move for a seat, from that seat's view alone.

     The bot sees only what the body gives it: a seat's view (hidden places as their lengths, no seed)
    and the public log. A full state, a seat that is not to act or a game that is over is a 422 naming
    the field, as is a budget over SUGGEST_MAX_ITERATIONS or SUGGEST_MAX_BUDGET_MS. Without a `seed`,
    the same body gets the same answer.

    Args:
        body (SuperMeowSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowSuggestResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowSuggestRequest,

) -> Response[Problem | SuperMeowSuggestResponse]:
    """ A bot's move for a seat, from that seat's view alone.

     The bot sees only what the body gives it: a seat's view (hidden places as their lengths, no seed)
    and the public log. A full state, a seat that is not to act or a game that is over is a 422 naming
    the field, as is a budget over SUGGEST_MAX_ITERATIONS or SUGGEST_MAX_BUDGET_MS. Without a `seed`,
    the same body gets the same answer.

    Args:
        body (SuperMeowSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowSuggestResponse]
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
    body: SuperMeowSuggestRequest,

) -> Problem | SuperMeowSuggestResponse | None:
    """ A bot's move for a seat, from that seat's view alone.

     The bot sees only what the body gives it: a seat's view (hidden places as their lengths, no seed)
    and the public log. A full state, a seat that is not to act or a game that is over is a 422 naming
    the field, as is a budget over SUGGEST_MAX_ITERATIONS or SUGGEST_MAX_BUDGET_MS. Without a `seed`,
    the same body gets the same answer.

    Args:
        body (SuperMeowSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowSuggestResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
