/**
 * @swept/deno/fixed: everything from @swept/fixed (Q16.16, bit-identical on
 * every engine).
 *
 * @module
 */
export * from '@swept/fixed';
