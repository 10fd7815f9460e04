from enum import StrEnum

class WebhookShownEventsItemType0(StrEnum):
    END = "end"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
