from enum import IntEnum

class CatTowerViewDirectionType0(IntEnum):
    VALUE_1 = 1
    VALUE_NEGATIVE_1 = -1

    def __str__(self) -> str:
        return str(self.value)
