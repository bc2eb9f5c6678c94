"""High Card's words, in English and Chinese."""

STRINGS = {
    "family_kit": {"en": "Test game", "zh": "测试游戏"},
    "rules_kit_game_left": {
        "en": "Two or three players, six cards each, dealt face down from 3 to J of hearts "
              "and of spades.\nSix rounds: in turn from the leader, each player plays one "
              "card onto the pile.",
        "zh": "两到三人，从红心和黑桃的3到J中每人发六张暗牌。\n"
              "共六轮：从领出者起依次各出一张牌到牌堆上。"},
    "rules_kit_game_right": {
        "en": "The highest card wins the round (of two alike, the spade): its player "
              "scores a point and leads next. Most points after six rounds wins.",
        "zh": "最大的牌赢得本轮（点数相同时黑桃大）：出牌者得一分并领出下一轮。"
              "六轮后得分最多者获胜。"},
    "kit_log_dealt": {"en": "{name} is dealt {count} cards.", "zh": "{name}拿到{count}张牌。"},
    "kit_log_dealt_you": {"en": "You are dealt {count} cards.", "zh": "你拿到{count}张牌。"},
    "kit_log_played": {"en": "{name} plays {card}.", "zh": "{name}打出{card}。"},
    "kit_log_played_you": {"en": "You play {card}.", "zh": "你打出{card}。"},
    "kit_log_won": {"en": "{name} wins the round with {card}.", "zh": "{name}以{card}赢得本轮。"},
    "kit_log_won_you": {"en": "You win the round with {card}.", "zh": "你以{card}赢得本轮。"},
    "kit_log_over": {"en": "Game over ({scores}): most points, {winners}.",
                     "zh": "游戏结束（{scores}）：得分最多的是{winners}。"},
    "kit_refuse_not_your_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "kit_refuse_not_in_hand": {"en": "That card is not in your hand.", "zh": "这张牌不在你手中。"},
    "kit_prompt": {"en": "Drag a card onto the pile (or click it).",
                   "zh": "把一张牌拖到牌堆上（或点击它）。"},
    "kit_pile": {"en": "Pile", "zh": "牌堆"},
    "kit_round": {"en": "Round {n} of 6", "zh": "第{n}轮，共6轮"},
    "kit_points": {"en": "Points: {n}", "zh": "得分：{n}"},
    "kit_log": {"en": "Log", "zh": "记录"},
    "kit_best": {"en": "Most points: {winners}", "zh": "得分最多：{winners}"},
    "kit_new_game": {"en": "New game", "zh": "新游戏"},
}
