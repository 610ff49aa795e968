/**
 * The failure corpus: each shrunk violation is saved as
 * `fuzz/corpus/<variant>-<check>-<hash>.json` and replayed by `pnpm test`
 * (and by `pnpm fuzz --replay <file>`). Numbers JSON cannot hold (`-0`, NaN,
 * ±Infinity) are written as `{ "$num": "-0" }` so a case replays bit for bit.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckName } from './types.ts';

export const CORPUS_DIR: string = fileURLToPath(new URL('../corpus/', import.meta.url));

export interface CorpusEntry {
  variant: string;
  check: CheckName;
  /** The case, encoded (see `encode`). */
  input: unknown;
  /** What was wrong when it was found. */
  message: string;
  /** Where it came from: the fast-check seed and path, or a note. */
  found?: string;
}

/** Replaces numbers JSON cannot represent by `{ $num: '-0' | 'NaN' | 'Infinity' | '-Infinity' }`. */
export function encode(x: unknown): unknown {
  if (typeof x === 'number')
    return Number.isFinite(x) && !Object.is(x, -0)
      ? x
      : { $num: Object.is(x, -0) ? '-0' : String(x) };
  if (Array.isArray(x)) return x.map(encode);
  if (typeof x === 'object' && x !== null)
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, encode(v)]));
  return x;
}

export function decode(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(decode);
  if (typeof x === 'object' && x !== null) {
    const tag = (x as { $num?: unknown }).$num;
    if (typeof tag === 'string') return tag === '-0' ? -0 : Number(tag);
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, decode(v)]));
  }
  return x;
}

function fileName(entry: CorpusEntry): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([entry.variant, entry.check, entry.input]))
    .digest('hex');
  return `${entry.variant}-${entry.check}-${hash.slice(0, 10)}.json`.replace(
    /[^A-Za-z0-9.-]/g,
    '_',
  );
}

/** Writes an entry; returns its path relative to the repository root. */
export function saveEntry(entry: CorpusEntry, dir: string = CORPUS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const name = fileName(entry);
  writeFileSync(join(dir, name), `${JSON.stringify(entry, null, 2)}\n`);
  return `fuzz/corpus/${name}`;
}

export function readEntry(path: string): CorpusEntry {
  return JSON.parse(readFileSync(path, 'utf8')) as CorpusEntry;
}

/** Every entry in the corpus directory, with its file name. */
export function loadCorpus(dir: string = CORPUS_DIR): { file: string; entry: CorpusEntry }[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((file) => ({ file, entry: readEntry(join(dir, file)) }));
}

/** The one-line command that replays an entry. */
export function reproCommand(path: string): string {
  return `pnpm fuzz --replay ${path}`;
}
