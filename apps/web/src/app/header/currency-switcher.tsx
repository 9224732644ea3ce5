import { useHydrated } from '../../lib/use-hydrated';
import { useDisplayCurrency } from '../../stores/currency-store';
import {
  CurrencyTriggerFace,
  currencyTriggerClasses,
  currencyTriggerLabel,
} from './currency-trigger';
import { DeferredMenu, deferredMenu } from './deferred-menu';

const menu = deferredMenu(() => import('./currency-menu'));

/** Display-currency picker (flag, name, code, symbol per currency); the trigger shows flag + code. */
export function CurrencySwitcher() {
  const code = useDisplayCurrency();
  // Until the app runs the menu cannot open: the trigger says so, and an early click is replayed.
  const hydrated = useHydrated();
  return (
    <DeferredMenu
      menu={menu}
      renderStandIn={(props) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-label={currencyTriggerLabel(code)}
          className={currencyTriggerClasses}
          aria-disabled={!hydrated || undefined}
          data-needs-script=""
          {...props}
        >
          <CurrencyTriggerFace code={code} />
        </button>
      )}
    />
  );
}
