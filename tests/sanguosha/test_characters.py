"""The 25 standard characters against rules sheet §7."""

from collections import Counter

from game.games.sanguosha.characters import (
    BY_KEY,
    CHARACTERS,
    FEMALE,
    KINGDOMS,
    LORD_CHOICES,
    SKILLS,
    active_skills,
    character,
)


def test_twenty_five_characters():
    assert len(CHARACTERS) == 25 == len(BY_KEY)


def test_kingdoms():
    assert Counter(c.kingdom for c in CHARACTERS) == {"wei": 7, "shu": 7, "wu": 8, "qun": 3}
    assert all(c.kingdom in KINGDOMS for c in CHARACTERS)


def test_five_women():
    assert {c.key for c in CHARACTERS if c.gender == FEMALE} == {
        "zhen_ji", "huang_yueying", "da_qiao", "sun_shangxiang", "diao_chan"}


def test_hp():
    three = {c.key for c in CHARACTERS if c.max_hp == 3}
    assert three == {"sima_yi", "guo_jia", "zhen_ji", "zhuge_liang", "huang_yueying",
                     "zhou_yu", "da_qiao", "lu_xun", "sun_shangxiang", "hua_tuo", "diao_chan"}
    assert all(c.max_hp == 4 for c in CHARACTERS if c.key not in three)


def test_skill_keys_unique():
    keys = [s.key for c in CHARACTERS for s in c.skills]
    assert len(keys) == len(set(keys)) == len(SKILLS) == 40


def test_lord_skills():
    assert {c.key: c.lord_skill for c in CHARACTERS if c.lord_skill} == {
        "cao_cao": "escort", "liu_bei": "rouse", "sun_quan": "rescue"}
    assert set(LORD_CHOICES) == {"cao_cao", "liu_bei", "sun_quan"}


def test_locked_and_once_per_phase():
    assert {k for k, s in SKILLS.items() if s.locked} == {
        "roar", "empty_fort", "horsemanship", "genius", "rescue", "humility", "peerless"}
    assert {k for k, s in SKILLS.items() if s.once_per_phase} == {
        "balance_of_power", "sow_dissension", "marriage", "green_salve", "sow_discord"}


def test_skill_order():
    assert character("zhuge_liang").skill_keys == ("stargaze", "empty_fort")
    assert character("ma_chao").skill_keys == ("horsemanship", "iron_cavalry")


def test_lord_skill_only_for_the_lord():
    assert active_skills("cao_cao", is_lord=True) == ("villainous_hero", "escort")
    assert active_skills("cao_cao", is_lord=False) == ("villainous_hero",)
    assert active_skills("guan_yu", is_lord=True) == ("warrior_saint",)
