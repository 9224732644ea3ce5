/**
 * A product's variants in the file against those it has: matched by SKU (else by option values,
 * a renamed SKU), compared field by field, so only what differs is written.
 */
import {
  defaultSku,
  fromMinor,
  optionValuesProblem,
  type OptionValues,
  type ProductOption,
} from '@shop/shared';
import type { VariantRow } from './load-existing';
import type { ParsedVariant } from './parse-product';

export type NewVariant = {
  line: number;
  sku: string;
  position: number;
  optionValues: OptionValues;
  priceCents: number;
  salePriceCents: number | null;
  countInStock: number;
  weightGrams: number | null;
  barcode: string;
  active: boolean;
};
export type VariantChange = { id: string; set: Partial<VariantRow>; stock?: number };
export type VariantPlan = {
  inserts: NewVariant[];
  updates: VariantChange[];
  changes: string[];
  problems: string[];
};

const valuesKey = (values: OptionValues) => JSON.stringify(Object.entries(values).sort());
const money = (minor: number | null) => (minor === null ? 'none' : fromMinor(minor).toFixed(2));

function compare(v: VariantRow, p: ParsedVariant, withOptions: boolean) {
  const set: Partial<VariantRow> = {};
  const changes: string[] = [];
  const label = p.sku ?? v.sku;
  if (p.sku && p.sku !== v.sku) {
    set.sku = p.sku;
    changes.push(`SKU ${v.sku} → ${p.sku}`);
  }
  if (withOptions && valuesKey(p.values) !== valuesKey(v.optionValues)) {
    set.optionValues = p.values;
    changes.push(`options of ${label} → ${Object.values(p.values).join(' / ')}`);
  }
  if (
    p.priceCents !== undefined &&
    (p.priceCents !== v.priceCents || p.salePriceCents !== v.salePriceCents)
  ) {
    set.priceCents = p.priceCents;
    set.salePriceCents = p.salePriceCents ?? null;
    changes.push(
      `prices of ${label}: ${money(v.priceCents)}/${money(v.salePriceCents)} → ${money(p.priceCents)}/${money(p.salePriceCents ?? null)}`,
    );
  }
  for (const [field, column, name] of [
    ['weightGrams', p.weightGrams, 'weight'],
    ['barcode', p.barcode, 'barcode'],
    ['active', p.active, 'active'],
  ] as const)
    if (column !== undefined && column !== v[field]) {
      Object.assign(set, { [field]: column });
      changes.push(`${name} of ${label}: ${String(v[field] ?? 'none')} → ${String(column)}`);
    }
  const stock = p.stock !== undefined && p.stock !== v.countInStock ? p.stock : undefined;
  if (stock !== undefined) changes.push(`stock of ${label}: ${v.countInStock} → ${stock}`);
  return { set, stock, changes };
}

function matchVariants(existing: VariantRow[], parsed: ParsedVariant[], withOptions: boolean) {
  const bySku = new Map(existing.map((v) => [v.sku.toLowerCase(), v]));
  const byValues = new Map(existing.map((v) => [valuesKey(v.optionValues), v]));
  const taken = new Set<string>();
  return parsed.map((p) => {
    let match = p.sku ? bySku.get(p.sku.toLowerCase()) : undefined;
    if (!match && withOptions) match = byValues.get(valuesKey(p.values));
    if (match && taken.has(match.id)) match = undefined;
    if (match) taken.add(match.id);
    return { parsed: p, match };
  });
}

/**
 * The variants to insert and update. `options` are the product's final options (null: the file
 * has no option columns, so values are not touched); `handle` names new SKUs left blank.
 */
export function planVariants(
  handle: string,
  existing: VariantRow[],
  parsed: ParsedVariant[],
  options: ProductOption[] | null,
): VariantPlan {
  const plan: VariantPlan = { inserts: [], updates: [], changes: [], problems: [] };
  const withOptions = options !== null;
  let position = existing.reduce((max, v) => Math.max(max, v.position), -1) + 1;
  for (const { parsed: p, match } of matchVariants(existing, parsed, withOptions)) {
    if (match) {
      const { set, stock, changes } = compare(match, p, withOptions);
      if (changes.length) plan.updates.push({ id: match.id, set, stock });
      plan.changes.push(...changes);
      continue;
    }
    const misfit = withOptions ? optionValuesProblem(options, p.values) : null;
    if (!withOptions && existing.length > 0)
      plan.problems.push(
        `Line ${p.line}: the product has no variant with SKU ${p.sku ?? '(empty)'}, and a file without option columns cannot add one`,
      );
    else if (misfit) plan.problems.push(`Line ${p.line}: ${misfit}`);
    else if (p.priceCents === undefined)
      plan.problems.push(`Line ${p.line}: Variant Price is required for a new variant`);
    else
      plan.inserts.push({
        line: p.line,
        sku: p.sku ?? defaultSku(handle, p.values),
        position: position++,
        optionValues: p.values,
        priceCents: p.priceCents,
        salePriceCents: p.salePriceCents ?? null,
        countInStock: p.stock ?? 0,
        weightGrams: p.weightGrams ?? null,
        barcode: p.barcode ?? '',
        active: p.active ?? true,
      });
  }
  return plan;
}
