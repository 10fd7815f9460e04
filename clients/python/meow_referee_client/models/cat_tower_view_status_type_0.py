from enum import StrEnum

class CatTowerViewStatusType0(StrEnum):
    GAME_OVER = "game_over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
