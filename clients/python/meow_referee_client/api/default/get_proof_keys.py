from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.proof_key_set import ProofKeySet
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/.well-known/meow-referee/proof-keys",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ProofKeySet | None:
    if response.status_code == 200:
        response_200 = ProofKeySet.from_dict(response.json())



        return response_200

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ProofKeySet]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ProofKeySet]:
    """ The keys the referee signs proofs with (a JWK Set).

     The key signing now and any retired ones still accepted, as Ed25519 JWKs (RFC 8037): a proof's
    `signature.kid` names one. Give the document to `python -m service.verification --key` to check
    proofs offline.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProofKeySet]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ProofKeySet | None:
    """ The keys the referee signs proofs with (a JWK Set).

     The key signing now and any retired ones still accepted, as Ed25519 JWKs (RFC 8037): a proof's
    `signature.kid` names one. Give the document to `python -m service.verification --key` to check
    proofs offline.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProofKeySet
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ProofKeySet]:
    """ The keys the referee signs proofs with (a JWK Set).

     The key signing now and any retired ones still accepted, as Ed25519 JWKs (RFC 8037): a proof's
    `signature.kid` names one. Give the document to `python -m service.verification --key` to check
    proofs offline.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProofKeySet]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ProofKeySet | None:
    """ The keys the referee signs proofs with (a JWK Set).

     The key signing now and any retired ones still accepted, as Ed25519 JWKs (RFC 8037): a proof's
    `signature.kid` names one. Give the document to `python -m service.verification --key` to check
    proofs offline.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProofKeySet
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
