from enum import StrEnum

class CopycatLeadType(StrEnum):
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
