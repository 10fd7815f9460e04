from enum import StrEnum

class CatTowerGameEndedEventEndType0(StrEnum):
    EMPTY_HAND = "empty_hand"
    RUSH_FINISH = "rush_finish"

    def __str__(self) -> str:
        return str(self.value)
