from enum import StrEnum

class Meow10SessionCreateResponseSeedSource(StrEnum):
    CALLER = "caller"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
