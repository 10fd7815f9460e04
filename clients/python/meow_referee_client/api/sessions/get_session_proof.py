from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_proof import CatTowerProof
from ...models.copycat_proof import CopycatProof
from ...models.meow_10_proof import Meow10Proof
from ...models.problem import Problem
from ...models.super_meow_proof import SuperMeowProof
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/proof".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = Meow10Proof.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = CopycatProof.from_dict(data)



                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = SuperMeowProof.from_dict(data)



                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_3 = CatTowerProof.from_dict(data)



            return response_200_type_3

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem]:
    """ The seed and everything needed to recompute the game, once over.

     Open once the game (Copy Cat: the match) is over, or the session was ended; POST it as it is to
    /v1/games/{game}/verify, or check it offline (docs/fairness.md).

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem | None:
    """ The seed and everything needed to recompute the game, once over.

     Open once the game (Copy Cat: the match) is over, or the session was ended; POST it as it is to
    /v1/games/{game}/verify, or check it offline (docs/fairness.md).

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem]:
    """ The seed and everything needed to recompute the game, once over.

     Open once the game (Copy Cat: the match) is over, or the session was ended; POST it as it is to
    /v1/games/{game}/verify, or check it offline (docs/fairness.md).

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem | None:
    """ The seed and everything needed to recompute the game, once over.

     Open once the game (Copy Cat: the match) is over, or the session was ended; POST it as it is to
    /v1/games/{game}/verify, or check it offline (docs/fairness.md).

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerProof | CopycatProof | Meow10Proof | SuperMeowProof | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
