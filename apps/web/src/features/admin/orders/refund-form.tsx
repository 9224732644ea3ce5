/**
 * The owner's refund form: an amount (empty, with what is left of the order one click away, so a
 * partial refund is never the whole by accident), a reason and, for
 * an account's INR order, where it goes: the original payment (beyond what the gateway can take
 * back, the gift cards and store credit the order was paid with) or the customer's store credit
 * (record 052). A second step confirms.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  fromMinor,
  REFUND_CHOICE_LABELS,
  REFUND_CHOICES,
  refundFormSchema,
  toMinor,
  type CurrencyCode,
  type RefundChoice,
  type RefundRequest,
} from '@shop/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useRefundOrder } from '../api/refunds';
import { refundMadeMessage } from './refund-message';

type RefundFormProps = {
  orderId: string;
  leftMinor: number;
  currency: CurrencyCode;
  /** An account's INR order, not cancelled: store credit is offered. */
  storeCredit: boolean;
};

export function RefundForm({ orderId, leftMinor: left, currency, storeCredit }: RefundFormProps) {
  const refund = useRefundOrder(orderId);
  // One key per intended refund: a double click or a retry is the same refund.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [method, setMethod] = useState<RefundChoice>('original');
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const form = useForm({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: undefined, reason: '' },
  });
  const field = bindField(form);
  const remaining = formatMoney(fromMinor(left), currency);

  const send = () => {
    if (!confirming) return;
    refund.mutate(
      { ...confirming, key },
      {
        onSuccess: (r) => {
          toast.success(refundMadeMessage(r));
          setConfirming(null);
          setKey(crypto.randomUUID());
          setMethod('original');
          form.reset({ amount: undefined, reason: '' });
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };

  if (confirming) {
    const money = formatMoney(fromMinor(confirming.amountMinor), currency);
    return (
      <div
        role="group"
        aria-label="Confirm refund"
        className="mt-4 space-y-3 border-t border-sand-200 pt-4"
      >
        <p className="text-sm text-stone-800">
          {confirming.method === 'store_credit'
            ? `Add ${money} to the customer's store credit? This cannot be undone.`
            : `Refund ${money} to the customer's original payment method? This cannot be undone.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={send} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Confirm refund'}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Refund"
      onSubmit={form.handleSubmit(({ amount, reason }) =>
        setConfirming({
          amountMinor: toMinor(amount),
          currency,
          reason,
          ...(method === 'store_credit' && { method }),
        }),
      )}
      className="mt-4 space-y-3 border-t border-sand-200 pt-4"
    >
      <TextField
        id="refund-amount"
        label={`Amount (${currency}, at most ${remaining})`}
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        {...field('amount', { valueAsNumber: true })}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() =>
          form.setValue('amount', fromMinor(left), { shouldValidate: form.formState.isSubmitted })
        }
      >
        Refund the remaining {remaining}
      </Button>
      <TextAreaField id="refund-reason" label="Reason" rows={2} {...field('reason')} />
      {storeCredit && <RefundTo value={method} onChange={setMethod} />}
      <Button type="submit" size="sm">
        Refund
      </Button>
    </form>
  );
}

/** Where the refund goes, as two radios. */
function RefundTo({
  value,
  onChange,
}: {
  value: RefundChoice;
  onChange: (choice: RefundChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Refund to</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1">
        {REFUND_CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {REFUND_CHOICE_LABELS[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
