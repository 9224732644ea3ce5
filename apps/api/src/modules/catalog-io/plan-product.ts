/**
 * What importing one product would do: create it, change what differs, leave it, or refuse it
 * with every reason and its line. Reads nothing itself: the batch's shop state is handed in.
 */
import {
  HSN_CODES,
  optionValuesProblem,
  type ImportedProduct,
  type ProductOption,
} from '@shop/shared';
import type { Existing, ProductRow } from './load-existing';
import type { ParsedImage, ParsedProduct } from './parse-product';
import { imageSource, type ImageSource } from './image-names';
import { planVariants, type VariantPlan } from './plan-variants';

export type PlannedImage = ImageSource & { line: number; alt: string };
export type ProductWrite = {
  handle: string;
  existing: Existing | undefined;
  /** Columns to set (every column for a new product). */
  columns: Partial<ProductRow>;
  variants: VariantPlan;
  images: PlannedImage[];
  altUpdates: { id: string; alt: string }[];
};
export type ProductPlan = { entry: ImportedProduct; write?: ProductWrite };
export type PlanContext = {
  gstRates: Map<string, number>;
  /** lower(SKU) -> handle of the product holding it in the shop. */
  skuOwners: Map<string, string>;
  ownOrigins: string[];
};

const LABELS: Partial<Record<keyof ProductRow, string>> = {
  title: 'Title',
  description: 'Body (HTML)',
  categorySlug: 'Type',
  hsnCode: 'HSN Code',
};

const sameOptions = (a: ProductOption[], b: ProductOption[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The file's options, with the values of variants it leaves out kept, or why that cannot be. */
function finalOptions(parsed: ParsedProduct, existing: Existing | undefined, problems: string[]) {
  if (parsed.options === null) return null;
  const listed = new Set(parsed.variants.flatMap((v) => (v.sku ? [v.sku.toLowerCase()] : [])));
  const left = (existing?.variants ?? []).filter(
    (v) =>
      !listed.has(v.sku.toLowerCase()) &&
      !parsed.variants.some(
        (p) => !p.sku && JSON.stringify(p.values) === JSON.stringify(v.optionValues),
      ),
  );
  const options = parsed.options.map((o) => ({ name: o.name, values: [...o.values] }));
  for (const v of left)
    for (const option of options) {
      const value = v.optionValues[option.name];
      if (value && !option.values.includes(value)) option.values.push(value);
    }
  const misfits = left.filter((v) => optionValuesProblem(options, v.optionValues));
  if (misfits.length)
    problems.push(
      `Line ${parsed.line}: the options change but the file leaves out SKU ${misfits
        .map((v) => v.sku)
        .slice(0, 5)
        .join(', ')}: list every variant of the product`,
    );
  return options;
}

function productColumns(
  parsed: ParsedProduct,
  existing: Existing | undefined,
  ctx: PlanContext,
  problems: string[],
) {
  const p = existing?.product;
  const line = parsed.line;
  if (!p && !parsed.title) problems.push(`Line ${line}: Title is required for a new product`);
  if (!p && !parsed.category)
    problems.push(`Line ${line}: Type is required for a new product (its category)`);
  const hsnCode = parsed.hsnCode ?? p?.hsnCode ?? HSN_CODES.notebook;
  const rate = ctx.gstRates.get(hsnCode);
  if (rate === undefined)
    problems.push(`Line ${line}: no GST rate for HSN ${hsnCode}: add it under GST rates first`);
  const wanted: Partial<ProductRow> = {
    title: parsed.title,
    description: parsed.description ?? (p ? undefined : ''),
    categorySlug: parsed.category,
    hsnCode,
    taxPercent: rate,
    active: parsed.published ?? (p ? undefined : false),
  };
  const columns: Partial<ProductRow> = {};
  const changes: string[] = [];
  for (const [key, value] of Object.entries(wanted) as [keyof ProductRow, unknown][])
    if (value !== undefined && (!p || p[key] !== value)) {
      Object.assign(columns, { [key]: value });
      const label = key === 'active' ? (value ? 'publishes it' : 'unpublishes it') : LABELS[key];
      if (p && label) changes.push(label);
    }
  if (columns.active && !p?.publishedAt) columns.publishedAt = new Date();
  return { columns, changes };
}

function planImages(
  parsed: ParsedProduct,
  existing: Existing | undefined,
  ctx: PlanContext,
  warnings: string[],
) {
  const byName = new Map((existing?.images ?? []).map((i) => [i.fileName, i]));
  const images: PlannedImage[] = [];
  const altUpdates: { id: string; alt: string }[] = [];
  const seen = new Set<string>();
  for (const image of parsed.images as ParsedImage[]) {
    const source = imageSource(image.src, parsed.handle, ctx.ownOrigins);
    if ('problem' in source) {
      warnings.push(`Line ${image.line}: ${source.problem}; the image is skipped`);
      continue;
    }
    if (seen.has(source.fileName)) continue;
    seen.add(source.fileName);
    const present = byName.get(source.fileName);
    if (!present) images.push({ ...source, line: image.line, alt: image.alt });
    else if (image.alt && image.alt !== present.alt)
      altUpdates.push({ id: present.id, alt: image.alt });
  }
  return { images, altUpdates };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The plan for one product that passed its own checks. */
export function planProduct(
  parsed: ParsedProduct,
  existing: Existing | undefined,
  ctx: PlanContext,
): ProductPlan {
  const problems: string[] = [];
  const warnings: string[] = [];
  const base = { line: parsed.line, handle: parsed.handle };
  const { columns, changes } = productColumns(parsed, existing, ctx, problems);
  const options = finalOptions(parsed, existing, problems) ?? (existing ? null : []);
  if (options && !sameOptions(options, existing?.product.options ?? [])) {
    columns.options = options;
    if (existing) changes.push('options');
  }
  const variants = planVariants(parsed.handle, existing?.variants ?? [], parsed.variants, options);
  problems.push(...variants.problems);
  const skus = [
    ...variants.inserts.map((v) => ({ line: v.line, sku: v.sku })),
    ...variants.updates.flatMap((u) => (u.set.sku ? [{ line: 0, sku: u.set.sku }] : [])),
  ];
  for (const { line, sku } of skus) {
    const owner = ctx.skuOwners.get(sku.toLowerCase());
    if (owner && owner !== parsed.handle)
      problems.push(
        `Line ${line || parsed.line}: SKU ${sku} belongs to another product (${owner})`,
      );
  }
  if (!existing && variants.inserts.length === 0 && problems.length === 0)
    problems.push(`Line ${parsed.line}: a new product needs a variant row with a Variant Price`);
  const { images, altUpdates } = planImages(parsed, existing, ctx, warnings);
  if (problems.length) return { entry: { ...base, action: 'refuse', reasons: problems, warnings } };
  const write: ProductWrite = {
    handle: parsed.handle,
    existing,
    columns,
    variants,
    images,
    altUpdates,
  };
  if (!existing) {
    const stock = variants.inserts.reduce((n, v) => n + v.countInStock, 0);
    const reasons = [
      `creates it with ${plural(variants.inserts.length, 'variant')}, ${plural(images.length, 'image')} and ${stock} in stock`,
    ];
    return { entry: { ...base, action: 'create', reasons, warnings }, write };
  }
  const all = [
    ...changes,
    ...variants.changes,
    ...variants.inserts.map((v) => `adds variant ${v.sku}`),
    ...(images.length ? [`adds ${plural(images.length, 'image')}`] : []),
    ...(altUpdates.length ? [`alt text of ${plural(altUpdates.length, 'image')}`] : []),
  ];
  if (all.length === 0) return { entry: { ...base, action: 'unchanged', reasons: [], warnings } };
  const reasons = all.length > 12 ? [...all.slice(0, 12), `and ${all.length - 12} more`] : all;
  return { entry: { ...base, action: 'change', reasons, warnings }, write };
}
