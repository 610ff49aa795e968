/**
 * The contract's queries under one policy, as one object: the type
 * `withPolicy` returns, and what the scene queries (`scene/ball-ball.ts`,
 * `scene/box-box.ts`) are bound into, so both import it from here.
 */
import type {
  CastOptions,
  ContactList2,
  ContactList3,
  CreateSceneOptions,
  Level2,
  Level3,
  LevelBoxContact,
  LevelContact2,
  LevelContact3,
  MoveOptions2,
  MoveOptions3,
  MoveResult2,
  MoveResult3,
  MoverBodies2,
  MoverBodies3,
  MoverDisplacements2,
  MoverDisplacements3,
  MoverOut2,
  MoverOut3,
  MovingBoxes,
  MovingCircles,
  MovingCuboids,
  MovingSpheres,
  PolylineContact,
  RaySegmentHit,
  Scene2,
  Scene3,
  SceneFrameOptions,
  SceneOptions,
  SegmentContact,
  Separation2,
  Separation3,
  TimeOfImpact2,
  TimeOfImpact3,
  TriangleContact,
  Vec2,
  Vec3,
} from '@swept/core';
import type { Passage } from './passage.ts';
import type { Policy } from './policy.ts';

/**
 * The contract's queries bound to one policy (same names, argument order and
 * result types as @swept/core): the nine pair queries, the box and cuboid
 * pair queries, the graze
 * classification, the nine wall queries (a moving circle against a
 * segment or a polyline, a moving sphere against a triangle), the eight
 * ball–box queries (a circle and a box, a sphere and a cuboid), the scenes,
 * the casts against a level and the movers through one.
 */
export interface PolicyQueries {
  /** The policy these queries answer under. */
  readonly policy: Policy;
  /** `sweptCircles` under the policy: do the circles touch during the step? */
  sweptCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): boolean;
  /** `sweptSpheres` under the policy: do the spheres touch during the step? */
  sweptSpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): boolean;
  /** `circlesTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  circlesTimeOfImpact(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    b0: Vec2,
    b1: Vec2,
    rb: number,
  ): TimeOfImpact2 | null;
  /** `spheresTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  spheresTimeOfImpact(
    a0: Vec3,
    a1: Vec3,
    ra: number,
    b0: Vec3,
    b1: Vec3,
    rb: number,
  ): TimeOfImpact3 | null;
  /** `raySegment` under the policy (`exact`: `t` rounded down; band policies: the core's answer). */
  raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null;
  /** `circlesOverlap` under the policy: do the standing circles overlap? */
  circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean;
  /** `spheresOverlap` under the policy: do the standing spheres overlap? */
  spheresOverlap(a: Vec3, ra: number, b: Vec3, rb: number): boolean;
  /** `separateCircles` under the policy: afterwards `circlesOverlap` of the result is `false` under the same policy. */
  separateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number): Separation2;
  /** `separateSpheres` under the policy: afterwards `spheresOverlap` of the result is `false` under the same policy. */
  separateSpheres(a: Vec3, ra: number, ma: number, b: Vec3, rb: number, mb: number): Separation3;
  /**
   * `sweptBoxes` under the policy: do the boxes (centres `a0 → a1`, `b0 → b1`,
   * half extents `ha`, `hb`) touch during the step? A band policy widens
   * each axis's `ha + hb` to the band's outer edge.
   */
  sweptBoxes(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): boolean;
  /** `sweptCuboids` under the policy: {@link PolicyQueries.sweptBoxes} in three axes. */
  sweptCuboids(a0: Vec3, a1: Vec3, ha: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): boolean;
  /** `boxesTimeOfImpact` under the policy (`exact`: `t` rounded down to a double, every decision exact). */
  boxesTimeOfImpact(
    a0: Vec2,
    a1: Vec2,
    ha: Vec2,
    b0: Vec2,
    b1: Vec2,
    hb: Vec2,
  ): TimeOfImpact2 | null;
  /** `cuboidsTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  cuboidsTimeOfImpact(
    a0: Vec3,
    a1: Vec3,
    ha: Vec3,
    b0: Vec3,
    b1: Vec3,
    hb: Vec3,
  ): TimeOfImpact3 | null;
  /** `boxesOverlap` under the policy: do the standing boxes overlap (band: inside the inner edge on every axis)? */
  boxesOverlap(a: Vec2, ha: Vec2, b: Vec2, hb: Vec2): boolean;
  /** `cuboidsOverlap` under the policy. */
  cuboidsOverlap(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): boolean;
  /** `separateBoxes` under the policy: afterwards `boxesOverlap` of the result is `false` under the same policy. */
  separateBoxes(a: Vec2, ha: Vec2, ma: number, b: Vec2, hb: Vec2, mb: number): Separation2;
  /** `separateCuboids` under the policy: afterwards `cuboidsOverlap` of the result is `false` under the same policy. */
  separateCuboids(a: Vec3, ha: Vec3, ma: number, b: Vec3, hb: Vec3, mb: number): Separation3;
  /** Hit, graze or miss of two moving circles under the policy; see {@link Passage}. */
  classifyCircles(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): Passage;
  /** Hit, graze or miss of two moving spheres under the policy; see {@link Passage}. */
  classifySpheres(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): Passage;
  /**
   * Every contact of a scene under this policy: exactly the pairs this
   * object's `circlesTimeOfImpact` reports, with its `t`, `status` and
   * `normal`, and with `options.walls` every body–wall contact its
   * `circleSegmentTimeOfImpact` reports (`wall[k] = 1`), sorted by `t`, `i`,
   * `j` (see @swept/core's `findCircleContacts`). The walls are arrays or a
   * level made with `createLevel2` (one level serves every policy).
   *
   * @example
   * const level = createLevel2({ segments }); // once
   * withPolicy(exact).findCircleContacts(bodies, contacts, { walls: level }); // every frame
   */
  findCircleContacts(
    bodies: MovingCircles,
    contacts: ContactList2,
    options?: SceneOptions<MovingCircles>,
  ): number;
  /**
   * Circles against boxes (`options.against` a `MovingBoxes`): exactly the
   * pairs (circle `i`, box `j`) this object's `circleBoxTimeOfImpact`
   * reports, with its `t`, `status` and `normal` (see @swept/core's
   * `findCircleContacts`; `docs/contract.md`, §9.3).
   */
  findCircleContacts(
    bodies: MovingCircles,
    contacts: ContactList2,
    options: SceneOptions<MovingCircles, MovingBoxes>,
  ): number;
  /** The 3D {@link PolicyQueries.findCircleContacts}, from `spheresTimeOfImpact` and `sphereTriangleTimeOfImpact` (walls: triangles, or a `createLevel3` level). */
  findSphereContacts(
    bodies: MovingSpheres,
    contacts: ContactList3,
    options?: SceneOptions<MovingSpheres>,
  ): number;
  /** Spheres against cuboids (`options.against` a `MovingCuboids`), from `sphereCuboidTimeOfImpact`. */
  findSphereContacts(
    bodies: MovingSpheres,
    contacts: ContactList3,
    options: SceneOptions<MovingSpheres, MovingCuboids>,
  ): number;
  /**
   * A persistent scene under this policy: `scene.findContacts(bodies,
   * contacts, options?)` returns exactly what this object's
   * `findCircleContacts` returns with the scene's walls, bit for bit and in
   * the same order, while the scene keeps its walls, its last sweep's order,
   * its buffers and `scene.stats` from frame to frame (see @swept/core's
   * `createScene2`).
   *
   * @example
   * const scene = withPolicy(exact).createScene2({ walls: createLevel2({ segments }) }); // once
   * const n = scene.findContacts(bodies, contacts); // every frame
   */
  createScene2(options?: CreateSceneOptions<MovingCircles>): Scene2;
  /** The 3D {@link PolicyQueries.createScene2}: this object's `findSphereContacts`, frame after frame. */
  createScene3(options?: CreateSceneOptions<MovingSpheres>): Scene3;
  /**
   * Every contact of a scene of boxes under this policy: exactly the pairs
   * this object's `boxesTimeOfImpact` reports, with its `t`, `status` and
   * `normal`, sorted by `t`, `i`, `j` (see @swept/core's `findBoxContacts`:
   * `against`, counts, the filter and `stats` as for circles; no walls).
   *
   * @example
   * const contacts = createContactList2(); // once
   * withPolicy(exact).findBoxContacts({ x0, y0, x1, y1, hx, hy }, contacts); // every frame
   */
  findBoxContacts(
    boxes: MovingBoxes,
    contacts: ContactList2,
    options?: SceneFrameOptions<MovingBoxes>,
  ): number;
  /** The 3D {@link PolicyQueries.findBoxContacts}, from `cuboidsTimeOfImpact`. */
  findCuboidContacts(
    cuboids: MovingCuboids,
    contacts: ContactList3,
    options?: SceneFrameOptions<MovingCuboids>,
  ): number;
  /** `sweptCircleSegment` under the policy: does the moving circle touch the segment during the step? */
  sweptCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean;
  /** `circleSegmentTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  circleSegmentTimeOfImpact(
    c0: Vec2,
    c1: Vec2,
    r: number,
    s0: Vec2,
    s1: Vec2,
  ): SegmentContact | null;
  /** `circlePolylineTimeOfImpact` under the policy: the earliest contact over the segments, ties to the smallest `k`. */
  circlePolylineTimeOfImpact(
    c0: Vec2,
    c1: Vec2,
    r: number,
    points: readonly Vec2[],
    closed: boolean,
  ): PolylineContact | null;
  /** `circleSegmentOverlap` under the policy: does the standing circle overlap the segment? */
  circleSegmentOverlap(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean;
  /** `separateCircleSegment` under the policy: afterwards `circleSegmentOverlap` of the result is `false` under the same policy. */
  separateCircleSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2;
  /** `sweptCircleBox` under the policy: do the moving circle and the moving box touch during the step? */
  sweptCircleBox(c0: Vec2, c1: Vec2, r: number, b0: Vec2, b1: Vec2, hb: Vec2): boolean;
  /** `circleBoxTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  circleBoxTimeOfImpact(
    c0: Vec2,
    c1: Vec2,
    r: number,
    b0: Vec2,
    b1: Vec2,
    hb: Vec2,
  ): TimeOfImpact2 | null;
  /** `circleBoxOverlap` under the policy: do the standing circle and box overlap? */
  circleBoxOverlap(c: Vec2, r: number, b: Vec2, hb: Vec2): boolean;
  /** `separateCircleBox` under the policy: afterwards `circleBoxOverlap` of the result is `false` under the same policy. */
  separateCircleBox(c: Vec2, r: number, mc: number, b: Vec2, hb: Vec2, mb: number): Separation2;
  /** `sweptSphereCuboid` under the policy: do the moving sphere and the moving cuboid touch during the step? */
  sweptSphereCuboid(c0: Vec3, c1: Vec3, r: number, b0: Vec3, b1: Vec3, hb: Vec3): boolean;
  /** `sphereCuboidTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  sphereCuboidTimeOfImpact(
    c0: Vec3,
    c1: Vec3,
    r: number,
    b0: Vec3,
    b1: Vec3,
    hb: Vec3,
  ): TimeOfImpact3 | null;
  /** `sphereCuboidOverlap` under the policy: do the standing sphere and cuboid overlap? */
  sphereCuboidOverlap(c: Vec3, r: number, b: Vec3, hb: Vec3): boolean;
  /** `separateSphereCuboid` under the policy: afterwards `sphereCuboidOverlap` of the result is `false` under the same policy. */
  separateSphereCuboid(c: Vec3, r: number, mc: number, b: Vec3, hb: Vec3, mb: number): Separation3;
  /** `sweptSphereTriangle` under the policy: does the moving sphere touch the triangle during the step? */
  sweptSphereTriangle(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean;
  /** `sphereTriangleTimeOfImpact` under the policy (`exact`: `t` rounded down to a double). */
  sphereTriangleTimeOfImpact(
    c0: Vec3,
    c1: Vec3,
    r: number,
    p0: Vec3,
    p1: Vec3,
    p2: Vec3,
  ): TriangleContact | null;
  /** `sphereTriangleOverlap` under the policy: does the standing sphere overlap the triangle? */
  sphereTriangleOverlap(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean;
  /** `separateSphereTriangle` under the policy: afterwards `sphereTriangleOverlap` of the result is `false` under the same policy. */
  separateSphereTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): Vec3;
  /**
   * `castCircle` under the policy: the earliest, over every wall of a level (made by
   * `createLevel2`) the filter admits, of this object's `circleSegmentTimeOfImpact`
   * (`c` to `c + d`), its answer bit for bit plus `wall`; ties to the smallest index.
   */
  castCircle(
    level: Level2,
    c: Vec2,
    r: number,
    d: Vec2,
    options?: CastOptions,
  ): LevelContact2 | null;
  /**
   * `castBox` under the policy (`docs/contract.md` §10): the earliest, over every
   * axis-aligned wall of a level or tile map the filter and the one-way rule admit, of
   * the box against the wall's degenerate box — under `exact` decided exactly on the
   * doubled coordinates (`t` the largest double not after `t*`), under a band policy
   * with the box's half extents grown by the band (as a circle's radius against a
   * wall); ties to the smallest index.
   */
  castBox(level: Level2, b: Vec2, hb: Vec2, d: Vec2, options?: CastOptions): LevelBoxContact | null;
  /** `castSphere` under the policy: {@link PolicyQueries.castCircle} over `sphereTriangleTimeOfImpact`. */
  castSphere(
    level: Level3,
    c: Vec3,
    r: number,
    d: Vec3,
    options?: CastOptions,
  ): LevelContact3 | null;
  /** `castRay` under the policy: this object's `castCircle` / `castSphere` at `r = 0`. */
  castRay: {
    (level: Level2, p: Vec2, d: Vec2, options?: CastOptions): LevelContact2 | null;
    (level: Level3, p: Vec3, d: Vec3, options?: CastOptions): LevelContact3 | null;
  };
  /**
   * `moveCircle` under the policy: the core's course of a move (see @swept/core's
   * `moveCircle`) with this object's `castCircle` for the legs and its
   * `separateCircleSegment` for the push-out. Every leg is certified by the exact
   * clearance, so the body never ends inside a wall and never passes through one, by
   * the exact distance, under every policy; a band policy stops a leg where its band
   * touches (`slop`: `s` short of the wall).
   */
  moveCircle(level: Level2, c: Vec2, r: number, d: Vec2, options?: MoveOptions2): MoveResult2;
  /** {@link PolicyQueries.moveCircle} into a caller-owned result (from `createMoveResult2()`); returns `out`. */
  moveCircleInto(
    level: Level2,
    c: Vec2,
    r: number,
    d: Vec2,
    out: MoveResult2,
    options?: MoveOptions2,
  ): MoveResult2;
  /**
   * `moveBox` under the policy: the core's course of a box's move (see @swept/core's
   * `moveBox`) with this object's `castBox` for the legs; every leg certified exactly,
   * each leg's end snapped to where the box touches the wall exactly (under a band
   * policy the band decides which contacts come first, not where the box rests).
   */
  moveBox(level: Level2, b: Vec2, hb: Vec2, d: Vec2, options?: MoveOptions2): MoveResult2;
  /** {@link PolicyQueries.moveBox} into a caller-owned result (from `createMoveResult2()`); returns `out`. */
  moveBoxInto(
    level: Level2,
    b: Vec2,
    hb: Vec2,
    d: Vec2,
    out: MoveResult2,
    options?: MoveOptions2,
  ): MoveResult2;
  /** `moveSphere` under the policy: {@link PolicyQueries.moveCircle} with `castSphere` and `separateSphereTriangle`. */
  moveSphere(level: Level3, c: Vec3, r: number, d: Vec3, options?: MoveOptions3): MoveResult3;
  /** {@link PolicyQueries.moveSphere} into a caller-owned result (from `createMoveResult3()`); returns `out`. */
  moveSphereInto(
    level: Level3,
    c: Vec3,
    r: number,
    d: Vec3,
    out: MoveResult3,
    options?: MoveOptions3,
  ): MoveResult3;
  /**
   * `moveCircles` under the policy: every body `i` moved as this object's `moveCircle`
   * would, into structure-of-arrays; returns how many bodies had a contact.
   */
  moveCircles(
    level: Level2,
    bodies: MoverBodies2,
    displacements: MoverDisplacements2,
    out: MoverOut2,
    options?: MoveOptions2,
  ): number;
  /** `moveSpheres` under the policy: {@link PolicyQueries.moveCircles} with this object's `moveSphere`. */
  moveSpheres(
    level: Level3,
    bodies: MoverBodies3,
    displacements: MoverDisplacements3,
    out: MoverOut3,
    options?: MoveOptions3,
  ): number;
}
