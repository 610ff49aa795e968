/**
 * @swept/deno: what Deno users install. The float core's queries and types
 * at the top level; the fixed-point variant, whose queries have the same
 * names, as the namespace `fixed` (and the subpath `@swept/deno/fixed`).
 *
 * @module
 */
export * from '@swept/core';
export * as fixed from '@swept/fixed';
