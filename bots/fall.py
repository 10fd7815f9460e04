"""A fall model for Cat Tower: what a simulated table reports a stack knocked down (T4).

This is a model, not physics. Cat Tower is a dexterity game, so whether a tower falls
depends on hands, cards and table, which the referee never sees. For bots playing each
other (and for a fully digital table) something must decide it; this module does, from
a seeded `random.Random` only, with a few named guesses:

- the chance that a stack knocks something down grows linearly with the tower's height
  (its cat cards and Fatty Catty cards), up to a cap;
- a Fatty Catty card (heavier, no fold lines) and an upside-down cat card (Dried Fish)
  multiply that chance;
- when something falls, it is mostly the piece being stacked, and the collapse goes on
  down the tower one piece at a time with a fixed chance, so a fall usually takes the top
  one or two pieces and rarely the whole tower;
- the tower records only how many pieces of each kind it holds, not how cat cards and
  Fatty Catty cards interleave, so each fallen piece is a cat card or a Fatty Catty card
  in proportion to those left; a fallen Fatty Catty card takes its token (the top-most)
  with it.

Every report it makes names no more pieces of a kind than the tower holds, so the engine
accepts it (T4); the parameters are not measured from real towers.
"""

from __future__ import annotations

import random

from engines.cattower import Fall, Tower

BASE_RISK = 0.03  # a card on the base alone: steady hands almost never miss
RISK_PER_PIECE = 0.02  # each piece already stacked adds sway: 20 pieces make a 43% risk
FATTY_FACTOR = 1.5  # a Fatty Catty card is heavier and has no fold lines to stand on
UPSIDE_DOWN_FACTOR = 1.5  # Dried Fish: an upside-down card balances on its narrow end
MAX_RISK = 0.9  # even a leaning tower sometimes takes one more card
STACKED_FALLS = 0.85  # a fall mostly starts with the piece in the stacker's hand
COLLAPSE_GOES_ON = 0.45  # each next piece down falls too with this chance: falls stay small


def height(tower: Tower) -> int:
    """The pieces a new one rests on: cat cards and Fatty Catty cards (tokens lie flat)."""
    return len(tower.cat_cards) + tower.fatty_cards


def risk(tower_height: int, fatty: bool, upside_down: bool) -> float:
    """The chance that stacking a piece onto a tower of `tower_height` pieces knocks
    something down: the stacked piece, pieces under it, or both."""
    chance = BASE_RISK + RISK_PER_PIECE * tower_height
    if fatty:
        chance *= FATTY_FACTOR
    if upside_down:
        chance *= UPSIDE_DOWN_FACTOR
    return min(MAX_RISK, chance)


def fall(tower: Tower, fatty: bool, upside_down: bool, rng: random.Random) -> Fall | None:
    """What falls when a piece (a Fatty Catty card if `fatty`, else a cat card, upside
    down or not) is stacked onto `tower`: None when nothing does, else the report T4 asks
    for, counting the pieces that were in the tower before the stack."""
    if rng.random() >= risk(height(tower), fatty, upside_down):
        return None
    stacked = rng.random() < STACKED_FALLS
    below = 0 if stacked else 1  # a fall that spares the stacked piece takes one under it
    while rng.random() < COLLAPSE_GOES_ON:
        below += 1
    cats, fatties = len(tower.cat_cards), tower.fatty_cards
    below = min(below, cats + fatties)
    if not stacked and not below:
        return None  # nothing under the piece to fall: the stack stands
    fallen_cats = fallen_fatties = 0
    for _ in range(below):
        if rng.randrange(cats - fallen_cats + fatties - fallen_fatties) < fatties - fallen_fatties:
            fallen_fatties += 1
        else:
            fallen_cats += 1
    tokens = min(len(tower.tokens), fallen_fatties)
    return Fall(stacked=stacked, cat_cards=fallen_cats, fatty_cards=fallen_fatties, tokens=tokens)
