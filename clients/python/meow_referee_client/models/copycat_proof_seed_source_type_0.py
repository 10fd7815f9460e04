from enum import StrEnum

class CopycatProofSeedSourceType0(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"
    SEATS = "seats"

    def __str__(self) -> str:
        return str(self.value)
