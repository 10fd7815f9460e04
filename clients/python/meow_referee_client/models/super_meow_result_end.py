from enum import StrEnum

class SuperMeowResultEnd(StrEnum):
    SUPER_MEOW = "super_meow"

    def __str__(self) -> str:
        return str(self.value)
