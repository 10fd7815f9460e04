from enum import StrEnum

class Meow10OptionsInForceNextStarterType0(StrEnum):
    CUMULATIVE = "cumulative"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
