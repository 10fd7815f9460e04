from enum import StrEnum

class CatTowerPendingKind(StrEnum):
    CAT = "cat"
    FATTY = "fatty"

    def __str__(self) -> str:
        return str(self.value)
