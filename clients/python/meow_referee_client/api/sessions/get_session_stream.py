from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cat_tower_session_response import CatTowerSessionResponse
from ...models.cat_tower_stream_move_event import CatTowerStreamMoveEvent
from ...models.copycat_session_response import CopycatSessionResponse
from ...models.copycat_stream_move_event import CopycatStreamMoveEvent
from ...models.meow_10_session_response import Meow10SessionResponse
from ...models.meow_10_stream_move_event import Meow10StreamMoveEvent
from ...models.problem import Problem
from ...models.stream_end import StreamEnd
from ...models.super_meow_session_response import SuperMeowSessionResponse
from ...models.super_meow_stream_move_event import SuperMeowStreamMoveEvent
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    ticket: str | Unset = UNSET,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id_header, Unset):
        headers["Last-Event-ID"] = last_event_id_header



    

    params: dict[str, Any] = {}

    params["ticket"] = ticket

    params["last_event_id"] = last_event_id_query


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/stream".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent:
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_response_type_3 = CatTowerSessionResponse.from_dict(data)



                return componentsschemas_session_response_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stream_move_event_type_0 = Meow10StreamMoveEvent.from_dict(data)



                return componentsschemas_stream_move_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stream_move_event_type_1 = CopycatStreamMoveEvent.from_dict(data)



                return componentsschemas_stream_move_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stream_move_event_type_2 = SuperMeowStreamMoveEvent.from_dict(data)



                return componentsschemas_stream_move_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stream_move_event_type_3 = CatTowerStreamMoveEvent.from_dict(data)



                return componentsschemas_stream_move_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = StreamEnd.from_dict(data)



            return response_200_type_2

        response_200 = _parse_response_200(response.text)

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem]:
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
    ticket: str | Unset = UNSET,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Response[CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem]:
    """ Every move as it lands, for a seat (or the public): SSE.

     A seat's stream needs its seat: `Authorization: Bearer` (fetch, curl) or a ticket (`?ticket=`,
    EventSource); with neither, the public stream. Everything refused is refused before the stream
    opens.

    Args:
        id (str):
        ticket (str | Unset):
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
ticket=ticket,
last_event_id_query=last_event_id_query,
last_event_id_header=last_event_id_header,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem | None:
    """ Every move as it lands, for a seat (or the public): SSE.

     A seat's stream needs its seat: `Authorization: Bearer` (fetch, curl) or a ticket (`?ticket=`,
    EventSource); with neither, the public stream. Everything refused is refused before the stream
    opens.

    Args:
        id (str):
        ticket (str | Unset):
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem
     """


    return sync_detailed(
        id=id,
client=client,
ticket=ticket,
last_event_id_query=last_event_id_query,
last_event_id_header=last_event_id_header,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Response[CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem]:
    """ Every move as it lands, for a seat (or the public): SSE.

     A seat's stream needs its seat: `Authorization: Bearer` (fetch, curl) or a ticket (`?ticket=`,
    EventSource); with neither, the public stream. Everything refused is refused before the stream
    opens.

    Args:
        id (str):
        ticket (str | Unset):
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
ticket=ticket,
last_event_id_query=last_event_id_query,
last_event_id_header=last_event_id_header,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem | None:
    """ Every move as it lands, for a seat (or the public): SSE.

     A seat's stream needs its seat: `Authorization: Bearer` (fetch, curl) or a ticket (`?ticket=`,
    EventSource); with neither, the public stream. Everything refused is refused before the stream
    opens.

    Args:
        id (str):
        ticket (str | Unset):
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatTowerSessionResponse | CatTowerStreamMoveEvent | CopycatSessionResponse | CopycatStreamMoveEvent | Meow10SessionResponse | Meow10StreamMoveEvent | StreamEnd | SuperMeowSessionResponse | SuperMeowStreamMoveEvent | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
ticket=ticket,
last_event_id_query=last_event_id_query,
last_event_id_header=last_event_id_header,

    )).parsed
