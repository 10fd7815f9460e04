from enum import StrEnum

class SuperMeowPassType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
