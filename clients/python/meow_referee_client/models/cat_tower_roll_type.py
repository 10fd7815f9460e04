from enum import StrEnum

class CatTowerRollType(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
