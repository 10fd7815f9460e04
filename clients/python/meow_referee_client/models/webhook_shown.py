from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_shown_events_item_type_0 import WebhookShownEventsItemType0
from typing import cast






T = TypeVar("T", bound="WebhookShown")



@_attrs_define
class WebhookShown:
    """ 
        Attributes:
            url (str):
            events (list[str | WebhookShownEventsItemType0]): The events it is sent.
     """

    url: str
    events: list[str | WebhookShownEventsItemType0]





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str
            if isinstance(events_item_data, WebhookShownEventsItemType0):
                events_item = events_item_data.value
            else:
                events_item = events_item_data
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> str | WebhookShownEventsItemType0:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_0 = WebhookShownEventsItemType0(data)



                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(str | WebhookShownEventsItemType0, data)

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        webhook_shown = cls(
            url=url,
            events=events,
        )

        return webhook_shown

