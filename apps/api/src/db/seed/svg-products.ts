/** Picks the mock-up drawing for a product shape; every drawing is centred on (0, 0). */
import type { Palette } from './palettes';
import type { CoverMotif, PagePattern, ProductShape } from './product-types';
import type { Silhouette } from './svg-shadow';
import {
  drawBookmark,
  drawPens,
  drawPouch,
  drawStickers,
  drawTape,
  drawTote,
} from './svg-accessories';
import { drawNotebook, drawPad, drawPoster, drawSpiral } from './svg-books';

export type DrawContext = {
  palette: Palette;
  /** The colour option being shown (hex). */
  color: string;
  motif: CoverMotif;
  page: PagePattern;
  label: string;
  /** Unique ids for clip paths and patterns, since one picture may hold several drawings. */
  uid: (prefix: string) => string;
};

/** Bounding boxes, used to scale a drawing into a slot of a composition. */
export const SHAPE_SIZE: Record<ProductShape, { w: number; h: number }> = {
  notebook: { w: 384, h: 524 },
  spiral: { w: 385, h: 550 },
  pad: { w: 372, h: 492 },
  poster: { w: 420, h: 560 },
  pen: { w: 240, h: 480 },
  bookmark: { w: 120, h: 590 },
  stickers: { w: 380, h: 500 },
  tape: { w: 420, h: 440 },
  tote: { w: 380, h: 540 },
  pouch: { w: 440, h: 240 },
};

/** Outlines for the layered shadow; shapes missing here (pens, tape) draw their own shadows. */
export const SILHOUETTE: Partial<Record<ProductShape, Silhouette>> = {
  bookmark: { x: -55, y: -220, w: 110, h: 450, rx: 4 },
  tote: { x: -184, y: -110, w: 368, h: 360, rx: 6 },
  notebook: { x: -190, y: -260, w: 380, h: 520, rx: 12 },
  spiral: { x: -190, y: -260, w: 380, h: 520, rx: 10 },
  pad: { x: -180, y: -240, w: 372, h: 492, rx: 4 },
  poster: { x: -210, y: -280, w: 420, h: 560, rx: 0 },
  stickers: { x: -190, y: -250, w: 380, h: 500, rx: 16 },
  pouch: { x: -220, y: -120, w: 440, h: 240, rx: 30 },
};

/** The unframed print drawn by drawPosterArt. */
export const POSTER_ART_SILHOUETTE: Silhouette = { x: -162, y: -232, w: 324, h: 464, rx: 0 };

const DRAW: Record<ProductShape, (ctx: DrawContext) => string> = {
  notebook: drawNotebook,
  spiral: drawSpiral,
  pad: drawPad,
  poster: drawPoster,
  pen: drawPens,
  bookmark: drawBookmark,
  stickers: drawStickers,
  tape: drawTape,
  tote: drawTote,
  pouch: drawPouch,
};

export function drawProduct(shape: ProductShape, ctx: DrawContext): string {
  return DRAW[shape](ctx);
}

/** Paper goods open into a spread; posters and accessories show a close-up instead. */
export const isBook = (shape: ProductShape) => shape === 'notebook' || shape === 'spiral';

export function makeUid(): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}-${++n}`;
}
