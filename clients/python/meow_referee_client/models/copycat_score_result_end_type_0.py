from enum import StrEnum

class CopycatScoreResultEndType0(StrEnum):
    DECK_OUT = "deck_out"
    EMPTY_HAND = "empty_hand"
    MEOW_FAILED = "meow_failed"
    MEOW_SUCCESS = "meow_success"

    def __str__(self) -> str:
        return str(self.value)
