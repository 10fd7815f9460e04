from enum import StrEnum

class CatTowerPendingAction(StrEnum):
    GIVE = "give"
    ROLL = "roll"
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
