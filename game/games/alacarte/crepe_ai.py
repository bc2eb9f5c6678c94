"""A computer chef flips its crêpe the way a player does: by moving the cursor.

It plans an airtime, works out the flick from the sheet's physics (v_y = gT/2 for the
height, v_x = π/(T·k_spin) for half a turn), spoils both by a skill-dependent relative
error, then performs the flick as a generated cursor path: a minimum-jerk wind-up, a
quick up-and-forward stroke and a dead stop so the pan decelerates harder than
gravity. In the air it watches where the crêpe will come down (as a player judges it
by eye) with a reaction delay, and chases it with a capped hand speed and tremor.
Everything goes through `FlipScene.feed`; nothing here touches the outcome.
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass

from game.games.alacarte.crepe import FlipOutcome, FlipScene, final_outcome
from game.minigames.paths import STEP, Sample, Tremor, lerp_point, min_jerk, perform_with


@dataclass(frozen=True)
class Skill:
    sigma: float        # relative error on both launch speeds
    reaction: float     # s before a change in the predicted landing is acted on
    hand_speed: float   # px/s cap of the catching hand
    tremor: float       # px
    aim: float          # relative motor error of the catching move (sd per px travelled)
    drop: float = 0.0   # px the pan is lowered under the falling crêpe


# Tuned with 1000 flips each (seeds apart from the bench's) to about 30 / 60 / 85 %.
# The crêpe lands at its first touch of the pan, so an under-rotated or low flick
# comes down on its edge and slides out if it is off-centre: beside the launch
# noise σ (close to the sheet's 40 / 15 / 5 %), the catch's motor error and how far
# the cook lowers the pan to give the turn time carry the difference between skills.
SKILLS: dict[str, Skill] = {
    "easy": Skill(sigma=0.48, reaction=0.35, hand_speed=800.0, tremor=4.0, aim=0.25),
    "normal": Skill(sigma=0.22, reaction=0.20, hand_speed=1300.0, tremor=2.5, aim=0.32,
                    drop=30.0),
    "hard": Skill(sigma=0.05, reaction=0.10, hand_speed=1700.0, tremor=1.2, aim=0.35,
                  drop=35.0),
}

RAMP = 0.15      # s: the stroke accelerates the cursor to the launch velocity ...
CARRY = 0.06     # s: ... and carries it on so the lagging pan catches up, then stops dead
WIND_UP = 0.30   # s
CATCH_GAIN = 12.0  # 1/s: how eagerly the hand closes the gap to where it wants the pan


class ComputerFlipper:
    """Feeds one cursor sample per step to a FlipScene, reading only its public state."""

    def __init__(self, skill: str, rng: random.Random) -> None:
        self.skill_name = skill
        self.skill = SKILLS[skill]
        self.rng = rng
        self.tremor = Tremor(rng, self.skill.tremor)
        self.t = 0.0
        self.launch: tuple[float, float] | None = None   # planned (v_x, v_y), y up
        self._queue: deque[Sample] = deque()
        self._cursor: tuple[float, float] | None = None
        self._pressed = False
        self._grab = (0.0, 0.0)          # pan − cursor, as the hand felt it at the press
        self._seen: deque[tuple[float, float]] = deque()
        self._aim_error = 0.0
        self._travel: float | None = None
        self._catch_from: tuple[float, float] | None = None
        self._scene: FlipScene | None = None

    def _start(self, scene: FlipScene) -> None:
        """A new attempt: the same hand, nothing remembered of the last flight."""
        self._scene = scene
        self._queue.clear()
        self._seen.clear()
        self._travel = None
        self._catch_from = None
        self._pressed = False

    def next_sample(self, scene: FlipScene) -> Sample:
        if scene is not self._scene:
            self._start(scene)
        if self._cursor is None:
            px, py, _ = scene.pan_pose()
            self._cursor = (px + 90.0, py + 60.0)   # the hand starts near the handle
        if scene.phase in ("ready", "holding"):
            if not self._queue:
                self._plan_flick(scene)
            x, y, pressed = self._queue.popleft()
        elif scene.phase == "flight":
            x, y, pressed = self._catch(scene)
        else:
            x, y, pressed = (*self._cursor, self._pressed)
        if pressed and not self._pressed:
            px, py, _ = scene.pan_pose()
            self._grab = (px - x, py - y)
        self._cursor, self._pressed = (x, y), pressed
        dx, dy = self.tremor.offset(self.t)
        self.t += STEP
        return Sample(x + dx, y + dy, pressed)

    # ---- the flick ------------------------------------------------------------------

    def _plan_flick(self, scene: FlipScene) -> None:
        """Queue a whole flick from where the hand is; a flick too weak to launch just
        ends with the pan still loaded, and the next call plans another."""
        lay = scene.layout
        airtime = self.rng.uniform(0.6, 0.9)
        # the crêpe comes down `drop` below where it left, in the lowered pan
        vy = lay.gravity * airtime / 2 - self.skill.drop / airtime
        vx = math.pi / (airtime * lay.k_spin)
        vx *= 1 + self.rng.gauss(0, self.skill.sigma)
        vy *= 1 + self.rng.gauss(0, self.skill.sigma)
        self.launch = (vx, vy)
        self._aim_error = self.rng.gauss(0, 1)
        cursor = self._cursor
        if not self._pressed:
            px, py, _ = scene.pan_pose()
            reach = self.rng.uniform(0.25, 0.4)
            self._move(cursor, (px, py), reach, False)
            cursor = (px, py)
            self._hold(cursor, self.rng.uniform(0.08, 0.16), True)
        # wind up down and back a little, so the stroke has room to rise
        low = (cursor[0] - 0.06 * vx, cursor[1] + 35.0)
        self._move(cursor, low, WIND_UP, True)
        self._hold(low, 0.05, True)
        end = self._stroke(low, vx, -vy)
        self._hold(end, 0.4, True)

    def _move(self, a: tuple[float, float], b: tuple[float, float], duration: float,
              pressed: bool) -> None:
        n = max(1, round(duration / STEP))
        for i in range(1, n + 1):
            self._queue.append(Sample(*lerp_point(a, b, min_jerk(i / n)), pressed))

    def _hold(self, at: tuple[float, float], duration: float, pressed: bool) -> None:
        for _ in range(max(1, round(duration / STEP))):
            self._queue.append(Sample(at[0], at[1], pressed))

    def _stroke(self, a: tuple[float, float], vx: float, vy: float) -> tuple[float, float]:
        """Raised-cosine ramp up to (vx, vy), then that velocity, then a dead stop."""
        n = round((RAMP + CARRY) / STEP)
        point = a
        for i in range(1, n + 1):
            t = i * STEP
            if t <= RAMP:
                d = t / 2 - RAMP / (2 * math.pi) * math.sin(math.pi * t / RAMP)
            else:
                d = RAMP / 2 + (t - RAMP)
            point = (a[0] + vx * d, a[1] + vy * d)
            self._queue.append(Sample(point[0], point[1], True))
        return point

    # ---- the catch ------------------------------------------------------------------

    def _catch(self, scene: FlipScene) -> tuple[float, float, bool]:
        self._queue.clear()
        if self._catch_from is None:
            self._catch_from = self._cursor
        predicted = scene.predicted_landing_x()
        if predicted is not None:
            self._seen.append((self.t, predicted))
        # act on the newest prediction that is at least a reaction time old
        cutoff = self.t - self.skill.reaction
        while len(self._seen) > 1 and self._seen[1][0] <= cutoff:
            self._seen.popleft()
        x, y = self._cursor
        if not self._seen or self._seen[0][0] > cutoff:
            return x, y, True
        judged = self._seen[0][1]
        if self._travel is None:
            # motor noise grows with the distance the hand decides to cover
            self._travel = abs(judged - scene.pan_pose()[0])
        goal_x = judged + self._aim_error * self.skill.aim * self._travel - self._grab[0]
        # a practised cook also lowers the pan: more time for the turn
        goal_y = self._catch_from[1] + self.skill.drop
        vx, vy = (goal_x - x) * CATCH_GAIN, (goal_y - y) * CATCH_GAIN
        speed = math.hypot(vx, vy)
        if speed > self.skill.hand_speed:
            vx, vy = vx * self.skill.hand_speed / speed, vy * self.skill.hand_speed / speed
        return x + vx * STEP, y + vy * STEP, True


def perform(scene: FlipScene, driver: ComputerFlipper) -> FlipOutcome:
    """Run the flip to its end with the computer's hand."""
    return record(scene, driver)[0]


def record(scene: FlipScene, driver: ComputerFlipper,
           max_steps: int = 60 * 8) -> tuple[FlipOutcome, list[Sample]]:
    """Run the flip and keep every fed sample, so it can be replayed with run_trace."""
    trace = perform_with(scene, driver, max_steps)
    return final_outcome(scene), trace
