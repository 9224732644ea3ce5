/** Stock: the count now, a recorded change with its reason, and the history of changes. */
import { zodResolver } from '@hookform/resolvers/zod';
import { stockAdjustmentSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useAdjustStock } from '../api/product-mutations';
import type { AdminProduct } from '../api/products';
import { Panel } from '../components/page-header';
import { formatDateTime } from '../format';

export function StockPanel({ product }: { product: AdminProduct }) {
  const adjust = useAdjustStock(product.id);
  const form = useForm({
    resolver: zodResolver(stockAdjustmentSchema),
    defaultValues: { delta: '', reason: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((change) =>
    adjust.mutate(change, {
      onSuccess: ({ countInStock }) => {
        form.reset();
        toast.success(`Stock is now ${countInStock}.`);
      },
    }),
  );

  return (
    <Panel title="Stock">
      <p className="mb-4 text-sm text-stone-700">
        In stock now:{' '}
        <strong aria-live="polite" className="text-lg text-stone-900 tabular-nums">
          {product.countInStock}
        </strong>
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Adjust stock" className="space-y-4">
        <TextField
          id="stock-delta"
          label="Change (+ received, − removed)"
          type="number"
          step={1}
          inputMode="numeric"
          placeholder="e.g. 10 or -2"
          {...field('delta')}
        />
        <TextField
          id="stock-reason"
          label="Reason"
          placeholder="e.g. New delivery from the printer"
          {...field('reason')}
        />
        <Button type="submit" variant="secondary" disabled={adjust.isPending}>
          {adjust.isPending ? 'Saving…' : 'Record change'}
        </Button>
        {adjust.error && (
          <p role="alert" className="text-sm text-clay-600">
            {adjust.error.message}
          </p>
        )}
      </form>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-stone-900">History</h3>
      {product.adjustments.length === 0 ? (
        <p className="text-sm text-stone-600">No changes recorded yet.</p>
      ) : (
        <ul className="divide-y divide-sand-100 text-sm">
          {product.adjustments.map((a) => (
            <li
              key={`${a.createdAt}-${a.delta}-${a.stockAfter}`}
              className="flex items-start justify-between gap-3 py-2"
            >
              <div className="min-w-0">
                <p className="break-words text-stone-800">{a.reason}</p>
                <p className="text-xs text-stone-600">{formatDateTime(a.createdAt)}</p>
              </div>
              <p className="shrink-0 text-right tabular-nums">
                <span
                  className={
                    a.delta > 0 ? 'font-semibold text-green-800' : 'font-semibold text-clay-600'
                  }
                >
                  {a.delta > 0 ? `+${a.delta}` : `−${Math.abs(a.delta)}`}
                </span>
                <span className="block text-xs text-stone-600">→ {a.stockAfter}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
