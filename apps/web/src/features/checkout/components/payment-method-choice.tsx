/**
 * Online or cash on delivery (issue 27): a radio group, so arrow keys move between the two and
 * the legend names the question. Paying online names what it saves against COD ("Pay now and
 * save ₹X": the COD fee plus the owner's prepaid discount) when it saves anything.
 */
import { COD_CONFIRM_HOURS, COD_LABEL } from '@shop/shared';
import { Banknote, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShopPricing } from '../../../lib/shop-pricing';
import type { PaymentChoice } from '../payment-choice';

type Props = {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** The COD fee, in rupees' minor units. */
  codFee: number;
  /** What paying online saves against COD (0 for nothing). */
  saving: number;
  disabled: boolean;
};

export function PaymentMethodChoice({ value, onChange, codFee, saving, disabled }: Props) {
  const pricing = useShopPricing();
  const money = (minor: number) => (pricing ? pricing.format(minor) : 'Loading...');
  return (
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="mb-3 font-medium text-stone-900">How would you like to pay?</legend>
      <Choice
        id="pay-online"
        checked={value === 'online'}
        onSelect={() => onChange('online')}
        icon={<Lock aria-hidden="true" className="size-4 shrink-0" />}
        title="Pay online"
        aside={saving > 0 && `Pay now and save ${money(saving)}`}
      >
        Card, UPI or wallet through Razorpay, in a secure window; we never see your card details.
      </Choice>
      <Choice
        id="pay-cod"
        checked={value === 'cod'}
        onSelect={() => onChange('cod')}
        icon={<Banknote aria-hidden="true" className="size-4 shrink-0" />}
        title="Cash on delivery"
        aside={codFee > 0 && `${money(codFee)} fee`}
      >
        {COD_LABEL}: pay the courier in cash when the parcel arrives. We e-mail you a link to
        confirm the order within {COD_CONFIRM_HOURS} hours before we pack it.
      </Choice>
    </fieldset>
  );
}

type ChoiceProps = {
  id: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  aside: ReactNode;
  children: ReactNode;
};

function Choice({ id, checked, onSelect, icon, title, aside, children }: ChoiceProps) {
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 transition-colors ${
        checked
          ? 'bg-brand-50 ring-2 ring-brand-700'
          : 'bg-white ring-sand-200 hover:ring-brand-300'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="paymentChoice"
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="mt-0.5 text-brand-800">{icon}</span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium text-stone-900">{title}</span>
          {aside && <span className="font-medium text-brand-800">{aside}</span>}
        </span>
        <span className="mt-1 block text-stone-700">{children}</span>
      </span>
    </label>
  );
}
