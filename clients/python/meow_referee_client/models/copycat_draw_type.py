from enum import StrEnum

class CopycatDrawType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
