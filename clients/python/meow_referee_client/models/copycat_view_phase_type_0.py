from enum import StrEnum

class CopycatViewPhaseType0(StrEnum):
    DRAWN = "drawn"
    GAME_OVER = "game_over"
    LEAD = "lead"
    MATCH_OVER = "match_over"
    RESPOND = "respond"

    def __str__(self) -> str:
        return str(self.value)
