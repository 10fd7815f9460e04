from enum import StrEnum

class CopycatOptionsInForceSpecialMeowValueType0(StrEnum):
    LOWEST = "lowest"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
