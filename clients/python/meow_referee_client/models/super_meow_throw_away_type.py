from enum import StrEnum

class SuperMeowThrowAwayType(StrEnum):
    THROW_AWAY = "throw_away"

    def __str__(self) -> str:
        return str(self.value)
