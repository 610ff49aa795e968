/** Canvas primitives in world units; colours come from the palette so the legend matches. */
import type { Vec2 } from '@swept/core';

export const PALETTE = {
  a: '#4cc9f0',
  b: '#f77f00',
  contact: '#ffd166',
  normal: '#ffffff',
  miss: '#8d99ae',
  bad: '#ef476f',
  good: '#06d6a0',
  grid: 'rgba(255,255,255,0.045)',
  text: '#e6e9f2',
} as const;

/** Faint background grid every 40 units. */
export function grid(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  ctx.strokeStyle = PALETTE.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 0; x <= width; x += 40) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
  }
  for (let y = 0; y <= height; y += 40) {
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  ctx.stroke();
}

/** The region a circle of radius `r` sweeps moving `p0 → p1`: a capsule. */
export function capsule(
  ctx: CanvasRenderingContext2D,
  p0: Vec2,
  p1: Vec2,
  r: number,
  color: string,
): void {
  const angle = Math.atan2(p1.y - p0.y, p1.x - p0.x);
  ctx.beginPath();
  ctx.arc(p0.x, p0.y, r, angle + Math.PI / 2, angle + (3 * Math.PI) / 2);
  ctx.arc(p1.x, p1.y, r, angle - Math.PI / 2, angle + Math.PI / 2);
  ctx.closePath();
  ctx.globalAlpha = 0.14;
  ctx.fillStyle = color;
  ctx.fill();
  ctx.globalAlpha = 0.5;
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

export interface CircleStyle {
  stroke?: string;
  fill?: string;
  dash?: number[];
  width?: number;
  alpha?: number;
}

export function circle(
  ctx: CanvasRenderingContext2D,
  c: Vec2,
  r: number,
  style: CircleStyle,
): void {
  ctx.save();
  ctx.globalAlpha = style.alpha ?? 1;
  ctx.beginPath();
  ctx.arc(c.x, c.y, Math.max(r, 0.5), 0, 2 * Math.PI);
  if (style.fill !== undefined) {
    ctx.fillStyle = style.fill;
    ctx.fill();
  }
  if (style.stroke !== undefined) {
    ctx.setLineDash(style.dash ?? []);
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.width ?? 1.5;
    ctx.stroke();
  }
  ctx.restore();
}

export function line(
  ctx: CanvasRenderingContext2D,
  p0: Vec2,
  p1: Vec2,
  color: string,
  width = 1.5,
  dash: number[] = [],
): void {
  ctx.save();
  ctx.setLineDash(dash);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(p0.x, p0.y);
  ctx.lineTo(p1.x, p1.y);
  ctx.stroke();
  ctx.restore();
}

/** An arrow from `from` along the unit vector `dir`, `length` long. */
export function arrow(
  ctx: CanvasRenderingContext2D,
  from: Vec2,
  dir: Vec2,
  length: number,
  color: string,
): void {
  const tip = { x: from.x + dir.x * length, y: from.y + dir.y * length };
  line(ctx, from, tip, color, 2);
  const back = 9;
  const side = 4.5;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - dir.x * back - dir.y * side, tip.y - dir.y * back + dir.x * side);
  ctx.lineTo(tip.x - dir.x * back + dir.y * side, tip.y - dir.y * back - dir.x * side);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** A contact marker: a filled dot with a halo. */
export function marker(ctx: CanvasRenderingContext2D, p: Vec2, color: string): void {
  circle(ctx, p, 9, { fill: color, alpha: 0.25 });
  circle(ctx, p, 4, { fill: color });
}

export function label(ctx: CanvasRenderingContext2D, text: string, p: Vec2, color: string): void {
  ctx.font = '12px ui-monospace, SFMono-Regular, Menlo, monospace';
  ctx.fillStyle = color;
  ctx.fillText(text, p.x, p.y);
}
