from enum import StrEnum

class Meow10SessionCreateResponseBotsAdditionalProperty(StrEnum):
    GREEDY = "greedy"
    MCTS = "mcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
