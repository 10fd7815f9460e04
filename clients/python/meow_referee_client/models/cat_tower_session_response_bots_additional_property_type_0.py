from enum import StrEnum

class CatTowerSessionResponseBotsAdditionalPropertyType0(StrEnum):
    GREEDY = "greedy"
    MCTS = "mcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
