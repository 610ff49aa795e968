/** splitmix32 (as in the golden scenario): `draw(m)` is an integer in `[−m, m]`, the same on every run. */
export function generator(seed: number): (m: number) => number {
  let s = seed | 0;
  return (m) => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (((z ^ (z >>> 16)) >>> 0) % (2 * m + 1)) - m;
  };
}
