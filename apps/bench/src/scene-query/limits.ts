/**
 * Scenes at the limit (issue 24): the persistent scenes (`createScene2/3`)
 * on the scene benchmark's four scenes — (a) 10 000 bullets × 200 enemies,
 * (b) a 10 000-body crowd, (c) a 100 000-body crowd, (d) 10 000 spheres —
 * as they are (the same frame again) and over 60 frames in which the bodies
 * keep moving (`moving` in workloads.ts), against the stateless query, the
 * flatbush row a user would write, and a hand-written sort and sweep over
 * plain arrays (`hand-sweep.ts`, the practical limit); @swept/fixed and
 * @swept/tolerance `exact` beside the core; frames 1–10 of a fresh process;
 * growth with N. Rewrites the "Scenes at the limit (issue 24)" section of
 * BENCHMARKS.md (`--no-write`: print only; `--quick`: fewer frames).
 *
 *   pnpm --filter @swept/bench bench:scene-limits
 *
 * Times are CPU milliseconds of the process per frame (`process.cpuUsage`),
 * the median over the measured frames, and wall milliseconds beside them:
 * on this machine the other sessions keep the load above the two cores, and
 * a frame's wall time then measures the scheduler as much as the frame. Every
 * ratio comes from one process run (rows interleaved frame by frame, each
 * frame's input the same for every row); the command makes two such runs
 * (`--run`, a child process each) and reports both. Frames 1–10 come from a
 * fresh process per scene and form (`--first`).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MovingCircles, MovingSpheres } from '@swept/core';
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import * as tolerance from '@swept/tolerance';
import { table, writeSection } from '../report.ts';
import { createRng } from '../rng.ts';
import { handSweepRow } from './hand-sweep.ts';
import { flatbushRow, type SceneRow, sceneRow } from './rows.ts';
import { fmt } from './timing.ts';
import { bulletHell, crowd, crowd3, crowdSide, moving, type Workload } from './workloads.ts';

type Bodies = MovingCircles | MovingSpheres;
type Moving = Workload<Bodies> & { advance(): void };

const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const quick = process.argv.includes('--quick');
const log = (line: string) => process.stderr.write(`${line}\n`);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** The four scenes, by letter: the workload and the side of its field. */
const SCENES: Record<string, { make: () => Workload<Bodies>; side: number }> = {
  a: { make: bulletHell as () => Workload<Bodies>, side: 2000 },
  b: { make: () => crowd(10000, 1000, '(b) crowd: 10 000 circles'), side: 1000 },
  c: {
    make: () => crowd(100000, crowdSide(100000), '(c) crowd: 100 000 circles'),
    side: crowdSide(100000),
  },
  d: { make: () => crowd3(10000), side: 10 * Math.cbrt(10000) },
};

/** A persistent scene of a variant as a benchmark row, made for the workload's counts. */
function persistentRow(
  w: Workload<Bodies>,
  variant: 'core' | 'fixed' | 'tolerance',
  warmUp = false,
): SceneRow {
  const api =
    variant === 'core' ? core : variant === 'fixed' ? fixed : tolerance.withPolicy(tolerance.exact);
  const raw = variant === 'fixed';
  const bodies = raw ? w.raw : w.bodies;
  const against = raw ? w.rawAgainst : w.against;
  const n = bodies.x0.length;
  const m = against ? against.x0.length : 0;
  const setup = { expectedBodies: n, expectedAgainst: m, warmUp };
  const scene = (w.dim === 2 ? api.createScene2(setup) : api.createScene3(setup)) as core.Scene<
    Bodies,
    core.ContactList
  >;
  const list =
    w.dim === 2 ? core.createContactList2(4 * (n + m)) : core.createContactList3(4 * (n + m));
  const options = against ? { against } : undefined;
  const label = variant === 'tolerance' ? '@swept/tolerance exact' : `@swept/${variant}`;
  return {
    name: `${label} createScene${w.dim} (persistent)`,
    frame: () => scene.findContacts(bodies, list, options),
    pairs: () => {
      const s = new Set<number>();
      for (let k = 0; k < list.count; k++) s.add(list.i[k]! * 1048576 + list.j[k]!);
      return s;
    },
    truth: raw ? 'fixed' : 'core',
  };
}

interface Measured {
  name: string;
  cpu: number;
  wall: number;
  /** Contacts summed over the measured frames. */
  contacts: number;
}

/**
 * Runs `frames` frames of every row, interleaved (each frame every row once,
 * in a shuffled order; then the bodies move on when `w` moves), after `warm`
 * unmeasured ones.
 */
function measure(
  w: Workload<Bodies> | Moving,
  rows: SceneRow[],
  frames: number,
  warm = 5,
): Measured[] {
  const step = 'advance' in w ? () => w.advance() : () => {};
  for (let f = 0; f < warm; f++) {
    for (const row of rows) row.frame();
    step();
  }
  const times = rows.map(() => ({ cpu: [] as number[], wall: [] as number[], contacts: 0 }));
  // Each frame runs the rows in a new order (seeded), so that no row always runs first,
  // or always after the same row (whose garbage its allocations would then collect).
  const rng = createRng(frames);
  const order = rows.map((_, k) => k);
  for (let f = 0; f < frames; f++) {
    for (let r = order.length - 1; r > 0; r--) {
      const q = rng.int(0, r);
      [order[r], order[q]] = [order[q]!, order[r]!];
    }
    for (const k of order) {
      const c0 = cpu();
      const w0 = performance.now();
      times[k]!.contacts += rows[k]!.frame();
      times[k]!.wall.push(performance.now() - w0);
      times[k]!.cpu.push(cpu() - c0);
    }
    step();
  }
  return rows.map((row, k) => ({
    name: row.name,
    cpu: median(times[k]!.cpu),
    wall: median(times[k]!.wall),
    contacts: times[k]!.contacts,
  }));
}

/** The rows of one scene: the variants' persistent scenes, the stateless core, flatbush, by hand. */
function rowsOf(w: Workload<Bodies>): SceneRow[] {
  return [
    persistentRow(w, 'core'),
    sceneRow(w, 'core'),
    persistentRow(w, 'fixed'),
    persistentRow(w, 'tolerance'),
    flatbushRow(w),
    handSweepRow(w),
  ];
}

/** Index of each row in {@link rowsOf}. */
const ROW = { scene: 0, stateless: 1, fixed: 2, tolerance: 3, flatbush: 4, hand: 5 } as const;

interface SceneResult {
  scene: string;
  name: string;
  form: 'static' | 'moving';
  rows: Measured[];
  /** Pairs of the first frame missed by each row, against the core's persistent scene. */
  missed: (number | null)[];
}

/**
 * The first frame's pairs each row misses against the core's persistent
 * scene (`null` for @swept/fixed, which answers its own exact question; its
 * scene tests judge it against its own pair query).
 */
function misses(rows: SceneRow[]): (number | null)[] {
  for (const row of rows) row.frame();
  const truth = rows[0]!.pairs();
  return rows.map((row) => {
    if (row.truth === 'fixed') return null;
    const got = row.pairs();
    let m = 0;
    for (const p of truth) if (!got.has(p)) m++;
    return m;
  });
}

/** Speeds of the coherence table: the bench's steps (0–10 units a frame in (b)) times these. */
const SPEEDS = [1, 0.1, 0.01];

/**
 * One process run: every scene static and moving, the growth table, and the
 * coherence table ((b) and (c) moving at {@link SPEEDS}: the persistent scene
 * and the stateless query).
 */
function run(): {
  scenes: SceneResult[];
  growth: [number, number][];
  coherence: [string, number, number, number][];
  load: string;
} {
  const load = loadavg()[0]!.toFixed(1);
  const scenes: SceneResult[] = [];
  for (const [letter, spec] of Object.entries(SCENES)) {
    const big = letter === 'c';
    for (const form of ['static', 'moving'] as const) {
      const w = form === 'moving' ? moving(spec.make(), spec.side) : spec.make();
      log(`${w.name}, ${form}`);
      const rows = rowsOf(w);
      const missed = form === 'static' ? misses(rows) : rows.map(() => null);
      const frames = form === 'moving' ? (big ? 20 : 60) : big ? 8 : 30;
      const measured = measure(w, rows, quick ? Math.min(frames, 8) : frames);
      for (const m of measured)
        log(`  ${m.name}: ${m.cpu.toFixed(3)} ms cpu, ${m.wall.toFixed(3)} ms wall`);
      scenes.push({ scene: letter, name: w.name, form, rows: measured, missed });
    }
  }
  const growth: [number, number][] = [];
  for (const n of [1000, 3000, 10000, 30000, 100000]) {
    const w = moving(crowd(n, crowdSide(n), `N = ${n}`), crowdSide(n));
    const [m] = measure(w, [persistentRow(w, 'core')], quick ? 8 : n > 50000 ? 20 : 60);
    growth.push([n, m!.cpu]);
    log(`  N = ${n}: ${m!.cpu.toFixed(3)} ms`);
  }
  const coherence: [string, number, number, number][] = [];
  for (const letter of ['b', 'c']) {
    for (const speed of SPEEDS) {
      const spec = SCENES[letter]!;
      const w = moving(spec.make(), spec.side, speed);
      const frames = quick ? 8 : letter === 'c' ? 20 : 60;
      const [p, q] = measure(w, [persistentRow(w, 'core'), sceneRow(w, 'core')], frames);
      coherence.push([letter, speed, p!.cpu, q!.cpu]);
      log(
        `  (${letter}) × ${speed}: persistent ${p!.cpu.toFixed(3)}, stateless ${q!.cpu.toFixed(3)}`,
      );
    }
  }
  return { scenes, growth, coherence, load };
}

/** Frames 1–10 and the steady state of one form in this (fresh) process. */
function firstFrames(letter: string, form: string): { cpu: number[]; wall: number[] } {
  const spec = SCENES[letter]!;
  const w = moving(spec.make(), spec.side);
  const row =
    form === 'stateless' ? sceneRow(w, 'core') : persistentRow(w, 'core', form === 'warm-up');
  const cpus: number[] = [];
  const walls: number[] = [];
  const frames = letter === 'c' ? 30 : 60;
  for (let f = 0; f < frames; f++) {
    const c0 = cpu();
    const w0 = performance.now();
    row.frame();
    walls.push(performance.now() - w0);
    cpus.push(cpu() - c0);
    w.advance();
  }
  return { cpu: cpus, wall: walls };
}

/** Fresh processes per scene and form for frames 1–10 (their medians are reported). */
const FRESH = 5;

/**
 * Frames 1–10 and the steady state over {@link FRESH} fresh processes: each
 * frame's median over the processes, and the median over the processes of
 * the first frame's ratio to that process's steady state (CPU and wall).
 */
interface FirstFrames {
  frames: number[];
  steady: number;
  cpu: number;
  wall: number;
}

function firstOf(processes: { cpu: number[]; wall: number[] }[]): FirstFrames {
  const steady = (t: number[]) => median(t.slice(-20));
  return {
    frames: Array.from({ length: 10 }, (_, f) => median(processes.map((p) => p.cpu[f]!))),
    steady: median(processes.map((p) => steady(p.cpu))),
    cpu: median(processes.map((p) => p.cpu[0]! / steady(p.cpu))),
    wall: median(processes.map((p) => p.wall[0]! / steady(p.wall))),
  };
}

/** Runs this file again in a fresh process with `args`; returns what it printed. */
function child(args: string[]): string {
  return execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...args],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

function report(): void {
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const runs = [1, 2].map((r) => {
    log(`run ${r}`);
    return JSON.parse(child(['--run', ...(quick ? ['--quick'] : [])])) as ReturnType<typeof run>;
  });
  const forms = ['stateless', 'persistent', 'warm-up'] as const;
  const first: Record<string, Record<string, FirstFrames>> = {};
  for (const letter of Object.keys(SCENES)) {
    first[letter] = {};
    for (const form of forms) {
      log(`frames 1-10: (${letter}) ${form}`);
      const processes = Array.from({ length: quick ? 1 : FRESH }, () =>
        JSON.parse(child(['--first', letter, form])),
      );
      first[letter]![form] = firstOf(processes);
    }
  }
  const sections = [
    `Runs ${started} UTC, Node ${process.version}, load average ${runs.map((r) => r.load).join(' and ')} at the start of the two runs (2 cores, shared). CPU ms of the process per frame, median over the measured frames; wall ms beside.`,
    `### Targets\n\n${targets(runs, first)}`,
    ...runs.map((r, k) => `### Run ${k + 1}\n\n${sceneTables(r.scenes)}`),
    `### Frames 1–10 in a fresh process (the bodies moving; medians of ${FRESH} processes)\n\n${firstTable(first)}`,
    `### Growth with N (a moving crowd at (b)'s density, the core's persistent scene)\n\n${growthTable(runs)}`,
    `### Frame coherence: the last order repaired (moving crowds, their steps scaled)\n\n${coherenceTable(runs)}`,
  ];
  const body = sections.join('\n\n');
  process.stdout.write(`${body}\n`);
  if (!process.argv.includes('--no-write')) {
    writeSection(
      BENCHMARKS,
      '## Scenes at the limit (issue 24)',
      body,
      '<!-- bench:scene-limits:start -->',
      '<!-- bench:scene-limits:end -->',
    );
    log(`wrote ${BENCHMARKS}`);
  }
}

const ratio = (x: number) => (x >= 10 ? x.toFixed(1) : x.toFixed(2));

function sceneTables(scenes: SceneResult[]): string {
  const header = ['scene', 'row', 'cpu ms', 'wall ms', '× core persistent', 'contacts', 'missed'];
  const cells: string[][] = [];
  for (const s of scenes) {
    const ref = s.rows[0]!.cpu;
    s.rows.forEach((r, k) => {
      cells.push([
        k === 0 ? `(${s.scene}) ${s.form}` : '',
        r.name,
        fmt(r.cpu),
        fmt(r.wall),
        ratio(r.cpu / ref),
        r.contacts.toLocaleString('en'),
        s.missed[k] === null ? '—' : String(s.missed[k]),
      ]);
    });
  }
  return table(header, [false, false, true, true, true, true, true], cells);
}

function firstTable(first: Record<string, Record<string, FirstFrames>>): string {
  const header = [
    'scene',
    'form',
    'frames 1–10, cpu ms (medians)',
    'steady cpu ms',
    'frame 1 ÷ steady (cpu / wall)',
  ];
  const cells: string[][] = [];
  for (const [letter, forms] of Object.entries(first)) {
    for (const [form, t] of Object.entries(forms)) {
      cells.push([
        `(${letter})`,
        form,
        t.frames.map((x) => x.toFixed(1)).join(' '),
        fmt(t.steady),
        `${ratio(t.cpu)} / ${ratio(t.wall)}`,
      ]);
    }
  }
  return table(header, [false, false, false, true, true], cells);
}

function growthTable(runs: ReturnType<typeof run>[]): string {
  const header = ['N', 'ms (run 1 / run 2)', 'ns / (N log₂ N)', '÷ N = 1 000'];
  const cells = runs[0]!.growth.map(([n], k) => {
    const ms = runs.map((r) => r.growth[k]![1]);
    const base = runs.map((r) => r.growth[0]![1]);
    return [
      n.toLocaleString('en'),
      ms.map(fmt).join(' / '),
      ms.map((t) => ((t * 1e6) / (n * Math.log2(n))).toFixed(1)).join(' / '),
      ms.map((t, r) => ratio(t / base[r]!)).join(' / '),
    ];
  });
  return table(header, [true, true, true, true], cells);
}

function coherenceTable(runs: ReturnType<typeof run>[]): string {
  const header = [
    'scene',
    'steps ×',
    'persistent ms (run 1 / run 2)',
    'stateless ms',
    'persistent ÷ stateless',
  ];
  const cells = runs[0]!.coherence.map(([letter, speed], k) => {
    const p = runs.map((r) => r.coherence[k]![2]);
    const q = runs.map((r) => r.coherence[k]![3]);
    return [
      `(${letter})`,
      String(speed),
      p.map(fmt).join(' / '),
      q.map(fmt).join(' / '),
      p.map((x, r) => ratio(x / q[r]!)).join(' / '),
    ];
  });
  return table(header, [false, true, true, true, true], cells);
}

/** The targets, each with its figures from both runs, met or missed. */
function targets(
  runs: ReturnType<typeof run>[],
  first: Record<string, Record<string, FirstFrames>>,
): string {
  const cells: string[][] = [];
  const goal: Record<string, number> = { a: 8, b: 5, c: 5, d: 8 };
  const at = (r: ReturnType<typeof run>, scene: string, form: string) =>
    r.scenes.find((s) => s.scene === scene && s.form === form)!.rows;
  const both = (f: (r: ReturnType<typeof run>) => number) => runs.map(f);
  const verdict = (ok: boolean[]) =>
    ok.every(Boolean) ? 'met' : ok.some(Boolean) ? 'met in one run' : 'missed';
  for (const scene of Object.keys(goal)) {
    for (const form of ['static', 'moving']) {
      const x = both(
        (r) => at(r, scene, form)[ROW.flatbush]!.cpu / at(r, scene, form)[ROW.scene]!.cpu,
      );
      cells.push([
        `(${scene}) ${form}: ≥ ${goal[scene]}× faster than flatbush`,
        `${x.map(ratio).join(' / ')}×`,
        verdict(x.map((v) => v >= goal[scene]!)),
      ]);
    }
  }
  for (const scene of Object.keys(goal)) {
    const warm = first[scene]!['warm-up']!;
    const cold = first[scene]!.persistent!;
    cells.push([
      `(${scene}) first frame ≤ 2× steady state`,
      `${ratio(warm.cpu)}× cpu, ${ratio(warm.wall)}× wall with \`warmUp\`; ${ratio(cold.cpu)}× cpu, ${ratio(cold.wall)}× wall without (medians of ${FRESH} fresh processes)`,
      warm.cpu <= 2 && warm.wall <= 2 ? 'met' : warm.wall <= 2 ? 'met in wall time' : 'missed',
    ]);
  }
  for (const [name, row, limit] of [
    ['@swept/fixed ≤ 1.2× core', ROW.fixed, 1.2],
    ['@swept/tolerance exact ≤ 1.5× core', ROW.tolerance, 1.5],
  ] as const) {
    const figures: string[] = [];
    const ok: boolean[] = [];
    for (const scene of Object.keys(goal)) {
      for (const form of ['static', 'moving']) {
        const x = both((r) => at(r, scene, form)[row]!.cpu / at(r, scene, form)[ROW.scene]!.cpu);
        figures.push(`(${scene}) ${form === 'static' ? 's' : 'm'} ${x.map(ratio).join('/')}`);
        ok.push(...x.map((v) => v <= limit));
      }
    }
    cells.push([
      name,
      figures.join(', '),
      ok.every(Boolean) ? 'met' : `missed in ${ok.filter((v) => !v).length} of ${ok.length}`,
    ]);
  }
  const growth = both((r) => r.growth.at(-1)![1] / r.growth[0]![1]);
  const nlogn = (100000 * Math.log2(100000)) / (1000 * Math.log2(1000));
  cells.push([
    'growth 1 000 → 100 000 no worse than N log N',
    `${growth.map(ratio).join(' / ')}× the time for 100× the bodies (N log N: ${ratio(nlogn)}×)`,
    verdict(growth.map((g) => g <= nlogn)),
  ]);
  const hand: string[] = [];
  for (const scene of Object.keys(goal)) {
    const x = both(
      (r) => at(r, scene, 'moving')[ROW.scene]!.cpu / at(r, scene, 'moving')[ROW.hand]!.cpu,
    );
    hand.push(`(${scene}) ${x.map(ratio).join(' / ')}`);
  }
  cells.push(['swept ÷ the hand-written sort and sweep (moving)', hand.join(', '), '(the limit)']);
  return table(['target', 'figure (run 1 / run 2)', ''], [false, false, false], cells);
}

if (process.argv.includes('--run')) {
  process.stdout.write(JSON.stringify(run()));
} else if (process.argv.includes('--first')) {
  const at = process.argv.indexOf('--first');
  process.stdout.write(JSON.stringify(firstFrames(process.argv[at + 1]!, process.argv[at + 2]!)));
} else {
  report();
}
