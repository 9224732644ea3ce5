/** Labelled profile inputs with their errors tied to them (aria-invalid + aria-describedby). */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input, inputClasses } from '../../../components/ui/input';
import { cx } from '../../../lib/class-names';

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  note?: string;
  className?: string;
  children: ReactNode;
};

function FieldShell({ id, label, error, note, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {note && (
        <p id={`${id}-note`} className="mt-1.5 text-xs text-stone-600">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-600">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, note?: string) =>
  cx(note && `${id}-note`, error && `${id}-error`) || undefined;

type ProfileInputProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  error?: string;
  note?: string;
};

export function ProfileInput({ id, label, error, note, className, ...input }: ProfileInputProps) {
  return (
    <FieldShell id={id} label={label} error={error} note={note} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, note)}
        className={cx(input.readOnly && 'bg-sand-100 text-stone-700 focus-visible:ring-0')}
        {...input}
      />
    </FieldShell>
  );
}

type ProfileSelectProps = ComponentPropsWithRef<'select'> & {
  id: string;
  label: string;
  options: readonly string[];
  error?: string;
};

export function ProfileSelect({
  id,
  label,
  options,
  error,
  className,
  ...select
}: ProfileSelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClasses('pr-10')}
        {...select}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
