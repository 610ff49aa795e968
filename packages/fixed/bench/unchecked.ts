/**
 * The copy `checks.ts` times against the package: a version's `src/` with the
 * bodies of `checkSwept2` and `checkSwept3` emptied, the same code line for
 * line otherwise (`test/bench-copies.test.ts` holds its answers to the
 * source's). It is written to `.bench-unchecked/` (git-ignored; not under
 * `node_modules`, where tsx compiles differently and the copy ran 4× slower).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Package from '../src/index.ts';

export type Fixed = typeof Package;

const here = dirname(fileURLToPath(import.meta.url));

/** Copies `source` (a `src/` folder) without the swept checks and imports the copy's `index.ts`. */
export async function uncheckedCopy(source: string = join(here, '../src')): Promise<Fixed> {
  const copy = join(here, '../.bench-unchecked');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(source, join(copy, 'src'), { recursive: true });
  const validate = join(copy, 'src/validate.ts');
  let emptied = 0;
  writeFileSync(
    validate,
    readFileSync(validate, 'utf8').replace(
      /(export function checkSwept[23]\([^)]*\): void \{)[\s\S]*?\n\}/g,
      (_, head: string) => {
        emptied += 1;
        return `${head}}`;
      },
    ),
  );
  if (emptied !== 2)
    throw new Error(`expected to empty checkSwept2 and checkSwept3, emptied ${emptied}`);
  return (await import(join(copy, 'src/index.ts'))) as Fixed;
}
