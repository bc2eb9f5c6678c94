"""Blokus's words, in English and Chinese."""

STRINGS = {
    "rules_blokus_left": {
        "en": "Each colour has the same 21 pieces, from one square to five (89 squares in "
              "all), and a corner of the 20 × 20 board to start from. In turn (blue, "
              "yellow, red, green) each colour places one piece: its first must cover its "
              "own corner; every later one must touch a piece of its own colour at a "
              "corner and never along an edge. Other colours may be touched anyhow. Pieces "
              "may be turned and flipped.",
        "zh": "每种颜色都有同样的21块拼块，从1格到5格（共89格），并从20×20棋盘的一个角开始。"
              "按蓝、黄、红、绿的顺序每次放一块：第一块必须盖住自己的角；之后每块都必须与同色"
              "拼块角对角相接，不能边对边相接。与其他颜色怎样相接都可以。拼块可以旋转和翻面。"},
    "rules_blokus_right": {
        "en": "A colour that cannot place a piece is out; when every colour is out the "
              "game ends. Score: −1 for each square left, +15 for placing all 21 pieces, "
              "+5 more if the last was the single square (or, simply, fewest squares left "
              "wins). Two players play two colours each (or one each on the 14 × 14 Duo "
              "board); with three, the fourth colour is played by each in turn and scores "
              "for nobody.",
        "zh": "无法再放拼块的颜色出局；所有颜色都出局时游戏结束。计分：每剩一格−1，21块全部放下"
              "+15，若最后一块是单格再+5（或简单计分：剩余格数最少者胜）。两人时每人执两种颜色"
              "（或在14×14的双人棋盘上各执一色）；三人时第四种颜色由三人轮流执行，不计分。"},
    "family_abstract": {"en": "Abstract board game", "zh": "抽象棋类"},
    "bk_colour_blue": {"en": "Blue", "zh": "蓝色"},
    "bk_colour_yellow": {"en": "Yellow", "zh": "黄色"},
    "bk_colour_red": {"en": "Red", "zh": "红色"},
    "bk_colour_green": {"en": "Green", "zh": "绿色"},
    "bk_colour_purple": {"en": "Purple", "zh": "紫色"},
    "bk_colour_orange": {"en": "Orange", "zh": "橙色"},
    "bk_piece": {"en": "a {n}-square piece", "zh": "一块{n}格拼块"},
    "bk_log_placed": {"en": "{name} places {piece} for {colour}.",
                      "zh": "{name}为{colour}放下{piece}。"},
    "bk_log_placed_you": {"en": "You place {piece} for {colour}.",
                          "zh": "你为{colour}放下{piece}。"},
    "bk_log_out": {"en": "{colour} cannot place another piece and is out.",
                   "zh": "{colour}无法再放拼块，出局。"},
    "bk_log_over": {"en": "Game over ({scores}): {winners} win.",
                    "zh": "游戏结束（{scores}）：{winners}获胜。"},
    "bk_refuse_not_your_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "bk_refuse_not_in_tray": {"en": "That piece has been placed already.",
                              "zh": "这块拼块已经放过了。"},
    "bk_refuse_no_such_orientation": {"en": "A piece does not lie that way.",
                                      "zh": "拼块不能这样摆放。"},
    "bk_refuse_off_board": {"en": "The piece must lie wholly on the board.",
                            "zh": "拼块必须完全放在棋盘上。"},
    "bk_refuse_overlap": {"en": "The piece would lie on another.", "zh": "拼块会压在其他拼块上。"},
    "bk_refuse_own_edge": {"en": "It may not touch its own colour along an edge.",
                           "zh": "不能与同色拼块边对边相接。"},
    "bk_refuse_no_own_corner": {"en": "It must touch its own colour at a corner.",
                                "zh": "必须与同色拼块角对角相接。"},
    "bk_refuse_first_not_on_start": {"en": "A colour's first piece must cover its corner.",
                                     "zh": "每种颜色的第一块必须盖住自己的角。"},
    "bk_turn": {"en": "Turn (R)", "zh": "旋转 (R)"},
    "bk_flip": {"en": "Flip (F)", "zh": "翻面 (F)"},
    "bk_every_place": {"en": "Every place (A)", "zh": "所有位置 (A)"},
    "bk_shared": {"en": "shared", "zh": "共用"},
    "bk_played_by": {"en": "played next by {name}", "zh": "下次由{name}走"},
    "bk_shared_colour": {"en": "{colour} (shared)", "zh": "{colour}（共用）"},
    "bk_out": {"en": "out", "zh": "出局"},
    "bk_moves": {"en": "{n} moves", "zh": "{n}种走法"},
    "bk_score": {"en": "{n} pts", "zh": "{n}分"},
    "bk_prompt": {"en": "{colour} to move: drag a piece onto the board (R turns, F flips)",
                  "zh": "{colour}行动：把拼块拖到棋盘上（R旋转，F翻面）"},
    "bk_waiting": {"en": "{colour} to move: waiting for {name}…",
                   "zh": "{colour}行动：等待{name}……"},
    "bk_over": {"en": "Game over", "zh": "游戏结束"},
    "bk_results_title": {"en": "The winner: {winners}", "zh": "获胜：{winners}"},
    "bk_results_official": {"en": "{n} points", "zh": "{n}分"},
    "bk_results_simple": {"en": "{n} squares left", "zh": "剩{n}格"},
    "bk_results_rule_official": {"en": "−1 a square left; +15 all placed, +5 more with the "
                                       "single square last.",
                                 "zh": "每剩一格−1；全部放下+15，最后一块为单格再+5。"},
    "bk_results_rule_simple": {"en": "Fewest squares left wins.", "zh": "剩余格数最少者胜。"},
    "bk_new_game": {"en": "New game", "zh": "新游戏"},
    "bk_row_rules": {"en": "Rules", "zh": "规则"},
    "bk_opt_board_classic": {"en": "20 × 20, two colours each", "zh": "20×20，每人两色"},
    "bk_opt_board_duo": {"en": "Duo 14 × 14", "zh": "双人14×14"},
    "bk_help_board_classic": {"en": "The classic board: each player plays two colours.",
                              "zh": "经典棋盘：每人执两种颜色。"},
    "bk_help_board_duo": {"en": "The smaller Duo board: one colour each, starting near "
                                "the middle.",
                          "zh": "较小的双人棋盘：每人一色，从靠近中央处开始。"},
    "bk_opt_scoring_official": {"en": "Official scoring", "zh": "官方计分"},
    "bk_opt_scoring_simple": {"en": "Fewest squares left", "zh": "剩余格数最少"},
    "bk_help_scoring_official": {"en": "−1 a square left, +15 for all pieces placed, +5 "
                                       "more with the single square last.",
                                 "zh": "每剩一格−1，全部放下+15，最后一块为单格再+5。"},
    "bk_help_scoring_simple": {"en": "Whoever has the fewest squares left wins.",
                               "zh": "剩余格数最少者获胜。"},
}
