from enum import StrEnum

class CopycatOptionsInForceSpecialMeowValue(StrEnum):
    LOWEST = "lowest"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
