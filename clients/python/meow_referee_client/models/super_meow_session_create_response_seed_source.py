from enum import StrEnum

class SuperMeowSessionCreateResponseSeedSource(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
