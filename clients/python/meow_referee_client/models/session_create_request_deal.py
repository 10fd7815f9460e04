from enum import StrEnum

class SessionCreateRequestDeal(StrEnum):
    NOW = "now"
    SEATS = "seats"

    def __str__(self) -> str:
        return str(self.value)
