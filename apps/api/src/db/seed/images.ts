/**
 * Seed pictures: SVG compositions rendered to WebP by sharp, so the catalogue looks designed
 * without shipping binary assets. They are written through the shop's storage (a folder or a
 * bucket); existing keys are kept, which makes regeneration cheap.
 */
import sharp from 'sharp';
import {
  imageKey,
  KeyExistsError,
  type Storage,
  type StorageKey,
} from '../../integrations/storage';
import { SEED_BLOG_POSTS, type SeedBlogPost } from './blog-data';
import { SEED_PRODUCTS } from './product-data';
import type { SeedProduct } from './product-types';
import { VIEW_ORDER, renderBlogCover, renderProductView, type ProductView } from './svg-views';

/** Drawn at 800 px (the SVGs' own size) and rasterised at twice that, for the zoomable viewer. */
export const PRODUCT_IMAGE_SIZE = { width: 1600, height: 1600 } as const;
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const WEBP_QUALITY = 80;
/** Effort 2 encodes ~25% faster than the default 4 for ~4% larger files: start-up time matters more. */
const WEBP_EFFORT = 2;
/** Two cores: four renders in flight keep both busy while files are written. */
const CONCURRENCY = 4;
/** Existence checks are cheap on disk but a round trip each on S3: keep several in flight. */
const CHECK_CONCURRENCY = 16;

export type PlannedImage = {
  fileName: string;
  alt: string;
  width: number;
  height: number;
  position: number;
  view: ProductView;
};

function altText(product: SeedProduct, view: ProductView): string {
  const { shape } = product.theme;
  const book = shape === 'notebook' || shape === 'spiral';
  switch (view) {
    case 'front':
      return `${product.title}, front view`;
    case 'open':
      return book
        ? `${product.title}, open to show the inside pages`
        : `${product.title}, close-up detail`;
    case 'colors':
      return `${product.title} in ${product.specifications.colors.join(', ')}`;
    case 'scene':
      return shape === 'poster'
        ? `${product.title}, framed on a wall`
        : `${product.title}, flat lay on a desk`;
  }
}

/** The rows and files for one product; used both to write files and to insert product_images. */
export function planProductImages(product: SeedProduct): PlannedImage[] {
  return VIEW_ORDER.slice(0, product.theme.imageCount).map((view, i) => ({
    fileName: `${product.slug}-${i + 1}.webp`,
    alt: altText(product, view),
    ...PRODUCT_IMAGE_SIZE,
    position: i,
    view,
  }));
}

export const blogImageFileName = (slug: string) => `${slug}.webp`;

/** `scale`: raster size over the SVG's own size (product pictures are drawn at half their size). */
type RenderTask = { key: StorageKey; svg: () => string; scale: number };

const SVG_DENSITY = 72;
const PRODUCT_SCALE = PRODUCT_IMAGE_SIZE.width / 800;

/** Stored only when complete; another instance seeding the same key at once is not an error. */
async function render(storage: Storage, task: RenderTask): Promise<void> {
  const data = await sharp(Buffer.from(task.svg()), { density: SVG_DENSITY * task.scale })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
  try {
    await storage.put(task.key, data, { contentType: 'image/webp' });
  } catch (err) {
    if (!(err instanceof KeyExistsError)) throw err;
  }
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export type GenerateOptions = {
  products?: SeedProduct[];
  posts?: SeedBlogPost[];
  log?: (msg: string) => void;
};

export type GenerateResult = { written: number; skipped: number; ms: number };

/** Renders every missing product and blog picture into storage (products/…, blogs/…). */
export async function generateSeedImages(
  storage: Storage,
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  const started = Date.now();
  const all: RenderTask[] = [];
  for (const product of opts.products ?? SEED_PRODUCTS) {
    for (const image of planProductImages(product)) {
      all.push({
        key: imageKey('products', image.fileName),
        svg: () => renderProductView(product, image.view),
        scale: PRODUCT_SCALE,
      });
    }
  }
  for (const post of opts.posts ?? SEED_BLOG_POSTS) {
    all.push({
      key: imageKey('blogs', blogImageFileName(post.slug)),
      svg: () => renderBlogCover(post),
      scale: 1,
    });
  }

  const present = new Set<StorageKey>();
  await runPool(all, CHECK_CONCURRENCY, async (task) => {
    if (await storage.exists(task.key)) present.add(task.key);
  });
  const missing = all.filter((task) => !present.has(task.key));
  if (missing.length > 0) {
    opts.log?.(`Generating ${missing.length} seed images…`);
    await runPool(missing, CONCURRENCY, (task) => render(storage, task));
  }
  const result = {
    written: missing.length,
    skipped: all.length - missing.length,
    ms: Date.now() - started,
  };
  if (missing.length > 0) opts.log?.(`Generated ${result.written} seed images in ${result.ms} ms`);
  return result;
}
