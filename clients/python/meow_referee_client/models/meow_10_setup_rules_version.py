from enum import IntEnum

class Meow10SetupRulesVersion(IntEnum):
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
