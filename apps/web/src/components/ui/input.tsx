/** Text input with the shop's field look; pair it with a <label htmlFor>. */
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names';

export const inputClasses = (className?: string) =>
  cx(
    'h-11 w-full rounded-lg border border-stone-300 bg-white px-4 text-sm text-stone-900 placeholder:text-stone-500',
    'transition-colors focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30',
    'aria-invalid:border-clay-600 disabled:cursor-not-allowed disabled:opacity-60',
    className,
  );

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={inputClasses(className)} {...props} />;
}

/** How the shop asks for an e-mail address or a phone number: the right keyboard and autofill. */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
export const phoneInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;
