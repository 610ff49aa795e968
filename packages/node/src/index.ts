/**
 * @swept/node: what Node users install. The float core's queries and types
 * at the top level.
 */
export * from '@swept/core';
