from enum import IntEnum

class CatTowerDirectionReversedEventDirectionType0(IntEnum):
    VALUE_1 = 1
    VALUE_NEGATIVE_1 = -1

    def __str__(self) -> str:
        return str(self.value)
