/**
 * The product's options and variants, edited together and saved with one button: the options and
 * rows in one request, then each stock count typed in the grid as a recorded adjustment.
 */
import type { AdminProduct } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { useShopCurrency } from '../../api/shop-currency';
import { useSaveGrid, useVariants, type AdminVariantsResponse } from '../../api/variants';
import { Panel } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { SaveBar } from '../../components/save-bar';
import { GridInvalid, saveGrid, type CellErrors } from './grid-save';
import * as edit from './grid-values';
import { OptionsEditor } from './options-editor';
import { SetAllPrices } from './set-all-prices';
import { VariantGrid } from './variant-grid';

export function VariantsPanel({ product }: { product: AdminProduct }) {
  const saved = useVariants(product.id);
  if (!saved.data)
    return (
      <Panel title="Variants">
        <QueryStatus
          isPending={saved.isPending}
          error={saved.error}
          retry={() => void saved.refetch()}
          label="The variants"
        />
      </Panel>
    );
  return <VariantsForm product={product} saved={saved.data} refetch={saved.refetch} />;
}

type FormProps = {
  product: AdminProduct;
  saved: AdminVariantsResponse;
  refetch: () => Promise<{ data?: AdminVariantsResponse }>;
};

function VariantsForm({ product, saved, refetch }: FormProps) {
  const currency = useShopCurrency();
  const [grid, setGrid] = useState(() => edit.toGridValues(saved));
  const [errors, setErrors] = useState<CellErrors>({});
  const save = useSaveGrid(product.id, () => saveGrid(product.id, grid, saved));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: async (left) => {
        const fresh = (await refetch()).data;
        if (fresh) setGrid(edit.toGridValues(fresh));
        setErrors(left);
        if (Object.keys(left).length === 0) toast.success('Variants saved.');
      },
      onError: (error) => setErrors(error instanceof GridInvalid ? error.errors : {}),
    });
  };
  const leftCount = Object.keys(errors).length;
  const problem =
    save.error && !(save.error instanceof GridInvalid)
      ? save.error
      : leftCount
        ? { message: Object.values(errors)[0] ?? 'Please correct the cells marked in the grid.' }
        : null;

  return (
    <form
      id="variants-grid"
      noValidate
      onSubmit={onSubmit}
      aria-label="Options and variants"
      className="scroll-mt-6 space-y-6"
    >
      <OptionsEditor grid={grid} onChange={setGrid} errors={errors} />
      <Panel
        title={`Variants (${grid.rows.length})`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setGrid(edit.generateRows(grid, product.slug, String(product.price)))}
          >
            Generate variants
          </Button>
        }
      >
        <p className="mb-4 text-sm text-stone-600">
          Prices in {currency}, GST included. A stock typed here is saved as a recorded count; if a
          sale changed it meanwhile, you are asked to count again.
        </p>
        <SetAllPrices onApply={(price, sale) => setGrid(edit.setAllPrices(grid, price, sale))} />
        {errors.variants && (
          <p role="alert" className="mb-3 text-sm text-clay-600">
            {errors.variants}
          </p>
        )}
        <VariantGrid
          productId={product.id}
          grid={grid}
          onChange={setGrid}
          errors={errors}
          images={product.images}
        />
        <SaveBar label="Save variants" pending={save.isPending} error={problem} />
      </Panel>
    </form>
  );
}
