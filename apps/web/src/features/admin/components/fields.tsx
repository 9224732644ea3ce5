/** Labelled select, text area and checkbox in the shop's field look, with errors tied to them. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cx } from '../../../lib/class-names';

type Labelled = { id: string; label: string; error?: string; hint?: string; className?: string };

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

function Label({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-1.5 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Labelled & ComponentPropsWithRef<'select'> & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} hint={hint} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses('pr-8')}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...area
}: Labelled & ComponentPropsWithRef<'textarea'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses('h-auto min-h-28 py-3 leading-6')}
        {...area}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & ComponentPropsWithRef<'input'>) {
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <input id={id} type="checkbox" className="size-4 accent-brand-700" {...input} />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
      </label>
    </div>
  );
}
