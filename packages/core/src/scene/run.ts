/**
 * The scene queries' common course, shared by every variant: check
 * everything, build the swept boxes, find the candidate pairs, let the
 * variant's own pair query decide each one (`narrow`), sort. Only `narrow`,
 * the value rule and the box margin differ between variants, so the set is
 * by construction exactly the pairs the variant's pair query reports.
 */
import type { MovingCircles, MovingSpheres } from '../types.ts';
import { type BoxMargin, sceneBoxes } from './boxes.ts';
import { findCandidates } from './broad-phase.ts';
import { checkScene, type SceneOptions, type ValueRule } from './check.ts';
import { type ContactList, isContactList } from './contact-list.ts';
import { sortContacts } from './sort.ts';
import { fillStats } from './stats.ts';

/**
 * A variant's pair query over the candidates (`candidates.i/j`, see
 * `broad-phase.ts`): appends every pair it reports to `list` (growing it
 * with `growContactList` when full). `a` holds the `i` bodies, `b` the `j`
 * bodies (`a` itself without `against`).
 */
export type NarrowPhase<Bodies, List extends ContactList> = (
  a: Bodies,
  b: Bodies,
  list: List,
) => void;

/**
 * Runs a scene query: `contacts.count` is `0` from the first check on, so a
 * `RangeError` never leaves a partial answer. Returns the number of contacts.
 */
export function runScene<Bodies extends MovingCircles | MovingSpheres, List extends ContactList>(
  dim: 2 | 3,
  bodies: Bodies,
  contacts: List,
  options: SceneOptions<Bodies> | undefined,
  rule: ValueRule,
  margin: BoxMargin,
  narrow: NarrowPhase<Bodies, List>,
): number {
  if (!isContactList(contacts, dim)) {
    throw new RangeError(
      `contacts must be a contact list from createContactList${dim} (got ${String(contacts)})`,
    );
  }
  contacts.count = 0;
  const { a, b } = checkScene(dim, bodies, options, rule);
  const tested = findCandidates(sceneBoxes(dim, a, b, margin));
  if (options?.stats !== undefined) fillStats(options.stats, dim, tested);
  narrow(bodies, (b ? b.bodies : bodies) as Bodies, contacts);
  sortContacts(contacts);
  return contacts.count;
}
