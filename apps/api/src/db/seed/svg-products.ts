/** Picks the mock-up drawing for a product shape; every drawing is centred on (0, 0). */
import type { Palette } from './palettes';
import type { CoverMotif, PagePattern, ProductShape } from './product-types';
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
