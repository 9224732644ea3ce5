/**
 * One row per variant: its values, SKU, prices, stock, weight, barcode, active, pictures, who
 * waits for it and its stock history. Every cell has its own label ("Price of Sage / Dotted"); the
 * table scrolls sideways inside its box on a phone.
 */
import { variantLabel } from '@shop/shared';
import { Trash2 } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { iconButtonClasses } from '../../../../components/ui/button';
import { cx } from '../../../../lib/class-names';
import type { AdminProductImage } from '@shop/shared';
import { Badge } from '../../components/badge';
import type { CellErrors } from './grid-save';
import * as edit from './grid-values';
import type { GridRow, GridValues } from './grid-values';
import { PicturesButton, StockHistoryButton } from './variant-dialogs';

type Props = {
  productId: string;
  grid: GridValues;
  onChange: (grid: GridValues) => void;
  errors: CellErrors;
  images: AdminProductImage[];
};

const HEADINGS = [
  'Variant',
  'SKU',
  'Price',
  'Sale price',
  'Stock',
  'Weight (g)',
  'Barcode',
  'Active',
  'Pictures',
  '',
];

export function VariantGrid(props: Props) {
  const { grid } = props;
  return (
    // Relative: the cells' screen-reader labels are positioned inside the box, not the page.
    <div
      role="region"
      aria-label="Variants grid"
      className="relative -mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:px-0"
    >
      <table className="w-full min-w-[62rem] border-separate border-spacing-0 text-sm">
        <thead>
          <tr className="text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {HEADINGS.map((h, i) => (
              <th
                key={i}
                scope="col"
                className={cx(
                  'border-b border-sand-200 px-1.5 py-2',
                  i === 0 && 'sticky left-0 z-10 bg-white',
                )}
              >
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, index) => (
            <VariantRow key={row.key} {...props} row={row} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VariantRow({
  productId,
  grid,
  onChange,
  errors,
  images,
  row,
  index,
}: Props & { row: GridRow; index: number }) {
  const label = variantLabel(edit.rowOptions(grid.options, row), grid.options) || 'Default';
  const set = (change: Partial<GridRow>) => onChange(edit.updateRow(grid, row.key, change));
  const error = (field: string) => errors[`variants.${index}.${field}`];
  const cell = (field: string) => ({
    field,
    error: error(field),
    id: `variant-${row.key}-${field}`,
  });
  const rowError = error('options') ?? error('id');
  return (
    <tr className="align-top">
      <th
        scope="row"
        // Stays in view while the row scrolls sideways on a phone.
        className="sticky left-0 z-10 w-32 border-b border-sand-100 bg-white px-1.5 py-2 text-left font-medium text-stone-900"
      >
        <span className="block max-w-32 break-words">{label}</span>
        {!row.id && <span className="text-xs font-normal text-stone-600">New</span>}
        {row.waiting > 0 && (
          <span className="mt-1 block">
            <Badge tone="info">{row.waiting} waiting</Badge>
          </span>
        )}
        {rowError && <span className="block text-xs font-normal text-clay-600">{rowError}</span>}
      </th>
      <Cell
        {...cell('sku')}
        label={`SKU of ${label}`}
        className="w-56"
        input={{ value: row.sku, onChange: (e) => set({ sku: e.target.value }) }}
      />
      <Cell
        {...cell('price')}
        label={`Price of ${label}`}
        input={{ ...money, value: row.price, onChange: (e) => set({ price: e.target.value }) }}
      />
      <Cell
        {...cell('salePrice')}
        label={`Sale price of ${label}`}
        input={{
          ...money,
          value: row.salePrice,
          onChange: (e) => set({ salePrice: e.target.value }),
        }}
      />
      <Cell
        {...cell('stock')}
        label={`Stock of ${label}`}
        className="w-24"
        input={{
          ...whole,
          value: row.stock,
          onChange: (e) => set({ stock: e.target.value }),
          // A count typed but not saved yet stands out.
          className: row.stock !== String(row.shownStock) ? 'border-brand-600 bg-brand-50' : '',
        }}
      />
      <Cell
        {...cell('weightGrams')}
        label={`Weight in grams of ${label}`}
        className="w-20"
        input={{
          ...whole,
          value: row.weightGrams,
          onChange: (e) => set({ weightGrams: e.target.value }),
        }}
      />
      <Cell
        {...cell('barcode')}
        label={`Barcode of ${label}`}
        className="w-28"
        input={{ value: row.barcode, onChange: (e) => set({ barcode: e.target.value }) }}
      />
      <td className="border-b border-sand-100 px-1.5 py-2 text-center">
        <input
          type="checkbox"
          aria-label={`${label} is on sale`}
          className="mt-3 size-5 accent-brand-700"
          checked={row.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
      </td>
      <td className="border-b border-sand-100 px-1.5 py-2">
        <PicturesButton
          label={label}
          images={images}
          chosen={row.images}
          onChange={(files) => set({ images: files })}
        />
        {error('images') && <p className="mt-1 text-xs text-clay-600">{error('images')}</p>}
      </td>
      <td className="border-b border-sand-100 px-1.5 py-2">
        <div className="flex items-center">
          {row.id && <StockHistoryButton productId={productId} variantId={row.id} label={label} />}
          <button
            type="button"
            className={iconButtonClasses()}
            aria-label={`Remove ${label}`}
            onClick={() => onChange(edit.removeRow(grid, row.key))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </td>
    </tr>
  );
}

const money = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
const whole = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

function Cell(props: {
  id: string;
  label: string;
  error?: string;
  field: string;
  className?: string;
  input: ComponentPropsWithoutRef<'input'>;
}) {
  const { id, label, error, className, input } = props;
  return (
    <td className={cx('border-b border-sand-100 px-1.5 py-2', className ?? 'w-28')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <CellInput
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-clay-600">
          {error}
        </p>
      )}
    </td>
  );
}

function CellInput({ className, ...props }: ComponentPropsWithoutRef<'input'>) {
  return (
    <input
      className={cx(
        'h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 text-sm text-stone-900 tabular-nums',
        'focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30',
        'aria-invalid:border-clay-600',
        className,
      )}
      {...props}
    />
  );
}
