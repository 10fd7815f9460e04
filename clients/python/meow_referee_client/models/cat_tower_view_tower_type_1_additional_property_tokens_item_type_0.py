from enum import StrEnum

class CatTowerViewTowerType1AdditionalPropertyTokensItemType0(StrEnum):
    ALL_CATS_ARE_EQUAL = "all_cats_are_equal"
    CAT_BELLY = "cat_belly"
    CAT_PAWS = "cat_paws"
    FATTY_CATTY = "fatty_catty"
    SKIP = "skip"
    TURN_AROUND = "turn_around"

    def __str__(self) -> str:
        return str(self.value)
