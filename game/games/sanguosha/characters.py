"""The 25 standard characters as data: rules sheet §7.

A character is its key, kingdom, gender, max HP and skills in the card's order. A
skill carries the sheet's tags: a lord skill (★, only while the character is the
lord), a locked skill (锁定技, always on, never asked) and once per play phase (阶段技).
The standard edition has no limited (限定技) or awakening skills, so no tag for them.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

WEI, SHU, WU, QUN = "wei", "shu", "wu", "qun"
KINGDOMS = (WEI, SHU, WU, QUN)
MALE, FEMALE = "male", "female"


class Skill(NamedTuple):
    key: str
    lord: bool = False
    locked: bool = False
    once_per_phase: bool = False  # once per play phase (阶段技)


class Character(NamedTuple):
    key: str
    kingdom: str
    gender: str
    max_hp: int  # the card's value; a lord's bonus is identities.max_hp's business
    skills: tuple[Skill, ...]

    @property
    def skill_keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.skills)

    @property
    def lord_skill(self) -> str | None:
        return next((s.key for s in self.skills if s.lord), None)


def _c(key: str, kingdom: str, gender: str, hp: int, *skills: Skill | str) -> Character:
    return Character(key, kingdom, gender, hp,
                     tuple(s if isinstance(s, Skill) else Skill(s) for s in skills))



CHARACTERS: tuple[Character, ...] = (
    _c("cao_cao", WEI, MALE, 4, "villainous_hero", Skill("escort", lord=True)),
    _c("sima_yi", WEI, MALE, 3, "feedback", "demonic_talent"),
    _c("xiahou_dun", WEI, MALE, 4, "unyielding"),
    _c("zhang_liao", WEI, MALE, 4, "surprise_raid"),
    _c("xu_chu", WEI, MALE, 4, "bare_chested"),
    _c("guo_jia", WEI, MALE, 3, "envy_of_heaven", "bequeathed_strategy"),
    _c("zhen_ji", WEI, FEMALE, 3, "goddess_luo", "beauty_of_the_nation"),
    _c("liu_bei", SHU, MALE, 4, "benevolence", Skill("rouse", lord=True)),
    _c("guan_yu", SHU, MALE, 4, "warrior_saint"),
    _c("zhang_fei", SHU, MALE, 4, Skill("roar", locked=True)),
    _c("zhuge_liang", SHU, MALE, 3, "stargaze", Skill("empty_fort", locked=True)),
    _c("zhao_yun", SHU, MALE, 4, "dragon_heart"),
    _c("ma_chao", SHU, MALE, 4, Skill("horsemanship", locked=True), "iron_cavalry"),
    _c("huang_yueying", SHU, FEMALE, 3, "wisdom", Skill("genius", locked=True)),
    _c("sun_quan", WU, MALE, 4, Skill("balance_of_power", once_per_phase=True),
       Skill("rescue", lord=True, locked=True)),
    _c("gan_ning", WU, MALE, 4, "surprise_attack"),
    _c("lu_meng", WU, MALE, 4, "self_restraint"),
    _c("huang_gai", WU, MALE, 4, "self_injury"),
    _c("zhou_yu", WU, MALE, 3, "heroic", Skill("sow_dissension", once_per_phase=True)),
    _c("da_qiao", WU, FEMALE, 3, "national_beauty", "displacement"),
    _c("lu_xun", WU, MALE, 3, Skill("humility", locked=True), "continuous_camps"),
    _c("sun_shangxiang", WU, FEMALE, 3, Skill("marriage", once_per_phase=True), "warrior_lady"),
    _c("hua_tuo", QUN, MALE, 3, "first_aid", Skill("green_salve", once_per_phase=True)),
    _c("lu_bu", QUN, MALE, 4, Skill("peerless", locked=True)),
    _c("diao_chan", QUN, FEMALE, 3, Skill("sow_discord", once_per_phase=True), "close_the_moon"),
)
BY_KEY: dict[str, Character] = {c.key: c for c in CHARACTERS}
SKILLS: dict[str, Skill] = {s.key: s for c in CHARACTERS for s in c.skills}
OWNER: dict[str, str] = {s.key: c.key for c in CHARACTERS for s in c.skills}
# The lord picks among these three and two random others (§2).
LORD_CHOICES = ("cao_cao", "liu_bei", "sun_quan")


def character(key: str) -> Character:
    return BY_KEY[key]


@functools.cache  # asked for every seat at every rule question: a pure table lookup
def active_skills(key: str, is_lord: bool) -> tuple[str, ...]:
    """The skills a seat playing this character has: lord skills only for the lord (§7 [P]:
    also in a 4-player game)."""
    return tuple(s.key for s in BY_KEY[key].skills if is_lord or not s.lord)
