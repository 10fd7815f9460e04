from enum import StrEnum

class CopycatCopyType(StrEnum):
    COPY = "copy"

    def __str__(self) -> str:
        return str(self.value)
