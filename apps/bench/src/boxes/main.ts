/**
 * `pnpm bench:boxes`: swept's box pair queries beside what users reach for —
 * the hand-written slab method, Rapier's cuboid shape cast and
 * detect-collisions' discrete boxes — on the same seeded pairs, in one run,
 * every answer judged by the exact oracle. Prints the table and rewrites its
 * section of BENCHMARKS.md (`--no-write`: print only).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { initRapier } from '../contenders/rapier.ts';
import { measure } from '../measure.ts';
import { fmtError, fmtInt, fmtRate, fmtRatio, table, writeSection } from '../report.ts';
import { coreBoxes, coreBoxesBatch, coreBoxesInto } from './contenders/core.ts';
import { detectCollisionsBoxes } from './contenders/discrete.ts';
import { fixedBoxes, fixedBoxesBatch } from './contenders/fixed.ts';
import { rapierCuboidCast } from './contenders/rapier.ts';
import { handSlab } from './contenders/slab.ts';
import { toleranceBoxes } from './contenders/tolerance.ts';
import { exactBoxTruth, judgeBoxes } from './truth.ts';
import { BOX_KINDS, generateBoxPairs } from './workload.ts';

const SEED = 0xb0c5;
const GROUPS = 256;
const PER_GROUP = 64;
const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const START = '<!-- bench:boxes:start -->';
const END = '<!-- bench:boxes:end -->';

const load = loadavg()[0]!.toFixed(1);
await initRapier();
const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const pairs = generateBoxPairs(SEED, GROUPS, PER_GROUP);
log(`box pairs: ${pairs.count} (seed ${SEED}); exact answers from @swept/oracle…`);
const truth = exactBoxTruth(pairs);
const mix = BOX_KINDS.map((k) => `${pairs.kind.filter((x) => x === k).length} ${k}`).join(', ');
const list = [
  handSlab,
  coreBoxes,
  coreBoxesInto,
  coreBoxesBatch,
  fixedBoxes,
  fixedBoxesBatch,
  toleranceBoxes,
  rapierCuboidCast,
  detectCollisionsBoxes,
];
const rows = await measure(pairs, list, (p) => judgeBoxes(truth, p.hits, p.t), {
  time: 200,
  iterations: 4,
  rounds: 3,
});

const ms = (name: string): number => rows.find((r) => r.name === name)!.msPerPass;
const slab = ms(handSlab.name);
const tableText = table(
  [
    'contender',
    'pairs/s',
    'time × hand slab',
    'hits missed',
    'false hits',
    'TOI after exact',
    'worst TOI error',
  ],
  [false, true, true, true, true, true, true],
  rows.map(({ name, msPerPass, verdict: v }) => [
    name,
    fmtRate(pairs.count / (msPerPass / 1000)),
    fmtRatio(msPerPass / slab),
    fmtInt(v.missed),
    fmtInt(v.falseHits),
    v.late === null ? 'n/a' : fmtInt(v.late),
    fmtError(v.worstToiError),
  ]),
);

const metOrMissed = (ok: boolean): string => (ok ? 'met' : '**missed**');
const coreToSlab = ms(coreBoxesBatch.name) / slab;
const scalarToSlab = ms(coreBoxes.name) / slab;
const fixedToCore = ms(fixedBoxes.name) / ms(coreBoxes.name);
const fixedBatchToCore = ms(fixedBoxesBatch.name) / ms(coreBoxesBatch.name);
const sweptMisses = rows
  .filter((r) => r.name.startsWith('@swept'))
  .reduce((n, r) => n + r.verdict.missed, 0);
const targets = [
  `- 0 misses in every variant of swept: ${metOrMissed(sweptMisses === 0)} (${sweptMisses} missed).`,
  `- core \`boxesTimeOfImpact\` ≤ 1.5× the hand-written slab method: batch ${fmtRatio(coreToSlab)}× (${metOrMissed(coreToSlab <= 1.5)}), scalar on objects ${fmtRatio(scalarToSlab)}× (${metOrMissed(scalarToSlab <= 1.5)}).`,
  `- @swept/fixed ≤ 1.3× core: scalar ${fmtRatio(fixedToCore)}× (${metOrMissed(fixedToCore <= 1.3)}), batch ${fmtRatio(fixedBatchToCore)}× (${metOrMissed(fixedBatchToCore <= 1.3)}).`,
];

const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
const body = `
Measured by \`pnpm --filter @swept/bench bench:boxes\` (\`apps/bench/src/boxes\`), all rows in one run on ${cpu} (load average ${load} at the start), Node ${process.version}.
Each row decides the same ${pairs.count.toLocaleString('en-US')} seeded pairs of moving boxes (${GROUPS} movers × ${PER_GROUP} boxes:
${mix}; every coordinate and half extent a multiple of 2^-16, so all variants read the same numbers).
Correctness is against the exact BigInt oracle (\`@swept/oracle\` \`boxesFirstTouch\`): ${truth.hitCount.toLocaleString('en-US')} of the pairs touch
(touching is closed: a graze along a face or corner to corner counts).
Timing: tinybench, three interleaved rounds, the median of the rounds' median pass times; "time × hand slab" is that time
over the hand-written slab loop's. "TOI after exact" counts shared hits whose \`t\` is later than the exact \`t*\`;
"worst TOI error" the largest distance from a reported \`t\` to the doubles around \`t*\` (@swept/fixed's resolution is 2^-16).

${tableText}

${targets.join('\n')}
`;

process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write')) {
  writeSection(BENCHMARKS, '## Boxes against peers (issue 25)', body, START, END);
  log(`wrote ${BENCHMARKS}`);
}
