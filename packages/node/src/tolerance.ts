/** @swept/node/tolerance: everything from @swept/tolerance (the core under a named tolerance policy). */
export * from '@swept/tolerance';
