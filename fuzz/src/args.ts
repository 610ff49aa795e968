/** Command-line options of `pnpm fuzz`. */

export interface Options {
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

export const USAGE = `pnpm fuzz [options]
  (no options)          quick run: every variant x every check, about a minute
  --nightly             long run (default 10 minutes; see --minutes)
  --minutes N           budget in minutes
  --seconds N           budget in seconds
  --seed S              run seed (default: random, printed)
  --shard i/n           run only slot k with k mod n = i - 1
  --report out.json     write the JSON report (and out.md next to it)
  --markdown out.md     write the Markdown report
  --variant NAME        only this variant (repeatable)
  --check NAME          only this check (repeatable)
  --no-save             do not write failures to fuzz/corpus
  --replay FILE...      replay corpus entries
  --case JSON           judge one case (with --variant and --check)
  --slot-seed S --path P  replay one fast-check counterexample (with --variant and --check)`;

function int(name: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isFinite(n))
    throw new RangeError(`${name} needs a number (got ${v})`);
  return n;
}

export function parseArgs(argv: string[]): Options {
  const o: Options = {
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
        throw new RangeError(USAGE);
      default:
        throw new RangeError(`unknown option ${a}\n${USAGE}`);
    }
  }
  if (minutes !== null) o.seconds = minutes * 60;
  else if (o.nightly) o.seconds = 600;
  if (seconds !== null) o.seconds = seconds;
  return o;
}
