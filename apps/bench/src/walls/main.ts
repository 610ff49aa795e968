/**
 * `pnpm bench` (walls): the swept variants beside planck.js, Rapier and
 * sub-stepping on the same seeded wall cases, 2D and 3D, in one run; every
 * answer judged against `@swept/oracle`. Prints the tables and rewrites this
 * bench's section of BENCHMARKS.md (`--no-write`: print only).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measure } from '../measure.ts';
import { fmtInt, writeSection } from '../report.ts';
import { segmentCases } from './circle-segment.ts';
import {
  initWallPeers,
  SEGMENT_REFERENCE,
  segmentEntries,
  TRIANGLE_REFERENCE,
  triangleEntries,
} from './contenders/index.ts';
import type { WallContender } from './contenders/wall-contender.ts';
import { byKindTable, wallHeadline, wallTable, withBand } from './report.ts';
import { triangleCases } from './sphere-triangle.ts';
import { judgeWalls, wallTruth } from './truth.ts';
import type { WallSet } from './workload.ts';

const SEED = 0x3a11;
const COUNT = 4096;
const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const START = '<!-- bench:walls-peers:start -->';
const END = '<!-- bench:walls-peers:end -->';

const load = loadavg()[0]!.toFixed(1);
const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};
await initWallPeers();

async function section(
  title: string,
  set: WallSet,
  list: WallContender[],
  reference: string,
): Promise<string> {
  log(`${title}: ${set.count} cases; exact answers from @swept/oracle…`);
  const truth = wallTruth(set);
  const rows = await measure(
    set,
    list,
    (pass, entry) => judgeWalls(truth, set.kind, pass.hits, pass.t, entry.band),
    { time: 150, iterations: 4, rounds: 5, pick: 'fastest' },
  );
  const banded = withBand(rows, list);
  const kinds = [...new Set(set.kind)]
    .map((k) => `${fmtInt(set.kind.filter((x) => x === k).length)} ${k}`)
    .join(', ');
  return `### ${title}

${fmtInt(set.count)} cases (${kinds}); ${fmtInt(truth.hitCount)} touch during the frame.

${wallTable(banded, set.count, reference)}

${wallHeadline(banded, reference)}

Missed contacts / false hits by kind of case (in brackets: the cases of that kind that touch / that do not):

${byKindTable(banded, set.kind, truth.hits)}`;
}

const segments = await section(
  'Circle against segment (2D)',
  segmentCases(SEED, COUNT),
  segmentEntries(),
  SEGMENT_REFERENCE,
);
const triangles = await section(
  'Sphere against triangle (3D)',
  triangleCases(SEED + 1, COUNT),
  triangleEntries(),
  TRIANGLE_REFERENCE,
);

const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
const body = `
Measured by \`pnpm --filter @swept/bench bench:walls\` (\`apps/bench/src/walls\`; also part of \`pnpm bench\`),
all rows of a table in one run on ${cpu} (load average ${load} at the start), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
One call per case, each contender on its own input form built untimed; tinybench, five interleaved rounds,
the median of the rounds' fastest pass times (the fastest: on a shared machine a long pass is preempted more often than a short one). "time × core Into" divides by the core's \`…Into\` row (lower is faster).
Correctness against the exact BigInt oracle (\`@swept/oracle\`, on the same doubles): **missed** — the
oracle says the ball touches the wall during the frame, the contender says no (tunnelling, in a game);
**false hits**; **t after t\\*** — reported times later than the exact first touch; **beyond band** — of
those, the ones later than the contender's own stated band allows (see apps/bench/README.md);
worst lateness and earliness to within one ulp of \`t*\`.

${segments}

${triangles}
`;

process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write')) {
  writeSection(BENCHMARKS, '## Peers: walls', body, START, END);
  log(`wrote ${BENCHMARKS}`);
}
