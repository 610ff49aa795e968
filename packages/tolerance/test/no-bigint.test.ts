/**
 * Issue 13's rule, kept: no BigInt in the source of any published package
 * but the oracle. BigInt arithmetic is 35–70× a double operation and
 * allocates; every variant's exact paths use doubles (expansions, limbs in
 * doubles). Published means an npm package that is not private, or one
 * with a `deno.json` (JSR). `@swept/oracle` is exact BigInt rationals by
 * design; the fuzz app (`fuzz/`) judges answers with it and passes `1n` as
 * a bad argument on purpose. A `typeof v === 'bigint'` test of a user's
 * argument is fine (the word is a string there).
 *
 * It reads every package's source, not only this one's: `turbo.json` lists
 * every package's `src` folder, `package.json` and `deno.json` among the
 * inputs of `@swept/tolerance#test`, so a BigInt added to any package re-runs
 * it instead of hitting turbo's cache.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const ALLOWED = new Set(['@swept/oracle']);

/** Comments and string literals, in one left-to-right pass (so a quote in a comment is not a string). */
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** BigInt in code: the global and its arrays, the type, and literals such as `12n` or `0xffn`. */
const BIGINT =
  /\bBigInt\b|\bBig(?:Int|Uint)64Array\b|\bbigint\b|\b(?:\d[\d_]*|0[xXoObB][\da-fA-F_]+)n\b/;

/** The first BigInt use in `source`'s code, or null. */
function bigintIn(source: string): string | null {
  const code = source.replace(COMMENT_OR_STRING, ' ');
  return BIGINT.exec(code)?.[0] ?? null;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

const published = readdirSync(packages).flatMap((name) => {
  const manifest = join(packages, name, 'package.json');
  if (!existsSync(manifest)) return [];
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; private?: boolean };
  const jsr = existsSync(join(packages, name, 'deno.json'));
  return pkg.private && !jsr ? [] : [{ name: pkg.name, src: join(packages, name, 'src') }];
});

describe('no BigInt in published source', () => {
  it('the detector finds each form in code, and nothing in comments or strings', () => {
    for (const code of [
      'const x = 12n;',
      'const m = 0xffn;',
      'return BigInt(x);',
      'const w = new BigUint64Array(1);',
      'const w = new BigInt64Array(1);',
      'let a: bigint;',
      'const xs: bigint[] = [];',
      'const n = 1_000n;',
    ]) {
      expect(bigintIn(code), code).not.toBeNull();
    }
    for (const text of [
      "if (typeof v === 'bigint') throw new RangeError('v');",
      '/** 3 limbs: `24n` bits, BigInt-free */ const x = 1;',
      '// no BigInt here: 5n',
      // a template literal: `${value}n`
      'const s = `$' + '{value}n`;',
      "const s = 'BigInt(1)'; // don't",
    ]) {
      expect(bigintIn(text), text).toBeNull();
    }
  });

  it('the published packages are found, the oracle among them (and it does use BigInt)', () => {
    const names = published.map((p) => p.name);
    for (const name of ['@swept/core', '@swept/fixed', '@swept/tolerance', '@swept/oracle']) {
      expect(names).toContain(name);
    }
    const oracle = published.find((p) => p.name === '@swept/oracle')!;
    expect(sources(oracle.src).some((f) => bigintIn(readFileSync(f, 'utf8')) !== null)).toBe(true);
  });

  it.each(published.filter((p) => !ALLOWED.has(p.name)).map((p) => [p.name, p.src] as const))(
    '%s',
    (_name, src) => {
      const found = sources(src).flatMap((file) => {
        const hit = bigintIn(readFileSync(file, 'utf8'));
        return hit === null ? [] : [`${file}: ${hit}`];
      });
      expect(found).toEqual([]);
    },
  );
});
