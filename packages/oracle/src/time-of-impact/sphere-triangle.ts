/** The exact time of impact of a moving sphere with a triangle: `t*` and the status. */
import type { WallCase } from '../walls/wall-pieces.ts';
import { type WallContact, wallContact } from './wall-contact.ts';

/** `null` iff the sphere never touches the triangle; else `{ t, status }` exactly. */
export function sphereTriangleTimeOfImpactExact(c: WallCase): Omit<WallContact, 'u'> | null {
  const hit = wallContact(c);
  return hit === null ? null : { t: hit.t, status: hit.status };
}
