import { CURRENCIES, findCurrency, type CurrencyCode } from '@shop/shared';
import { ChevronDown } from 'lucide-react';
import { CurrencyFlag } from './currency-flag';

/** What the currency trigger shows (flag and code), shared by the stand-in and the real menu. */
export const currencyTriggerClasses =
  'group inline-flex h-10 items-center gap-1.5 rounded-full px-1.5 text-sm font-medium text-stone-800 ' +
  'transition-colors hover:bg-sand-100 hover:text-brand-900 sm:px-2.5';

export const currencyTriggerLabel = (code: CurrencyCode) => {
  const current = findCurrency(code) ?? CURRENCIES[0];
  return `Currency: ${current.code}, ${current.name}`;
};

export function CurrencyTriggerFace({ code }: { code: CurrencyCode }) {
  const current = findCurrency(code) ?? CURRENCIES[0];
  return (
    <>
      <CurrencyFlag flag={current.flag} />
      {/* The flag and the button's name say it; below 400 px the code makes room for the account. */}
      <span className="max-[400px]:sr-only">{current.code}</span>
      <ChevronDown
        aria-hidden="true"
        className="hidden size-3.5 transition-transform group-aria-expanded:rotate-180 sm:block"
      />
    </>
  );
}
