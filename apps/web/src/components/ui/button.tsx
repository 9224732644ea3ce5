/** Buttons, and the same look for links (`buttonClasses`) so calls to action match everywhere. */
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide whitespace-nowrap ' +
  'transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-sand-50 hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-brand-700/40 text-brand-800 hover:border-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-sand-100',
  inverse: 'bg-sand-50 text-brand-900 hover:bg-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-12 px-8 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(base, variants[variant], sizes[size], className);
}

/** Round, icon-only control (header actions, close buttons). Always give it an aria-label. */
export const iconButtonClasses = (className?: string) =>
  cx(
    'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-800',
    'transition-colors duration-200 hover:bg-sand-100 hover:text-brand-800',
    className,
  );

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
