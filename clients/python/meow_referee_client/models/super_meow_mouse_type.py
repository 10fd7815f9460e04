from enum import StrEnum

class SuperMeowMouseType(StrEnum):
    MOUSE = "mouse"

    def __str__(self) -> str:
        return str(self.value)
