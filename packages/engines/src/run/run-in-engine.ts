/**
 * `runInEngine(engine, entry)`: runs a module's default export in one of the
 * six engines and returns its (JSON) result.
 */

import { runInBrowser } from './browser.ts';
import { type Bundle, bundleEntry } from './bundle.ts';
import type { Engine } from './engine.ts';
import { runInQuickJS } from './quickjs.ts';
import { runInRuntime } from './runtime.ts';

function runBundle(engine: Engine, bundle: Bundle): Promise<string> {
  switch (engine) {
    case 'node':
    case 'deno':
    case 'bun':
      return runInRuntime(engine, bundle);
    case 'chromium':
    case 'firefox':
      return runInBrowser(engine, bundle);
    case 'quickjs':
      return runInQuickJS(bundle);
  }
}

/**
 * Runs `entry` in `engine` and returns what its default export returned,
 * through JSON. `entry` is the path of a module whose default export is a
 * function returning a JSON-serialisable value (or a promise of one); pass a
 * {@link Bundle} from `bundleEntry` to bundle once for several engines.
 * Browsers must be installed already (`pnpm browsers`; see `ensureBrowser`).
 *
 * ```ts
 * const bundle = await bundleEntry(new URL('./scenario.ts', import.meta.url));
 * const answers = await runInEngine('firefox', bundle);
 * ```
 */
export async function runInEngine<T = unknown>(
  engine: Engine,
  entry: string | URL | Bundle,
): Promise<T> {
  const bundle = typeof entry === 'object' && 'script' in entry ? entry : await bundleEntry(entry);
  const json = await runBundle(engine, bundle);
  try {
    return JSON.parse(json) as T;
  } catch (error) {
    throw new Error(`${engine} printed no JSON result for ${bundle.entry}: ${json.slice(0, 200)}`, {
      cause: error,
    });
  }
}
