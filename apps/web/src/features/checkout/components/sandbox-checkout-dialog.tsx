/**
 * The sandbox gateway's payment window: card, UPI or wallet, like Razorpay's, in test mode.
 * Closing it is the 'dismissed' case; a declined payment can be retried inside.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { formatMoney, fromMinor, SANDBOX } from '@shop/shared';
import { CreditCard, Smartphone, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import {
  paySandbox,
  type GatewayPayment,
  type PaymentIntent,
  type SandboxMethod,
} from '../api/payments';

type Method = SandboxMethod['method'];
const METHODS: { id: Method; label: string; Icon: typeof CreditCard }[] = [
  { id: 'card', label: 'Card', Icon: CreditCard },
  { id: 'upi', label: 'UPI', Icon: Smartphone },
  { id: 'wallet', label: 'Wallet', Icon: Wallet },
];

type Props = {
  intent: PaymentIntent;
  onPaid: (payment: GatewayPayment) => void;
  onDismiss: () => void;
};

export function SandboxCheckoutDialog({ intent, onPaid, onDismiss }: Props) {
  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState('');
  const [vpa, setVpa] = useState('');
  const [wallet, setWallet] = useState('Paytm');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    setError(null);
    const payment: SandboxMethod =
      method === 'card'
        ? { method, card_number: card }
        : method === 'upi'
          ? { method, vpa }
          : { method, wallet };
    try {
      onPaid(await paySandbox(intent.order_id, payment));
    } catch (err) {
      setError(
        err instanceof ApiError
          ? err.message
          : 'The payment could not be completed. Please try again.',
      );
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl">
          <div className="flex items-start justify-between bg-brand-900 px-5 py-4 text-sand-50">
            <div>
              <Dialog.Title className="font-serif text-lg">Mindful Marks</Dialog.Title>
              <Dialog.Description className="text-sm text-sand-100/80">
                Order {intent.orderNumber} · Sandbox payment (test mode, no money moves)
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close payment window"
              className="rounded-full p-1 hover:bg-white/10"
              disabled={busy}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="space-y-4 p-5">
            <p className="text-2xl font-semibold text-brand-900">
              {formatMoney(fromMinor(intent.amount), intent.currency)}
            </p>
            <div role="radiogroup" aria-label="Payment method" className="grid grid-cols-3 gap-2">
              {METHODS.map(({ id, label, Icon }) => (
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={method === id}
                  onClick={() => setMethod(id)}
                  className={`flex flex-col items-center gap-1 rounded-xl border p-3 text-sm ${method === id ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 text-stone-700'}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </button>
              ))}
            </div>
            {method === 'card' && (
              <TextField
                id="sandbox-card"
                label="Card number"
                inputMode="numeric"
                autoComplete="off"
                placeholder={SANDBOX.cardSuccess}
                value={card}
                onChange={(e) => setCard(e.target.value)}
              />
            )}
            {method === 'upi' && (
              <TextField
                id="sandbox-vpa"
                label="UPI ID"
                autoComplete="off"
                placeholder={SANDBOX.upiSuccess}
                value={vpa}
                onChange={(e) => setVpa(e.target.value)}
              />
            )}
            {method === 'wallet' && (
              <div>
                <label
                  htmlFor="sandbox-wallet"
                  className="mb-1.5 block text-sm font-medium text-stone-800"
                >
                  Wallet
                </label>
                <select
                  id="sandbox-wallet"
                  value={wallet}
                  onChange={(e) => setWallet(e.target.value)}
                  className="h-11 w-full rounded-lg border border-stone-300 px-4 text-sm"
                >
                  {['Paytm', 'PhonePe', 'Amazon Pay', 'Mobikwik'].map((w) => (
                    <option key={w}>{w}</option>
                  ))}
                </select>
              </div>
            )}
            <p className="text-xs text-stone-600">
              Test card {SANDBOX.cardSuccess} succeeds, {SANDBOX.cardDeclined} is declined; UPI{' '}
              {SANDBOX.upiSuccess} succeeds, {SANDBOX.upiFailure} fails.
            </p>
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            )}
            <button
              type="button"
              onClick={pay}
              disabled={busy}
              className={buttonClasses({ size: 'lg', className: 'w-full' })}
            >
              {busy
                ? 'Processing...'
                : `Pay ${formatMoney(fromMinor(intent.amount), intent.currency)}`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
