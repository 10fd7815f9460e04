from enum import StrEnum

class SuperMeowStreamMoveEventBy(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
