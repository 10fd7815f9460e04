from enum import IntEnum

class Meow10ScoreRulesVersion(IntEnum):
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
