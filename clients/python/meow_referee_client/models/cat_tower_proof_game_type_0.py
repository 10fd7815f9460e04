from enum import StrEnum

class CatTowerProofGameType0(StrEnum):
    CATTOWER = "cattower"

    def __str__(self) -> str:
        return str(self.value)
