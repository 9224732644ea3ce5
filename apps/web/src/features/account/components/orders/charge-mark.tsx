/** Shipping and tax in the details dialog: only a tick when charged, a cross when not (spec section 2). */
import { Check, X } from 'lucide-react';

type ChargeMarkProps = { label: 'Shipping' | 'Tax'; amount: number };

export function ChargeMark({ label, amount }: ChargeMarkProps) {
  const charged = amount > 0;
  const spoken = charged ? `${label} charged` : `No ${label.toLowerCase()} charged`;
  return (
    <div className="flex items-center justify-between gap-4 py-1.5 text-sm">
      <dt className="text-stone-600">{label}</dt>
      <dd>
        <span
          role="img"
          aria-label={spoken}
          title={spoken}
          className={
            charged
              ? 'inline-flex size-6 items-center justify-center rounded-full bg-green-100 text-green-800'
              : 'inline-flex size-6 items-center justify-center rounded-full bg-stone-100 text-stone-600'
          }
        >
          {charged ? (
            <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
          ) : (
            <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
          )}
        </span>
      </dd>
    </div>
  );
}
