/**
 * Writes the conformance vectors: `pnpm --filter @swept/oracle vectors`.
 * The files are formatted by Biome like every other JSON file in the repo;
 * the vectors test compares their parsed content with a fresh generation.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateVectors } from '../src/vectors/generate.ts';

const paths: string[] = [];
for (const [name, file] of Object.entries(generateVectors())) {
  const path = fileURLToPath(new URL(`../vectors/${name}.json`, import.meta.url));
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  paths.push(path);
  console.log(`${name}: ${file.cases.length} cases`);
}
execFileSync('biome', ['format', '--write', ...paths], { stdio: 'inherit' });
