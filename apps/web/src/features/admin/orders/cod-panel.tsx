/**
 * A cash-on-delivery order's state and its two endings (issue 27): the courier delivered and
 * collected the cash (payment recorded, tax invoice issued) or brought the parcel back (stock back,
 * RTO recorded). Each asks first in an alert dialog that starts on the safe choice.
 */
import { COD_PAYMENT_METHOD } from '@shop/shared';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogFooter, DialogHeader } from '../../../components/ui/dialog';
import { useRecordCodOutcome, type CodOutcome } from '../api/cod';
import type { AdminOrder } from '../api/orders';
import { Panel } from '../components/page-header';

type CodState = 'awaiting' | 'confirmed' | 'collected' | 'returned' | 'expired';

/** Read from the order's COD facts: its confirmation and ending, which the server records. */
export function codState(order: AdminOrder): CodState {
  const { cod } = order;
  if (cod?.outcome === 'collected' || order.paymentStatus === 'paid') return 'collected';
  if (cod?.outcome === 'returned_to_origin') return 'returned';
  if (order.status === 'cancelled') return 'expired';
  return cod?.confirmedAt ? 'confirmed' : 'awaiting';
}

const STATE_TEXT: Record<CodState, string> = {
  awaiting:
    'Waiting for the shopper to confirm it from the e-mail. Unconfirmed orders cancel after 24 hours.',
  confirmed: 'Confirmed by the shopper: pack and ship it; the courier collects the cash.',
  collected: 'Delivered and cash collected.',
  returned: 'Returned to origin: the stock is back and the return is recorded.',
  expired: 'Cancelled: not confirmed in time (or cancelled before shipping).',
};

const OUTCOMES = {
  collected: {
    label: 'Delivered and cash collected',
    question:
      'The courier delivered this order and collected the cash? This records the payment and issues the tax invoice.',
    done: 'Marked delivered and cash collected.',
  },
  returned: {
    label: 'Returned to origin',
    question:
      'The parcel came back undelivered? Its stock goes back on sale and the return is recorded against this phone number and PIN code.',
    done: 'Marked returned to origin.',
  },
} as const satisfies Record<CodOutcome, { label: string; question: string; done: string }>;

export function CodPanel({ order }: { order: AdminOrder }) {
  if (order.paymentMethod !== COD_PAYMENT_METHOD) return null;
  const state = codState(order);
  const open = state === 'awaiting' || state === 'confirmed';
  const shipped = order.status === 'shipped' || order.status === 'out_for_delivery';
  return (
    <Panel title="Cash on delivery">
      <p className="text-sm text-stone-800">{STATE_TEXT[state]}</p>
      {open && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-sand-200 pt-4">
          {state === 'confirmed' && <OutcomeButton orderId={order._id} outcome="collected" />}
          {shipped && <OutcomeButton orderId={order._id} outcome="returned" />}
        </div>
      )}
    </Panel>
  );
}

function OutcomeButton({ orderId, outcome }: { orderId: string; outcome: CodOutcome }) {
  const record = useRecordCodOutcome(orderId);
  const [open, setOpen] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const words = OUTCOMES[outcome];
  // Awaited, not mutate()'s callbacks: the order refetched after it ends this button (it
  // unmounts), and the toast must still say it is done.
  const save = async (chosen: CodOutcome) => {
    try {
      await record.mutateAsync(chosen);
      toast.success(words.done);
      setOpen(false);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not save. Try again.');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      role="alertdialog"
      trigger={
        <button
          type="button"
          className={buttonClasses({
            variant: outcome === 'collected' ? 'primary' : 'secondary',
            size: 'sm',
          })}
        >
          {words.label}
        </button>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        backRef.current?.focus();
      }}
      onPointerDownOutside={(event) => event.preventDefault()}
    >
      <DialogHeader title={words.label} description={words.question} />
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={backRef} variant="secondary">
            Back
          </Button>
        </DialogClose>
        <Button disabled={record.isPending} onClick={() => void save(outcome)}>
          {record.isPending ? 'Saving…' : `Yes, ${words.label.toLowerCase()}`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
