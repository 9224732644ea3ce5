/**
 * The sandbox gateway's payment window: card, UPI or wallet, like Razorpay's, in test mode.
 * Closing it is the 'dismissed' case; a declined payment can be retried inside.
 */
import { formatMoney, fromMinor, SANDBOX } from '@shop/shared';
import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogHeader } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
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

const WALLETS = ['Paytm', 'PhonePe', 'Amazon Pay', 'Mobikwik'];

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
      onPaid(await paySandbox(intent, payment));
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
    <Dialog open size="sm" onOpenChange={(open) => !open && !busy && onDismiss()}>
      <DialogHeader
        tone="brand"
        title="Mindful Marks"
        description={`Order ${intent.orderNumber} · Sandbox payment (test mode, no money moves)`}
        closeLabel="Close payment window"
        closeDisabled={busy}
      />
      <DialogBody className="space-y-4 bg-white p-5">
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
          <SelectField
            id="sandbox-wallet"
            label="Wallet"
            options={WALLETS}
            value={wallet}
            onChange={(e) => setWallet(e.target.value)}
          />
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
          {busy ? 'Processing...' : `Pay ${formatMoney(fromMinor(intent.amount), intent.currency)}`}
        </button>
      </DialogBody>
    </Dialog>
  );
}
