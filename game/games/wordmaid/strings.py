"""The word game's words, in English and Chinese. The headwords and the words played stay
English in both: it is a game for learning English words."""

from game.games.wordmaid.model import MESSAGES

REFUSALS_ZH = {
    "game_over": "这一局已经结束。",
    "not_your_turn": "还没轮到你。",
    "not_now": "现在不能这样做。",
    "no_such_position": "那个位置没有牌。",
    "not_a_word": "{word}不在词表里。",
    "too_short": "单词至少要有{n}个字母。",
    "no_table_letter": "要用上桌上那张牌的一到两个字母。",
    "too_many_table_letters": "桌上那张牌的字母最多用两个。",
    "position_twice": "桌上那张牌的每个字母只能用一次。",
    "no_hand_card": "至少要用一张手牌。",
    "card_twice": "每张牌只能用一次。",
    "not_in_hand": "这张牌不在你手里。",
    "letters_dont_match": "这些牌的字母拼不成{word}。",
}
REFUSALS_EN = {  # the model's words, with the table's parameters
    **{k: v.replace("{word!r}", "{word}").replace("{min_len}", "{n}")
       for k, v in MESSAGES.items()},
}
COMPOSE = {  # the word being built: what it cannot take
    "no_letter": ("No card left gives the letter {letter}.", "没有剩下的牌能给出字母{letter}。"),
    "too_long": ("A word has at most {n} letters here.", "这里的单词最多{n}个字母。"),
    "table_three": ("At most two letters may come from the table card.",
                    "桌上那张牌最多只能用两个字母。"),
    "joker_letter": ("Type the letter the joker stands for.", "请打出王牌代表的字母。"),
    "empty": ("Type a word, or click your cards in order.", "请打出一个单词，或按顺序点击你的牌。"),
}
PLACES = {1: ("1st", "第1名"), 2: ("2nd", "第2名"), 3: ("3rd", "第3名"), 4: ("4th", "第4名"),
          5: ("5th", "第5名"), 6: ("6th", "第6名")}

STRINGS = {
    **{f"wm_refuse_{k}": {"en": REFUSALS_EN[k], "zh": zh} for k, zh in REFUSALS_ZH.items()},
    **{f"wm_compose_{k}": {"en": en, "zh": zh} for k, (en, zh) in COMPOSE.items()},
    **{f"wm_place_{n}": {"en": en, "zh": zh} for n, (en, zh) in PLACES.items()},
    # -- the set-up page ----------------------------------------------------------------
    "wm_row_rules": {"en": "Rules", "zh": "规则"},
    "wm_opt_two": {"en": "Two-letter words", "zh": "两个字母的词"},
    "wm_help_two": {"en": "Words of two letters count too (by default a word has three or "
                          "more).", "zh": "两个字母的单词也算数（默认至少三个字母）。"},
    "wm_opt_hint": {"en": "Learner's hint", "zh": "学习提示"},
    "wm_opt_honour": {"en": "+1 mark buttons", "zh": "“+1”按钮"},
    "wm_help_honour": {"en": "Speak only English: a +1 button by each player gives a turtle "
                                "mark to whoever spoke Chinese (on your honour).",
                       "zh": "只许说英语：每位玩家旁有“+1”按钮，谁说了中文就给谁记一个乌龟"
                             "（凭自觉）。"},
    "wm_plus_one": {"en": "+1", "zh": "+1"},
    "wm_honour_marked": {"en": "{name} takes a turtle mark for speaking Chinese.",
                         "zh": "{name}说了中文，记一个乌龟。"},
    "wm_honour_marked_you": {"en": "You take a turtle mark for speaking Chinese.",
                             "zh": "你说了中文，记一个乌龟。"},
    "wm_help_hint": {"en": "A Hint button tells how many words your cards and the table card "
                           "can make.", "zh": "“提示”按钮告诉你手牌和桌上的牌能拼出多少个单词。"},
    "wm_opt_turns": {"en": "Time limit", "zh": "时间限制"},
    "wm_opt_turns_40": {"en": "40 turns", "zh": "40回合"},
    "wm_opt_turns_100": {"en": "100 turns", "zh": "100回合"},
    "wm_opt_turns_200": {"en": "200 turns", "zh": "200回合"},
    "wm_help_turns_40": {"en": "A short game: after 40 turns whoever holds the most cards takes "
                               "the turtle mark.", "zh": "短局：40回合后手牌最多的人得乌龟标记。"},
    "wm_help_turns_100": {"en": "After 100 turns (about ten minutes) whoever holds the most "
                                "cards takes the turtle mark.",
                          "zh": "100回合后（约十分钟）手牌最多的人得乌龟标记。"},
    "wm_help_turns_200": {"en": "A long game: after 200 turns whoever holds the most cards "
                                "takes the turtle mark.",
                          "zh": "长局：200回合后手牌最多的人得乌龟标记。"},
    # -- cards and the table --------------------------------------------------------------
    "wm_card": {"en": "{word} ({card})", "zh": "{word}（{card}）"},
    "wm_joker": {"en": "joker", "zh": "王牌"},
    "wm_joker_help": {"en": "A joker stands for any letter: type the letter after clicking it.",
                      "zh": "王牌可以当任何字母：点击后再打出它代表的字母。"},
    "wm_cards_n": {"en": "{n} cards", "zh": "{n}张牌"},
    "wm_out": {"en": "Out: {place}", "zh": "出完：{place}"},
    "wm_marks_n": {"en": "×{n}", "zh": "×{n}"},
    "wm_your_hand": {"en": "Your hand: {n} cards", "zh": "你的手牌：{n}张"},
    "wm_fan_of": {"en": "The hand of {holder}", "zh": "{holder}的手牌"},
    "wm_table_card": {"en": "On the table", "zh": "桌上的牌"},
    "wm_table_empty": {"en": "The drawn card is laid here.", "zh": "抽到的牌放在这里。"},
    "wm_turn_of": {"en": "Turn {turn} of {turns}", "zh": "第{turn}回合，共{turns}回合"},
    "wm_min_letters": {"en": "Words of {n} letters or more", "zh": "单词至少{n}个字母"},
    "wm_session": {"en": "Game {n} of the session", "zh": "本轮第{n}局"},
    "wm_hint_count": {"en": "{n} words possible, {count} of them common.",
                      "zh": "可以拼出{n}个单词，其中{count}个是常用词。"},
    "wm_hint_none": {"en": "No word is possible: give up.", "zh": "拼不出单词：放弃吧。"},
    "wm_word_yours": {"en": "Your word", "zh": "你的单词"},
    "wm_word_last": {"en": "Last word, by {name}", "zh": "上一个单词，{name}拼出"},
    "wm_from_table": {"en": "table", "zh": "桌上"},
    "wm_word_empty": {"en": "Type letters, or click cards and table letters in order.",
                      "zh": "打字母，或按顺序点击手牌和桌上牌的字母。"},
    "wm_letters_hint": {"en": "Click a letter to use it", "zh": "点击字母来使用"},
    "wm_play": {"en": "Play", "zh": "出词"},
    "wm_back": {"en": "Back", "zh": "退格"},
    "wm_clear": {"en": "Clear", "zh": "清除"},
    "wm_give_up": {"en": "Give up", "zh": "放弃"},
    "wm_hint": {"en": "Hint", "zh": "提示"},
    # -- the banner -----------------------------------------------------------------------
    "wm_prompt_draw": {"en": "Your turn: click a card of {holder} to draw it.",
                       "zh": "轮到抽牌：点击{holder}手里的一张牌。"},
    "wm_prompt_word": {"en": "Make a word with 1 or 2 letters of the table card and your cards "
                             "(type it or click), or give up.",
                       "zh": "用桌上那张牌的一到两个字母和你的手牌拼一个单词（打字或点击），"
                             "或者放弃。"},
    "wm_prompt_joker": {"en": "Type the letter your joker stands for.",
                        "zh": "请打出你的王牌代表的字母。"},
    "wm_waiting_draw": {"en": "{name} draws a card from {holder}.",
                        "zh": "{name}从{holder}那里抽一张牌。"},
    "wm_waiting_draw_you": {"en": "You draw a card from {holder}.",
                            "zh": "你从{holder}那里抽一张牌。"},
    "wm_waiting_word": {"en": "{name} looks for a word.", "zh": "{name}在想单词。"},
    "wm_waiting_word_you": {"en": "You look for a word.", "zh": "你在想单词。"},
    "wm_over": {"en": "The game is over.", "zh": "这一局结束了。"},
    # -- what the computers say -------------------------------------------------------------
    "wm_say_word": {"en": "{word}!", "zh": "{word}！"},
    "wm_say_give_up": {"en": "No word… I take it.", "zh": "拼不出……我收下这张。"},
    # -- the log ------------------------------------------------------------------------------
    "wm_log_deal": {"en": "{name} draws first. All 54 cards are dealt.",
                    "zh": "{name}先抽。54张牌全部发完。"},
    "wm_log_deal_you": {"en": "You draw first. All 54 cards are dealt.",
                        "zh": "你先抽。54张牌全部发完。"},
    "wm_log_draw": {"en": "{name} draws {card} from {holder}.",
                    "zh": "{name}从{holder}那里抽到{card}。"},
    "wm_log_draw_you": {"en": "You draw {card} from {holder}.",
                        "zh": "你从{holder}那里抽到{card}。"},
    "wm_log_word": {"en": "{name} makes {word} (cards shed: {n}).",
                    "zh": "{name}拼出{word}（出了{n}张牌）。"},
    "wm_log_word_you": {"en": "You make {word} (cards shed: {n}).",
                        "zh": "你拼出{word}（出了{n}张牌）。"},
    "wm_log_give_up": {"en": "{name} finds no word and takes {card}.",
                       "zh": "{name}拼不出单词，收下{card}。"},
    "wm_log_give_up_you": {"en": "You find no word and take {card}.",
                           "zh": "你拼不出单词，收下{card}。"},
    "wm_log_out": {"en": "{name} is out: {place}.", "zh": "{name}出完了：{place}。"},
    "wm_log_out_you": {"en": "You are out: {place}.", "zh": "你出完了：{place}。"},
    "wm_log_turtle": {"en": "{name} is left holding cards and gets the turtle mark.",
                      "zh": "{name}手里还剩牌，得到乌龟标记。"},
    "wm_log_turtle_you": {"en": "You are left holding cards and get the turtle mark.",
                          "zh": "你手里还剩牌，得到乌龟标记。"},
    "wm_log_turtle_timer": {"en": "Time is up: {name} holds the most cards and gets the turtle "
                                  "mark.", "zh": "时间到：{name}手牌最多，得到乌龟标记。"},
    "wm_log_turtle_timer_you": {"en": "Time is up: you hold the most cards and get the turtle "
                                      "mark.", "zh": "时间到：你手牌最多，得到乌龟标记。"},
    "wm_log_turtles": {"en": "Time is up: {names} hold the most cards and each get a turtle "
                             "mark.", "zh": "时间到：{names}手牌最多，各得一个乌龟标记。"},
    "wm_log_no_turtle": {"en": "Nobody is left holding cards: no turtle mark this game.",
                         "zh": "没有人手里剩牌：这一局没有乌龟标记。"},
    # -- the results ----------------------------------------------------------------------------
    "wm_results_turtle": {"en": "{name} is the turtle", "zh": "{name}是乌龟"},
    "wm_results_turtle_you": {"en": "You are the turtle", "zh": "你是乌龟"},
    "wm_results_turtles": {"en": "Turtles: {names}", "zh": "乌龟：{names}"},
    "wm_results_no_turtle": {"en": "No turtle this game", "zh": "这一局没有乌龟"},
    "wm_results_place": {"en": "This game", "zh": "本局名次"},
    "wm_results_cards": {"en": "Cards left", "zh": "剩余手牌"},
    "wm_results_marks": {"en": "Turtle marks", "zh": "乌龟标记"},
    "wm_results_left": {"en": "Left with cards", "zh": "剩牌"},
    "wm_results_rule": {"en": "The session: the fewest turtle marks leads (ties: the better "
                              "finishing places). Games played: {n}. The turtle draws first "
                              "next game.",
                        "zh": "本轮排名：乌龟标记最少者领先（相同时比名次）。已玩{n}局。"
                              "下一局由乌龟先抽。"},
    "wm_new_game": {"en": "Next game", "zh": "下一局"},
    # -- keys -------------------------------------------------------------------------------
    "wm_keys_mouse": {"en": "Draw a card from the fan; pick your cards and the table letters",
                      "zh": "从扇形里抽一张牌；点选手牌和桌上牌的字母"},
    "wm_key_letters": {"en": "A–Z", "zh": "A–Z"},
    "wm_keys_type": {"en": "Type a letter of your word", "zh": "打出单词的字母"},
    "wm_key_backspace": {"en": "Backspace", "zh": "退格键"},
    "wm_keys_back": {"en": "Take back the last letter", "zh": "撤回最后一个字母"},
    "wm_keys_play": {"en": "Play the word; or draw the card in focus",
                     "zh": "打出单词；或抽出选中的牌"},
    "wm_keys_choose": {"en": "Choose a card to draw", "zh": "选择要抽的牌"},
    "wm_keys_clear": {"en": "Clear the word (else the menu)", "zh": "清除单词（否则打开菜单）"},
    "wm_keys_log": {"en": "The log (its button while you type)", "zh": "记录（打字时请用按钮）"},
    # -- the catalogue ---------------------------------------------------------------------------
    "rules_wordmaid_left": {
        "en": "A turtle game with English words, for 2 to 6. All 54 cards are dealt; each card "
              "shows an English headword (cat, moon, ship) with its first letter large, and "
              "two jokers stand for any letter. On your turn draw a card face down from the "
              "previous player who still holds cards (the fan at the top: click a card) and lay "
              "it face up on the table. Then make a word: one or two letters of the table "
              "card's headword, each used once, and at least one card from your hand, each "
              "giving its big first letter, in any order.",
        "zh": "用英文单词玩的抽乌龟，2到6人。54张牌全部发完；每张牌上有一个英文单词（cat、moon、"
              "ship），首字母印得很大，两张王牌可以当任何字母。轮到你时，从上一位还有牌的玩家"
              "手里背面朝下抽一张牌（上方的扇形：点击一张），翻开放在桌上。然后拼一个单词："
              "用桌上那张牌单词里的一到两个字母（每个只用一次），再加上至少一张手牌，"
              "每张手牌给出它的大号首字母，顺序随意。"},
    "rules_wordmaid_right": {
        "en": "The word must be in the bundled list, 3 letters or more (2 with the option). "
              "Type it on the keyboard (each letter picks a card or a table letter; Backspace "
              "takes one back, Enter plays) or click the cards and the table letters in order. "
              "A word you play sheds its cards and the table card; with no word, Give up: the "
              "table card joins your hand. An empty hand is out. The last player holding cards "
              "gets the turtle mark; when the turn limit comes first, whoever holds the most "
              "cards does. Over a session the fewest marks wins, and the turtle draws first "
              "next game. The learner's hint tells how many words are possible. With the +1 "
              "option, whoever speaks Chinese is given a turtle mark by the +1 by his name "
              "(on your honour).",
        "zh": "单词必须在内置词表里，至少3个字母（选项开启后2个也行）。可以用键盘打出来（每个字母"
              "会选中一张手牌或桌上牌的一个字母；退格键撤回，回车键出词），也可以按顺序点击手牌和桌上"
              "牌的字母。拼成单词就打出这些手牌和桌上的牌；拼不出就按“放弃”：桌上的牌进入你的手牌。"
              "手牌出完的人就出局了。最后手里还有牌的人得乌龟标记；如果先到回合上限，手牌最多的人"
              "得标记。一轮下来标记最少的人获胜，乌龟在下一局先抽。学习提示会告诉你能拼出多少个单词。"
              "开启“+1”选项后，谁说了中文，就按他名字旁的“+1”给他记一个乌龟（凭自觉）。"},
}
