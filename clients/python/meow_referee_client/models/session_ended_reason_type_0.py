from enum import StrEnum

class SessionEndedReasonType0(StrEnum):
    DELETED = "deleted"

    def __str__(self) -> str:
        return str(self.value)
