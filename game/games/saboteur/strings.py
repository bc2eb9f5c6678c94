"""Saboteur's words, in English and Chinese: the rules page, the log, the refusals and
the names of cards, tools, roles and goals. The table's own words are in
`table_strings.py` (merged below)."""

from game.games.saboteur.table_strings import TABLE_STRINGS

RULES = {
    "rules_saboteur_left": {
        "en": "Dwarves dig for gold, but some of them are saboteurs, and nobody knows who. "
              "Each round everyone is dealt a secret dwarf card (one is left over unseen) "
              "and a hand. On your turn play one card and draw one: a path card into the "
              "maze (next to a card, every touching edge matching, joined to the start by "
              "open tunnels; turned only 180°), a broken tool in front of any player (who "
              "then cannot dig), a repair for a broken tool, a map to peek secretly at one "
              "of the three goal cards, or a rockfall to take a tunnel card away. Or pass, "
              "discarding one card face down.",
        "zh": "矮人们挖掘金矿，但其中藏着破坏者，没人知道是谁。每局每人秘密拿到一张矮人身份牌"
              "（剩下一张不公开）和一手牌。轮到你时出一张牌再摸一张：把通道牌放进迷宫（紧挨已有的牌，"
              "所有相接的边都要吻合，并经由通畅的通道连到起点；只能旋转180°），把损坏的工具放到任意"
              "玩家面前（他就不能挖掘），修好损坏的工具，用藏宝图偷看三张终点牌之一，或用塌方移走一"
              "张通道牌。也可以弃一张暗牌过。"},
    "rules_saboteur_right": {
        "en": "When a tunnel reaches a goal it is turned up. Gold ends the round: the "
              "gold-diggers win, and as many nugget cards as players (at most nine) go round "
              "counter-clockwise among them, the finder taking first. If the cards run out "
              "first, the saboteurs win and each is paid 4, 3 or 2 gold (one, two or three, "
              "four saboteurs). Roles are shown at each round's end and dealt anew. After "
              "three rounds the most gold wins; the gold stays hidden until then.",
        "zh": "通道连到终点牌时翻开它。挖到金矿则本局结束：淘金者获胜，抽与人数相同（最多九张）的"
              "金块牌，由找到金矿的人先拿一张，其余按逆时针在淘金者之间传递挑选。若牌用完仍未挖到，"
              "破坏者获胜，每人得4、3或2块金子（分别对应一名、两到三名、四名破坏者）。每局结束亮出"
              "身份，下一局重新发身份牌。三局后金子最多者获胜；在那之前金子都不公开。"},
}

LOG = {
    "sab_log_round": {"en": "Round {round} of 3: {name} begins.",
                      "zh": "第{round}局（共3局）：{name}先手。"},
    "sab_log_round_you": {"en": "Round {round} of 3: you begin.",
                          "zh": "第{round}局（共3局）：你先手。"},
    "sab_log_dealt": {"en": "You are a {role}; your hand is dealt.",
                      "zh": "你是{role}；你的手牌已发好。"},
    "sab_log_placed": {"en": "{name} lays {card}.", "zh": "{name}放下{card}。"},
    "sab_log_placed_you": {"en": "You lay {card}.", "zh": "你放下{card}。"},
    "sab_log_revealed": {"en": "{name} reaches the {goal} goal: {card}!",
                         "zh": "{name}挖到了{goal}终点：{card}！"},
    "sab_log_revealed_you": {"en": "You reach the {goal} goal: {card}!",
                             "zh": "你挖到了{goal}终点：{card}！"},
    "sab_log_goal_shown": {"en": "The {goal} goal was {card}.", "zh": "{goal}终点是{card}。"},
    "sab_log_broke": {"en": "{name} lays a broken {tool} in front of {target}.",
                      "zh": "{name}在{target}面前放了一张坏{tool}。"},
    "sab_log_broke_you": {"en": "You lay a broken {tool} in front of {target}.",
                          "zh": "你在{target}面前放了一张坏{tool}。"},
    "sab_log_repaired": {"en": "{name} mends the broken {tool} in front of {target}.",
                         "zh": "{name}修好了{target}面前的坏{tool}。"},
    "sab_log_repaired_you": {"en": "You mend the broken {tool} in front of {target}.",
                             "zh": "你修好了{target}面前的坏{tool}。"},
    "sab_log_mapped": {"en": "{name} looks at the {goal} goal with a map.",
                       "zh": "{name}用藏宝图查看了{goal}终点。"},
    "sab_log_mapped_you": {"en": "You look at the {goal} goal with a map.",
                           "zh": "你用藏宝图查看了{goal}终点。"},
    "sab_log_rockfall": {"en": "{name} drops a rockfall on {removed}.",
                         "zh": "{name}用塌方移走了{removed}。"},
    "sab_log_rockfall_you": {"en": "You drop a rockfall on {removed}.",
                             "zh": "你用塌方移走了{removed}。"},
    "sab_log_passed": {"en": "{name} passes, discarding a card face down.",
                       "zh": "{name}过，弃掉一张暗牌。"},
    "sab_log_passed_you": {"en": "You pass, discarding a card face down.",
                           "zh": "你过，弃掉一张暗牌。"},
    "sab_log_round_won": {"en": "Round {round}: the {side} win.",
                          "zh": "第{round}局：{side}获胜。"},
    "sab_log_nuggets_drawn": {"en": "{count} nugget cards go to {name}, who takes first.",
                              "zh": "抽出{count}张金块牌，由{name}先挑。"},
    "sab_log_nuggets_drawn_you": {"en": "{count} nugget cards come to you: take one first.",
                                  "zh": "抽出{count}张金块牌，由你先挑一张。"},
    "sab_log_nugget_taken": {"en": "{name} takes a nugget card.", "zh": "{name}拿了一张金块牌。"},
    "sab_log_nugget_taken_you": {"en": "You take a nugget card.", "zh": "你拿了一张金块牌。"},
    "sab_log_nuggets_passed": {"en": "{name} passes {count} nugget cards to {to}.",
                               "zh": "{name}把{count}张金块牌传给{to}。"},
    "sab_log_nuggets_passed_you": {"en": "You pass {count} nugget cards to {to}.",
                                   "zh": "你把{count}张金块牌传给{to}。"},
    "sab_log_saboteur_paid": {"en": "{name} is paid as a saboteur.",
                              "zh": "{name}作为破坏者领取金子。"},
    "sab_log_saboteur_paid_you": {"en": "You are paid as a saboteur.",
                                  "zh": "你作为破坏者领取金子。"},
    "sab_log_game_over": {"en": "After three rounds ({totals}), the most gold: {winners}.",
                          "zh": "三局结束（{totals}），金子最多的是{winners}。"},
}

REFUSALS = {
    "sab_refuse_not_your_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "sab_refuse_not_picking": {"en": "It is not your turn to take a nugget card.",
                               "zh": "还没轮到你挑金块牌。"},
    "sab_refuse_not_in_hand": {"en": "That card is not in your hand.", "zh": "这张牌不在你手中。"},
    "sab_refuse_not_offered": {"en": "That nugget card is not among those passed to you.",
                               "zh": "这张金块牌不在传给你的牌中。"},
    "sab_refuse_wrong_card": {"en": "That card does not do that.", "zh": "这张牌不能这样用。"},
    "sab_refuse_tools_broken": {"en": "You cannot dig with a broken tool: mend it first.",
                                "zh": "工具坏了不能挖掘：先修好它。"},
    "sab_refuse_occupied": {"en": "A card already lies there.", "zh": "那里已经有牌了。"},
    "sab_refuse_edge_mismatch_north": {"en": "Its top edge does not match the card above it.",
                                       "zh": "它的上边与上方的牌不吻合。"},
    "sab_refuse_edge_mismatch_east": {"en": "Its right edge does not match the card beside it.",
                                      "zh": "它的右边与右侧的牌不吻合。"},
    "sab_refuse_edge_mismatch_south": {"en": "Its bottom edge does not match the card below "
                                             "it.",
                                       "zh": "它的下边与下方的牌不吻合。"},
    "sab_refuse_edge_mismatch_west": {"en": "Its left edge does not match the card beside it.",
                                      "zh": "它的左边与左侧的牌不吻合。"},
    "sab_refuse_not_adjacent": {"en": "A path card must lie next to a card in the maze.",
                                "zh": "通道牌必须紧挨迷宫中的牌。"},
    "sab_refuse_not_linked": {"en": "No open tunnel from the start leads to that cell.",
                              "zh": "没有从起点通来的通道连到那一格。"},
    "sab_refuse_no_such_player": {"en": "There is no such player.", "zh": "没有这位玩家。"},
    "sab_refuse_already_broken": {"en": "That tool is already broken.", "zh": "那件工具已经坏了。"},
    "sab_refuse_wrong_tool": {"en": "That card does not mend that tool.",
                              "zh": "这张牌修不了那件工具。"},
    "sab_refuse_not_broken": {"en": "That tool is not broken.", "zh": "那件工具没有坏。"},
    "sab_refuse_goal_shown": {"en": "That goal is already face up.",
                              "zh": "那张终点牌已经翻开了。"},
    "sab_refuse_no_such_goal": {"en": "There is no such goal.", "zh": "没有这张终点牌。"},
    "sab_refuse_not_a_tunnel": {"en": "A rockfall removes only a tunnel card, never the start "
                                      "or a goal.",
                                "zh": "塌方只能移走通道牌，不能移走起点或终点。"},
}

NAMES = {
    "sab_card_straight": {"en": "a straight tunnel", "zh": "直通道"},
    "sab_card_bend": {"en": "a bend", "zh": "弯道"},
    "sab_card_t": {"en": "a T-junction", "zh": "丁字路口"},
    "sab_card_cross": {"en": "a crossroads", "zh": "十字路口"},
    "sab_card_dead_end": {"en": "a dead end", "zh": "死路"},
    "sab_card_start": {"en": "the start", "zh": "起点"},
    "sab_card_goal_gold": {"en": "the gold", "zh": "金矿"},
    "sab_card_goal_stone": {"en": "a stone", "zh": "石头"},
    "sab_card_break_pick": {"en": "a broken pick", "zh": "坏镐"},
    "sab_card_break_lamp": {"en": "a broken lamp", "zh": "坏灯"},
    "sab_card_break_cart": {"en": "a broken cart", "zh": "坏矿车"},
    "sab_card_fix_pick": {"en": "a pick repair", "zh": "修镐"},
    "sab_card_fix_lamp": {"en": "a lamp repair", "zh": "修灯"},
    "sab_card_fix_cart": {"en": "a cart repair", "zh": "修矿车"},
    "sab_card_fix_pick_lamp": {"en": "a pick-or-lamp repair", "zh": "修镐或灯"},
    "sab_card_fix_pick_cart": {"en": "a pick-or-cart repair", "zh": "修镐或矿车"},
    "sab_card_fix_lamp_cart": {"en": "a lamp-or-cart repair", "zh": "修灯或矿车"},
    "sab_card_map": {"en": "a map", "zh": "藏宝图"},
    "sab_card_rockfall": {"en": "a rockfall", "zh": "塌方"},
    "sab_card_nugget": {"en": "{n} gold", "zh": "{n}块金子"},
    "sab_tool_pick": {"en": "pick", "zh": "镐"},
    "sab_tool_lamp": {"en": "lamp", "zh": "灯"},
    "sab_tool_cart": {"en": "cart", "zh": "矿车"},
    "sab_role_digger": {"en": "gold-digger", "zh": "淘金者"},
    "sab_role_saboteur": {"en": "saboteur", "zh": "破坏者"},
    "sab_side_digger": {"en": "gold-diggers", "zh": "淘金者"},
    "sab_side_saboteur": {"en": "saboteurs", "zh": "破坏者"},
    "sab_goal_0": {"en": "top", "zh": "上方"},
    "sab_goal_1": {"en": "middle", "zh": "中间"},
    "sab_goal_2": {"en": "bottom", "zh": "下方"},
}

STRINGS = {**RULES, **LOG, **REFUSALS, **NAMES, **TABLE_STRINGS}
