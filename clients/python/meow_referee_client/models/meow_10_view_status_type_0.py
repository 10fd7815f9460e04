from enum import StrEnum

class Meow10ViewStatusType0(StrEnum):
    GAME_OVER = "game_over"
    PLAYING = "playing"
    ROUND_OVER = "round_over"

    def __str__(self) -> str:
        return str(self.value)
