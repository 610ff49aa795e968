#!/usr/bin/env node
// `deno doc --lint` (what JSR's documentation is built from) for a JSR package's entry
// points, run from that package's folder: `node ../../scripts/deno-doc-lint.mjs src/mod.ts`.
// It fails on a missing doc comment, a public type referring to a private one, or a missing
// explicit type in the package's own files. deno also lints the symbols a package re-exports
// from another workspace package (@swept/deno re-exports @swept/core); those are reported
// where they are declared, by the owner's own check, so here they are only counted.
// One false positive is set aside: deno_doc ignores the doc comment of `export * as ns from`
// (denoland/deno_doc#728, open) and reports it missing even when it is there; such an export
// passes only if the line above it closes a doc comment.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node deno-doc-lint.mjs <entry point>...');
  process.exit(2);
}
const result = spawnSync('deno', ['doc', '--lint', ...files], {
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
});
if (result.error) throw result.error;
if (result.status === 0) process.exit(0);

// Each problem is a block that starts with `error[rule]: …` and names its place in a
// `--> /abs/path:line:column` line.
const output = `${result.stdout}${result.stderr}`;
const blocks = output.split(/^(?=error\[)/m).filter((block) => block.startsWith('error['));
const own = `${process.cwd()}${sep}`;
const place = (block) => /-->\s*(\S+?):(\d+):\d+/.exec(block) ?? ['', '', '0'];

/** A namespace re-export whose doc comment deno_doc cannot see (see above). */
function documentedNamespace(block) {
  const [, file, line] = place(block);
  if (!block.startsWith('error[missing-jsdoc]')) return false;
  const lines = readFileSync(file, 'utf8').split('\n');
  const n = Number(line);
  return /^export \* as \w+ from /.test(lines[n - 1] ?? '') && /\*\/\s*$/.test(lines[n - 2] ?? '');
}

const mine = blocks.filter(
  (block) => place(block)[1].startsWith(own) && !documentedNamespace(block),
);
const others = blocks.filter((block) => !place(block)[1].startsWith(own)).length;

if (blocks.length === 0) {
  // deno failed before linting (a type error, a bad path): show why.
  console.error(output);
  process.exit(result.status ?? 1);
}
for (const block of mine) console.error(block.replace(/\n*error: Found[^\n]*\n?/, '').trimEnd());
if (others > 0) {
  console.error(
    `(${others} problem(s) in symbols re-exported from other packages: their own check reports them.)`,
  );
}
if (mine.length > 0) {
  console.error(`deno doc --lint: ${mine.length} problem(s) in ${own}`);
  process.exit(1);
}
