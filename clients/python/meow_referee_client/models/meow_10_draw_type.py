from enum import StrEnum

class Meow10DrawType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
