/**
 * The shop's one field family: a label (with an optional aside and required marker), a hint, the
 * control and its error, tied together with aria-describedby / aria-invalid. Every control
 * forwards its ref, so `{...register('name')}` from React Hook Form spreads straight onto it.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input, inputClasses } from './input';
import { Select } from './select';
import { cx } from '../../lib/class-names';

export type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** Help shown under the control (inputs side by side stay aligned), read with the control. */
  hint?: ReactNode;
  /** Shown beside the label (e.g. a "Forgot password?" link or a character counter). */
  labelAside?: ReactNode;
  /** Shows a marker after the label; the control itself says "required" to screen readers. */
  required?: boolean;
  /** The error changes while typing (a live hint), so it is read out as it appears. */
  liveError?: boolean;
  className?: string;
};

/** aria-invalid and aria-describedby for a field's control: hint, any extra ids, then the error. */
export function fieldAria(id: string, { error, hint, describedBy }: AriaParts) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      cx(hint ? `${id}-hint` : undefined, describedBy, error ? `${id}-error` : undefined) ||
      undefined,
  } as const;
}
type AriaParts = { error?: string; hint?: ReactNode; describedBy?: string };

function FieldShell(props: FieldProps & { children: ReactNode }) {
  const { id, label, error, hint, labelAside, required, liveError, className, children } = props;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-clay-600">
              *
            </span>
          )}
        </label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} live={liveError} />
    </div>
  );
}

/** Splits a field's own props from the control's, so the rest can be spread onto the control. */
function split<T extends FieldProps>(props: T) {
  const { id, label, error, hint, labelAside, required, liveError, className, ...control } = props;
  const field = { id, label, error, hint, labelAside, required, liveError, className };
  return { field, control, id, required };
}

type TextFieldProps = FieldProps &
  ComponentPropsWithRef<'input'> & {
    /** Shown inside the input's right edge (e.g. a show-password toggle). */
    trailing?: ReactNode;
  };

export function TextField({ trailing, ...props }: TextFieldProps) {
  const { field, control, id, required } = split(props);
  return (
    <FieldShell {...field}>
      <div className="relative">
        <Input
          id={id}
          required={required}
          {...control}
          {...fieldAria(id, { ...field, describedBy: control['aria-describedby'] })}
          className={cx(
            trailing ? 'pr-12' : undefined,
            control.readOnly && 'bg-sand-100 text-stone-700 focus-visible:ring-0',
          )}
        />
        {trailing}
      </div>
    </FieldShell>
  );
}

export const textAreaClasses = inputClasses('h-auto min-h-28 resize-y py-3 leading-relaxed');

export function TextAreaField(props: FieldProps & ComponentPropsWithRef<'textarea'>) {
  const { field, control, id, required } = split(props);
  return (
    <FieldShell {...field}>
      <textarea
        id={id}
        required={required}
        {...control}
        {...fieldAria(id, { ...field, describedBy: control['aria-describedby'] })}
        className={textAreaClasses}
      />
    </FieldShell>
  );
}

type Option = string | { value: string; label: string };

/** A labelled native select over `options` (a bare string is both value and label). */
export function SelectField({
  options,
  ...props
}: FieldProps & ComponentPropsWithRef<'select'> & { options: readonly Option[] }) {
  const { field, control, id, required } = split(props);
  return (
    <FieldShell {...field}>
      <Select
        id={id}
        required={required}
        {...control}
        {...fieldAria(id, { ...field, describedBy: control['aria-describedby'] })}
      >
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </Select>
    </FieldShell>
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
