from enum import StrEnum

class CopycatSessionCreateResponseSeedSourceType0(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"
    SEATS = "seats"

    def __str__(self) -> str:
        return str(self.value)
