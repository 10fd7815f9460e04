from enum import StrEnum

class CopycatNextGameType(StrEnum):
    NEXT_GAME = "next_game"

    def __str__(self) -> str:
        return str(self.value)
