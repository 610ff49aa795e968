/** The peer's one export (it ships no types): see its README. */
declare module 'voxel-aabb-sweep' {
  interface SweptBox {
    base: number[];
    max: number[];
    translate(v: number[]): void;
  }
  export default function sweep(
    getVoxel: (x: number, y: number, z: number) => boolean,
    box: SweptBox,
    vector: number[],
    callback: (dist: number, axis: number, dir: number, left: number[]) => boolean,
    noTranslate?: boolean,
    epsilon?: number,
  ): number;
}
