/** A form-level message: errors are announced at once (alert), successes politely (status). */
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

type FormAlertProps = { tone?: 'error' | 'success'; children: ReactNode; className?: string };

export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex gap-3 rounded-lg border-l-4 px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-clay-600 bg-clay-500/8 text-stone-900'
          : 'border-brand-700 bg-brand-50 text-brand-900',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx(
          'mt-0.5 size-4 shrink-0',
          tone === 'error' ? 'text-clay-600' : 'text-brand-700',
        )}
      />
      <div>{children}</div>
    </div>
  );
}
