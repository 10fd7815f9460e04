from enum import StrEnum

class Meow10StreamMoveEventByType0(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
