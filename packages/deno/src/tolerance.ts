/**
 * @swept/deno/tolerance: everything from @swept/tolerance (the core under a
 * named tolerance policy).
 *
 * @module
 */
export * from '@swept/tolerance';
