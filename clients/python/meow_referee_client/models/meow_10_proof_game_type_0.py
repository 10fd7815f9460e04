from enum import StrEnum

class Meow10ProofGameType0(StrEnum):
    MEOW10 = "meow10"

    def __str__(self) -> str:
        return str(self.value)
