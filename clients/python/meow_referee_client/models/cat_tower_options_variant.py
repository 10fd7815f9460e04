from enum import StrEnum

class CatTowerOptionsVariant(StrEnum):
    RUSH = "rush"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
