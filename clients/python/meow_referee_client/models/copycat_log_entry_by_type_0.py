from enum import StrEnum

class CopycatLogEntryByType0(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
