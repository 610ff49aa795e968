/**
 * @swept/engines — runs one entry module in six JavaScript engines (Node,
 * Deno and Chromium on V8; Bun on JavaScriptCore; Firefox ESR on
 * SpiderMonkey; QuickJS) and provisions the two browsers from Debian, once
 * and under a lock. Private: used by the cross-engine determinism test, and
 * meant for a fuzz command that runs on another engine.
 */
export {
  BROWSERS,
  type Browser,
  browserExecutable,
  CHROMIUM_ARGS,
  DEBIAN_PACKAGE,
  findBrowser,
} from './browsers/browsers.ts';
export { BROWSER_LOCK, withLock } from './browsers/lock.ts';
export {
  type CommandResult,
  debianHost,
  ensureBrowser,
  type Host,
  INSTALLED,
  ProvisionError,
  provisionBrowsers,
} from './browsers/provision.ts';
export {
  type EngineReport,
  type EngineResult,
  exactNumber,
  exactText,
  firstDifference,
  type ReportCase,
} from './report/report.ts';
export { type Bundle, bundleEntry } from './run/bundle.ts';
export { ENGINE_FAMILY, ENGINES, type Engine } from './run/engine.ts';
export { runInEngine } from './run/run-in-engine.ts';
export { type Runtime, runtimeExecutable } from './run/runtime.ts';
