"""Sanguosha at the table: binds `SgsState` to the table scene (`table.py`) through the
shared `Session`, like the other games.

The table is drawn for one viewer seat, from `observation(viewer)` and the events as
`seen_by(viewer)` only. Computer seats decide on the session's worker (their agent gets
their own observation and the legal list); a person is asked on the table, after the
hand-off screen whenever the seat asked is not the one holding the device (in
pass-and-play that is before any answer out of turn too: a Dodge, a Nullification,
a Peach for the dying). Events are shown one at a time (`EventPacing`); the next seat
acts only once they have played out.

The words the table says live here too (`TABLE_STRINGS`, English and Chinese), looked
up with `say()` beside the game's own strings: the game is not in the catalogue yet, so
nothing is merged into the shared i18n table (see the report that came with this file:
they move into strings.py when the game is registered).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from game.core.decisions import Response
from game.core.protocol import Action, Event, IllegalAction
from game.core.search import decide
from game.games.sanguosha import actions as A
from game.games.sanguosha.ai import make_agent
from game.games.sanguosha.cards import CARDS, PACK
from game.games.sanguosha.model import SgsState
from game.games.sanguosha.strings import STRINGS as GAME_STRINGS
from game.ui import i18n
from game.ui.app import App
from game.ui.pacing import EventPacing
from game.ui.session import Session

KEY = "sanguosha"
THINK_DELAY = 0.6
SAVE_VERSION = 1

TABLE_STRINGS: dict[str, dict[str, str]] = {
    "sgs_ui_play": {"en": "Play", "zh": "出牌"},
    "sgs_ui_use_as": {"en": "Use as {card}", "zh": "当{card}使用"},
    "sgs_ui_end_turn": {"en": "End turn", "zh": "结束出牌"},
    "sgs_ui_pass": {"en": "Pass", "zh": "不出"},
    "sgs_ui_cancel": {"en": "Cancel", "zh": "取消"},
    "sgs_ui_discard": {"en": "Discard", "zh": "弃牌"},
    "sgs_ui_give": {"en": "Give", "zh": "交给"},
    "sgs_ui_hand_card": {"en": "A hand card", "zh": "一张手牌"},
    "sgs_ui_judge_trigrams": {"en": "Judge (Eight Trigrams)", "zh": "判定（八卦阵）"},
    "sgs_ui_invoke": {"en": "Use {skill}", "zh": "发动{skill}"},
    "sgs_ui_arrange_top": {"en": "All on top", "zh": "全部置于顶"},
    "sgs_ui_arrange_bottom": {"en": "All to the bottom", "zh": "全部置于底"},
    "sgs_ui_deck": {"en": "Deck {n}", "zh": "牌堆 {n}"},
    "sgs_ui_discard_pile": {"en": "Discard {n}", "zh": "弃牌堆 {n}"},
    "sgs_ui_log": {"en": "Log", "zh": "记录"},
    "sgs_ui_log_title": {"en": "What happened", "zh": "战况"},
    "sgs_ui_log_empty": {"en": "Nothing yet.", "zh": "暂无记录。"},
    "sgs_ui_log_earlier": {"en": "(earlier lines above)", "zh": "（更早的记录在上方）"},
    "sgs_ui_menu": {"en": "Menu", "zh": "菜单"},
    "sgs_ui_hand_n": {"en": "{n}", "zh": "{n}"},
    "sgs_ui_dead": {"en": "Dead", "zh": "阵亡"},
    # What the viewer is asked.
    "sgs_ask_pick": {"en": "Choose your character", "zh": "选择你的武将"},
    "sgs_ask_play": {"en": "Your play phase: pick a card, then its target",
                     "zh": "出牌阶段：选一张牌，再选目标"},
    "sgs_ask_discard": {"en": "Discard {n} more card(s) down to your health",
                        "zh": "请弃置{n}张手牌"},
    "sgs_ask_dodge_slash": {"en": "{name} Slashes you: Dodge?",
                            "zh": "{name}对你使用了杀：出闪吗？"},
    "sgs_ask_dodge_slash_you": {"en": "You Slash yourself: Dodge?",
                                "zh": "你对你使用了杀：出闪吗？"},
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
    "sgs_ask_give": {"en": "Give cards: pick cards, then a seat", "zh": "选牌，再选一名角色"},
    "sgs_ask_arrange": {"en": "Put the cards back on the deck", "zh": "将牌置回牌堆"},
    "sgs_ask_generic": {"en": "Your answer?", "zh": "请回应"},
    "sgs_ask_target": {"en": "{card}: now choose the target", "zh": "{card}：请选择目标"},
    "sgs_waiting": {"en": "{name} is thinking…", "zh": "{name}思考中…"},
    "sgs_waiting_you": {"en": "Your decision", "zh": "请你决定"},
    # The log, in words.
    "sgs_log_turn": {"en": "Turn of {name}", "zh": "{name}的回合"},
    "sgs_log_turn_you": {"en": "Your turn", "zh": "你的回合"},
    "sgs_log_use": {"en": "{name} uses {card}{on}", "zh": "{name}使用{card}{on}"},
    "sgs_log_on": {"en": " on {targets}", "zh": "，目标{targets}"},
    "sgs_log_play": {"en": "{name} plays {card}", "zh": "{name}打出{card}"},
    "sgs_log_decline": {"en": "{name} gives no {card}", "zh": "{name}不出{card}"},
    "sgs_log_damage": {"en": "{name} takes {n} damage, {hp} HP left",
                       "zh": "{name}受到{n}点伤害，剩余{hp}点体力"},
    "sgs_log_recover": {"en": "{name} recovers {n} HP", "zh": "{name}回复{n}点体力"},
    "sgs_log_lose_hp": {"en": "{name} loses {n} HP", "zh": "{name}失去{n}点体力"},
    "sgs_log_draw": {"en": "{name} draws {n}", "zh": "{name}摸{n}张牌"},
    "sgs_log_draw_seen": {"en": "{name} draws {cards}", "zh": "{name}摸到{cards}"},
    "sgs_log_discard": {"en": "{name} discards {cards}", "zh": "{name}弃置{cards}"},
    "sgs_log_equip": {"en": "{name} equips {card}", "zh": "{name}装备{card}"},
    "sgs_log_judgement": {"en": "{name} judges: {card}", "zh": "{name}判定：{card}"},
    "sgs_log_take": {"en": "{name} takes a card from {owner}", "zh": "{name}获得{owner}的一张牌"},
    "sgs_log_take_seen": {"en": "{name} takes {card}", "zh": "{name}获得{card}"},
    "sgs_log_dismantle": {"en": "{name} discards {card} of {owner}",
                          "zh": "{name}弃置{owner}的{card}"},
    "sgs_log_dying": {"en": "{name} is dying", "zh": "{name}进入濒死状态"},
    "sgs_log_saved": {"en": "{name} is saved", "zh": "{name}脱离濒死"},
    "sgs_log_death": {"en": "{name} dies: a {identity}", "zh": "{name}阵亡，身份是{identity}"},
    "sgs_log_ability": {"en": "{name}: {skill}", "zh": "{name}：{skill}"},
    "sgs_log_skip_play": {"en": "{name} skips the play phase", "zh": "{name}跳过出牌阶段"},
    "sgs_log_lightning": {"en": "Lightning moves on to {to}", "zh": "闪电移至{to}"},
    "sgs_log_reshuffle": {"en": "The discard pile is shuffled into the deck",
                          "zh": "弃牌堆洗入牌堆"},
    "sgs_log_laid_out": {"en": "Laid out: {cards}", "zh": "亮出：{cards}"},
    "sgs_log_characters": {"en": "Characters are shown", "zh": "武将亮出"},
    "sgs_log_lord": {"en": "{name} is the lord: {character}", "zh": "{name}是主公：{character}"},
    "sgs_log_game_over": {"en": "Game over: the {side} side wins", "zh": "游戏结束：{side}方获胜"},
    "sgs_log_draw_game": {"en": "Game over: a draw", "zh": "游戏结束：平局"},
    "sgs_log_slash_moved": {"en": "The Slash turns onto {to}", "zh": "杀转移给{to}"},
    "sgs_ui_judgement": {"en": "Judgement", "zh": "判定"},
    "sgs_ui_slot_weapon": {"en": "W", "zh": "武"},
    "sgs_ui_slot_armour": {"en": "A", "zh": "防"},
    "sgs_ui_slot_plus_horse": {"en": "+1", "zh": "+1"},
    "sgs_ui_slot_minus_horse": {"en": "-1", "zh": "-1"},
    # The viewer as the subject of a log line.
    "sgs_log_use_you": {"en": "You use {card}{on}", "zh": "你使用{card}{on}"},
    "sgs_log_play_you": {"en": "You play {card}", "zh": "你打出{card}"},
    "sgs_log_decline_you": {"en": "You give no {card}", "zh": "你不出{card}"},
    "sgs_log_damage_you": {"en": "You take {n} damage, {hp} HP left",
                           "zh": "你受到{n}点伤害，剩余{hp}点体力"},
    "sgs_log_recover_you": {"en": "You recover {n} HP", "zh": "你回复{n}点体力"},
    "sgs_log_lose_hp_you": {"en": "You lose {n} HP", "zh": "你失去{n}点体力"},
    "sgs_log_draw_you": {"en": "You draw {n}", "zh": "你摸{n}张牌"},
    "sgs_log_draw_seen_you": {"en": "You draw {cards}", "zh": "你摸到{cards}"},
    "sgs_log_discard_you": {"en": "You discard {cards}", "zh": "你弃置{cards}"},
    "sgs_log_equip_you": {"en": "You equip {card}", "zh": "你装备{card}"},
    "sgs_log_judgement_you": {"en": "You judge: {card}", "zh": "你判定：{card}"},
    "sgs_log_take_you": {"en": "You take a card from {owner}", "zh": "你获得{owner}的一张牌"},
    "sgs_log_take_seen_you": {"en": "You take {card}", "zh": "你获得{card}"},
    "sgs_log_dismantle_you": {"en": "You discard {card} of {owner}",
                              "zh": "你弃置{owner}的{card}"},
    "sgs_log_dying_you": {"en": "You are dying", "zh": "你进入濒死状态"},
    "sgs_log_saved_you": {"en": "You are saved", "zh": "你脱离濒死"},
    "sgs_log_death_you": {"en": "You die: a {identity}", "zh": "你阵亡，身份是{identity}"},
    "sgs_log_skip_play_you": {"en": "You skip the play phase", "zh": "你跳过出牌阶段"},
    "sgs_log_lord_you": {"en": "You are the lord: {character}", "zh": "你是主公：{character}"},
    "sgs_over_title": {"en": "Game over", "zh": "游戏结束"},
    "sgs_over_won": {"en": "The {side} side wins", "zh": "{side}方获胜"},
}

SIDES = {"lord": "sgs_identity_lord", "rebel": "sgs_identity_rebel",
         "renegade": "sgs_identity_renegade"}
SUIT_RED = frozenset("♥♦")


def say(key: str, **fmt: object) -> str:
    """A table or game string in the interface language, formatted. As `i18n.t`: with
    the viewer as `name` the `<key>_you` variant is used when there is one."""
    you = i18n.t("you")
    if fmt.get("name") == you and f"{key}_you" in TABLE_STRINGS:
        key = f"{key}_you"
    entry = TABLE_STRINGS.get(key) or GAME_STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(i18n.language()) or entry["en"]
    if fmt.get("name") != you:  # the viewer anywhere but first reads "you"
        fmt = {k: (i18n.t("you_object") if v == you else v) for k, v in fmt.items()}
    return text.format(**fmt) if fmt else text


def card_name(name: str) -> str:
    return say(f"sgs_card_{name}")


def face(code: str) -> str:
    """A card code as its face: "7S~1" -> "♠7"."""
    card = CARDS[PACK.from_codes([code])[0]]
    rank = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(card.rank, str(card.rank))
    return f"{card.suit}{rank}"


def card_words(code: str) -> str:
    """A card named with its face: "Slash ♠7"."""
    card = CARDS[PACK.from_codes([code])[0]]
    return f"{card_name(card.name)} {face(code)}"


def ids_of(codes) -> list[int]:
    return PACK.from_codes(list(codes))


# -- what an action uses, and whom it names -----------------------------------------------
def action_cards(a: Action) -> tuple[int, ...]:
    return tuple(getattr(a, "cards", ()) or ())


def action_targets(a: Action) -> tuple[int, ...]:
    if isinstance(a, A.Give):
        return (a.to,)
    return tuple(getattr(a, "targets", ()) or ())


SELECTABLE = (A.Use, A.Respond, A.Discard, A.UseSkill, A.Give)


class LogLine:
    """One line of the log: whose it is and its words (said when drawn), a turn's
    heading or not."""

    __slots__ = ("seat", "say", "note")

    def __init__(self, seat: int | None, words: Callable[[], str], note: bool = False) -> None:
        self.seat, self.say, self.note = seat, words, note


class SgsController(EventPacing):
    def __init__(self, app: App, seats: list[dict], state: SgsState | None = None,
                 seed: int | None = None, threads: bool = True) -> None:
        self.app = app
        self.session = Session(KEY, seats, threads, THINK_DELAY,
                               on_save_failed=self.say_save_failed)
        self.seats = self.session.seats
        if state is None:
            state = SgsState.new(seed if seed is not None else random.getrandbits(32),
                                 len(self.seats))
            self.fresh = True
        else:
            self.fresh = False
        self.state = state
        self.agents = {i: make_agent(self.session.level(i), state.log.seed * 7 + i)
                       for i in range(len(self.seats)) if not self.session.is_human(i)}
        self.viewer = self.humans[0] if self.humans else 0
        self.scene = None
        self.pending: deque = deque()
        self.wait = 0.0
        self.active = False
        self.results_pushed = False
        self.handoff_for: int | None = None
        self.turn_shown = False
        self.log: list[LogLine] = []

    # -- who is who -------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def multi_human(self) -> bool:
        return self.session.multi_human

    def name_of(self, seat: int) -> str:
        return self.session.name_of(seat)

    def pos_of(self, seat: int) -> int:
        """Screen place of a seat: 0 the viewer's, then round the table in turn order."""
        return (seat - self.viewer) % self.players

    def seat_at(self, pos: int) -> int:
        return (pos + self.viewer) % self.players

    def obs(self) -> dict:
        """Everything the table draws: the viewer's observation, nothing more."""
        return self.state.observation(self.viewer)

    # -- the viewer's decision ------------------------------------------------------------
    def my_decision(self) -> bool:
        """The viewer, a person, is asked now and the table shows it."""
        return (self.session.is_human(self.viewer) and self.state.to_act == self.viewer
                and not self.pending and self.handoff_for is None and self.wait <= 0
                and self.scene is not None and not self.scene.busy
                and not self.state.is_terminal())

    def legal(self) -> list[Action]:
        """The viewer's legal actions while it decides, else none (computed once)."""
        if not self.my_decision():
            return []
        return self.session.legal_actions(self.state, self.viewer)

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or (seat == self.viewer and self.session.is_human(seat)
                                and self.turn_shown)

    # -- scene hooks ------------------------------------------------------------------------
    def attach(self, scene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.opening_events())
            self.autosave()
        if self.multi_human and not self.state.is_terminal():
            # Whoever holds the device first must not see another seat's secrets.
            self.hand_off(self.session.first_human_from(self.state.to_act or 0))

    def detach(self) -> None:
        self.active = False

    def on_escape(self) -> None:
        from game.ui.scenes.pause import open_pause

        open_pause(self.app, self.app.games.get(KEY), self.autosave)

    # -- acting -------------------------------------------------------------------------------
    def try_apply(self, action: Action) -> bool:
        """A person's action: applied, or refused with its reason and nothing changed."""
        if not self.my_decision():
            return False
        try:
            self.apply(action)
        except IllegalAction as refusal:
            if self.scene is not None:
                self.scene.refuse(str(refusal))
            return False
        self.app.sounds.play("click")
        return True

    def apply(self, action: Action) -> list[Event]:
        events = self.state.apply(action)
        self.session.new_decision()
        self.pending.extend(events)
        self.turn_shown = False
        self.autosave()
        if self.scene is not None:
            self.scene.decision_changed()
        return events

    def say_save_failed(self, text: str) -> None:
        if self.scene is not None:
            self.scene.refuse(text)

    def autosave(self) -> None:
        self.session.autosave({"version": SAVE_VERSION, "state": self.state.to_json()})

    # -- the per-frame driver -------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.active or self.scene is None or not self.paced(dt):
            return
        ask = self.session.ask(self.state, self.viewer)
        if ask is None:
            return
        if ask.who == "hand_off":
            self.hand_off(ask.seat)
        elif ask.who == "person":
            if not self.turn_shown:
                self.turn_shown = True
                self.scene.decision_changed()
        else:
            self.computer_turn(ask.seat, dt)

    def computer_turn(self, seat: int, dt: float) -> None:
        state, agent = self.state, self.agents[seat]
        legal = self.session.legal_actions(state, seat)
        action = self.session.computer_decides(
            seat, lambda: decide(agent, state, seat, legal), dt, self.pace_speed,
            fallback=lambda: fallback(legal))
        if action is not None:
            self.apply(action)

    def hand_off(self, seat: int) -> None:
        """Pass-and-play: cover the table, then turn it to the person at `seat`."""
        self.handoff_for = seat

        def done() -> None:
            self.viewer = seat
            self.handoff_for = None
            self.turn_shown = False
            if self.scene is not None:
                self.scene.viewer_changed()

        self.session.hand_off(self.app, seat, done)

    def no_person_left(self) -> bool:
        """Fast forward once every person at the table is dead (or none plays)."""
        obs = self.state.observation(self.viewer)
        return not any(obs["seats"][s]["alive"] for s in self.humans)

    # -- events to the table ------------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        if ev.kind == "draw" and self.multi_human and self.handoff_for is not None:
            self.show_again_later()  # through the eyes of whoever holds the device next
            return
        self.log_event(ev)
        self.wait = self.scene.show_event(ev) if self.scene is not None else 0.0

    def show_results(self) -> None:
        """The game is over: the table shows every identity and who won."""
        if self.scene is not None:
            self.scene.game_over(self.state.result or {})

    # -- the log ---------------------------------------------------------------------------
    def log_event(self, ev: Event) -> None:
        """An event as the viewer saw it, in words, into the log."""
        d, seat = ev.data, ev.seat
        def name(s=seat):
            return (self.name_of(s))
        def names(seats):
            return (", ".join(self.name_of(s) for s in seats))

        def line(words: Callable[[], str], who: int | None = seat, note: bool = False) -> None:
            self.log.append(LogLine(who, words, note))

        k = ev.kind
        if k == "turn":
            line(lambda: say("sgs_log_turn", name=name()), note=True)
        elif k in ("use", "play"):
            cards = d.get("cards", [])
            shown = card_name(d["name"]) + (" (" + ", ".join(face(c) for c in cards) + ")"
                                            if cards else "")
            targets = [x for x in d.get("targets", []) if x != seat] if not d.get("answer") \
                else []
            verb = "sgs_log_play" if k == "play" or d.get("answer") else "sgs_log_use"
            line(lambda: say(verb, name=name(), card=shown,
                             on=say("sgs_log_on", targets=names(targets)) if targets else ""))
        elif k == "decline":
            line(lambda: say("sgs_log_decline", name=name(), card=card_name(d["name"])))
        elif k == "damage":
            line(lambda: say("sgs_log_damage", name=name(), n=d["amount"], hp=d["hp"]))
        elif k == "recover":
            line(lambda: say("sgs_log_recover", name=name(), n=d["amount"]))
        elif k == "lose_hp":
            line(lambda: say("sgs_log_lose_hp", name=name(), n=d["amount"]))
        elif k == "draw":
            if "cards" in d:
                line(lambda: say("sgs_log_draw_seen", name=name(),
                                 cards=", ".join(card_words(c) for c in d["cards"])))
            else:
                line(lambda: say("sgs_log_draw", name=name(), n=d["count"]))
        elif k == "discard":
            line(lambda: say("sgs_log_discard", name=name(),
                             cards=", ".join(card_words(c) for c in d["cards"])))
        elif k == "equip":
            line(lambda: say("sgs_log_equip", name=name(), card=card_words(d["card"])))
        elif k == "judgement":
            line(lambda: say("sgs_log_judgement", name=name(), card=card_words(d["card"])))
        elif k == "take":
            if d.get("card"):
                line(lambda: say("sgs_log_take_seen", name=name(), card=card_words(d["card"])))
            else:
                line(lambda: say("sgs_log_take", name=name(), owner=self.name_of(d["owner"])))
        elif k == "dismantle":
            line(lambda: say("sgs_log_dismantle", name=name(), card=card_words(d["card"]),
                             owner=self.name_of(d["owner"])))
        elif k == "dying":
            line(lambda: say("sgs_log_dying", name=name()))
        elif k == "saved":
            line(lambda: say("sgs_log_saved", name=name()))
        elif k == "death":
            line(lambda: say("sgs_log_death", name=name(),
                             identity=say(f"sgs_identity_{d['identity']}")))
        elif k in ("ability", "use_skill"):
            key = d.get("ability") or d.get("skill")
            line(lambda: say("sgs_log_ability", name=name(), skill=say(f"sgs_skill_{key}")))
        elif k == "skip_play":
            line(lambda: say("sgs_log_skip_play", name=name()))
        elif k == "lightning_moves":
            line(lambda: say("sgs_log_lightning", to=self.name_of(d["to"])))
        elif k == "reshuffle":
            line(lambda: say("sgs_log_reshuffle"), None)
        elif k == "laid_out":
            line(lambda: say("sgs_log_laid_out",
                             cards=", ".join(card_words(c) for c in d["cards"])))
        elif k == "lord_picked":
            line(lambda: say("sgs_log_lord", name=name(),
                             character=say(f"sgs_char_{d['character']}")))
        elif k == "characters":
            line(lambda: say("sgs_log_characters"), None, note=True)
        elif k == "slash_moved":
            line(lambda: say("sgs_log_slash_moved", to=self.name_of(d["to"])))
        elif k == "game_over":
            side = d.get("side")
            line((lambda: say("sgs_log_game_over", side=say(SIDES[side]))) if side
                 else (lambda: say("sgs_log_draw_game")), None, note=True)

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(x.note, x.seat, x.say()) for x in self.log]

    # -- what the viewer is asked, in words -------------------------------------------------
    def prompt(self, obs: dict) -> str:
        decision = self.state.decision()
        legal = self.legal()
        if decision is None or not legal:
            seat = obs["asked"]
            if seat is None or self.state.is_terminal():
                return ""
            return say("sgs_waiting", name=self.name_of(seat))
        about = getattr(decision, "about", "") if isinstance(decision, Response) else ""
        kinds = {type(a) for a in legal}
        top = obs["resolving"][-1] if obs["resolving"] else {}
        if A.PickCharacter in kinds:
            return say("sgs_ask_pick")
        if about == "dying":
            return say("sgs_ask_dying", name=self.name_of(top.get("seat", self.viewer)))
        if about.startswith("nullify_"):
            trick = about[len("nullify_"):]
            if trick == "nullification":
                return say("sgs_ask_nullify_again", card=card_name("nullification"))
            target = top.get("target")
            return say("sgs_ask_nullify", card=card_name(trick),
                       target=self.name_of(target) if target is not None else "?")
        if top.get("step") == "Demand":
            source = top.get("source")
            src = self.name_of(source) if source is not None else "?"
            if about == "slash" and top.get("name") == "dodge":
                return say("sgs_ask_dodge_slash", name=src)
            if about == "duel":
                return say("sgs_ask_duel", name=src)
            return say("sgs_ask_demand", card=card_name(about) if about in
                       {c.name for c in CARDS} else about, name=src,
                       answer=card_name(top.get("name", "")))
        if A.TakeCard in kinds:
            owner = next(a.owner for a in legal if isinstance(a, A.TakeCard))
            return say("sgs_ask_take", name=self.name_of(owner))
        if A.ChooseCard in kinds:
            return say("sgs_ask_choose_card")
        if A.Invoke in kinds:
            ability = next(a.ability for a in legal if isinstance(a, A.Invoke))
            return say("sgs_ask_invoke", skill=say(f"sgs_skill_{ability}"))
        if A.Choose in kinds:
            return say("sgs_ask_choose")
        if A.Arrange in kinds:
            return say("sgs_ask_arrange")
        if A.Give in kinds:
            return say("sgs_ask_give")
        if A.Discard in kinds:
            excess = len(obs["hand"]) - max(obs["seats"][self.viewer]["hp"], 0)
            return say("sgs_ask_discard", n=max(1, excess))
        if A.EndPlay in kinds:
            return say("sgs_ask_play")
        return say("sgs_ask_generic")


def fallback(legal: list[Action]) -> Action:
    """What a computer whose agent failed does: pass or end the phase if it may."""
    for kind in (A.Pass, A.EndPlay):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]


def start(app: App, seats: list[dict], options: dict | None = None,
          seed_or_code: int | None = None, threads: bool = True) -> SgsController:
    """Push the Sanguosha table and return its controller."""
    from game.games.sanguosha.table import SgsTableScene

    ctl = SgsController(app, seats, seed=seed_or_code, threads=threads)
    app.push(SgsTableScene(app, ctl))
    return ctl


def resume(app: App, data: dict, threads: bool = True) -> SgsController:
    from game.games.sanguosha.table import SgsTableScene

    ctl = SgsController(app, data["seats"], SgsState.from_json(data["state"]), threads=threads)
    app.push(SgsTableScene(app, ctl))
    return ctl
