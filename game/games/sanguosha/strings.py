"""Sanguosha's UI strings in English and Chinese (merged into i18n.STRINGS).

Written as tables (a card or skill: name and a short explanation in each language) and
flattened into the house format, key -> {"en": ..., "zh": ...}:
`sgs_card_<name>` / `sgs_card_<name>_text`, `sgs_char_<key>`, `sgs_skill_<key>` /
`sgs_skill_<key>_text`, `sgs_identity_<id>`, `sgs_kingdom_<k>`, `sgs_type_<t>`,
`sgs_slot_<s>`, `sgs_tag_<tag>`. The explanations are our own wording of the rules sheet.
"""

from __future__ import annotations

_PLUS_HORSE = ("+1 horse: every other player counts one more in distance to you.",
               "+1马：其他角色计算与你的距离时+1。")
_MINUS_HORSE = ("-1 horse: you count one less in distance to every other player.",
                "-1马：你计算与其他角色的距离时-1。")

# Card name key -> (English name, Chinese name, English text, Chinese text).
CARDS: dict[str, tuple[str, str, str, str]] = {
    "slash": ("Slash", "杀",
              "Once per turn in your play phase, aim it at another player within your attack "
              "range. Unless he answers with a Dodge, you deal him 1 damage.",
              "出牌阶段限一次，对攻击范围内的一名其他角色使用。除非其使用一张闪，否则你对其"
              "造成1点伤害。"),
    "dodge": ("Dodge", "闪",
              "Only as an answer: it cancels a Slash aimed at you, or keeps an Arrow Barrage "
              "from hurting you.",
              "只能用来响应：抵消一张对你使用的杀，或使你免受万箭齐发的伤害。"),
    "peach": ("Peach", "桃",
              "In your play phase, recover 1 HP if you are wounded. At any moment, give it to "
              "a dying character (you too) so he gets 1 HP back.",
              "出牌阶段，若你已受伤，回复1点体力；任何时候都可以对濒死的角色（包括你）使用，"
              "令其回复1点体力。"),
    "dismantle": ("Dismantle", "过河拆桥",
                  "Choose a card of another player, at any distance: a hand card picked face "
                  "down, or one from his equipment or judgement area. It is discarded.",
                  "无距离限制。选择一名其他角色的一张牌弃置：盲选一张手牌，或其装备区、判定区"
                  "的一张牌。"),
    "snatch": ("Snatch", "顺手牵羊",
               "Take a card from a player at distance 1: a hand card picked face down, or one "
               "from his equipment or judgement area.",
               "获得距离为1的一名其他角色的一张牌：盲选一张手牌，或其装备区、判定区的一张牌。"),
    "duel": ("Duel", "决斗",
             "Challenge another player. Starting with him, the two of you take turns playing a "
             "Slash; the first who does not takes 1 damage from the other.",
             "指定一名其他角色，由其开始，你们轮流打出一张杀；先不出杀的一方受到另一方造成的"
             "1点伤害。"),
    "collateral": ("Collateral", "借刀杀人",
                   "Pick a player holding a weapon and a second player within his attack "
                   "range. He must use a Slash on the second one, or else hand you his weapon.",
                   "选择一名装备区有武器的其他角色，以及其攻击范围内的另一名角色。前者须对后者"
                   "使用一张杀，否则将武器交给你。"),
    "ex_nihilo": ("Ex Nihilo", "无中生有", "Draw two cards.", "摸两张牌。"),
    "nullification": ("Nullification", "无懈可击",
                      "When a trick is about to take effect on one target, cancel it for that "
                      "target only; it can itself be cancelled the same way. Against "
                      "Lightning, that judgement is skipped and the Lightning moves on.",
                      "一张锦囊牌即将对某个目标生效时使用，令其对该目标无效，对其他目标照常。"
                      "本牌也可以被无懈可击抵消。对闪电使用时，跳过本次判定，闪电移给下家。"),
    "barbarian_invasion": ("Barbarian Invasion", "南蛮入侵",
                           "Every other player in turn, from your next seat on, plays a Slash "
                           "or takes 1 damage from you.",
                           "从你的下家开始，所有其他角色依次打出一张杀，否则受到你造成的1点"
                           "伤害。"),
    "arrow_barrage": ("Arrow Barrage", "万箭齐发",
                      "Every other player in turn, from your next seat on, plays a Dodge or "
                      "takes 1 damage from you.",
                      "从你的下家开始，所有其他角色依次打出一张闪，否则受到你造成的1点伤害。"),
    "peach_garden": ("Peach Garden", "桃园结义",
                     "Every living player, you first, recovers 1 HP.",
                     "从你开始，每名存活角色各回复1点体力。"),
    "harvest": ("Harvest", "五谷丰登",
                "Turn up as many deck cards as there are living players; from you on, in turn "
                "order, each player takes one of them.",
                "亮出牌堆顶与存活角色数相同数量的牌，从你开始按座次每人选一张获得。"),
    "indulgence": ("Indulgence", "乐不思蜀",
                   "Put it in another player's judgement area (one at most there). When he "
                   "judges it, anything but a heart makes him skip his play phase; then it is "
                   "discarded.",
                   "置于一名其他角色的判定区（每人至多一张）。其判定时，若结果不为红桃，跳过其"
                   "出牌阶段；然后弃置此牌。"),
    "lightning": ("Lightning", "闪电",
                  "Put it in your own judgement area. When judged, a spade from 2 to 9 deals "
                  "its holder 3 damage from nobody and it is discarded; anything else passes it "
                  "to the next player in turn order.",
                  "置于你自己的判定区。判定时若为黑桃2至9，持有者受到3点无来源的伤害，然后弃置"
                  "闪电；否则闪电移至下一名角色的判定区。"),
    "zhuge_crossbow": ("Zhuge Crossbow", "诸葛连弩",
                       "Weapon, range 1. You may use any number of Slashes in your play phase.",
                       "武器，攻击范围1。出牌阶段你使用杀不限次数。"),
    "double_swords": ("Double Swords", "雌雄双股剑",
                      "Weapon, range 2. When you Slash someone of the other gender, he either "
                      "discards a hand card or lets you draw one.",
                      "武器，攻击范围2。你对异性角色使用杀时，其须选择弃一张手牌或令你摸一张牌。"),
    "qinggang_sword": ("Qinggang Sword", "青釭剑",
                       "Weapon, range 2. Locked: your Slashes ignore the target's armour.",
                       "武器，攻击范围2。锁定技：你的杀无视目标的防具。"),
    "ice_sword": ("Ice Sword", "寒冰剑",
                  "Weapon, range 2 (EX pack). When your Slash would damage its target, you may "
                  "spare him and discard two of his cards instead, one after the other.",
                  "武器，攻击范围2（EX）。你的杀即将造成伤害时，可以防止此伤害，改为依次弃置"
                  "其两张牌。"),
    "green_dragon_blade": ("Green Dragon Blade", "青龙偃月刀",
                           "Weapon, range 3. When your Slash is dodged, you may use another "
                           "Slash on the same target at once.",
                           "武器，攻击范围3。你的杀被闪抵消后，可以立即对同一目标再使用一张杀。"),
    "serpent_spear": ("Serpent Spear", "丈八蛇矛",
                      "Weapon, range 3. Any two of your hand cards together may be used or "
                      "played as a Slash.",
                      "武器，攻击范围3。你可以将任意两张手牌当一张杀使用或打出。"),
    "rock_cleaving_axe": ("Rock-Cleaving Axe", "贯石斧",
                          "Weapon, range 3. When your Slash is dodged, you may discard two "
                          "cards (hand or other equipment) so that it hits anyway.",
                          "武器，攻击范围3。你的杀被闪抵消后，可以弃两张牌（手牌或其他装备），"
                          "令此杀仍然命中。"),
    "sky_halberd": ("Sky Halberd", "方天画戟",
                    "Weapon, range 4. When the Slash you use is the last card in your hand, it "
                    "may aim at up to two more players.",
                    "武器，攻击范围4。你使用的杀是你最后一张手牌时，可以额外指定至多两个目标。"),
    "kirin_bow": ("Kirin Bow", "麒麟弓",
                  "Weapon, range 5. When your Slash deals damage, you may discard one of the "
                  "target's horses.",
                  "武器，攻击范围5。你的杀造成伤害时，可以弃置目标装备区的一匹马。"),
    "eight_trigrams": ("Eight Trigrams", "八卦阵",
                       "Armour. When you need a Dodge, you may judge first: a red card counts "
                       "as your Dodge; if it is black you may still give a real one.",
                       "防具。你需要使用或打出闪时，可以先判定：红色视为你出了闪；若为黑色，"
                       "你仍可以再出一张闪。"),
    "renwang_shield": ("Renwang Shield", "仁王盾",
                       "Armour (EX pack). Locked: black Slashes do nothing to you.",
                       "防具（EX）。锁定技：黑色的杀对你无效。"),
    "jueying": ("Jueying", "绝影", *_PLUS_HORSE),
    "dilu": ("Dilu", "的卢", *_PLUS_HORSE),
    "zhuahuang_feidian": ("Zhuahuang Feidian", "爪黄飞电", *_PLUS_HORSE),
    "chitu": ("Chitu", "赤兔", *_MINUS_HORSE),
    "dayuan": ("Dayuan", "大宛", *_MINUS_HORSE),
    "zixing": ("Zixing", "紫骍", *_MINUS_HORSE),
}

# Character key -> (English name, Chinese name).
CHARACTERS: dict[str, tuple[str, str]] = {
    "cao_cao": ("Cao Cao", "曹操"), "sima_yi": ("Sima Yi", "司马懿"),
    "xiahou_dun": ("Xiahou Dun", "夏侯惇"), "zhang_liao": ("Zhang Liao", "张辽"),
    "xu_chu": ("Xu Chu", "许褚"), "guo_jia": ("Guo Jia", "郭嘉"), "zhen_ji": ("Zhen Ji", "甄姬"),
    "liu_bei": ("Liu Bei", "刘备"), "guan_yu": ("Guan Yu", "关羽"),
    "zhang_fei": ("Zhang Fei", "张飞"), "zhuge_liang": ("Zhuge Liang", "诸葛亮"),
    "zhao_yun": ("Zhao Yun", "赵云"), "ma_chao": ("Ma Chao", "马超"),
    "huang_yueying": ("Huang Yueying", "黄月英"), "sun_quan": ("Sun Quan", "孙权"),
    "gan_ning": ("Gan Ning", "甘宁"), "lu_meng": ("Lü Meng", "吕蒙"),
    "huang_gai": ("Huang Gai", "黄盖"), "zhou_yu": ("Zhou Yu", "周瑜"),
    "da_qiao": ("Da Qiao", "大乔"), "lu_xun": ("Lu Xun", "陆逊"),
    "sun_shangxiang": ("Sun Shangxiang", "孙尚香"), "hua_tuo": ("Hua Tuo", "华佗"),
    "lu_bu": ("Lü Bu", "吕布"), "diao_chan": ("Diao Chan", "貂蝉"),
}

# Skill key -> (English name, Chinese name, English text, Chinese text).
SKILLS: dict[str, tuple[str, str, str, str]] = {
    "villainous_hero": ("Villainous Hero", "奸雄",
                        "After you take damage, you may take the card that caused it.",
                        "你受到伤害后，可以获得造成此伤害的牌。"),
    "escort": ("Escort", "护驾",
               "Lord skill. When you need a Dodge, you may call on the other Wei characters "
               "one by one; any one of them may play a Dodge in your place.",
               "主公技。你需要使用或打出闪时，可以令其他魏势力角色依次选择是否替你打出一张闪。"),
    "feedback": ("Feedback", "反馈",
                 "After you take damage, you may take one card from its source: a hand card "
                 "picked face down, or an equipped one.",
                 "你受到伤害后，可以获得伤害来源的一张牌（盲选手牌或装备区的牌）。"),
    "demonic_talent": ("Demonic Talent", "鬼才",
                       "Before any judgement takes effect, you may put one of your hand cards "
                       "out to replace the judgement card.",
                       "任何判定生效前，你可以打出一张手牌替换判定牌。"),
    "unyielding": ("Unyielding", "刚烈",
                   "After you take damage, you may judge. Unless it is a heart, the source "
                   "chooses: discard two hand cards, or take 1 damage from you.",
                   "你受到伤害后，可以判定：若不为红桃，伤害来源选择弃两张手牌或受到你造成的"
                   "1点伤害。"),
    "surprise_raid": ("Surprise Raid", "突袭",
                      "Instead of drawing in your draw phase, you may take one hand card from "
                      "each of up to two other players.",
                      "摸牌阶段，你可以不摸牌，改为获得至多两名其他角色各一张手牌。"),
    "bare_chested": ("Bare-chested", "裸衣",
                     "You may draw one card fewer in your draw phase; then your Slashes and "
                     "Duels deal 1 more damage this turn.",
                     "摸牌阶段，你可以少摸一张牌；若如此做，本回合你的杀和决斗造成的伤害+1。"),
    "envy_of_heaven": ("Envy of Heaven", "天妒",
                       "After a judgement card of yours takes effect, you may take it into "
                       "your hand.",
                       "你的判定牌生效后，你可以获得此牌。"),
    "bequeathed_strategy": ("Bequeathed Strategy", "遗计",
                            "For each point of damage you take, you may look at the top two "
                            "deck cards and hand them out as you like, yourself included.",
                            "你每受到1点伤害，可以观看牌堆顶的两张牌，将其任意分给任意角色（"
                            "包括你）。"),
    "goddess_luo": ("Goddess Luo", "洛神",
                    "At the start of your turn you may judge: a black card goes to your hand "
                    "and you may judge again; the first red card ends it.",
                    "回合开始时，你可以判定：若为黑色，获得此牌并可以再次判定；出现红色即停止。"),
    "beauty_of_the_nation": ("Beauty of the Nation", "倾国",
                             "You may use or play any black hand card as a Dodge.",
                             "你可以将一张黑色手牌当闪使用或打出。"),
    "benevolence": ("Benevolence", "仁德",
                    "In your play phase you may give any number of hand cards to other "
                    "players. The first time this turn your gifts add up to two cards, you "
                    "recover 1 HP.",
                    "出牌阶段，你可以将任意张手牌交给其他角色；本回合你给出的牌第一次累计达到"
                    "两张时，你回复1点体力。"),
    "rouse": ("Rouse", "激将",
              "Lord skill. When you need a Slash, you may call on the other Shu characters one "
              "by one; any one of them may play a Slash in your place.",
              "主公技。你需要使用或打出杀时，可以令其他蜀势力角色依次选择是否替你打出一张杀。"),
    "warrior_saint": ("Warrior Saint", "武圣",
                      "You may use or play any red card, from your hand or equipment, as a "
                      "Slash.",
                      "你可以将一张红色牌（手牌或装备）当杀使用或打出。"),
    "roar": ("Roar", "咆哮",
             "Locked. There is no limit on the Slashes you use in your play phase.",
             "锁定技。出牌阶段你使用杀不限次数。"),
    "stargaze": ("Stargaze", "观星",
                 "At the start of your turn you may look at the top X deck cards (X = living "
                 "players, at most 5), then return any of them to the top and the rest to the "
                 "bottom, each group in the order you like.",
                 "回合开始时，你可以观看牌堆顶X张牌（X为存活角色数，至多为5），将其中任意张以"
                 "任意顺序置于牌堆顶，其余以任意顺序置于牌堆底。"),
    "empty_fort": ("Empty Fort", "空城",
                   "Locked. While you hold no hand cards, no one can target you with a Slash "
                   "or a Duel.",
                   "锁定技。你没有手牌时，不能成为杀或决斗的目标。"),
    "dragon_heart": ("Dragon Heart", "龙胆",
                     "You may use or play a Slash as a Dodge, and a Dodge as a Slash.",
                     "你可以将杀当闪、闪当杀使用或打出。"),
    "horsemanship": ("Horsemanship", "马术",
                     "Locked. Your distance to every other player is 1 less.",
                     "锁定技。你计算与其他角色的距离时-1。"),
    "iron_cavalry": ("Iron Cavalry", "铁骑",
                     "After your Slash picks a target, you may judge: on a red card, he cannot "
                     "avoid that Slash in any way.",
                     "你使用杀指定目标后，可以判定：若为红色，该角色不能以任何方式闪避此杀。"),
    "wisdom": ("Wisdom", "集智",
               "Whenever you use a trick that is not a delayed one, you may draw a card.",
               "你使用一张非延时锦囊牌时，可以摸一张牌。"),
    "genius": ("Genius", "奇才",
               "Locked. Your tricks reach players at any distance.",
               "锁定技。你使用锦囊牌无距离限制。"),
    "balance_of_power": ("Balance of Power", "制衡",
                         "Once per play phase, discard as many of your cards (hand and/or "
                         "equipment) as you like, then draw the same number.",
                         "出牌阶段限一次，你可以弃置任意张牌（手牌或装备），然后摸等量的牌。"),
    "rescue": ("Rescue", "救援",
               "Lord skill, locked. When another Wu character uses a Peach on you while you "
               "are dying, you recover one extra HP.",
               "主公技，锁定技。你濒死时，其他吴势力角色对你使用桃，你额外回复1点体力。"),
    "surprise_attack": ("Surprise Attack", "奇袭",
                        "You may use any black card, from hand or equipment, as a Dismantle.",
                        "你可以将一张黑色牌（手牌或装备）当过河拆桥使用。"),
    "self_restraint": ("Self-restraint", "克己",
                       "If you neither used nor played a Slash in your play phase, you may "
                       "skip your discard phase.",
                       "若你于出牌阶段未使用或打出过杀，你可以跳过弃牌阶段。"),
    "self_injury": ("Self-injury", "苦肉",
                    "As often as you like in your play phase: lose 1 HP, then draw two cards.",
                    "出牌阶段，你可以失去1点体力，然后摸两张牌；次数不限。"),
    "heroic": ("Heroic", "英姿",
               "You may draw one extra card in your draw phase.",
               "摸牌阶段，你可以多摸一张牌。"),
    "sow_dissension": ("Sow Dissension", "反间",
                       "Once per play phase, pick another player. He names a suit, then takes "
                       "one of your hand cards face down and shows it; if its suit is not the "
                       "one named, you deal him 1 damage. He keeps the card.",
                       "出牌阶段限一次，选择一名其他角色：其先说出一种花色，再盲选获得你的一张"
                       "手牌并展示；若花色与所说不同，你对其造成1点伤害。"),
    "national_beauty": ("National Beauty", "国色",
                        "You may use any diamond card, from hand or equipment, as an "
                        "Indulgence.",
                        "你可以将一张方块牌（手牌或装备）当乐不思蜀使用。"),
    "displacement": ("Displacement", "流离",
                     "When a Slash targets you, you may discard a card to turn it onto another "
                     "player within your attack range, other than the one who used it.",
                     "你成为杀的目标时，可以弃一张牌，将此杀转移给你攻击范围内除使用者以外的"
                     "另一名角色。"),
    "humility": ("Humility", "谦逊",
                 "Locked. No one can target you with a Snatch or an Indulgence.",
                 "锁定技。你不能成为顺手牵羊和乐不思蜀的目标。"),
    "continuous_camps": ("Continuous Camps", "连营",
                         "Whenever you lose the last card in your hand, you may draw a card.",
                         "你失去最后一张手牌时，可以摸一张牌。"),
    "marriage": ("Marriage", "结姻",
                 "Once per play phase, discard two hand cards and pick a wounded male "
                 "character: you and he each recover 1 HP.",
                 "出牌阶段限一次，你可以弃两张手牌并选择一名已受伤的男性角色，你与其各回复1点"
                 "体力。"),
    "warrior_lady": ("Warrior Lady", "枭姬",
                     "Whenever you lose a card from your equipment, you may draw two cards.",
                     "你每失去一张装备区的牌，可以摸两张牌。"),
    "first_aid": ("First Aid", "急救",
                  "Outside your own turn, you may use any red card, from hand or equipment, as "
                  "a Peach.",
                  "你的回合外，你可以将一张红色牌（手牌或装备）当桃使用。"),
    "green_salve": ("Green Salve", "青囊",
                    "Once per play phase, discard a hand card to let a wounded character of "
                    "your choice recover 1 HP.",
                    "出牌阶段限一次，你可以弃一张手牌，令一名已受伤的角色回复1点体力。"),
    "peerless": ("Peerless", "无双",
                 "Locked. It takes two Dodges to avoid your Slash, and in a Duel with you the "
                 "other side must put out two Slashes each time.",
                 "锁定技。目标须连出两张闪才能抵消你的杀；与你决斗的角色每次须打出两张杀。"),
    "sow_discord": ("Sow Discord", "离间",
                    "Once per play phase, discard a card and pick two other male characters: "
                    "the second counts as using a Duel on the first, and no Nullification can "
                    "stop it.",
                    "出牌阶段限一次，你可以弃一张牌并选择两名其他男性角色，视为后选的角色对先选"
                    "的角色使用一张决斗，此决斗不能被无懈可击抵消。"),
    "close_the_moon": ("Close the Moon", "闭月",
                       "At the end of your turn you may draw a card.",
                       "回合结束时，你可以摸一张牌。"),
}

# Short names: prefix -> {key: (English, Chinese)}.
NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "identity": {"lord": ("Lord", "主公"), "loyalist": ("Loyalist", "忠臣"),
                 "rebel": ("Rebel", "反贼"), "renegade": ("Renegade", "内奸")},
    "kingdom": {"wei": ("Wei", "魏"), "shu": ("Shu", "蜀"), "wu": ("Wu", "吴"),
                "qun": ("Qun", "群")},
    "type": {"basic": ("Basic", "基本牌"), "trick": ("Trick", "锦囊牌"),
             "delayed_trick": ("Delayed trick", "延时锦囊牌"),
             "equipment": ("Equipment", "装备牌")},
    "slot": {"weapon": ("Weapon", "武器"), "armour": ("Armour", "防具"),
             "plus_horse": ("+1 horse", "+1马"), "minus_horse": ("-1 horse", "-1马")},
    "tag": {"lord": ("Lord skill", "主公技"), "locked": ("Locked", "锁定技"),
            "once_per_phase": ("Once per play phase", "出牌阶段限一次")},
}


def _flatten() -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for prefix, table in (("card", CARDS), ("skill", SKILLS)):
        for key, (en, zh, en_text, zh_text) in table.items():
            out[f"sgs_{prefix}_{key}"] = {"en": en, "zh": zh}
            out[f"sgs_{prefix}_{key}_text"] = {"en": en_text, "zh": zh_text}
    for key, (en, zh) in CHARACTERS.items():
        out[f"sgs_char_{key}"] = {"en": en, "zh": zh}
    for prefix, names in NAMES.items():
        for key, (en, zh) in names.items():
            out[f"sgs_{prefix}_{key}"] = {"en": en, "zh": zh}
    return out


DATA_STRINGS: dict[str, dict[str, str]] = _flatten()

# The table's words: buttons, prompts, the log, the results sheet. A template whose
# subject (`name`) can be the viewer has its `_you` variant (i18n.t picks it).
TABLE: dict[str, dict[str, str]] = {
    "sgs_ui_play": {"en": "Play", "zh": "出牌"},
    "sgs_ui_use_as": {"en": "Use as {card}", "zh": "当{card}使用"},
    "sgs_ui_end_turn": {"en": "End turn", "zh": "结束出牌"},
    "sgs_ui_pass": {"en": "Pass", "zh": "不出"},
    "sgs_ui_done": {"en": "Done", "zh": "完成"},
    "sgs_ui_cancel": {"en": "Cancel", "zh": "取消"},
    "sgs_ui_discard": {"en": "Discard", "zh": "弃牌"},
    "sgs_ui_give": {"en": "Give", "zh": "交给"},
    "sgs_ui_hand_card": {"en": "A hand card", "zh": "一张手牌"},
    "sgs_keys_target": {"en": "Choose the next lit seat", "zh": "选择下一个可选的角色"},
    "sgs_keys_confirm": {"en": "Play, or the first answer", "zh": "出牌，或第一个回应"},
    "sgs_keys_pass": {"en": "Pass, or end the play phase", "zh": "不出，或结束出牌阶段"},
    "sgs_ui_arrange_top": {"en": "On top", "zh": "置于牌堆顶"},
    "sgs_ui_arrange_bottom": {"en": "To the bottom", "zh": "置于牌堆底"},
    "sgs_picker_timer": {"en": "Answer timer", "zh": "响应计时"},
    "sgs_opt_timer_off": {"en": "Off", "zh": "关"},
    "sgs_opt_timer_15": {"en": "15 s", "zh": "15秒"},
    "sgs_opt_timer_30": {"en": "30 s", "zh": "30秒"},
    "sgs_opt_timer_help_off": {
        "en": "Answers out of turn (Dodge, Nullification, Peach...) wait as long as you like.",
        "zh": "回合外的响应（闪、无懈可击、桃……）不限时。"},
    "sgs_opt_timer_help_15": {
        "en": "15 seconds to answer out of turn, counted down on screen; then you pass.",
        "zh": "回合外响应限时15秒，屏幕上倒计时；超时视为不出。"},
    "sgs_opt_timer_help_30": {
        "en": "30 seconds to answer out of turn, counted down on screen; then you pass.",
        "zh": "回合外响应限时30秒，屏幕上倒计时；超时视为不出。"},
    "sgs_ui_seconds_left": {"en": "{n} s", "zh": "{n}秒"},
    "sgs_ui_offered": {"en": "Choose from these cards", "zh": "从这些牌中选择"},
    "sgs_ui_judge_trigrams": {"en": "Judge (Eight Trigrams)", "zh": "判定（八卦阵）"},
    "sgs_ui_invoke": {"en": "Use {skill}", "zh": "发动{skill}"},
    "sgs_ui_deck": {"en": "Deck {n}", "zh": "牌堆 {n}"},
    "sgs_ui_everyone_else": {"en": "everyone else", "zh": "其他所有角色"},
    "sgs_ui_n_seats": {"en": "{n} players", "zh": "{n}名角色"},
    "sgs_ui_hidden_left": {
        "en": "Hidden: {loyalist} loyalist · {rebel} rebel · {renegade} renegade",
        "zh": "未明：忠臣{loyalist} · 反贼{rebel} · 内奸{renegade}"},
    "sgs_ui_mark_help": {
        "en": "Click a seat's ? badge to mark your guess (loyalist, rebel, renegade).",
        "zh": "点击座位的“?”标记你的猜测（忠臣、反贼、内奸）。"},
    "sgs_ui_discard_pile": {"en": "Discard {n}", "zh": "弃牌堆 {n}"},
    "sgs_ui_log_title": {"en": "What happened", "zh": "战况"},
    "sgs_ui_log_empty": {"en": "Nothing yet.", "zh": "暂无记录。"},
    "sgs_ui_log_earlier": {"en": "(earlier lines above)", "zh": "（更早的记录在上方）"},
    "sgs_ui_dead": {"en": "Dead", "zh": "阵亡"},
    "sgs_ui_judgement": {"en": "Judgement", "zh": "判定"},
    "sgs_ui_slot_weapon": {"en": "W", "zh": "武"},
    "sgs_ui_slot_armour": {"en": "A", "zh": "防"},
    "sgs_ui_slot_plus_horse": {"en": "+1", "zh": "+1"},
    "sgs_ui_slot_minus_horse": {"en": "-1", "zh": "-1"},
    "sgs_ui_opt_discard": {"en": "Discard 2 cards", "zh": "弃置两张手牌"},
    "sgs_ui_opt_damage": {"en": "Take 1 damage", "zh": "受到1点伤害"},
    # What the viewer is asked.
    "sgs_ask_pick": {"en": "Choose your character", "zh": "选择你的武将"},
    "sgs_ask_play": {"en": "Your play phase: pick a card, then its target",
                     "zh": "出牌阶段：选一张牌，再选目标"},
    "sgs_ask_discard": {"en": "Discard {n} more cards down to your health: pick them, "
                              "then Discard", "zh": "请弃置{n}张手牌：选好后点弃牌"},
    "sgs_ask_discard_one": {"en": "Discard 1 more card down to your health",
                            "zh": "请弃置1张手牌"},
    "sgs_ask_balance": {"en": "Balance of Power: pick more cards to discard, then Done",
                        "zh": "制衡：再选要弃置的牌，然后点完成"},
    "sgs_ask_marriage": {"en": "Marriage: pick two hand cards to discard, then Discard",
                         "zh": "结姻：选两张手牌弃置，然后点弃牌"},
    "sgs_ask_dodge_slash": {"en": "{name} Slashes you: Dodge?",
                            "zh": "{name}对你使用了杀：出闪吗？"},
    "sgs_ask_dodge_slash_you": {"en": "You Slash yourself: Dodge?",
                                "zh": "你对自己使用了杀：出闪吗？"},
    "sgs_ask_demand": {"en": "{card} from {name}: play a {answer}?",
                       "zh": "{name}的{card}：打出{answer}吗？"},
    "sgs_ask_duel": {"en": "Duel with {name}: play a Slash?",
                     "zh": "与{name}决斗：打出杀吗？"},
    "sgs_ask_nullify": {"en": "{card} on {target}: Nullification?",
                        "zh": "{card}即将对{target}生效：使用无懈可击吗？"},
    "sgs_ask_nullify_again": {"en": "Nullification against {card}: nullify it?",
                              "zh": "对{card}的无懈可击：再无懈吗？"},
    "sgs_ask_dying": {"en": "{name} is dying: give a Peach?",
                      "zh": "{name}濒死：使用桃吗？"},
    "sgs_ask_dying_you": {"en": "You are dying: use a Peach?",
                          "zh": "你濒死：使用桃吗？"},
    "sgs_ask_take": {"en": "Choose a card of {name}", "zh": "选择{name}的一张牌"},
    "sgs_ask_choose_card": {"en": "Take one of the cards laid out", "zh": "选择一张亮出的牌"},
    "sgs_ask_invoke": {"en": "Use {skill}?", "zh": "发动{skill}吗？"},
    "sgs_ask_choose": {"en": "Choose one", "zh": "请选择"},
    "sgs_ask_give": {"en": "Give cards: pick cards, then a seat (your own keeps them)",
                     "zh": "选牌，再选一名角色（选自己则留下）"},
    "sgs_ask_arrange": {"en": "Put the cards back on the deck", "zh": "将牌置回牌堆"},
    "sgs_ask_generic": {"en": "Your answer?", "zh": "请回应"},
    "sgs_ask_take_whom": {"en": "Click a lit seat: whose hand card to take?",
                          "zh": "点击亮起的角色：获得谁的一张手牌？"},
    "sgs_refuse_not_now": {"en": "That is not a choice now.", "zh": "现在不能这样选。"},
    "sgs_refuse_malformed": {"en": "That is not a move of this game.",
                             "zh": "这不是本游戏的动作。"},
    "sgs_refuse_over": {"en": "The game is over.", "zh": "游戏已结束。"},
    "sgs_ask_rouse": {"en": "{name}, the lord, rouses Shu: play a Slash for him?",
                      "zh": "主公{name}发动激将：是否替他打出一张杀？"},
    "sgs_ask_rouse_you": {"en": "You, the lord, rouse Shu: play a Slash for yourself?",
                          "zh": "主公你发动激将：是否打出一张杀？"},
    "sgs_ask_escort": {"en": "{name}, the lord, calls his escort: play a Dodge for him?",
                       "zh": "主公{name}发动护驾：是否替他打出一张闪？"},
    "sgs_ask_escort_you": {"en": "You, the lord, call your escort: play a Dodge?",
                           "zh": "主公你发动护驾：是否打出一张闪？"},
    "sgs_ask_target": {"en": "{card}: now choose the target", "zh": "{card}：请选择目标"},
    "sgs_waiting": {"en": "{name} is thinking…", "zh": "{name}思考中…"},
    "sgs_waiting_you": {"en": "Your decision", "zh": "请你决定"},
    # The log, in words.
    "sgs_log_turn": {"en": "Turn of {name}", "zh": "{name}的回合"},
    "sgs_log_turn_you": {"en": "Your turn", "zh": "你的回合"},
    "sgs_log_use": {"en": "{name} uses {card}", "zh": "{name}使用{card}"},
    "sgs_log_use_you": {"en": "You use {card}", "zh": "你使用{card}"},
    "sgs_log_use_on": {"en": "{name} uses {card} on {names}", "zh": "{name}对{names}使用{card}"},
    "sgs_log_use_on_you": {"en": "You use {card} on {names}", "zh": "你对{names}使用{card}"},
    "sgs_log_play": {"en": "{name} plays {card}", "zh": "{name}打出{card}"},
    # Demonic Talent's card put in place of a judgement card: what the log and the
    # centre call it ("Sima Yi plays a new judgement card (♥7)").
    "sgs_card_judgement": {"en": "a new judgement card", "zh": "改判的判定牌"},
    "sgs_log_play_you": {"en": "You play {card}", "zh": "你打出{card}"},
    "sgs_log_decline": {"en": "{name} gives no {card_name}", "zh": "{name}不出{card_name}"},
    "sgs_log_decline_you": {"en": "You give no {card_name}", "zh": "你不出{card_name}"},
    "sgs_log_damage": {"en": "{name} takes {amount} damage, {hp} HP left",
                       "zh": "{name}受到{amount}点伤害，剩余{hp}点体力"},
    "sgs_log_damage_you": {"en": "You take {amount} damage, {hp} HP left",
                           "zh": "你受到{amount}点伤害，剩余{hp}点体力"},
    "sgs_log_recover": {"en": "{name} recovers {amount} HP", "zh": "{name}回复{amount}点体力"},
    "sgs_log_recover_you": {"en": "You recover {amount} HP", "zh": "你回复{amount}点体力"},
    "sgs_log_lose_hp": {"en": "{name} loses {amount} HP", "zh": "{name}失去{amount}点体力"},
    "sgs_log_lose_hp_you": {"en": "You lose {amount} HP", "zh": "你失去{amount}点体力"},
    "sgs_log_draw": {"en": "{name} draws {count}", "zh": "{name}摸{count}张牌"},
    "sgs_log_draw_you": {"en": "You draw {count}", "zh": "你摸{count}张牌"},
    "sgs_log_draw_seen": {"en": "{name} draws {cards}", "zh": "{name}摸到{cards}"},
    "sgs_log_draw_seen_you": {"en": "You draw {cards}", "zh": "你摸到{cards}"},
    "sgs_log_discard": {"en": "{name} discards {cards}", "zh": "{name}弃置{cards}"},
    "sgs_log_discard_you": {"en": "You discard {cards}", "zh": "你弃置{cards}"},
    "sgs_log_equip": {"en": "{name} equips {card}", "zh": "{name}装备{card}"},
    "sgs_log_equip_you": {"en": "You equip {card}", "zh": "你装备{card}"},
    "sgs_log_judgement": {"en": "{name} judges: {card}", "zh": "{name}判定：{card}"},
    "sgs_log_judgement_you": {"en": "You judge: {card}", "zh": "你判定：{card}"},
    "sgs_log_take": {"en": "{name} takes a card from {owner}", "zh": "{name}获得{owner}的一张牌"},
    "sgs_log_take_you": {"en": "You take a card from {owner}", "zh": "你获得{owner}的一张牌"},
    "sgs_log_take_seen": {"en": "{name} takes {card}", "zh": "{name}获得{card}"},
    "sgs_log_take_seen_you": {"en": "You take {card}", "zh": "你获得{card}"},
    "sgs_log_dismantle": {"en": "{name} discards {card} from {owner}",
                          "zh": "{name}弃置{owner}的{card}"},
    "sgs_log_dismantle_you": {"en": "You discard {card} from {owner}",
                              "zh": "你弃置{owner}的{card}"},
    "sgs_log_dying": {"en": "{name} is dying", "zh": "{name}进入濒死状态"},
    "sgs_log_dying_you": {"en": "You are dying", "zh": "你进入濒死状态"},
    "sgs_log_saved": {"en": "{name} is saved", "zh": "{name}脱离濒死"},
    "sgs_log_saved_you": {"en": "You are saved", "zh": "你脱离濒死"},
    "sgs_log_death": {"en": "{name} dies: a {identity}", "zh": "{name}阵亡，身份是{identity}"},
    "sgs_log_death_you": {"en": "You die: a {identity}", "zh": "你阵亡，身份是{identity}"},
    "sgs_log_ability": {"en": "{name}: {skill}", "zh": "{name}：{skill}"},
    "sgs_log_skip_play": {"en": "{name} skips the play phase", "zh": "{name}跳过出牌阶段"},
    "sgs_log_armour_dodge": {"en": "{armour} dodges for {name}: a red judgement",
                             "zh": "{armour}判定为红色，替{name}闪避"},
    "sgs_log_armour_failed": {"en": "{armour} fails {name}: a black judgement",
                              "zh": "{armour}判定为黑色，{name}未能闪避"},
    "sgs_log_skip_play_you": {"en": "You skip the play phase", "zh": "你跳过出牌阶段"},
    "sgs_log_lightning": {"en": "Lightning moves on to {to}", "zh": "闪电移至{to}"},
    "sgs_log_reshuffle": {"en": "The discard pile is shuffled into the deck",
                          "zh": "弃牌堆洗入牌堆"},
    "sgs_log_laid_out": {"en": "Laid out: {cards}", "zh": "亮出：{cards}"},
    "sgs_log_characters": {"en": "Characters are shown", "zh": "武将亮出"},
    "sgs_log_lord": {"en": "{name} is the lord: {character}", "zh": "{name}是主公：{character}"},
    "sgs_log_lord_you": {"en": "You are the lord: {character}", "zh": "你是主公：{character}"},
    "sgs_log_game_over": {"en": "Game over: the {side} side wins", "zh": "游戏结束：{side}方获胜"},
    "sgs_log_draw_game": {"en": "Game over: a draw", "zh": "游戏结束：平局"},
    "sgs_log_slash_moved": {"en": "The Slash turns onto {to}", "zh": "杀转移给{to}"},
    # Told since the log read from the declared events (they were left out before).
    "sgs_log_penalty": {"en": "{name} discards every card: the penalty for killing a loyalist",
                        "zh": "{name}误杀忠臣，弃置所有牌"},
    "sgs_log_penalty_you": {"en": "You discard every card: the penalty for killing a loyalist",
                            "zh": "你误杀忠臣，弃置所有牌"},
    "sgs_log_give": {"en": "{name} gives {count} of the cards looked at to {to}",
                     "zh": "{name}将观看的{count}张牌交给{to}"},
    "sgs_log_give_you": {"en": "You give {count} of the cards looked at to {to}",
                         "zh": "你将观看的{count}张牌交给{to}"},
    "sgs_log_keep": {"en": "{name} keeps {count} of the cards looked at",
                     "zh": "{name}将观看的{count}张牌收入手牌"},
    "sgs_log_keep_you": {"en": "You keep {count} of the cards looked at",
                         "zh": "你将观看的{count}张牌收入手牌"},
    "sgs_log_name_suit": {"en": "{name} names {suit}", "zh": "{name}选择了{suit}"},
    "sgs_log_name_suit_you": {"en": "You name {suit}", "zh": "你选择了{suit}"},
    "sgs_log_stargazed": {"en": "{name} puts {top} on top of the deck and {bottom} at the bottom",
                          "zh": "{name}将{top}张牌置于牌堆顶，{bottom}张置于牌堆底"},
    "sgs_log_stargazed_you": {"en": "You put {top} on top of the deck and {bottom} at the bottom",
                              "zh": "你将{top}张牌置于牌堆顶，{bottom}张置于牌堆底"},
    "sgs_log_undodgeable": {"en": "{target} may not dodge this Slash",
                            "zh": "{target}不能闪避此杀"},
    "sgs_log_rouse_failed": {"en": "Nobody plays a Slash for {name}", "zh": "无人响应{name}的激将"},
    "sgs_ff_started": {"en": "Fast forward: the computers finish the game",
                       "zh": "快进：电脑玩家下完这一局"},
    "sgs_over_title": {"en": "Game over", "zh": "游戏结束"},
    "sgs_over_won": {"en": "The {side} side wins", "zh": "{side}方获胜"},
    # The results sheet.
    "sgs_results_draw": {"en": "A draw: the deck ran out", "zh": "平局：牌已摸尽"},
    "sgs_results_players": {"en": "{n} players", "zh": "{n}人局"},
    "sgs_col_identity": {"en": "Identity", "zh": "身份"},
    "sgs_col_character": {"en": "Character", "zh": "武将"},
    "sgs_col_fate": {"en": "Fate", "zh": "结局"},
    "sgs_fate_alive": {"en": "Alive, {hp} HP", "zh": "存活，{hp}点体力"},
    "sgs_fate_dead": {"en": "Died", "zh": "阵亡"},
    "sgs_won": {"en": "Won", "zh": "胜"},
    "sgs_lost": {"en": "Lost", "zh": "负"},
    "sgs_btn_again": {"en": "New game", "zh": "再来一局"},
    "stats_hands_sanguosha": {"en": "Games played", "zh": "已玩局数"},
    "family_identity": {"en": "Hidden identities", "zh": "身份推理"},
}

RULES: dict[str, dict[str, str]] = {
    "rules_sanguosha_left": {
        "en": "# Identities\n"
              "Every seat draws an identity in secret; only the lord shows his. The lord "
              "and his loyalists win when every rebel and the renegade are dead. The "
              "rebels win when the lord dies. The renegade wins only by being the last "
              "one alive.\n"
              "# Characters\n"
              "Each picks a character (the lord first, in front of everyone): its HP "
              "and skills. The lord of a game of five or more gets 1 HP more.\n"
              "# The turn\n"
              "Judgement (delayed tricks on you are judged), draw 2 cards, play cards, "
              "discard down to your HP, end. You may use one Slash a turn.",
        "zh": "# 身份\n"
              "每人暗抽一个身份，只有主公亮明。主公和忠臣要消灭所有反贼和内奸；"
              "反贼要杀死主公；内奸要成为最后的幸存者。\n"
              "# 武将\n"
              "每人选一名武将（主公先选，公开），决定体力和技能。五人及以上时主公体力上限+1。\n"
              "# 回合\n"
              "判定阶段（判定区的延时锦囊）、摸牌阶段摸两张、出牌阶段、"
              "弃牌阶段弃到手牌数不超过体力值、结束阶段。每回合限用一张杀。",
    },
    "rules_sanguosha_right": {
        "en": "# Cards\n"
              "Basic: Slash (1 damage unless a Dodge answers it), Dodge, Peach (1 HP). "
              "Tricks: used once, and any can be cancelled by a Nullification. Delayed "
              "tricks wait in a judgement area. Equipment: a weapon (attack range), "
              "armour and horses.\n"
              "# Distance\n"
              "Counted round the table the short way between living seats; a -1 horse "
              "brings others nearer, a +1 horse keeps you farther. A Slash reaches "
              "seats within your attack range (1 without a weapon).\n"
              "# Dying\n"
              "At 0 HP you are dying: starting with the player whose turn it is, each in "
              "turn (you too) may give you a Peach. "
              "Otherwise you die and show your identity. Killing a rebel draws 3 cards; "
              "a lord who kills a loyalist discards everything.",
        "zh": "# 卡牌\n"
              "基本牌：杀（除非对方出闪，造成1点伤害）、闪、桃（回复1点体力）。"
              "锦囊牌用后即弃，都可被无懈可击抵消；延时锦囊放在判定区。"
              "装备牌：武器（攻击范围）、防具和坐骑。\n"
              "# 距离\n"
              "在存活角色之间绕桌取较近的方向计算；-1马使你离别人更近，+1马使别人离你更远。"
              "杀只能对攻击范围内的角色使用（无武器时为1）。\n"
              "# 濒死\n"
              "体力降到0时进入濒死：从当前回合角色开始依次，每人（包括你）都可以给你桃。"
              "没人救就阵亡并亮出身份。"
              "杀死反贼者摸三张牌；主公杀死忠臣须弃置所有牌。",
    },
}

STRINGS: dict[str, dict[str, str]] = {**DATA_STRINGS, **TABLE, **RULES}
