/**
 * @swept/node: what Node users install. The float core's queries and types
 * at the top level; the fixed-point and tolerance-policy variants, whose
 * queries have the same names, as the namespaces `fixed` and `tolerance`
 * (and the subpaths `@swept/node/fixed`, `@swept/node/tolerance`).
 */
export * from '@swept/core';
export * as fixed from '@swept/fixed';
export * as tolerance from '@swept/tolerance';
