from enum import StrEnum

class Meow10OptionsInForceNextStarter(StrEnum):
    CUMULATIVE = "cumulative"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
