/** A variant's pictures (chosen among the product's) and its stock history, each in a dialog. */
import type { AdminProductImage } from '@shop/shared';
import { History } from 'lucide-react';
import { Button, iconButtonClasses } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogHeader } from '../../../../components/ui/dialog';
import { productImageUrl } from '../../../../lib/images';
import { useVariantHistory } from '../../api/variants';
import { QueryStatus } from '../../components/query-status';
import { formatDateTime } from '../../format';

export function PicturesButton(props: {
  label: string;
  images: AdminProductImage[];
  chosen: string[];
  onChange: (files: string[]) => void;
}) {
  const { label, images, chosen, onChange } = props;
  const toggle = (file: string, on: boolean) =>
    onChange(
      on
        ? images.map((i) => i.file).filter((f) => f === file || chosen.includes(f))
        : chosen.filter((f) => f !== file),
    );
  return (
    <Dialog
      size="md"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Pictures of ${label}: ${chosen.length || "the product's"}`}
        >
          {chosen.length ? `${chosen.length} chosen` : "Product's"}
        </Button>
      }
    >
      <DialogHeader
        title={`Pictures of ${label}`}
        description="Choose the pictures this variant shows; none chosen shows the product's own."
        closeLabel="Close"
      />
      <DialogBody>
        {images.length === 0 ? (
          <p className="text-sm text-stone-700">Add pictures to the product first.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((image) => (
              <li key={image.id}>
                <label className="block cursor-pointer rounded-xl border border-sand-200 p-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700/30">
                  <img
                    src={productImageUrl(image.file, 400)}
                    alt={image.alt}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <span className="mt-2 flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={chosen.includes(image.file)}
                      onChange={(e) => toggle(image.file, e.target.checked)}
                    />
                    Picture {image.position + 1}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
}

export function StockHistoryButton(props: { productId: string; variantId: string; label: string }) {
  return (
    <Dialog
      size="md"
      trigger={
        <button
          type="button"
          className={iconButtonClasses()}
          aria-label={`Stock history of ${props.label}`}
        >
          <History aria-hidden="true" className="size-4" />
        </button>
      }
    >
      <DialogHeader title={`Stock history: ${props.label}`} closeLabel="Close" />
      <DialogBody>
        <HistoryList {...props} />
      </DialogBody>
    </Dialog>
  );
}

function HistoryList({ productId, variantId }: { productId: string; variantId: string }) {
  const history = useVariantHistory(productId, variantId);
  if (!history.data)
    return (
      <QueryStatus
        isPending={history.isPending}
        error={history.error}
        retry={() => void history.refetch()}
        label="The history"
      />
    );
  const { adjustments } = history.data;
  if (adjustments.length === 0)
    return <p className="text-sm text-stone-600">No changes recorded yet.</p>;
  return (
    <ul className="divide-y divide-sand-100 text-sm">
      {adjustments.map((a) => (
        <li key={a.id} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="break-words text-stone-800">{a.reason}</p>
            <p className="text-xs text-stone-600">
              {formatDateTime(a.createdAt)}
              {a.by && ` · ${a.by}`}
            </p>
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
  );
}
