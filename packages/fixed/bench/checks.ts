/**
 * The cost of @swept/fixed's argument checks (issue 13), in a plain harness
 * shaped like `@swept/core`'s `bench/checks.ts`: each checked query against
 * the same code without its checks, on the same `{x, y}` objects (the hard
 * mix of `pairs.ts`, plus its 3D lift), in one process, two ways:
 * - tight: the query called in a loop and nothing else;
 * - game: the same loop doing a game's other work around the call (a body's
 *   integration step, a wrap-around branch, a write on a hit), so the
 *   compiler's inlining budget is shared with the caller as in a real frame.
 *
 * "Without its checks" is this package's own source with the bodies of
 * `checkSwept2` and `checkSwept3` emptied (`unchecked.ts`), imported next to
 * the real one: the same code line for line, no hand copy that could drift
 * (`test/bench-copies.test.ts` holds it to the source's answers). `FIXED_SRC=<dir>` measures
 * another version's `src/` the same way (e.g. main's, for a before/after). Every
 * loop is its own function (one shared loop would make its call site
 * polymorphic). 21 interleaved rounds timed in process CPU time (the machine
 * is shared), ns per call; the table gives the median of the per-round
 * ratios (unchecked time / checked time: 1 means the checks are free).
 *
 *   pnpm --filter @swept/fixed bench:checks
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { medianRatio, medianTime, timeInRounds } from '../../core/bench/cpu-rounds.ts';
import { lift3, N, type Pair, sets, type V2, type V3 } from './pairs.ts';
import { type Fixed, uncheckedCopy } from './unchecked.ts';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.env.FIXED_SRC ?? join(here, '../src');
const checked = (await import(join(source, 'index.ts'))) as Fixed;
const unchecked = await uncheckedCopy(source);

const mix: Pair<V2>[] = sets.mix;
const mix3: Pair<V3>[] = mix.map(lift3);
// The game's other work: a 1D body per entry, integrated and wrapped every call.
const px = Float64Array.from({ length: N }, (_, i) => ((i * 7919) % 1000) / 500 - 1);
const vx = Float64Array.from({ length: N }, (_, i) => ((i * 104729) % 1000) / 1000 - 0.5);

const tasks: Record<string, () => number> = {
  'sweptCircles tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const p = mix[i]!;
      if (checked.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) n++;
    }
    return n;
  },
  'sweptCircles unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const p = mix[i]!;
      if (unchecked.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) n++;
    }
    return n;
  },
  'sweptCircles game': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      const p = mix[i]!;
      if (checked.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) {
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
      const p = mix[i]!;
      if (unchecked.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'sweptSpheres tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const p = mix3[i]!;
      if (checked.sweptSpheres(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) n++;
    }
    return n;
  },
  'sweptSpheres unchecked tight': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const p = mix3[i]!;
      if (unchecked.sweptSpheres(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) n++;
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
      const p = mix3[i]!;
      if (checked.sweptSpheres(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) {
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
      const p = mix3[i]!;
      if (unchecked.sweptSpheres(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) {
        vx[i] = -vx[i]!;
        n++;
      }
    }
    return n;
  },
  'circlesTimeOfImpact tight': () => {
    let t = 0;
    for (let i = 0; i < N; i++) {
      const p = mix[i]!;
      t += checked.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
    }
    return t;
  },
  'circlesTimeOfImpact unchecked tight': () => {
    let t = 0;
    for (let i = 0; i < N; i++) {
      const p = mix[i]!;
      t += unchecked.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
    }
    return t;
  },
  'circlesTimeOfImpact game': () => {
    let t = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      const p = mix[i]!;
      const hit = checked.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb);
      if (hit) {
        vx[i] = -vx[i]!;
        t += hit.t;
      }
    }
    return t;
  },
  'circlesTimeOfImpact unchecked game': () => {
    let t = 0;
    for (let i = 0; i < N; i++) {
      let x = px[i]! + vx[i]! * 0.016;
      if (x > 1) x -= 2;
      else if (x < -1) x += 2;
      px[i] = x;
      const p = mix[i]!;
      const hit = unchecked.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb);
      if (hit) {
        vx[i] = -vx[i]!;
        t += hit.t;
      }
    }
    return t;
  },
};

const QUERIES = ['sweptCircles', 'sweptSpheres', 'circlesTimeOfImpact'] as const;
// Both forms must agree before anything is timed (the game loops flip velocities, so
// compare the tight ones).
for (const q of QUERIES) {
  if (tasks[`${q} tight`]!() !== tasks[`${q} unchecked tight`]!()) {
    throw new Error(`${q}: answers differ`);
  }
}

// `ONLY=sweptCircles` times one query's loops alone.
const only = process.env.ONLY ?? '';
const rounds = timeInRounds(
  Object.fromEntries(Object.entries(tasks).filter(([name]) => name.startsWith(only))),
  { rounds: 21, reps: Number(process.env.REPS) || 20, perCall: N },
);
const { perRound, sink } = rounds;
console.log(
  `${process.version}, N = ${N} (hard mix), ${perRound.length} rounds (after 3 warm-up), sink ${sink % 7}`,
);
console.log(
  '| query | loop | checked (ns/call) | unchecked (ns/call) | checked speed / unchecked |',
);
console.log('| --- | --- | ---: | ---: | ---: |');
for (const query of QUERIES.filter((q) => q.startsWith(only))) {
  for (const loop of ['tight', 'game']) {
    const c = `${query} ${loop}`;
    const u = `${query} unchecked ${loop}`;
    const ns = (name: string) => medianTime(rounds, name).toFixed(1);
    const ratio = medianRatio(rounds, u, c);
    console.log(`| \`${query}\` | ${loop} | ${ns(c)} | ${ns(u)} | ${ratio.toFixed(2)}× |`);
  }
}
