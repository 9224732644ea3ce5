/** Full-width submit button that reads `busyLabel` (e.g. 'Logging in...') while its request runs. */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type SubmitButtonProps = {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
};

export function SubmitButton({ busy, busyLabel, children, disabled }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-sand-50/40 border-t-sand-50"
        />
      )}
      {busy ? busyLabel : children}
    </Button>
  );
}
