"""Every character's skill changes the rules somewhere: registered as an ability (§7),
or, for Horsemanship, a distance rule in `distance.py`; and every registered ability
belongs to a skill or an equipment card."""

from game.games.sanguosha import model  # noqa: F401  (imports the skills and weapons)
from game.games.sanguosha.abilities import ABILITIES
from game.games.sanguosha.cards import EQUIPMENT, KINDS
from game.games.sanguosha.characters import CHARACTERS
from game.games.sanguosha.distance import SKILL_MODIFIERS

DISTANCE_RULES = ("horsemanship",)


def test_horsemanship_is_a_distance_rule():
    assert set(DISTANCE_RULES) <= set(SKILL_MODIFIERS)


def test_every_skill_is_an_ability_and_every_ability_a_skill_or_an_item():
    skills = {key for c in CHARACTERS for key in c.skill_keys}
    items = {name for name, kind in KINDS.items() if kind.type == EQUIPMENT}
    missing = sorted(k for k in skills if k not in ABILITIES and k not in DISTANCE_RULES)
    assert missing == [], f"skills with no ability registered: {missing}"
    stray = sorted(k for k in ABILITIES if k not in skills | items)
    assert stray == [], f"abilities of no skill or equipment card: {stray}"
