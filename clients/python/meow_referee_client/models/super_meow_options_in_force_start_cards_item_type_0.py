from enum import StrEnum

class SuperMeowOptionsInForceStartCardsItemType0(StrEnum):
    START = "start"
    START_KEEP = "start-keep"

    def __str__(self) -> str:
        return str(self.value)
