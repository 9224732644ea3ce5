/**
 * The option editor and variant grid as one editable value: options in order, and a row per
 * variant whose option values follow the options by position. Every edit is a pure function here,
 * so the screen stays a thin view and the rules are tested without it.
 */
import {
  combinations,
  defaultSku,
  OPTIONS_MAX,
  type AdminVariantsResponse,
  type OptionValues,
  type VariantGridInput,
} from '@shop/shared';

export type GridOption = { name: string; values: string[] };
export type GridRow = {
  /** Stable React key: the variant id, or `new-N` for a row not saved yet. */
  key: string;
  id?: string;
  /** One value per option, in option order. */
  values: string[];
  sku: string;
  price: string;
  salePrice: string;
  /** The count typed, and the one the server last showed (what a stock edit expects). */
  stock: string;
  shownStock: number;
  weightGrams: string;
  barcode: string;
  active: boolean;
  images: string[];
  waiting: number;
};
export type GridValues = { options: GridOption[]; rows: GridRow[] };

let fresh = 0;
const newKey = () => `new-${++fresh}`;
const text = (n: number | null) => (n === null ? '' : String(n));

export function toGridValues(saved: AdminVariantsResponse): GridValues {
  return {
    options: saved.options.map((o) => ({ name: o.name, values: [...o.values] })),
    rows: saved.variants.map((v) => ({
      key: v.id,
      id: v.id,
      values: saved.options.map((o) => v.options[o.name] ?? ''),
      sku: v.sku,
      price: String(v.price),
      salePrice: text(v.salePrice),
      stock: String(v.countInStock),
      shownStock: v.countInStock,
      weightGrams: text(v.weightGrams),
      barcode: v.barcode,
      active: v.active,
      images: [...v.images],
      waiting: v.waiting,
    })),
  };
}

export const rowOptions = (options: GridOption[], row: GridRow): OptionValues =>
  Object.fromEntries(options.map((o, i) => [o.name, row.values[i] ?? '']));

/** A number box's text as the API reads it: a number, or NaN that the schema refuses by name. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** What PUT /variants receives (stock aside: it is counted per row, see stockChanges). */
export function toGridInput({ options, rows }: GridValues): VariantGridInput {
  return {
    options: options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) })),
    variants: rows.map((row) => ({
      ...(row.id && { id: row.id }),
      sku: row.sku.trim(),
      options: rowOptions(options, row),
      price: numberOf(row.price),
      salePrice: optionalNumber(row.salePrice),
      weightGrams: optionalNumber(row.weightGrams),
      barcode: row.barcode.trim(),
      active: row.active,
      images: row.images,
    })),
  };
}

/** Rows whose typed stock differs from the one shown: each is saved as a recorded count. */
export const stockChanges = (rows: GridRow[]) =>
  rows.flatMap((row, index) =>
    row.stock.trim() !== '' && Number(row.stock) !== row.shownStock ? [{ row, index }] : [],
  );

/** Why a typed stock cannot be saved, or null. */
export function stockProblem(value: string): string | null {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n)) return 'Stock must be a whole number';
  return n < 0 ? 'Stock must be 0 or more' : null;
}

// Option editing ------------------------------------------------------------------------------

export function addOption(grid: GridValues): GridValues {
  if (grid.options.length >= OPTIONS_MAX) return grid;
  const names = new Set(grid.options.map((o) => o.name));
  const name = ['Colour', 'Size', 'Ruling', 'Style'].find((n) => !names.has(n)) ?? 'Option';
  return {
    options: [...grid.options, { name, values: ['Default'] }],
    rows: grid.rows.map((r) => ({ ...r, values: [...r.values, 'Default'] })),
  };
}

/** Drops an option; rows that then repeat a combination go, the first of each kept. */
export function removeOption(grid: GridValues, index: number): GridValues {
  const seen = new Set<string>();
  const rows = grid.rows
    .map((r) => ({ ...r, values: r.values.filter((_, i) => i !== index) }))
    .filter((r) => {
      const key = JSON.stringify(r.values);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { options: grid.options.filter((_, i) => i !== index), rows };
}

export const renameOption = (grid: GridValues, index: number, name: string): GridValues => ({
  ...grid,
  options: grid.options.map((o, i) => (i === index ? { ...o, name } : o)),
});

const withValues = (grid: GridValues, index: number, values: string[]) =>
  grid.options.map((o, i) => (i === index ? { ...o, values } : o));

export function addValue(grid: GridValues, index: number, value: string): GridValues {
  const option = grid.options[index];
  const trimmed = value.trim();
  if (!option || !trimmed || option.values.some((v) => v.toLowerCase() === trimmed.toLowerCase()))
    return grid;
  return { ...grid, options: withValues(grid, index, [...option.values, trimmed]) };
}

/** Renames a value, and the rows that use it with it. */
export function renameValue(grid: GridValues, index: number, at: number, value: string) {
  const option = grid.options[index];
  if (!option) return grid;
  const old = option.values[at];
  return {
    options: withValues(
      grid,
      index,
      option.values.map((v, i) => (i === at ? value : v)),
    ),
    rows: grid.rows.map((r) =>
      r.values[index] === old
        ? { ...r, values: r.values.map((v, i) => (i === index ? value : v)) }
        : r,
    ),
  };
}

/** Removes a value and the rows that use it (they are deleted on save). */
export function removeValue(grid: GridValues, index: number, at: number): GridValues {
  const option = grid.options[index];
  if (!option || option.values.length <= 1) return grid;
  const gone = option.values[at];
  return {
    options: withValues(
      grid,
      index,
      option.values.filter((_, i) => i !== at),
    ),
    rows: grid.rows.filter((r) => r.values[index] !== gone),
  };
}

/** Moves a value up (-1) or down (+1) in its option's order. */
export function moveValue(grid: GridValues, index: number, at: number, by: -1 | 1): GridValues {
  const option = grid.options[index];
  const to = at + by;
  if (!option || to < 0 || to >= option.values.length) return grid;
  const values = [...option.values];
  [values[at], values[to]] = [values[to]!, values[at]!];
  return { ...grid, options: withValues(grid, index, values) };
}

// Rows ----------------------------------------------------------------------------------------

/** Adds a row for every combination of the options not in the grid yet, priced as the first. */
export function generateRows(grid: GridValues, handle: string, fallbackPrice: string): GridValues {
  const have = new Set(grid.rows.map((r) => JSON.stringify(r.values)));
  const template = grid.rows[0];
  const added = combinations(grid.options)
    .map((combo) => grid.options.map((o) => combo[o.name] ?? ''))
    .filter((values) => !have.has(JSON.stringify(values)))
    .map((values) => ({
      key: newKey(),
      values,
      sku: defaultSku(handle, rowOptions(grid.options, { values } as GridRow)),
      price: template?.price ?? fallbackPrice,
      salePrice: template?.salePrice ?? '',
      stock: '0',
      shownStock: 0,
      weightGrams: template?.weightGrams ?? '',
      barcode: '',
      active: true,
      images: [],
      waiting: 0,
    }));
  return { ...grid, rows: [...grid.rows, ...added] };
}

export const updateRow = (grid: GridValues, key: string, change: Partial<GridRow>) => ({
  ...grid,
  rows: grid.rows.map((r) => (r.key === key ? { ...r, ...change } : r)),
});

export const removeRow = (grid: GridValues, key: string): GridValues => ({
  ...grid,
  rows: grid.rows.filter((r) => r.key !== key),
});

/** "Set all prices": every row the same price and sale price. */
export const setAllPrices = (grid: GridValues, price: string, salePrice: string): GridValues => ({
  ...grid,
  rows: grid.rows.map((r) => ({ ...r, price, salePrice })),
});
