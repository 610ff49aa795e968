/**
 * @swept/core benchmark: every query beside a hand-written
 * structure-of-arrays loop of the same formula, measured in the same run (the
 * practical limit for that formula in JavaScript), plus the cost of argument
 * validation. Prints a Markdown table of pairs per second and ratios.
 *
 *   pnpm --filter @swept/core bench
 *
 * The scene: one moving player (r = 10) against N bullets (r = 2…6) in a
 * 1000×1000 field, each moving up to 40 px per frame; about one pair in
 * six touches. Scalar queries read `{x, y}` objects (built untimed, as a
 * game keeps its bodies); hand loops and batch forms read the same values
 * from Float64Arrays.
 */
import {
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  circlesTimeOfImpactInto,
  createTimeOfImpact2,
  type MovingCircles,
  type MovingSpheres,
  raySegment,
  spheresTimeOfImpactBatch,
  sweptCircles,
  sweptCirclesBatch,
  sweptSpheresBatch,
  type Vec2,
} from '../src/index.ts';
import * as hand from './hand.ts';
import { ROUNDS, seededScene, tinybenchRounds } from './throughput.ts';

const N = 4096;

const { random, step, x0, y0, z0 } = seededScene(2024, N);
const circles: MovingCircles = {
  x0,
  y0,
  x1: step(x0),
  y1: step(y0),
  r: Float64Array.from({ length: N }, () => 2 + random() * 4),
};
const spheres: MovingSpheres = { ...circles, z0, z1: step(z0) };
const b0s: Vec2[] = Array.from({ length: N }, (_, i) => ({ x: circles.x0[i]!, y: circles.y0[i]! }));
const b1s: Vec2[] = Array.from({ length: N }, (_, i) => ({ x: circles.x1[i]!, y: circles.y1[i]! }));
const a0 = { x: 240, y: 250 };
const a1 = { x: 262, y: 244 };
const a0z = { ...a0, z: 250 };
const a1z = { ...a1, z: 252 };
const ra = 10;
// Point vs segment: each bullet's motion against a wall segment crossing the field.
const s0 = { x: 230, y: 180 };
const s1 = { x: 270, y: 320 };

const hits = new Uint8Array(N);
const t = new Float64Array(N);
const contact = hand.createContacts(N);
const out = createTimeOfImpact2();
let sink = 0;

type Row = { query: string; ours: string; reference: string; target: number };

const tasks: Record<string, () => void> = {
  sweptCircles: () => {
    for (let i = 0; i < N; i++)
      sink += sweptCircles(a0, a1, ra, b0s[i]!, b1s[i]!, circles.r[i]!) ? 1 : 0;
  },
  'sweptCircles, no validation (same code on objects)': () => {
    for (let i = 0; i < N; i++)
      sink += hand.sweptObjects(a0, a1, ra, b0s[i]!, b1s[i]!, circles.r[i]!) ? 1 : 0;
  },
  'hand SoA loop: swept test': () => {
    sink += hand.sweptLoop(a0, a1, ra, circles, hits, N);
  },
  circlesTimeOfImpact: () => {
    for (let i = 0; i < N; i++) {
      const hit = circlesTimeOfImpact(a0, a1, ra, b0s[i]!, b1s[i]!, circles.r[i]!);
      if (hit !== null) sink += hit.t;
    }
  },
  circlesTimeOfImpactInto: () => {
    for (let i = 0; i < N; i++) {
      if (circlesTimeOfImpactInto(out, a0, a1, ra, b0s[i]!, b1s[i]!, circles.r[i]!)) sink += out.t;
    }
  },
  'hand SoA loop: time of impact with contact': () => {
    sink += hand.toiContactLoop(a0, a1, ra, circles, contact, N);
  },
  raySegment: () => {
    for (let i = 0; i < N; i++) {
      const hit = raySegment(b0s[i]!, b1s[i]!, s0, s1);
      if (hit !== null) sink += hit.t;
    }
  },
  'hand SoA loop: point vs segment': () => {
    sink += hand.raySegmentLoop(circles, s0, s1, contact, N);
  },
  sweptCirclesBatch: () => {
    sink += sweptCirclesBatch(a0, a1, ra, circles, hits, N);
  },
  circlesTimeOfImpactBatch: () => {
    sink += circlesTimeOfImpactBatch(a0, a1, ra, circles, hits, t, N);
  },
  'hand SoA loop: time of impact': () => {
    sink += hand.toiLoop(a0, a1, ra, circles, hits, t, N);
  },
  sweptSpheresBatch: () => {
    sink += sweptSpheresBatch(a0z, a1z, ra, spheres, hits, N);
  },
  'hand SoA loop: swept test 3D': () => {
    sink += hand.sweptLoop3(a0z, a1z, ra, spheres, hits, N);
  },
  spheresTimeOfImpactBatch: () => {
    sink += spheresTimeOfImpactBatch(a0z, a1z, ra, spheres, hits, t, N);
  },
  'hand SoA loop: time of impact 3D': () => {
    sink += hand.toiLoop3(a0z, a1z, ra, spheres, hits, t, N);
  },
};

const { rate, ratio } = await tinybenchRounds(tasks, { name: '@swept/core', calls: N, rotate: 5 });

const rows: Row[] = [
  {
    query: 'sweptCircles',
    ours: 'sweptCircles',
    reference: 'hand SoA loop: swept test',
    target: 0.5,
  },
  {
    query: 'circlesTimeOfImpact (allocating)',
    ours: 'circlesTimeOfImpact',
    reference: 'hand SoA loop: time of impact with contact',
    target: 0.25,
  },
  {
    query: 'circlesTimeOfImpactInto',
    ours: 'circlesTimeOfImpactInto',
    reference: 'hand SoA loop: time of impact with contact',
    target: 0.5,
  },
  {
    query: 'raySegment',
    ours: 'raySegment',
    reference: 'hand SoA loop: point vs segment',
    target: 0.25,
  },
  {
    query: 'sweptCirclesBatch',
    ours: 'sweptCirclesBatch',
    reference: 'hand SoA loop: swept test',
    target: 0.9,
  },
  {
    query: 'circlesTimeOfImpactBatch',
    ours: 'circlesTimeOfImpactBatch',
    reference: 'hand SoA loop: time of impact',
    target: 0.9,
  },
  {
    query: 'sweptSpheresBatch',
    ours: 'sweptSpheresBatch',
    reference: 'hand SoA loop: swept test 3D',
    target: 0.9,
  },
  {
    query: 'spheresTimeOfImpactBatch',
    ours: 'spheresTimeOfImpactBatch',
    reference: 'hand SoA loop: time of impact 3D',
    target: 0.9,
  },
];

const m = (x: number) => `${(x / 1e6).toFixed(1)} M`;
console.log(
  `N = ${N} pairs per iteration, ${process.version}; medians over ${ROUNDS} interleaved rounds (fastest tinybench sample per task and round); hit rate ${((hand.sweptLoop(a0, a1, ra, circles, hits, N) / N) * 100).toFixed(1)} %\n`,
);
console.log('| query | ours (pairs/s) | hand-written SoA loop (pairs/s) | ratio | target |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  const q = ratio(r.ours, r.reference);
  console.log(
    `| \`${r.query}\` | ${m(rate(r.ours))} | ${m(rate(r.reference))} (${r.reference.replace('hand SoA loop: ', '')}) | ${(q * 100).toFixed(0)} % | ≥ ${r.target * 100} % ${q >= r.target ? '✓' : '✗'} |`,
  );
}
const checked = rate('sweptCircles');
const unchecked = rate('sweptCircles, no validation (same code on objects)');
const cost = 1 - ratio('sweptCircles', 'sweptCircles, no validation (same code on objects)');
console.log('\nValidation cost:');
console.log(
  `- scalar \`sweptCircles\` with validation ${m(checked)} vs the same code without ${m(unchecked)}: validation costs ${(cost * 100).toFixed(0)} % of the call`,
);
console.log(
  `- the ceiling of any API taking \`{x, y}\` objects: the same code on the same objects without validation runs at ${(ratio('sweptCircles, no validation (same code on objects)', 'hand SoA loop: swept test') * 100).toFixed(0)} % of the SoA loop`,
);
console.log(
  '- batch forms: target checked up front; every body value against the scalar range during the pass (a sum of squares, one comparison per value), already inside the batch rates above',
);
if (sink === Number.NEGATIVE_INFINITY) console.log('');
