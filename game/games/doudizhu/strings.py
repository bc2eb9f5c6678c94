"""Dou Di Zhu's UI strings in English and Chinese (merged into i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "seat_name_3p_0": {"en": "South", "zh": "南家"},
    "seat_name_3p_1": {"en": "East", "zh": "东家"},
    "seat_name_3p_2": {"en": "West", "zh": "西家"},
    "seat_name_4p_0": {"en": "South", "zh": "南家"},
    "seat_name_4p_1": {"en": "East", "zh": "东家"},
    "seat_name_4p_2": {"en": "North", "zh": "北家"},
    "seat_name_4p_3": {"en": "West", "zh": "西家"},
    "redeal_void": {"en": "Nobody bid: a void hand, redeal ×2.",
                    "zh": "无人叫分：荒番，重新发牌 ×2。"},
    "forced_landlord": {"en": "Nobody bid again: {name} takes it at 1",
                        "zh": "仍无人叫分：{name}以1分做地主"},
    "forced_landlord_you": {"en": "Nobody bid again: you take it at 1",
                            "zh": "仍无人叫分：你以1分做地主"},
    "why_joker_bomb": {"en": "Nothing beats the joker bomb.", "zh": "天王炸最大，无牌可压。"},
    "deal_code_seats": {"en": "That deal code is for another number of players.",
                        "zh": "这个牌局代码对应的人数不同。"},
    "role_landlord": {"en": "Landlord", "zh": "地主"},
    "role_landlord_help": {"en": "Landlord: plays alone against the two farmers, with the three "
                                 "kitty cards.",
                    "zh": "地主：拿底牌三张，独自对抗两个农民。"},
    "why_reading": {"en": "Those cards cannot be played that way.", "zh": "这些牌不能这样出。"},
    "role_farmer": {"en": "Farmer", "zh": "农民"},
    "role_farmer_help": {"en": "Farmer: one of the two playing together against the landlord.",
                    "zh": "农民：两人合作对抗地主。"},
    "btn_bid_1": {"en": "1 point", "zh": "1分"},
    "btn_bid_2": {"en": "2 points", "zh": "2分"},
    "btn_bid_3": {"en": "3 points", "zh": "3分"},
    "btn_no_bid": {"en": "No bid", "zh": "不叫"},
    "said_no_bid": {"en": "No bid", "zh": "不叫"},
    "said_bid": {"en": "Bid {n}", "zh": "{n}分"},
    "kitty": {"en": "Kitty", "zh": "底牌"},
    "base_mult": {"en": "Bid {base} ×{mult}", "zh": "底分 {base} ×{mult}"},
    "status_base": {"en": "Base {base} ×{mult}", "zh": "底分 {base} ×{mult}"},
    "bids_first": {"en": "{name} bids first", "zh": "{name}先叫分"},
    "bids_first_you": {"en": "You bid first", "zh": "你先叫分"},
    "your_bid": {"en": "Your bid", "zh": "请叫分"},
    "redeal": {"en": "Everyone passed: redeal.", "zh": "无人叫分，重新发牌。"},
    "landlord_is": {"en": "{name} is the landlord", "zh": "{name}成为地主"},
    "landlord_is_you": {"en": "You are the landlord", "zh": "你成为地主"},
    "bomb": {"en": "Bomb! ×2", "zh": "炸弹！×2"},
    "rocket": {"en": "Rocket! ×2", "zh": "王炸！×2"},
    "bomb_plain": {"en": "Bomb!", "zh": "炸弹！"},
    "joker_bomb_plain": {"en": "Joker bomb!", "zh": "天王炸！"},
    "spring": {"en": "Spring! ×2", "zh": "春天！×2"},
    "anti_spring": {"en": "Anti-spring! ×2", "zh": "反春！×2"},
    "keys_help_bid": {
        "en": "1 2 3 bid  0 or P no bid  Tab ← → Enter the buttons  Esc menu",
        "zh": "1 2 3 叫分  0 或 P 不叫  Tab ← → 回车 选按钮  Esc 菜单",
    },
    "landlord_wins": {"en": "The landlord wins", "zh": "地主获胜"},
    "farmers_win": {"en": "The farmers win", "zh": "农民获胜"},
    "multiplier_was": {"en": "Bid {base} × {mult}", "zh": "底分 {base} × 倍数 {mult}"},
    "ddz_picker_options": {"en": "Options", "zh": "玩法"},
    "ddz_opt_rob": {"en": "Call and rob", "zh": "叫地主/抢地主"},
    "ddz_opt_double": {"en": "Doubling", "zh": "加倍"},
    "ddz_opt_show": {"en": "Show cards", "zh": "明牌"},
    # One line each on the set-up page, under the pointer or the keyboard focus.
    "ddz_opt_rob_help": {"en": "Instead of bidding 1-3: call the landlord, the others may "
                               "rob it; each rob doubles the score.",
                         "zh": "不叫1-3分，改为叫地主：其他人可以抢，每抢一次分数翻倍。"},
    "ddz_opt_double_help": {"en": "After the kitty each farmer, then the landlord, may "
                                  "double the stakes once.",
                            "zh": "拿底牌后，农民依次、最后地主，各可加倍一次。"},
    "ddz_opt_show_help": {"en": "The landlord may play with his hand face up, doubling the "
                                "score.",
                          "zh": "地主可以亮出手牌来打，分数翻倍。"},
    "btn_call": {"en": "Call", "zh": "叫地主"},
    "btn_no_call": {"en": "Don't call", "zh": "不叫"},
    "btn_rob": {"en": "Rob ×2", "zh": "抢地主"},
    "btn_no_rob": {"en": "Don't rob", "zh": "不抢"},
    "btn_show": {"en": "Show ×2", "zh": "明牌 ×2"},
    "btn_no_show": {"en": "Play hidden", "zh": "不明牌"},
    "btn_double": {"en": "Double ×2", "zh": "加倍"},
    "btn_no_double": {"en": "No double", "zh": "不加倍"},
    "said_call": {"en": "Call", "zh": "叫地主"},
    "said_no_call": {"en": "No call", "zh": "不叫"},
    "said_rob": {"en": "Rob!", "zh": "抢地主"},
    "said_no_rob": {"en": "No rob", "zh": "不抢"},
    "said_show": {"en": "Shown", "zh": "明牌"},
    "said_no_show": {"en": "Hidden", "zh": "不明牌"},
    "said_double": {"en": "Double", "zh": "加倍"},
    "said_no_double": {"en": "No double", "zh": "不加倍"},
    "your_call": {"en": "Call the landlord?", "zh": "叫地主吗？"},
    "your_rob": {"en": "Rob the landlord?", "zh": "抢地主吗？"},
    "your_show": {"en": "Show your cards? ×2", "zh": "明牌吗？×2"},
    "your_double": {"en": "Double? ×2", "zh": "加倍吗？×2"},
    "keys_help_yes_no": {"en": "Y or 1 yes  N, 0 or P no  Tab ← → Enter the buttons  Esc menu",
                         "zh": "Y 或 1 是  N、0 或 P 否  Tab ← → 回车 选按钮  Esc 菜单"},
    "banner_rob": {"en": "Robbed! ×{mult}", "zh": "抢地主！×{mult}"},
    "banner_show": {"en": "Cards shown! ×{mult}", "zh": "明牌！×{mult}"},
    "mult_rob": {"en": "robs ×{mult}", "zh": "抢地主 ×{mult}"},
    "mult_show": {"en": "shown ×2", "zh": "明牌 ×2"},
    "mult_doubles": {"en": "doubled {pairs}", "zh": "加倍 {pairs}"},
    "mult_stake_yours": {"en": "your stake ×{mult}", "zh": "你的加倍 ×{mult}"},
    "ddz_doubles_help": {"en": "Doubling: each farmer settles with the landlord on his own. "
                               "These are the farmers' factors, in turn from the landlord: "
                               "×2 the farmer or the landlord doubled, ×4 both, ×1 neither.",
                         "zh": "加倍：每位农民分别与地主结算。这里是各位农民的倍数，"
                               "从地主下家起：×2 农民或地主加倍，×4 两人都加倍，×1 都没加倍。"},
    "ddz_stake_help": {"en": "Your stake: the doubling between you and the landlord (×2 one "
                             "of you doubled, ×4 both). The other farmers' may differ.",
                       "zh": "你的加倍：你与地主之间的倍数（×2 一方加倍，×4 双方都加倍）。"
                             "其他农民的可能不同。"},
    "ddz_tracker_bj_help": {"en": "bJ: black (small) jokers still in the other hands. Only the "
                                  "red joker ranks higher.",
                            "zh": "小：别人手里还有几张小王。只有大王比它大。"},
    "ddz_tracker_rj_help": {"en": "RJ: red (big) jokers still in the other hands: the highest "
                                  "single card.",
                            "zh": "大：别人手里还有几张大王，是最大的单张。"},
    "mult_rob_one": {"en": "rob ×{mult}", "zh": "抢地主 ×{mult}"},
    "mult_bomb": {"en": "bomb ×{mult}", "zh": "炸弹 ×{mult}"},
    "mult_bombs": {"en": "{n} bombs ×{mult}", "zh": "炸弹{n}个 ×{mult}"},
    "mult_rocket": {"en": "rocket ×{mult}", "zh": "王炸 ×{mult}"},
    "mult_rockets": {"en": "{n} rockets ×{mult}", "zh": "王炸{n}个 ×{mult}"},
    "mult_joker_bomb": {"en": "joker bomb ×{mult}", "zh": "天王炸 ×{mult}"},
    "mult_joker_bombs": {"en": "{n} joker bombs ×{mult}", "zh": "天王炸{n}个 ×{mult}"},
    "mult_spring": {"en": "spring ×{mult}", "zh": "春天 ×{mult}"},
    "mult_anti_spring": {"en": "anti-spring ×{mult}", "zh": "反春 ×{mult}"},
    "mult_void_redeal": {"en": "void redeal ×{mult}", "zh": "荒番重发 ×{mult}"},
    "mult_sep": {"en": ", ", "zh": "，"},
    "mult_pairs": {"en": "Doubling, each farmer against the landlord: {pairs}",
                   "zh": "加倍（每位农民与地主分别计）：{pairs}"},
    "multiplier_was_base": {"en": "Base {base} × {mult}", "zh": "底分 {base} × 倍数 {mult}"},
    "mult_none": {"en": "nothing doubled", "zh": "没有翻倍"},
    "btn_autoplay": {"en": "Auto-play", "zh": "托管"},
    "btn_autoplay_off": {"en": "Stop auto", "zh": "取消托管"},
    "keys_autoplay": {"en": "auto-play on or off", "zh": "托管或取消托管"},
    "autoplay_on": {"en": "Auto-play on: the computer plays for you (T to stop)",
                    "zh": "已托管：电脑替你出牌（按 T 取消）"},
    "autoplay_off": {"en": "Auto-play off: your turn is yours again",
                     "zh": "已取消托管，由你自己出牌"},
    "tag_shown": {"en": "Open", "zh": "明牌"},
    "tag_shown_help": {"en": "Open: this seat showed its hand to everyone; the stakes double.",
                    "zh": "明牌：这家亮出了手牌，分数翻倍。"},
    "tag_doubled": {"en": "×2", "zh": "加倍"},
    "tag_doubled_help": {"en": "Doubled: this seat doubled the stakes of its deal.",
                    "zh": "加倍：这家把本局分数加倍。"},
    "tag_shown_doubled": {"en": "Open ×2", "zh": "明牌加倍"},
    "tag_shown_doubled_help": {"en": "Open and doubled: the hand is shown and the stakes doubled.",
                    "zh": "明牌加倍：亮牌并加倍。"},
    "rules_doudizhu_left": {
        "en": (
            "# Deal\n"
            "54 cards: 17 each and 3 face down as the kitty. A card dealt face up "
            "picks who bids first.\n"
            "# Bidding\n"
            "In turn, bid 1, 2 or 3 (higher than before) or pass; a 3 ends it. The top "
            "bidder is the landlord: the kitty is shown, then joins his hand. All pass: "
            "deal again.\n"
            "# Play\n"
            "The landlord leads. Each player in turn beats the last play with a higher "
            "play of the same shape and length, or passes. After two passes the last "
            "player leads anything. The first to empty a hand wins for his side.\n"
            "# Scoring\n"
            "Score = bid × multiplier. Every bomb or rocket doubles it; so does a spring "
            "(no farmer played) or an anti-spring (the landlord only led once). The "
            "landlord wins or pays 2×, each farmer 1×.\n"
            "# Options\n"
            "Call and rob (×2 a rob); doubling, farmers first (×2 a pair); show cards "
            "(×2)."
        ),
        "zh": (
            "# 发牌\n"
            "54张牌：每人17张，3张扣作底牌。发牌时亮出的一张牌决定谁先叫分。\n"
            "# 叫分\n"
            "依次叫1、2、3分（须高于前者）或不叫，叫3分立即结束。叫分最高者为地主："
            "亮出底牌后收入手中。三人都不叫则重新发牌。\n"
            "# 出牌\n"
            "地主先出。其后每人须出同牌型、同张数且更大的牌，或选择不出。连续两人不出，"
            "最后出牌者可任意出牌。先出完手牌的一方获胜。\n"
            "# 计分\n"
            "得分 = 叫分 × 倍数。每个炸弹或王炸翻一倍；春天（农民未出一张牌）"
            "或反春（地主只出过首轮）也翻倍。地主输赢2倍，每位农民1倍。\n"
            "# 玩法\n"
            "叫地主/抢地主（每抢 ×2）；加倍（农民后地主，所涉对局 ×2）；明牌（地主亮牌，×2）。"
        ),
    },
    "rules_doudizhu_right": {
        "en": (
            "# Shapes\n"
            "Single 3 ... red joker · Pair 33 · Triplet 333\n"
            "Triplet + single 3334 · Triplet + pair 33344\n"
            "Sequence 34567: five or more, 3 up to A\n"
            "Pair sequence 334455: three or more pairs\n"
            "Airplane 333444, with singles 33344456, with pairs 3334445566\n"
            "Four + two 333345, or + two pairs 33334455\n"
            "Kickers differ from each other and from the main ranks; 2s and jokers never "
            "join a sequence.\n"
            "# Bombs\n"
            "A bomb 3333 beats any other shape and a lower bomb. The rocket (both jokers) "
            "beats everything.\n"
            "# Four players\n"
            "Two packs, 25 each, an 8-card kitty taken unseen. Only pairs ride along; A2345 "
            "runs; bombs of 4-8 cards (more cards win), four jokers top all. Bombs do not "
            "double."
        ),
        "zh": (
            "# 牌型\n"
            "单张 3……大王 · 对子 33 · 三张 333\n"
            "三带一 3334 · 三带二 33344\n"
            "顺子 34567：5张起，从3到A\n"
            "连对 334455：3对起\n"
            "飞机 333444，带单 33344456，带对 3334445566\n"
            "四带二 333345，或四带两对 33334455\n"
            "带牌不能重复，也不能与主牌同点；2和王不能进顺子。\n"
            "# 炸弹\n"
            "炸弹 3333 大过其他任何牌型及更小的炸弹。王炸（大小王）最大。\n"
            "# 四人斗地主\n"
            "两副牌，每人25张，8张底牌不亮直接给地主。只带对子；A2345可成顺；"
            "4至8张炸弹，张数多者大；四王最大。炸弹不翻倍。"
        ),
    },
    "why_rocket": {"en": "Nothing beats the rocket.", "zh": "王炸最大，无牌可压。"},
    "why_bid": {"en": "Bid more than {n}, up to 3, or pass.",
                "zh": "请叫高于{n}分（最多3分）或不叫。"},
    "kind_names": {
        "en": "Single Pair Triplet Sequence Airplane Bomb Rocket Four",
        "zh": ("单张 对子 三张 三带一 三带二 顺子 连对 飞机 "
               "飞机带单 飞机带对 炸弹 火箭 四带二 四带两对"),
    },
}
