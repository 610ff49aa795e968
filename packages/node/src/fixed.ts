/** @swept/node/fixed: everything from @swept/fixed (Q16.16, bit-identical on every engine). */
export * from '@swept/fixed';
