from enum import StrEnum

class CatTowerActionSkippedEventReasonType0(StrEnum):
    FATTY_SUPPLY_EMPTY = "fatty_supply_empty"
    TOKEN_POOL_EMPTY = "token_pool_empty"

    def __str__(self) -> str:
        return str(self.value)
