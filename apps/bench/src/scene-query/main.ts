/**
 * The scene benchmark: every contact of a scene in one call against the
 * brute-force pair loop, a flatbush broad phase a user would write, and
 * detect-collisions' discrete BVH; missed pairs counted against the
 * brute-force truth. Rewrites the "Scenes" section of BENCHMARKS.md
 * (`--no-write`: print only; `--quick`: fewer frames; `--boxes`: only the
 * scene of boxes, printed).
 *
 *   pnpm --filter @swept/bench bench:scenes
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MovingCircles } from '@swept/core';
import * as core from '@swept/core';
import { table as markdownTable, writeSection } from '../report.ts';
import { bruteRow, detectCollisionsRow, flatbushRow, type SceneRow, sceneRow } from './rows.ts';
import { fmt, time as timeRounds } from './timing.ts';
import { boxCrowd, bulletHell, crowd, crowd3, crowdSide, type Workload } from './workloads.ts';

const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const quick = process.argv.includes('--quick');
const boxesOnly = process.argv.includes('--boxes');
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Rounds in which every row of a scene runs in turn, so load drifts hit all rows alike. */
const ROUNDS = quick ? 2 : 5;

function missed(truth: Set<number>, got: Set<number>): number {
  let m = 0;
  for (const p of truth) if (!got.has(p)) m++;
  return m;
}

/**
 * The truth where the brute-force loop would take minutes (100 000 bodies):
 * the core pair query on every pair in the same or a neighbouring cell of a
 * grid whose cells are at least as wide as the widest swept box plus 1 (so
 * every pair whose boxes can meet is tried). Cross-checked against the
 * brute force on (b) at start-up.
 */
function gridTruth(b: MovingCircles): Set<number> {
  const n = b.x0.length;
  let size = 0;
  let minX = Infinity;
  let minY = Infinity;
  for (let k = 0; k < n; k++) {
    size = Math.max(
      size,
      Math.abs(b.x1[k]! - b.x0[k]!) + 2 * b.r[k]!,
      Math.abs(b.y1[k]! - b.y0[k]!) + 2 * b.r[k]!,
    );
    minX = Math.min(minX, b.x0[k]!, b.x1[k]!);
    minY = Math.min(minY, b.y0[k]!, b.y1[k]!);
  }
  size += 1;
  const cells = new Map<number, number[]>();
  const cellOf = (k: number) =>
    [Math.floor((b.x0[k]! - minX) / size), Math.floor((b.y0[k]! - minY) / size)] as const;
  for (let k = 0; k < n; k++) {
    const [cx, cy] = cellOf(k);
    const c = cx * 65536 + cy;
    if (!cells.has(c)) cells.set(c, []);
    cells.get(c)!.push(k);
  }
  const found = new Set<number>();
  const v = (x: number, y: number) => ({ x, y });
  for (let i = 0; i < n; i++) {
    const [cx, cy] = cellOf(i);
    for (let dx = -2; dx <= 2; dx++) {
      for (let dy = -2; dy <= 2; dy++) {
        for (const j of cells.get((cx + dx) * 65536 + cy + dy) ?? []) {
          if (j <= i) continue;
          const hit = core.circlesTimeOfImpact(
            v(b.x0[i]!, b.y0[i]!),
            v(b.x1[i]!, b.y1[i]!),
            b.r[i]!,
            v(b.x0[j]!, b.y0[j]!),
            v(b.x1[j]!, b.y1[j]!),
            b.r[j]!,
          );
          if (hit) found.add(i * 1048576 + j);
        }
      }
    }
  }
  return found;
}

interface Result {
  name: string;
  ms: number;
  contacts: number;
  missed: number | null;
}

function measure(w: Workload<never>, options: { brute: boolean; others: boolean }): Result[] {
  log(`${w.name}`);
  const rows: SceneRow[] = [sceneRow(w, 'core'), sceneRow(w, 'fixed')];
  const brute = [bruteRow(w, 'core'), bruteRow(w, 'fixed')];
  if (options.brute) rows.push(brute[0]!);
  if (options.others) {
    rows.push(flatbushRow(w));
    if (w.dim === 2 && 'r' in w.bodies) {
      rows.push(detectCollisionsRow(w as Workload<MovingCircles>));
    }
  }
  const truth = {
    core: options.brute ? brute[0]!.pairs() : gridTruth(w.bodies as MovingCircles),
    fixed: options.brute ? brute[1]!.pairs() : null,
  };
  const results: Result[] = [];
  const ms = time(rows);
  rows.forEach((row, k) => {
    const got = row.pairs();
    const t = truth[row.truth];
    results.push({
      name: row.name,
      ms: ms[k]!,
      contacts: got.size,
      missed: t ? missed(t, got) : null,
    });
    log(
      `  ${row.name}: ${ms[k]!.toFixed(3)} ms, ${got.size} contacts, missed ${results.at(-1)!.missed}`,
    );
  });
  return results;
}

const time = (rows: SceneRow[]): number[] => timeRounds(rows, ROUNDS);

function table(results: Result[]): string {
  const ref = results[0]!.ms;
  const cells = results.map((r) => [
    r.name,
    fmt(r.ms),
    (r.ms / ref).toFixed(r.ms / ref >= 10 ? 0 : 2),
    r.contacts.toLocaleString('en'),
    r.missed === null ? '—' : String(r.missed),
  ]);
  const header = ['row', 'ms / frame', '× ours (core)', 'contacts', 'missed vs brute force'];
  return markdownTable(header, [false, true, true, true, true], cells);
}

// Cross-check the grid truth used at 100 000 bodies against the brute force.
if (!boxesOnly) {
  const w = crowd(10000, 1000, 'check');
  const brute = bruteRow(w as Workload<never>, 'core').pairs();
  const grid = gridTruth(w.bodies);
  if (brute.size !== grid.size || missed(brute, grid) !== 0)
    throw new Error('grid truth differs from brute force');
}

const loadAtStart = loadavg()[0]!.toFixed(1);
const sections: string[] = [];
const scenes: [Workload<never>, { brute: boolean; others: boolean }][] = [
  [bulletHell() as Workload<never>, { brute: true, others: true }],
  [
    crowd(10000, 1000, '(b) crowd: 10 000 circles in 1000 × 1000') as Workload<never>,
    { brute: true, others: true },
  ],
  [
    crowd(
      100000,
      crowdSide(100000),
      '(c) crowd: 100 000 circles, same density (3162 × 3162)',
    ) as Workload<never>,
    { brute: false, others: true },
  ],
  [
    crowd(
      100000,
      1000,
      '(c′) crowd: 100 000 circles in 1000 × 1000 (10× denser)',
    ) as Workload<never>,
    { brute: false, others: false },
  ],
  [crowd3(10000) as Workload<never>, { brute: true, others: true }],
  [boxCrowd(10000) as Workload<never>, { brute: true, others: true }],
];
const all: Record<string, Result[]> = {};
for (const [w, o] of scenes) {
  if (boxesOnly && !('hx' in w.bodies)) continue;
  all[w.name] = measure(w, o);
  sections.push(`### ${w.name}\n\n${table(all[w.name]!)}`);
}

// Growth with N at constant density.
const growth: string[][] = [];
for (const n of boxesOnly ? [] : [1000, 3000, 10000, 30000, 100000]) {
  const w = crowd(n, crowdSide(n), `N = ${n}`) as Workload<never>;
  const [c, f] = time([sceneRow(w, 'core'), sceneRow(w, 'fixed')]) as [number, number];
  const contacts = sceneRow(w, 'core').frame();
  growth.push([
    n.toLocaleString('en'),
    fmt(c),
    ((c * 1e6) / (n * Math.log2(n))).toFixed(1),
    fmt(f),
    (f / c).toFixed(2),
    contacts.toLocaleString('en'),
  ]);
  log(`  N = ${n}: core ${c.toFixed(3)} ms, fixed ${f.toFixed(3)} ms`);
}
const growthTable = markdownTable(
  ['N', 'core ms', 'ns / (N log₂ N)', 'fixed ms', 'fixed / core', 'contacts'],
  [true, true, true, true, true, true],
  growth,
);
if (!boxesOnly) sections.push(`### Growth with N (the crowd at (b)'s density)\n\n${growthTable}`);

const body = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`,
  ...sections,
].join('\n\n');
process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write') && !boxesOnly) {
  writeSection(
    BENCHMARKS,
    '## Scenes',
    body,
    '<!-- bench:scenes:start -->',
    '<!-- bench:scenes:end -->',
  );
  log(`wrote ${BENCHMARKS}`);
}
