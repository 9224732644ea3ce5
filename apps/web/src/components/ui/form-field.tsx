/** A labelled input with its error tied to it (aria-invalid + aria-describedby). */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input } from './input';
import { cx } from '../../lib/class-names';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  error?: string;
  /** Shown beside the label (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Shown inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
  /** The error changes while typing (a live hint), so it is read out as it appears. */
  liveError?: boolean;
};

export function TextField({
  id,
  label,
  error,
  labelAside,
  trailing,
  liveError,
  className,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} live={liveError} />
    </div>
  );
}

export function FieldError({
  id,
  message,
  live,
}: {
  id: string;
  message?: string;
  live?: boolean;
}) {
  // A live region must exist before its text changes, so a live error keeps its (empty) paragraph.
  if (!message && !live) return null;
  return (
    <p
      id={id}
      aria-live={live ? 'polite' : undefined}
      className={message ? 'mt-1.5 text-sm text-clay-600' : undefined}
    >
      {message}
    </p>
  );
}
