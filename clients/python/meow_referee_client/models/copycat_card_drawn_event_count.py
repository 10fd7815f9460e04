from enum import IntEnum

class CopycatCardDrawnEventCount(IntEnum):
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
