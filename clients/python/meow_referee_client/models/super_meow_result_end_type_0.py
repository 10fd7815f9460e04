from enum import StrEnum

class SuperMeowResultEndType0(StrEnum):
    SUPER_MEOW = "super_meow"

    def __str__(self) -> str:
        return str(self.value)
