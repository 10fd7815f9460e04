from enum import StrEnum

class CatTowerOptionsInForceVariantType0(StrEnum):
    RUSH = "rush"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
