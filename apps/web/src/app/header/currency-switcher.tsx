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
  return (
    <DeferredMenu
      menu={menu}
      renderStandIn={(props) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-label={currencyTriggerLabel(code)}
          className={currencyTriggerClasses}
          {...props}
        >
          <CurrencyTriggerFace code={code} />
        </button>
      )}
    />
  );
}
