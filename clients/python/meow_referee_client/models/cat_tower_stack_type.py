from enum import StrEnum

class CatTowerStackType(StrEnum):
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
