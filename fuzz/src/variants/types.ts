/**
 * A variant as the fuzz app sees it: the nine queries in its own units, and
 * the semantics it promises (`docs/contract.md`, "5. The variants and their accuracy"), which decide how
 * its answers are judged against the oracles.
 */
import type { Units } from '../oracle/exact.ts';
import type {
  BoxQueryName,
  CircleBoxQueryName,
  QueryName,
  SphereCuboidQueryName,
  WallQueryName,
} from '../types.ts';

/** The declared relative rounding band of a float variant (see @swept/core `ROUNDING_BAND`). */
export interface Band {
  swept: number;
  overlap: number;
  raySegment: number;
  /** The wall queries, relative to the oracle's `wallScale`. */
  wall: number;
  /** The boxes: a change of each axis's `haᵢ + hbᵢ` relative to that axis's scale (`boxScale`). */
  box: number;
}

export type Semantics =
  /** @swept/core: may differ from exact only inside its band; exact where nothing rounds. */
  | { kind: 'banded'; band: Band }
  /** @swept/fixed: booleans exact, `t` and `u` floored to 1/65536. */
  | { kind: 'fixed' }
  /** @swept/tolerance `exact`: exact on the given doubles, `t` rounded down to a double. */
  | { kind: 'exact' }
  /**
   * A tolerance band policy: touch within `outer(ra, rb)`, overlap closer than
   * `inner(ra, rb)` (both computed in doubles as the policy documents), decided
   * by the core, so inside the core's band around those distances.
   */
  | {
      kind: 'policy';
      band: Band;
      outer(ra: number, rb: number): number;
      inner(ra: number, rb: number): number;
    };

// biome-ignore lint/suspicious/noExplicitAny: queries are called with generated argument lists.
export type Query = (...args: any[]) => any;

/** The queries, each in the variant's units. */
export type Api = Record<
  QueryName | WallQueryName | BoxQueryName | CircleBoxQueryName | SphereCuboidQueryName,
  Query
>;

export interface Variant {
  /** `core`, `fixed`, `tolerance:exact`, `tolerance:slop(0.001)`, … */
  name: string;
  units: Units;
  api: Api;
  semantics: Semantics;
  /** The tolerance package's graze classification, when the variant has one. */
  classify?: { circles: Query; spheres: Query };
  /**
   * Counts of exact decisions (`exactStats()`): settled by the floating-point filters (a
   * double filter, a double-double or exact-products stage, each with a proven bound) vs the
   * exact last stage (expansions in tolerance, exact integers in fixed).
   */
  stats?: { read(): { filter: number; fallback: number }; reset(): void };
  /**
   * The allocation-free forms, each where the variant has it: out-parameter times of impact
   * and the structure-of-arrays batches, of circles (spheres) and boxes (cuboids), checked
   * against the variant's own scalar queries.
   */
  forms?: {
    createTimeOfImpact2?: Query;
    createTimeOfImpact3?: Query;
    circlesTimeOfImpactInto?: Query;
    spheresTimeOfImpactInto?: Query;
    sweptCirclesBatch?: Query;
    sweptSpheresBatch?: Query;
    circlesTimeOfImpactBatch?: Query;
    spheresTimeOfImpactBatch?: Query;
    boxesTimeOfImpactInto?: Query;
    cuboidsTimeOfImpactInto?: Query;
    sweptBoxesBatch?: Query;
    sweptCuboidsBatch?: Query;
    boxesTimeOfImpactBatch?: Query;
    cuboidsTimeOfImpactBatch?: Query;
  };
  /**
   * The scene queries and their contact lists, judged against the variant's own pair loop
   * and its own wall queries (`circleSegmentTimeOfImpact`, `sphereTriangleTimeOfImpact`).
   */
  scenes?: {
    findCircleContacts: Query;
    findSphereContacts: Query;
    /** The persistent scenes, when the installed version has them: judged against the stateless queries. */
    createScene2?: Query;
    createScene3?: Query;
    /** The scenes of boxes, when the installed version has them: judged against its own box pair queries. */
    findBoxContacts?: Query;
    findCuboidContacts?: Query;
    /**
     * `true` when `findCircleContacts` takes boxes in `options.against` (circles against
     * boxes, contract §9.3): judged against the variant's own `circleBoxTimeOfImpact`.
     */
    againstBoxes?: boolean;
    createContactList2: Query;
    createContactList3: Query;
    circleSegmentTimeOfImpact: Query;
    sphereTriangleTimeOfImpact: Query;
  };
  /**
   * Levels and the casts against them, when the variant has them: judged against the
   * variant's own wall queries (`api.circleSegmentTimeOfImpact`,
   * `api.sphereTriangleTimeOfImpact`) and the oracle's `cast…Exact`.
   */
  levels?: {
    createLevel2: Query;
    createLevel3: Query;
    castCircle: Query;
    castSphere: Query;
    castRay: Query;
    /**
     * The movers, where the variant has them: judged leg by leg by the oracle's
     * `judgeMoveExact`, the batch forms body by body against the scalar ones.
     */
    moveCircle?: Query;
    moveSphere?: Query;
    moveCircles?: Query;
    moveSpheres?: Query;
    /**
     * Tile maps and the moving box (contract §10), where the variant has them: judged
     * against the oracle's `tileMapExact`, `castBoxExact`'s per-wall box–box contacts
     * and, leg by leg, `boxLegOverlapsWallExact`.
     */
    createTileMap2?: Query;
    castBox?: Query;
    moveBox?: Query;
  };
  /** The golden-scenario fingerprint: computed now vs committed. */
  fingerprint?: () => { actual: string; expected: string };
}
