from enum import StrEnum

class SuperMeowProofGame(StrEnum):
    SUPERMEOW = "supermeow"

    def __str__(self) -> str:
        return str(self.value)
