import type { CurrencyOption } from '@shop/shared';
import AU from './flags/AU.svg?no-inline';
import CA from './flags/CA.svg?no-inline';
import EU from './flags/EU.svg?no-inline';
import GB from './flags/GB.svg?no-inline';
import IN from './flags/IN.svg?no-inline';
import SG from './flags/SG.svg?no-inline';
import US from './flags/US.svg?no-inline';
import { cx } from '../../lib/class-names';

// Hashed image files, not React components: the header ships seven URLs instead of seven drawings
// in every visitor's first JavaScript (record 054), and the browser caches each flag for a year.
const FLAGS: Record<CurrencyOption['flag'], string> = { US, EU, GB, IN, CA, AU, SG };

/** A currency's flag (decorative: the code or name is always written beside it). */
export function CurrencyFlag({
  flag,
  className,
}: {
  flag: CurrencyOption['flag'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex w-5 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10',
        className,
      )}
    >
      <img
        src={FLAGS[flag]}
        alt=""
        width={20}
        height={13}
        className="block aspect-[3/2] h-auto w-full"
      />
    </span>
  );
}
