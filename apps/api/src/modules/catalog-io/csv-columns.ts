/**
 * The columns of a Shopify product CSV, in Shopify's order, then the shop's own (record 039). The
 * first row of a product carries its fields; the following rows of the same Handle carry further
 * variants and images.
 */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
] as const;

/** The shop's own columns, after Shopify's (Shopify ignores columns it does not know). */
export const OWN_COLUMNS = ['HSN Code', 'Variant Active'] as const;

export const CSV_COLUMNS = [...SHOPIFY_COLUMNS, ...OWN_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Partial<Record<CsvColumn, string>>;

/** The option columns by option index (Shopify has three). */
export const OPTION_COLUMNS = [
  { name: 'Option1 Name', value: 'Option1 Value' },
  { name: 'Option2 Name', value: 'Option2 Value' },
  { name: 'Option3 Name', value: 'Option3 Value' },
] as const satisfies { name: CsvColumn; value: CsvColumn }[];

/** Shopify's stand-in for a product without options: one option "Title", value "Default Title". */
export const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' };

/** Where an image of ours is served (plugins/images.ts), absolute with the shop's public URL. */
export const OWN_IMAGE_PATH = /^\/image\/products\/([\w-][\w.-]{0,199})$/;
export const ownImageUrl = (publicUrl: string, fileName: string) =>
  `${publicUrl}/image/products/${fileName}`;
