from enum import StrEnum

class CatTowerFinishType(StrEnum):
    FINISH = "finish"

    def __str__(self) -> str:
        return str(self.value)
