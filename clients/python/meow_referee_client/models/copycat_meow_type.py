from enum import StrEnum

class CopycatMeowType(StrEnum):
    MEOW = "meow"

    def __str__(self) -> str:
        return str(self.value)
