/** Live password strength (spec section 4): 25% per criterion met, labels Very Weak to Very Strong. */
import { PASSWORD_CRITERIA, passwordStrength } from '@shop/shared';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../lib/class-names';

const barColour = (score: number) =>
  score <= 1
    ? 'bg-clay-600'
    : score === 2
      ? 'bg-amber-500'
      : score === 3
        ? 'bg-brand-500'
        : 'bg-brand-700';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, percent, met } = passwordStrength(password);
  const labelId = useId();
  return (
    <div className="mt-3">
      <div className="flex items-center justify-between text-xs">
        <span id={labelId} className="text-stone-600">
          Password strength
        </span>
        <span className="font-medium text-stone-800" data-testid="strength-label">
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} (${percent}%)`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={cx('h-full rounded-full transition-[width] duration-300', barColour(score))}
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-3 grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {PASSWORD_CRITERIA.map((criterion) => {
          const ok = met.includes(criterion.id);
          const Icon = ok ? Check : X;
          return (
            <li
              key={criterion.id}
              className={cx('flex items-center gap-1.5', ok ? 'text-brand-800' : 'text-stone-600')}
            >
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {criterion.label}
              <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
