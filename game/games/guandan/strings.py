"""Guan Dan's UI strings in English and Chinese (merged into i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # Picker options (the sheet's [V] variants).
    "gd_opt_last_pays_first": {"en": "Last pays first", "zh": "下游进贡上游"},
    "gd_opt_return_any": {"en": "Return any card", "zh": "还贡不限大小"},
    "gd_opt_three_strikes": {"en": "Three tries at A", "zh": "打A三次不过降级"},
    # One line each on the set-up page, under the pointer or the keyboard focus.
    "gd_opt_last_pays_first_help": {
        "en": "After a 1st-and-4th win, the 4th (the winner's partner) pays tribute, "
              "not the 3rd.",
        "zh": "胜方为上游和下游时，由下游（上游的搭档）进贡，而不是三游。"},
    "gd_opt_return_any_help": {"en": "The card given back after a tribute may be any card, "
                                     "not only 10 or lower.",
                               "zh": "还贡可以还任何一张牌，不限10或以下。"},
    "gd_opt_three_strikes_help": {"en": "A team that fails three hands at its level A "
                                        "drops back to 2.",
                                  "zh": "一队打A三局都没过，就降回2。"},
    "gd_picker_options": {"en": "Options", "zh": "选项"},
    "gd_picker_teams": {"en": "Players 1 and 3 play against 2 and 4.",
                        "zh": "玩家1、3对玩家2、4。"},
    # Teams, levels, places.
    "gd_team_0": {"en": "Red team", "zh": "红队"},
    "gd_team_1": {"en": "Blue team", "zh": "蓝队"},
    "role_gd_team_0": {"en": "Red", "zh": "红队"},
    "role_gd_team_0_help": {"en": "Red team: the two seats across from each other playing "
                                  "together.",
                    "zh": "红队：对坐的两家为一队。"},
    "role_gd_team_1": {"en": "Blue", "zh": "蓝队"},
    "role_gd_team_1_help": {"en": "Blue team: the two seats across from each other playing "
                                  "together.",
                    "zh": "蓝队：对坐的两家为一队。"},
    "tag_partner": {"en": "Partner", "zh": "搭档"},
    "tag_partner_help": {"en": "Partner: sits across from you and plays on your team.",
                    "zh": "搭档：坐在你对面，与你一队。"},
    "gd_place_1": {"en": "1st", "zh": "上游"},
    "gd_place_2": {"en": "2nd", "zh": "二游"},
    "gd_place_3": {"en": "3rd", "zh": "三游"},
    "gd_place_4": {"en": "4th", "zh": "下游"},
    "gd_level_of": {"en": "Level {level}", "zh": "打{level}"},
    "gd_board_title": {"en": "Team levels", "zh": "级数"},
    "gd_board_you": {"en": "{team} (you)", "zh": "{team}（你）"},
    "gd_board_playing": {"en": "this hand", "zh": "本局"},
    "gd_status": {"en": "Hand {n} · playing {level}", "zh": "第{n}局 · 打{level}"},
    "gd_status_wild": {"en": "wild ♥{level}", "zh": "红桃{level}逢人配"},
    "gd_wild_help": {"en": "Wild cards: the two hearts of the level being played (starred "
                           "in your hand) stand for any card but a joker.",
                     "zh": "逢人配：本局所打级数的两张红桃（手中带星标）可以当除王以外的"
                           "任何牌。"},
    "gd_tracker_bj_help": {"en": "bJ: small jokers still in the other hands (2 in the packs). "
                                 "Only the big jokers rank higher; all four jokers together "
                                 "are the strongest bomb.",
                           "zh": "小：别人手里还有几张小王（共2张）。只有大王比它大；"
                                 "四张王一起是最大的炸弹。"},
    "gd_tracker_rj_help": {"en": "RJ: big jokers still in the other hands (2 in the packs), "
                                 "the highest single cards. Payers holding both refuse "
                                 "tribute.",
                           "zh": "大：别人手里还有几张大王（共2张），是最大的单张。"
                                 "进贡方有两张大王可以抗贡。"},
    "gd_wild_as": {"en": "wild ♥{level} as {cards}", "zh": "红桃{level}当{cards}"},
    "gd_any_suit": {"en": "{rank}", "zh": "{rank}"},
    # Tribute and return.
    "gd_tribute": {"en": "{name} pays tribute to {to}", "zh": "{name}向{to}进贡"},
    "gd_tribute_you": {"en": "You pay tribute to {to}", "zh": "你向{to}进贡"},
    "gd_tribute_you_paid": {"en": "You pay {card} to {to}", "zh": "你向{to}进贡{card}"},
    "gd_tribute_you_got": {"en": "{name} pays you {card}", "zh": "{name}向你进贡{card}"},
    "gd_return": {"en": "{name} gives a card back to {to}", "zh": "{name}还贡给{to}"},
    "gd_return_you": {"en": "You give a card back to {to}", "zh": "你还贡给{to}"},
    "gd_return_you_gave": {"en": "You give {card} back to {to}", "zh": "你把{card}还给{to}"},
    "gd_return_you_got": {"en": "{name} gives you back {card}", "zh": "{name}还给你{card}"},
    "gd_return_prompt": {"en": "Tribute: give one card back (10 or lower)",
                         "zh": "还贡：选一张10或以下的牌还回去"},
    "gd_return_prompt_any": {"en": "Tribute: give any one card back",
                             "zh": "还贡：选一张牌还回去"},
    "gd_btn_return": {"en": "Return this card", "zh": "还这张牌"},
    "gd_btn_return_help": {"en": "Gives the card you picked back to the player who paid "
                                 "you tribute. It must be 10 or lower.",
                           "zh": "把选中的牌还给向你进贡的人。须是10或以下的牌。"},
    "gd_btn_return_any_help": {"en": "Gives the card you picked back to the player who paid "
                                     "you tribute (any card may go back).",
                               "zh": "把选中的牌还给向你进贡的人（任何牌都可以还）。"},
    "gd_drop_return": {"en": "Drop here to give it back", "zh": "拖到这里还贡"},
    "gd_drop_not_return": {"en": "Give back one card of 10 or lower",
                           "zh": "只能还一张10或以下的牌"},
    "gd_drop_not_return_any": {"en": "Give back one card", "zh": "只能还一张牌"},
    "gd_choose_one": {"en": "Choose one card to give back.", "zh": "请选一张牌还贡。"},
    "gd_hint_pass_partner": {"en": "Hint: pass — your partner is winning",
                             "zh": "提示：不出——搭档的牌最大"},
    "gd_hint_pass": {"en": "Hint: pass", "zh": "提示：不出"},
    "gd_keys_return": {"en": "Pick a card (click or ← → Space), then Return this card "
                             "(Tab, Enter) or drag it to the table   H hint",
                       "zh": "选一张牌（点击或 ← → 空格）再按“还这张牌”（Tab、回车）"
                             "或拖到桌上　H 提示"},
    "gd_resist": {"en": "Tribute resisted!", "zh": "抗贡！"},
    "gd_resist_by": {"en": "{names}: both big jokers", "zh": "{names}持有两张大王"},
    "gd_leads": {"en": "{name} leads", "zh": "{name}先出牌"},
    "gd_leads_you": {"en": "You lead", "zh": "你先出牌"},
    "gd_catches_wind": {"en": "{name} takes the lead from the partner (接风)",
                        "zh": "{name}接风"},
    "gd_catches_wind_you": {"en": "You take the lead from your partner (接风)",
                            "zh": "你接风"},
    "gd_out": {"en": "{name} is out: {place}", "zh": "{name}出完：{place}"},
    "gd_out_you": {"en": "You are out: {place}", "zh": "你出完：{place}"},
    # End of a hand and of the match.
    "gd_team_gains": {"en": "{team} +{n} → level {level}", "zh": "{team}升{n}级，打{level}"},
    "gd_no_gain_at_a": {"en": "{team} wins 1st and 4th at A: no pass",
                        "zh": "{team}打A一四名：不过A"},
    "gd_match_won": {"en": "{team} passes A and wins the match!", "zh": "{team}过A，赢得比赛！"},
    "gd_dropped": {"en": "{team} failed three times at A: back to 2",
                   "zh": "{team}打A三次未过，降回2"},
    "gd_results_line": {"en": "Hand {n} · played at {level}", "zh": "第{n}局 · 打{level}"},
    "gd_col_place": {"en": "Place", "zh": "名次"},
    "gd_col_team": {"en": "Team", "zh": "队伍"},
    "gd_level_change": {"en": "{team}: {before} → {after}", "zh": "{team}：{before} → {after}"},
    "gd_level_same": {"en": "{team}: {level}", "zh": "{team}：{level}"},
    "gd_match_over": {"en": "Match over: the {team} wins", "zh": "比赛结束：{team}获胜"},
    # Reading choice (wild cards) and refusals.
    "gd_reading_seq": {"en": "{kind} {low}–{high}", "zh": "{kind} {low}–{high}"},
    "gd_reading_set": {"en": "{kind} of {rank}", "zh": "{rank}{kind}"},
    "gd_reading_bomb": {"en": "{n}-card bomb of {rank}", "zh": "{n}张{rank}炸弹"},
    "gd_why_shape": {"en": "Those cards are not a Guan Dan combination.",
                     "zh": "这些牌不是掼蛋的牌型。"},
    "gd_why_weak": {"en": "That does not beat the play on the table.",
                    "zh": "压不过桌上的牌。"},
    "gd_why_which": {"en": "Those cards can be played more than one way: choose one.",
                     "zh": "这些牌有多种出法：请选择一种。"},
    "gd_why_reading": {"en": "Those cards cannot be played that way.", "zh": "这些牌不能这样出。"},
    "gd_why_return": {"en": "Give back a card of 10 or lower.", "zh": "须还一张10或以下的牌。"},
    # The rules page.
    "rules_guandan_left": {
        "en": "# Teams and cards\n"
              "Four players, partners sit across. Two packs with jokers: 108 cards, 27 "
              "each. Play goes anticlockwise.\n"
              "# Levels\n"
              "Each team climbs from 2 to A. A hand is played at the level of the team "
              "that won the last one; that rank ranks just under the jokers, and its two "
              "hearts are wild: each stands for any card but a joker.\n"
              "# Combinations\n"
              "Single, pair, triple, full house (3+2), straight of exactly 5, tube (3 "
              "pairs in a row), plate (2 triples in a row). A is high or low in a run. "
              "Bombs beat everything: 4-5 of a kind < straight flush < 6-10 of a kind < "
              "all four jokers.",
        "zh": "# 队伍与牌\n"
              "四人，对家为搭档。两副牌共108张，每人27张，逆时针出牌。\n"
              "# 级牌\n"
              "每队从2打到A。每局打上局胜方的级；级牌仅次于大小王，"
              "红桃级牌是逢人配，可当除王以外的任何牌。\n"
              "# 牌型\n"
              "单张、对子、三同张、三带二、五张顺子、三连对、钢板（两个相连的三同张）。"
              "A可大可小。炸弹大过一切：四五张炸弹 < 同花顺 < 六至十张炸弹 < 四大天王。",
    },
    "rules_guandan_right": {
        "en": "# Play\n"
              "Beat the last play with the same kind and size, or bomb, or pass. When "
              "everyone passes, the last player leads; if he has gone out, his partner "
              "leads.\n"
              "# Tribute\n"
              "From the second hand the losers pay their highest card (wilds excepted) "
              "and get back a card of 10 or lower. Holding both big jokers refuses it.\n"
              "# Winning\n"
              "When both players of a team are out the hand ends. The team of the first "
              "player out goes up 3, 2 or 1 levels as the partner came 2nd, 3rd or 4th. "
              "At A, a team wins the match by winning its own hand with the partner 2nd "
              "or 3rd.",
        "zh": "# 出牌\n"
              "跟同类型同张数的更大牌，或出炸弹，或不出。其余人都不出时，最后出牌者"
              "领出；若他已出完，由对家接风。\n"
              "# 进贡\n"
              "从第二局起，输方进贡最大的牌（红桃级牌除外），收贡方还一张10或以下的牌。"
              "进贡方有两张大王可抗贡。\n"
              "# 升级\n"
              "一队两人都出完即结束。上游方按搭档二游、三游、下游升3、2、1级。"
              "打A时，须在本队的级上赢且搭档为二游或三游才算过A。",
    },
}
