/** Labelled input and textarea with their errors tied to them (aria-invalid + aria-describedby). */
import type { ComponentPropsWithRef, ReactElement } from 'react';
import { inputClasses } from '../../../components/ui/input';

type Own = { id: string; label: string; error?: string; className?: string };

const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

function FieldShell({ id, label, error, className, children }: Own & { children: ReactElement }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function InputField({
  id,
  label,
  error,
  className,
  ...input
}: Own & ComponentPropsWithRef<'input'>) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input id={id} {...errorProps(id, error)} className={inputClasses()} {...input} />
    </FieldShell>
  );
}

export function TextareaField({
  id,
  label,
  error,
  className,
  ...textarea
}: Own & ComponentPropsWithRef<'textarea'>) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        {...errorProps(id, error)}
        className={inputClasses('h-auto min-h-40 resize-y py-3 leading-relaxed')}
        {...textarea}
      />
    </FieldShell>
  );
}
