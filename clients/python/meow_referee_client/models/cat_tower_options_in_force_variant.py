from enum import StrEnum

class CatTowerOptionsInForceVariant(StrEnum):
    RUSH = "rush"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
