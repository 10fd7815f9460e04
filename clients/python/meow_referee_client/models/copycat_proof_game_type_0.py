from enum import StrEnum

class CopycatProofGameType0(StrEnum):
    COPYCAT = "copycat"

    def __str__(self) -> str:
        return str(self.value)
