/**
 * Writes docs/queries.md, the index of every query: for each query exported
 * by @swept/core (and each query only @swept/tolerance's policies add), the
 * file that implements it in core, fixed and tolerance, its oracle in
 * @swept/oracle, the fuzz check that judges it and the tests that mirror it.
 * Everything is read from the code: each package's `src/index.ts` is followed
 * through its re-exports to the file that defines the name (TypeScript's
 * parser, no type checking). `--check` fails when the committed file differs
 * from what the code yields (a file moved, a query added) and when a package
 * exports a query whose file cannot be found.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../', import.meta.url));
const output = join(root, 'docs/queries.md');
const packages = join(root, 'packages');

/** A name as a package defines it: the file and the declaration. */
interface Definition {
  file: string;
  node: ts.Node;
}

const parsed = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (source === undefined) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

/** `./x.ts` next to `from`, or a workspace package's entry (`@swept/core`, `@swept/core/internal`). */
function resolveModule(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const scoped = /^@swept\/([^/]+)(\/.+)?$/.exec(specifier);
  if (scoped === null) return null;
  const folder = scoped[1] === 'fuzz' ? join(root, 'fuzz') : join(packages, scoped[1]!);
  const { exports } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string> | string;
  };
  const entry = typeof exports === 'string' ? exports : exports[`.${scoped[2] ?? ''}`];
  return entry === undefined ? null : join(folder, entry);
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The declaration of `name` in `file` itself (exported or not), or where its import leads. */
function resolveLocal(file: string, name: string): Definition | null {
  for (const statement of parse(file).statements) {
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name?.text === name
    ) {
      return { file, node: statement };
    }
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declaration !== undefined) return { file, node: declaration };
    }
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const element = statement.importClause.namedBindings.elements.find(
        (e) => e.name.text === name,
      );
      const target = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (element !== undefined && target !== null) {
        return resolveExport(target, (element.propertyName ?? element.name).text);
      }
    }
  }
  return null;
}

/** Follows `name`, exported by `file`, through re-exports to its declaration. */
function resolveExport(file: string, name: string): Definition | null {
  for (const statement of parse(file).statements) {
    if (!ts.isExportDeclaration(statement)) {
      if (isExported(statement)) {
        const local = resolveLocal(file, name);
        if (local !== null && local.file === file) return local;
      }
      continue;
    }
    const target =
      statement.moduleSpecifier === undefined
        ? null
        : resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
    const clause = statement.exportClause;
    if (clause === undefined) {
      const found = target === null ? null : resolveExport(target, name);
      if (found !== null) return found;
      continue;
    }
    if (!ts.isNamedExports(clause)) continue;
    const element = clause.elements.find((e) => e.name.text === name);
    if (element === undefined) continue;
    const local = (element.propertyName ?? element.name).text;
    return target === null ? resolveLocal(file, local) : resolveExport(target, local);
  }
  return null;
}

function isFunction(d: Definition): boolean {
  if (ts.isFunctionDeclaration(d.node)) return true;
  if (!ts.isVariableDeclaration(d.node) || d.node.initializer === undefined) return false;
  return ts.isArrowFunction(d.node.initializer) || ts.isFunctionExpression(d.node.initializer);
}

/** Every name `file` exports (its own declarations and re-exports). */
function exportedNames(file: string): string[] {
  const names: string[] = [];
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined) {
      if (ts.isNamedExports(statement.exportClause) && !statement.isTypeOnly) {
        const values = statement.exportClause.elements.filter((e) => !e.isTypeOnly);
        names.push(...values.map((e) => e.name.text));
      }
    } else if (isExported(statement)) {
      if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) names.push(d.name.text);
        }
      }
    }
  }
  return names;
}

/**
 * The queries among a package's exported functions: the result factories
 * (`create…`) and the input predicates (`…InRange`) are not queries.
 */
function queriesOf(index: string): Map<string, Definition> {
  const queries = new Map<string, Definition>();
  for (const name of exportedNames(index)) {
    if (name.startsWith('create') || name.endsWith('InRange')) continue;
    const definition = resolveExport(index, name);
    if (definition === null) {
      throw new Error(
        `${relative(root, index)} exports ${name}, but its definition cannot be found`,
      );
    }
    if (isFunction(definition)) queries.set(name, definition);
  }
  return queries;
}

/** All nodes of `source` that `test` accepts, depth first. */
function findAll<T extends ts.Node>(source: ts.Node, test: (n: ts.Node) => n is T): T[] {
  const found: T[] = [];
  const visit = (n: ts.Node): void => {
    if (test(n)) found.push(n);
    n.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** The function an expression stands for: an identifier (through a local `const x = f(…)`) or a call's callee. */
function functionOf(file: string, expression: ts.Expression): Definition | null {
  if (ts.isCallExpression(expression)) return functionOf(file, expression.expression);
  if (!ts.isIdentifier(expression)) return null;
  const local = findAll(parse(file), ts.isVariableDeclaration).find(
    (d) => ts.isIdentifier(d.name) && d.name.text === expression.text && d.initializer,
  );
  if (local?.initializer !== undefined && ts.isCallExpression(local.initializer)) {
    return functionOf(file, local.initializer);
  }
  return resolveLocal(file, expression.text);
}

/**
 * @swept/tolerance's policy-bound queries (`withPolicy`): each name, in the
 * object bound to the `exact` policy and in the one built for a band policy,
 * mapped to the file of the function that answers it. A spread (`...scene(…)`)
 * answers the interface's names the object does not list.
 */
function policyQueries(): Map<string, { exact: Definition; band: Definition }> {
  const index = join(packages, 'tolerance/src/index.ts');
  const withPolicy = resolveExport(index, 'withPolicy');
  if (withPolicy === null) throw new Error('@swept/tolerance exports no withPolicy');
  const file = withPolicy.file;
  const source = parse(file);
  // The interface withPolicy returns, wherever it is declared.
  const declared = resolveExport(index, 'PolicyQueries');
  const iface =
    declared !== null && ts.isInterfaceDeclaration(declared.node) ? declared.node : undefined;
  if (iface === undefined) throw new Error('@swept/tolerance exports no PolicyQueries interface');
  // As in `queriesOf`: the factories (`create…`, the persistent scenes) are not queries.
  const names = iface.members
    .map((m) => (m.name !== undefined && ts.isIdentifier(m.name) ? m.name.text : ''))
    .filter((n) => n !== '' && n !== 'policy' && !n.startsWith('create'));
  const tables = findAll(source, ts.isObjectLiteralExpression).filter((o) =>
    o.properties.some(
      (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'policy',
    ),
  );
  const answer = (table: ts.ObjectLiteralExpression): Map<string, Definition> => {
    const answers = new Map<string, Definition>();
    let spread: Definition | null = null;
    for (const p of table.properties) {
      if (ts.isSpreadAssignment(p)) spread = functionOf(file, p.expression);
      const value = ts.isPropertyAssignment(p)
        ? p.initializer
        : ts.isShorthandPropertyAssignment(p)
          ? p.name
          : null;
      if (value === null || p.name === undefined || !ts.isIdentifier(p.name)) continue;
      const definition = functionOf(file, value);
      if (definition !== null) answers.set(p.name.text, definition);
    }
    for (const name of names) if (!answers.has(name) && spread !== null) answers.set(name, spread);
    return answers;
  };
  const isExactTable = (o: ts.ObjectLiteralExpression) =>
    o.properties.some(
      (p) =>
        ts.isPropertyAssignment(p) &&
        ts.isIdentifier(p.name) &&
        p.name.text === 'policy' &&
        ts.isIdentifier(p.initializer) &&
        p.initializer.text === 'exact',
    );
  const exactTable = tables.find(isExactTable);
  const bandTable = tables.find((o) => !isExactTable(o));
  if (exactTable === undefined || bandTable === undefined) {
    throw new Error(
      `${relative(root, file)}: no object of queries for exact and for band policies`,
    );
  }
  const exact = answer(exactTable);
  const band = answer(bandTable);
  const queries = new Map<string, { exact: Definition; band: Definition }>();
  for (const name of names) {
    const e = exact.get(name);
    const b = band.get(name);
    if (e === undefined || b === undefined) {
      throw new Error(
        `${relative(root, file)}: cannot find what answers ${name} under every policy`,
      );
    }
    queries.set(name, { exact: e, band: b });
  }
  return queries;
}

/** The fuzz checks: each key of `CHECKS` and the file of the judge it calls. */
function fuzzChecks(): Map<string, Definition> {
  const files = walk(join(root, 'fuzz/src')).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const declaration = findAll(parse(file), ts.isVariableDeclaration).find(
      (d) => ts.isIdentifier(d.name) && d.name.text === 'CHECKS',
    );
    if (declaration?.initializer === undefined) continue;
    const checks = new Map<string, Definition>();
    for (const p of (declaration.initializer as ts.ObjectLiteralExpression).properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
      // A check without generated cases (`null`) has no judge of its own.
      if (!ts.isCallExpression(p.initializer)) continue;
      const judge = p.initializer.arguments[1];
      const definition =
        judge !== undefined && ts.isArrowFunction(judge) && ts.isCallExpression(judge.body)
          ? functionOf(file, judge.body)
          : null;
      if (definition === null) {
        throw new Error(
          `${relative(root, file)}: cannot find the judge of the check ${p.name.text}`,
        );
      }
      checks.set(p.name.text, definition);
    }
    return checks;
  }
  throw new Error('fuzz/src: no CHECKS table');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The fuzz check of a query: its own key, else the check that judges its
 * kind — `forms` the `…Into` and `…Batch` forms against the query,
 * `scenes` the scene queries, `classify` the graze classifications.
 */
function checkKey(
  query: string,
  base: string | null,
  checks: Map<string, Definition>,
): string | null {
  if (checks.has(query)) return query;
  if (base !== null) return checks.has('forms') ? 'forms' : null;
  if (/^find\w+Contacts$/.test(query)) return checks.has('scenes') ? 'scenes' : null;
  if (query.startsWith('classify')) return checks.has('classify') ? 'classify' : null;
  return null;
}

/**
 * The oracle's answers to a query: its exported functions whose name holds
 * the query's name, circles and spheres read as balls (the oracle answers
 * both dimensions at once): `sweptBallsExact` for `sweptCircles`,
 * `ballsTimeOfImpactFloor` for `spheresTimeOfImpact`.
 */
function oracleOf(query: string, oracle: Map<string, Definition>): string[] {
  const stem = query
    .replace(/^(circles|spheres)(?=[A-Z])/, 'balls')
    .replace(/(Circles|Spheres)(?=[A-Z]|$)/, 'Balls')
    .toLowerCase();
  return [...oracle.keys()].filter((name) => name.toLowerCase().includes(stem)).sort();
}

/** Tests mirror `src/<operation>/<pair>.ts`; circle–circle and sphere–sphere may share `ball-ball`, the walls `ball-wall`. */
const FAMILY: Record<string, string> = {
  'circle-circle': 'ball-ball',
  'sphere-sphere': 'ball-ball',
  'circle-segment': 'ball-wall',
  'circle-polyline': 'ball-wall',
  'sphere-triangle': 'ball-wall',
};

const TESTED = ['core', 'fixed', 'tolerance', 'oracle'];

function testsOf(srcFile: string): string[] {
  const [operation, file] = relative(join(packages, 'core/src'), srcFile).split('/');
  if (operation === undefined || file === undefined) return [];
  const pair = file.replace(/\.ts$/, '');
  const names = [pair, FAMILY[pair]].filter((n): n is string => n !== undefined);
  return TESTED.flatMap((pkg) =>
    names
      .map((name) => join(packages, pkg, 'test', operation, `${name}.test.ts`))
      .filter((path) => exists(path)),
  );
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A link from docs/ to `file`, shown relative to `base` (a package's `src/`). */
function link(file: string, base: string): string {
  const shown = file.startsWith(base) ? relative(base, file) : relative(root, file);
  return `[\`${shown}\`](${relative(dirname(output), file)})`;
}

function build(): string {
  const src = (pkg: string) => join(packages, pkg, 'src');
  const core = queriesOf(join(src('core'), 'index.ts'));
  const fixed = queriesOf(join(src('fixed'), 'index.ts'));
  const tolerance = policyQueries();
  const oracle = queriesOf(join(src('oracle'), 'index.ts'));
  const checks = fuzzChecks();
  const names = [...core.keys(), ...[...tolerance.keys()].filter((n) => !core.has(n))];
  const baseOf = (name: string): string | null => {
    const base = name.replace(/(Into|Batch)$/, '');
    return base !== name && (core.has(base) || tolerance.has(base)) ? base : null;
  };
  const order = (name: string) => baseOf(name) ?? name;
  names.sort((a, b) => order(a).localeCompare(order(b)) || a.length - b.length);

  const rows = names.map((name) => {
    const base = baseOf(name);
    const coreFile = core.get(name)?.file;
    const bound = tolerance.get(name);
    const home = coreFile ?? bound!.exact.file;
    const answers = oracleOf(base ?? name, oracle);
    const key = checkKey(name, base, checks);
    const tests = [
      ...new Set([
        ...testsOf(home.replace(src('tolerance'), src('core'))),
        ...(base ? testsOf(core.get(base)?.file ?? '') : []),
      ]),
    ];
    return [
      base === null ? `\`${name}\`` : `\`${name}\` (form of \`${base}\`)`,
      coreFile === undefined ? '—' : link(coreFile, src('core')),
      fixed.has(name) ? link(fixed.get(name)!.file, src('fixed')) : '—',
      bound === undefined
        ? '—'
        : `exact: ${link(bound.exact.file, src('tolerance'))}<br>band: ${link(bound.band.file, src('tolerance'))}`,
      answers.length === 0
        ? '—'
        : answers
            .map((a) => `\`${a}\` in ${link(oracle.get(a)!.file, src('oracle'))}`)
            .join('<br>'),
      key === null ? '—' : `\`${key}\`: ${link(checks.get(key)!.file, join(root, 'fuzz/src'))}`,
      tests.length === 0
        ? '—'
        : tests
            .map((t) => `[\`${relative(packages, t)}\`](${relative(dirname(output), t)})`)
            .join('<br>'),
    ];
  });

  const header = [
    '# Queries',
    '',
    '<!-- Generated by `pnpm docs:queries` (scripts/queries.ts) from the code; `pnpm docs:check` fails when it is stale. Do not edit. -->',
    '',
    'Every query of @swept/core, and the graze classifications @swept/tolerance adds, with the file that',
    'implements it in each package (core and fixed paths under `packages/<package>/src/`), its exact answer',
    'in @swept/oracle, the fuzz check that judges it (`fuzz/src/`, the key in `CHECKS`) and the tests that',
    'mirror its file. The `…Into` and `…Batch` forms have rows of their own under their query: they live in',
    'their own files where they have one, and the fuzz judges them against the query (`forms`). Tolerance',
    'answers a query by the file of its `exact` policy and by the band rule every other policy uses',
    "(`withPolicy`). The oracle answers circles and spheres at once: its names say `Balls`. A '—' is a",
    'package without the query (or a query without an oracle or a mirrored test).',
    '',
    '| query | core | fixed | tolerance | oracle | fuzz check | tests |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  return `${[...header, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')}\n`;
}

/**
 * The table as the repository's formatter writes it (Biome pads the columns), so the
 * committed file is both readable and what `pnpm lint` accepts.
 */
function formatted(markdown: string): string {
  const biome = join(root, 'node_modules/.bin/biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${output}`], {
    input: markdown,
    encoding: 'utf8',
  });
}

const text = formatted(build());
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(output, 'utf8');
  } catch {
    // Reported below as stale.
  }
  if (committed !== text) {
    const want = text.split('\n');
    const have = committed.split('\n');
    const differ = want
      .map((line, i) => [line, have[i] ?? ''] as const)
      .filter(([w, h]) => w !== h)
      .slice(0, 5)
      .map(([w, h]) => `  committed: ${h || '(nothing)'}\n  the code:  ${w || '(nothing)'}`);
    console.error(
      `docs/queries.md does not match the code (a query's file moved, or a query was added or removed).\nRun \`pnpm docs:queries\` and commit docs/queries.md. First differences:\n${differ.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('docs/queries.md matches the code');
} else {
  writeFileSync(output, text);
  console.log(`wrote ${relative(root, output)}`);
}
