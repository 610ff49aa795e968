/**
 * `pnpm bench`: the swept variants side by side with the peers on the same
 * seeded pairs and bullet-hell frames, in one run. Prints the tables and
 * rewrites this bench's section of BENCHMARKS.md (`--no-write`: print only).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { entries, REFERENCE } from './contenders/index.ts';
import { initRapier } from './contenders/rapier.ts';
import { measure } from './measure.ts';
import { generatePairs, PAIR_KINDS } from './pairs.ts';
import { headline, pairTable, sceneTable, writeSection } from './report.ts';
import { enemiesScene, playerScene } from './scenes.ts';
import { exactTruth, judge } from './truth.ts';

const SEED = 0x5eed;
const GROUPS = 256;
const PER_GROUP = 64;
const BENCHMARKS = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));

// Taken at the start: on a shared machine, other work slows the rows, less so their ratios.
const load = loadavg()[0]!.toFixed(1);
await initRapier();
const list = entries();
const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const pairs = generatePairs(SEED, GROUPS, PER_GROUP);
log(`pairs: ${pairs.count} (seed ${SEED}); exact answers from @swept/oracle…`);
const truth = exactTruth(pairs);
const mix = PAIR_KINDS.map((k) => `${pairs.kind.filter((x) => x === k).length} ${k}`).join(', ');
const pairRows = await measure(pairs, list, (p) => judge(truth, p.hits, p.t), {
  time: 200,
  iterations: 4,
  rounds: 3,
});

const scenes = [playerScene(SEED + 1), enemiesScene(SEED + 2)];
const sceneSections: string[] = [];
for (const scene of scenes) {
  log(`${scene.name}: exact answers…`);
  const sceneTruth = exactTruth(scene.pairs);
  const rows = await measure(scene.pairs, list, (p) => judge(sceneTruth, p.hits, p.t), {
    time: 200,
    iterations: 2,
    rounds: 3,
  });
  sceneSections.push(`### ${scene.name}\n\n${sceneTable(rows, sceneTruth.hitCount, REFERENCE)}`);
}

const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
const body = `
Measured by \`pnpm bench\` (\`apps/bench\`), all rows in one run on ${cpu} (load average ${load} at the start), Node ${process.version}.
Each row decides the same ${pairs.count.toLocaleString('en-US')} seeded pairs (${GROUPS} movers × ${PER_GROUP} bodies:
${mix}; every coordinate a multiple of 2^-16, so all variants read the same numbers).
Correctness is against the exact BigInt oracle (\`@swept/oracle\`): ${truth.hitCount.toLocaleString('en-US')} of the pairs touch.
Timing: tinybench, three interleaved rounds, the median of the rounds' median pass times.
"Time × SoA loop" is that time divided by the hand-written structure-of-arrays loop's (lower is faster).
"TOI after exact" counts shared hits whose reported time of impact is later than the exact first touch \`t*\`
(the core rounds to nearest, so about half its times sit an ulp past \`t*\`; fixed and tolerance \`exact\` round down by contract).
"Worst TOI error" is the largest distance from a reported \`t\` to the two doubles around \`t*\` (0: always one of them;
@swept/fixed's resolution is 2^-16 ≈ 1.5e-5).

${pairTable(pairRows, pairs.count, REFERENCE)}

${headline(pairRows, pairs.count, truth.hitCount)}

Bullet-hell frames: every target against every bullet, no broad phase; bullets move 2–12 units a frame (8–120 times their radius).

${sceneSections.join('\n\n')}
`;

process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write')) {
  writeSection(BENCHMARKS, '## Peers and bullet-hell scenes', body);
  log(`wrote ${BENCHMARKS}`);
}
