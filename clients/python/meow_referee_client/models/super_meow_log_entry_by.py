from enum import StrEnum

class SuperMeowLogEntryBy(StrEnum):
    BOT = "bot"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
