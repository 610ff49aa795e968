/**
 * The movers against their peers (issue 23): swept's movers, Rapier's
 * `KinematicCharacterController`, Jolt's `CharacterVirtual` and a naive mover, each
 * moving the same bodies by the same displacements for 60 frames, judged by the exact
 * oracle; then the same movers at scale, timed in one process. Prints Markdown tables
 * (BENCHMARKS.md's section "Movers against peers (issue 23)" quotes them by hand).
 *
 *   pnpm --filter @swept/bench bench:movers              # judged run, then scale
 *   pnpm --filter @swept/bench bench:movers -- --scale   # the scale run only
 *   pnpm --filter @swept/bench bench:movers -- --judged  # the judged run only
 */
import { loadavg } from 'node:os';
import { fmtRatio, table } from '../report.ts';
import type { MoverContender } from './contender.ts';
import { initJoltMover, joltMover } from './contenders/jolt.ts';
import { naiveMover } from './contenders/naive.ts';
import { initRapierMovers, rapierMover } from './contenders/rapier.ts';
import { coreBatch, coreScalar, exactScalar, fixedScalar } from './contenders/swept.ts';
import { judged, judgedNotes, judgedTable } from './judged.ts';
import {
  buildMs,
  freeMoves,
  perMove,
  ratio,
  type ScaleRow,
  scaleWorkload,
  timeMovers,
} from './scale.ts';
import { caveWorkload, terrainWorkload } from './workload.ts';

const args = process.argv.slice(2);
const only = args.includes('--scale') ? 'scale' : args.includes('--judged') ? 'judged' : null;
const print = (text: string) => process.stdout.write(`${text}\n`);
const log = (line: string) => process.stderr.write(`${line}\n`);

await initRapierMovers();
await initJoltMover();

/** Every mover in its table's order: swept's first, the core's scalar mover the reference. */
const MOVERS: readonly MoverContender[] = [
  coreScalar,
  coreBatch,
  fixedScalar,
  exactScalar,
  rapierMover,
  joltMover,
  naiveMover,
];

print(
  `Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

if (only !== 'scale') {
  const options = {
    bodies: 200,
    charactersOnly: false,
    frames: 60,
    probes: true,
    rLo: 0.25,
    rHi: 5,
    reach: 10,
  };
  for (const w of [
    caveWorkload('cave, 2 000 segments', { ...options, walls: 2000, seed: 23 }),
    terrainWorkload('terrain, 3 200 triangles', { ...options, walls: 3200, seed: 23 }),
  ]) {
    log(`judged: ${w.name}`);
    const rows = judged(w, MOVERS, 3);
    const kinds = `${w.kinds[1]} characters, ${w.kinds[2]! - w.kinds[1]!} balls, ${w.n - w.kinds[2]!} bullets`;
    print(
      `\n### ${w.name}: ${w.n} bodies (${kinds}) × ${w.frames} frames = ${w.n * w.frames} moves\n`,
    );
    print(judgedTable(rows));
    const scalar = rows.find((r) => r.name === coreScalar.name);
    const batch = rows.find((r) => r.name === coreBatch.name);
    const notes = judgedNotes(rows);
    if (scalar !== undefined && batch !== undefined) {
      const same = scalar.path.every((x, k) => Object.is(x, batch.path[k]));
      notes.push(
        `the batch mover's track equals the scalar mover's bit for bit: ${same ? 'yes' : 'NO'}`,
      );
    }
    for (const m of MOVERS) if (m.note !== undefined && m.dims.includes(w.dim)) notes.push(m.note);
    print(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
  }
}

if (only !== 'judged') {
  for (const dim of [2, 3] as const) {
    const w = scaleWorkload(dim);
    log(`scale: ${w.name}`);
    const frames = 3;
    const rows = timeMovers(
      w,
      MOVERS.filter((m) => m !== naiveMover),
      frames,
      5,
    );
    const named = (m: MoverContender): ScaleRow | undefined => rows.find((r) => r.name === m.name);
    const core = named(coreScalar)!;
    const batch = named(coreBatch)!;
    print(
      `\n### Scale: ${w.name}, ${w.n} ${dim === 2 ? 'circles' : 'spheres'}, frames 0–${frames - 1}, 5 rounds\n`,
    );
    print(
      table(
        ['mover', 'µs/move (median round)', 'rounds (µs/move)', 'time × core moveCircle'],
        [false, true, true, true],
        rows.map((r) => [
          r.name,
          perMove(r).toFixed(1),
          r.rounds.map((t) => t.toFixed(1)).join(', '),
          fmtRatio(ratio(r, core)),
        ]),
      ),
    );
    const free = freeMoves(w, 5);
    const build = buildMs(w, 5);
    const frameMs = (perMove(batch) * w.n) / 1000;
    const rapier = named(rapierMover)!;
    const targets: string[][] = [
      [
        'core faster than Rapier',
        '≥ 20×',
        `${fmtRatio(ratio(rapier, core))}×`,
        ratio(rapier, core) >= 20 ? '✓' : '✗',
      ],
      [
        `a move touching nothing / ${dim === 2 ? 'castCircle' : 'castSphere'} (${free.cases} moves)`,
        '≤ 1.5×',
        `${fmtRatio(free.moveUs / free.castUs)}× (${free.moveUs.toFixed(2)} / ${free.castUs.toFixed(2)} µs)`,
        free.moveUs / free.castUs <= 1.5 ? '✓' : '✗',
      ],
      [
        'building the level / one frame of the batch',
        '< 1',
        `${fmtRatio(build / frameMs)} (${build.toFixed(1)} / ${frameMs.toFixed(0)} ms)`,
        build < frameMs ? '✓' : '✗',
      ],
      [
        '@swept/fixed / core',
        '≤ 1.5×',
        `${fmtRatio(ratio(named(fixedScalar)!, core))}×`,
        ratio(named(fixedScalar)!, core) <= 1.5 ? '✓' : '✗',
      ],
      [
        'tolerance `exact` / core (characters: sliding)',
        '≤ 3×',
        `${fmtRatio(ratio(named(exactScalar)!, core))}×`,
        ratio(named(exactScalar)!, core) <= 3 ? '✓' : '✗',
      ],
    ];
    print(`\n${table(['target', 'wanted', 'measured', ''], [false, true, true, false], targets)}`);
  }
}
