from enum import StrEnum

class SuperMeowProofGameType0(StrEnum):
    SUPERMEOW = "supermeow"

    def __str__(self) -> str:
        return str(self.value)
