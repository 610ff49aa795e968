/**
 * Cases as JSON, bit for bit: numbers JSON cannot hold (`-0`, NaN, ±Infinity)
 * are written as `{ "$num": "-0" }`. Runtime-neutral: the corpus, the reports
 * and every engine a run goes to use it.
 */

/** Replaces numbers JSON cannot represent by `{ $num: '-0' | 'NaN' | 'Infinity' | '-Infinity' }`. */
export function encode(x: unknown): unknown {
  if (typeof x === 'number')
    return Number.isFinite(x) && !Object.is(x, -0)
      ? x
      : { $num: Object.is(x, -0) ? '-0' : String(x) };
  if (Array.isArray(x)) return x.map(encode);
  if (typeof x === 'object' && x !== null)
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, encode(v)]));
  return x;
}

export function decode(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(decode);
  if (typeof x === 'object' && x !== null) {
    const tag = (x as { $num?: unknown }).$num;
    if (typeof tag === 'string') return tag === '-0' ? -0 : Number(tag);
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, decode(v)]));
  }
  return x;
}
