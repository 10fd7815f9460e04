from enum import StrEnum

class CatTowerStackedEventKind(StrEnum):
    CAT = "cat"
    FATTY = "fatty"

    def __str__(self) -> str:
        return str(self.value)
