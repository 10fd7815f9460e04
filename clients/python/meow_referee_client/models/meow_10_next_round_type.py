from enum import StrEnum

class Meow10NextRoundType(StrEnum):
    NEXT_ROUND = "next_round"

    def __str__(self) -> str:
        return str(self.value)
