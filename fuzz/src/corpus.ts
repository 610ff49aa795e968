/**
 * The failure corpus: each shrunk violation is saved as
 * `<corpus>/<variant>-<check>-<hash>.json` (encoded by codec.ts, so a case
 * replays bit for bit) and replayed by every later run given that corpus
 * (`--corpus DIR`), by `--replay <file>`, and, for this repository's
 * `fuzz/corpus/`, by `pnpm test`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckName } from './types.ts';

/** This repository's corpus (`fuzz/corpus/`), replayed by its tests and `pnpm fuzz`. */
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

function fileName(entry: CorpusEntry): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([entry.variant, entry.check, entry.input]))
    .digest('hex');
  return `${entry.variant}-${entry.check}-${hash.slice(0, 10)}.json`.replace(
    /[^A-Za-z0-9.-]/g,
    '_',
  );
}

/** Writes an entry into `dir`; returns its path. */
export function saveEntry(entry: CorpusEntry, dir: string = CORPUS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, fileName(entry));
  writeFileSync(path, `${JSON.stringify(entry, null, 2)}\n`);
  return path;
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
