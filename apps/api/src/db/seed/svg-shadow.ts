/**
 * Soft shadows without a blur filter: in librsvg every filter renders its group off-screen at
 * canvas size (~60-90 ms each, most of a picture's render time). Stacked translucent rounded
 * rects look close enough and cost almost nothing.
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

/** Wraps a drawing in a transform, with its shadow underneath when the outline is known. */
export function shadowed(transform: string, art: string, silhouette?: Silhouette): string {
  return `<g transform="${transform}">${silhouette ? softShadow(silhouette) : ''}${art}</g>`;
}
