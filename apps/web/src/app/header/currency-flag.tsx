import type { CurrencyOption } from '@shop/shared';
import { AU, CA, EU, GB, IN, SG, US } from 'country-flag-icons/react/3x2';
import { cx } from '../../lib/class-names';

const FLAGS: Record<CurrencyOption['flag'], typeof US> = { US, EU, GB, IN, CA, AU, SG };

/** A currency's flag (decorative: the code or name is always written beside it). */
export function CurrencyFlag({
  flag,
  className,
}: {
  flag: CurrencyOption['flag'];
  className?: string;
}) {
  const Flag = FLAGS[flag];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex w-5 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10',
        className,
      )}
    >
      <Flag className="block h-auto w-full" />
    </span>
  );
}
