/**
 * The relative bounds of this package's double filters, each defined once: a
 * filter answers from a double estimate only when it lies beyond `bound` times
 * a magnitude that covers its error, and hands the rest to an exact stage.
 * Each user proves, next to its own code, that its error stays inside the
 * bound it uses.
 */

/** `2^-50`: a few roundings (`u = 2^-53` each) of terms bounded by the magnitude, with margin. */
export const FILTER50: number = 1 / 1125899906842624;

/** `2^-40`: the limb stages' filters, whose estimates are `toNumber`s of limb values (`limbs.ts`). */
export const FILTER40: number = 1 / 1099511627776;
