/** The currency dropdown itself (loaded on demand by CurrencySwitcher). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CURRENCIES, isCurrencyCode } from '@shop/shared';
import { Check } from 'lucide-react';
import { useCurrencyStore } from '../../stores/currency-store';
import { CurrencyFlag } from './currency-flag';
import {
  CurrencyTriggerFace,
  currencyTriggerClasses,
  currencyTriggerLabel,
} from './currency-trigger';
import type { MenuOpenProps } from './deferred-menu';
import { menuItemClasses, menuPanelClasses } from './nav-link-classes';

export default function CurrencyMenu({ open, onOpenChange }: MenuOpenProps) {
  const code = useCurrencyStore((s) => s.currency);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        aria-label={currencyTriggerLabel(code)}
        className={currencyTriggerClasses}
      >
        <CurrencyTriggerFace code={code} />
      </DropdownMenu.Trigger>
      {/* Not portalled: the panel stays inside the header landmark for screen-reader navigation. */}
      <DropdownMenu.Content align="end" sideOffset={8} className={`${menuPanelClasses} w-72`}>
        <DropdownMenu.Label className="px-3 pt-2 pb-1.5 text-xs tracking-[0.14em] text-stone-600 uppercase">
          Display currency
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={code}
          onValueChange={(value) => isCurrencyCode(value) && setCurrency(value)}
        >
          {CURRENCIES.map((c) => (
            <DropdownMenu.RadioItem key={c.code} value={c.code} className={menuItemClasses}>
              <CurrencyFlag flag={c.flag} />
              <span className="flex-1">{c.name}</span>
              <span className="text-xs text-stone-600 tabular-nums">
                {c.code} · {c.symbol}
              </span>
              <span className="flex w-4 justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-brand-700" />
                </DropdownMenu.ItemIndicator>
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
