/**
 * The wall queries of @swept/fixed beside its `raySegment` on the same
 * seeded cases: a circle's time of impact against a segment costs how many
 * moving-point-vs-segment calls (target ≤ 2×), a sphere's against a
 * triangle (target ≤ 4×); and the polyline batch against a hand-written
 * structure-of-arrays loop of the same kernel without the checks
 * (`hand-loop.ts`; target ≥ 0.8× its speed). Three input classes:
 *
 * - `random`: bodies anywhere in ±1000 units, a wall within ±16 units;
 * - `hard`: game-like inputs that are hard for arithmetic, walls of a few
 *   units: grazes (sliding parallel at distance exactly r, and one raw
 *   unit either side), exact touches at t = 0, head-on contacts at
 *   t = k/16, contacts at segment ends and triangle corners;
 * - `far`: the same constructions on walls of thousands of units, beyond
 *   the doubles' range of the wall pieces (relative vectors above 2^26 raw
 *   for a segment, 2^24 for a triangle), so the limb stage decides.
 *
 * `FIXED_BEFORE=<dir>` (a directory whose `src/` is another version of this
 * package, e.g. `git archive <rev> src | tar -x -C <dir>` inside
 * `packages/fixed` so that its imports resolve) adds that version's tasks to
 * the same rounds: before/after in one run. Each class runs its tasks in
 * short rounds, alternating the order; the tables give median rates and
 * the median of the per-round ratios, with their range.
 *
 *   pnpm --filter @swept/fixed bench
 */
import { Bench } from 'tinybench';
import { draws } from '../src/fingerprint/scenario.ts';
import * as fixed from '../src/index.ts';
import { polylineCode } from '../src/time-of-impact/circle-polyline.ts';
import { handLoop, type PolylineCode } from './hand-loop.ts';

type Fixed = typeof fixed;
const beforeDir = process.env.FIXED_BEFORE;
const before: { q: Fixed; code: PolylineCode } | null = beforeDir
  ? {
      q: (await import(`${beforeDir}/src/index.ts`)) as Fixed,
      code: (
        (await import(`${beforeDir}/src/time-of-impact/circle-polyline.ts`)) as {
          polylineCode: PolylineCode;
        }
      ).polylineCode,
    }
  : null;

const N = 2048;
const U = 65536;
type V2 = { x: number; y: number };
type V3 = { x: number; y: number; z: number };
type Seg = { c0: V2; c1: V2; r: number; s0: V2; s1: V2 };
type Tri = { c0: V3; c1: V3; r: number; p0: V3; p1: V3; p2: V3 };
interface Balls {
  bodies: {
    x0: Float64Array;
    y0: Float64Array;
    x1: Float64Array;
    y1: Float64Array;
    r: Float64Array;
  };
  level: V2[];
}

const draw = draws(0x77616c6c).within;
const pick = <T>(xs: readonly T[]): T => xs[Math.abs(draw(1 << 20)) % xs.length]!;

function randomSegments(): Seg[] {
  return Array.from({ length: N }, () => {
    const c0 = { x: draw(1000 * U), y: draw(1000 * U) };
    const s0 = { x: c0.x + draw(16 * U), y: c0.y + draw(16 * U) };
    return {
      c0,
      c1: { x: c0.x + draw(16 * U), y: c0.y + draw(16 * U) },
      r: Math.abs(draw(2 * U)),
      s0,
      s1: { x: s0.x + draw(8 * U), y: s0.y + draw(8 * U) },
    };
  });
}

function randomTriangles(): Tri[] {
  return Array.from({ length: N }, () => {
    const p = (o: V3, m: number): V3 => ({ x: o.x + draw(m), y: o.y + draw(m), z: o.z + draw(m) });
    const c0 = p({ x: 0, y: 0, z: 0 }, 1000 * U);
    const o = p(c0, 16 * U);
    return {
      c0,
      c1: p(c0, 16 * U),
      r: Math.abs(draw(2 * U)),
      p0: p(o, 8 * U),
      p1: p(o, 8 * U),
      p2: p(o, 8 * U),
    };
  });
}

// Directions with integer lengths, so that distances of exactly r land on raw integers.
const DIRS: readonly [number, number, number][] = [
  [1, 0, 1],
  [0, 1, 1],
  [3, 4, 5],
  [4, -3, 5],
  [-5, 12, 13],
];

/**
 * Hard segment cases on walls of about `size` units: along `(a, b)` (length
 * `L`), normal `(−b, a)/L`, radius `L·ρ + δ` (`δ ∈ {−1, 0, 1}` raw).
 */
function hardSegments(size: number): Seg[] {
  return Array.from({ length: N }, (_, i) => {
    const [a, b, L] = pick(DIRS);
    const q = Math.floor((size * U) / L / 2) + Math.abs(draw(Math.floor((size * U) / L / 2)));
    const s0 = { x: draw(1000 * U), y: draw(1000 * U) };
    const s1 = { x: s0.x + a * q, y: s0.y + b * q };
    const rho = 1 + Math.abs(draw(Math.floor(U / L)));
    const dr = (i % 3) - 1;
    const r = L * rho + dr;
    const u = Math.abs(draw(q)); // a point along the wall: s0 + (a, b)·u
    const step = 1 + Math.abs(draw(Math.floor((4 * U) / L)));
    const at = (along: number, off: number): V2 => ({
      x: s0.x + a * along - b * off,
      y: s0.y + b * along + a * off,
    });
    switch (i % 5) {
      case 0: // sliding parallel at distance r (±1)
        return { c0: at(u, rho), c1: at(u + step, rho), r, s0, s1 };
      case 1: // touching at t = 0 (±1), moving in any direction
        return { c0: at(u, rho), c1: at(u + draw(step), rho + draw(step)), r, s0, s1 };
      case 2: {
        // head-on, reaching distance r at t = k/16: off(t) = ρ + (16 − k)·m − 16·m·t
        const m = 1 + Math.abs(draw(Math.floor(U / L)));
        const k = 1 + Math.abs(draw(14));
        return { c0: at(u, rho + (16 - k) * m * 1), c1: at(u, rho - k * m), r, s0, s1 };
      }
      case 3: {
        // into the far end along the wall: distance to s1 is r at t = 1/2
        const m = 1 + Math.abs(draw(Math.floor(U / L)));
        return { c0: at(q + rho + m, 0), c1: at(q + rho - m, 0), r, s0, s1 };
      }
      default: // grazing the near end from beside it, at distance r at t = 1/2
        return { c0: at(-rho, -step), c1: at(-rho, step), r, s0, s1 };
    }
  });
}

/**
 * Hard triangle cases on triangles of about `size` units: a floor `z = Z`
 * or a slope with normal `(0, −3, 4)/5`, radius `5·ρ + δ`.
 */
function hardTriangles(size: number): Tri[] {
  return Array.from({ length: N }, (_, i) => {
    const h = Math.floor((size * U) / 10);
    const o = { x: draw(1000 * U), y: draw(1000 * U), z: draw(1000 * U) };
    const slope = i % 2 === 0;
    // In-plane axes: x, and (0, 4, 3)/5 on the slope or y on the floor; the unit normal n.
    const P = (x: number, v: number, off: number): V3 =>
      slope
        ? { x: o.x + x, y: o.y + 4 * v - 3 * off, z: o.z + 3 * v + 4 * off }
        : { x: o.x + x, y: o.y + 5 * v, z: o.z + 5 * off };
    const p0 = P(-2 * h, -h, 0);
    const p1 = P(2 * h, -h, 0);
    const p2 = P(0, h, 0);
    const rho = 1 + Math.abs(draw(Math.floor(U / 5)));
    const r = 5 * rho + ((i >> 1) % 3) - 1;
    const step = 1 + Math.abs(draw(Math.floor(U / 2)));
    const x = draw(h);
    const v = -Math.abs(draw(Math.floor(h / 2)));
    switch (i % 5) {
      case 0: // skimming the face at height r (±1)
        return { c0: P(x, v, rho), c1: P(x + step, v, rho), r, p0, p1, p2 };
      case 1: // touching at t = 0, moving in any direction
        return {
          c0: P(x, v, rho),
          c1: P(x + draw(step), v + draw(step), rho + draw(step)),
          r,
          p0,
          p1,
          p2,
        };
      case 2: {
        // head-on onto the face at t = k/16
        const m = 1 + Math.abs(draw(Math.floor(U / 5)));
        const k = 1 + Math.abs(draw(14));
        return { c0: P(x, v, rho + (16 - k) * m), c1: P(x, v, rho - k * m), r, p0, p1, p2 };
      }
      case 3: {
        // dropping straight onto the corner p2 from beyond it, in the plane: t = 1/2
        const m = 1 + Math.abs(draw(Math.floor(U / 5)));
        return { c0: P(0, h + rho + m, 0), c1: P(0, h + rho - m, 0), r, p0, p1, p2 };
      }
      default: // sliding along the edge p0 → p1 outside it, at distance r
        return { c0: P(x, -h - rho, 0), c1: P(x + step, -h - rho, 0), r, p0, p1, p2 };
    }
  });
}

function ballsIn(level: V2[], reach: number, step: number, hard: boolean): Balls {
  const bodies = {
    x0: new Float64Array(N),
    y0: new Float64Array(N),
    x1: new Float64Array(N),
    y1: new Float64Array(N),
    r: new Float64Array(N),
  };
  for (let i = 0; i < N; i += 1) {
    let c0: V2;
    let c1: V2;
    const r = Math.abs(draw(U));
    if (hard && i % 2 === 0) {
      // The box's walls are axis-aligned at ±reach: sliding along one at distance r, or
      // touching it at t = 0, or heading into a corner.
      const side = reach - r;
      const s = draw(side);
      c0 = i % 4 === 0 ? { x: s, y: side } : { x: side, y: side };
      c1 =
        i % 4 === 0
          ? { x: s + draw(step), y: side }
          : { x: side + draw(step), y: side + draw(step) };
    } else {
      c0 = { x: draw(reach - 2 * U), y: draw(reach - 2 * U) };
      c1 = { x: c0.x + draw(step), y: c0.y + draw(step) };
    }
    bodies.x0[i] = c0.x;
    bodies.y0[i] = c0.y;
    bodies.x1[i] = c1.x;
    bodies.y1[i] = c1.y;
    bodies.r[i] = r;
  }
  return { bodies, level };
}

const gon = (radius: number): V2[] =>
  Array.from({ length: 24 }, (_, k) => ({
    x: Math.round(radius * Math.cos((2 * Math.PI * k) / 24)),
    y: Math.round(radius * Math.sin((2 * Math.PI * k) / 24)),
  }));
const box = (h: number): V2[] => [
  { x: -h, y: -h },
  { x: h, y: -h },
  { x: h, y: h },
  { x: -h, y: h },
];

const classes: { name: string; seg: Seg[]; tri: Tri[]; balls: Balls }[] = [
  {
    name: 'random',
    seg: randomSegments(),
    tri: randomTriangles(),
    balls: ballsIn(gon(40 * U), 36 * U, 8 * U, false),
  },
  {
    name: 'hard',
    seg: hardSegments(8),
    tri: hardTriangles(8),
    balls: ballsIn(box(40 * U), 40 * U, 8 * U, true),
  },
  {
    name: 'far',
    seg: hardSegments(4000),
    tri: hardTriangles(4000),
    balls: ballsIn(box(8000 * U), 8000 * U, 1000 * U, true),
  },
];

const hits = new Uint8Array(N);
const times = new Float64Array(N);
const segment = new Uint32Array(N);
let sink = 0;
type Task = [name: string, fn: () => void];
function tasks(q: Fixed, c: (typeof classes)[number], tag: string, code: PolylineCode): Task[] {
  return [
    [
      `circleSegmentTimeOfImpact${tag}`,
      () => {
        for (const s of c.seg)
          sink += q.circleSegmentTimeOfImpact(s.c0, s.c1, s.r, s.s0, s.s1)?.t ?? 0;
      },
    ],
    [
      `sphereTriangleTimeOfImpact${tag}`,
      () => {
        for (const s of c.tri)
          sink += q.sphereTriangleTimeOfImpact(s.c0, s.c1, s.r, s.p0, s.p1, s.p2)?.t ?? 0;
      },
    ],
    [
      `circlePolylineTimeOfImpactBatch${tag}`,
      () => {
        sink += q.circlePolylineTimeOfImpactBatch(
          c.balls.bodies,
          c.balls.level,
          true,
          hits,
          times,
          segment,
          N,
        );
      },
    ],
    [
      `hand loop${tag}`,
      () => (sink += handLoop(c.balls.bodies, c.balls.level, code, hits, times, N)),
    ],
  ];
}

const ROUNDS = 9;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
const span = (xs: number[]): string =>
  `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;

console.log(
  `| class | query | rate (M calls/s${before ? ', after / before' : ''}) | ratio to the baseline, median of ${ROUNDS} (min–max) | ${before ? 'before: ratio | ' : ''}target |`,
);
console.log(`|---|---|---|---|${before ? '---|' : ''}---|`);
for (const c of classes) {
  const list: Task[] = [
    [
      'raySegment',
      () => {
        for (const s of c.seg) sink += fixed.raySegment(s.c0, s.c1, s.s0, s.s1)?.t ?? 0;
      },
    ],
    ...tasks(fixed, c, '', polylineCode),
    ...(before ? tasks(before.q, c, ' (before)', before.code) : []),
  ];
  const periods = new Map<string, number[]>(list.map(([n]) => [n, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const bench = new Bench({ time: 40, warmupTime: round === 0 ? 150 : 10 });
    for (const [name, fn] of round % 2 === 0 ? list : [...list].reverse()) bench.add(name, fn);
    await bench.run();
    for (const t of bench.tasks) {
      if (t.result.state !== 'completed') throw new Error(`${t.name}: ${t.result.state}`);
      periods.get(t.name)!.push(t.result.period);
    }
  }
  const per = (name: string) => periods.get(name)!;
  const ratio = (a: string, b: string) => per(a).map((p, i) => p / per(b)[i]!);
  const rate = (name: string) => `${((N * 1000) / median(per(name)) / 1e6).toFixed(2)}`;
  const rows: [string, string, string, string][] = [
    ['circleSegmentTimeOfImpact', 'raySegment', 'cost ≤ 2×', 'cost'],
    ['sphereTriangleTimeOfImpact', 'raySegment', 'cost ≤ 4×', 'cost'],
    ['circlePolylineTimeOfImpactBatch', 'hand loop', 'speed ≥ 0.8×', 'speed'],
  ];
  for (const [q, base, target, kind] of rows) {
    const baseAfter = base === 'hand loop' ? 'hand loop' : base;
    const after = kind === 'cost' ? ratio(q, baseAfter) : ratio(baseAfter, q);
    const bq = `${q} (before)`;
    const bb = base === 'hand loop' ? 'hand loop (before)' : base;
    const beforeRatio = before ? (kind === 'cost' ? ratio(bq, bb) : ratio(bb, bq)) : [];
    console.log(
      `| ${c.name} | ${q} | ${rate(q)}${before ? ` / ${rate(bq)}` : ''} | ${kind} ${span(after)} vs ${base} | ${before ? `${kind} ${span(beforeRatio)} | ` : ''}${target} |`,
    );
  }
}

console.log(
  '\nStages per class (exactStats: filter = doubles, fallback = the limb stage), touching cases:',
);
for (const c of classes) {
  fixed.resetExactStats();
  let seg = 0;
  for (const s of c.seg) if (fixed.circleSegmentTimeOfImpact(s.c0, s.c1, s.r, s.s0, s.s1)) seg += 1;
  const s2 = fixed.exactStats();
  fixed.resetExactStats();
  let tri = 0;
  for (const s of c.tri)
    if (fixed.sphereTriangleTimeOfImpact(s.c0, s.c1, s.r, s.p0, s.p1, s.p2)) tri += 1;
  const s3 = fixed.exactStats();
  fixed.resetExactStats();
  const { bodies, level } = c.balls;
  const found = fixed.circlePolylineTimeOfImpactBatch(bodies, level, true, hits, times, segment, N);
  const sb = fixed.exactStats();
  console.log(
    `- ${c.name}: segment ${seg}/${N} touch, doubles ${s2.filter}, limbs ${s2.fallback}; ` +
      `triangle ${tri}/${N} touch, doubles ${s3.filter}, limbs ${s3.fallback}; ` +
      `polyline batch ${found}/${N} touch, doubles ${sb.filter}, limbs ${sb.fallback}`,
  );
}
if (sink === Number.MIN_VALUE) console.log(sink);
