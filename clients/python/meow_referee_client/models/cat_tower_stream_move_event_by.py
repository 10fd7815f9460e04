from enum import StrEnum

class CatTowerStreamMoveEventBy(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
