/** The six JavaScript engines an entry can run in, and the engine family behind each. */

/** A place to run JavaScript: three runtimes, two browsers, one interpreter in WebAssembly. */
export type Engine = 'node' | 'deno' | 'bun' | 'chromium' | 'firefox' | 'quickjs';

/** Every engine, V8 first (Node is the reference the others are compared with). */
export const ENGINES: readonly Engine[] = ['node', 'deno', 'chromium', 'bun', 'firefox', 'quickjs'];

/** The JavaScript engine inside each: three V8s and three independent implementations. */
export const ENGINE_FAMILY: Readonly<Record<Engine, string>> = {
  node: 'V8',
  deno: 'V8',
  chromium: 'V8',
  bun: 'JavaScriptCore',
  firefox: 'SpiderMonkey',
  quickjs: 'QuickJS',
};
