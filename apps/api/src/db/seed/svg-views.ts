/** Whole pictures: a product seen from the front, open or close up, in every colour, in a scene; blog covers. */
import { PALETTES, colorHex, darken, type PaletteName } from './palettes';
import type { CoverMotif, ProductShape, SeedProduct } from './product-types';
import { motifArt, pagePattern } from './svg-art';
import { drawPosterArt } from './svg-books';
import {
  POSTER_ART_SILHOUETTE,
  SHAPE_SIZE,
  SILHOUETTE,
  drawProduct,
  isBook,
  makeUid,
  type DrawContext,
} from './svg-products';
import { shadowed, softShadow } from './svg-shadow';
import { drawProps, drawRoom } from './svg-scene';
import { SANS, escapeXml, textBlock } from './svg-text';

export type ProductView = 'front' | 'open' | 'colors' | 'scene';
export const VIEW_ORDER: ProductView[] = ['front', 'open', 'colors', 'scene'];

export type BlogTheme = { palette: PaletteName; motif: CoverMotif };

function canvas(w: number, h: number, paletteName: PaletteName, body: string): string {
  const p = PALETTES[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

/** Scales a drawing into a box (square, or width × height) centred on (cx, cy). */
function place(
  shape: ProductShape,
  art: string,
  cx: number,
  cy: number,
  box: number | [number, number],
  angle = 0,
): string {
  const size = SHAPE_SIZE[shape];
  const [boxW, boxH] = typeof box === 'number' ? [box, box] : box;
  const scale = Math.min(boxW / size.w, boxH / size.h);
  const transform = `translate(${cx} ${cy}) rotate(${angle}) scale(${scale.toFixed(3)})`;
  return shadowed(transform, art, SILHOUETTE[shape]);
}

function context(product: SeedProduct, colorName: string, uid = makeUid()): DrawContext {
  const { theme } = product;
  return {
    palette: PALETTES[theme.palette],
    color: colorHex(colorName),
    motif: theme.motif,
    page: theme.page,
    label: theme.label,
    uid,
  };
}

const firstColor = (p: SeedProduct) => p.specifications.colors[0] ?? 'Sand';

function front(product: SeedProduct): string {
  const ctx = context(product, firstColor(product));
  const { shape } = product.theme;
  const blob = `<circle cx="400" cy="400" r="310" fill="${ctx.palette.bg2}" opacity="0.7"/><circle cx="640" cy="170" r="60" fill="${ctx.palette.accent}" opacity="0.25"/>`;
  if (isBook(shape) || shape === 'pad' || shape === 'poster')
    return blob + place(shape, drawProduct(shape, ctx), 400, 405, 600);
  const caption = textBlock(product.title, {
    x: 400,
    cy: 718,
    width: 640,
    size: 32,
    fill: ctx.palette.ink,
    maxLines: 2,
  });
  return blob + place(shape, drawProduct(shape, ctx), 400, 360, 520) + caption;
}

function openSpread(product: SeedProduct): string {
  const ctx = context(product, firstColor(product));
  const { palette } = ctx;
  const page = (x: number) =>
    `<rect x="${x}" y="200" width="298" height="410" fill="${palette.paper}"/><g transform="translate(${x} 200)">${pagePattern(product.theme.page, 298, 410, palette.ink, palette.accent, ctx.uid('page'))}</g>`;
  const gutter = `<defs><linearGradient id="gutter"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect x="370" y="200" width="60" height="410" fill="url(#gutter)"/>`;
  const spiral = Array.from(
    { length: 14 },
    (_, i) => `<rect x="388" y="${214 + i * 28}" width="24" height="9" rx="4.5" fill="#8D9299"/>`,
  ).join('');
  const binding =
    product.theme.shape === 'spiral'
      ? spiral
      : `<path d="M600 200 V650 L612 638 L624 650 V200 Z" fill="${palette.accent}"/>`;
  const cover = { x: 86, y: 186, w: 628, h: 438, rx: 14 };
  return `${softShadow(cover)}<rect x="86" y="186" width="628" height="438" rx="14" fill="${ctx.color}"/>${page(102)}${page(400)}${gutter}${binding}`;
}

function closeUp(product: SeedProduct): string {
  const ctx = context(product, firstColor(product));
  const { shape } = product.theme;
  const art = shape === 'poster' ? drawPosterArt(ctx) : drawProduct(shape, ctx);
  const y = shape === 'pad' ? 560 : shape === 'poster' ? 470 : 420;
  const outline = shape === 'poster' ? POSTER_ART_SILHOUETTE : SILHOUETTE[shape];
  return shadowed(`translate(400 ${y}) rotate(-5) scale(1.55)`, art, outline);
}

function colorways(product: SeedProduct): string {
  const colors = product.specifications.colors.slice(0, 4);
  const palette = PALETTES[product.theme.palette];
  const uid = makeUid();
  const slot = 720 / colors.length;
  const box: [number, number] = [slot - 30, 440];
  const items = colors
    .map((name, i) => {
      const cx = 40 + slot * (i + 0.5);
      const art = drawProduct(product.theme.shape, context(product, name, uid));
      return `${place(product.theme.shape, art, cx, 390, box)}<text x="${cx}" y="680" font-family="${SANS}" font-size="20" letter-spacing="3" fill="${palette.ink}" text-anchor="middle">${escapeXml(name.toUpperCase())}</text>`;
    })
    .join('');
  const heading =
    product.theme.shape === 'poster'
      ? 'Frame options'
      : colors.length > 1
        ? `Available in ${colors.length} colours`
        : 'One colour';
  return `${textBlock(heading, { x: 400, cy: 100, width: 640, size: 34, fill: palette.ink, italic: true, maxLines: 1 })}${items}`;
}

function scene(product: SeedProduct): string {
  const ctx = context(product, firstColor(product));
  const { shape } = product.theme;
  if (shape === 'poster')
    return drawRoom(ctx.palette) + place(shape, drawProduct(shape, ctx), 400, 330, 440);
  return (
    drawProps(ctx.palette, shape === 'pen') +
    place(shape, drawProduct(shape, ctx), 370, 430, 500, -8)
  );
}

const VIEWS: Record<ProductView, (p: SeedProduct) => string> = {
  front,
  open: openSpread,
  colors: colorways,
  scene,
};

export function renderProductView(product: SeedProduct, view: ProductView): string {
  const body =
    view === 'open' && !isBook(product.theme.shape) ? closeUp(product) : VIEWS[view](product);
  return canvas(800, 800, product.theme.palette, body);
}

export function renderBlogCover(post: {
  title: string;
  category: string;
  theme: BlogTheme;
}): string {
  const p = PALETTES[post.theme.palette];
  const art = motifArt(post.theme.motif, 400, 400, {
    fg: darken(p.surface, 0.15),
    fg2: p.accent,
    base: p.bg2,
  });
  const body = `<circle cx="950" cy="315" r="260" fill="${p.bg2}"/><g transform="translate(750 115)">${art}</g>
<rect x="90" y="150" width="56" height="5" rx="2.5" fill="${p.accent}"/>
<text x="90" y="200" font-family="${SANS}" font-size="22" letter-spacing="5" fill="${darken(p.accent, 0.2)}">${escapeXml(post.category.toUpperCase())}</text>
${textBlock(post.title, { x: 90, cy: 335, width: 550, size: 56, fill: p.ink, anchor: 'start', maxLines: 3 })}
<text x="90" y="540" font-family="${SANS}" font-size="18" letter-spacing="4" fill="${p.ink}" opacity="0.6">MINDFUL MARKS · JOURNAL</text>`;
  return canvas(1200, 630, post.theme.palette, body);
}
