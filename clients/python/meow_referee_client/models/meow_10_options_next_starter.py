from enum import StrEnum

class Meow10OptionsNextStarter(StrEnum):
    CUMULATIVE = "cumulative"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
