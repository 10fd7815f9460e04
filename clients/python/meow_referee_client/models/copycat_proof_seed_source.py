from enum import StrEnum

class CopycatProofSeedSource(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
