from enum import IntEnum

class Meow10ViewRulesVersionType0(IntEnum):
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
