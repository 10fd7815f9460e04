from enum import StrEnum

class CopycatSessionResponseSeedSource(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
