"""Saint Petersburg's words, in English and Chinese."""

from game.games.saint_petersburg.model import MESSAGES

CARDS = {
    "lumberjack": ("Lumberjack", "伐木工"), "gold_miner": ("Gold Miner", "淘金工"),
    "shepherd": ("Shepherd", "牧羊人"), "fur_trapper": ("Fur Trapper", "猎户"),
    "ship_builder": ("Ship Builder", "造船匠"),
    "czar_and_carpenter": ("Czar and Carpenter", "沙皇与木匠"),
    "pub": ("Pub", "酒馆"), "warehouse": ("Warehouse", "仓库"),
    "potjomkins_village": ("Potjomkin's Village", "波将金村"), "market": ("Market", "集市"),
    "observatory": ("Observatory", "天文台"), "customs_house": ("Customs House", "海关"),
    "firehouse": ("Firehouse", "消防站"), "hospital": ("Hospital", "医院"),
    "library": ("Library", "图书馆"), "theater": ("Theater", "剧院"),
    "academy": ("Academy", "学院"),
    "author": ("Author", "作家"), "administrator": ("Administrator", "行政官"),
    "warehouse_manager": ("Warehouse Manager", "仓库总管"),
    "secretary": ("Secretary", "秘书"), "controller": ("Controller", "审计官"),
    "judge": ("Judge", "法官"), "mistress_of_ceremonies": ("Mistress of Ceremonies", "礼宾女官"),
    "carpenter_workshop": ("Carpenter Workshop", "木工坊"),
    "gold_smelter": ("Gold Smelter", "炼金坊"), "weaving_mill": ("Weaving Mill", "纺织厂"),
    "fur_shop": ("Fur Shop", "皮草店"), "wharf": ("Wharf", "船坞"),
    "mariinskij_theater": ("Mariinskij Theater", "马林斯基剧院"), "bank": ("Bank", "银行"),
    "peterhof": ("Peterhof", "彼得宫"),
    "st_isaacs_cathedral": ("St Isaac's Cathedral", "圣以撒大教堂"),
    "church_of_the_resurrection": ("Church of the Resurrection", "复活教堂"),
    "harbor": ("Harbor", "港口"), "catherine_palace": ("Catherine Palace", "叶卡捷琳娜宫"),
    "smolny_cathedral": ("Smolny Cathedral", "斯莫尔尼大教堂"),
    "hermitage": ("Hermitage", "艾尔米塔什"), "winter_palace": ("Winter Palace", "冬宫"),
    "pope": ("Pope", "教宗"), "chamber_maid": ("Chamber Maid", "侍女"),
    "weapon_master": ("Weapon Master", "兵器大师"), "builder": ("Builder", "营造师"),
    "senator": ("Senator", "元老"), "patriarch": ("Patriarch", "牧首"),
    "tax_man": ("Tax Man", "税吏"), "admiral": ("Admiral", "海军上将"),
    "minister_of_foreign_affairs": ("Minister of Foreign Affairs", "外交大臣"),
    "czar": ("Czar", "沙皇"),
}

PHASES = {"worker": ("Workers", "工人"), "building": ("Buildings", "建筑"),
          "aristocrat": ("Aristocrats", "贵族"), "trading": ("Trading", "交易")}

EFFECTS = {
    "pub": ("2 R: 1 point", "2卢布买1分"), "warehouse": ("Hand of 4", "手牌上限4"),
    "village": ("Worth 6", "替换时值6"), "observatory": ("Look at a stack", "窥看牌叠"),
    "carpenter": ("Buildings −1", "建筑减1"), "smelter": ("Aristocrats −1", "贵族减1"),
    "mariinskij": ("+1 R per aristocrat", "每位贵族+1卢布"),
    "tax_man": ("+1 R per worker", "每名工人+1卢布"),
}

REFUSALS_ZH = {
    "not_your_turn": "现在不该你做这个。",
    "not_now": "现在不能这样做。",
    "not_in_rows": "两排里都没有这张牌。",
    "not_in_hand": "那张牌不在你手里。",
    "not_drawn": "这不是天文台摸到的那张牌。",
    "cannot_afford": "这张牌要{price}卢布，你只有{rubles}卢布。",
    "hand_full": "你的手牌已满（{limit}张）。",
    "needs_target": "交易牌要替换你面前的一张牌：请选择替换哪张。",
    "no_target": "只有交易牌才替换别的牌。",
    "wrong_target": "这张交易牌不能替换那张牌。",
    "no_observatory": "这一轮你没有可用的天文台了。",
    "observatory_phase": "天文台只能在建筑阶段使用。",
    "stack_too_small": "天文台不能摸一叠牌的最后一张。",
    "no_such_stack": "没有这叠牌。",
    "too_many_points": "你在酒馆最多能买{most}分。",
}

STRINGS = {
    "rules_saint_petersburg_left": {
        "en": "A round has four phases: Workers, Buildings, Aristocrats, Trading. Each phase "
              "first fills the two rows up to eight cards from its stack; then, from the "
              "holder of its start token round the table, each player buys a card (a card "
              "of the lower row costs 1 less), takes one into his hand (3 at most, 4 with "
              "the Warehouse), plays one from his hand, or passes. When all have passed in a "
              "row the phase pays: workers rubles, buildings points, aristocrats both. "
              "A card costs 1 less for each card of the same name you own (never under 1).",
        "zh": "每轮有四个阶段：工人、建筑、贵族、交易。每个阶段先从对应的牌叠把上下两排补到"
              "共八张；然后从持有该阶段起始标记的玩家开始轮流行动：买一张牌（下排的牌便宜1卢布）、"
              "拿一张进手牌（最多3张，有仓库时4张）、打出一张手牌，或者放弃。所有人连续放弃后该阶段"
              "结算：工人给卢布，建筑给分数，贵族两样都给。你每有一张同名牌，买它就便宜1卢布"
              "（最少1卢布）。"},
    "rules_saint_petersburg_right": {
        "en": "A trading card replaces a card of its colour in your display (a worker of the "
              "same trade) and costs less by that card's price. After the Trading phase the "
              "lower row is discarded, the upper row moves down and the start tokens move "
              "on. When a stack runs out, that round is the last. At the end every distinct "
              "aristocrat scores (1, 3, 6, 10 ... up to 55 for ten), each 10 rubles score a "
              "point, and each card left in hand costs 5. Most points wins; ties go to "
              "more rubles.",
        "zh": "交易牌替换你面前同颜色的一张牌（工人要同一行业），价格减去被替换牌的价格。交易"
              "阶段后弃掉下排，上排移到下排，起始标记顺时针传一位。某叠牌用完的那一轮是最后一轮。"
              "终局时不同的贵族按种类计分（1、3、6、10……十种55分），每10卢布得1分，手里每剩一张"
              "牌扣5分。分数最高者胜，平分时卢布多者胜。"},
    "family_market": {"en": "Card market", "zh": "卡牌经营"},
    **{f"sp_card_{k}": {"en": en, "zh": zh} for k, (en, zh) in CARDS.items()},
    **{f"sp_phase_{k}": {"en": en, "zh": zh} for k, (en, zh) in PHASES.items()},
    **{f"sp_refuse_{k}": {"en": MESSAGES[k], "zh": zh} for k, zh in REFUSALS_ZH.items()},
    # -- what a special card does, printed on it
    **{f"sp_effect_{k}": {"en": en, "zh": zh} for k, (en, zh) in EFFECTS.items()},
    # -- options
    "sp_row_rules": {"en": "Rules", "zh": "规则"},
    "sp_opt_open": {"en": "Rubles shown to all", "zh": "卢布公开"},
    "sp_help_open": {"en": "Everyone sees how many rubles each player has (else only a "
                           "rough band of the others').",
                     "zh": "所有人都能看到每位玩家的卢布数（否则只能看到别人的大致范围）。"},
    # -- words of cards
    "sp_a_card": {"en": "a card", "zh": "一张牌"},
    "sp_no_cards": {"en": "no cards", "zh": "没有牌"},
    "sp_list_sep": {"en": ", ", "zh": "、"},
    "sp_paid": {"en": "{name} {rubles} R {points} P", "zh": "{name}{rubles}卢布{points}分"},
    "sp_pub_by": {"en": "{name} {points}", "zh": "{name}{points}分"},
    # -- the log
    "sp_log_refill": {"en": "{phase}: the rows are filled with {cards}.",
                      "zh": "{phase}阶段：补牌{cards}。"},
    "sp_log_last_round": {"en": "The stack is empty: this is the last round.",
                          "zh": "牌叠已空：这是最后一轮。"},
    "sp_log_phase": {"en": "Round {round}, {phase}: {name} begins.",
                     "zh": "第{round}轮{phase}阶段：{name}先行动。"},
    "sp_log_phase_you": {"en": "Round {round}, {phase}: you begin.",
                         "zh": "第{round}轮{phase}阶段：你先行动。"},
    "sp_log_buy": {"en": "{name} buys a {card} for {price} rubles.",
                   "zh": "{name}花{price}卢布买下{card}。"},
    "sp_log_buy_you": {"en": "You buy a {card} for {price} rubles.",
                       "zh": "你花{price}卢布买下{card}。"},
    "sp_log_trade": {"en": "{name} replaces a {displaced} with a {card} for {price} rubles.",
                     "zh": "{name}花{price}卢布用{card}替换了{displaced}。"},
    "sp_log_trade_you": {"en": "You replace a {displaced} with a {card} for {price} rubles.",
                         "zh": "你花{price}卢布用{card}替换了{displaced}。"},
    "sp_log_play": {"en": "{name} plays a {card} from hand for {price} rubles.",
                    "zh": "{name}花{price}卢布打出手牌{card}。"},
    "sp_log_play_you": {"en": "You play a {card} from your hand for {price} rubles.",
                        "zh": "你花{price}卢布打出手牌{card}。"},
    "sp_log_play_trade": {"en": "{name} plays a {card} from hand over a {displaced} for "
                                "{price} rubles.",
                          "zh": "{name}花{price}卢布打出手牌{card}替换了{displaced}。"},
    "sp_log_play_trade_you": {"en": "You play a {card} from your hand over a {displaced} "
                                    "for {price} rubles.",
                              "zh": "你花{price}卢布打出手牌{card}替换了{displaced}。"},
    "sp_log_take": {"en": "{name} takes {card} into hand.", "zh": "{name}把{card}拿进手牌。"},
    "sp_log_take_you": {"en": "You take {card} into your hand.", "zh": "你把{card}拿进手牌。"},
    "sp_log_pass": {"en": "{name} passes.", "zh": "{name}放弃。"},
    "sp_log_pass_you": {"en": "You pass.", "zh": "你放弃。"},
    "sp_log_observe": {"en": "{name} looks through the Observatory at the {stack} stack.",
                       "zh": "{name}用天文台从{stack}牌叠摸一张牌。"},
    "sp_log_observe_you": {"en": "You look through the Observatory at the {stack} stack.",
                           "zh": "你用天文台从{stack}牌叠摸一张牌。"},
    "sp_log_discard": {"en": "{name} discards the {card}.", "zh": "{name}弃掉了{card}。"},
    "sp_log_discard_you": {"en": "You discard the {card}.", "zh": "你弃掉了{card}。"},
    "sp_log_income": {"en": "{phase} pay: {paid}.", "zh": "{phase}阶段结算：{paid}。"},
    "sp_log_pub_open": {"en": "The Pubs are open.", "zh": "酒馆开门了。"},
    "sp_log_pub": {"en": "At the Pub: {bought}.", "zh": "酒馆买分：{bought}。"},
    "sp_log_pub_none": {"en": "Nobody buys points at the Pub.", "zh": "没有人在酒馆买分。"},
    "sp_log_round_end": {"en": "The round ends: {discarded} discarded, the upper row moves "
                               "down. Round {round}.",
                         "zh": "本轮结束：弃掉{discarded}，上排移到下排。第{round}轮。"},
    "sp_log_over": {"en": "Game over ({scores}): {winners} win.",
                    "zh": "游戏结束（{scores}）：{winners}获胜。"},
    # -- the table
    "sp_buy_for": {"en": "Buy for {price}", "zh": "花{price}买下"},
    "sp_play_for": {"en": "Play for {price}", "zh": "花{price}打出"},
    "sp_take": {"en": "Take into hand", "zh": "拿进手牌"},
    "sp_discard": {"en": "Discard", "zh": "弃掉"},
    "sp_pass": {"en": "Pass", "zh": "放弃"},
    "sp_clear": {"en": "Put back", "zh": "放回"},
    "sp_pass_phase": {"en": "Pass all phase", "zh": "本阶段都放弃"},
    "sp_pub_title": {"en": "The Pub: points at 2 R", "zh": "酒馆：2卢布1分"},
    "sp_pub_buy": {"en": "Buy {n} points ({rubles} R)", "zh": "买{n}分（{rubles}卢布）"},
    "sp_pick_target": {"en": "Click the glowing card it replaces.",
                       "zh": "点击它要替换的那张发光的牌。"},
    "sp_band": {"en": "~{lo}–{hi}", "zh": "约{lo}–{hi}"},
    "sp_income": {"en": "+{rubles} R +{points} P", "zh": "+{rubles}卢布 +{points}分"},
    "sp_price": {"en": "Price {price}", "zh": "价格{price}"},
    "sp_price_over": {"en": "Over the {card}: {price}", "zh": "替换{card}：{price}"},
    "sp_needs_target": {"en": "You have no card it may replace.",
                        "zh": "你没有它能替换的牌。"},
    "sp_off_lower_row": {"en": "−{n} lower row", "zh": "−{n}下排"},
    "sp_off_owned": {"en": "−{n} owned", "zh": "−{n}已有同名"},
    "sp_off_carpenter": {"en": "−{n} Carpenter Workshop", "zh": "−{n}木工坊"},
    "sp_off_smelter": {"en": "−{n} Gold Smelter", "zh": "−{n}炼金坊"},
    "sp_off_displaced": {"en": "−{n} {card}", "zh": "−{n}{card}"},
    "sp_short": {"en": "You have {rubles} rubles.", "zh": "你有{rubles}卢布。"},
    "sp_over": {"en": "The game is over.", "zh": "游戏结束。"},
    "sp_prompt_actions": {"en": "{phase}: drag a card onto your display to buy it, onto your "
                                "hand to take it, or pass.",
                          "zh": "{phase}阶段：把牌拖到你面前买下，拖进手牌拿走，或者放弃。"},
    "sp_prompt_drawn": {"en": "The Observatory drew this card: buy it, take it or discard it.",
                        "zh": "天文台摸到这张牌：买下、拿进手牌或弃掉。"},
    "sp_prompt_pub": {"en": "The Pub: how many points do you buy, at 2 rubles each?",
                      "zh": "酒馆：你要买几分？每分2卢布。"},
    "sp_waiting": {"en": "{phase}: {name} is choosing.", "zh": "{phase}阶段：{name}正在选择。"},
    "sp_waiting_pub": {"en": "The Pub owners are choosing.", "zh": "酒馆主人们正在选择。"},
    "sp_token_worker": {"en": "W", "zh": "工"}, "sp_token_building": {"en": "B", "zh": "建"},
    "sp_token_aristocrat": {"en": "A", "zh": "贵"}, "sp_token_trading": {"en": "T", "zh": "交"},
    "sp_thinking": {"en": "thinking…", "zh": "思考中…"},
    "sp_hand_n": {"en": "{n} in hand", "zh": "手牌{n}"},
    "sp_starts": {"en": "begins", "zh": "先手"},
    "sp_round": {"en": "Round {n}", "zh": "第{n}轮"},
    "sp_phase_banner": {"en": "Round {round}: {phase}", "zh": "第{round}轮：{phase}"},
    "sp_last_round": {"en": "Last round!", "zh": "最后一轮！"},
    "sp_discard_n": {"en": "Discard {n}", "zh": "弃牌{n}"},
    "sp_observatory": {"en": "Observatory", "zh": "天文台"},
    "sp_used": {"en": "used", "zh": "已用"},
    "sp_end_estimate": {"en": "At the end: variety +{variety}, rubles +{rubles}, hand {hand}",
                        "zh": "终局：贵族种类+{variety}，卢布+{rubles}，手牌{hand}"},
    "sp_hand_limit": {"en": "Hand limit {n}", "zh": "手牌上限{n}"},
    "sp_your_hand": {"en": "Your hand ({n} of {limit})", "zh": "你的手牌（{n}/{limit}）"},
    "sp_plus_rubles": {"en": "{n} R", "zh": "{n}卢布"},
    "sp_plus_points": {"en": "+{n} P", "zh": "+{n}分"},
    # -- the results
    "sp_new_game": {"en": "New game", "zh": "再来一局"},
    "sp_results_title": {"en": "Winner: {winners}", "zh": "获胜：{winners}"},
    "sp_results_track": {"en": "Points", "zh": "分数"},
    "sp_results_variety": {"en": "Variety", "zh": "贵族种类"},
    "sp_results_rubles": {"en": "Rubles ÷ 10", "zh": "卢布÷10"},
    "sp_results_hand": {"en": "Hand", "zh": "手牌"},
    "sp_results_total": {"en": "Total", "zh": "总分"},
    "sp_results_left": {"en": "{n} rubles left", "zh": "剩{n}卢布"},
    "sp_results_rule": {"en": "Most points wins; a tie goes to more rubles left.",
                        "zh": "分数最高者胜；平分时剩余卢布多者胜。"},
}
