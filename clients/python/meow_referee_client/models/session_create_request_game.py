from enum import StrEnum

class SessionCreateRequestGame(StrEnum):
    CATTOWER = "cattower"
    COPYCAT = "copycat"
    MEOW10 = "meow10"
    SUPERMEOW = "supermeow"

    def __str__(self) -> str:
        return str(self.value)
