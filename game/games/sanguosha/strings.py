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


STRINGS: dict[str, dict[str, str]] = _flatten()
