/**
 * @swept/core wall benchmark (`pnpm --filter @swept/core bench:walls`):
 * - cost per call of `circleSegmentTimeOfImpact` and `sphereTriangleTimeOfImpact`
 *   against `raySegment` on the same motions (targets: ≤ 2× and ≤ 4×);
 * - `circlePolylineTimeOfImpactBatch` against a hand-written structure-of-arrays
 *   loop of the same formula (`walls-hand.ts`; target ≥ 0.8×).
 *
 * The scene: 4096 bodies (r = 2…6) moving up to 40 px per frame in a
 * 200…300 px square; a wall segment across it; a 3D triangle across it; a level
 * of 16 segments (a closed box with inner walls). Medians over interleaved rounds.
 */
import {
  circlePolylineTimeOfImpactBatch,
  circleSegmentTimeOfImpact,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
  createTriangleContact,
  raySegment,
  sphereTriangleTimeOfImpact,
  sphereTriangleTimeOfImpactInto,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { ROUNDS, seededScene, tinybenchRounds } from './throughput.ts';
import { polylineLoop } from './walls-hand.ts';

const N = 4096;

const { random, step, x0, y0, z0 } = seededScene(2024, N);
const x1 = step(x0);
const y1 = step(y0);
const z1 = step(z0);
const r = Float64Array.from({ length: N }, () => 2 + random() * 4);
const c0s: Vec2[] = Array.from({ length: N }, (_, i) => ({ x: x0[i]!, y: y0[i]! }));
const c1s: Vec2[] = Array.from({ length: N }, (_, i) => ({ x: x1[i]!, y: y1[i]! }));
const c0z: Vec3[] = Array.from({ length: N }, (_, i) => ({ x: x0[i]!, y: y0[i]!, z: z0[i]! }));
const c1z: Vec3[] = Array.from({ length: N }, (_, i) => ({ x: x1[i]!, y: y1[i]!, z: z1[i]! }));
const s0 = { x: 230, y: 180 };
const s1 = { x: 270, y: 320 };
const p0 = { x: 230, y: 180, z: 200 };
const p1 = { x: 270, y: 320, z: 250 };
const p2 = { x: 300, y: 200, z: 300 };
// A level: a closed box 200…300 with a zig-zag of inner walls (16 segments).
const level: Vec2[] = [
  { x: 200, y: 200 },
  { x: 300, y: 200 },
  { x: 300, y: 300 },
  { x: 200, y: 300 },
  { x: 200, y: 210 },
  { x: 290, y: 220 },
  { x: 210, y: 230 },
  { x: 290, y: 240 },
  { x: 210, y: 250 },
  { x: 290, y: 260 },
  { x: 210, y: 270 },
  { x: 290, y: 280 },
  { x: 210, y: 290 },
  { x: 250, y: 295 },
  { x: 250, y: 205 },
  { x: 260, y: 205 },
  { x: 260, y: 200 },
];
const segments = level.length - 1;
const px = Float64Array.from(level, (p) => p.x);
const py = Float64Array.from(level, (p) => p.y);
const sx = Float64Array.from({ length: segments }, (_, k) => px[k + 1]! - px[k]!);
const sy = Float64Array.from({ length: segments }, (_, k) => py[k + 1]! - py[k]!);
const sq = Float64Array.from({ length: segments }, (_, k) => sx[k]! * sx[k]! + sy[k]! * sy[k]!);
const bodies = { x0, y0, x1, y1, r };
const hits = new Uint8Array(N);
const t = new Float64Array(N);
const segment = new Uint32Array(N);
const out2 = createSegmentContact();
const out3 = createTriangleContact();
let sink = 0;

const tasks: Record<string, () => void> = {
  raySegment: () => {
    for (let i = 0; i < N; i++) {
      const hit = raySegment(c0s[i]!, c1s[i]!, s0, s1);
      if (hit !== null) sink += hit.t;
    }
  },
  circleSegmentTimeOfImpact: () => {
    for (let i = 0; i < N; i++) {
      const hit = circleSegmentTimeOfImpact(c0s[i]!, c1s[i]!, r[i]!, s0, s1);
      if (hit !== null) sink += hit.t;
    }
  },
  circleSegmentTimeOfImpactInto: () => {
    for (let i = 0; i < N; i++) {
      if (circleSegmentTimeOfImpactInto(out2, c0s[i]!, c1s[i]!, r[i]!, s0, s1)) sink += out2.t;
    }
  },
  sphereTriangleTimeOfImpact: () => {
    for (let i = 0; i < N; i++) {
      const hit = sphereTriangleTimeOfImpact(c0z[i]!, c1z[i]!, r[i]!, p0, p1, p2);
      if (hit !== null) sink += hit.t;
    }
  },
  sphereTriangleTimeOfImpactInto: () => {
    for (let i = 0; i < N; i++) {
      if (sphereTriangleTimeOfImpactInto(out3, c0z[i]!, c1z[i]!, r[i]!, p0, p1, p2)) sink += out3.t;
    }
  },
  circlePolylineTimeOfImpactBatch: () => {
    sink += circlePolylineTimeOfImpactBatch(bodies, level, false, hits, t, segment, N);
  },
  'hand SoA loop: polyline': () => {
    sink += polylineLoop(x0, y0, x1, y1, r, px, py, sx, sy, sq, segments, hits, t, segment, N);
  },
};

const { rate, ratio } = await tinybenchRounds(tasks, {
  name: '@swept/core walls',
  calls: N,
  rotate: 3,
});
/** Cost of `ours` per call relative to `reference`: reference rate / our rate, per round. */
const cost = (ours: string, reference: string) => ratio(reference, ours);
const m = (x: number) => `${(x / 1e6).toFixed(2)} M`;

// The reference computes the same thing: same hits, times and segments as the batch.
{
  const h2 = new Uint8Array(N);
  const t2 = new Float64Array(N);
  const s2 = new Uint32Array(N);
  circlePolylineTimeOfImpactBatch(bodies, level, false, hits, t, segment, N);
  polylineLoop(x0, y0, x1, y1, r, px, py, sx, sy, sq, segments, h2, t2, s2, N);
  for (let i = 0; i < N; i++) {
    if (h2[i] !== hits[i] || (hits[i] && (t2[i] !== t[i] || s2[i] !== segment[i]))) {
      throw new Error(`the hand loop disagrees with the batch at body ${i}`);
    }
  }
}
const hitCount = polylineLoop(x0, y0, x1, y1, r, px, py, sx, sy, sq, segments, hits, t, segment, N);
const segHits = c0s.filter((c, i) => circleSegmentTimeOfImpact(c, c1s[i]!, r[i]!, s0, s1)).length;
const triHits = c0z.filter((c, i) =>
  sphereTriangleTimeOfImpact(c, c1z[i]!, r[i]!, p0, p1, p2),
).length;
console.log(
  `N = ${N} per iteration, ${process.version}; medians over ${ROUNDS} interleaved rounds; hits: segment ${((segHits / N) * 100).toFixed(1)} %, triangle ${((triHits / N) * 100).toFixed(1)} %, polyline (${segments} segments) ${((hitCount / N) * 100).toFixed(1)} %\n`,
);
console.log('| query | calls/s | reference (calls/s) | cost vs reference | target |');
console.log('|---|---:|---:|---:|---:|');
for (const [ours, target] of [
  ['circleSegmentTimeOfImpact', 2],
  ['circleSegmentTimeOfImpactInto', 2],
  ['sphereTriangleTimeOfImpact', 4],
  ['sphereTriangleTimeOfImpactInto', 4],
] as const) {
  const q = cost(ours, 'raySegment');
  console.log(
    `| \`${ours}\` | ${m(rate(ours))} | ${m(rate('raySegment'))} (\`raySegment\`) | ${q.toFixed(2)}× | ≤ ${target}× ${q <= target ? '✓' : '✗'} |`,
  );
}
const b = 1 / cost('circlePolylineTimeOfImpactBatch', 'hand SoA loop: polyline');
console.log(
  `| \`circlePolylineTimeOfImpactBatch\` (${segments} segments) | ${m(rate('circlePolylineTimeOfImpactBatch'))} bodies/s | ${m(rate('hand SoA loop: polyline'))} (hand SoA loop) | ${(b * 100).toFixed(0)} % of its speed | ≥ 80 % ${b >= 0.8 ? '✓' : '✗'} |`,
);
if (sink === Number.NEGATIVE_INFINITY) console.log('');
