/**
 * Asking for a return from a delivered order (Returns Policy): which items and how many, why,
 * a note, for a damaged item up to three photos and, for an INR order, where the refund goes
 * (the original payment or store credit, record 052). The server checks the window for the
 * order's destination and says plainly when it has passed.
 */
import {
  BALANCE_CURRENCY,
  REFUND_CHOICES,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_REFUND_LABELS,
  returnableLeft,
  type RefundChoice,
  type CustomerOrder as Order,
  type ReturnReason,
} from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { useRequestReturn } from './use-request-return';

type ReturnableOrder = Pick<
  Order,
  'orderNumber' | 'orderItems' | 'returns' | 'actions' | 'status' | 'currency'
>;

type RequestReturnProps = {
  order: ReturnableOrder;
  /** A guest's order: the token its page was opened with; no store credit without an account. */
  token?: string | null;
};

export function RequestReturn({ order, token }: RequestReturnProps) {
  const request = useRequestReturn(order.orderNumber, token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [refundMethod, setRefundMethod] = useState<RefundChoice>('original');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // A gift card is not returned (Returns Policy): its balance stays the recipient's to spend; a
  // line already returned, or being returned, offers only what is left of it (issue 29).
  const keyOf = (item: ReturnableOrder['orderItems'][number]) => item.lineId ?? item.id;
  const left = returnableLeft(
    order.orderItems.map((item) => ({
      id: keyOf(item),
      quantity: item.quantity,
      giftCard: item.returnable === false,
    })),
    order.returns,
  );
  const returnable = order.orderItems.filter((item) => (left.get(keyOf(item)) ?? 0) > 0);
  // Before the order's refreshed `actions` (which may now refuse another return) replace it.
  if (request.isSuccess)
    return (
      <p role="status" className="text-sm text-stone-800">
        Your return request is sent. We reply by e-mail within two business days.
      </p>
    );
  const { allowed, reason: refused } = order.actions.return;
  if (!allowed) return refused ? <p className="text-sm text-stone-700">{refused}</p> : null;
  if (order.status !== 'delivered' || returnable.length === 0) return null;
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Request a return
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (lines.length === 0) return setProblem(RETURN_MESSAGES.noLines);
    if (reason === 'damaged' && photos.length === 0)
      return setProblem(RETURN_MESSAGES.photosRequired);
    setProblem(null);
    request.mutate(
      { reason, note, lines, photos, refundMethod },
      { onError: (err) => setProblem(err.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Request a return" className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">Why are you returning it?</legend>
        {RETURN_REASONS.map((value) => (
          <label key={value} className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {RETURN_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">Items to return</legend>
        {returnable.map((item) => {
          const key = keyOf(item);
          return (
            <label key={key} className="mt-2 flex items-center justify-between gap-3 text-sm">
              <span>{item.title}</span>
              <select
                aria-label={`How many of ${item.title}`}
                value={quantities[key] ?? 0}
                onChange={(e) => setQuantities({ ...quantities, [key]: Number(e.target.value) })}
                className="rounded-lg border border-sand-300 bg-white px-2 py-1"
              >
                {Array.from({ length: (left.get(key) ?? 0) + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        {order.orderItems.some((item) => item.returnable === false) && (
          <p className="mt-2 text-xs text-stone-600">{RETURN_MESSAGES.giftCard}</p>
        )}
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium text-stone-900">What happened? (optional)</span>
        <textarea
          value={note}
          maxLength={RETURN_LIMITS.noteMax}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          className="mt-1 w-full rounded-lg border border-sand-300 px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium text-stone-900">
          Photos {reason === 'damaged' ? '(required, up to 3)' : '(optional, up to 3)'}
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, RETURN_LIMITS.maxPhotos))}
          className="mt-1 block w-full text-sm"
        />
      </label>
      {order.currency === BALANCE_CURRENCY && !token && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-900">
            Where should the refund go?
          </legend>
          {REFUND_CHOICES.map((value) => (
            <label key={value} className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-refund`}
                value={value}
                checked={refundMethod === value}
                onChange={() => setRefundMethod(value)}
              />
              {RETURN_REFUND_LABELS[value]}
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="text-sm text-clay-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send return request'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
