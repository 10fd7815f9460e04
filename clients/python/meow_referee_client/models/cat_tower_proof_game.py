from enum import StrEnum

class CatTowerProofGame(StrEnum):
    CATTOWER = "cattower"

    def __str__(self) -> str:
        return str(self.value)
