from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.super_meow_illegal_move_answer import SuperMeowIllegalMoveAnswer
from ...models.super_meow_legal_move_answer import SuperMeowLegalMoveAnswer
from ...models.super_meow_validate_move_request import SuperMeowValidateMoveRequest
from typing import cast



def _get_kwargs(
    *,
    body: SuperMeowValidateMoveRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/supermeow/validate-move",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_validate_move_response_type_0 = SuperMeowLegalMoveAnswer.from_dict(data)



                return componentsschemas_super_meow_validate_move_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_super_meow_validate_move_response_type_1 = SuperMeowIllegalMoveAnswer.from_dict(data)



            return componentsschemas_super_meow_validate_move_response_type_1

        response_200 = _parse_response_200(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowValidateMoveRequest,

) -> Response[Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer]:
    """ Adjudicate one move on a state.

     Adjudicate one move on a state. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowValidateMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer]
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
    body: SuperMeowValidateMoveRequest,

) -> Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer | None:
    """ Adjudicate one move on a state.

     Adjudicate one move on a state. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowValidateMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuperMeowValidateMoveRequest,

) -> Response[Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer]:
    """ Adjudicate one move on a state.

     Adjudicate one move on a state. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowValidateMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer]
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
    body: SuperMeowValidateMoveRequest,

) -> Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer | None:
    """ Adjudicate one move on a state.

     Adjudicate one move on a state. Reason codes: NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND,
    NOT_FOR_SALE, SUPPLY_EMPTY, NOT_ENOUGH_COINS, NOT_ENOUGH_CAT_FOOD, KEEPER_CANNOT_BE_THROWN_AWAY,
    CANNOT_TARGET_SELF, EMPTY_SLOT.

    Args:
        body (SuperMeowValidateMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuperMeowIllegalMoveAnswer | SuperMeowLegalMoveAnswer
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
