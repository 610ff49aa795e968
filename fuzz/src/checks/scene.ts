/**
 * The scene queries against the variant's own brute-force pair loop: the
 * contact list holds exactly the pairs its time-of-impact query reports
 * (one set: `i < j`; bipartite: body × `against`; filtered the Box2D way),
 * and, with walls, exactly the (body, wall) contacts its wall query
 * (`circleSegmentTimeOfImpact` / `sphereTriangleTimeOfImpact`) reports,
 * each with that query's `t`, `status` and `normal` bit for bit, in
 * `(t, i, j, wall)` order; and the bodies in reverse order give the same
 * contacts (pairs, `t`, status). The persistent form (`createScene2` /
 * `createScene3`, when the variant has it) answers both frames, the bodies
 * and then the same bodies reversed, exactly as the stateless query does. The
 * pair and wall queries themselves are judged against the oracles by their
 * own checks. The scenes of boxes (`findBoxContacts` / `findCuboidContacts`)
 * are judged the same way against the variant's `boxesTimeOfImpact` /
 * `cuboidsTimeOfImpact` (no walls, no persistent form), the reversed boxes
 * too (against the brute force of the reversed boxes: see `checkScene`); and
 * circles against boxes (`findCircleContacts` with boxes in `against`) and spheres
 * against cuboids (`findSphereContacts` with cuboids in `against`) the same way
 * against the variant's `circleBoxTimeOfImpact` / `sphereCuboidTimeOfImpact`.
 */
import type {
  BoxSceneArgs,
  CaseResult,
  CircleBoxSceneArgs,
  SceneArgs,
  SweptArgs,
  Vec,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt } from './util.ts';

/** A body: its centre's start and end, and its size (a radius, or a box's half extents). */
interface Body {
  p0: Vec;
  p1: Vec;
  size: number | Vec;
}

/** What a scene is besides its bodies (a scene of boxes has no walls). */
type Frame = Pick<SceneArgs, 'dim' | 'split' | 'filter' | 'walls'>;

/**
 * What a scene pairs: round bodies (circles, spheres), boxes (cuboids), or circles
 * against boxes (spheres against cuboids: the bodies round, `against` boxes).
 */
type Kind = 'round' | 'box' | 'circleBox';

function bodiesOf(args: SceneArgs): Body[] {
  return args.cases.flatMap((c) => [
    { p0: c.a0, p1: c.a1, size: c.ra },
    { p0: c.b0, p1: c.b1, size: c.rb },
  ]);
}

function boxesOf(args: BoxSceneArgs): Body[] {
  return args.cases.flatMap((c) => [
    { p0: c.a0, p1: c.a1, size: c.ha },
    { p0: c.b0, p1: c.b1, size: c.hb },
  ]);
}

/** The walls' structure of arrays: corners `a0, b0` (2D) or `a0, b0, b1` (3D) of each case. */
function wallSoa(walls: SweptArgs[], dim: 2 | 3): Record<string, Float64Array> {
  const out: Record<string, Float64Array> = {};
  const corners = (w: SweptArgs) => (dim === 2 ? [w.a0, w.b0] : [w.a0, w.b0, w.b1]);
  const axes = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  for (let c = 0; c < dim; c++) {
    for (const axis of axes) {
      out[`${axis}${c}`] = Float64Array.from(
        walls,
        (w) => (corners(w)[c] as unknown as Record<string, number>)[axis]!,
      );
    }
  }
  return out;
}

/**
 * The walls' filter bits with `filter` (see `SceneArgs.walls`): a function of the
 * wall's index alone, so reversing the bodies leaves them as they are.
 */
function wallBits(args: Frame, step: number): number[] {
  return (args.walls ?? []).map((_, k) => 1 + ((k * step) % 7));
}

function soa(bodies: Body[], dim: 2 | 3, box: boolean): Record<string, Float64Array> {
  const col = (f: (b: Body) => number) => Float64Array.from(bodies, f);
  const z = (v: Vec) => ('z' in v ? v.z : 0);
  const out: Record<string, Float64Array> = {
    x0: col((b) => b.p0.x),
    y0: col((b) => b.p0.y),
    x1: col((b) => b.p1.x),
    y1: col((b) => b.p1.y),
  };
  if (dim === 3) {
    out.z0 = col((b) => z(b.p0));
    out.z1 = col((b) => z(b.p1));
  }
  if (box) {
    out.hx = col((b) => (b.size as Vec).x);
    out.hy = col((b) => (b.size as Vec).y);
    if (dim === 3) out.hz = col((b) => z(b.size as Vec));
  } else {
    out.r = col((b) => b.size as number);
  }
  return out;
}

/** `t i j status normal` per contact (`j` as `w<k>` for wall `k`), in list order. */
function listRows(
  list: Record<string, ArrayLike<unknown>> & { count: number },
  dim: 2 | 3,
): string[] {
  const rows: string[] = [];
  for (let k = 0; k < list.count; k++) {
    const n = [list.nx![k], list.ny![k], ...(dim === 3 ? [list.nz![k]] : [])] as number[];
    const j = list.wall![k] === 1 ? `w${list.j![k]}` : `${list.j![k]}`;
    rows.push(`${list.t![k]} ${list.i![k]} ${j} ${list.status![k]} ${n.map(fmt).join(',')}`);
  }
  return rows;
}

/** A persistent scene's frame call, as `createScene2` / `createScene3` return it. */
interface PersistentScene {
  findContacts(bodies: unknown, list: unknown, options?: unknown): number;
}

/** The walls `run` hands a scene query (with their filter), or none. */
function wallOptions(args: Frame): Record<string, unknown> {
  if (!args.walls?.length) return {};
  const options: Record<string, unknown> = { walls: wallSoa(args.walls, args.dim) };
  if (args.filter) {
    options.wallCategory = Uint32Array.from(wallBits(args, 1));
    options.wallMask = Uint32Array.from(wallBits(args, 3));
  }
  return options;
}

/** A persistent scene with the case's walls, or `null` when the variant has none. */
function persistentScene(variant: Variant, args: Frame): PersistentScene | null {
  const create = args.dim === 2 ? variant.scenes!.createScene2 : variant.scenes!.createScene3;
  return create === undefined ? null : (create(wallOptions(args)) as PersistentScene);
}

/** The contacts of one frame: the stateless query, or `scene`'s frame (its walls its own). */
function run(
  variant: Variant,
  args: Frame,
  bodies: Body[],
  kind: Kind,
  scene: PersistentScene | null = null,
): string[] {
  const box = kind === 'box';
  const s = variant.scenes!;
  const { dim, split, filter } = args;
  const set = split === null ? bodies : bodies.slice(0, split);
  const options: Record<string, unknown> = scene === null ? wallOptions(args) : {};
  if (split !== null) options.against = soa(bodies.slice(split), dim, kind !== 'round');
  if (filter) {
    const cut = split ?? bodies.length;
    options.category = Uint32Array.from(filter.category.slice(0, cut));
    options.mask = Uint32Array.from(filter.mask.slice(0, cut));
    if (split !== null) {
      options.againstCategory = Uint32Array.from(filter.category.slice(cut));
      options.againstMask = Uint32Array.from(filter.mask.slice(cut));
    }
  }
  // A small list, so the growth path runs too.
  const list = dim === 2 ? s.createContactList2(1) : s.createContactList3(1);
  const find = box
    ? dim === 2
      ? s.findBoxContacts!
      : s.findCuboidContacts!
    : dim === 2
      ? s.findCircleContacts
      : s.findSphereContacts;
  const n =
    scene === null
      ? find(soa(set, dim, box), list, options)
      : scene.findContacts(soa(set, dim, box), list, options);
  if (n !== list.count) throw new Error(`returned ${n} but count is ${list.count}`);
  return listRows(list, dim);
}

function bruteForce(variant: Variant, args: Frame, bodies: Body[], kind: Kind): string[] {
  const { dim, split, filter } = args;
  const { api } = variant;
  const toi =
    kind === 'circleBox'
      ? dim === 2
        ? api.circleBoxTimeOfImpact
        : api.sphereCuboidTimeOfImpact
      : kind === 'box'
        ? dim === 2
          ? api.boxesTimeOfImpact
          : api.cuboidsTimeOfImpact
        : dim === 2
          ? api.circlesTimeOfImpact
          : api.spheresTimeOfImpact;
  const n = split ?? bodies.length;
  const rows: { t: number; i: number; j: number; wall: number; row: string }[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = split === null ? i + 1 : n; j < bodies.length; j++) {
      if (
        filter &&
        ((filter.category[i]! & filter.mask[j]!) === 0 ||
          (filter.category[j]! & filter.mask[i]!) === 0)
      ) {
        continue;
      }
      const a = bodies[i]!;
      const b = bodies[j]!;
      const hit = toi(a.p0, a.p1, a.size, b.p0, b.p1, b.size);
      if (hit === null) continue;
      const jj = split === null ? j : j - split;
      const nrm = [hit.normal.x, hit.normal.y, ...(dim === 3 ? [hit.normal.z] : [])] as number[];
      rows.push({
        t: hit.t,
        i,
        j: jj,
        wall: 0,
        row: `${hit.t} ${i} ${jj} ${hit.status} ${nrm.map(fmt).join(',')}`,
      });
    }
  }
  const walls = args.walls ?? [];
  const wallToi =
    dim === 2
      ? variant.scenes!.circleSegmentTimeOfImpact
      : variant.scenes!.sphereTriangleTimeOfImpact;
  const category = filter ? filter.category.slice(0, n) : null;
  const mask = filter ? filter.mask.slice(0, n) : null;
  const wallCategory = filter ? wallBits(args, 1) : null;
  const wallMask = filter ? wallBits(args, 3) : null;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < walls.length; k++) {
      if (
        category &&
        ((category[i]! & wallMask![k]!) === 0 || (wallCategory![k]! & mask![i]!) === 0)
      ) {
        continue;
      }
      const a = bodies[i]!;
      const w = walls[k]!;
      const r = a.size as number;
      const hit =
        dim === 2 ? wallToi(a.p0, a.p1, r, w.a0, w.b0) : wallToi(a.p0, a.p1, r, w.a0, w.b0, w.b1);
      if (hit === null) continue;
      const nrm = [hit.normal.x, hit.normal.y, ...(dim === 3 ? [hit.normal.z] : [])] as number[];
      rows.push({
        t: hit.t,
        i,
        j: k,
        wall: 1,
        row: `${hit.t} ${i} w${k} ${hit.status} ${nrm.map(fmt).join(',')}`,
      });
    }
  }
  rows.sort((x, y) => x.t - y.t || x.i - y.i || x.j - y.j || x.wall - y.wall);
  return rows.map((r) => r.row);
}

/** Contacts as unordered pairs of original body ids with `t` and status. */
function canonical(
  rows: string[],
  id: (k: number, against: boolean) => number,
  bipartite: boolean,
): string[] {
  return rows
    .map((row) => {
      const [t, i, j, status] = row.split(' ');
      const a = id(Number(i), false);
      if (j!.startsWith('w')) return `${a} ${j} ${t} ${status}`;
      const b = id(Number(j), bipartite);
      return `${Math.min(a, b)} ${Math.max(a, b)} ${t} ${status}`;
    })
    .sort();
}

export function checkScenes(variant: Variant, args: SceneArgs): CaseResult {
  return checkScene(variant, args, bodiesOf(args), 'round');
}

export function checkBoxScenes(variant: Variant, args: BoxSceneArgs): CaseResult {
  return checkScene(variant, args, boxesOf(args), 'box');
}

/**
 * The circles (spheres) of the first `args.circles` cases, then the boxes (cuboids) of
 * the first `args.boxes`.
 */
export function checkCircleBoxScenes(variant: Variant, args: CircleBoxSceneArgs): CaseResult {
  const { dim, cases, circles: n, boxes: m, filter } = args;
  const bodies: Body[] = [
    ...cases.slice(0, n).map((c) => ({ p0: c.c0, p1: c.c1, size: c.r })),
    ...cases.slice(0, m).map((c) => ({ p0: c.b0, p1: c.b1, size: c.hb })),
  ];
  const take = (bits: number[]) => [...bits.slice(0, n), ...bits.slice(cases.length).slice(0, m)];
  const frame: Frame = {
    dim,
    split: n,
    filter: filter && { category: take(filter.category), mask: take(filter.mask) },
  };
  return checkScene(variant, frame, bodies, 'circleBox');
}

function checkScene(variant: Variant, args: Frame, bodies: Body[], kind: Kind): CaseResult {
  const out: CaseResult = { violations: [] };
  if (!variant.scenes) return out;
  const got = run(variant, args, bodies, kind);
  const want = bruteForce(variant, args, bodies, kind);
  if (got.join('\n') !== want.join('\n')) {
    const missing = want.filter((r) => !got.includes(r));
    const extra = got.filter((r) => !want.includes(r));
    out.violations.push(
      `scene of ${bodies.length} bodies: ${missing.length} brute-force contacts missing (${missing.slice(0, 3).join('; ')}), ${extra.length} extra or misordered (${extra.slice(0, 3).join('; ')})`,
    );
    return out;
  }
  // Reverse each set: the contacts are the same, only the indices change.
  const n = args.split ?? bodies.length;
  const reversed = [...bodies.slice(0, n).reverse(), ...bodies.slice(n).reverse()];
  const filter = args.filter && {
    category: [
      ...args.filter.category.slice(0, n).reverse(),
      ...args.filter.category.slice(n).reverse(),
    ],
    mask: [...args.filter.mask.slice(0, n).reverse(), ...args.filter.mask.slice(n).reverse()],
  };
  const again = run(variant, { ...args, filter }, reversed, kind);
  // The persistent form: the bodies, then the same bodies reversed (every one renamed).
  const scene = kind === 'round' ? persistentScene(variant, args) : null;
  if (scene !== null) {
    const frames = [
      run(variant, args, bodies, kind, scene),
      run(variant, { ...args, filter }, reversed, kind, scene),
    ];
    const stateless = [got, again];
    const differs = frames.findIndex((rows, f) => rows.join('\n') !== stateless[f]!.join('\n'));
    if (differs >= 0) {
      out.violations.push(
        `persistent scene, frame ${differs + 1}: ${frames[differs]!.length} contacts where the stateless query has ${stateless[differs]!.length}, or another order or value`,
      );
    }
  }
  if (kind !== 'round') {
    // Boxes: the reversed scene is the brute force of the reversed boxes, bit for bit. A
    // box pair query's answer under a swap of A and B is its own check's business: the
    // band policies' status for a touch at the start with C0 = 0 on the normal's axis
    // follows the roles, so the circles' role-free comparison below would judge it here.
    // (Circles against boxes keep their roles; the same comparison serves them.)
    const wantAgain = bruteForce(variant, { ...args, filter }, reversed, kind);
    if (again.join('\n') !== wantAgain.join('\n')) {
      out.violations.push(
        `reversed scene of ${bodies.length} ${kind === 'box' ? 'boxes' : 'circles and boxes'}: ${again.length} contacts where the brute force has ${wantAgain.length}, or another order or value`,
      );
    }
    return out;
  }
  const m = bodies.length - n;
  const bip = args.split !== null;
  const before = canonical(got, (k, against) => (against ? n + k : k), bip);
  const after = canonical(again, (k, against) => (against ? n + (m - 1 - k) : n - 1 - k), bip);
  if (before.join('\n') !== after.join('\n')) {
    out.violations.push(
      `reversing the bodies changed the contacts: ${before.length} vs ${after.length}`,
    );
  }
  return out;
}
