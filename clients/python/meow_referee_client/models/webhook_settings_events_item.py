from enum import StrEnum

class WebhookSettingsEventsItem(StrEnum):
    END = "end"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
