/** A checkbox with a rich label (links allowed) and an optional error. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from '../../../components/ui/form-field';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-stone-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
