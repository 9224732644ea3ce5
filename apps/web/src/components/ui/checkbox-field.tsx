/** A checkbox with its label beside it (links allowed) and an optional error tied to it. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, fieldAria } from './form-field';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...input}
          {...fieldAria(id, { error, describedBy: input['aria-describedby'] })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-stone-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
