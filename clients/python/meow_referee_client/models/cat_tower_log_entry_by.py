from enum import StrEnum

class CatTowerLogEntryBy(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
