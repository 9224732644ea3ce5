/** Shapes of the seed catalogue: shop data plus the theme its generated pictures are drawn from. */
import type { CategorySlug } from '@shop/shared';
import type { SeedHsnCode } from './gst-rates';
import type { PaletteName } from './palettes';

/** What the mock-up looks like; accessories each get their own drawing. */
export type ProductShape =
  | 'notebook'
  | 'spiral'
  | 'pad'
  | 'poster'
  | 'pen'
  | 'bookmark'
  | 'stickers'
  | 'tote'
  | 'tape'
  | 'pouch';

/** Decorative art on a cover or poster. */
export type CoverMotif =
  | 'circles'
  | 'waves'
  | 'leaves'
  | 'sun'
  | 'mountains'
  | 'wheel'
  | 'moon'
  | 'stripes'
  | 'pixels'
  | 'none';

/** What the inside pages show in the open-spread picture. */
export type PagePattern = 'dots' | 'grid' | 'lines' | 'habit' | 'calendar' | 'blank';

export type ImageTheme = {
  palette: PaletteName;
  shape: ProductShape;
  motif: CoverMotif;
  page: PagePattern;
  /** Short cover text; the full title is too long to set on a small cover. */
  label: string;
  /** 2 to 4 pictures per product. */
  imageCount: 2 | 3 | 4;
};

export type SeedProduct = {
  slug: string;
  title: string;
  categorySlug: CategorySlug;
  description: string;
  features: string[];
  specifications: { colors: string[] } & Record<string, string | string[]>;
  /** Paise (the shop currency, INR), GST included, whole rupees (record 036). */
  priceCents: number;
  salePriceCents?: number;
  countInStock: number;
  featured: boolean;
  /** Its HSN code; `taxPercent` is that code's GST rate (gst_rates, migration 0020). */
  hsnCode: SeedHsnCode;
  taxPercent: 0 | 5 | 18;
  /** Always 0: the line rule no longer applies it; a discount is a sale price (record 036). */
  discountPercent: 0;
  shippingCostCents: number;
  theme: ImageTheme;
};
