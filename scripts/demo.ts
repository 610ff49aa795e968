/**
 * The main job until the fuzz suite exists (`pnpm demo`): a few real swept
 * questions, each printed with what a per-frame test would have said.
 */
import {
  circlesOverlap,
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  type MovingCircles,
  raySegment,
  separateCircles,
  sweptCircles,
  type Vec2,
} from '../packages/core/src/index.ts';

const show = (v: Vec2) => `(${+v.x.toFixed(4)}, ${+v.y.toFixed(4)})`;

console.log('swept — continuous collision detection for games\n');

// 1. Tunnelling: a bullet crosses an enemy between two frames.
const bullet0 = { x: 0, y: 0 };
const bullet1 = { x: 600, y: 0 };
const enemy = { x: 300, y: 1 };
console.log(
  '1. A bullet (r = 2) moves from (0, 0) to (600, 0) in one frame; an enemy (r = 10) stands at (300, 1).',
);
console.log(`   per-frame overlap test, frame 1: ${circlesOverlap(bullet0, 2, enemy, 10)}`);
console.log(
  `   per-frame overlap test, frame 2: ${circlesOverlap(bullet1, 2, enemy, 10)}   <- the bullet tunnelled through`,
);
console.log(
  `   swept test over the frame:       ${sweptCircles(bullet0, bullet1, 2, enemy, enemy, 10)}`,
);
const hit = circlesTimeOfImpact(bullet0, bullet1, 2, enemy, enemy, 10);
if (hit) {
  console.log(
    `   time of impact: t = ${hit.t.toFixed(6)} (exact: (300 − √143)/600 = ${((300 - Math.sqrt(143)) / 600).toFixed(6)}), status '${hit.status}'`,
  );
  console.log(
    `   bullet centre at impact ${show(hit.a)}, contact point ${show(hit.point)}, normal ${show(hit.normal)}\n`,
  );
}

// 2. A bullet through a thin wall (a segment), which no overlap test can see at all.
const wall = raySegment({ x: 0, y: 0 }, { x: 900, y: 30 }, { x: 500, y: -100 }, { x: 500, y: 100 });
console.log(
  '2. The same kind of bullet, as a point, against a wall from (500, −100) to (500, 100):',
);
console.log(
  wall
    ? `   hits at t = ${wall.t.toFixed(6)}, ${(wall.u * 100).toFixed(1)} % along the wall, at ${show(wall.point)}, wall normal ${show(wall.normal)}\n`
    : '   misses\n',
);

// 3. Touching at the start and moving apart is not an impact.
const resting = circlesTimeOfImpact(
  { x: 0, y: 0 },
  { x: 0, y: 0 },
  1,
  { x: 2, y: 0 },
  { x: 4, y: 0 },
  1,
);
console.log(
  `3. Two circles start touching and move apart: t = ${resting?.t}, status '${resting?.status}' (a game ignores it)\n`,
);

// 4. Push-apart without the residual overlap of the push-apart article.
const a = { x: 400, y: 300 };
const b = { x: 400 + 60 * Math.cos(0.3), y: 300 + 60 * Math.sin(0.3) };
const len = Math.hypot(b.x - a.x, b.y - a.y);
const n = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
const half = (100 - len) / 2;
const naiveA = { x: a.x - n.x * half, y: a.y - n.y * half };
const naiveB = { x: b.x + n.x * half, y: b.y + n.y * half };
const pushed = separateCircles(a, 50, 1, b, 50, 1);
console.log('4. Two r = 50 circles 60 apart (direction 0.3 rad) are pushed to distance 100:');
console.log(
  `   naive push: distance ${Math.hypot(naiveB.x - naiveA.x, naiveB.y - naiveA.y)}, still overlapping: ${circlesOverlap(naiveA, 50, naiveB, 50)}`,
);
console.log(
  `   separateCircles: distance ${Math.hypot(pushed.b.x - pushed.a.x, pushed.b.y - pushed.a.y)}, still overlapping: ${circlesOverlap(pushed.a, 50, pushed.b, 50)}`,
);
const heavy = separateCircles({ x: 300, y: 150 }, 125, 4, { x: 500, y: 150 }, 125, 1);
console.log(`   by mass (m = 4 vs 1): a → ${show(heavy.a)}, b → ${show(heavy.b)}\n`);

// 5. Bullet hell: one player against many bullets in one call, no allocation.
const N = 100_000;
let seed = 1;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const bullets: MovingCircles = {
  x0: new Float64Array(N),
  y0: new Float64Array(N),
  x1: new Float64Array(N),
  y1: new Float64Array(N),
  r: new Float64Array(N).fill(3),
};
for (let i = 0; i < N; i++) {
  bullets.x0[i] = random() * 1920;
  bullets.y0[i] = random() * 1080;
  bullets.x1[i] = bullets.x0[i]! + (random() - 0.5) * 200;
  bullets.y1[i] = bullets.y0[i]! + (random() - 0.5) * 200;
}
const hits = new Uint8Array(N);
const t = new Float64Array(N);
const started = performance.now();
const count = circlesTimeOfImpactBatch(
  { x: 960, y: 540 },
  { x: 980, y: 530 },
  12,
  bullets,
  hits,
  t,
);
const ms = performance.now() - started;
let first = -1;
for (let i = 0; i < N; i++) if (hits[i] && (first < 0 || t[i]! < t[first]!)) first = i;
console.log(
  `5. ${N.toLocaleString('en')} bullets against a moving player (r = 12), one batch call: ${count} hits in ${ms.toFixed(1)} ms (first run, cold),`,
);
console.log(`   the earliest is bullet ${first} at t = ${first < 0 ? '—' : t[first]!.toFixed(4)}.`);
