/**
 * The cost of the argument checks (issue 13), in a plain harness: each
 * checked query against the same code without checks (`hand.ts`), on the
 * same `{x, y}` objects, in one process, two ways:
 * - tight: the query called in a loop and nothing else;
 * - game: the same loop doing a game's other work around the call (a body's
 *   integration step, a wrap-around branch, a write on a hit);
 * - helper (the swept queries): that work in a function the loop calls, as a
 *   game's update step would be. V8 inlines it first, and its 112 bytes of
 *   bytecode then count against the caller's inlining budget (920 bytes,
 *   with the query's own inlined bytecode times 1.2), which code written in
 *   the loop itself does not.
 * Every loop is its own function (one shared loop would make its call site
 * megamorphic). The batch forms against the hand-written structure-of-arrays
 * loop of the same formula (`hand.ts`), on the same values. 21 interleaved rounds timed in process CPU time (the
 * machine is shared), ns per call; the table gives the
 * median of the per-round ratios (unchecked time / checked time).
 *
 *   pnpm --filter @swept/core bench:checks
 *
 * The inlining budget this measures, which shapes the fast tests of
 * `src/validate/flat.ts` and the checks of `src/validate/shapes.ts`:
 *
 * Why written out flat, once per group of arguments, and not through
 * per-value helpers: V8 inlines a query into the caller's loop only while
 * the bytecode of the query and of everything inlined into it stays within
 * its budget (920 bytes with a 1.2 reserve factor); every inlined helper
 * call adds its whole bytecode again, and the helper form of
 * `sweptInRange2` took `sweptCircles` over the budget (728 + 187 bytes):
 * every call then boxes its doubles and runs as a real call, at about 4×
 * the cost (measured, BENCHMARKS.md).
 *
 * The 3D swept block (`checkSwept3`): each value costs 13 bytes of bytecode
 * (`typeof` and the lower bound of the other blocks cost 19), and the block
 * 426 bytes with its loads, its `try` and the call of the named checks:
 * `sweptSpheres` (255 bytes) with it and `touchesDuringStep` comes to 734
 * bytes, 881 with V8's 1.2 reserve factor, under the 920-byte budget (the
 * two 7-value blocks of the `typeof` form: 914 and 1097, never inlined).
 * The 2D blocks keep the `typeof` form: it takes the same number of machine
 * operations or fewer, and `sweptCircles` fits either way.
 */
import { mulberry32 } from '@swept/oracle';
import {
  circlesTimeOfImpactBatch,
  createTimeOfImpact3,
  type MovingCircles,
  type MovingSpheres,
  spheresOverlap,
  spheresTimeOfImpactBatch,
  spheresTimeOfImpactInto,
  sweptCircles,
  sweptCirclesBatch,
  sweptSpheres,
  sweptSpheresBatch,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { spheresOverlapAt } from '../src/overlap/sphere-sphere.ts';
import { medianRatio, medianTime, timeInRounds } from './cpu-rounds.ts';
import * as hand from './hand.ts';

const N = 4096;
const random = mulberry32(2024);
const make = () => 200 + random() * 100;
const b0s: Vec3[] = Array.from({ length: N }, () => ({ x: make(), y: make(), z: make() }));
const b1s: Vec3[] = b0s.map((b) => ({
  x: b.x + (random() - 0.5) * 80,
  y: b.y + (random() - 0.5) * 80,
  z: b.z + (random() - 0.5) * 80,
}));
const c0s: Vec2[] = b0s.map((b) => ({ x: b.x, y: b.y }));
const c1s: Vec2[] = b1s.map((b) => ({ x: b.x, y: b.y }));
const rs = Float64Array.from({ length: N }, () => 2 + random() * 4);
const a0 = { x: 240, y: 250 };
const a1 = { x: 262, y: 244 };
const a0z = { ...a0, z: 250 };
const a1z = { ...a1, z: 252 };
const ra = 10;
// The batch forms read the same values from Float64Arrays.
const column = (pick: (b: Vec3) => number, from: Vec3[]) => Float64Array.from(from, pick);
const x0 = column((b) => b.x, b0s);
const y0 = column((b) => b.y, b0s);
const z0 = column((b) => b.z, b0s);
const x1 = column((b) => b.x, b1s);
const y1 = column((b) => b.y, b1s);
const z1 = column((b) => b.z, b1s);
// One object literal per dimension, so that every batch call sees one map.
const circleBodies = (r: Float64Array): MovingCircles => ({ x0, y0, x1, y1, r });
const sphereBodies = (z0: Float64Array, z1: Float64Array, r: Float64Array): MovingSpheres => ({
  x0,
  y0,
  z0,
  x1,
  y1,
  z1,
  r,
});
const circles = circleBodies(rs);
const spheres = sphereBodies(z0, z1, rs);
// Points (r = 0) moving in the plane z = 0: zeros are valid values and must stay cheap.
const zeros = new Float64Array(N);
const points = circleBodies(zeros);
const planePoints = sphereBodies(zeros, zeros, zeros);
const hits = new Uint8Array(N);
const t = new Float64Array(N);
// The game's other work: a 1D body per entry, integrated and wrapped every call.
const px = Float64Array.from({ length: N }, () => random() * 2 - 1);
const vx = Float64Array.from({ length: N }, () => random() - 0.5);
const out = createTimeOfImpact3();

/** The game's other work as a function (the "helper" loops). */
function integrate(i: number, dt: number): void {
  let x = px[i]! + vx[i]! * dt;
  vx[i] = vx[i]! * (1 - 0.01 * dt);
  if (x > 1) x -= 2;
  else if (x < -1) x += 2;
  px[i] = x;
}

const tasks: Record<string, () => number> = {
  'sweptCircles tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptCircles(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptCircles unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (hand.sweptObjects(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptCircles game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (sweptCircles(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptCircles unchecked game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (hand.sweptObjects(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptSpheres tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptSpheres(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptSpheres unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (hand.sweptSpheresObjects(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'sweptSpheres game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (sweptSpheres(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptSpheres unchecked game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (hand.sweptSpheresObjects(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptCircles helper': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      integrate(i, 0.016);
      if (sweptCircles(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptCircles unchecked helper': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      integrate(i, 0.016);
      if (hand.sweptObjects(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptSpheres helper': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      integrate(i, 0.016);
      if (sweptSpheres(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptSpheres unchecked helper': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      integrate(i, 0.016);
      if (hand.sweptSpheresObjects(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'spheresTimeOfImpactInto tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (spheresTimeOfImpactInto(out, a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'spheresTimeOfImpactInto unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (hand.spheresTimeOfImpactObjects(out, a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'spheresTimeOfImpactInto game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (spheresTimeOfImpactInto(out, a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'spheresTimeOfImpactInto unchecked game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (hand.spheresTimeOfImpactObjects(out, a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  // The still-body shape (`checkOverlap3`, as in `separateSpheres`), each body at its end position.
  'spheresOverlap tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlap(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const b = b1s[i]!;
      if (spheresOverlapAt(a1z.x, a1z.y, a1z.z, ra, b.x, b.y, b.z, rs[i]!)) n++;
    }
    return n;
  },
  'spheresOverlap game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      if (spheresOverlap(a1z, ra, b1s[i]!, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'spheresOverlap unchecked game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      const b = b1s[i]!;
      if (spheresOverlapAt(a1z.x, a1z.y, a1z.z, ra, b.x, b.y, b.z, rs[i]!)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  sweptCirclesBatch: () => sweptCirclesBatch(a0, a1, ra, circles, hits, N),
  'sweptCirclesBatch hand': () => hand.sweptLoop(a0, a1, ra, circles, hits, N),
  circlesTimeOfImpactBatch: () => circlesTimeOfImpactBatch(a0, a1, ra, circles, hits, t, N),
  'circlesTimeOfImpactBatch hand': () => hand.toiLoop(a0, a1, ra, circles, hits, t, N),
  sweptSpheresBatch: () => sweptSpheresBatch(a0z, a1z, ra, spheres, hits, N),
  'sweptSpheresBatch hand': () => hand.sweptLoop3(a0z, a1z, ra, spheres, hits, N),
  spheresTimeOfImpactBatch: () => spheresTimeOfImpactBatch(a0z, a1z, ra, spheres, hits, t, N),
  'spheresTimeOfImpactBatch hand': () => hand.toiLoop3(a0z, a1z, ra, spheres, hits, t, N),
  'circlesTimeOfImpactBatch, points': () =>
    circlesTimeOfImpactBatch(a0, a1, ra, points, hits, t, N),
  'circlesTimeOfImpactBatch, points hand': () => hand.toiLoop(a0, a1, ra, points, hits, t, N),
  'spheresTimeOfImpactBatch, points in a plane': () =>
    spheresTimeOfImpactBatch(a0z, a1z, ra, planePoints, hits, t, N),
  'spheresTimeOfImpactBatch, points in a plane hand': () =>
    hand.toiLoop3(a0z, a1z, ra, planePoints, hits, t, N),
};

// Both forms must agree before anything is timed.
for (const [checked, unchecked] of [
  ['sweptCircles tight', 'sweptCircles unchecked tight'],
  ['sweptSpheres tight', 'sweptSpheres unchecked tight'],
  ['spheresTimeOfImpactInto tight', 'spheresTimeOfImpactInto unchecked tight'],
  ['spheresOverlap tight', 'spheresOverlap unchecked tight'],
  ['sweptCirclesBatch', 'sweptCirclesBatch hand'],
  ['circlesTimeOfImpactBatch', 'circlesTimeOfImpactBatch hand'],
  ['sweptSpheresBatch', 'sweptSpheresBatch hand'],
  ['spheresTimeOfImpactBatch', 'spheresTimeOfImpactBatch hand'],
  ['circlesTimeOfImpactBatch, points', 'circlesTimeOfImpactBatch, points hand'],
  [
    'spheresTimeOfImpactBatch, points in a plane',
    'spheresTimeOfImpactBatch, points in a plane hand',
  ],
] as const) {
  if (tasks[checked]!() !== tasks[unchecked]!()) throw new Error(`${checked}: answers differ`);
}

// `ONLY=sweptCircles` times one query's loops alone.
const only = process.env.ONLY ?? '';
const rounds = timeInRounds(
  Object.fromEntries(Object.entries(tasks).filter(([name]) => name.startsWith(only))),
  { rounds: 21, reps: 100, perCall: N },
);
const { perRound, sink } = rounds;
console.log(
  `${process.version}, N = ${N}, ${perRound.length} rounds (after 3 warm-up), sink ${sink % 7}`,
);
console.log(
  '| query | loop | checked (ns/call) | unchecked (ns/call) | checked speed / unchecked |',
);
console.log('| --- | --- | ---: | ---: | ---: |');
for (const query of [
  'sweptCircles',
  'sweptSpheres',
  'spheresTimeOfImpactInto',
  'spheresOverlap',
].filter((q) => q.startsWith(only))) {
  for (const loop of ['tight', 'game', 'helper']) {
    const checked = `${query} ${loop}`;
    const unchecked = `${query} unchecked ${loop}`;
    if (!(checked in tasks)) continue;
    const ns = (name: string) => medianTime(rounds, name).toFixed(1);
    const ratio = medianRatio(rounds, unchecked, checked);
    console.log(
      `| \`${query}\` | ${loop} | ${ns(checked)} | ${ns(unchecked)} | ${ratio.toFixed(2)}× |`,
    );
  }
}
console.log(
  '\n| batch form | ours (ns/body) | hand-written SoA loop (ns/body) | ours speed / hand |',
);
console.log('| --- | ---: | ---: | ---: |');
for (const batch of [
  'sweptCirclesBatch',
  'circlesTimeOfImpactBatch',
  'sweptSpheresBatch',
  'spheresTimeOfImpactBatch',
  'circlesTimeOfImpactBatch, points',
  'spheresTimeOfImpactBatch, points in a plane',
].filter((q) => q.startsWith(only))) {
  const ns = (name: string) => medianTime(rounds, name).toFixed(2);
  const ratio = medianRatio(rounds, `${batch} hand`, batch);
  console.log(`| \`${batch}\` | ${ns(batch)} | ${ns(`${batch} hand`)} | ${ratio.toFixed(2)}× |`);
}
