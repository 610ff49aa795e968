/**
 * The drawing surface: a canvas whose world units are CSS pixels (y down, as
 * on screen), sharp on high-DPI displays, with draggable point handles.
 * Handle positions snap to 1/8 unit so every variant — doubles and Q16.16
 * alike — reads exactly the same numbers.
 */
import type { Vec2 } from '@swept/core';

export const WORLD_WIDTH = 960;
export const WORLD_HEIGHT = 600;

/** A draggable point. */
export interface Handle {
  id: string;
  label: string;
  color: string;
  get(): Vec2;
  set(p: Vec2): void;
}

/** A handle on the point `owner[id]`, which dragging replaces. */
export function pointHandle<K extends string>(
  owner: Record<K, Vec2>,
  id: K,
  label: string,
  color: string,
): Handle {
  return {
    id,
    label,
    color,
    get: () => owner[id],
    set: (p) => {
      owner[id] = p;
    },
  };
}

const SNAP = 8;
const GRAB_RADIUS = 16;

export function snapToGrid(v: number): number {
  return Math.round(v * SNAP) / SNAP;
}

export class Stage {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  private handles: Handle[] = [];
  private dragging: Handle | null = null;
  private hover: Handle | null = null;
  /** Called after a handle moved. */
  onChange: () => void = () => {};
  /** Pointer position in world units while over the canvas, else null. */
  pointer: Vec2 | null = null;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('canvas: 2D context unavailable');
    this.ctx = ctx;
    this.resize();
    window.addEventListener('resize', () => this.resize());
    canvas.addEventListener('pointerdown', (e) => this.down(e));
    canvas.addEventListener('pointermove', (e) => this.move(e));
    canvas.addEventListener('pointerup', (e) => this.up(e));
    canvas.addEventListener('pointercancel', (e) => this.up(e));
    canvas.addEventListener('pointerleave', () => {
      this.pointer = null;
    });
  }

  setHandles(handles: Handle[]): void {
    this.handles = handles;
    this.dragging = null;
    this.hover = null;
  }

  /** Clears to the background and sets the world transform. */
  begin(): CanvasRenderingContext2D {
    const { ctx, canvas } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const scale = canvas.width / WORLD_WIDTH;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    return ctx;
  }

  /** Draws the handles on top of everything else. */
  drawHandles(): void {
    const { ctx } = this;
    const drawn: Vec2[] = [];
    for (const h of this.handles) {
      const p = h.get();
      // Stack the labels of handles that sit on the same spot (a body standing still).
      const below = drawn.filter((q) => q.x === p.x && q.y === p.y).length;
      drawn.push(p);
      const active = h === this.dragging || h === this.hover;
      ctx.beginPath();
      ctx.arc(p.x, p.y, active ? 8 : 6, 0, 2 * Math.PI);
      ctx.fillStyle = '#0b0f19';
      ctx.fill();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = h.color;
      ctx.stroke();
      ctx.font = '600 12px ui-sans-serif, system-ui, sans-serif';
      ctx.fillStyle = h.color;
      ctx.fillText(h.label, p.x + 10, p.y - 10 + 14 * below);
    }
  }

  private resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(rect.width * dpr));
    this.canvas.width = width;
    this.canvas.height = Math.round((width * WORLD_HEIGHT) / WORLD_WIDTH);
    this.onChange();
  }

  /** Where a pointer event is, in world units. */
  toWorld(e: PointerEvent): Vec2 {
    const rect = this.canvas.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WORLD_WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * WORLD_HEIGHT) / rect.height,
    };
  }

  private nearest(p: Vec2): Handle | null {
    let best: Handle | null = null;
    let bestDistance = GRAB_RADIUS;
    for (const h of this.handles) {
      const q = h.get();
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d <= bestDistance) {
        best = h;
        bestDistance = d;
      }
    }
    return best;
  }

  private down(e: PointerEvent): void {
    const p = this.toWorld(e);
    this.dragging = this.nearest(p);
    if (this.dragging !== null) {
      this.canvas.setPointerCapture(e.pointerId);
      this.canvas.classList.add('dragging');
    }
  }

  private move(e: PointerEvent): void {
    const p = this.toWorld(e);
    this.pointer = p;
    if (this.dragging !== null) {
      const x = Math.min(WORLD_WIDTH, Math.max(0, snapToGrid(p.x)));
      const y = Math.min(WORLD_HEIGHT, Math.max(0, snapToGrid(p.y)));
      this.dragging.set({ x, y });
      this.onChange();
      return;
    }
    const hover = this.nearest(p);
    if (hover !== this.hover) {
      this.hover = hover;
      this.canvas.classList.toggle('grab', hover !== null);
      this.onChange();
    }
  }

  private up(e: PointerEvent): void {
    if (this.dragging === null) return;
    this.dragging = null;
    this.canvas.classList.remove('dragging');
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    this.onChange();
  }
}
