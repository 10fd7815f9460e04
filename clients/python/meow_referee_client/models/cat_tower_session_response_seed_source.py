from enum import StrEnum

class CatTowerSessionResponseSeedSource(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
