/**
 * @swept/deno: what Deno users install. The float core's queries and types
 * at the top level.
 *
 * @module
 */
export * from '@swept/core';
