/**
 * `pnpm browsers`: provisions Debian's chromium and firefox-esr (see
 * provision.ts) and prints their executables. `pnpm test` runs it once, as
 * the root turbo task `//#browsers`, before any browser test starts.
 * Usage: browsers.ts [chromium] [firefox]   (default: both)
 */
import { BROWSERS, type Browser } from '../browsers/browsers.ts';
import { ProvisionError, provisionBrowsers } from '../browsers/provision.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(BROWSERS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`browsers must be among ${BROWSERS.join(', ')} (got ${unknown.join(', ')})`);
  process.exit(2);
}
try {
  const found = await provisionBrowsers(asked.length > 0 ? (asked as Browser[]) : BROWSERS);
  for (const [browser, path] of Object.entries(found)) console.log(`${browser}: ${path}`);
} catch (error) {
  // One clear message, not a stack trace, when the person has something to do.
  console.error(error instanceof ProvisionError ? `\n${error.message}\n` : error);
  process.exit(1);
}
