from enum import StrEnum

class Meow10PlayType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
