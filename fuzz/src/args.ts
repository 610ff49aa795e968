/** Command-line options of `swept-fuzz` (`pnpm fuzz` in this repository). */
import { ENGINES, type Engine } from '@swept/engines/engine';

export interface Options {
  /** `--help`: print the usage and exit 0. */
  help: boolean;
  /** The engines to run in (`--engine`; empty: the one the command runs in). */
  engines: Engine[];
  /** The project whose installed @swept packages are fuzzed (default: the current folder). */
  project: string | null;
  /** Where failures are saved and replayed from (`--corpus`). */
  corpus: string | null;
  junit: string | null;
  /** `--versions`: the installed versions a reproduction expects (`@swept/core@1.2.0,…`). */
  versions: string | null;
  nightly: boolean;
  /** Total budget in seconds (quick run: 60; nightly: `--minutes` × 60). */
  seconds: number;
  seed: number;
  shard: [number, number];
  report: string | null;
  markdown: string | null;
  replay: string[];
  variants: string[];
  checks: string[];
  save: boolean;
  slotSeed: number | null;
  path: string | null;
  /** One case to judge, as JSON (numbers JSON cannot hold encoded as in the corpus). */
  case: string | null;
}

export const USAGE = `swept-fuzz [options]   (npx @swept/fuzz, deno run -A jsr:@swept/fuzz, pnpm fuzz)
  (no options)          quick run: every variant x every check, about a minute
  --engine E            node | deno | bun | chromium | firefox | quickjs | all (repeatable;
                        default: the engine the command runs in; all: every engine,
                        the budget split between them, fixed-point answers compared)
  --project DIR         the project whose installed @swept packages are fuzzed (default: .)
  --nightly             long run (default 10 minutes; see --minutes)
  --minutes N           budget in minutes
  --seconds N           budget in seconds
  --seed S              run seed (default: random, printed)
  --shard i/n           run only slot k with k mod n = i - 1
  --report FILE         out.json: the JSON report (and out.md next to it); out.md: Markdown
  --markdown out.md     write the Markdown report
  --junit out.xml       write a JUnit report (each slot a test case)
  --corpus DIR          save failures to DIR and replay the entries in it first
  --variant NAME        only this variant (repeatable)
  --check NAME          only this check (repeatable)
  --no-save             do not write failures to the corpus
  --replay FILE...      replay corpus entries
  --case JSON           judge one case (with --variant and --check)
  --slot-seed S --path P  replay one fast-check counterexample (with --variant and --check)
  --versions LIST       fail (exit 2) unless these are the installed versions
Exit status: 0 no violation, 1 a violation, 2 a usage or environment error.`;

function int(name: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isFinite(n))
    throw new RangeError(`${name} needs a number (got ${v})`);
  return n;
}

export function parseArgs(argv: string[]): Options {
  const o: Options = {
    help: false,
    engines: [],
    project: null,
    corpus: null,
    junit: null,
    versions: null,
    nightly: false,
    seconds: 60,
    seed: (Math.random() * 2 ** 31) | 0,
    shard: [1, 1],
    report: null,
    markdown: null,
    replay: [],
    variants: [],
    checks: [],
    save: true,
    slotSeed: null,
    path: null,
    case: null,
  };
  let minutes: number | null = null;
  let seconds: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = () => argv[++i];
    switch (a) {
      case '--':
        break;
      case '--nightly':
        o.nightly = true;
        break;
      case '--minutes':
        minutes = int(a, next());
        break;
      case '--seconds':
        seconds = int(a, next());
        break;
      case '--seed':
        o.seed = int(a, next()) | 0;
        break;
      case '--shard': {
        const m = /^(\d+)\/(\d+)$/.exec(next() ?? '');
        const [i1, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
        if (!(n >= 1 && i1 >= 1 && i1 <= n))
          throw new RangeError('--shard must be i/n with 1 <= i <= n');
        o.shard = [i1, n];
        break;
      }
      case '--report':
        o.report = next() ?? null;
        break;
      case '--engine': {
        const e = next() ?? '';
        if (e === 'all') o.engines.push(...ENGINES);
        else if ((ENGINES as readonly string[]).includes(e)) o.engines.push(e as Engine);
        else throw new RangeError(`--engine must be one of ${ENGINES.join(', ')}, all (got ${e})`);
        break;
      }
      case '--project':
        o.project = next() ?? null;
        break;
      case '--corpus':
        o.corpus = next() ?? null;
        break;
      case '--junit':
        o.junit = next() ?? null;
        break;
      case '--versions':
        o.versions = next() ?? null;
        break;
      case '--markdown':
        o.markdown = next() ?? null;
        break;
      case '--variant':
        o.variants.push(next() ?? '');
        break;
      case '--check':
        o.checks.push(next() ?? '');
        break;
      case '--no-save':
        o.save = false;
        break;
      case '--slot-seed':
        o.slotSeed = int(a, next()) | 0;
        break;
      case '--path':
        o.path = next() ?? null;
        break;
      case '--case':
        o.case = next() ?? null;
        break;
      case '--replay':
        while (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) o.replay.push(argv[++i]!);
        break;
      case '--help':
      case '-h':
        o.help = true;
        break;
      default:
        throw new RangeError(`unknown option ${a}\n${USAGE}`);
    }
  }
  if (minutes !== null) o.seconds = minutes * 60;
  else if (o.nightly) o.seconds = 600;
  if (seconds !== null) o.seconds = seconds;
  if (!(o.seconds >= 0)) throw new RangeError(`--seconds must be >= 0 (got ${o.seconds})`);
  o.engines = o.engines.filter((e, i) => o.engines.indexOf(e) === i);
  return o;
}
