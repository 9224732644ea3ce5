/**
 * Saving the grid: checked first with the API's own schema (its messages, under the same field
 * paths the API answers, `variants.3.sku`), then the options and rows in one PUT, then each typed
 * stock count as a recorded adjustment. A count refused because a sale moved the stock meanwhile
 * is reported on its row; the others still save.
 */
import { variantGridInputSchema, type AdminVariantsResponse } from '@shop/shared';
import { ApiError } from '../../../../lib/api-client';
import { countVariantStock, saveVariants } from '../../api/variants';
import {
  stockChanges,
  stockProblem,
  toGridInput,
  toGridValues,
  type GridValues,
} from './grid-values';

export type CellErrors = Record<string, string>;

export class GridInvalid extends Error {
  constructor(readonly errors: CellErrors) {
    super(Object.values(errors)[0] ?? 'Please correct the cells marked in the grid.');
  }
}

/** The grid's problems before anything is sent, keyed like the API's field paths. */
export function checkGrid(grid: GridValues): CellErrors {
  const errors: CellErrors = {};
  const parsed = variantGridInputSchema.safeParse(toGridInput(grid));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path.join('.') || 'grid'] ??= issue.message;
  for (const { row, index } of stockChanges(grid.rows)) {
    const problem = stockProblem(row.stock);
    if (problem) errors[`variants.${index}.stock`] = problem;
  }
  grid.rows.forEach((row, index) => {
    if (row.stock.trim() === '') errors[`variants.${index}.stock`] = 'Stock must be a whole number';
  });
  return errors;
}

/** Saves; answers the problems left on rows (stock counts refused), or throws GridInvalid. */
export async function saveGrid(
  productId: string,
  grid: GridValues,
  saved: AdminVariantsResponse,
): Promise<CellErrors> {
  const errors = checkGrid(grid);
  if (Object.keys(errors).length) throw new GridInvalid(errors);
  const input = toGridInput(grid);
  // Only stock typed: no PUT (and no audit entry for a save that changes nothing).
  const unchanged = JSON.stringify(input) === JSON.stringify(toGridInput(toGridValues(saved)));
  let variants = saved.variants;
  if (!unchanged) {
    try {
      variants = (await saveVariants(productId, input)).variants;
    } catch (error) {
      if (error instanceof ApiError && error.errors) throw new GridInvalid(error.errors);
      throw error;
    }
  }
  const left: CellErrors = {};
  for (const { row, index } of stockChanges(grid.rows)) {
    const id =
      row.id ?? variants.find((v) => v.sku.toLowerCase() === row.sku.trim().toLowerCase())?.id;
    if (!id) continue;
    try {
      await countVariantStock(productId, id, {
        stock: Number(row.stock),
        expected: row.id ? row.shownStock : 0,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      left[`variants.${index}.stock`] = error.message;
    }
  }
  return left;
}
