from enum import StrEnum

class SuperMeowCardThrownAwayEventToType0(StrEnum):
    SUPPLY = "supply"
    TRASH = "trash"

    def __str__(self) -> str:
        return str(self.value)
