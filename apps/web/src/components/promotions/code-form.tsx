/**
 * A one-field form that takes a code (a discount code, a gift card, issue 28): a visible label, the
 * field and its button on one row that fits a 360 px phone, Enter submits, and why the code was
 * refused under the field (announced, and read with the field through aria-describedby). Once a
 * code is applied the field shows it read-only and the button removes it.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { inputClasses } from '../ui/input';

type Props = {
  label: string;
  /** The button's word: 'Apply', 'Add'. */
  action: string;
  /** Said when the field is sent empty. */
  emptyMessage: string;
  /** Takes a typed code; answers a reason to refuse it here (a repeat, too many), else null. */
  onCode: (code: string) => string | null;
  /** The applied code, shown read-only with 'Remove'; null while none is. */
  applied?: { code: string; onRemove: () => void } | null;
  /** Why the server refused the code, in its words. */
  problem?: string | null;
  /** A polite line under the field ("FESTIVE10 applied", "Checking the code…"). */
  status?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
};

export function CodeForm({
  label,
  action,
  emptyMessage,
  onCode,
  applied = null,
  problem = null,
  status,
  disabled = false,
  maxLength = 40,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const shownProblem = localProblem ?? problem;
  const problemId = `${id}-problem`;
  const statusId = `${id}-status`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    const refused = code ? onCode(code) : emptyMessage;
    setLocalProblem(refused);
    if (!refused) setDraft('');
  };
  const remove = (event: React.MouseEvent) => {
    // The button becomes 'Apply' (a submit) within this click: the click must not submit too.
    event.preventDefault();
    applied?.onRemove();
    setLocalProblem(null);
    input.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          ref={input}
          id={id}
          name="code"
          value={applied ? applied.code : draft}
          readOnly={Boolean(applied)}
          onChange={(event) => {
            setDraft(event.target.value);
            setLocalProblem(null);
          }}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? problemId : status ? statusId : undefined}
          className={inputClasses(
            `min-w-0 flex-1 uppercase ${applied ? 'bg-sand-100 text-stone-700' : ''}`,
          )}
        />
        {applied ? (
          <Button
            key="remove"
            variant="secondary"
            className="shrink-0 px-4"
            onClick={remove}
            aria-label={`Remove ${label.toLowerCase()} ${applied.code}`}
          >
            Remove
          </Button>
        ) : (
          <Button
            key="apply"
            type="submit"
            variant="secondary"
            className="shrink-0 px-4"
            disabled={disabled}
          >
            {action}
          </Button>
        )}
      </div>
      {shownProblem && (
        <p id={problemId} role="alert" className="mt-1.5 text-sm text-clay-600">
          {shownProblem}
        </p>
      )}
      {/* Always there, so a status that appears later is announced. */}
      <p id={statusId} aria-live="polite" className="text-sm text-brand-800 empty:hidden">
        {!shownProblem && status ? <span className="mt-1.5 block">{status}</span> : null}
      </p>
    </form>
  );
}
