from enum import StrEnum

class StreamEndReason(StrEnum):
    DELETED = "deleted"
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
