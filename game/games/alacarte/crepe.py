"""The crêpe flip: a side-view pan that follows the cursor, a flick, a catch.

Rules sheet section 11. The pan is a kinematic pymunk body driven by velocity each
substep: it chases the grabbed cursor with a short lag and a speed cap, so a hand
feels physical. The crêpe rides the pan until the pan decelerates upward harder than
gravity; then it flies as a pymunk body (gravity, spin damping) and the landing is
decided by the sheet's rule at the moment it comes back to pan height. A short
"landing" phase lets the result be seen before the scene is done.

Everything is a pure function of the seed and the fed samples: a replay rebuilds the
scene and feeds the same trace (pymunk is bit-identical for fixed dt and order).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

import pymunk

from game.minigames.paths import STEP, Sample, replay_into

RESULTS = ("picture", "recipe", "missed", "no_flip")

# collision types and filter categories
_CREPE, _PAN, _FLOOR = 1, 2, 3
_CAT_CREPE, _CAT_PAN, _CAT_FLOOR = 0b001, 0b010, 0b100


@dataclass(frozen=True)
class FlipLayout:
    """Level units of a 1280x720 view, y down. Physics defaults from the rules sheet."""

    zone: tuple[float, float, float, float] = (240.0, 260.0, 800.0, 400.0)
    start: tuple[float, float] = (560.0, 560.0)
    floor_y: float = 640.0
    gravity: float = 1500.0
    k_spin: float = 0.012            # rad/s of spin per px/s of horizontal launch speed
    theta_tol: float = math.radians(55)
    pan_radius: float = 90.0
    crepe_radius: float = 70.0
    crepe_thickness: float = 6.0
    spin_damping: float = 0.15       # c_ω, 1/s
    min_separation_speed: float = 300.0
    slide_out: float = 0.6           # edge landings further off-centre than this × R_pan slide out
    # the hand: the pan chases the cursor with this lag and speed cap
    pan_lag: float = 0.03
    pan_speed_cap: float = 1800.0
    pan_clearance: float = 30.0      # the pan never goes closer than this to the stove top
    # the pan leans with its horizontal speed; the crêpe keeps that lean and its rate
    tilt_gain: float = 0.0005        # rad per px/s
    tilt_max: float = 0.3
    tilt_lag: float = 0.06
    launch_timeout: float = 6.0      # held this long without a launch: "no_flip"
    settle_time: float = 0.6         # the landing phase, so the result is seen
    slow_motion: float = 1.0         # accessibility: e.g. 0.6 slows the world while airborne
    substeps: int = 4
    rest_jitter: float = 10.0        # seeded spread of where the crêpe lies in the pan


@dataclass(frozen=True)
class FlipOutcome:
    """How one flip attempt ended. Only `result` matters to the game."""

    result: str
    flight_time: float = 0.0
    landing_offset: float | None = None   # crêpe x − pan x when it came back to pan height
    landing_angle: float | None = None    # φ then

    @property
    def success(self) -> bool:
        return self.result == "picture"


def _clamp(v: float, lo: float, hi: float) -> float:
    return lo if v < lo else hi if v > hi else v


def judge_landing(layout: FlipLayout, offset: float, phi: float, omega: float) -> tuple[str, int]:
    """The sheet's landing rule. Returns the result and the multiple k of π the crêpe
    settles to (k odd = picture up); for "missed" k is where it was heading."""
    tol = math.cos(layout.theta_tol)
    c = math.cos(phi)
    if c < -tol or c > tol:
        k = round(phi / math.pi)
    else:
        # an edge landing falls the way the spin carries it
        k = math.ceil(phi / math.pi) if omega >= 0 else math.floor(phi / math.pi)
        if abs(offset) > layout.slide_out * layout.pan_radius:
            return "missed", k
    if abs(offset) > layout.pan_radius:
        return "missed", k
    return ("picture" if k % 2 else "recipe"), k


class FlipScene:
    """One flip attempt. Feed one Sample per 1/60 s; read the public state to draw."""

    def __init__(self, seed: int, layout: FlipLayout = FlipLayout()) -> None:
        self.seed = seed
        self.layout = layout
        self.phase = "ready"
        self.time = 0.0
        self.grabbed_at: float | None = None  # the launch window opens at the first grab
        self.trail: deque[tuple[float, float, float]] = deque(maxlen=10)
        rng = random.Random(seed)
        self._rest_dx = rng.uniform(-layout.rest_jitter, layout.rest_jitter)
        self._offset = (0.0, 0.0)        # pan target − cursor, fixed at each press
        self._held = False
        self._target = self._clamp_pan(*layout.start)
        self._pan_v = (0.0, 0.0)
        self._pan_w = 0.0
        self._outcome: FlipOutcome | None = None
        self._launch_time = 0.0
        self._armed = False              # risen clear of the pan or coming back: may land
        # once caught: offset in the pan, overshoot below its surface, turn from φ0 to φ1
        self._settle: tuple[float, float, float, float] | None = None
        self._land_time: float | None = None
        self._floor_time: float | None = None
        self._build_space()

    # ---- construction -------------------------------------------------------------

    def _build_space(self) -> None:
        lay = self.layout
        space = pymunk.Space()
        space.gravity = (0.0, lay.gravity)
        pan = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        pan.position = self._target
        r = lay.pan_radius
        # pan surface at local y 0, flared walls, handle to the left (toward the cook)
        outline = [((-r - 16, -20), (-r, 0)), ((-r, 0), (r, 0)), ((r, 0), (r + 16, -20)),
                   ((-r - 16, -14), (-r - 170, -44))]
        pan_shapes = [pymunk.Segment(pan, a, b, 3.0) for a, b in outline]
        for s in pan_shapes:
            s.collision_type = _PAN
            # the landing is decided by the rule, not by contacts: the pan touches nothing
            s.filter = pymunk.ShapeFilter(categories=_CAT_PAN, mask=0)
        space.add(pan, *pan_shapes)
        floor = pymunk.Segment(space.static_body, (-2000, lay.floor_y), (3300, lay.floor_y), 2.0)
        floor.friction, floor.elasticity = 0.9, 0.15
        floor.collision_type = _FLOOR
        floor.filter = pymunk.ShapeFilter(categories=_CAT_FLOOR, mask=_CAT_CREPE)
        space.add(floor)
        crepe = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (2 * lay.crepe_radius,
                                                            lay.crepe_thickness)))
        shape = pymunk.Poly.create_box(crepe, (2 * lay.crepe_radius, lay.crepe_thickness), 1.0)
        shape.friction, shape.elasticity = 0.8, 0.15
        shape.collision_type = _CREPE
        shape.filter = pymunk.ShapeFilter(categories=_CAT_CREPE, mask=_CAT_FLOOR)
        space.on_collision(_CREPE, _FLOOR, begin=self._on_floor)
        self.space, self.pan, self.crepe, self._crepe_shape = space, pan, crepe, shape
        self._place_riding(self._rest_dx, 0.0, 0.0)

    def _on_floor(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        if self._floor_time is None:
            self._floor_time = self.time

    def _clamp_pan(self, x: float, y: float) -> tuple[float, float]:
        zx, zy, zw, zh = self.layout.zone
        bottom = min(zy + zh, self.layout.floor_y - self.layout.pan_clearance)
        return (_clamp(x, zx, zx + zw), _clamp(y, zy, bottom))

    # ---- public state ---------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.phase == "done"

    def outcome(self) -> FlipOutcome:
        """The result once it is decided (from the landing on); RuntimeError before."""
        if self._outcome is None:
            raise RuntimeError("the flip has no result yet")
        return self._outcome

    @property
    def landed_at(self) -> float | None:
        """Scene time when the crêpe came back to pan height (None before or never)."""
        return self._land_time

    def caught(self) -> bool:
        """The crêpe lies in the pan: never launched, or landed in it."""
        return self.phase != "flight" and (self._land_time is None or self._settle is not None)

    def pan_pose(self) -> tuple[float, float, float]:
        x, y = self.pan.position
        return (x, y, self.pan.angle)

    def crepe_pose(self) -> tuple[float, float, float]:
        x, y = self.crepe.position
        return (x, y, self.crepe.angle)

    def crepe_side_up(self) -> str:
        return "recipe" if math.cos(self.crepe.angle) >= 0 else "picture"

    def predicted_landing_x(self) -> float | None:
        """While airborne: x where the crêpe, coming down, first touches the pan's
        current height (its centre, or its low edge if it is still turning)."""
        if self.phase != "flight":
            return None
        lay = self.layout
        x, y, phi = self.crepe_pose()
        vx, vy = self.crepe.velocity
        w, c, g = self.crepe.angular_velocity, lay.spin_damping, lay.gravity
        surface = self._surface_y()
        t = 0.0
        # a coarse look ahead along the ballistic arc: cheap, and a player's eye is no finer
        for _ in range(400):
            t += 1 / 120
            if vy + g * t <= 0:
                continue
            yt = y + vy * t + g * t * t / 2
            turned = w * (1 - math.exp(-c * t)) / c if c > 0 else w * t
            if yt + self._reach(phi + turned) >= surface:
                break
        return x + vx * t

    # ---- stepping -------------------------------------------------------------------

    def feed(self, sample: Sample) -> None:
        """Advance one fixed 1/60 s step with this cursor sample."""
        if self.done:
            return
        previous = self._target
        self._press(sample)
        if self._held:
            self._target = self._clamp_pan(sample.x + self._offset[0], sample.y + self._offset[1])
        n = self.layout.substeps
        scale = self.layout.slow_motion if self.phase == "flight" else 1.0
        dt = STEP * scale / n
        for i in range(n):
            # the cursor moves continuously within a step: no sawtooth in the pan's speed
            u = (i + 1) / n
            goal = (previous[0] + (self._target[0] - previous[0]) * u,
                    previous[1] + (self._target[1] - previous[1]) * u)
            self._substep(goal, dt)
            if self.done:
                break
        if self.phase == "flight":
            self.trail.append(self.crepe_pose())
        elif self.trail:
            self.trail.popleft()

    def _press(self, sample: Sample) -> None:
        if sample.pressed and not self._held:
            self._offset = (self._target[0] - sample.x, self._target[1] - sample.y)
        self._held = sample.pressed
        if self.phase in ("ready", "holding"):
            self.phase = "holding" if sample.pressed else "ready"
            if sample.pressed and self.grabbed_at is None:
                self.grabbed_at = self.time

    def _substep(self, goal: tuple[float, float], dt: float) -> None:
        old_v, old_w = self._pan_v, self._pan_w
        self._drive_pan(goal, dt)
        if self.phase in ("ready", "holding"):
            self._maybe_launch(old_v, old_w, dt)
        self.space.step(dt)
        self.time += dt
        if self.phase in ("ready", "holding"):
            self._place_riding(self._rest_dx, 0.0, self.pan.angle)
            # A player may take their time to pick the pan up; once it is held, the
            # flick must come within the launch window.
            if self.grabbed_at is not None \
                    and self.time - self.grabbed_at >= self.layout.launch_timeout:
                self._outcome = FlipOutcome("no_flip")
                self.phase = "done"
        elif self.phase == "flight":
            self._fly(dt)
        elif self.phase == "landing":
            self._settle_step()

    def _drive_pan(self, goal: tuple[float, float], dt: float) -> None:
        lay = self.layout
        px, py = self.pan.position
        vx, vy = (goal[0] - px) / lay.pan_lag, (goal[1] - py) / lay.pan_lag
        speed = math.hypot(vx, vy)
        if speed > lay.pan_speed_cap:
            vx, vy = vx * lay.pan_speed_cap / speed, vy * lay.pan_speed_cap / speed
        tilt = self.pan.angle
        lean = _clamp(lay.tilt_gain * vx, -lay.tilt_max, lay.tilt_max)
        w = (lean - tilt) * min(1.0, dt / lay.tilt_lag) / dt
        self.pan.velocity = (vx, vy)
        self.pan.angular_velocity = w
        self._pan_v, self._pan_w = (vx, vy), w

    def _maybe_launch(self, old_v: tuple[float, float], old_w: float, dt: float) -> None:
        lay = self.layout
        # y is down: the pan "decelerates harder than gravity" when its downward
        # acceleration exceeds g; the crêpe then keeps the velocity it had
        if (self._pan_v[1] - old_v[1]) / dt <= lay.gravity:
            return
        if -old_v[1] < lay.min_separation_speed:
            return    # a little hop that settles straight back into the pan
        self.phase = "flight"
        self._launch_time = self.time
        self._armed = False
        self.crepe.velocity = old_v
        self.crepe.angular_velocity = lay.k_spin * old_v[0] + old_w
        self.space.add(self.crepe, self._crepe_shape)

    def _surface_y(self) -> float:
        return self.pan.position.y - self.layout.crepe_thickness / 2

    def _fly(self, dt: float) -> None:
        lay = self.layout
        self.crepe.angular_velocity *= math.exp(-lay.spin_damping * dt)
        x, y, phi = self.crepe_pose()
        centre_gap = self._surface_y() - y
        edge_gap = centre_gap - self._reach(phi)    # its lowest point above pan height
        # armed once clear of the pan or on its way back down toward it
        if edge_gap > lay.crepe_thickness or self.crepe.velocity.y > self.pan.velocity.y:
            self._armed = True
        # the landing moment: first touch of the pan, or the centre at pan height
        over_pan = abs(x - self.pan.position.x) <= lay.pan_radius
        if self._armed and (centre_gap <= 0 or (over_pan and edge_gap <= 0)):
            self._land()

    def _reach(self, phi: float) -> float:
        """How much lower than a flat crêpe's the lowest point is at tilt φ."""
        half = self.layout.crepe_thickness / 2
        return self.layout.crepe_radius * abs(math.sin(phi)) + half * (abs(math.cos(phi)) - 1)

    def _land(self) -> None:
        """First contact with pan height: the sheet's rule decides, then it settles."""
        lay = self.layout
        x, y, phi = self.crepe_pose()
        offset = x - self.pan.position.x
        result, k = judge_landing(lay, offset, phi, self.crepe.angular_velocity)
        self._outcome = FlipOutcome(result, self.time - self._launch_time, offset, phi)
        self.phase = "landing"
        self._land_time = self.time
        if result == "missed":
            self._fall_off(offset)
            return
        # caught: it rides the pan again, pivots on its low edge and falls flat onto
        # the side the rule chose
        self.space.remove(self.crepe, self._crepe_shape)
        local = self.pan.world_to_local((x, y))
        rel = phi - self.pan.angle
        overshoot = -local.y - lay.crepe_thickness / 2 - self._reach(rel)
        self._settle = (local.x, overshoot, rel, k * math.pi)

    def _fall_off(self, offset: float) -> None:
        """A miss keeps flying in pymunk down to the stove top; an edge landing that
        slides out is given a push over the rim it lies beyond."""
        if abs(offset) <= self.layout.pan_radius:
            side = 1.0 if offset >= 0 else -1.0
            vx = self.crepe.velocity.x
            self.crepe.velocity = (side * max(abs(vx) * 0.5, 220.0), self.crepe.velocity.y)

    def _settle_step(self) -> None:
        lay = self.layout
        since = self.time - (self._land_time or 0.0)
        if self._settle is not None:
            dx, overshoot, phi0, phi1 = self._settle
            u = min(1.0, since / 0.25)
            ease = 1 - (1 - u) ** 3
            room = lay.pan_radius - lay.crepe_radius + 6
            dx_now = dx + (_clamp(dx, -room, room) - dx) * ease
            # angles relative to the pan, which may still be tilting; the low edge
            # stays on the pan surface while it turns flat
            rel = phi0 + (phi1 - phi0) * ease
            self._place_riding(dx_now, self._reach(rel) + overshoot * (1 - ease),
                               self.pan.angle + rel)
            finished = since >= lay.settle_time
        else:
            landed = self._floor_time is not None and self.time - self._floor_time >= 0.35
            finished = since >= 1.6 or (since >= lay.settle_time and landed)
        if finished:
            self.phase = "done"

    def _place_riding(self, dx: float, lift: float, angle: float) -> None:
        """The crêpe lies in the pan (not in the space): its pose follows the pan's."""
        pos = self.pan.local_to_world((dx, -self.layout.crepe_thickness / 2 - lift))
        self.crepe.position = pos
        self.crepe.angle = angle
        self.crepe.velocity = self.pan.velocity_at_world_point(pos)
        self.crepe.angular_velocity = self.pan.angular_velocity


def run_trace(seed: int, trace: Iterable[Sample], layout: FlipLayout = FlipLayout(),
              max_steps: int = 60 * 8) -> FlipOutcome:
    """Replay: rebuild the scene and feed the trace; after it, the last sample is held."""
    scene = FlipScene(seed, layout)
    replay_into(scene, trace, Sample(*layout.start, False), max_steps, release=False)
    return final_outcome(scene)


def final_outcome(scene: FlipScene) -> FlipOutcome:
    """The outcome, also for an attempt cut off undecided: a crêpe still in the air
    counts as missed, one never launched as no_flip."""
    try:
        return scene.outcome()
    except RuntimeError:
        return FlipOutcome("missed" if scene.phase == "flight" else "no_flip")
