"""Bao Huang's UI strings in English and Chinese (merged into i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "role_emperor": {"en": "Emperor", "zh": "皇帝"},
    "role_emperor_help": {"en": "Emperor: holds the sceptre card; wins with his guard against the "
                                "others.",
                    "zh": "皇帝：持皇帝牌，与侍卫一起对抗其他人。"},
    "role_guard": {"en": "Guard", "zh": "侍卫"},
    "role_guard_help": {"en": "Guard: the emperor's secret helper, holder of the sword card.",
                    "zh": "侍卫：皇帝的秘密帮手，持侍卫牌。"},
    "role_rebel": {"en": "Rebel", "zh": "反贼"},
    "role_rebel_help": {"en": "Rebel: plays against the emperor and his guard.",
                    "zh": "反贼：对抗皇帝和侍卫。"},
    "role_commoner": {"en": "Commoner", "zh": "平民"},
    "role_commoner_help": {"en": "Commoner: neither emperor nor guard; against the emperor's side.",
                    "zh": "平民：既非皇帝也非侍卫，对抗皇帝一方。"},
    "role_solo": {"en": "Solo", "zh": "独保"},
    "role_solo_help": {"en": "Solo: the emperor plays alone, without a guard, for double stakes.",
                    "zh": "独保：皇帝不要侍卫，独自作战，分数加倍。"},
    "tag_open_guard": {"en": "Open", "zh": "明保"},
    "tag_open_guard_help": {"en": "Open guard: the guard has shown himself.",
                    "zh": "明保：侍卫已亮明身份。"},
    "tag_secret": {"en": "Hidden", "zh": "暗"},
    "tag_secret_help": {"en": "Hidden: not yet known which side this seat is on.",
                    "zh": "暗：还不知道这家是哪一方。"},
    "place_1": {"en": "1st", "zh": "头客"},
    "place_2": {"en": "2nd", "zh": "二客"},
    "place_3": {"en": "3rd", "zh": "三客"},
    "place_4": {"en": "4th", "zh": "二拉"},
    "place_5": {"en": "5th", "zh": "大拉"},
    "guess_guard": {"en": "G?", "zh": "侍?"},
    "guess_commoner": {"en": "C?", "zh": "民?"},
    "guess_rebel": {"en": "R?", "zh": "反?"},
    "guess_emperor": {"en": "E?", "zh": "皇?"},
    "guess_hint": {"en": "Click the chip on a seat to note who you think is the guard.",
                   "zh": "点击座位上的小标记，记下你认为谁是侍卫。"},
    "bh_mode_ls": {"en": "Lianzhong simple", "zh": "联众简单模式"},
    "bh_mode_classic": {"en": "Lianzhong classic", "zh": "联众经典模式"},
    "bh_opt_wh165": {"en": "165 cards (Weihai)", "zh": "165张（威海）"},
    "bh_opt_hold6": {"en": "Hold the 6s", "zh": "憋6"},
    "bh_opt_roast": {"en": "Roasting", "zh": "烤牌"},
    # One line each on the set-up page, under the pointer or the keyboard focus.
    "bh_mode_help_ls": {"en": "The marked small joker makes the guard; from the second "
                              "abdication on, each decliner adds a 2.",
                        "zh": "拿到画剑小王的人是侍卫；第二次让位起，每个让位的人须贴一张2。"},
    "bh_mode_help_classic": {"en": "The emperor names a card he holds three of; whoever "
                                   "holds the fourth is the guard.",
                             "zh": "皇帝叫一张他有三张的牌，第四张的持有者是侍卫。"},
    "bh_opt_wh165_help": {"en": "Weihai deck: three 6s fewer, 33 cards each, scored by "
                                "Weihai's table.",
                          "zh": "威海牌：再去掉三张6，每人33张，按威海计分。"},
    "bh_opt_hold6_help": {"en": "6s may only be your last play, together with every card "
                                "you have left.",
                          "zh": "6只能最后出，而且要连同手里剩下的所有牌一起出。"},
    "bh_opt_roast_help": {"en": "Jokers may beat jokers: 2 big beat 1 big, 2 small beat 1 "
                                "small, 3 small beat 1 big.",
                          "zh": ("可以用王压带王的牌：两大王压一大王，两小王压一小王，"
                                 "三小王压一大王。")},
    "bh_picker_rules": {"en": "Rules", "zh": "规则"},
    "bh_picker_options": {"en": "Options", "zh": "选项"},
    # The emperor card and abdication.
    "bh_holds_card": {"en": "{name} holds the emperor card", "zh": "{name}拿到皇牌"},
    "bh_holds_card_you": {"en": "You hold the emperor card", "zh": "你拿到皇牌"},
    "bh_your_card": {"en": "You hold the emperor card: ascend or abdicate?",
                     "zh": "你拿到皇牌：登基还是让位？"},
    "bh_btn_ascend": {"en": "Ascend", "zh": "登基"},
    "bh_btn_open_solo": {"en": "Open solo", "zh": "明独保"},
    "bh_btn_abdicate": {"en": "Abdicate", "zh": "让位"},
    "bh_btn_name": {"en": "Name {card}", "zh": "叫{card}"},
    # What each call does, under the pointer on its button.
    "bh_btn_ascend_help": {"en": "Ascend: become the emperor, take the emperor card (and any "
                                 "cards added to it) and lead. The sword card's holder is "
                                 "your secret guard; holding it yourself, you play alone.",
                           "zh": "登基：当皇帝，收下皇牌（和贴上的牌）并先出牌。持侍卫牌的人"
                                 "暗中做你的侍卫；侍卫牌在你自己手里，你就独保。"},
    "bh_btn_open_solo_help": {"en": "Open solo: play alone against all four, openly, for "
                                    "the highest stakes; you win only by going out first.",
                              "zh": "明独保：公开一人对抗四家，分数最高；只有头客出完才算赢。"},
    "bh_btn_name_help": {"en": "Name this card: you hold three of it, and whoever holds the "
                               "fourth is your secret guard. Holding all four, you play alone.",
                         "zh": "叫这张牌：你有三张，拿第四张的人暗中做你的侍卫。"
                               "四张都在你手里，你就独保。"},
    "bh_btn_abdicate_help": {"en": "Abdicate: pass the emperor card to the player before "
                                   "you. From the second abdication on, each one adds a 2 to "
                                   "it. Nobody ascends in two rounds: new deal.",
                             "zh": "让位：把皇牌交给上家。从第二次让位起，每次须贴一张2。"
                                   "两圈无人登基则重新发牌。"},
    "bh_btn_abdicate_classic_help": {"en": "Abdicate: pass the emperor card to the player "
                                           "before you. Once it has gone round, its holder "
                                           "must ascend.",
                                     "zh": "让位：把皇牌交给上家。皇牌转满一圈后，"
                                           "拿到的人必须登基。"},
    "bh_btn_quiet_help": {"en": "Stay quiet: declare nothing; nobody learns which side you "
                                "are on.",
                          "zh": "不表态：什么也不说，别人不知道你是哪一方。"},
    "bh_btn_open_guard_help": {"en": "Open guard: show now that you are the emperor's guard. "
                                     "Every score this hand is doubled.",
                               "zh": "明保：现在亮明你是皇帝的侍卫。本局所有得分翻倍。"},
    "bh_btn_rebel_help": {"en": "Rebel: declare yourself against the emperor (so not his "
                                "guard). If two rebel, the guard must show himself, and a win "
                                "for the commoners scores double.",
                          "zh": "造反：公开反对皇帝（说明你不是侍卫）。两人造反时侍卫必须亮明，"
                                "平民获胜则得分翻倍。"},
    "bh_abdicates": {"en": "{name} abdicates", "zh": "{name}让位"},
    "bh_abdicates_you": {"en": "You abdicate", "zh": "你让位"},
    "bh_attached": {"en": "{name} adds {card}", "zh": "{name}贴上{card}"},
    "bh_attached_you": {"en": "You add {card}", "zh": "你贴上{card}"},
    "bh_ascends": {"en": "{name} ascends the throne", "zh": "{name}登基"},
    "bh_ascends_you": {"en": "You ascend the throne", "zh": "你登基"},
    "bh_open_solo": {"en": "{name} plays alone, openly!", "zh": "{name}明独保！"},
    "bh_open_solo_you": {"en": "You play alone, openly!", "zh": "你明独保！"},
    "bh_named": {"en": "The guard holds the fourth {card}", "zh": "侍卫拿着第四张{card}"},
    "bh_redeal": {"en": "Nobody ascends: new deal", "zh": "无人登基：重新发牌"},
    # Declarations.
    "bh_declare_guard": {"en": "You are the guard: declare yourself (score x2) or stay hidden?",
                         "zh": "你是侍卫：明保（分数翻倍）还是暗保？"},
    "bh_declare_commoner": {"en": "Rebel against the emperor, or stay quiet?",
                            "zh": "造反，还是不表态？"},
    "bh_btn_quiet": {"en": "Stay quiet", "zh": "不表态"},
    "bh_btn_open_guard": {"en": "Open guard", "zh": "明保"},
    "bh_btn_rebel": {"en": "Rebel", "zh": "造反"},
    "bh_said_quiet": {"en": "…", "zh": "…"},
    "bh_said_quiet_help": {"en": "Stayed quiet: neither declared a guard nor rebelled",
                           "zh": "不表态：既没有明保，也没有造反"},
    "bh_said_open_guard": {"en": "I guard!", "zh": "明保！"},
    "bh_said_open_guard_help": {"en": "Declared the guard: this seat showed it guards the "
                                      "emperor; every score this hand is doubled.",
                                "zh": "明保：这家亮明自己是侍卫；本局所有得分翻倍。"},
    "bh_said_rebel": {"en": "Rebel!", "zh": "造反！"},
    "bh_said_rebel_help": {"en": "Rebelled: this seat declared itself against the emperor, "
                                 "so it is not the guard.",
                           "zh": "造反：这家公开反对皇帝，所以不是侍卫。"},
    "bh_guard_is": {"en": "{name} is the guard", "zh": "{name}是侍卫"},
    "bh_guard_is_you": {"en": "You are the guard", "zh": "你是侍卫"},
    "bh_solo_is": {"en": "{name} plays alone!", "zh": "{name}独保！"},
    "bh_solo_is_you": {"en": "You play alone!", "zh": "你独保！"},
    "bh_rebellion": {"en": "Rebellion! The guard must show himself",
                     "zh": "起义！侍卫必须亮明身份"},
    # Play and places.
    "bh_out": {"en": "{name} is out: {place}", "zh": "{name}出完：{place}"},
    "bh_out_you": {"en": "You are out: {place}", "zh": "你出完：{place}"},
    "bh_royals_win": {"en": "The emperor's side wins", "zh": "保皇派获胜"},
    "bh_commoners_win": {"en": "The commoners win", "zh": "平民获胜"},
    "bh_solo_wins": {"en": "The solo emperor wins", "zh": "独保皇帝获胜"},
    "bh_solo_loses": {"en": "The solo emperor loses", "zh": "独保皇帝失败"},
    "bh_draw": {"en": "Nobody scores this hand", "zh": "本局不得分"},
    "bh_status": {"en": "Hand {n}   {rules}", "zh": "第{n}局   {rules}"},
    "bh_doubled": {"en": "×2", "zh": "×2"},
    "bh_doubled_guard_help": {"en": "×2: the guard has declared himself, so every score this "
                                    "hand is doubled.",
                              "zh": "×2：侍卫已明保，本局所有得分翻倍。"},
    "bh_doubled_rebels_help": {"en": "×2: two commoners rebelled. If the commoners win, every "
                                     "score this hand is doubled.",
                               "zh": "×2：有两人造反。平民获胜时，本局所有得分翻倍。"},
    "bh_tracker_bj_help": {"en": "bJ: small jokers still in the other hands (4 in the deck). "
                                 "They beat every 2; only big jokers beat them.",
                           "zh": "小：别人手里还有几张小王（共4张）。小王大过2，只有大王比它大。"},
    "bh_tracker_rj_help": {"en": "RJ: big jokers still in the other hands (4 in the deck), the "
                                 "highest cards; one of them is the emperor card.",
                           "zh": "大：别人手里还有几张大王（共4张），是最大的牌；"
                                 "其中一张是皇牌。"},
    "bh_keys_decide": {"en": "Click a button to decide", "zh": "点击按钮做出选择"},
    # Results.
    "bh_col_place": {"en": "Place", "zh": "名次"},
    "bh_hand_scored": {"en": "Scored by the {table} table", "zh": "按{table}计分"},
    "bh_table_ls": {"en": "Lianzhong", "zh": "联众"},
    "bh_table_wh": {"en": "Weihai", "zh": "威海"},
    "bh_not_out": {"en": "—", "zh": "—"},
    # How the hand's scores came about (results sheet): {what} is the formula with its
    # numbers, {points} the emperor's score, {total} each commoner's (before doubling).
    "bh_why_ls": {"en": "Guard's score = 6 − (emperor's place + guard's place) = {what}; the "
                        "emperor scores twice that ({points}) and each commoner the opposite "
                        "({total}).",
                  "zh": "侍卫得分 = 6 − (皇帝名次 + 侍卫名次) = {what}；皇帝得双倍（{points}），"
                        "每个平民得相反的分（{total}）。"},
    "bh_why_wh": {"en": "Weihai: S = the emperor's place points + the guard's (1st +4, 2nd +2, "
                        "3rd 0, 4th −2, 5th −4) = {what}; the emperor scores 2S ({points}), the "
                        "guard S and each commoner −S ({total}).",
                  "zh": "威海：S = 皇帝名次分 + 侍卫名次分（头客+4，二客+2，三客0，二拉−2，"
                        "大拉−4）= {what}；皇帝得2S（{points}），侍卫得S，"
                        "每个平民得−S（{total}）。"},
    "bh_why_open_solo_won": {"en": "The emperor played alone, openly, and went out first: he "
                                   "scores {points}, each of the others {total}.",
                             "zh": "皇帝明独保，头客出完：皇帝得{points}，其余每人得{total}。"},
    "bh_why_open_solo_lost": {"en": "The emperor played alone, openly, and someone else went "
                                    "out first: he scores {points}, each of the others "
                                    "{total}.",
                              "zh": "皇帝明独保，但别人先出完：皇帝得{points}，"
                                    "其余每人得{total}。"},
    "bh_why_secret_solo": {"en": "The emperor played alone in secret (no guard this hand) and "
                                 "came {place}: he scores {points}, each of the others {total}.",
                           "zh": "皇帝暗独保（本局没有侍卫），名次{place}：皇帝得{points}，"
                                 "其余每人得{total}。"},
    "bh_why_secret_solo_last": {"en": "The emperor played alone in secret (no guard this hand) "
                                      "and was left holding cards: he scores {points}, each of "
                                      "the others {total}.",
                                "zh": "皇帝暗独保（本局没有侍卫），没能出完：皇帝得{points}，"
                                      "其余每人得{total}。"},
    "bh_why_doubled_guard": {"en": "Every score is doubled (×2): the guard declared himself.",
                             "zh": "所有得分翻倍（×2）：侍卫明保。"},
    "bh_why_doubled_rebels": {"en": "Every score is doubled (×2): two commoners rebelled and "
                                    "the commoners won.",
                              "zh": "所有得分翻倍（×2）：有两人造反，且平民获胜。"},
    "bh_why_rebellion_failed": {"en": "Two commoners rebelled, but the commoners did not win: "
                                      "no doubling.",
                                "zh": "有两人造反，但平民没有获胜：不翻倍。"},
    "bh_why_first_lost": {"en": "{name} finished first, yet the commoners lost: commoners win "
                                "or lose together, whatever their places.",
                          "zh": "{name}头客出完，但平民一方输了：平民同输同赢，与名次无关。"},
    # Why the model refused (reason keys from baohuang.rules / model).
    "bh_why_empty": {"en": "Choose at least one card.", "zh": "至少选一张牌。"},
    "bh_why_bad_rank": {"en": "That card is not in the Bao Huang deck.",
                     "zh": "这张牌不在保皇牌里。"},
    "bh_why_two_attached": {"en": "2s cannot be attached to another rank; only jokers can.",
                         "zh": "2不能配别的牌，只有王可以挂。"},
    "bh_why_mixed": {"en": "A play is one rank, with jokers attached if you like.",
                  "zh": "出牌须是同一点数，可以挂王。"},
    "bh_why_too_many": {"en": "A set has at most 16 cards of a rank.",
                     "zh": "同一点数最多16张。"},
    "bh_why_big_joker": {"en": "Only roasting can beat a play with a big joker.",
                      "zh": "带大王的牌只能烤，不能直接压。"},
    "bh_why_count": {"en": "You must play {count} cards.", "zh": "必须出{count}张牌。"},
    "bh_why_low": {"en": "Every card must beat a card of the play on the table.",
                "zh": "每张牌都要大过上家的一张牌。"},
    "bh_why_hold_six": {"en": "6s may only be your last play, with every card you have left.",
                     "zh": "憋6：6只能最后连同剩下所有牌一起出。"},
    "bh_why_must_ascend": {"en": "The emperor card has gone round once: you must ascend.",
                        "zh": "皇牌已转一圈：你必须登基。"},
    "bh_why_ascend": {"en": "You cannot ascend that way.", "zh": "不能这样登基。"},
    "bh_why_not_guard": {"en": "Only the guard can declare himself.", "zh": "只有侍卫才能明保。"},
    "bh_why_guard_rebel": {"en": "The guard cannot rebel.", "zh": "侍卫不能造反。"},
    "bh_why_choice": {"en": "Say nothing, declare yourself or rebel.",
                   "zh": "请选择不表态、明保或造反。"},
    # The rules viewer (our own summary of ../shared/rules/baohuang.md).
    "rules_baohuang_left": {
        "en": ("# Deck and sides\nFour packs without 3s, 4s and 5s: 168 cards, 34 or 33 each. "
               "Big joker > small joker > 2 > A ... 6. One big joker, the sceptre card, makes "
               "the emperor; one small joker, the sword card, makes his secret guard. The other "
               "three are commoners.\n"
               "# The emperor card\nIts holder ascends or abdicates to the player before him; "
               "from the second abdication on, each decliner adds a 2. Nobody in two rounds: "
               "new deal. Holding both cards, the emperor plays alone (secret, or open for "
               "double stakes).\n"
               "# Declarations\nEvery other player speaks once: the guard may declare himself "
               "(score x2), a commoner may rebel. Two rebels force the guard out and double the "
               "score if the commoners win."),
        "zh": ("# 牌与阵营\n四副牌去掉3、4、5，共168张，每人34或33张。大王>小王>2>A…6。"
               "一张画权杖的大王是皇牌，拿到的人当皇帝；一张画剑的小王是侍卫牌，持有者暗中保皇；"
               "其余三人是平民。\n"
               "# 皇牌\n持皇牌者可登基或让位给上家；第二次让位起，每人须贴一张2。"
               "两圈无人登基则重发。同时拿到两张牌的皇帝独保（暗独，或明独翻倍）。\n"
               "# 表态\n其余四人依次表态：侍卫可明保（分数翻倍），平民可造反。"
               "两人造反则侍卫须亮明，平民获胜时分数翻倍。"),
    },
    "rules_baohuang_right": {
        "en": ("# Playing\nThe emperor leads. Play any number of one rank, jokers attached if "
               "you like, or jokers alone; no sequences, 2s never attached. Follow with as many "
               "cards, each beating one card of the play: 8888 beats 7777; nothing plain beats "
               "a joker set, and only roasting (option) beats a big joker. A pass is not final.\n"
               "# Scoring\nGuard = 6 - (emperor's place + guard's place); the emperor gets "
               "double, each commoner pays it. Solo: open +-24; secret +12 / 0 / -12.\n"
               "# Options\nClassic: the emperor names a card he holds three of. Hold the 6s: "
               "6s only as your last play."),
        "zh": ("# 出牌\n皇帝先出。可出同点数的任意张，可挂王，也可只出王；不能出顺子，2不能挂。"
               "跟牌张数相同，且每张都要大过上家的一张：8888压7777，普通牌压不了挂王的牌，"
               "带大王的只能烤（选项）。不出后，有人压过还可以再出。\n"
               "# 计分\n名次头客至大拉。侍卫得分=6-(皇帝名次+侍卫名次)，皇帝加倍，平民各付。"
               "独保：明独±24，暗独按名次+12/0/-12。\n"
               "# 选项\n经典模式：皇帝叫一张他有三张的牌，第四张的持有者为侍卫。"
               "憋6：6只能最后出。"),
    },
}
