/**
 * The contact the box kernel (`slab.ts`) just found, appended to a scene's
 * list: written once for the narrow phases that run the kernel themselves
 * (the core's boxes and cuboids, and `@swept/fixed`'s through
 * `@swept/core/internal`), so each writes the status and the normal exactly
 * as its `boxesTimeOfImpact` / `cuboidsTimeOfImpact` does.
 */
import { slabContact } from '../slab.ts';
import { type ContactList, growContactList } from './contact-list.ts';

/**
 * Appends the pair `(i, j)` at time `t` with {@link slabContact}'s status and
 * normal (the unit axis with its sign, `unit` long: `1` in doubles, `65536`
 * raw), growing the list when full.
 */
export function appendSlabContact(
  list: ContactList,
  i: number,
  j: number,
  t: number,
  unit: number,
): void {
  const { status, axis, sign } = slabContact;
  const c = list.count;
  if (c === list.capacity) growContactList(list, c + 1);
  list.i[c] = i;
  list.j[c] = j;
  list.t[c] = t;
  list.status[c] = status;
  list.nx[c] = axis === 0 ? sign * unit : 0;
  list.ny[c] = axis === 1 ? sign * unit : 0;
  if ('nz' in list) list.nz[c] = axis === 2 ? sign * unit : 0;
  list.count = c + 1;
}
