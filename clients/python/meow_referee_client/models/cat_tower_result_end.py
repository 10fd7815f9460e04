from enum import StrEnum

class CatTowerResultEnd(StrEnum):
    EMPTY_HAND = "empty_hand"
    RUSH_FINISH = "rush_finish"

    def __str__(self) -> str:
        return str(self.value)
