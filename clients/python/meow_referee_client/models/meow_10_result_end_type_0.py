from enum import StrEnum

class Meow10ResultEndType0(StrEnum):
    DRAW_PILE_EMPTY = "draw_pile_empty"
    EMPTY_HAND = "empty_hand"
    TEN = "ten"

    def __str__(self) -> str:
        return str(self.value)
