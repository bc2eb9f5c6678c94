"""Guan Dan on the shared climbing-game table (game/ui/climbing.py): two teams and
their levels, the wild hearts, tribute and return flying between seats, and a choice
of reading when wild cards let the same cards play more than one way."""

from __future__ import annotations

import pygame

from game.core.protocol import Action, Event, IllegalAction
from game.games.climbing import controller as climbing
from game.games.climbing.agent import hint_order
from game.games.climbing.controller import ClimbingController
from game.games.climbing.events import SUIT_SIGNS
from game.games.guandan import GAME, rules
from game.games.guandan.ai import hint_play, make_agent
from game.games.guandan.events import EVENTS, catches_wind
from game.games.guandan.match import GdMatch
from game.games.guandan.model import FACES, GdState, Pass, Play, ReturnCard, faces
from game.games.guandan.ruleset import OPTIONS, VARIANTS, Ruleset
from game.games.guandan.styles import ROLE_STYLES, TEAM_COLOURS
from game.games.guandan.tribute import SEATS, partner, team
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.table import DropZone, SeatInfo


def kind_name(kind: str) -> str:
    en, zh = rules.NAMES[kind]
    return zh if i18n.language() == "zh" else en


def face_label(face: list[str]) -> str:
    """A public [rank, suit] pair ("8", "S") as a card name; suit "" for any suit."""
    rank, suit = face
    return SUIT_SIGNS.get(suit, "") + rank


def level_text(level: int) -> str:
    return rules.rank_text(level)


def rank_label(key: int, level: int) -> str:
    """A compare key in level order as a rank name: the level slot is the level rank."""
    if key in rules.JOKERS:
        return t("tracker_black_joker" if key == rules.SJ else "tracker_red_joker")
    return rules.rank_text(level if key == rules.LEVEL_SLOT else key)


def reading_label(combo: rules.Combo, level: int) -> str:
    """A reading as a button names it: "Straight 5–9", "Pair of 7", "6-card bomb of 3"."""
    kind = kind_name(combo.kind)
    if combo.kind in rules.SEQUENCES or combo.kind == "straight_flush":
        groups = rules.SEQUENCES.get(combo.kind, (5, 1))[0]
        low = combo.key - groups + 1
        return t("gd_reading_seq", kind=kind, low=rules.rank_text(low),
                 high=rules.rank_text(combo.key))
    if combo.kind == "joker_bomb":
        return kind
    rank = rank_label(combo.key, level)
    if combo.kind == "bomb":
        return t("gd_reading_bomb", n=combo.size, rank=rank)
    return t("gd_reading_set", kind=kind, rank=rank)


def team_name(team_: int) -> str:
    return t(f"gd_team_{team_}")


class GdController(ClimbingController):
    role_styles = ROLE_STYLES
    game = GAME.key
    level = GAME.level_for(GAME.seats[0])
    seat_count = SEATS
    state_class = GdState
    variants = VARIANTS
    match_class = GdMatch
    select_phases = ("play", "return")
    tracker_help = {"tracker_black_joker": "gd_tracker_bj_help",
                    "tracker_red_joker": "gd_tracker_rj_help"}
    selection_buttons = ("play", "return")  # each enabled only for a legal pick
    event_types = EVENTS

    def __init__(self, *args, **kwargs) -> None:
        self.tribute_hand: list[str] | None = None  # the viewer's hand while tribute flies
        super().__init__(*args, **kwargs)

    # -- the game's pieces ---------------------------------------------------------------
    def new_state(self, seed: int) -> GdState:
        """Each hand is dealt with the match's levels and the last finishing order."""
        return GdState.new(seed, self.variant, self.match.setup)

    def record_hand(self, result: dict) -> None:
        self.match.record_result(result)

    def make_agent(self, level: str, seed: int):
        return make_agent(level, seed)

    def hint_play(self) -> Action | None:
        return hint_play(self.obs(), self.legal_actions(self.viewer))

    def rebuild_play(self, play: Play, cards: tuple[int, ...]) -> Play:
        return Play(play.seat, cards, play.reading)

    def kind_name(self, play: Play) -> str:
        return reading_label(rules.parse_reading(play.reading, len(play.cards)),
                             self.state.level)

    def pass_action(self) -> Pass:
        return Pass(self.viewer)

    def refusal(self, e: IllegalAction) -> str:
        key = f"gd_why_{e.reason}"
        return t(key, **e.params) if key in i18n.STRINGS else climbing.refusal_text(e)

    def first_to_act(self) -> int:
        return self.state.to_act if self.state.to_act is not None else 0

    def hint_candidates(self, selected: list[int]) -> tuple[list[Action], bool]:
        """Inside a selection that is not itself a play: the search over just those
        cards (wilds included), the same search the model and the players use."""
        legal = self.legal_actions(self.viewer)
        plays = [a for a in legal if isinstance(a, Play)]
        if selected and all(sorted(p.cards) != selected for p in plays):
            prev = self.state.to_beat()
            found = rules.plays(faces(selected), self.state.level,
                                None if prev is None else prev[0])
            inside = [Play(self.viewer, tuple(selected[i] for i in f.cards), f.combo.reading)
                      for f in found]
            if inside:
                return sorted(inside, key=lambda p: (-len(p.cards), p.cards)), True
        suggestion = self.hint_play()
        if self.partner_winning():
            # Beating one's own partner's trick is no proposal: the suggestion (only a
            # play that goes out or nearly so), else pass.
            return ([suggestion] if suggestion else []) + [Pass(self.viewer)], False
        return hint_order(legal, suggestion, selected, self.state.rank_of, self.rebuild_play,
                          self.hint_sort_key)

    def partner_winning(self) -> bool:
        """The trick the viewer follows is the partner's."""
        last = self.obs()["last_play"]
        return (last is not None and last["seat"] == partner(self.viewer)
                and any(a.kind == "pass" for a in self.legal_actions(self.viewer)))

    def pass_hint_text(self) -> str:
        return t("gd_hint_pass_partner" if self.partner_winning() else "gd_hint_pass")

    def hint_sort_key(self, play: Play) -> tuple:
        """After the suggestion: plain plays from the weakest up, bombs last."""
        combo = rules.parse_reading(play.reading, len(play.cards))
        return combo.is_bomb, combo.power, len(play.cards), play.cards

    # -- playing cards: wild cards may read several ways --------------------------------
    def plays_with_cards(self, ids: list[int]) -> list[Action]:
        """Suits and wild cards matter: only the listed plays of exactly these cards
        (other cards are read by `play_action`). A card to give back is listed once per
        face, so its twin from the other pack gives back the same."""
        if self.state.phase == "return":
            if len(ids) != 1:
                return []
            face = FACES[ids[0]]
            return [ReturnCard(self.viewer, ids[0]) for a in self.legal_actions(self.viewer)
                    if isinstance(a, ReturnCard) and FACES[a.card] == face][:1]
        return self.legal_with_cards(ids)

    def cards_make_a_play(self, ids: list[int]) -> bool:
        """Suits and wild cards matter here: the cards' own readings that beat the
        table (what Play would play), or a card-for-card match in the decision's list."""
        if self.state.phase != "play" or self.legal_with_cards(ids):
            return bool(self.plays_with_cards(ids))
        prev = self.state.to_beat()
        return any(True for _ in rules.read_with_wilds(faces(ids), self.state.level,
                                                       None if prev is None else prev[0]))

    def play_action(self, ids: list[int]) -> Action | None:
        if self.state.phase == "return":
            if len(ids) != 1:
                self.scene.bounce_back(t("gd_choose_one"))
                return None
            return ReturnCard(self.viewer, ids[0])
        hinted = self._hinted(ids)
        if hinted is not None:
            return Play(self.viewer, tuple(ids), hinted.reading)  # the hint named its reading
        prev = self.state.to_beat()
        readings = list(rules.read_with_wilds(faces(ids), self.state.level,
                                              None if prev is None else prev[0]))
        if len(readings) > 1 and self.my_turn():
            self.scene.bounce_back()
            self.ask_reading(ids, readings)
            return None
        return Play(self.viewer, tuple(ids), readings[0].reading if readings else "")

    def _hinted(self, ids: list[int]) -> Play | None:
        """The hint on show, if these are its cards."""
        if not self.hints or sorted(ids) != self.hint_shown:
            return None
        play = self.hints[(self.hint_i - 1) % len(self.hints)]
        return play if isinstance(play, Play) else None

    def ask_reading(self, ids: list[int], readings: list[rules.Combo]) -> None:
        """The same cards read several ways (a wild in a straight, a straight flush
        or a plain straight): the player picks one."""
        specs = [((lambda c=c: reading_label(c, self.state.level)),
                  (lambda c=c: self.try_apply(Play(self.viewer, tuple(ids), c.reading))),
                  "primary", True, f"reading{i}") for i, c in enumerate(readings[:3])]
        specs.append(("btn_back", lambda: self.refresh(), "secondary", True, "back"))
        self.lay_buttons(specs, width=160, gap=12)
        self.scene.flash(t("choose_reading"), 6.0)

    # -- the return decision -------------------------------------------------------------
    def decision_prompt(self) -> str:
        any_card = Ruleset.parse(self.state.variant).return_any
        return "gd_return_prompt_any" if any_card else "gd_return_prompt"

    def keys_help_phase(self) -> str:
        return "gd_keys_return"

    def phase_buttons(self, obs: dict) -> list[tuple]:
        # The card goes back only once one that may be given back is picked
        # (`selection_buttons` enables it).
        any_card = Ruleset.parse(self.state.variant).return_any
        return [("btn_hint", self.return_hint, "plain", True, "hint"),
                ("gd_btn_return", self.give_back, "primary", False, "return",
                 "gd_btn_return_any_help" if any_card else "gd_btn_return_help")]

    def phase_key(self, key: int, obs: dict) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.give_back()
            return True
        if key == pygame.K_h:
            self.return_hint()
            return True
        return False

    def give_back(self) -> None:
        picked = self.scene.selected_codes()
        if not picked:  # Enter with nothing picked: say what to pick, in tribute's words
            self.scene.bounce_back(t("gd_choose_one"))
            return
        self.try_play(picked)

    def drop_zones(self) -> list[DropZone]:
        """In the return phase the table takes the card given back, and says so."""
        if self.state.phase == "return":
            any_card = Ruleset.parse(self.state.variant).return_any
            return [DropZone("table", self.drop_accepts, self.try_play, "gd_drop_return",
                             "gd_drop_not_return_any" if any_card else "gd_drop_not_return")]
        return super().drop_zones()

    def return_hint(self) -> None:
        """The normal computer player's choice of card to give back, selected."""
        legal = self.legal_actions(self.viewer)
        if not legal:
            return
        choice = make_agent("normal", self.state.seed).choose(self.obs(), legal)
        self.scene.set_selected(self.state.pack.codes([choice.card]))

    # -- events --------------------------------------------------------------------------
    def _dress_table(self, obs: dict) -> None:
        """Hands grouped by rank; the two wild hearts of this hand marked with a star."""
        sc = self.scene
        sc.group_of = lambda code: code[0]
        wild = rules.RANK_CHAR[obs["level"]] + rules.WILD_SUIT
        sc.marks = {wild: "wild", f"{wild}~1": "wild"}

    def _sorted(self, codes: list[str]) -> list[str]:
        pack = self.state.pack
        return pack.codes(self.state.sort_hand(pack.from_codes(codes)))

    def deal_on_table(self, ev: Event, obs: dict) -> None:
        self._dress_table(obs)
        hand = ev.data["hand"]  # as dealt, before any tribute changed it
        self.tribute_hand = hand if obs["tributes"] else None
        self.scene.deal(list(reversed(hand)), list(ev.data["counts"]), 0)

    def cue(self, ev: Event) -> None:
        super().cue(ev)
        if ev.kind == "play" and ev.data.get("kind") in rules.BOMB_KINDS:
            big = ev.data["kind"] == "joker_bomb"
            self.scene.banner(kind_name(ev.data["kind"]), (255, 220, 120) if big
                              else (255, 120, 80), 1.2, shake=1.0 if big else 0.7)
            self.app.sounds.play("rocket" if big else "bomb")
        elif ev.kind == "play" and ev.data.get("wild_as"):
            cards = " ".join(face_label(f) for f in ev.data["wild_as"])
            self.scene.flash(t("gd_wild_as", level=level_text(self.state.level), cards=cards),
                             1.6)
        elif ev.kind == "new_round" and self.state.phase == "play":
            # Said for the hand's first lead and for the lead handed to a partner (接风).
            if "taken_by" not in ev.data:
                self.scene.flash(self.words(ev), 1.8)
            elif catches_wind(ev):
                self.scene.flash(self.words(ev), 2.0)

    def cue_game(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        if ev.kind == "resist":
            banner, by = self.lines(ev)
            sc.banner(banner, (150, 200, 255), 1.6, shake=0.3)
            sc.flash(by, 2.5)
        elif ev.kind in ("tribute", "return_card"):
            self._card_passes(ev, obs)
        elif ev.kind == "out":
            sc.flash(self.words(ev), 2.0)
            self.refresh(obs)
        self.wait = self.hold(ev)

    def _card_passes(self, ev: Event, obs: dict) -> None:
        """A tribute or a returned card flies from giver to taker: face up for the two
        of them, a card back for everyone else."""
        sc = self.scene
        giver, taker = ev.seat, ev.data["to"]
        returned = ev.kind == "return_card"
        record = next(r for r in obs["tributes"]
                      if (r["to"], r["from"]) == ((giver, taker) if returned else (taker, giver)))
        code = record["returned" if returned else "card"]
        g, k = self.pos_of(giver), self.pos_of(taker)
        if returned:
            hand = list(obs["hand"])
        else:
            hand = list(self.tribute_hand or obs["hand"])
            if g == 0 and code in hand:
                hand.remove(code)
            elif k == 0 and code:
                hand = self._sorted(hand + [code])
            self.tribute_hand = hand
        if g == 0:
            s = sc.sprites.get(code)
            sc.set_hand(list(reversed(hand)))
            if s is not None:
                s.zone = "passing"
                x, y = sc.anchor_center(f"hand_{k}")
                sc.fly(s, x, y, sc.back_w, 0.6, on_done=lambda: sc.sprites.pop(code, None))
            sc.flash(self.words(ev), 2.4)
        elif k == 0:
            sc.set_hand(list(reversed(hand)), origin=sc.anchor_center(f"hand_{g}"), dur=0.6)
            sc.flash(self.words(ev), 2.4)
        else:
            key = f"passing:{ev.kind}:{giver}"
            s = sc.ensure_sprite(key, None, sc.anchor_center(f"hand_{g}"), sc.back_w, False)
            s.zone = "passing"
            x, y = sc.anchor_center(f"hand_{k}")
            sc.fly(s, x, y, sc.back_w, 0.6, on_done=lambda: sc.sprites.pop(key, None))
            sc.flash(self.words(ev), 2.0)
        self.app.sounds.play("deal")
        self.refresh(obs)

    def results_scene(self):
        from game.games.guandan.results import GdResultsScene

        return GdResultsScene(self.app, self)

    # -- the table from the observation ----------------------------------------------------
    def stats_roles(self, result: dict, seat: int) -> list[str]:
        """The team and the finishing place."""
        return [f"role_gd_team_{team(seat)}", f"gd_place_{result['places'].index(seat) + 1}"]

    def stats_won(self, result: dict, seat: int) -> bool:
        return team(seat) == result["winners"]

    def stats_match_won(self, seat: int) -> bool:
        return self.match.winner == team(seat)

    def seat_panel(self, info: SeatInfo, seat: int, obs: dict) -> None:
        info.role = f"gd_team_{team(seat)}"
        tags = ["partner"] if seat == partner(self.viewer) else []
        if seat in obs["places"]:
            tags.append(f"gd_place_{obs['places'].index(seat) + 1}")
        info.tags = tags
        info.score_text = t("gd_level_of", level=level_text(obs["levels"][team(seat)]))

    def refresh(self, obs: dict | None = None) -> None:
        obs = obs or self.obs()
        super().refresh(obs)
        mine = team(self.viewer)
        rows = []
        for team_ in (mine, 1 - mine):
            label = team_name(team_)
            if team_ == mine and self.seats[self.viewer]["kind"] == "human":
                label = t("gd_board_you", team=label)
            rows.append((label, level_text(obs["levels"][team_]), TEAM_COLOURS[team_],
                         obs["playing_team"] == team_))
        self.scene.board = (t("gd_board_title"), rows)

    def tracker(self, obs: dict) -> list[tuple[str, int]]:
        """Per rank in level order, how many cards the viewer has neither seen played
        nor holds (8 of each plain rank, 2 of each joker)."""
        seen: dict[int, int] = {}
        codes = list(obs["hand"]) + [c for _s, cs in obs["history"] if cs for c in cs]
        for code in codes:
            rank = FACES[self.state.pack.from_codes([code])[0]][0]
            seen[rank] = seen.get(rank, 0) + 1
        level = obs["level"]
        order = sorted(rules.PLAIN, key=lambda r: rules.level_value(r, level)) + [
            rules.SJ, rules.BJ]
        labels = {rules.SJ: t("tracker_black_joker"), rules.BJ: t("tracker_red_joker")}
        return [(labels.get(r) or rules.rank_text(r),
                 (2 if r in rules.JOKERS else 8) - seen.get(r, 0)) for r in order]

    def status_text(self, obs: dict) -> str:
        level = level_text(obs["level"])
        text = t("gd_status", n=len(self.match.hand_seeds), level=level)
        return " · ".join([text] + [words for words, _key in self.status_help(obs)])

    def status_help(self, obs: dict) -> list[tuple[str, str]]:
        """The wild hearts and the rule options on, each explained under the pointer."""
        wild = t("gd_status_wild", level=level_text(obs["level"]))
        ruleset = Ruleset.parse(obs["variant"])
        return [(wild, "gd_wild_help")] + [(t(f"gd_opt_{o}"), f"gd_opt_{o}_help")
                                           for o in OPTIONS if getattr(ruleset, o)]

    def resync_game(self, obs: dict) -> None:
        self._dress_table(obs)
        self.tribute_hand = None


def start_game(app: App, seats: list[dict], deal_code: str | None = None,
               threads: bool = True) -> GdController:
    """A deal code's hand, or a random one with the default options (shots, tests)."""
    return GAME.start(app, seats, {}, deal_code, threads)
