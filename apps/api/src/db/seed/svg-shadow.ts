/**
 * Soft shadows without a blur filter. Filters made up ~70% of render time (each one renders its
 * group off-screen and blurs it), so rectangular and round outlines get stacked translucent
 * rounded rects instead; only irregular shapes keep the filter.
 */

export type Silhouette = { x: number; y: number; w: number; h: number; rx: number };

const LAYERS = 7;
const SPREAD = 4;
const LAYER_OPACITY = 0.03;

export function softShadow(s: Silhouette, dy = 12): string {
  return Array.from({ length: LAYERS }, (_, i) => {
    const grow = (LAYERS - 1 - i) * SPREAD;
    return `<rect x="${s.x - grow}" y="${s.y - grow + dy}" width="${s.w + 2 * grow}" height="${s.h + 2 * grow}" rx="${s.rx + grow}" fill="#000" opacity="${LAYER_OPACITY}"/>`;
  }).join('');
}

/** Wraps a drawing with its shadow: layered rects when the outline is known, else the filter. */
export function shadowed(transform: string, art: string, silhouette?: Silhouette): string {
  if (silhouette) return `<g transform="${transform}">${softShadow(silhouette)}${art}</g>`;
  return `<g transform="${transform}" filter="url(#shadow)">${art}</g>`;
}
