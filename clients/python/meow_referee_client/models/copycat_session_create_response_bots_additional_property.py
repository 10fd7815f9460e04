from enum import StrEnum

class CopycatSessionCreateResponseBotsAdditionalProperty(StrEnum):
    GREEDY = "greedy"
    MCTS = "mcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
