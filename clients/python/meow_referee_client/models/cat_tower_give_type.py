from enum import StrEnum

class CatTowerGiveType(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
