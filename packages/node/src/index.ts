/**
 * @swept/node: what Node users install. The float core's queries and types
 * at the top level; the fixed-point variant, whose queries have the same
 * names, as the namespace `fixed` (and the subpath `@swept/node/fixed`).
 */
export * from '@swept/core';
export * as fixed from '@swept/fixed';
