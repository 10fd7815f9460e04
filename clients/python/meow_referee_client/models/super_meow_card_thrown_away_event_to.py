from enum import StrEnum

class SuperMeowCardThrownAwayEventTo(StrEnum):
    SUPPLY = "supply"
    TRASH = "trash"

    def __str__(self) -> str:
        return str(self.value)
