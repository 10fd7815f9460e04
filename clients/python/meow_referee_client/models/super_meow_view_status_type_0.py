from enum import StrEnum

class SuperMeowViewStatusType0(StrEnum):
    GAME_OVER = "game_over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
