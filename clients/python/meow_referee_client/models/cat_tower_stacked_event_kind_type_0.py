from enum import StrEnum

class CatTowerStackedEventKindType0(StrEnum):
    CAT = "cat"
    FATTY = "fatty"

    def __str__(self) -> str:
        return str(self.value)
