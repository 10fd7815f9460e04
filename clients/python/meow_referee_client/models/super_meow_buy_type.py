from enum import StrEnum

class SuperMeowBuyType(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
