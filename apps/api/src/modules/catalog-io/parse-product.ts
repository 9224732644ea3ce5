/**
 * One product's rows of the file, checked on their own (no database): its fields from the first
 * row, a variant per variant row, images by row, each problem with the line it is on.
 */
import {
  CATEGORIES,
  categoryName,
  HSN_CODE,
  HSN_MESSAGE,
  OPTIONS_MAX,
  productOptionSchema,
  skuSchema,
  type CategorySlug,
  type OptionValues,
  type ProductOption,
} from '@shop/shared';
import { htmlToDescription } from './body-html';
import { DEFAULT_OPTION, OPTION_COLUMNS, type CsvColumn, type CsvRow } from './csv-columns';
import { parseAmount, parseBool, parseCount } from './cell-values';
import type { RowGroup } from './read-rows';

export type ParsedVariant = {
  line: number;
  sku?: string;
  values: OptionValues;
  /** Both undefined when the row gives no Variant Price: kept as they are. */
  priceCents?: number;
  salePriceCents?: number | null;
  stock?: number;
  weightGrams?: number | null;
  barcode?: string;
  active?: boolean;
};
export type ParsedImage = { line: number; src: string; position: number; alt: string };
export type ParsedProduct = {
  handle: string;
  line: number;
  title?: string;
  description?: string;
  category?: CategorySlug;
  published?: boolean;
  hsnCode?: string;
  /** Null when the file has no option columns: the product's options stay as they are. */
  options: ProductOption[] | null;
  variants: ParsedVariant[];
  images: ParsedImage[];
};

const HANDLE = /^[a-z0-9][a-z0-9-]{0,149}$/;
const VARIANT_COLUMNS: CsvColumn[] = [
  'Option1 Value',
  'Option2 Value',
  'Option3 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Variant Grams',
  'Variant Barcode',
  'Variant Active',
];

function categoryOf(type: string): CategorySlug | undefined {
  const wanted = type.toLowerCase();
  return CATEGORIES.find((c) => c === wanted || categoryName(c).toLowerCase() === wanted);
}

/** Problems are pushed as "Line N: what is wrong". */
type Problems = string[];
const at = (line: number, message: string) => `Line ${line}: ${message}`;

function productFields(first: CsvRow, line: number, problems: Problems) {
  const title = first.Title || undefined;
  if (title !== undefined && (title.length < 2 || title.length > 120))
    problems.push(at(line, 'Title must be 2 to 120 characters'));
  const type = first.Type;
  const category = type ? categoryOf(type) : undefined;
  if (type && !category)
    problems.push(
      at(
        line,
        `Type "${type}" is not a category of the shop: use ${CATEGORIES.map((c) => categoryName(c)).join(', ')}`,
      ),
    );
  const description =
    first['Body (HTML)'] !== undefined ? htmlToDescription(first['Body (HTML)']) : undefined;
  if (description && description.length > 5000)
    problems.push(at(line, 'Body (HTML) must be at most 5,000 characters of text'));
  const published = parseBool(first.Published, 'Published', line, problems);
  const hsnCode = first['HSN Code'] || undefined;
  if (hsnCode && !HSN_CODE.test(hsnCode))
    problems.push(at(line, HSN_MESSAGE.replace('HSN code', 'HSN Code')));
  return { title, description, category, published, hsnCode };
}

/** The option names on the first row; [] for none or Shopify's "Title" stand-in. */
function optionNames(first: CsvRow, line: number, problems: Problems): string[] {
  const names = OPTION_COLUMNS.map((c) => first[c.name] ?? '');
  const last = names.findLastIndex((n) => n !== '');
  const used = names.slice(0, last + 1);
  if (used.includes(''))
    problems.push(at(line, 'Option names must be filled in order (Option1 first)'));
  if (used.length === 1 && used[0] === DEFAULT_OPTION.name) return [];
  return used;
}

function variantOf(
  row: CsvRow,
  line: number,
  names: string[] | null,
  problems: Problems,
): ParsedVariant {
  const values: OptionValues = {};
  OPTION_COLUMNS.forEach((column, i) => {
    const value = row[column.value];
    const name = names?.[i];
    if (names === null) return;
    if (name === undefined) {
      if (value && !(i === 0 && value === DEFAULT_OPTION.value))
        problems.push(
          at(line, `${column.value} "${value}" is given but the product has no ${column.name}`),
        );
    } else if (!value)
      problems.push(at(line, `${column.value} is missing: the product has the option ${name}`));
    else values[name] = value;
  });
  const sku = row['Variant SKU'] || undefined;
  if (sku) {
    const checked = skuSchema.safeParse(sku);
    if (!checked.success)
      problems.push(at(line, `Variant SKU "${sku}": ${checked.error.issues[0]!.message}`));
  }
  const price = parseAmount(row['Variant Price'], 'Variant Price', line, problems);
  const compareAt = parseAmount(
    row['Variant Compare At Price'],
    'Variant Compare At Price',
    line,
    problems,
  );
  if (price === 0) problems.push(at(line, 'Variant Price must be more than 0'));
  const onSale = price !== undefined && compareAt !== undefined && compareAt > price;
  return {
    line,
    sku,
    values,
    ...(price !== undefined && {
      priceCents: onSale ? compareAt : price,
      salePriceCents: onSale ? price : null,
    }),
    stock: parseCount(row['Variant Inventory Qty'], 'Variant Inventory Qty', line, problems),
    weightGrams: parseCount(row['Variant Grams'], 'Variant Grams', line, problems),
    barcode: row['Variant Barcode'],
    active: parseBool(row['Variant Active'], 'Variant Active', line, problems),
  };
}

/** Options from the names and the variants' values, in the order the values first appear. */
function optionsOf(names: string[], variants: ParsedVariant[], line: number, problems: Problems) {
  const options = names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => v.values[name]).filter((v): v is string => !!v))],
  }));
  if (options.length > OPTIONS_MAX)
    problems.push(at(line, `A product has at most ${OPTIONS_MAX} options`));
  for (const option of options) {
    const checked = productOptionSchema.safeParse(option);
    if (!checked.success)
      problems.push(at(line, `${option.name}: ${checked.error.issues[0]!.message}`));
  }
  return options;
}

function duplicateCombinations(variants: ParsedVariant[], problems: Problems) {
  const seen = new Map<string, number>();
  for (const v of variants) {
    const key = JSON.stringify(Object.entries(v.values));
    const earlier = seen.get(key);
    if (earlier !== undefined && Object.keys(v.values).length > 0)
      problems.push(
        at(v.line, `the same options as line ${earlier} (${Object.values(v.values).join(' / ')})`),
      );
    else if (earlier !== undefined)
      problems.push(at(v.line, `a second variant without options (line ${earlier} has one)`));
    seen.set(key, v.line);
  }
}

/** The product a group of rows describes, or the problems that refuse it. */
export function parseProduct(
  group: RowGroup,
  hasOptionColumns: boolean,
): { product: ParsedProduct; problems: string[] } {
  const problems: Problems = [];
  const handle = group.handle.toLowerCase();
  if (!handle) problems.push(at(group.line, 'Handle is required'));
  else if (!HANDLE.test(handle))
    problems.push(at(group.line, 'Handle may hold lower-case letters, digits and hyphens only'));
  if (group.repeatOf !== undefined)
    problems.push(
      at(
        group.line,
        `rows of ${handle} must follow each other (they start at line ${group.repeatOf})`,
      ),
    );
  if (group.dropped > 0)
    problems.push(at(group.line, `more than ${group.rows.length} rows for one product`));
  const first = group.rows[0]!.cells;
  const names = hasOptionColumns ? optionNames(first, group.line, problems) : null;
  const variantRows = group.rows.filter(
    (r, i) => VARIANT_COLUMNS.some((c) => r.cells[c]) || (i === 0 && !r.cells['Image Src']),
  );
  const variants = variantRows.map((r) => variantOf(r.cells, r.line, names, problems));
  duplicateCombinations(variants, problems);
  const images = group.rows
    .filter((r) => r.cells['Image Src'])
    .map((r, i) => ({
      line: r.line,
      src: r.cells['Image Src']!,
      position: parseCount(r.cells['Image Position'], 'Image Position', r.line, problems) ?? i + 1,
      alt: r.cells['Image Alt Text'] ?? '',
    }))
    .sort((a, b) => a.position - b.position);
  const product: ParsedProduct = {
    handle,
    line: group.line,
    ...productFields(first, group.line, problems),
    options: names && optionsOf(names, variants, group.line, problems),
    variants,
    images,
  };
  return { product, problems };
}
