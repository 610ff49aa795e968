/**
 * Before and after a change, in one process: the pair, wall and scene queries of the
 * working tree against those of an earlier revision, timed in interleaved rounds (each
 * round alternates which tree goes first), with the answers of both trees compared
 * first. Prints, per query, the median of the per-round time ratios (working tree /
 * revision) and their range. For a change meant to keep behaviour and speed (a move, a
 * split, a rename), run it against the change's base and against the working tree
 * itself (`--self`, the same code loaded twice: the noise floor of this machine).
 *
 *   pnpm --filter @swept/bench bench:revisions -- 5fcebbc [--rounds 11]
 *   pnpm --filter @swept/bench bench:revisions -- --self
 *
 * The revision is checked out in a temporary worktree with its dependencies installed
 * offline from the store this checkout already filled, and removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Workload } from './workloads.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
const self = args.includes('--self');
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 11;
const revision = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds');
if (!self && revision === undefined) {
  throw new RangeError('bench:revisions takes a revision to compare with (or --self)');
}
if (!Number.isInteger(rounds) || rounds < 1) {
  throw new RangeError(`--rounds must be a positive integer (got ${args[roundsAt + 1]})`);
}

const git = (...a: string[]) => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8' });
let other = root;
let scratch: string | null = null;
if (!self) {
  scratch = mkdtempSync(join(tmpdir(), 'swept-revision-'));
  other = join(scratch, 'tree');
  git('worktree', 'add', '--detach', other, revision!);
  execFileSync('npx', ['--yes', 'pnpm@12.21.0', 'install', '--offline', '--frozen-lockfile'], {
    cwd: other,
    stdio: 'ignore',
  });
}

try {
  // One module instance per tree (see workloads.ts for why).
  const instance = (tree: string) =>
    import(new URL(`./workloads.ts?tree=${tree}`, import.meta.url).href);
  const before = await instance('before');
  const after = await instance('after');
  const base: Record<string, Workload> = await before.treeWorkloads(other);
  const next: Record<string, Workload> = await after.treeWorkloads(root);
  const names = Object.keys(next);
  for (const name of names) {
    const [a, b] = [base[name]!(), next[name]!()];
    if (!Object.is(a, b)) throw new Error(`${name}: the trees answer differently (${a} vs ${b})`);
  }
  /** Nanoseconds per call of `work`, over at least 40 ms. */
  const time = (work: Workload): number => {
    const start = process.hrtime.bigint();
    let calls = 0;
    let elapsed = 0;
    do {
      work();
      calls++;
      elapsed = Number(process.hrtime.bigint() - start);
    } while (elapsed < 40e6);
    return elapsed / calls;
  };
  for (const name of names) {
    time(base[name]!);
    time(next[name]!);
  }
  const ratios = new Map(names.map((n) => [n, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const [first, second] = round % 2 === 0 ? [base, next] : [next, base];
      const t1 = time(first[name]!);
      const t2 = time(second[name]!);
      ratios.get(name)!.push(round % 2 === 0 ? t2 / t1 : t1 / t2);
    }
  }
  const label = self ? 'the working tree, loaded twice' : `revision ${revision}`;
  console.log(
    `Working tree against ${label}: ${rounds} rounds, load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  console.log('| query | time, working tree / other (median) | range |');
  console.log('| --- | --: | --: |');
  for (const [name, r] of ratios) {
    r.sort((x, y) => x - y);
    const median = r[r.length >> 1]!;
    console.log(`| ${name} | ${median.toFixed(3)} | ${r[0]!.toFixed(2)}–${r.at(-1)!.toFixed(2)} |`);
  }
} finally {
  if (scratch !== null) {
    git('worktree', 'remove', '--force', other);
    rmSync(scratch, { recursive: true, force: true });
  }
}
