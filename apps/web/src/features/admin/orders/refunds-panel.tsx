/**
 * The order's refunds: what was captured and given back (through the gateway, and to gift cards
 * and store credit), each refund with its state and where it went, and the form that refunds (the
 * remainder one click away; a second step confirms).
 */
import {
  DOCUMENT_PATHS,
  formatMoney,
  fromMinor,
  isCurrencyCode,
  REFUND_METHOD_LABELS,
  REFUND_STATUS_LABELS,
  toMinor,
  type CurrencyCode,
} from '@shop/shared';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogFooter, DialogHeader } from '../../../components/ui/dialog';
import { useCancelAndRefund, useRefundOrder, useRefunds, type RefundList } from '../api/refunds';
import { Badge } from '../components/badge';
import { Panel } from '../components/page-header';
import { formatDateTime } from '../format';
import { RefundForm } from './refund-form';
import { refundMadeMessage } from './refund-message';

const tone = { processed: 'good', failed: 'bad', pending: 'info', requested: 'warn' } as const;
/** What is left to refund of an amount, in minor units (the list reads in major units). */
const leftMinor = (amount: number, refunded: number) => toMinor(amount) - toMinor(refunded);

type RefundsPanelProps = {
  orderId: string;
  orderNumber: string;
  paid: boolean;
  /** Not dispatched yet: the owner may cancel and refund in one step. */
  cancellable: boolean;
};

export function RefundsPanel({ orderId, orderNumber, paid, cancellable }: RefundsPanelProps) {
  const refunds = useRefunds(orderId);
  if (!refunds.data) return null;
  const { captured, refunded, credited, currency } = refunds.data;
  // What is left of the order, whichever way it goes back (gateway, gift cards, store credit).
  const left = toMinor(refunds.data.valueLeft);
  if (!paid && refunds.data.refunds.length === 0 && captured === 0) return null;
  return (
    <Panel title="Refunds">
      <dl className="grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-stone-600">Captured</dt>
        <dd className="text-right tabular-nums">{formatMoney(captured, currency)}</dd>
        <dt className="text-stone-600">Refunded</dt>
        <dd className="text-right tabular-nums">{formatMoney(refunded, currency)}</dd>
        {credited > 0 && (
          <>
            <dt className="text-stone-600">To gift cards and store credit</dt>
            <dd className="text-right tabular-nums">{formatMoney(credited, currency)}</dd>
          </>
        )}
      </dl>
      <OwedPayments orderId={orderId} list={refunds.data} />
      <RefundHistory list={refunds.data} orderNumber={orderNumber} />
      {cancellable && <CancelAndRefund orderId={orderId} />}
      {left > 0 && isCurrencyCode(currency) && (
        <RefundForm
          orderId={orderId}
          leftMinor={left}
          currency={currency}
          storeCredit={refunds.data.storeCreditAllowed}
        />
      )}
    </Panel>
  );
}

function RefundHistory({ list, orderNumber }: { list: RefundList; orderNumber: string }) {
  if (list.refunds.length === 0) return null;
  return (
    <ol aria-label="Refund history" className="mt-4 space-y-3 border-t border-sand-200 pt-4">
      {list.refunds.map((r) => (
        <li key={r.id} className="text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium tabular-nums">{formatMoney(r.amount, r.currency)}</span>
            <Badge tone={tone[r.status]}>{REFUND_STATUS_LABELS[r.status]}</Badge>
          </p>
          <p className="text-stone-700">
            {r.method !== 'gateway' && (
              <span className="font-medium">
                To {REFUND_METHOD_LABELS[r.method].toLowerCase()}:{' '}
              </span>
            )}
            {r.reason}
          </p>
          <p className="text-xs text-stone-500">
            <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            {r.gatewayRefundId && ` · ${r.gatewayRefundId}`}
          </p>
          {r.failureReason && <p className="text-xs text-clay-700">{r.failureReason}</p>}
          {r.status === 'processed' && (
            <a
              href={DOCUMENT_PATHS.creditNote(orderNumber, r.id)}
              download
              className="text-xs font-medium text-brand-800 underline underline-offset-2"
            >
              Credit note (PDF)
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}

type Payment = RefundList['payments'][number];
/** A payment flagged "refund due" with something left, in a currency a refund can name. */
const isOwed = (p: Payment): p is Payment & { currency: CurrencyCode } =>
  p.status === 'refund_due' && p.amount > p.refunded && isCurrencyCode(p.currency);

/** Each payment flagged "refund due" (paid twice, or after the stock ran out): one click. */
function OwedPayments({ orderId, list }: { orderId: string; list: RefundList }) {
  const refund = useRefundOrder(orderId);
  const owed = list.payments.filter(isOwed);
  if (owed.length === 0) return null;
  return (
    <ul aria-label="Payments owed back" className="mt-4 space-y-3 border-t border-sand-200 pt-4">
      {owed.map((p) => {
        const amountMinor = leftMinor(p.amount, p.refunded);
        return (
          <li key={p.paymentId} className="space-y-2 text-sm">
            <p className="text-clay-700">{p.reason ?? `Payment ${p.paymentId} is owed back.`}</p>
            <Button
              size="sm"
              disabled={refund.isPending}
              onClick={() =>
                refund.mutate(
                  {
                    amountMinor,
                    currency: p.currency,
                    reason: 'Refund due',
                    paymentId: p.paymentId,
                    key: `due-${p.paymentId}`.slice(0, 64),
                  },
                  {
                    onSuccess: (r) => toast.success(refundMadeMessage(r)),
                    onError: (err) => toast.error(err.message),
                  },
                )
              }
            >
              Refund {formatMoney(fromMinor(amountMinor), p.currency)} of {p.paymentId}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Cancel and refund", confirmed in an alert dialog that starts on the safe choice (Back). */
function CancelAndRefund({ orderId }: { orderId: string }) {
  const cancel = useCancelAndRefund(orderId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-4 border-t border-sand-200 pt-4">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        role="alertdialog"
        trigger={
          <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Cancel and refund
          </button>
        }
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          backRef.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader
          title="Cancel and refund"
          description="Cancel this order, put its stock back and refund every payment in full? The customer is told by e-mail."
        />
        <label className="block text-sm">
          <span className="font-medium">Reason for the customer (optional)</span>
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            className="mt-1 w-full rounded-lg border border-sand-300 px-3 py-2"
          />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={backRef} variant="secondary">
              Back
            </Button>
          </DialogClose>
          <Button
            disabled={cancel.isPending}
            className="bg-clay-600 hover:bg-clay-500 active:bg-clay-600"
            onClick={() =>
              cancel.mutate(note, {
                onSuccess: (res) => {
                  toast.success(res.message);
                  setOpen(false);
                },
                onError: (err) => toast.error(err.message),
              })
            }
          >
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel and refund'}
          </Button>
        </DialogFooter>
      </Dialog>
    </div>
  );
}
