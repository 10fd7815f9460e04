from enum import StrEnum

class Meow10ReasonCodeType0(StrEnum):
    CARD_DOES_NOT_MATCH = "CARD_DOES_NOT_MATCH"
    CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
    DRAW_COUNT_MISMATCH = "DRAW_COUNT_MISMATCH"
    DRAW_COUNT_REQUIRED = "DRAW_COUNT_REQUIRED"
    NOT_YOUR_TURN = "NOT_YOUR_TURN"
    NO_CARDS = "NO_CARDS"
    TOO_MANY_CARDS = "TOO_MANY_CARDS"
    WRONG_PHASE = "WRONG_PHASE"

    def __str__(self) -> str:
        return str(self.value)
