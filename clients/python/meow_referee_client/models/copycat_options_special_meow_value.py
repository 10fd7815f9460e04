from enum import StrEnum

class CopycatOptionsSpecialMeowValue(StrEnum):
    LOWEST = "lowest"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
