from enum import StrEnum

class StreamEndReasonType0(StrEnum):
    DELETED = "deleted"
    EXPIRED = "expired"
    REVOKED = "revoked"

    def __str__(self) -> str:
        return str(self.value)
