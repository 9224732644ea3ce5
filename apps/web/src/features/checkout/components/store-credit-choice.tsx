/**
 * 'Use my store credit (₹X)' for a signed-in customer who has some (issue 28): all of it is
 * spent, up to what is due. Credit is in rupees and pays for carts priced in rupees only.
 */
import { BALANCE_CURRENCY, STORE_CREDIT_MESSAGES, type CurrencyCode } from '@shop/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { quoteMoney } from '../../../lib/checkout-quote';
import { useCheckoutExtras } from '../../../stores/checkout-extras';

type Props = { balance: number; currency: CurrencyCode };

export function StoreCreditChoice({ balance, currency }: Props) {
  const checked = useCheckoutExtras((s) => s.useStoreCredit);
  const setUseStoreCredit = useCheckoutExtras((s) => s.setUseStoreCredit);
  const usable = currency === BALANCE_CURRENCY;
  return (
    <div>
      <CheckboxField
        id="use-store-credit"
        label={`Use my store credit (${quoteMoney({ currency: BALANCE_CURRENCY }, balance)})`}
        checked={checked && usable}
        disabled={!usable}
        aria-describedby={usable ? undefined : 'use-store-credit-hint'}
        onChange={(event) => setUseStoreCredit(event.target.checked)}
      />
      {!usable && (
        <p id="use-store-credit-hint" className="mt-1 pl-8 text-xs text-stone-600">
          {STORE_CREDIT_MESSAGES.onlyInr}
        </p>
      )}
    </div>
  );
}
