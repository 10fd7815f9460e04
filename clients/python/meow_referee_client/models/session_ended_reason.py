from enum import StrEnum

class SessionEndedReason(StrEnum):
    DELETED = "deleted"

    def __str__(self) -> str:
        return str(self.value)
