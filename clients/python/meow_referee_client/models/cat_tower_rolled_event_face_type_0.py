from enum import StrEnum

class CatTowerRolledEventFaceType0(StrEnum):
    CAT_PAWS = "cat_paws"
    DRIED_FISH = "dried_fish"
    FATTY_CATTY = "fatty_catty"
    ONE_CAT = "one_cat"
    TWO_CATS = "two_cats"

    def __str__(self) -> str:
        return str(self.value)
