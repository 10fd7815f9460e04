from enum import StrEnum

class Meow10ProofGame(StrEnum):
    MEOW10 = "meow10"

    def __str__(self) -> str:
        return str(self.value)
