/**
 * The version rule (CONTRIBUTING.md): a package's first release is 0.1.0,
 * whatever its changesets say; before 1.0 a breaking change (`major`) bumps the
 * minor and anything else the patch; from 1.0 on, semver as changesets does.
 * `changeset version` writes the changelogs; this rule then sets the numbers.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bump = 'major' | 'minor' | 'patch';

const ORDER: readonly Bump[] = ['patch', 'minor', 'major'];

/** The largest bump each package gets from the changesets in `folder` (README.md aside). */
export function bumpsOf(folder: string): Map<string, Bump> {
  const bumps = new Map<string, Bump>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const text = readFileSync(join(folder, file), 'utf8');
    const front = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    if (front === null)
      throw new Error(`.changeset/${file}: no frontmatter between two "---" lines`);
    for (const line of front[1]!.split(/\r?\n/).filter((l) => l.trim() !== '')) {
      const entry = /^\s*(["'])([^"']+)\1\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (entry === null) throw new Error(`.changeset/${file}: "${line}" is not "package": bump`);
      const [, , name, bump] = entry as unknown as [string, string, string, Bump];
      const known = bumps.get(name);
      if (known === undefined || ORDER.indexOf(bump) > ORDER.indexOf(known)) bumps.set(name, bump);
    }
  }
  return bumps;
}

/** The version after `from` for the largest `bump` of its changesets, by the rule. */
export function nextVersion(from: string, bump: Bump): string {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(from);
  if (parts === null) throw new RangeError(`from must be a plain x.y.z version (got "${from}")`);
  const [major, minor, patch] = parts.slice(1).map(Number) as [number, number, number];
  if (major === 0 && minor === 0 && patch === 0) return '0.1.0';
  if (major === 0) return bump === 'major' ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  if (bump === 'major') return `${major + 1}.0.0`;
  return bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

/**
 * Sets the package in `folder` to `to` where `changeset version` wrote
 * `written`: its package.json's version and its changelog's newest heading.
 */
export function applyVersionRule(folder: string, written: string, to: string): void {
  if (written === to) return;
  const manifest = join(folder, 'package.json');
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(manifest, text.replace(`"version": "${written}"`, `"version": "${to}"`));
  const changelog = join(folder, 'CHANGELOG.md');
  const log = readFileSync(changelog, 'utf8');
  writeFileSync(changelog, log.replace(`\n## ${written}\n`, `\n## ${to}\n`));
}
