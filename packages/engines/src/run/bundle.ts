/**
 * One script for every engine: the entry and everything it imports, bundled
 * by esbuild into a classic script that defines one global. Each engine then
 * evaluates the same text (runners.ts), so they all run the same code.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The global the bundle defines: the entry module's namespace. */
const GLOBAL = '__engineEntry';

/** An entry bundled for every engine (see {@link bundleEntry}). */
export interface Bundle {
  /** The entry it was made from, for messages. */
  readonly entry: string;
  /** A classic script: evaluating it defines the entry's exports as a global. */
  readonly script: string;
  /**
   * A script expression that runs the entry's default export and evaluates to
   * (a promise of) its result as JSON text.
   */
  readonly resultExpression: string;
}

/**
 * Bundles `entry`, a module whose default export is a function returning a
 * JSON-serialisable value (or a promise of one).
 */
export async function bundleEntry(entry: string | URL): Promise<Bundle> {
  const path = typeof entry === 'string' ? entry : fileURLToPath(entry);
  const result = await build({
    entryPoints: [path],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return {
    entry: path,
    script: result.outputFiles[0]!.text,
    resultExpression: `Promise.resolve().then(() => ${GLOBAL}.default()).then((value) => JSON.stringify(value))`,
  };
}
