from enum import IntEnum

class CatTowerViewRulesVersionType0(IntEnum):
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
