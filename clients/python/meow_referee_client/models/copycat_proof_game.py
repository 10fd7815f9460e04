from enum import StrEnum

class CopycatProofGame(StrEnum):
    COPYCAT = "copycat"

    def __str__(self) -> str:
        return str(self.value)
